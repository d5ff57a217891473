""""Plus那个贵在哪" after an answer that gave 畅游卡 and 畅游卡Plus: a Latin word of one name
before a Chinese demonstrative is a word of that name, as Chinese words are ("枫镇那条"),
and the demonstrative goes with it (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix g: <http://example.org/g/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Card a owl:Class ; rdfs:label "会员卡"@zh ; skos:altLabel "卡"@zh .
g:price a owl:DatatypeProperty ; rdfs:label "价格"@zh ; skos:altLabel "多少钱"@zh .
g:c1 a g:Card ; skos:prefLabel "畅游卡"@zh ; g:price "3600元" .
g:c2 a g:Card ; skos:prefLabel "畅游卡Plus"@zh ; g:price "5200元" .
"""
G = "http://example.org/g/"


def test_a_latin_word_before_a_demonstrative_names_the_one_it_is_a_word_of(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, ("畅游卡多少钱", "畅游卡3600元，畅游卡Plus 5200元。"))
    result = session.rewrite("Plus那个贵在哪")
    assert result.entity_ids == (G + "c2",) and result.queries == ("畅游卡Plus贵在哪",), result.queries
