"""The LangChain retriever inside LangChain's own chains (create_retrieval_chain with the
fake chat model), sync, async, streaming and batch: the second turn retrieves what kglink's
rewrite finds, and the rewrite reaches the callbacks."""

from __future__ import annotations

import asyncio
import datetime as dt
from typing import Any

import pytest
from langchain_classic.chains import create_retrieval_chain
from langchain_classic.chains.combine_documents import create_stuff_documents_chain
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from pydantic import ValidationError

from kglink import Pipeline
from kglink.errors import InputError
from kglink.integrations.langchain import REWRITE_EVENT, KglinkRetriever

NOW = dt.date(2025, 8, 15)
FIRST = "你们的企业版多少钱"
FIRST_ANSWER = "企业版每年12万元起。"
SECOND = "那它支持私有化部署吗"
HISTORY = [HumanMessage(FIRST), AIMessage(FIRST_ANSWER)]


def _expected(pipeline: Pipeline) -> tuple[tuple[str, ...], list[str]]:
    """What a live session searches for the second turn, and the chunks it finds."""
    session = pipeline.session(NOW)
    session.ask(FIRST)
    session.observe_assistant(FIRST_ANSWER)
    result = session.ask(SECOND)
    return result.queries, [item.chunk_id for item in result.evidence]


class Recorder(BaseCallbackHandler):
    def __init__(self) -> None:
        self.events: list[tuple[str, Any]] = []

    def on_custom_event(self, name: str, data: Any, **kwargs: Any) -> None:
        self.events.append((name, data))


def _chain(retriever: KglinkRetriever, answers: list[str]):
    prompt = ChatPromptTemplate.from_messages(
        [("system", "Answer from the context:\n{context}"), MessagesPlaceholder("chat_history"), ("human", "{input}")]
    )
    llm = FakeListChatModel(responses=answers)
    return create_retrieval_chain(retriever.as_history_aware(), create_stuff_documents_chain(llm, prompt))


@pytest.fixture
def retriever(pipeline: Pipeline) -> KglinkRetriever:
    return KglinkRetriever(pipeline=pipeline, now=NOW)


def test_the_chain_retrieves_for_the_rewritten_second_turn(pipeline: Pipeline, retriever: KglinkRetriever):
    queries, chunks = _expected(pipeline)
    assert queries == ("企业版支持私有化部署吗",)
    chain = _chain(retriever, ["支持。"])
    out = chain.invoke({"input": SECOND, "chat_history": HISTORY})
    assert out["answer"] == "支持。"
    assert [doc.metadata["chunk_id"] for doc in out["context"]] == chunks
    assert out["context"][0].metadata["kglink_queries"] == list(queries)


def test_the_bare_retriever_in_create_retrieval_chain_loses_the_history(retriever: KglinkRetriever):
    # Why as_history_aware exists: create_retrieval_chain gives a BaseRetriever x["input"] only.
    llm = FakeListChatModel(responses=["?"])
    prompt = ChatPromptTemplate.from_messages([("system", "{context}"), ("human", "{input}")])
    chain = create_retrieval_chain(retriever, create_stuff_documents_chain(llm, prompt))
    out = chain.invoke({"input": SECOND, "chat_history": HISTORY})
    assert out["context"][0].metadata["kglink_queries"] == [SECOND]


def test_the_chain_async(pipeline: Pipeline, retriever: KglinkRetriever):
    _, chunks = _expected(pipeline)
    chain = _chain(retriever, ["支持。"])
    out = asyncio.run(chain.ainvoke({"input": SECOND, "chat_history": HISTORY}))
    assert [doc.metadata["chunk_id"] for doc in out["context"]] == chunks


def test_the_chain_streams(pipeline: Pipeline, retriever: KglinkRetriever):
    _, chunks = _expected(pipeline)
    chain = _chain(retriever, ["支持私有化部署。"])
    parts = list(chain.stream({"input": SECOND, "chat_history": HISTORY}))
    context = [part["context"] for part in parts if "context" in part]
    assert [doc.metadata["chunk_id"] for doc in context[0]] == chunks
    assert "".join(part.get("answer", "") for part in parts) == "支持私有化部署。"


