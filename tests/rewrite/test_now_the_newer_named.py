""""how many documents could you order under Drayle Rules v1" -> "and now?": the version in force
now, which the conversation named (v2, later by its date and joined to v1), takes the older one's
place; with no newer one named, the question stays with v1 (a made-up world of a record office's
rules)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix r: <http://example.org/r/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

r:Policy a owl:Class ; rdfs:label "policy"@en .
r:effective a owl:DatatypeProperty ; rdfs:label "effective date"@en .
r:supersedes a owl:ObjectProperty ; rdfs:domain r:Policy ; rdfs:range r:Policy ; rdfs:label "supersedes"@en .
r:p1 a r:Policy ; skos:prefLabel "Drayle Rules v1"@en ; r:effective "2019-03-01" .
r:p2 a r:Policy ; skos:prefLabel "Drayle Rules v2"@en ; r:effective "2025-06-01" ; r:supersedes r:p1 .
"""
R = "http://example.org/r/"


def test_now_is_the_newer_version_named(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "r", W).session()
    converse(
        session,
        ("can I take photos under Drayle Rules v2", "Yes, without flash."),
        ("how many documents could you order under Drayle Rules v1", "Drayle Rules v1 allowed 6 a visit."),
    )
    result = session.rewrite("and now?")
    assert result.entity_ids == (R + "p2",), result.queries


def test_now_with_no_newer_named_stays(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "r", W).session()
    converse(
        session, ("how many documents could you order under Drayle Rules v1", "Drayle Rules v1 allowed 6 a visit.")
    )
    result = session.rewrite("and now?")
    assert R + "p2" not in result.entity_ids, result.queries
