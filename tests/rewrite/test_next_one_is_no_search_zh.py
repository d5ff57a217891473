""""能转给下一个车主吗" after a service plan's price: 下一个 (as 上一个, 第一个) says which one by
its place; its 一个 is no indefinite that seeks a new thing, so the turn goes on about the plan
(a made-up world of a car dealer's service plans)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix p: <http://example.org/plan/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

p:Plan a owl:Class ; rdfs:label "套餐"@zh .
p:price a owl:DatatypeProperty ; rdfs:label "价格"@zh .
p:p1 a p:Plan ; skos:prefLabel "青禾安心保养套餐"@zh ; p:price "2980元" .
"""
P = "http://example.org/plan/"


def test_the_next_owner_is_no_new_search(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "plan", W).session()
    converse(session, ("青禾安心保养套餐多少钱", "青禾安心保养套餐2980元，含6次保养。"))
    result = session.rewrite("能转给下一个车主吗")
    assert result.entity_ids == (P + "p1",), result.queries
