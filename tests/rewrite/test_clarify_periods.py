"""The answer to "which one?" completes the question asked before it: with the month the
talk was in when that question asks a figure, without it when it asks only a relation
of the graph ("its site manager's name" holds whatever the month; a made-up freight
operator)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

DEPOTS = """
@prefix d: <http://example.org/depots/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

d:Depot a owl:Class ; rdfs:label "depot"@en .
d:Person a owl:Class ; rdfs:label "person"@en .
d:Metric a owl:Class ; rdfs:label "figure"@en .
d:managedBy a owl:ObjectProperty ; rdfs:label "site manager"@en .
d:north a d:Depot ; skos:prefLabel "North Depot"@en ; d:managedBy d:ann .
d:south a d:Depot ; skos:prefLabel "South Depot"@en ; d:managedBy d:bo .
d:ann a d:Person ; skos:prefLabel "Ann Reid"@en .
d:bo a d:Person ; skos:prefLabel "Bo Lund"@en .
d:loads a d:Metric ; skos:prefLabel "Loads Shipped"@en .
"""
D = "http://example.org/depots/"
COMPARED = ("compare North Depot and South Depot loads shipped in August", "August: North Depot 400, South Depot 300.")


@pytest.fixture()
def depots(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "depots", DEPOTS)


def test_a_relation_asked_before_the_choice_is_asked_without_the_month(depots: Rewriter) -> None:
    session = depots.session()
    converse(session, COMPARED)
    assert session.rewrite("whats its site managers name").clarify is not None
    session.observe_assistant("North Depot (Ann Reid) or South Depot (Bo Lund)?")
    result = session.rewrite("north")
    assert D + "north" in result.entity_ids, result.queries
    assert "site manager" in result.queries[0] and "August" not in result.queries[0], result.queries


def test_a_figure_asked_before_the_choice_keeps_the_month(depots: Rewriter) -> None:
    session = depots.session()
    converse(session, COMPARED)
    assert session.rewrite("why are its loads down").clarify is not None
    session.observe_assistant("North Depot or South Depot?")
    result = session.rewrite("north")
    assert D + "north" in result.entity_ids, result.queries
    assert "August" in result.queries[0], result.queries
