""""the Skellan S2": two names of one thing side by side ("Skellan", "S2") are one name of
it, its label written once, not twice (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import rewriter_for

W = """
@prefix v: <http://example.org/v/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

v:Model a owl:Class ; rdfs:label "model"@en, "车型"@zh .
v:range a owl:DatatypeProperty ; rdfs:label "range"@en, "续航"@zh .
v:m1 a v:Model ; skos:prefLabel "Skellan S2 Coach"@en, "鹤港S2客车"@zh ; skos:altLabel "Skellan"@en, "S2"@en, "鹤港"@zh, "S2"@zh ;
    v:range "about 1,000 km" .
"""


def test_two_names_of_one_thing_side_by_side_are_written_once(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "v", W).session()
    (query,) = session.rewrite("what's the range of the Skellan S2").queries
    assert query.count("Skellan S2 Coach") == 1, query
    session = rewriter_for(tmp_path, "v", W).session()
    (query,) = session.rewrite("鹤港 S2续航多少").queries
    assert query.count("鹤港S2客车") == 1, query
