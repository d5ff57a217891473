"""Running modes over a benchmark bundle: ``kglink eval`` without the printing.

One bundle, one retrieval index: the index is built once from the bundle's ontology and
documents and kept in a cache folder named by a hash of those files (so editing the
conversations never forces a rebuild, and a changed document always does). Every mode
then runs every conversation turn by turn against that same index, which is what makes
their figures comparable.

Example:
    >>> result = run_eval("../shared/bench/crosswoz-val", modes=["raw", "oracle"], limit=20)  # doctest: +SKIP
    >>> result["modes"]["oracle"]["hit@k"]["all"]  # doctest: +SKIP
    0.97
"""

from __future__ import annotations

import contextlib
import datetime as dt
import fcntl
import hashlib
import json
import logging
import shutil
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import ExitStack
from importlib import metadata
from pathlib import Path
from typing import Any, Literal, overload

from kglink.errors import ConfigError, KglinkError
from kglink.eval.bundle import Bundle, Case, load_bundle, resolve_gold
from kglink.eval.metrics import (
    MRR_DEPTH,
    TurnRecord,
    distinct,
    hallucinated_entities,
    summarize_mode,
)
from kglink.eval.modes import Mode, get_mode, parse_modes
from kglink.linking.timeexpr import NowUnit

logger = logging.getLogger(__name__)

DEFAULT_CACHE_DIR = Path(".kglink") / "eval-cache"
CACHE_MARKER = "kglink-eval-index.json"
_CACHE_FORMAT = "eval-index-v1"

GRAPH_STORES = ("networkx", "neo4j")
"""Where ``run_eval`` keeps the graph: in process, or in Neo4j."""

# progress(stage, done, total): stage is "index:<step>" while the index is built, then the mode's name.
Progress = Callable[[str, int, int], None]


@overload
def run_eval(
    bundle_path: str | Path,
    *,
    modes: Sequence[str] | str,
    k: int = ...,
    limit: int | None = ...,
    cache_dir: str | Path | None = ...,
    progress: Progress | None = ...,
    graph_store: str = ...,
    neo4j: Mapping[str, Any] | None = ...,
    llm: Any = ...,
    return_records: Literal[False] = ...,
    embedding: str = ...,
    now: dt.date | None | Literal["documents"] = ...,
) -> dict[str, Any]: ...


@overload
def run_eval(
    bundle_path: str | Path,
    *,
    modes: Sequence[str] | str,
    k: int = ...,
    limit: int | None = ...,
    cache_dir: str | Path | None = ...,
    progress: Progress | None = ...,
    graph_store: str = ...,
    neo4j: Mapping[str, Any] | None = ...,
    llm: Any = ...,
    return_records: Literal[True],
    embedding: str = ...,
    now: dt.date | None | Literal["documents"] = ...,
) -> tuple[dict[str, Any], list[TurnRecord]]: ...


