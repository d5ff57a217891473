"""Session JSON round-trip: a restored session is equal and rewrites the next turn the same."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from kglink import KglinkError, Ontology, RewriteResult, Rewriter, Session
from kglink.errors import InputError

ROOT = Path(__file__).resolve().parents[2]
ONTOLOGY = ROOT / "ontology" / "enterprise" / "ontology.ttl"

# (role, text): the conversations played before the round-trip.
HISTORIES = {
    "zh-sales": [
        ("user", "华东区7月的销售额是多少"),
        ("assistant", "华东区2025年7月销售额为1200万元，其中上海分公司贡献600万元。"),
        ("user", "它比6月涨了多少"),
        ("user", "那华南区呢"),
    ],
    "zh-editions": [
        ("user", "你们的企业版多少钱"),
        ("assistant", "企业版每年12万元起，含100个账号；如果预算有限，标准版每年4.8万元起。"),
        ("user", "那它支持私有化部署吗"),
    ],
    "zh-switch": [
        ("user", "产品B 6月的销售额是多少"),
        ("user", "7月呢"),
        ("user", "顺便问一下，年假怎么算"),
    ],
    "zh-clarify": [
        ("user", "企业版和旗舰版分别多少钱"),
        ("user", "它支持混合云部署吗"),
    ],
    "en-relative-time": [
        ("user", "What were East China sales last month?"),
        ("assistant", "East China Region sales were RMB 12.0 million in July 2025."),
        ("user", "What about South China?"),
    ],
}
NEXT_TURNS = ["为什么", "和华北区比呢", "它的毛利率呢", "回到刚才那个", "不是，我说的是企业版", "Why?", "tell me more"]


@pytest.fixture(scope="module")
def rewriter() -> Rewriter:
    return Rewriter(Ontology.load(ONTOLOGY))


def play(rewriter: Rewriter, history: list[tuple[str, str]]) -> Session:
    session = rewriter.session(now=dt.date(2025, 8, 15))
    for role, text in history:
        if role == "user":
            session.rewrite(text)
        else:
            session.observe_assistant(text)
    return session


def outcome(result: RewriteResult) -> tuple:
    """Everything a caller sees of a result, except timings."""
    return (
        result.queries,
        result.entities,
        result.turn_type,
        result.method,
        result.clarify,
        result.correction,
        result.constraints,
        result.fallbacks,
    )


@pytest.mark.parametrize("name", sorted(HISTORIES))
def test_round_trip_gives_an_equal_session(rewriter, name):
    session = play(rewriter, HISTORIES[name])
    text = session.to_json()
    json.loads(text)  # plain JSON
    restored = Session.from_json(text, rewriter)
    assert restored == session
    assert restored.to_json() == text
    assert restored.session_id == session.session_id
    assert restored.now == session.now
    assert restored.user_turns == session.user_turns
    assert [t.text for t in restored.history] == [t.text for t in session.history]


@pytest.mark.parametrize("name", sorted(HISTORIES))
@pytest.mark.parametrize("next_turn", NEXT_TURNS)
def test_next_rewrite_is_identical_after_a_round_trip(rewriter, name, next_turn):
    original = play(rewriter, HISTORIES[name])
    restored = Session.from_json(original.to_json(), rewriter)
    assert outcome(restored.rewrite(next_turn)) == outcome(original.rewrite(next_turn))
    assert restored == original


def test_round_trip_from_a_dict_and_through_a_second_hop(rewriter):
    session = play(rewriter, HISTORIES["zh-sales"])
    via_dict = Session.from_json(json.loads(session.to_json()), rewriter)
    assert via_dict == session
    hop = Session.from_json(via_dict.to_json(), rewriter)
    hop.rewrite("8月呢")
    session.rewrite("8月呢")
    assert hop == session


def test_a_session_grows_and_differs_after_a_turn(rewriter):
    session = play(rewriter, HISTORIES["zh-editions"])
    copy = Session.from_json(session.to_json(), rewriter)
    session.rewrite("和上一个方案比呢")
    assert copy != session
    assert session.user_turns == copy.user_turns + 1


def test_an_empty_session_round_trips(rewriter):
    session = rewriter.session()
    restored = Session.from_json(session.to_json(), rewriter)
    assert restored == session
    assert restored.now is None
    first = restored.rewrite("华东区7月的销售额是多少")
    assert first.turn_type == "first"


def test_a_present_known_to_the_month_round_trips_and_keeps_days_as_said(rewriter):
    session = rewriter.session(dt.date(2025, 8, 1), now_unit="month")
    restored = Session.from_json(session.to_json(), rewriter)
    assert (restored.now, restored.now_unit) == (dt.date(2025, 8, 1), "month")
    query = restored.rewrite("华东区上个月和昨天的销售额").queries[0]
    assert "2025年7月" in query and "昨天" in query, query


def test_a_restored_session_without_a_rewriter_refuses_to_rewrite(rewriter):
    data = play(rewriter, HISTORIES["zh-sales"]).to_json()
    orphan = Session.from_json(data)
    with pytest.raises(InputError):
        orphan.rewrite("为什么")


@pytest.mark.parametrize(
    "bad",
    [
        "not json at all",
        "[1, 2, 3]",
        json.dumps({"version": 999}),
        json.dumps({"version": 1}),
        json.dumps({"version": 1, "session_id": "x", "user_turns": 0, "turns": [{"role": "user"}]}),
    ],
)
def test_malformed_session_json_is_an_input_error(rewriter, bad):
    with pytest.raises(KglinkError) as caught:
        Session.from_json(bad, rewriter)
    assert isinstance(caught.value, InputError)
