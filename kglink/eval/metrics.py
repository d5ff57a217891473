"""Scoring: per-turn figures and their aggregation into the JSON of the benchmark spec.

Everything here is a pure function of its arguments (or of :class:`TurnRecord` values),
so the figures can be checked on tiny hand-computed cases and recomputed from a saved
``--failures`` file.

Definitions (``shared/spec/benchmark-format.md``):

- ``hit@k``: a gold document is among the first ``k`` distinct documents retrieved;
  ``mrr@10``: the reciprocal rank of the first gold document among the first ten, else 0.
  Both count the turns that have ``gold_docs``.
- entity figures count the turns whose ``expect`` is ``rewrite`` and whose gold entities
  are annotated. Precision, recall and F1 are micro-averaged over those turns (true and
  false positives summed first), so turns that name no entity still count their false
  positives; exact-set accuracy is the share of turns whose linked set equals the gold set.
- ``must_include`` items are kept when one alternative occurs in at least one query after
  :func:`~kglink.linking.normalize.normalize` (NFKC + case folding + dash/space folding);
  ``must_exclude_violations`` counts (turn, string) pairs found in a query.
- ``hallucinated_entities`` counts linked entities that occur neither in the current user
  turn nor in the history (earlier user turns and assistant answers).
- A figure that the bundle (or the mode) cannot give is ``None`` (``null`` in JSON).
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from kglink.linking.normalize import normalize

logger = logging.getLogger(__name__)

MRR_DEPTH = 10
UNTYPED = "untyped"
_RATE_DIGITS = 4
_MS_DIGITS = 3


# -- retrieval ----------------------------------------------------------------------------


def distinct(ids: Iterable[str]) -> list[str]:
    """``ids`` without repeats, first occurrence kept (several chunks of one document)."""
    seen: set[str] = set()
    out: list[str] = []
    for item in ids:
        if item not in seen:
            seen.add(item)
            out.append(item)
    return out


def first_gold_rank(ranked: Sequence[str], gold: Collection[str]) -> int | None:
    """The 1-based rank of the first gold id in ``ranked`` (distinct ids), or None."""
    for rank, doc_id in enumerate(distinct(ranked), start=1):
        if doc_id in gold:
            return rank
    return None


def hit_at_k(ranked: Sequence[str], gold: Collection[str], k: int) -> bool:
    """True when a gold id is among the first ``k`` distinct ids of ``ranked``.

    Raises:
        ValueError: ``k`` is not positive.
    """
    if k <= 0:
        raise ValueError(f"k must be positive, got {k}")
    rank = first_gold_rank(ranked, gold)
    return rank is not None and rank <= k


def reciprocal_rank(ranked: Sequence[str], gold: Collection[str], depth: int = MRR_DEPTH) -> float:
    """1/rank of the first gold id within the first ``depth`` distinct ids, else 0.0."""
    rank = first_gold_rank(ranked, gold)
    if rank is None or rank > depth:
        return 0.0
    return 1.0 / rank


# -- entities -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EntityCounts:
    """True positives, false positives and false negatives of one or more turns."""

    tp: int = 0
    fp: int = 0
    fn: int = 0

    def __add__(self, other: EntityCounts) -> EntityCounts:
        return EntityCounts(self.tp + other.tp, self.fp + other.fp, self.fn + other.fn)

    @property
    def precision(self) -> float | None:
        """TP / (TP + FP); None when nothing was predicted."""
        return _ratio(self.tp, self.tp + self.fp)

    @property
    def recall(self) -> float | None:
        """TP / (TP + FN); None when there was nothing to find."""
        return _ratio(self.tp, self.tp + self.fn)

    @property
    def f1(self) -> float | None:
        """2TP / (2TP + FP + FN) (the harmonic mean of P and R); None when all counts are 0."""
        return _ratio(2 * self.tp, 2 * self.tp + self.fp + self.fn)


def entity_counts(predicted: Iterable[str], gold: Iterable[str]) -> EntityCounts:
    """Compare two sets of node ids (repeats ignored)."""
    pred_set, gold_set = set(predicted), set(gold)
    return EntityCounts(
        tp=len(pred_set & gold_set), fp=len(pred_set - gold_set), fn=len(gold_set - pred_set)
    )


def entity_exact(predicted: Iterable[str], gold: Iterable[str]) -> bool:
    """True when the two sets of node ids are equal (both empty counts as equal)."""
    return set(predicted) == set(gold)


def hallucinated_entities(entities: Iterable[str], grounded: Collection[str]) -> tuple[str, ...]:
    """The entities that the turn and its history never mention (``grounded`` are those that they do)."""
    return tuple(entity for entity in distinct(entities) if entity not in grounded)


# -- constraints --------------------------------------------------------------------------


def as_alternatives(item: str | Sequence[str]) -> tuple[str, ...]:
    """A ``must_include`` item as a tuple of alternatives (a bare string is one alternative)."""
    if isinstance(item, str):
        return (item,)
    return tuple(item)


def include_kept(queries: Sequence[str], item: str | Sequence[str]) -> bool:
    """True when one alternative of ``item`` occurs in at least one query, after normalisation."""
    normal_queries = [normalize(query) for query in queries]
    for alternative in as_alternatives(item):
        needle = normalize(alternative)
        if needle and any(needle in query for query in normal_queries):
            return True
    return False


def missing_includes(
    queries: Sequence[str], items: Iterable[str | Sequence[str]]
) -> tuple[tuple[str, ...], ...]:
    """The ``must_include`` items (as alternatives) that no query keeps."""
    return tuple(as_alternatives(item) for item in items if not include_kept(queries, item))


def excluded_found(queries: Sequence[str], items: Iterable[str]) -> tuple[str, ...]:
    """The ``must_exclude`` strings that occur in some query, after normalisation."""
    normal_queries = [normalize(query) for query in queries]
    found = []
    for item in items:
        needle = normalize(item)
        if needle and any(needle in query for query in normal_queries):
            found.append(item)
    return tuple(found)


# -- latency ------------------------------------------------------------------------------


def percentile(values: Sequence[float], q: float) -> float | None:
    """The ``q``-th percentile (0..100) by linear interpolation between closest ranks.

    Returns None for no values. Matches ``numpy.percentile``'s default method.
    """
    if not 0 <= q <= 100:
        raise ValueError(f"percentile must be in [0, 100], got {q}")
    if not values:
        return None
    ordered = sorted(values)
    position = (len(ordered) - 1) * q / 100
    lower = int(position)
    upper = min(lower + 1, len(ordered) - 1)
    fraction = position - lower
    return ordered[lower] + (ordered[upper] - ordered[lower]) * fraction


# -- one turn -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TurnRecord:
    """What one mode did on one turn, with what it should have done.

    The derived figures (``hit``, ``missing``, ...) are properties, so a record read back
    from a ``--failures`` file scores the same.

    Attributes:
        mode: the mode's name.
        case_id: the conversation's id.
        turn_index: 0 for the first turn of the conversation.
        turn_type: the turn's ``type`` label, if any.
        expect: "rewrite", "clarify" or "correction".
        user: the user's words.
        queries: the queries the mode produced.
        entities: the node ids the mode linked, or None when the mode does not link.
        gold_entities: the gold node ids (resolved), or None when not annotated.
        gold_docs: the gold document ids.
        top_docs: distinct document ids retrieved, best first (up to ten).
        top_titles: their titles, same order.
        k: the cut-off of hit@k.
        must_include: the constraints to keep, each a tuple of alternatives.
        must_exclude: the strings that must not occur.
        hallucinated: linked entities the turn and its history never mention.
        clarify: the mode asked the user which entity was meant.
        correction: the mode took the turn as a correction.
        method: how the mode produced the queries ("raw", "rule", "llm", "fallback", ...).
        rewrite_ms: time to rewrite the turn.
        retrieve_ms: time to retrieve for the queries.
        labels: display names of the node ids above (linked and gold).
    """

    mode: str
    case_id: str
    turn_index: int
    turn_type: str | None
    expect: str
    user: str
    queries: tuple[str, ...]
    entities: tuple[str, ...] | None
    gold_entities: tuple[str, ...] | None
    gold_docs: tuple[str, ...]
    top_docs: tuple[str, ...]
    k: int
    top_titles: tuple[str | None, ...] = ()
    must_include: tuple[tuple[str, ...], ...] = ()
    must_exclude: tuple[str, ...] = ()
    hallucinated: tuple[str, ...] = ()
    clarify: bool = False
    correction: bool = False
    method: str = ""
    rewrite_ms: float = 0.0
    retrieve_ms: float = 0.0
    labels: Mapping[str, str] = field(default_factory=dict)

    @property
    def hit(self) -> bool | None:
        """Whether a gold document is in the top k; None when the turn has no gold documents."""
        if not self.gold_docs:
            return None
        return hit_at_k(self.top_docs, self.gold_docs, self.k)

    @property
    def reciprocal_rank(self) -> float | None:
        """1/rank of the first gold document in the top ten; None without gold documents."""
        if not self.gold_docs:
            return None
        return reciprocal_rank(self.top_docs, self.gold_docs)

    @property
    def scores_entities(self) -> bool:
        """Whether the turn counts for the entity figures (a linking mode, a rewrite turn, gold given)."""
        return self.entities is not None and self.gold_entities is not None and self.expect == "rewrite"

    @property
    def entity_counts(self) -> EntityCounts | None:
        """Entity TP/FP/FN, or None when the turn does not count for entity figures."""
        if not self.scores_entities:
            return None
        return entity_counts(self.entities or (), self.gold_entities or ())

    @property
    def entity_exact(self) -> bool | None:
        """Whether the linked set equals the gold set; None when the turn does not count."""
        if not self.scores_entities:
            return None
        return entity_exact(self.entities or (), self.gold_entities or ())

    @property
    def missing(self) -> tuple[tuple[str, ...], ...]:
        """The ``must_include`` items that no query keeps."""
        return missing_includes(self.queries, self.must_include)

    @property
    def violations(self) -> tuple[str, ...]:
        """The ``must_exclude`` strings that a query contains."""
        return excluded_found(self.queries, self.must_exclude)

    @property
    def failure_reasons(self) -> tuple[str, ...]:
        """Why the turn counts as failed: "miss", "entities", "must_include", "must_exclude",
        "hallucination", "clarify", "correction" (empty when it did not fail)."""
        reasons = []
        if self.hit is False:
            reasons.append("miss")
        if self.entity_exact is False:
            reasons.append("entities")
        if self.missing:
            reasons.append("must_include")
        if self.violations:
            reasons.append("must_exclude")
        if self.entities is not None and self.hallucinated:
            reasons.append("hallucination")
        if self.entities is not None and self.expect == "clarify" and not self.clarify:
            reasons.append("clarify")
        if self.entities is not None and self.expect == "correction" and not self.correction:
            reasons.append("correction")
        return tuple(reasons)

    @property
    def failed(self) -> bool:
        """True when any of :attr:`failure_reasons` applies."""
        return bool(self.failure_reasons)

    def to_dict(self) -> dict[str, object]:
        """A JSON-ready dict: the record's fields, its figures and its failure reasons."""
        return {
            "mode": self.mode,
            "case_id": self.case_id,
            "turn": self.turn_index,
            "type": self.turn_type,
            "expect": self.expect,
            "user": self.user,
            "queries": list(self.queries),
            "entities": None if self.entities is None else list(self.entities),
            "gold_entities": None if self.gold_entities is None else list(self.gold_entities),
            "gold_docs": list(self.gold_docs),
            "top_docs": list(self.top_docs),
            "top_titles": list(self.top_titles),
            "k": self.k,
            "hit": self.hit,
            "reciprocal_rank": self.reciprocal_rank,
            "entity_exact": self.entity_exact,
            "must_include": [list(item) for item in self.must_include],
            "must_include_missing": [list(item) for item in self.missing],
            "must_exclude": list(self.must_exclude),
            "must_exclude_found": list(self.violations),
            "hallucinated": list(self.hallucinated),
            "clarify": self.clarify,
            "correction": self.correction,
            "method": self.method,
            "rewrite_ms": round(self.rewrite_ms, _MS_DIGITS),
            "retrieve_ms": round(self.retrieve_ms, _MS_DIGITS),
            "labels": dict(self.labels),
            "failure_reasons": list(self.failure_reasons),
        }


