"""A scope, like a period, conditions the figures asked before: a follow-up asking a time or
a value the graph states is asked without it (a made-up freight world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

F = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:System a owl:Class ; rdfs:label "system"@en ; skos:altLabel "app"@en .
f:Metric a owl:Class ; rdfs:label "metric"@en .
f:owner a owl:DatatypeProperty ; rdfs:label "owner"@en .

f:route a f:System ; skos:prefLabel "RouteMate"@en ; f:owner "Dana Holt" .
f:parcels a f:Metric ; skos:prefLabel "Parcel Volume"@en .
"""
N = "http://example.org/freight/"


def test_when_it_went_live_is_asked_without_the_scope_of_the_question_before(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", F).session()
    converse(session, ("can drivers sign delivery notes offline in routemate", "Yes; it syncs once back in signal."))
    result = session.rewrite("when did it go live")
    assert result.entity_ids == (N + "route",), result.queries
    assert "offline" not in result.queries[0], result.queries


def test_a_stated_value_is_asked_without_the_scope_of_the_figure_before(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", F).session()
    converse(session, ("what was the domestic parcel volume in routemate", "1.2 million parcels."))
    result = session.rewrite("who is its owner")
    assert "domestic" not in result.queries[0], result.queries


def test_a_figure_asked_next_keeps_the_scope(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", F).session()
    converse(session, ("what was the domestic parcel volume in march", "1.2 million parcels."))
    result = session.rewrite("and in april?")
    assert "domestic" in result.queries[0], result.queries
