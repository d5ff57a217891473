""""complaints at Wexcombe July to September" -> "which month was worst": a ranking of periods
keeps the branch (it ranks months, not branches); later "what about Tarrow over the same
months" after an answer that gave a day ("the flood on 14 August") is July to September, the
period of several months the talk stated, not the day (a made-up world of a library service)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world, rewriter_for

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix l: <http://example.org/l/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

l:Branch a owl:Class ; rdfs:label "branch"@en .
l:Metric a owl:Class ; rdfs:label "metric"@en .
l:b1 a l:Branch ; skos:prefLabel "Wexcombe Library"@en ; skos:altLabel "Wexcombe"@en .
l:b2 a l:Branch ; skos:prefLabel "Tarrow Library"@en ; skos:altLabel "Tarrow"@en .
l:m1 a l:Metric ; skos:prefLabel "Complaints"@en ; skos:altLabel "complaints"@en .
"""
L = "http://example.org/l/"


def test_which_month_keeps_the_branch(tmp_path: Path) -> None:
    # (The documents give the complaints branch by branch, as a ranking of branches would read.)
    documents = DocumentTerms.from_chunks([
        Page(f"{name} complaints {month} 2025: {n}.", (L + b, L + "m1"), f"{name} complaints, {month} 2025")
        for b, name in (("b1", "Wexcombe Library"), ("b2", "Tarrow Library"))
        for month, n in (("July", 13), ("August", 41), ("September", 25))
    ])
    session = Rewriter(load_world(tmp_path, "l", W), documents=documents).session()
    converse(
        session, ("complaints at Wexcombe July to September", "Wexcombe Library: July 13, August 41, September 25.")
    )
    result = session.rewrite("which month was worst")
    assert L + "b1" in result.entity_ids, result.queries


def test_the_same_months_are_the_months_stated(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "l", W).session()
    converse(
        session,
        ("complaints at Wexcombe July to September", "Wexcombe Library: July 13, August 41, September 25."),
        ("was August the flood", "Yes, the flood on 14 August closed the branch for 12 days."),
    )
    query = session.rewrite("what about Tarrow over the same months").queries[0]
    assert "July" in query and "September" in query and "14" not in query, query
