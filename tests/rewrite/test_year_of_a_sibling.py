"""A year said with nothing else asked, when the talk is in no period, is the sibling whose
name has that year where the topic thing's name has its own: "sorry, I meant 2024" after
the Brisk 2025's price asks the Brisk 2024's; "2024年的呢" after 简风2025版 asks 简风2024版.
After a question in a period the year varies the period (a made-up instrument maker)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

MAKER = """
@prefix m: <http://example.org/maker/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

m:Model a owl:Class ; rdfs:label "model"@en, "型号"@zh .
m:price a owl:DatatypeProperty ; rdfs:label "price"@en, "价格"@zh .
m:brisk25 a m:Model ; skos:prefLabel "Brisk 2025"@en ; m:price "420" .
m:brisk24 a m:Model ; skos:prefLabel "Brisk 2024"@en ; m:price "390" .
m:jf25 a m:Model ; skos:prefLabel "简风2025版"@zh ; m:price "1200" .
m:jf24 a m:Model ; skos:prefLabel "简风2024版"@zh ; m:price "1100" .
"""
M = "http://example.org/maker/"


def test_a_year_alone_is_the_sibling_of_that_year(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "maker", MAKER).session()
    converse(session, ("what's the price of the Brisk 2025?", "The Brisk 2025 costs 420."))
    result = session.rewrite("sorry, I meant 2024")
    assert result.entity_ids == (M + "brisk24",), result.queries
    assert "Brisk 2024" in result.queries[0] and "2025" not in result.queries[0], result.queries


def test_a_year_alone_in_chinese(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "maker", MAKER).session()
    converse(session, ("简风2025版多少钱", "简风2025版1200元。"))
    result = session.rewrite("2024年的呢")
    assert result.entity_ids == (M + "jf24",), result.queries


def test_after_a_period_the_year_varies_the_period(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "maker", MAKER).session()
    converse(session, ("how many Brisk 2025 did we sell in March 2026?", "We sold 140 Brisk 2025 in March 2026."))
    result = session.rewrite("and in 2024?")
    assert result.entity_ids == (M + "brisk25",), result.queries
