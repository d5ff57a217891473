"""A pronoun speech keeps for persons ("她", "she") means nobody when no person is in play,
in a world that holds persons: "她电话多少" after a question about a course is not the
course's phone (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Course a owl:Class ; rdfs:label "课程"@zh, "course"@en .
f:Teacher a owl:Class ; rdfs:label "老师"@zh, "teacher"@en .
f:teaches a owl:ObjectProperty ; rdfs:label "授课老师"@zh, "teacher"@en .
f:fee a owl:DatatypeProperty ; rdfs:label "学费"@zh, "fee"@en .
f:phone a owl:DatatypeProperty ; rdfs:label "电话"@zh, "phone"@en .
f:gender a owl:DatatypeProperty ; rdfs:label "性别"@zh .
f:c1 a f:Course ; skos:prefLabel "启航数学"@zh, "Wayfarer Maths"@en ; f:teaches f:t1 ; f:fee "3200元" ; f:phone "0571-1" .
f:t1 a f:Teacher ; skos:prefLabel "林晓雯"@zh, "Mara Skellan"@en ; f:gender "女" ; f:phone "138-2" .
"""
F = "http://example.org/f/"


def test_she_is_not_the_course_in_play(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("启航数学学费多少", "启航数学学费3200元。"))
    result = session.rewrite("她电话多少")
    assert F + "c1" not in result.entity_ids and "启航数学电话" not in result.queries[0], result.queries


def test_she_is_the_person_the_answer_named(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("启航数学学费多少", "启航数学学费3200元。"), ("谁教", "林晓雯老师。"))
    assert session.rewrite("她电话多少").queries == ("林晓雯电话多少",)
