"""kglink as a LangChain retriever (``pip install 'kglink[langchain]'``).

``KglinkRetriever`` is a ``langchain_core.retrievers.BaseRetriever``. Pass the chat history
with the question, ``retriever.invoke(question, chat_history=messages)`` or
``retriever.invoke({"input": question, "chat_history": messages})``; kglink replays it
(cached, so a growing conversation costs one exchange per call), rewrites the question,
and returns the evidence a :class:`~kglink.pipeline.PipelineSession` would have returned
for the same conversation, as ``Document``s with their source and scores in the metadata.
``ainvoke``, ``batch`` (a history per item) and ``abatch`` work the same way, and every
call sends what kglink made of the turn to the callbacks as the custom event
``kglink_rewrite`` (``{"input", "queries", "entities", "turn_type", "method", "clarify"}``).

In a chain, use :meth:`KglinkRetriever.as_history_aware`: the drop-in for what
``create_history_aware_retriever`` builds, a Runnable taking ``{"input", "chat_history"}``
that returns Documents, so ``create_retrieval_chain(retriever.as_history_aware(), ...)``
searches "企业版支持私有化部署吗" for "那它支持私有化部署吗" (given the retriever itself,
``create_retrieval_chain`` passes only ``x["input"]`` and the history is lost).

Example:
    >>> from kglink.integrations.langchain import KglinkRetriever  # doctest: +SKIP
    >>> retriever = KglinkRetriever(pipeline=pipeline, k=3)  # doctest: +SKIP
    >>> history = [HumanMessage("你们的企业版多少钱"), AIMessage("每年12万元起。")]  # doctest: +SKIP
    >>> docs = retriever.invoke("那它支持私有化部署吗", chat_history=history)  # doctest: +SKIP
    >>> docs[0].metadata["kglink_queries"]  # doctest: +SKIP
    ['企业版支持私有化部署吗']
    >>> chain = create_retrieval_chain(retriever.as_history_aware(), combine_docs_chain)  # doctest: +SKIP
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from collections.abc import Mapping, Sequence
from typing import Any

from kglink.errors import InputError
from kglink.extras import require

require("langchain_core", "langchain")  # one readable error before the imports below

from langchain_core.callbacks import (  # noqa: E402
    AsyncCallbackManagerForRetrieverRun,
    CallbackManagerForRetrieverRun,
)
from langchain_core.documents import Document  # noqa: E402
from langchain_core.retrievers import BaseRetriever  # noqa: E402
from langchain_core.runnables import Runnable, RunnableConfig, RunnableLambda  # noqa: E402
from pydantic import ConfigDict, Field, PrivateAttr, field_validator  # noqa: E402

from kglink.pipeline.pipeline import Pipeline  # noqa: E402
from kglink.pipeline.replay import DEFAULT_CACHE_SIZE, ConversationReplay  # noqa: E402
from kglink.pipeline.result import AskResult, Evidence  # noqa: E402

logger = logging.getLogger(__name__)

__all__ = ["REWRITE_EVENT", "KglinkRetriever", "to_documents"]

#: The name of the custom callback event that carries the rewrite of each call.
REWRITE_EVENT = "kglink_rewrite"
# The keys a dict input may hold the question under: LangChain's chains use "input",
# older ones "question" or "query".
_QUESTION_KEYS = ("input", "question", "query")


def to_documents(result: AskResult) -> list[Document]:
    """The evidence of a turn as LangChain documents (best first).

    Metadata: the document's own metadata, then ``chunk_id``, ``doc_id``, ``title``,
    ``source``, ``score``, ``retrieval_score``, ``ranks``, ``turn``, ``shown_before``, and
    what kglink made of the turn: ``kglink_queries``, ``kglink_entities``, ``kglink_turn_type``.
    """
    return [_document(item, result) for item in result.evidence]


def _document(item: Evidence, result: AskResult) -> Document:
    metadata = {
        **item.metadata,
        "chunk_id": item.chunk_id,
        "doc_id": item.doc_id,
        "title": item.title,
        "source": item.source,
        "score": item.score,
        "retrieval_score": item.retrieval_score,
        "ranks": dict(item.ranks),
        "turn": item.turn,
        "shown_before": item.shown_before,
        "kglink_queries": list(result.queries),
        "kglink_entities": list(result.entity_ids),
        "kglink_turn_type": result.turn_type,
    }
    return Document(page_content=item.text, metadata=metadata, id=item.chunk_id)


def _event(query: str, result: AskResult) -> dict[str, Any]:
    return {
        "input": query,
        "queries": list(result.queries),
        "entities": [{"id": entity.id, "label": entity.label, "mention": entity.mention} for entity in result.entities],
        "turn_type": result.turn_type,
        "method": result.rewrite.method if result.rewrite is not None else None,
        "clarify": [candidate.label for candidate in result.clarify] if result.clarify else None,
    }


def split_input(value: Any) -> tuple[str, Any]:
    """``(question, chat_history or None)`` of a retriever input: a string, or a dict with
    the question under "input" (or "question", "query") and an optional "chat_history".

    Raises:
        InputError: neither a string nor such a dict.
    """
    if isinstance(value, str):
        return value, None
    if isinstance(value, Mapping):
        for key in _QUESTION_KEYS:
            question = value.get(key)
            if isinstance(question, str):
                return question, value.get("chat_history")
        raise InputError(f"a retriever input dict needs a string under 'input'; got the keys {sorted(value)}")
    raise InputError(f"a retriever input is a string or a dict with 'input' and 'chat_history', not {type(value).__name__}")


class KglinkRetriever(BaseRetriever):
    """A LangChain retriever that reads the question in the context of the chat history.

    Attributes:
        pipeline: the :class:`~kglink.pipeline.Pipeline` (shared; thread-safe).
        chat_history: the history used when a call gives none (usually empty).
        now: the date relative times ("这个月") resolve against.
        cache_size: conversation snapshots kept for replay.
        k: documents returned (at most the pipeline's ``k``; None: the pipeline's).
        search_kwargs: LangChain's usual per-retriever settings; ``{"k": n}`` is read
            when ``k`` is not set.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    pipeline: Pipeline
    chat_history: Sequence[Any] = ()
    now: dt.date | None = None
    cache_size: int = DEFAULT_CACHE_SIZE
    k: int | None = None
    search_kwargs: dict[str, Any] = Field(default_factory=dict)

    _replay: ConversationReplay = PrivateAttr()

    @field_validator("k")
    @classmethod
    def _positive_k(cls, value: int | None) -> int | None:
        if value is not None and value <= 0:
            raise ValueError(f"k must be positive, got {value}")
        return value

    @field_validator("search_kwargs")
    @classmethod
    def _known_search_kwargs(cls, value: dict[str, Any]) -> dict[str, Any]:
        unknown = set(value) - {"k"}
        if unknown:
            raise ValueError(f"unknown search_kwargs {sorted(unknown)}: kglink reads only 'k'")
        k = value.get("k")
        if k is not None and (not isinstance(k, int) or k <= 0):
            raise ValueError(f"search_kwargs['k'] must be a positive integer, got {k!r}")
        return value

    def model_post_init(self, context: Any, /) -> None:
        self._replay = ConversationReplay(self.pipeline, cache_size=self.cache_size, now=self.now)

    # -- kglink's own entry point ---------------------------------------------------------

    def ask(self, query: str, chat_history: Sequence[Any] | None = None) -> AskResult:
        """The whole kglink result (queries, entities, evidence, graph facts, prompt)."""
        history = self.chat_history if chat_history is None else chat_history
        return self._replay.ask(query, history)

    # -- LangChain's entry points ---------------------------------------------------------

    def invoke(self, input: Any, config: RunnableConfig | None = None, **kwargs: Any) -> list[Document]:  # noqa: A002
        """``input``: the question, or ``{"input": question, "chat_history": messages}``."""
        question, history = split_input(input)
        if history is not None:
            kwargs.setdefault("chat_history", history)
        return super().invoke(question, config, **kwargs)

    async def ainvoke(self, input: Any, config: RunnableConfig | None = None, **kwargs: Any) -> list[Document]:  # noqa: A002
        question, history = split_input(input)
        if history is not None:
            kwargs.setdefault("chat_history", history)
        return await super().ainvoke(question, config, **kwargs)

    def as_history_aware(self) -> Runnable[dict[str, Any], list[Document]]:
        """A Runnable taking ``{"input", "chat_history"}`` (LangChain messages, dicts or
        pairs) and returning Documents: use it where ``create_history_aware_retriever``'s
        result would go, e.g. as the ``retriever`` of ``create_retrieval_chain``."""

        def run(value: dict[str, Any], config: RunnableConfig) -> list[Document]:
            return self.invoke(value, config)

        async def arun(value: dict[str, Any], config: RunnableConfig) -> list[Document]:
            return await self.ainvoke(value, config)

        return RunnableLambda(run, afunc=arun, name="kglink_history_aware_retriever")

    def _limit(self, k: int | None) -> int | None:
        if k is not None and k <= 0:
            raise InputError(f"k must be positive, got {k}")
        return k or self.k or self.search_kwargs.get("k")

    def _get_relevant_documents(
        self,
        query: str,
        *,
        run_manager: CallbackManagerForRetrieverRun,
        chat_history: Sequence[Any] | None = None,
        k: int | None = None,
    ) -> list[Document]:
        result = self.ask(query, chat_history)
        run_manager.get_child().on_custom_event(REWRITE_EVENT, _event(query, result), run_id=run_manager.run_id)
        return to_documents(result)[: self._limit(k)]

    async def _aget_relevant_documents(
        self,
        query: str,
        *,
        run_manager: AsyncCallbackManagerForRetrieverRun,
        chat_history: Sequence[Any] | None = None,
        k: int | None = None,
    ) -> list[Document]:
        # Rewriting is CPU work of milliseconds, but retrieval may wait on a Chroma server
        # or Neo4j: off the event loop, in a worker thread.
        result = await asyncio.to_thread(self.ask, query, chat_history)
        await run_manager.get_child().on_custom_event(REWRITE_EVENT, _event(query, result), run_id=run_manager.run_id)
        return to_documents(result)[: self._limit(k)]
