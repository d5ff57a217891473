""""which was hit harder" after an answer that named the two systems an outage took down
compares those two, things the outage in focus is joined to (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:System a owl:Class ; rdfs:label "system"@en .
f:Incident a owl:Class ; rdfs:label "incident"@en ; skos:altLabel "outage"@en .
f:affected a owl:ObjectProperty ; rdfs:label "affected system"@en ; skos:altLabel "hit"@en .
f:s1 a f:System ; skos:prefLabel "Wyke CRM"@en .
f:s2 a f:System ; skos:prefLabel "Wyke CRM Mobile"@en .
f:i1 a f:Incident ; skos:prefLabel "September 2025 Wyke Login Outage"@en ; f:affected f:s1, f:s2 .
"""
F = "http://example.org/f/"


def test_the_things_the_answer_named_of_the_focus_are_compared(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("what happened in the Wyke login outage",
                       "The September 2025 Wyke Login Outage took down Wyke CRM and Wyke CRM Mobile for 3 hours."))
    result = session.rewrite("which was hit harder")
    assert {F + "s1", F + "s2"} <= set(result.entity_ids), result.queries
