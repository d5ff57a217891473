""""they" for one thing means a body or a place, never an event (one event is "it"):
after an answer that names only the flood at a depot, "how many parcels did they handle
that month" asks of the depot. A made-up freight world written here."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, load_world

from kglink import Rewriter

W = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "Depot"@en .
f:Incident a owl:Class ; rdfs:label "Incident"@en .
f:Metric a owl:Class ; rdfs:label "Metric"@en .
f:occurredAt a owl:ObjectProperty ; rdfs:label "occurred at"@en .
f:incidentDate a owl:DatatypeProperty ; rdfs:label "date"@en .

f:ostmere a f:Depot ; skos:prefLabel "Ostmere Depot"@en ; skos:altLabel "Ostmere"@en .
f:flood a f:Incident ; skos:prefLabel "Ostmere Depot Flooding"@en ; skos:altLabel "the flood"@en ;
    f:occurredAt f:ostmere ; f:incidentDate "2025-08-14" .
f:parcels a f:Metric ; skos:prefLabel "Parcels Handled"@en ; skos:altLabel "parcels"@en .
"""
F = "http://example.org/freight/"


@pytest.fixture()
def rewriter(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "freight", W))


def test_they_after_an_answer_naming_an_event_is_the_place(rewriter: Rewriter) -> None:
    session = rewriter.session()
    converse(session, ("when was the flood at ostmere", "The Ostmere Depot Flooding happened on 14 August 2025."))
    result = session.rewrite("how many parcels did they handle that month")
    assert F + "ostmere" in result.entity_ids, result.queries
    assert F + "flood" not in result.entity_ids, result.queries


def test_it_after_the_same_answer_is_still_the_event(rewriter: Rewriter) -> None:
    session = rewriter.session()
    converse(session, ("when was the flood at ostmere", "The Ostmere Depot Flooding happened on 14 August 2025."))
    result = session.rewrite("what caused it")
    assert result.entity_ids == (F + "flood",), result.queries
