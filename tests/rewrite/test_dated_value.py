""""旧版" grades two versions in play by the date each holds: a property whose value is a
date ("出版时间 2019年5月") before one whose value is a note that mentions a date ("版本说明:
初版，已于2025年6月停印"), whatever their order (a made-up press written here)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

PRESS = """
@prefix p: <http://example.org/press/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

p:Book a owl:Class ; rdfs:label "图书"@zh .
p:notes a owl:DatatypeProperty ; rdfs:label "版本说明"@zh .
p:published a owl:DatatypeProperty ; rdfs:label "出版时间"@zh .
p:price a owl:DatatypeProperty ; rdfs:label "价格"@zh ; skos:altLabel "多少钱"@zh .

p:old a p:Book ; skos:prefLabel "霜螺记"@zh ; p:notes "初版，已于2025年6月停印" ; p:published "2019年5月" .
p:new a p:Book ; skos:prefLabel "霜螺记修订版"@zh ; p:notes "修订版，订正初版错讹" ; p:published "2025年6月" .
"""
P = "http://example.org/press/"


def test_the_old_version_is_the_one_published_first(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "press", PRESS).session()
    converse(session, ("霜螺记多少钱", "42元。"), ("霜螺记修订版多少钱", "52元。"))
    result = session.rewrite("旧版还在印吗")
    assert result.entity_ids == (P + "old",), result.queries
