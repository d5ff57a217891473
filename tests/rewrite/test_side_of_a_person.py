""""松陵片区谁负责？" -> "蔚然，松陵片区总监。" -> "她那边三季度满意度多少": her side is the
region in her charge, not her (a made-up world of a property company's regions and staff)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix e: <http://example.org/sl/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

e:Region a owl:Class ; rdfs:label "片区"@zh .
e:Person a owl:Class ; rdfs:label "人员"@zh .
e:Team a owl:Class ; rdfs:label "部门"@zh .
e:Metric a owl:Class ; rdfs:label "指标"@zh .
e:ledBy a owl:ObjectProperty ; rdfs:label "负责人"@zh .
e:memberOf a owl:ObjectProperty ; rdfs:label "所属"@zh .
e:gender a owl:DatatypeProperty ; rdfs:label "性别"@zh .
e:r a e:Region ; skos:prefLabel "松陵片区"@zh ; e:ledBy e:w .
e:q a e:Region ; skos:prefLabel "钱塘片区"@zh ; e:ledBy e:z .
e:t a e:Team ; skos:prefLabel "品质部"@zh ; e:ledBy e:z .
e:w a e:Person ; skos:prefLabel "蔚然"@zh ; skos:altLabel "蔚总"@zh ; e:gender "女" .
e:z a e:Person ; skos:prefLabel "祝远"@zh ; e:gender "男" .
e:m a e:Metric ; skos:prefLabel "满意度"@zh .
"""
E = "http://example.org/sl/"


def test_her_side_is_the_region_in_her_charge(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "sl", W).session()
    converse(session, ("松陵片区谁负责？", "蔚然，松陵片区总监。"))
    result = session.rewrite("她那边三季度满意度多少")
    assert set(result.entity_ids) == {E + "r", E + "m"}, result.queries


def test_a_name_and_that_side(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "sl", W).session()
    converse(session, ("松陵片区谁负责？", "蔚然，松陵片区总监。"))
    result = session.rewrite("蔚总那边三季度满意度多少")
    assert set(result.entity_ids) == {E + "r", E + "m"}, result.queries


def test_two_things_in_a_charge_leave_the_person(tmp_path: Path) -> None:
    # (祝远 heads a region and a department both named: which side is not said.)
    session = rewriter_for(tmp_path, "sl", W).session()
    converse(session, ("钱塘片区和品质部谁负责？", "都是祝远。"))
    result = session.rewrite("他那边三季度满意度多少")
    assert E + "z" in result.entity_ids, result.queries
