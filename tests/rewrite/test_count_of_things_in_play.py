""""三家哪个最高" after three shops' revenue was asked one by one, "which of those three was highest"
after three branches' new members: a count alone stands for the things of the one kind of which
that many are in play, and they are asked what the topic asked of each (a made-up world of a gym
chain's shops and a library service's branches). With four of the kind in play, "three" says
none of them."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix g: <http://example.org/g/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Shop a owl:Class ; rdfs:label "门店"@zh, "branch"@en .
g:Metric a owl:Class ; rdfs:label "指标"@zh, "metric"@en .
g:s1 a g:Shop ; skos:prefLabel "溪南店"@zh, "Wexcombe Library"@en ; skos:altLabel "Wexcombe"@en .
g:s2 a g:Shop ; skos:prefLabel "青禾店"@zh, "Tarrow Library"@en ; skos:altLabel "Tarrow"@en .
g:s3 a g:Shop ; skos:prefLabel "枫镇店"@zh, "Skellan Library"@en ; skos:altLabel "Skellan"@en .
g:s4 a g:Shop ; skos:prefLabel "云栖店"@zh, "Hobbet Library"@en ; skos:altLabel "Hobbet"@en .
g:k1 a g:Metric ; skos:prefLabel "营收"@zh, "New Members"@en ; skos:altLabel "new members"@en .
"""
G = "http://example.org/g/"


#: Three shops' revenue asked one by one.
THREE = (
    ("溪南店8月营收多少", "溪南店8月营收115万元。"),
    ("青禾店呢", "青禾店8月营收68万元。"),
    ("枫镇店呢", "枫镇店8月营收141万元。"),
)


def test_zh_three_shops_asked_one_by_one(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, *THREE)
    result = session.rewrite("三家哪个最高")
    assert {G + "s1", G + "s2", G + "s3"} <= set(result.entity_ids), result.queries
    assert "营收" in result.queries[0], result.queries


def test_en_those_three(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", W).session()
    converse(
        session,
        ("new members at Wexcombe in September", "Wexcombe Library had 120 new members in September 2025."),
        ("same for Tarrow", "Tarrow Library had 54 new members in September 2025."),
        ("and Skellan", "Skellan Library had 229 new members in September 2025."),
    )
    result = session.rewrite("which of those three was highest")
    assert {G + "s1", G + "s2", G + "s3"} <= set(result.entity_ids), result.queries
    assert "New Members" in result.queries[0], result.queries


def test_three_of_four_in_play_is_none_of_them(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, *THREE, ("云栖店呢", "云栖店8月营收90万元。"))
    result = session.rewrite("三家哪个最高")
    assert not {G + "s1", G + "s2", G + "s3"} <= set(result.entity_ids), result.queries
