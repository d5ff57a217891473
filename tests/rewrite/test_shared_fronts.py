"""A word that opens the names of several things of one kind, said with the kind's noun
before any of them is in play, asks which ("桐山仓库" beside 桐山北仓 and 桐山南仓, "the
Quarrow treatment works" beside two); so does a surname and title two persons fit ("宋经理");
one thing whose name opens so is left as typed, and one in play is read as before (made-up
worlds written here)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, load_world

from kglink import Rewriter

SHOPS = """
@prefix s: <http://example.org/shops/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

s:Person a owl:Class ; rdfs:label "员工"@zh .
s:Warehouse a owl:Class ; rdfs:label "仓库"@zh .
s:title a owl:DatatypeProperty ; rdfs:label "职务"@zh .
s:p1 a s:Person ; skos:prefLabel "宋振"@zh ; s:title "门店经理" .
s:p2 a s:Person ; skos:prefLabel "宋佳怡"@zh ; s:title "区域经理" .
s:p3 a s:Person ; skos:prefLabel "林青"@zh ; s:title "区域经理" .
s:w1 a s:Warehouse ; skos:prefLabel "桐山北仓"@zh .
s:w2 a s:Warehouse ; skos:prefLabel "桐山南仓"@zh .
s:w3 a s:Warehouse ; skos:prefLabel "柳岸中心仓"@zh .
"""
S = "http://example.org/shops/"

WORKS = """
@prefix w: <http://example.org/works/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

w:Works a owl:Class ; rdfs:label "treatment works"@en .
w:a a w:Works ; skos:prefLabel "Quarrow Water Treatment Works"@en .
w:b a w:Works ; skos:prefLabel "Quarrow Wastewater Treatment Works"@en .
w:c a w:Works ; skos:prefLabel "Ostmere Water Treatment Works"@en .
"""
W = "http://example.org/works/"


@pytest.fixture()
def shops(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "shops", SHOPS))


@pytest.fixture()
def works(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "works", WORKS))


@pytest.mark.parametrize("turn", ["桐山仓库库存多少", "桐山那个仓库库存多少", "桐山的仓库库存多少"])
def test_a_front_and_the_kinds_noun_ask_which(shops: Rewriter, turn: str) -> None:
    result = shops.session().rewrite(turn)
    assert result.clarify is not None, result.queries
    assert {c.id for c in result.clarify} == {S + "w1", S + "w2"}
    assert not result.entity_ids, result.queries  # nothing is written that nobody said


def test_the_answer_to_the_question_is_read(shops: Rewriter) -> None:
    session = shops.session()
    session.rewrite("桐山仓库库存多少")
    session.observe_assistant("您问的是桐山北仓还是桐山南仓？")
    result = session.rewrite("北仓")
    assert result.entity_ids == (S + "w1",), result.queries
    assert "桐山北仓" in result.queries[0] and "库存" in result.queries[0], result.queries  # the question asked, of it


@pytest.mark.parametrize("turn, asks", [
    ("桐山库存多少", True),  # the clause opens with the word alone
    ("桐山那个库存多少", True),
    ("桐山北库存多少", False),  # the next character goes on with one name
    ("柳岸库存多少", False),  # one name opens so
])
def test_a_front_alone_opening_the_talk_asks_which(shops: Rewriter, turn: str, asks: bool) -> None:
    result = shops.session().rewrite(turn)
    assert (result.clarify is not None) is asks, result.queries
    if asks:
        assert {c.id for c in result.clarify} == {S + "w1", S + "w2"}
    assert not result.entity_ids or not asks, result.queries


def test_a_front_alone_later_in_the_talk_is_a_word(shops: Rewriter) -> None:
    session = shops.session()
    converse(session, ("柳岸中心仓库存多少", "柳岸中心仓现有库存3200件。"))
    result = session.rewrite("桐山那边呢")
    assert result.clarify is None, result.queries


def test_a_front_of_one_name_is_left_as_typed(shops: Rewriter) -> None:
    result = shops.session().rewrite("柳岸仓库库存多少")
    assert result.clarify is None and not result.entity_ids, result.queries


def test_a_surname_and_title_two_persons_fit_ask_which(shops: Rewriter) -> None:
    result = shops.session().rewrite("宋经理电话多少")
    assert result.clarify is not None, result.queries
    assert {c.id for c in result.clarify} == {S + "p1", S + "p2"}


def test_one_of_them_in_play_is_that_one(shops: Rewriter) -> None:
    session = shops.session()
    converse(session, ("宋佳怡负责哪个区", "宋佳怡是华东区的区域经理。"))
    result = session.rewrite("宋经理电话多少")
    assert result.clarify is None and result.entity_ids == (S + "p2",), result.queries


def test_english_a_name_word_before_the_kinds_noun_asks_which(works: Rewriter) -> None:
    result = works.session().rewrite("what's the capacity of the Quarrow treatment works")
    assert result.clarify is not None, result.queries
    assert {c.id for c in result.clarify} == {W + "a", W + "b"}


def test_english_one_name_opening_so_asks_nothing(works: Rewriter) -> None:
    result = works.session().rewrite("what's the capacity of the Ostmere treatment works")
    assert result.clarify is None, result.queries


@pytest.mark.parametrize("turn, asks", [
    ("any incidents at quarrow recently?", True),
    ("any incidents at Quarrow Wastewater recently?", False),  # the next word says which
    ("who runs Ostmere", False),  # one name opens so
])
def test_english_a_word_no_dictionary_has_opens_names_alone(works: Rewriter, turn: str, asks: bool) -> None:
    result = works.session().rewrite(turn)
    assert (result.clarify is not None) is asks, result.queries
    assert not result.entity_ids or not asks, result.queries


STAFF = """
@prefix p: <http://example.org/staff/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

p:Person a owl:Class ; rdfs:label "person"@en .
p:email a owl:DatatypeProperty ; rdfs:label "email"@en .
p:h a p:Person ; skos:prefLabel "Helen Drayle"@en ; p:email "h.drayle@example.org" .
p:o a p:Person ; skos:prefLabel "Owen Drayle"@en ; p:email "o.drayle@example.org" .
p:a a p:Person ; skos:prefLabel "Ann Pashby"@en ; p:email "a.pashby@example.org" .
"""


@pytest.mark.parametrize("turn, asks", [
    ("what's Drayle's email?", True),  # two persons end their names so
    ("is Dr Drayle in today?", True),
    ("what's Pashby's email?", False),  # one does: left as typed, nobody named her
])
def test_english_a_surname_of_several_persons_asks_which(tmp_path: Path, turn: str, asks: bool) -> None:
    result = Rewriter(load_world(tmp_path, "staff", STAFF)).session().rewrite(turn)
    assert (result.clarify is not None) is asks, result.queries
    if asks:
        assert {c.id for c in result.clarify} == {"http://example.org/staff/h", "http://example.org/staff/o"}
    assert not result.entity_ids, result.queries
