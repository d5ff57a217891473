""""is Vellan Transmitter back on air?" -> "who looks after the mast?": "the mast" is a kind the
ontology names (the transmitter's), no misspelling of the region called "the east" (a made-up
world of a broadcaster's transmitters and regions)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix t: <http://example.org/vt/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

t:Region a owl:Class ; rdfs:label "region"@en .
t:Transmitter a owl:Class ; rdfs:label "transmitter"@en ; skos:altLabel "mast"@en .
t:e a t:Region ; skos:prefLabel "Kelvar East"@en ; skos:altLabel "the east"@en .
t:v a t:Transmitter ; skos:prefLabel "Vellan Transmitter"@en .
"""
T = "http://example.org/vt/"


def test_a_kind_is_no_misspelt_name(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "vt", W).session()
    converse(session, ("is Vellan Transmitter back on air?", "Yes, since 06:10."))
    result = session.rewrite("who looks after the mast?")
    assert T + "e" not in result.entity_ids and T + "v" in result.entity_ids, result.queries

