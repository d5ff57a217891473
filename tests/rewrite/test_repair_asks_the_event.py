""""who fixed it", "谁修的" after an answer that named a breakdown at a place: what was
repaired after something broke is that event, not the place the question was about (as
"what caused it" is). Made-up freight and tea shop worlds written here."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, load_world

from kglink import Rewriter

FREIGHT = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "Depot"@en .
f:Incident a owl:Class ; rdfs:label "Incident"@en .
f:Metric a owl:Class ; rdfs:label "Metric"@en .
f:occurredAt a owl:ObjectProperty ; rdfs:label "occurred at"@en .

f:ostmere a f:Depot ; skos:prefLabel "Ostmere Depot"@en ; skos:altLabel "Ostmere"@en .
f:lift a f:Incident ; skos:prefLabel "Ostmere Dock Lift Failure"@en ; skos:altLabel "dock lift failure"@en ;
    f:occurredAt f:ostmere .
f:parcels a f:Metric ; skos:prefLabel "Parcels Handled"@en ; skos:altLabel "parcels"@en .
"""
TEA = """
@prefix t: <http://example.org/tea/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

t:Shop a owl:Class ; rdfs:label "门店"@zh .
t:Incident a owl:Class ; rdfs:label "事件"@zh .
t:Metric a owl:Class ; rdfs:label "指标"@zh .
t:occurredAt a owl:ObjectProperty ; rdfs:label "发生地点"@zh .

t:lx a t:Shop ; skos:prefLabel "砾屿店"@zh .
t:ice a t:Incident ; skos:prefLabel "砾屿店制冰机故障"@zh ; skos:altLabel "制冰机故障"@zh ; t:occurredAt t:lx .
t:sales a t:Metric ; skos:prefLabel "营业额"@zh .
"""


def test_who_fixed_it_is_asked_of_the_breakdown(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "freight", FREIGHT)).session()
    converse(
        session,
        ("ostmere parcels in july", "Ostmere Depot handled 41,000 parcels in July."),
        ("why so low", "In July a dock lift failure shut two bays at Ostmere Depot for a week."),
    )
    result = session.rewrite("who fixed it")
    assert "http://example.org/freight/lift" in result.entity_ids, result.queries


def test_who_repaired_it_in_chinese_is_asked_of_the_breakdown(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "tea", TEA)).session()
    converse(
        session,
        ("砾屿店7月营业额多少", "砾屿店7月营业额18万元。"),
        ("怎么这么低", "7月制冰机故障，砾屿店停售冷饮一周。"),
    )
    result = session.rewrite("谁修的")
    assert result.entity_ids == ("http://example.org/tea/ice",), result.queries

