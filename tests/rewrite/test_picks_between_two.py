"""Picks and comparisons between two things of a kind, after a figure of one of them (a
made-up ferry company: two harbours, each with its ticket office; routes and their
on-time rate).

- "which ticket office …", where every harbour's office is called "the ticket office",
  asks which of the offices, none of them in particular;
- "哪条航线最高", "哪条航线" a label of the relation to routes, ranks the routes;
- "which was worse, Route 1 or Route 2?" is one question, not two, and asks the figure;
- "二号航线跟三号航线比呢" compares the figure just given, of the two named;
- "and Oxmoor?" after the queue at Pellna's office asks it of the other harbour, whose
  office is the counterpart, without Pellna's office beside it ("Oxmoor Harbour Cargo
  Desk" after Pellna's cargo desk: the desk's own words, when they are no name);
- "和目标差多少" holds the figure of the route in the month against the metric's target.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix k: <http://example.org/pellnaferry/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

k:Harbour a owl:Class ; rdfs:label "harbour"@en, "港口"@zh .
k:Office a owl:Class ; rdfs:label "office"@en, "售票处"@zh .
k:Route a owl:Class ; rdfs:label "route"@en, "线路"@zh .
k:Ship a owl:Class ; rdfs:label "ship"@en, "船舶"@zh .
k:Metric a owl:Class ; rdfs:label "metric"@en, "指标"@zh .
k:partOf a owl:ObjectProperty ; rdfs:label "part of"@en, "所属港口"@zh .
k:onRoute a owl:ObjectProperty ; rdfs:label "route sailed"@en, "所属航线"@zh ; skos:altLabel "哪条航线"@zh .
k:target a owl:DatatypeProperty ; rdfs:label "target"@en, "目标值"@zh ; skos:altLabel "目标"@zh .
k:berths a owl:DatatypeProperty ; rdfs:label "berths"@en, "泊位数"@zh .
k:h1 a k:Harbour ; skos:prefLabel "Pellna Harbour"@en, "佩尔纳港"@zh ; skos:altLabel "Pellna"@en ; k:berths "6" .
k:h2 a k:Harbour ; skos:prefLabel "Oxmoor Harbour"@en, "奥克斯莫港"@zh ; skos:altLabel "Oxmoor"@en ; k:berths "4" .
k:o1 a k:Office ; skos:prefLabel "Pellna Ticket Office"@en ;
    skos:altLabel "ticket office"@en, "Pellna office"@en ; k:partOf k:h1 .
k:o2 a k:Office ; skos:prefLabel "Oxmoor Ticket Office"@en ;
    skos:altLabel "ticket office"@en, "Oxmoor office"@en ; k:partOf k:h2 .
k:o3 a k:Office ; skos:prefLabel "Pellna Cargo Desk"@en ; k:partOf k:h1 .
k:o4 a k:Office ; skos:prefLabel "Oxmoor Cargo Desk"@en ; k:partOf k:h2 .
k:r1 a k:Route ; skos:prefLabel "Route 1"@en, "一号航线"@zh .
k:r2 a k:Route ; skos:prefLabel "Route 2"@en, "二号航线"@zh .
k:r3 a k:Route ; skos:prefLabel "Route 3"@en, "三号航线"@zh .
k:s1 a k:Ship ; skos:prefLabel "Skerry Wren"@en, "斯凯里号"@zh ; k:onRoute k:r1 .
k:s2 a k:Ship ; skos:prefLabel "Tern Lass"@en, "燕鸥号"@zh ; k:onRoute k:r2 .
k:m1 a k:Metric ; skos:prefLabel "Queue Time"@en, "排队时长"@zh ; skos:altLabel "queue"@en .
k:m2 a k:Metric ; skos:prefLabel "On-time Rate"@en, "准点率"@zh ; k:target "95" .
k:m3 a k:Metric ; skos:prefLabel "Parcel Count"@en ; skos:altLabel "parcels"@en .
k:m4 a k:Metric ; skos:prefLabel "Load Factor"@en, "满载率"@zh .
"""
K = "http://example.org/pellnaferry/"
PAGES = [
    Page("Queue Time at Pellna Ticket Office in May: 14 minutes.", (K + "m1", K + "o1"), "Pellna office queue May"),
    Page("Queue Time at Oxmoor Ticket Office in May: 9 minutes.", (K + "m1", K + "o2"), "Oxmoor office queue May"),
    Page("Parcel Count at Pellna Cargo Desk in May: 412.", (K + "m3", K + "o3"), "Pellna cargo desk parcels May"),
    Page("Parcel Count at Oxmoor Cargo Desk in May: 388.", (K + "m3", K + "o4"), "Oxmoor cargo desk parcels May"),
    Page("一号航线5月准点率96%。", (K + "m2", K + "r1"), "一号航线5月准点率"),
    Page("二号航线5月准点率91%。", (K + "m2", K + "r2"), "二号航线5月准点率"),
    Page("三号航线5月准点率94%。", (K + "m2", K + "r3"), "三号航线5月准点率"),
    # (A route's pages give its figures one by one, as a figure's give its routes.)
    Page("一号航线5月满载率81%。", (K + "m4", K + "r1"), "一号航线5月满载率"),
    Page("二号航线5月满载率77%。", (K + "m4", K + "r2"), "二号航线5月满载率"),
    Page("On-time Rate of Route 1 in May: 96%.", (K + "m2", K + "r1"), "Route 1 on-time May"),
    Page("On-time Rate of Route 2 in May: 91%.", (K + "m2", K + "r2"), "Route 2 on-time May"),
]
QUEUE = ("What was the queue time at the Pellna office in May?", "Pellna Ticket Office: 14 minutes in May.")
ON_TIME_ZH = ("一号航线5月准点率多少", "一号航线5月准点率96%。")
ON_TIME_EN = ("What was the on-time rate of Route 1 in May?", "Route 1: 96% in May.")


