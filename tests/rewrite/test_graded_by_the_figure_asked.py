""""低的那家店长是谁" after "滨河店和望山店6月续卡率分别多少" answered "滨河店62%，望山店58%":
a question that asked a figure of each (a thing it named beside them, or a property: "月费分别多少")
makes the number right after each name that one's, and the grade picks by it (a made-up chain of
gyms); a question of the two alone ("门牌号多少") does not."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix g: <http://example.org/gym/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Club a owl:Class ; rdfs:label "门店"@zh ; skos:altLabel "店"@zh .
g:Metric a owl:Class ; rdfs:label "指标"@zh .
g:fee a owl:DatatypeProperty ; rdfs:label "月费"@zh .
g:c1 a g:Club ; skos:prefLabel "滨河店"@zh .
g:c2 a g:Club ; skos:prefLabel "望山店"@zh .
g:r1 a g:Metric ; skos:prefLabel "续卡率"@zh .
"""
G = "http://example.org/gym/"


def test_the_lower_one_by_the_figure_asked_of_each(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "gym", W).session()
    converse(session, ("滨河店和望山店6月续卡率分别多少", "滨河店62%，望山店58%。"))
    result = session.rewrite("低的那家店长是谁")
    assert result.entity_ids == (G + "c2",), result.queries


def test_the_dearer_one_by_the_property_asked_of_each(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "gym", W).session()
    converse(session, ("滨河店和望山店月费分别多少", "滨河店199元，望山店259元。"))
    result = session.rewrite("贵的那个店长是谁")
    assert result.entity_ids == (G + "c2",), result.queries


def test_numbers_after_the_names_alone_grade_nothing(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "gym", W).session()
    converse(session, ("滨河店和望山店门牌号多少", "滨河店62号，望山店58号。"))
    result = session.rewrite("低的那家店长是谁")
    assert result.entity_ids != (G + "c2",), result.queries
