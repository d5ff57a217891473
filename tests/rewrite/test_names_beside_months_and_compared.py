"""Two ways a name the user typed was lost (a made-up world of a library service):
"complaints at Wexcombe July to September" read "Wexcombe July" as the name of something the
knowledge base lacks, though "July" is a month; "visits at Tarrow Central vs the annexe"
dropped "Tarrow Central" as a qualifier of the Tarrow Central Library Annexe written out,
though the two are compared."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, load_world

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
l:b2 a l:Branch ; skos:prefLabel "Tarrow Central Library"@en ; skos:altLabel "Tarrow Central"@en .
l:b3 a l:Branch ; skos:prefLabel "Tarrow Central Library Annexe"@en ; skos:altLabel "the annexe"@en .
l:m1 a l:Metric ; skos:prefLabel "Complaints"@en ; skos:altLabel "complaints"@en .
l:m2 a l:Metric ; skos:prefLabel "Visits"@en ; skos:altLabel "visits"@en .
"""
L = "http://example.org/l/"


def _rewriter(tmp_path: Path) -> Rewriter:
    documents = DocumentTerms.from_chunks([
        Page(f"{name} {metric} {month} 2025: {n}.", (L + b, L + m), f"{name} {metric}, {month} 2025")
        for b, name in (
            ("b1", "Wexcombe Library"), ("b2", "Tarrow Central Library"), ("b3", "Tarrow Central Library Annexe")
        )
        for m, metric in (("m1", "complaints"), ("m2", "visits"))
        for month, n in (("July", 13), ("August", 41), ("September", 25))
    ])
    return Rewriter(load_world(tmp_path, "l", W), documents=documents)


def test_a_month_after_a_name_is_no_word_of_another_name(tmp_path: Path) -> None:
    result = _rewriter(tmp_path).session().rewrite("complaints at Wexcombe July to September")
    assert L + "b1" in result.entity_ids, result.queries


def test_a_name_compared_with_a_longer_one_is_kept(tmp_path: Path) -> None:
    result = _rewriter(tmp_path).session().rewrite("visits at Tarrow Central vs the annexe in September")
    assert {L + "b2", L + "b3"} <= set(result.entity_ids), result.queries
    assert "Tarrow Central Library vs" in result.queries[0], result.queries