# -- aggregation --------------------------------------------------------------------------


def summarize_mode(records: Sequence[TurnRecord], *, links: bool) -> dict[str, object]:
    """The spec's figures for one mode, from its per-turn records.

    Args:
        records: every turn the mode ran, in order.
        links: whether the mode links entities; when False the entity, hallucination,
            clarify and correction figures are None (the mode cannot give them).

    Returns:
        A dict with exactly the keys of the spec: ``turns``, ``hit@k``, ``mrr@10``,
        ``entity_f1``, ``entity_exact``, ``must_include_recall``,
        ``must_exclude_violations``, ``hallucinated_entities``, ``clarify_accuracy``,
        ``correction_accuracy``, ``latency_ms`` and ``by_type``.
    """
    first = [record for record in records if record.turn_index == 0]
    later = [record for record in records if record.turn_index > 0]

    entity_total = EntityCounts()
    exact_flags: list[bool] = []
    hallucinated = 0
    for record in records:
        counts = record.entity_counts
        if counts is not None:
            entity_total = entity_total + counts
            exact_flags.append(bool(record.entity_exact))
        if record.entities is not None:
            hallucinated += len(record.hallucinated)

    include_items = sum(len(record.must_include) for record in records)
    include_missing = sum(len(record.missing) for record in records)
    has_excludes = any(record.must_exclude for record in records)

    clarify_turns = [record for record in records if record.expect == "clarify"]
    correction_turns = [record for record in records if record.expect == "correction"]

    return {
        "turns": len(records),
        "hit@k": {
            "all": _hit_rate(records),
            "turn1": _hit_rate(first),
            "turn2+": _hit_rate(later),
        },
        "mrr@10": {
            "all": _mrr(records),
            "turn1": _mrr(first),
            "turn2+": _mrr(later),
        },
        "entity_f1": _round(entity_total.f1) if links else None,
        "entity_exact": _mean(exact_flags) if links else None,
        "must_include_recall": (
            _round(_ratio(include_items - include_missing, include_items)) if include_items else None
        ),
        "must_exclude_violations": (
            sum(len(record.violations) for record in records) if has_excludes else None
        ),
        "hallucinated_entities": hallucinated if links and records else None,
        "clarify_accuracy": (
            _mean([record.clarify for record in clarify_turns]) if links else None
        ),
        "correction_accuracy": (
            _mean([record.correction for record in correction_turns]) if links else None
        ),
        "latency_ms": {
            "rewrite_p50": _round_ms(percentile([r.rewrite_ms for r in records], 50)),
            "rewrite_p95": _round_ms(percentile([r.rewrite_ms for r in records], 95)),
            "retrieve_p50": _round_ms(percentile([r.retrieve_ms for r in records], 50)),
            "retrieve_p95": _round_ms(percentile([r.retrieve_ms for r in records], 95)),
        },
        "by_type": summarize_by_type(records, links=links),
    }


