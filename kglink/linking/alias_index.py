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
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from operator import attrgetter
from typing import Any, Final

from kglink.errors import ConfigError
from kglink.linking.candidates import Candidate, Mention
from kglink.linking.fuzzy import FuzzyIndex
from kglink.linking.matcher import PhraseMatcher, original_end
from kglink.linking.normalize import normalize, normalize_with_offsets
from kglink.ontology.model import AliasKind, Ontology

logger = logging.getLogger(__name__)

KIND_FACTORS: Final[Mapping[str, float]] = {"label": 1.0, "alias": 0.8, "hidden": 0.6}
_KIND_RANK: Final[Mapping[str, int]] = {"label": 0, "alias": 1, "hidden": 2}
_START = attrgetter("start")


class AliasIndex:
    """Exact and fuzzy lookup of node names in text.

    Example:
        >>> index = AliasIndex.from_aliases([("华东区", "ex:east", "label"), ("Anxinbao Plus", "ex:axb", "label")])
        >>> [(m.text, m.kind, m.candidates[0].node_id) for m in index.find("华东大区和Anxinbao Plsu")]
        [('华东大区', 'fuzzy', 'ex:east'), ('Anxinbao Plsu', 'fuzzy', 'ex:axb')]
    """

    __slots__ = ("_matcher", "_fuzzy", "_by_node", "_pairs")

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

    # -- construction --------------------------------------------------------------

    @classmethod
    def from_ontology(
        cls,
        ontology: Ontology,
        *,
        fuzzy_threshold: float = 0.85,
        min_fuzzy_length_cjk: int = 3,
        min_fuzzy_length_latin: int = 5,
    ) -> AliasIndex:
        """Index every label, alias and hidden label of the ontology's entities.

        A node's degree (its edges, both directions) feeds the prior. An ontology read
        from a compiled file that holds its alias index (``kglink ontology compile``)
        gives that index back, restored rather than built, when the settings match.
        """
        restore = getattr(ontology.entities, "stored_alias_index", None)
        if restore is not None:
            stored = restore((fuzzy_threshold, min_fuzzy_length_cjk, min_fuzzy_length_latin))
            if stored is not None:
                return stored
        degrees: Counter[str] = Counter()
        for edge in ontology.edges:
            degrees[edge.source] += 1
            degrees[edge.target] += 1
        return cls.from_aliases(
            ontology.surface_forms(),
            degrees,
            fuzzy_threshold=fuzzy_threshold,
            min_fuzzy_length_cjk=min_fuzzy_length_cjk,
            min_fuzzy_length_latin=min_fuzzy_length_latin,
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
    ) -> AliasIndex:
        """Index (surface form, node id, kind) rows; kind is "label", "alias" or "hidden".

        Args:
            rows: the names. A node named twice with one normal form keeps the best kind.
            degrees: edges per node, for the prior; missing nodes count as degree 0.
            fuzzy_threshold: minimum rapidfuzz similarity (0..1) of a fuzzy match.
            min_fuzzy_length_cjk: shorter aliases containing CJK only match exactly.
            min_fuzzy_length_latin: shorter other aliases only match exactly.

        Raises:
            ConfigError: an unknown kind, or fuzzy settings out of range.
        """
        degrees = degrees or {}
        # normal form -> node -> (kind rank, surface form)
        forms: dict[str, dict[str, tuple[int, str]]] = {}
        by_node: dict[str, dict[str, tuple[int, str]]] = {}
        for surface, node_id, kind in rows:
            rank = _KIND_RANK.get(kind)
            if rank is None:
                raise ConfigError(f"alias kind must be label, alias or hidden; got {kind!r} for {node_id}")
            key = normalize(surface)
            if not key:
                continue
            nodes = forms.setdefault(key, {})
            previous = nodes.get(node_id)
            if previous is None or rank < previous[0]:
                nodes[node_id] = (rank, surface)
                by_node.setdefault(node_id, {})[key] = (rank, surface)
        kinds = tuple(KIND_FACTORS[name] for name in ("label", "alias", "hidden"))
        phrases = list(forms)
        matcher = PhraseMatcher.from_normal_forms(
            phrases, [(_candidates(forms[key], degrees, kinds),) for key in phrases]
        )
        fuzzy = FuzzyIndex.build(
            phrases,
            threshold=fuzzy_threshold,
            min_length_cjk=min_fuzzy_length_cjk,
            min_length_latin=min_fuzzy_length_latin,
        )
        node_names = {
            node_id: tuple(surface for _, surface in sorted(names.values(), key=lambda item: item[0]))
            for node_id, names in by_node.items()
        }
        pairs = sum(len(nodes) for nodes in forms.values())
        logger.debug("alias index: %d normal forms, %d (form, node) pairs", len(phrases), pairs)
        return cls(matcher, fuzzy, node_names, pairs)

    # -- compiled form ---------------------------------------------------------------

    def state(self) -> dict[str, Any]:
        """The index as plain data, for :func:`kglink.ontology.compiled.save_compiled`.

        Keys: ``phrases`` (normal forms), ``candidates`` (per phrase, its candidates as
        ``(node id, alias, prior)``), ``pairs`` (the (form, node) count) and ``fuzzy``
        (:meth:`FuzzyIndex.state`).
        """
        payloads = self._matcher.entry_payloads
        phrases = [self._matcher.phrase(entry) for entry in range(len(self._matcher))]
        return {
            "phrases": phrases,
            "candidates": [
                [(c.node_id, c.alias, c.prior) for c in payloads(entry)[0]] for entry in range(len(phrases))
            ],
            "pairs": self._pairs,
            "fuzzy": self._fuzzy.state(),
        }

    @classmethod
    def from_state(
        cls,
        phrases: list[str],
        candidates: Sequence[tuple[Candidate, ...]],
        fuzzy: Mapping[str, Any],
        pairs: int,
        ontology: Ontology,
    ) -> AliasIndex:
        """Restore an index from :meth:`state` data (``candidates`` may decode lazily).

        The names of each node (:meth:`aliases_of`) are read from ``ontology`` when
        first asked for.
        """
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
        norm, offsets = normalize_with_offsets(text)
        payloads = self._matcher.entry_payloads
        mentions: list[Mention] = []
        covered: list[tuple[int, int]] = []
        # Spans come sorted by start and do not overlap: ``covered`` is ready for the
        # fuzzy search, and the exact mentions need no sort of their own.
        for norm_start, norm_end, start, end, entry in self._matcher.spans(text, norm, offsets):
            mentions.append(Mention(start, end, text[start:end], "exact", payloads(entry)[0]))
            covered.append((norm_start, norm_end))
        if fuzzy:
            found = self._fuzzy_mentions(text, norm, offsets, covered)
            if found:
                mentions.extend(found)
                mentions.sort(key=_START)
        return mentions

    def _fuzzy_mentions(
        self, text: str, norm: str, offsets: list[int], covered: list[tuple[int, int]]
    ) -> list[Mention]:
        hits = self._fuzzy.search(norm, covered)
        if not hits:
            return []
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


class _Single(Sequence[tuple[tuple[Candidate, ...]]]):
    """Adapts per-phrase candidates to the matcher's per-phrase payload groups (one each)."""

    __slots__ = ("_candidates",)

    def __init__(self, candidates: Sequence[tuple[Candidate, ...]]) -> None:
        self._candidates = candidates

    def __getitem__(self, entry: int) -> tuple[tuple[Candidate, ...]]:  # type: ignore[override]
        return (self._candidates[entry],)

    def __len__(self) -> int:
        return len(self._candidates)


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
