"""The scale benchmark: one synthetic SKOS ontology of N triples, end to end.

:func:`run_scale_bench` writes a synthetic ontology (:mod:`kglink.bench.synthetic`:
Chinese and English labels, altLabels with confusable near-duplicates, broader chains,
related edges) as Turtle, then measures in one run:

- ``load_s``: ``kglink ontology compile`` of the file: streaming parse, build, alias
  index, compiled file written. It runs in a fresh child process, and ``peak_rss_mb`` is
  that child's peak resident memory (the compile step alone, nothing of this process).
- ``reload_s``: opening the compiled file until the alias index answers its first query.
- ``link_p50_us`` / ``link_p99_us``: :meth:`AliasIndex.find` on synthetic 20-character turns.
- ``rewrite_p50_ms`` / ``rewrite_p99_ms``: the rule rewriter per turn, on synthetic
  five-turn conversations (a name, a pronoun, an ellipsis, a comparison, a return).
- ``retrieve_p50_ms``: :meth:`Index.search` over ``chunks`` synthetic chunks (embedded
  Chroma, BM25 and the graph, fused) in a temporary folder.
- anchors: ``rdflib_parse_s``, rdflib's own parse of the same file (in another fresh
  child process), and ``fuzzscan_p50_us``, a rapidfuzz scan of every alias per query.
"""

from __future__ import annotations

import gc
import logging
import random
import resource
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from multiprocessing import get_context
from pathlib import Path

from kglink.bench.synthetic import synthetic_ontology, synthetic_queries, write_ontology
from kglink.errors import ConfigError
from kglink.linking.normalize import language_of, normalize
from kglink.ontology.model import Ontology

logger = logging.getLogger(__name__)

#: Triples per (normal form, node) pair of the synthetic ontology, measured: it sizes
#: the ontology for a triple count.
TRIPLES_PER_ALIAS = 2.16
PEAK_RSS_SCOPE = "compile step (parse, build, alias index, write) in a fresh child process"

Progress = Callable[[str, int, int], None]


@dataclass(frozen=True, slots=True)
class ScaleBenchResult:
    """What ``kglink bench scale`` reports (seconds ``_s``, milliseconds ``_ms``,
    microseconds ``_us``, megabytes ``_mb``); see the module docstring."""

    triples: int
    entities: int
    aliases: int
    chunks: int
    load_s: float
    peak_rss_mb: float
    peak_rss_scope: str
    reload_s: float
    link_p50_us: float
    link_p99_us: float
    rewrite_p50_ms: float
    rewrite_p99_ms: float
    retrieve_p50_ms: float
    rdflib_parse_s: float
    fuzzscan_p50_us: float

    def to_dict(self) -> dict[str, float | int | str]:
        return asdict(self)


def run_scale_bench(
    triples: int,
    *,
    chunks: int = 100_000,
    queries: int = 5_000,
    conversations: int = 200,
    searches: int = 200,
    fuzzscan_queries: int = 20,
    seed: int = 0,
    workdir: str | Path | None = None,
    progress: Progress | None = None,
) -> ScaleBenchResult:
    """Generate an ontology of about ``triples`` triples and measure kglink on it.

    Args:
        triples: the size of the synthetic ontology (the count written is reported).
        chunks: synthetic chunks to index for the retrieval timing.
        queries: turns for the mention-detection timing.
        conversations: five-turn conversations for the rewrite timing.
        searches: searches for the retrieval timing.
        fuzzscan_queries: turns for the rapidfuzz full-scan anchor.
        seed: seeds everything generated.
        workdir: where the files go (default: a temporary folder, removed afterwards).
        progress: called as ``progress(stage, done, total)``.

    Raises:
        ConfigError: a count below 1.
    """
    for name, value in (("triples", triples), ("chunks", chunks), ("queries", queries),
                        ("conversations", conversations), ("searches", searches),
                        ("fuzzscan_queries", fuzzscan_queries)):
        if value < 1:
            raise ConfigError(f"{name} must be at least 1, got {value}")
    report = progress or (lambda stage, done, total: None)
    if workdir is None:
        with tempfile.TemporaryDirectory(prefix="kglink-scale-") as folder:
            return _run(triples, chunks, queries, conversations, searches, fuzzscan_queries, seed, Path(folder), report)
    folder = Path(workdir)
    folder.mkdir(parents=True, exist_ok=True)
    return _run(triples, chunks, queries, conversations, searches, fuzzscan_queries, seed, folder, report)


