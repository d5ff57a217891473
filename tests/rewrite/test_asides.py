"""Asides announced as such carry nothing: "quick one: …", "random q: …", "插一句，…"; and
"顺便问下年会几号" asks about the annual meeting, not about next year ("问下" is "ask a
bit", not "下年") (a made-up bakery's figures)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter
from kglink.linking.constraints import extract_constraints

W = """
@prefix b: <http://example.org/quarnbybakery/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Shop a owl:Class ; rdfs:label "shop"@en, "门店"@zh .
b:Metric a owl:Class ; rdfs:label "metric"@en, "指标"@zh .
b:s a b:Shop ; skos:prefLabel "Quarnby Street Shop"@en, "夸恩比街店"@zh ; skos:altLabel "Quarnby Street"@en .
b:m a b:Metric ; skos:prefLabel "Waste Rate"@en, "报损率"@zh ; skos:altLabel "waste rate"@en .
"""


@pytest.fixture()
def bakery(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "quarnbybakery", W)


@pytest.mark.parametrize("turn", ["quick one: when is the next board meeting?", "random q: whats the wifi password"])
def test_an_english_aside_carries_nothing(bakery: Rewriter, turn: str) -> None:
    session = bakery.session()
    converse(session, ("what was the waste rate at Quarnby Street in May?", "Quarnby Street Shop: 6.1% in May."))
    result = session.rewrite(turn)
    assert result.entity_ids == (), result.queries


@pytest.mark.parametrize(("turn", "kept"), [("插一句，下周团建去哪", "团建"), ("顺便问下年会几号", "问下年会")])
def test_a_chinese_aside_carries_nothing(bakery: Rewriter, turn: str, kept: str) -> None:
    session = bakery.session()
    converse(session, ("夸恩比街店5月报损率多少", "夸恩比街店5月报损率6.1%。"))
    result = session.rewrite(turn)
    assert result.entity_ids == (), result.queries
    assert kept in result.queries[0], result.queries


def test_ask_a_bit_is_no_next_year() -> None:
    assert not [c for c in extract_constraints("顺便问下年会几号") if c.kind == "time"]
    assert [c.value for c in extract_constraints("下年的目标多少") if c.kind == "time"]
