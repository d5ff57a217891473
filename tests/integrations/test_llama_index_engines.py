"""The LlamaIndex retrievers inside LlamaIndex's own chat engines with its offline MockLLM,
sync, async, streaming and several at once: the second turn retrieves what kglink's rewrite
finds, through LlamaIndex's public retrieval path (its events fire)."""

from __future__ import annotations

import asyncio
import datetime as dt

import pytest
from llama_index.core.chat_engine import CondensePlusContextChatEngine
from llama_index.core.instrumentation import get_dispatcher
from llama_index.core.instrumentation.event_handlers import BaseEventHandler
from llama_index.core.instrumentation.events import BaseEvent
from llama_index.core.instrumentation.events.retrieval import RetrievalEndEvent
from llama_index.core.llms import ChatMessage, MessageRole, MockLLM
from llama_index.core.memory import ChatMemoryBuffer

from kglink import Pipeline
from kglink.integrations.llama_index import FACTS_NODE_KIND, KglinkHistoryRetriever, as_chat_engine

NOW = dt.date(2025, 8, 15)
FIRST = "你们的企业版多少钱"
FIRST_ANSWER = "企业版每年12万元起。"
SECOND = "那它支持私有化部署吗"
HISTORY = [
    ChatMessage(role=MessageRole.USER, content=FIRST),
    ChatMessage(role=MessageRole.ASSISTANT, content=FIRST_ANSWER),
]


def _expected(pipeline: Pipeline) -> tuple[tuple[str, ...], list[str]]:
    session = pipeline.session(NOW)
    session.ask(FIRST)
    session.observe_assistant(FIRST_ANSWER)
    result = session.ask(SECOND)
    return result.queries, [item.chunk_id for item in result.evidence]


def _evidence(nodes) -> list[str]:
    return [n.node.node_id for n in nodes if n.node.metadata.get("kind") != FACTS_NODE_KIND]


class Retrievals(BaseEventHandler):
    """Counts LlamaIndex's retrieval-end events (what its tracing integrations see)."""

    queries: list[str] = []

    @classmethod
    def class_name(cls) -> str:
        return "KglinkTestRetrievals"

    def handle(self, event: BaseEvent, **kwargs) -> None:
        if isinstance(event, RetrievalEndEvent):
            query = event.str_or_query_bundle
            self.queries.append(query if isinstance(query, str) else query.query_str)


@pytest.fixture
def retrievals():
    handler = Retrievals(queries=[])
    dispatcher = get_dispatcher()
    dispatcher.add_event_handler(handler)
    yield handler
    dispatcher.event_handlers.remove(handler)


@pytest.mark.parametrize("mode", ["chat", "achat", "stream_chat", "astream_chat"])
def test_the_chat_engine_retrieves_for_the_rewritten_second_turn(pipeline: Pipeline, retrievals: Retrievals, mode: str):
    queries, chunks = _expected(pipeline)
    engine = as_chat_engine(pipeline, llm=MockLLM(max_tokens=4), now=NOW)

    def turn(text: str):
        if mode == "chat":
            return engine.chat(text)
        if mode == "stream_chat":
            response = engine.stream_chat(text)
            for _ in response.response_gen:
                pass
            return response

        async def run():
            if mode == "achat":
                return await engine.achat(text)
            response = await engine.astream_chat(text)
            async for _ in response.async_response_gen():
                pass
            return response

        return asyncio.run(run())

    turn(FIRST)
    response = turn(SECOND)
    assert _evidence(response.source_nodes) == chunks
    assert engine.kglink_result is not None and engine.kglink_result.queries == queries
    # LlamaIndex's own retrieval events fired for both turns, with the user's words.
    assert retrievals.queries == [FIRST, SECOND]
    roles = [message.role for message in engine.chat_history]
    assert roles == [MessageRole.USER, MessageRole.ASSISTANT] * 2


def test_condense_plus_context_engine_with_the_history_retriever(pipeline: Pipeline, retrievals: Retrievals):
    """kglink in place of the model's condensing: the retriever reads the engine's memory."""
    _, chunks = _expected(pipeline)
    memory = ChatMemoryBuffer.from_defaults()
    retriever = KglinkHistoryRetriever(pipeline, memory=memory, now=NOW)
    engine = CondensePlusContextChatEngine.from_defaults(
        retriever, llm=MockLLM(max_tokens=4), memory=memory, skip_condense=True
    )
    engine.chat(FIRST)
    response = engine.chat(SECOND)
    assert _evidence(response.source_nodes) == chunks
    assert retriever.last_result is not None and retriever.last_result.queries == ("企业版支持私有化部署吗",)
    assert retrievals.queries == [FIRST, SECOND]


def test_condense_plus_context_engine_reads_the_history_besides_the_condensed_question(pipeline: Pipeline):
    # With condensing on, the retriever gets the model's question and still reads the
    # conversation: a condensed question that kept the pronoun is resolved all the same.
    _, chunks = _expected(pipeline)
    memory = ChatMemoryBuffer.from_defaults(chat_history=list(HISTORY))
    retriever = KglinkHistoryRetriever(pipeline, memory=memory, now=NOW)

    class EchoCondense(MockLLM):
        def complete(self, prompt, formatted=False, **kwargs):  # the condensed question is the last line
            response = super().complete(prompt, formatted=formatted, **kwargs)
            response.text = SECOND
            return response

    engine = CondensePlusContextChatEngine.from_defaults(retriever, llm=EchoCondense(max_tokens=4), memory=memory)
    response = engine.chat(SECOND)
    assert _evidence(response.source_nodes) == chunks


def test_the_history_retriever_is_stateless(pipeline: Pipeline, retrievals: Retrievals):
    _, chunks = _expected(pipeline)
    retriever = KglinkHistoryRetriever(pipeline, now=NOW, graph_facts=True)
    nodes = retriever.retrieve_with_history(SECOND, HISTORY)
    assert nodes[0].node.metadata["kind"] == FACTS_NODE_KIND
    assert _evidence(nodes) == chunks
    # The same call again gives the same nodes: nothing of the first call was kept.
    assert _evidence(retriever.retrieve_with_history(SECOND, HISTORY)) == chunks
    # Without a history "它" points nowhere.
    alone = [n for n in retriever.retrieve(SECOND) if n.node.metadata.get("kind") != FACTS_NODE_KIND]
    assert alone[0].node.metadata["kglink_queries"] == [SECOND]
    assert retrievals.queries == [SECOND, SECOND, SECOND]


def test_the_async_path_serves_several_conversations_at_once(pipeline: Pipeline, conversations):
    retriever = KglinkHistoryRetriever(pipeline, now=NOW)
    cases = []
    for turns in conversations[:6]:
        history = []
        for turn in turns[:-1]:
            history.append(ChatMessage(role=MessageRole.USER, content=turn["user"]))
            if turn.get("assistant"):
                history.append(ChatMessage(role=MessageRole.ASSISTANT, content=turn["assistant"]))
        cases.append((turns[-1]["user"], history))

    async def run_all():
        return await asyncio.gather(*(retriever.aretrieve_with_history(text, history) for text, history in cases))

    got = asyncio.run(run_all())
    expected = [_evidence(retriever.retrieve_with_history(text, history)) for text, history in cases]
    assert [_evidence(nodes) for nodes in got] == expected
