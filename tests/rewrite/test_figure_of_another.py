""""X呢" / "and the X?" naming a thing of another kind than the last question's asks the
figure that question asked of it: with the frame when it points at the thing of the
frame ("1号主变呢" after a station's capacity: a transformer of that station), in its place
otherwise ("and the support contract?" after a system's annual cost; "宁波分公司整体呢"
after a store's sales, in test_figure_carried.py) (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Station a owl:Class ; rdfs:label "变电站"@zh .
f:Device a owl:Class ; rdfs:label "设备"@zh .
f:System a owl:Class ; rdfs:label "system"@en .
f:Contract a owl:Class ; rdfs:label "contract"@en .
f:capacity a owl:DatatypeProperty ; rdfs:label "容量"@zh .
f:at a owl:ObjectProperty ; rdfs:label "所在变电站"@zh .
f:cost a owl:DatatypeProperty ; rdfs:label "annual cost"@en .
f:north a f:Station ; skos:prefLabel "桐北变电站"@zh ; skos:altLabel "桐北站"@zh ; f:capacity "240MVA" .
f:t1 a f:Device ; skos:prefLabel "1号主变"@zh ; f:at f:north .
f:billing a f:System ; skos:prefLabel "Harbor Billing"@en ; f:cost "GBP 40,000" .
f:support a f:Contract ; skos:prefLabel "Velmont Support Contract"@en ; f:cost "GBP 12,000" .
"""
F = "http://example.org/f/"


def test_a_part_of_the_thing_in_play_is_asked_the_same_figure(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("桐北站容量多少", "桐北变电站容量240MVA。"))
    result = session.rewrite("1号主变呢")
    assert F + "t1" in result.entity_ids and "容量" in result.queries[0], result.queries


def test_a_thing_nothing_joins_to_the_last_subject_takes_its_place(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("what's the annual cost of Harbor Billing", "GBP 40,000 a year."))
    result = session.rewrite("and the Velmont support contract?")
    assert result.entity_ids == (F + "support",) and "annual cost" in result.queries[0], result.queries
