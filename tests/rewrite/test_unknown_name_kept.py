""""how about Brodmere Water's leakage?" after a zone's leakage names a company the knowledge
base lacks: the frame of the last question, which would lose that name, is not used; the
name stays in the query and no zone is put in its place (a made-up water company)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix w: <http://example.org/skellochwater/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

w:Zone a owl:Class ; rdfs:label "supply zone"@en .
w:Metric a owl:Class ; rdfs:label "metric"@en .
w:z1 a w:Zone ; skos:prefLabel "Skelloch Town Supply Zone"@en ; skos:altLabel "Skelloch Town"@en .
w:z2 a w:Zone ; skos:prefLabel "Rathmoor Supply Zone"@en ; skos:altLabel "Rathmoor"@en .
w:m1 a w:Metric ; skos:prefLabel "Leakage"@en ; skos:altLabel "leakage"@en .
"""
Z = "http://example.org/skellochwater/"
PAGES = [
    Page("Leakage in Skelloch Town Supply Zone in May was 14.2 Ml/d.", (Z + "m1", Z + "z1"),
         "Skelloch Town leakage May"),
    Page("Leakage in Rathmoor Supply Zone in May was 9.1 Ml/d.", (Z + "m1", Z + "z2"), "Rathmoor leakage May"),
]


ASKED = ("what was leakage in Skelloch Town in May?", "Leakage in Skelloch Town Supply Zone was 14.2 Ml/d.")


@pytest.fixture()
def water(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "skellochwater", W), documents=DocumentTerms.from_chunks(PAGES))


def test_a_name_the_knowledge_base_lacks_stays_in_the_query(water: Rewriter) -> None:
    session = water.session()
    converse(session, ASKED)
    result = session.rewrite("how about Brodmere Water's leakage?")
    assert "Brodmere Water" in result.queries[0], result.queries
    assert Z + "z1" not in result.entity_ids, result.queries


def test_a_known_name_in_the_same_words_varies_the_frame(water: Rewriter) -> None:
    session = water.session()
    converse(session, ASKED)
    result = session.rewrite("how about Rathmoor's leakage?")
    assert set(result.entity_ids) == {Z + "m1", Z + "z2"}, result.queries
