"""The figure a conversation asks about stays in the frame when a follow-up asks after it
without naming it: another period of the thing an answer ranked ("它前一个月是多少"), a
comparison with a period ("比上个月少了几本"), the same period of a like thing ("城西馆同期
借了多少"), a place in a ranking ("垫底的是哪家"), or whether it met its target ("4月达标了
没"). In English, "up on March?" sets the month in force against March; it does not put
March in its place; "它跟城西馆差多少" compares the two; "And the Annex version?" asks the
loans of the annex, "version" being a property no library has. A period the answer says again in
other words ("5月底" for 2025年5月) holds for a thing it named (a made-up city library service)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from made_up_worlds import Page, converse, load_world, rewriter_for

from kglink import Rewriter, Session
from kglink.rewrite.doc_terms import DocumentTerms

LIBRARIES = """
@prefix l: <http://example.org/libraries/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

l:Library a owl:Class ; rdfs:label "图书馆"@zh , "library"@en ; skos:altLabel "馆"@zh .
l:Service a owl:Class ; rdfs:label "图书馆服务"@zh .
l:loans a owl:DatatypeProperty ; rdfs:label "借阅量"@zh , "loans"@en ; rdfs:domain l:Library .
l:visits a owl:DatatypeProperty ; rdfs:label "到馆人次"@zh ; rdfs:domain l:Library .
l:version a owl:DatatypeProperty ; rdfs:label "version"@en ; rdfs:domain l:Service .
l:partOf a owl:ObjectProperty ; rdfs:label "隶属"@zh ; rdfs:domain l:Library ; rdfs:range l:Service .
l:service a l:Service ; skos:prefLabel "青川市馆务处"@zh ; skos:altLabel "馆务处"@zh ; l:version "2" .
l:annex a l:Library ; skos:prefLabel "Orrin Library Annex"@en ; skos:altLabel "Annex"@en ; l:partOf l:service ;
    l:loans "900 a month" .
l:east a l:Library ; skos:prefLabel "青川城东图书馆"@zh , "Orrin Library"@en ; skos:altLabel "城东馆"@zh ;
    l:partOf l:service .
l:west a l:Library ; skos:prefLabel "青川城西图书馆"@zh , "Tamsey Library"@en ; skos:altLabel "城西馆"@zh ;
    l:partOf l:service .
