""""为什么这么低" after "和南湾区比呢" was answered "南湾区二季度毛利率36.2%，比北岭区低3.6个百分点":
of the two regions the last question set side by side, the one the answer put lower is
asked about, the other is not carried; "why so much higher?" likewise takes the higher. A
grade the answer's figures do not settle leaves both (a made-up distributor's regions)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink import Session

REGIONS = """
@prefix g: <http://example.org/regions/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Region a owl:Class ; rdfs:label "大区"@zh, "region"@en .
g:Metric a owl:Class ; rdfs:label "指标"@zh, "metric"@en .
g:north a g:Region ; skos:prefLabel "北岭区"@zh, "Northfell Region"@en ; skos:altLabel "Northfell"@en .
g:south a g:Region ; skos:prefLabel "南湾区"@zh, "Southbay Region"@en ; skos:altLabel "Southbay"@en .
g:margin a g:Metric ; skos:prefLabel "毛利率"@zh, "Gross Margin"@en ; skos:altLabel "margin"@en .
"""
G = "http://example.org/regions/"


def _session(tmp_path: Path) -> Session:
    return rewriter_for(tmp_path, "regions", REGIONS).session()


def test_why_so_low_asks_of_the_side_the_answer_put_lower(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(
        session,
        ("北岭区二季度毛利率多少", "北岭区二季度毛利率39.8%。"),
        ("和南湾区比呢", "南湾区二季度毛利率36.2%，比北岭区低3.6个百分点。"),
    )
    result = session.rewrite("为什么这么低")
    assert G + "south" in result.entity_ids and G + "north" not in result.entity_ids, result.queries
    assert "南湾区" in result.queries[0] and "北岭区" not in result.queries[0], result.queries


def test_en_why_so_much_higher_asks_of_the_higher_side(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(
        session,
        ("what was the Northfell margin in Q2", "Northfell Region's gross margin was 39.8% in Q2."),
        ("how does Southbay compare?", "Southbay Region was at 36.2% in Q2, 3.6 points lower than Northfell."),
    )
    result = session.rewrite("why so much higher?")
    assert G + "north" in result.entity_ids and G + "south" not in result.entity_ids, result.queries
