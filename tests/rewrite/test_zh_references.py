"""Chinese references by measure word and head noun, over a small supply world written here:
"那家" counts companies, "他们" persons or bodies of them, "板子" is the head of a name in
play, and the head after "刚才那台" says which one is meant."""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink import Ontology, Rewriter

SUPPLY = """
@prefix s: <http://example.org/supply/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

s:Supplier a owl:Class ; rdfs:label "供应商"@zh .
s:Metric a owl:Class ; rdfs:label "指标"@zh .
s:Material a owl:Class ; rdfs:label "物料"@zh .
s:Equipment a owl:Class ; rdfs:label "设备"@zh .
s:Process a owl:Class ; rdfs:label "流程"@zh .
s:suppliedBy a owl:ObjectProperty ; rdfs:label "供货商"@zh .

s:hongda a s:Supplier ; skos:prefLabel "宏达精密"@zh .
s:nanling a s:Supplier ; skos:prefLabel "南岭电子"@zh .
s:scrap a s:Metric ; skos:prefLabel "来料报废率"@zh .
s:otd a s:Metric ; skos:prefLabel "供应商交付及时率"@zh ; skos:altLabel "供方及时率"@zh .
s:board a s:Material ; skos:prefLabel "北厂电源板PSU"@zh ; skos:altLabel "电源板"@zh ; s:suppliedBy s:nanling .
s:oven a s:Equipment ; skos:prefLabel "R9烘干炉"@zh .
s:check a s:Process ; skos:prefLabel "到货验收流程"@zh ; skos:altLabel "DHV"@zh .
s:Incident a owl:Class ; rdfs:label "事件"@zh .
s:alarm a s:Incident ; skos:prefLabel "2025年8月R9烘干炉报警事件"@zh .
s:review a s:Process ; skos:prefLabel "让步放行流程"@zh ; skos:altLabel "RRB"@zh .
"""

S = "http://example.org/supply/"


@pytest.fixture()
def supply(tmp_path: Path) -> Rewriter:
    path = tmp_path / "supply.ttl"
    path.write_text(SUPPLY, encoding="utf-8")
    return Rewriter(Ontology.load(path))


def test_the_new_one_counted_as_a_company_is_the_company_the_answer_brought_in(supply: Rewriter) -> None:
    session = supply.session()
    session.rewrite("宏达精密二季度供方及时率多少")
    session.observe_assistant("宏达精密二季度供应商交付及时率83%，剩下的份额给了南岭电子。")
    # "交付" is a word of the figure's name, but "那家" counts companies: the new supplier.
    result = session.rewrite("新那家交付怎么样")
    assert S + "nanling" in result.entity_ids, result.queries
    assert S + "otd" not in result.entity_ids, result.queries


def test_they_means_a_body_of_persons_not_the_processes_listed(supply: Rewriter) -> None:
    session = supply.session()
    session.rewrite("DHV和RRB要谁配合")
    session.observe_assistant("到货验收流程和让步放行流程都要宏达精密配合。")
    result = session.rewrite("让他们下周来一趟")
    assert result.entity_ids == (S + "hongda",), result.queries


def test_a_colloquial_head_noun_is_the_one_name_in_play_it_ends(supply: Rewriter) -> None:
    session = supply.session()
    session.rewrite("R9烘干炉8月为啥停线")
    session.observe_assistant("R9烘干炉温控异常，北厂电源板PSU返工了两天。")
    result = session.rewrite("坏了的板子能修吗")
    assert S + "board" in result.entity_ids, result.queries
    assert "板子" not in result.queries[0], result.queries


def test_the_head_noun_after_a_relative_reference_says_which_one(supply: Rewriter) -> None:
    session = supply.session()
    session.rewrite("R9烘干炉8月为啥停线")
    session.observe_assistant("R9烘干炉温控异常，北厂电源板PSU返工了两天。")
    session.rewrite("北厂电源板PSU有报废的吗")
    session.observe_assistant("北厂电源板PSU报废了10片，其余北厂电源板PSU返修合格。")
    session.rewrite("对了 DHV要多久")
    session.observe_assistant("到货验收流程一般一天。")
    result = session.rewrite("回到刚才那台炉子 多久保养一次")
    assert S + "oven" in result.entity_ids, result.queries
    assert S + "board" not in result.entity_ids, result.queries


