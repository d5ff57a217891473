"""A ranking that names a kind after a figure asked of one thing of that kind ranks the
things of the kind by that figure: the one asked of is no part of the question ("which
depot has the longest wait" after York Depot's wait) (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "depot"@en .
f:wait a owl:DatatypeProperty ; rdfs:label "average wait"@en ; skos:altLabel "wait"@en .
f:york a f:Depot ; skos:prefLabel "York Depot"@en ; f:wait "42 minutes" .
f:leeds a f:Depot ; skos:prefLabel "Leeds Depot"@en ; f:wait "25 minutes" .
"""
F = "http://example.org/f/"


def test_a_ranking_of_the_kind_drops_the_thing_asked_of(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("what's the average wait at York Depot", "York Depot: 42 minutes on average."))
    result = session.rewrite("which depot has the longest wait")
    assert F + "york" not in result.entity_ids and "York" not in result.queries[0], result.queries
