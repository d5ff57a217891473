""""和旧版有什么区别" after a question answered with the current version of a rule: a word
only another thing's names have ("旧版", of the older version nobody named) does not drop
the focus in a comparison; it is the side the clause sets the other beside. The other is
not written (nobody named it) (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix p: <http://example.org/p/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

p:Policy a owl:Class ; rdfs:label "制度"@zh .
p:v2 a p:Policy ; skos:prefLabel "澄湖盘点制度V2"@zh ; skos:altLabel "旧版盘点制度"@zh .
p:v3 a p:Policy ; skos:prefLabel "澄湖盘点制度V3"@zh ; skos:altLabel "新版盘点制度"@zh, "澄湖盘点制度"@zh .
"""
P = "http://example.org/p/"


def test_the_focus_stays_beside_an_unnamed_other_in_a_comparison(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "p", W).session()
    converse(session, ("澄湖盘点制度现在是哪个版本", "现行的是澄湖盘点制度V3。"))
    result = session.rewrite("和旧版有什么区别")
    assert result.entity_ids == (P + "v3",), result.queries
    assert result.queries[0].endswith("和旧版有什么区别"), result.queries
