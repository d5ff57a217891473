""""Which motor do the Velda bikes use?" -> "All Velda bikes use the Tarn M4 motor." ->
"who makes it?": the answer to a question that picks one thing leads with what the question
named, and the pick is the new thing after it, though "motor" names no class of the
ontology. An answer that brings two new things of one kind picks neither."""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink import Rewriter
from made_up_worlds import converse, rewriter_for

B = "http://example.org/velda/"
WORLD = """
@prefix b: <http://example.org/velda/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
b:Line a owl:Class ; rdfs:label "product line"@en .
b:Component a owl:Class ; rdfs:label "component"@en .
b:Town a owl:Class ; rdfs:label "town"@en .
b:uses a owl:ObjectProperty ; rdfs:label "uses"@en .
b:velda a b:Line ; skos:prefLabel "Velda bikes"@en ; skos:altLabel "Velda"@en ; b:uses b:tarn .
b:tarn a b:Component ; skos:prefLabel "Tarn M4 motor"@en ; skos:altLabel "Tarn M4"@en .
b:york a b:Town ; skos:prefLabel "York"@en .
b:leeds a b:Town ; skos:prefLabel "Leeds"@en .
"""


@pytest.fixture()
def bikes(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "velda.ttl", WORLD)


def test_it_is_the_new_thing_the_answer_picked(bikes: Rewriter) -> None:
    session = bikes.session()
    converse(session, ("Which motor do the Velda bikes use?", "All Velda bikes use the Tarn M4 motor."))
    result = session.rewrite("who makes it?")
    assert result.entity_ids == (B + "tarn",), result.queries


def test_two_new_things_of_a_kind_are_no_pick(bikes: Rewriter) -> None:
    session = bikes.session()
    converse(session, ("Which towns are Velda bikes sold in?", "Velda bikes are sold in York and Leeds."))
    result = session.rewrite("who makes it?")
    assert result.entity_ids == (B + "velda",), result.queries
