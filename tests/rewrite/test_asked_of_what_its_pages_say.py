""""what happened in the Harbour Hall stage collapse?" -> "how many seats does Harbour Hall have?" ->
"who led it?": no class of the things in play has a lead (only crews have), so the graph cannot
say which one was led; the collapse's own report names its lead investigator, the hall's pages
name no lead, and "it" is the collapse, not the hall named last (a made-up world of a touring
theatre company's venues, crews and incidents)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter, RewriteResult
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix t: <http://example.org/tt/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

t:Venue a owl:Class ; rdfs:label "venue"@en .
t:Incident a owl:Class ; rdfs:label "incident"@en .
t:Crew a owl:Class ; rdfs:label "crew"@en .
t:Person a owl:Class ; rdfs:label "person"@en .
t:ledBy a owl:ObjectProperty ; rdfs:label "led by"@en ; skos:altLabel "lead"@en .
t:occurredAt a owl:ObjectProperty ; rdfs:label "occurred at"@en .
t:v1 a t:Venue ; skos:prefLabel "Harbour Hall"@en ; t:seats "900" .
t:i1 a t:Incident ; skos:prefLabel "Harbour Hall Stage Collapse"@en ; skos:altLabel "stage collapse"@en ;
    t:occurredAt t:v1 .
t:c1 a t:Crew ; skos:prefLabel "Rigging Crew"@en ; t:ledBy t:p1 .
t:p1 a t:Person ; skos:prefLabel "Ines Varga"@en .
"""
T = "http://example.org/tt/"


def _asked_after_the_hall(tmp_path: Path, collapse_page: str, note: str = "a new play") -> RewriteResult:
    # Twenty pages of the repertoire, naming nothing of the graph, make the words of the
    # collapse's and the hall's pages rare ones (but those the notes have too).
    repertoire = [Page(f"Programme note {n}: the company tours {note} each season.", ()) for n in range(20)]
    documents = DocumentTerms.from_chunks([
        *repertoire,
        Page(collapse_page, (T + "i1", T + "v1"), "Harbour Hall Stage Collapse"),
        Page("Harbour Hall seats 900 on two tiers; the get-in door takes a full truck.", (T + "v1",), "Harbour Hall"),
    ])
    session = Rewriter(load_world(tmp_path, "tt", W), documents=documents).session()
    converse(
        session,
        ("what happened in the Harbour Hall stage collapse?", "A rigging bar fell during the get-in; nobody was hurt."),
        ("how many seats does Harbour Hall have?", "Harbour Hall seats 900."),
    )
    return session.rewrite("who led it?")


def test_it_is_the_thing_whose_own_pages_say_the_property(tmp_path: Path) -> None:
    result = _asked_after_the_hall(
        tmp_path, "Harbour Hall Stage Collapse: a rigging bar fell during the get-in. Lead investigator: Ines Varga."
    )
    assert result.entity_ids == (T + "i1",), result.queries


def test_a_word_of_many_pages_says_nothing_of_one_thing(tmp_path: Path) -> None:
    result = _asked_after_the_hall(
        tmp_path, "Harbour Hall Stage Collapse: a rigging bar fell during the get-in. Lead investigator: Ines Varga.",
        note="a new play with a guest lead",
    )
    assert result.entity_ids == (T + "v1",), result.queries


def test_it_stays_the_last_named_thing_when_no_page_says_the_property(tmp_path: Path) -> None:
    # (A guard: the pages decide only when one says what is asked.)
    result = _asked_after_the_hall(
        tmp_path, "Harbour Hall Stage Collapse: a rigging bar fell during the get-in; the bar was replaced."
    )
    assert result.entity_ids == (T + "v1",), result.queries
