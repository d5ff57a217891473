"""The alias index: every name of every node, found in a turn in microseconds.

Built from an ontology's labels, aliases and hidden labels (or from plain rows), it
finds exact mentions with an Aho-Corasick automaton (:class:`PhraseMatcher`) and, in
the spans no exact mention covers, near variants through the bigram blocking index
(:class:`FuzzyIndex`). Every mention carries :class:`Candidate` nodes with a prior.

The prior of node ``n`` for a normal form ``f`` is ``w(n, f) / sum(w(m, f))`` over the
nodes ``m`` that share ``f``, with ``w = kind_factor * (1 + log1p(degree))``: a shared
alias is split between its nodes, more of it going to the better connected ones. The
kind factor says how much the ontology vouches for the name: a canonical label 1.0, an
alias 0.8, a hidden label (a known misspelling) 0.6. An unshared alias has prior 1.0.
"""

from __future__ import annotations

import logging
import math
import re
from array import array
from bisect import bisect_left, insort
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from itertools import chain, repeat
from operator import attrgetter, itemgetter
from typing import Any, Final

from kglink.errors import ConfigError
from kglink.lang import PACKS
from kglink.lang.script import has_cjk, is_cjk
from kglink.lang.terms import function_chars, is_stop_word
from kglink.linking.candidates import Candidate, Mention
from kglink.linking.fuzzy import FuzzyIndex
from kglink.linking.matcher import FOUND_CACHE, PhraseMatcher, original_end
from kglink.linking.normalize import normalize, normalize_with_offsets
from kglink.linking.sound import SOUND_SCORE, SoundIndex
from kglink.ontology.bulk import collector_paused
from kglink.ontology.model import AliasKind, Ontology

logger = logging.getLogger(__name__)

KIND_FACTORS: Final[Mapping[str, float]] = {"label": 1.0, "alias": 0.8, "hidden": 0.6}
_KIND_RANK: Final[Mapping[str, int]] = {"label": 0, "alias": 1, "hidden": 2}
_START = attrgetter("start")
_RANK = itemgetter(0)
_ENDS = attrgetter("source", "target")
# The word a space sets before a name ("cardiology" in "the cardiology ward").
_WORD_BEFORE = re.compile(r"([^\W_]+)\s+$")
_WORDS = re.compile(r"[^\W_]+")
# The longest run of characters, written without spaces, taken as a qualifier, longest first.
_CJK_QUALIFIER_LENGTHS: Final = (4, 3, 2)


