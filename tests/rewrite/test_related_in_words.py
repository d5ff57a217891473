""""and from Quarrow?" after the transit time of a lane from another depot names, by a
relation the lane has, another lane nobody named: it takes the lane's place in the last
question in the clause's own words ("the lane from Quarrow Depot", "柳岸仓出发的干线"),
and no lane is written. Without the relation's words the named depot is asked itself
(test_figure_of_another.py) (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "depot"@en, "仓库"@zh .
f:Route a owl:Class ; rdfs:label "route"@en, "线路"@zh ; skos:altLabel "lane"@en, "干线"@zh .
f:Carrier a owl:Class ; rdfs:label "carrier"@en .
f:origin a owl:ObjectProperty ; rdfs:label "origin"@en, "始发仓"@zh ; skos:altLabel "from"@en, "出发"@zh .
f:transit a owl:DatatypeProperty ; rdfs:label "transit time"@en, "时效"@zh .
f:ontime a owl:DatatypeProperty ; rdfs:label "on-time rate"@en .
f:d1 a f:Depot ; skos:prefLabel "Ostmere Depot"@en, "桐山仓"@zh ; skos:altLabel "Ostmere"@en .
f:d2 a f:Depot ; skos:prefLabel "Quarrow Depot"@en, "柳岸仓"@zh ; skos:altLabel "Quarrow"@en .
f:l1 a f:Route ; skos:prefLabel "Ostmere-Drayle Lane"@en, "桐山至鹤港干线"@zh ; f:origin f:d1 ; f:transit "2 days" .
f:l2 a f:Route ; skos:prefLabel "Quarrow-Drayle Lane"@en, "柳岸至鹤港干线"@zh ; f:origin f:d2 ; f:transit "3 days" .
f:c1 a f:Carrier ; skos:prefLabel "Redline Freight"@en ; f:ontime "94%" .
f:c2 a f:Carrier ; skos:prefLabel "Bluewater Haulage"@en ; f:ontime "88%" .
"""
F = "http://example.org/f/"


def test_a_thing_named_by_a_relation_of_the_subject_is_said_in_words(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("what's the transit time on the Ostmere-Drayle lane", "Ostmere-Drayle Lane takes 2 days."))
    result = session.rewrite("and from Quarrow?")
    assert result.queries == ("what's the transit time on the lane from Quarrow Depot",), result.queries
    assert result.entity_ids == (F + "d2",)


def test_the_relation_after_the_name_in_chinese(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("桐山至鹤港干线时效多久", "桐山至鹤港干线时效2天。"))
    result = session.rewrite("柳岸仓出发的呢")
    assert result.queries == ("柳岸仓出发的干线时效多久",), result.queries


def test_like_things_after_the_figure_asked_are_coordinated(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(
        session,
        ("what's Redline Freight's on-time rate", "Redline Freight was at 94% on time."),
        ("and Bluewater Haulage?", "Bluewater Haulage was at 88%."),
    )
    result = session.rewrite("which is better")
    assert result.queries == ("which is better (Bluewater Haulage and Redline Freight on-time rate)",), result.queries
