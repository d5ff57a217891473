""""去年的呢", "我问的是去年那次", "and last year's?" after the 2025 book fair: things of one kind
whose names are the same but for the year ("2024秋季书展", "2025秋季书展"; the year in front,
where no shared front makes them a family) are siblings marked by their years, and a year said
relative to today is the one whose year it is (a made-up world of a city's book fairs)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix b: <http://example.org/fair/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Fair a owl:Class ; rdfs:label "书展"@zh, "fair"@en .
b:dates a owl:DatatypeProperty ; rdfs:label "日期"@zh, "dates"@en .
b:f24 a b:Fair ; skos:prefLabel "2024秋季书展"@zh, "2024 Autumn Book Fair"@en ; b:dates "2024-10-03" .
b:f25 a b:Fair ; skos:prefLabel "2025秋季书展"@zh, "2025 Autumn Book Fair"@en ;
    skos:altLabel "秋季书展"@zh, "Autumn Book Fair"@en ; b:dates "2025-10-02" .
"""
B = "http://example.org/fair/"
NOW = dt.date(2025, 7, 1)


@pytest.mark.parametrize(
    ("exchange", "turn"),
    [
        (("秋季书展几号开始", "2025秋季书展10月2日开始。"), "去年的呢"),
        (("秋季书展几号开始", "2025秋季书展10月2日开始。"), "我问的是去年那次"),
        (("when does the Autumn Book Fair start?", "The 2025 Autumn Book Fair starts on 2 October."),
         "and last year's?"),
    ],
)
def test_last_year_is_the_sibling_of_last_year(tmp_path: Path, exchange: tuple[str, str], turn: str) -> None:
    session = rewriter_for(tmp_path, "fair", W).session(NOW)
    converse(session, exchange)
    result = session.rewrite(turn)
    assert result.entity_ids == (B + "f24",), result.queries


def test_this_year_after_last_years_fair_is_this_years(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "fair", W).session(NOW)
    converse(session, ("2024秋季书展几号开始", "2024秋季书展10月3日开始。"))
    result = session.rewrite("今年呢")
    assert result.entity_ids == (B + "f25",), result.queries
