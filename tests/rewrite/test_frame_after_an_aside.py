"""A turn that asks nothing of the knowledge base ("ok thanks", "好的，谢谢", "顺便问下明天会
下雨吗") does not end the frame: "and Ostmere Depot?", "那桐山店呢" right after, naming a
thing of the kind the frame held, vary the question before it; "and the canteen hours?"
goes on with the aside (made-up worlds)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for
from test_period_after_why import ZH
from test_pick_between_asked import METRICS


@pytest.mark.parametrize("aside", [("好的，谢谢", "不客气。"), ("顺便问下明天会下雨吗", "这个我不清楚。")])
def test_a_chinese_ellipsis_after_an_aside_varies_the_question_before(tmp_path: Path, aside: tuple[str, str]) -> None:
    session = rewriter_for(tmp_path, "g", ZH).session()
    converse(session, ("柳岸店7月客流量多少", "1.2万人次。"), aside)
    (query,) = session.rewrite("那桐山店呢").queries
    assert query == "桐山店7月客流量多少", query


def test_an_english_ellipsis_after_thanks_varies_the_question_before(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "d", METRICS).session()
    converse(session, ("what was the on-time rate at Quarrow Depot in August", "84%."), ("ok thanks", "You're welcome."))
    (query,) = session.rewrite("and Ostmere Depot?").queries
    assert query == "what was the on-time rate at Ostmere Depot in August", query


def test_an_ellipsis_of_no_name_after_an_aside_goes_on_with_the_aside(tmp_path: Path) -> None:
    # ("where can I park at head office?" -> "and the canteen hours?": the aside's own frame.)
    session = rewriter_for(tmp_path, "d", METRICS).session()
    converse(
        session,
        ("what was the on-time rate at Quarrow Depot in August", "84%."),
        ("where can I park at head office?", "In the overflow car park."),
    )
    result = session.rewrite("and the canteen hours?")
    assert not result.entity_ids and "Quarrow" not in result.queries[0], result.queries
