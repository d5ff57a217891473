""""who runs scheduling?" -> "... leads Scheduling and Presentation." -> "is quorvex scheduling
cheaper": a word no name, page or dictionary has, then a known word in small letters, is one
name the knowledge base lacks (another firm's scheduling product); the team is not meant (a
made-up world of a broadcaster's teams)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix b: <http://example.org/qx/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Team a owl:Class ; rdfs:label "team"@en .
b:Person a owl:Class ; rdfs:label "person"@en .
b:ledBy a owl:ObjectProperty ; rdfs:label "led by"@en .
b:s a b:Team ; skos:prefLabel "Scheduling and Presentation"@en ; skos:altLabel "scheduling"@en ; b:ledBy b:n .
b:n a b:Person ; skos:prefLabel "Nuala Marr"@en .
"""
B = "http://example.org/qx/"


def test_an_unknown_word_and_a_known_one_are_one_unknown_name(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("Scheduling and Presentation plans the schedule and the presentation of every channel.", (B + "s",),
             title="Scheduling and Presentation"),
        Page("Nuala Marr leads the scheduling team.", (B + "n", B + "s"), title="Nuala Marr"),
    ])
    session = Rewriter(load_world(tmp_path, "qx", W), documents=documents).session()
    converse(session, ("who runs scheduling?", "Nuala Marr leads Scheduling and Presentation."))
    result = session.rewrite("is quorvex scheduling cheaper")
    assert B + "s" not in result.entity_ids and "quorvex scheduling" in result.queries[0], result.queries
