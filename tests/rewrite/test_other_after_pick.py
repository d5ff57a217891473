""""the other one" after an answer that picked one of the two things the question set side
by side ("which is cheaper" answered "Ostmere-Wyke Lane is cheaper") is the one not
picked, whatever order the question named them in (a made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "depot"@en, "仓库"@zh .
f:Route a owl:Class ; rdfs:label "lane"@en, "干线"@zh .
f:origin a owl:ObjectProperty ; rdfs:label "origin"@en, "始发仓"@zh ; skos:altLabel "leave"@en, "发出"@zh .
f:operatedBy a owl:ObjectProperty ; rdfs:label "carrier"@en, "承运商"@zh ; skos:altLabel "operates"@en, "承运"@zh .
f:cost a owl:DatatypeProperty ; rdfs:label "cost per pallet"@en, "单托成本"@zh .
f:d1 a f:Depot ; skos:prefLabel "Ostmere Depot"@en, "桐山仓"@zh ; skos:altLabel "Ostmere"@en .
f:l1 a f:Route ; skos:prefLabel "Ostmere-Drayle Lane"@en, "桐山至鹤港干线"@zh ; f:origin f:d1 ; f:cost "41" .
f:l2 a f:Route ; skos:prefLabel "Ostmere-Wyke Lane"@en, "桐山至枫镇干线"@zh ; f:origin f:d1 ; f:cost "29" .
"""
F = "http://example.org/f/"


@pytest.mark.parametrize(
    ("exchanges", "turn", "meant"),
    [
        (
            [("which lanes leave Ostmere", "Ostmere-Drayle Lane (41 EUR) and Ostmere-Wyke Lane (29 EUR)."),
             ("which is cheaper", "Ostmere-Wyke Lane is cheaper at 29 EUR.")],
            "who operates the other one", "l1",
        ),
        (
            [("桐山仓发出的干线有哪些", "桐山至鹤港干线（单托41元）和桐山至枫镇干线（单托29元）。"),
             ("哪条便宜", "桐山至枫镇干线更便宜，单托29元。")],
            "另一条谁承运", "l1",
        ),
        (
            [("桐山仓发出的干线有哪些", "桐山至鹤港干线（单托41元）和桐山至枫镇干线（单托29元）。"),
             ("哪条贵", "桐山至鹤港干线贵一些，单托41元。")],
            "另一条谁承运", "l2",
        ),
    ],
)
def test_the_other_is_the_one_the_answer_did_not_pick(
    tmp_path: Path, exchanges: list[tuple[str, str]], turn: str, meant: str
) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, *exchanges)
    result = session.rewrite(turn)
    assert result.entity_ids == (F + meant,), result.queries
