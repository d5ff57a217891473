"""A plural pronoun with a property asked ("what's their email") means the group the last
answer listed whose things all have that property: after "Ann runs York Depot; Bob runs
Leeds Depot", the two persons, not the two depots the question named (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "depot"@en .
f:Person a owl:Class ; rdfs:label "person"@en .
f:manager a owl:ObjectProperty ; rdfs:label "manager"@en ; skos:altLabel "who runs"@en, "runs"@en .
f:email a owl:DatatypeProperty ; rdfs:label "email"@en .
f:capacity a owl:DatatypeProperty ; rdfs:label "capacity"@en .

f:york a f:Depot ; skos:prefLabel "York Depot"@en ; skos:altLabel "York"@en ; f:manager f:ann ; f:capacity "900 pallets" .
f:leeds a f:Depot ; skos:prefLabel "Leeds Depot"@en ; skos:altLabel "Leeds"@en ; f:manager f:bob ; f:capacity "1200 pallets" .
f:ann a f:Person ; skos:prefLabel "Ann Reid"@en ; f:email "ann@example.org" .
f:bob a f:Person ; skos:prefLabel "Bob Hale"@en ; f:email "bob@example.org" .
"""
F = "http://example.org/f/"
ASKED = ("who runs York and Leeds", "Ann Reid runs York Depot; Bob Hale runs Leeds Depot.")


def test_their_email_is_the_persons_the_answer_listed(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ASKED)
    result = session.rewrite("what's their email")
    assert set(result.entity_ids) == {F + "ann", F + "bob"}, result.queries


def test_their_capacity_is_the_depots(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ASKED)
    result = session.rewrite("what's their capacity")
    assert set(result.entity_ids) == {F + "york", F + "leeds"}, result.queries