class AliasIndex:
    """Exact and fuzzy lookup of node names in text.

    Example:
        >>> index = AliasIndex.from_aliases([("华东区", "ex:east", "label"), ("Anxinbao Plus", "ex:axb", "label")])
        >>> [(m.text, m.kind, m.candidates[0].node_id) for m in index.find("华东大区和Anxinbao Plsu")]
        [('华东大区', 'fuzzy', 'ex:east'), ('Anxinbao Plsu', 'fuzzy', 'ex:axb')]
    """

    # (__weakref__: what is worked out from an index, such as families of names, is kept
    # beside it for as long as it lives; kglink.linking.families.)
    __slots__ = ("_matcher", "_fuzzy", "_by_node", "_pairs", "_found", "_sound", "__weakref__")

    def __init__(
        self,
        matcher: PhraseMatcher[tuple[Candidate, ...]],
        fuzzy: FuzzyIndex,
        by_node: Mapping[str, tuple[str, ...]],
        pairs: int,
    ) -> None:
        self._matcher = matcher
        self._fuzzy = fuzzy
        self._by_node = by_node
        self._pairs = pairs
        # One turn asks for the mentions of the same text several times (analysis, rules,
        # validation); the index never changes, so what it found is kept (bounded, and
        # lru_cache is safe across threads).
        self._found = lru_cache(maxsize=FOUND_CACHE)(self._find)
        # Built the first time a text with Chinese in it is looked up (most indexes of an
        # English knowledge base never need it; see kglink.linking.sound).
        self._sound: SoundIndex | None = None

    # -- construction --------------------------------------------------------------

    @classmethod
    def from_ontology(
        cls,
        ontology: Ontology,
        *,
        fuzzy_threshold: float = 0.85,
        min_fuzzy_length_cjk: int = 3,
        min_fuzzy_length_latin: int = 5,
        materialize: bool = True,
    ) -> AliasIndex:
        """Index every label, alias and hidden label of the ontology's entities.

        A node's degree (its edges, both directions) feeds the prior. An ontology read
        from a compiled file that holds its alias index (``kglink ontology compile``)
        gives that index back, restored rather than built, when the settings match
        (its candidates are then made when a turn first meets their name).
        ``materialize`` is as for :meth:`from_aliases`.
        """
        stored_index = getattr(ontology.entities, "stored_alias_index", None)
        if stored_index is not None:
            # Imported here: compiled_index builds on this module (it restores an AliasIndex).
            from kglink.linking.compiled_index import restore_index

            stored = stored_index((fuzzy_threshold, min_fuzzy_length_cjk, min_fuzzy_length_latin), restore_index)
            if stored is not None:
                return stored
        # Both ends of every edge, counted in C.
        degrees = Counter(chain.from_iterable(map(_ENDS, ontology.edges)))
        return cls.from_aliases(
            _surface_forms(ontology),
            degrees,
            fuzzy_threshold=fuzzy_threshold,
            min_fuzzy_length_cjk=min_fuzzy_length_cjk,
            min_fuzzy_length_latin=min_fuzzy_length_latin,
            materialize=materialize,
        )

    @classmethod
    def from_aliases(
        cls,
        rows: Iterable[tuple[str, str, AliasKind]],
        degrees: Mapping[str, int] | None = None,
        *,
        fuzzy_threshold: float = 0.85,
        min_fuzzy_length_cjk: int = 3,
        min_fuzzy_length_latin: int = 5,
        materialize: bool = True,
    ) -> AliasIndex:
        """Index (surface form, node id, kind) rows; kind is "label", "alias" or "hidden".

        Args:
            rows: the names. A node named twice with one normal form keeps the best kind.
            degrees: edges per node, for the prior; missing nodes count as degree 0.
            fuzzy_threshold: minimum rapidfuzz similarity (0..1) of a fuzzy match.
            min_fuzzy_length_cjk: shorter aliases containing CJK only match exactly.
            min_fuzzy_length_latin: shorter other aliases only match exactly.
            materialize: make every :class:`Candidate` now, so that no turn pays for
                making them (False: when a turn first meets the name; for an index
                built only to be saved, as ``kglink ontology compile`` does).

        Raises:
            ConfigError: an unknown kind, or fuzzy settings out of range.
        """
        with collector_paused():  # millions of small objects, all kept: see kglink.ontology.bulk
            return cls._build(
                rows,
                degrees or {},
                fuzzy_threshold=fuzzy_threshold,
                min_fuzzy_length_cjk=min_fuzzy_length_cjk,
                min_fuzzy_length_latin=min_fuzzy_length_latin,
                materialize=materialize,
            )

    @classmethod
    def _build(
        cls,
        rows: Iterable[tuple[str, str, AliasKind]],
        degrees: Mapping[str, int],
        *,
        fuzzy_threshold: float,
        min_fuzzy_length_cjk: int,
        min_fuzzy_length_latin: int,
        materialize: bool,
    ) -> AliasIndex:
        # normal form -> node -> (kind rank, surface form)
        forms: dict[str, dict[str, tuple[int, str]]] = {}
        by_node: dict[str, dict[str, tuple[int, str]]] = {}
        ranks = _KIND_RANK
        # normalize() without its LRU cache, which hundreds of thousands of distinct names
        # would only churn (and empty of the names the turns need); a local memo instead.
        plain = getattr(normalize, "__wrapped__", normalize)
        memo: dict[str, str] = {}
        for surface, node_id, kind in rows:
            rank = ranks.get(kind)
            if rank is None:
                raise ConfigError(f"alias kind must be label, alias or hidden; got {kind!r} for {node_id}")
            key = memo.get(surface)
            if key is None:
                key = memo[surface] = plain(surface)
            if not key:
                continue
            nodes = forms.get(key)
            if nodes is None:
                forms[key] = {node_id: (rank, surface)}
            else:
                previous = nodes.get(node_id)
                if previous is not None and rank >= previous[0]:
                    continue
                nodes[node_id] = (rank, surface)
            names = by_node.get(node_id)
            if names is None:
                by_node[node_id] = {key: (rank, surface)}
            else:
                names[key] = (rank, surface)
        # Sorted: the automaton is built faster over phrases in order (neighbours share
        # prefixes), here and on every reload of the compiled form, which keeps this order.
        phrases = sorted(forms)
        candidates = CandidateTable.of(map(forms.__getitem__, phrases), degrees)
        groups = _Single(candidates)
        if materialize:
            groups.make_all()
        matcher = PhraseMatcher.from_normal_forms(phrases, groups)
        fuzzy = FuzzyIndex.build(
            phrases,
            threshold=fuzzy_threshold,
            min_length_cjk=min_fuzzy_length_cjk,
            min_length_latin=min_fuzzy_length_latin,
        )
        pairs = len(candidates.nodes)
        logger.debug("alias index: %d normal forms, %d (form, node) pairs", len(phrases), pairs)
        return cls(matcher, fuzzy, _SortedNames(by_node), pairs)

    # -- compiled form ---------------------------------------------------------------

    def state(self) -> dict[str, Any]:
        """The index as plain data, for :func:`kglink.linking.compiled_index.save_compiled`.

        Keys: ``phrases`` (normal forms), ``candidates`` (a :class:`CandidateTable`:
        every phrase's candidates, as columns), ``pairs`` (the (form, node) count) and
        ``fuzzy`` (:meth:`FuzzyIndex.state`).
        """
        phrases = self._matcher.phrases
        payloads = self._matcher.payload_groups
        if isinstance(payloads, _Single):
            table = payloads.table
        else:  # pragma: no cover - every index is built over a CandidateTable
            table = CandidateTable.from_groups([group[0] for group in payloads])
        return {"phrases": phrases, "candidates": table, "pairs": self._pairs, "fuzzy": self._fuzzy.state()}

    @classmethod
    def from_state(
        cls,
        phrases: list[str],
        candidates: CandidateTable,
        fuzzy: Mapping[str, Any],
        pairs: int,
        ontology: Ontology,
    ) -> AliasIndex:
        """Restore an index from :meth:`state` data.

        The names of each node (:meth:`aliases_of`) are read from ``ontology`` when
        first asked for.
        """
        if len(candidates) != len(phrases):
            raise ValueError(f"{len(phrases)} phrases but candidates for {len(candidates)}")
        matcher = PhraseMatcher.from_normal_forms(phrases, _Single(candidates))
        return cls(matcher, FuzzyIndex.from_state(phrases, fuzzy), _NodeNames(ontology), pairs)

    # -- queries -------------------------------------------------------------------

    def __len__(self) -> int:
        """Distinct (normal form, node) pairs."""
        return self._pairs

    def lookup(self, surface: str) -> tuple[Candidate, ...]:
        """Nodes whose name has the normal form of ``surface``, best prior first."""
        found = self._matcher.payloads(surface)
        return found[0] if found else ()

    def names_starting_with(self, prefix: str) -> Iterator[tuple[str, frozenset[str]]]:
        """Each name (in normal form) that begins with ``prefix`` and goes on after it
        ("退货件数" of "退货"), and the nodes it names."""
        for phrase, groups in self._matcher.longer_than(prefix):
            yield phrase, frozenset(candidate.node_id for group in groups for candidate in group)

    def aliases_of(self, node_id: str) -> tuple[str, ...]:
        """The node's names as written in the ontology, one per normal form, labels first."""
        return self._by_node.get(node_id, ())

    def fuzzy_candidates(self, surface: str, *, limit: int = 5) -> tuple[Candidate, ...]:
        """Nodes with a name similar to the whole of ``surface``, best first (exact ones score 1.0)."""
        found: dict[str, Candidate] = {}
        for entry, score in self._fuzzy.similar(normalize(surface), limit=limit):
            for candidate in self._matcher.entry_payloads(entry)[0]:
                _keep_best(found, Candidate(candidate.node_id, candidate.alias, candidate.prior, score))
        return tuple(_ranked(found.values())[:limit])

    def find(self, text: str, *, fuzzy: bool = True) -> list[Mention]:
        """Mentions of nodes in ``text``, sorted by start and not overlapping.

        Exact mentions (normal forms equal, longest match, word boundaries) come first;
        with ``fuzzy``, near variants are looked for in the spans they leave uncovered.
        """
        # (The packs in force are part of the key: their stop words and function words decide.)
        return list(self._found(text, fuzzy, PACKS.generation))

    def _find(self, text: str, fuzzy: bool, _packs: int) -> tuple[Mention, ...]:
        norm, offsets = normalize_with_offsets(text)
        payloads = self._matcher.entry_payloads
        mentions: list[Mention] = []
        covered: list[tuple[int, int]] = []
        # Spans come sorted by start and do not overlap: ``covered`` is ready for the
        # fuzzy search, and the exact mentions need no sort of their own.
        for norm_start, norm_end, start, end, entry in self._matcher.spans(text, norm, offsets):
            candidates = payloads(entry)[0]
            surface = text[start:end]
            if not surface.isupper() and is_stop_word(surface.lower()):
                # "what if it's down?": the acronym IT (a department) written small is the
                # pronoun; an acronym that is a function word only counts in capitals.
                candidates = tuple(c for c in candidates if not c.alias.isupper())
                if not candidates:
                    continue
            mentions.append(Mention(start, end, surface, "exact", candidates))
            covered.append((norm_start, norm_end))
        plurals = self._plural_mentions(text, offsets, mentions)
        if plurals:
            mentions = sorted(
                [m for m in mentions if not any(m.start < p.end and p.start < m.end for p in plurals)] + plurals,
                key=_START,
            )
            covered = [(bisect_left(offsets, m.start), bisect_left(offsets, m.end)) for m in mentions]
        if len(mentions) > 1:
            mentions = self._absorb_qualifiers(text, mentions)
        if mentions:
            mentions = self._narrowed_by_words_before(text, offsets, mentions, covered)
        if fuzzy:
            found = self._fuzzy_mentions(text, norm, offsets, covered)
            found += self._sound_mentions(text, norm, offsets, covered, found)
            if found:
                mentions.extend(found)
                mentions.sort(key=_START)
        return tuple(mentions)

    def _plural_mentions(self, text: str, offsets: list[int], mentions: list[Mention]) -> list[Mention]:
        """"how many of those were Lanmore Cargos?", "how many Pros did we sell": a name said
        with a pack's plural ending is that name, covering the word. Only where no exact
        mention already ends the word, and never for a function word ("was", "its"); a name
        only, written with a capital (the plural of a word in small letters, "checks", is
        the kind of thing, not one of them)."""
        ends: list[int] = []
        for pack in PACKS.values():
            ending = pack.plural_ending
            if not ending:
                continue
            for word in re.finditer(rf"(?<![\w'’-])[^\W\d_][\w-]{{2,}}?{re.escape(ending)}(?![\w'’-])", text):
                stem = word.group()[:-len(ending)]
                named = any(m.start < word.end() and word.start() < m.end and m.end >= word.end() for m in mentions)
                if stem[-1:].isalpha() and not stem.endswith(ending) and not named and not is_stop_word(
                    word.group().lower()
                ):
                    ends.append(word.end() - len(ending))
        if not ends:
            return []
        bare = list(text)
        for end in ends:
            bare[end:end + 1] = " "  # (one character for one: the offsets hold)
        stripped = "".join(bare)
        norm, bare_offsets = normalize_with_offsets(stripped)
        payloads = self._matcher.entry_payloads
        found = []
        for _ns, _ne, start, end, entry in self._matcher.spans(stripped, norm, bare_offsets):
            # (It takes the place of shorter mentions inside it, "Lanmore" of "Lanmore Cargos",
            # never of one reaching past it.)
            if end in ends and not any(
                m.start < end + 1 and start < m.end and not (start <= m.start and m.end <= end + 1) for m in mentions
            ):
                if text[start].isupper():
                    found.append(Mention(start, end + 1, text[start:end + 1], "exact", payloads(entry)[0]))
        return found

    def _sound_mentions(
        self, text: str, norm: str, offsets: list[int], covered: list[tuple[int, int]], fuzzy: list[Mention]
    ) -> list[Mention]:
        """Chinese names misspelt by the input method: a span the exact and near matches
        left that sounds as a name and is written as it in all but a character or so."""
        sound = self._sound
        if sound is None:
            if not has_cjk(norm):
                return []
            sound = self._sound = SoundIndex.build(self._matcher.phrases)
        found = []
        for hit in sound.search(norm, covered):
            if self._matcher.payloads(norm[hit.start:hit.end]):
                continue  # a name itself, which the matcher's boundary rules turned down
            start, stop = offsets[hit.start], original_end(text, offsets, hit.end)
            if any(start < m.end and m.start < stop for m in fuzzy):
                continue
            candidates = [
                Candidate(c.node_id, c.alias, c.prior, SOUND_SCORE) for c in self._matcher.entry_payloads(hit.entry)[0]
            ]
            if found and (found[-1].start, found[-1].end) == (start, stop):
                merged: dict[str, Candidate] = {c.node_id: c for c in found[-1].candidates}
                for candidate in candidates:
                    _keep_best(merged, candidate)
                found[-1] = Mention(start, stop, text[start:stop], "fuzzy", tuple(_ranked(merged.values())))
            else:
                found.append(Mention(start, stop, text[start:stop], "fuzzy", tuple(_ranked(candidates))))
        return found

    def _absorb_qualifiers(self, text: str, mentions: list[Mention]) -> list[Mention]:
        """"北厂A3线": a name written right before a shorter name of another node whose
        full name contains it is part of that name (A3线 of 北厂 is 北厂总装A3线),
        not a second entity. The two become one mention of the nodes whose names say so."""
        merged: list[Mention] = []
        index = 0
        while index < len(mentions):
            first = mentions[index]
            if index + 1 < len(mentions):
                second = mentions[index + 1]
                if not text[first.end:second.start].strip() and second.start - first.end <= 1:
                    qualifier = normalize(first.text)
                    own = {c.node_id for c in first.candidates}
                    kept = tuple(
                        c for c in second.candidates
                        if c.node_id not in own
                        and any(qualifier in normalize(name) and len(normalize(name)) > len(normalize(second.text))
                                for name in self.aliases_of(c.node_id))
                    )
                    if kept:
                        merged.append(Mention(first.start, second.end, text[first.start:second.end], "exact", kept))
                        index += 2
                        continue
            merged.append(first)
            index += 1
        return merged

    def _narrowed_by_words_before(
        self, text: str, offsets: list[int], mentions: list[Mention], covered: list[tuple[int, int]]
    ) -> list[Mention]:
        """"the cardiology ward", "心内病房": a word written right before a name that
        several nodes share, which the names of some of them but not all have before that
        name, says which ones are meant. The mention narrows to them and takes the word in.

        Only a word no other mention holds, that is not a function word and not a word of
        the name as written: the ontology's own names decide, not a list of qualifiers.
        """
        narrowed = list(mentions)
        for position, mention in enumerate(mentions):
            if len({candidate.node_id for candidate in mention.candidates}) < 2:
                continue
            floor = mentions[position - 1].end if position else 0
            found = self._qualified_by(text[floor:mention.start], mention)
            if found is None:
                continue
            length, kept = found
            start = mention.start - length
            narrowed[position] = Mention(start, mention.end, text[start:mention.end], mention.kind, kept)
            # The fuzzy search must not find a second name in the word taken in.
            insort(covered, (bisect_left(offsets, start), bisect_left(offsets, mention.start)))
        return narrowed

    def _qualified_by(self, before: str, mention: Mention) -> tuple[int, tuple[Candidate, ...]] | None:
        """(how many characters of ``before`` qualify the mention, its candidates so
        qualified), or None when the text just before it narrows nothing."""
        if before and is_cjk(before[-1]):
            function = function_chars()
            run = 0
            while run < len(before) and is_cjk(before[-1 - run]) and before[-1 - run] not in function:
                run += 1
            for length in _CJK_QUALIFIER_LENGTHS:
                if length <= run:
                    kept = self._holding(mention, normalize(before[-length:]), spaced=False)
                    if kept:
                        return length, kept
            return None
        match = _WORD_BEFORE.search(before)
        if match is None:
            return None
        word = normalize(match.group(1))
        written = set(_WORDS.findall(normalize(mention.text)))
        if len(word) < 2 or is_stop_word(word) or word in written:
            return None
        kept = self._holding(mention, word, spaced=True)
        return (len(before) - match.start(), kept) if kept else None

    def _holding(self, mention: Mention, word: str, *, spaced: bool) -> tuple[Candidate, ...]:
        """The mention's candidates with a name that has ``word`` and, after it, the name
        as written ("Cardiology Ward of …" for "cardiology" + "ward"), when some but not all
        have one (else nothing: a word every candidate has, or none, tells them not apart;
        a word of a name elsewhere, as a title's common word may be, qualifies nothing)."""
        written = normalize(mention.text)

        def holds(name: str) -> bool:
            if spaced:
                found = re.search(rf"(?<![^\W_]){re.escape(word)}(?![^\W_])", name)
                return found is not None and name.find(written, found.end()) >= 0
            at = name.find(word)
            return at >= 0 and name.find(written, at + len(word)) >= 0

        kept = tuple(
            candidate for candidate in mention.candidates
            if any(holds(normalize(name)) for name in self.aliases_of(candidate.node_id))
        )
        if not kept or len({c.node_id for c in kept}) == len({c.node_id for c in mention.candidates}):
            return ()
        return kept

    def _fuzzy_mentions(
        self, text: str, norm: str, offsets: list[int], covered: list[tuple[int, int]]
    ) -> list[Mention]:
        hits = self._fuzzy.search(norm, covered)
        if not hits:
            return []
        # Ties go to the lower entry: phrases are numbered in sorted order (see _build),
        # so to the alphabetically first name, however the index was made.
        hits.sort(key=lambda hit: (-hit.score, hit.start - hit.end, hit.start, hit.entry))
        chosen: list[tuple[int, int]] = []
        grouped: dict[tuple[int, int], dict[str, Candidate]] = {}
        size = len(norm)
        for hit in hits:
            if hit.score >= 1.0:
                continue  # the exact phrase, which the matcher's boundary rules turned down
            span = (hit.start, hit.end)
            if span not in grouped:
                if any(hit.start < other_end and other_start < hit.end for other_start, other_end in chosen):
                    continue
                # The window must cover whole original characters (see PhraseMatcher).
                if hit.start > 0 and offsets[hit.start - 1] == offsets[hit.start]:
                    continue
                if hit.end < size and offsets[hit.end] == offsets[hit.end - 1]:
                    continue
                chosen.append(span)
                grouped[span] = {}
            found = grouped[span]
            for candidate in self._matcher.entry_payloads(hit.entry)[0]:
                _keep_best(found, Candidate(candidate.node_id, candidate.alias, candidate.prior, hit.score))
        mentions = []
        for (first, end), found in grouped.items():
            start = offsets[first]
            stop = original_end(text, offsets, end)
            mentions.append(Mention(start, stop, text[start:stop], "fuzzy", tuple(_ranked(found.values()))))
        return mentions


