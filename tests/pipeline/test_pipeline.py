"""The Pipeline facade on the example world: what one ask returns, the evidence cache, the
answer hook, and saving a session."""

from __future__ import annotations

import json

import pytest

from kglink import AskResult, Pipeline
from kglink.errors import ConfigError, InputError
from kglink.pipeline import EvidenceSettings
from kglink.retrieval import Index

import datetime as dt

NOW = dt.date(2025, 8, 15)

EX = "http://example.org/kglink/enterprise/"


def test_a_three_turn_conversation(pipeline: Pipeline):
    session = pipeline.session(NOW)
    first = session.ask("你们的企业版多少钱")
    session.observe_assistant("企业版每年12万元起，标准版每年4.8万元起。")
    second = session.ask("那它支持私有化部署吗")
    session.observe_assistant("企业版支持。")
    third = session.ask("和上一个方案比呢")

    assert first.turn_type == "first" and first.queries == ("你们的企业版多少钱",)
    assert second.queries == ("企业版支持私有化部署吗",) and second.turn_type == "pronoun"
    assert third.turn_type == "comparison"
    assert EX + "edition_standard" in third.entity_ids
    assert [(e.id, e.label) for e in second.entities][0] == (EX + "edition_enterprise", "企业版")
    assert "deploy-enterprise-private" in second.doc_ids
    for result in (first, second, third):
        assert 0 < len(result.evidence) <= pipeline.k
        scores = [item.score for item in result.evidence]
        assert scores == sorted(scores, reverse=True)
        for item in result.evidence:
            assert item.source and item.chunk_id.startswith(item.doc_id + "#")
            assert item.ranks["fused"] >= 1 and item.retrieval_score >= item.score > 0
    assert session.turns == 3


def test_evidence_without_penalty_is_the_index_search(ontology, index: Index, pipeline: Pipeline):
    plain = Pipeline(ontology, index, rewriter=pipeline.rewriter, evidence=EvidenceSettings(penalty=0.0))
    session = plain.session(NOW)
    for text in ("华东区7月的销售额是多少", "它比6月涨了多少", "那华南区呢"):
        result = session.ask(text)
        hits = index.search(list(result.queries), k=plain.k, entities=list(result.entity_ids))
        assert [item.chunk_id for item in result.evidence] == [hit.chunk_id for hit in hits]
        assert [item.score for item in result.evidence] == [hit.score for hit in hits]


def test_a_chunk_shown_before_is_penalised(ontology, index: Index, pipeline: Pipeline):
    strong = Pipeline(ontology, index, rewriter=pipeline.rewriter, evidence=EvidenceSettings(penalty=1.0))
    session = strong.session(NOW)
    first = session.ask("华东区7月的销售额是多少")
    second = session.ask("它比6月涨了多少")
    shown = {item.chunk_id for item in first.evidence}
    fresh = [item for item in second.evidence if item.chunk_id not in shown]
    again = [item for item in second.evidence if item.chunk_id in shown]
    # Penalty 1 zeroes a chunk shown last turn: every new chunk ranks above it.
    assert fresh, "the second turn found nothing new"
    assert all(item.score == 0.0 and item.shown_before == 0 for item in again)
    assert [item.chunk_id for item in second.evidence[: len(fresh)]] == [item.chunk_id for item in fresh]
    assert second.trace["evidence"]["penalised"] == [item.chunk_id for item in again]
    # What the first turn showed and this one did not stays available for the prompt.
    assert {item.chunk_id for item in second.earlier} == shown - {item.chunk_id for item in second.evidence}


def test_a_continuation_reuses_the_previous_evidence(pipeline: Pipeline):
    session = pipeline.session(NOW)
    session.ask("你们的企业版多少钱")
    before = session.ask("那它支持私有化部署吗")
    more = session.ask("详细说说")
    assert more.turn_type == "continuation" and more.reused
    assert [item.chunk_id for item in more.evidence] == [item.chunk_id for item in before.evidence]
    assert all(item.turn == 2 and item.shown_before == 1 for item in more.evidence)
    assert more.trace["evidence"] == {**more.trace["evidence"], "action": "reused", "from_turn": 1}
    assert "retrieve" in more.trace["timings_ms"]


@pytest.mark.parametrize("follow_up", ["为什么这么贵", "还有别的版本吗", "详细说说它的单点登录"])
def test_a_follow_up_asking_something_new_searches_again(pipeline: Pipeline, follow_up):
    # "why" and "what else" continue the topic but ask for other passages; so does an
    # elaboration that names what it is about.
    session = pipeline.session(NOW)
    session.ask("你们的企业版多少钱")
    more = session.ask(follow_up)
    assert not more.reused and not more.rewrite.elaboration, more.queries
    assert more.trace["evidence"]["action"] == "search"


def test_reuse_can_be_turned_off(ontology, index, pipeline: Pipeline):
    fresh = Pipeline(
        ontology, index, rewriter=pipeline.rewriter, evidence=EvidenceSettings(reuse_on_continuation=False)
    )
    session = fresh.session(NOW)
    session.ask("你们的企业版多少钱")
    more = session.ask("详细说说")
    assert more.turn_type == "continuation" and not more.reused
    assert more.trace["evidence"]["action"] == "search"


