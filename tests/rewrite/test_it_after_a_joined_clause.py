""""Is the Copperleaf Bakery open on Sundays and does it deliver?": a clause joined on with
its verb before the pronoun breaks as a comma does, so "it" is the bakery the turn just
named, not a thing an earlier answer named (a made-up high street)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

STREET = """
@prefix s: <http://example.org/highstreet/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

s:Shop a owl:Class ; rdfs:label "shop"@en .
s:delivers a owl:DatatypeProperty ; rdfs:label "delivery"@en ; rdfs:domain s:Shop .
s:bakery a s:Shop ; skos:prefLabel "Copperleaf Bakery"@en ; s:delivers "yes" .
s:florist a s:Shop ; skos:prefLabel "Bluebell Florist"@en ; s:delivers "no" .
"""
S = "http://example.org/highstreet/"


@pytest.fixture()
def street(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "highstreet", STREET)


@pytest.mark.parametrize("turn", [
    "Is Copperleaf Bakery open on Sundays and does it deliver?",
    "Is Copperleaf Bakery open on Sundays, and does it deliver?",
])
def test_it_in_a_joined_clause_is_the_thing_just_named(street: Rewriter, turn: str) -> None:
    session = street.session()
    converse(session, ("Does Bluebell Florist deliver?", "No, Bluebell Florist does not deliver."))
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {S + "bakery"}, result.queries


def test_and_between_names_is_no_joined_clause(street: Rewriter) -> None:
    # ("the bakery and it": one phrase, no verb after "and": the pronoun is not read so.)
    session = street.session()
    converse(session, ("Which shop sells flowers?", "Bluebell Florist, on the corner."))
    result = session.rewrite("is Copperleaf Bakery cheaper than it?")
    assert S + "florist" in result.entity_ids, result.queries