def summarize_by_type(records: Sequence[TurnRecord], *, links: bool) -> dict[str, dict[str, object]]:
    """``{type: {"hit@k": ..., "entity_exact": ...}}``, types in order of first appearance.

    Turns without a ``type`` are grouped under ``"untyped"``.
    """
    groups: dict[str, list[TurnRecord]] = defaultdict(list)
    for record in records:
        groups[record.turn_type or UNTYPED].append(record)
    return {
        name: {
            "hit@k": _hit_rate(group),
            "entity_exact": (
                _mean([bool(r.entity_exact) for r in group if r.entity_exact is not None])
                if links
                else None
            ),
        }
        for name, group in groups.items()
    }


def _hit_rate(records: Iterable[TurnRecord]) -> float | None:
    return _mean([hit for hit in (record.hit for record in records) if hit is not None])


def _mrr(records: Iterable[TurnRecord]) -> float | None:
    ranks = [rr for rr in (record.reciprocal_rank for record in records) if rr is not None]
    return _round(sum(ranks) / len(ranks)) if ranks else None


def _mean(flags: Sequence[bool]) -> float | None:
    if not flags:
        return None
    return _round(sum(1 for flag in flags if flag) / len(flags))


def _ratio(numerator: int, denominator: int) -> float | None:
    return numerator / denominator if denominator else None


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, _RATE_DIGITS)


def _round_ms(value: float | None) -> float | None:
    return None if value is None else round(value, _MS_DIGITS)
