""""is it near the pharmacy?" with no pharmacy in play, after a clinic in a town that has two:
the graph reaches more than one thing of the kind from the thing in play, and the user has one
in mind, so kglink asks which (a made-up town); one within reach, or one in play, asks nothing."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix t: <http://example.org/town/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

t:Clinic a owl:Class ; rdfs:label "clinic"@en .
t:Pharmacy a owl:Class ; rdfs:label "pharmacy"@en .
t:Town a owl:Class ; rdfs:label "town"@en .
t:inTown a owl:ObjectProperty ; rdfs:label "in town"@en .
t:easthope a t:Town ; skos:prefLabel "Easthope"@en .
t:wellby a t:Town ; skos:prefLabel "Wellby"@en .
t:c1 a t:Clinic ; skos:prefLabel "Tarvin Clinic"@en ; t:inTown t:easthope .
t:c2 a t:Clinic ; skos:prefLabel "Merle Clinic"@en ; t:inTown t:wellby .
t:p1 a t:Pharmacy ; skos:prefLabel "Orrin Pharmacy"@en ; t:inTown t:easthope .
t:p2 a t:Pharmacy ; skos:prefLabel "Salto Pharmacy"@en ; t:inTown t:easthope .
t:p3 a t:Pharmacy ; skos:prefLabel "Wellby Chemist"@en ; t:inTown t:wellby .
"""
T = "http://example.org/town/"


def test_two_within_reach_ask_which(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "town", W).session()
    converse(session, ("where is Tarvin Clinic?", "Tarvin Clinic is on Mill Lane."))
    result = session.rewrite("is it near the pharmacy?")
    assert result.turn_type == "clarify", result.queries
    assert {c.id for c in result.clarify} == {T + "p1", T + "p2"}, result.clarify


def test_one_within_reach_asks_nothing(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "town", W).session()
    converse(session, ("where is Merle Clinic?", "Merle Clinic is on the green."))
    result = session.rewrite("is it near the pharmacy?")
    assert result.turn_type != "clarify", result.queries


def test_one_in_play_is_the_one_meant(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "town", W).session()
    converse(session, ("where is Tarvin Clinic?", "Tarvin Clinic is on Mill Lane, beside Orrin Pharmacy."))
    result = session.rewrite("is the pharmacy open on Sundays?")
    assert result.turn_type != "clarify" and T + "p1" in result.entity_ids, result.queries
