"""Periods asked of things, in a made-up chain of shops written here: "那个仓库在哪" after March's
figures asks where the warehouse is, in no month ("where is it?" likewise); "那4月呢" after a
question of no month ("店长是谁") that followed the store's March sales varies the sales question,
the one that had a month, of the same store, while a question of other things between leaves the
last question as it was."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

SHOPS = """
@prefix y: <http://example.org/yd/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

y:Store a owl:Class ; rdfs:label "门店"@zh, "store"@en .
y:Warehouse a owl:Class ; rdfs:label "仓库"@zh, "warehouse"@en .
y:Person a owl:Class ; rdfs:label "员工"@zh, "person"@en .
y:servedBy a owl:ObjectProperty ; rdfs:label "配送仓"@zh, "served by"@en .
y:manager a owl:ObjectProperty ; rdfs:label "店长"@zh, "manager"@en .
y:s1 a y:Store ; skos:prefLabel "澄湖店"@zh, "Quarrow Store"@en ; y:servedBy y:w1 ; y:manager y:p1 .
y:w1 a y:Warehouse ; skos:prefLabel "砾屿配送中心"@zh, "Ostmere Depot"@en .
y:p1 a y:Person ; skos:prefLabel "周敏"@zh, "Ann Reid"@en .
"""


@pytest.fixture()
def shops(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "shops", SHOPS)


@pytest.mark.parametrize("exchanges, turn, month", [
    ((("澄湖店3月销售额多少", "澄湖店3月销售额62万。"), ("它归哪个仓配送", "砾屿配送中心。")), "那个仓库在哪", "3月"),
    ((("Quarrow Store sales in March?", "62,000 in March; it is supplied by Ostmere Depot."),),
     "where is that warehouse?", "March"),
])
def test_where_a_thing_is_asks_in_no_month(
    shops: Rewriter, exchanges: tuple[tuple[str, str], ...], turn: str, month: str
) -> None:
    session = shops.session(now=dt.date(2025, 5, 10))
    converse(session, *exchanges)
    result = session.rewrite(turn)
    assert "http://example.org/yd/w1" in result.entity_ids, result.queries
    assert month not in result.queries[0], result.queries


def test_where_with_a_month_of_its_own_keeps_it(shops: Rewriter) -> None:
    session = shops.session(now=dt.date(2025, 5, 10))
    converse(session, ("澄湖店3月销售额多少", "澄湖店3月销售额62万，由砾屿配送中心供货。"))
    result = session.rewrite("那个仓库4月在哪")
    assert "4月" in result.queries[0], result.queries


@pytest.mark.parametrize("exchanges, turn, kept, gone", [
    ((("澄湖店3月销售额多少", "62万。"), ("店长是谁", "周敏。")), "那澄湖店4月呢", ("4月", "销售额"), "店长"),
    ((("澄湖店3月销售额多少", "62万。"), ("店长是谁", "周敏。")), "4月呢", ("4月", "销售额"), "店长"),
    ((("Quarrow Store sales in March?", "62,000."), ("who is the manager?", "Ann Reid.")), "and in April?",
     ("April", "sales"), "manager"),
])
def test_a_month_varies_the_question_that_had_one(
    shops: Rewriter, exchanges: tuple[tuple[str, str], ...], turn: str, kept: tuple[str, ...], gone: str
) -> None:
    session = shops.session(now=dt.date(2025, 5, 10))
    converse(session, *exchanges)
    query = " ".join(session.rewrite(turn).queries)
    assert all(word in query for word in kept) and gone not in query, query


def test_a_question_of_other_things_between_keeps_the_last(shops: Rewriter) -> None:
    session = shops.session(now=dt.date(2025, 5, 10))
    converse(session, ("澄湖店3月销售额多少", "62万。"), ("店长是谁", "周敏。"), ("她电话多少", "13800000000。"))
    query = " ".join(session.rewrite("4月呢").queries)
    assert "销售额" not in query, query
