"""A value the graph states of the thing in focus holds whatever the month: asked after a
month's figure, the month is not written ("店长是谁", "目标是多少"); a figure held against
such a value ("低于目标了吗", "它高于目标了吗", "高于目标呢", "within target?") is the month's figure,
and the month stays, in the words that hold it (a made-up chain of shops)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter, Session
from kglink.rewrite.doc_terms import DocumentTerms

SHOPS = """
@prefix r: <http://example.org/shops/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

r:Store a owl:Class ; rdfs:label "门店"@zh .
r:Metric a owl:Class ; rdfs:label "指标"@zh .
r:manager a owl:DatatypeProperty ; rdfs:label "店长"@zh ; rdfs:domain r:Store .
r:target a owl:DatatypeProperty ; rdfs:label "目标"@zh, "target"@en ; rdfs:domain r:Metric .
r:qs a r:Store ; skos:prefLabel "青石店"@zh ; r:manager "林远" .
r:bs a r:Store ; skos:prefLabel "白沙店"@zh ; r:manager "何青" .
r:returns a r:Metric ; skos:prefLabel "退货率"@zh, "Return Rate"@en ; r:target "不高于1.5%" .
"""
R = "http://example.org/shops/"


def _rewriter(tmp_path: Path) -> Rewriter:
    documents = DocumentTerms.from_chunks([
        Page("青石店8月退货率2.1%。", (R + "qs", R + "returns"), "青石店8月退货率"),
        Page("白沙店8月退货率1.2%。", (R + "bs", R + "returns"), "白沙店8月退货率"),
        Page("青石店8月经营月报：客流、退货。", (R + "qs",), "青石店8月经营月报"),
    ])
    return Rewriter(load_world(tmp_path, "shops", SHOPS), documents=documents)


def _after_august(tmp_path: Path) -> Session:
    """A session that asked August's return rate and was answered."""
    session = _rewriter(tmp_path).session()
    converse(session, ("8月退货率多少", "8月退货率平均1.6%。"))
    return session


def test_a_value_the_graph_states_of_the_focus_is_asked_without_the_month(tmp_path: Path) -> None:
    session = _rewriter(tmp_path).session()
    converse(session, ("青石店8月退货率多少", "青石店8月退货率2.1%。"))
    result = session.rewrite("店长是谁")
    assert R + "qs" in result.entity_ids, result.queries
    assert "8月" not in result.queries[0]


def test_a_figures_stated_value_is_asked_without_the_month(tmp_path: Path) -> None:
    session = _after_august(tmp_path)
    result = session.rewrite("目标是多少")
    assert R + "returns" in result.entity_ids, result.queries
    assert "8月" not in result.queries[0]


def test_a_figure_held_against_a_stated_value_keeps_the_month(tmp_path: Path) -> None:
    session = _after_august(tmp_path)
    result = session.rewrite("高于目标了吗")
    assert R + "returns" in result.entity_ids, result.queries
    assert "8月" in result.queries[0]


def test_a_figure_pointed_at_and_held_against_a_stated_value_keeps_the_month(tmp_path: Path) -> None:
    # ("它高于目标了吗": the figure the pronoun stands for, held to its target, is the
    # month's; "它的目标是多少" asks the target alone, which holds whatever the month.)
    session = _after_august(tmp_path)
    result = session.rewrite("它高于目标了吗")
    assert R + "returns" in result.entity_ids, result.queries
    assert "8月" in result.queries[0]
    session = _after_august(tmp_path)
    result = session.rewrite("它的目标是多少")
    assert R + "returns" in result.entity_ids, result.queries
    assert "8月" not in result.queries[0]


def test_a_stated_value_held_against_in_a_slot_keeps_the_bound_and_the_figure(tmp_path: Path) -> None:
    # ("高于目标呢": the words that hold the figure to its target stay, of the figure in play.)
    session = _after_august(tmp_path)
    result = session.rewrite("高于目标呢")
    assert R + "returns" in result.entity_ids, result.queries
    assert "高于目标" in result.queries[0] and "8月" in result.queries[0], result.queries


def test_en_a_stated_value_held_against_in_a_slot_keeps_the_bound(tmp_path: Path) -> None:
    session = _rewriter(tmp_path).session()
    converse(session, ("what was the return rate in August", "The return rate averaged 1.6% in August."))
    result = session.rewrite("within target?")
    assert R + "returns" in result.entity_ids, result.queries
    assert "within target" in result.queries[0] and "August" in result.queries[0], result.queries


def test_a_question_of_when_carries_no_period_of_the_figures_before(tmp_path: Path) -> None:
    session = _rewriter(tmp_path).session()
    converse(session, ("白沙店8月退货率多少", "白沙店8月退货率1.2%。"))
    result = session.rewrite("青石店什么时候开业的")
    assert R + "qs" in result.entity_ids, result.queries
    assert "8月" not in result.queries[0]
    # A month the turn says itself stays.
    session = _rewriter(tmp_path).session()
    converse(session, ("白沙店8月退货率多少", "白沙店8月退货率1.2%。"))
    assert "8月" in session.rewrite("青石店8月什么时候盘点").queries[0]
