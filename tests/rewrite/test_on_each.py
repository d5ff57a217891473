""""what's the frequency on each" after an answer that listed two routes: "each" closing
the clause after a preposition ("for each", "on each", "at each") is every one of the two
listed, not the first of them (pack ``pair``) (a made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix b: <http://example.org/b/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Route a owl:Class ; rdfs:label "route"@en .
b:Depot a owl:Class ; rdfs:label "depot"@en .
b:frequency a owl:DatatypeProperty ; rdfs:label "frequency"@en .
b:from a owl:ObjectProperty ; rdfs:label "operated from"@en .
b:d a b:Depot ; skos:prefLabel "Wexcombe Depot"@en .
b:r1 a b:Route ; skos:prefLabel "Route 14"@en ; b:from b:d ; b:frequency "every 12 minutes" .
b:r2 a b:Route ; skos:prefLabel "Route 14X"@en ; b:from b:d ; b:frequency "every 30 minutes" .
"""
B = "http://example.org/b/"


@pytest.mark.parametrize("turn", ["what's the frequency on each", "what's the frequency for each?"])
def test_each_after_a_list_is_every_one_listed(tmp_path: Path, turn: str) -> None:
    session = rewriter_for(tmp_path, "b", W).session()
    converse(session, ("which routes run out of Wexcombe Depot", "Route 14 and Route 14X are operated from Wexcombe Depot."))
    result = session.rewrite(turn)
    assert {B + "r1", B + "r2"} <= set(result.entity_ids), result.queries
