"""A return to a thing with a question of why its figure is as it is ("back to Kestle - why
was it so low?") asks of the figure of that thing, both, as the question it returns to did;
another question of it ("back to Kestle - who runs it?") asks of the thing alone; so does
"why was Kestle so low?" after the detour, with no cue of a return. The
Chinese pack's "聊回", "绕回", "言归正传" return too (a made-up ferry operator's on-time
sailings, given port by port)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix f: <http://example.org/kestleferry/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Port a owl:Class ; rdfs:label "port"@en, "港口"@zh .
f:Berth a owl:Class ; rdfs:label "berth"@en, "泊位"@zh .
f:Metric a owl:Class ; rdfs:label "metric"@en, "指标"@zh .
f:Policy a owl:Class ; rdfs:label "policy"@en, "制度"@zh .
f:locatedAt a owl:ObjectProperty ; rdfs:label "located at"@en, "所在港口"@zh .
f:p1 a f:Port ; skos:prefLabel "Kestle Port"@en, "凯斯港"@zh ; skos:altLabel "Kestle"@en .
f:p2 a f:Port ; skos:prefLabel "Dunbarrow Port"@en, "邓巴港"@zh ; skos:altLabel "Dunbarrow"@en .
f:b1 a f:Berth ; skos:prefLabel "Kestle Berth 1"@en ; f:locatedAt f:p1 .
f:b2 a f:Berth ; skos:prefLabel "Dunbarrow Berth 1"@en ; f:locatedAt f:p2 .
f:m1 a f:Metric ; skos:prefLabel "On-Time Sailings"@en, "准点开航率"@zh ; skos:altLabel "on-time sailings"@en .
f:pol a f:Policy ; skos:prefLabel "Lifejacket Policy"@en, "救生衣制度"@zh .
"""
F = "http://example.org/kestleferry/"
PAGES = [
    Page("On-Time Sailings at Kestle Port in May: 88%, below the 95% target.", (F + "m1", F + "p1"),
         "Kestle Port on-time sailings May"),
    Page("On-Time Sailings at Dunbarrow Port in May: 97%.", (F + "m1", F + "p2"),
         "Dunbarrow Port on-time sailings May"),
    Page("凯斯港5月准点开航率88%，低于95%目标。", (F + "m1", F + "p1"), "凯斯港5月准点开航率"),
    Page("邓巴港5月准点开航率97%。", (F + "m1", F + "p2"), "邓巴港5月准点开航率"),
    Page("The Lifejacket Policy sets a check of every jacket before each season.", (F + "pol",), "Lifejacket Policy"),
]


@pytest.fixture()
def ferry(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "kestleferry", W), documents=DocumentTerms.from_chunks(PAGES))


TALK = (("What were on-time sailings at Kestle Port in May?", "On-Time Sailings at Kestle Port were 88% in May."),
        ("who owns the lifejacket policy?", "The Lifejacket Policy is owned by the Marine Superintendent."))
ZH_TALK = (("凯斯港5月准点开航率多少", "凯斯港5月准点开航率88%。"), ("救生衣制度谁负责", "救生衣制度由海务主管负责。"))


def test_why_its_figure_is_low_asks_of_the_figure_of_the_place(ferry: Rewriter) -> None:
    session = ferry.session()
    converse(session, *TALK)
    result = session.rewrite("back to Kestle - why was it so low?")
    assert set(result.entity_ids) == {F + "m1", F + "p1"}, result.queries


def test_another_question_of_the_place_asks_of_the_place_alone(ferry: Rewriter) -> None:
    session = ferry.session()
    converse(session, *TALK)
    result = session.rewrite("back to Kestle - who runs it?")
    assert result.entity_ids == (F + "p1",), result.queries


@pytest.mark.parametrize("turn", ["聊回凯斯港 6月多少", "言归正传，凯斯港6月呢", "绕回来，凯斯港6月多少"])
def test_chinese_returns_to_the_figure_asked_before(ferry: Rewriter, turn: str) -> None:
    session = ferry.session()
    converse(session, *ZH_TALK)
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {F + "m1", F + "p1"}, result.queries
    assert result.trace["turn_type"] == "return", result.trace["turn_type"]


def test_why_a_place_was_so_low_after_a_detour_asks_of_its_figure(ferry: Rewriter) -> None:
    session = ferry.session()
    converse(session, *TALK)
    result = session.rewrite("why was Kestle so low in May?")
    assert set(result.entity_ids) == {F + "m1", F + "p1"}, result.queries
