""""breakdowns at Copperfield Depot in June?" -> "14, most after the Copperfield Depot Fire." -> "is that
the worst depot?": what the question says "that" is (the depot after "the worst") is the kind of
thing it points at, not the fire the answer went on about (a made-up world of a bus company's
depots, figures and incidents)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink import RewriteResult

W = """
@prefix b: <http://example.org/bd/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Depot a owl:Class ; rdfs:label "depot"@en .
b:Figure a owl:Class ; rdfs:label "figure"@en .
b:Incident a owl:Class ; rdfs:label "incident"@en .
b:occurredAt a owl:ObjectProperty ; rdfs:label "occurred at"@en .
b:d1 a b:Depot ; skos:prefLabel "Copperfield Depot"@en .
b:d2 a b:Depot ; skos:prefLabel "Larkspur Depot"@en .
b:m1 a b:Figure ; skos:prefLabel "Breakdowns"@en .
b:i1 a b:Incident ; skos:prefLabel "Copperfield Depot Fire"@en ; b:occurredAt b:d1 .
"""
B = "http://example.org/bd/"


def _after_the_figure(tmp_path: Path, turn: str) -> RewriteResult:
    session = rewriter_for(tmp_path, "bd", W).session()
    converse(session, ("breakdowns at Copperfield Depot in June?", "14 in June, most after the Copperfield Depot Fire."))
    return session.rewrite(turn)


def test_that_is_of_the_kind_the_question_says_it_is(tmp_path: Path) -> None:
    result = _after_the_figure(tmp_path, "is that the worst depot?")
    assert B + "d1" in result.entity_ids and B + "i1" not in result.entity_ids, result.queries


def test_a_kind_asked_of_it_says_nothing_of_what_it_is(tmp_path: Path) -> None:
    # ("is that a depot?" asks whether it is one: "that" is read as it would be without it.)
    result = _after_the_figure(tmp_path, "is that a depot?")
    assert B + "i1" in result.entity_ids, result.queries
