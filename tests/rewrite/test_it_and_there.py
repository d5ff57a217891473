""""why is it higher there" after a figure asked of one clinic and then another: "there" is
the clinic, so "it" is the figure, written once with the clinic (a made-up world). In
Chinese "它那里" is one place, and stays one."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix h: <http://example.org/h/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Clinic a owl:Class ; rdfs:label "clinic"@en .
h:Service a owl:Class ; rdfs:label "service"@en .
h:Metric a owl:Class ; rdfs:label "metric"@en .
h:locatedAt a owl:ObjectProperty ; rdfs:label "located at"@en .
h:c1 a h:Clinic ; skos:prefLabel "Wyke Clinic"@en ; skos:altLabel "Wyke"@en .
h:c2 a h:Clinic ; skos:prefLabel "Skellan Clinic"@en ; skos:altLabel "Skellan"@en .
h:s1 a h:Service ; skos:prefLabel "Drayle Physio"@en ; h:locatedAt h:c1 .
h:s2 a h:Service ; skos:prefLabel "Hobbet Podiatry"@en ; h:locatedAt h:c2 .
h:m1 a h:Metric ; skos:prefLabel "No-Show Rate"@en ; skos:altLabel "no-show rate"@en .
"""
H = "http://example.org/h/"


def test_it_is_the_figure_when_there_is_the_place(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "h", W).session()
    converse(session, ("what was the no-show rate at Wyke in August", "Wyke Clinic: 9.8% in August."),
             ("how about Skellan", "Skellan Clinic: 11.2%."))
    result = session.rewrite("why is it higher there")
    assert set(result.entity_ids) == {H + "m1", H + "c2"}, result.queries
    (query,) = result.queries
    assert query.count("Skellan Clinic") == 1, query


Z = """
@prefix h: <http://example.org/h/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Sight a owl:Class ; rdfs:label "景点"@zh .
h:District a owl:Class ; rdfs:label "区"@zh .
h:locatedIn a owl:ObjectProperty ; rdfs:label "所在地"@zh .
h:ticket a owl:DatatypeProperty ; rdfs:label "门票"@zh .
h:d1 a h:District ; skos:prefLabel "溪南区"@zh .
h:a1 a h:Sight ; skos:prefLabel "云栖博物馆"@zh ; h:locatedIn h:d1 ; h:ticket "免费" .
"""


def test_zh_it_there_is_one_place(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "z", Z).session()
    converse(session, ("溪南区有什么景点", "有云栖博物馆。"))
    result = session.rewrite("它那里需要门票吗")
    assert result.entity_ids == (H + "a1",), result.queries
