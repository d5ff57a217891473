"""A person called by surname ("what's Reid's email"): two in play of one surname are
asked about; a surname nobody named is written as typed, never as a person of the
knowledge base the conversation did not name (a made-up fleet)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

FLEET = """
@prefix p: <http://example.org/fleet/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

p:Depot a owl:Class ; rdfs:label "depot"@en .
p:Person a owl:Class ; rdfs:label "person"@en .
p:managedBy a owl:ObjectProperty ; rdfs:label "manager"@en ; skos:altLabel "runs"@en .
p:email a owl:DatatypeProperty ; rdfs:label "email"@en .
p:york a p:Depot ; skos:prefLabel "York Depot"@en ; p:managedBy p:ar .
p:leeds a p:Depot ; skos:prefLabel "Leeds Depot"@en ; p:managedBy p:br .
p:ar a p:Person ; skos:prefLabel "Ann Reid"@en ; p:email "ann@x.example" .
p:br a p:Person ; skos:prefLabel "Ben Reid"@en ; p:email "ben@x.example" .
p:cs a p:Person ; skos:prefLabel "Cara Stone"@en ; p:email "cara@x.example" .
"""
F = "http://example.org/fleet/"


@pytest.fixture()
def fleet(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "fleet", FLEET)


def test_two_in_play_of_one_surname_are_asked_about(fleet: Rewriter) -> None:
    session = fleet.session()
    converse(session, ("who runs York Depot and Leeds Depot", "Ann Reid runs York Depot and Ben Reid runs Leeds Depot."))
    result = session.rewrite("what's Reid's email")
    assert result.clarify is not None and {c.id for c in result.clarify} == {F + "ar", F + "br"}, result.queries


def test_a_surname_nobody_named_names_nobody(fleet: Rewriter) -> None:
    result = fleet.session().rewrite("what's Stone's email?")
    assert result.entity_ids == () and result.clarify is None, result.queries
    assert result.queries == ("what's Stone's email?",)
