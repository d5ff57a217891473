"""A question of cause after an answer that told where the event asked about struck asks
the cause of that event, not of the place the answer named (a made-up freight world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

F = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Incident a owl:Class ; rdfs:label "incident"@en .
f:Region a owl:Class ; rdfs:label "region"@en .
f:affected a owl:ObjectProperty ; rdfs:label "affected"@en .

f:outage a f:Incident ; skos:prefLabel "Dispatch System Outage"@en ; f:affected f:north .
f:north a f:Region ; skos:prefLabel "North Region"@en .
"""
N = "http://example.org/freight/"


def test_a_cause_asked_after_the_answer_named_a_place_is_the_events(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", F).session()
    converse(session, ("which region did the dispatch system outage hit", "North Region: 210 orders went out late."))
    result = session.rewrite("why?")
    assert result.entity_ids == (N + "outage",), result.queries


def test_a_question_of_the_place_after_it_stays_with_the_place(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", F).session()
    converse(session, ("which region did the dispatch system outage hit", "North Region: 210 orders went out late."))
    result = session.rewrite("who leads it")
    assert result.entity_ids == (N + "north",), result.queries


def test_what_caused_it_is_the_event_not_the_one_place_the_answer_offered(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", F).session()
    converse(session, ("which region did the dispatch system outage hit", "North Region: 210 orders went out late."))
    result = session.rewrite("what caused it")
    assert result.entity_ids == (N + "outage",), result.queries
