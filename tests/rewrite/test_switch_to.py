""""switch to tickets" after a plan's uptime asks the same question of another figure
(a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix s: <http://example.org/s/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

s:Edition a owl:Class ; rdfs:label "edition"@en ; skos:altLabel "plan"@en .
s:Metric a owl:Class ; rdfs:label "metric"@en .
s:e1 a s:Edition ; skos:prefLabel "Ledgerly Starter"@en ; skos:altLabel "starter"@en .
s:e2 a s:Edition ; skos:prefLabel "Ledgerly Pro"@en ; skos:altLabel "pro"@en .
s:m1 a s:Metric ; skos:prefLabel "Uptime"@en ; skos:altLabel "uptime"@en .
s:m2 a s:Metric ; skos:prefLabel "Support Tickets"@en ; skos:altLabel "tickets"@en .
"""
S = "http://example.org/s/"


def test_switch_to_asks_the_question_of_another_figure(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "s", W).session()
    converse(session, ("what was starter uptime in september", "99.62% in September 2025."))
    result = session.rewrite("switch to tickets")
    assert set(result.entity_ids) == {S + "e1", S + "m2"}, result.queries
    assert "September" in result.queries[0], result.queries

