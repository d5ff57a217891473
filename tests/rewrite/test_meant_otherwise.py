"""Corrections that say what was meant without its whole name: "no, I meant the House" (a
capitalised word of a name in play, though "house" is a kind's noun too), "sorry, I meant
Old Mill, not that one" (the one negated is the earlier thing, not the name said), "no, I
meant the city wholesaler" (another thing of the corrected one's kind, whose own pages have
the words) (a made-up world of a tea merchant)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter, Session
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix t: <http://example.org/tea/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

t:Tea a owl:Class ; rdfs:label "tea"@en .
t:House a owl:Class ; rdfs:label "house"@en, "tea house"@en .
t:Supplier a owl:Class ; rdfs:label "supplier"@en .
t:suppliedBy a owl:ObjectProperty ; rdfs:domain t:Tea ; rdfs:range t:Supplier ; rdfs:label "supplier"@en .
t:manager a owl:DatatypeProperty ; rdfs:label "manager"@en .
t:caffeine a owl:DatatypeProperty ; rdfs:label "caffeine"@en .
t:leadTime a owl:DatatypeProperty ; rdfs:label "lead time"@en .
t:b1 a t:Tea ; skos:prefLabel "Dunmore House Blend"@en ; t:suppliedBy t:s1, t:s2 .
t:b2 a t:Tea ; skos:prefLabel "Dunmore Smoky Blend"@en .
t:h1 a t:House ; skos:prefLabel "Harbour Tea House"@en ; t:manager "Ada Lark" .
t:h2 a t:House ; skos:prefLabel "Old Mill Tea House"@en ; skos:altLabel "Old Mill"@en ; t:manager "Tom Reyes" .
t:s1 a t:Supplier ; skos:prefLabel "Kettleby Imports"@en .
t:s2 a t:Supplier ; skos:prefLabel "Marrow and Sons"@en .
"""
T = "http://example.org/tea/"


def _session(tmp_path: Path, kettleby_page: str = "Kettleby Imports ships leaf from the estates by sea.") -> Session:
    documents = DocumentTerms.from_chunks([
        Page(kettleby_page, (T + "s1",), "Kettleby Imports"),
        Page("Marrow and Sons is a city wholesaler in the port district, delivering to shops.", (T + "s2",),
             "Marrow and Sons"),
        Page("The Dunmore House Blend is a breakfast tea.", (T + "b1",), "Dunmore House Blend"),
        Page("The Dunmore Smoky Blend is a lapsang.", (T + "b2",), "Dunmore Smoky Blend"),
    ])
    return Rewriter(load_world(tmp_path, "tea", W), documents=documents).session()


def test_a_capitalised_word_of_a_name_in_play_is_that_name(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(
        session,
        ("what's the price of the Dunmore House Blend?", "£8 a tin."),
        ("and the smoky one?", "The Dunmore Smoky Blend is £9."),
        ("how much caffeine does the Dunmore Smoky Blend have?", "About 30 mg a cup."),
    )
    result = session.rewrite("no, I meant the House")
    assert result.correction and result.entity_ids == (T + "b1",), result.queries
    assert result.queries == ("how much caffeine does the Dunmore House Blend have?",)


def test_the_one_negated_beside_a_name_is_the_earlier_thing(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(session, ("who manages Harbour Tea House?", "Ada Lark."))
    result = session.rewrite("Sorry, I meant Old Mill, not that one.")
    assert result.correction and result.entity_ids == (T + "h2",), result.queries
    assert result.queries == ("who manages Old Mill Tea House?",)


def _lead_time_corrected(tmp_path: Path, kettleby_page: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    session = _session(tmp_path, kettleby_page)
    converse(
        session,
        ("who supplies the Dunmore House Blend?", "Kettleby Imports and Marrow and Sons."),
        ("what's the lead time with the first one?", "Kettleby Imports delivers in 5 days."),
    )
    result = session.rewrite("No, I meant the city wholesaler.")
    return result.entity_ids, result.queries


def test_another_of_the_kind_whose_pages_have_the_words_is_meant(tmp_path: Path) -> None:
    entity_ids, queries = _lead_time_corrected(tmp_path, "Kettleby Imports ships leaf from the estates by sea.")
    assert entity_ids == (T + "s2",) and queries == ("what's the lead time with Marrow and Sons?",), queries


def test_no_other_is_meant_when_the_corrected_ones_pages_have_the_words_too(tmp_path: Path) -> None:
    entity_ids, queries = _lead_time_corrected(tmp_path, "Kettleby Imports is a city wholesaler by the docks.")
    assert T + "s2" not in entity_ids, queries
