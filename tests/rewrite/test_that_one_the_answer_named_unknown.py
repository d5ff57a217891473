""""who built the new shed at Wexcombe Depot?" -> "Penhallow Builders did, in 2021." -> "never
heard of those builders, when did the depot open?": the builders are a firm the answer named
and the knowledge base lacks, so "those builders" stays as typed, and the depot is still the
depot (a made-up world of a bus company's depots and the firms it deals with)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix d: <http://example.org/wx/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

d:Depot a owl:Class ; rdfs:label "depot"@en .
d:Firm a owl:Class ; rdfs:label "firm"@en ; skos:altLabel "builders"@en .
d:opened a owl:DatatypeProperty ; rdfs:label "opened"@en .
d:w a d:Depot ; skos:prefLabel "Wexcombe Depot"@en ; d:opened "1998" .
d:f a d:Firm ; skos:prefLabel "Tollard Haulage"@en .
"""
D = "http://example.org/wx/"


def test_builders_the_knowledge_base_lacks_stay_as_typed(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "wx", W).session()
    converse(session, ("who built the new shed at Wexcombe Depot?", "Penhallow Builders did, in 2021."))
    result = session.rewrite("never heard of those builders, when did the depot open?")
    assert result.entity_ids == (D + "w",), result.queries
    assert "those builders" in result.queries[0], result.queries
