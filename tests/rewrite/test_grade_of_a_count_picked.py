""""小的那个几点下班" after "这两个所哪个户数多" was answered with each office's count: a
question that picked one of the two by any grade ("多") makes the figure said after each name
that office's, so "小的" is the office with the smaller count (a made-up world of offices)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix o: <http://example.org/o/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

o:Office a owl:Class ; rdfs:label "营业所"@zh ; skos:altLabel "所"@zh .
o:users a owl:DatatypeProperty ; rdfs:label "户数"@zh .
o:hours a owl:DatatypeProperty ; rdfs:label "营业时间"@zh ; skos:altLabel "几点下班"@zh .
o:a a o:Office ; skos:prefLabel "澄湖营业所"@zh ; skos:altLabel "澄湖"@zh .
o:b a o:Office ; skos:prefLabel "澄湖东营业所"@zh ; skos:altLabel "澄湖东"@zh .
"""
O = "http://example.org/o/"


def test_the_smaller_one_by_the_counts_the_answer_gave(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "o", W).session()
    converse(
        session,
        ("澄湖东的营业时间", "澄湖东营业所9:00-17:00，澄湖营业所8:30-17:30。"),
        ("这两个所哪个户数多", "澄湖营业所121300户，澄湖东营业所47800户，澄湖多。"),
    )
    result = session.rewrite("小的那个几点下班")
    assert result.entity_ids == (O + "b",), result.queries