def test_the_chain_batches_with_a_history_per_item(pipeline: Pipeline, retriever: KglinkRetriever):
    _, chunks = _expected(pipeline)
    chain = _chain(retriever, ["a", "b"])
    first, second = chain.batch([{"input": SECOND, "chat_history": HISTORY}, {"input": SECOND, "chat_history": []}])
    assert [doc.metadata["chunk_id"] for doc in first["context"]] == chunks
    # Without history "它" has nothing to point at: searched as typed.
    assert second["context"][0].metadata["kglink_queries"] == [SECOND]
    again = asyncio.run(chain.abatch([{"input": SECOND, "chat_history": HISTORY}]))
    assert [doc.metadata["chunk_id"] for doc in again[0]["context"]] == chunks


def test_ainvoke_takes_the_history_keyword(pipeline: Pipeline, retriever: KglinkRetriever):
    _, chunks = _expected(pipeline)
    docs = asyncio.run(retriever.ainvoke(SECOND, chat_history=HISTORY))
    assert [doc.metadata["chunk_id"] for doc in docs] == chunks
    assert retriever.invoke(SECOND, chat_history=HISTORY) == docs


def test_a_dict_input_is_read_not_crashed_on(pipeline: Pipeline, retriever: KglinkRetriever):
    _, chunks = _expected(pipeline)
    docs = retriever.invoke({"input": SECOND, "chat_history": HISTORY})
    assert [doc.metadata["chunk_id"] for doc in docs] == chunks
    batched = retriever.batch([{"input": SECOND, "chat_history": HISTORY}, SECOND])
    assert batched[0] == docs and batched[1][0].metadata["kglink_queries"] == [SECOND]
    with pytest.raises(InputError, match="'input'"):
        retriever.invoke({"text": SECOND})


def test_the_rewrite_goes_to_the_callbacks(retriever: KglinkRetriever):
    recorder = Recorder()
    retriever.invoke(SECOND, config={"callbacks": [recorder]}, chat_history=HISTORY)
    asyncio.run(retriever.ainvoke({"input": SECOND, "chat_history": HISTORY}, config={"callbacks": [recorder]}))
    assert len(recorder.events) == 2
    for name, data in recorder.events:
        assert name == REWRITE_EVENT
        assert data["input"] == SECOND and data["queries"] == ["企业版支持私有化部署吗"]
        assert data["turn_type"] == "pronoun" and data["method"] == "rule"
        assert {entity["label"] for entity in data["entities"]} >= {"企业版"}


def test_the_rewrite_is_an_event_of_the_chain(retriever: KglinkRetriever):
    chain = _chain(retriever, ["支持。"])

    async def events() -> list[dict[str, Any]]:
        return [event async for event in chain.astream_events({"input": SECOND, "chat_history": HISTORY}, version="v2")
                if event["event"] == "on_custom_event"]

    (event,) = asyncio.run(events())
    assert event["name"] == REWRITE_EVENT and event["data"]["queries"] == ["企业版支持私有化部署吗"]


def test_k_and_search_kwargs_limit_the_documents(pipeline: Pipeline):
    everything = KglinkRetriever(pipeline=pipeline, now=NOW).invoke(SECOND, chat_history=HISTORY)
    assert len(everything) > 2
    assert KglinkRetriever(pipeline=pipeline, now=NOW, k=2).invoke(SECOND, chat_history=HISTORY) == everything[:2]
    by_kwargs = KglinkRetriever(pipeline=pipeline, now=NOW, search_kwargs={"k": 1})
    assert by_kwargs.invoke(SECOND, chat_history=HISTORY) == everything[:1]
    assert by_kwargs.invoke(SECOND, chat_history=HISTORY, k=2) == everything[:2]
    with pytest.raises(ValidationError, match="k must be positive"):
        KglinkRetriever(pipeline=pipeline, k=0)
    with pytest.raises(ValidationError, match="unknown search_kwargs"):
        KglinkRetriever(pipeline=pipeline, search_kwargs={"filter": {}})
