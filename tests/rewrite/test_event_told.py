"""An event asked nothing in particular of ("tell me about the forklift collision") is
what the answer tells; where it happened is a detail, so "who investigated it" is still
the event, while an answer to which place it was gives that place (a made-up freight
world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "depot"@en .
f:Person a owl:Class ; rdfs:label "person"@en .
f:Incident a owl:Class ; rdfs:label "incident"@en .
f:manager a owl:ObjectProperty ; rdfs:label "manager"@en ; skos:altLabel "who runs"@en .
f:occurredAt a owl:ObjectProperty ; rdfs:label "occurred at"@en .
f:occurredOn a owl:DatatypeProperty ; rdfs:label "date"@en .

f:york a f:Depot ; skos:prefLabel "York Depot"@en ; f:manager f:ann .
f:ann a f:Person ; skos:prefLabel "Ann Reid"@en .
f:crash a f:Incident ; skos:prefLabel "May 2025 York Forklift Collision"@en ;
    skos:altLabel "forklift collision"@en ; f:occurredAt f:york ; f:occurredOn "2025-05-12" .
"""
F = "http://example.org/f/"
TOLD = ("tell me about the forklift collision", "On 12 May a forklift hit a racking bay at York Depot; nobody was hurt.")


def test_it_after_an_event_was_told_is_the_event(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, TOLD)
    result = session.rewrite("who investigated it")
    assert result.entity_ids == (F + "crash",), result.queries


def test_it_after_the_place_was_asked_for_is_the_place(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("which depot had the forklift collision", "York Depot, on 12 May."))
    result = session.rewrite("who runs it")
    assert result.entity_ids == (F + "york",), result.queries


ZH = """
@prefix h: <http://example.org/h/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Dept a owl:Class ; rdfs:label "科室"@zh .
h:Incident a owl:Class ; rdfs:label "事件"@zh .
h:occurredAt a owl:ObjectProperty ; rdfs:label "发生科室"@zh .

h:peds a h:Dept ; skos:prefLabel "仁和医院儿科"@zh .
h:drip a h:Incident ; skos:prefLabel "仁和医院儿科输液外渗事件"@zh ; skos:altLabel "输液事件"@zh ; h:occurredAt h:peds .
"""


def test_an_event_the_ontology_calls_so_is_told_though_its_name_has_no_date(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "h", ZH).session()
    converse(session, ("说说输液事件", "3月15日仁和医院儿科一名患儿输液外渗，已处理。"))
    result = session.rewrite("它当时是谁处理的")
    assert result.entity_ids == ("http://example.org/h/drip",), result.queries
