"""Set beside the thing in play: "how is Plus different?", "升级版多了什么" compare the plan named
with the one asked about; and "and year on year?" says more of the figure in play, never a
name in the clinic's place (a made-up health plan and two clinics)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix q: <http://example.org/tw/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

q:Plan a owl:Class ; rdfs:label "plan"@en, "套餐"@zh .
q:Clinic a owl:Class ; rdfs:label "clinic"@en .
q:p1 a q:Plan ; skos:prefLabel "Tidewell Basic"@en ; skos:altLabel "Basic"@en .
q:p2 a q:Plan ; skos:prefLabel "Tidewell Plus"@en ; skos:altLabel "Plus"@en .
q:z1 a q:Plan ; skos:prefLabel "安泰基础版"@zh .
q:z2 a q:Plan ; skos:prefLabel "安泰升级版"@zh .
q:c1 a q:Clinic ; skos:prefLabel "Harrow Clinic"@en .
"""
Q = "http://example.org/tw/"


def test_how_is_it_different_compares_with_the_thing_in_play(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "tw", W).session()
    converse(session, ("what does Tidewell Basic cover?", "Tidewell Basic covers checkups and vaccines."))
    result = session.rewrite("how is Plus different?")
    assert set(result.entity_ids) == {Q + "p1", Q + "p2"}, result.queries


def test_what_one_has_more_of_in_chinese(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "tw", W).session()
    converse(session, ("安泰基础版包含什么", "安泰基础版包含体检和疫苗。"))
    result = session.rewrite("升级版多了什么")
    assert set(result.entity_ids) == {Q + "z1", Q + "z2"}, result.queries


def test_year_on_year_says_more_of_the_figure(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "tw", W).session(now=dt.date(2025, 8, 10))
    converse(session, ("how many visits did Harrow Clinic have in July?", "1,200 visits in July."))
    result = session.rewrite("and year on year?")
    assert result.entity_ids == (Q + "c1",), result.queries
    assert "Harrow Clinic" in result.queries[0] and "year on year" in result.queries[0], result.queries
