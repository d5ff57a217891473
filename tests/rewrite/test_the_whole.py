""""全公司呢", "and chain-wide?" after one shop's figure ask that figure for the whole, not
for the shop: the places the documents give the figure for one by one are dropped, the
figure and its period stay (a made-up bakery chain's waste rate)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix k: <http://example.org/tansleybake/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

k:Shop a owl:Class ; rdfs:label "shop"@en, "门店"@zh .
k:Oven a owl:Class ; rdfs:label "oven"@en, "烤炉"@zh .
k:Metric a owl:Class ; rdfs:label "metric"@en, "指标"@zh .
k:locatedAt a owl:ObjectProperty ; rdfs:label "located at"@en, "所在门店"@zh .
k:s1 a k:Shop ; skos:prefLabel "Tansley Street Shop"@en, "坦斯利街店"@zh ; skos:altLabel "Tansley Street"@en .
k:s2 a k:Shop ; skos:prefLabel "Quarry Lane Shop"@en, "采石巷店"@zh .
k:o1 a k:Oven ; skos:prefLabel "Tansley Oven 1"@en ; k:locatedAt k:s1 .
k:o2 a k:Oven ; skos:prefLabel "Quarry Oven 1"@en ; k:locatedAt k:s2 .
k:m1 a k:Metric ; skos:prefLabel "Waste Rate"@en, "报损率"@zh .
"""
K = "http://example.org/tansleybake/"
PAGES = [
    Page("Waste Rate at Tansley Street Shop in May: 6.1%.", (K + "m1", K + "s1"), "Tansley Street Shop waste rate May"),
    Page("Waste Rate at Quarry Lane Shop in May: 4.2%.", (K + "m1", K + "s2"), "Quarry Lane Shop waste rate May"),
    Page("坦斯利街店5月报损率6.1%。", (K + "m1", K + "s1"), "坦斯利街店5月报损率"),
    Page("采石巷店5月报损率4.2%。", (K + "m1", K + "s2"), "采石巷店5月报损率"),
]


@pytest.fixture()
def bakery(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "tansleybake", W), documents=DocumentTerms.from_chunks(PAGES))


def test_the_whole_company_asks_the_figure_without_the_shop(bakery: Rewriter) -> None:
    session = bakery.session()
    converse(session, ("坦斯利街店5月报损率多少", "坦斯利街店5月报损率6.1%。"))
    result = session.rewrite("全公司呢")
    assert result.entity_ids == (K + "m1",), result.queries
    assert "全公司" in result.queries[0] and "5月" in result.queries[0], result.queries


def test_chain_wide_in_english(bakery: Rewriter) -> None:
    session = bakery.session()
    converse(session, ("What was the waste rate at Tansley Street in May?", "Tansley Street Shop: 6.1% in May."))
    result = session.rewrite("and chain-wide?")
    assert result.entity_ids == (K + "m1",), result.queries


@pytest.mark.parametrize("turn", ["what about the whole company?", "and for the entire chain?"])
def test_the_whole_company_in_english(bakery: Rewriter, turn: str) -> None:
    session = bakery.session()
    converse(session, ("What was the waste rate at Tansley Street in May?", "Tansley Street Shop: 6.1% in May."))
    result = session.rewrite(turn)
    assert result.entity_ids == (K + "m1",), result.queries


def test_the_whole_time_is_no_scope(bakery: Rewriter) -> None:
    session = bakery.session()
    converse(session, ("What was the waste rate at Tansley Street in May?", "Tansley Street Shop: 6.1% in May."))
    result = session.rewrite("was it that high the whole time?")
    assert K + "s1" in result.entity_ids, result.queries


def test_a_whole_year_is_a_period_not_the_whole(bakery: Rewriter) -> None:
    session = bakery.session()
    converse(session, ("坦斯利街店5月报损率多少", "坦斯利街店5月报损率6.1%。"))
    result = session.rewrite("全年呢")
    assert K + "s1" in result.entity_ids, result.queries