def run_eval(
    bundle_path: str | Path,
    *,
    modes: Sequence[str] | str,
    k: int = 5,
    limit: int | None = None,
    cache_dir: str | Path | None = None,
    progress: Progress | None = None,
    graph_store: str = "networkx",
    neo4j: Mapping[str, Any] | None = None,
    llm: Any = None,
    return_records: bool = False,
    embedding: str = "hashed",
    now: dt.date | None | Literal["documents"] = "documents",
) -> dict[str, Any] | tuple[dict[str, Any], list[TurnRecord]]:
    """Run ``modes`` over a bundle and score them as the benchmark spec says.

    Args:
        bundle_path: the bundle folder.
        modes: mode names, as a sequence or a comma-separated string ("raw,concat,oracle").
        k: the cut-off of hit@k (retrieval asks for at least ten documents, for MRR@10).
        limit: run only the first ``limit`` conversations.
        cache_dir: where built indexes are kept (default ``.kglink/eval-cache``); one
            sub-folder per bundle content hash.
        progress: called as ``progress(stage, done, total)``.
        graph_store: "networkx" (in process, the default) or "neo4j": the bundle's ontology
            is loaded into Neo4j (idempotent; what the database already holds stays) and
            that store answers the graph questions of retrieval and of the rule mode,
            wrapped in a :class:`~kglink.graph.resilient.ResilientGraphStore` so an
            outage degrades to the in-process graph with a warning.
        neo4j: keyword arguments of :meth:`Neo4jGraphStore.from_env` (``uri``, ``user``,
            ``password``, ``database``); None values fall back to the environment.
        llm: the model settings of the ``llm`` and ``hybrid`` modes: an
            :class:`~kglink.llm.LLMConfig`, or a mapping of its fields (None values fall
            back to the environment, ``KGLINK_LLM_BASE_URL`` ...).
        return_records: also return every per-turn record (for failure reports).
        embedding: the vector retriever's embedding, as ``kglink index --embedding`` takes
            it ("hashed", "e5", ...); each embedding has its own cached index.
        now: the date the conversations are set at, which "last month" and "上季度" are
            relative to: a date, "documents" (the month after the latest one the documents'
            titles report; no date when none does) or None (relative times stay as said).

    Returns:
        The spec's JSON as a dict: ``{"bundle", "k", "modes": {name: figures}}``; with
        ``return_records`` a pair (that dict, the records of every mode in run order).
        A mode that calls a model also reports ``"model"``: calls, answers, cache hits,
        fallbacks by reason (see :meth:`kglink.rewrite.Rewriter.model_stats`).

    Raises:
        ConfigError: an unknown mode or graph store, ``k`` < 1 or ``limit`` < 1.
        BackendError: Neo4j is down or refuses the login before the run starts.
        KglinkError: the bundle, its ontology or its documents are missing or malformed.
    """
    names = parse_modes(modes) if isinstance(modes, str) else parse_modes(",".join(modes))
    if k < 1:
        raise ConfigError(f"k must be at least 1, got {k}")
    if limit is not None and limit < 1:
        raise ConfigError(f"limit must be at least 1, got {limit}")
    if graph_store not in GRAPH_STORES:
        raise ConfigError(f"unknown graph store {graph_store!r}; choose one of {', '.join(GRAPH_STORES)}")

    bundle = load_bundle(bundle_path)
    cases = bundle.cases[:limit] if limit is not None else bundle.cases
    result: dict[str, Any] = {"bundle": bundle.name, "k": k, "modes": {}}
    records: list[TurnRecord] = []
    with ExitStack() as cleanup:
        context = EvalContext.prepare(
            bundle, cache_dir=cache_dir, progress=progress, graph_store=graph_store, neo4j=neo4j, cleanup=cleanup,
            embedding=embedding, now=now,
        )
        _check_gold(bundle, cases, context)
        for name in names:
            mode = get_mode(
                name, ontology=context.ontology, alias_index=context.alias_index, bundle=bundle, graph=context.graph,
                llm=llm, index=context.index, now=context.now, now_unit=context.now_unit,
            )
            mode_records = run_mode(mode, cases, context, k=k, progress=progress)
            result["modes"][name] = summarize_mode(mode_records, links=mode.links)
            model_stats = getattr(mode, "model_stats", None)
            if callable(model_stats) and model_stats() is not None:
                result["modes"][name]["model"] = model_stats()
            records.extend(mode_records)
    if return_records:
        return result, records
    return result


