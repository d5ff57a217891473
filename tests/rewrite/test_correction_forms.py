"""More ways of taking back what the last question said: "I said Loxley", "correction:
Loxley", "纠正一下，洛溪店", "哦不，洛溪店", "是洛溪店不是柏溪店" (but "是不是…" asks) vary the
last question as "I meant" does (a made-up pair of cafes and their sales)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

W = """
@prefix c: <http://example.org/loxleycafe/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

c:Cafe a owl:Class ; rdfs:label "cafe"@en, "门店"@zh .
c:Metric a owl:Class ; rdfs:label "metric"@en, "指标"@zh .
c:a a c:Cafe ; skos:prefLabel "Birchley Cafe"@en, "柏溪店"@zh ; skos:altLabel "Birchley"@en .
c:b a c:Cafe ; skos:prefLabel "Loxley Cafe"@en, "洛溪店"@zh ; skos:altLabel "Loxley"@en .
c:m a c:Metric ; skos:prefLabel "Sales"@en, "销售额"@zh ; skos:altLabel "sales"@en .
"""
C = "http://example.org/loxleycafe/"


@pytest.fixture()
def cafes(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "loxleycafe", W)


@pytest.mark.parametrize("turn", ["I said Loxley", "correction: Loxley"])
def test_english_takes_back_the_cafe(cafes: Rewriter, turn: str) -> None:
    session = cafes.session()
    converse(session, ("what were sales at Birchley in May?", "Birchley Cafe sales were 41,000 in May."))
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {C + "m", C + "b"}, result.queries
    assert result.correction, result.trace["turn_type"]


@pytest.mark.parametrize("turn", ["纠正一下，洛溪店", "哦不，洛溪店", "是洛溪店不是柏溪店"])
def test_chinese_takes_back_the_cafe(cafes: Rewriter, turn: str) -> None:
    session = cafes.session()
    converse(session, ("柏溪店5月销售额多少", "柏溪店5月销售额4.1万元。"))
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {C + "m", C + "b"}, result.queries
    assert result.correction, result.trace["turn_type"]


def test_whether_it_is_asks_and_takes_nothing_back(cafes: Rewriter) -> None:
    session = cafes.session()
    converse(session, ("柏溪店5月销售额多少", "柏溪店5月销售额4.1万元。"))
    result = session.rewrite("是不是比4月低")
    assert not result.correction, result.trace["turn_type"]
