"""Things in play told apart by their kind in the plural and by a date the graph holds (a
made-up world of kilns):

* "how many of those fireboxes do we have": the plural of a type noun ("fireboxes",
  "vehicle models", "companies") is that kind, the one of it in play;
* "how many of the newer one" after an answer naming two models: the one that came into use
  later, by an attribute labelled "introduced";
* "how much does the older one cost" after "which is older, that or the Wexcombe Mk2": of
  the two the question set side by side, not of every model talked of.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink.lang.en import PACK

W = """
@prefix k: <http://example.org/k/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

k:KilnModel a owl:Class ; rdfs:label "kiln model"@en ; skos:altLabel "firebox"@en .
k:Procedure a owl:Class ; rdfs:label "procedure"@en ; skos:altLabel "rule"@en .
k:Site a owl:Class ; rdfs:label "works"@en .
k:introduced a owl:DatatypeProperty ; rdfs:label "introduced"@en .
k:price a owl:DatatypeProperty ; rdfs:label "unit price"@en ; skos:altLabel "cost"@en .
k:m1 a k:KilnModel ; skos:prefLabel "Wexcombe Mk1"@en ; k:introduced "2016" ; k:price "GBP 90,000" .
k:m2 a k:KilnModel ; skos:prefLabel "Wexcombe Mk2"@en ; k:introduced "2021" ; k:price "GBP 120,000" .
k:m3 a k:KilnModel ; skos:prefLabel "Skellan Dryline"@en ; k:introduced "2024" ; k:price "GBP 150,000" .
k:m4 a k:KilnModel ; skos:prefLabel "Hobbet Classic"@en ; k:introduced "2009" ; k:price "GBP 60,000" .
k:p1 a k:Procedure ; skos:prefLabel "Kiln Firing Procedure"@en .
k:w1 a k:Site ; skos:prefLabel "Ostmere Works"@en .
"""
K = "http://example.org/k/"


@pytest.mark.parametrize("noun,plural", [
    ("kiln", "kilns"), ("bus", "buses"), ("vehicle model", "vehicle models"), ("company", "companies"),
    ("branch", "branches"), ("day", "days"),
])
def test_the_plural_of_a_type_noun(noun: str, plural: str) -> None:
    assert PACK.referring.plural_noun is not None
    assert PACK.referring.plural_noun(noun) == plural


def test_those_of_a_kind_in_the_plural_are_the_one_of_it_in_play(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "k", W).session()
    converse(session, ("what are the rules for firing", "Under the Kiln Firing Procedure, Skellan Dryline "
                       "fireboxes are fired at Ostmere Works overnight."))
    result = session.rewrite("how many of those fireboxes do we have")
    assert K + "m3" in result.entity_ids, result.queries
    assert K + "p1" not in result.entity_ids, result.queries


def test_the_newer_one_by_the_day_it_was_introduced(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "k", W).session()
    converse(session, ("what Wexcombe models do we have", "We run the Wexcombe Mk1 and the Wexcombe Mk2."))
    newer = session.rewrite("how many of the newer one")
    assert newer.entity_ids == (K + "m2",), newer.queries
    session.observe_assistant("There are 18 Wexcombe Mk2 in the fleet.")
    older = session.rewrite("and the older one?")
    assert older.entity_ids == (K + "m1",), older.queries


def test_the_older_one_of_the_two_compared(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "k", W).session()
    converse(
        session,
        ("what's the price of the Hobbet Classic", "The Hobbet Classic lists at GBP 60,000."),
        ("and the Skellan Dryline?", "The Skellan Dryline lists at GBP 150,000."),
        ("which is older, that or the Wexcombe Mk2", "The Wexcombe Mk2 came in 2021, the Skellan Dryline in 2024."),
    )
    result = session.rewrite("how much does the older one cost")
    assert result.entity_ids == (K + "m2",), result.queries
