"""Which of two things an answer listed a Chinese turn means, by the words before a bare
demonstrative: a word of one's name ("枫镇那条"), or a grade with or without 的
("便宜的那条", "便宜那条") read against the costs the graph gives (成本 is a price)
(a made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "仓库"@zh .
f:Route a owl:Class ; rdfs:label "线路"@zh ; skos:altLabel "干线"@zh .
f:Person a owl:Class ; rdfs:label "调度员"@zh .
f:origin a owl:ObjectProperty ; rdfs:label "始发仓"@zh ; skos:altLabel "发出"@zh .
f:plannedBy a owl:ObjectProperty ; rdfs:label "调度员"@zh ; skos:altLabel "调度"@zh .
f:cost a owl:DatatypeProperty ; rdfs:label "单托成本"@zh .
f:d1 a f:Depot ; skos:prefLabel "桐山仓"@zh .
f:l1 a f:Route ; skos:prefLabel "桐山至鹤港干线"@zh ; f:origin f:d1 ; f:plannedBy f:p1 ; f:cost "41元" .
f:l2 a f:Route ; skos:prefLabel "桐山至枫镇干线"@zh ; f:origin f:d1 ; f:plannedBy f:p2 ; f:cost "29元" .
f:p1 a f:Person ; skos:prefLabel "许静怡"@zh .
f:p2 a f:Person ; skos:prefLabel "周博文"@zh .
"""
F = "http://example.org/f/"
LISTED = ("桐山仓发出的干线有哪些", "桐山至鹤港干线和桐山至枫镇干线。")
NAMES = {"l1": "桐山至鹤港干线", "l2": "桐山至枫镇干线"}


@pytest.mark.parametrize(("turn", "meant"), [("枫镇那条谁调度", "l2"), ("鹤港那条谁调度", "l1"),
                                             ("便宜的那条谁调度", "l2"), ("便宜那条谁调度", "l2"),
                                             ("贵那条谁调度", "l1")])
def test_words_before_a_bare_demonstrative_pick_one(tmp_path: Path, turn: str, meant: str) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, LISTED)
    result = session.rewrite(turn)
    assert result.entity_ids == (F + meant,), result.queries
    assert result.queries == (NAMES[meant] + "谁调度",), result.queries
