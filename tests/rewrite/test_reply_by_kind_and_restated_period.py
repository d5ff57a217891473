"""Follow-ups in a made-up chain of bakeries: a reply that says only the kind of one
of the things a clarification offered picks it ("整个片区" to "您问的是岚湾片区还是岚湾店？");
a correction opened by an interjection ("哦不对 我要看的是5月的") varies the period; and a
period the answer restated in other words ("3月份…" answered "2025年3月…") holds for the
thing named next from that answer. A shop of an area, whose pages give its own monthly
figures, named after the area's figure ("蔺桥店呢", "蔺桥店为什么少这么多"), is asked that figure alone."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter, Session
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix q: <http://example.org/qb/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

q:Shop a owl:Class ; rdfs:label "门店"@zh ; skos:altLabel "店"@zh .
q:Area a owl:Class ; rdfs:label "片区"@zh .
q:inArea a owl:ObjectProperty ; rdfs:label "所属片区"@zh .
q:a1 a q:Area ; skos:prefLabel "岚湾片区"@zh .
q:a2 a q:Area ; skos:prefLabel "枫渡片区"@zh .
q:s1 a q:Shop ; skos:prefLabel "岚湾店"@zh ; q:inArea q:a1 .
q:s2 a q:Shop ; skos:prefLabel "蔺桥店"@zh ; q:inArea q:a1 .
q:s3 a q:Shop ; skos:prefLabel "枫渡店"@zh ; q:inArea q:a2 .
"""
Q = "http://example.org/qb/"


def _session(tmp_path: Path) -> Session:
    # (Monthly sales pages, shop by shop and area by area: the figures are given by month.)
    names = {"a1": "岚湾片区", "a2": "枫渡片区", "s1": "岚湾店", "s2": "蔺桥店", "s3": "枫渡店"}
    documents = DocumentTerms.from_chunks([
        Page(f"{name}2025年{m}月销售额{n}万元。", (Q + key,), f"{name}{m}月销售")
        for key, name in names.items() for m, n in ((3, 40), (5, 44))
    ])
    return Rewriter(load_world(tmp_path, "qb", W), documents=documents).session(now=dt.date(2025, 6, 10))


def test_a_reply_of_one_choice_s_kind_picks_it(tmp_path: Path) -> None:
    session = _session(tmp_path)
    session.rewrite("岚湾5月销售额多少")
    session.observe_assistant("您问的是岚湾片区还是岚湾店？")
    result = session.rewrite("整个片区")
    assert result.entity_ids == (Q + "a1",), result.queries
    query = result.queries[0]
    assert "5月" in query and "销售额" in query and "整个" not in query, result.queries


def test_a_correction_after_an_interjection_varies_the_period(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(session, ("岚湾店和蔺桥店3月销售额分别多少", "岚湾店3月40万元，蔺桥店38万元。"))
    result = session.rewrite("哦不对 我要看的是5月的")
    assert result.correction, result.queries
    query = " ".join(result.queries)
    assert "5月" in query and "3月" not in query and "不对" not in query, result.queries
    assert set(result.entity_ids) == {Q + "s1", Q + "s2"}, result.queries


def test_a_period_restated_in_other_words_holds_for_what_the_answer_named(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(session, ("3月份两个片区哪个卖得最好", "2025年3月岚湾片区销售额80万元最高，枫渡片区44万元。"))
    result = session.rewrite("岚湾片区里哪家店最高")
    assert "3月" in result.queries[0], result.queries


def test_a_part_with_figures_of_its_own_stands_for_itself(tmp_path: Path) -> None:
    # (蔺桥店 is in 岚湾片区, and its pages give its own monthly sales.)
    session = _session(tmp_path)
    converse(session, ("岚湾片区5月销售额多少", "岚湾片区2025年5月销售额88万元。"))
    result = session.rewrite("蔺桥店呢")
    assert result.entity_ids == (Q + "s2",), result.queries
    assert "5月" in result.queries[0], result.queries


def test_a_part_without_figures_of_its_own_keeps_the_whole(tmp_path: Path) -> None:
    # (No page gives 蔺桥店 alone in a month: the question stays of the area, with the shop.)
    session = Rewriter(load_world(tmp_path, "qb", W)).session(now=dt.date(2025, 6, 10))
    converse(session, ("岚湾片区5月销售额多少", "岚湾片区2025年5月销售额88万元。"))
    result = session.rewrite("蔺桥店呢")
    assert {Q + "a1", Q + "s2"} <= set(result.entity_ids), result.queries


def test_a_part_with_figures_of_its_own_asked_why_stands_for_itself(tmp_path: Path) -> None:
    # (The same after an answer that gave the area's figure shop by shop, asked why.)
    session = _session(tmp_path)
    converse(session, ("岚湾片区5月销售额多少", "岚湾片区2025年5月销售额88万元，其中岚湾店50万元，蔺桥店38万元。"))
    result = session.rewrite("蔺桥店为什么少这么多")
    assert result.entity_ids == (Q + "s2",), result.queries
    assert "5月" in result.queries[0], result.queries
