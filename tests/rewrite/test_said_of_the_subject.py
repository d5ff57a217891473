""""is it the biggest?": a gradable description after the copula and the subject is what a
yes/no question says of the subject, not another thing in play (pack ``graded_predicate``);
"is the biggest one open?" still means the biggest (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix r: <http://example.org/r/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .

r:Works a owl:Class ; rdfs:label "works"@en ; skos:altLabel "plant"@en .
r:capacity a owl:DatatypeProperty ; rdfs:label "capacity"@en .
r:built a owl:DatatypeProperty ; rdfs:label "built"@en .
r:w1 a r:Works ; skos:prefLabel "Quarrow Works"@en ; r:capacity "180000"^^xsd:integer ; r:built "1998" .
r:w2 a r:Works ; skos:prefLabel "Ostmere Works"@en ; r:capacity "95000"^^xsd:integer ; r:built "2004" .
r:w3 a r:Works ; skos:prefLabel "Fellside Works"@en ; r:capacity "8500"^^xsd:integer ; r:built "2011" .
"""
R = "http://example.org/r/"


def test_a_grade_after_the_copula_and_subject_is_said_of_it(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "r", W).session()
    converse(session, ("compare Quarrow Works, Ostmere Works and Fellside Works", "Three plants."),
             ("what's the capacity of Ostmere Works", "95,000."))
    result = session.rewrite("is it the biggest?")
    assert result.entity_ids == (R + "w2",), result.queries
    assert "the biggest" in result.queries[0], result.queries


def test_the_biggest_as_a_subject_still_means_the_biggest(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "r", W).session()
    converse(session, ("compare Quarrow Works, Ostmere Works and Fellside Works", "Three plants."),
             ("what's the capacity of Ostmere Works", "95,000."))
    result = session.rewrite("when was the biggest one built?")
    assert result.entity_ids == (R + "w1",), result.queries