class CandidateTable:
    """The candidates of every phrase as columns: what the index builds and the compiled
    ontology stores, with no object per candidate until a turn meets the phrase.

    Phrase ``n`` has the candidates ``offsets[n]:offsets[n + 1]`` of ``nodes``,
    ``aliases`` and ``priors``, best first. ``table[n]`` is that tuple of
    :class:`Candidate`, made on first use and kept.
    """

    __slots__ = ("offsets", "nodes", "aliases", "priors", "_made")

    def __init__(
        self, offsets: Sequence[int], nodes: Sequence[str], aliases: Sequence[str], priors: Sequence[float]
    ) -> None:
        if not offsets or offsets[0] != 0 or offsets[-1] != len(nodes) or not len(nodes) == len(aliases) == len(priors):
            raise ValueError("candidate columns do not match their offsets")
        self.offsets = offsets
        self.nodes = nodes
        self.aliases = aliases
        self.priors = priors
        self._made: dict[int, tuple[Candidate, ...]] = {}

    @classmethod
    def of(cls, forms: Iterable[Mapping[str, tuple[int, str]]], degrees: Mapping[str, int]) -> CandidateTable:
        """The candidates of each phrase's ``{node: (kind rank, surface)}``, with their
        priors (see the module docstring)."""
        offsets = array("q", [0])
        nodes: list[str] = []
        aliases: list[str] = []
        priors = array("d")
        kinds = tuple(KIND_FACTORS[name] for name in ("label", "alias", "hidden"))
        end = 0
        for found in forms:
            if len(found) == 1:
                # Most names belong to one node: its prior is 1 whatever its weight.
                ((node_id, (_, surface)),) = found.items()
                nodes.append(node_id)
                aliases.append(surface)
                priors.append(1.0)
                end += 1
            else:
                for candidate in _candidates(found, degrees, kinds):
                    nodes.append(candidate.node_id)
                    aliases.append(candidate.alias)
                    priors.append(candidate.prior)
                end += len(found)
            offsets.append(end)
        return cls(offsets, nodes, aliases, priors)

    @classmethod
    def from_groups(cls, groups: Iterable[Sequence[Candidate]]) -> CandidateTable:
        """The table of per-phrase candidate tuples."""
        offsets = array("q", [0])
        nodes: list[str] = []
        aliases: list[str] = []
        priors = array("d")
        for group in groups:
            for candidate in group:
                nodes.append(candidate.node_id)
                aliases.append(candidate.alias)
                priors.append(candidate.prior)
            offsets.append(len(nodes))
        return cls(offsets, nodes, aliases, priors)

    def __getitem__(self, entry: int) -> tuple[Candidate, ...]:
        found = self._made.get(entry)
        if found is None:
            if not 0 <= entry < len(self.offsets) - 1:
                raise IndexError(entry)
            nodes, aliases, priors = self.nodes, self.aliases, self.priors
            rows = range(self.offsets[entry], self.offsets[entry + 1])
            found = self._made[entry] = tuple([Candidate(nodes[i], aliases[i], priors[i], 1.0) for i in rows])
        return found

    def __len__(self) -> int:
        return len(self.offsets) - 1


