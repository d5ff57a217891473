""""How many units did the recall affect?" opening the talk, with two recalls in the
knowledge base: "the" says the user has one in mind, so the turn asks which of the two;
"the allergen one" answers. With more than a few things of the kind it asks nothing (a
made-up world of a juice maker)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import rewriter_for

W = """
@prefix j: <http://example.org/juicery/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

j:Recall a owl:Class ; rdfs:label "recall"@en .
j:Supplier a owl:Class ; rdfs:label "supplier"@en .
j:units a owl:DatatypeProperty ; rdfs:label "units"@en .
j:r1 a j:Recall ; skos:prefLabel "Pulpa Orange Allergen Recall"@en ; j:units "4,200" .
j:r2 a j:Recall ; skos:prefLabel "Pulpa Apple Glass Recall"@en ; j:units "900" .
j:s1 a j:Supplier ; skos:prefLabel "Kerrow Print"@en .
j:s2 a j:Supplier ; skos:prefLabel "Brisa Bottles"@en .
j:s3 a j:Supplier ; skos:prefLabel "Orchard Lane Fruit"@en .
j:s4 a j:Supplier ; skos:prefLabel "Tamsin Caps"@en .
j:s5 a j:Supplier ; skos:prefLabel "Dunley Sugar"@en .
"""
J = "http://example.org/juicery/"


def test_the_recall_opening_the_talk_asks_which_of_the_two(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "juicery", W).session()
    asked = session.rewrite("How many units did the recall affect?")
    assert asked.clarify is not None and {c.id for c in asked.clarify} == {J + "r1", J + "r2"}, asked.queries
    session.observe_assistant("Which recall: the allergen one or the glass one?")
    result = session.rewrite("The allergen one.")
    assert result.entity_ids == (J + "r1",), result.queries


def test_the_supplier_of_five_asks_nothing(tmp_path: Path) -> None:
    result = rewriter_for(tmp_path, "juicery", W).session().rewrite("When does the supplier's contract end?")
    assert result.clarify is None, result.queries
