"""Find known phrases in text: an Aho-Corasick automaton over normal forms.

:class:`PhraseMatcher` is the exact-matching engine of the alias index and of the
rewriter's type nouns ("功能", "policy") and property labels ("地址"). Phrases and text
are compared in their normal form (:mod:`kglink.linking.normalize`); every match is
reported as a span of the ORIGINAL text, so ``text[match.start:match.end]`` is what the
user wrote.

Two rules keep matches meaningful:

* word boundaries: a phrase that begins (ends) with a Latin letter or digit must not be
  preceded (followed) by one, so "HR" does not fire inside "HRM" nor "COR" inside
  "CORE". CJK characters never glue, since Chinese is written without spaces.
* longest first: :meth:`PhraseMatcher.find` keeps the longest matches that do not
  overlap, so a phrase nested in a longer one ("核保规则" in "自动核保规则") yields only
  the longer one. :meth:`PhraseMatcher.find_all` keeps the overlapping ones too.
"""

from __future__ import annotations

import logging
import os
import threading
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from itertools import repeat
from operator import itemgetter, lshift, or_
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Generic, TypeVar
from unicodedata import combining

import ahocorasick

from kglink.errors import InputError
from kglink.linking.normalize import is_word_char, normalize, normalize_with_offsets

logger = logging.getLogger(__name__)

T = TypeVar("T")


class _WordChars(dict[str, bool]):
    """Memo of :func:`is_word_char`: a dict lookup is cheaper than the call in hot loops."""

    def __missing__(self, char: str) -> bool:
        value = self[char] = is_word_char(char)
        return value


WORD_CHARS = _WordChars()

DEFAULT_MAX_TEXT_CHARS = 100_000
"""The longest text matched in one call; longer input is refused (work per turn is bounded)."""
#: How many texts' findings a finder over a matcher keeps (the alias index's mentions, the
#: type nouns and references): a turn reads its texts several times over, and a few turns'
#: worth is enough (no more, so a text met again long after is read afresh).
FOUND_CACHE = 128


def _cap_from_env() -> int:
    value = os.environ.get("KGLINK_MAX_TEXT_CHARS", "")
    try:
        cap = int(value) if value else DEFAULT_MAX_TEXT_CHARS
    except ValueError:
        logger.warning("KGLINK_MAX_TEXT_CHARS=%r is not a number: using %d", value, DEFAULT_MAX_TEXT_CHARS)
        return DEFAULT_MAX_TEXT_CHARS
    return cap if cap > 0 else DEFAULT_MAX_TEXT_CHARS


_max_text_chars = _cap_from_env()


def max_text_chars() -> int:
    """The longest text (in characters) the matcher accepts; ``KGLINK_MAX_TEXT_CHARS``."""
    return _max_text_chars


def set_max_text_chars(limit: int) -> None:
    """Change the longest text the matcher accepts (process-wide).

    Raises:
        ValueError: ``limit`` is not positive.
    """
    global _max_text_chars
    if limit <= 0:
        raise ValueError(f"the text length limit must be positive, got {limit}")
    _max_text_chars = limit


DEFAULT_MAX_UTTERANCE_CHARS = 1_000
"""The longest user turn: a follow-up question, not a document (``KGLINK_MAX_UTTERANCE_CHARS``)."""


def max_utterance_chars() -> int:
    """The longest user turn accepted, in characters."""
    value = os.environ.get("KGLINK_MAX_UTTERANCE_CHARS", "")
    try:
        cap = int(value) if value else DEFAULT_MAX_UTTERANCE_CHARS
    except ValueError:
        return DEFAULT_MAX_UTTERANCE_CHARS
    return cap if cap > 0 else DEFAULT_MAX_UTTERANCE_CHARS


def check_utterance(text: str) -> None:
    """Refuse a user turn longer than :func:`max_utterance_chars` (work per turn is bounded:
    a turn's readings grow with the number of mentions in it).

    Raises:
        TextTooLongError: the turn is too long.
    """
    limit = max_utterance_chars()
    if len(text) > limit:
        raise TextTooLongError(len(text), limit, what="turn", variable="KGLINK_MAX_UTTERANCE_CHARS")