class _Single(dict[int, tuple[tuple[Candidate, ...]]]):
    """The candidate table as the matcher's per-phrase payload groups (one each).

    A group is made when a turn first meets its phrase and kept: after that, the matcher
    reads it with a plain dict lookup, in C, as fast as from a list.
    """

    __slots__ = ("table",)

    def __init__(self, table: CandidateTable) -> None:
        super().__init__()
        self.table = table

    def __missing__(self, entry: int) -> tuple[tuple[Candidate, ...]]:
        found = self[entry] = (self.table[entry],)
        return found

    def make_all(self) -> None:
        """Make every group now."""
        table = self.table
        made = list(map(Candidate, table.nodes, table.aliases, table.priors, repeat(1.0)))
        offsets = table.offsets
        self.update(enumerate([(tuple(made[first:end]),) for first, end in zip(offsets, offsets[1:])]))

    def __len__(self) -> int:
        return len(self.table)


class _SortedNames(Mapping[str, tuple[str, ...]]):
    """:meth:`AliasIndex.aliases_of` of a built index: each node's ``{normal form: (kind
    rank, surface)}`` sorted into its names (labels first) when first asked for."""

    __slots__ = ("_names", "_cache")

    def __init__(self, names: dict[str, dict[str, tuple[int, str]]]) -> None:
        self._names = names
        self._cache: dict[str, tuple[str, ...]] = {}

    def __getitem__(self, node_id: str) -> tuple[str, ...]:
        found = self._cache.get(node_id)
        if found is None:
            found = self._cache[node_id] = tuple(
                surface for _, surface in sorted(self._names[node_id].values(), key=_RANK)
            )
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)


