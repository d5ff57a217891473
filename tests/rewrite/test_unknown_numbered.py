"""A name of a numbered family the knowledge base does not hold ("星河15" beside 星河8号,
星河12 and 星河88) is an unknown member, not the line whose name is its front: asked in
the last question's frame, it stays as written and names nothing (a made-up bus maker)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

BUSES = """
@prefix b: <http://example.org/buses/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Line a owl:Class ; rdfs:label "产品线"@zh .
b:Model a owl:Class ; rdfs:label "车型"@zh .
b:inLine a owl:ObjectProperty ; rdfs:label "所属产品线"@zh .
b:range a owl:DatatypeProperty ; rdfs:label "续航"@zh .

b:xinghe a b:Line ; skos:prefLabel "星河客车产品线"@zh ; skos:altLabel "星河"@zh .
b:x8 a b:Model ; skos:prefLabel "星河8号"@zh ; b:inLine b:xinghe ; b:range "260公里" .
b:x12 a b:Model ; skos:prefLabel "星河12"@zh ; b:inLine b:xinghe ; b:range "300公里" .
b:x88 a b:Model ; skos:prefLabel "星河88"@zh ; b:inLine b:xinghe ; b:range "420公里" .
"""
B = "http://example.org/buses/"


@pytest.fixture()
def buses(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "buses", BUSES)


def test_an_unknown_number_of_a_family_names_no_known_thing(buses: Rewriter) -> None:
    session = buses.session()
    converse(session, ("星河12续航多少", "星河12续航300公里。"))
    result = session.rewrite("那星河15呢")
    assert result.entity_ids == (), result.queries
    assert "星河15" in result.queries[0] and "续航" in result.queries[0], result.queries


def test_a_known_member_by_its_number_and_a_year_are_no_unknown_name(buses: Rewriter) -> None:
    session = buses.session()
    converse(session, ("星河12续航多少", "星河12续航300公里。"))
    assert B + "x88" in session.rewrite("那星河88呢").entity_ids
    session = buses.session()
    assert B + "xinghe" in session.rewrite("星河2025年卖了多少").entity_ids
