""""the boiler thing at quarrow, when was that" -> "where did the orders go" -> "Moved to Ostmere
Depot." -> "did that push up their revenue": what pushes a figure up or down is what happened,
the incident in play, and "their" the depot the answer named (a made-up world of a freight
company's depots and incidents)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "depot"@en .
f:Incident a owl:Class ; rdfs:label "incident"@en .
f:Metric a owl:Class ; rdfs:label "metric"@en .
f:at a owl:ObjectProperty ; rdfs:domain f:Incident ; rdfs:range f:Depot ; rdfs:label "at"@en .
f:d1 a f:Depot ; skos:prefLabel "Quarrow Depot"@en ; skos:altLabel "quarrow"@en .
f:d2 a f:Depot ; skos:prefLabel "Ostmere Depot"@en ; skos:altLabel "ostmere"@en .
f:i1 a f:Incident ; skos:prefLabel "Quarrow Boiler Failure"@en ; f:at f:d1 ; f:date "2025-09-04" .
f:k1 a f:Metric ; skos:prefLabel "Revenue"@en .
"""
F = "http://example.org/f/"


def test_that_pushing_a_figure_up_is_the_incident(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(
        session,
        ("when was the Quarrow Boiler Failure", "The Quarrow Boiler Failure was on 4 September 2025."),
        ("where did the orders go", "Orders moved to Ostmere Depot for eight days."),
    )
    result = session.rewrite("did that push up their revenue")
    assert F + "i1" in result.entity_ids and F + "d2" in result.entity_ids, result.queries
