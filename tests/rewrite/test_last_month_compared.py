"""A period compared with, said relative to today ("比上个月", "compare with last month"), is
counted back from the period the figure is for: asked in October of September's revenue, "last
month" is August, not September again. "比8月呢", the other side alone, adds the comparison
to the question in play (a made-up world of a bakery chain's areas)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from made_up_worlds import rewriter_for

from kglink import Session

W = """
@prefix l: <http://example.org/l/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

l:Region a owl:Class ; rdfs:label "区域"@zh, "area"@en .
l:Metric a owl:Class ; rdfs:label "指标"@zh, "metric"@en .
l:r1 a l:Region ; skos:prefLabel "桐山区域"@zh, "Quarrow area"@en .
l:m1 a l:Metric ; skos:prefLabel "营业额"@zh, "Revenue"@en ; skos:altLabel "revenue"@en .
"""


def _in_october(tmp_path: Path, question: str, answer: str) -> Session:
    session = rewriter_for(tmp_path, "l", W).session(now=dt.date(2025, 10, 20), now_unit="month")
    session.rewrite(question)
    session.observe_assistant(answer)
    return session


def test_zh_last_month_compared_is_the_month_before_the_one_asked(tmp_path: Path) -> None:
    session = _in_october(tmp_path, "桐山区域9月营业额", "桐山区域9月营业额120万元。")
    query = session.rewrite("比上个月多了多少").queries[0]
    assert "8月" in query and "9月" in query, query


def test_en_last_month_compared_is_the_month_before_the_one_asked(tmp_path: Path) -> None:
    session = _in_october(tmp_path, "Quarrow area revenue in September", "Quarrow area revenue was 1.2m in September 2025.")
    query = session.rewrite("how does that compare with last month").queries[0]
    assert "August" in query and "September" in query, query


def test_the_other_side_alone_adds_the_comparison(tmp_path: Path) -> None:
    session = _in_october(tmp_path, "桐山区域9月营业额", "桐山区域9月营业额120万元。")
    query = session.rewrite("比8月呢").queries[0]
    assert "8月" in query and "9月" in query and "营业额" in query, query


def test_last_month_asked_outright_is_counted_from_today(tmp_path: Path) -> None:
    session = _in_october(tmp_path, "桐山区域9月营业额", "桐山区域9月营业额120万元。")
    query = session.rewrite("上个月营业额呢").queries[0]
    assert "9月" in query and "8月" not in query, query
