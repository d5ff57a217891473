"""A correction that says which words were not meant ("不是二店，是旗舰店") puts the thing
meant where the last question wrote those words, when they are no name the ontology knows;
not in the place of a thing of another kind the question named (its figure). A made-up tea
shop chain written here."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, load_world

from kglink import Rewriter

TEA = """
@prefix t: <http://example.org/tea/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

t:Shop a owl:Class ; rdfs:label "门店"@zh ; skos:altLabel "店"@zh .
t:Metric a owl:Class ; rdfs:label "指标"@zh .

t:lx a t:Shop ; skos:prefLabel "砾屿店"@zh .
t:lx2 a t:Shop ; skos:prefLabel "砾屿二店"@zh .
t:lxq a t:Shop ; skos:prefLabel "砾屿旗舰店"@zh ; skos:altLabel "旗舰店"@zh .
t:visits a t:Metric ; skos:prefLabel "客流"@zh ; skos:altLabel "客流量"@zh .
"""
T = "http://example.org/tea/"


@pytest.fixture()
def tea(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "tea", TEA))


def test_the_thing_meant_takes_the_place_of_the_words_said_not_meant(tea: Rewriter) -> None:
    session = tea.session()
    converse(session, ("二店9月客流多少", "砾屿二店9月客流8200人次。"))
    result = session.rewrite("不是二店，是旗舰店")
    assert result.queries == ("砾屿旗舰店9月客流多少",), result.queries
    assert set(result.entity_ids) == {T + "lxq", T + "visits"}, result.queries


def test_words_inside_a_name_the_question_wrote_are_left_to_the_name(tea: Rewriter) -> None:
    session = tea.session()
    converse(session, ("砾屿二店9月客流多少", "砾屿二店9月客流8200人次。"))
    result = session.rewrite("不是二店，是旗舰店")
    assert result.queries == ("砾屿旗舰店9月客流多少",), result.queries


def test_that_month_before_a_word_of_no_name_is_the_month_in_force(tea: Rewriter) -> None:
    # ("那个月二店呢": 那 of "那个月" leads no slot, and "月二" opens no date.)
    session = tea.session()
    converse(session, ("砾屿店7月客流", "8500人次。"), ("8月", "14200人次。"))
    result = session.rewrite("那个月二店呢")
    (query,) = result.queries
    assert "8月" in query and "个月" not in query, query
    session.observe_assistant("砾屿二店8月客流17200人次。")
    result = session.rewrite("不是二店，是旗舰店")
    assert result.queries == ("砾屿旗舰店客流8月",), result.queries
