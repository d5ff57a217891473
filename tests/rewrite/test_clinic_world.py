"""A made-up clinic world: "he" is nobody in play when the only person there is a woman
the graph says so of (the pronoun is left, the user's words answer); "so what changed
after" an answer about an incident that named the person who investigated it asks about
the incident."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Clinic a owl:Class ; rdfs:label "clinic"@en .
f:Person a owl:Class ; rdfs:label "person"@en .
f:Incident a owl:Class ; rdfs:label "incident"@en .
f:Device a owl:Class ; rdfs:label "device"@en .
f:lead a owl:ObjectProperty ; rdfs:label "clinical lead"@en ; skos:altLabel "lead"@en .
f:gender a owl:DatatypeProperty ; rdfs:label "gender"@en .
f:occurredAt a owl:ObjectProperty ; rdfs:label "location"@en .
f:device a owl:ObjectProperty ; rdfs:label "device involved"@en .
f:investigator a owl:ObjectProperty ; rdfs:label "investigated by"@en .

f:hill a f:Clinic ; skos:prefLabel "Hillside Clinic"@en ; skos:altLabel "Hillside"@en ; f:lead f:maya .
f:river a f:Clinic ; skos:prefLabel "Riverside Clinic"@en ; skos:altLabel "Riverside"@en ; f:lead f:tom .
f:maya a f:Person ; skos:prefLabel "Maya Singh"@en ; f:gender "female" .
f:tom a f:Person ; skos:prefLabel "Tom Reyes"@en ; f:gender "male" .
f:pump a f:Device ; skos:prefLabel "Infusa 300"@en .
f:i1 a f:Incident ; skos:prefLabel "June 2025 Hillside Pump Failure"@en ; skos:altLabel "pump failure"@en ;
    f:occurredAt f:hill ; f:device f:pump ; f:investigator f:tom .
"""
F = "http://example.org/f/"


def test_he_is_nobody_when_the_only_person_in_play_is_a_woman(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("who's the lead at Hillside", "Maya Singh is the clinical lead at Hillside Clinic."))
    result = session.rewrite("is he also at Riverside")
    assert F + "maya" not in result.entity_ids, result.queries
    result = session.rewrite("is she also at Riverside")
    assert F + "maya" in result.entity_ids, result.queries


def test_what_changed_after_an_incident_asks_about_the_incident(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("what happened in the pump failure",
                       "In June 2025 an Infusa 300 at Hillside Clinic stopped mid-infusion; Tom Reyes investigated."))
    result = session.rewrite("so what changed after")
    assert result.entity_ids == (F + "i1",), result.queries
