""""what's the phone number there?" after a studio was named: what "there" may mean is a place,
and the ontology says which things are places in three ways: an edge labelled as locating
points at them, an edge labelled with a word of place ("region", "城市") does, or they are of
a kind whose things have an address. In Chinese a "那边" alone is "there"; after a word it is
that word's side (a made-up world of concert halls and studios)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix v: <http://example.org/v/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

v:Hall a owl:Class ; rdfs:label "hall"@en .
v:Studio a owl:Class ; rdfs:label "studio"@en .
v:Person a owl:Class ; rdfs:label "person"@en .
v:Concert a owl:Class ; rdfs:label "concert"@en .
v:Area a owl:Class ; rdfs:label "district"@en .
v:heldAt a owl:ObjectProperty ; rdfs:label "held at"@en .
v:recordsWith a owl:ObjectProperty ; rdfs:label "records with"@en .
v:inArea a owl:ObjectProperty ; rdfs:label "region"@en .
v:address a owl:DatatypeProperty ; rdfs:label "address"@en .
v:phone a owl:DatatypeProperty ; rdfs:label "phone number"@en .
v:h1 a v:Hall ; skos:prefLabel "Larkspur Hall"@en ; v:phone "0100 4411" .
v:c1 a v:Concert ; skos:prefLabel "Winter Gala"@en ; v:heldAt v:h1 .
v:s1 a v:Studio ; skos:prefLabel "Fenwick Studio"@en ; v:address "3 Mill Row" ; v:phone "0100 2233" .
v:s2 a v:Studio ; skos:prefLabel "Greyfold Studio"@en ; v:phone "0100 5566" ; v:inArea v:a1 .
v:a1 a v:Area ; skos:prefLabel "Tolley Reach"@en .
v:p1 a v:Person ; skos:prefLabel "Mira Tobin"@en ; v:recordsWith v:s2 .
"""
V = "http://example.org/v/"


def test_a_thing_with_an_address_is_a_place(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "v", W).session()
    converse(session, ("where is the Winter Gala held", "At Larkspur Hall."),
             ("which studio is on Mill Row", "Fenwick Studio, at 3 Mill Row."))
    result = session.rewrite("what's the phone number there?")
    assert result.entity_ids == (V + "s1",), result.queries


def test_a_thing_of_a_kind_with_addresses_is_a_place(tmp_path: Path) -> None:
    # (Greyfold Studio has no address of its own: studios are places all the same.)
    session = rewriter_for(tmp_path, "v", W).session()
    converse(session, ("where is the Winter Gala held", "At Larkspur Hall."),
             ("who does Mira Tobin record with", "With Greyfold Studio."))
    result = session.rewrite("what's the phone number there?")
    assert result.entity_ids == (V + "s2",), result.queries


def test_an_edge_named_with_a_word_of_place_points_at_a_place(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "v", W).session()
    converse(session, ("where is the Winter Gala held", "At Larkspur Hall."),
             ("where is Greyfold Studio", "In Tolley Reach."))
    result = session.rewrite("are there other studios there?")
    assert V + "a1" in result.entity_ids, result.queries
    assert V + "h1" not in result.entity_ids, result.queries


Z = """
@prefix v: <http://example.org/v/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

v:Hall a owl:Class ; rdfs:label "音乐厅"@zh .
v:Band a owl:Class ; rdfs:label "乐团"@zh .
v:Concert a owl:Class ; rdfs:label "演出"@zh .
v:heldAt a owl:ObjectProperty ; rdfs:label "演出地点"@zh .
v:address a owl:DatatypeProperty ; rdfs:label "地址"@zh .
v:rent a owl:DatatypeProperty ; rdfs:label "场租"@zh .
v:h1 a v:Hall ; skos:prefLabel "松溪音乐厅"@zh ; v:address "松溪路9号" ; v:rent "2万元" .
v:b1 a v:Band ; skos:prefLabel "青禾乐团"@zh .
v:c1 a v:Concert ; skos:prefLabel "青禾新年音乐会"@zh ; v:heldAt v:h1 .
"""


def test_zh_nabian_alone_is_there(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "z", Z).session()
    converse(session, ("青禾新年音乐会在哪演", "在松溪音乐厅。"))
    result = session.rewrite("那边场租多少")
    assert result.entity_ids == (V + "h1",), result.queries
    # (Not "那" pointing and "边" left over: "松溪音乐厅边".)
    assert result.queries == ("松溪音乐厅场租多少",), result.queries


def test_zh_nabian_after_a_name_is_its_side(tmp_path: Path) -> None:
    # ("青禾乐团那边": the band's side, no second place beside it.)
    session = rewriter_for(tmp_path, "z", Z).session()
    converse(session, ("青禾新年音乐会在哪演", "在松溪音乐厅。"))
    result = session.rewrite("青禾乐团那边定了曲目没")
    assert result.entity_ids == (V + "b1",), result.queries
