""""康宁的呢" after "仁和医院儿科主任是谁": a name of the topic that starts with the name of a
thing of the named one's kind is said of the named one: the thing so named (康宁医院儿科)
when the conversation has named it, else the rest kept as words ("华山医院的儿科…").
"2号线呢", "无锡呢", "那1号线呢": a part of a name the frame completes names that one thing,
when the conversation has named it or one of its family (a made-up world)."""

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
f:hs a f:Hospital ; skos:prefLabel "华山医院"@zh ; skos:altLabel "华山"@zh .
f:Plant a owl:Class ; rdfs:label "工厂"@zh .
f:Line a owl:Class ; rdfs:label "产线"@zh .
f:capacity a owl:DatatypeProperty ; rdfs:label "产能"@zh .
f:manager a owl:ObjectProperty ; rdfs:label "谁管"@zh .
f:sz a f:Plant ; skos:prefLabel "苏州工厂"@zh ; skos:altLabel "苏州厂"@zh .
f:wx a f:Plant ; skos:prefLabel "无锡工厂"@zh .
f:sz1 a f:Line ; skos:prefLabel "苏州工厂1号线"@zh ; f:partOf f:sz .
f:sz2 a f:Line ; skos:prefLabel "苏州工厂2号线"@zh ; f:partOf f:sz .
f:wx1 a f:Line ; skos:prefLabel "无锡工厂1号线"@zh ; f:partOf f:wx .
f:rh_ek a f:Dept ; skos:prefLabel "仁和医院儿科"@zh ; f:partOf f:rh .
f:kn_ek a f:Dept ; skos:prefLabel "康宁医院儿科"@zh ; f:partOf f:kn .
f:bed a f:Metric ; skos:prefLabel "床位使用率"@zh .
"""
F = "http://example.org/f/"
LINES = ("有哪些工厂和产线", "苏州工厂有苏州工厂1号线、苏州工厂2号线；无锡工厂有无锡工厂1号线。")


@pytest.mark.parametrize("turn", ["康宁的呢", "那康宁医院呢"])
def test_the_holder_in_a_name_is_varied(tmp_path: Path, turn: str) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("哪些医院有儿科", "仁和医院儿科和康宁医院儿科。"), ("仁和医院儿科主任是谁", "仁和医院儿科主任是张敏。"))
    result = session.rewrite(turn)
    assert result.queries == ("康宁医院儿科主任是谁",)
    assert result.entity_ids == (F + "kn_ek",)


def test_a_thing_nobody_named_is_said_in_words(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("仁和医院儿科主任是谁", "仁和医院儿科主任是张敏。"))
    result = session.rewrite("康宁的呢")
    assert result.queries == ("康宁医院的儿科主任是谁",)
    assert result.entity_ids == (F + "kn",)


def test_without_such_a_thing_the_rest_is_kept_as_words(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("仁和医院儿科主任是谁", "仁和医院儿科主任是张敏。"))
    result = session.rewrite("华山的呢")
    assert result.queries == ("华山医院的儿科主任是谁",)
    assert result.entity_ids == (F + "hs",)


@pytest.mark.parametrize(("asked", "turn", "query", "meant"), [
    ("苏州工厂1号线产能多少", "2号线呢", "苏州工厂2号线产能多少", "sz2"),
    ("苏州工厂1号线产能多少", "无锡的呢", "无锡工厂1号线产能多少", "wx1"),
    ("苏州厂谁管", "无锡呢", "无锡工厂谁管", "wx"),
    ("苏州厂谁管", "那1号线呢", "苏州工厂1号线谁管", "sz1"),
])
def test_a_part_of_a_name_the_frame_completes_names_it(tmp_path: Path, asked: str, turn: str, query: str,
                                                        meant: str) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, LINES, (asked, "好的。"))
    result = session.rewrite(turn)
    assert result.queries == (query,)
    assert result.entity_ids == (F + meant,)


def test_a_familys_mark_names_the_sibling_the_conversation_has_not(tmp_path: Path) -> None:
    # (苏州工厂1号线 and 苏州工厂2号线 are one family: "2号线" after the one is the other,
    # its whole name in the conversation; kglink.linking.families.)
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("苏州工厂1号线产能多少", "好的。"))
    result = session.rewrite("2号线呢")
    assert result.entity_ids == (F + "sz2",), result.queries


def test_a_part_names_no_thing_of_another_family(tmp_path: Path) -> None:
    # (No line of 仁和医院's family is 2号线: the part names nothing.)
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("仁和医院7月床位使用率多少", "92%。"))
    result = session.rewrite("2号线呢")
    assert F + "sz2" not in result.entity_ids, result.queries


def test_a_part_several_names_complete_names_none(tmp_path: Path) -> None:
    # "苏州" begins the plant in play and both its lines: no other one thing is meant.
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("苏州厂谁管", "好的。"))
    result = session.rewrite("苏州呢")
    assert F + "sz1" not in result.entity_ids and F + "sz2" not in result.entity_ids, result.queries


def test_a_thing_of_the_named_kind_in_the_topic_is_replaced_whole(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("仁和医院7月床位使用率多少", "仁和医院7月床位使用率92%。"))
    result = session.rewrite("康宁呢")
    assert result.queries == ("康宁医院7月床位使用率多少",)


def test_the_slot_after_a_leading_na_is_no_there(tmp_path: Path) -> None:
    world = W + 'f:rh_xn a f:Dept ; skos:prefLabel "仁和医院心内科"@zh ; f:partOf f:rh .\n'
    session = rewriter_for(tmp_path, "f", world).session()
    converse(session, ("仁和医院心内科主任是谁", "仁和医院心内科主任是王立新。"))
    # "那儿科呢": 那 leads the ellipsis of 儿科, no "那儿" (there) that means the department in play.
    query = session.rewrite("那儿科呢").queries[0]
    assert "儿科" in query and "心内科" not in query, query
