"""The figure the last question asked goes on with the thing and period it was asked of:
"它比6月涨了多少" after "南京东路店7月销售额多少" compares that store's July sales, and
"咋掉了这么多" after a figure was given asks why that figure fell and "环比呢" asks it month
on month, when the figure is a property of the ontology rather than a thing of its own (a
made-up store chain)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Store a owl:Class ; rdfs:label "门店"@zh ; skos:altLabel "店"@zh .
f:Branch a owl:Class ; rdfs:label "分公司"@zh .
f:sales a owl:DatatypeProperty ; rdfs:label "销售额"@zh ; skos:altLabel "营业额"@zh .
f:branch a owl:ObjectProperty ; rdfs:label "所属分公司"@zh .
f:east a f:Store ; skos:prefLabel "南京东路店"@zh ; skos:altLabel "东路店"@zh ; f:branch f:sh .
f:west a f:Store ; skos:prefLabel "南京西路店"@zh ; skos:altLabel "西路店"@zh ; f:branch f:sh .
f:sh a f:Branch ; skos:prefLabel "宁波分公司"@zh .
"""
F = "http://example.org/f/"
JULY = ("南京东路店7月销售额多少", "南京东路店7月销售额182万元。")


@pytest.mark.parametrize(("exchanges", "turn", "query"), [
    ((JULY,), "它比6月涨了多少", "南京东路店7月销售额比6月涨了多少"),
    ((JULY, ("它比6月涨了多少", "比6月多了12万元。")), "那西路店呢", "南京西路店7月销售额比6月涨了多少"),
    ((JULY, ("它比6月涨了多少", "比6月少了12万元。")), "咋掉了这么多", "南京东路店7月销售额咋掉了这么多"),
    # (A word that says more of a figure goes after it, with no documents to say so.)
    ((JULY,), "环比呢", "南京东路店7月销售额环比多少"),
    ((JULY,), "那同比呢", "南京东路店7月销售额同比多少"),
])
def test_the_figure_asked_goes_on(
    tmp_path: Path, exchanges: tuple[tuple[str, str], ...], turn: str, query: str
) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, *exchanges)
    assert session.rewrite(turn).queries == (query,)


def test_what_the_store_belongs_to_takes_its_place_in_the_question(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, JULY)
    result = session.rewrite("宁波分公司整体呢")
    assert result.queries == ("宁波分公司7月销售额多少",) and result.entity_ids == (F + "sh",), result.queries


@pytest.mark.parametrize("turn", ["哪家最多", "哪家最大"])
def test_a_ranking_is_by_the_figure_asked(tmp_path: Path, turn: str) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, JULY)
    # (最 before any degree ranks: "最大", "最久", not only "最多".)
    assert "销售额" in session.rewrite(turn).queries[0]


def test_a_correction_to_a_thing_of_another_kind_replaces_the_subject(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, JULY)
    result = session.rewrite("不对，我问的是宁波分公司")
    assert result.queries == ("宁波分公司7月销售额多少",) and result.correction, result.queries


def test_a_correction_by_a_kind_the_store_reaches_asks_it_in_words(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W + 'f:manager a owl:ObjectProperty ; rdfs:label "店长"@zh .\n').session()
    converse(session, ("南京东路店店长是谁", "南京东路店店长是林晓。"))
    result = session.rewrite("不是店长，我问的是分公司")
    # (店 of 店长 is the property's; the branch nobody named is said in words.)
    assert result.queries == ("南京东路店的分公司",) and result.correction, result.queries
