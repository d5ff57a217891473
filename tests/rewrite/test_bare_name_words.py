"""A bare word of a name in play stands for the name ("and Harlow?"), but not after "a"
("if a visitor forgets") and not when it is half of a hyphenated word of the name ("sign"
of "Sign-in"): those are common words, and writing the name for them mangles the query
(a made-up hospital)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

SITES = """
@prefix h: <http://example.org/sites/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Procedure a owl:Class ; rdfs:label "procedure"@en .
h:Site a owl:Class ; rdfs:label "site"@en .
h:usedAt a owl:ObjectProperty ; rdfs:label "used at"@en .

h:signin a h:Procedure ; skos:prefLabel "Visitor Sign-in Procedure"@en ; h:usedAt h:harlow, h:kelby .
h:harlow a h:Site ; skos:prefLabel "Harlow Hospital"@en .
h:kelby a h:Site ; skos:prefLabel "Kelby Hospital"@en .
"""
H = "http://example.org/sites/"
ASKED = ("where is the visitor sign-in procedure used", "At Harlow Hospital and Kelby Hospital.")


@pytest.fixture()
def sites(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "sites", SITES)


def test_a_bare_word_of_a_name_in_play_is_that_name(sites: Rewriter) -> None:
    session = sites.session()
    converse(session, ASKED)
    result = session.rewrite("who runs it at Harlow?")
    assert H + "harlow" in result.entity_ids, result.queries


def test_a_word_after_an_indefinite_article_or_half_a_hyphenated_word_is_no_name(sites: Rewriter) -> None:
    session = sites.session()
    converse(session, ASKED)
    query = session.rewrite("what happens if a visitor forgets to sign out").queries[0]
    assert "a Visitor Sign-in Procedure" not in query, query
    assert "to Visitor Sign-in Procedure" not in query, query
    assert "forgets to sign out" in query, query
