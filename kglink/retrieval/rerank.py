"""Second-stage ranking: does a chunk answer *this* question, not just name its entity?

Rank fusion (:mod:`.fusion`) finds the chunks that mention the linked entities and share
words with the queries. Among those, the one that answers is the one whose period, scope
and subject are the ones asked about, and whose subject matter is what was asked. This
module re-scores the best fused candidates with facts read from both sides:

- periods: time expressions (:mod:`kglink.linking.timeexpr`) of the chunk's title (else of
  its text) against the periods the queries ask about. Same period: up; a period inside
  or around it (July within Q3): a little up; another period of the same kind: down.
  A comparison target ("比6月") only needs to be mentioned somewhere in the chunk.
- scope and level (:mod:`kglink.linking.constraints`: "国内", "manager level"): a chunk
  that states the asked one goes up, one that states only others goes down.
- entities: the share of the linked entities the title names, the share the chunk
  mentions at all (a comparison wants the page that covers both sides), and a penalty
  when the title names an entity of the same class as a linked one that was not asked
  about (the page of the sibling, "Product A Pro" for "Product A").
- the asked-for property or relation: the ontology's property labels ("价格", "owner")
  found in the query and in the chunk's title or text.
- the rest of the question: BM25 (the lexical index) of the query with its entity names
  and constraints cut out ("怎么配置", "carried over"), relative to the BM25 of the whole
  query, so the part of the question that is not a name decides between the pages that
  all name the entity, and a rest of filler words counts for little.

Nothing here is a word list: periods, scopes and levels come from kglink's language
data, entities, classes and properties from the ontology, the rest from the documents.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from kglink.linking.constraints import Constraint, extract_constraints
from kglink.linking.matcher import PhraseMatcher
from kglink.linking.normalize import language_of
from kglink.linking.timeexpr import find_times
from kglink.retrieval.lexical import LexicalIndex
from kglink.ontology.model import Ontology

logger = logging.getLogger(__name__)

__all__ = [
    "ChunkFacts",
    "Period",
    "QueryFacts",
    "RerankWeights",
    "Reranker",
    "parse_period",
    "period_relation",
    "separate_times",
]


# -- periods -----------------------------------------------------------------------------

_MONTH = re.compile(r"^(?:(\d{4})-)?M?(\d{2})(?:-\d{2})?$")
_QUARTER = re.compile(r"^(?:(\d{4})-)?Q([1-4])$")
_HALF = re.compile(r"^(?:(\d{4})-)?H([12])$")
_YEAR = re.compile(r"^(\d{4})$")


@dataclass(frozen=True, slots=True)
class Period:
    """A span of months, with its year when known: July is (None, 7, 7), 2025-Q3 (2025, 7, 9)."""

    year: int | None
    first: int
    last: int

    @property
    def months(self) -> int:
        return self.last - self.first + 1


def parse_period(value: str) -> Period | None:
    """The months a time constraint's value covers ("2025-07", "M07", "2025-Q2", "H1",
    "2025", a day "2025-07-15" counts as its month); None for relative values ("R:...")
    and for ranges across months or years."""
    if "/" in value:
        first, _, last = value.partition("/")
        a, b = parse_period(first), parse_period(last)
        if a is None or b is None or a.year != b.year:
            return None
        return Period(a.year, min(a.first, b.first), max(a.last, b.last))
    match = _MONTH.match(value)
    if match and value[:1] != "Q":
        month = int(match.group(2))
        if 1 <= month <= 12:
            return Period(int(match.group(1)) if match.group(1) else None, month, month)
        return None
    match = _QUARTER.match(value)
    if match:
        quarter = int(match.group(2))
        return Period(int(match.group(1)) if match.group(1) else None, 3 * quarter - 2, 3 * quarter)
    match = _HALF.match(value)
    if match:
        half = int(match.group(2))
        return Period(int(match.group(1)) if match.group(1) else None, 6 * half - 5, 6 * half)
    match = _YEAR.match(value)
    if match:
        return Period(int(match.group(1)), 1, 12)
    return None


def period_relation(asked: Period, stated: Period) -> str:
    """"same" (the same months; an unknown year fits any), "near" (one holds the other:
    July and Q3, or 2025 and July 2025), else "other"."""
    if asked.year is not None and stated.year is not None and asked.year != stated.year:
        return "other"
    if asked.first == stated.first and asked.last == stated.last:
        return "same"
    if (asked.first >= stated.first and asked.last <= stated.last) or (
        stated.first >= asked.first and stated.last <= asked.last
    ):
        return "near"
    return "other"


def separate_times(text: str) -> str:
    """``text`` with a space put between a time expression and a letter or digit glued to
    it ("产品A2025年7月" -> "产品A 2025年7月"), so the name before it is found as a word."""
    matches = find_times(text)
    if not matches:
        return text
    out: list[str] = []
    position = 0
    for match in sorted(matches, key=lambda m: m.start):
        if match.start < position:
            continue
        out.append(text[position : match.start])
        if match.start > 0 and text[match.start - 1].isascii() and text[match.start - 1].isalnum():
            out.append(" ")
        out.append(text[match.start : match.end])
        position = match.end
    out.append(text[position:])
    return "".join(out)


# -- facts ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ChunkFacts:
    """What a chunk states, read once when the index is opened."""

    title_periods: tuple[Period, ...] = ()
    text_periods: tuple[Period, ...] = ()
    settings: frozenset[str] = frozenset()  # scope and level values
    title_properties: frozenset[str] = frozenset()
    text_properties: frozenset[str] = frozenset()
    title_entities: frozenset[str] = frozenset()
    entities: frozenset[str] = frozenset()
    lang: str = ""

    @property
    def periods(self) -> tuple[Period, ...]:
        """The periods the chunk is about: its title's, else its text's."""
        return self.title_periods or self.text_periods


@dataclass(frozen=True, slots=True)
class QueryFacts:
    """What the queries of one turn ask for."""

    periods: tuple[Period, ...] = ()
    compared: tuple[Period, ...] = ()
    settings: frozenset[str] = frozenset()
    properties: frozenset[str] = frozenset()
    entities: tuple[str, ...] = ()
    residual: str = ""
    lang: str = ""


@dataclass(frozen=True, slots=True)
class RerankWeights:
    """How much each fact moves a chunk, in fused-score units (the top rank of one
    retriever of weight 1 is worth ``1 / (rrf_k + 1)``, 0.09 with the defaults).

    Fitted by a random search on the dev bundles (ontology/enterprise,
    dev-manufacturing-zh, kdconv-film-dev, kdconv-travel-dev, crosswoz-val, multiwoz-dev)
    to raise MRR@10 without losing hit@5 anywhere; checked on held-out bundles. See
    docs/retrieval-ranking.md. Scope and level matches are too rare in those bundles to
    fit; their small weights are a prior.

    Attributes:
        period_same, period_near, period_other: the chunk's period is the one asked, one
            inside or around it, or another one (subtracted).
        compared: the chunk mentions the period a comparison is made with ("比6月").
        setting_match, setting_other: the chunk states the scope or level asked, or only
            others (subtracted).
        title_entities, entities: the share of the linked entities the title names, and
            the share the chunk mentions anywhere.
        language: the chunk is in the language of the queries.
        sibling: the title names an entity of a linked entity's class that was not asked
            about (subtracted).
        property_title, property_text: a property asked about is named in the title, or
            only in the text.
        residual: the BM25 of the rest of the question (see ``Reranker.residual_scores``).
        candidates: how many of the best fused chunks are re-scored.
    """

    period_same: float = 0.06
    period_near: float = 0.003
    period_other: float = 0.03
    compared: float = 0.06
    setting_match: float = 0.02
    setting_other: float = 0.02
    title_entities: float = 0.045
    entities: float = 0.038
    language: float = 0.04
    sibling: float = 0.04
    property_title: float = 0.08
    property_text: float = 0.0075
    residual: float = 0.025
    candidates: int = 30

    def __post_init__(self) -> None:
        if self.candidates <= 0:
            from kglink.errors import ConfigError

            raise ConfigError(f"rerank candidates must be positive, got {self.candidates}")


def _cut(text: str, spans: Iterable[tuple[int, int]]) -> str:
    """``text`` without the given spans (joined by spaces)."""
    kept: list[str] = []
    position = 0
    for start, end in sorted(spans):
        if start > position:
            kept.append(text[position:start])
        position = max(position, end)
    kept.append(text[position:])
    return " ".join(kept)


# Characters of a chunk's text read for its scope and level.
_OPENING = 300


def _time_periods(text: str) -> tuple[Period, ...]:
    """The periods of the time expressions of ``text``, longest first where they overlap
    (as :func:`extract_constraints` settles them, without its quantity patterns)."""
    taken: list[tuple[int, int, str]] = []
    for match in sorted(find_times(text), key=lambda m: (m.start - m.end, m.start)):
        if all(match.end <= start or match.start >= end for start, end, _ in taken):
            taken.append((match.start, match.end, match.value))
    found: list[Period] = []
    for _, _, value in sorted(taken):
        period = parse_period(value)
        if period is not None and period not in found:
            found.append(period)
    return tuple(found)


def _periods(constraints: Iterable[Constraint]) -> tuple[Period, ...]:
    found: list[Period] = []
    for constraint in constraints:
        if constraint.kind == "time":
            period = parse_period(constraint.value)
            if period is not None and period not in found:
                found.append(period)
    return tuple(found)


class Reranker:
    """Reads facts from chunks and queries with the ontology's names, and re-scores.

    Args:
        ontology: classes of entities, property labels.
    """

    def __init__(self, ontology: Ontology) -> None:
        self._ontology = ontology
        self._properties: PhraseMatcher[str] = PhraseMatcher.build(
            (item.text, prop.id)
            for prop in ontology.properties.values()
            for item in (*prop.labels, *prop.aliases)
        )
        self._types: dict[str, frozenset[str]] = {}

    def types(self, entity_id: str) -> frozenset[str]:
        """The declared classes of an entity (cached)."""
        found = self._types.get(entity_id)
        if found is None:
            entity = self._ontology.entities.get(entity_id)
            found = frozenset(entity.types) if entity is not None else frozenset()
            self._types[entity_id] = found
        return found

    def properties(self, text: str) -> frozenset[str]:
        """The ids of the properties whose labels ``text`` contains."""
        return frozenset(pid for match in self._properties.find(text) for pid in match.payloads)

    def chunk_facts(
        self,
        title: str | None,
        text: str,
        entities: Iterable[str],
        title_entities: Iterable[str],
    ) -> ChunkFacts:
        """The facts of one chunk (its title and text, the entities annotated in both).

        Scopes and levels are read from the title and the opening of the text (where a
        page says what it applies to), periods and properties from all of it."""
        title_constraints = extract_constraints(title) if title else []
        opening = extract_constraints(text[:_OPENING])
        settings = frozenset(c.value for c in (*title_constraints, *opening) if c.kind in ("scope", "level"))
        return ChunkFacts(
            title_periods=_periods(title_constraints),
            text_periods=_time_periods(text),
            settings=settings,
            title_properties=self.properties(title) if title else frozenset(),
            text_properties=self.properties(text),
            title_entities=frozenset(title_entities),
            entities=frozenset(entities),
            lang=language_of(f"{title or ''} {text}"),
        )

    def query_facts(
        self, texts: Sequence[str], entities: Sequence[str], spans: Mapping[str, Sequence[tuple[int, int]]]
    ) -> QueryFacts:
        """The facts of a turn's queries; ``spans`` gives, per text, the spans of the
        entity names found in it (cut out of the residual with the constraints)."""
        periods: list[Period] = []
        compared: list[Period] = []
        settings: set[str] = set()
        properties: set[str] = set()
        residual: list[str] = []
        for text in texts:
            constraints = extract_constraints(text)
            for period in _periods(c for c in constraints if not c.compare):
                if period not in periods:
                    periods.append(period)
            for period in _periods(c for c in constraints if c.compare):
                if period not in compared:
                    compared.append(period)
            settings.update(c.value for c in constraints if c.kind in ("scope", "level"))
            properties.update(self.properties(text))
            residual.append(_cut(text, [*spans.get(text, ()), *((c.start, c.end) for c in constraints)]))
        return QueryFacts(
            periods=tuple(periods),
            compared=tuple(compared),
            settings=frozenset(settings),
            properties=frozenset(properties),
            entities=tuple(entities),
            residual=" ".join(residual),
            lang=language_of(" ".join(texts)),
        )

    def residual_scores(
        self, lexical: LexicalIndex, query: QueryFacts, best: float, rows: Sequence[int]
    ) -> dict[int, float]:
        """BM25 of the rest of the question for each candidate row, over ``best``, the best
        BM25 of the whole question: a rest of filler words ("的是多少", "what is the")
        weighs little beside the names, a rest that says what is asked weighs a lot."""
        if not rows or best <= 0 or not query.residual.strip():
            return {}
        rest = lexical.scores(query.residual)
        return {row: min(1.0, float(rest[row]) / best) for row in rows if rest[row] > 0}

    def features(self, query: QueryFacts, chunk: ChunkFacts, residual: float) -> dict[str, float]:
        """The facts that move a chunk, each a value in [0, 1] (or -1 .. 1) named like the
        field of :class:`RerankWeights` that weighs it; ``residual`` is the chunk's BM25
        for the rest of the question, relative to the best candidate's."""
        found: dict[str, float] = {}
        stated = chunk.periods
        if query.periods and stated:
            relations = {period_relation(asked, period) for asked in query.periods for period in stated}
            if "same" in relations:
                found["period_same"] = 1.0
            elif "near" in relations:
                found["period_near"] = 1.0
            else:
                found["period_other"] = -1.0
        if query.compared:
            all_periods = (*chunk.title_periods, *chunk.text_periods)
            if any(period_relation(asked, p) == "same" for asked in query.compared for p in all_periods):
                found["compared"] = 1.0
        if query.settings and chunk.settings:
            if query.settings & chunk.settings:
                found["setting_match"] = 1.0
            else:
                found["setting_other"] = -1.0
        linked = query.entities
        if linked:
            in_title = sum(1 for e in linked if e in chunk.title_entities)
            mentioned = sum(1 for e in linked if e in chunk.entities or e in chunk.title_entities)
            found["title_entities"] = in_title / len(linked)
            found["entities"] = mentioned / len(linked)
            asked = set(linked)
            asked_types = set().union(*(self.types(e) for e in linked))
            if any(e not in asked and self.types(e) & asked_types for e in chunk.title_entities):
                found["sibling"] = -1.0
        if query.properties:
            if query.properties & chunk.title_properties:
                found["property_title"] = 1.0
            elif query.properties & chunk.text_properties:
                found["property_text"] = 1.0
        if residual:
            found["residual"] = residual
        if query.lang and query.lang == chunk.lang:
            found["language"] = 1.0
        return found

    def adjust(self, query: QueryFacts, chunk: ChunkFacts, residual: float, weights: RerankWeights) -> float:
        """The change of a chunk's fused score: its features times their weights."""
        return sum(getattr(weights, name) * value for name, value in self.features(query, chunk, residual).items())
