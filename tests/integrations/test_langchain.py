"""The LangChain retriever, with the real langchain-core: the same documents as Pipeline."""

from __future__ import annotations

import datetime as dt
import threading

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.retrievers import BaseRetriever
from langchain_core.runnables import RunnableLambda

from kglink import Pipeline
from kglink.errors import InputError
from kglink.integrations.langchain import KglinkRetriever

NOW = dt.date(2025, 8, 15)


def _pipeline_runs(pipeline: Pipeline, turns):
    session = pipeline.session(NOW)
    out = []
    for turn in turns:
        result = session.ask(turn["user"])
        out.append([(item.chunk_id, item.score) for item in result.evidence])
        if turn.get("assistant"):
            session.observe_assistant(turn["assistant"])
    return out


def _retriever_runs(retriever: KglinkRetriever, turns):
    history: list = [SystemMessage("You answer from the company's knowledge base.")]
    out = []
    for turn in turns:
        docs = retriever.invoke(turn["user"], chat_history=list(history))
        out.append([(doc.metadata["chunk_id"], doc.metadata["score"]) for doc in docs])
        history.append(HumanMessage(turn["user"]))
        if turn.get("assistant"):
            history.append(AIMessage(turn["assistant"]))
    return out


def test_it_is_a_langchain_retriever(pipeline: Pipeline):
    assert isinstance(KglinkRetriever(pipeline=pipeline), BaseRetriever)


def test_the_same_documents_as_the_pipeline(pipeline: Pipeline, conversations):
    retriever = KglinkRetriever(pipeline=pipeline, now=NOW)
    for turns in conversations:
        assert _retriever_runs(retriever, turns) == _pipeline_runs(pipeline, turns)


def test_the_same_documents_without_the_replay_cache(pipeline: Pipeline, conversations):
    retriever = KglinkRetriever(pipeline=pipeline, now=NOW, cache_size=0)
    for turns in conversations[:6]:
        assert _retriever_runs(retriever, turns) == _pipeline_runs(pipeline, turns)


def test_documents_carry_sources_scores_and_the_rewrite(pipeline: Pipeline):
    retriever = KglinkRetriever(pipeline=pipeline, now=NOW)
    history = [("human", "你们的企业版多少钱"), ("ai", "企业版每年12万元起。")]
    docs = retriever.invoke("那它支持私有化部署吗", chat_history=history)
    assert docs and docs[0].id == docs[0].metadata["chunk_id"]
    meta = docs[0].metadata
    assert meta["kglink_queries"] == ["企业版支持私有化部署吗"]
    assert meta["kglink_turn_type"] == "pronoun"
    assert meta["source"] and meta["ranks"]["fused"] >= 1
    assert "deploy-enterprise-private" in {doc.metadata["doc_id"] for doc in docs}
    result = retriever.ask("那它支持私有化部署吗", history)
    assert [d.page_content for d in docs] == [e.text for e in result.evidence] and result.facts


def test_it_runs_inside_a_chain(pipeline: Pipeline):
    retriever = KglinkRetriever(pipeline=pipeline, now=NOW)
    chain = RunnableLambda(lambda x: retriever.invoke(x["input"], chat_history=x["chat_history"])) | RunnableLambda(
        lambda docs: [doc.metadata["doc_id"] for doc in docs]
    )
    history = [{"role": "user", "content": "你们的企业版多少钱"}, {"role": "assistant", "content": "每年12万元起。"}]
    assert "deploy-enterprise-private" in chain.invoke({"input": "那它支持私有化部署吗", "chat_history": history})


def test_a_bad_history_message_is_an_input_error(pipeline: Pipeline):
    retriever = KglinkRetriever(pipeline=pipeline)
    with pytest.raises(InputError, match="unknown chat role"):
        retriever.invoke("那它呢", chat_history=[("narrator", "x")])


def test_one_retriever_serves_many_threads(pipeline: Pipeline, conversations):
    retriever = KglinkRetriever(pipeline=pipeline, now=NOW)
    expected = [_pipeline_runs(pipeline, turns) for turns in conversations[:8]]
    got: list = [None] * 8
    errors: list = []

    def work(slot: int) -> None:
        try:
            got[slot] = _retriever_runs(retriever, conversations[slot])
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(slot,)) for slot in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors and got == expected
