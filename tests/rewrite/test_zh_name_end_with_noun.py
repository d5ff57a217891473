""""检测站那边做了几个项目" after a question about 澄湖园区 whose answer named 澄湖检测站: the
word the clause opens with ends that name after the topic's name, and the type noun typed
after it goes with it: the name is written once, not before a second noun (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix g: <http://example.org/g/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Park a owl:Class ; rdfs:label "园区"@zh .
g:Station a owl:Class ; rdfs:label "检测站"@zh ; skos:altLabel "站"@zh .
g:Person a owl:Class ; rdfs:label "人员"@zh .
g:ledBy a owl:ObjectProperty ; rdfs:label "负责人"@zh ; skos:altLabel "谁负责"@zh .
g:near a owl:ObjectProperty ; rdfs:label "邻近"@zh .
g:p1 a g:Park ; skos:prefLabel "澄湖园区"@zh ; skos:altLabel "澄湖"@zh ; g:ledBy g:x1 .
g:s1 a g:Station ; skos:prefLabel "澄湖检测站"@zh ; g:near g:p1 ; g:ledBy g:x2 .
g:x1 a g:Person ; skos:prefLabel "许静怡"@zh .
g:x2 a g:Person ; skos:prefLabel "周博文"@zh .
"""
G = "http://example.org/g/"


def test_the_type_noun_after_the_word_goes_with_the_name(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, ("澄湖谁负责", "许静怡。澄湖检测站不归她管，由周博文负责。"))
    result = session.rewrite("检测站那边做了几个项目")
    assert result.queries == ("澄湖检测站那边做了几个项目",), result.queries
    assert G + "s1" in result.entity_ids
