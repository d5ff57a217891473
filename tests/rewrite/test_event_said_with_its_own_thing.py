""""what happened with the oven fire on harrowby": the line is in the event's own name
(the Harrowby Line Oven Fire) and says which fire; the query is about the fire, not the line
too (a made-up world of a bakery's lines and incidents)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import rewriter_for

W = """
@prefix k: <http://example.org/hl/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

k:Line a owl:Class ; rdfs:label "line"@en .
k:Incident a owl:Class ; rdfs:label "incident"@en .
k:affected a owl:ObjectProperty ; rdfs:label "affected"@en .
k:l a k:Line ; skos:prefLabel "Harrowby Line"@en ; skos:altLabel "Harrowby"@en .
k:f a k:Incident ; skos:prefLabel "Harrowby Line Oven Fire"@en ; skos:altLabel "the oven fire"@en ; k:affected k:l .
"""
K = "http://example.org/hl/"


def test_the_thing_in_an_event_s_name_says_which_event(tmp_path: Path) -> None:
    result = rewriter_for(tmp_path, "hl", W).session().rewrite("what happened with the oven fire on harrowby")
    assert result.entity_ids == (K + "f",), result.queries
