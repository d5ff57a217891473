""""what was the falls rate on her ward": a possessive pronoun right before a type noun
determines the one thing of that kind joined to the person (her ward); the ward is asked
about, she is not written (as "她那个区有多少床位" in Chinese). After a name and the
possessive ("Skellan Ward's manager") the name is its own (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix h: <http://example.org/h/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Ward a owl:Class ; rdfs:label "ward"@en .
h:Person a owl:Class ; rdfs:label "person"@en .
h:Metric a owl:Class ; rdfs:label "metric"@en .
h:manages a owl:ObjectProperty ; rdfs:label "manages"@en .
h:p1 a h:Person ; skos:prefLabel "Nora Hobbet"@en ; h:manages h:w1 .
h:p2 a h:Person ; skos:prefLabel "Owen Hobbet"@en ; h:manages h:w2 .
h:w1 a h:Ward ; skos:prefLabel "Skellan Ward"@en .
h:w2 a h:Ward ; skos:prefLabel "Wexcombe Ward"@en .
h:m1 a h:Metric ; skos:prefLabel "Falls Rate"@en ; skos:altLabel "falls rate"@en .
"""
H = "http://example.org/h/"


def test_her_ward_is_the_ward_not_her(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "h", W).session()
    converse(session, ("who manages Skellan Ward and Wexcombe Ward",
                       "Nora Hobbet manages Skellan Ward; Owen Hobbet manages Wexcombe Ward."),
             ("what did Nora Hobbet do in August", "She led the Skellan Ward audit."))
    result = session.rewrite("what was the falls rate on her ward that month")
    (query,) = result.queries
    assert "Skellan Ward" in query and "Nora" not in query, query
    assert set(result.entity_ids) == {H + "w1", H + "m1"}, result.entity_ids
