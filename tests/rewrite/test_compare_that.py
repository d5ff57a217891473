""""compare that with Leeds", "compare it with Leeds": the verb, what it compares and then
the other side make a comparison; the pronoun is the thing in play (a made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "depot"@en .
f:capacity a owl:DatatypeProperty ; rdfs:label "capacity"@en .
f:york a f:Depot ; skos:prefLabel "York Depot"@en ; skos:altLabel "York"@en ; f:capacity "900 pallets" .
f:leeds a f:Depot ; skos:prefLabel "Leeds Depot"@en ; skos:altLabel "Leeds"@en ; f:capacity "1200 pallets" .
"""
F = "http://example.org/f/"


@pytest.mark.parametrize("turn", ["compare that with Leeds", "compare it with Leeds"])
def test_compare_that_with_a_named_thing(tmp_path: Path, turn: str) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("what's the capacity of York", "York Depot holds 900 pallets."))
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {F + "york", F + "leeds"}, result.queries
    assert not {"that", "it"} & set(result.queries[0].split()), result.queries
