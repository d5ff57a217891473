""""how much does each of those cost" after an answer that listed three products: every one
it listed of one kind (a broader kind too: two vaccines and a diet are products; the plan that
includes them is not one), not the first two (a made-up world of a clinic's plans)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix c: <http://example.org/c/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

c:Plan a owl:Class ; rdfs:label "plan"@en .
c:Product a owl:Class ; rdfs:label "product"@en .
c:Vaccine a owl:Class ; rdfs:subClassOf c:Product ; rdfs:label "vaccine"@en .
c:Diet a owl:Class ; rdfs:subClassOf c:Product ; rdfs:label "diet"@en .
c:includes a owl:ObjectProperty ; rdfs:label "included product"@en ; skos:altLabel "what's included"@en .
c:price a owl:DatatypeProperty ; rdfs:label "price"@en ; skos:altLabel "cost"@en .
c:plan a c:Plan ; skos:prefLabel "Wexcombe Senior Plan"@en ; skos:altLabel "senior plan"@en ;
    c:includes c:v1, c:v2, c:d1 .
c:v1 a c:Vaccine ; skos:prefLabel "Drayvax 3"@en ; c:price "GBP 48" .
c:v2 a c:Vaccine ; skos:prefLabel "Hobbimune 5"@en ; c:price "GBP 52" .
c:d1 a c:Diet ; skos:prefLabel "Quarrow Renal"@en ; c:price "GBP 24" .
"""
C = "http://example.org/c/"


def test_each_of_those_is_every_one_listed(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "c", W).session()
    converse(session, ("what's included in the senior plan",
                       "Wexcombe Senior Plan includes Drayvax 3, Hobbimune 5 and Quarrow Renal."))
    result = session.rewrite("how much does each of those cost separately")
    assert set(result.entity_ids) == {C + "v1", C + "v2", C + "d1"}, result.queries
