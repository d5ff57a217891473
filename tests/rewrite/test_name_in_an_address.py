""""when do I call ottoline if the lifts stop" where the record page of Ottoline Fennick gives
her address as "ottoline.fennick@example.org": a word an address writes in small letters is
no word of the language, so "ottoline" is still her name (a made-up world of a property
company's staff and their pages)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix p: <http://example.org/of/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

p:Person a owl:Class ; rdfs:label "person"@en .
p:o a p:Person ; skos:prefLabel "Ottoline Fennick"@en ; skos:altLabel "Ottoline"@en .
"""
P = "http://example.org/of/"


def test_a_name_an_address_writes_small_is_still_a_name(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("Ottoline Fennick, head of lifts. Email: ottoline.fennick@example.org.", (P + "o",),
             title="Ottoline Fennick"),
        Page("If the lifts stop, call the duty engineer first.", ()),
    ])
    session = Rewriter(load_world(tmp_path, "of", W), documents=documents).session()
    result = session.rewrite("when do I call ottoline if the lifts stop")
    assert result.entity_ids == (P + "o",), result.queries
