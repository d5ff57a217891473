"""A classifier the ontology counts a class with ("这批货" among the nouns of 货批) makes
"那批" one of that class, whatever follows it; a classifier of anything ("个") does not
(a made-up freight world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, load_world, rewriter_for

from kglink.linking.referring import ReferenceDetector

W = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "仓库"@zh ; skos:altLabel "这个库"@zh .
f:Consignment a owl:Class ; rdfs:label "货批"@zh ; skos:altLabel "批次"@zh, "这批货"@zh .
f:weight a owl:DatatypeProperty ; rdfs:label "重量"@zh ; skos:altLabel "多少吨"@zh .

f:east a f:Depot ; skos:prefLabel "东湖仓"@zh .
f:c2503 a f:Consignment ; skos:prefLabel "DH2503批次"@zh ; skos:altLabel "DH2503"@zh .
"""
F = "http://example.org/freight/"
ASKED = ("东湖仓9月破损率咋这么高", "主要是DH2503等3批受潮，东湖仓9月破损率2.1%。")


def test_that_batch_before_a_clause_is_the_batch_in_play(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", W).session()
    converse(session, ASKED)
    result = session.rewrite("那批受潮的货有多少吨")
    assert result.entity_ids == (F + "c2503",), result.queries


def test_a_classifier_of_anything_in_a_class_noun_types_nothing(tmp_path: Path) -> None:
    detector = ReferenceDetector.from_ontology(load_world(tmp_path, "freight", W))
    (batch,) = [r for r in detector.find("那批受潮的货有多少吨") if r.kind == "demonstrative"]
    assert (batch.text, batch.classes) == ("那批", frozenset({F + "Consignment"}))
    assert not [r for r in detector.find("那个受潮的事怎么样") if r.classes]
