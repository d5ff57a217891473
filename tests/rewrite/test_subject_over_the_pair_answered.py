""""what does the Exam Policy say about rooms?" -> "Exam rooms are booked in RoomBook or HallDesk"
-> "who owns it?": the answer named two systems the user never named, each owned as the policy
is; "it" is the policy the question asked of, not the first system (a made-up world of a
school's policies and systems)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink import RewriteResult

W = """
@prefix s: <http://example.org/sc/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

s:Policy a owl:Class ; rdfs:label "policy"@en .
s:System a owl:Class ; rdfs:label "system"@en .
s:Person a owl:Class ; rdfs:label "person"@en .
s:owner a owl:ObjectProperty ; rdfs:label "owner"@en ; skos:altLabel "owns"@en .
s:p1 a s:Policy ; skos:prefLabel "Exam Policy"@en ; s:owner s:h1 .
s:y1 a s:System ; skos:prefLabel "RoomBook"@en ; s:owner s:h2 .
s:y2 a s:System ; skos:prefLabel "HallDesk"@en ; s:owner s:h2 .
s:h1 a s:Person ; skos:prefLabel "Wren Abara"@en .
s:h2 a s:Person ; skos:prefLabel "Tomas Ekwe"@en .
"""
S = "http://example.org/sc/"


def _owner_asked(tmp_path: Path, answer: str) -> RewriteResult:
    session = rewriter_for(tmp_path, "sc", W).session()
    converse(session, ("what does the Exam Policy say about rooms?", answer))
    return session.rewrite("who owns it?")


def test_it_is_the_policy_asked_of_not_the_first_of_two_systems(tmp_path: Path) -> None:
    result = _owner_asked(tmp_path, "Exam rooms are booked in RoomBook or HallDesk two weeks ahead.")
    assert result.entity_ids == (S + "p1",), result.queries


def test_it_is_the_system_the_answer_went_on_about(tmp_path: Path) -> None:
    # (A guard: an answer that speaks of one of them again offers that one.)
    result = _owner_asked(
        tmp_path, "Exam rooms are booked in RoomBook or HallDesk; RoomBook also sends the reminders."
    )
    assert result.entity_ids == (S + "y1",), result.queries


def test_not_when_the_question_asked_for_things_of_their_kind(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "sc", W).session()
    converse(session, ("which systems does the Exam Policy name for rooms?", "RoomBook and HallDesk."))
    result = session.rewrite("who owns it?")
    assert S + "p1" not in result.entity_ids, result.queries