class EvalContext:
    """What every mode shares: the ontology, the alias index, the retrieval index, grounding.

    Build it with :meth:`prepare`.
    """

    def __init__(
        self, ontology: Any, alias_index: Any, index: Any, doc_ids: frozenset[str], graph: Any = None,
        now: dt.date | None = None,
        now_unit: NowUnit = "day",
    ) -> None:
        self.ontology = ontology
        # The date the conversations are set at: relative times ("last month") resolve to
        # it; only its month is known when the documents gave it.
        self.now = now
        self.now_unit: NowUnit = now_unit
        self.alias_index = alias_index
        self.index = index
        self.doc_ids = doc_ids
        self.graph = graph
        self._grounding: dict[int, list[frozenset[str]]] = {}

    @classmethod
    def prepare(
        cls,
        bundle: Bundle,
        *,
        cache_dir: str | Path | None = None,
        progress: Progress | None = None,
        graph_store: str = "networkx",
        neo4j: Mapping[str, Any] | None = None,
        cleanup: ExitStack | None = None,
        embedding: str = "hashed",
        now: dt.date | None | Literal["documents"] = "documents",
    ) -> EvalContext:
        """Load the ontology and the documents and open (or build) the cached index.

        With ``graph_store="neo4j"`` the ontology is also loaded into Neo4j and the
        (resilient) Neo4j store becomes ``graph``; ``cleanup`` closes its connection.
        ``now`` is the date the conversations are set at; "documents" (the default) takes
        the month after the latest one the documents' titles report
        (:func:`kglink.eval.present.reporting_present`; days and weeks then stay as said),
        None leaves relative times as said.
        """
        from kglink.eval.present import reporting_present
        from kglink.linking.alias_index import AliasIndex
        from kglink.ontology.loader import load_ontology
        from kglink.retrieval.documents import load_documents

        started = time.perf_counter()
        ontology = load_ontology(*bundle.ontology_paths)
        alias_index = AliasIndex.from_ontology(ontology)
        documents = load_documents(bundle.docs_path)
        logger.info(
            "bundle %s: ontology (%d entities) and %d documents loaded in %.1fs",
            bundle.name, len(ontology.entities), len(documents), time.perf_counter() - started,
        )
        graph = _open_graph(ontology, graph_store, neo4j, cleanup, progress) if graph_store == "neo4j" else None
        root = Path(cache_dir) if cache_dir is not None else DEFAULT_CACHE_DIR
        index = open_cached_index(
            bundle, documents, ontology, alias_index, root, progress=progress, graph=graph, embedding=embedding,
            cleanup=cleanup,
        )
        unit: NowUnit = "day"
        if now == "documents":
            now, unit = reporting_present(documents), "month"
            logger.info("bundle %s: conversations set in %s", bundle.name, now or "no month (no report titles one)")
        return cls(ontology, alias_index, index, frozenset(doc.id for doc in documents), graph, now, unit)

    def grounding(self, case: Case) -> list[frozenset[str]]:
        """For each turn of ``case``, the node ids its user text and its history mention.

        The history is every earlier user turn and assistant answer; mentions are found
        with the alias index (fuzzy matches included, since a rewrite may rightly correct
        a misspelt name), and every candidate of a mention counts, since an ambiguous name
        grounds each node it may mean; so does a family's mark said after one of its names
        (:mod:`kglink.linking.families`).
        """
        key = id(case)
        cached = self._grounding.get(key)
        if cached is not None:
            return cached
        seen: set[str] = set()
        out: list[frozenset[str]] = []
        for turn in case.turns:
            seen |= self._mentioned(turn.user, seen)
            out.append(frozenset(seen))
            if turn.assistant:
                seen |= self._mentioned(turn.assistant, seen)
        self._grounding[key] = out
        return out

    def _mentioned(self, text: str, seen: set[str]) -> set[str]:
        """The nodes ``text`` names, and the siblings of those named so far whose family
        mark it says ("二店" after 榆陂店: the whole name is in the conversation)."""
        from kglink.linking.families import siblings_said
        from kglink.linking.misspelt import nodes_mentioned

        found = nodes_mentioned(text, self.alias_index)
        return found | siblings_said(
            text, seen | found, self.ontology, self.alias_index, now=self.now, now_unit=self.now_unit
        )

    def label(self, node_id: str, lang: str | None) -> str:
        """The display name of a node id (the id itself when the ontology does not know it)."""
        if self.ontology.resolve(node_id) is None:
            return node_id
        return self.ontology.label(node_id, lang)


