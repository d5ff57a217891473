"""What "one", "the two" and "that" stand for in English follow-ups: the thing of the
topic's kind beside a name ("the harlow one", "harlow's", "the one at harlow"), a word the
conversation wrote before a name ("the standard one"), the two things an answer listed,
the subject of an answer that names another thing beside it, and what "back to X" names.
The old and the current version are told apart by the day each took effect.
A made-up operator's world: yards and lounges at two quays, two editions of a policy."""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink import Ontology, Rewriter
from kglink.rewrite.name_words import find_name_words
from made_up_worlds import converse

W = "http://example.org/quays/"
QUAYS = """
@prefix w: <http://example.org/quays/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Quay a owl:Class ; rdfs:label "quay"@en .
w:Yard a owl:Class ; rdfs:label "yard"@en .
w:Lounge a owl:Class ; rdfs:label "lounge"@en .
w:Policy a owl:Class ; rdfs:label "policy"@en .
w:Person a owl:Class ; rdfs:label "person"@en .
w:Metric a owl:Class ; rdfs:label "metric"@en .
w:Event a owl:Class ; rdfs:label "incident"@en .
w:Scanner a owl:Class ; rdfs:label "scanner"@en .
w:at a owl:ObjectProperty ; rdfs:label "located at"@en .
w:runs a owl:ObjectProperty ; rdfs:label "run by"@en ; skos:altLabel "runs"@en .
w:owns a owl:ObjectProperty ; rdfs:label "owner"@en ; skos:altLabel "owns"@en .
w:seats a owl:DatatypeProperty ; rdfs:label "seat count"@en ; skos:altLabel "seats"@en .
w:effective a owl:DatatypeProperty ; rdfs:label "effective from"@en .
w:version a owl:DatatypeProperty ; rdfs:label "version"@en .
w:harlow a w:Quay ; skos:prefLabel "Harlow Quay"@en ; skos:altLabel "harlow"@en .
w:york a w:Quay ; skos:prefLabel "York Quay"@en ; skos:altLabel "york"@en .
w:harlow_yard a w:Yard ; skos:prefLabel "Harlow Yard"@en ; skos:altLabel "harlow"@en ; w:at w:harlow .
w:york_yard a w:Yard ; skos:prefLabel "York Yard"@en ; w:at w:york ; w:runs w:nora .
w:leeds_yard a w:Yard ; skos:prefLabel "Leeds Yard"@en ; skos:altLabel "leeds"@en .
w:lounge_york2 a w:Lounge ; skos:prefLabel "Tern Lounge York"@en ; w:at w:york .
w:lounge_york a w:Lounge ; skos:prefLabel "Kestrel Lounge York"@en ; w:at w:york ; w:seats "120" .
w:lounge_harlow a w:Lounge ; skos:prefLabel "Kestrel Lounge Harlow"@en ; w:at w:harlow ; w:seats "45" .
w:care25 a w:Policy ; skos:prefLabel "Care Policy 2025"@en ; w:owns w:nora ; w:effective "1 July 2025" .
w:care23 a w:Policy ; skos:prefLabel "Care Policy 2023"@en ; w:owns w:nora ; w:effective "28 March 2023" .
w:nora a w:Person ; skos:prefLabel "Nora Vale"@en .
w:gp a w:Metric ; skos:prefLabel "Gate Punctuality"@en ; skos:altLabel "GP"@en .
w:outage a w:Event ; skos:prefLabel "October Harlow Outage"@en ; w:at w:harlow .
w:System a owl:Class ; rdfs:label "system"@en .
w:Check a owl:Class ; rdfs:label "check"@en .
w:Module a owl:Class ; rdfs:label "module"@en .
w:pss a w:System ; skos:prefLabel "Tern PSS"@en ; skos:altLabel "tern"@en .
w:ci a w:System ; skos:prefLabel "Tern Check-in"@en .
w:desk a w:System ; skos:prefLabel "Harbour Desk"@en ; w:version "3.0" .
w:app a w:Module ; skos:prefLabel "Quay App"@en ; w:version "1.2" .
w:heavy a w:Check ; skos:prefLabel "Heavy Check"@en .
w:big a w:Scanner ; skos:prefLabel "Lumex CT 128"@en ; skos:altLabel "the long-bore Lumex"@en ; w:seats "1" .
w:small a w:Scanner ; skos:prefLabel "Lumex CT 64"@en ; w:seats "1" .
"""


@pytest.fixture()
def quays(tmp_path: Path) -> Rewriter:
    path = tmp_path / "quays.ttl"
    path.write_text(QUAYS, encoding="utf-8")
    return Rewriter(Ontology.load(path))


