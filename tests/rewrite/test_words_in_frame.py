""""what about night shifts" after "what's the capacity of the Leeds hub": words in small
letters the documents use, of no kind, are asked about in the frame of the thing in play,
not put in its place in the last question ("what's the capacity of the night shifts")
(a made-up world with documents)."""

from __future__ import annotations

from pathlib import Path

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms
from made_up_worlds import Page, converse, load_world

F = "http://example.org/f/"
W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
f:Hub a owl:Class ; rdfs:label "hub"@en .
f:capacity a owl:DatatypeProperty ; rdfs:label "capacity"@en .
f:nh a f:Hub ; skos:prefLabel "North Hub Leeds"@en ; skos:altLabel "Leeds hub"@en ; f:capacity "4000" .
f:sh a f:Hub ; skos:prefLabel "South Hub Bristol"@en ; f:capacity "3000" .
"""


def test_document_words_are_asked_in_the_frame(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("North Hub Leeds holds 4000 pallets. Night shifts run Monday to Friday.", (F + "nh",), "North Hub Leeds"),
        Page("South Hub Bristol holds 3000 pallets.", (F + "sh",), "South Hub Bristol"),
    ])
    session = Rewriter(load_world(tmp_path, "f", W), documents=documents).session()
    converse(session, ("what's the capacity of the Leeds hub", "North Hub Leeds holds 4000 pallets."))
    result = session.rewrite("what about night shifts")
    assert result.entity_ids == (F + "nh",), result.queries
    assert "night shifts" in result.queries[0] and "capacity" not in result.queries[0], result.queries
