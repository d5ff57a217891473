""""what was his district's best month?" after an answer naming the courier who leads a district's
team: a kind said after a possessive, nothing of that kind being one edge from the owner, is the
one thing of it two edges away that somebody named; "her district code" names a property, so it
stays hers (a made-up world of a courier firm)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix c: <http://example.org/courier/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

c:Person a owl:Class ; rdfs:label "person"@en .
c:Team a owl:Class ; rdfs:label "team"@en .
c:District a owl:Class ; rdfs:label "district"@en .
c:leads a owl:ObjectProperty ; rdfs:label "leads"@en .
c:covers a owl:ObjectProperty ; rdfs:label "based in"@en .
c:districtCode a owl:DatatypeProperty ; rdfs:label "district code"@en .
c:p1 a c:Person ; skos:prefLabel "Ilse Varden"@en ; c:leads c:t1 ; c:districtCode "VD-4" .
c:p2 a c:Person ; skos:prefLabel "Tomas Brell"@en ; c:leads c:t2 .
c:t1 a c:Team ; skos:prefLabel "Eastern Courier Team"@en ; c:covers c:d1 .
c:t2 a c:Team ; skos:prefLabel "Western Courier Team"@en ; c:covers c:d2 .
c:d1 a c:District ; skos:prefLabel "Eastern District"@en ; skos:altLabel "the east"@en .
c:d2 a c:District ; skos:prefLabel "Western District"@en ; skos:altLabel "the west"@en .
"""
C = "http://example.org/courier/"


def _asked_who_runs_the_east(tmp_path: Path):
    session = rewriter_for(tmp_path, "courier", W).session()
    converse(session, ("who runs deliveries in the east?", "Ilse Varden leads the Eastern Courier Team."))
    return session


def test_a_kind_two_edges_from_the_owner_is_the_one_named(tmp_path: Path) -> None:
    result = _asked_who_runs_the_east(tmp_path).rewrite("what was her district's best month?")
    assert result.entity_ids == (C + "d1",), result.queries


def test_a_kind_that_begins_a_property_stays_the_owners(tmp_path: Path) -> None:
    result = _asked_who_runs_the_east(tmp_path).rewrite("what's her district code?")
    assert C + "d1" not in result.entity_ids, result.queries
    assert C + "p1" in result.entity_ids, result.queries
