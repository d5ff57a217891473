"""When kglink asks which one the user means, and when the conversation has settled it.

It asks when two things fit the words alike: a name two things share and nothing in the
conversation tells apart (the two people the answer just named side by side are as
salient as each other, to a hair, and a hair picks neither); "it" after an answer that listed the things of the kind the user
asked for (every one of them is a choice). It does not when the conversation settles it
(the thing an ellipsis frame replaces is of one kind: the name means the thing of that
kind; the answer named one only; the user asked which one and the answer put one first).
Made-up worlds: a freight operator's depots and people; a port's quays, yards and staff."""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink import Rewriter
from kglink.linking.matcher import PhraseMatcher
from kglink.linking.referring import ReferenceDetector
from made_up_worlds import converse, rewriter_for

F = "http://example.org/freight/"
FREIGHT = """
@prefix w: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Depot a owl:Class ; rdfs:label "depot"@en .
w:Yard a owl:Class ; rdfs:label "yard"@en .
w:Person a owl:Class ; rdfs:label "person"@en .
w:System a owl:Class ; rdfs:label "system"@en .
w:manager a owl:ObjectProperty ; rdfs:label "manager"@en ; skos:altLabel "runs"@en .
w:email a owl:DatatypeProperty ; rdfs:label "email"@en .
w:capacity a owl:DatatypeProperty ; rdfs:label "capacity"@en .
w:harlow_depot a w:Depot ; skos:prefLabel "Harlow Depot"@en ; skos:altLabel "harlow"@en ; w:capacity "400" .
w:harlow_yard a w:Yard ; skos:prefLabel "Harlow Yard"@en ; skos:altLabel "harlow"@en ; w:capacity "90" .
w:penn a w:Depot ; skos:prefLabel "Penn Depot"@en ; skos:altLabel "penn"@en ; w:capacity "250" .
w:york a w:Depot ; skos:prefLabel "York Depot"@en ; w:capacity "300" .
w:nora a w:Person ; skos:prefLabel "Nora Vale"@en ; skos:altLabel "Ms Vale"@en ; w:email "nora@x.example" .
w:iris a w:Person ; skos:prefLabel "Iris Vale"@en ; skos:altLabel "Ms Vale"@en ; w:email "iris@x.example" .
w:fleethub a w:System ; skos:prefLabel "FleetHub"@en ; w:manager w:iris .
w:routemate a w:System ; skos:prefLabel "RouteMate"@en ; w:manager w:nora .
"""

P = "http://example.org/port/"
PORT = """
@prefix w: <http://example.org/port/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Quay a owl:Class ; rdfs:label "码头"@zh .
w:Yard a owl:Class ; rdfs:label "堆场"@zh .
w:Person a owl:Class ; rdfs:label "人员"@zh .
w:System a owl:Class ; rdfs:label "系统"@zh .
w:manager a owl:ObjectProperty ; rdfs:label "负责人"@zh .
w:phone a owl:DatatypeProperty ; rdfs:label "电话"@zh .
w:bl_quay a w:Quay ; skos:prefLabel "北岭码头"@zh ; skos:altLabel "北岭"@zh ; w:manager w:hh .
w:bl_yard a w:Yard ; skos:prefLabel "北岭堆场"@zh ; skos:altLabel "北岭"@zh ; w:manager w:hl .
w:nl_quay a w:Quay ; skos:prefLabel "南岭码头"@zh ; skos:altLabel "南岭"@zh ; w:manager w:zs .
w:hh a w:Person ; skos:prefLabel "韩海"@zh ; skos:altLabel "韩主任"@zh ; w:phone "8101" .
w:hl a w:Person ; skos:prefLabel "韩莉"@zh ; skos:altLabel "韩主任"@zh ; w:phone "8102" .
w:zs a w:Person ; skos:prefLabel "张帅"@zh ; w:phone "8103" .
w:patrol a w:System ; skos:prefLabel "巡检系统"@zh ; w:manager w:hl .
w:scale a w:System ; skos:prefLabel "称重系统"@zh ; w:manager w:hh .
"""


@pytest.fixture()
def freight(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "freight.ttl", FREIGHT)


@pytest.fixture()
def port(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "port.ttl", PORT)


def _asked(result) -> set[str]:  # type: ignore[no-untyped-def]
    return {candidate.id for candidate in result.clarify or ()}


@pytest.mark.parametrize(
    ("world", "exchanges", "turn", "pair"),
    [
        ("port", (("巡检系统和称重系统分别谁管", "巡检系统归韩莉，称重系统归韩海。"),), "韩主任电话多少", ("hh", "hl")),
        ("freight", (("who runs FleetHub and RouteMate?", "Iris Vale runs FleetHub and Nora Vale runs RouteMate."),),
         "what's Ms Vale's email?", ("iris", "nora")),
    ],
)
def test_a_name_both_people_just_named_share_is_asked_about(
    request: pytest.FixtureRequest, world: str, exchanges: tuple[tuple[str, str], ...], turn: str,
    pair: tuple[str, str],
) -> None:
    base = P if world == "port" else F
    session = request.getfixturevalue(world).session()
    converse(session, *exchanges)
    result = session.rewrite(turn)
    assert _asked(result) == {base + pair[0], base + pair[1]}, result.queries


