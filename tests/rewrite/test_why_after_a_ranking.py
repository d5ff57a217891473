""""which clinic had the most complaints in August" -> "Pellam Surgery, with 15." -> "why":
the one the answer picked, with the figure it was ranked by and the period, not the clinic
alone (a made-up world written here)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

CLINICS = """
@prefix c: <http://example.org/clinics/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

c:Clinic a owl:Class ; rdfs:label "clinic"@en .
c:Metric a owl:Class ; rdfs:label "metric"@en .
c:pellam a c:Clinic ; skos:prefLabel "Pellam Surgery"@en .
c:tarrow a c:Clinic ; skos:prefLabel "Tarrow Clinic"@en .
c:cmp a c:Metric ; skos:prefLabel "Complaints"@en .
"""
C = "http://example.org/clinics/"


def test_why_keeps_the_figure_ranked_by(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "clinics", CLINICS).session()
    converse(session, ("which clinic had the most complaints in August", "Pellam Surgery, with 15."))
    result = session.rewrite("why")
    assert set(result.entity_ids) == {C + "pellam", C + "cmp"}, result.queries
    assert "August" in result.queries[0], result.queries
