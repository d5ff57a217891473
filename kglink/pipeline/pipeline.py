"""The facade a GraphRAG pipeline calls: rewrite, retrieve, graph facts, in one ``ask``.

A :class:`Pipeline` holds what every conversation shares, read-only: the ontology, the
alias index, the graph store, the rewriter and the retrieval index. It serves any number
of sessions from any number of threads. A :class:`PipelineSession` is one conversation: the
rewriter's session state plus its evidence cache; it is not shared between threads.

kglink does not generate answers. The hook is the caller's model: either call it with
``result.to_prompt()`` and hand the answer back with ``session.observe_assistant(answer)``,
or give ``answer=`` (a callable ``AskResult -> str``) to the pipeline, the session or one
``ask``, and kglink calls it and reads the answer for the next turn.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import os
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kglink.errors import ConfigError, InputError
from kglink.linking.matcher import check_utterance
from kglink.pipeline.evidence import EvidenceCache, EvidenceSettings
from kglink.pipeline.facts import DEFAULT_FACTS_PER_ENTITY, graph_facts
from kglink.pipeline.result import AskResult, Evidence
from kglink.rewrite.doc_terms import DocumentTerms
from kglink.rewrite.rewriter import Rewriter
from kglink.session import Session

if TYPE_CHECKING:
    from kglink.graph.protocol import GraphStore
    from kglink.ontology.model import Ontology
    from kglink.pipeline.config import PipelineConfig
    from kglink.retrieval.index import Index

logger = logging.getLogger(__name__)

AnswerHook = Callable[[AskResult], str]
"""The caller's model: takes a turn's result (``result.to_prompt()``), returns the answer."""

DEFAULT_K = 5
DEFAULT_FACTS_LIMIT = 30
SESSION_FORMAT = 1


class Pipeline:
    """kglink in front of retrieval: one object per ontology and index, shared by sessions.

    Args:
        ontology: the knowledge graph.
        index: the retrieval index (:class:`kglink.retrieval.Index`).
        rewriter: the rewriter (default: rules over ``ontology``, sharing the index's alias
            index and graph store).
        graph: the graph store for graph facts (default: the rewriter's).
        k: chunks per turn.
        evidence: the evidence cache and turn penalty settings.
        facts_per_entity: graph facts per linked entity.
        facts_limit: graph facts per turn.
        answer: the default answer hook of new sessions (see the module docstring).

    Example:
        >>> pipeline = Pipeline(ontology, index)  # doctest: +SKIP
        >>> session = pipeline.session()  # doctest: +SKIP
        >>> result = session.ask("你们的企业版多少钱")  # doctest: +SKIP
        >>> answer = my_model(result.to_prompt())  # doctest: +SKIP
        >>> session.observe_assistant(answer)  # doctest: +SKIP
        >>> session.ask("那它支持私有化部署吗").queries  # doctest: +SKIP
        ('企业版支持私有化部署吗',)
    """

    def __init__(
        self,
        ontology: Ontology,
        index: Index,
        *,
        rewriter: Rewriter | None = None,
        graph: GraphStore | None = None,
        k: int = DEFAULT_K,
        evidence: EvidenceSettings | None = None,
        facts_per_entity: int = DEFAULT_FACTS_PER_ENTITY,
        facts_limit: int | None = DEFAULT_FACTS_LIMIT,
        answer: AnswerHook | None = None,
    ) -> None:
        if k <= 0:
            raise ConfigError(f"k must be positive, got {k}")
        if facts_per_entity < 0 or (facts_limit is not None and facts_limit < 0):
            raise ConfigError("facts_per_entity and facts_limit must be >= 0")
        self.ontology = ontology
        self.index = index
        if rewriter is None:
            # One alias index and one graph store for linking and retrieval: building
            # either again would cost time and memory for the same answers.
            rewriter = Rewriter(
                ontology, graph=graph or index.graph_store, alias_index=index.alias_index,
                documents=DocumentTerms.from_chunks(index.chunks()),
            )
            # The rewriter's store: a server-backed one comes back wrapped, so graph facts
            # degrade with the rest when the server goes down.
            graph = None
        self.rewriter = rewriter
        self.graph: GraphStore = graph or rewriter.resources.graph
        self.k = k
        self.evidence_settings = evidence or EvidenceSettings()
        self.facts_per_entity = facts_per_entity
        self.facts_limit = facts_limit
        self.answer = answer
        self._closers: list[Callable[[], None]] = []

    # -- construction from a file ----------------------------------------------------

    @classmethod
    def from_config(cls, path: str | Path | None = None, *, answer: AnswerHook | None = None) -> Pipeline:
        """Build a pipeline from a ``kglink.toml`` (default ``$KGLINK_CONFIG`` or ``./kglink.toml``).

        Loads the ontology, connects the graph store (networkx, or Neo4j holding the
        ontology already: ``kglink ontology load --store neo4j``), opens the index (or
        builds it from ``[documents]``, which adds only new or changed documents), and
        builds the model rewriter when there is an ``[llm]`` table.

        Raises:
            KglinkError: the file or what it names is missing or invalid
                (:class:`~kglink.errors.ConfigError` names the file, line and key).
        """
        from kglink.ontology.loader import load_ontology
        from kglink.pipeline.config import load_config
        from kglink.retrieval.documents import load_documents
        from kglink.retrieval.embedding import embedding_from_spec
        from kglink.retrieval.index import Index, SearchSettings

        config = load_config(path)
        ontology = load_ontology(*config.ontology)
        closers: list[Callable[[], None]] = []
        graph = _graph_from_config(config, ontology, closers)
        search = dict(config.search)
        k = int(search.pop("k", DEFAULT_K))
        if "graph_relations" in search:
            search["graph_relations"] = tuple(ontology.expand(p) for p in search["graph_relations"])
        try:
            settings = SearchSettings(**search)
        except ConfigError as exc:
            raise ConfigError(f"{config.where('search')}: {exc}") from exc
        index_args: dict[str, Any] = {
            "ontology": ontology,
            "chroma_url": config.index.get("chroma_url"),
            "collection": config.index.get("collection", "kglink"),
            "graph": graph,
            "settings": settings,
        }
        if "embedding" in config.index:
            index_args["embedding"] = embedding_from_spec(config.index["embedding"])
        store = config.index.get("store")
        if config.documents is not None:
            documents = load_documents(config.documents["path"])
            extra = {key: config.documents[key] for key in ("chunk_size", "overlap") if key in config.documents}
            index = Index.build(documents, store=store, **index_args, **extra)
        else:
            index = Index.open(store, **index_args)
        rewriter_args = dict(config.rewriter)
        llm_config = config.llm_config()
        if llm_config is not None:
            from kglink.llm import LLMRewriter

            rewriter_args["llm"] = LLMRewriter(llm_config)
            rewriter_args["policy"] = (config.llm or {}).get("policy", "hybrid")
        rewriter = Rewriter(
            ontology, graph=graph, alias_index=index.alias_index,
            documents=DocumentTerms.from_chunks(index.chunks()), **rewriter_args,
        )
        try:
            evidence = EvidenceSettings(**config.evidence)
        except ConfigError as exc:
            raise ConfigError(f"{config.where('evidence')}: {exc}") from exc
        pipeline = cls(
            ontology,
            index,
            rewriter=rewriter,
            graph=graph,
            k=k,
            evidence=evidence,
            facts_per_entity=int(config.facts.get("per_entity", DEFAULT_FACTS_PER_ENTITY)),
            facts_limit=config.facts.get("limit", DEFAULT_FACTS_LIMIT),
            answer=answer,
        )
        pipeline._closers = closers
        return pipeline

    def close(self) -> None:
        """Close what :meth:`from_config` opened (a Neo4j driver); idempotent."""
        while self._closers:
            self._closers.pop()()

    def __enter__(self) -> Pipeline:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- sessions --------------------------------------------------------------------

    def session(
        self,
        now: dt.date | None = None,
        *,
        session_id: str | None = None,
        answer: AnswerHook | None = None,
    ) -> PipelineSession:
        """A new conversation; ``now`` resolves "这个月" / "last week"; ``answer`` overrides
        the pipeline's answer hook for this session."""
        state = self.rewriter.session(now, session_id=session_id)
        return PipelineSession(self, state, EvidenceCache(self.evidence_settings), answer=answer)

    def session_from_json(self, data: str | Mapping[str, Any], *, answer: AnswerHook | None = None) -> PipelineSession:
        """Rebuild a session saved with :meth:`PipelineSession.to_json`.

        Raises:
            InputError: the data is not a saved pipeline session.
        """
        try:
            raw = json.loads(data) if isinstance(data, str) else dict(data)
            if not isinstance(raw, dict):
                raise InputError("not a kglink pipeline session: expected a JSON object")
            if raw.get("format") != SESSION_FORMAT:
                raise InputError(f"unsupported pipeline session format {raw.get('format')!r}")
            state = Session.from_json(raw["state"], self.rewriter)
            cache = EvidenceCache.from_dict(raw["evidence"], self.evidence_settings)
        except InputError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, RecursionError) as exc:
            raise InputError(f"not a kglink pipeline session: {exc}") from exc
        # The chunks shown before go into the next prompt: their text comes from the index.
        forgotten = cache.rederive(self.index.chunk)
        if forgotten:
            logger.info("%d remembered chunks are no longer in the index: forgotten", forgotten)
        return PipelineSession(self, state, cache, answer=answer)

    # -- one turn (called by the session) ----------------------------------------------

    def _ask(self, session: PipelineSession, text: str) -> AskResult:
        started = time.perf_counter()
        check_utterance(text)
        turn = session.state.user_turns
        rewrite = session.state.rewrite(text)
        rewritten = time.perf_counter()
        cache = session.evidence
        settings = self.evidence_settings
        record: dict[str, Any] = {"turn": turn}
        evidence: list[Evidence]
        reused = False
        if rewrite.clarify:
            # Which entity is meant is the question to ask now; evidence for a guess would
            # only mislead the answer and the next turn's penalties.
            evidence = []
            record["action"] = "clarify"
        elif rewrite.elaboration and settings.reuse_on_continuation and cache.last:
            evidence = cache.reuse(turn=turn)
            reused = True
            record["action"] = "reused"
            record["from_turn"] = cache.last[0].turn
        else:
            if rewrite.turn_type == "topic_switch" and settings.clear_on_topic_switch and len(cache):
                record["cleared"] = len(cache)
                cache.clear()
            # Ask for enough extra hits that every penalised chunk can be replaced.
            extra = len(cache) if settings.penalty > 0 else 0
            hits = self.index.search(list(rewrite.queries), k=self.k + extra, entities=list(rewrite.entity_ids))
            evidence = cache.rank(hits, turn=turn, k=self.k)
            record["action"] = "search"
            record["penalised"] = [item.chunk_id for item in evidence if item.shown_before is not None]
        searched = time.perf_counter()
        cache.record(evidence, turn=turn)
        chosen = {item.chunk_id for item in evidence}
        earlier = cache.earlier(exclude=chosen, turn=turn)
        facts = graph_facts(
            self.graph,
            self.ontology,
            rewrite.entity_ids,
            lang=rewrite.lang or "zh",
            per_entity=self.facts_per_entity,
            limit=self.facts_limit,
        )
        finished = time.perf_counter()
        record["chunks"] = [item.chunk_id for item in evidence]
        timings = dict(rewrite.trace.get("timings_ms", {}))
        timings.update(
            {
                "retrieve": round((searched - rewritten) * 1000, 3),
                "facts": round((finished - searched) * 1000, 3),
                "ask": round((finished - started) * 1000, 3),
            }
        )
        trace = {**rewrite.trace, "evidence": record, "facts": len(facts), "timings_ms": timings}
        logger.debug("turn %d %s: %s", turn, record["action"], record["chunks"])
        return AskResult(
            text=text,
            queries=rewrite.queries,
            entities=rewrite.entities,
            turn_type=rewrite.turn_type,
            evidence=tuple(evidence),
            earlier=tuple(earlier),
            facts=facts,
            reused=reused,
            clarify=rewrite.clarify,
            rewrite=rewrite,
            trace=trace,
            lang=rewrite.lang or "zh",
        )


