"""An ellipsis whose words pick out part of the answer just shown, in a made-up parcel world.

"and for the fragile ones specifically?" after an answer that listed fragile parcels
narrows the question in play: the words name nothing the ontology knows, but they are
no unknown name in the topic's place, so the topic stays. Words the answer did not say
("what about Harbury?") still stand in the topic's place."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

WORLD = """
@prefix p: <http://example.org/parcels/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
p:Depot a owl:Class ; rdfs:label "depot"@en .
p:york a p:Depot ; skos:prefLabel "York Depot"@en ; skos:altLabel "york"@en .
"""


def test_words_the_answer_said_keep_the_topic(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "parcels", WORLD).session()
    converse(session, ("how long does sorting take at york", "Letters within 2 hours, fragile parcels within a day."))
    result = session.rewrite("and for fragile specifically")
    assert "http://example.org/parcels/york" in result.entity_ids


def test_words_the_answer_did_not_say_keep_no_topic(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "parcels", WORLD).session()
    converse(session, ("how long does sorting take at york", "Letters within 2 hours, fragile parcels within a day."))
    result = session.rewrite("and for Harbury specifically")
    assert "http://example.org/parcels/york" not in result.entity_ids
