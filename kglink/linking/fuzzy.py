"""Near matches of aliases: blocking on rare keys, then rapidfuzz on a few windows.

Misspellings and near variants ("Anxinbao Plsu", "华东大区" for "华东区") must be found
without comparing the text with every alias. Each alias is indexed under a few rare keys,
so a turn reaches only the aliases that could match; the survivors are scored with
``rapidfuzz.fuzz.ratio`` (the Indel similarity, ``1 - distance / (len(a) + len(b))``)
over the windows of the text that the shared keys anchor. Three kinds of alias:

* Short Chinese aliases (containing CJK, fewer than 7 characters) match only with
  inserted characters: "华东大区" is a variant of "华东区", but one changed character
  makes another name ("华北区", "产品B") and a dropped one a part of the name. Every
  adjacent pair of the alias then survives in the window, adjacent or with one
  character between, so the alias is indexed under its single rarest pair and the text
  looked up by its pairs at distance one and two.
* Longer Chinese aliases: character bigrams with prefix filtering. An alias whose
  similarity to a window reaches the threshold keeps at least ``T`` of its ``G``
  bigrams in that window (an insertion breaks at most one, a deletion two), so indexing
  its ``G - T + 1`` rarest bigrams is enough; candidates are then checked by counting
  the bigrams they share with the text.
* Latin aliases: bigrams of English are too few and too common to block on, so the
  alias is indexed under its rarest word and that word's one-deletion variants
  (SymSpell): a word typed with one insertion, deletion, substitution or swap shares a
  variant with it. A misspelling is found when the alias's rarest word has at most one
  edit; the other words may have any, within the threshold. These keys are many, so
  they are kept by code, not as strings (:class:`kglink.linking.postings.CodedPostings`).

Most turns hold no key at all, so the blocking must cost next to nothing then: a
regular expression of the characters that begin and end the CJK keys finds, in C, the
few places a key may start, and only those are looked up; the postings of a turn's
Latin words are remembered (turns repeat their words). Candidates are then turned down
by the cheapest sound bound first (characters shared in order, in C) before any window
is built. None of this changes what is found.

Windows never cut a Latin word and are never a contiguous part of the alias ("营业部" is
a part of "华东营业部", not a misspelling of it). Aliases shorter than the minimum
lengths (3 characters with CJK, 5 otherwise) only match exactly: one edit in "华东" or
"HR" makes another word; so, likewise, a typed word of fewer Latin characters is never a
misspelling ("lads" of "loads"). With the default threshold 0.85, a 3-character Chinese alias
matches with exactly one inserted character.
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from array import array
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import chain
from operator import add
from typing import Any

import numpy as np
from rapidfuzz.distance.LCSseq import similarity as lcs_similarity
from rapidfuzz.fuzz import ratio

from kglink.errors import ConfigError
from kglink.linking.matcher import WORD_CHARS
from kglink.linking.normalize import CJK_CLASS
from kglink.linking.postings import CodedPostings, Postings

logger = logging.getLogger(__name__)

_Q = 2  # bigrams: the only size that works for two- and three-character Chinese words
_EPSILON = 1e-9
_SHORT_CJK = 7  # Chinese aliases shorter than this match by insertions only
_MIN_VARIANT_WORD = 4  # shorter words are indexed as they are: their variants are too common
_SHIFT = 16  # a posting packs (entry << _SHIFT) | position in the alias
_MASK = (1 << _SHIFT) - 1
_WORD_CACHE = 1 << 14  # Latin words of turns whose postings are remembered (a few MB at most)
_COVERED = "\uffff"  # a noncharacter: stands for text the search must not use
# Bounds on one search, whatever the text: a phrase is tried at its first few alignments
# (a name is not misspelt eight times in one question), and the windows scored stop at a
# budget, counted by the windows of each alignment (a turn of a thousand characters
# repeating near-names of thousands of phrases took 15 s; a real question tries a few
# hundred windows).
_MAX_ALIGNMENTS = 8
_WINDOW_BUDGET = 50_000
_CJK_RE = re.compile(f"[{CJK_CLASS}]")
# Runs of is_word_char characters: alphanumerics (\\w without "_") that are not CJK,
# as one negated class, which the regex engine scans faster than a lookahead per char.
_WORD_RE = re.compile(f"[^\\W_{CJK_CLASS}]+")


@dataclass(frozen=True, slots=True)
class FuzzyHit:
    """A window ``[start, end)`` of the normal form that is similar to phrase ``entry``."""

    start: int
    end: int
    entry: int
    score: float


@dataclass(frozen=True, slots=True)
class _Budget:
    """What one alias allows at the threshold: edits, and bigrams they may destroy."""

    max_insert: int
    max_delete: int
    max_destroyed: int


class FuzzyIndex:
    """Blocking index over normalised phrases; finds windows of text similar to them.

    Example:
        >>> index = FuzzyIndex.build(["华东区", "anxinbao plus"])
        >>> [(h.start, h.end, h.entry) for h in index.search("请问华东大区")]
        [(2, 6, 0)]
        >>> [(h.start, h.end, h.entry) for h in index.search("anxinbao plsu and 华东区", covered=[(18, 21)])]
        [(0, 13, 1)]
    """

    __slots__ = (
        "threshold",
        "min_length_cjk",
        "min_length_latin",
        "_phrases",
        "_pairs",
        "_bigrams",
        "_words",
        "_min_window",
        "_cjk_keys",
        "_word_cache",
        "_short",
        "_budgets",
    )

    def __init__(
        self,
        phrases: Sequence[str],
        pairs: Mapping[str, Sequence[int]],
        bigrams: Mapping[str, Sequence[int]],
        words: CodedPostings,
        *,
        threshold: float,
        min_length_cjk: int,
        min_length_latin: int,
        min_window: int,
    ) -> None:
        self.threshold = threshold
        self.min_length_cjk = min_length_cjk
        self.min_length_latin = min_length_latin
        self._phrases = phrases
        self._pairs = pairs
        self._bigrams = bigrams
        self._words = words
        self._min_window = min_window
        self._cjk_keys = _key_filter(pairs.keys() | bigrams.keys(), pairs.keys())
        self._word_cache: dict[str, tuple[tuple[int, int], ...]] = {}
        # 1 for the short CJK phrases (matched by insertions only): the pairs index them.
        self._short = _flags(len(phrases), pairs)
        self._budgets: dict[int, tuple[int, int]] = {}  # see _budget_of

    @classmethod
    def build(
        cls,
        phrases: Sequence[str],
        *,
        threshold: float = 0.85,
        min_length_cjk: int = 3,
        min_length_latin: int = 5,
    ) -> FuzzyIndex:
        """Index normalised phrases; a hit's ``entry`` is the phrase's position in ``phrases``.

        Args:
            phrases: normal forms (see :func:`kglink.linking.normalize.normalize`).
            threshold: minimum similarity in (0, 1] for a window to match a phrase.
            min_length_cjk: phrases containing CJK shorter than this are not indexed.
            min_length_latin: other phrases shorter than this are not indexed.

        Raises:
            ConfigError: a threshold outside (0, 1] or a minimum length below 2.
        """
        if not 0.0 < threshold <= 1.0:
            raise ConfigError(f"fuzzy threshold must be in (0, 1], got {threshold}")
        if min_length_cjk < _Q or min_length_latin < _Q:
            raise ConfigError(f"fuzzy minimum lengths must be at least {_Q}")
        cjk: list[int] = []
        latin: list[tuple[int, list[tuple[int, str]]]] = []
        # Every phrase's distinct words in one list, counted once at the end: a
        # Counter.update per phrase costs more in call overhead than the counting.
        phrase_words: list[str] = []
        has_cjk = _CJK_RE.search
        for entry, phrase in enumerate(phrases):
            size = len(phrase)
            if size >= 1 << _SHIFT:
                continue
            if not phrase.isascii() and has_cjk(phrase) is not None:
                if size >= min_length_cjk:
                    cjk.append(entry)
            elif size >= min_length_latin:
                words = _words(phrase)
                if words:
                    latin.append((entry, words))
                    phrase_words.extend({word for _, word in words})
        word_frequency = Counter(phrase_words)
        del phrase_words
        pairs, bigrams, windows = _cjk_postings(phrases, cjk, threshold)
        word_keys: list[str] = []
        word_postings: list[int] = []
        latin_lengths: set[int] = set()
        for entry, words in latin:
            latin_lengths.add(len(phrases[entry]))
            if len(words) == 1:
                ((start, word),) = words
            else:
                # The rarest word, longer words first among equals: it blocks best.
                start, word = min(words, key=lambda item: (word_frequency[item[1]], -len(item[1]), item[0]))
            keys = _word_keys(word)
            word_keys += keys
            word_postings += [(entry << _SHIFT) | start] * len(keys)
        windows += [length - _budget(length, threshold, False).max_delete for length in latin_lengths]
        logger.debug("fuzzy index over %d phrases: %d CJK, %d Latin", len(phrases), len(cjk), len(latin))
        return cls(
            phrases,
            dict(pairs),
            dict(bigrams),
            CodedPostings.build(word_keys, word_postings),
            threshold=threshold,
            min_length_cjk=min_length_cjk,
            min_length_latin=min_length_latin,
            min_window=max(min(windows, default=_Q), _Q),
        )

    def search(self, norm: str, covered: Sequence[tuple[int, int]] = ()) -> list[FuzzyHit]:
        """Windows of ``norm`` similar to an indexed phrase, best first.

        Args:
            norm: normalised text.
            covered: ``(start, end)`` spans no window may overlap (exact matches).

        Windows never cut a Latin word, never begin or end with a space and are never a
        contiguous part of the phrase. For each phrase, only its best windows that do
        not overlap each other are kept; windows of different phrases may overlap.
        """
        size = len(norm)
        masked = norm
        longest_free = size
        if len(covered) == 1:
            # The common case (one exact mention): one concatenation.
            ((first, last),) = covered
            masked = norm[:first] + _COVERED * (last - first) + norm[last:]
            longest_free = max(first, size - last)
        elif covered:
            # Covered characters become a character no key contains: the blocking
            # below then runs once over the whole text, in C, and ignores them.
            pieces = []
            cursor = longest_free = 0
            for first, last in sorted(covered):
                pieces += [norm[cursor:first], _COVERED * (last - first)]
                longest_free = max(longest_free, first - cursor)
                cursor = last
            pieces.append(norm[cursor:])
            longest_free = max(longest_free, size - cursor)
            masked = "".join(pieces)
        if longest_free < self._min_window:
            return []
        anchors: dict[int, set[int]] = {}
        if (self._pairs or self._bigrams) and _CJK_RE.search(masked) is not None:
            self._cjk_anchors(masked, anchors)
        if self._words:
            self._word_anchors(masked, anchors)  # finds no word quickly, in C
        if not anchors:
            return []
        can_start: list[bool] = []
        can_end: list[bool] = []
        threshold = self.threshold
        bound = threshold - _EPSILON
        cutoff = threshold * 100.0 - _EPSILON
        hits: list[FuzzyHit] = []
        phrases = self._phrases
        short = self._short
        budgets = self._budgets
        min_latin = self.min_length_latin
        scored = 0
        for entry, offsets in anchors.items():
            if scored >= _WINDOW_BUDGET:
                logger.debug("fuzzy search: window budget spent, the other phrases not tried")
                break
            if len(offsets) > _MAX_ALIGNMENTS:
                offsets = set(sorted(offsets)[:_MAX_ALIGNMENTS])
            phrase = phrases[entry]
            length = len(phrase)
            insert_only = short[entry]
            budget = budgets.get(length + length + insert_only)
            if budget is None:
                budget = self._budget_of(length, insert_only)
            max_insert, max_delete = budget
            low = min(offsets) - max_insert
            high = max(offsets) + length + max_delete + max_insert
            # Cheap bound first: no window inside the region shares more characters in
            # order with the phrase than the region does, and ratio <= 2c / (L + c).
            common = lcs_similarity(phrase, masked[low if low > 0 else 0 : high])
            if (insert_only and common < length) or 2.0 * common / (length + common) < bound:
                continue
            if not can_start:
                can_start, can_end = _window_bounds(norm)
            firsts = {
                first
                for anchor in offsets
                for first in range(max(0, anchor - max_insert), min(size, anchor + max_delete + 1))
                if can_start[first]
            }
            found: list[tuple[float, int, int]] = []
            for first in firsts:
                shortest = max(first + length - max_delete, first + 1)
                longest = min(first + length + max_insert, size)
                if scored + longest + 1 - shortest > _WINDOW_BUDGET:
                    scored = _WINDOW_BUDGET
                    break
                scored += longest + 1 - shortest
                for last in range(shortest, longest + 1):
                    if not can_end[last]:
                        continue
                    window = masked[first:last]
                    if _COVERED in window:
                        break  # longer windows cover it too
                    if last - first < min_latin and _CJK_RE.search(window) is None:
                        continue  # "lads" is no "loads": one edit in a short word makes another word
                    if insert_only:
                        # Every character of the phrase kept, in order; only insertions.
                        if window[0] != phrase[0] or window[-1] != phrase[-1]:
                            continue
                        if lcs_similarity(phrase, window, score_cutoff=length) < length:
                            continue
                    elif _is_part(window, phrase) or (
                        last - first < length and (_is_part(window[:-1], phrase) or _is_part(window[1:], phrase))
                    ):
                        # A part of the name, not a misspelling of it; nor, shorter than the
                        # name, a part with the character after or before it ("停车办法2025版多"
                        # of "…2025版多少钱"; "…制度规则" of "…制度规范" is a character changed).
                        continue
                    score = ratio(phrase, window, score_cutoff=cutoff)
                    if score:
                        found.append((score, first, last))
            for score, first, last in _distinct_windows(found, length):
                hits.append(FuzzyHit(first, last, entry, score / 100.0))
        hits.sort(key=lambda hit: (-hit.score, hit.start - hit.end, hit.start, hit.entry))
        return hits

    def state(self) -> dict[str, Any]:
        """The index as plain data (settings and postings) for the compiled ontology;
        :meth:`from_state` with the same phrases gives an index that finds the same."""
        return {
            "threshold": self.threshold,
            "min_length_cjk": self.min_length_cjk,
            "min_length_latin": self.min_length_latin,
            "min_window": self._min_window,
            "pairs": Postings.of(self._pairs),
            "bigrams": Postings.of(self._bigrams),
            "words": self._words,
        }

    @classmethod
    def from_state(cls, phrases: Sequence[str], state: Mapping[str, Any]) -> FuzzyIndex:
        """The index :meth:`state` described, over the same ``phrases``."""
        return cls(
            phrases,
            state["pairs"],
            state["bigrams"],
            state["words"],
            threshold=float(state["threshold"]),
            min_length_cjk=int(state["min_length_cjk"]),
            min_length_latin=int(state["min_length_latin"]),
            min_window=int(state["min_window"]),
        )

    def _budget_of(self, length: int, short: int) -> tuple[int, int]:
        """(max insertions, max deletions) of a phrase of ``length``, ``short`` being
        1 for an insertion-only one; remembered in ``_budgets`` by ``2 * length + short``,
        a dict lookup cheaper than the cached call in the per-candidate loop."""
        budget = _budget(length, self.threshold, short == 1)
        found = self._budgets[length + length + short] = (budget.max_insert, budget.max_delete)
        return found

    def _cjk_anchors(self, masked: str, anchors: dict[int, set[int]]) -> None:
        """CJK phrases: short ones whose rarest pair occurs, adjacent or one character
        apart; long ones sharing enough bigrams with the text. With their alignments."""
        pairs = self._pairs
        bigrams = self._bigrams
        long_keys: dict[str, None] = {}
        # The filter runs in C and stops only where a key may begin, so a turn holding
        # no key (most turns) costs no Python work per character.
        for match in self._cjk_keys.finditer(masked):
            index = match.start()
            key = masked[index : index + 2]
            entries = pairs.get(key)
            if entries is not None:
                for packed in entries:
                    anchors.setdefault(packed >> _SHIFT, set()).add(index - (packed & _MASK))
            if key in bigrams:
                long_keys[key] = None
            entries = pairs.get(masked[index] + masked[index + 2 : index + 3])
            if entries is not None:
                for packed in entries:
                    anchors.setdefault(packed >> _SHIFT, set()).add(index - (packed & _MASK))
        if long_keys:
            self._bigram_anchors(masked, long_keys, anchors)

    def _bigram_anchors(self, masked: str, found: Iterable[str], anchors: dict[int, set[int]]) -> None:
        """Long CJK phrases sharing enough bigrams with the text, with their alignments."""
        postings = self._bigrams
        candidates: set[int] = set()
        for gram in found:
            candidates.update(postings[gram])
        present: set[str] = set()
        threshold = self.threshold
        bound = threshold - _EPSILON
        phrases = self._phrases
        for entry in candidates:
            phrase = phrases[entry]
            length = len(phrase)
            # No window shares more characters in order with the phrase than the whole
            # text does: the bound search() applies to each phrase's region, applied
            # first, in C, it turns down most candidates before any bigram is built.
            common = lcs_similarity(phrase, masked)
            if 2.0 * common / (length + common) < bound:
                continue
            if not present:
                present = set(map(add, masked, masked[1:]))
            alias_grams = list(map(add, phrase, phrase[1:]))
            distinct = set(alias_grams)
            shared = distinct & present
            if len(shared) < _min_shared(len(distinct), _budget(length, threshold, False)):
                continue
            found_anchors = anchors.setdefault(entry, set())
            for index, gram in enumerate(alias_grams):
                if gram in shared:
                    position = masked.find(gram)
                    while position >= 0:
                        found_anchors.add(position - index)
                        position = masked.find(gram, position + 1)

    def _word_anchors(self, segment: str, anchors: dict[int, set[int]]) -> None:
        """Latin phrases whose rarest word is within one edit of a word of the segment."""
        cache = self._word_cache
        for match in _WORD_RE.finditer(segment):
            word = match.group()
            found = cache.get(word)
            if found is None:
                found = self._word_postings(word)
            if found:
                position = match.start()
                for entry, delta in found:
                    offsets = anchors.get(entry)
                    if offsets is None:
                        anchors[entry] = {position - delta}
                    else:
                        offsets.add(position - delta)

    def _word_postings(self, word: str) -> tuple[tuple[int, int], ...]:
        """(entry, position in the phrase) for every posting of every key of ``word``,
        remembered: turns repeat their words."""
        found = tuple([(packed >> _SHIFT, packed & _MASK) for packed in self._words.find(_word_keys(word))])
        cache = self._word_cache
        if len(cache) >= _WORD_CACHE:
            cache.clear()  # cheaper than tracking recency, and rare
        cache[word] = found
        return found

    def similar(self, norm: str, *, limit: int = 5) -> list[tuple[int, float]]:
        """Indexed phrases similar to the whole of ``norm``, as (entry, score), best first.

        The same rules as :meth:`search`, applied to ``norm`` as one window.
        """
        if limit <= 0:
            raise ConfigError(f"limit must be positive, got {limit}")
        whole = [(hit.entry, hit.score) for hit in self.search(norm) if hit.start == 0 and hit.end == len(norm)]
        return whole[:limit]


def _cjk_postings(
    phrases: Sequence[str], entries: list[int], threshold: float
) -> tuple[dict[str, list[int]], dict[str, list[int]], list[int]]:
    """The blocking keys of the CJK phrases ``entries`` (see the module docstring), with
    numpy over every bigram at once rather than Python per phrase.

    A bigram is coded as one integer, ``first code point << 21 | second``, which orders
    like the two-character string. Returns the short phrases' pairs (``entry << _SHIFT |
    position`` of each one's rarest bigram, the leftmost among equals), the long
    phrases' bigrams (the ``G - T + 1`` rarest of their ``G`` distinct ones, ties by
    bigram) and each phrase's shortest window. Postings are in entry order.
    """
    if not entries:
        return {}, {}, []
    texts = [phrases[entry] for entry in entries]
    lengths = np.fromiter(map(len, texts), dtype=np.int64, count=len(texts))
    chars = np.frombuffer("".join(texts).encode("utf-32-le", "surrogatepass"), dtype=np.uint32).astype(np.int64)
    starts = np.cumsum(lengths) - lengths
    # Bigram k of phrase p starts at chars[starts[p] + k]: one row per bigram.
    phrase = np.repeat(np.arange(len(texts), dtype=np.int64), lengths - 1)
    position = np.arange(len(phrase), dtype=np.int64) - np.repeat(starts - np.arange(len(texts)), lengths - 1)
    first = starts[phrase] + position
    code = (chars[first] << 21) | chars[first + 1]
    # Distinct (phrase, bigram) pairs; a bigram's frequency is the phrases holding it.
    pair_phrase, pair_code = _distinct_pairs(phrase, code)
    codes, counts = np.unique(pair_code, return_counts=True)
    frequency = counts[np.searchsorted(codes, code)]
    short = lengths < _SHORT_CJK
    entry_of = np.asarray(entries, dtype=np.int64)

    # Short phrases: the first row of each phrase sorted by (phrase, frequency, position).
    rows = np.flatnonzero(short[phrase])
    order = rows[np.lexsort((position[rows], frequency[rows], phrase[rows]))]
    keep = order[np.r_[True, phrase[order][1:] != phrase[order][:-1]]] if len(order) else order
    pairs = _grouped(code[keep], (entry_of[phrase[keep]] << _SHIFT) | position[keep])

    # Long phrases: their distinct bigrams by (frequency, bigram), the first k of each.
    rows = np.flatnonzero(~short[pair_phrase])
    pair_frequency = counts[np.searchsorted(codes, pair_code[rows])]
    order = rows[np.lexsort((pair_code[rows], pair_frequency, pair_phrase[rows]))]
    owner = pair_phrase[order]
    group_start = np.flatnonzero(np.r_[True, owner[1:] != owner[:-1]]) if len(order) else order
    distinct = np.diff(np.r_[group_start, len(order)])
    rank = np.arange(len(order)) - np.repeat(group_start, distinct)
    owners = owner[group_start]
    destroyed = np.array([_budget(int(n), threshold, False).max_destroyed for n in lengths[owners]], dtype=np.int64)
    keep_count = distinct - np.maximum(1, distinct - destroyed) + 1
    kept = order[rank < np.repeat(keep_count, distinct)]
    bigrams = _grouped(pair_code[kept], entry_of[pair_phrase[kept]])

    windows = [
        length + 1 if length < _SHORT_CJK else length - _budget(length, threshold, False).max_delete
        for length in set(lengths.tolist())
    ]
    return pairs, bigrams, windows


def _distinct_pairs(phrase: np.ndarray, code: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The distinct (phrase, code) rows, sorted by phrase then code."""
    order = np.lexsort((code, phrase))
    phrase, code = phrase[order], code[order]
    fresh = np.r_[True, (phrase[1:] != phrase[:-1]) | (code[1:] != code[:-1])]
    return phrase[fresh], code[fresh]


