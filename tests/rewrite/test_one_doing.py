""""the place doing the check", "the one that does the heavy checks": a thing described by
what it does to a thing named right after is the one in play the graph joins to that
thing (a made-up maintenance world); "is she the one who…" says what she is."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter
from kglink.lang import get_pack

WORKS = """
@prefix w: <http://example.org/works/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

w:Hangar a owl:Class ; rdfs:label "hangar"@en .
w:Check a owl:Class ; rdfs:label "check"@en .
w:Person a owl:Class ; rdfs:label "person"@en .
w:performs a owl:ObjectProperty ; rdfs:label "performs"@en .
w:managedBy a owl:ObjectProperty ; rdfs:label "manager"@en .
w:interval a owl:DatatypeProperty ; rdfs:label "interval"@en .

w:north a w:Hangar ; skos:prefLabel "North Maintenance Hangar"@en ; w:performs w:acheck ; w:managedBy w:rhea .
w:south a w:Hangar ; skos:prefLabel "South Line Hangar"@en ; w:performs w:bcheck .
w:acheck a w:Check ; skos:prefLabel "A-check"@en ; skos:altLabel "A check"@en ; w:interval "600 hours" .
w:bcheck a w:Check ; skos:prefLabel "B-check"@en ; w:interval "1,200 hours" .
w:rhea a w:Person ; skos:prefLabel "Rhea Marsh"@en .
"""
W = "http://example.org/works/"


@pytest.fixture()
def works(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "works", WORKS)


def test_the_place_doing_a_thing_is_the_one_in_play_joined_to_it(works: Rewriter) -> None:
    session = works.session()
    converse(session, ("how often is an A check due", "Every 600 hours; North Maintenance Hangar and South Line Hangar both take aircraft in."))
    result = session.rewrite("and who runs the place doing the A check")
    assert result.entity_ids == (W + "north",), result.queries
    assert "North Maintenance Hangar" in result.queries[0], result.queries


def test_the_one_after_a_copula_says_what_a_thing_is(works: Rewriter) -> None:
    session = works.session()
    converse(session, ("who manages North Maintenance Hangar", "Rhea Marsh manages North Maintenance Hangar."))
    result = session.rewrite("is it the one that does the A check")
    assert W + "acheck" in result.entity_ids, result.queries
    one_doing = get_pack("en").one_doing
    assert one_doing.search("is she the one who investigated it").group("copula")
    assert not one_doing.search("who runs the place doing the check").group("copula")


def test_the_one_that_does_a_thing_is_read_though_one_that_opens_a_relative_clause(works: Rewriter) -> None:
    session = works.session()
    converse(session, ("how often is an A check due", "Every 600 hours; North Maintenance Hangar and South Line Hangar both take aircraft in."))
    result = session.rewrite("the one that does the A check - who runs it")
    assert result.entity_ids == (W + "north",), result.queries
    assert "North Maintenance Hangar" in result.queries[0], result.queries
