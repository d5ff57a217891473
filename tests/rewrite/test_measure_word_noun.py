"""A measure word that is itself a noun of the kind, then another noun of it ("那栋楼":
栋 and 楼 both name buildings) is one noun: the reference is written over both, no "楼"
left behind (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix b: <http://example.org/b/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Building a owl:Class ; rdfs:label "楼栋"@zh ; skos:altLabel "楼"@zh, "栋"@zh .
b:floors a owl:DatatypeProperty ; rdfs:label "层数"@zh ; skos:altLabel "几层"@zh .
b:homes a owl:DatatypeProperty ; rdfs:label "户数"@zh ; skos:altLabel "多少户"@zh .
b:a1 a b:Building ; skos:prefLabel "桐山苑A座"@zh ; b:floors "18" ; b:homes "120" .
b:Film a owl:Class ; rdfs:label "电影"@zh ; skos:altLabel "片"@zh, "影片"@zh .
b:runtime a owl:DatatypeProperty ; rdfs:label "片长"@zh .
b:director a owl:DatatypeProperty ; rdfs:label "导演"@zh .
b:f1 a b:Film ; skos:prefLabel "鹤港往事"@zh ; b:runtime "118分钟" ; b:director "许静怡" .
"""


def test_a_measure_word_and_a_noun_of_the_kind_are_one_noun(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "b", W).session()
    converse(session, ("桐山苑A座多少户", "120户。"))
    result = session.rewrite("那栋楼几层")
    assert result.queries == ("桐山苑A座几层",), result.queries


def test_a_noun_then_the_start_of_a_property_name_stay_apart(tmp_path: Path) -> None:
    # ("这部电影片长": "片" begins 片长, the property asked; the noun is 电影 alone.)
    session = rewriter_for(tmp_path, "b", W).session()
    converse(session, ("鹤港往事导演是谁", "许静怡。"))
    (query,) = session.rewrite("这部电影片长多少").queries
    assert "片长" in query and "鹤港往事" in query, query


def test_a_property_name_holding_the_question_word_gives_it_to_the_next(tmp_path: Path) -> None:
    # ("桐山苑A座多少户" -> "层数呢": "多少户" named the property with its question word; the
    # new property is asked with one: "…层数多少", not "…层数" alone.)
    session = rewriter_for(tmp_path, "b", W).session()
    converse(session, ("桐山苑A座多少户", "120户。"))
    (query,) = session.rewrite("它的层数呢").queries
    assert query.startswith("桐山苑A座") and query.endswith("层数多少"), query
