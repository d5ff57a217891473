""""repeat for Pelham", "now do Pelham", "do the same for Pelham", "再查下佩勒姆仓", "也看一下
佩勒姆仓的": the last question again, of what follows (a made-up pair of yards)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

W = """
@prefix y: <http://example.org/pelhamyards/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

y:Yard a owl:Class ; rdfs:label "yard"@en, "仓库"@zh .
y:Metric a owl:Class ; rdfs:label "metric"@en, "指标"@zh .
y:a a y:Yard ; skos:prefLabel "Quenby Yard"@en, "昆比仓"@zh ; skos:altLabel "Quenby"@en .
y:b a y:Yard ; skos:prefLabel "Pelham Yard"@en, "佩勒姆仓"@zh ; skos:altLabel "Pelham"@en .
y:m a y:Metric ; skos:prefLabel "Dwell Time"@en, "滞留时长"@zh ; skos:altLabel "dwell time"@en .
"""
Y = "http://example.org/pelhamyards/"


@pytest.fixture()
def yards(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "pelhamyards", W)


@pytest.mark.parametrize("turn", ["repeat for Pelham", "now do Pelham", "do the same for Pelham"])
def test_english_asks_the_last_question_of_another(yards: Rewriter, turn: str) -> None:
    session = yards.session()
    converse(session, ("what was the dwell time at Quenby in May?", "Quenby Yard dwell time was 31 hours in May."))
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {Y + "m", Y + "b"}, result.queries


@pytest.mark.parametrize("turn", ["再查下佩勒姆仓", "也看一下佩勒姆仓的"])
def test_chinese_asks_the_last_question_of_another(yards: Rewriter, turn: str) -> None:
    session = yards.session()
    converse(session, ("昆比仓5月滞留时长多少", "昆比仓5月滞留时长31小时。"))
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {Y + "m", Y + "b"}, result.queries
