""""and who's the operator for it" after "what's the voltage at Ostmere Substation": "and"
before a question word and its verb leads a question of its own, not an item put into
the last question (pack ``ellipsis``); "and Wyke Substation?" still is one (a made-up
world where the company is also called "the operator")."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix g: <http://example.org/g/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Substation a owl:Class ; rdfs:label "substation"@en .
g:Company a owl:Class ; rdfs:label "company"@en .
g:voltage a owl:DatatypeProperty ; rdfs:label "voltage"@en .
g:operator a owl:ObjectProperty ; rdfs:label "operator"@en .
g:s1 a g:Substation ; skos:prefLabel "Ostmere Substation"@en ; g:voltage "132 kV" ; g:operator g:c1 .
g:s2 a g:Substation ; skos:prefLabel "Wyke Substation"@en ; g:voltage "33 kV" ; g:operator g:c1 .
g:c1 a g:Company ; skos:prefLabel "Drayle Grid"@en ; skos:altLabel "the operator"@en .
"""


def test_and_before_a_question_word_and_verb_asks_anew(tmp_path: Path) -> None:
    for turn in ("and who's the operator for it", "and whos the operator for it", "and who is the operator of it"):
        session = rewriter_for(tmp_path, "g", W).session()
        converse(session, ("what's the voltage at Ostmere Substation", "132 kV."))
        (query,) = session.rewrite(turn).queries
        assert "Ostmere Substation" in query and "voltage" not in query, (turn, query)


def test_and_before_a_name_still_varies_the_last_question(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, ("what's the voltage at Ostmere Substation", "132 kV."))
    (query,) = session.rewrite("and Wyke Substation?").queries
    assert "voltage" in query and "Wyke Substation" in query and "Ostmere" not in query, query
