""""发行公司是哪里？" -> "是城西电影制片厂。" -> "这个厂没听说过，这个电影是在哪里拍的？": the
factory is one the answer named and the knowledge base lacks (it knows no company of the film),
so "这个厂" stays as typed, and "这个电影" is still the film (a made-up world of films and the
companies that made them)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/wg/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Film a owl:Class ; rdfs:label "电影"@zh .
f:Company a owl:Class ; rdfs:label "公司"@zh ; skos:altLabel "厂"@zh .
f:distributor a owl:ObjectProperty ; rdfs:label "发行公司"@zh .
f:m a f:Film ; skos:prefLabel "雾港来信"@zh .
f:c a f:Company ; skos:prefLabel "南湾影业"@zh .
"""
F = "http://example.org/wg/"


def test_a_factory_the_knowledge_base_lacks_stays_as_typed(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "wg", W).session()
    converse(session, ("雾港来信是哪年上映的？", "2003年上映。"), ("发行公司是哪里？", "是城西电影制片厂。"))
    result = session.rewrite("这个厂没听说过，这个电影是在哪里拍的？")
    assert result.entity_ids == (F + "m",), result.queries
    assert "雾港来信" in result.queries[0] and "这个厂" in result.queries[0], result.queries