def _run(
    triples: int,
    chunks: int,
    queries: int,
    conversations: int,
    searches: int,
    fuzzscan_queries: int,
    seed: int,
    folder: Path,
    report: Progress,
) -> ScaleBenchResult:
    report("generate", 0, 1)
    generated = synthetic_ontology(max(1, round(triples / TRIPLES_PER_ALIAS)), seed=seed)
    source = folder / "synthetic.ttl"
    written = write_ontology(generated, source)
    turns = synthetic_queries(generated, queries, seed=seed + 1)
    dialogues = synthetic_conversations(generated, conversations, seed=seed + 2)
    documents = synthetic_documents(generated, chunks, seed=seed + 3)
    names = sorted({normalize(text) for text, _, _ in generated.surface_forms()} - {""})
    entities = len(generated.entities)
    del generated
    gc.collect()
    report("generate", 1, 1)

    report("compile", 0, 1)
    compiled = folder / "synthetic.kglink"
    load_s, peak_rss_mb = _in_child(_compile, str(source), str(compiled))
    report("compile", 1, 1)

    report("reload", 0, 1)
    from kglink.linking.alias_index import AliasIndex
    from kglink.ontology.compiled import load_compiled

    started = time.perf_counter()
    ontology = load_compiled(compiled)
    index = AliasIndex.from_ontology(ontology)
    index.find(turns[0])
    reload_s = time.perf_counter() - started
    report("reload", 1, 1)

    gc.collect()
    gc.freeze()  # a long-lived service: the loaded structures are not rescanned mid-turn
    try:
        link = _time_link(index, turns, report)
        rewrite, graph = _time_rewrite(ontology, index, dialogues, report)
        fuzzscan = _time_fuzzscan(names, turns[:fuzzscan_queries], report)
        retrieve = _time_retrieve(ontology, index, graph, documents, turns[:searches], folder, report)
    finally:
        gc.unfreeze()

    report("rdflib", 0, 1)
    rdflib_parse_s, _ = _in_child(_rdflib_parse, str(source))
    report("rdflib", 1, 1)
    result = ScaleBenchResult(
        triples=written,
        entities=entities,
        aliases=len(index),
        chunks=chunks,
        load_s=round(load_s, 2),
        peak_rss_mb=round(peak_rss_mb, 1),
        peak_rss_scope=PEAK_RSS_SCOPE,
        reload_s=round(reload_s, 3),
        link_p50_us=_percentile(link, 50),
        link_p99_us=_percentile(link, 99),
        rewrite_p50_ms=_percentile(rewrite, 50),
        rewrite_p99_ms=_percentile(rewrite, 99),
        retrieve_p50_ms=_percentile(retrieve, 50),
        rdflib_parse_s=round(rdflib_parse_s, 2),
        fuzzscan_p50_us=_percentile(fuzzscan, 50),
    )
    logger.debug("scale bench: %s", result)
    return result


# -- synthetic turns and documents ------------------------------------------------------

_ZH_TURNS = ("请问{a}的情况怎么样", "那它支持哪些功能", "那{b}呢", "和上一个比呢", "回到{a}，最新的数据是多少")
_EN_TURNS = ("what is the status of {a}", "does it support export", "what about {b}", "compare it with the previous one", "back to {a}, what is the latest figure")


def synthetic_conversations(ontology: Ontology, count: int, *, seed: int = 0) -> list[list[str]]:
    """Five-turn conversations over two entities of one language: a name, a pronoun, an
    ellipsis ("那X呢"), a comparison and a return to the first."""
    rng = random.Random(seed)
    by_lang: dict[str, list[str]] = {"zh": [], "en": []}
    for entity in ontology.entities.values():
        if entity.labels:
            text = entity.labels[0].text
            by_lang[language_of(text)].append(text)
    langs = [lang for lang, names in by_lang.items() if len(names) >= 2]
    if not langs:
        raise ConfigError("the ontology needs two labelled entities for conversations")
    found = []
    for _ in range(count):
        lang = rng.choice(langs)
        a, b = rng.sample(by_lang[lang], 2)
        templates = _ZH_TURNS if lang == "zh" else _EN_TURNS
        found.append([template.format(a=a, b=b) for template in templates])
    return found


_ZH_BODY = ("{a}的销售额本季度增长，{b}保持稳定。", "{a}支持私有化部署，与{b}配合使用。", "关于{a}的常见问题：如何开通、费用和审批流程。")
_EN_BODY = ("{a} grew this quarter while {b} stayed flat.", "{a} supports private deployment and works with {b}.", "FAQ about {a}: how to enable it, pricing and approval.")


