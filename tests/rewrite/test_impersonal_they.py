""""why are they replacing its boiler": a word of the dictionary typed in small letters after
a possessive pronoun is a thing the referent has, not the name in play that has the word
("Boiler Replacement Programme"); and "they" beside an "its" of one thing is people at
large, left as typed (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "depot"@en .
f:Programme a owl:Class ; rdfs:label "programme"@en .
f:Person a owl:Class ; rdfs:label "person"@en .
f:site a owl:ObjectProperty ; rdfs:label "site"@en .
f:manager a owl:ObjectProperty ; rdfs:label "manager"@en .

f:york a f:Depot ; skos:prefLabel "York Depot"@en ; f:manager f:ann .
f:boilers a f:Programme ; skos:prefLabel "Boiler Replacement Programme"@en ; f:site f:york .
f:ann a f:Person ; skos:prefLabel "Ann Reid"@en .
"""
F = "http://example.org/f/"
ASKED = ("when was York Depot built", "In 1998; its boiler replacement is planned for 2026.")


def test_its_word_is_a_thing_it_has_and_they_are_people_at_large(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ASKED)
    result = session.rewrite("why are they replacing its boiler")
    assert result.entity_ids == (F + "york",), result.queries
    assert result.queries == ("why are they replacing York Depot's boiler",)


def test_a_capitalised_word_after_its_still_names_the_thing_in_play(tmp_path: Path) -> None:
    # ("its Boiler Replacement Programme": the user wrote the name; only a word of the
    # dictionary in small letters is the thing's own.)
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ASKED)
    result = session.rewrite("who approved its Boiler Replacement Programme")
    assert F + "boilers" in result.entity_ids, result.queries


def test_they_without_its_still_means_the_thing_in_play(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ASKED)
    result = session.rewrite("why are they so old")
    assert result.entity_ids == (F + "york",), result.queries
