"""Two periods a question sets side by side both hold after it: "quarrow revenue july vs
september" -> "what drove the jump" is about July and September, not July alone. A period
said as the target of a comparison only ("比前一个月多了多少" after September's figure) stands
beside the month in force, which stays (a made-up world of a freight company's depots)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "depot"@en, "场站"@zh .
f:Metric a owl:Class ; rdfs:label "metric"@en, "指标"@zh .
f:d1 a f:Depot ; skos:prefLabel "Quarrow Depot"@en, "澄湖场站"@zh ; skos:altLabel "quarrow"@en, "澄湖站"@zh .
f:k1 a f:Metric ; skos:prefLabel "Revenue"@en, "营收"@zh .
f:k2 a f:Metric ; skos:prefLabel "Parcels Handled"@en, "处理量"@zh .
"""


def test_two_months_side_by_side_both_go_on(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("quarrow revenue july vs september", "GBP 135,000 in July and GBP 289,000 in September."))
    query = " ".join(session.rewrite("what drove the jump").queries)
    assert "July" in query and "September" in query, query


def test_the_month_before_as_a_target_keeps_the_month_in_force(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session(now=dt.date(2025, 10, 15))
    converse(session, ("上个月澄湖站处理量多少", "澄湖场站2025年9月处理量9.2万件。"))
    query = " ".join(session.rewrite("比前一个月多了多少").queries)
    assert "2025年9月" in query and "2025年8月" in query, query