def test_the_one_at_a_name_two_things_share_is_the_one_of_the_topics_kind(quays: Rewriter) -> None:
    session = quays.session()
    converse(session, ("who runs York Yard?", "Nora Vale runs York Yard."))
    result = session.rewrite("and the one at harlow?")
    assert result.entity_ids == (W + "harlow_yard",), result.queries


@pytest.mark.parametrize("turn", ["and harlow's?", "what about the harlow one"])
def test_a_place_said_for_a_thing_of_another_kind_means_the_one_in_play_joined_to_it(
    quays: Rewriter, turn: str
) -> None:
    session = quays.session()
    converse(
        session,
        ("any lounges?", "Kestrel Lounge York and Kestrel Lounge Harlow."),
        ("how many seats has Kestrel Lounge York?", "120 seats."),
    )
    result = session.rewrite(turn)
    assert result.entity_ids == (W + "lounge_harlow",), result.queries


def test_a_thing_the_query_names_twice_is_varied_at_both_places(quays: Rewriter) -> None:
    session = quays.session()
    converse(
        session,
        ("any lounges?", "Kestrel Lounge York and Kestrel Lounge Harlow."),
        ("how many seats has Kestrel Lounge York and is Kestrel Lounge York open late?", "120 seats; no."),
    )
    result = session.rewrite("and harlow's?")
    assert "York" not in result.queries[0] and result.queries[0].count("Kestrel Lounge Harlow") == 2, result.queries


def test_the_name_one_of_a_thing_of_the_topics_kind_is_that_thing(quays: Rewriter) -> None:
    # "the leeds one" after a yard: "leeds" names a yard itself, nothing joined to it.
    session = quays.session()
    converse(session, ("who runs York Yard?", "Nora Vale runs York Yard."))
    result = session.rewrite("and the leeds one?")
    assert result.entity_ids == (W + "leeds_yard",), result.queries


def test_the_two_closing_a_question_are_the_two_the_answer_listed(quays: Rewriter) -> None:
    session = quays.session()
    converse(session, ("what policies does Nora Vale own?", "The Care Policy 2025 and the older Care Policy 2023."))
    result = session.rewrite("what's the difference between the two")
    assert set(result.entity_ids) == {W + "care25", W + "care23"}, result.queries


def test_the_word_one_is_the_thing_the_conversation_wrote_that_word_before(quays: Rewriter) -> None:
    session = quays.session()
    converse(
        session,
        ("how fast is the Lumex CT 128?", "Twice as fast as the standard Lumex CT 64."),
        ("where is the Lumex CT 128?", "At York Quay."),
    )
    result = session.rewrite("and the standard one, where is that?")
    assert result.entity_ids == (W + "small",), result.queries


def test_that_after_an_answer_about_one_thing_beside_another_is_the_first(quays: Rewriter) -> None:
    session = quays.session()
    converse(session, ("which scanner does night shift use?", "The Lumex CT 128, with some late scans on the Lumex CT 64."))
    result = session.rewrite("how many seats does that have")
    assert result.entity_ids == (W + "big",), result.queries
    assert result.turn_type != "clarify"


def test_that_after_an_answer_listing_two_things_asks_which(quays: Rewriter) -> None:
    session = quays.session()
    converse(session, ("which scanners does night shift use?", "The Lumex CT 128 and the Lumex CT 64."))
    assert session.rewrite("how many seats does that have").turn_type == "clarify"


def test_going_back_to_what_the_lead_in_names_keeps_it(quays: Rewriter) -> None:
    session = quays.session()
    converse(
        session,
        ("GP in October?", "Gate Punctuality was 82% in October."),
        ("why so low?", "The October Harlow Outage held departures."),
        ("what happened at Harlow Quay?", "The October Harlow Outage: check-in was down all morning."),
        ("who was on duty that day?", "Nora Vale."),
    )
    result = session.rewrite("back to GP - was Harlow Quay worse than the network in October?")
    assert set(result.entity_ids) == {W + "gp", W + "harlow"}, result.queries


def test_the_old_version_and_the_current_one_go_by_the_day_each_took_effect(quays: Rewriter) -> None:
    session = quays.session()
    converse(session, ("what is the meal voucher under Care Policy 2025?",
                        "GBP 12, under the Care Policy 2025, which replaced the Care Policy 2023."))
    older = session.rewrite("and in the old version")
    assert older.entity_ids == (W + "care23",), older.queries
    assert "version" not in older.queries[0], older.queries
    session.observe_assistant("GBP 8 under the Care Policy 2023.")
    current = session.rewrite("does the current one give lounge access")
    assert current.entity_ids == (W + "care25",), current.queries


