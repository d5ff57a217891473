"""Who paid for an event, whose fault it was and what was deducted follow the event up: asked
of a party to the event in play, they are asked of that event ("did Pellin pay for the
replacements?" after the fork recall; "岚山被扣了多少" after the recall of its drug), in
made-up worlds."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

BIKES = """
@prefix b: <http://example.org/bikes/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Incident a owl:Class ; rdfs:label "incident"@en, "事件"@zh .
b:Supplier a owl:Class ; rdfs:label "supplier"@en, "供应商"@zh .
b:involves a owl:ObjectProperty ; rdfs:label "involves"@en, "涉及"@zh .
b:recall a b:Incident ; skos:prefLabel "Corbel Fork Recall"@en ; b:involves b:pellin .
b:pellin a b:Supplier ; skos:prefLabel "Pellin Alloys"@en ; skos:altLabel "Pellin"@en .
b:zhrecall a b:Incident ; skos:prefLabel "清宁片召回事件"@zh ; b:involves b:lanshan .
b:lanshan a b:Supplier ; skos:prefLabel "岚山制药"@zh ; skos:altLabel "岚山"@zh .
"""
B = "http://example.org/bikes/"


def test_who_paid_is_asked_of_the_event(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "bikes", BIKES).session()
    converse(session, ("what happened with the Corbel fork recall?",
                       "Forks from Pellin Alloys cracked; 300 were replaced."))
    result = session.rewrite("did Pellin pay for the replacements?")
    assert set(result.entity_ids) == {B + "recall", B + "pellin"}, result.queries


def test_what_was_deducted_is_asked_of_the_event(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "bikes", BIKES).session()
    converse(session, ("清宁片召回事件是怎么回事", "3月一批清宁片含量不合格，岚山制药召回了。"))
    result = session.rewrite("岚山被扣了多少")
    assert set(result.entity_ids) == {B + "zhrecall", B + "lanshan"}, result.queries
