""""which of our vans are that model" after a model's October figure: "which of our" asks
which things of a kind, as "which vans" does; the vans of a model are so whatever the
month, so October is not written; "which vans are that model" likewise: a demonstrative goes
along the edge to the kind asked as a pronoun does (a made-up courier's vans and models)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink import Session

FLEET = """
@prefix v: <http://example.org/fleet/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

v:Van a owl:Class ; rdfs:label "van"@en .
v:VanModel a owl:Class ; rdfs:label "van model"@en ; skos:altLabel "model"@en .
v:Metric a owl:Class ; rdfs:label "metric"@en .
v:model a owl:ObjectProperty ; rdfs:domain v:Van ; rdfs:range v:VanModel ; rdfs:label "model"@en .
v:t3 a v:VanModel ; skos:prefLabel "Tarrow T3"@en .
v:k9 a v:VanModel ; skos:prefLabel "Kelvo K9"@en .
v:van1 a v:Van ; skos:prefLabel "Van QX-101"@en ; v:model v:t3 .
v:van2 a v:Van ; skos:prefLabel "Van QX-102"@en ; v:model v:t3 .
v:van3 a v:Van ; skos:prefLabel "Van QX-201"@en ; v:model v:k9 .
v:breakdowns a v:Metric ; skos:prefLabel "Breakdown Rate"@en ; skos:altLabel "breakdown rate"@en .
"""
V = "http://example.org/fleet/"
OCTOBER = ("what was the breakdown rate of the Tarrow T3 in October",
           "2.1 per 10,000 km for the Tarrow T3 in October 2025.")


def _after_october(tmp_path: Path) -> Session:
    """A session that asked a model's October figure and was answered."""
    session = rewriter_for(tmp_path, "fleet", FLEET).session()
    converse(session, OCTOBER)
    return session


def test_which_of_our_kind_are_that_model_carries_no_month(tmp_path: Path) -> None:
    session = _after_october(tmp_path)
    result = session.rewrite("which of our vans are that model")
    assert V + "t3" in result.entity_ids, result.queries
    assert "October" not in result.queries[0], result.queries


def test_which_kind_are_that_model_carries_no_month(tmp_path: Path) -> None:
    # (A demonstrative, as a pronoun does, goes along the edge to the kind asked.)
    session = _after_october(tmp_path)
    result = session.rewrite("which vans are that model")
    assert V + "t3" in result.entity_ids, result.queries
    assert "October" not in result.queries[0], result.queries
