""""what else is taught there" after an answer that put the course in a building: "there"
is the building, though only courses are taught; a question of what else there is asks
the property of the things sought, not of the place (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Course a owl:Class ; rdfs:label "course"@en .
f:Lecturer a owl:Class ; rdfs:label "lecturer"@en .
f:Building a owl:Class ; rdfs:label "building"@en .
f:taughtBy a owl:ObjectProperty ; rdfs:label "taught by"@en ; skos:altLabel "teaches"@en, "taught"@en .
f:room a owl:ObjectProperty ; rdfs:label "held in"@en .
f:c1 a f:Course ; skos:prefLabel "Wayfarer Maths"@en ; f:taughtBy f:kim ; f:room f:b1 .
f:kim a f:Lecturer ; skos:prefLabel "Dr Mara Skellan"@en .
f:b1 a f:Building ; skos:prefLabel "Hobbet Building"@en .
"""
F = "http://example.org/f/"


def test_there_is_the_place_the_answer_gave(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("who teaches Wayfarer Maths", "Dr Mara Skellan."), ("where is it held", "In the Hobbet Building."))
    result = session.rewrite("what else is taught there")
    assert result.entity_ids == (F + "b1",), result.queries
