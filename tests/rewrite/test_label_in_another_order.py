""""居民气价第二档多少钱" names 居民第二档气价 by "第二档" with the rest of its label before it
in another order: the label is written once ("居民第二档气价多少钱"), not after the words it
already holds ("居民居民第二档气价"), as it is when its opening is said before a short name
of it (a made-up world of water tariffs)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import rewriter_for

W = """
@prefix t: <http://example.org/t/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

t:Tariff a owl:Class ; rdfs:label "档位"@zh .
t:price a owl:DatatypeProperty ; rdfs:label "单价"@zh ; skos:altLabel "多少钱"@zh .
t:b2 a t:Tariff ; skos:prefLabel "民用第二档水价"@zh ; skos:altLabel "第二档"@zh ; t:price "3.43元" .
t:b1 a t:Tariff ; skos:prefLabel "民用第一档水价"@zh ; skos:altLabel "第一档"@zh ; t:price "2.86元" .
"""


@pytest.mark.parametrize("turn,query", [
    ("民用水价第二档多少钱", "民用第二档水价多少钱"),
    ("民用第一档多少钱", "民用第一档水价多少钱"),
])
def test_the_label_is_written_once(tmp_path: Path, turn: str, query: str) -> None:
    result = rewriter_for(tmp_path, "t", W).session().rewrite(turn)
    assert result.queries == (query,), result.queries
