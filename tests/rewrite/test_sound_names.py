"""A Chinese name the input method misspelt is linked and written as the name (a made-up
metro world), and counts as mentioned for the no-invention check."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink.linking.misspelt import nodes_mentioned

W = """
@prefix m: <http://example.org/metro/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

m:Station a owl:Class ; rdfs:label "车站"@zh .
m:Contract a owl:Class ; rdfs:label "合同"@zh .
m:manager a owl:ObjectProperty ; rdfs:label "站长"@zh .
m:signedWith a owl:ObjectProperty ; rdfs:label "签约方"@zh ; skos:altLabel "跟谁签"@zh .

m:ljd a m:Station ; skos:prefLabel "澜溪北站"@zh .
m:xs a m:Station ; skos:prefLabel "西山站"@zh .
m:clean a m:Contract ; skos:prefLabel "园区绿化养护合同"@zh ; skos:altLabel "绿化合同"@zh .
"""
M = "http://example.org/metro/"


def test_a_station_typed_with_a_character_of_its_sound_is_the_station(tmp_path: Path) -> None:
    rewriter = rewriter_for(tmp_path, "metro", W)
    result = rewriter.session().rewrite("兰溪北站站长是谁")
    assert result.entity_ids == (M + "ljd",)
    assert "澜溪北站" in result.queries[0], result.queries
    assert M + "ljd" in nodes_mentioned("兰溪北站站长是谁", rewriter.resources.alias_index)


def test_a_name_with_its_sound_in_letters_then_a_follow_up(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "metro", W).session()
    converse(session, ("绿hua合同跟谁签的", "跟洁城物业签的。"))
    result = session.rewrite("哪年到期")
    assert result.entity_ids == (M + "clean",), result.queries