class _NodeNames(Mapping[str, tuple[str, ...]]):
    """:meth:`AliasIndex.aliases_of` of a restored index: each node's names computed from
    its entity when first asked for, as :meth:`AliasIndex.from_aliases` computes them."""

    __slots__ = ("_ontology", "_cache")

    def __init__(self, ontology: Ontology) -> None:
        self._ontology = ontology
        self._cache: dict[str, tuple[str, ...]] = {}

    def __getitem__(self, node_id: str) -> tuple[str, ...]:
        found = self._cache.get(node_id)
        if found is None:
            entity = self._ontology.entities.get(node_id)
            if entity is None:
                raise KeyError(node_id)
            names: dict[str, tuple[int, str]] = {}
            for surface, kind in entity.surface_forms():
                key = normalize(surface)
                rank = _KIND_RANK[kind]
                if key and (key not in names or rank < names[key][0]):
                    names[key] = (rank, surface)
            if not names:
                raise KeyError(node_id)
            found = self._cache[node_id] = tuple(surface for _, surface in sorted(names.values(), key=lambda item: item[0]))
        return found

    def __iter__(self) -> Iterator[str]:
        return (node_id for node_id in self._ontology.entities if node_id in self)

    def __len__(self) -> int:
        return sum(1 for _ in self)


