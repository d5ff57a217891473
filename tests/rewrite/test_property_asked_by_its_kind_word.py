""""who presents Owl Hour?" -> "Tamar Glen presents Owl Hour." -> "whos the producer": the
producer is a property of the show (its "producer"), though the word also names persons as a
kind; the question asks it, and the presenter in play is not meant (a made-up world of a radio
station's shows and staff)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix r: <http://example.org/oh/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

r:Show a owl:Class ; rdfs:label "show"@en .
r:Person a owl:Class ; rdfs:label "person"@en ; skos:altLabel "presenter"@en, "producer"@en .
r:presentedBy a owl:ObjectProperty ; rdfs:label "presented by"@en ; skos:altLabel "presenter"@en .
r:producedBy a owl:ObjectProperty ; rdfs:label "produced by"@en ; skos:altLabel "producer"@en .
r:s a r:Show ; skos:prefLabel "Owl Hour"@en ; r:presentedBy r:t ; r:producedBy r:m .
r:t a r:Person ; skos:prefLabel "Tamar Glen"@en .
r:m a r:Person ; skos:prefLabel "Mirren Stoke"@en .
"""
R = "http://example.org/oh/"


def test_the_kind_word_that_names_a_property_asks_it(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "oh", W).session()
    converse(session, ("who presents Owl Hour?", "Tamar Glen presents Owl Hour."))
    result = session.rewrite("whos the producer")
    assert R + "t" not in result.entity_ids and "producer" in result.queries[0], result.queries
