""""那它8月的销售额是多少" after an aside the assistant could not answer ("抱歉，我没有天气
信息"): an answer that has nothing to give (pack ``nothing_found``) speaks of nothing the
pronoun could mean, so it is the store talked of before the aside (a made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix g: <http://example.org/g/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Store a owl:Class ; rdfs:label "门店"@zh, "store"@en ; skos:altLabel "店"@zh .
g:Metric a owl:Class ; rdfs:label "指标"@zh, "metric"@en .
g:address a owl:DatatypeProperty ; rdfs:label "地址"@zh, "address"@en ; skos:altLabel "在哪"@zh .
g:s1 a g:Store ; skos:prefLabel "青禾店"@zh, "Quarrow Store"@en ; g:address "新街12号" .
g:m1 a g:Metric ; skos:prefLabel "销售额"@zh, "Sales"@en ; skos:altLabel "sales"@en .
"""
G = "http://example.org/g/"


@pytest.mark.parametrize("exchanges,turn", [
    ((("青禾店在哪", "青禾店在新街12号。"), ("顺便问下，今天下雨吗", "抱歉，我没有天气信息。")), "那它8月的销售额是多少"),
    ((("where is Quarrow Store", "Quarrow Store is at 12 New Street."),
      ("by the way, is it raining today", "Sorry, I don't have weather information.")), "what were its sales in August"),
])
def test_a_pronoun_after_an_aside_with_no_answer_is_the_thing_before(tmp_path: Path, exchanges, turn: str) -> None:
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, *exchanges)
    result = session.rewrite(turn)
    assert G + "s1" in result.entity_ids, result.queries
