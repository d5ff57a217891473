""""康宁的呢" after "仁和医院儿科主任是谁": a name of the topic that starts with the name of a
thing of the named one's kind is said of the named one, the rest kept as words; no name
of a thing nobody named is written (a made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Hospital a owl:Class ; rdfs:label "医院"@zh .
f:Dept a owl:Class ; rdfs:label "科室"@zh .
f:Metric a owl:Class ; rdfs:label "指标"@zh .
f:director a owl:ObjectProperty ; rdfs:label "主任"@zh .
f:partOf a owl:ObjectProperty ; rdfs:label "所属医院"@zh .

f:rh a f:Hospital ; skos:prefLabel "仁和医院"@zh ; skos:altLabel "仁和"@zh .
f:kn a f:Hospital ; skos:prefLabel "康宁医院"@zh ; skos:altLabel "康宁"@zh .
f:rh_ek a f:Dept ; skos:prefLabel "仁和医院儿科"@zh ; f:partOf f:rh .
f:kn_ek a f:Dept ; skos:prefLabel "康宁医院儿科"@zh ; f:partOf f:kn .
f:bed a f:Metric ; skos:prefLabel "床位使用率"@zh .
"""
F = "http://example.org/f/"


@pytest.mark.parametrize("turn", ["康宁的呢", "那康宁医院呢"])
def test_the_holder_in_a_name_is_varied_in_words(tmp_path: Path, turn: str) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("仁和医院儿科主任是谁", "仁和医院儿科主任是张敏。"))
    result = session.rewrite(turn)
    assert result.queries == ("康宁医院的儿科主任是谁",)
    assert result.entity_ids == (F + "kn",)


def test_a_thing_of_the_named_kind_in_the_topic_is_replaced_whole(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("仁和医院7月床位使用率多少", "仁和医院7月床位使用率92%。"))
    result = session.rewrite("康宁呢")
    assert result.queries == ("康宁医院7月床位使用率多少",)
