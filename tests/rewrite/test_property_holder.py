"""A property the thing in focus lacks, asked with nothing named ("其他主演都有谁" after the
answer turned to one of a film's actors): it is asked of the thing in play that has it,
when the user spoke of that thing; a statement, or a thing only an answer offered, keeps
the focus (a made-up film world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

FILMS = """
@prefix f: <http://example.org/films/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Film a owl:Class ; rdfs:label "影片"@zh .
f:Person a owl:Class ; rdfs:label "演员"@zh .
f:starring a owl:ObjectProperty ; rdfs:label "主演"@zh ; rdfs:domain f:Film ; rdfs:range f:Person .
f:company a owl:DatatypeProperty ; rdfs:label "出品公司"@zh ; rdfs:domain f:Film .
f:born a owl:DatatypeProperty ; rdfs:label "出生日期"@zh ; rdfs:domain f:Person .
f:nanling a f:Film ; skos:prefLabel "南岭往事"@zh ; f:starring f:linyuan, f:heqing ; f:company "青禾影业" .
f:beian a f:Film ; skos:prefLabel "北岸"@zh ; f:starring f:heqing ; f:company "远山影业" .
f:linyuan a f:Person ; skos:prefLabel "林远"@zh ; f:born "1978年" .
f:heqing a f:Person ; skos:prefLabel "何青"@zh ; f:born "1985年" .
"""
F = "http://example.org/films/"


@pytest.fixture()
def films(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "films", FILMS)


def test_a_property_the_person_lacks_is_asked_of_the_film_the_user_named(films: Rewriter) -> None:
    session = films.session()
    converse(
        session,
        ("南岭往事好看吗", "很好看，林远演得特别好。"),
        ("那他还有哪些作品呢", "林远还演过不少文艺片，演技很扎实。"),
    )
    result = session.rewrite("其他主演都有谁？")
    assert result.entity_ids == (F + "nanling",), result.queries


def test_a_statement_with_the_word_of_a_property_keeps_the_person(films: Rewriter) -> None:
    session = films.session()
    converse(
        session,
        ("南岭往事好看吗", "很好看，林远演得特别好。"),
        ("那他还有哪些作品呢", "林远还演过不少文艺片，演技很扎实。"),
    )
    result = session.rewrite("作为主演，他这个年纪正好。")
    assert F + "nanling" not in result.entity_ids, result.queries
