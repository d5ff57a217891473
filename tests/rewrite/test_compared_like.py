"""A comparison sets like things side by side: a pronoun compared with a thing in play given
by a word of its name means the thing in play of that thing's kind, not the last thing the
answer named (a made-up music world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

M = """
@prefix m: <http://example.org/music/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

m:Metric a owl:Class ; rdfs:label "metric"@en .
m:Label a owl:Class ; rdfs:label "label"@en .
m:Artist a owl:Class ; rdfs:label "artist"@en .
m:signedTo a owl:ObjectProperty ; rdfs:label "signed to"@en .

m:streams a m:Metric ; skos:prefLabel "Streaming Revenue"@en .
m:physical a m:Metric ; skos:prefLabel "Physical Revenue"@en .
m:northbeat a m:Label ; skos:prefLabel "Northbeat Records"@en .
m:ivy a m:Artist ; skos:prefLabel "Ivy Lane"@en ; m:signedTo m:northbeat .
"""
N = "http://example.org/music/"
ASKED = (
    "what was the streaming revenue of northbeat records in march",
    "4.1 million in March, against 1.2 million of physical revenue; most of it came from Ivy Lane's new album.",
)


def test_it_compared_with_a_figure_named_by_a_word_is_the_figure_in_play(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "music", M).session()
    converse(session, ASKED)
    result = session.rewrite("why is it higher than the physical figure")
    assert N + "streams" in result.entity_ids and N + "physical" in result.entity_ids, result.queries
    assert N + "ivy" not in result.entity_ids, result.queries


def test_it_compared_with_a_named_artist_is_still_the_artist(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "music", M).session()
    converse(session, ASKED)
    result = session.rewrite("does she sell more than the label's other acts")
    assert N + "ivy" in result.entity_ids, result.queries


V = """
@prefix m: <http://example.org/music/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

m:Venue a owl:Class ; rdfs:label "venue"@en .
m:Stage a owl:Class ; rdfs:label "stage"@en ; rdfs:subClassOf m:Venue .
m:partOf a owl:ObjectProperty ; rdfs:label "part of"@en .
m:hireFee a owl:DatatypeProperty ; rdfs:label "hire fee"@en ; skos:altLabel "cost"@en .

m:harbour a m:Venue ; skos:prefLabel "Harbour Hall"@en .
m:side a m:Stage ; skos:prefLabel "Harbour Side Stage"@en ; m:partOf m:harbour .
m:exchange a m:Venue ; skos:prefLabel "Corn Exchange"@en .
"""


def test_a_degree_without_than_compares_with_what_the_question_was_about(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "venues", V).session()
    converse(session, ("how much does harbour hall cost to hire", "2,400 a night; the Harbour Side Stage adds 300."))
    result = session.rewrite("does the corn exchange cost more")
    assert set(result.entity_ids) == {N + "exchange", N + "harbour"}, result.queries