def _grouped(codes: np.ndarray, postings: np.ndarray) -> dict[str, list[int]]:
    """Bigram -> its postings, in the order given, from parallel arrays."""
    if not len(codes):
        return {}
    order = np.argsort(codes, kind="stable")
    codes, values = codes[order], postings[order].tolist()
    bounds = np.flatnonzero(np.r_[True, codes[1:] != codes[:-1]]).tolist()
    keys = codes[bounds].tolist()
    bounds.append(len(values))
    mask = (1 << 21) - 1
    return {
        chr(key >> 21) + chr(key & mask): values[bounds[number] : bounds[number + 1]]
        for number, key in enumerate(keys)
    }


def _flags(size: int, pairs: Mapping[str, Sequence[int]]) -> bytearray:
    """A byte per phrase: 1 for the phrases ``pairs`` holds (its postings pack the entry)."""
    flat = pairs.flat if isinstance(pairs, Postings) else array("q", chain.from_iterable(pairs.values()))
    flags = np.zeros(size, dtype=np.uint8)
    flags[np.frombuffer(flat, dtype=np.int64) >> _SHIFT] = 1
    return bytearray(flags.tobytes())


def _key_filter(adjacent: Collection[str], gapped: Collection[str]) -> re.Pattern[str]:
    """A pattern matching (with one character) where an ``adjacent`` key may begin, or a
    ``gapped`` one with a character between its two: a character that begins such a key
    followed by one that ends such a key. A superset of the true starts, found in C."""
    branches = []
    for keys, gap in ((adjacent, ""), (gapped, ".")):
        firsts = {key[0] for key in keys}
        seconds = {key[1] for key in keys}
        if firsts:
            branches.append(f"{_char_class(firsts)}(?={gap}{_char_class(seconds)})")
    return re.compile("|".join(branches) or "(?!)", re.DOTALL)


