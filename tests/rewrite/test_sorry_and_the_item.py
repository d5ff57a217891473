""""Drayle South complaints August" -> "sorry, events": an apology and a few words, nothing more,
take back the item of the last question they name the like of (the figure), as "I meant events"
would; "same for the north van" then asks the corrected question (a made-up world of a library
service's vans). An apology with a question of its own is no correction."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix l: <http://example.org/l/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

l:Van a owl:Class ; rdfs:label "mobile library"@en ; skos:altLabel "van"@en .
l:Metric a owl:Class ; rdfs:label "metric"@en .
l:v1 a l:Van ; skos:prefLabel "Drayle North mobile library"@en ; skos:altLabel "Drayle North"@en, "the north van"@en .
l:v2 a l:Van ; skos:prefLabel "Drayle South mobile library"@en ; skos:altLabel "Drayle South"@en .
l:k1 a l:Metric ; skos:prefLabel "Complaints"@en ; skos:altLabel "complaints"@en .
l:k2 a l:Metric ; skos:prefLabel "Events Held"@en ; skos:altLabel "events"@en .
"""
L = "http://example.org/l/"
COMPLAINTS = ("Drayle South complaints August", "Drayle South mobile library had 16 complaints in August 2025.")


def test_sorry_and_a_figure_corrects_the_figure(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "l", W).session()
    converse(session, COMPLAINTS)
    result = session.rewrite("sorry, events")
    assert set(result.entity_ids) == {L + "v2", L + "k2"}, result.queries
    session.observe_assistant("Drayle South held 29 events in August 2025.")
    again = session.rewrite("same for the north van")
    assert set(again.entity_ids) == {L + "v1", L + "k2"}, again.queries


def test_sorry_with_a_question_of_its_own_corrects_nothing(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "l", W).session()
    converse(session, COMPLAINTS)
    result = session.rewrite("sorry, how many events did Drayle North hold in August")
    assert not result.correction, result.queries
