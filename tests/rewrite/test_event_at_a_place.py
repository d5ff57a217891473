"""A place written right after an event with a preposition of place between ("the oven
fire at Elm Street") says which event; an edge of the event leads to it, so the query is
about the event, not the place. A place the question asks about in its own right stays
(a made-up chain of bakeries)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import rewriter_for

from kglink import Rewriter

BAKERIES = """
@prefix b: <http://example.org/bakeries/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Bakery a owl:Class ; rdfs:label "bakery"@en .
b:Incident a owl:Class ; rdfs:label "incident"@en .
b:site a owl:ObjectProperty ; rdfs:label "site"@en ; rdfs:domain b:Incident ; rdfs:range b:Bakery .
b:elm a b:Bakery ; skos:prefLabel "Elm Street Bakery"@en ; skos:altLabel "Elm Street"@en .
b:mill a b:Bakery ; skos:prefLabel "Mill Lane Bakery"@en .
b:fire a b:Incident ; skos:prefLabel "Bakehouse Oven Fire"@en ; skos:altLabel "oven fire"@en ; b:site b:elm .
"""
B = "http://example.org/bakeries/"


@pytest.fixture()
def bakeries(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "bakeries", BAKERIES)


def test_the_place_after_an_event_says_which_event(bakeries: Rewriter) -> None:
    result = bakeries.session().rewrite("Tell me about the oven fire at Elm Street.")
    assert set(result.entity_ids) == {B + "fire"}, result.queries
    assert "Elm Street" in " ".join(result.queries)


@pytest.mark.parametrize("turn", [
    "Did the oven fire close Elm Street Bakery?",  # no preposition of place between
    "Was there an oven fire at Mill Lane Bakery?",  # a place the event has no edge to
])
def test_a_place_asked_about_stays(bakeries: Rewriter, turn: str) -> None:
    result = bakeries.session().rewrite(turn)
    assert len(set(result.entity_ids)) == 2, result.queries
