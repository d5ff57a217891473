"""A follow-up whose words are on one thing's own pages and on no page of the other thing
it was asked with goes on about the first alone (a made-up concert hall and its figure):
"is there parking for the crew vans?" after the hall's no-show rate asks about the hall,
not the rate; "why so high?" and words both have keep the two."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

HALLS = """
@prefix h: <http://example.org/halls/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Venue a owl:Class ; rdfs:label "venue"@en .
h:Figure a owl:Class ; rdfs:label "figure"@en .
h:corrow a h:Venue ; skos:prefLabel "Corrow Hall"@en .
h:noshow a h:Figure ; skos:prefLabel "No-Show Rate"@en .
"""
H = "http://example.org/halls/"


def _session(tmp_path: Path):
    documents = DocumentTerms.from_chunks([
        Page("Corrow Hall seats 900. Parking behind the hall takes crew vans; the loading bay opens at noon.",
             (H + "corrow",), "Corrow Hall"),
        Page("The No-Show Rate is the share of sold tickets not scanned at the door; the seat target is 5%.",
             (H + "noshow",), "No-Show Rate"),
        Page("Corrow Hall, May: No-Show Rate 7.2%, above target; seat sales rose for the spring season.",
             (H + "corrow", H + "noshow"), "Corrow Hall monthly report - May"),
    ])
    session = Rewriter(load_world(tmp_path, "halls", HALLS), documents=documents).session()
    converse(session, ("what was the no-show rate at Corrow Hall in May", "7.2% in May, above the 5% target."))
    return session


def test_words_on_one_own_page_only_go_on_about_it(tmp_path: Path) -> None:
    result = _session(tmp_path).rewrite("is there parking for the crew vans?")
    assert result.entity_ids == (H + "corrow",), result.queries


def test_a_why_of_the_figure_keeps_both(tmp_path: Path) -> None:
    result = _session(tmp_path).rewrite("why so high?")
    assert set(result.entity_ids) == {H + "corrow", H + "noshow"}, result.queries


def test_words_a_page_of_both_has_keep_both(tmp_path: Path) -> None:
    result = _session(tmp_path).rewrite("and the seat sales?")
    assert set(result.entity_ids) == {H + "corrow", H + "noshow"}, result.queries
