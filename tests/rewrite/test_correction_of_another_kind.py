"""A correction naming one thing of another kind than the last question's one subject,
which no edge joins to it, means that thing instead ("说错了，是柳岸至鹤港干线" after a
carrier's on-time rate), though only carriers have on-time rates in the graph; one joined
to the subject that has no such property is what was asked about it ("sorry I meant the
drone policy" after a hotel's occupancy) (made-up worlds)."""

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



POLICIES = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Hotel a owl:Class ; rdfs:label "hotel"@en, "酒店"@zh .
f:Policy a owl:Class ; rdfs:label "policy"@en, "制度"@zh .
f:appliesTo a owl:ObjectProperty ; rdfs:label "applies to"@en, "适用于"@zh .
f:occupancy a owl:DatatypeProperty ; rdfs:label "occupancy"@en, "入住率"@zh .
f:h2 a f:Hotel ; skos:prefLabel "Skellan Court Hotel"@en, "云栖酒店"@zh ; skos:altLabel "Skellan Court"@en ;
    f:occupancy "71%" .
f:pol2 a f:Policy ; skos:prefLabel "Drone Policy"@en, "无人机制度"@zh ; f:appliesTo f:h2 .
"""


@pytest.mark.parametrize(
    ("exchange", "turn", "query"),
    [
        (("what's the occupancy at Skellan Court", "71% last month."), "sorry I meant the drone policy",
         "what's the Drone Policy at Skellan Court Hotel"),
        (("云栖酒店入住率多少", "71%。"), "不是，我问的是无人机制度", "云栖酒店无人机制度是什么"),
    ],
)
def test_a_thing_joined_to_the_subject_without_the_property_is_what_was_asked(
    tmp_path: Path, exchange: tuple[str, str], turn: str, query: str
) -> None:
    session = rewriter_for(tmp_path, "f", POLICIES).session()
    converse(session, exchange)
    result = session.rewrite(turn)
    assert result.queries == (query,) and set(result.entity_ids) == {F + "h2", F + "pol2"}, result.queries