def run_mode(
    mode: Mode,
    cases: Sequence[Case],
    context: EvalContext,
    *,
    k: int,
    progress: Progress | None = None,
) -> list[TurnRecord]:
    """Run one mode over ``cases``, turn by turn, and record what it did.

    Rewriting and retrieval are timed separately (``time.perf_counter``).
    """
    total = sum(len(case.turns) for case in cases)
    done = 0
    depth = max(k, MRR_DEPTH)
    records: list[TurnRecord] = []
    if progress is not None:
        progress(mode.name, 0, total)
    for case in cases:
        conversation = mode.start(case)
        grounding = context.grounding(case) if mode.links else None
        for index, turn in enumerate(case.turns):
            started = time.perf_counter()
            output = conversation.rewrite(turn)
            rewrite_ms = (time.perf_counter() - started) * 1000

            queries = tuple(query for query in output.queries if query and query.strip())
            entities = tuple(output.entities) if mode.links and output.entities is not None else None
            started = time.perf_counter()
            hits = (
                context.index.search(
                    list(queries), k=depth, entities=list(entities) if entities is not None else None
                )
                if queries
                else []
            )
            retrieve_ms = (time.perf_counter() - started) * 1000

            top_docs, top_titles = _ranked_docs(hits, depth)
            gold_entities = (
                resolve_gold(turn.gold_entities, context.ontology.resolve)
                if turn.gold_entities is not None
                else None
            )
            labels = {
                node: context.label(node, case.lang)
                for node in (*(entities or ()), *(gold_entities or ()))
            }
            records.append(
                TurnRecord(
                    mode=mode.name,
                    case_id=case.id,
                    turn_index=index,
                    turn_type=turn.type,
                    expect=turn.expect,
                    user=turn.user,
                    queries=queries,
                    entities=entities,
                    gold_entities=gold_entities,
                    gold_docs=turn.gold_docs,
                    top_docs=top_docs,
                    top_titles=top_titles,
                    k=k,
                    must_include=turn.must_include,
                    must_exclude=turn.must_exclude,
                    hallucinated=(
                        hallucinated_entities(entities, grounding[index])
                        if entities is not None and grounding is not None
                        else ()
                    ),
                    clarify=output.clarify,
                    correction=output.correction,
                    method=output.method,
                    rewrite_ms=rewrite_ms,
                    retrieve_ms=retrieve_ms,
                    labels=labels,
                )
            )
            if turn.assistant is not None:
                conversation.observe_assistant(turn.assistant)
            done += 1
            if progress is not None:
                progress(mode.name, done, total)
    return records


def _ranked_docs(hits: Iterable[Any], depth: int) -> tuple[tuple[str, ...], tuple[str | None, ...]]:
    """Distinct document ids of ``hits`` (chunks) in rank order, with their titles."""
    titles: dict[str, str | None] = {}
    for hit in hits:
        titles.setdefault(hit.doc_id, hit.title)
    ids = distinct(titles)[:depth]
    return tuple(ids), tuple(titles[doc_id] for doc_id in ids)


# -- the cached index ---------------------------------------------------------------------


def open_cached_index(
    bundle: Bundle,
    documents: Sequence[Any],
    ontology: Any,
    alias_index: Any,
    cache_root: Path,
    *,
    progress: Progress | None = None,
    graph: Any = None,
    embedding: str = "hashed",
    cleanup: ExitStack | None = None,
) -> Any:
    """Open the bundle's index from the cache, building it there first if needed; with
    ``cleanup``, hold the cached index alone (:func:`_cache_lock`) until it closes.

    The cache folder is ``cache_root / <hash>``, the hash covering the ontology files, the
    documents, and the retrieval code and kglink version (an index written by other code
    may not read back the same). A marker file written after a complete build tells a
    finished index from one a crash interrupted; an unreadable cached index is rebuilt.
    """
    from kglink.retrieval.index import Index

    from kglink.retrieval.embedding import embedding_from_spec

    # The default keeps its old cache folder; another embedding gets its own.
    salt = _index_salt() if embedding in ("", "hashed") else f"{_index_salt()}|{embedding}"
    store = cache_root / bundle.index_fingerprint(salt=salt)
    if cleanup is not None:
        # Two runs on one bundle at once would open the same embedded store from two
        # processes, which tears it (the next open crashes in Chroma's native code): the
        # second waits until the first is done with it.
        cleanup.enter_context(_cache_lock(store))
    marker = store / CACHE_MARKER
    if marker.is_file():
        try:
            index = Index.open(store, ontology=ontology, alias_index=alias_index, graph=graph)
        except KglinkError as exc:
            logger.warning("cached index %s unreadable (%s); rebuilding", store, exc)
            shutil.rmtree(store, ignore_errors=True)
        else:
            logger.info("bundle %s: index opened from cache %s", bundle.name, store)
            return index

    store.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    total = len(documents)
    index = Index.build(
        documents,
        ontology=ontology,
        alias_index=alias_index,
        store=store,
        graph=graph,
        progress=_index_progress(progress),
        embedding=embedding_from_spec(embedding),
    )
    seconds = time.perf_counter() - started
    marker.write_text(
        json.dumps(
            {"bundle": bundle.name, "documents": total, "build_seconds": round(seconds, 2)},
            ensure_ascii=False,
        ),
        encoding="utf-8",
    )
    logger.info("bundle %s: index of %d documents built in %.1fs at %s", bundle.name, total, seconds, store)
    return index


