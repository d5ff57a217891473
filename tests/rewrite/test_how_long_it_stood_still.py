"""How long a thing stood still ("how long was it out", "停了多久") asks of the thing and of
the one event in play it was a party to, and "what did they find?" asks of that event, in a
made-up ferry line: the engine fire that took the Merrow Star out of service, the berth
collapse that closed 汀屿码头."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world, rewriter_for

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix v: <http://example.org/ferry/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

v:Vessel a owl:Class ; rdfs:label "vessel"@en, "船"@zh .
v:Pier a owl:Class ; rdfs:label "pier"@en, "码头"@zh .
v:Incident a owl:Class ; rdfs:label "incident"@en, "事件"@zh .
v:involved a owl:ObjectProperty ; rdfs:label "involved"@en, "涉及"@zh .
v:s1 a v:Vessel ; skos:prefLabel "Merrow Star"@en .
v:p1 a v:Pier ; skos:prefLabel "汀屿码头"@zh .
v:i1 a v:Incident ; skos:prefLabel "Merrow Star Engine Fire"@en ; v:involved v:s1 .
v:i2 a v:Incident ; skos:prefLabel "汀屿码头栈桥坍塌"@zh ; v:involved v:p1 .
"""
V = "http://example.org/ferry/"


def test_how_long_it_was_out_asks_of_the_event_that_stopped_it(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "ferry", W).session()
    converse(session, ("tell me about the engine fire", "The Merrow Star Engine Fire broke out on 3 May."),
             ("which vessel was it", "The Merrow Star."))
    result = session.rewrite("how long was it out")
    assert set(result.entity_ids) == {V + "s1", V + "i1"}, result.queries


def test_how_long_a_pier_was_closed_in_chinese(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "ferry", W).session()
    converse(session, ("汀屿码头栈桥坍塌是怎么回事", "5月3日汀屿码头栈桥坍塌，无人受伤。"))
    result = session.rewrite("汀屿码头停了多久")
    assert set(result.entity_ids) == {V + "p1", V + "i2"}, result.queries


def test_other_questions_of_the_thing_take_no_event(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "ferry", W).session()
    converse(session, ("tell me about the engine fire", "The Merrow Star Engine Fire broke out on 3 May."),
             ("which vessel was it", "The Merrow Star."))
    result = session.rewrite("how long is it")
    assert V + "i1" not in result.entity_ids, result.queries


def test_what_they_found_is_of_the_event_in_play(tmp_path: Path) -> None:
    # (The answer names the vessel alone; "they" are those who looked into the fire.)
    session = rewriter_for(tmp_path, "ferry", W).session()
    converse(session, ("tell me about the Merrow Star Engine Fire",
                       "It broke out on 3 May in the Merrow Star's engine room."))
    result = session.rewrite("what did they find?")
    assert result.entity_ids == (V + "i1",), result.queries


def test_whether_there_was_compensation_follows_the_event_up(tmp_path: Path) -> None:
    # ("有没有…" opens a search when the focus's pages lack its words, unless what it asks
    # follows the event in focus up.)
    documents = DocumentTerms.from_chunks([
        Page("5月3日汀屿码头栈桥坍塌，无人受伤，码头停运两周。", (V + "i2", V + "p1"), "汀屿码头栈桥坍塌"),
        Page("汀屿码头位于汀屿岛南侧，有两个泊位。", (V + "p1",), "汀屿码头"),
    ])
    session = Rewriter(load_world(tmp_path, "ferry", W), documents=documents).session()
    converse(session, ("汀屿码头栈桥坍塌是怎么回事", "5月3日汀屿码头栈桥坍塌，无人受伤。"))
    result = session.rewrite("有没有赔偿")
    assert V + "i2" in result.entity_ids, result.queries
