"""A thing found by values goes on alone: after "a small boat at the east quay" found the
Sea Wren, "book it for three on Saturday" is about the boat, which has those values (its one
size, its one quay), not about the boat and the values. A value that picks a part of a
thing, one of several the thing has of an edge (a tariff's fares at each quay), stays, and
so does a value the turn says again (a made-up boat hire)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, load_world

from kglink import Rewriter

HIRE = """
@prefix h: <http://example.org/boathire/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Boat a owl:Class ; rdfs:label "boat"@en .
h:Quay a owl:Class ; rdfs:label "quay"@en .
h:Size a owl:Class ; rdfs:label "size"@en .
h:Tariff a owl:Class ; rdfs:label "tariff"@en .
h:quay a owl:ObjectProperty ; rdfs:label "quay"@en ; rdfs:range h:Quay .
h:size a owl:ObjectProperty ; rdfs:label "size"@en ; rdfs:domain h:Boat ; rdfs:range h:Size .
h:seats a owl:DatatypeProperty ; rdfs:label "seats"@en ; rdfs:domain h:Boat .
h:east a h:Quay ; skos:prefLabel "east quay"@en .
h:west a h:Quay ; skos:prefLabel "west quay"@en .
h:small a h:Size ; skos:prefLabel "small"@en .
h:large a h:Size ; skos:prefLabel "large"@en .
h:wren a h:Boat ; skos:prefLabel "Sea Wren"@en ; h:quay h:east ; h:size h:small ; h:seats "4" .
h:gannet a h:Boat ; skos:prefLabel "Gannet"@en ; h:quay h:east ; h:size h:large ; h:seats "10" .
h:puffin a h:Boat ; skos:prefLabel "Puffin"@en ; h:quay h:west ; h:size h:small ; h:seats "4" .
h:kittiwake a h:Boat ; skos:prefLabel "Kittiwake"@en ; h:quay h:west ; h:size h:large ; h:seats "12" .
h:tariff a h:Tariff ; skos:prefLabel "Mooring Tariff"@en ; h:quay h:east , h:west .
"""
H = "http://example.org/boathire/"


@pytest.fixture()
def hire(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "boathire", HIRE))


FOUND = (
    ("Where can I hire a boat in the low price range?", "Sea Wren is one option, at the east quay. Shall I book it?"),
    ("Is that one small? I do need a small boat.", "Yes, it is small."),
    ("Yes, if it is small and at the east quay I would like to book it for 3 people.", "What day would you like?"),
)


def test_the_thing_found_goes_on_without_the_values_it_was_found_by(hire: Rewriter) -> None:
    session = hire.session()
    converse(session, *FOUND)
    result = session.rewrite("how about Sunday then?")
    assert set(result.entity_ids) == {H + "wren"}, result.queries


def test_a_value_said_again_stays(hire: Rewriter) -> None:
    session = hire.session()
    converse(session, *FOUND)
    result = session.rewrite("and is it still at the east quay on Sunday?")
    assert {H + "wren", H + "east"} <= set(result.entity_ids), result.queries


def test_a_value_that_picks_a_part_of_the_thing_stays(hire: Rewriter) -> None:
    session = hire.session()
    converse(
        session,
        ("What does a mooring cost at the east quay under the Mooring Tariff?", "12 pounds a night."),
    )
    result = session.rewrite("How long can I stay?")
    assert {H + "tariff", H + "east"} <= set(result.entity_ids), result.queries
