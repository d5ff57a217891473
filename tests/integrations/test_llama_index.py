"""The LlamaIndex retriever and chat engine, with the real llama-index-core and its
offline MockLLM: the same documents as Pipeline."""

from __future__ import annotations

import datetime as dt

from llama_index.core.llms import ChatMessage, MessageRole, MockLLM
from llama_index.core.retrievers import BaseRetriever

from kglink import Pipeline
from kglink.integrations.llama_index import FACTS_NODE_KIND, KglinkRetriever, as_chat_engine

NOW = dt.date(2025, 8, 15)


def _evidence(nodes):
    return [(n.node.node_id, n.score) for n in nodes if n.node.metadata.get("kind") != FACTS_NODE_KIND]


def test_it_is_a_llama_index_retriever(pipeline: Pipeline):
    assert isinstance(KglinkRetriever(pipeline), BaseRetriever)


def test_the_retriever_keeps_the_conversation(pipeline: Pipeline, conversations):
    for turns in conversations:
        retriever = KglinkRetriever(pipeline, now=NOW)
        session = pipeline.session(NOW)
        for turn in turns:
            nodes = retriever.retrieve(turn["user"])
            result = session.ask(turn["user"])
            assert _evidence(nodes) == [(e.chunk_id, e.score) for e in result.evidence]
            assert retriever.last_result is not None and retriever.last_result.queries == result.queries
            if turn.get("assistant"):
                retriever.observe_assistant(turn["assistant"])
                session.observe_assistant(turn["assistant"])


def test_the_chat_engine_retrieves_what_the_pipeline_does(pipeline: Pipeline, conversations):
    for turns in conversations[:10]:
        engine = as_chat_engine(pipeline, llm=MockLLM(max_tokens=8), now=NOW)
        session = pipeline.session(NOW)
        for turn in turns:
            response = engine.chat(turn["user"])
            result = session.ask(turn["user"])
            assert _evidence(response.source_nodes) == [(e.chunk_id, e.score) for e in result.evidence]
            session.observe_assistant(response.response)
        roles = [message.role for message in engine.chat_history]
        assert roles == [MessageRole.USER, MessageRole.ASSISTANT] * len(turns)


def test_the_chat_engine_puts_graph_facts_and_the_rewrite_before_the_model(pipeline: Pipeline):
    # MockLLM without max_tokens answers with the prompt it was given: what the model sees.
    engine = as_chat_engine(pipeline, llm=MockLLM(), now=NOW)
    engine.chat("你们的企业版多少钱")
    response = engine.chat("那它支持私有化部署吗")
    facts = [n for n in response.source_nodes if n.node.metadata.get("kind") == FACTS_NODE_KIND]
    assert len(facts) == 1 and "企业版" in facts[0].node.get_content()
    assert facts[0].node.get_content().splitlines()[0] in response.response
    evidence = [n for n in response.source_nodes if n not in facts]
    assert evidence[0].node.metadata["kglink_queries"] == ["企业版支持私有化部署吗"]
    assert "deploy-enterprise-private" in {n.node.metadata["doc_id"] for n in evidence}


def test_the_chat_engine_starts_from_a_given_history(pipeline: Pipeline):
    history = [
        ChatMessage(role=MessageRole.USER, content="你们的企业版多少钱"),
        ChatMessage(role=MessageRole.ASSISTANT, content="企业版每年12万元起。"),
    ]
    engine = as_chat_engine(pipeline, llm=MockLLM(max_tokens=4), chat_history=history, graph_facts=False, now=NOW)
    response = engine.chat("那它支持私有化部署吗")
    assert all(n.node.metadata.get("kind") != FACTS_NODE_KIND for n in response.source_nodes)
    session = pipeline.session(NOW)
    session.ask("你们的企业版多少钱")
    session.observe_assistant("企业版每年12万元起。")
    assert _evidence(response.source_nodes) == [(e.chunk_id, e.score) for e in session.ask("那它支持私有化部署吗").evidence]
