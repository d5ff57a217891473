"""The period after the one in force ("and the quarter after?", "the following month",
"后一个月呢") is counted from it, as "the quarter before" is, across a year's end; "下个月"
and "next quarter" still count from today (made-up worlds)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for
from test_period_after_why import EN, ZH


@pytest.mark.parametrize(
    ("asked", "turn", "said", "unsaid"),
    [
        ("what was the on-time rate at Quarrow Depot in Q1 2025", "and the quarter after?", "Q2 2025", "Q1"),
        ("what was the on-time rate at Quarrow Depot in Q2 2025", "what about the following quarter", "Q3 2025", "Q2"),
        ("what was the on-time rate at Quarrow Depot in December 2025", "and the month after?", "January 2026",
         "December"),
    ],
)
def test_the_period_after_is_after_the_one_in_force(tmp_path: Path, asked: str, turn: str, said: str,
                                                    unsaid: str) -> None:
    session = rewriter_for(tmp_path, "h", EN).session(now=dt.date(2026, 6, 10))
    converse(session, (asked, "84%."))
    (query,) = session.rewrite(turn).queries
    assert "Quarrow Depot" in query and "on-time rate" in query.casefold() and said in query and unsaid not in query, query


def test_a_chinese_period_after_is_after_the_one_in_force(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", ZH).session(now=dt.date(2026, 6, 10))
    converse(session, ("柳岸店8月客流量多少", "1.2万人次。"))
    (query,) = session.rewrite("那后一个月呢").queries
    assert query.startswith("柳岸店9月客流量"), query


def test_next_month_with_no_article_counts_from_today(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", ZH).session(now=dt.date(2026, 6, 10))
    converse(session, ("柳岸店8月客流量多少", "1.2万人次。"))
    (query,) = session.rewrite("下个月呢").queries
    assert "2026年7月" in query, query


def test_that_month_opening_a_clause_is_the_month_in_force(tmp_path: Path) -> None:
    # ("那月…": "that month", not "so" and a stray "月".)
    session = rewriter_for(tmp_path, "g", ZH).session(now=dt.date(2026, 6, 10))
    converse(session, ("柳岸店8月客流量多少", "1.2万人次。"))
    (query,) = session.rewrite("那月有没有搞活动").queries
    assert "柳岸店" in query and "8月有没有搞活动" in query, query

