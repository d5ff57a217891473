""""Are any of those in the north?" after a search of filters only: what "those" means is
the search's results, which no name says; the filters written into the query say them, so
the rewrite stands rather than falling back to the words as typed. So does "it" of a thing
the turn asks for ("I also need a lock. It should fit the bike."), which nothing names yet
(a made-up bike hire)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, load_world

from kglink import Rewriter

HIRE = """
@prefix b: <http://example.org/bikehire/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Bike a owl:Class ; rdfs:label "bike"@en .
b:Area a owl:Class ; rdfs:label "area"@en .
b:Kind a owl:Class ; rdfs:label "kind"@en .
b:area a owl:ObjectProperty ; rdfs:label "area"@en ; rdfs:domain b:Bike ; rdfs:range b:Area .
b:kind a owl:ObjectProperty ; rdfs:label "kind"@en ; rdfs:domain b:Bike ; rdfs:range b:Kind .
b:north a b:Area ; skos:prefLabel "north"@en .
b:south a b:Area ; skos:prefLabel "south"@en .
b:tandem a b:Kind ; skos:prefLabel "tandem"@en .
b:single a b:Kind ; skos:prefLabel "single"@en .
b:b1 a b:Bike ; skos:prefLabel "Brackley Twin"@en ; b:area b:north ; b:kind b:tandem .
b:b2 a b:Bike ; skos:prefLabel "Oxney Pair"@en ; b:area b:south ; b:kind b:tandem .
b:b3 a b:Bike ; skos:prefLabel "Lark"@en ; b:area b:north ; b:kind b:single .
"""
B = "http://example.org/bikehire/"
SEARCH = ("I need to hire a tandem for the weekend.",
          "There are two tandems, at different stands. Do you have a preference for one or the other?")


@pytest.fixture()
def hire(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "bikehire", HIRE))


@pytest.mark.parametrize("turn", ["I do not. Are any of those places in the north?", "Are any of them in the north?"])
def test_those_of_a_search_are_its_results_which_its_filters_say(hire: Rewriter, turn: str) -> None:
    session = hire.session()
    converse(session, SEARCH)
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {B + "north", B + "tandem"}, result.queries
    assert "tandem" in result.queries[0], result.queries



def test_it_of_a_thing_sought_stays_and_the_rest_is_resolved(hire: Rewriter) -> None:
    session = hire.session()
    converse(session, ("Is the Brackley Twin free on Saturday?", "Yes, the Brackley Twin is free on Saturday."))
    result = session.rewrite("I also need a lock. It should fit the bike.")
    assert result.entity_ids == (B + "b1",), result.queries
    assert "Brackley Twin" in result.queries[0] and "It should" in result.queries[0], result.queries

