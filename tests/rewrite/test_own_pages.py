"""What an entity is about is read from its own pages: after an answer naming the policy
asked about and the procedure under it, "what happens if someone forgets to check out"
is the procedure's question when only the procedure's own page speaks of it, though a
page naming both has the words too (a made-up hospital)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

WARDS = """
@prefix h: <http://example.org/wards/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Policy a owl:Class ; rdfs:label "policy"@en .
h:Procedure a owl:Class ; rdfs:label "procedure"@en .
h:Team a owl:Class ; rdfs:label "team"@en .
h:implements a owl:ObjectProperty ; rdfs:label "implements"@en .
h:runBy a owl:ObjectProperty ; rdfs:label "run by"@en .

h:visiting a h:Policy ; skos:prefLabel "Visiting Policy"@en .
h:signin a h:Procedure ; skos:prefLabel "Visitor Sign-in Procedure"@en ; h:implements h:visiting ; h:runBy h:clerks .
h:clerks a h:Team ; skos:prefLabel "Ward Clerks"@en .
"""
H = "http://example.org/wards/"


def _rewriter(tmp_path: Path) -> Rewriter:
    documents = DocumentTerms.from_chunks([
        Page("Visiting hours are 2pm to 8pm. Children under twelve visit with an adult.",
              (H + "visiting",), "Visiting Policy"),
        Page("Visitors sign in at reception. A visitor who forgets to check out is phoned by the ward clerk.",
              (H + "signin", H + "visiting"), "Visitor Sign-in Procedure"),
        Page("The clerks staff the reception desks.", (H + "clerks",), "Ward Clerks"),
        # A newsletter names them beside each other: every word of it is theirs too.
        Page("Reminder: a visitor who forgets to check out is phoned; visiting hours are unchanged.",
              (H + "visiting", H + "signin", H + "clerks")),
    ])
    return Rewriter(load_world(tmp_path, "wards", WARDS), documents=documents)


ASKED = ("what are the visiting hours under the visiting policy",
         "2pm to 8pm, under the Visiting Policy and its Visitor Sign-in Procedure.")


def test_the_words_of_one_things_own_pages_take_the_focus_to_it(tmp_path: Path) -> None:
    session = _rewriter(tmp_path).session()
    converse(session, ASKED)
    result = session.rewrite("what happens if someone forgets to check out")
    assert result.entity_ids == (H + "signin",), result.queries


def test_words_of_the_focus_own_pages_keep_it(tmp_path: Path) -> None:
    session = _rewriter(tmp_path).session()
    converse(session, ASKED)
    result = session.rewrite("can children come on their own")
    assert result.entity_ids == (H + "visiting",), result.queries


def test_the_topics_thing_whose_own_pages_have_the_words_keeps_the_focus(tmp_path: Path) -> None:
    session = _rewriter(tmp_path).session()
    converse(session, ("who runs the visitor sign-in procedure", "The Ward Clerks run it."))
    result = session.rewrite("what happens if someone forgets to check out")
    assert result.entity_ids == (H + "signin",), result.queries
