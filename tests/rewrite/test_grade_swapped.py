""""最少的呢" after "哪个场站处理量最多" answered with one depot, "and the lowest?" after "which depot
had the highest delays in July": a grade alone, after a question that ranked by the other grade,
asks the ranking again by this one; the depot the answer picked is no part of it (a made-up
world of a freight company's depots)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "depot"@en, "场站"@zh .
f:d1 a f:Depot ; skos:prefLabel "Quarrow Depot"@en, "澄湖场站"@zh .
f:d2 a f:Depot ; skos:prefLabel "Ostmere Depot"@en, "云栖场站"@zh .
f:d3 a f:Depot ; skos:prefLabel "Drayle Depot"@en, "溪南场站"@zh .
"""
F = "http://example.org/f/"


def test_zh_the_least_after_the_most(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("哪个场站处理量最多", "澄湖场站，9.2万件。"))
    result = session.rewrite("最少的呢")
    assert list(result.queries) == ["哪个场站处理量最少"], result.queries
    assert F + "d1" not in result.entity_ids, result.queries


def test_en_the_lowest_after_the_highest(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("which depot had the highest delays in July", "Ostmere Depot, 41 delayed loads."))
    result = session.rewrite("and the lowest?")
    assert "lowest delays" in result.queries[0] and "July" in result.queries[0], result.queries
    assert F + "d2" not in result.entity_ids, result.queries
