""""loans at Wexcombe Library in August" -> a side question on the renewals policy -> "any better
in September?": a period and nothing else named, when nothing in play is a figure the documents
give place by place, asks after the figure asked before (a made-up world of a library service).
A period asked of a figure still in play stays with it."""

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
l:Event a owl:Class ; rdfs:label "event"@en .
l:Policy a owl:Class ; rdfs:label "policy"@en .
l:heldAt a owl:ObjectProperty ; rdfs:domain l:Event ; rdfs:range l:Branch ; rdfs:label "held at"@en .
l:e1 a l:Event ; skos:prefLabel "Ostmere Book Fair"@en ; l:heldAt l:b1 .
l:e2 a l:Event ; skos:prefLabel "Skellan Poetry Night"@en ; l:heldAt l:b2 .
l:b1 a l:Branch ; skos:prefLabel "Wexcombe Library"@en .
l:b2 a l:Branch ; skos:prefLabel "Tarrow Library"@en .
l:m1 a l:Metric ; skos:prefLabel "Loans"@en ; skos:altLabel "loans"@en .
l:p1 a l:Policy ; skos:prefLabel "Fellside Renewals Policy"@en ; skos:altLabel "the renewals policy"@en .
"""
L = "http://example.org/l/"


def _session(tmp_path: Path) -> Session:
    documents = DocumentTerms.from_chunks([
        *(Page(f"{name} loans {month} 2025: {n}.", (L + b, L + "m1"), f"{name} loans, {month} 2025")
          for b, name in (("b1", "Wexcombe Library"), ("b2", "Tarrow Library"))
          for month, n in (("August", 1900), ("September", 2400))),
        Page("Fellside Renewals Policy: items may be renewed three times.", (L + "p1",), "Fellside Renewals Policy"),
    ])
    session = Rewriter(load_world(tmp_path, "l", W), documents=documents).session()
    converse(session, ("loans at Wexcombe Library in August", "Wexcombe Library had 1,900 loans in August 2025."))
    return session


def test_a_period_after_a_side_question_asks_the_figure_again(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(session, ("how many renewals does the renewals policy allow", "Three renewals per item."))
    result = session.rewrite("any better in September?")
    assert set(result.entity_ids) == {L + "b1", L + "m1"}, result.queries
    assert "September" in result.queries[0] and "August" not in result.queries[0], result.queries


def test_a_period_with_the_figure_in_play_stays_with_it(tmp_path: Path) -> None:
    session = _session(tmp_path)
    result = session.rewrite("any better in September?")
    assert set(result.entity_ids) == {L + "b1", L + "m1"}, result.queries