@pytest.fixture()
def ferry(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "pellnaferry", W), documents=DocumentTerms.from_chunks(PAGES))


@pytest.mark.parametrize("turn", ["which ticket office was worst?", "which ticket office had the longest queue?"])
def test_which_of_a_shared_name_asks_among_them(ferry: Rewriter, turn: str) -> None:
    session = ferry.session()
    converse(session, QUEUE)
    result = session.rewrite(turn)
    assert K + "o1" not in result.entity_ids and K + "m1" in result.entity_ids, result.queries
    assert "Pellna" not in result.queries[0], result.queries


def test_which_by_a_relation_label_ranks_its_things(ferry: Rewriter) -> None:
    session = ferry.session()
    converse(session, ON_TIME_ZH)
    result = session.rewrite("哪条航线最高")
    assert result.entity_ids == (K + "m2",), result.queries
    assert "5月" in result.queries[0], result.queries


@pytest.mark.parametrize("turn", ["哪条航线更高，一号航线还是二号航线？", "哪个高，一号航线还是二号航线"])
def test_the_options_of_a_pick_are_one_question(ferry: Rewriter, turn: str) -> None:
    session = ferry.session()
    converse(session, ON_TIME_ZH)
    result = session.rewrite(turn)
    assert len(result.queries) == 1, result.queries
    assert {K + "m2", K + "r1", K + "r2"} <= set(result.entity_ids), result.queries


def test_the_options_of_a_pick_in_english(ferry: Rewriter) -> None:
    session = ferry.session()
    converse(session, ON_TIME_EN)
    result = session.rewrite("which was worse, Route 1 or Route 2?")
    assert len(result.queries) == 1, result.queries
    assert {K + "m2", K + "r1", K + "r2"} <= set(result.entity_ids), result.queries


@pytest.mark.parametrize("turn", ["二号航线跟三号航线比呢", "二号航线 vs 三号航线"])
def test_two_named_sides_compare_the_figure_just_given(ferry: Rewriter, turn: str) -> None:
    session = ferry.session()
    converse(session, ON_TIME_ZH)
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {K + "m2", K + "r2", K + "r3"}, result.queries


def test_what_one_has_more_than_the_other_asks_no_figure(ferry: Rewriter) -> None:
    session = ferry.session()
    converse(session, ON_TIME_ZH)
    result = session.rewrite("二号航线比三号航线多了什么")
    assert K + "m2" not in result.entity_ids, result.queries


@pytest.mark.parametrize("turn", ["and Oxmoor?", "what about Oxmoor Harbour?"])
def test_another_harbour_stands_for_its_own_office(ferry: Rewriter, turn: str) -> None:
    session = ferry.session()
    converse(session, QUEUE)
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {K + "h2", K + "m1"}, result.queries


def test_the_counterpart_is_said_by_the_words_of_its_kind(ferry: Rewriter) -> None:
    session = ferry.session()
    converse(session, ("How many parcels did the Pellna Cargo Desk take in May?", "Pellna Cargo Desk: 412 in May."))
    result = session.rewrite("and Oxmoor?")
    assert set(result.entity_ids) == {K + "h2", K + "m3"}, result.queries
    assert "Oxmoor Harbour Cargo Desk" in result.queries[0], result.queries


def test_which_of_two_harbours_was_better(ferry: Rewriter) -> None:
    session = ferry.session()
    converse(session, QUEUE)
    result = session.rewrite("which was better, Pellna or Oxmoor?")
    assert set(result.entity_ids) == {K + "h1", K + "h2", K + "m1"}, result.queries


@pytest.mark.parametrize("turn", ["和目标差多少", "离目标还差多少"])
def test_the_figure_held_against_the_target_keeps_its_frame(ferry: Rewriter, turn: str) -> None:
    session = ferry.session()
    converse(session, ON_TIME_ZH)
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {K + "r1", K + "m2"}, result.queries
    assert "5月" in result.queries[0], result.queries


@pytest.mark.parametrize("turn", ["how far below target was it", "whats the gap to target"])
def test_the_figure_held_against_the_target_in_english(ferry: Rewriter, turn: str) -> None:
    session = ferry.session()
    converse(session, ON_TIME_EN)
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {K + "r1", K + "m2"}, result.queries
