"""Going back, and "it" told apart by the answer's figures (a made-up library network):

- "回到借阅量，6月呢", "6月呢", "中心馆6月呢", "改成6月" after a why and a side question ask
  the loans in June, not why they were low then;
- "说回那次漏水，影响了多少人" goes back to a thing only an answer spoke of;
- "它为啥低", "why was it so low" after the loans of two branches: the one the answer
  gave the lower figure, no question back;
- "借阅量那个，…": a pronoun written right against a name restates it;
- "and Marsh Road that month?" after a question on a detail an answer gave ("who replaced
  the lift") varies the question of the figure, not that one.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import Page, converse, load_world, rewriter_for

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix h: <http://example.org/haldanelib/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Branch a owl:Class ; rdfs:label "branch"@en, "分馆"@zh .
h:Metric a owl:Class ; rdfs:label "metric"@en, "指标"@zh .
h:Incident a owl:Class ; rdfs:label "incident"@en, "事件"@zh .
h:Person a owl:Class ; rdfs:label "person"@en, "人员"@zh .
h:manages a owl:ObjectProperty ; rdfs:label "manages"@en, "负责"@zh .
h:affected a owl:ObjectProperty ; rdfs:label "occurred at"@en, "发生地点"@zh .
h:address a owl:DatatypeProperty ; rdfs:label "address"@en, "地址"@zh .
h:target a owl:DatatypeProperty ; rdfs:label "target"@en, "目标值"@zh ; skos:altLabel "目标"@zh .
h:b1 a h:Branch ; skos:prefLabel "Haldane Central Library"@en, "霍尔丹中心馆"@zh ;
    skos:altLabel "Haldane Central"@en, "中心馆"@zh ; h:address "1 Quay Street" .
h:b2 a h:Branch ; skos:prefLabel "Marsh Road Library"@en, "马什路馆"@zh ; skos:altLabel "Marsh Road"@en ;
    h:address "40 Marsh Road" .
h:m1 a h:Metric ; skos:prefLabel "Loans"@en, "借阅量"@zh ; h:target "40000" .
h:i1 a h:Incident ; skos:prefLabel "Marsh Road Leak"@en, "马什路馆5·12漏水事件"@zh ;
    skos:altLabel "漏水"@zh ; h:affected h:b2 .
h:p1 a h:Person ; skos:prefLabel "Luo Min"@en, "罗敏"@zh ; h:manages h:b1 .
"""
H = "http://example.org/haldanelib/"


@pytest.fixture()
def libraries(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "haldanelib", W)


def test_back_to_a_figure_after_a_why_asks_the_figure(libraries: Rewriter) -> None:
    session = libraries.session()
    converse(session, ("中心馆5月借阅量多少", "霍尔丹中心馆5月借阅量3.1万册。"),
             ("咋这么低", "主要是5月闭馆装修了一周。"), ("马什路馆几点开门", "马什路馆早上9点开门。"))
    result = session.rewrite("回到借阅量，6月呢")
    assert set(result.entity_ids) == {H + "b1", H + "m1"}, result.queries
    assert "6月" in result.queries[0] and "低" not in result.queries[0], result.queries


@pytest.mark.parametrize("turn", ["6月呢", "中心馆6月呢", "改成6月"])
def test_a_period_after_a_why_and_a_side_question_varies_the_figure(libraries: Rewriter, turn: str) -> None:
    session = libraries.session()
    converse(session, ("中心馆5月借阅量多少", "霍尔丹中心馆5月借阅量3.1万册。"),
             ("咋这么低", "主要是5月闭馆装修了一周。"), ("马什路馆几点开门", "马什路馆早上9点开门。"))
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {H + "b1", H + "m1"}, result.queries
    assert "6月" in result.queries[0] and "低" not in result.queries[0], result.queries


def test_back_to_a_thing_only_an_answer_spoke_of(libraries: Rewriter) -> None:
    session = libraries.session()
    converse(session, ("马什路馆5月借阅量多少", "马什路馆5月借阅量1.2万册，受马什路馆5·12漏水事件影响。"),
             ("馆长是谁", "这个馆没有登记馆长。"))
    result = session.rewrite("说回那次漏水，影响了多少人")
    assert result.entity_ids == (H + "i1",), result.queries
    assert "说回" not in result.queries[0], result.queries


@pytest.mark.parametrize(("turn", "picked"), [("它为啥低", "b2"), ("它咋这么高", "b1")])
def test_it_graded_by_the_answers_figures(libraries: Rewriter, turn: str, picked: str) -> None:
    session = libraries.session()
    converse(session, ("中心馆和马什路馆5月借阅量多少", "中心馆3.1万册，马什路馆1.2万册。"))
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {H + picked, H + "m1"}, result.queries


def test_it_graded_in_english(libraries: Rewriter) -> None:
    session = libraries.session()
    converse(session, ("compare loans at Haldane Central and Marsh Road in May",
                       "Haldane Central 31,000 loans, Marsh Road 12,000."))
    result = session.rewrite("why was it so low")
    assert set(result.entity_ids) == {H + "b2", H + "m1"}, result.queries


def test_a_pronoun_against_a_name_restates_it(libraries: Rewriter) -> None:
    session = libraries.session()
    converse(session, ("中心馆5月借阅量多少", "霍尔丹中心馆5月借阅量3.1万册。"), ("馆长是谁", "馆长是罗敏。"))
    result = session.rewrite("借阅量那个，目标是多少")
    assert H + "p1" not in result.entity_ids and H + "m1" in result.entity_ids, result.queries


def test_a_name_after_a_question_on_an_answers_detail_varies_the_figure(tmp_path: Path) -> None:
    pages = [
        Page("Loans at Haldane Central Library in May: 31,000.", (H + "m1", H + "b1"), "Haldane Central loans May"),
        Page("Loans at Marsh Road Library in May: 12,000.", (H + "m1", H + "b2"), "Marsh Road loans May"),
    ]
    session = Rewriter(load_world(tmp_path, "haldanelib", W), documents=DocumentTerms.from_chunks(pages)).session()
    converse(session, ("what were loans at Haldane Central in May", "Haldane Central Library lent 31,000 in May."),
             ("why so low", "The branch closed for a week while its lift was replaced."),
             ("who replaced the lift", "A contractor the council chose."))
    result = session.rewrite("and Marsh Road that month?")
    assert set(result.entity_ids) == {H + "b2", H + "m1"}, result.queries
    assert "lift" not in result.queries[0] and "May" in result.queries[0], result.queries
