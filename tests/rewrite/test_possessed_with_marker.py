""""他的门店" is the store the graph gives him when no one has two ("周敏管澄湖店，陈涛管澄湖
二店" then "他的门店上个月卖了多少"); a relation some director has several films by is no
such one, so "她的作品" asks the kind (made-up worlds written here)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from made_up_worlds import converse, rewriter_for

SHOPS = """
@prefix y: <http://example.org/yd/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

y:Store a owl:Class ; rdfs:label "门店"@zh .
y:Person a owl:Class ; rdfs:label "员工"@zh .
y:manager a owl:ObjectProperty ; rdfs:label "店长"@zh .
y:gender a owl:DatatypeProperty ; rdfs:label "性别"@zh .
y:s1 a y:Store ; skos:prefLabel "澄湖店"@zh ; y:manager y:p1 .
y:s2 a y:Store ; skos:prefLabel "澄湖二店"@zh ; y:manager y:p2 .
y:p1 a y:Person ; skos:prefLabel "周敏"@zh ; y:gender "女" .
y:p2 a y:Person ; skos:prefLabel "陈涛"@zh ; y:gender "男" .
"""
Y = "http://example.org/yd/"

FILMS = """
@prefix f: <http://example.org/films/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Film a owl:Class ; rdfs:label "作品"@zh, "电影"@zh .
f:Person a owl:Class ; rdfs:label "导演"@zh .
f:director a owl:ObjectProperty ; rdfs:label "导演"@zh .
f:gender a owl:DatatypeProperty ; rdfs:label "性别"@zh .
f:m1 a f:Film ; skos:prefLabel "霜螺记"@zh ; f:director f:d1 .
f:m2 a f:Film ; skos:prefLabel "枫镇往事"@zh ; f:director f:d2 .
f:m3 a f:Film ; skos:prefLabel "鹤港夜航"@zh ; f:director f:d2 .
f:d1 a f:Person ; skos:prefLabel "柳岸青"@zh ; f:gender "女" .
f:d2 a f:Person ; skos:prefLabel "云栖"@zh ; f:gender "男" .
"""
F = "http://example.org/films/"


def test_his_store_is_the_one_the_graph_gives_him(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "shops", SHOPS).session(now=dt.date(2025, 5, 10))
    converse(session, ("周敏和陈涛分别管哪个店", "周敏管澄湖店，陈涛管澄湖二店。"))
    result = session.rewrite("他的门店上个月卖了多少")
    assert result.entity_ids == (Y + "s2",), result.queries
    assert result.queries[0].startswith("澄湖二店"), result.queries


def test_a_relation_is_single_valued_only_where_no_one_has_two(tmp_path: Path) -> None:
    # (The guard that keeps "她的作品" a kind asked: a director may have several films.)
    fit = rewriter_for(tmp_path, "films", FILMS).resources.fit
    assert not fit.single_valued(F + "director", from_source=False)  # 云栖 directed two
    assert fit.single_valued(F + "director", from_source=True)  # each film has one director
    shops = rewriter_for(tmp_path, "shops", SHOPS).resources.fit
    assert shops.single_valued(Y + "manager", from_source=False)
    assert shops.single_valued(Y + "manager", from_source=True)
