""""what's the flow at Quillmoor Pumping Station?" -> "…pumps to Marlow Vale Works with two
Torva T3 pumps." -> "who runs the works it pumps to": the clause after "the works" says which
works and is part of the description; "it pumps" is a subject and its verb, no pumps owned
(a made-up world of a water company's stations and works)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink import RewriteResult

W = """
@prefix w: <http://example.org/wp/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

w:Station a owl:Class ; rdfs:label "pumping station"@en ; skos:altLabel "station"@en .
w:Works a owl:Class ; rdfs:label "treatment works"@en ; skos:altLabel "works"@en .
w:Pump a owl:Class ; rdfs:label "pump"@en .
w:Person a owl:Class ; rdfs:label "person"@en .
w:pumpsTo a owl:ObjectProperty ; rdfs:label "pumps to"@en .
w:hasPump a owl:ObjectProperty ; rdfs:label "pump model"@en .
w:runBy a owl:ObjectProperty ; rdfs:label "run by"@en ; skos:altLabel "runs"@en .
w:s a w:Station ; skos:prefLabel "Quillmoor Pumping Station"@en ; w:pumpsTo w:v ; w:hasPump w:t ; w:runBy w:a .
w:v a w:Works ; skos:prefLabel "Marlow Vale Works"@en ; w:runBy w:b .
w:t a w:Pump ; skos:prefLabel "Torva T3"@en .
w:a a w:Person ; skos:prefLabel "Ada Quince"@en .
w:b a w:Person ; skos:prefLabel "Bram Ostler"@en .
"""
P = "http://example.org/wp/"


def _after_the_station(tmp_path: Path, turn: str) -> RewriteResult:
    session = rewriter_for(tmp_path, "wp", W).session()
    converse(session, (
        "what's the flow at Quillmoor Pumping Station?",
        "Quillmoor Pumping Station pumps up to 300 l/s to Marlow Vale Works with two Torva T3 pumps.",
    ))
    return session.rewrite(turn)


def test_the_clause_after_a_description_is_part_of_it(tmp_path: Path) -> None:
    result = _after_the_station(tmp_path, "who runs the works it pumps to")
    assert result.entity_ids == (P + "v",), result.queries
    assert "Quillmoor" not in result.queries[0], result.queries


def test_a_pronoun_before_a_verb_owns_nothing(tmp_path: Path) -> None:
    # ("it pumps too much": the station and its verb, not the station's pumps.)
    result = _after_the_station(tmp_path, "what happens when it pumps too much?")
    assert P + "t" not in result.entity_ids and P + "s" in result.entity_ids, result.queries


def test_a_possessive_before_a_kind_still_owns_it(tmp_path: Path) -> None:
    result = _after_the_station(tmp_path, "is its pump new?")
    assert P + "t" in result.entity_ids, result.queries