@contextlib.contextmanager
def _cache_lock(store: Path) -> Iterator[None]:
    """An exclusive lock on a cached index (a file beside its folder) for as long as the
    context lasts; another process that wants it waits."""
    lock_path = store.with_name(store.name + ".lock")
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    with lock_path.open("a") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            logger.warning("cached index %s is in use by another run; waiting for it", store)
            fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _open_graph(
    ontology: Any,
    graph_store: str,
    neo4j: Mapping[str, Any] | None,
    cleanup: ExitStack | None,
    progress: Progress | None,
) -> Any:
    """Load ``ontology`` into Neo4j and return the store, wrapped so an outage degrades."""
    from kglink.graph.neo4j_store import Neo4jGraphStore
    from kglink.graph.networkx_store import NetworkxGraphStore
    from kglink.graph.resilient import ResilientGraphStore

    store = Neo4jGraphStore.from_env(**dict(neo4j or {}))
    if cleanup is not None:
        cleanup.callback(store.close)
    loaded = store.load(
        ontology,
        progress=(lambda stage, done, total: progress(f"neo4j:{stage}", done, total or 0)) if progress else None,
    )
    logger.info("%s graph store at %s: %s", graph_store, store.uri, loaded)
    return ResilientGraphStore(store, fallback=NetworkxGraphStore(ontology))


def _index_progress(progress: Progress | None) -> Callable[[str, int, int], None] | None:
    """Forward ``Index.build``'s stages ("annotate", "embed", "lexical") as "index:<stage>"."""
    if progress is None:
        return None

    def report(stage: str, done: int, total: int) -> None:
        progress(f"index:{stage}", done, total)

    return report


def _index_salt() -> str:
    """What besides the bundle decides the index: the cache format, kglink's version, the
    retrieval code, and the linking code and language data that annotate the documents."""
    try:
        version = metadata.version("kglink")
    except metadata.PackageNotFoundError:
        version = "unknown"
    digest = hashlib.sha256(f"{_CACHE_FORMAT}|{version}".encode())
    package = Path(__file__).resolve().parent.parent
    for part in ("retrieval", "linking", "lang"):
        for source in sorted((package / part).rglob("*.py")):
            digest.update(source.relative_to(package).as_posix().encode("utf-8"))
            digest.update(source.read_bytes())
    return digest.hexdigest()


def _check_gold(bundle: Bundle, cases: Sequence[Case], context: EvalContext) -> None:
    """Warn (once) about gold ids the ontology or the documents do not know; they score as misses."""
    unknown_entities: set[str] = set()
    unknown_docs: set[str] = set()
    for case in cases:
        for turn in case.turns:
            for name in turn.gold_entities or ():
                if context.ontology.resolve(name) is None:
                    unknown_entities.add(name)
            unknown_docs.update(doc for doc in turn.gold_docs if doc not in context.doc_ids)
    if unknown_entities:
        logger.warning(
            "bundle %s: %d gold entity ids are not in the ontology (e.g. %s); they count as missed",
            bundle.name, len(unknown_entities), ", ".join(sorted(unknown_entities)[:3]),
        )
    if unknown_docs:
        logger.warning(
            "bundle %s: %d gold document ids are not in %s (e.g. %s); they count as missed",
            bundle.name, len(unknown_docs), bundle.docs_path.name, ", ".join(sorted(unknown_docs)[:3]),
        )
