""""what happened there" after an answer that blamed an outage, with no place in play: the
place where something happened is that event, not the plan whose figure was asked; and
"how long did it last" asks how long the event went on (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix s: <http://example.org/s/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

s:Edition a owl:Class ; rdfs:label "edition"@en .
s:Region a owl:Class ; rdfs:label "region"@en .
s:Metric a owl:Class ; rdfs:label "metric"@en .
s:Incident a owl:Class ; rdfs:label "incident"@en ; skos:altLabel "outage"@en .
s:hostedIn a owl:ObjectProperty ; rdfs:label "hosted in"@en .
s:affected a owl:ObjectProperty ; rdfs:label "affected"@en .
s:r1 a s:Region ; skos:prefLabel "Wexcombe Region"@en .
s:e1 a s:Edition ; skos:prefLabel "Ledgerly Pro Plus"@en ; s:hostedIn s:r1 .
s:m1 a s:Metric ; skos:prefLabel "Uptime"@en ; skos:altLabel "uptime"@en .
s:i1 a s:Incident ; skos:prefLabel "September 2025 Wexcombe Outage"@en ; s:affected s:r1 .
"""
S = "http://example.org/s/"


def test_there_of_what_happened_is_the_event_in_play(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "s", W).session()
    converse(session, (
        "what was ledgerly pro plus uptime in september",
        "It fell to 99.71% in September 2025 because of the September 2025 Wexcombe Outage.",
    ))
    result = session.rewrite("what happened there")
    assert result.entity_ids == (S + "i1",), result.queries


def test_how_long_it_lasted_asks_of_the_event(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "s", W).session()
    converse(session, (
        "was ledgerly pro plus hit by anything in september",
        "Ledgerly Pro Plus, in the Wexcombe Region, was hit by the September 2025 Wexcombe Outage.",
    ))
    result = session.rewrite("how long did it last")
    assert result.entity_ids == (S + "i1",), result.queries
