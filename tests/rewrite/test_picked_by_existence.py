"""A question whether a thing of some kind exists ("有治它的药吗", "is there a depot near
it?") asks which one; the thing of that kind the answer gives is what "那个" / "it" then
means, though an earlier answer named it in passing (made-up worlds)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

CLINIC = """
@prefix h: <http://example.org/clinic/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Disease a owl:Class ; rdfs:label "疾病"@zh .
h:Drug a owl:Class ; rdfs:label "药品"@zh ; skos:altLabel "药"@zh .
h:Ward a owl:Class ; rdfs:label "病区"@zh .
h:price a owl:DatatypeProperty ; rdfs:label "价格"@zh ; skos:altLabel "多少钱"@zh .
h:treats a owl:ObjectProperty ; rdfs:label "治疗"@zh .

h:flu a h:Disease ; skos:prefLabel "甲型流感"@zh .
h:amolin a h:Drug ; skos:prefLabel "阿莫林"@zh ; h:treats h:flu ; h:price "38元" .
h:ward3 a h:Ward ; skos:prefLabel "三病区"@zh .
"""
H = "http://example.org/clinic/"

FREIGHT = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Port a owl:Class ; rdfs:label "Port"@en .
f:Depot a owl:Class ; rdfs:label "Depot"@en .
f:size a owl:DatatypeProperty ; rdfs:label "floor area"@en ; skos:altLabel "how big"@en .

f:tilbury a f:Port ; skos:prefLabel "Port of Tilbury"@en .
f:harlow a f:Depot ; skos:prefLabel "Harlow Depot"@en ; f:size "12,000 m2" .
"""
F = "http://example.org/freight/"


def test_that_one_after_is_there_a_drug_is_the_drug_the_answer_gave(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "clinic", CLINIC).session()
    converse(
        session,
        ("三病区这周收了多少甲型流感病人", "三病区本周收治甲型流感12例，阿莫林用量随之上升。"),
        ("甲型流感怎么防", "接种疫苗，勤洗手。"),
        ("有治它的药吗", "阿莫林治甲型流感。"),
    )
    result = session.rewrite("那个在三病区常用吗")
    assert set(result.entity_ids) == {H + "amolin", H + "ward3"}, result.queries


def test_it_after_is_there_a_depot_is_the_depot_the_answer_gave(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", FREIGHT).session()
    converse(
        session,
        ("how busy is the port of tilbury", "Port of Tilbury handled 40 ships in May; Harlow Depot took the overflow."),
        ("is there a depot near it", "Harlow Depot, 20 km from the Port of Tilbury."),
    )
    result = session.rewrite("is it busy in may")
    assert result.entity_ids == (F + "harlow",), result.queries