def _surface_forms(ontology: Ontology) -> list[tuple[str, str, AliasKind]]:
    """:meth:`Ontology.surface_forms` as a list, made by comprehensions (same order)."""
    rows: list[tuple[str, str, AliasKind]] = []
    for entity in ontology.entities.values():
        node_id = entity.id
        rows += [(item.text, node_id, "label") for item in entity.labels]
        if entity.aliases:
            rows += [(item.text, node_id, "alias") for item in entity.aliases]
        if entity.hidden:
            rows += [(item.text, node_id, "hidden") for item in entity.hidden]
    return rows


def _candidates(
    nodes: Mapping[str, tuple[int, str]], degrees: Mapping[str, int], kinds: tuple[float, ...]
) -> tuple[Candidate, ...]:
    """Exact candidates of one normal form with their priors (see the module docstring)."""
    if len(nodes) == 1:
        # Most names belong to one node: its prior is 1 whatever its weight.
        ((node_id, (_, surface)),) = nodes.items()
        return (Candidate(node_id, surface, 1.0, 1.0),)
    weights = {
        node_id: kinds[rank] * (1.0 + math.log1p(max(degrees.get(node_id, 0), 0)))
        for node_id, (rank, _) in nodes.items()
    }
    total = sum(weights.values())
    found = [Candidate(node_id, nodes[node_id][1], weight / total, 1.0) for node_id, weight in weights.items()]
    return tuple(_ranked(found))


def _ranked(candidates: Iterable[Candidate]) -> list[Candidate]:
    return sorted(candidates, key=lambda item: (-item.score * item.prior, -item.score, item.node_id))


def _keep_best(found: dict[str, Candidate], candidate: Candidate) -> None:
    previous = found.get(candidate.node_id)
    if previous is None or (candidate.score, candidate.prior) > (previous.score, previous.prior):
        found[candidate.node_id] = candidate
