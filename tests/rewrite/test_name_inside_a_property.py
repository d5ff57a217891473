"""A name inside a longer name of a property is a word of the property's name: "hourly
rate" asks the rate, not of the fee arrangement one alias of which is "hourly"; "保洁费"
asks the fee, not of the cleaning service "保洁" (made-up worlds)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix l: <http://example.org/l/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

l:Lawyer a owl:Class ; rdfs:label "lawyer"@en .
l:Fee a owl:Class ; rdfs:label "fee arrangement"@en .
l:Site a owl:Class ; rdfs:label "小区"@zh .
l:Service a owl:Class ; rdfs:label "服务"@zh .
l:rate a owl:DatatypeProperty ; rdfs:label "hourly rate"@en ; skos:altLabel "rate"@en .
l:pqe a owl:DatatypeProperty ; rdfs:label "PQE"@en .
l:cleaningFee a owl:DatatypeProperty ; rdfs:label "保洁费"@zh .
l:area a owl:DatatypeProperty ; rdfs:label "面积"@zh .
l:p1 a l:Lawyer ; skos:prefLabel "Lionel Hobbet"@en ; skos:altLabel "Hobbet"@en ; l:rate "GBP 495" ; l:pqe "19" .
l:f1 a l:Fee ; skos:prefLabel "Hourly Billing"@en ; skos:altLabel "hourly"@en .
l:s1 a l:Site ; skos:prefLabel "澄湖小区"@zh ; l:cleaningFee "2元/平" ; l:area "3万平" .
l:v1 a l:Service ; skos:prefLabel "日常保洁服务"@zh ; skos:altLabel "保洁"@zh .
"""
L = "http://example.org/l/"


def test_a_word_of_a_property_name_names_no_thing(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "l", W).session()
    result = session.rewrite("Hobbet's hourly rate")
    assert result.queries == ("Lionel Hobbet's hourly rate",) and result.entity_ids == (L + "p1",), result.queries


def test_a_property_asked_again_by_its_name_is_written_as_asked(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "l", W).session()
    converse(session, ("what's Hobbet's PQE", "19 years."))
    result = session.rewrite("and his hourly rate?")
    assert "Lionel Hobbet" in result.queries[0] and "Hourly Billing" not in result.queries[0], result.queries
    assert result.entity_ids == (L + "p1",), result.queries


def test_a_chinese_property_name_holding_a_name(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "l", W).session()
    converse(session, ("澄湖小区面积多少", "3万平。"))
    result = session.rewrite("保洁费呢")
    assert result.queries == ("澄湖小区保洁费多少",) and result.entity_ids == (L + "s1",), result.queries


def test_it_after_a_bare_figure_is_that_figure_in_another_period(tmp_path: Path) -> None:
    # ("what was it in 2024?" after a rate answered alone: the rate, not the lawyer, in 2024.)
    session = rewriter_for(tmp_path, "l", W).session()
    converse(session, ("what's the hourly rate for Hobbet", "GBP 495."))
    (query,) = session.rewrite("what was it in 2024?").queries
    assert "Lionel Hobbet" in query and "rate" in query and "2024" in query, query
    session = rewriter_for(tmp_path, "l", W).session()
    converse(session, ("澄湖小区保洁费多少", "2元/平。"))
    (query,) = session.rewrite("它2024年是多少").queries
    assert "澄湖小区" in query and "保洁费" in query and "2024" in query, query
