""""what plan is Skellan on" answered "Skellan Foods is on Wexcombe Pro": the answer's pick
is the new thing of the kind asked, though it leads with the customer the user named, so
"that" right after means the plan; "which customers…" answered with customers and their
plans: "they" are the customers (a made-up world where both customers and plans have
seats, so the property alone cannot choose)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix s: <http://example.org/s/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

s:Plan a owl:Class ; rdfs:label "plan"@en, "套餐"@zh .
s:Customer a owl:Class ; rdfs:label "customer"@en, "客户"@zh .
s:subscribes a owl:ObjectProperty ; rdfs:label "subscribes to"@en, "订阅"@zh .
s:price a owl:DatatypeProperty ; rdfs:label "price"@en, "价格"@zh ; skos:altLabel "cost"@en, "多少钱"@zh .
s:seats a owl:DatatypeProperty ; rdfs:label "seats"@en, "席位"@zh .
s:p1 a s:Plan ; skos:prefLabel "Wexcombe Pro"@en, "云栖专业版"@zh ; s:price "40" ; s:seats "500" .
s:p2 a s:Plan ; skos:prefLabel "Wexcombe Basic"@en, "云栖基础版"@zh ; s:price "15" ; s:seats "50" .
s:c1 a s:Customer ; skos:prefLabel "Skellan Foods"@en, "溪南食品"@zh ; skos:altLabel "Skellan"@en ; s:subscribes s:p1 ; s:seats "150" .
s:c2 a s:Customer ; skos:prefLabel "Hobbet Dental"@en, "青禾牙科"@zh ; s:subscribes s:p2 ; s:seats "12" .
"""
S = "http://example.org/s/"


@pytest.mark.parametrize(
    ("asked", "answer", "turn"),
    [
        ("what plan is Skellan on", "Skellan Foods is on Wexcombe Pro with 150 seats.", "how much does that cost per seat"),
        ("溪南食品用的哪个套餐", "溪南食品用的是云栖专业版，150个席位。", "它一个席位多少钱"),
    ],
)
def test_that_means_the_thing_of_the_kind_the_answer_picked(tmp_path: Path, asked: str, answer: str, turn: str) -> None:
    session = rewriter_for(tmp_path, "s", W).session()
    converse(session, (asked, answer))
    result = session.rewrite(turn)
    assert result.entity_ids == (S + "p1",), result.queries


def test_an_answer_listing_two_of_the_kind_picks_neither(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "s", W).session()
    converse(session, ("what plans does Skellan have", "Skellan Foods has Wexcombe Pro and Wexcombe Basic."))
    result = session.rewrite("how much does that cost per seat")
    assert S + "p1" not in result.entity_ids or S + "p2" in result.entity_ids, result.queries


@pytest.mark.parametrize(
    ("before", "asked", "answer", "turn"),
    [
        (("what do Wexcombe Pro and Wexcombe Basic cost", "Wexcombe Pro costs 40, Wexcombe Basic 15."),
         "which customers renew in March", "Skellan Foods (Wexcombe Pro) and Hobbet Dental (Wexcombe Basic).",
         "how many seats do they have"),
        (("云栖专业版和云栖基础版多少钱", "云栖专业版40元，云栖基础版15元。"),
         "哪些客户三月续约", "溪南食品（云栖专业版）和青禾牙科（云栖基础版）。", "它们各有多少席位"),
    ],
)
def test_they_are_the_things_of_the_kind_the_answer_listed(
    tmp_path: Path, before: tuple[str, str], asked: str, answer: str, turn: str
) -> None:
    # (Plans and customers both have seats, and the plans were the talk before: only the
    # kind asked tells the two groups apart.)
    session = rewriter_for(tmp_path, "s", W).session()
    converse(session, before, (asked, answer))
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {S + "c1", S + "c2"}, result.queries
