""""which wards did the norovirus outbreak close?" -> "Ward 4 and Ward 7." -> "how was it
contained?": the answer's list answers the question; the next turn without a subject goes on
about the outbreak, not about the first ward listed (a made-up world of a hospital's wards and
incidents, with one Chinese question of the same shape)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix h: <http://example.org/h/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Ward a owl:Class ; rdfs:label "ward"@en , "病区"@zh .
h:Incident a owl:Class ; rdfs:label "incident"@en , "事件"@zh .
h:closed a owl:ObjectProperty ; rdfs:domain h:Incident ; rdfs:range h:Ward ; rdfs:label "closed"@en , "关闭"@zh .
h:w4 a h:Ward ; skos:prefLabel "Ward 4"@en , "四病区"@zh .
h:w7 a h:Ward ; skos:prefLabel "Ward 7"@en , "七病区"@zh .
h:w9 a h:Ward ; skos:prefLabel "Ward 9"@en , "九病区"@zh .
h:i1 a h:Incident ; skos:prefLabel "Norovirus Outbreak"@en , "诺如病毒暴发"@zh ; h:closed h:w4 , h:w7 .
"""
H = "http://example.org/h/"


def test_what_follows_a_listed_answer_is_about_what_was_asked(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "h", W).session()
    converse(session, ("which wards did the Norovirus Outbreak close?", "Ward 4 and Ward 7, for six days each."))
    result = session.rewrite("how was it contained?")
    assert result.entity_ids == (H + "i1",), result.queries


def test_the_same_in_chinese(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "h", W).session()
    converse(session, ("诺如病毒暴发关闭了哪些病区", "四病区和七病区，各关闭六天。"))
    result = session.rewrite("后来怎么控制住的")
    assert result.entity_ids == (H + "i1",), result.queries


def test_one_item_answered_is_what_follows(tmp_path: Path) -> None:
    # (An answer of one thing of the kind asked puts it in the foreground, as before.)
    session = rewriter_for(tmp_path, "h", W).session()
    converse(session, ("which ward reopened first after the Norovirus Outbreak?", "Ward 4, after five days."))
    result = session.rewrite("who manages it?")
    assert result.entity_ids == (H + "w4",), result.queries
