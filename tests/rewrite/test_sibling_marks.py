"""Things of one class whose names open alike are one family (榆陂店, 榆陂二店, 榆陂旗舰店;
the Brennick Care Plan and the Brennick Care Plan Gold), and the rest of a sibling's name
said alone ("二店呢", "and the gold one?", "精装的", "2022版") is that sibling, though the
conversation has not named it yet. A rest two siblings share picks none, and a front that
many names begin with is no family (made-up worlds written here)."""

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

s:Shop a owl:Class ; rdfs:label "门店"@zh ; skos:altLabel "店"@zh .
s:Book a owl:Class ; rdfs:label "图书"@zh .
s:Rule a owl:Class ; rdfs:label "制度"@zh .
s:Metric a owl:Class ; rdfs:label "指标"@zh .
s:price a owl:DatatypeProperty ; rdfs:label "价格"@zh ; skos:altLabel "多少钱"@zh .
s:hours a owl:DatatypeProperty ; rdfs:label "营业时间"@zh ; skos:altLabel "开到几点"@zh .
s:copies a owl:DatatypeProperty ; rdfs:label "赠书册数"@zh .

s:yb a s:Shop ; skos:prefLabel "榆陂店"@zh ; s:hours "9:00-21:00" .
s:yb2 a s:Shop ; skos:prefLabel "榆陂二店"@zh ; s:hours "10:00-20:00" .
s:ybq a s:Shop ; skos:prefLabel "榆陂旗舰店"@zh ; s:hours "9:00-22:00" .
s:sl a s:Book ; skos:prefLabel "霜螺记"@zh ; s:price "58元" .
s:sl2 a s:Book ; skos:prefLabel "霜螺记精装版"@zh ; s:price "128元" .
s:r22 a s:Rule ; skos:prefLabel "借阅办法2022版"@zh ; s:copies "5册" .
s:r25 a s:Rule ; skos:prefLabel "借阅办法2025版"@zh ; s:copies "3册" .
s:rev a s:Metric ; skos:prefLabel "营业额"@zh .
"""
S = "http://example.org/shops/"

PLANS = """
@prefix p: <http://example.org/plans/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

p:Plan a owl:Class ; rdfs:label "plan"@en .
p:Product a owl:Class ; rdfs:label "product"@en .
p:price a owl:DatatypeProperty ; rdfs:label "price"@en .