@pytest.mark.parametrize(
    ("world", "exchanges", "turn", "meant"),
    [
        ("port", (("南岭码头谁管", "南岭码头负责人是张帅。"),), "北岭呢", P + "bl_quay"),
        ("freight", (("what's the capacity of Penn Depot?", "Penn Depot holds 250 pallets."),), "and harlow?",
         F + "harlow_depot"),
        # The conversation spoke of one and never of the other.
        ("port", (("北岭堆场谁管", "北岭堆场负责人是韩莉。"), ("她电话多少", "8102。")), "北岭的负责人是谁", P + "bl_yard"),
    ],
)
def test_a_shared_name_the_conversation_settles_is_not_asked_about(
    request: pytest.FixtureRequest, world: str, exchanges: tuple[tuple[str, str], ...], turn: str, meant: str
) -> None:
    session = request.getfixturevalue(world).session()
    converse(session, *exchanges)
    result = session.rewrite(turn)
    assert result.clarify is None and meant in result.entity_ids, result.queries


def test_a_shared_name_is_asked_about_on_the_first_turn(port: Rewriter) -> None:
    result = port.session().rewrite("北岭谁管")
    assert _asked(result) == {P + "bl_quay", P + "bl_yard"}


@pytest.mark.parametrize("turn", ["这款谁开发的", "那台哪年买的", "这个几版了"])
def test_a_bare_demonstrative_before_a_question_word_refers(turn: str) -> None:
    detector = ReferenceDetector(PhraseMatcher.build([("系统", "System")]), {"System": frozenset({"System"})})
    assert [(ref.text, ref.kind) for ref in detector.find(turn)] == [(turn[:2], "pronoun")]


def test_this_one_of_two_the_user_named_is_asked_about(port: Rewriter) -> None:
    session = port.session()
    converse(session, ("巡检系统和称重系统分别谁管", "巡检系统归韩莉，称重系统归韩海。"))
    assert _asked(session.rewrite("这款谁开发的")) == {P + "patrol", P + "scale"}


@pytest.mark.parametrize(
    ("world", "exchanges", "turn", "choices"),
    [
        # The user asked for things of a kind; the answer listed them; "it" asks no property
        # the rules know, and none of them is the answer's subject.
        ("freight", (("which systems do we run?", "FleetHub and RouteMate."),), "what does it do?",
         ("fleethub", "routemate")),
        ("port", (("用了哪些系统", "巡检系统和称重系统。"),), "它现在几版", ("patrol", "scale")),
        # Every one of the kind the answer listed is a choice.
        ("freight", (("list our depots", "Penn Depot, Harlow Depot and York Depot."),), "who manages it?",
         ("penn", "harlow_depot", "york")),
    ],
)
def test_it_after_a_list_of_the_kind_asked_for_is_asked_about(
    request: pytest.FixtureRequest, world: str, exchanges: tuple[tuple[str, str], ...], turn: str,
    choices: tuple[str, ...],
) -> None:
    base = P if world == "port" else F
    session = request.getfixturevalue(world).session()
    converse(session, *exchanges)
    result = session.rewrite(turn)
    assert _asked(result) == {base + c for c in choices}, result.queries


@pytest.mark.parametrize(
    ("world", "exchanges", "turn", "meant"),
    [
        # One of the kind asked for: nothing to ask.
        ("freight", (("which systems do we run?", "Only FleetHub."),), "what does it do?", "fleethub"),
        # The user asked which one: the answer's subject is the one.
        ("port", (("哪个系统最常用", "巡检系统最常用，其次是称重系统。"),), "它现在几版", "patrol"),
    ],
)
def test_it_after_an_answer_that_settles_it_is_not_asked_about(
    request: pytest.FixtureRequest, world: str, exchanges: tuple[tuple[str, str], ...], turn: str, meant: str
) -> None:
    base = P if world == "port" else F
    session = request.getfixturevalue(world).session()
    converse(session, *exchanges)
    result = session.rewrite(turn)
    assert result.clarify is None and base + meant in result.entity_ids, result.queries


def test_that_depot_after_an_answer_listing_the_depots_asked_for_is_asked_about(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", FREIGHT).session()
    converse(session, ("which depots do we have", "Harlow Depot, Penn Depot and York Depot."))
    result = session.rewrite("who runs that depot")
    assert result.clarify is not None, result.queries
    assert {c.id for c in result.clarify} == {F + "harlow_depot", F + "penn", F + "york"}, result.clarify


def test_a_word_of_two_names_just_shown_before_a_demonstrative_is_asked_about(tmp_path: Path) -> None:
    # "东港那个" after an answer naming 东港码头 and 东港堆场: the word fits both.
    world = PORT + """
w:dg_quay a w:Quay ; skos:prefLabel "东港码头"@zh ; w:manager w:zs .
w:dg_yard a w:Yard ; skos:prefLabel "东港堆场"@zh ; w:manager w:hl .
"""
    session = rewriter_for(tmp_path, "port2.ttl", world).session()
    converse(session, ("东港码头和东港堆场哪年投产的", "东港码头2008年，东港堆场2012年。"))
    result = session.rewrite("东港那个负责人是谁")
    assert result.clarify is not None, result.queries
    assert {c.id for c in result.clarify} == {P + "dg_quay", P + "dg_yard"}, result.clarify
