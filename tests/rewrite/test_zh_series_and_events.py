"""Chinese follow-ups over a series of numbered names and over events the ontology calls
events: "那石榴9号呢" (a sibling the ontology lacks, not the 7 in play), "回到7号 它…" (the
code of a name in play after a verb's particle, and the pronoun that follows it), "那批…"
(a demonstrative, no leading particle), "那个事" (the event in play, though its name states
no date) and "受潮那事" / "冷库那个事" (the event a word or a name before it picks)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink import Rewriter
from made_up_worlds import converse, rewriter_for

S = "http://example.org/shiliu/"
WORLD = """
@prefix s: <http://example.org/shiliu/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
s:Variety a owl:Class ; rdfs:label "品种"@zh .
s:Disease a owl:Class ; rdfs:label "病害"@zh .
s:Crop a owl:Class ; rdfs:label "作物"@zh .
s:Base a owl:Class ; rdfs:label "基地"@zh .
s:Store a owl:Class ; rdfs:label "冷库"@zh .
s:Incident a owl:Class ; rdfs:label "事件"@zh .
s:Standard a owl:Class ; rdfs:label "规程"@zh .
s:base a owl:ObjectProperty ; rdfs:label "繁种基地"@zh ; skos:altLabel "在哪繁"@zh .
s:resists a owl:ObjectProperty ; rdfs:label "抗病"@zh ; skos:altLabel "抗"@zh .
s:at a owl:ObjectProperty ; rdfs:label "发生地点"@zh .
s:harms a owl:ObjectProperty ; rdfs:label "危害作物"@zh .
s:v5 a s:Variety ; skos:prefLabel "石榴5号"@zh ; s:resists s:mosaic ; s:base s:hill .
s:v7 a s:Variety ; skos:prefLabel "石榴7号"@zh ; s:resists s:mosaic ; s:base s:vale .
s:mosaic a s:Disease ; skos:prefLabel "花叶病"@zh ; s:harms s:bean .
s:bean a s:Crop ; skos:prefLabel "大豆"@zh .
s:hill a s:Base ; skos:prefLabel "青岗繁种基地"@zh .
s:vale a s:Base ; skos:prefLabel "白溪繁种基地"@zh .
s:store a s:Store ; skos:prefLabel "白溪冷库"@zh .
s:damp a s:Incident ; skos:prefLabel "白溪冷库受潮事件"@zh ; s:at s:store .
s:std a s:Standard ; skos:prefLabel "种子检验规程2025版"@zh .
"""


@pytest.fixture()
def shiliu(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "shiliu.ttl", WORLD)


def test_an_unknown_sibling_takes_the_place_of_the_one_in_play(shiliu: Rewriter) -> None:
    session = shiliu.session()
    converse(session, ("石榴7号抗花叶病吗", "抗。"))
    result = session.rewrite("那石榴9号呢")
    # Not "石榴" of 石榴7号 with "9号" left over: a name the ontology lacks, asked the same question.
    assert S + "v7" not in result.entity_ids, result.queries
    assert result.queries[0].startswith("石榴9号"), result.queries
    assert "花叶病" in result.queries[0] and "石榴7号" not in result.queries[0], result.queries
    # The next sibling goes on from there, with nothing of the unknown one left in its query.
    session.observe_assistant("知识库里没有石榴9号；同系列还有石榴5号。")
    result = session.rewrite("5号呢")
    assert result.entity_ids[0] == S + "v5" and "9号" not in result.queries[0], result.queries


def test_returning_to_a_code_after_a_particle_asks_the_pronoun_of_it(shiliu: Rewriter) -> None:
    session = shiliu.session()
    converse(session, ("石榴7号抗花叶病吗", "抗。"), ("石榴5号呢", "也抗。"))
    result = session.rewrite("回到7号 它在哪繁的")
    assert result.entity_ids == (S + "v7",), result.queries
    assert "石榴5号" not in result.queries[0] and "它" not in result.queries[0], result.queries


def test_a_date_after_a_word_of_a_name_is_no_code() -> None:
    from kglink.rewrite.name_words import _code_follows

    assert _code_follows("那石榴9号呢", 3)
    assert not _code_follows("这条线9月正点率", 3)
    assert not _code_follows("石榴呢", 2)


def test_that_before_a_measure_word_is_no_leading_particle(shiliu: Rewriter) -> None:
    session = shiliu.session()
    converse(session, ("种子检验规程2025版啥时候执行", "2025年1月起。"))
    result = session.rewrite("那批种子有多少吨")
    # "那批" points at a batch; cutting "那" as a leading particle leaves a stray "批".
    assert "那批种子" in result.queries[0], result.queries


def test_that_matter_is_the_event_in_play_not_a_dated_edition(shiliu: Rewriter) -> None:
    session = shiliu.session()
    converse(
        session,
        ("白溪冷库10月出啥事了", "白溪冷库受潮事件。"),
        ("新规程啥时候执行", "种子检验规程2025版，2025年1月起。"),
    )
    # The edition's name states a year; the incident's class is called an event.
    result = session.rewrite("那个事最后赔了多少")
    assert result.entity_ids == (S + "damp",), result.queries
    assert "个事" not in result.queries[0], result.queries


@pytest.mark.parametrize("question", ["受潮那事最后赔了多少", "冷库那个事最后赔了多少"])
def test_the_word_or_name_before_that_matter_picks_the_event(shiliu: Rewriter, question: str) -> None:
    session = shiliu.session()
    converse(
        session,
        ("白溪冷库10月出啥事了", "白溪冷库受潮事件。"),
        ("新规程啥时候执行", "种子检验规程2025版，2025年1月起。"),
    )
    result = session.rewrite(question)
    assert S + "damp" in result.entity_ids and S + "std" not in result.entity_ids, result.queries
    assert "受潮白溪" not in result.queries[0], result.queries


def test_a_new_question_of_the_pronoun_leaves_the_value_the_last_one_asked(shiliu: Rewriter) -> None:
    session = shiliu.session()
    converse(session, ("石榴7号抗花叶病吗", "石榴7号抗花叶病，田间试验未见发病。"))
    # The disease was what the last question asked of the variety (an edge of it); asking
    # which variety it came from is of the variety alone.
    result = session.rewrite("它是从哪个品种改过来的")
    assert result.entity_ids == (S + "v7",), result.queries
    assert "花叶病" not in result.queries[0], result.queries


def test_that_event_is_one_word_for_the_event(shiliu: Rewriter) -> None:
    # ("那次事件": "事件" whole, not "那次事" and a "件" left behind.)
    session = shiliu.session()
    converse(session, ("白溪冷库在哪", "白溪。"), ("为什么最近不能用", "主要因为10月白溪冷库受潮事件。"))
    result = session.rewrite("那次事件是谁处理的")
    assert result.entity_ids == (S + "damp",) and "事件件" not in result.queries[0], result.queries
