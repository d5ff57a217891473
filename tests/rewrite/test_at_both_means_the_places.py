""""visitor numbers at both in September" after an answer naming two curators and the sites they
run: "at" before "both" says the places, not the persons the answer named first. Without it
("what do both of them do"), the pair of persons stays what "both" means (a made-up world of a
museum service)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix m: <http://example.org/m/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

m:Person a owl:Class ; rdfs:label "person"@en .
m:Site a owl:Class ; rdfs:label "site"@en .
m:Metric a owl:Class ; rdfs:label "metric"@en .
m:basedAt a owl:ObjectProperty ; rdfs:label "based at"@en .
m:p1 a m:Person ; skos:prefLabel "Wyke Hobbet"@en ; m:basedAt m:s1 .
m:p2 a m:Person ; skos:prefLabel "Tarrow Skellan"@en ; m:basedAt m:s2 .
m:s1 a m:Site ; skos:prefLabel "Ledgerly Mill Museum"@en ; m:opens "10:00" .
m:s2 a m:Site ; skos:prefLabel "Aldermoor House"@en ; m:opens "09:30" .
m:opens a owl:DatatypeProperty ; rdfs:label "opening time"@en .
m:k1 a m:Metric ; skos:prefLabel "Visitors"@en ; skos:altLabel "visitor numbers"@en .
"""
M = "http://example.org/m/"
CURATORS = (
    "who are the site curators",
    "Wyke Hobbet runs Ledgerly Mill Museum and Tarrow Skellan runs Aldermoor House.",
)


def test_at_both_means_the_two_sites(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "m", W).session()
    converse(session, CURATORS)
    result = session.rewrite("visitor numbers at both in September")
    assert set(result.entity_ids) == {M + "s1", M + "s2", M + "k1"}, result.queries


def test_both_alone_is_still_the_two_named_first(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "m", W).session()
    converse(session, CURATORS)
    result = session.rewrite("how long have both of them been curators")
    assert {M + "p1", M + "p2"} <= set(result.entity_ids), result.queries
