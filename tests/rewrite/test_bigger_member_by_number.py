""""and the bigger one?" after the Tully 16, "大盒的呢" after 安可宁10片装: of a family whose
names each hold one number, the member whose number comes next above (or below) the one in
play, though nobody named it; a year in the names is no size (a made-up maker of children's
bikes and a made-up pharmacy line)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix k: <http://example.org/kids/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

k:Bike a owl:Class ; rdfs:label "bike"@en .
k:Drug a owl:Class ; rdfs:label "药品"@zh .
k:b16 a k:Bike ; skos:prefLabel "Tully 16"@en .
k:b20 a k:Bike ; skos:prefLabel "Tully 20"@en .
k:b24 a k:Bike ; skos:prefLabel "Tully 24"@en .
k:y24 a k:Bike ; skos:prefLabel "Orwin 2024"@en .
k:y25 a k:Bike ; skos:prefLabel "Orwin 2025"@en .
k:d10 a k:Drug ; skos:prefLabel "安可宁10片装"@zh .
k:d30 a k:Drug ; skos:prefLabel "安可宁30片装"@zh .
"""
K = "http://example.org/kids/"


def test_the_bigger_one_is_the_next_number_up(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "kids", W).session()
    converse(session, ("what age is the Tully 16 for?", "The Tully 16 suits riders aged 4 to 6."))
    result = session.rewrite("and the bigger one?")
    assert result.entity_ids == (K + "b20",), result.queries


def test_the_smaller_one_is_the_next_number_down(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "kids", W).session()
    converse(session, ("what age is the Tully 24 for?", "The Tully 24 suits riders aged 8 to 11."))
    result = session.rewrite("and the smaller one?")
    assert result.entity_ids == (K + "b20",), result.queries


def test_the_bigger_pack_in_chinese(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "kids", W).session()
    converse(session, ("安可宁10片装多少钱", "安可宁10片装15元。"))
    result = session.rewrite("大盒的呢")
    assert result.entity_ids == (K + "d30",), result.queries


def test_a_year_is_no_size(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "kids", W).session()
    converse(session, ("what age is the Orwin 2024 for?", "The Orwin 2024 suits riders aged 6 to 9."))
    result = session.rewrite("and the bigger one?")
    assert K + "y25" not in result.entity_ids, result.queries
