""""差了几个点" after a comparison asks how far apart the two figures are: a count of what
moved is no new search ("几个景点" is); "回到桐山店 它的店长是谁" goes back to a store still
in play and asks who leads it, in no month (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink.lang import get_pack

W = """
@prefix g: <http://example.org/g/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Store a owl:Class ; rdfs:label "门店"@zh ; skos:altLabel "店"@zh .
g:Person a owl:Class ; rdfs:label "人员"@zh .
g:Metric a owl:Class ; rdfs:label "指标"@zh .
g:managedBy a owl:ObjectProperty ; rdfs:label "店长"@zh .
g:s1 a g:Store ; skos:prefLabel "桐山店"@zh ; g:managedBy g:p1 .
g:s2 a g:Store ; skos:prefLabel "柳岸店"@zh ; g:managedBy g:p2 .
g:p1 a g:Person ; skos:prefLabel "许静怡"@zh .
g:p2 a g:Person ; skos:prefLabel "周博文"@zh .
g:m1 a g:Metric ; skos:prefLabel "续卡率"@zh .
"""
G = "http://example.org/g/"
COMPARED = ("桐山店8月续卡率跟柳岸比呢", "柳岸店8月续卡率82%，高于桐山店。")


def test_how_far_apart_goes_on_about_the_comparison(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, COMPARED)
    result = session.rewrite("差了几个点")
    assert {G + "s1", G + "m1"} <= set(result.entity_ids), result.queries
    indefinite = get_pack("zh").indefinite
    assert not indefinite.search("差了几个点") and not indefinite.search("涨了几个百分点")
    assert indefinite.search("推荐几个景点") and indefinite.search("找几个餐厅")


def test_back_to_a_store_in_play_asks_who_leads_it_in_no_month(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, COMPARED, ("差了几个点", "差4个百分点。"))
    result = session.rewrite("回到桐山店 它的店长是谁")
    assert result.queries == ("桐山店的店长是谁",), result.queries
