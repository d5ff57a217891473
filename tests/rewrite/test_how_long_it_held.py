"""How long a notice or an order held ("how long was it on for", "how long was that in
force") asks of the happening an answer brought up, not of the figure and the place asked
about before, in a made-up rail freight line: the speed restriction behind late arrivals on
the Dunmere Line."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix v: <http://example.org/dunmere/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

v:Line a owl:Class ; rdfs:label "line"@en .
v:Metric a owl:Class ; rdfs:label "metric"@en .
v:Incident a owl:Class ; rdfs:label "incident"@en .
v:occurredAt a owl:ObjectProperty ; rdfs:label "occurred at"@en .
v:l1 a v:Line ; skos:prefLabel "Dunmere Line"@en .
v:m1 a v:Metric ; skos:prefLabel "Late Arrivals"@en .
v:i1 a v:Incident ; skos:prefLabel "Dunmere Line Speed Restriction"@en ; v:occurredAt v:l1 .
"""
V = "http://example.org/dunmere/"
TALK = (
    ("late arrivals on the Dunmere Line in May?",
     "41 Late Arrivals on the Dunmere Line in May, mostly during the Dunmere Line Speed Restriction."),
)


def test_how_long_it_was_on_for_asks_of_the_restriction(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "dunmere", W).session()
    converse(session, *TALK)
    result = session.rewrite("how long was it on for")
    assert result.entity_ids == (V + "i1",), result.queries


def test_how_long_that_was_in_force_asks_of_the_restriction(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "dunmere", W).session()
    converse(session, *TALK)
    result = session.rewrite("how long was that in force?")
    assert result.entity_ids == (V + "i1",), result.queries


def test_how_long_the_line_is_asks_of_no_happening(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "dunmere", W).session()
    converse(session, *TALK)
    result = session.rewrite("how long is the line")
    assert V + "i1" not in result.entity_ids, result.queries
