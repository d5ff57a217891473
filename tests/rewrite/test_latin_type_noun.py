"""A Latin word the ontology calls one of its kinds by ("PDA" for hand-held terminals) is
no name the knowledge base lacks: "PDA现在几版" asks about the terminal in play, and the
query says the word once (a made-up freight world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:System a owl:Class ; rdfs:label "系统"@zh .
f:Terminal a owl:Class ; rdfs:label "手持终端"@zh ; skos:altLabel "PDA"@zh .
f:Person a owl:Class ; rdfs:label "员工"@zh .
f:version a owl:DatatypeProperty ; rdfs:label "版本"@zh ; skos:altLabel "几版"@zh .
f:owner a owl:ObjectProperty ; rdfs:label "负责人"@zh ; skos:altLabel "谁负责"@zh .

f:wms a f:System ; skos:prefLabel "仓储管理系统"@zh ; f:owner f:wang .
f:pda a f:Terminal ; skos:prefLabel "仓储扫码PDA"@zh ; f:owner f:li .
f:wang a f:Person ; skos:prefLabel "王磊"@zh .
f:li a f:Person ; skos:prefLabel "李娜"@zh .
"""
F = "http://example.org/freight/"
ASKED = ("仓储管理系统谁负责", "仓储管理系统由王磊负责；配套的仓储扫码PDA由李娜负责。")


def test_a_latin_kind_noun_asks_about_the_thing_of_that_kind_in_play(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", W).session()
    converse(session, ASKED)
    result = session.rewrite("PDA现在几版")
    assert result.entity_ids == (F + "pda",), result.queries
    assert result.queries == ("仓储扫码PDA现在几版",)


def test_a_latin_word_no_kind_is_called_by_is_still_an_unknown_name(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", W).session()
    converse(session, ASKED)
    result = session.rewrite("Zebra现在几版")
    assert F + "pda" not in result.entity_ids and F + "wms" not in result.entity_ids, result.queries
