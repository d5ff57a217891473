"""An ellipsis that names a kind the topic thing reaches in the graph, which nobody named,
varies the kind's noun of the last question ("产品线呢" after "康泰保整个系列谁负责") or is
said of the topic thing in words ("产品线负责人呢" -> "康泰保的产品线负责人"): no thing
nobody named is written, and the question is not garbled (a made-up insurer)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Product a owl:Class ; rdfs:label "产品"@zh .
f:Series a owl:Class ; rdfs:label "产品系列"@zh ; skos:altLabel "系列"@zh .
f:Line a owl:Class ; rdfs:label "产品线"@zh .
f:inSeries a owl:ObjectProperty ; rdfs:label "所属系列"@zh .
f:inLine a owl:ObjectProperty ; rdfs:label "所属产品线"@zh .
f:owner a owl:ObjectProperty ; rdfs:label "负责人"@zh .
f:premium a owl:DatatypeProperty ; rdfs:label "保费"@zh ; skos:altLabel "多少钱"@zh .
f:p a f:Product ; skos:prefLabel "康泰保"@zh ; f:inSeries f:s ; f:premium "每年860元" .
f:s a f:Series ; skos:prefLabel "康泰保系列"@zh ; f:inLine f:l .
f:l a f:Line ; skos:prefLabel "康泰产品线"@zh .
"""
F = "http://example.org/f/"


@pytest.mark.parametrize(("exchange", "turn", "query"), [
    (("康泰保多少钱", "康泰保每年860元。"), "产品线负责人呢", "康泰保的产品线负责人"),
    (("康泰保整个系列谁负责", "由周宁负责。"), "产品线呢", "康泰保整个产品线谁负责"),
])
def test_a_kind_the_topic_reaches_is_asked_in_words(
    tmp_path: Path, exchange: tuple[str, str], turn: str, query: str
) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, exchange)
    result = session.rewrite(turn)
    assert result.queries == (query,) and F + "l" not in result.entity_ids, result.queries