def synthetic_documents(ontology: Ontology, count: int, *, seed: int = 0) -> list[object]:
    """``count`` one-chunk documents that each name two entities."""
    from kglink.retrieval.documents import Document

    rng = random.Random(seed)
    names = [entity.labels[0].text for entity in ontology.entities.values() if entity.labels]
    if not names:
        raise ConfigError("the ontology has no labelled entities")
    documents = []
    for number in range(count):
        a, b = rng.choice(names), rng.choice(names)
        body = _ZH_BODY if language_of(a) == "zh" else _EN_BODY
        documents.append(Document(id=f"doc-{number}", text=rng.choice(body).format(a=a, b=b)))
    return documents


# -- timings ----------------------------------------------------------------------------


def _time_link(index: object, turns: list[str], report: Progress) -> list[float]:
    find = index.find  # type: ignore[attr-defined]
    for text in turns[:200]:
        find(text)
    clock = time.perf_counter_ns
    times = []
    for number, text in enumerate(turns, 1):
        started = clock()
        find(text)
        times.append((clock() - started) / 1000.0)
        if number % 500 == 0 or number == len(turns):
            report("link", number, len(turns))
    return times


def _time_rewrite(ontology: Ontology, index: object, dialogues: list[list[str]], report: Progress) -> tuple[list[float], object]:
    from kglink.rewrite.rewriter import Rewriter

    rewriter = Rewriter(ontology, alias_index=index)  # type: ignore[arg-type]
    for turns in dialogues[:10]:  # warm-up
        session = rewriter.session()
        for text in turns:
            session.rewrite(text)
    clock = time.perf_counter_ns
    times = []
    for number, turns in enumerate(dialogues, 1):
        session = rewriter.session()
        for text in turns:
            started = clock()
            session.rewrite(text)
            times.append((clock() - started) / 1e6)
        report("rewrite", number, len(dialogues))
    return times, rewriter.resources.graph


def _time_fuzzscan(names: list[str], turns: list[str], report: Progress) -> list[float]:
    from rapidfuzz import fuzz, process

    clock = time.perf_counter_ns
    times = []
    for number, text in enumerate(turns, 1):
        started = clock()
        process.extract(normalize(text), names, scorer=fuzz.partial_ratio, limit=5, score_cutoff=85)
        times.append((clock() - started) / 1000.0)
        report("fuzzy scan", number, len(turns))
    return times


def _time_retrieve(
    ontology: Ontology, index: object, graph: object, documents: list[object], turns: list[str], folder: Path, report: Progress
) -> list[float]:
    from kglink.retrieval.index import Index

    def indexing(stage: str, done: int, total: int) -> None:
        report(f"index ({stage})", done, total)

    store = Index.build(
        documents,  # type: ignore[arg-type]
        ontology=ontology,
        alias_index=index,  # type: ignore[arg-type]
        graph=graph,  # type: ignore[arg-type]
        store=folder / "chroma",
        progress=indexing,
    )
    for text in turns[:10]:
        store.search(text, k=5)
    clock = time.perf_counter_ns
    times = []
    for number, text in enumerate(turns, 1):
        started = clock()
        store.search(text, k=5)
        times.append((clock() - started) / 1e6)
        report("search", number, len(turns))
    return times


# -- child processes --------------------------------------------------------------------


def _in_child(function: Callable[..., float], *args: str) -> tuple[float, float]:
    """Run ``function(*args)`` in a fresh interpreter: (its result, its peak RSS in MB)."""
    with ProcessPoolExecutor(max_workers=1, mp_context=get_context("spawn")) as pool:
        return pool.submit(_measured, function, *args).result()


def _measured(function: Callable[..., float], *args: str) -> tuple[float, float]:
    value = function(*args)
    return value, _peak_rss_mb()


def _compile(source: str, target: str) -> float:
    from kglink.linking.compiled_index import save_compiled
    from kglink.ontology.loader import load_ontology

    started = time.perf_counter()
    save_compiled(load_ontology(source), target)
    return time.perf_counter() - started


def _rdflib_parse(source: str) -> float:
    import rdflib

    started = time.perf_counter()
    graph = rdflib.Graph(bind_namespaces="none")
    graph.parse(source, format="turtle")
    return time.perf_counter() - started


def _percentile(values: list[float], percent: float) -> float:
    ordered = sorted(values)
    rank = min(len(ordered) - 1, max(0, round(percent / 100.0 * len(ordered)) - 1))
    return round(ordered[rank], 3)


def _peak_rss_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024