def _char_class(chars: set[str]) -> str:
    return "[" + "".join(re.escape(char) for char in sorted(chars)) + "]"


def _words(text: str) -> list[tuple[int, str]]:
    """(start, word) for each run of Latin letters and digits."""
    return [(match.start(), match.group()) for match in _WORD_RE.finditer(text)]


@lru_cache(maxsize=65536)
def _word_keys(word: str) -> tuple[str, ...]:
    """The word and, when long enough, every form of it with one character deleted."""
    if len(word) < _MIN_VARIANT_WORD:
        return (word,)
    return (word, *dict.fromkeys(word[:index] + word[index + 1 :] for index in range(len(word))))


@lru_cache(maxsize=4096)
def _budget(length: int, threshold: float, insert_only: bool) -> _Budget:
    """Edits a phrase of ``length`` can take and keep ``ratio >= threshold``.

    With ``ins`` insertions and ``dels`` deletions the window has ``length - dels + ins``
    characters and the Indel similarity is ``1 - (ins + dels) / (2 * length - dels + ins)``.
    A deletion destroys at most two of the phrase's bigrams, an insertion at most one.
    """
    max_insert = max_delete = max_destroyed = 0
    for dels in range(1 if insert_only else length):
        for ins in range(2 * length + 1):
            edits = ins + dels
            if edits > (1.0 - threshold) * (2 * length - dels + ins) + _EPSILON:
                break  # more insertions only lower the similarity further
            max_insert = max(max_insert, ins)
            max_delete = max(max_delete, dels)
            max_destroyed = max(max_destroyed, 2 * dels + (_Q - 1) * ins)
    return _Budget(max_insert, max_delete, max_destroyed)


