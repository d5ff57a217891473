"""kglink as LlamaIndex retrievers and a chat engine (``pip install 'kglink[llama-index]'``).

Two ``llama_index.core.retrievers.BaseRetriever``\\ s, both used through LlamaIndex's public
``retrieve`` / ``aretrieve`` (so its callbacks and instrumentation events fire):

- :class:`KglinkHistoryRetriever` is stateless: each call reads the conversation held
  elsewhere (a chat engine's memory, any ``get_all()`` object or a callable) or passed in
  (:meth:`~KglinkHistoryRetriever.retrieve_with_history`), replays it (cached) and searches
  the rewritten question. Give it the engine's memory and put it into any chat engine:
  ``ContextChatEngine``, or ``CondensePlusContextChatEngine`` (with ``skip_condense=True``
  kglink does the condensing without a model call; with condensing on it still reads the
  history, not only the condensed question).
- :class:`KglinkRetriever` keeps one conversation itself: each ``retrieve(question)`` is a
  user turn and ``retriever.observe_assistant(answer)`` reads the answer shown.

:func:`as_chat_engine` wires a ``ContextChatEngine`` whose retrieval reads every message in
the engine's memory, so "那它支持私有化部署吗" is searched as "企业版支持私有化部署吗"; graph
facts about the linked entities go into the context first. ``chat``, ``achat``,
``stream_chat`` and ``astream_chat`` all retrieve the same way.

Example:
    >>> from kglink.integrations.llama_index import as_chat_engine  # doctest: +SKIP
    >>> engine = as_chat_engine(pipeline, llm=my_llm)  # doctest: +SKIP
    >>> engine.chat("你们的企业版多少钱")  # doctest: +SKIP
    >>> engine.chat("那它支持私有化部署吗").source_nodes[1].node.metadata["doc_id"]  # doctest: +SKIP
"""

from __future__ import annotations

import asyncio
import contextvars
import datetime as dt
import logging
from collections.abc import Sequence
from typing import Any

from kglink.extras import require

require("llama_index.core", "llama-index")  # one readable error before the imports below

from llama_index.core.callbacks import CallbackManager  # noqa: E402
from llama_index.core.chat_engine import ContextChatEngine  # noqa: E402
from llama_index.core.retrievers import BaseRetriever  # noqa: E402
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode  # noqa: E402

from kglink.pipeline.pipeline import Pipeline, PipelineSession  # noqa: E402
from kglink.pipeline.replay import DEFAULT_CACHE_SIZE, ConversationReplay  # noqa: E402
from kglink.pipeline.result import AskResult  # noqa: E402

logger = logging.getLogger(__name__)

__all__ = [
    "FACTS_NODE_KIND",
    "KglinkChatEngine",
    "KglinkHistoryRetriever",
    "KglinkRetriever",
    "as_chat_engine",
    "facts_node",
    "to_nodes",
]

FACTS_NODE_KIND = "kglink_graph_facts"

#: Where the conversation comes from: an object with ``get_all()`` (a LlamaIndex memory)
#: or a callable returning the messages.
HistorySource = Any


def to_nodes(result: AskResult) -> list[NodeWithScore]:
    """The evidence of a turn as scored LlamaIndex nodes (best first)."""
    nodes = []
    for item in result.evidence:
        metadata = {
            **item.metadata,
            "doc_id": item.doc_id,
            "title": item.title,
            "source": item.source,
            "retrieval_score": item.retrieval_score,
            "turn": item.turn,
            "shown_before": item.shown_before,
            "kglink_queries": list(result.queries),
            "kglink_entities": list(result.entity_ids),
            "kglink_turn_type": result.turn_type,
        }
        node = TextNode(id_=item.chunk_id, text=item.text, metadata=metadata)
        # The bookkeeping stays out of what the model and the embedding see.
        node.excluded_llm_metadata_keys = [k for k in metadata if k not in ("title", "source")]
        node.excluded_embed_metadata_keys = list(metadata)
        nodes.append(NodeWithScore(node=node, score=item.score))
    return nodes


