"""The words of a question may read as several property labels ("when does it run" as a
policy's operating season, a station's timetable and, by "run", its service hours); those
are readings of one question, not several properties asked together. A candidate whose class
has more of them is no better a referent than one that has one: what a pronoun means is
then still the salient thing the answer just gave."""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink import Rewriter
from made_up_worlds import converse, rewriter_for

W = "http://example.org/frost/"
WORLD = """
@prefix w: <http://example.org/frost/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Policy a owl:Class ; rdfs:label "policy"@en .
w:Station a owl:Class ; rdfs:label "station"@en .
w:Person a owl:Class ; rdfs:label "person"@en .
w:season a owl:DatatypeProperty ; rdfs:label "operating season"@en ; skos:altLabel "when does it run"@en ;
    rdfs:domain w:Policy .
w:timetable a owl:DatatypeProperty ; rdfs:label "timetable"@en ; skos:altLabel "when does it run"@en ; rdfs:domain w:Station .
w:hours a owl:DatatypeProperty ; rdfs:label "service hours"@en ; skos:altLabel "run"@en ; rdfs:domain w:Station .
w:owns a owl:ObjectProperty ; rdfs:label "owns"@en ; rdfs:domain w:Person ; rdfs:range w:Policy .
w:nora a w:Person ; skos:prefLabel "Nora Vale"@en ; w:owns w:frost .
w:harlow a w:Station ; skos:prefLabel "Harlow Station"@en ; w:timetable "hourly" ; w:hours "06:00-23:00" .
w:york a w:Station ; skos:prefLabel "York Station"@en ; w:timetable "half-hourly" ; w:hours "05:30-00:30" .
w:frost a w:Policy ; skos:prefLabel "Frost Policy"@en ; w:season "1 November to 31 March" .
"""


@pytest.fixture()
def frost(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "frost.ttl", WORLD)


@pytest.mark.parametrize("question", ["when does it run", "so when does it run till"])
def test_many_readings_of_the_words_do_not_outweigh_the_thing_just_given(frost: Rewriter, question: str) -> None:
    session = frost.session()
    converse(
        session,
        ("what did the winter review keep", "The targets at Harlow Station and York Station."),
        ("which policy does nora vale own", "The Frost Policy."),
    )
    result = session.rewrite(question)
    assert result.entity_ids == (W + "frost",), (result.queries, result.trace["clauses"][0]["references"])
    assert "Frost Policy" in result.queries[0]