p:care a p:Plan ; skos:prefLabel "Brennick Care Plan"@en ; p:price "GBP 12 a month" .
p:gold a p:Plan ; skos:prefLabel "Brennick Care Plan Gold"@en ; p:price "GBP 19 a month" .
p:tess a p:Product ; skos:prefLabel "Tessaly"@en ; p:price "GBP 16" .
p:duo a p:Product ; skos:prefLabel "Tessaly Duo"@en ; p:price "GBP 21" .
p:max a p:Product ; skos:prefLabel "Tessaly Max"@en ; p:price "GBP 25" .
p:Rules a owl:Class ; rdfs:label "rules"@en .
p:r22 a p:Rules ; skos:prefLabel "Lending Rules 2022"@en .
p:r25 a p:Rules ; skos:prefLabel "Lending Rules 2025"@en .
"""
P = "http://example.org/plans/"


@pytest.fixture()
def shops(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "shops", SHOPS))


@pytest.fixture()
def plans(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "plans", PLANS))


def test_the_rest_of_a_shops_name_is_that_shop(shops: Rewriter) -> None:
    session = shops.session()
    converse(session, ("榆陂店8月营业额多少", "62万元。"))
    result = session.rewrite("二店呢")
    assert result.entity_ids[:1] == (S + "yb2",), result.queries
    assert "榆陂二店" in result.queries[0] and "营业额" in result.queries[0], result.queries


def test_a_shortened_rest_is_the_edition(shops: Rewriter) -> None:
    session = shops.session()
    converse(session, ("霜螺记多少钱", "58元。"))
    result = session.rewrite("精装的呢")
    assert result.entity_ids[:1] == (S + "sl2",), result.queries


def test_a_year_with_its_version_word_is_that_version(shops: Rewriter) -> None:
    session = shops.session()
    converse(session, ("借阅办法2025版赠书册数", "3册。"))
    result = session.rewrite("2022版给多少")
    assert S + "r22" in result.entity_ids, result.queries
    assert S + "r25" not in result.entity_ids, result.queries


def test_the_gold_one_is_the_gold_plan(plans: Rewriter) -> None:
    session = plans.session()
    converse(session, ("how much is the Brennick Care Plan", "GBP 12 a month."))
    result = session.rewrite("and the gold one?")
    assert result.entity_ids[:1] == (P + "gold",), result.queries
    assert "price" in result.queries[0] or "how much" in result.queries[0], result.queries


def test_the_word_of_one_sibling_among_two_picks_it(plans: Rewriter) -> None:
    session = plans.session()
    converse(session, ("what does Tessaly cost", "GBP 16."))
    result = session.rewrite("and the duo?")
    assert result.entity_ids[:1] == (P + "duo",), result.queries


def test_a_year_alone_is_a_period_not_a_version(plans: Rewriter) -> None:
    # (No sibling's rest is a bare number: "2022" says when, not which.)
    session = plans.session()
    converse(session, ("how much is the Brennick Care Plan", "GBP 12 a month."))
    result = session.rewrite("and in 2022?")
    assert P + "gold" not in result.entity_ids, result.queries


def test_no_family_without_a_sibling_in_play(shops: Rewriter) -> None:
    # (The rest of a name marks a sibling of what is in play, not anything in the KB.)
    session = shops.session()
    converse(session, ("霜螺记多少钱", "58元。"))
    result = session.rewrite("二店呢")
    assert S + "yb2" not in result.entity_ids, result.queries


def test_a_small_word_of_its_own_is_no_sibling(plans: Rewriter) -> None:
    # ("plus" joins two questions; "the plus" or "Plus" would name the plan.)
    session = plans.session()
    converse(session, ("what does Tessaly cost", "GBP 16."))
    result = session.rewrite("what does it do, duo or not, and who sells it")
    assert P + "duo" not in result.entity_ids, result.queries



def test_the_original_is_the_familys_base(plans: Rewriter) -> None:
    session = plans.session()
    converse(session, ("what does Tessaly Duo cost", "GBP 21."))
    result = session.rewrite("and the original?")
    assert result.entity_ids[:1] == (P + "tess",), result.queries


def test_the_base_words_in_chinese(shops: Rewriter) -> None:
    session = shops.session()
    converse(session, ("霜螺记精装版多少钱", "128元。"))
    result = session.rewrite("原版呢")
    assert result.entity_ids[:1] == (S + "sl",), result.queries


def test_the_original_said_of_a_plan_is_no_thing(plans: Rewriter) -> None:
    # ("the original plan was…": what was intended, no member of the family.)
    session = plans.session()
    converse(session, ("what does Tessaly Duo cost", "GBP 21."))
    result = session.rewrite("the original plan was to sell it in May, right?")
    assert P + "tess" not in result.entity_ids, result.queries


def test_the_old_version_of_a_family_by_its_date(shops: Rewriter) -> None:
    # (借阅办法2022版 was never named: "旧版" picks it from 借阅办法2025版's family by the
    # year each name holds.)
    session = shops.session()
    converse(session, ("借阅办法2025版赠书册数", "3册。"))
    result = session.rewrite("旧版呢")
    assert result.entity_ids[:1] == (S + "r22",), result.queries


def test_the_new_one_of_a_family_in_english(plans: Rewriter) -> None:
    session = plans.session()
    converse(session, ("what does Lending Rules 2022 say about renewals", "Two renewals."))
    result = session.rewrite("and the new one?")
    assert result.entity_ids[:1] == (P + "r25",), result.queries


def test_now_asks_of_the_newest_of_the_family(plans: Rewriter) -> None:
    # ("now" after the 2022 rules were quoted: the rules in force, the family's newest.)
    session = plans.session()
    converse(session, ("what did Lending Rules 2022 say about renewals", "Two renewals under Lending Rules 2022."))
    result = session.rewrite("and what's the renewal limit now")
    assert result.entity_ids[:1] == (P + "r25",), result.queries


@pytest.mark.parametrize("turn", ["what did the 2022 lending rules say about renewals",
                                  "what did the old lending rules say about renewals"])
def test_a_year_or_an_age_before_a_name_picks_the_member(tmp_path: Path, turn: str) -> None:
    # ("lending rules" names the 2025 version; a year or "old" before it says the 2022 one.)
    world = PLANS.replace('skos:prefLabel "Lending Rules 2025"@en .',
                          'skos:prefLabel "Lending Rules 2025"@en ; skos:altLabel "lending rules"@en .')
    result = Rewriter(load_world(tmp_path, "plans", world)).session().rewrite(turn)
    assert result.entity_ids == (P + "r22",), result.queries
    assert result.queries == ("what did the Lending Rules 2022 say about renewals",), result.queries


def test_an_age_before_the_last_word_of_the_familys_front(shops: Rewriter) -> None:
    # ("旧办法": 旧 before 办法, the end of the front 借阅办法 the two versions share.)
    session = shops.session()
    converse(session, ("借阅办法2025版赠书册数", "3册。"))
    result = session.rewrite("旧办法呢")
    assert result.entity_ids[:1] == (S + "r22",), result.queries


def test_an_age_before_the_familys_noun_in_english(plans: Rewriter) -> None:
    session = plans.session()
    converse(session, ("what does Lending Rules 2025 say about renewals", "Three renewals."))
    result = session.rewrite("and what did the old rules say")
    assert result.entity_ids[:1] == (P + "r22",), result.queries
