"""A part of what the answer just counted ("how many of those were Corbel Tandems?", "其中
蓝鲸款卖了多少") is counted within the frame in play, not instead of it; and a name said in
the plural ("Corbel Trekkers") is that name, not the line "Corbel" its words begin with: it
takes the place of its like in the last question (a made-up cycle maker)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix c: <http://example.org/cyc/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

c:Region a owl:Class ; rdfs:label "region"@en, "大区"@zh .
c:Model a owl:Class ; rdfs:label "model"@en, "车型"@zh .
c:Line a owl:Class ; rdfs:label "line"@en .
c:r1 a c:Region ; skos:prefLabel "Upland Region"@en, "高地大区"@zh .
c:m1 a c:Model ; skos:prefLabel "Corbel Tandem"@en, "蓝鲸款"@zh .
c:m2 a c:Model ; skos:prefLabel "Corbel Trekker"@en .
c:l1 a c:Line ; skos:prefLabel "Corbel"@en .
"""
C = "http://example.org/cyc/"


def test_how_many_of_those_counts_within_the_frame(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "cyc", W).session()
    converse(session, ("Upland Region sales in May 2025?", "The Upland Region sold 410 bikes in May 2025."))
    result = session.rewrite("how many of those were Corbel Tandems?")
    assert set(result.entity_ids) == {C + "r1", C + "m1"}, result.queries
    assert "May" in result.queries[0], result.queries


def test_of_which_in_chinese(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "cyc", W).session()
    converse(session, ("高地大区5月卖了多少辆", "高地大区5月卖了410辆。"))
    result = session.rewrite("其中蓝鲸款卖了多少")
    assert set(result.entity_ids) == {C + "r1", C + "m1"}, result.queries


def test_without_the_part_word_the_name_stands_alone(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "cyc", W).session()
    converse(session, ("Upland Region sales in May 2025?", "The Upland Region sold 410 bikes in May 2025."))
    result = session.rewrite("what does the Corbel Trekker weigh?")
    assert result.entity_ids == (C + "m2",), result.queries


def test_a_name_in_the_plural_takes_the_place_of_its_like(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "cyc", W).session()
    converse(session, ("how many Corbel Tandems were sold in May 2025?", "312 Corbel Tandems in May 2025."))
    result = session.rewrite("and Corbel Trekkers?")
    assert result.entity_ids == (C + "m2",), result.queries
    assert "Tandem" not in result.queries[0] and "May" in result.queries[0], result.queries
