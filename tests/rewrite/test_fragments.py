"""Fragments of the question in play, in a made-up parcel world.

A turn that names a thing of another kind than the topic's and says nothing else ("how
many from york", "damage rate that month") keeps the topic beside the new name when it
asks an amount of nothing it names, or puts a period on a figure the documents give
thing by thing for a thing of the topic; with words of its own, or a name of a third
kind, it asks anew. A name of the topic's kind and a period ("york in June?") vary the
question in play as "and york in June?" does."""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink import Rewriter, Session
from kglink.rewrite.doc_terms import DocumentTerms
from made_up_worlds import Page, converse, load_world

P = "http://example.org/parcels/"
PARCELS = """
@prefix p: <http://example.org/parcels/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
p:Depot a owl:Class ; rdfs:label "depot"@en .
p:Van a owl:Class ; rdfs:label "van model"@en .
p:Metric a owl:Class ; rdfs:label "metric"@en .
p:york a p:Depot ; skos:prefLabel "York Depot"@en ; skos:altLabel "york"@en .
p:harlow a p:Depot ; skos:prefLabel "Harlow Quay"@en ; skos:altLabel "harlow"@en .
p:v40 a p:Van ; skos:prefLabel "ParcelNet V40"@en ; skos:altLabel "the v40"@en, "v40"@en .
p:v60 a p:Van ; skos:prefLabel "ParcelNet V60"@en ; skos:altLabel "v60"@en .
p:complaints a p:Metric ; skos:prefLabel "Customer Complaints"@en ; skos:altLabel "complaints"@en .
p:damage a p:Metric ; skos:prefLabel "Damage Rate"@en ; skos:altLabel "damage rate"@en .
"""


@pytest.fixture()
def parcels(tmp_path: Path) -> Rewriter:
    # The damage rate is given van model by van model, a page each.
    documents = DocumentTerms.from_chunks([
        Page("Damage Rate of the ParcelNet V40 was 1.2% in May 2025.", (P + "damage", P + "v40"), "V40 damage"),
        Page("Damage Rate of the ParcelNet V60 was 0.8% in May 2025.", (P + "damage", P + "v60"), "V60 damage"),
        Page("Customer Complaints: 412 in May 2025, mostly late parcels.", (P + "complaints",), "Complaints"),
        Page("York Depot sorts parcels for the north.", (P + "york",), "York"),
        Page("Harlow Quay sorts parcels for the coast.", (P + "harlow",), "Harlow"),
    ])
    return Rewriter(load_world(tmp_path, "parcels", PARCELS), documents=documents)


def _after_complaints(rewriter: Rewriter) -> Session:
    session = rewriter.session()
    converse(
        session,
        ("how many complaints did we get in May 2025", "412 complaints in May 2025."),
        ("what were they mostly about", "Late parcels 40%, damaged parcels 30%."),
    )
    return session


@pytest.mark.parametrize("turn", ["how many from york", "how many at york?", "and how many from york"])
def test_an_amount_of_nothing_named_is_the_figure_in_play(parcels: Rewriter, turn: str) -> None:
    result = _after_complaints(parcels).rewrite(turn)
    assert set(result.entity_ids) == {P + "complaints", P + "york"}, result.queries


def test_an_amount_of_something_said_asks_anew(parcels: Rewriter) -> None:
    # "how many vans at york": the amount is of vans, not of the complaints.
    result = _after_complaints(parcels).rewrite("how many vans does york run")
    assert P + "complaints" not in result.entity_ids, result.queries


def _after_v40(rewriter: Rewriter) -> Session:
    session = rewriter.session()
    converse(session, ("top fault on the v40 in May 2025", "Door seals on the ParcelNet V40 in May 2025."))
    return session


def test_a_period_on_a_figure_given_for_the_topics_thing_keeps_the_thing(parcels: Rewriter) -> None:
    result = _after_v40(parcels).rewrite("damage rate that month")
    assert set(result.entity_ids) == {P + "damage", P + "v40"}, result.queries


@pytest.mark.parametrize("turn", [
    "damage rate at harlow that month",   # a name of a third kind: another question
    "who tracks the damage rate",         # words of its own
])
def test_a_figure_with_more_than_a_period_asks_anew(parcels: Rewriter, turn: str) -> None:
    result = _after_v40(parcels).rewrite(turn)
    assert P + "v40" not in result.entity_ids, result.queries


def test_a_figure_not_given_thing_by_thing_asks_anew(parcels: Rewriter) -> None:
    # The complaints are given for the whole network, not van by van.
    result = _after_v40(parcels).rewrite("complaints that month")
    assert P + "v40" not in result.entity_ids, result.queries


@pytest.mark.parametrize("turn", ["how much is the v60", "how much for the v60"])
def test_how_much_a_thing_named_is_asks_its_price_anew(parcels: Rewriter, turn: str) -> None:
    result = _after_complaints(parcels).rewrite(turn)
    assert P + "complaints" not in result.entity_ids, result.queries


def _after_harlow(rewriter: Rewriter) -> Session:
    session = rewriter.session()
    converse(session, ("damage rate at harlow in May 2025", "Harlow Quay's Damage Rate in May 2025 was 1.1%."))
    return session


@pytest.mark.parametrize("turn", [
    "york in June?", "york in June", "how many at york?", "at york?", "for york", "york, same period",
])
def test_a_name_of_the_topics_kind_and_a_period_vary_the_question_in_play(parcels: Rewriter, turn: str) -> None:
    result = _after_harlow(parcels).rewrite(turn)
    assert set(result.entity_ids) == {P + "damage", P + "york"}, result.queries


def test_a_name_of_the_topics_kind_with_words_of_its_own_asks_anew(parcels: Rewriter) -> None:
    result = _after_harlow(parcels).rewrite("who manages york in June")
    assert P + "damage" not in result.entity_ids, result.queries
