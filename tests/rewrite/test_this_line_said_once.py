""""这条线几点收车" after a figure of 环城线 (a made-up tram company; "线" names no class,
nor ends every route's name):
the measure word and the character the name ends with go into the name written in their
place, said once ("环城线几点收车", not "环城线线"); what time the last tram runs holds in
no month, so the month of the figure before is not carried. "滨河线那个是不是也掉了": a
pronoun written right against a name restates it, which takes its like's place in the frame;
"滨河线那边" (a name and "over there" alone) asks the last question of it."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix t: <http://example.org/lumentram/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

t:Route a owl:Class ; rdfs:label "线路"@zh .
t:Metric a owl:Class ; rdfs:label "指标"@zh .
t:l1 a t:Route ; skos:prefLabel "环城线"@zh .
t:l2 a t:Route ; skos:prefLabel "滨河线"@zh .
t:l3 a t:Route ; skos:prefLabel "机场快轨"@zh .
t:m1 a t:Metric ; skos:prefLabel "准点率"@zh .
"""
T = "http://example.org/lumentram/"


def test_the_line_is_said_once_and_the_month_left_out(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "lumentram", W).session()
    converse(session, ("环城线8月准点率多少", "环城线8月准点率97%。"))
    result = session.rewrite("这条线几点收车")
    assert result.queries == ("环城线几点收车",), result.queries
    assert result.entity_ids == (T + "l1",), result.queries


def test_a_name_restated_by_a_pronoun_takes_its_likes_place(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "lumentram", W).session()
    converse(session, ("环城线8月准点率多少", "环城线8月准点率97%。"))
    result = session.rewrite("滨河线那个是不是也掉了")
    assert set(result.entity_ids) == {T + "l2", T + "m1"}, result.queries


def test_a_name_and_over_there_asks_the_last_question_of_it(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "lumentram", W).session()
    converse(session, ("环城线8月准点率多少", "环城线8月准点率97%。"))
    result = session.rewrite("滨河线那边")
    assert set(result.entity_ids) == {T + "l2", T + "m1"}, result.queries
    assert "8月" in result.queries[0], result.queries
