"""The model path against the scripted OpenAI-compatible server: every way a model answer
can fail ends on the rules with the right reason; a good answer is used, normalised."""

from __future__ import annotations

import pytest

from kglink.llm import LLMConfig, LLMRewriter
from llm_testkit import EX, Script, enterprise_conversations

# A conversation whose second turn the rules rewrite to "华南区7月的销售额是多少" with the
# constraint 7月 in force; the history names 华东区, 华南区 and 销售额 only.
FIRST = "华东区7月的销售额是多少"
SECOND = "那华南区呢"
RULE_SECOND = "华南区7月的销售额是多少"


def _second_turn(rewriter):
    session = rewriter.session()
    session.rewrite(FIRST)
    session.observe_assistant("华东区7月销售额为1200万元。")
    return session.rewrite(SECOND)


@pytest.mark.parametrize(
    ("script", "reason"),
    [
        ({"status": 500}, "http error"),
        ({"status": 429}, "http error"),
        ({"content": "Sure! The rewritten question is about sales."}, "unparsable"),
        ({"content": '{"answer": "华南区"}'}, "unparsable"),
        ({"body": "<html>bad gateway</html>"}, "unparsable"),
        ({"queries": ["华南区7月的销售额是多少，对比旗舰版"]}, "entity outside the whitelist"),
        ({"queries": ["华南区7月企业版的销售额是多少"]}, "entity outside the whitelist"),
        ({"queries": ["华南区的销售额是多少"]}, "constraint lost"),
        ({"queries": ["它7月的销售额是多少"]}, "pronoun left"),
        ({"queries": ["7月的销售额是多少"]}, "entity lost"),
        # Names and values the ontology does not know, which nobody in the conversation said.
        ({"queries": ["华南区7月乙产品的销售额是多少"]}, "unknown name: 乙产品"),
        ({"queries": ["华南区7月Nova Max的销售额是多少"]}, "unknown name: Nova"),
        ({"queries": ["华南区2024年7月的销售额是多少"]}, "unknown value: 2024"),
        ({"queries": []}, "empty query"),
        ({"queries": ["..."]}, "empty query"),
    ],
)
def test_each_bad_answer_falls_back_to_the_rules_with_its_reason(make_rewriter, scripted, script, reason) -> None:
    scripted.script(SECOND, **script)
    result = _second_turn(make_rewriter("llm"))
    assert result.method == "rule"
    assert result.queries == (RULE_SECOND,)
    assert [f.method for f in result.fallbacks] == ["llm"]
    assert result.fallbacks[0].reason.startswith(reason), result.fallbacks[0].reason
    assert result.trace["model"]["reason"] == result.fallbacks[0].reason


def test_a_name_the_ontology_does_not_know_must_be_kept(make_rewriter, scripted) -> None:
    # "产品C" is no node of the ontology: the rules keep it as written, and so must the model.
    scripted.script("产品C什么时候上市", queries=["什么时候上市"])
    result = make_rewriter("llm").session().rewrite("产品C什么时候上市")
    assert result.method == "rule"
    assert result.fallbacks[0].reason == "name lost: 产品C"
    assert any("产品C" in q for q in result.queries)


def test_a_slow_model_times_out_and_the_rules_answer(make_rewriter, scripted) -> None:
    scripted.script(SECOND, queries=[RULE_SECOND], delay=1.5)
    result = _second_turn(make_rewriter("llm", timeout=0.3))
    assert result.method == "rule"
    assert result.queries == (RULE_SECOND,)
    assert result.fallbacks[0].reason.startswith("timeout")


def test_connection_refused_falls_back(enterprise, closed_port) -> None:
    from kglink import Rewriter

    llm = LLMRewriter(LLMConfig(f"http://127.0.0.1:{closed_port}/v1", "none", timeout=2))
    result = _second_turn(Rewriter(enterprise, llm, policy="llm"))
    assert result.queries == (RULE_SECOND,)
    assert result.fallbacks[0].reason.startswith("connection error")


def test_a_good_answer_is_used_with_aliases_written_canonically(make_rewriter, scripted) -> None:
    # "华南" and "销售收入" are aliases of 华南区 and 销售额.
    scripted.script(SECOND, queries=["华南7月的销售收入是多少"], basis=["华南区"])
    rewriter = make_rewriter("llm")
    result = _second_turn(rewriter)
    assert result.method == "llm"
    assert result.fallbacks == ()
    assert result.queries == ("华南区7月的销售额是多少",)
    assert set(result.entity_ids) == {EX + "region_south", EX + "metric_sales"}
    model = result.trace["model"]
    assert model["answer"] == ["华南7月的销售收入是多少"]
    assert '"basis": ["华南区"]' in model["raw"]
    assert result.trace["timings_ms"]["model_call_ms"] > 0
    assert result.trace["timings_ms"]["model_overhead_ms"] >= 0
    stats = rewriter.model_stats()
    assert (stats["turns"], stats["calls"], stats["answered"]) == (2, 2, 2)


