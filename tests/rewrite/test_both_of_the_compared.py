""""how does that compare to Larkspur Depot?" answered with another figure beside the one
asked -> "sorry I meant June for both": "both" are the two depots the question set side by
side, not the figure asked and the one the answer added (a made-up world of a bus company's
depots and their monthly figures)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix b: <http://example.org/bb/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Depot a owl:Class ; rdfs:label "depot"@en .
b:Figure a owl:Class ; rdfs:label "figure"@en .
b:d1 a b:Depot ; skos:prefLabel "Copperfield Depot"@en .
b:d2 a b:Depot ; skos:prefLabel "Larkspur Depot"@en .
b:m1 a b:Figure ; skos:prefLabel "Breakdowns"@en .
b:m2 a b:Figure ; skos:prefLabel "Mileage"@en .
"""
B = "http://example.org/bb/"


def test_both_are_the_two_the_question_compared(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "bb", W).session()
    converse(
        session,
        ("breakdowns at Copperfield Depot in June?", "14 at Copperfield Depot in June; mileage 52,000 km."),
        ("and in May?", "11 in May; mileage 50,000 km."),
        ("how does that compare to Larkspur Depot?", "Larkspur Depot had 9 in May; mileage 40,000 km."),
    )
    # (The answers' mileage is the most salient thing by now.)
    result = session.rewrite("sorry I meant June for both")
    assert {B + "d1", B + "d2", B + "m1"} <= set(result.entity_ids), result.queries
    assert B + "m2" not in result.entity_ids, result.queries
