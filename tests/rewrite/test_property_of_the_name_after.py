""""and the curator of Northern Looms?" after a question about the curator of another show: the
word "curator" (a property, and a noun of persons) said of the name after it asks that
property of that name; it points at no curator in play (a made-up gallery)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix a: <http://example.org/art/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

a:Exhibition a owl:Class ; rdfs:label "exhibition"@en .
a:Person a owl:Class ; rdfs:label "person"@en ; skos:altLabel "curator"@en .
a:curator a owl:ObjectProperty ; rdfs:label "curator"@en .
a:email a owl:DatatypeProperty ; rdfs:label "email"@en .
a:x1 a a:Exhibition ; skos:prefLabel "Tides and Timber"@en ; a:curator a:c1 .
a:x2 a a:Exhibition ; skos:prefLabel "Northern Looms"@en ; a:curator a:c2 .
a:c1 a a:Person ; skos:prefLabel "Imelda Crane"@en ; a:email "icrane@example.org" .
a:c2 a a:Person ; skos:prefLabel "Tobias Fenn"@en .
"""
A = "http://example.org/art/"


def test_the_property_of_the_name_after_it(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "art", W).session()
    converse(session, ("who curated Tides and Timber?", "Imelda Crane curated Tides and Timber."),
             ("what's her email?", "icrane@example.org."))
    result = session.rewrite("and the curator of Northern Looms?")
    assert result.entity_ids == (A + "x2",), result.queries
