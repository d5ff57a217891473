"""kglink as a LlamaIndex retriever and chat engine (``pip install 'kglink[llama-index]'``).

``KglinkRetriever`` is a ``llama_index.core.retrievers.BaseRetriever``. Used alone it keeps
one conversation: each ``retrieve(question)`` is a user turn and
``retriever.observe_assistant(answer)`` reads the answer shown. ``as_chat_engine`` wraps it
in a ``ContextChatEngine`` whose retrieval reads every message in the engine's memory, so
"那它支持私有化部署吗" is searched as "企业版支持私有化部署吗"; graph facts about the linked
entities go into the context first.

Example:
    >>> from kglink.integrations.llama_index import as_chat_engine  # doctest: +SKIP
    >>> engine = as_chat_engine(pipeline, llm=my_llm)  # doctest: +SKIP
    >>> engine.chat("你们的企业版多少钱")  # doctest: +SKIP
    >>> engine.chat("那它支持私有化部署吗").source_nodes[0].node.metadata["doc_id"]  # doctest: +SKIP
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Sequence
from typing import Any

from kglink.errors import MissingDependencyError

try:
    from llama_index.core.callbacks import CallbackManager
    from llama_index.core.chat_engine import ContextChatEngine
    from llama_index.core.retrievers import BaseRetriever
    from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode
except ImportError as exc:  # the extra is not installed
    raise MissingDependencyError("llama-index-core", "llama-index") from exc

from kglink.pipeline.pipeline import Pipeline, PipelineSession
from kglink.pipeline.replay import DEFAULT_CACHE_SIZE, ConversationReplay
from kglink.pipeline.result import AskResult

logger = logging.getLogger(__name__)

__all__ = ["FACTS_NODE_KIND", "KglinkChatEngine", "KglinkRetriever", "as_chat_engine", "to_nodes"]

FACTS_NODE_KIND = "kglink_graph_facts"


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


class KglinkRetriever(BaseRetriever):
    """A LlamaIndex retriever over a kglink :class:`~kglink.pipeline.Pipeline`.

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

    def observe_assistant(self, text: str) -> None:
        """Read the answer shown to the user after the last ``retrieve``."""
        self.session.observe_assistant(text)

    def ask_with_history(self, text: str, history: Sequence[Any]) -> AskResult:
        """The kglink result for ``text`` after ``history`` (ChatMessages or pairs);
        stateless: the retriever's own session is not touched."""
        return self._replay.ask(text, history)


class KglinkChatEngine(ContextChatEngine):
    """A ``ContextChatEngine`` whose retrieval reads the conversation through kglink.

    Create it with :func:`as_chat_engine`.
    """

    graph_facts: bool = True

    def _get_nodes(self, message: str) -> list[NodeWithScore]:
        retriever = self._retriever
        assert isinstance(retriever, KglinkRetriever)
        result = retriever.ask_with_history(message, self._memory.get_all())
        retriever.last_result = result
        nodes = to_nodes(result)
        facts = facts_node(result) if self.graph_facts else None
        if facts is not None:
            nodes.insert(0, facts)
        for postprocessor in self._node_postprocessors:
            nodes = postprocessor.postprocess_nodes(nodes, query_bundle=QueryBundle(message))
        return nodes

    async def _aget_nodes(self, message: str) -> list[NodeWithScore]:
        # Rewriting and retrieval are CPU-bound and take milliseconds: no await needed.
        return self._get_nodes(message)


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
    retriever = KglinkRetriever(pipeline, now=now)
    engine = KglinkChatEngine.from_defaults(
        retriever, llm=llm, chat_history=list(chat_history or []), system_prompt=system_prompt, **kwargs
    )
    engine.graph_facts = graph_facts
    return engine
