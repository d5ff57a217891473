""""What about the Reserve version?" after Ember Red Ale and Slate Porter, each with a Reserve
beer: the mark names a sibling of each, so the turn asks which; "the red one" answers it. A
family's front is its name's longest front among its labels and aliases (Slate Porter, not
"Slate" of a longer alias "Slatewood Porter"), before those of misspelt hidden names (a
made-up world of a brewery's beers)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix b: <http://example.org/beer/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Beer a owl:Class ; rdfs:label "beer"@en .
b:abv a owl:DatatypeProperty ; rdfs:label "ABV"@en .
b:agedFrom a owl:ObjectProperty ; rdfs:domain b:Beer ; rdfs:range b:Beer ; rdfs:label "aged from"@en .
b:red a b:Beer ; skos:prefLabel "Ember Red Ale"@en ; b:abv "5.0%" .
b:redR a b:Beer ; skos:prefLabel "Ember Reserve"@en ; b:agedFrom b:red .
b:porter a b:Beer ; skos:prefLabel "Slate Porter"@en ; skos:altLabel "Slatewood Porter"@en ;
    skos:hiddenLabel "Slate Portter"@en ; b:abv "5.8%" .
b:porterR a b:Beer ; skos:prefLabel "Slate Porter Reserve"@en ; b:agedFrom b:porter .
"""
B = "http://example.org/beer/"


def test_a_mark_of_two_families_asks_which_and_the_answer_picks(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "beer", W).session()
    converse(
        session,
        ("What's the ABV of Ember Red Ale?", "Ember Red Ale is 5.0% ABV."),
        ("And Slate Porter?", "Slate Porter is 5.8% ABV."),
    )
    asked = session.rewrite("What about the Reserve version?")
    assert asked.clarify is not None and {c.id for c in asked.clarify} == {B + "redR", B + "porterR"}, asked.queries
    session.observe_assistant("Ember Reserve or Slate Porter Reserve?")
    result = session.rewrite("The red one.")
    assert result.entity_ids == (B + "redR",), result.queries
