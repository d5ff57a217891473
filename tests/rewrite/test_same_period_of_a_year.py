""""去年同期呢", "same period last year?" after a figure of a month or a quarter ask that
month or quarter of the other year, not the whole year (a made-up juice maker's sales)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

W = """
@prefix j: <http://example.org/briskjuice/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

j:Region a owl:Class ; rdfs:label "region"@en, "大区"@zh .
j:Metric a owl:Class ; rdfs:label "metric"@en, "指标"@zh .
j:r1 a j:Region ; skos:prefLabel "Sorrel Region"@en, "索雷尔大区"@zh ; skos:altLabel "Sorrel"@en, "索雷尔"@zh .
j:m1 a j:Metric ; skos:prefLabel "Case Sales"@en, "箱销量"@zh ; skos:altLabel "sales"@en, "销量"@zh .
"""


@pytest.fixture()
def juice(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "briskjuice", W)


def test_same_period_last_year_in_chinese(juice: Rewriter) -> None:
    session = juice.session(dt.date(2025, 11, 20))
    converse(session, ("索雷尔10月销量多少", "索雷尔大区2025年10月箱销量1150箱。"))
    result = session.rewrite("去年同期呢")
    assert "2024年10月" in result.queries[0], result.queries


def test_same_quarter_last_year_in_english(juice: Rewriter) -> None:
    session = juice.session()
    converse(session, ("what were Sorrel sales in Q3 2025?", "Sorrel Region sold 3,400 cases in Q3 2025."))
    # (No date to count "last year" from: the year before the one in force.)
    result = session.rewrite("same period last year?")
    assert "Q3 2024" in result.queries[0], result.queries