def _min_shared(distinct: int, budget: _Budget) -> int:
    """Distinct bigrams a matching window shares with the phrase, at least (and >= 1)."""
    return max(1, distinct - budget.max_destroyed)


def _window_bounds(norm: str) -> tuple[list[bool], list[bool]]:
    """For each index of ``norm``: may a window start there; may one end before it.

    A window neither starts nor ends with a space, nor cuts a Latin word in two.
    """
    word = WORD_CHARS
    flags = [False, *(word[char] for char in norm), False]  # flags[i + 1] is norm[i]
    can_start = [char != " " and not (flags[index] and flags[index + 1]) for index, char in enumerate(norm)]
    can_end = [False] + [char != " " and not (flags[index + 1] and flags[index + 2]) for index, char in enumerate(norm)]
    return can_start, can_end


def _is_part(window: str, phrase: str) -> bool:
    """True when ``window`` occurs in ``phrase`` without cutting a Latin word of it.

    "营业部" is a part of "华东营业部" and "anxinbao" of "anxinbao plus", but "fjnrb" is
    "ffjnrb" with a letter dropped, not a part of it.
    """
    if not window:
        return False
    word = WORD_CHARS
    index = phrase.find(window)
    while index >= 0:
        end = index + len(window)
        starts = index == 0 or not (word[phrase[index]] and word[phrase[index - 1]])
        ends = end == len(phrase) or not (word[phrase[end - 1]] and word[phrase[end]])
        if starts and ends:
            return True
        index = phrase.find(window, index + 1)
    return False


def _distinct_windows(found: list[tuple[float, int, int]], length: int) -> list[tuple[float, int, int]]:
    """The best windows of one phrase that do not overlap: highest score, then closest
    in length to the phrase, then leftmost."""
    ordered = sorted(found, key=lambda item: (-item[0], abs(item[2] - item[1] - length), item[1]))
    kept: list[tuple[float, int, int]] = []
    for score, first, last in ordered:
        if all(last <= other[1] or first >= other[2] for other in kept):
            kept.append((score, first, last))
    return kept
