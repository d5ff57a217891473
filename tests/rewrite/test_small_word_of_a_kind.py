"""A word in small letters the documents also write so is no name ("the basic steps" is not
the Quillan Basic plan), unless a label of the thing is that word and a noun of its own kind:
"who is in charge of dispatch?" asks about the Dispatch Team (a made-up freight firm). Where
the documents never write the word so, a word the dictionary knows between "the" and a noun
that names nothing is still said of that noun."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import Page, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Team a owl:Class ; rdfs:label "team"@en .
f:Plan a owl:Class ; rdfs:label "plan"@en .
f:dispatch a f:Team ; skos:prefLabel "Dispatch Team"@en ; skos:altLabel "Dispatch"@en .
f:basic a f:Plan ; skos:prefLabel "Quillan Basic"@en ; skos:altLabel "Basic"@en .
"""
F = "http://example.org/freight/"


@pytest.fixture()
def rewriter(tmp_path: Path) -> Rewriter:
    documents = DocumentTerms.from_chunks([
        Page("The Dispatch Team plans the routes; dispatch also answers the drivers' phones.", (F + "dispatch",),
             "Dispatch Team"),
        Page("Quillan Basic covers basic tracking. The basic steps to report a delay are on the portal.", (F + "basic",),
             "Quillan Basic"),
    ])
    return Rewriter(load_world(tmp_path, "freight", W), documents=documents)


def test_the_word_before_its_kind_names_the_thing(rewriter: Rewriter) -> None:
    result = rewriter.session().rewrite("who is in charge of dispatch?")
    assert result.entity_ids == (F + "dispatch",), result.queries


def test_a_word_of_the_language_is_no_name(rewriter: Rewriter) -> None:
    result = rewriter.session().rewrite("what are the basic steps to report a delay?")
    assert result.entity_ids == (), result.queries


@pytest.fixture()
def capitalised_only(tmp_path: Path) -> Rewriter:
    documents = DocumentTerms.from_chunks([
        Page("Quillan Basic covers tracking and a monthly report.", (F + "basic",), "Quillan Basic"),
    ])
    return Rewriter(load_world(tmp_path, "freight", W), documents=documents)


@pytest.mark.parametrize(("turn", "ids"), [
    ("what are the basic steps to report a delay?", ()),
    ("is the basic plan cheaper?", (F + "basic",)),
    ("can we move to basic?", (F + "basic",)),
])
def test_a_dictionary_word_before_a_plain_noun_is_no_name(capitalised_only: Rewriter, turn: str,
                                                          ids: tuple[str, ...]) -> None:
    result = capitalised_only.session().rewrite(turn)
    assert result.entity_ids == ids, result.queries
