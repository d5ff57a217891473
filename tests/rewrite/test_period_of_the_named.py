""""柯主任手机" after the depot's March figures: the question, its object left unsaid, is
about the depot's manager, whom it names, and his documents speak of no month: March is
not written. An amount asked of a thing the frame holds ("溪口线路发了多少件") is of the
frame's month still. Whether two things the graph joins are joined ("柯远舟是潭北分拨中心的吧") holds
whatever the month; an amount of an event ("暴雨停运积压了多少件") is of when it happened (a
made-up parcel carrier's depot, routes, manager and a storm that stopped it)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter, Session
from kglink.rewrite.doc_terms import DocumentTerms

DEPOTS = """
@prefix d: <http://example.org/depots/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

d:Depot a owl:Class ; rdfs:label "分拨中心"@zh .
d:Route a owl:Class ; rdfs:label "线路"@zh .
d:Person a owl:Class ; rdfs:label "人员"@zh .
d:manager a owl:ObjectProperty ; rdfs:domain d:Depot ; rdfs:range d:Person ; rdfs:label "主任"@zh .
d:servedBy a owl:ObjectProperty ; rdfs:domain d:Route ; rdfs:range d:Depot ; rdfs:label "所属分拨中心"@zh .
d:tb a d:Depot ; skos:prefLabel "潭北分拨中心"@zh ; d:manager d:ke .
d:xk a d:Route ; skos:prefLabel "溪口线路"@zh ; d:servedBy d:tb .
d:ke a d:Person ; skos:prefLabel "柯远舟"@zh ; skos:altLabel "柯主任"@zh .
d:Event a owl:Class ; rdfs:label "事件"@zh .
d:storm a d:Event ; skos:prefLabel "潭北暴雨停运事件"@zh ; skos:altLabel "暴雨停运"@zh .
"""
D = "http://example.org/depots/"


def _session(tmp_path: Path) -> Session:
    documents = DocumentTerms.from_chunks([
        Page("潭北分拨中心3月发件12万件，溪口线路3月发件3万件。", (D + "tb", D + "xk"), "潭北分拨中心3月运营月报"),
        Page("溪口线路3月发件3万件，准点率97%。", (D + "xk", D + "tb"), "溪口线路3月"),
        Page("柯远舟任潭北分拨中心主任，手机13900001111。", (D + "ke", D + "tb"), "柯远舟"),
        Page("二季度潭北暴雨停运事件：6月12日停运两天，积压4万件。", (D + "storm", D + "tb"), "潭北暴雨停运事件"),
        Page("潭北分拨中心二季度发件36万件。", (D + "tb",), "潭北分拨中心二季度运营季报"),
    ])
    return Rewriter(load_world(tmp_path, "depots", DEPOTS), documents=documents).session()


def _after_march(tmp_path: Path) -> Session:
    """A session that asked the depot's March figure and was answered."""
    session = _session(tmp_path)
    converse(session, ("潭北分拨中心3月发了多少件", "潭北分拨中心3月发件12万件。"))
    return session


def test_a_person_named_with_the_frame_dropped_carries_no_month(tmp_path: Path) -> None:
    session = _after_march(tmp_path)
    result = session.rewrite("柯主任手机")
    assert D + "ke" in result.entity_ids, result.queries
    assert "3月" not in result.queries[0], result.queries


def test_an_amount_of_a_thing_of_the_frame_keeps_the_month(tmp_path: Path) -> None:
    session = _after_march(tmp_path)
    result = session.rewrite("溪口线路发了多少件")
    assert D + "xk" in result.entity_ids, result.queries
    assert "3月" in result.queries[0], result.queries


def test_whether_two_things_are_joined_holds_whatever_the_month(tmp_path: Path) -> None:
    # ("柯远舟是潭北的吧": nothing asked but whether the graph's edge holds.)
    session = _after_march(tmp_path)
    result = session.rewrite("柯远舟是潭北分拨中心的吧")
    assert {D + "ke", D + "tb"} <= set(result.entity_ids), result.queries
    assert "3月" not in result.queries[0], result.queries
    # (A period of its own is asked of.)
    session = _after_march(tmp_path)
    assert "4月" in session.rewrite("柯远舟4月还在潭北分拨中心吗").queries[0]


def test_an_amount_of_an_event_is_of_when_it_happened(tmp_path: Path) -> None:
    # ("暴雨停运积压了多少件" after the quarter's figures: the event's own time says when.)
    session = _session(tmp_path)
    converse(session, ("潭北分拨中心二季度发了多少件", "潭北分拨中心二季度发件36万件，6月暴雨停运影响了一部分。"))
    result = session.rewrite("暴雨停运积压了多少件")
    assert D + "storm" in result.entity_ids, result.queries
    assert "二季度" not in result.queries[0], result.queries
