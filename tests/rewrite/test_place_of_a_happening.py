""""what happened with the book fair at Wexcombe?" -> "how come" -> "how many loans now?": a figure the
documents give branch by branch, asked after talk of a happening, is asked of the branch where it
happened, once somebody named that branch; a thing the happening involved ("what do the fair rules
say") is asked as it is (a made-up world of a library service)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter, Session
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix l: <http://example.org/l/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

l:Branch a owl:Class ; rdfs:label "branch"@en .
l:Metric a owl:Class ; rdfs:label "metric"@en .
l:Incident a owl:Class ; rdfs:label "incident"@en .
l:Policy a owl:Class ; rdfs:label "policy"@en .
l:occurredAt a owl:ObjectProperty ; rdfs:label "occurred at"@en .
l:involved a owl:ObjectProperty ; rdfs:label "involved"@en .
l:address a owl:DatatypeProperty ; rdfs:label "address"@en .
l:e1 a l:Incident ; skos:prefLabel "August 2025 Ostmere Book Fair Crush"@en ; skos:altLabel "the book fair"@en ;
    l:occurredAt l:b1 ; l:involved l:p1 .
l:b1 a l:Branch ; skos:prefLabel "Wexcombe Library"@en ; skos:altLabel "Wexcombe"@en ; l:address "1 Mill Row" .
l:b2 a l:Branch ; skos:prefLabel "Tarrow Library"@en ; skos:altLabel "Tarrow"@en ; l:address "8 Quay Street" .
l:m1 a l:Metric ; skos:prefLabel "Loans"@en ; skos:altLabel "loans"@en .
l:p1 a l:Policy ; skos:prefLabel "Fair Rules"@en ; skos:altLabel "the fair rules"@en .
"""
L = "http://example.org/l/"


def _session(tmp_path: Path) -> Session:
    documents = DocumentTerms.from_chunks([
        *(Page(f"{name} loans {month} 2025: {n}.", (L + b, L + "m1"), f"{name} loans, {month} 2025")
          for b, name in (("b1", "Wexcombe Library"), ("b2", "Tarrow Library"))
          for month, n in (("August", 1900), ("September", 2400))),
        *(Page(f"Fair Rules at {name}: queues are capped at 200.", (L + "p1", L + b), f"Fair Rules, {name}")
          for b, name in (("b1", "Wexcombe Library"), ("b2", "Tarrow Library"))),
        Page("August 2025 Ostmere Book Fair Crush at Wexcombe Library: the queue ran out.", (L + "e1", L + "b1"),
             "August 2025 Ostmere Book Fair Crush"),
    ])
    session = Rewriter(load_world(tmp_path, "l", W), documents=documents).session()
    converse(session, ("what happened with the book fair at Wexcombe?", "The queue ran out of the door on 9 August."),
             ("how come", "Twice the visitors planned came, and one door was shut."))
    return session


def test_a_figure_given_place_by_place_is_of_the_happenings_place(tmp_path: Path) -> None:
    result = _session(tmp_path).rewrite("how many loans now?")
    assert set(result.entity_ids) == {L + "m1", L + "b1"}, result.queries


def test_a_thing_the_happening_involved_is_asked_as_it_is(tmp_path: Path) -> None:
    result = _session(tmp_path).rewrite("what do the fair rules say about queues?")
    assert result.entity_ids == (L + "p1",), result.queries