l:north a l:Library ; skos:prefLabel "青川城北图书馆"@zh ; skos:altLabel "城北馆"@zh ; l:partOf l:service .
"""
L = "http://example.org/libraries/"
#: The English conversation several tests go on from.
JUNE_LOANS = ("What were Orrin Library's loans in June 2025?", "Orrin Library lent 5,100 books in June 2025.")


@pytest.fixture()
def session(tmp_path: Path) -> Session:
    """A conversation over the library world, set in July 2025."""
    return rewriter_for(tmp_path, "libraries", LIBRARIES).session(now=dt.date(2025, 7, 10))


def test_another_period_of_the_ranked_thing_asks_the_figure(session: Session) -> None:
    converse(session, ("馆务处2025年6月哪家图书馆借阅量最低", "最低的是青川城北图书馆，3120本。"))
    result = session.rewrite("它前一个月是多少")
    (query,) = result.queries
    assert "借阅量" in query and "青川城北图书馆" in query and "2025年5月" in query, result.queries
    assert result.entity_ids == (L + "north",), result.queries


def test_a_comparison_with_another_period_asks_the_figure(session: Session) -> None:
    converse(
        session,
        ("城东馆5月借阅量多少", "青川城东图书馆2025年5月借阅量5400本。"),
        ("那6月呢", "青川城东图书馆2025年6月借阅量5100本。"),
    )
    (query,) = session.rewrite("比上个月少了几本").queries
    assert "借阅量" in query and "6月" in query and "5月" in query, query


def test_the_same_period_of_a_like_thing_asks_the_figure(session: Session) -> None:
    converse(session, ("城东馆6月借阅量多少", "青川城东图书馆2025年6月借阅量5100本。"))
    result = session.rewrite("城西馆同期借了多少")
    (query,) = result.queries
    assert "借阅量" in query and "6月" in query and "青川城西图书馆" in query, result.queries
    assert L + "east" not in result.entity_ids, result.queries


@pytest.mark.parametrize("turn", ["垫底的是哪家", "倒数第二是哪家"])
def test_a_place_in_a_ranking_asks_by_the_figure(session: Session, turn: str) -> None:
    converse(session, ("馆务处3月各馆到馆人次排名", "3月到馆人次青川城东图书馆最高，共2.1万人次。"))
    (query,) = session.rewrite(turn).queries
    assert "到馆人次" in query and "3月" in query, query


def test_whether_the_target_was_met_asks_after_the_figure(session: Session) -> None:
    converse(session, ("城西馆3月借阅量", "青川城西图书馆2025年3月借阅量4300本，目标4500本。"))
    (query,) = session.rewrite("4月达标了没").queries
    assert "借阅量" in query and "4月" in query and "青川城西图书馆" in query, query


def test_who_is_asked_after_a_figure_is_no_question_of_the_figure(session: Session) -> None:
    converse(session, ("城西馆3月借阅量", "青川城西图书馆2025年3月借阅量4300本。"))
    (query,) = session.rewrite("谁负责").queries
    assert "借阅量" not in query, query


def test_up_on_a_month_sets_the_month_in_force_against_it(session: Session) -> None:
    converse(session, JUNE_LOANS)
    result = session.rewrite("Up on March?")
    (query,) = result.queries
    assert "June" in query and "March" in query, result.queries
    assert [c.value for c in result.constraints if c.kind == "time"] == ["2025-06"], result.queries


def test_following_up_on_a_month_is_no_comparison(session: Session) -> None:
    converse(session, JUNE_LOANS)
    result = session.rewrite("can you follow up on March?")
    assert [c.value for c in result.constraints if c.kind == "time"] == ["2025-03"], result.queries


def test_a_question_of_something_else_without_a_period_leaves_the_figure(session: Session) -> None:
    converse(session, JUNE_LOANS)
    (query,) = session.rewrite("can I bring a guest in").queries
    assert "loans" not in query.casefold(), query


def test_the_other_end_of_a_ranking_keeps_what_it_was_asked_within(session: Session) -> None:
    converse(session, ("馆务处2025年6月哪家图书馆借阅量最高", "2025年6月借阅量最高的是城东馆。"))
    result = session.rewrite("最低的呢")
    assert result.entity_ids == (L + "service",), result.queries
    session.observe_assistant("最低的是青川城北图书馆，3120本。")
    (query,) = session.rewrite("它前一个月是多少").queries
    assert "2025年5月" in query and "借阅量" in query, query


def test_by_how_much_two_differ_is_a_comparison_of_the_one_pointed_at(session: Session) -> None:
    converse(session, ("馆务处2025年6月哪家图书馆借阅量最低", "最低的是青川城北图书馆，3120本。"))
    result = session.rewrite("它跟城西馆差多少")
    assert set(result.entity_ids) == {L + "north", L + "west"}, result.queries
    assert result.turn_type == "comparison", result.turn_type


@pytest.mark.parametrize(
    "turn", ["How about Tamsey Library over those two months?", "and Tamsey Library for the same two months?"]
)
def test_those_two_months_are_both_months_last_stated(session: Session, turn: str) -> None:
    converse(
        session,
        JUNE_LOANS,
        ("And the month before?", "4,900 books in May 2025."),
    )
    result = session.rewrite(turn)
    (query,) = result.queries
    assert "June 2025" in query and "May 2025" in query and "two months" not in query, result.queries
    assert sorted(c.value for c in result.constraints if c.kind == "time") == ["2025-05", "2025-06"], result.queries


def test_a_property_the_thing_named_has_not_is_a_word_of_its_description(session: Session) -> None:
    converse(session, JUNE_LOANS)
    (query,) = session.rewrite("And the Annex version?").queries
    assert "Orrin Library Annex" in query and "loans" in query.casefold() and "version" not in query, query


def test_the_thing_a_ranking_picked_goes_on_in_its_period(session: Session) -> None:
    converse(session, ("2025年6月借阅量最高的是哪家馆", "青川城东图书馆，5100本。"))
    (query,) = session.rewrite("为啥这么高").queries
    assert "青川城东图书馆" in query and "2025年6月" in query and "借阅量" in query, query


def test_a_period_the_answer_says_again_in_other_words_holds_for_a_thing_it_named(tmp_path: Path) -> None:
    pages = [
        Page(f"青川城西图书馆{month}月借阅量{n}本。", (L + "west",), f"青川城西图书馆2025年{month}月报")
        for month, n in ((4, 4100), (5, 4300))
    ]
    rewriter = Rewriter(load_world(tmp_path, "libraries", LIBRARIES), documents=DocumentTerms.from_chunks(pages))
    session = rewriter.session(now=dt.date(2025, 7, 10))
    converse(session, ("2025年5月的馆长例会都讨论了啥", "5月6日例会回顾4月：城西馆借阅量下滑，要求5月底前恢复。"))
    (query,) = session.rewrite("会上对城西馆提了什么要求").queries
    assert "青川城西图书馆" in query and "2025年5月" in query, query