class PipelineSession:
    """One conversation through a :class:`Pipeline`: the rewriter's state and the evidence
    cache. Create it with :meth:`Pipeline.session`; use it from one thread at a time.

    Attributes:
        pipeline: the pipeline it belongs to.
        state: the rewriter's :class:`~kglink.session.Session` (entities, topic, summary).
        evidence: the chunks shown in recent turns.
    """

    def __init__(
        self,
        pipeline: Pipeline,
        state: Session,
        evidence: EvidenceCache,
        *,
        answer: AnswerHook | None = None,
    ) -> None:
        self.pipeline = pipeline
        self.state = state
        self.evidence = evidence
        self.answer = answer

    @property
    def session_id(self) -> str:
        return self.state.session_id

    @property
    def turns(self) -> int:
        """How many user turns were asked."""
        return self.state.user_turns

    def ask(self, text: str, *, answer: AnswerHook | None = None) -> AskResult:
        """One user turn: rewrite, retrieve (or reuse), graph facts.

        Args:
            text: the user's words.
            answer: the model to call with the result (overrides the session's and the
                pipeline's hook); its answer is read with :meth:`observe_assistant` and
                returned in ``result.answer``.

        Returns:
            The queries, linked entities, evidence, graph facts and trace of the turn.
        """
        with self._atomic():
            result = self.pipeline._ask(self, text)
            hook = answer or self.answer or self.pipeline.answer
            if hook is None:
                return result
            reply = hook(result)
            if not isinstance(reply, str):
                raise ConfigError(f"the answer hook must return a string, got {type(reply).__name__}")
            self.observe_assistant(reply)
            return replace(result, answer=reply)

    def retrieve(self, text: str) -> AskResult:
        """One user turn without calling any answer hook (adapters that let the framework
        call the model use this, then :meth:`observe_assistant`)."""
        with self._atomic():
            return self.pipeline._ask(self, text)

    @contextmanager
    def _atomic(self) -> Iterator[None]:
        """A turn commits whole or not at all: when anything in it raises (a backend, the
        answer hook, an interrupt), the session and its evidence cache are put back as
        they were, so a retry is not a second turn."""
        state = self.state.to_dict()
        evidence = self.evidence.to_dict()
        try:
            yield
        except BaseException:
            # Restored in place: callers may hold these objects.
            restored = Session.from_json(state, self.state.rewriter)
            self.state.__dict__.update(restored.__dict__)
            cache = EvidenceCache.from_dict(evidence, self.pipeline.evidence_settings)
            self.evidence.__dict__.update(cache.__dict__)
            raise

    def observe_assistant(self, text: str) -> None:
        """Read the answer shown to the user: the entities it names become salient, so the
        next turn's "它" / "the second one" can mean them."""
        self.state.observe_assistant(text)

    def to_json(self) -> str:
        """The conversation (rewriter state and evidence cache) as JSON."""
        return json.dumps(
            {"format": SESSION_FORMAT, "state": self.state.to_dict(), "evidence": self.evidence.to_dict()},
            ensure_ascii=False,
        )

    def copy(self) -> PipelineSession:
        """An independent copy of the conversation so far."""
        return self.pipeline.session_from_json(self.to_json(), answer=self.answer)


def _graph_from_config(config: PipelineConfig, ontology: Ontology, closers: list[Callable[[], None]]) -> GraphStore:
    """The graph store the ``[graph]`` table names (networkx over the ontology by default)."""
    if config.graph.get("store", "networkx") == "networkx":
        from kglink.graph.networkx_store import NetworkxGraphStore

        return NetworkxGraphStore(ontology)
    from kglink.graph.neo4j_store import Neo4jGraphStore
    from kglink.graph.resilient import ResilientGraphStore

    password = None
    password_env = config.graph.get("password_env")
    if password_env is not None:
        password = os.environ.get(password_env)
        if not password:
            raise ConfigError(f"{config.where('graph', 'password_env')}: the environment variable {password_env} is not set")
    store = Neo4jGraphStore.from_env(
        uri=config.graph.get("uri"), user=config.graph.get("user"), password=password,
        database=config.graph.get("database"),
    )
    closers.append(store.close)
    return ResilientGraphStore(store, ontology=ontology)
