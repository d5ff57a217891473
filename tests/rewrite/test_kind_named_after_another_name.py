""""the Quarrow case" after the Quarrow Supply Dispute was asked about: words before a type
noun, though a name of a thing of another kind (the client Quarrow), are words of the one
thing of the noun's kind the conversation named; before it named one, they stay the
client's; "Phase II" with Quarrow Phase I in play is not that phase (made-up worlds)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix m: <http://example.org/m/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

m:Client a owl:Class ; rdfs:label "client"@en .
m:Matter a owl:Class ; rdfs:label "matter"@en ; skos:altLabel "case"@en .
m:client a owl:ObjectProperty ; rdfs:label "client"@en .
m:budget a owl:DatatypeProperty ; rdfs:label "budget"@en .
m:lead a owl:DatatypeProperty ; rdfs:label "lead"@en ; skos:altLabel "leads"@en .
m:c1 a m:Client ; skos:prefLabel "Quarrow Foods"@en ; skos:altLabel "Quarrow"@en .
m:m1 a m:Matter ; skos:prefLabel "Quarrow Supply Dispute"@en ; m:client m:c1 ; m:budget "GBP 1.2m" ; m:lead "Ann" .
m:m2 a m:Matter ; skos:prefLabel "Project Ostmere"@en ; m:budget "GBP 3m" ; m:lead "Bo" .
"""
M = "http://example.org/m/"


def test_the_case_of_a_client_is_the_case_the_conversation_named(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "m", W).session()
    converse(session, ("what's the budget of the Quarrow Supply Dispute", "GBP 1.2m."),
             ("who leads Project Ostmere", "Bo."))
    result = session.rewrite("back to the Quarrow case, who leads it")
    assert M + "m1" in result.entity_ids and M + "c1" not in result.entity_ids, result.queries


def test_before_any_case_was_named_the_words_are_the_clients(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "m", W).session()
    result = session.rewrite("what's the Quarrow case about")
    assert result.entity_ids == (M + "c1",), result.queries


PHASES = """
@prefix m: <http://example.org/m/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

m:Matter a owl:Class ; rdfs:label "matter"@en .
m:budget a owl:DatatypeProperty ; rdfs:label "budget"@en .
m:p1 a m:Matter ; skos:prefLabel "Quarrow Phase I Development"@en ; skos:altLabel "Quarrow Phase I"@en ; m:budget "GBP 1m" .
m:p2 a m:Matter ; skos:prefLabel "Quarrow Phase II Development"@en ; skos:altLabel "Quarrow Phase II"@en ; m:budget "GBP 2m" .
"""


def test_a_word_of_a_name_in_play_with_another_number_is_not_that_name(tmp_path: Path) -> None:
    # ("Phase II" after Quarrow Phase I: "Phase" is a word of the name in play, "II" says another.)
    session = rewriter_for(tmp_path, "m", PHASES).session()
    converse(session, ("Quarrow Phase I budget", "GBP 1m."))
    result = session.rewrite("and Phase II?")
    assert M + "p1" not in result.entity_ids, result.queries
    session = rewriter_for(tmp_path, "m", PHASES).session()
    converse(session, ("Quarrow Phase I budget", "GBP 1m."))
    assert session.rewrite("who signed off Phase I").entity_ids == (M + "p1",)
