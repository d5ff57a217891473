""""which depot had the most Lost Tonnage" with "South Zone" put in: the zone takes no place of the
figure in the query, though "South Zone" and "Lost Tonnage" share letters enough for a loose
match (a partial ratio of 60): names of different kinds are confusable only when they are alike
("产品A", "A系列产品"), and the zone is written beside the question (a made-up world of a freight
company's zones and figures)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import rewriter_for

from kglink.session import Topic

W = """
@prefix f: <http://example.org/fz/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Zone a owl:Class ; rdfs:label "zone"@en .
f:Figure a owl:Class ; rdfs:label "figure"@en .
f:z1 a f:Zone ; skos:prefLabel "North Zone"@en .
f:z2 a f:Zone ; skos:prefLabel "South Zone"@en .
f:m1 a f:Figure ; skos:prefLabel "Lost Tonnage"@en .
"""
F = "http://example.org/fz/"


def test_a_name_of_another_kind_sharing_letters_takes_no_place(tmp_path: Path) -> None:
    compose = rewriter_for(tmp_path, "fz", W).rules.compose
    query = "which depot had the most Lost Tonnage"
    written, _ = compose.substitute(query, [F + "z2"], [], [], "en", Topic([F + "m1"], [], [], 0, query))
    assert "Lost Tonnage" in written and "South Zone" in written, written
