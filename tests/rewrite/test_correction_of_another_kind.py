"""A correction naming one thing of another kind than the last question's one subject,
which no edge joins to it, means that thing instead ("说错了，是柳岸至鹤港干线" after a
carrier's on-time rate), though only carriers have on-time rates in the graph
(a made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Carrier a owl:Class ; rdfs:label "carrier"@en, "承运商"@zh .
f:Route a owl:Class ; rdfs:label "lane"@en, "干线"@zh .
f:operatedBy a owl:ObjectProperty ; rdfs:label "carrier"@en, "承运商"@zh .
f:ontime a owl:DatatypeProperty ; rdfs:label "on-time rate"@en, "准点率"@zh .
f:c1 a f:Carrier ; skos:prefLabel "Redline Freight"@en, "红线物流"@zh ; skos:altLabel "Redline"@en ; f:ontime "94%" .
f:c2 a f:Carrier ; skos:prefLabel "Bluewater Haulage"@en, "蓝湾运输"@zh ; f:ontime "88%" .
f:l1 a f:Route ; skos:prefLabel "Ostmere-Drayle Lane"@en, "桐山至鹤港干线"@zh ; f:operatedBy f:c1 .
f:l2 a f:Route ; skos:prefLabel "Quarrow-Drayle Lane"@en, "柳岸至鹤港干线"@zh ; f:operatedBy f:c2 .
"""
F = "http://example.org/f/"


@pytest.mark.parametrize(
    ("exchange", "turn", "query"),
    [
        (("红线物流三季度准点率多少", "94%。"), "说错了，是柳岸至鹤港干线", "柳岸至鹤港干线三季度准点率多少"),
        (("what was Redline's on-time rate in Q3", "94%."), "no wait, the Quarrow-Drayle lane",
         "what was Quarrow-Drayle Lane's on-time rate in Q3"),
    ],
)
def test_a_thing_unjoined_to_the_subject_is_meant_instead(
    tmp_path: Path, exchange: tuple[str, str], turn: str, query: str
) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, exchange)
    result = session.rewrite(turn)
    assert result.queries == (query,) and result.entity_ids == (F + "l2",) and result.correction, result.queries

