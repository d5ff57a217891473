"""The talk around a booking in English refers to nothing: "anyone that is available",
"a place that has parking" (a relative "that", not the thing in play), "I'll get back to you"
(no return to an earlier topic), "and confirm the departure time?" (a request of its own, no
slot of the last question), "It will take 38 minutes" (an answer's "it" is no area), "in the
north, what is available there?" (the area, not a price band its pages give), and a name said
beside another of its names is not written twice; a count told for a booking the user said yes
to books the hotel in focus (a made-up town's lodgings)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

LODGINGS = """
@prefix l: <http://example.org/lodgings/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

l:Hotel a owl:Class ; rdfs:label "hotel"@en .
l:Area a owl:Class ; rdfs:label "area"@en .
l:PriceRange a owl:Class ; rdfs:label "price range"@en .
l:area a owl:ObjectProperty ; rdfs:label "area"@en ; rdfs:domain l:Hotel ; rdfs:range l:Area .
l:price a owl:ObjectProperty ; rdfs:label "price range"@en ; rdfs:domain l:Hotel ; rdfs:range l:PriceRange .
l:phone a owl:DatatypeProperty ; rdfs:label "phone"@en ; rdfs:domain l:Hotel .
l:north a l:Area ; skos:prefLabel "north"@en .
l:centre a l:Area ; skos:prefLabel "centre"@en ; skos:altLabel "city centre"@en .
l:cheap a l:PriceRange ; skos:prefLabel "cheap"@en .
l:expensive a l:PriceRange ; skos:prefLabel "expensive"@en ; skos:altLabel "high end"@en .
l:fellside a l:Hotel ; skos:prefLabel "Fellside Lodge"@en ; l:area l:north ; l:price l:cheap ; l:phone "01632 960101" .
l:wyke a l:Hotel ; skos:prefLabel "Wyke House"@en ; l:area l:centre ; l:price l:expensive ; l:phone "01632 960102" .
l:skellan a l:Hotel ; skos:prefLabel "Skellan Inn"@en ; l:area l:centre ; l:price l:cheap ; l:phone "01632 960103" .
l:hobbet a l:Hotel ; skos:prefLabel "Hobbet Rooms"@en ; l:area l:north ; l:price l:expensive ; l:phone "01632 960104" .
"""
L = "http://example.org/lodgings/"


@pytest.fixture()
def lodgings(tmp_path: Path) -> Rewriter:
    # The pages of the lodgings say how far and how dear: words a train's answer uses too.
    documents = DocumentTerms.from_chunks([
        Page("Wyke House is a regular hotel rated 4 stars in the centre, ten minutes from the station; rooms cost 120"
             " pounds a night, booking by phone.",
             (L + "wyke", L + "centre", L + "expensive"), "Wyke House"),
        Page("Skellan Inn is in the centre, a few minutes from the station; rooms cost 45 pounds.",
             (L + "skellan", L + "centre", L + "cheap"), "Skellan Inn"),
        Page("Fellside Lodge is in the north, 20 minutes by bus from the centre; rooms cost 40 pounds.",
             (L + "fellside", L + "north", L + "cheap"), "Fellside Lodge"),
        Page("Hobbet Rooms is in the north; the take on rooms costs 150 pounds and breakfast.",
             (L + "hobbet", L + "north", L + "expensive"), "Hobbet Rooms"),
    ])
    return Rewriter(load_world(tmp_path, "lodgings", LODGINGS), documents=documents)


@pytest.mark.parametrize("turn, kept", [
    ("Anyone that is available should be fine.", "that is available"),
    ("Is there one in the north that is cheap?", "that is cheap"),
])
def test_a_relative_that_is_no_reference(lodgings: Rewriter, turn: str, kept: str) -> None:
    session = lodgings.session()
    converse(session, ("I need a hotel in the centre.", "Wyke House and Skellan Inn are in the centre. Any choice?"))
    result = session.rewrite(turn)
    assert kept in " ".join(result.queries), result.queries


def test_that_opening_a_clause_is_still_the_thing_in_play(lodgings: Rewriter) -> None:
    session = lodgings.session()
    converse(session, ("what's the phone number of Wyke House?", "01632 960102."))
    result = session.rewrite("ok, and how much does that cost per night?")
    assert L + "wyke" in result.entity_ids, result.queries


def test_getting_back_to_someone_returns_to_no_topic(lodgings: Rewriter) -> None:
    session = lodgings.session()
    converse(
        session,
        ("I need a cheap hotel in the north.", "Fellside Lodge is cheap and in the north."),
        ("I also need a train to the coast on Friday.", "What time would you like to leave?"),
        ("What is the price?", "The fare is 12 pounds."),
    )
    result = session.rewrite("Alright. I will have to get back to you about which I would like to book.")
    assert result.turn_type != "return", result.queries
    assert "get back to you" in result.queries[0], result.queries


def test_and_a_request_is_no_slot_of_the_last_question(lodgings: Rewriter) -> None:
    session = lodgings.session()
    converse(session, ("what's the phone number of Skellan Inn?", "01632 960103."))
    result = session.rewrite("Thanks, could you book it for me please? And confirm the price?")
    assert len(result.queries) == 2, result.queries
    assert not result.queries[1].lower().startswith("could you book"), result.queries


def test_an_answers_it_is_no_area(lodgings: Rewriter) -> None:
    # A search by area only, a train asked for since: "It will take 38 minutes" speaks of
    # the train, so "book that" books it, not something in the centre.
    session = lodgings.session()
    converse(
        session,
        ("Somewhere cheap in the city centre, please.", "There are a few. Any preference?"),
        ("Thank you. I am also looking to book a train on Thursday.", "Where are you departing from?"),
        ("From the coast, arriving by 11:30.", "There is one leaving at 9:29, would that work?"),
        ("Can you please give me the travel time of that train?", "It will take 38 minutes and cost 10 pounds."),
    )
    result = session.rewrite("Thanks, could you book that for me please?")
    assert not set(result.entity_ids) & {L + "centre", L + "cheap"}, result.queries


def test_a_name_beside_another_of_its_names_is_not_written_twice(lodgings: Rewriter) -> None:
    result = lodgings.session().rewrite("I'd like a hotel that is more high end and expensive.")
    assert "expensive and expensive" not in result.queries[0], result.queries
    assert L + "expensive" in result.entity_ids, result.queries


def test_there_after_an_area_the_clause_names_is_that_area(lodgings: Rewriter) -> None:
    # (The pages of the north give price bands one by one: "there" is still the north.)
    session = lodgings.session()
    converse(session, ("I need something expensive.", "Wyke House and Hobbet Rooms are expensive."))
    result = session.rewrite("I'd like a hotel in the north, what is available there?")
    assert result.entity_ids == (L + "north",), result.queries


def test_a_count_for_a_booking_said_yes_to_books_the_thing_in_focus(lodgings: Rewriter) -> None:
    # The user said yes to the offer of a booking (an answer that did not name the hotel),
    # and the next answer asked back how many: a count in words answers it, of the hotel.
    session = lodgings.session()
    converse(
        session,
        ("what kind of place is Wyke House",
         "The type of place is a guest house with free parking. Could I help you with booking?"),
        ("Yes please. I need a room for three nights.", "How many people am I making the reservation for?"),
    )
    result = session.rewrite("Make a reservation for one.")
    assert "Wyke House" in result.queries[0], result.queries
    assert L + "wyke" in result.entity_ids


def test_a_booking_after_thanks_books_the_hotel_talked_of(lodgings: Rewriter) -> None:
    # Thanks, "anything else?", then a booking with its numbers that names no thing and no
    # kind: the hotel the talk was about.
    session = lodgings.session()
    converse(
        session,
        ("tell me about Skellan Inn", "Skellan Inn is in the centre; rooms cost 45 pounds."),
        ("Great, thanks for your help.", "Is there anything else I can help you with today?"),
    )
    result = session.rewrite("Yes, actually, can you book me a room for 2 people tonight?")
    assert "Skellan Inn" in result.queries[0], result.queries


def test_a_booking_after_talk_of_something_else_books_nothing_in_play(lodgings: Rewriter) -> None:
    # The last question and its answer were of a train the knowledge base does not hold.
    session = lodgings.session()
    converse(
        session,
        ("tell me about Skellan Inn", "Skellan Inn is in the centre; rooms cost 45 pounds."),
        ("I also need a train to the coast, what is the travel time?", "The travel time is 50 minutes."),
    )
    result = session.rewrite("Book 4 seats for me please.")
    assert "Skellan" not in result.queries[0], result.queries


def test_a_booking_after_an_answer_that_offered_one_books_the_hotel(lodgings: Rewriter) -> None:
    # The answer's own words of booking ("reserve one") speak of no other thing.
    session = lodgings.session()
    converse(
        session,
        ("could I get the phone number of Skellan Inn", "The phone is 01632 960103. Can I assist you further?"),
        ("That is all for now. Thank you.", "Let us know if you would like to reserve one."),
    )
    result = session.rewrite("Yes, please book for 5 people.")
    assert "Skellan Inn" in result.queries[0], result.queries
