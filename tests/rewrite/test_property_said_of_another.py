""""when is evensong at St Wendel's?" -> "and who's the organist for it?": "the organist" is
also a name of the one organist the ontology has as such, but said of "it" the words ask
the church's organist, who may be another (a made-up world of a diocese's churches)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix c: <http://example.org/dc/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

c:Church a owl:Class ; rdfs:label "church"@en .
c:Person a owl:Class ; rdfs:label "person"@en .
c:organist a owl:ObjectProperty ; rdfs:label "organist"@en .
c:w a c:Church ; skos:prefLabel "St Wendel's"@en ; c:organist c:q .
c:b a c:Church ; skos:prefLabel "Brackenholt Minster"@en ; c:organist c:l .
c:l a c:Person ; skos:prefLabel "Edwin Larch"@en ; skos:altLabel "the organist"@en .
c:q a c:Person ; skos:prefLabel "Mara Quill"@en .
"""
C = "http://example.org/dc/"


def test_a_property_said_of_it_names_no_one(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "dc", W).session()
    converse(session, ("when is evensong at St Wendel's?", "At six, every Sunday, at St Wendel's."))
    result = session.rewrite("and who's the organist for it?")
    assert result.entity_ids == (C + "w",), result.queries
    assert "Edwin Larch" not in result.queries[0] and "organist" in result.queries[0], result.queries


def test_the_name_alone_is_still_the_one_it_names(tmp_path: Path) -> None:
    # (Said of nothing after it, the words are the name the ontology gives them.)
    result = rewriter_for(tmp_path, "dc", W).session().rewrite("when does the organist practise?")
    assert result.entity_ids == (C + "l",), result.queries
