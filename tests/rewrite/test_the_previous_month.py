""""the previous month" with a month in force is the month before it, not a month counted
back from today, and "the previous" of it points at no thing said before ("that's down on
the previous month isn't it" after September's revenue sets September against August); "that month" after
a day said without its year is that day's month (a made-up clinic written here)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from made_up_worlds import converse, load_world

from kglink import Rewriter

CLINICS = """
@prefix c: <http://example.org/clinics/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

c:Clinic a owl:Class ; rdfs:label "clinic"@en .
c:Metric a owl:Class ; rdfs:label "metric"@en .
c:pellam a c:Clinic ; skos:prefLabel "Pellam Surgery"@en .
c:rev a c:Metric ; skos:prefLabel "Revenue"@en .
c:cmp a c:Metric ; skos:prefLabel "Complaints"@en .
"""
C = "http://example.org/clinics/"


@pytest.fixture()
def clinics(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "clinics", CLINICS))


def test_the_previous_month_is_the_month_before_the_one_in_force(clinics: Rewriter) -> None:
    session = clinics.session(now=dt.date(2025, 11, 20))
    converse(session, ("Pellam Surgery revenue September 2025", "GBP 70,000 in September 2025."))
    result = session.rewrite("that's down on the previous month isn't it")
    # ("down on" sets the month in force against the one before: September stays in force.)
    assert [c.value for c in result.constraints if c.kind == "time"] == ["2025-09"], result.queries
    assert "August 2025" in result.queries[0] and "September 2025" in result.queries[0], result.queries
    assert "Revenue month" not in result.queries[0], result.queries


def test_the_previous_month_names_no_metric(clinics: Rewriter) -> None:
    session = clinics.session(now=dt.date(2025, 11, 20))
    converse(session, ("Pellam Surgery revenue September 2025", "GBP 70,000 in September 2025."))
    result = session.rewrite("how did it do the previous month")
    assert result.entity_ids[:1] == (C + "pellam",), result.queries
    assert "Revenue month" not in result.queries[0] and "August 2025" in result.queries[0], result.queries


def test_that_month_after_a_day_without_its_year_is_the_month(clinics: Rewriter) -> None:
    # ("on 22 August", no year said, then "that month": August, not the day.)
    session = clinics.session()
    converse(session, ("when did Pellam Surgery close early", "On 22 August, for a power cut."))
    result = session.rewrite("did that hit its revenue that month")
    assert [c.value for c in result.constraints if c.kind == "time"] == ["M08"], result.queries
    assert "22" not in result.queries[0], result.queries
