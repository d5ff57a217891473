""""哪条线路最低", "which route was worst" after one route's figure ranks the routes on that
figure, which the documents give route by route: the figure and its period are carried,
the one route asked of before is not, and it is no new search for a route (a made-up bus
company's punctuality)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix b: <http://example.org/marrickbus/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Route a owl:Class ; rdfs:label "route"@en, "线路"@zh .
b:Metric a owl:Class ; rdfs:label "metric"@en, "指标"@zh .
b:r1 a b:Route ; skos:prefLabel "Route 11"@en, "11路"@zh .
b:r2 a b:Route ; skos:prefLabel "Route 12"@en, "12路"@zh .
b:r3 a b:Route ; skos:prefLabel "Route 15"@en, "15路"@zh .
b:m1 a b:Metric ; skos:prefLabel "Punctuality"@en, "准点率"@zh .
"""
B = "http://example.org/marrickbus/"
# (Route 11's figure is given only beside Route 12's; the others' one by one.)
PAGES = [
    Page("Punctuality in May: Route 11 91%, Route 12 87%.", (B + "m1", B + "r1", B + "r2"), "Punctuality May"),
    Page("Route 12 punctuality in May: 87%.", (B + "m1", B + "r2"), "Route 12 punctuality May"),
    Page("Route 15 punctuality in May: 95%.", (B + "m1", B + "r3"), "Route 15 punctuality May"),
    Page("5月准点率：11路91%，12路87%。", (B + "m1", B + "r1", B + "r2"), "5月准点率"),
    Page("12路5月准点率87%。", (B + "m1", B + "r2"), "12路5月准点率"),
    Page("15路5月准点率95%。", (B + "m1", B + "r3"), "15路5月准点率"),
]


@pytest.fixture()
def buses(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "marrickbus", W), documents=DocumentTerms.from_chunks(PAGES))


def test_which_route_is_lowest_ranks_the_routes_on_the_figure(buses: Rewriter) -> None:
    session = buses.session()
    converse(session, ("11路5月准点率多少", "11路5月准点率91%。"))
    result = session.rewrite("哪条线路最低")
    assert result.entity_ids == (B + "m1",), result.queries
    assert "5月" in result.queries[0], result.queries


def test_in_english_too(buses: Rewriter) -> None:
    session = buses.session()
    converse(session, ("What was Route 11 punctuality in May?", "Route 11 punctuality was 91% in May."))
    result = session.rewrite("which route was worst?")
    assert result.entity_ids == (B + "m1",), result.queries
