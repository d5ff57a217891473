"""Follow-ups in a made-up freight world typed the way people type: names in small letters
and by a word of a name the conversation has named ("the newcastle one", "the newcastle
lane", "what about bristol"), "the other"
before a name, a grade said the British way ("the dearer one"), and a property asked of a
description ("and the dearer one's carrier?")."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Hub a owl:Class ; rdfs:label "hub"@en .
f:Lane a owl:Class ; rdfs:label "lane"@en .
f:Carrier a owl:Class ; rdfs:label "carrier"@en .
f:Person a owl:Class ; rdfs:label "person"@en .
f:Team a owl:Class ; rdfs:label "team"@en .
f:carrier a owl:ObjectProperty ; rdfs:label "carrier"@en ; skos:altLabel "runs"@en .
f:manager a owl:ObjectProperty ; rdfs:label "manager"@en .
f:team a owl:ObjectProperty ; rdfs:label "team"@en .
f:cost a owl:DatatypeProperty ; rdfs:label "cost per pallet"@en ; skos:altLabel "cost"@en, "price"@en .
f:capacity a owl:DatatypeProperty ; rdfs:label "capacity"@en .

f:nh a f:Hub ; skos:prefLabel "North Hub Leeds"@en ; skos:altLabel "North Hub"@en, "Leeds hub"@en ; f:capacity "4000" ; f:manager f:amy .
f:nh2 a f:Hub ; skos:prefLabel "North Hub Newcastle"@en ; skos:altLabel "North Hub"@en ; f:capacity "2500" .
f:sh a f:Hub ; skos:prefLabel "South Hub Bristol"@en ; f:capacity "3000" .
f:l1 a f:Lane ; skos:prefLabel "Leeds-Bristol Lane"@en ; f:carrier f:bolt ; f:cost "38 GBP" .
f:l2 a f:Lane ; skos:prefLabel "Newcastle-Bristol Lane"@en ; f:carrier f:fern ; f:cost "45 GBP" .
f:bolt a f:Carrier ; skos:prefLabel "Bolt Freight"@en .
f:fern a f:Carrier ; skos:prefLabel "Fernway Logistics"@en .
f:amy a f:Person ; skos:prefLabel "Amy Cole"@en ; f:team f:ops .
f:ops a f:Team ; skos:prefLabel "Hub Operations"@en .
"""
F = "http://example.org/f/"
LANE = ("what does the Leeds-Bristol lane cost", "38 GBP per pallet on the Leeds-Bristol Lane, run by Bolt Freight.")
HUB = ("what's the capacity of the Leeds hub", "North Hub Leeds holds 4000 pallets; Amy Cole manages it.")
NAMED = ("what do we run into Bristol", "South Hub Bristol, fed by the Leeds-Bristol Lane and the Newcastle-Bristol Lane.")
BOTH = ("compare the two lanes into Bristol",
        "Newcastle-Bristol Lane costs 45 GBP per pallet (Fernway Logistics); Leeds-Bristol Lane 38 GBP (Bolt Freight).")


@pytest.mark.parametrize(("context", "turn", "meant"), [
    (LANE, "and the newcastle one?", ("l2",)),
    (LANE, "is that cheaper than the newcastle lane", ("l1", "l2")),
    (HUB, "what about bristol", ("sh",)),
    (HUB, "and the other north hub?", ("nh2",)),
    (BOTH, "who runs the dearer one", ("l2",)),
])
def test_names_typed_by_a_word(tmp_path: Path, context: tuple[str, str], turn: str, meant: tuple[str, ...]) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, NAMED, context)
    result = session.rewrite(turn)
    assert result.entity_ids == tuple(F + m for m in meant), result.queries


def test_a_word_names_nothing_the_conversation_has_not(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, LANE)
    result = session.rewrite("and the newcastle one?")
    assert F + "l2" not in result.entity_ids, result.queries


@pytest.mark.parametrize("turn", ["and the dearer one's carrier?", "who is the dearer one's carrier"])
def test_a_property_asked_of_a_description_stays_asked(tmp_path: Path, turn: str) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, BOTH)
    result = session.rewrite(turn)
    assert result.entity_ids == (F + "l2",), result.queries
    assert "Newcastle-Bristol Lane's carrier" in result.queries[0]


def test_a_possessed_kind_inside_a_question_is_the_thing_in_play(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("who manages the Leeds hub", "Amy Cole, of Hub Operations."))
    result = session.rewrite("is the Leeds hub audit with her team?")
    assert F + "ops" in result.entity_ids, result.queries


LANE_COST = ("what's the cost of the Leeds-Bristol lane", "38 GBP per pallet.")


@pytest.mark.parametrize(("turn", "query"), [
    ("not the cost, the carrier", "what's the carrier of the Leeds-Bristol lane"),
    ("I meant capacity", "what's the capacity of the Leeds-Bristol lane"),
])
def test_a_correction_of_the_property_asked(tmp_path: Path, turn: str, query: str) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, LANE_COST)
    result = session.rewrite(turn)
    assert result.correction and result.queries == (query,)


def test_a_property_in_the_plural(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("compare the Leeds hub and North Hub Newcastle", "North Hub Leeds holds 4000; North Hub Newcastle 2500."))
    result = session.rewrite("and their managers?")
    assert "manager" in result.queries[0] and "compare" not in result.queries[0], result.queries


def test_one_of_the_things_asked_together_asked_alone(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("who runs the Leeds-Bristol lane and the Newcastle-Bristol lane",
                       "Bolt Freight runs the Leeds-Bristol Lane; Fernway Logistics runs the Newcastle-Bristol Lane."))
    result = session.rewrite("what about the second one")
    assert result.queries == ("who runs the Newcastle-Bristol Lane",)


def test_a_comparison_keeps_its_other_side(tmp_path: Path) -> None:
    # ("compare X and the Y" -> "and Z?": Z takes Y's place beside X; "and the second?"
    # is no question of one side alone.)
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("compare North Hub Leeds and the North Hub Newcastle", "4000 pallets against 2500."))
    result = session.rewrite("and South Hub Bristol?")
    assert "North Hub Leeds" in result.queries[0] and "South Hub Bristol" in result.queries[0], result.queries
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("compare North Hub Leeds and the North Hub Newcastle", "4000 pallets against 2500."))
    result = session.rewrite("and the second?")
    assert set(result.entity_ids) >= {F + "nh", F + "nh2"}, result.queries
