""""what happened with the ramp failure at Skerrow?" -> "how come" -> "how many sailings now?": a
figure the documents give terminal by terminal, asked after talk of a happening, is asked of the
terminal where it happened, once somebody named that terminal; a thing the happening involved
("what do the ramp rules say") is asked as it is (a made-up world of a ferry company)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter, Session
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix f: <http://example.org/ferry/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Terminal a owl:Class ; rdfs:label "terminal"@en .
f:Metric a owl:Class ; rdfs:label "metric"@en .
f:Incident a owl:Class ; rdfs:label "incident"@en .
f:Rules a owl:Class ; rdfs:label "rules"@en .
f:occurredAt a owl:ObjectProperty ; rdfs:label "occurred at"@en .
f:involved a owl:ObjectProperty ; rdfs:label "involved"@en .
f:address a owl:DatatypeProperty ; rdfs:label "address"@en .
f:t1 a f:Terminal ; skos:prefLabel "Skerrow Terminal"@en ; skos:altLabel "Skerrow"@en ; f:address "Pier Road" .
f:t2 a f:Terminal ; skos:prefLabel "Mossby Terminal"@en ; skos:altLabel "Mossby"@en ; f:address "Quay Lane" .
f:m1 a f:Metric ; skos:prefLabel "Sailings"@en ; skos:altLabel "sailings"@en .
f:r1 a f:Rules ; skos:prefLabel "Ramp Safety Rules"@en ; skos:altLabel "the ramp rules"@en .
f:e1 a f:Incident ; skos:prefLabel "August 2025 Skerrow Ramp Failure"@en ; skos:altLabel "the ramp failure"@en ;
    f:occurredAt f:t1 ; f:involved f:r1 .
"""
F = "http://example.org/ferry/"


def _session(tmp_path: Path) -> Session:
    terminals = (("t1", "Skerrow Terminal"), ("t2", "Mossby Terminal"))
    documents = DocumentTerms.from_chunks([
        *(Page(f"{name}: {n} sailings in {month} 2025.", (F + t, F + "m1"), f"{name} sailings, {month} 2025")
          for t, name in terminals for month, n in (("August", 410), ("September", 455))),
        *(Page(f"Ramp Safety Rules at {name}: hoses are checked weekly.", (F + "r1", F + t), f"Ramp rules, {name}")
          for t, name in terminals),
        Page("August 2025 Skerrow Ramp Failure: the ramp jammed.", (F + "e1", F + "t1"), "August 2025 Skerrow Ramp Failure"),
    ])
    session = Rewriter(load_world(tmp_path, "ferry", W), documents=documents).session()
    converse(session, ("what happened with the ramp failure at Skerrow?", "The ramp jammed on 9 August."),
             ("how come", "A hydraulic hose split and no spare was on site."))
    return session


def test_a_figure_given_place_by_place_is_of_the_happenings_place(tmp_path: Path) -> None:
    result = _session(tmp_path).rewrite("how many sailings now?")
    assert set(result.entity_ids) == {F + "m1", F + "t1"}, result.queries


def test_a_thing_the_happening_involved_is_asked_as_it_is(tmp_path: Path) -> None:
    result = _session(tmp_path).rewrite("what do the ramp rules say about hoses?")
    assert result.entity_ids == (F + "r1",), result.queries