def test_a_topic_switch_clears_the_cache(pipeline: Pipeline):
    session = pipeline.session(NOW)
    session.ask("你们的企业版多少钱")
    session.ask("那它支持私有化部署吗")
    assert len(session.evidence) > 0
    switched = session.ask("年假政策是怎么规定的")
    assert switched.turn_type == "topic_switch"
    assert switched.trace["evidence"]["cleared"] > 0
    assert switched.earlier == ()
    assert all(item.shown_before is None for item in switched.evidence)
    assert {item.turn for item in session.evidence.entries()} == {2}


def test_an_ambiguous_name_asks_instead_of_searching(pipeline: Pipeline):
    session = pipeline.session(NOW)
    result = session.ask("CRM怎么登录")
    assert result.clarify and {c.label for c in result.clarify} >= {"星云CRM", "CRM系统"}
    assert result.evidence == () and result.trace["evidence"]["action"] == "clarify"
    prompt = result.to_prompt()
    assert "星云CRM" in prompt and "CRM系统" in prompt


def test_graph_facts_name_the_linked_entities(pipeline: Pipeline):
    result = pipeline.session(NOW).ask("你们的企业版多少钱")
    facts = {(f.subject_label, f.predicate_label, f.object_label) for f in result.facts}
    assert ("企业版", "价格", "每年12万元起") in facts  # an attribute, with the property's label
    assert ("企业版", "支持功能", "私有化部署") in facts  # an edge, with both labels
    assert len(result.facts) <= pipeline.facts_limit


def test_the_prompt_holds_facts_evidence_and_the_rewritten_question(pipeline: Pipeline):
    session = pipeline.session(NOW)
    session.ask("你们的企业版多少钱")
    result = session.ask("那它支持私有化部署吗")
    prompt = result.to_prompt(max_chars=80)
    assert "## 知识图谱事实" in prompt and "## 检索到的资料" in prompt
    assert "那它支持私有化部署吗" in prompt and "企业版支持私有化部署吗" in prompt
    assert f"[1] ({result.evidence[0].source})" in prompt
    english = pipeline.session(NOW).ask("Does Nebula CRM support SSO?").to_prompt(instruction="Be brief.")
    assert english.startswith("Be brief.") and "## Question" in english


def test_the_answer_hook_is_called_and_its_answer_read(pipeline: Pipeline):
    prompts: list[str] = []

    def model(result: AskResult) -> str:
        prompts.append(result.to_prompt())
        return "标准版每年4.8万元起。"  # names an entity the user then points at

    session = pipeline.session(NOW, answer=model)
    first = session.ask("有哪些版本")
    assert first.answer == "标准版每年4.8万元起。" and len(prompts) == 1
    follow = session.ask("它支持私有化部署吗", answer=lambda result: "")
    assert EX + "edition_standard" in follow.entity_ids
    assert len(prompts) == 1  # the per-ask hook replaced the session's


def test_an_answer_hook_must_return_text(pipeline: Pipeline):
    session = pipeline.session(NOW, answer=lambda result: 42)  # type: ignore[arg-type,return-value]
    with pytest.raises(ConfigError, match="must return a string"):
        session.ask("你们的企业版多少钱")


def test_a_saved_session_continues_as_if_never_saved(pipeline: Pipeline):
    turns = ["你们的企业版多少钱", "那它支持私有化部署吗", "详细说说", "和上一个方案比呢"]
    whole = pipeline.session(NOW, session_id="s1")
    expected = [whole.ask(text) for text in turns]
    split = pipeline.session(NOW, session_id="s1")
    got = [split.ask(turns[0]), split.ask(turns[1])]
    restored = pipeline.session_from_json(split.to_json())
    assert restored.to_json() == split.to_json()
    got += [restored.ask(text) for text in turns[2:]]
    for want, have in zip(expected, got, strict=True):
        assert (have.queries, have.entity_ids, have.turn_type, have.reused) == (
            want.queries, want.entity_ids, want.turn_type, want.reused
        )
        assert [(e.chunk_id, e.score, e.shown_before) for e in have.evidence] == [
            (e.chunk_id, e.score, e.shown_before) for e in want.evidence
        ]


@pytest.mark.parametrize(
    "data",
    ["{}", json.dumps({"format": 99}), json.dumps({"format": 1, "state": {}, "evidence": {}}), "not json"],
)
def test_a_bad_saved_session_is_an_input_error(pipeline: Pipeline, data: str):
    with pytest.raises(InputError):
        pipeline.session_from_json(data)


@pytest.mark.parametrize(
    "kwargs",
    [{"k": 0}, {"facts_per_entity": -1}, {"facts_limit": -2}],
)
def test_bad_arguments_are_config_errors(ontology, index, pipeline, kwargs):
    with pytest.raises(ConfigError):
        Pipeline(ontology, index, rewriter=pipeline.rewriter, **kwargs)


def test_the_pipeline_shares_the_alias_index_and_graph_with_the_index(pipeline: Pipeline, index: Index):
    assert pipeline.rewriter.resources.alias_index is index.alias_index
    assert pipeline.graph is index.graph_store


def test_to_dict_is_json(pipeline: Pipeline):
    result = pipeline.session(NOW).ask("华东区7月的销售额是多少")
    data = json.loads(json.dumps(result.to_dict(), ensure_ascii=False))
    assert data["queries"] == list(result.queries)
    assert [row["chunk_id"] for row in data["evidence"]] == [item.chunk_id for item in result.evidence]
