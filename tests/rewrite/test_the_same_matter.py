""""3月瓶盖漏液事件处理完了吗" -> "…原因是一号灌装线的旋盖机扭矩漂移。" -> "二号灌装线有没有一样的风险":
"一样的风险" (the same matter as the topic's) asks the incident of the line named, so the incident
stays beside it; "二号灌装线几点开班" asks a thing of its own. So in English, "the same risk", not
"the same shifts as Line One", which sets the two lines side by side (a made-up world of a
bottling plant's lines, machines and incidents)."""

from __future__ import annotations

from pathlib import Path

import pytest

from made_up_worlds import converse, rewriter_for

from kglink import RewriteResult

W = """
@prefix b: <http://example.org/bp/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Line a owl:Class ; rdfs:label "灌装线"@zh .
b:Machine a owl:Class ; rdfs:label "设备"@zh .
b:Incident a owl:Class ; rdfs:label "事件"@zh .
b:at a owl:ObjectProperty ; rdfs:label "发生产线"@zh .
b:involves a owl:ObjectProperty ; rdfs:label "涉及设备"@zh .
b:l1 a b:Line ; skos:prefLabel "一号灌装线"@zh, "Line One"@en .
b:l2 a b:Line ; skos:prefLabel "二号灌装线"@zh, "Line Two"@en .
b:m1 a b:Machine ; skos:prefLabel "旋盖机"@zh, "Capper"@en .
b:i1 a b:Incident ; skos:prefLabel "3月瓶盖漏液事件"@zh, "March Cap Leak"@en ; b:at b:l1 ; b:involves b:m1 .
"""
B = "http://example.org/bp/"


def _asked_after_the_cause(tmp_path: Path, turn: str) -> RewriteResult:
    session = rewriter_for(tmp_path, "bp", W).session()
    if turn.isascii():
        converse(session, ("has the March Cap Leak been closed?", "Yes: a torque drift on the Capper of Line One."))
    else:
        converse(session, ("3月瓶盖漏液事件处理完了吗", "已处理完，原因是一号灌装线的旋盖机扭矩漂移。"))
    return session.rewrite(turn)


@pytest.mark.parametrize("turn", ["二号灌装线有没有一样的风险", "does Line Two have the same risk?"])
def test_the_same_matter_keeps_the_incident_beside_the_line(tmp_path: Path, turn: str) -> None:
    result = _asked_after_the_cause(tmp_path, turn)
    assert {B + "l2", B + "i1"} <= set(result.entity_ids), result.queries


@pytest.mark.parametrize("turn", ["二号灌装线几点开班", "does Line Two run the same shifts as Line One?"])
def test_a_question_of_its_own_does_not(tmp_path: Path, turn: str) -> None:
    result = _asked_after_the_cause(tmp_path, turn)
    assert B + "i1" not in result.entity_ids, result.queries
