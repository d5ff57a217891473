""""why was Elm Branch so quiet in May?" -> "how long was the flood?" -> "who dried it out?" ->
"and loans that month?": the documents give loans branch by branch, and nothing of the topic
(the flood, its contractor) is a branch; the figure is asked of the branch the talk was of
before the side questions (a made-up world of a town's library branches)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter, RewriteResult
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix l: <http://example.org/lb/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

l:Branch a owl:Class ; rdfs:label "branch"@en .
l:Figure a owl:Class ; rdfs:label "figure"@en .
l:Incident a owl:Class ; rdfs:label "incident"@en .
l:Contractor a owl:Class ; rdfs:label "contractor"@en .
l:driedBy a owl:ObjectProperty ; rdfs:label "dried out by"@en .
l:b1 a l:Branch ; skos:prefLabel "Elm Branch"@en .
l:b2 a l:Branch ; skos:prefLabel "Oak Branch"@en .
l:m1 a l:Figure ; skos:prefLabel "Visits"@en .
l:m2 a l:Figure ; skos:prefLabel "Loans"@en .
l:i1 a l:Incident ; skos:prefLabel "Elm Branch Flood"@en ; skos:altLabel "the flood"@en ; l:driedBy l:c1 .
l:c1 a l:Contractor ; skos:prefLabel "Dryfast Ltd"@en .
"""
L = "http://example.org/lb/"


def _asked_after_the_flood(tmp_path: Path, figure_pages: bool) -> RewriteResult:
    pages = [
        Page("Elm Branch Flood: a burst pipe closed the branch for six days; Dryfast Ltd dried it out.",
             (L + "i1", L + "b1", L + "c1"), "Elm Branch Flood"),
    ]
    if figure_pages:
        pages += [
            Page(f"{figure} at {branch} in May: {n}.", (L + m, L + b), f"{figure} by branch")
            for figure, m in (("Visits", "m1"), ("Loans", "m2"))
            for branch, b, n in (("Elm Branch", "b1", 9100), ("Oak Branch", "b2", 7400))
        ]
    documents = DocumentTerms.from_chunks(pages)
    session = Rewriter(load_world(tmp_path, "lb", W), documents=documents).session()
    converse(
        session,
        ("why was Elm Branch so quiet in May?", "The Elm Branch Flood shut it in May."),
        ("how long was the flood?", "Six days."),
        ("who dried it out?", "Dryfast Ltd."),
    )
    return session.rewrite("and loans that month?")


def test_the_figure_is_asked_of_the_branch_talked_of(tmp_path: Path) -> None:
    result = _asked_after_the_flood(tmp_path, figure_pages=True)
    assert set(result.entity_ids) == {L + "b1", L + "m2"}, result.queries
    assert "May" in result.queries[0], result.queries


def test_without_pages_by_branch_the_frame_stays(tmp_path: Path) -> None:
    # (A guard: without pages giving the figure branch by branch, nothing says whose it is.)
    result = _asked_after_the_flood(tmp_path, figure_pages=False)
    assert L + "i1" in result.entity_ids, result.queries
