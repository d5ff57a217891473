""""who presents nightline" where the only page writing "nightline" in small letters is the
record of the show Nightline itself ("a late nightline of listener calls"): a page says its
own subject's name so, and the word is still the show's name. Written so on another page,
it is a word of the language there. A made-up broadcaster's world of shows and pages."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix b: <http://example.org/shows/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Programme a owl:Class ; rdfs:label "programme"@en .
b:Person a owl:Class ; rdfs:label "person"@en .
b:presentedBy a owl:ObjectProperty ; rdfs:label "presented by"@en ; skos:altLabel "presents"@en .
b:night a b:Programme ; skos:prefLabel "Harbour Nightline"@en ; skos:altLabel "Nightline"@en ; b:presentedBy b:ivy .
b:ivy a b:Person ; skos:prefLabel "Ivy Marr"@en .
"""
B = "http://example.org/shows/"
OWN = Page("Harbour Nightline, a late nightline of listener calls. Presented by Ivy Marr.", (B + "night",),
           title="Harbour Nightline")


def _linked(tmp_path: Path, *pages: Page) -> tuple[str, ...]:
    documents = DocumentTerms.from_chunks(pages)
    session = Rewriter(load_world(tmp_path, "shows", W), documents=documents).session()
    return session.rewrite("who presents nightline").entity_ids


def test_a_name_written_small_on_its_own_page_is_still_a_name(tmp_path: Path) -> None:
    assert _linked(tmp_path, OWN, Page("Studio rota for the week.", ())) == (B + "night",)


def test_written_small_elsewhere_it_is_a_word(tmp_path: Path) -> None:
    elsewhere = Page("Every station runs a nightline for listeners in crisis.", ())
    assert _linked(tmp_path, OWN, elsewhere) == ()
