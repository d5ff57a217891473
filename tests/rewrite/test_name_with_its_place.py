""""Bay Cafe in York" when the cafe's full name is "Bay Cafe York": the town is a word of
the name said apart, so the query writes the name once and the town is no second thing
asked about; so for "the minor injuries unit at York" of the York Minor Injuries Unit. Where
the name and the place make no name together, both stay, and so does the place of a happening
("the milk spill at York"), which is a party to it. ("anything at
Bay Cafe with nuts in it?": "it" is what the clause describes, not the cafe asked before;
"…, which bus in Leeds stops near it?": "it" is the thing named before the comma, not the
place the clause only says things are in.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink import Rewriter
from made_up_worlds import rewriter_for

C = "http://example.org/cafes/"
WORLD = """
@prefix c: <http://example.org/cafes/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
c:Cafe a owl:Class ; rdfs:label "cafe"@en .
c:Town a owl:Class ; rdfs:label "town"@en .
c:inTown a owl:ObjectProperty ; rdfs:label "town"@en .
c:address a owl:DatatypeProperty ; rdfs:label "address"@en .
c:york a c:Town ; skos:prefLabel "York"@en .
c:leeds a c:Town ; skos:prefLabel "Leeds"@en .
c:bay a c:Cafe ; skos:prefLabel "Bay Cafe York"@en ; skos:altLabel "Bay Cafe"@en ;
    c:inTown c:york ; c:address "4 Quay Street" .
c:mill a c:Cafe ; skos:prefLabel "Mill Cafe (Leeds)"@en ; skos:altLabel "Mill Cafe"@en ;
    c:inTown c:leeds ; c:address "9 Mill Lane" .
c:Unit a owl:Class ; rdfs:label "unit"@en .
c:miu a c:Unit ; skos:prefLabel "York Minor Injuries Unit"@en ; skos:altLabel "minor injuries"@en ; c:inTown c:york .
c:Incident a owl:Class ; rdfs:label "incident"@en .
c:spill a c:Incident ; skos:prefLabel "York Milk Spill"@en ; skos:altLabel "milk spill"@en ; c:inTown c:york .
"""


@pytest.fixture()
def cafes(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "cafes.ttl", WORLD)


@pytest.mark.parametrize(("question", "cafe", "name"), [
    ("What's the address of Bay Cafe in York?", "bay", "Bay Cafe York"),
    ("what's the address of mill cafe at leeds", "mill", "Mill Cafe (Leeds)"),
])
def test_a_place_that_ends_the_things_name_is_written_once(cafes: Rewriter, question: str, cafe: str,
                                                           name: str) -> None:
    result = cafes.session().rewrite(question)
    assert result.entity_ids == (C + cafe,), result.queries
    # (As typed or as the ontology writes it, the name is said once, the place inside it.)
    assert result.queries[0].casefold().count(name.casefold()) == 1, result.queries
    assert result.queries[0].casefold().count(name.split()[-1].strip("()").casefold()) == 1, result.queries


def test_a_place_the_name_does_not_end_with_stays_a_thing_asked(cafes: Rewriter) -> None:
    result = cafes.session().rewrite("What's the address of Bay Cafe in Leeds?")
    assert set(result.entity_ids) == {C + "bay", C + "leeds"}, result.queries


def test_with_nuts_in_it_points_at_nothing_asked_before(cafes: Rewriter) -> None:
    session = cafes.session()
    session.rewrite("what's the address of Mill Cafe")
    session.observe_assistant("9 Mill Lane.")
    result = session.rewrite("anything at Bay Cafe with nuts in it?")
    assert result.entity_ids == (C + "bay",), result.queries


def test_it_after_a_comma_is_the_thing_named_before_not_the_place_said_where(cafes: Rewriter) -> None:
    session = cafes.session()
    session.rewrite("what's the address of Mill Cafe")
    session.observe_assistant("9 Mill Lane.")
    # "in Leeds" only says where the bus is; "it" is the cafe the clause named before the comma.
    result = session.rewrite("I loved Bay Cafe, which bus in Leeds stops near it?")
    assert C + "bay" in result.entity_ids and C + "mill" not in result.entity_ids, result.queries
    assert result.queries[0].endswith("near Bay Cafe York?"), result.queries


def test_a_place_that_opens_the_name_after_a_noun_of_its_kind_is_written_once(cafes: Rewriter) -> None:
    result = cafes.session().rewrite("is the minor injuries unit at York open at night?")
    assert result.entity_ids == (C + "miu",), result.queries
    assert result.queries[0].count("York") == 1, result.queries


def test_the_place_of_a_happening_stays_a_thing_asked(cafes: Rewriter) -> None:
    result = cafes.session().rewrite("what caused the milk spill at York?")
    assert C + "spill" in result.entity_ids, result.queries
    assert "at York" in result.queries[0], result.queries
