"""A gradable word picks among the things in play by the attribute of its dimension, found
by the property's label: "最贵那款" by a "指导价" (a guide price, as makers state it) as by
a "价格". A made-up kettle maker written here."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

KETTLES = """
@prefix k: <http://example.org/kettles/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

k:Series a owl:Class ; rdfs:label "系列"@zh .
k:Model a owl:Class ; rdfs:label "型号"@zh .
k:guide a owl:DatatypeProperty ; rdfs:label "指导价"@zh .
k:inSeries a owl:ObjectProperty ; rdfs:label "所属系列"@zh .
k:s a k:Series ; skos:prefLabel "澜湾K系列"@zh .
k:k1 a k:Model ; skos:prefLabel "澜湾K1"@zh ; k:guide "199元" ; k:inSeries k:s .
k:k3 a k:Model ; skos:prefLabel "澜湾K3"@zh ; k:guide "399元" ; k:inSeries k:s .
k:k2 a k:Model ; skos:prefLabel "澜湾K2"@zh ; k:guide "299元" ; k:inSeries k:s .
"""
K = "http://example.org/kettles/"


def test_the_dearest_by_its_guide_price(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "kettles", KETTLES).session()
    converse(session, ("澜湾K系列有哪几款", "澜湾K系列有三款：澜湾K1、澜湾K2和澜湾K3。"))
    result = session.rewrite("最贵那款保修几年")
    assert result.entity_ids == (K + "k3",), result.queries
    assert result.queries == ("澜湾K3保修几年",), result.queries
