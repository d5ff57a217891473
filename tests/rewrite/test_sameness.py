""""do both have the same lecturer": sameness of a kind nothing in play is asks whether the
things share one; the words stay, "both" is written out; like things the frame adds after
the last query's own are coordinated ("A and B", not "A B") (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Route a owl:Class ; rdfs:label "route"@en .
f:Depot a owl:Class ; rdfs:label "depot"@en .
f:from a owl:ObjectProperty ; rdfs:label "runs from"@en .
f:r1 a f:Route ; skos:prefLabel "Route 12 Harbour Loop"@en ; f:from f:d1 .
f:r2 a f:Route ; skos:prefLabel "Route 40 Airport Express"@en ; f:from f:d1 .
f:d1 a f:Depot ; skos:prefLabel "Birchmoor Depot"@en .
"""
F = "http://example.org/f/"
LISTED = ("which routes run at night", "Route 12 Harbour Loop and Route 40 Airport Express.")


def test_the_same_kind_asks_whether_the_things_share_one(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, LISTED)
    result = session.rewrite("do both run from the same depot")
    assert set(result.entity_ids) == {F + "r1", F + "r2"}, result.queries
    assert "the same depot" in result.queries[0], result.queries


def test_the_same_kind_in_play_is_that_one(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("where does Route 12 Harbour Loop run from", "From Birchmoor Depot."))
    result = session.rewrite("what else runs from the same depot")
    assert F + "d1" in result.entity_ids, result.queries


def test_like_things_the_frame_adds_are_coordinated(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("tell me about Route 12 Harbour Loop", "Route 12 Harbour Loop and Route 40 Airport Express share a depot."))
    result = session.rewrite("which is longer")
    assert "Route 12 Harbour Loop and Route 40 Airport Express" in result.queries[0], result.queries
