""""锐舟R3和锐舟R5在哪些店能买到" -> "锐舟汽车授权了东湖店和西岭店" -> "这两家3月产值加起来多少": the
two of one kind the answer named beside other things (the maker), not two things of another
kind talked of before (the models, which may stay the frame); "两家" alone counts them when a
sum or a ranking follows (a made-up world of a car dealer group)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix d: <http://example.org/dg/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

d:Maker a owl:Class ; rdfs:label "厂家"@zh .
d:Model a owl:Class ; rdfs:label "车型"@zh .
d:Shop a owl:Class ; rdfs:label "门店"@zh .
d:makes a owl:ObjectProperty ; rdfs:label "车型"@zh .
d:m1 a d:Maker ; skos:prefLabel "锐舟汽车"@zh ; d:makes d:c1 , d:c2 .
d:c1 a d:Model ; skos:prefLabel "锐舟R3"@zh .
d:c2 a d:Model ; skos:prefLabel "锐舟R5"@zh .
d:s1 a d:Shop ; skos:prefLabel "东湖店"@zh .
d:s2 a d:Shop ; skos:prefLabel "西岭店"@zh .
"""
D = "http://example.org/dg/"


def _talk(tmp_path: Path):
    session = rewriter_for(tmp_path, "dg", W).session()
    converse(
        session,
        ("锐舟R3和锐舟R5哪个省油", "锐舟R3百公里5.8升，锐舟R5百公里6.9升，锐舟R3省油。"),
        ("锐舟R3和锐舟R5在哪些店能买到", "锐舟汽车授权了东湖店和西岭店。"),
    )
    return session


def test_the_two_of_one_kind_the_answer_named(tmp_path: Path) -> None:
    result = _talk(tmp_path).rewrite("这两家3月产值加起来多少")
    assert {D + "s1", D + "s2"} <= set(result.entity_ids), result.queries


def test_the_count_alone_before_a_sum(tmp_path: Path) -> None:
    result = _talk(tmp_path).rewrite("两家3月产值加起来多少")
    assert {D + "s1", D + "s2"} <= set(result.entity_ids), result.queries