def facts_node(result: AskResult) -> NodeWithScore | None:
    """The graph facts of a turn as one node (None when there are none)."""
    if not result.facts:
        return None
    text = "\n".join(fact.text for fact in result.facts)
    node = TextNode(id_=f"kglink-facts-{result.trace.get('turn', 0)}", text=text, metadata={"kind": FACTS_NODE_KIND})
    node.excluded_llm_metadata_keys = ["kind"]
    node.excluded_embed_metadata_keys = ["kind"]
    return NodeWithScore(node=node, score=None)


def _history_of(source: HistorySource) -> Sequence[Any]:
    if source is None:
        return ()
    if hasattr(source, "get_all"):
        return source.get_all()
    if callable(source):
        return source()
    raise TypeError(f"a history source has get_all() or is callable, not {type(source).__name__}")


async def _ahistory_of(source: HistorySource) -> Sequence[Any]:
    if source is not None and hasattr(source, "aget_all"):
        return await source.aget_all()
    return _history_of(source)


class KglinkHistoryRetriever(BaseRetriever):
    """A stateless LlamaIndex retriever: the question read in a conversation held elsewhere.

    Args:
        pipeline: the pipeline (shared; thread-safe).
        memory: where the conversation before the question is: a LlamaIndex memory (or
            anything with ``get_all()``) or a callable returning the messages; None: no
            history unless :meth:`retrieve_with_history` passes one.
        graph_facts: put a node with the graph facts about the linked entities first.
        now: the date relative times resolve against.
        cache_size: conversation snapshots kept for replay.
        callback_manager: LlamaIndex callbacks.

    Example:
        >>> memory = ChatMemoryBuffer.from_defaults()  # doctest: +SKIP
        >>> retriever = KglinkHistoryRetriever(pipeline, memory=memory)  # doctest: +SKIP
        >>> engine = CondensePlusContextChatEngine.from_defaults(  # doctest: +SKIP
        ...     retriever, memory=memory, llm=llm, skip_condense=True)
    """

    def __init__(
        self,
        pipeline: Pipeline,
        *,
        memory: HistorySource = None,
        graph_facts: bool = False,
        now: dt.date | None = None,
        cache_size: int = DEFAULT_CACHE_SIZE,
        callback_manager: CallbackManager | None = None,
    ) -> None:
        super().__init__(callback_manager=callback_manager)
        self.pipeline = pipeline
        self.memory = memory
        self.graph_facts = graph_facts
        self._replay = ConversationReplay(pipeline, cache_size=cache_size, now=now)
        # A history passed to retrieve_with_history, per thread and per task.
        self._given: contextvars.ContextVar[Sequence[Any] | None] = contextvars.ContextVar("kglink_history", default=None)
        self.last_result: AskResult | None = None

    def ask(self, text: str, history: Sequence[Any] | None = None) -> AskResult:
        """The whole kglink result for ``text`` after ``history`` (ChatMessages, dicts or
        pairs; default: the memory's)."""
        if history is None:
            history = self._given.get()
        if history is None:
            history = _history_of(self.memory)
        return self._replay.ask(text, history)

    def retrieve_with_history(self, text: str, history: Sequence[Any]) -> list[NodeWithScore]:
        """``retrieve(text)`` with this history instead of the memory's (events fire as usual)."""
        token = self._given.set(list(history))
        try:
            return self.retrieve(text)
        finally:
            self._given.reset(token)

    async def aretrieve_with_history(self, text: str, history: Sequence[Any]) -> list[NodeWithScore]:
        """The async form of :meth:`retrieve_with_history`."""
        token = self._given.set(list(history))
        try:
            return await self.aretrieve(text)
        finally:
            self._given.reset(token)

    def _nodes(self, result: AskResult) -> list[NodeWithScore]:
        self.last_result = result
        nodes = to_nodes(result)
        facts = facts_node(result) if self.graph_facts else None
        if facts is not None:
            nodes.insert(0, facts)
        return nodes

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        return self._nodes(self.ask(query_bundle.query_str))

    async def _aretrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        history = self._given.get()
        if history is None:
            history = await _ahistory_of(self.memory)
        # Retrieval may wait on a Chroma server or Neo4j: off the event loop.
        result = await asyncio.to_thread(self._replay.ask, query_bundle.query_str, history)
        return self._nodes(result)


