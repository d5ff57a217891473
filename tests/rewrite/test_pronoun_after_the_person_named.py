""""going back to Ada, what's her number?": a personal pronoun after the one person the query
names, a comma between, means that person; the query is no dangling reference, and the rules'
query stands (a made-up yard operator)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix y: <http://example.org/yd2/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

y:Site a owl:Class ; rdfs:label "site"@en .
y:Person a owl:Class ; rdfs:label "person"@en .
y:Incident a owl:Class ; rdfs:label "incident"@en .
y:manager a owl:ObjectProperty ; rdfs:label "manager"@en .
y:phone a owl:DatatypeProperty ; rdfs:label "phone"@en .
y:s1 a y:Site ; skos:prefLabel "Fenwick Yard"@en ; y:manager y:m1 .
y:m1 a y:Person ; skos:prefLabel "Ada Voss"@en ; y:phone "555-0101" .
y:i1 a y:Incident ; skos:prefLabel "Fenwick Yard Forklift Collision"@en ; skos:altLabel "forklift collision"@en .
"""
Y = "http://example.org/yd2/"


def test_her_after_the_person_the_return_names(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "yd2", W).session()
    converse(session, ("who manages Fenwick Yard?", "Ada Voss manages Fenwick Yard."),
             ("tell me about the forklift collision", "On 3 May a forklift hit a racking bay at Fenwick Yard."))
    result = session.rewrite("going back to Ada Voss, what's her number?")
    assert result.entity_ids == (Y + "m1",), result.queries
    assert result.method == "rule", result.queries
