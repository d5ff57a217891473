"""Another place named after a side question asks the last question about places that
asked no why: "华东区8月呢" after "华南区…咋掉了这么多" and a question about a store asks
华东区's sales, not why they fell (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Region a owl:Class ; rdfs:label "大区"@zh .
f:Store a owl:Class ; rdfs:label "门店"@zh ; skos:altLabel "店"@zh .
f:Person a owl:Class ; rdfs:label "店长"@zh .
f:inRegion a owl:ObjectProperty ; rdfs:label "所属大区"@zh .
f:manager a owl:ObjectProperty ; rdfs:label "店长"@zh .
f:sales a owl:DatatypeProperty ; rdfs:label "销售额"@zh .
f:r1 a f:Region ; skos:prefLabel "澄湖大区"@zh .
f:r2 a f:Region ; skos:prefLabel "溪南大区"@zh .
f:st1 a f:Store ; skos:prefLabel "溪南云栖店"@zh ; f:inRegion f:r2 ; f:manager f:p1 .
f:p1 a f:Person ; skos:prefLabel "许静怡"@zh .
"""
F = "http://example.org/f/"


def test_a_place_after_a_side_question_asks_the_figure_not_why(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(
        session,
        ("澄湖大区7月的销售额是多少", "澄湖大区7月销售额1200万元。"),
        ("那溪南大区呢", "溪南大区7月销售额860万元，比6月少了90万元。"),
        ("咋掉了这么多", "主要是溪南云栖店装修停业两周。"),
        ("那家店店长是谁", "溪南云栖店店长是许静怡。"),
    )
    result = session.rewrite("澄湖大区8月呢")
    assert result.queries == ("澄湖大区8月的销售额是多少",) and result.entity_ids == (F + "r1",), result.queries
