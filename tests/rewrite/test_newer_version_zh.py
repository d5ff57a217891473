""""新版哪天生效" after the answer brought in the older version: 新版 grades the versions in
play by the day each took effect, like 旧版; before a name ("新版巡检规程") it says which
version of that name, and grades nothing (a made-up world of inspection rules)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix r: <http://example.org/r/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

r:Rule a owl:Class ; rdfs:label "制度"@zh ; skos:altLabel "规程"@zh .
r:effective a owl:DatatypeProperty ; rdfs:label "生效日期"@zh .
r:v1 a r:Rule ; skos:prefLabel "管道巡检规程2023版"@zh ; skos:altLabel "巡检规程2023版"@zh ; r:effective "2023-02-01" .
r:v2 a r:Rule ; skos:prefLabel "管道巡检规程2025版"@zh ; skos:altLabel "巡检规程2025版"@zh, "巡检规程"@zh ; r:effective "2025-04-01" .
"""
R = "http://example.org/r/"


def test_the_newer_version_of_the_two_in_play(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "r", W).session()
    converse(
        session,
        ("巡检规程多久巡一次", "按管道巡检规程2025版，每周巡检一次。"),
        ("以前呢", "管道巡检规程2023版是每月巡检一次。"),
    )
    result = session.rewrite("新版哪天生效")
    assert result.entity_ids == (R + "v2",), result.queries
    assert "新版" not in result.queries[0], result.queries
