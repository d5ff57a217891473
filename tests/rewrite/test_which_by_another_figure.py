""""loans on both vans in September" -> "which one had more visits": the topic holds the two
sides already, so the figure named is what they are measured by, in place of the loans asked
before; a thing named of the sides' own kind is a new side; "and Wyke South's visits that month"
asks the one of the two it names (a made-up world of a library service's vans)."""

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
l:v1 a l:Van ; skos:prefLabel "Wyke North mobile library"@en ; skos:altLabel "Wyke North"@en .
l:v2 a l:Van ; skos:prefLabel "Wyke South mobile library"@en ; skos:altLabel "Wyke South"@en .
l:v3 a l:Van ; skos:prefLabel "Wyke East mobile library"@en ; skos:altLabel "Wyke East"@en .
l:k1 a l:Metric ; skos:prefLabel "Loans"@en ; skos:altLabel "loans"@en .
l:k2 a l:Metric ; skos:prefLabel "Visits"@en ; skos:altLabel "visits"@en .
"""
L = "http://example.org/l/"
BOTH = (
    "loans on Wyke North and Wyke South in September",
    "Wyke North mobile library made 812 loans in September 2025 and Wyke South mobile library 640.",
)


def test_a_figure_of_another_kind_replaces_the_figure_asked(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "l", W).session()
    converse(session, BOTH)
    result = session.rewrite("which one had more visits")
    assert set(result.entity_ids) == {L + "v1", L + "v2", L + "k2"}, result.queries
    assert "Loans" not in " ".join(result.queries), result.queries


def test_a_thing_of_the_sides_kind_is_a_new_side(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "l", W).session()
    converse(session, BOTH)
    result = session.rewrite("did Wyke East have more")
    assert L + "v3" in result.entity_ids and L + "k1" in result.entity_ids, result.queries


def test_one_of_the_two_with_another_figure_is_asked_alone(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "l", W).session()
    converse(session, BOTH)
    result = session.rewrite("and Wyke South's visits that month")
    assert set(result.entity_ids) == {L + "v2", L + "k2"}, result.queries
    assert "September" in result.queries[0], result.queries
