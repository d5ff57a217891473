""""the other van?" after "Drayle North visits July": another van than the one in play, which the
conversation never named, so not that one (nor any van found through the figure asked of it);
after both vans were named, the other one (a made-up world of a library service's vans)."""

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
l:v1 a l:Van ; skos:prefLabel "Drayle North mobile library"@en ; skos:altLabel "Drayle North"@en .
l:v2 a l:Van ; skos:prefLabel "Drayle South mobile library"@en ; skos:altLabel "Drayle South"@en .
l:k1 a l:Metric ; skos:prefLabel "Visits"@en ; skos:altLabel "visits"@en .
"""
L = "http://example.org/l/"


def test_the_other_is_not_the_one_in_play(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "l", W).session()
    converse(session, ("Drayle North visits July", "Drayle North mobile library had 9,900 visits in July 2025."))
    result = session.rewrite("the other van?")
    assert L + "v1" not in result.entity_ids, result.queries


def test_the_other_of_two_named(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "l", W).session()
    converse(
        session,
        ("Drayle North visits July", "Drayle North mobile library had 9,900 visits in July 2025."),
        ("and Drayle South?", "Drayle South mobile library had 2,200 visits in July 2025."),
        ("who runs Drayle North", "Ada Fell."),
    )
    result = session.rewrite("and the other van?")
    assert L + "v2" in result.entity_ids and L + "v1" not in result.entity_ids, result.queries
