"""Timing of the alias index: build time, per-query latency, memory.

:func:`run_link_bench` generates a synthetic ontology of N names
(:mod:`kglink.bench.synthetic`), builds an :class:`AliasIndex` over it, and times
:meth:`AliasIndex.find` on fixed-length synthetic queries, once on the default path
(exact + fuzzy) and once exact only.
"""

from __future__ import annotations

import gc
import logging
import resource
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from kglink.bench.synthetic import synthetic_ontology, synthetic_queries
from kglink.errors import ConfigError
from kglink.linking.alias_index import AliasIndex

logger = logging.getLogger(__name__)

_WARMUP = 200

Progress = Callable[[str, int, int], None]


@dataclass(frozen=True, slots=True)
class LinkBenchResult:
    """What ``kglink bench link`` reports. Times in seconds (``_s``) or microseconds (``_us``).

    ``p50_us``/``p99_us``/``mean_us`` time the default path (exact and fuzzy);
    the ``_exact`` ones time ``find(text, fuzzy=False)``. ``rss_mb`` is the peak resident
    memory of the process, ``index_mb`` the growth of resident memory while building.
    """

    aliases: int
    entities: int
    edges: int
    queries: int
    query_chars: int
    seed: int
    generate_s: float
    build_s: float
    p50_us: float
    p99_us: float
    mean_us: float
    p50_us_exact: float
    p99_us_exact: float
    mean_us_exact: float
    mentions_per_query: float
    fuzzy_mentions_per_query: float
    rss_mb: float
    index_mb: float

    def to_dict(self) -> dict[str, float | int]:
        return asdict(self)


def run_link_bench(
    aliases: int,
    *,
    queries: int = 10_000,
    query_chars: int = 20,
    seed: int = 0,
    progress: Progress | None = None,
) -> LinkBenchResult:
    """Build an index over ``aliases`` synthetic names and time ``queries`` lookups.

    Args:
        aliases: names in the synthetic ontology (distinct normal form and node pairs).
        queries: how many queries to time on each path.
        query_chars: characters per query.
        seed: seeds the ontology and the queries.
        progress: called as ``progress(stage, done, total)``; stages are "generate",
            "build", "query" and "query (exact)".

    Raises:
        ConfigError: a count below 1.
    """
    if aliases < 1 or queries < 1 or query_chars < 1:
        raise ConfigError("aliases, queries and query characters must be at least 1")
    report = progress or (lambda stage, done, total: None)

    started = time.perf_counter()
    ontology = synthetic_ontology(aliases, seed=seed, progress=lambda done, total: report("generate", done, total))
    texts = synthetic_queries(ontology, queries, length=query_chars, seed=seed + 1)
    generate_s = time.perf_counter() - started

    gc.collect()
    rss_before = _current_rss_mb()
    report("build", 0, 1)
    started = time.perf_counter()
    index = AliasIndex.from_ontology(ontology)
    build_s = time.perf_counter() - started
    report("build", 1, 1)
    gc.collect()
    index_mb = max(0.0, _current_rss_mb() - rss_before)
    # A long-lived service builds the index once; freezing moves its millions of objects
    # out of the collector's generations so collections do not rescan them mid-query.
    gc.freeze()

    fuzzy_times, mentions, fuzzy_mentions = _time(index, texts, True, "query", report)
    exact_times, _, _ = _time(index, texts, False, "query (exact)", report)
    gc.unfreeze()
    result = LinkBenchResult(
        aliases=len(index),
        entities=len(ontology.entities),
        edges=len(ontology.edges),
        queries=queries,
        query_chars=query_chars,
        seed=seed,
        generate_s=round(generate_s, 3),
        build_s=round(build_s, 3),
        p50_us=_percentile(fuzzy_times, 50),
        p99_us=_percentile(fuzzy_times, 99),
        mean_us=round(sum(fuzzy_times) / len(fuzzy_times), 2),
        p50_us_exact=_percentile(exact_times, 50),
        p99_us_exact=_percentile(exact_times, 99),
        mean_us_exact=round(sum(exact_times) / len(exact_times), 2),
        mentions_per_query=round(mentions / queries, 3),
        fuzzy_mentions_per_query=round(fuzzy_mentions / queries, 3),
        rss_mb=round(_peak_rss_mb(), 1),
        index_mb=round(index_mb, 1),
    )
    logger.debug("link bench: %s", result)
    return result


def _time(
    index: AliasIndex, texts: list[str], fuzzy: bool, stage: str, report: Progress
) -> tuple[list[float], int, int]:
    """Per-query wall time in microseconds, after a warm-up; and mention counts."""
    for text in texts[:_WARMUP]:
        index.find(text, fuzzy=fuzzy)
    clock = time.perf_counter_ns
    times: list[float] = []
    mentions = fuzzy_mentions = 0
    step = max(1, len(texts) // 50)
    for number, text in enumerate(texts, 1):
        started = clock()
        found = index.find(text, fuzzy=fuzzy)
        times.append((clock() - started) / 1000.0)
        mentions += len(found)
        fuzzy_mentions += sum(1 for mention in found if mention.kind == "fuzzy")
        if number % step == 0:
            report(stage, number, len(texts))
    return times, mentions, fuzzy_mentions


def _percentile(values: list[float], percent: float) -> float:
    ordered = sorted(values)
    rank = min(len(ordered) - 1, max(0, round(percent / 100.0 * len(ordered)) - 1))
    return round(ordered[rank], 2)


def _current_rss_mb() -> float:
    statm = Path("/proc/self/statm")
    if statm.exists():
        pages = int(statm.read_text().split()[1])
        return pages * resource.getpagesize() / 2**20
    return _peak_rss_mb()


def _peak_rss_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    # Linux reports kilobytes, macOS bytes.
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024
