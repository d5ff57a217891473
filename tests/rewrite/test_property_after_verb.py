""""and its version?" after "who owns StockPilot": a property the last question asked by
its verb takes no noun in its place ("who version …"); the new property is asked of the
thing in play. One said as a noun ("who's the owner of X") is replaced in place (a
made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:System a owl:Class ; rdfs:label "system"@en .
f:Person a owl:Class ; rdfs:label "person"@en .
f:owner a owl:ObjectProperty ; rdfs:label "owner"@en ; skos:altLabel "owns"@en .
f:version a owl:DatatypeProperty ; rdfs:label "version"@en .
f:wms a f:System ; skos:prefLabel "StockPilot WMS"@en ; skos:altLabel "StockPilot"@en ; f:owner f:ann ; f:version "4.2" .
f:ann a f:Person ; skos:prefLabel "Ann Reid"@en .
"""


@pytest.mark.parametrize("turn", ["and the version?", "and its version?"])
def test_a_property_after_one_asked_by_a_verb(tmp_path: Path, turn: str) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("who owns StockPilot", "Ann Reid owns StockPilot WMS."))
    (query,) = session.rewrite(turn).queries
    assert "version" in query and "StockPilot WMS" in query and "who" not in query, query


def test_a_property_said_as_a_noun_is_replaced_in_place(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("who's the owner of StockPilot", "Ann Reid owns StockPilot WMS."))
    (query,) = session.rewrite("and the version?").queries
    assert "the version of StockPilot WMS" in query, query
