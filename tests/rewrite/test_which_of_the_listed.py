""""云雾茶系列3月销量多少" -> "…包括云雾绿茶、云雾红茶和云雾白茶" -> "哪一款复购率最高": which one
of the things the answer listed as the series' own, by another figure; the series stays the
scope of the question (a made-up world of a tea brand's series and teas)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix t: <http://example.org/te/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

t:Series a owl:Class ; rdfs:label "系列"@zh .
t:Tea a owl:Class ; rdfs:label "茶品"@zh .
t:Figure a owl:Class ; rdfs:label "指标"@zh .
t:inSeries a owl:ObjectProperty ; rdfs:label "所属系列"@zh .
t:s1 a t:Series ; skos:prefLabel "云雾茶系列"@zh .
t:g1 a t:Tea ; skos:prefLabel "云雾绿茶"@zh ; t:inSeries t:s1 .
t:g2 a t:Tea ; skos:prefLabel "云雾红茶"@zh ; t:inSeries t:s1 .
t:g3 a t:Tea ; skos:prefLabel "云雾白茶"@zh ; t:inSeries t:s1 .
t:m1 a t:Figure ; skos:prefLabel "销量"@zh .
t:m2 a t:Figure ; skos:prefLabel "复购率"@zh .
"""
T = "http://example.org/te/"


def test_the_series_stays_the_scope_of_which_one(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "te", W).session()
    converse(session, ("云雾茶系列3月销量多少", "云雾茶系列3月销量1.2万盒，包括云雾绿茶、云雾红茶和云雾白茶。"))
    result = session.rewrite("哪一款复购率最高")
    assert set(result.entity_ids) == {T + "s1", T + "m2"}, result.queries
    assert "3月" in result.queries[0], result.queries

