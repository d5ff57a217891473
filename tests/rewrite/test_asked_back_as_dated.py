""""how many parcels left orrin last month" where two depots are called Orrin: the turn asks
back which, and is searched meanwhile as typed, but for the relative time, which is written
as the month it means, as every rewritten query writes it (a made-up parcel carrier)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from made_up_worlds import rewriter_for

CARRIER = """
@prefix c: <http://example.org/carrier/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

c:Depot a owl:Class ; rdfs:label "depot"@en, "分拨中心"@zh .
c:north a c:Depot ; skos:prefLabel "Orrin North Depot"@en, "沃林北分拨中心"@zh ; skos:altLabel "Orrin"@en, "沃林"@zh .
c:south a c:Depot ; skos:prefLabel "Orrin South Depot"@en, "沃林南分拨中心"@zh ; skos:altLabel "Orrin"@en, "沃林"@zh .
"""


def test_a_turn_asked_back_is_searched_with_the_month_it_means(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "carrier", CARRIER).session(now=dt.date(2025, 9, 12))
    result = session.rewrite("how many parcels left orrin last month")
    assert result.clarify is not None and len(result.clarify) == 2, result
    assert "August 2025" in result.queries[0] and "last month" not in result.queries[0], result.queries


def test_zh_a_turn_asked_back_is_searched_with_the_month_it_means(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "carrier", CARRIER).session(now=dt.date(2025, 9, 12))
    result = session.rewrite("沃林上个月发了多少件")
    assert result.clarify is not None and len(result.clarify) == 2, result
    assert "2025年8月" in result.queries[0] and "上个月" not in result.queries[0], result.queries


def test_the_answer_to_the_question_asked_back_keeps_the_month(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "carrier", CARRIER).session(now=dt.date(2025, 9, 12))
    session.rewrite("how many parcels left orrin last month")
    session.observe_assistant("Orrin North Depot or Orrin South Depot?")
    result = session.rewrite("the north one")
    assert "Orrin North Depot" in result.queries[0] and "August 2025" in result.queries[0], result.queries
