"""A return whose lead-in says a word of an earlier topic's name goes back to that topic,
not to the question just before (a made-up freight world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

F = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Contract a owl:Class ; rdfs:label "contract"@en .
f:Person a owl:Class ; rdfs:label "person"@en .
f:manager a owl:ObjectProperty ; rdfs:label "manager"@en ; skos:altLabel "manages"@en .
f:endDate a owl:DatatypeProperty ; rdfs:label "end date"@en ; skos:altLabel "expire"@en .

f:fuel a f:Contract ; skos:prefLabel "Diesel Fuel Supply Contract"@en ; f:manager f:rosa ; f:endDate "31 March 2026" .
f:tyres a f:Contract ; skos:prefLabel "Tyre Service Framework"@en ; f:manager f:rosa .
f:rosa a f:Person ; skos:prefLabel "Rosa Penhale"@en .
f:Supplier a owl:Class ; rdfs:label "supplier"@en .
f:penfold a f:Supplier ; skos:prefLabel "Penfold Fuel"@en .
"""
N = "http://example.org/freight/"


EXCHANGES = (
    ("when does the diesel fuel supply contract expire?", "With Penfold Fuel, 31 March 2026; the retender closes in January."),
    ("who manages it", "Rosa Penhale."),
    ("what else is she managing", "The Tyre Service Framework."),
    ("how much is the tyre framework worth", "GBP 2m a year."),
)


def test_back_to_a_word_of_an_earlier_name_is_that_topic(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", F).session()
    converse(session, *EXCHANGES)
    result = session.rewrite("going back to fuel, what if the award slips")
    assert result.entity_ids == (N + "fuel",), result.queries


def test_back_to_words_no_name_has_is_the_topic_before(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", F).session()
    converse(session, *EXCHANGES)
    result = session.rewrite("going back to the earlier question, what if the award slips")
    assert result.entity_ids == (N + "rosa",), result.queries
