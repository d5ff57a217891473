""""Which policy did we update so this can't happen again?" after the printer of a recalled
juice's labels: what can happen again is an event, and a recall is one (a pack's word for
something that happened names its class), though its name states no date; "can't" says so as
"doesn't" does (a made-up world of a juice maker). So for "who spotted it first?" after an
answer that named the juice pulled: what is spotted, logged or investigated has happened."""

from __future__ import annotations

from pathlib import Path

import pytest

from made_up_worlds import converse, rewriter_for

W = """
@prefix j: <http://example.org/juice/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

j:Recall a owl:Class ; rdfs:label "recall"@en .
j:Supplier a owl:Class ; rdfs:label "supplier"@en .
j:Policy a owl:Class ; rdfs:label "policy"@en .
j:printedBy a owl:ObjectProperty ; rdfs:domain j:Recall ; rdfs:range j:Supplier ; rdfs:label "printed by"@en .
j:contractEnd a owl:DatatypeProperty ; rdfs:label "contract end"@en .
j:r1 a j:Recall ; skos:prefLabel "Pulpa Orange Allergen Recall"@en ; skos:altLabel "Pulpa Orange recall"@en ;
    j:printedBy j:s1 .
j:s1 a j:Supplier ; skos:prefLabel "Kerrow Print"@en ; j:contractEnd "2026-03-31" .
j:p1 a j:Policy ; skos:prefLabel "Label Approval Policy"@en .
j:Product a owl:Class ; rdfs:label "product"@en .
j:juice a j:Product ; skos:prefLabel "Pulpa Orange Juice"@en .
"""
J = "http://example.org/juice/"


def test_this_cant_happen_again_is_the_recall(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "juice", W).session()
    converse(
        session,
        ("What was behind the Pulpa Orange recall?", "A label that left out an allergen."),
        ("Who printed those labels?", "Kerrow Print."),
        ("When does their contract run out?", "At the end of March 2026."),
    )
    result = session.rewrite("Which policy did we update so this can't happen again?")
    assert J + "r1" in result.entity_ids and J + "s1" not in result.entity_ids, result.queries


@pytest.mark.parametrize("turn", ["Who spotted it first?", "Which procedure was it logged under?"])
def test_what_is_spotted_or_logged_is_the_recall(tmp_path: Path, turn: str) -> None:
    session = rewriter_for(tmp_path, "juice", W).session()
    converse(
        session,
        ("What was behind the Pulpa Orange recall?", "A label that left out an allergen."),
        ("How much was pulled?", "3,000 bottles of Pulpa Orange Juice."),
    )
    result = session.rewrite(turn)
    assert result.entity_ids == (J + "r1",), result.queries
