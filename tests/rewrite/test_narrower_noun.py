"""A kind's narrower noun (an altLabel, not its label) that is a word of one candidate's
name picks that one: "the rate for the suite" after a double room and a sea suite. The
label is the head of many names ("the room type", "这家酒店") and picks none (a made-up
hotel)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:RoomType a owl:Class ; rdfs:label "room type"@en ; skos:altLabel "suite"@en, "double"@en .
f:rate a owl:DatatypeProperty ; rdfs:label "nightly rate"@en ; skos:altLabel "rate"@en .
f:d a f:RoomType ; skos:prefLabel "Harbourview Deluxe Double"@en ; f:rate "180 GBP" .
f:s a f:RoomType ; skos:prefLabel "Harbourview Sea Suite"@en ; f:rate "320 GBP" .
"""
F = "http://example.org/f/"
LISTED = ("what room types are there", "Harbourview Deluxe Double (180 GBP) and Harbourview Sea Suite (320 GBP).")


@pytest.mark.parametrize(("turn", "meant"), [("what's the rate for the suite", "s"), ("is the double cheaper", "d")])
def test_a_narrower_noun_in_one_name_picks_it(tmp_path: Path, turn: str, meant: str) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, LISTED)
    assert session.rewrite(turn).entity_ids == (F + meant,)


def test_the_kinds_label_picks_none(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, LISTED)
    assert len(session.rewrite("what's the rate for that room type").entity_ids) != 1
