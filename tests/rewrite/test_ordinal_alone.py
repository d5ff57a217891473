"""An English ordinal that closes its clause needs no "one" ("who runs the second?", "the
second - who runs it"): it picks from the list the answer gave; one before a noun counts
that noun ("the first step") (a made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "depot"@en .
f:Person a owl:Class ; rdfs:label "person"@en .
f:manager a owl:ObjectProperty ; rdfs:label "manager"@en ; skos:altLabel "who runs"@en, "runs"@en .

f:york a f:Depot ; skos:prefLabel "York Depot"@en ; f:manager f:ann .
f:leeds a f:Depot ; skos:prefLabel "Leeds Depot"@en ; f:manager f:bob .
f:ann a f:Person ; skos:prefLabel "Ann Reid"@en .
f:bob a f:Person ; skos:prefLabel "Bob Hale"@en .
"""
F = "http://example.org/f/"
LISTED = ("which depots do we have", "We have York Depot and Leeds Depot.")


@pytest.mark.parametrize(("turn", "meant"), [
    ("who runs the second?", "leeds"), ("the second - who runs it", "leeds"), ("and the first?", "york"),
    # A verb or a preposition after it counts nothing: "the second have", "the first for".
    ("does the second have a manager", "leeds"), ("ok ask the first for a slot", "york"),
])
def test_an_ordinal_closing_the_clause_picks_from_the_list(tmp_path: Path, turn: str, meant: str) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, LISTED)
    result = session.rewrite(turn)
    assert result.entity_ids == (F + meant,), result.queries


def test_an_ordinal_before_a_noun_counts_that_noun(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, LISTED)
    result = session.rewrite("what is the first step")
    assert "first step" in result.queries[0], result.queries
