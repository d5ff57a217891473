""""他们新合同一年多少钱" -> "电梯维保合同2025版132万元/年。" -> "比老的贵了多少": after 比, "老的"
is the older version of the contract in play, the other side of the comparison (a made-up
world of a property company's contracts)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix c: <http://example.org/ht/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

c:Contract a owl:Class ; rdfs:label "合同"@zh .
c:supersedes a owl:ObjectProperty ; rdfs:label "替代"@zh .
c:signed a owl:DatatypeProperty ; rdfs:label "签订日期"@zh .
c:old a c:Contract ; skos:prefLabel "绿化养护合同2024版"@zh ; c:signed "2024-01-01" .
c:new a c:Contract ; skos:prefLabel "绿化养护合同2025版"@zh ; c:signed "2025-07-01" ; c:supersedes c:old .
"""
C = "http://example.org/ht/"


def test_the_old_one_after_bi_is_the_older_version(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "ht", W).session()
    converse(session, ("绿化养护合同2025版一年多少钱", "132万元/年。"))
    result = session.rewrite("比老的贵了多少")
    assert set(result.entity_ids) == {C + "old", C + "new"}, result.queries