class TextTooLongError(InputError):
    """A text is longer than :func:`max_text_chars`."""

    def __init__(
        self, length: int, limit: int, *, what: str = "text", variable: str = "KGLINK_MAX_TEXT_CHARS"
    ) -> None:
        self.length = length
        self.limit = limit
        super().__init__(
            f"the {what} is {length} characters long; at most {limit} are accepted"
            f" (set {variable} to change the limit)",
            field=what,
        )


@dataclass(frozen=True, slots=True)
class PhraseMatch(Generic[T]):
    """One occurrence of a known phrase.

    Attributes:
        start: index of the first character in the original text.
        end: index after the last character in the original text.
        text: ``original_text[start:end]``, as the user wrote it.
        phrase: the normal form that matched.
        payloads: every payload given for that normal form, in build order.
    """

    start: int
    end: int
    text: str
    phrase: str
    payloads: tuple[T, ...]


@dataclass(frozen=True, slots=True)
class SpanHit:
    """A match in both coordinate systems: ``norm_start:norm_end`` of the normal form,
    ``start:end`` of the original text; ``entry`` numbers the phrase."""

    norm_start: int
    norm_end: int
    start: int
    end: int
    entry: int


class PhraseMatcher(Generic[T]):
    """Exact, boundary-aware, longest-match phrase finder over normalised text.

    Example:
        >>> m = PhraseMatcher.build([("HR", "hr"), ("HRM", "hrm"), ("核保规则", 1)])
        >>> [(x.text, x.payloads) for x in m.find("ＨＲＭ和核保规则")]
        [('ＨＲＭ', ('hrm',)), ('核保规则', (1,))]
    """

    __slots__ = ("_made", "_phrases", "_payloads", "_lock", "_found")

    def __init__(self, phrases: list[str], payloads: Sequence[tuple[T, ...]]) -> None:
        """Phrases in normal form, distinct, and their payloads (see :meth:`build`).

        The automaton is built on first use: an index built only to be saved (``kglink
        ontology compile``) never needs it, and the compiled form does not store it.
        """
        self._phrases = phrases
        self._payloads = payloads
        self._made: ahocorasick.Automaton | None = None
        self._lock = threading.Lock()
        # A turn looks for the same phrases (properties, type nouns) in the same text several
        # times over (analysis, rules, validation); the phrases never change, so what was
        # found is kept, bounded (lru_cache is safe across threads).
        self._found = lru_cache(maxsize=FOUND_CACHE)(self._find_longest)

    @property
    def _automaton(self) -> ahocorasick.Automaton | None:
        """The automaton over the phrases (None when there are none), made once."""
        made = self._made
        if made is None and self._phrases:
            with self._lock:  # one build when several threads ask at once
                if self._made is None:
                    self._made = _automaton_of(self._phrases)
                made = self._made
        return made

    @classmethod
    def build(cls, pairs: Iterable[tuple[str, T]]) -> PhraseMatcher[T]:
        """Build a matcher from (phrase, payload) pairs.

        Phrases with the same normal form share one entry whose payloads keep the order
        they were given in (duplicates dropped). Phrases that normalise to nothing are
        ignored.
        """
        index: dict[str, int] = {}
        phrases: list[str] = []
        grouped: list[list[T]] = []
        for phrase, payload in pairs:
            key = normalize(phrase)
            if not key:
                continue
            slot = index.get(key)
            if slot is None:
                slot = index[key] = len(phrases)
                phrases.append(key)
                grouped.append([payload])
            elif payload not in grouped[slot]:
                grouped[slot].append(payload)
        return cls.from_normal_forms(phrases, [tuple(group) for group in grouped])

    @classmethod
    def from_normal_forms(cls, phrases: list[str], payloads: Sequence[tuple[T, ...]]) -> PhraseMatcher[T]:
        """A matcher over phrases already in normal form, distinct, with their payloads.

        The alias index builds (and reloads its compiled form) through this: it skips
        normalising what is normal already.
        """
        logger.debug("phrase matcher over %d normal forms", len(phrases))
        return cls(phrases, payloads)

    def __len__(self) -> int:
        """Number of distinct normal forms."""
        return len(self._phrases)

    def __contains__(self, phrase: object) -> bool:
        automaton = self._automaton
        return isinstance(phrase, str) and automaton is not None and normalize(phrase) in automaton

    def payloads(self, phrase: str) -> tuple[T, ...]:
        """The payloads of a phrase (any surface form of it), or () when unknown."""
        automaton = self._automaton
        if automaton is None:
            return ()
        value = automaton.get(normalize(phrase), None)
        return () if value is None else self._payloads[value >> 2]

    def longer_than(self, prefix: str) -> Iterator[tuple[str, tuple[T, ...]]]:
        """The phrases that begin with ``prefix`` and go on after it, with their payloads,
        read off the automaton's trie (no scan of the phrases)."""
        automaton = self._automaton
        key = normalize(prefix)
        if automaton is None or not key or not automaton.match(key):
            return
        for phrase in automaton.keys(key):
            if phrase != key:
                yield phrase, self._payloads[automaton.get(phrase) >> 2]

    def find(self, text: str) -> list[PhraseMatch[T]]:
        """Longest non-overlapping matches, sorted by start."""
        if len(text) > _max_text_chars:
            return list(self._find_longest(text))  # refused (or nothing) as the limit now says
        return list(self._found(text))

    def _find_longest(self, text: str) -> tuple[PhraseMatch[T], ...]:
        norm, offsets = normalize_with_offsets(text)
        return tuple(self._to_match(text, hit) for hit in self.hits(text, norm, offsets, longest=True))

    def find_all(self, text: str) -> list[PhraseMatch[T]]:
        """Every match, overlapping and nested ones included, sorted by (start, -end)."""
        norm, offsets = normalize_with_offsets(text)
        return [self._to_match(text, hit) for hit in self.hits(text, norm, offsets, longest=False)]

    # -- shared with the alias index ---------------------------------------------

    @property
    def phrases(self) -> list[str]:
        """The normal forms, by entry number."""
        return self._phrases

    @property
    def payload_groups(self) -> Sequence[tuple[T, ...]]:
        """The payloads of every phrase, by entry number."""
        return self._payloads

    def phrase(self, entry: int) -> str:
        """The normal form of phrase number ``entry``."""
        return self._phrases[entry]

    def entry_payloads(self, entry: int) -> tuple[T, ...]:
        """The payloads of phrase number ``entry``."""
        return self._payloads[entry]

    def _to_match(self, text: str, hit: SpanHit) -> PhraseMatch[T]:
        return PhraseMatch(
            hit.start, hit.end, text[hit.start : hit.end], self._phrases[hit.entry], self._payloads[hit.entry]
        )

    def hits(self, text: str, norm: str, offsets: list[int], *, longest: bool = True) -> list[SpanHit]:
        """Matches in ``norm``, the normal form of ``text`` with its ``offsets``.

        For callers that already normalised the text (the alias index): spans come in
        both coordinate systems and payloads by entry (:meth:`entry_payloads`).
        """
        return [SpanHit(*span) for span in self.spans(text, norm, offsets, longest=longest)]

    def spans(
        self, text: str, norm: str, offsets: list[int], *, longest: bool = True
    ) -> list[tuple[int, int, int, int, int]]:
        """:meth:`hits` as plain ``(norm_start, norm_end, start, end, entry)`` tuples.

        The alias index calls this on every turn: tuples cost less to make than values.
        """
        automaton = self._made  # the attribute, not the property: this runs every turn
        if automaton is None:
            automaton = self._automaton
        if automaton is None or not norm:
            return []
        if len(text) > _max_text_chars:
            raise TextTooLongError(len(text), _max_text_chars)
        word = WORD_CHARS
        size = len(norm)
        phrases = self._phrases
        raw: list[tuple[int, int, int]] = []
        run_on: list[tuple[int, int, int]] = []
        for last, value in automaton.iter(norm):
            slot = value >> 2
            end = last + 1
            first = end - len(phrases[slot])
            # Word boundaries: Latin letters and digits glue to their neighbours.
            if value & 2 and first > 0 and word[norm[first - 1]]:
                continue
            if end < size:
                if value & 1:
                    if word[norm[end]]:
                        continue
                # A Chinese name run on by a Latin word ("安心保Max") is a longer name the
                # index does not know, not this one; a short code ("华东区Q2") is not a word.
                # Unless the Latin word is a name itself ("北厂OEE"): see below.
                elif norm[end] < "\x80" and _latin_word_at(norm, end) and not text[offsets[end] - 1].isspace():
                    run_on.append((first, end, slot))
                    continue
                # A match must cover whole original characters: "ß" folds to "ss" and
                # one "s" of it is not a span of the user's text.
                if offsets[end] == offsets[last]:
                    continue
            if first > 0 and offsets[first - 1] == offsets[first]:
                continue
            raw.append((first, end, slot))
        if run_on and raw:
            starts = {first for first, _end, _slot in raw}
            raw.extend(item for item in run_on if item[1] in starts)
        if not raw:
            return []
        if longest:
            if len(raw) > 1:
                raw = _longest_non_overlapping(raw)
        else:
            raw.sort(key=lambda item: (item[0], -item[1]))
        spans = []
        text_size = len(text)
        for first, end, slot in raw:
            stop = offsets[end - 1] + 1
            # original_end's loop, entered only when a combining mark follows.
            if stop < text_size and combining(text[stop]):
                stop = original_end(text, offsets, end)
            spans.append((first, end, offsets[first], stop, slot))
        return spans