class KglinkRetriever(BaseRetriever):
    """A LlamaIndex retriever that keeps one conversation over a kglink :class:`~kglink.pipeline.Pipeline`.

    Args:
        pipeline: the pipeline (shared; thread-safe).
        session: the conversation ``retrieve`` continues (default: a new one).
        now: the date relative times resolve against.
        cache_size: conversation snapshots kept for :meth:`ask_with_history`.
        callback_manager: LlamaIndex callbacks.
    """

    def __init__(
        self,
        pipeline: Pipeline,
        *,
        session: PipelineSession | None = None,
        now: dt.date | None = None,
        cache_size: int = DEFAULT_CACHE_SIZE,
        callback_manager: CallbackManager | None = None,
    ) -> None:
        super().__init__(callback_manager=callback_manager)
        self.pipeline = pipeline
        self.session = session or pipeline.session(now)
        self.last_result: AskResult | None = None
        self._replay = ConversationReplay(pipeline, cache_size=cache_size, now=now)

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        self.last_result = self.session.retrieve(query_bundle.query_str)
        return to_nodes(self.last_result)

    async def _aretrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        self.last_result = await asyncio.to_thread(self.session.retrieve, query_bundle.query_str)
        return to_nodes(self.last_result)

    def observe_assistant(self, text: str) -> None:
        """Read the answer shown to the user after the last ``retrieve``."""
        self.session.observe_assistant(text)

    def ask_with_history(self, text: str, history: Sequence[Any]) -> AskResult:
        """The kglink result for ``text`` after ``history`` (ChatMessages or pairs);
        stateless: the retriever's own session is not touched."""
        return self._replay.ask(text, history)


class KglinkChatEngine(ContextChatEngine):
    """A ``ContextChatEngine`` whose retriever is a :class:`KglinkHistoryRetriever` reading
    the engine's own memory; LlamaIndex's retrieval path is not overridden.

    Create it with :func:`as_chat_engine`.
    """

    @property
    def kglink_result(self) -> AskResult | None:
        """What kglink made of the last question (queries, entities, evidence, facts)."""
        retriever = self._retriever
        return retriever.last_result if isinstance(retriever, KglinkHistoryRetriever) else None


def as_chat_engine(
    pipeline: Pipeline,
    *,
    llm: Any = None,
    chat_history: Sequence[Any] | None = None,
    system_prompt: str | None = None,
    graph_facts: bool = True,
    now: dt.date | None = None,
    **kwargs: Any,
) -> KglinkChatEngine:
    """A LlamaIndex chat engine with kglink in front of retrieval.

    Args:
        pipeline: the pipeline.
        llm: the LlamaIndex LLM that answers (default: ``Settings.llm``).
        chat_history: ``ChatMessage``s to start from.
        system_prompt: the system prompt.
        graph_facts: put the graph facts about the linked entities into the context.
        now: the date relative times resolve against.
        **kwargs: passed to ``ContextChatEngine.from_defaults`` (memory, context_template...).
    """
    retriever = KglinkHistoryRetriever(pipeline, graph_facts=graph_facts, now=now)
    engine = KglinkChatEngine.from_defaults(
        retriever, llm=llm, chat_history=list(chat_history or []), system_prompt=system_prompt, **kwargs
    )
    # The retriever reads what the engine remembers, whichever memory it was given.
    retriever.memory = _EngineHistory(engine)
    return engine


class _EngineHistory:
    """The messages a chat engine holds, read through its public ``chat_history``."""

    def __init__(self, engine: ContextChatEngine) -> None:
        self._engine = engine

    def get_all(self) -> list[Any]:
        return list(self._engine.chat_history)
