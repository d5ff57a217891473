"""A phrase led by a preposition qualifies the last question: "and for a bicycle?" after the
fare of a ferry route asks that fare for a bicycle; it is no name put in the route's place
(a made-up ferry company)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

FERRIES = """
@prefix f: <http://example.org/ferries/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Route a owl:Class ; rdfs:label "route"@en .
f:Port a owl:Class ; rdfs:label "port"@en .
f:fare a owl:DatatypeProperty ; rdfs:label "fare"@en ; rdfs:domain f:Route .
f:from a owl:ObjectProperty ; rdfs:label "departs from"@en ; rdfs:domain f:Route ; rdfs:range f:Port .
f:brill a f:Port ; skos:prefLabel "Brill Quay"@en .
f:skerry a f:Port ; skos:prefLabel "Skerry Pier"@en .
f:isle a f:Route ; skos:prefLabel "Isle Run"@en ; f:from f:brill ; f:fare "9 pounds" .
f:cape a f:Route ; skos:prefLabel "Cape Crossing"@en ; f:from f:skerry ; f:fare "14 pounds" .
"""
F = "http://example.org/ferries/"


@pytest.fixture()
def ferries(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "ferries", FERRIES)


@pytest.mark.parametrize("turn, words", [
    ("and for a bicycle?", "for a bicycle"),
    ("what about at weekends?", "at weekends"),
])
def test_a_phrase_led_by_a_preposition_qualifies_the_last_question(ferries: Rewriter, turn: str, words: str) -> None:
    session = ferries.session()
    converse(session, ("What is the fare on the Isle Run?", "9 pounds for a foot passenger."))
    result = session.rewrite(turn)
    (query,) = result.queries
    assert "Isle Run" in query and words in query, result.queries
    assert F + "isle" in result.entity_ids


def test_a_name_still_takes_the_place_of_its_like(ferries: Rewriter) -> None:
    session = ferries.session()
    converse(session, ("What is the fare on the Isle Run?", "9 pounds for a foot passenger."))
    result = session.rewrite("and the Cape Crossing?")
    assert F + "cape" in result.entity_ids and F + "isle" not in result.entity_ids, result.queries
