""""and both in July?" after the same figure asked of one depot, then of another: the two
asked, side by side, with the figure and the new month; the one the last query names
stays and the other goes beside it. An "and" opening the clause joins nothing. A made-up
freight world written here."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, load_world

from kglink import Rewriter

W = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "Depot"@en .
f:Metric a owl:Class ; rdfs:label "Metric"@en .

f:ostmere a f:Depot ; skos:prefLabel "Ostmere Depot"@en ; skos:altLabel "Ostmere"@en .
f:annexe a f:Depot ; skos:prefLabel "Ostmere Depot Annexe"@en ; skos:altLabel "the annexe"@en .
f:parcels a f:Metric ; skos:prefLabel "Parcels Handled"@en ; skos:altLabel "parcels"@en .
"""
F = "http://example.org/freight/"
ASKED = [("parcels at ostmere in june", "Ostmere Depot handled 41,000 parcels in June."),
         ("and the annexe?", "Ostmere Depot Annexe handled 9,000 parcels in June.")]


@pytest.fixture()
def rewriter(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "freight", W))


@pytest.mark.parametrize("turn", ["and both in july", "what about both in july?"])
def test_both_are_asked_beside_each_other(rewriter: Rewriter, turn: str) -> None:
    session = rewriter.session()
    converse(session, *ASKED)
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {F + "ostmere", F + "annexe", F + "parcels"}, result.queries
    (query,) = result.queries
    assert "Ostmere Depot Annexe and Ostmere Depot" in query and "July" in query, query