def _latin_word_at(norm: str, index: int) -> bool:
    """True when three or more ASCII letters start at ``index``."""
    piece = norm[index:index + 3]
    return len(piece) == 3 and piece.isascii() and piece.isalpha()


def _longest_non_overlapping(raw: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """Greedy: longest first, then leftmost; drop what overlaps a kept match.

    Kept matches never overlap, so "does this one overlap a kept one" is "is any position
    of its span taken": one C-level scan of a bytearray. The cost is the sort plus the
    total length of the matches, not matches x kept (which took ~50 s on a 30 KB turn
    of one repeated name).
    """
    if len(raw) == 1:
        return raw
    raw.sort(key=lambda item: (item[0] - item[1], item[0]))
    taken = bytearray(max(item[1] for item in raw))
    find = taken.find
    kept: list[tuple[int, int, int]] = []
    for item in raw:
        first, end, _ = item
        if find(1, first, end) < 0:
            taken[first:end] = b"\x01" * (end - first)
            kept.append(item)
    kept.sort()
    return kept


def original_end(text: str, offsets: list[int], end: int) -> int:
    """Original index after the character that produced the normal-form character
    ``end - 1``, together with the combining marks that follow it (its cluster)."""
    stop = offsets[end - 1] + 1
    size = len(text)
    while stop < size and combining(text[stop]):
        stop += 1
    return stop


def _automaton_of(phrases: list[str]) -> ahocorasick.Automaton:
    """An Aho-Corasick automaton whose value for phrase ``n`` packs what the hot loop of
    :meth:`PhraseMatcher.spans` needs per hit: ``n << 2``, and whether the phrase begins
    (2) and ends (1) with a word character."""
    # Integer values keep the automaton in C (no Python object per phrase), which halves
    # its build time.
    automaton = ahocorasick.Automaton(ahocorasick.STORE_INTS)
    word = WORD_CHARS.__getitem__
    firsts = map(word, map(itemgetter(0), phrases))
    lasts = map(word, map(itemgetter(-1), phrases))
    flags = map(or_, map(lshift, firsts, repeat(1)), lasts)
    values = map(or_, map(lshift, range(len(phrases)), repeat(2)), flags)
    # Consumed in C: no Python frame per phrase.
    deque(map(automaton.add_word, phrases, values), maxlen=0)
    automaton.make_automaton()
    return automaton


def inside_a_longer_match(start: int, end: int, matches: Sequence[PhraseMatch[Any]]) -> bool:
    """Whether the span lies inside a longer phrase found ("hourly" inside the property
    name "hourly rate"): a word of that phrase, not a phrase of its own."""
    return any(m.start <= start and end <= m.end and m.end - m.start > end - start for m in matches)
