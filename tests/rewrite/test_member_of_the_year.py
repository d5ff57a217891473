"""A year said right before a reference to one of a family of versions ("去年那版" after
…（2025版）, "它上一年那款" after the 2025 model) is the member of that year, written by its
own name, and the other year in force goes with the other member; a year no member has
leaves the reference as it was. A made-up park and bicycle maker written here."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from made_up_worlds import Page, converse, load_world, rewriter_for

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

PARK = """
@prefix p: <http://example.org/park/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

p:Rule a owl:Class ; rdfs:label "办法"@zh .
p:Bike a owl:Class ; rdfs:label "车型"@zh .
p:r24 a p:Rule ; skos:prefLabel "蓬溪园区停车办法（2024版）"@zh .
p:r25 a p:Rule ; skos:prefLabel "蓬溪园区停车办法（2025版）"@zh ; skos:altLabel "停车办法"@zh .
p:Model a owl:Class ; rdfs:label "车系"@zh .
p:c3 a p:Model ; skos:prefLabel "云雀C3"@zh .
p:b24 a p:Bike ; skos:prefLabel "云雀C3 2024款 舒享版"@zh .
p:b25 a p:Bike ; skos:prefLabel "云雀C3 2025款 舒享版"@zh .
"""
P = "http://example.org/park/"
SUMMER = datetime.date(2025, 8, 1)  # "去年" is 2024


@pytest.fixture()
def park(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "park", PARK)


def test_last_years_one_is_the_member_of_that_year(park: Rewriter) -> None:
    session = park.session(SUMMER)
    converse(session, ("停车办法月卡多少钱", "蓬溪园区停车办法（2025版）规定月卡300元。"))
    result = session.rewrite("去年那版有月卡吗")
    assert result.entity_ids == (P + "r24",), result.queries
    assert result.queries == ("蓬溪园区停车办法（2024版）有月卡吗",), result.queries


def test_its_year_before_is_one_reference_and_the_other_year_does_not_follow(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("云雀C3 2025款舒享版售价2999元，2025年3月上市。", (P + "b25",), "云雀C3 2025款 舒享版"),
        Page("云雀C3 2024款舒享版售价2799元，2025年5月因刹车召回。", (P + "b24",), "云雀C3 2024款 舒享版"),
        Page("云雀C3车系有2024款和2025款。", (P + "c3", P + "b24", P + "b25"), "云雀C3"),
    ])
    session = Rewriter(load_world(tmp_path, "park", PARK), documents=documents).session(SUMMER)
    converse(session, ("云雀C3 2025款多少钱", "云雀C3 2025款舒享版2999元。"),
             ("C3那款今年有啥新配置", "云雀C3 2025款舒享版新增了车灯。"))
    result = session.rewrite("它上一年那款有召回吗")
    assert result.entity_ids == (P + "b24",), result.queries
    assert result.queries == ("云雀C3 2024款 舒享版有召回吗",), result.queries


def test_a_year_no_member_has_leaves_the_reference(park: Rewriter) -> None:
    session = park.session(SUMMER)
    converse(session, ("停车办法月卡多少钱", "蓬溪园区停车办法（2025版）规定月卡300元。"))
    result = session.rewrite("2021年那版有月卡吗")
    assert P + "r24" not in result.entity_ids, result.queries
