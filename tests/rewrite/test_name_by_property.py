"""A name two things bear, asked a property only one of their kinds has, names that one;
a part the answer named in full is taken up by itself (a made-up freight world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

F = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:System a owl:Class ; rdfs:label "system"@en .
f:Module a owl:Class ; rdfs:label "module"@en .
f:Supplier a owl:Class ; rdfs:label "supplier"@en .
f:version a owl:DatatypeProperty ; rdfs:label "version"@en .
f:address a owl:DatatypeProperty ; rdfs:label "address"@en .
f:partOf a owl:ObjectProperty ; rdfs:label "part of"@en .
f:madeBy a owl:ObjectProperty ; rdfs:label "made by"@en .

f:tms a f:System ; skos:prefLabel "Kestrel TMS"@en ; skos:altLabel "Kestrel"@en ; f:version "9.1" ; f:madeBy f:ksoft .
f:planner a f:Module ; skos:prefLabel "Kestrel Planner"@en ; skos:altLabel "planner"@en ; f:partOf f:tms ; f:version "2.0" .
f:ksoft a f:Supplier ; skos:prefLabel "Kestrel Software"@en ; skos:altLabel "Kestrel"@en ; f:address "4 Dock Road" .
f:other a f:Supplier ; skos:prefLabel "Lowmoor Freight"@en ; f:address "9 Mill Lane" .
"""
N = "http://example.org/freight/"


def test_a_shared_name_asked_a_property_of_one_kind_names_the_thing_of_that_kind(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", F).session()
    assert session.rewrite("what version is kestrel on").entity_ids == (N + "tms",)


def test_a_shared_name_asked_a_property_of_the_other_kind_names_the_other(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", F).session()
    assert session.rewrite("what is kestrel's address").entity_ids == (N + "ksoft",)


def test_a_shared_name_asked_nothing_either_kind_has_asks_which(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", F).session()
    assert session.rewrite("tell me about kestrel").clarify is not None


def test_a_part_the_answer_named_in_full_is_asked_about_alone(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", F).session()
    converse(session, ("what version is kestrel tms on", "Kestrel TMS is on 9.1; its module Kestrel Planner is on 2.0."))
    result = session.rewrite("what does the planner do")
    assert result.entity_ids == (N + "planner",), result.queries
