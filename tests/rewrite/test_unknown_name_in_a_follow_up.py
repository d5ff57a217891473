"""A follow-up about a thing the knowledge base lacks, typed in small letters (a made-up
bus company's depots and their lost mileage):

- "and the rider survey score from busmetrix?": words of their own about an unknown
  thing ask their own question, none of the last one's;
- "how about glenbury's lost mileage": the unknown name before a possessive is a name
  too; the depot asked before is not meant.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix b: <http://example.org/corvelbus/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Depot a owl:Class ; rdfs:label "depot"@en .
b:Metric a owl:Class ; rdfs:label "metric"@en .
b:d1 a b:Depot ; skos:prefLabel "Hobb Lane Depot"@en ; skos:altLabel "Hobb Lane"@en .
b:d2 a b:Depot ; skos:prefLabel "Tarrow Depot"@en ; skos:altLabel "Tarrow"@en .
b:m1 a b:Metric ; skos:prefLabel "Lost Mileage"@en ; skos:altLabel "lost miles"@en .
"""
B = "http://example.org/corvelbus/"
PAGES = [
    Page("Lost Mileage at Hobb Lane Depot in May: 1.8%.", (B + "m1", B + "d1"), "Hobb Lane lost mileage May"),
    Page("Lost Mileage at Tarrow Depot in May: 0.9%.", (B + "m1", B + "d2"), "Tarrow lost mileage May"),
]
ASKED = ("What was the lost mileage at Hobb Lane in May?", "Hobb Lane Depot lost 1.8% of scheduled miles in May.")


@pytest.fixture()
def buses(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "corvelbus", W), documents=DocumentTerms.from_chunks(PAGES))


def test_words_of_their_own_about_an_unknown_thing_ask_their_own_question(buses: Rewriter) -> None:
    session = buses.session()
    converse(session, ASKED)
    result = session.rewrite("and the rider survey score from busmetrix?")
    assert result.entity_ids == (), result.queries
    assert result.queries == ("and the rider survey score from busmetrix?",), result.queries


def test_an_unknown_name_before_a_possessive_is_a_name(buses: Rewriter) -> None:
    session = buses.session()
    converse(session, ASKED)
    result = session.rewrite("how about glenbury's lost mileage")
    assert B + "d1" not in result.entity_ids, result.queries
    assert "glenbury" in result.queries[0], result.queries
