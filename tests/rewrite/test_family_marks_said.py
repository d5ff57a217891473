"""How the rest of a family member's name is said after the topic's thing (a made-up bike
maker): a number joined to a word ("8-speed", "24-inch") is a mark, not a count, so "and the
8-speed?" after the Tolley 3 is the Tolley 8; and a thing whose name shares a shorter front with
the topic's than its own family does is named by its rest too: "and the cargo one?" after the
Lanmore City 2025 (whose family is the Lanmore City 2024) is the Lanmore Cargo."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink.linking.families import sibling_marks, wider_marks

BIKES = """
@prefix b: <http://example.org/bikes/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Bike a owl:Class ; rdfs:label "bike"@en .
b:t3 a b:Bike ; skos:prefLabel "Tolley 3"@en ; skos:altLabel "Tolley 3-speed"@en .
b:t8 a b:Bike ; skos:prefLabel "Tolley 8"@en ; skos:altLabel "Tolley 8-speed"@en .
b:c25 a b:Bike ; skos:prefLabel "Lanmore City 2025"@en .
b:c24 a b:Bike ; skos:prefLabel "Lanmore City 2024"@en .
b:cargo a b:Bike ; skos:prefLabel "Lanmore Cargo"@en .
"""
B = "http://example.org/bikes/"


def test_the_hyphenated_rest_is_a_mark(tmp_path: Path) -> None:
    rewriter = rewriter_for(tmp_path, "bikes", BIKES)
    marks = sibling_marks(rewriter.ontology, rewriter.resources.alias_index, B + "t3")
    assert marks.get("8-speed") == B + "t8", marks
    assert "8" not in marks, marks  # a bare number stays a count


def test_and_the_8_speed_is_the_sibling(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "bikes", BIKES).session()
    converse(session, ("how much is the Tolley 3?", "The Tolley 3 costs $749."))
    result = session.rewrite("and the 8-speed?")
    assert result.entity_ids == (B + "t8",), result.queries


def test_the_next_family_out_gives_its_marks(tmp_path: Path) -> None:
    rewriter = rewriter_for(tmp_path, "bikes", BIKES)
    ontology, index = rewriter.ontology, rewriter.resources.alias_index
    assert wider_marks(ontology, index, B + "c25") == {"cargo": B + "cargo"}
    assert B + "cargo" not in sibling_marks(ontology, index, B + "c25").values()  # its own family is the 2024


def test_the_cargo_one_after_the_city(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "bikes", BIKES).session()
    converse(session, ("what's the range of the Lanmore City 2025?", "The Lanmore City 2025 goes 90 km."))
    result = session.rewrite("and the cargo one?")
    assert result.entity_ids == (B + "cargo",), result.queries