def test_the_model_may_split_a_turn(make_rewriter, scripted) -> None:
    scripted.script(SECOND, queries=["华南区7月的销售额是多少", "华南区7月的销售额和华东区比"])
    result = _second_turn(make_rewriter("llm"))
    assert result.method == "llm"
    assert len(result.queries) == 2


def test_the_request_is_bounded_and_asks_for_json(make_rewriter, scripted) -> None:
    rewriter = make_rewriter("llm", max_tokens=99)
    _second_turn(rewriter)
    request = scripted.requests[-1]
    assert request["temperature"] == 0
    assert request["max_tokens"] == 99
    assert request["response_format"]["type"] == "json_schema"
    assert request["response_format"]["json_schema"]["schema"]["required"] == ["queries", "correction", "basis"]
    prompt = request["messages"][-1]["content"]
    # The history verbatim, the state line, the whitelist with aliases, the question last.
    assert FIRST in prompt and "华东区7月销售额为1200万元。" in prompt
    assert "time: 7月" in prompt or "constraints: 7月" in prompt
    assert "- 华东区：" in prompt and "华东" in prompt
    assert prompt.splitlines()[-1] == f"当前问题: {SECOND}"


def test_english_turns_get_an_english_prompt(make_rewriter, scripted) -> None:
    session = make_rewriter("llm").session()
    session.rewrite("How much is the Enterprise Edition?")
    request = scripted.requests[-1]
    assert request["messages"][0]["content"].startswith("You rewrite")
    assert request["messages"][-1]["content"].splitlines()[-1] == "Current question: How much is the Enterprise Edition?"


def test_a_server_without_structured_output_is_asked_in_plain_text(make_rewriter, scripted) -> None:
    scripted.script(SECOND, content='Here you go: {"queries": ["华南区7月的销售额是多少"], "correction": false, "basis": []} done',
                    refuse_schema=True)
    result = _second_turn(make_rewriter("llm"))
    assert result.method == "llm"
    formats = [(r.get("response_format") or {}).get("type") for r in scripted.requests]
    assert formats[-2:] == ["json_schema", None]


def test_a_clarification_stays_a_clarification(make_rewriter, scripted) -> None:
    rewriter = make_rewriter("llm")
    session = rewriter.session()
    session.rewrite("企业版和旗舰版分别多少钱")
    before = len(scripted.requests)
    result = session.rewrite("它支持混合云部署吗")
    assert result.clarify is not None
    assert len(scripted.requests) == before  # the model was not asked to guess
    assert result.trace["model"]["skipped"] == "clarify"


def test_rules_fail_and_model_fails_then_the_users_words(make_rewriter, scripted) -> None:
    rewriter = make_rewriter("llm")
    session = rewriter.session()
    scripted.script("它呢", status=500)
    result = session.rewrite("它呢")  # a pronoun with nothing in play: the rules cannot resolve it
    assert result.method == "original"
    assert [f.method for f in result.fallbacks][0] == "llm"
    assert "rule" in [f.method for f in result.fallbacks]


def test_no_model_keeps_the_rules_bit_for_bit(enterprise, make_rewriter, scripted) -> None:
    from kglink import Rewriter

    plain = Rewriter(enterprise)
    # Every model answer rejected: the results must be the rules' own, field by field.
    scripted.default = Script(status=500)
    broken = make_rewriter("llm", breaker_failures=10_000)
    for turns in enterprise_conversations()[:15]:
        a, b = plain.session(session_id="s"), broken.session(session_id="s")
        for user, answer in turns:
            left, right = a.rewrite(user), b.rewrite(user)
            assert (left.queries, left.entities, left.turn_type, left.method, left.clarify, left.correction,
                    left.constraints) == (right.queries, right.entities, right.turn_type, right.method,
                                          right.clarify, right.correction, right.constraints)
            assert tuple(f for f in right.fallbacks if f.method != "llm") == left.fallbacks
            if answer:
                a.observe_assistant(answer)
                b.observe_assistant(answer)
        assert a.to_dict() == b.to_dict()
