""""back to the drops, is it prescription only" after talk of another product: the lead-in's
description points at what the turn returns to, and the pronoun after it is that thing,
not the one talked of since (a made-up world of a clinic's products)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix c: <http://example.org/c/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

c:Product a owl:Class ; rdfs:label "product"@en .
c:price a owl:DatatypeProperty ; rdfs:label "price"@en .
c:interval a owl:DatatypeProperty ; rdfs:label "dosing interval"@en ; skos:altLabel "how often"@en .
c:legal a owl:DatatypeProperty ; rdfs:label "legal category"@en ; skos:altLabel "prescription only"@en .
c:p1 a c:Product ; skos:prefLabel "Drayle Drops"@en ; c:price "GBP 9" ; c:interval "monthly" ; c:legal "POM-V" .
c:p2 a c:Product ; skos:prefLabel "Drayle Collar"@en ; c:price "GBP 21" ; c:interval "every 8 months" ; c:legal "NFA-VPS" .
"""
C = "http://example.org/c/"


def test_a_pronoun_after_a_return_to_a_described_thing_is_that_thing(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "c", W).session()
    converse(
        session,
        ("Drayle Drops price", "Drayle Drops are GBP 9 a pipette."),
        ("what about the collar", "The Drayle Collar is GBP 21."),
        ("is that one ok for cats", "Yes, the Drayle Collar is fine for cats."),
    )
    result = session.rewrite("back to the drops, is it prescription only")
    assert result.entity_ids == (C + "p1",), result.queries
    assert "Drayle Drops" in result.queries[0] and "Collar" not in result.queries[0], result.queries
