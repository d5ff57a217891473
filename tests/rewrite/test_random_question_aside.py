""""random question, do you know any good thrillers" after "who provides Pagefold?": a random
question, like a different or unrelated one, says the talk has left the supplier in play
(a made-up world of a library's e-book platform)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix l: <http://example.org/l/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

l:Platform a owl:Class ; rdfs:label "platform"@en .
l:Supplier a owl:Class ; rdfs:label "supplier"@en .
l:providedBy a owl:ObjectProperty ; rdfs:domain l:Platform ; rdfs:range l:Supplier ; rdfs:label "provided by"@en .
l:p1 a l:Platform ; skos:prefLabel "Hobbimune Reader"@en ; l:providedBy l:s1 .
l:s1 a l:Supplier ; skos:prefLabel "Drayvax Digital"@en .
"""
L = "http://example.org/l/"


def test_a_random_question_leaves_the_topic(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "l", W).session()
    converse(session, ("who provides Hobbimune Reader", "Hobbimune Reader is provided by Drayvax Digital."))
    result = session.rewrite("random question, do you know any good thrillers")
    assert not result.entity_ids, result.queries
