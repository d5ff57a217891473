"""A name that states a year ("保洁外包合同2025版") is an event only in an ontology that has no
class of events; where one is (事件), an edition of a contract is no event ("停水时它影响大吗"
after talk of it and a building asks after no happening of it). A made-up property
manager's world, with and without a class of incidents."""

from __future__ import annotations

from made_up_worlds import rewriter_for

W = "http://example.org/lifts-zh/"
BASE = """
@prefix w: <http://example.org/lifts-zh/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Contract a owl:Class ; rdfs:label "合同"@zh .
w:Building a owl:Class ; rdfs:label "楼栋"@zh .
w:c25 a w:Contract ; skos:prefLabel "保洁外包合同2025版"@zh .
w:b2 a w:Building ; skos:prefLabel "松岭花园2栋"@zh .
"""
INCIDENTS = """
w:Incident a owl:Class ; rdfs:label "事件"@zh .
w:flood a w:Incident ; skos:prefLabel "松岭花园地库进水"@zh .
"""


def test_without_a_class_of_events_a_dated_name_is_one(tmp_path) -> None:
    fit = rewriter_for(tmp_path, "lifts-zh", BASE).resources.fit
    assert fit.events_first([W + "b2", W + "c25"]) == [W + "c25"]


def test_with_a_class_of_events_an_edition_is_none(tmp_path) -> None:
    fit = rewriter_for(tmp_path, "lifts-zh", BASE + INCIDENTS).resources.fit
    assert fit.events_first([W + "b2", W + "c25"]) == []
    assert fit.events_first([W + "c25", W + "flood"]) == [W + "flood"]
