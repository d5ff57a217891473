""""达到SLA了吗" after a system's availability: a Latin word that is a property's name
(SLA) is the property asked, not a name the knowledge base lacks, so the system in play
is carried (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:System a owl:Class ; rdfs:label "系统"@zh .
f:sla a owl:DatatypeProperty ; rdfs:label "可用性目标"@zh ; skos:altLabel "SLA"@zh .
f:uptime a owl:DatatypeProperty ; rdfs:label "可用率"@zh .
f:s1 a f:System ; skos:prefLabel "澄湖CRM"@zh ; f:sla "99.9%" ; f:uptime "99.95%" .
"""
F = "http://example.org/f/"


def test_a_latin_property_name_is_no_unknown_name(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("澄湖CRM上个月可用率多少", "澄湖CRM 10月可用率99.95%。"))
    result = session.rewrite("达到SLA了吗")
    assert result.entity_ids == (F + "s1",) and result.queries[0].startswith("澄湖CRM"), result.queries
