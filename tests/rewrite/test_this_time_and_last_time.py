""""这次谁抢修的", "上次停电是啥原因" after an answer about two outages: of the events in play
whose names state their dates, "这次" is the later one and "上次" the one before it (the
words after it that the event's name holds are said of it); a clause that names a thing
is only dated by "这次". A made-up hospital's world: a building and two of its outages."""

from __future__ import annotations

from kglink import Session
from made_up_worlds import converse, rewriter_for

W = "http://example.org/outages-zh/"
W_TTL = """
@prefix w: <http://example.org/outages-zh/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Building a owl:Class ; rdfs:label "楼宇"@zh .
w:Incident a owl:Class ; rdfs:label "事件"@zh .
w:at a owl:ObjectProperty ; rdfs:label "发生地点"@zh .
w:cause a owl:DatatypeProperty ; rdfs:label "原因"@zh .
w:phone a owl:DatatypeProperty ; rdfs:label "电话"@zh .
w:opd a w:Building ; skos:prefLabel "门诊楼"@zh ; w:phone "8800" .
w:march a w:Incident ; skos:prefLabel "门诊楼3·15停电事件"@zh ; w:at w:opd ; w:cause "电缆老化" .
w:sept a w:Incident ; skos:prefLabel "门诊楼9·02停电事件"@zh ; w:at w:opd ; w:cause "施工挖断电缆" .
"""


def _session(tmp_path) -> Session:
    session = Session(rewriter_for(tmp_path, "outages-zh", W_TTL))
    converse(session, (
        "门诊楼咋又停电了",
        "9月2日施工挖断电缆，停电3小时（门诊楼9·02停电事件）；上一次是3月15日电缆老化（门诊楼3·15停电事件）。",
    ))
    return session


def test_this_time_is_the_later_event(tmp_path) -> None:
    result = _session(tmp_path).rewrite("这次谁抢修的")
    assert [e.id for e in result.entities] == [W + "sept"]


def test_last_time_is_the_one_before(tmp_path) -> None:
    result = _session(tmp_path).rewrite("上次停电是啥原因")
    assert [e.id for e in result.entities] == [W + "march"]
    assert result.queries[0].count("停电") == 1, result.queries


def test_a_clause_naming_a_thing_is_only_dated(tmp_path) -> None:
    result = _session(tmp_path).rewrite("这次我想问门诊楼的电话")
    assert [e.id for e in result.entities] == [W + "opd"]