def test_what_went_wrong_is_asked_of_the_event_in_play(supply: Rewriter) -> None:
    session = supply.session()
    session.rewrite("R9烘干炉最近咋样")
    session.observe_assistant("R9烘干炉8月停线两天，已立案为2025年8月R9烘干炉报警事件。")
    result = session.rewrite("温控啥毛病")
    assert result.entity_ids == (S + "alarm",), result.queries


def test_these_with_a_word_of_one_name_are_the_several_in_play(supply: Rewriter) -> None:
    session = supply.session()
    session.rewrite("宏达精密和南岭电子8月来料报废率多少")
    session.observe_assistant("宏达精密8月来料报废率0.4%，南岭电子0.3%。")
    # "报废" is a word of the figure's name, but "这些" counts several: the two suppliers.
    result = session.rewrite("这些报废都走RRB了吧")
    assert {S + "hongda", S + "nanling", S + "review"} <= set(result.entity_ids), result.queries
    assert S + "scrap" not in result.entity_ids, result.queries


PARKS = """
@prefix p: <http://example.org/parks/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

p:Park a owl:Class ; rdfs:label "景点"@zh .
p:address a owl:DatatypeProperty ; rdfs:label "地址"@zh .
p:nanling a p:Park ; skos:prefLabel "南岭公园"@zh ; p:address "南岭路1号"@zh .
"""


def test_she_means_nobody_in_a_world_without_persons_where_he_may_mean_a_place(tmp_path: Path) -> None:
    path = tmp_path / "parks.ttl"
    path.write_text(PARKS, encoding="utf-8")
    parks = Rewriter(Ontology.load(path))
    session = parks.session()
    session.rewrite("南岭公园好玩吗")
    session.observe_assistant("南岭公园很适合散步。")
    assert session.rewrite("她爱吃烤鸭，帮我找一家餐馆请她吃饭").entity_ids == ()
    session = parks.session()
    session.rewrite("南岭公园好玩吗")
    session.observe_assistant("南岭公园很适合散步。")
    # She is nobody the ontology holds: the rest of the turn is still rewritten.
    assert session.rewrite("这个景点的地址呢，我想带她去").entity_ids == ("http://example.org/parks/nanling",)
    session = parks.session()
    session.rewrite("南岭公园好玩吗")
    session.observe_assistant("南岭公园很适合散步。")
    assert session.rewrite("你知道他的地址吗").entity_ids == ("http://example.org/parks/nanling",)


FILMS = """
@prefix m: <http://example.org/films/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

m:Film a owl:Class ; rdfs:label "电影"@zh .
m:Person a owl:Class ; rdfs:label "人物"@zh .
m:starring a owl:ObjectProperty ; rdfs:label "主演"@zh .
m:sex a owl:DatatypeProperty ; rdfs:label "性别"@zh .
m:li a m:Person ; skos:prefLabel "李青"@zh ; m:sex "女"@zh .
m:story a m:Film ; skos:prefLabel "南岭往事"@zh ; m:starring m:li .
"""


def test_a_demonstrative_after_a_title_the_ontology_lacks_restates_that_work(tmp_path: Path) -> None:
    path = tmp_path / "films.ttl"
    path.write_text(FILMS, encoding="utf-8")
    session = Rewriter(Ontology.load(path)).session()
    session.rewrite("你知道李青吗")
    session.observe_assistant("知道，她主演过南岭往事。")
    result = session.rewrite("我特别喜欢《北岸之歌》，我就是从这个电影开始知道她的")
    assert result.entity_ids == ("http://example.org/films/li",), result.queries
    assert "《北岸之歌》" in result.queries[0] and "南岭往事" not in result.queries[0], result.queries
