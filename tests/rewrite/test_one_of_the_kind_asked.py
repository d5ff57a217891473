""""The Norvik one" after a question that asked for things of a kind ("list our contracts
with Norvik and Halden") is Norvik's thing of that kind, not Norvik; a word of dates before
the name ("the current Halden one", "the old Halden one") picks one of two such things by
the dates they hold. A made-up hospital's world: two suppliers and their contracts."""

from __future__ import annotations

from kglink import Session
from made_up_worlds import converse, rewriter_for

W = "http://example.org/wards/"
WARDS = """
@prefix w: <http://example.org/wards/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Supplier a owl:Class ; rdfs:label "supplier"@en .
w:Contract a owl:Class ; rdfs:label "contract"@en ; skos:altLabel "agreement"@en .
w:contractor a owl:ObjectProperty ; rdfs:label "contractor"@en .
w:effective a owl:DatatypeProperty ; rdfs:label "effective from"@en .
w:endDate a owl:DatatypeProperty ; rdfs:label "end date"@en .
w:norvik a w:Supplier ; skos:prefLabel "Norvik Linen"@en ; skos:altLabel "norvik"@en .
w:halden a w:Supplier ; skos:prefLabel "Halden Foods"@en ; skos:altLabel "halden"@en .
w:linen a w:Contract ; skos:prefLabel "Ward Linen Contract"@en ; w:contractor w:norvik ;
    w:effective "1 May 2022" ; w:endDate "30 April 2027" .
w:food21 a w:Contract ; skos:prefLabel "Catering Agreement 2021"@en ; w:contractor w:halden ;
    w:effective "1 January 2021" ; w:endDate "31 December 2023" .
w:food24 a w:Contract ; skos:prefLabel "Catering Agreement 2024"@en ; w:contractor w:halden ;
    w:effective "1 January 2024" ; w:endDate "31 December 2028" .
"""

LISTED = (
    "list our contracts with norvik and halden",
    "With Norvik Linen: the Ward Linen Contract. With Halden Foods: the Catering Agreement 2024, "
    "which replaced the Catering Agreement 2021.",
)


def _after_the_list(tmp_path, text: str) -> list[str]:
    session = Session(rewriter_for(tmp_path, "wards", WARDS))
    converse(session, LISTED)
    return [e.id for e in session.rewrite(text).entities]


def test_the_one_of_a_name_is_its_thing_of_the_kind_asked(tmp_path) -> None:
    assert _after_the_list(tmp_path, "when does the norvik one end") == [W + "linen"]


def test_a_word_of_dates_picks_one_of_the_two(tmp_path) -> None:
    found = _after_the_list(tmp_path, "when do the norvik one and the current halden one end")
    assert found == [W + "linen", W + "food24"]
    assert _after_the_list(tmp_path, "when does the old halden one end") == [W + "food21"]


def test_two_of_the_kind_and_no_word_of_dates_name_neither(tmp_path) -> None:
    # "the halden one" fits both of Halden's agreements: it stays Halden, as typed.
    assert W + "food24" not in _after_the_list(tmp_path, "when does the halden one end")
