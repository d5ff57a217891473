""""how old is she" after an answer about a ship and its master, no woman in play: English says
"she" of a vessel or a craft, so "she" is the thing that has the property asked (the ship's
year built), which no person in play has. A woman in play is still "she"; and with no
property asked "she" is nobody in play, as before (a made-up ferry company)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

FERRIES = """
@prefix v: <http://example.org/ferries/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

v:Vessel a owl:Class ; rdfs:label "vessel"@en .
v:Person a owl:Class ; rdfs:label "person"@en .
v:built a owl:DatatypeProperty ; rdfs:label "year built"@en ; skos:altLabel "how old"@en .
v:gender a owl:DatatypeProperty ; rdfs:label "gender"@en .
v:masterOf a owl:ObjectProperty ; rdfs:label "master of"@en ; rdfs:domain v:Person ; rdfs:range v:Vessel .
v:pursers a owl:ObjectProperty ; rdfs:label "purser of"@en ; rdfs:domain v:Person ; rdfs:range v:Vessel .
v:wren a v:Vessel ; skos:prefLabel "MV Saltmere Lass"@en ; v:built "2004" .
v:pell a v:Person ; skos:prefLabel "Tomas Pell"@en ; v:gender "male" ; v:masterOf v:wren .
v:brannagh a v:Person ; skos:prefLabel "Aine Brannagh"@en ; v:gender "female" ; v:pursers v:wren .
"""
V = "http://example.org/ferries/"
MASTER = ("who is the master of MV Saltmere Lass", "Tomas Pell is master of MV Saltmere Lass.")


def test_she_of_a_vessel_that_has_the_property_asked(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "ferries", FERRIES).session()
    converse(session, MASTER)
    result = session.rewrite("how old is she")
    assert result.queries == ("how old is MV Saltmere Lass",), result.queries
    assert V + "wren" in result.entity_ids


def test_a_woman_in_play_is_she(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "ferries", FERRIES).session()
    converse(session, ("who is the purser of MV Saltmere Lass", "Aine Brannagh is purser of MV Saltmere Lass."))
    result = session.rewrite("how old is she")
    assert V + "brannagh" in result.entity_ids and V + "wren" not in result.entity_ids, result.queries


def test_without_a_property_asked_she_is_nobody_in_play(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "ferries", FERRIES).session()
    converse(session, MASTER)
    result = session.rewrite("is she in port today")
    assert V + "wren" not in result.entity_ids, result.queries
