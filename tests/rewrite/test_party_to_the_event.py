"""What follows an event up, asked of a party to it, is asked of that event: "did we get money
back from Quarrow Systems" after the outage Quarrow was involved in, "鹤港科技那边扣钱了没" after
a fault of a system 鹤港科技 supplies (through the system, not a place); so do who paid and whose
fault it was ("did Quarrow pay for the repairs?", "鹤港科技有责任吗"). A party named with
no such words, or a firm the event never touched, asks afresh. "they" after an answer that names
only the contract claimed under is still the firm (a made-up world of a utility's control
systems)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix u: <http://example.org/u/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

u:Incident a owl:Class ; rdfs:label "incident"@en, "事件"@zh .
u:Supplier a owl:Class ; rdfs:label "supplier"@en, "供应商"@zh .
u:System a owl:Class ; rdfs:label "system"@en, "系统"@zh .
u:Site a owl:Class ; rdfs:label "site"@en, "站点"@zh .
u:involved a owl:ObjectProperty ; rdfs:label "involved"@en, "涉及"@zh .
u:suppliedBy a owl:ObjectProperty ; rdfs:label "supplied by"@en, "供应商"@zh .
u:phone a owl:DatatypeProperty ; rdfs:label "phone"@en, "电话"@zh .
u:occurredAt a owl:ObjectProperty ; rdfs:label "occurred at"@en, "发生地点"@zh .
u:i1 a u:Incident ; skos:prefLabel "Ostmere Telemetry Outage"@en ; u:involved u:s1 ; u:occurredAt u:site1 .
u:i2 a u:Incident ; skos:prefLabel "8·14云栖站控制中断"@zh ; u:involved u:sys2 ; u:occurredAt u:site1 .
u:s1 a u:Supplier ; skos:prefLabel "Quarrow Systems"@en ; skos:altLabel "Quarrow"@en ; u:phone "0161 555 0100" .
u:s2 a u:Supplier ; skos:prefLabel "鹤港科技有限公司"@zh ; skos:altLabel "鹤港科技"@zh .
u:s3 a u:Supplier ; skos:prefLabel "Pellam Cables"@en ; skos:altLabel "Pellam"@en .
u:sys2 a u:System ; skos:prefLabel "枫镇控制系统"@zh ; u:suppliedBy u:s2 .
u:Contract a owl:Class ; rdfs:label "contract"@en, "合同"@zh .
u:c1 a u:Contract ; skos:prefLabel "Ostmere Telemetry Contract"@en ; u:suppliedBy u:s1 .
u:site1 a u:Site ; skos:prefLabel "Skellan Works"@en, "云栖站"@zh ; u:suppliedBy u:s3 .
"""
U = "http://example.org/u/"


def test_money_back_from_a_party_asks_of_the_event(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "u", W).session()
    converse(session, ("when was the Ostmere Telemetry Outage", "On 25 August 2025, for seven hours."))
    result = session.rewrite("did we get money back from Quarrow")
    assert set(result.entity_ids) == {U + "i1", U + "s1"}, result.queries


def test_a_deduction_from_the_supplier_of_a_system_involved(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "u", W).session()
    converse(session, ("8·14云栖站控制中断持续了多久", "8·14云栖站控制中断持续了3小时。"))
    result = session.rewrite("鹤港科技那边扣钱了没")
    assert set(result.entity_ids) == {U + "i2", U + "s2"}, result.queries


@pytest.mark.parametrize("turn", [
    "did Quarrow pay for the repairs?", "so Quarrow aren't liable?", "was Quarrow to blame?",
])
def test_who_paid_or_whose_fault_asks_of_the_event(tmp_path: Path, turn: str) -> None:
    session = rewriter_for(tmp_path, "u", W).session()
    converse(session, ("when was the Ostmere Telemetry Outage", "On 25 August 2025, for seven hours."))
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {U + "i1", U + "s1"}, result.queries


@pytest.mark.parametrize("turn", ["鹤港科技被扣了多少", "鹤港科技有责任吗"])
def test_what_was_deducted_or_whose_fault_in_chinese(tmp_path: Path, turn: str) -> None:
    session = rewriter_for(tmp_path, "u", W).session()
    converse(session, ("8·14云栖站控制中断持续了多久", "8·14云栖站控制中断持续了3小时。"))
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {U + "i2", U + "s2"}, result.queries


def test_no_follow_up_words_or_no_part_in_it_asks_afresh(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "u", W).session()
    converse(session, ("when was the Ostmere Telemetry Outage", "On 25 August 2025, for seven hours."))
    assert set(session.rewrite("where is Quarrow based").entity_ids) == {U + "s1"}
    session.observe_assistant("Quarrow Systems is based in Drayle.")
    # (Pellam supplies the site the outage was at: a place joins them, which says nothing.)
    assert set(session.rewrite("did we get money back from Pellam").entity_ids) == {U + "s3"}


def test_they_after_the_contract_answer_is_the_firm(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "u", W).session()
    converse(
        session,
        ("when was the Ostmere Telemetry Outage", "On 25 August 2025, for seven hours."),
        ("are we claiming off Quarrow", "Yes, under the Ostmere Telemetry Contract."),
    )
    result = session.rewrite("where else do they work for us")
    assert set(result.entity_ids) == {U + "s1"}, result.queries
