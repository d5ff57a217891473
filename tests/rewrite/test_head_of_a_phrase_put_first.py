""""the flood at Wyke, when was that": of the things a phrase put first names, the pronoun
after it means the one an edge leads from to the others (the flood happened at the depot,
which only says where), not the last one named (a made-up world of depots)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import rewriter_for

W = """
@prefix d: <http://example.org/d/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

d:Depot a owl:Class ; rdfs:label "depot"@en .
d:Incident a owl:Class ; rdfs:label "incident"@en .
d:occurredAt a owl:ObjectProperty ; rdfs:label "occurred at"@en .
d:date a owl:DatatypeProperty ; rdfs:label "date"@en .
d:w a d:Depot ; skos:prefLabel "Wyke Depot"@en ; skos:altLabel "Wyke"@en .
d:s a d:Depot ; skos:prefLabel "Skellan Depot"@en ; skos:altLabel "Skellan"@en .
d:f a d:Incident ; skos:prefLabel "Wyke Yard Flood"@en ; skos:altLabel "the flood"@en ; d:occurredAt d:w ; d:date "2025-03-02" .
"""
D = "http://example.org/d/"


def test_that_after_a_phrase_put_first_is_the_thing_it_is_about(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "d", W).session()
    result = session.rewrite("the flood at Wyke, when was that")
    assert "when was Wyke Yard Flood" in result.queries[0], result.queries

