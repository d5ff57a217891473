"""A name typed in small letters that no name, no document and no dictionary has ("would
zentrova be a threat to us") is a thing the knowledge base does not hold: the turn is not
about the topic. A misspelt ordinary word ("the adress") and a word the documents use are
no such name (a made-up freight world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "Depot"@en .
f:Contract a owl:Class ; rdfs:label "Contract"@en .
f:address a owl:DatatypeProperty ; rdfs:label "address"@en .

f:york a f:Depot ; skos:prefLabel "York Depot"@en ; f:address "12 Ouse Road, York" .
f:haulage a f:Contract ; skos:prefLabel "York Haulage Contract"@en .
"""
F = "http://example.org/freight/"


@pytest.fixture()
def rewriter(tmp_path: Path) -> Rewriter:
    documents = DocumentTerms.from_chunks([
        Page("York Depot handles the northern routes. Its throughput and dock hours are reviewed monthly.",
             (F + "york",), "York Depot"),
        Page("The York Haulage Contract sets the penalty for late trailers and the dock hours.",
             (F + "haulage", F + "york"), "York Haulage Contract"),
    ])
    return Rewriter(load_world(tmp_path, "freight", W), documents=documents)


ASKED = ("how is york depot doing", "York Depot's throughput rose in August.")


def test_a_name_in_small_letters_no_one_knows_is_not_the_topic(rewriter: Rewriter) -> None:
    session = rewriter.session()
    converse(session, ASKED)
    result = session.rewrite("would zentrova be a threat to us")
    assert result.entity_ids == (), result.queries


def test_a_name_a_first_letter_off_a_word_is_still_a_name(rewriter: Rewriter) -> None:
    # ("zarrant" is "warrant" but for its first letter, where typing slips are rare.)
    session = rewriter.session()
    converse(session, ASKED)
    result = session.rewrite("cover renewal with zarrant mutual when")
    assert result.entity_ids == (), result.queries


@pytest.mark.parametrize("turn", ["whats the adress", "what are the dock hours"])
def test_a_slip_or_a_word_of_the_documents_goes_on_about_the_topic(rewriter: Rewriter, turn: str) -> None:
    session = rewriter.session()
    converse(session, ASKED)
    result = session.rewrite(turn)
    assert result.entity_ids == (F + "york",), result.queries


def test_a_text_of_many_strange_words_is_searched_a_few_words_deep(
    rewriter: Rewriter, monkeypatch: pytest.MonkeyPatch
) -> None:
    from kglink.lang.lexicon import Lexicon

    looked: list[str] = []
    slip_of = Lexicon.slip_of
    monkeypatch.setattr(Lexicon, "slip_of", lambda self, word: looked.append(word) or slip_of(self, word))
    session = rewriter.session()
    converse(session, ASKED)
    session.rewrite(" ".join(["adress", "restuarant", "palces", "enterance"] * 25))
    assert 0 < len(looked) <= 20  # of 100 slips (a clause is read twice at most)
