""""what else do we buy from them" answered with a list of products -> "their phone number?": a
property none of the listed things has is asked of the one thing in play that has it, the
supplier the talk was about, not of the list (a made-up world of a vet group's products and
suppliers). A property the listed things have is still asked of them."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix v: <http://example.org/v/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

v:Product a owl:Class ; rdfs:label "product"@en .
v:Supplier a owl:Class ; rdfs:label "supplier"@en .
v:phone a owl:DatatypeProperty ; rdfs:label "phone"@en ; skos:altLabel "phone number"@en .
v:price a owl:DatatypeProperty ; rdfs:label "price"@en .
v:suppliedBy a owl:ObjectProperty ; rdfs:domain v:Product ; rdfs:range v:Supplier ; rdfs:label "supplier"@en .
v:s1 a v:Supplier ; skos:prefLabel "Ledgerly Wholesale"@en ; v:phone "0800 100 200" .
v:p1 a v:Product ; skos:prefLabel "Drayvax 2"@en ; v:price "GBP 40" ; v:suppliedBy v:s1 .
v:p2 a v:Product ; skos:prefLabel "Hobbimune 4"@en ; v:price "GBP 31" ; v:suppliedBy v:s1 .
v:p3 a v:Product ; skos:prefLabel "Skellan Chew"@en ; v:price "GBP 11" ; v:suppliedBy v:s1 .
"""
V = "http://example.org/v/"


def _session(tmp_path: Path):
    session = rewriter_for(tmp_path, "v", W).session()
    converse(
        session,
        ("who supplies Drayvax 2", "Ledgerly Wholesale."),
        ("what else do we buy from them", "Hobbimune 4 and Skellan Chew."),
    )
    return session


def test_a_property_the_list_lacks_is_the_suppliers(tmp_path: Path) -> None:
    result = _session(tmp_path).rewrite("their phone number?")
    assert result.entity_ids == (V + "s1",), result.queries


def test_a_property_the_list_has_stays_with_the_list(tmp_path: Path) -> None:
    result = _session(tmp_path).rewrite("their price?")
    assert set(result.entity_ids) == {V + "p2", V + "p3"}, result.queries
