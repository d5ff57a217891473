""""last year's ones", "the 2024 ones": a year, then a pro-form or a type noun, of the one
thing in the topic, a member of a family of versions, is the member of that year, written
by its own name; not when no member has that year, nor before a kind of another thing
("last year's fines"). A made-up harbour's mooring rules written here."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from made_up_worlds import converse, load_world

from kglink import Rewriter, Session

HARBOUR = """
@prefix h: <http://example.org/harbour/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Rules a owl:Class ; rdfs:label "rules"@en .
h:Fine a owl:Class ; rdfs:label "fine"@en ; skos:altLabel "fines"@en .
h:r24 a h:Rules ; skos:prefLabel "Pennard Mooring Rules 2024"@en .
h:r25 a h:Rules ; skos:prefLabel "Pennard Mooring Rules 2025"@en ; skos:altLabel "mooring rules"@en .
"""
H = "http://example.org/harbour/"
SUMMER = datetime.date(2025, 8, 1)  # "last year" is 2024


@pytest.fixture()
def berths(tmp_path: Path) -> Session:
    """A session that asked of the 2025 rules, and was answered."""
    session = Rewriter(load_world(tmp_path, "harbour", HARBOUR)).session(SUMMER)
    converse(session, ("how much is a monthly berth under the mooring rules",
                       "Under the Pennard Mooring Rules 2025 a monthly berth is £30."))
    return session


@pytest.mark.parametrize("turn", ["and under last year's ones?", "what about the 2024 ones?"])
def test_the_year_and_a_pro_form_are_the_member_of_that_year(berths: Session, turn: str) -> None:
    result = berths.rewrite(turn)
    assert result.entity_ids == (H + "r24",), result.queries
    assert "Pennard Mooring Rules 2024" in result.queries[0] and "2025" not in result.queries[0], result.queries


@pytest.mark.parametrize("turn", ["how many were last year's fines?", "what about the 2021 ones?"])
def test_a_year_before_another_kind_or_of_no_member_is_the_year(berths: Session, turn: str) -> None:
    # ("last year's fines": a kind of another thing; "the 2021 ones": no member has that year.)
    result = berths.rewrite(turn)
    assert H + "r24" not in result.entity_ids, result.queries
