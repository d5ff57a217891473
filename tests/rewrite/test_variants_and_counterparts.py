"""Short forms a Chinese follow-up uses for things the answer just named, and words it
varies (a made-up orchard world): "改良型为啥…" for the improved cultivar whose name is
another's and that mark, "老7号" for the older one whose name ends in the code, "秋季呢"
for the season of the last question, "他负责的基地" for the one base the person leads, and
a cultivar the answer reported at a station, asked about in the answer's own words."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

ORCHARD = """
@prefix o: <http://example.org/orchard/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

o:Cultivar a owl:Class ; rdfs:label "品种"@zh .
o:Station a owl:Class ; rdfs:label "试验站"@zh .
o:Base a owl:Class ; rdfs:label "基地"@zh .
o:Person a owl:Class ; rdfs:label "人员"@zh .
o:testedAt a owl:ObjectProperty ; rdfs:label "试验站"@zh ; rdfs:domain o:Cultivar ; rdfs:range o:Station .
o:improvedFrom a owl:ObjectProperty ; rdfs:label "改良自"@zh ; rdfs:domain o:Cultivar ; rdfs:range o:Cultivar .
o:ledBy a owl:ObjectProperty ; rdfs:label "负责人"@zh ; rdfs:domain o:Base ; rdfs:range o:Person .
o:area a owl:DatatypeProperty ; rdfs:label "面积"@zh .
o:gender a owl:DatatypeProperty ; rdfs:label "性别"@zh .

o:fx7 a o:Cultivar ; skos:prefLabel "丰香7号"@zh ; o:testedAt o:baisha .
o:fx7g a o:Cultivar ; skos:prefLabel "丰香7号改良型"@zh ; o:improvedFrom o:fx7 ; o:testedAt o:baisha .
o:fx77 a o:Cultivar ; skos:prefLabel "丰香77"@zh ; skos:altLabel "丰香77号"@zh ; o:testedAt o:baisha .
o:baisha a o:Station ; skos:prefLabel "白沙试验站"@zh ; skos:altLabel "白沙站"@zh .
o:qingshan a o:Base ; skos:prefLabel "青山苗圃基地"@zh ; o:ledBy o:liu ; o:area "800亩" .
o:liu a o:Person ; skos:prefLabel "刘建国"@zh ; o:gender "男" .
"""
O = "http://example.org/orchard/"
YIELDS = "白沙试验站2025年：丰香7号每亩1800公斤（比对照减产5%），丰香7号改良型2100公斤，丰香77号1950公斤。"


@pytest.fixture()
def orchard(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "orchard", ORCHARD)


def test_a_cultivar_the_answer_reported_at_the_station_is_asked_of_there(orchard: Rewriter) -> None:
    # The answer gave 丰香7号's drop at the station; "丰香7号咋减产了" asks in its words, of
    # that station (the graph joins the cultivar to it).
    session = orchard.session()
    converse(session, ("白沙站今年产量咋样", YIELDS))
    result = session.rewrite("丰香7号咋减产了")
    assert set(result.entity_ids) == {O + "fx7", O + "baisha"}, result.queries
    # A property of the cultivar itself asks nothing of the station.
    session = orchard.session()
    converse(session, ("白沙站今年产量咋样", YIELDS))
    assert O + "baisha" not in session.rewrite("丰香7号是从哪个品种改良的").entity_ids


def test_a_word_of_the_same_head_varies_the_last_question(orchard: Rewriter) -> None:
    session = orchard.session()
    converse(session, ("白沙站春季试验 丰香7号产量", "春季丰香7号每亩1800公斤。"))
    result = session.rewrite("秋季呢")
    (query,) = result.queries
    assert "秋季" in query and "春季" not in query, query
    assert set(result.entity_ids) == {O + "fx7", O + "baisha"}, result.queries


def test_the_mark_of_a_variant_opening_the_turn_is_that_variant(orchard: Rewriter) -> None:
    session = orchard.session()
    converse(session, ("白沙站今年产量咋样", YIELDS))
    result = session.rewrite("改良型为啥产量高")
    assert O + "fx7g" in result.entity_ids and O + "fx7" not in result.entity_ids, result.queries
    assert "丰香7号改良型" in result.queries[0], result.queries


def test_old_before_the_code_of_a_name_in_play_is_that_name(orchard: Rewriter) -> None:
    # "老7号": "old" and the code 丰香7号 ends with; 丰香77号 ends in "7号" only inside "77".
    session = orchard.session()
    converse(session, ("白沙站今年产量咋样", YIELDS))
    result = session.rewrite("老7号在哪个站试验的")
    assert result.entity_ids == (O + "fx7",), result.queries
    assert "老" not in result.queries[0], result.queries


def test_what_a_pronoun_s_referent_leads_is_the_one_of_that_kind_named(orchard: Rewriter) -> None:
    session = orchard.session()
    converse(session, ("刘建国负责啥", "刘建国是青山苗圃基地经理。"))
    result = session.rewrite("他负责的基地面积多大")
    assert result.entity_ids == (O + "qingshan",), result.queries


def test_a_variant_s_mark_after_a_correction_s_cue_is_that_variant(orchard: Rewriter) -> None:
    session = orchard.session()
    converse(session, ("丰香7号亩产多少", "丰香7号每亩1800公斤；丰香7号改良型另有试验。"))
    result = session.rewrite("不是 我说的是改良型")
    assert result.correction and result.entity_ids == (O + "fx7g",), result.queries
    assert "亩产" in result.queries[0], result.queries


def test_the_older_of_two_no_date_tells_apart_is_the_one_the_other_derives_from(orchard: Rewriter) -> None:
    # No attribute dates them; 丰香7号改良型 is improved from 丰香7号 (an edge of one kind).
    session = orchard.session()
    converse(session, ("丰香7号和丰香7号改良型哪个产量高", "丰香7号改良型每亩2100公斤，丰香7号1800公斤。"))
    assert session.rewrite("老的那个在哪个站试验的").entity_ids == (O + "fx7",)
    session = orchard.session()
    converse(session, ("丰香7号和丰香7号改良型哪个产量高", "丰香7号改良型每亩2100公斤，丰香7号1800公斤。"))
    assert session.rewrite("新的那个在哪个站试验的").entity_ids == (O + "fx7g",)
