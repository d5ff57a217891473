"""Words on a thing's own pages are evidence it is what a follow-up asks about; words only
on pages that name it beside others count for half (a made-up town guide): "could you tell
me the price?" after a train the answer offered is not about the restaurant of some turns
ago, whose own page says nothing of prices."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

TOWN = """
@prefix t: <http://example.org/town/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

t:Restaurant a owl:Class ; rdfs:label "restaurant"@en .
t:Area a owl:Class ; rdfs:label "area"@en .
t:inArea a owl:ObjectProperty ; rdfs:label "area"@en .
t:pine a t:Restaurant ; skos:prefLabel "Pine Bistro"@en ; t:inArea t:north .
t:oak a t:Restaurant ; skos:prefLabel "Oak Grill"@en ; t:inArea t:north .
t:north a t:Area ; skos:prefLabel "North"@en .
"""
T = "http://example.org/town/"


def _rewriter(tmp_path: Path) -> Rewriter:
    documents = DocumentTerms.from_chunks([
        Page("A bistro in the north serving seasonal dishes.", (T + "pine",), "Pine Bistro"),
        Page("A grill in the north.", (T + "oak",), "Oak Grill"),
        Page("Eating out in the north: the price of a meal runs from 10 to 30 pounds.",
              (T + "north", T + "pine", T + "oak")),
    ])
    return Rewriter(load_world(tmp_path, "town", TOWN), documents=documents)


def test_words_only_beside_the_old_focus_do_not_carry_it(tmp_path: Path) -> None:
    session = _rewriter(tmp_path).session()
    converse(
        session,
        ("tell me about Pine Bistro", "Pine Bistro is a bistro in the north."),
        ("I also need a train to Leeds on Sunday.", "TR5870 arrives at 8:43. Would you like me to book it?"),
    )
    result = session.rewrite("No thank you. Could you tell me the price?")
    assert result.entity_ids == (), result.queries


def test_words_on_the_focus_own_page_carry_it(tmp_path: Path) -> None:
    session = _rewriter(tmp_path).session()
    converse(session, ("tell me about Pine Bistro", "Pine Bistro is a bistro in the north."))
    result = session.rewrite("any seasonal dishes?")
    assert result.entity_ids == (T + "pine",), result.queries
