""""闸门那个事是哪天修好的" after an answer that named the "5·12南湾码头闸门故障": the gate system's
name before "那个事" picks the event the graph joins to it, and as the event's own name holds
those words, they are said of the event: no gate system beside it in the query (a made-up world
of a ferry company's piers, systems and incidents)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/fy/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Pier a owl:Class ; rdfs:label "码头"@zh .
f:System a owl:Class ; rdfs:label "系统"@zh .
f:Incident a owl:Class ; rdfs:label "事件"@zh .
f:involves a owl:ObjectProperty ; rdfs:label "涉及系统"@zh .
f:at a owl:ObjectProperty ; rdfs:label "发生地点"@zh .
f:p1 a f:Pier ; skos:prefLabel "南湾码头"@zh .
f:s1 a f:System ; skos:prefLabel "闸门系统"@zh ; skos:altLabel "闸门"@zh .
f:i1 a f:Incident ; skos:prefLabel "5·12南湾码头闸门故障"@zh ; f:involves f:s1 ; f:at f:p1 .
"""
F = "http://example.org/fy/"


def test_the_name_the_event_holds_is_said_of_the_event(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "fy", W).session()
    converse(session, ("南湾码头5月为啥停航", "主要是5·12南湾码头闸门故障，停航两天。"))
    result = session.rewrite("闸门那个事是哪天修好的")
    assert result.entity_ids == (F + "i1",), result.queries
