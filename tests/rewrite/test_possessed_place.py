"""A possessive pronoun before the kind of a place the person is linked to names that place
alone: "the on-time rate at her yard in May" asks the yard's figure, the person only led to
it; "is her policy overdue" keeps the person beside what she owns (a made-up freight firm)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

FREIGHT = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Person a owl:Class ; rdfs:label "person"@en .
f:Yard a owl:Class ; rdfs:label "yard"@en .
f:Policy a owl:Class ; rdfs:label "policy"@en .
f:Figure a owl:Class ; rdfs:label "figure"@en .
f:basedAt a owl:ObjectProperty ; rdfs:label "based at"@en .
f:owns a owl:ObjectProperty ; rdfs:label "owns"@en .
f:orla a f:Person ; skos:prefLabel "Orla Fenwick"@en ; f:basedAt f:brackley ; f:owns f:lashing .
f:brackley a f:Yard ; skos:prefLabel "Brackley Yard"@en .
f:lashing a f:Policy ; skos:prefLabel "Load Lashing Policy"@en .
f:ontime a f:Figure ; skos:prefLabel "On-Time Rate"@en .
"""
F = "http://example.org/freight/"


def _session(tmp_path: Path):
    session = rewriter_for(tmp_path, "freight", FREIGHT).session()
    converse(session, ("who is Orla Fenwick", "Orla Fenwick runs Brackley Yard and owns the Load Lashing Policy."))
    return session


def test_her_place_is_the_place_alone(tmp_path: Path) -> None:
    result = _session(tmp_path).rewrite("what was the on-time rate at her yard in May")
    assert set(result.entity_ids) == {F + "brackley", F + "ontime"}, result.queries
    assert "Brackley Yard" in result.queries[0] and "Orla" not in result.queries[0], result.queries


def test_her_policy_stays_hers(tmp_path: Path) -> None:
    result = _session(tmp_path).rewrite("is her policy overdue")
    assert set(result.entity_ids) == {F + "orla", F + "lashing"}, result.queries
