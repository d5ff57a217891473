"""An ellipsis that names a thing with a property it has asks that property of the thing
("and the estates team head?", "and the pharmacy team's lead?"), not of the rest of the
last question's topic; words before a type noun that, with it, are words of exactly one
name of that kind the conversation has named name it ("the spill procedure") (a made-up
world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Team a owl:Class ; rdfs:label "team"@en .
f:Person a owl:Class ; rdfs:label "person"@en .
f:Procedure a owl:Class ; rdfs:label "procedure"@en .
f:Place a owl:Class ; rdfs:label "place"@en .
f:ledBy a owl:ObjectProperty ; rdfs:label "led by"@en ; skos:altLabel "head"@en, "lead"@en .
f:memberOf a owl:ObjectProperty ; rdfs:label "member of"@en ; skos:altLabel "works in"@en .
f:ownedBy a owl:ObjectProperty ; rdfs:label "owned by"@en ; skos:altLabel "owns"@en .

f:pharmacy a f:Team ; skos:prefLabel "Pharmacy Services"@en ; skos:altLabel "pharmacy team"@en ; f:ledBy f:ann .
f:estates a f:Team ; skos:prefLabel "Estates and Facilities"@en ; skos:altLabel "estates team"@en ; f:ledBy f:bob .
f:ann a f:Person ; skos:prefLabel "Ann Reid"@en ; f:memberOf f:pharmacy .
f:bob a f:Person ; skos:prefLabel "Bob Hale"@en ; f:memberOf f:estates .
f:cal a f:Person ; skos:prefLabel "Cal Ortiz"@en ; f:memberOf f:pharmacy .
f:spill a f:Procedure ; skos:prefLabel "Chemical Spill Procedure"@en ; f:ownedBy f:estates .
f:fire a f:Procedure ; skos:prefLabel "Fire Drill Procedure"@en ; f:ownedBy f:estates .
f:firealarm a f:Procedure ; skos:prefLabel "Fire Alarm Test Procedure"@en ; f:ownedBy f:estates .
f:funhouse a f:Place ; skos:prefLabel "Funky Fun House"@en .
"""
F = "http://example.org/f/"
MEMBER = ("is Cal Ortiz in the estates team", "No, Cal Ortiz works in Pharmacy Services.")
OWNER = ("who owns the chemical spill procedure", "Estates and Facilities owns it; Bob Hale leads the team.")


@pytest.mark.parametrize("turn", ["and the estates team head?", "and the head of the estates team?"])
def test_a_property_of_a_thing_of_the_topic_is_asked_of_that_thing_only(tmp_path: Path, turn: str) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, MEMBER)
    result = session.rewrite(turn)
    assert result.entity_ids == (F + "estates",), result.queries


def test_a_thing_of_another_kind_with_a_property_it_has_is_a_question_of_its_own(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, OWNER)
    result = session.rewrite("and the pharmacy team's lead?")
    assert result.entity_ids == (F + "pharmacy",), result.queries
    assert "led by" in result.queries[0], result.queries


PROCEDURES = ("which procedures does estates own",
              "Chemical Spill Procedure, Fire Drill Procedure and Fire Alarm Test Procedure.")


def test_words_and_a_type_noun_of_one_name_name_it(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, PROCEDURES, MEMBER)
    result = session.rewrite("whats the spill procedure")
    assert result.entity_ids == (F + "spill",), result.queries
    assert result.queries == ("whats the Chemical Spill Procedure",)


@pytest.mark.parametrize("turn", ["whats the fire procedure", "where is a fun place to go"])
def test_words_of_several_names_or_a_noun_no_name_has_name_nothing(tmp_path: Path, turn: str) -> None:
    # Two fire procedures: a question of which; "place" is no word of "Funky Fun House".
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, PROCEDURES, ("and fun?", "Funky Fun House."))
    result = session.rewrite(turn)
    assert not {F + "spill", F + "fire", F + "firealarm"} & set(result.entity_ids), result.queries
    assert "Funky Fun House to go" not in result.queries[0], result.queries


HOTELS = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Hotel a owl:Class ; rdfs:label "hotel"@en .
f:Policy a owl:Class ; rdfs:label "policy"@en .
f:checkin a owl:DatatypeProperty ; rdfs:label "check-in time"@en ; skos:altLabel "check-in"@en .
f:appliesTo a owl:ObjectProperty ; rdfs:label "applies to"@en .
f:Restaurant a owl:Class ; rdfs:label "restaurant"@en .
f:managedBy a owl:ObjectProperty ; rdfs:label "general manager"@en ; skos:altLabel "runs"@en .
f:Staff a owl:Class ; rdfs:label "staff member"@en ; skos:altLabel "manager"@en .
f:occupancy a owl:DatatypeProperty ; rdfs:label "occupancy"@en .
f:hotelOf a owl:ObjectProperty ; rdfs:label "hotel"@en ; skos:altLabel "at"@en .
f:mia a f:Staff ; skos:prefLabel "Mia Lowe"@en .
f:salt a f:Restaurant ; skos:prefLabel "Salt Kitchen"@en ; f:hotelOf f:h1 .
f:h1 a f:Hotel ; skos:prefLabel "Harbourview Hotel"@en ; skos:altLabel "Harbourview"@en ; f:checkin "3pm" ; f:managedBy f:mia .
f:h2 a f:Hotel ; skos:prefLabel "Castle Court Hotel"@en ; skos:altLabel "Castle Court"@en ; f:checkin "2pm" ;
    f:occupancy "71%" .
f:late a f:Policy ; skos:prefLabel "Quiet Hours Policy"@en ; f:appliesTo f:h1, f:h2 .
"""


def test_a_thing_the_last_question_had_no_word_for_is_asked_its_property(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", HOTELS).session()
    converse(session, ("what's the quiet hours policy",
                       "Quiet Hours Policy: quiet from 11pm to 7am at Harbourview and Castle Court."))
    result = session.rewrite("what about Castle Court's check-in")
    # (Not the policy's question with the hotel in the policy's place: "what's the Castle Court Hotel".)
    assert result.queries == ("check-in time (Castle Court Hotel)",) and result.entity_ids == (F + "h2",)


def test_a_property_alias_of_one_function_word_asks_no_property(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", HOTELS).session()
    converse(session, ("who runs the Harbourview", "Mia Lowe is the general manager of Harbourview Hotel."))
    # ("at" is an alias of the restaurant's hotel: here it says where, the question stays.)
    assert session.rewrite("and at Castle Court?").queries == ("who runs the Castle Court Hotel",)


@pytest.mark.parametrize(("exchange", "turn", "query"), [
    # (The manager negated is no thing meant; a verb takes no noun in its place.)
    (("who runs the Harbourview", "Mia Lowe is the general manager of Harbourview Hotel."),
     "not the manager, the check-in time", "check-in time (Harbourview Hotel)"),
    # ("at", a property's alias, is no property asked that the correction would replace.)
    (("what's the occupancy at Castle Court", "Castle Court Hotel was at 71% last month."),
     "no, the check-in time", "what's the check-in time at Castle Court Hotel"),
])
def test_a_correction_of_the_property_asked(tmp_path: Path, exchange: tuple[str, str], turn: str, query: str) -> None:
    session = rewriter_for(tmp_path, "f", HOTELS).session()
    converse(session, exchange)
    result = session.rewrite(turn)
    assert result.queries == (query,) and result.correction, result.queries
