""""纯度的" after an answer that asked back "发芽率合格率还是纯度合格率？": a word of one
offered name and 的 pick that one, and the question asked before is asked of it. A word of
a name in play of another kind ("青岗的" while a figure is asked) is no such pick."""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink import Rewriter
from made_up_worlds import converse, rewriter_for

S = "http://example.org/qinggang/"
WORLD = """
@prefix s: <http://example.org/qinggang/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
s:Base a owl:Class ; rdfs:label "基地"@zh .
s:Metric a owl:Class ; rdfs:label "指标"@zh .
s:hill a s:Base ; skos:prefLabel "青岗繁种基地"@zh ; skos:altLabel "青岗"@zh .
s:vale a s:Base ; skos:prefLabel "白溪繁种基地"@zh ; skos:altLabel "白溪"@zh .
s:germ a s:Metric ; skos:prefLabel "发芽率合格率"@zh .
s:purity a s:Metric ; skos:prefLabel "纯度合格率"@zh .
s:Person a owl:Class ; rdfs:label "人员"@zh .
s:role a owl:DatatypeProperty ; rdfs:label "职务"@zh .
s:phone a owl:DatatypeProperty ; rdfs:label "电话"@zh .
s:jiayi a s:Person ; skos:prefLabel "宋佳怡"@zh ; s:role "西南区销售经理" ; s:phone "0871-1234" .
s:Region a owl:Class ; rdfs:label "销售大区"@zh ; skos:altLabel "区"@zh .
s:Film a owl:Class ; rdfs:label "作品"@zh .
s:ledBy a owl:ObjectProperty ; rdfs:label "负责人"@zh .
s:sales a owl:DatatypeProperty ; rdfs:label "销售额"@zh .
s:southwest a s:Region ; skos:prefLabel "西南区"@zh ; s:ledBy s:jiayi ; s:sales "310万元" .
s:made a owl:ObjectProperty ; rdfs:label "作品"@zh .
s:song a s:Film ; skos:prefLabel "青岗纪录片"@zh .
s:zhen s:made s:song .
s:zhen a s:Person ; skos:prefLabel "宋振"@zh ; s:role "青岗繁种基地场长" ; s:phone "0871-5678" .
s:hanli a s:Person ; skos:prefLabel "韩立"@zh ; s:role "运营总监" .
s:hanbing a s:Person ; skos:prefLabel "韩冰"@zh ; s:role "总经理" .
s:southwest s:ledBy s:hanbing .
s:vale s:ledBy s:hanli .
"""


@pytest.fixture()
def qinggang(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "qinggang.ttl", WORLD)


def test_a_word_and_de_picks_the_option_offered(qinggang: Rewriter) -> None:
    session = qinggang.session()
    converse(session, ("青岗10月合格率", "您要发芽率合格率还是纯度合格率？青岗繁种基地10月两项都有。"))
    result = session.rewrite("纯度的")
    assert set(result.entity_ids) == {S + "hill", S + "purity"}, result.queries
    assert "纯度合格率" in result.queries[0] and "10月" in result.queries[0], result.queries
    session.observe_assistant("青岗繁种基地10月纯度合格率93.2%。")
    # The other figure, of a kind the topic holds, is picked the same way.
    result = session.rewrite("发芽的呢")
    assert set(result.entity_ids) == {S + "hill", S + "germ"}, result.queries


def test_a_word_of_a_name_of_another_kind_is_no_pick(qinggang: Rewriter) -> None:
    session = qinggang.session()
    converse(session, ("白溪10月纯度合格率", "白溪繁种基地10月纯度合格率95.1%。"))
    result = session.rewrite("青岗的呢")
    # 青岗 is a base, as 白溪 was: the base varies, the figure stays (whatever reading).
    assert S + "purity" in result.entity_ids and S + "hill" in result.entity_ids, result.queries


@pytest.mark.parametrize(("question", "person"), [("宋经理电话多少", "jiayi"), ("宋场长电话多少", "zhen")])
def test_a_surname_and_a_title_are_the_person_in_play(qinggang: Rewriter, question: str, person: str) -> None:
    session = qinggang.session()
    converse(session, ("青岗10月纯度合格率咋这么低", "串粉所致；宋振在整改，销售经理宋佳怡在跟进投诉。"))
    result = session.rewrite(question)
    assert result.entity_ids == (S + person,), result.queries


def test_a_surname_and_zong_ask_which_of_two_so_called(qinggang: Rewriter) -> None:
    session = qinggang.session()
    converse(session, ("西南区和白溪谁负责", "西南区由总经理韩冰分管，白溪的运营总监是韩立。"))
    result = session.rewrite("韩总电话多少")
    assert result.turn_type == "clarify" and not result.entity_ids, result.queries
    session.observe_assistant("您问哪位韩总：韩立还是韩冰？")
    # The answer names no one: "区" is the kind of a thing in the conversation the graph
    # joins to one of them alone (not the one named last).
    result = session.rewrite("区里那位")
    assert result.entity_ids == (S + "hanbing",), result.queries
    assert "韩冰" in result.queries[0] and "电话" in result.queries[0], result.queries


def test_zong_that_begins_a_word_is_no_title(qinggang: Rewriter) -> None:
    session = qinggang.session()
    converse(session, ("白溪谁负责", "白溪由运营总监韩立分管。"))
    result = session.rewrite("韩总共管几个区")
    assert "总共" in result.queries[0], result.queries


def test_her_region_is_the_one_region_joined_to_her_that_was_said(qinggang: Rewriter) -> None:
    session = qinggang.session()
    # The region is said inside her title, a value of hers, and nowhere else.
    converse(session, ("宋佳怡负责啥", "宋佳怡是西南区销售经理。"))
    result = session.rewrite("她那个区10月销售额多少")
    assert result.entity_ids == (S + "southwest",), result.queries
    assert result.queries[0].startswith("西南区"), result.queries


def test_his_works_with_de_ask_the_kind(qinggang: Rewriter) -> None:
    session = qinggang.session()
    converse(session, ("宋振负责啥", "宋振是青岗繁种基地场长，拍过青岗纪录片。"))
    result = session.rewrite("他的作品还有哪些")
    # "他的作品" asks his works, of which the graph joins one: the person, not that film.
    assert S + "zhen" in result.entity_ids and S + "song" not in result.entity_ids, result.queries
