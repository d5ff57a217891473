"""kglink as a LangChain retriever (``pip install 'kglink[langchain]'``).

``KglinkRetriever`` is a ``langchain_core.retrievers.BaseRetriever``. Pass the chat history
with the question, ``retriever.invoke(question, chat_history=messages)``; kglink replays it
(cached, so a growing conversation costs one exchange per call), rewrites the question,
and returns the evidence a :class:`~kglink.pipeline.PipelineSession` would have returned
for the same conversation, as ``Document``s with their source and scores in the metadata.

Example:
    >>> from kglink.integrations.langchain import KglinkRetriever  # doctest: +SKIP
    >>> retriever = KglinkRetriever(pipeline=pipeline)  # doctest: +SKIP
    >>> history = [HumanMessage("你们的企业版多少钱"), AIMessage("每年12万元起。")]  # doctest: +SKIP
    >>> docs = retriever.invoke("那它支持私有化部署吗", chat_history=history)  # doctest: +SKIP
    >>> docs[0].metadata["kglink_queries"]  # doctest: +SKIP
    ['企业版支持私有化部署吗']
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Sequence
from typing import Any

from kglink.errors import MissingDependencyError

try:
    from langchain_core.callbacks import CallbackManagerForRetrieverRun
    from langchain_core.documents import Document
    from langchain_core.retrievers import BaseRetriever
    from pydantic import ConfigDict, PrivateAttr
except ImportError as exc:  # the extra is not installed
    raise MissingDependencyError("langchain-core", "langchain") from exc

from kglink.pipeline.pipeline import Pipeline
from kglink.pipeline.replay import DEFAULT_CACHE_SIZE, ConversationReplay
from kglink.pipeline.result import AskResult, Evidence

logger = logging.getLogger(__name__)

__all__ = ["KglinkRetriever", "to_documents"]


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


class KglinkRetriever(BaseRetriever):
    """A LangChain retriever that reads the question in the context of the chat history.

    Attributes:
        pipeline: the :class:`~kglink.pipeline.Pipeline` (shared; thread-safe).
        chat_history: the history used when ``invoke`` is given none (usually empty).
        now: the date relative times ("这个月") resolve against.
        cache_size: conversation snapshots kept for replay.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    pipeline: Pipeline
    chat_history: Sequence[Any] = ()
    now: dt.date | None = None
    cache_size: int = DEFAULT_CACHE_SIZE

    _replay: ConversationReplay = PrivateAttr()

    def model_post_init(self, context: Any, /) -> None:
        self._replay = ConversationReplay(self.pipeline, cache_size=self.cache_size, now=self.now)

    def ask(self, query: str, chat_history: Sequence[Any] | None = None) -> AskResult:
        """The whole kglink result (queries, entities, evidence, graph facts, prompt)."""
        history = self.chat_history if chat_history is None else chat_history
        return self._replay.ask(query, history)

    def _get_relevant_documents(
        self,
        query: str,
        *,
        run_manager: CallbackManagerForRetrieverRun,
        chat_history: Sequence[Any] | None = None,
    ) -> list[Document]:
        return to_documents(self.ask(query, chat_history))
