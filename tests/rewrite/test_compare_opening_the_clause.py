""""compare harlow q3" after the quarter's figure of York: the imperative opening the clause
sets the region it names beside the one in play, as "compare it with harlow" does. A made-up
freight operator's world of two regions and their quarterly delays."""

from __future__ import annotations

from kglink import Session
from made_up_worlds import converse, rewriter_for

W = "http://example.org/regions/"
W_TTL = """
@prefix w: <http://example.org/regions/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Region a owl:Class ; rdfs:label "region"@en .
w:Metric a owl:Class ; rdfs:label "metric"@en .
w:york a w:Region ; skos:prefLabel "York"@en .
w:harlow a w:Region ; skos:prefLabel "Harlow"@en .
w:delay a w:Metric ; skos:prefLabel "Delay Minutes"@en .
"""


def test_compare_opening_the_clause_sets_both_side_by_side(tmp_path) -> None:
    session = Session(rewriter_for(tmp_path, "regions", W_TTL))
    converse(session, ("delay minutes york q3", "York had 84 delay minutes in Q3 2025."))
    result = session.rewrite("compare harlow q3")
    assert {e.id for e in result.entities} >= {W + "harlow", W + "york"}, result.queries
