"""Weighted reciprocal rank fusion of ranked lists.

Each retriever (vector, lexical, graph) gives a ranked list per query. A chunk's fused
score is ``sum over retrievers r of weight[r] / (k + rank_r)``, where ``rank_r`` is its
best rank in any of the turn's queries for that retriever. Taking the best rank over the
queries (rather than adding them up) keeps every query's best hits near the top when a
turn is split into several queries ("A和B的门票"): a chunk found weakly by both
queries does not push out the chunk one query found first.

Items with equal scores in one list share a rank, the middle of the positions they occupy,
so the order a retriever happened to return ties in does not decide the result, and a
large group of ties (200 chunks that mention an entity once) does not all get the
group's best rank. The output is
sorted by fused score, then by the best rank any retriever gave, then by id: the same
input always gives the same output.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from kglink.errors import ConfigError

logger = logging.getLogger(__name__)

DEFAULT_RRF_K = 60.0


@dataclass(frozen=True, slots=True)
class RankedList:
    """One retriever's result for one query: (id, score) pairs, best first."""

    source: str
    items: tuple[tuple[str, float], ...]


@dataclass(frozen=True, slots=True)
class Fused:
    """A fused result: the id, its fused score, and its best rank in each source."""

    id: str
    score: float
    ranks: Mapping[str, int]


def shared_ranks(items: Sequence[tuple[str, float]]) -> dict[str, int]:
    """1-based ranks where a run of equal scores shares the middle position of the run
    (rounded down); an id listed twice keeps its first rank.

    Example:
        >>> shared_ranks([("a", 3.0), ("b", 2.0), ("c", 2.0), ("d", 2.0), ("e", 1.0)])
        {'a': 1, 'b': 3, 'c': 3, 'd': 3, 'e': 5}
    """
    ranks: dict[str, int] = {}
    start = 0
    while start < len(items):
        end = start
        while end + 1 < len(items) and items[end + 1][1] == items[start][1]:
            end += 1
        rank = 1 + (start + end) // 2
        for item_id, _ in items[start : end + 1]:
            ranks.setdefault(item_id, rank)
        start = end + 1
    return ranks


def fuse(
    lists: Sequence[RankedList],
    weights: Mapping[str, float],
    *,
    k: float = DEFAULT_RRF_K,
    limit: int | None = None,
) -> list[Fused]:
    """Fuse ranked lists by weighted reciprocal rank.

    Args:
        lists: the ranked lists (several may share a source: one per query).
        weights: weight per source; a source missing here weighs 1.0.
        k: the RRF constant; smaller values favour the top ranks more.
        limit: keep only the best ``limit`` results (None: all).

    Returns:
        Every id of every input list exactly once, best first.

    Raises:
        ConfigError: ``k`` is negative or a weight is negative.
    """
    if k < 0:
        raise ConfigError(f"the RRF constant k must be >= 0, got {k}")
    if any(weight < 0 for weight in weights.values()):
        raise ConfigError(f"fusion weights must be >= 0, got {dict(weights)}")
    best: dict[str, dict[str, int]] = {}
    for ranked in lists:
        for item_id, rank in shared_ranks(ranked.items).items():
            per_source = best.setdefault(item_id, {})
            current = per_source.get(ranked.source)
            if current is None or rank < current:
                per_source[ranked.source] = rank
    fused = [
        Fused(
            id=item_id,
            score=sum(weights.get(source, 1.0) / (k + rank) for source, rank in ranks.items()),
            ranks=ranks,
        )
        for item_id, ranks in best.items()
    ]
    fused.sort(key=lambda item: (-item.score, min(item.ranks.values()), item.id))
    return fused if limit is None else fused[:limit]