def test_the_hyphenated_word_one_picks_the_thing_whose_name_has_it(quays: Rewriter) -> None:
    # "check" is a type noun of the world, but not inside "check-in".
    assert not quays.resources.references.type_nouns("the check-in one")
    session = quays.session()
    converse(session, ("who looks after tern and the check-in module?", "Nora Vale owns Tern PSS and Tern Check-in."))
    found = find_name_words("the check-in one", session, quays.resources, [])
    assert [word.entity_id for word in found] == [W + "ci"]
    result = session.rewrite("the check-in one")
    assert result.entity_ids == (W + "ci",), result.queries


def test_it_after_two_things_asked_about_together_that_both_have_what_is_asked_asks_which(quays: Rewriter) -> None:
    # A system and its module are of two kinds, but both have a version.
    session = quays.session()
    converse(session, ("who looks after Harbour Desk and Quay App?", "Nora Vale owns Harbour Desk and Quay App."))
    result = session.rewrite("what version is it on")
    assert result.turn_type == "clarify", result.queries


def test_a_thing_an_answer_names_in_an_aside_does_not_take_the_focus(quays: Rewriter) -> None:
    session = quays.session()
    converse(session, ("who runs York Yard?", "Nora Vale, who also runs Harlow Yard."), ("her number?", "Ext 3154."))
    result = session.rewrite("how big is that yard")
    assert result.entity_ids == (W + "york_yard",), result.queries


@pytest.mark.parametrize("answer", ["Nora Vale, Head of Harlow Yard.", "Nora Vale, Harlow Yard Manager, owns it."])
def test_a_thing_named_in_the_title_an_answer_gives_a_person_does_not_take_the_focus(quays: Rewriter, answer: str) -> None:
    session = quays.session()
    converse(session, ("who owns the Care Policy 2025?", answer))
    result = session.rewrite("what does it say about delays")
    assert result.entity_ids == (W + "care25",), result.queries


def test_a_thing_an_answer_names_after_a_persons_title_takes_the_focus(quays: Rewriter) -> None:
    session = quays.session()
    converse(session, ("who is Nora Vale?", "Nora Vale, Head of Operations, runs York Yard."))
    result = session.rewrite("how big is it")
    assert result.entity_ids == (W + "york_yard",), result.queries


@pytest.mark.parametrize("turn", ["who was on duty that day?", "how many seats were free during it"])
def test_that_day_and_during_it_after_an_answer_naming_an_event_mean_the_event(quays: Rewriter, turn: str) -> None:
    # The figure asked about is the topic, but "that day" and "during it" speak of a time:
    # the event the answer named.
    session = quays.session()
    converse(
        session,
        ("GP in October?", "Gate Punctuality was 82% in October."),
        ("why so low?", "The October Harlow Outage at Harlow Quay held departures all morning."),
    )
    result = session.rewrite(turn)
    assert result.entity_ids == (W + "outage",), result.queries


def test_the_other_place_one_is_the_thing_joined_to_it_that_the_topic_does_not_have(quays: Rewriter) -> None:
    session = quays.session()
    converse(
        session,
        ("any lounges at york?", "Kestrel Lounge York and Tern Lounge York."),
        ("how many seats has Kestrel Lounge York?", "120 seats."),
    )
    result = session.rewrite("and the other york one?")
    assert result.entity_ids == (W + "lounge_york2",), result.queries


def test_one_and_the_other_are_the_focus_and_the_thing_like_it(quays: Rewriter) -> None:
    session = quays.session()
    converse(session, ("how many seats has Kestrel Lounge York?", "120."),
              ("and Tern Lounge York?", "80."))
    result = session.rewrite("how can one have more seats than the other")
    assert set(result.entity_ids) == {W + "lounge_york", W + "lounge_york2"}, result.queries
    assert result.queries[0].startswith("how can Tern Lounge York have"), result.queries


def test_a_description_written_as_a_name_takes_its_one_along(quays: Rewriter) -> None:
    # "the long bore" is a word of one name in play (its "the long-bore Lumex").
    session = quays.session()
    converse(session, ("how fast is the Lumex CT 128?", "Twice as fast as the Lumex CT 64."))
    result = session.rewrite("where is the long bore one")
    assert result.entity_ids == (W + "big",), result.queries
    assert not result.queries[0].rstrip("?").endswith(" one"), result.queries


def test_that_one_picks_one_thing_not_the_whole_topic(quays: Rewriter) -> None:
    session = quays.session()
    converse(session, ("when is Harlow Yard getting its Heavy Check", "Harlow Yard has its Heavy Check in May."))
    result = session.rewrite("what's that one called again")
    assert len(result.entity_ids) == 1, result.queries
