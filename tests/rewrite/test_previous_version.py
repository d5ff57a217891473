""""上一版呢", "and the previous version?" after the 2025 edition of a rule, no other edition
named: the member of its family dated right before it (2024), not the oldest; a name
typed with its bracketed qualifier bare ("借阅规则2025版") is written once, brackets and all;
"the Lending Rules 2024 and the 2025 version", "借阅规则2024版和2025版": a year after a
coordinator is the member with that year, not a period (a made-up world of a library's
lending rules)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix l: <http://example.org/lib/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

l:Rule a owl:Class ; rdfs:label "规则"@zh, "rules"@en .
l:loan a owl:DatatypeProperty ; rdfs:label "借期"@zh, "loan period"@en .
l:r22 a l:Rule ; skos:prefLabel "借阅规则（2022版）"@zh, "Lending Rules 2022"@en ; l:loan "14天" .
l:r24 a l:Rule ; skos:prefLabel "借阅规则（2024版）"@zh, "Lending Rules 2024"@en ; l:loan "21天" .
l:r25 a l:Rule ; skos:prefLabel "借阅规则（2025版）"@zh, "Lending Rules 2025"@en ;
    skos:altLabel "借阅规则2025"@zh ; l:loan "28天" .
"""
L = "http://example.org/lib/"


@pytest.mark.parametrize(
    ("exchange", "turn"),
    [
        (("借阅规则2025版借期多久", "借阅规则（2025版）借期28天。"), "上一版呢"),
        (("借阅规则2025版借期多久", "借阅规则（2025版）借期28天。"), "之前那版呢"),
        (("what's the loan period under the Lending Rules 2025?", "28 days."), "and the previous version?"),
    ],
)
def test_the_previous_version_is_the_one_dated_right_before(
    tmp_path: Path, exchange: tuple[str, str], turn: str
) -> None:
    session = rewriter_for(tmp_path, "lib", W).session()
    converse(session, exchange)
    result = session.rewrite(turn)
    assert result.entity_ids == (L + "r24",), result.queries


def test_an_earlier_thing_said_is_still_the_previous_one(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "lib", W).session()
    converse(
        session,
        ("借阅规则2022版借期多久", "借阅规则（2022版）借期14天。"),
        ("借阅规则2025版呢", "借阅规则（2025版）借期28天。"),
    )
    result = session.rewrite("上一个借期多久")
    assert result.entity_ids == (L + "r22",), result.queries


def test_a_bare_bracketed_qualifier_is_written_once(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "lib", W).session()
    result = session.rewrite("借阅规则2025版借期多久")
    assert result.queries == ("借阅规则（2025版）借期多久",), result.queries


@pytest.mark.parametrize(
    ("turn", "query"),
    [
        ("借阅规则2024版和2025版有啥区别", "借阅规则（2024版）和借阅规则（2025版）有啥区别"),
        ("what changed between the Lending Rules 2024 and the 2025 version?",
         "what changed between the Lending Rules 2024 and the Lending Rules 2025 version?"),
    ],
)
def test_a_year_after_a_coordinator_is_the_member_of_that_year(tmp_path: Path, turn: str, query: str) -> None:
    result = rewriter_for(tmp_path, "lib", W).session().rewrite(turn)
    assert result.entity_ids == (L + "r24", L + "r25") and result.queries == (query,), result.queries


def test_a_year_after_a_preposition_stays_a_period(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "lib", W).session()
    result = session.rewrite("what was the loan period of the Lending Rules 2024 in 2025?")
    assert result.entity_ids == (L + "r24",), result.queries
