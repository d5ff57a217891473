""""when was the Aldra Engine Fire?" -> … -> "which vessel was hit by it?" -> "MV Aldra" ->
"did the board change the maintenance policy because of it?": "it" is the thing in play whose
own pages have the clause's words (the fire's report speaks of the board and the policy), not
the vessel the last answer named, whose pages have none of them (a made-up world of a ferry
operator's vessels and incidents)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter, RewriteResult, Session
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix f: <http://example.org/fe/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Vessel a owl:Class ; rdfs:label "vessel"@en .
f:Incident a owl:Class ; rdfs:label "incident"@en .
f:onVessel a owl:ObjectProperty ; rdfs:domain f:Incident ; rdfs:range f:Vessel ; rdfs:label "vessel"@en .
f:v1 a f:Vessel ; skos:prefLabel "MV Aldra"@en ; skos:altLabel "Aldra"@en .
f:v2 a f:Vessel ; skos:prefLabel "MV Brisk"@en .
f:i1 a f:Incident ; skos:prefLabel "Aldra Engine Fire"@en ; f:onVessel f:v1 .
"""
F = "http://example.org/fe/"


def _session(tmp_path: Path, vessel_page: str) -> Session:
    documents = DocumentTerms.from_chunks([
        Page("The Aldra Engine Fire on 3 May: a split fuel line on the port engine. The board changed the "
             "maintenance policy: fuel lines are now replaced every two years.", (F + "i1", F + "v1"), "Aldra Engine Fire"),
        Page(vessel_page, (F + "v1",), "MV Aldra"),
        Page("MV Brisk carries 200 passengers on the island route.", (F + "v2",), "MV Brisk"),
    ])
    return Rewriter(load_world(tmp_path, "fe", W), documents=documents).session()


def _asked_after_the_fire(tmp_path: Path, vessel_page: str) -> RewriteResult:
    session = _session(tmp_path, vessel_page)
    converse(
        session,
        ("when was the Aldra Engine Fire?", "On 3 May, in the port engine."),
        ("which vessel was hit by it?", "MV Aldra, on the harbour route."),
    )
    return session.rewrite("did the board change the maintenance policy because of it?")


def test_it_is_the_thing_whose_own_pages_have_the_words(tmp_path: Path) -> None:
    result = _asked_after_the_fire(tmp_path, "MV Aldra carries 300 passengers and 40 cars on the harbour route.")
    assert result.entity_ids == (F + "i1",), result.queries


def test_it_stays_the_salient_thing_when_its_pages_have_the_words_too(tmp_path: Path) -> None:
    result = _asked_after_the_fire(
        tmp_path, "MV Aldra: the board approved a new maintenance policy for her engines in 2024."
    )
    assert result.entity_ids == (F + "v1",), result.queries
