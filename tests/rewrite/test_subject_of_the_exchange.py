""""它8月呢" after the series' July sales, then "溪谷产品线7月卖了多少" answered "溪谷产品线7月收入
500万元，包含溪谷系列的整机和配件": the line the last question asked of, which the answer opens
with, stays what "它" means; the series, talked of longer and named again after it, in
passing, does not take its place (a made-up maker's product lines and series)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter, Session
from kglink.rewrite.doc_terms import DocumentTerms

LINES = """
@prefix m: <http://example.org/maker/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

m:Line a owl:Class ; rdfs:label "产品线"@zh, "product line"@en .
m:Series a owl:Class ; rdfs:label "系列"@zh, "series"@en .
m:partOf a owl:ObjectProperty ; rdfs:domain m:Series ; rdfs:range m:Line ; rdfs:label "所属产品线"@zh .
m:line a m:Line ; skos:prefLabel "溪谷产品线"@zh, "Brookvale Line"@en .
m:series a m:Series ; skos:prefLabel "溪谷系列"@zh, "Brookvale Series"@en ; m:partOf m:line .
m:other a m:Series ; skos:prefLabel "岚峰系列"@zh, "Ridgeway Series"@en ; m:partOf m:line .
"""
M = "http://example.org/maker/"


def _session(tmp_path: Path) -> Session:
    documents = DocumentTerms.from_chunks([
        Page("溪谷产品线7月收入500万元，8月480万元。", (M + "line",), "溪谷产品线月度收入"),
        Page("溪谷系列7月整机出货1200台。", (M + "series", M + "line"), "溪谷系列7月出货"),
        Page("The Brookvale Line took 5.0m in July and 4.8m in August.", (M + "line",), "Brookvale Line revenue"),
    ])
    return Rewriter(load_world(tmp_path, "maker", LINES), documents=documents).session()


def test_it_stays_the_thing_asked_of_that_the_answer_opens_with(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(
        session,
        ("溪谷系列7月卖了多少", "溪谷系列7月销售额300万元，约占溪谷产品线收入的六成。"),
        ("溪谷产品线7月卖了多少", "溪谷产品线7月收入500万元，包含溪谷系列的整机和配件。"),
    )
    result = session.rewrite("它8月呢")
    assert result.entity_ids == (M + "line",), result.queries


def test_en_it_stays_the_thing_asked_of(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(
        session,
        ("what did the Brookvale Series sell in July",
         "The Brookvale Series sold 3.0m in July, most of the Brookvale Line."),
        ("what did the Brookvale Line sell in July",
         "The Brookvale Line took 5.0m in July, including the Brookvale Series kits."),
    )
    result = session.rewrite("and in August, what did it take?")
    assert M + "line" in result.entity_ids and M + "series" not in result.entity_ids, result.queries
