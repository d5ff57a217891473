""""冻结规定一样吗", "is the price the same?": whether things are alike, the other side unsaid,
asks of the two the question before set side by side, though its answer went on about one
of them (a made-up world). A name in the clause is another matter: "X也一样吗" asks of X."""

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
s:price a owl:DatatypeProperty ; rdfs:label "price"@en, "价格"@zh .
s:freeze a owl:DatatypeProperty ; rdfs:label "freeze rule"@en, "冻结规定"@zh .
s:p1 a s:Plan ; skos:prefLabel "Wexcombe Pro"@en, "云栖专业版"@zh ; s:price "40" ; s:freeze "twice a year" .
s:p2 a s:Plan ; skos:prefLabel "Wexcombe Basic"@en, "云栖基础版"@zh ; s:price "15" ; s:freeze "once a year" .
"""
S = "http://example.org/s/"


@pytest.mark.parametrize(
    ("asked", "answer", "turn"),
    [
        ("is Wexcombe Pro better than Wexcombe Basic", "Wexcombe Pro has more seats.", "is the freeze rule the same?"),
        ("云栖专业版和云栖基础版哪个划算", "云栖专业版折合每月更便宜。", "冻结规定一样吗"),
    ],
)
def test_alike_or_not_asks_of_both(tmp_path: Path, asked: str, answer: str, turn: str) -> None:
    session = rewriter_for(tmp_path, "s", W).session()
    converse(session, (asked, answer))
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {S + "p1", S + "p2"}, result.queries


def test_the_same_as_a_modifier_asks_nothing_of_both(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "s", W).session()
    converse(session, ("is Wexcombe Pro better than Wexcombe Basic", "Wexcombe Pro has more seats."))
    result = session.rewrite("what is the price of the same plan for a year")
    assert set(result.entity_ids) != {S + "p1", S + "p2"}, result.queries


def test_the_difference_after_two_asked_in_turn_is_of_both(tmp_path: Path) -> None:
    # ("how much is X" -> "and Y?" -> "what's the difference": the two the questions asked of.)
    session = rewriter_for(tmp_path, "s", W).session()
    converse(session, ("how much is Wexcombe Pro", "40 a seat."), ("and Wexcombe Basic?", "15 a seat."))
    result = session.rewrite("what's the difference")
    assert set(result.entity_ids) == {S + "p1", S + "p2"}, result.queries
