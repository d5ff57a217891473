"""A correction whose words said not to be meant are the answer's, not the last question's
("不是库区，我问的是月台" after "温控规程要求多少度" and an answer about the storage area),
asks the last question again of the word meant, written after its name; not when the
answer never said those words. A made-up cold store written here."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

COLD = """
@prefix c: <http://example.org/cold/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

c:Rule a owl:Class ; rdfs:label "规程"@zh .
c:Store a owl:Class ; rdfs:label "冷库"@zh .
c:r1 a c:Rule ; skos:prefLabel "鹭川冷库温控规程"@zh ; skos:altLabel "温控规程"@zh .
c:s1 a c:Store ; skos:prefLabel "鹭川冷库"@zh .
"""
C = "http://example.org/cold/"


@pytest.fixture()
def cold(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "cold", COLD)


def test_the_word_meant_is_asked_in_place_of_the_answers_word(cold: Rewriter) -> None:
    session = cold.session()
    converse(session, ("温控规程要求多少度", "鹭川冷库温控规程要求库区保持2至6℃。"))
    result = session.rewrite("不是库区，我问的是月台")
    assert result.queries == ("鹭川冷库温控规程月台要求多少度",), result.queries
    assert result.correction and result.entity_ids == (C + "r1",), result.queries


def test_words_the_answer_never_said_are_not_taken_for_its_words(cold: Rewriter) -> None:
    session = cold.session()
    converse(session, ("温控规程要求多少度", "鹭川冷库温控规程要求库区保持2至6℃。"))
    result = session.rewrite("不是码头，我问的是月台")
    assert "鹭川冷库温控规程月台" not in "".join(result.queries), result.queries
