"""A made-up factory world in Chinese: a list that shares a name's front ("1号线和2号线",
"…1号线1200件/天，2号线900件/天") names both things, so "它" after it is a question of which;
a correction by a kind's noun ("不是流程 我问的是规范") or by the front of a name ("我是说无锡")
names the one thing it completes that the conversation has named (never a new one);
"后一个" is the latter of a list; the other side of a comparison by the front of a name in
play ("比无锡低多少").""" 

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Session

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Plant a owl:Class ; rdfs:label "工厂"@zh .
f:Line a owl:Class ; rdfs:label "产线"@zh .
f:Supplier a owl:Class ; rdfs:label "供应商"@zh .
f:Metric a owl:Class ; rdfs:label "指标"@zh .
f:Procedure a owl:Class ; rdfs:label "流程"@zh .
f:Standard a owl:Class ; rdfs:label "规范"@zh .
f:supplier a owl:ObjectProperty ; rdfs:label "供应商"@zh .
f:capacity a owl:DatatypeProperty ; rdfs:label "产能"@zh .

f:sz a f:Plant ; skos:prefLabel "苏州工厂"@zh ; skos:altLabel "苏州厂"@zh .
f:wx a f:Plant ; skos:prefLabel "无锡工厂"@zh .
f:sz1 a f:Line ; skos:prefLabel "苏州工厂1号线"@zh ; f:capacity "1200件/天" ; f:supplier f:hx .
f:sz2 a f:Line ; skos:prefLabel "苏州工厂2号线"@zh ; f:capacity "900件/天" ; f:supplier f:dl .
f:wx1 a f:Line ; skos:prefLabel "无锡工厂1号线"@zh ; f:supplier f:hx .
f:hx a f:Supplier ; skos:prefLabel "宏兴精密"@zh .
f:dl a f:Supplier ; skos:prefLabel "东联五金"@zh .
f:oee a f:Metric ; skos:prefLabel "设备综合效率"@zh ; skos:altLabel "OEE"@zh .
f:p1 a f:Procedure ; skos:prefLabel "来料检验流程"@zh .
f:s1 a f:Standard ; skos:prefLabel "来料检验规范"@zh .
"""
F = "http://example.org/f/"
BOTH = ("苏州工厂1号线和2号线产能各多少", "苏州工厂1号线1200件/天，2号线900件/天。")


def test_a_list_that_shares_a_front_names_both(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, BOTH)
    result = session.rewrite("它们的供应商是谁")
    assert result.entity_ids == (F + "sz1", F + "sz2"), result.queries


def test_it_after_two_things_named_alike_is_a_question_of_which(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, BOTH)
    result = session.rewrite("它的供应商是谁")
    assert result.clarify, result.queries


DOCUMENTS = ("来料检验有哪些文件", "来料检验流程和来料检验规范。")
PLANTS = ("我们有几个工厂", "苏州工厂和无锡工厂。")


@pytest.mark.parametrize(("before", "asked", "turn", "query", "meant"), [
    (DOCUMENTS, ("来料检验流程是什么", "来料检验流程：抽检、判定、入库。"), "不是流程 我问的是规范", "来料检验规范是什么", ("s1",)),
    (DOCUMENTS, ("来料检验流程是什么", "来料检验流程：抽检、判定、入库。"), "不对，是规范", "来料检验规范是什么", ("s1",)),
    (PLANTS, ("苏州工厂7月OEE多少", "苏州工厂7月设备综合效率81%。"), "我是说无锡", "无锡工厂7月设备综合效率多少", ("wx", "oee")),
])
def test_a_correction_by_a_part_names_the_thing_it_completes(
    tmp_path: Path, before: tuple[str, str], asked: tuple[str, str], turn: str, query: str, meant: tuple[str, ...]
) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, before, asked)
    result = session.rewrite(turn)
    assert result.correction
    assert result.queries == (query,)
    assert result.entity_ids == tuple(F + m for m in meant)


def test_a_correction_by_a_part_names_nothing_the_conversation_has_not(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("来料检验流程是什么", "来料检验流程：抽检、判定、入库。"))
    result = session.rewrite("不是流程 我问的是规范")
    assert F + "s1" not in result.entity_ids, result.queries


def test_the_latter_of_a_list(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("宏兴精密供哪些线", "宏兴精密供苏州工厂1号线和无锡工厂1号线。"))
    result = session.rewrite("后一个产能多少")
    assert result.entity_ids == (F + "wx1",), result.queries
    result = session.rewrite("前一个月呢")
    assert F + "sz1" not in result.entity_ids, result.queries


def test_a_plural_pronoun_means_a_body_of_persons_not_one_person(tmp_path: Path) -> None:
    world = W + """
f:Dept a owl:Class ; rdfs:label "部门"@zh .
f:Person a owl:Class ; rdfs:label "人员"@zh .
f:head a owl:ObjectProperty ; rdfs:label "部长"@zh .
f:qa a f:Dept ; skos:prefLabel "质量管理部"@zh ; skos:altLabel "质量部"@zh ; f:head f:he .
f:he a f:Person ; skos:prefLabel "贺远航"@zh .
"""
    session = rewriter_for(tmp_path, "f", world).session()
    converse(session, ("质量部部长是谁", "贺远航。"))
    result = session.rewrite("他们出报告有时限吗")
    assert result.entity_ids == (F + "qa",), result.queries


PLANS = W + """
f:Plan a owl:Class ; rdfs:label "方案"@zh .
f:east a f:Plan ; skos:prefLabel "华东区集团采购方案"@zh .
f:south a f:Plan ; skos:prefLabel "华南区渠道分销方案"@zh .
"""


def _after_a_plan(tmp_path: Path) -> Session:
    """A session over two plans, after a question about the east one was answered."""
    session = rewriter_for(tmp_path, "f", PLANS).session()
    converse(session, ("华东区集团采购方案报的哪个版本", "报的是标准款。"))
    return session


def test_a_modifier_that_begins_another_name_is_not_the_thing_in_play(tmp_path: Path) -> None:
    session = _after_a_plan(tmp_path)
    assert F + "east" not in session.rewrite("华南那个方案呢").entity_ids
    assert session.rewrite("这个方案谁批的").entity_ids == (F + "east",)


@pytest.mark.parametrize(("turn", "query"), [
    ("华南那个方案呢", "华南那个方案报的哪个版本"),  # the words stay, in the frame of the question
    ("华南那个方案谁批的", "华南那个方案谁批的"),  # a question of its own about that plan
])
def test_a_thing_a_modifier_says_is_asked_of_as_typed(tmp_path: Path, turn: str, query: str) -> None:
    session = _after_a_plan(tmp_path)
    result = session.rewrite(turn)
    assert result.queries == (query,) and not result.entity_ids, result.queries


@pytest.mark.parametrize("turn", ["比无锡低多少", "跟无锡比呢", "比无锡的高吗"])
def test_the_other_side_of_a_comparison_by_the_front_of_a_name(tmp_path: Path, turn: str) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, PLANTS, ("苏州工厂产能多少", "苏州工厂产能2100件/天。"))
    result = session.rewrite(turn)
    assert F + "wx" in result.entity_ids and "无锡工厂" in result.queries[0], result.queries
    # (The figure asked of the topic is what is compared.)
    assert result.queries[0].startswith("苏州工厂产能"), result.queries


def test_the_front_of_a_name_nobody_said_compares_with_nothing(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("苏州工厂产能多少", "苏州工厂产能2100件/天。"))
    result = session.rewrite("比无锡低多少")
    assert F + "wx" not in result.entity_ids and "无锡工厂" not in result.queries[0], result.queries
