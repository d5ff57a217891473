"""A part named by the short form of a name its whole opens ("工单模块" for "仁和HIS工单模块")
while the whole is in play: the clause is about the whole's part, and a pronoun for the part
afterwards needs no second mention of the whole (made-up hospital systems)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

SYSTEMS = """
@prefix h: <http://example.org/his/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:System a owl:Class ; rdfs:label "系统"@zh .
h:Module a owl:Class ; rdfs:label "模块"@zh .
h:Person a owl:Class ; rdfs:label "人员"@zh .
h:partOf a owl:ObjectProperty ; rdfs:label "隶属于"@zh .
h:ownedBy a owl:ObjectProperty ; rdfs:label "负责人"@zh ; skos:altLabel "谁管"@zh .
h:his a h:System ; skos:prefLabel "仁和医院信息系统"@zh ; skos:altLabel "仁和HIS"@zh ; h:ownedBy h:zhao .
h:orders a h:Module ; skos:prefLabel "仁和HIS医嘱模块"@zh ; skos:altLabel "医嘱模块"@zh ; h:partOf h:his ; h:ownedBy h:qian .
h:beds a h:Module ; skos:prefLabel "床位模块"@zh ; h:partOf h:his .
h:zhao a h:Person ; skos:prefLabel "赵明"@zh .
h:qian a h:Person ; skos:prefLabel "钱红"@zh .
"""
H = "http://example.org/his/"
BEFORE = (("仁和HIS现在啥版本", "当前3.1，计划明年一季度升级到4.0。"),)


def test_a_short_form_of_a_name_the_whole_opens_keeps_the_whole(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "his", SYSTEMS).session()
    converse(session, *BEFORE)
    result = session.rewrite("升级的时候医嘱模块还能用吗")
    assert {H + "his", H + "orders"} <= set(result.entity_ids), result.queries


def test_a_pronoun_for_the_part_then_writes_its_name_alone(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "his", SYSTEMS).session()
    converse(session, ("仁和HIS升级的时候医嘱模块还能用吗", "升级期间医嘱模块停用约4小时。"))
    result = session.rewrite("这个谁管")
    # The module's name opens with the system's: the system is not written a second time.
    assert H + "orders" in result.entity_ids and H + "his" not in result.entity_ids, result.queries


def test_a_part_whose_name_does_not_open_with_the_whole_is_not_kept_with_it(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "his", SYSTEMS).session()
    converse(session, *BEFORE)
    result = session.rewrite("升级的时候床位模块还能用吗")
    assert H + "his" not in result.entity_ids, result.queries
