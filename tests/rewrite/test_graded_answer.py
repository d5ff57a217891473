"""A grade the question asked ("谁的负荷高", "which clinic is busier") makes the figure the
answer gives right after each name that thing's, so "高的那个" / "the busier one" is the
one it gave the higher figure for, though the answer says no word of the grade and the
graph holds no such value; the property the question graded and a period may stand
between ("东路店7月客流9.1万人次"). A number after other words (a street number) is none."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Clinic a owl:Class ; rdfs:label "诊所"@zh, "clinic"@en .
f:Person a owl:Class ; rdfs:label "人员"@zh, "person"@en .
f:head a owl:ObjectProperty ; rdfs:label "负责人"@zh, "head"@en .
f:Store a owl:Class ; rdfs:label "门店"@zh ; skos:altLabel "店"@zh .
f:manager a owl:ObjectProperty ; rdfs:label "店长"@zh .
f:traffic a owl:DatatypeProperty ; rdfs:label "客流量"@zh ; skos:altLabel "客流"@zh .
f:east a f:Store ; skos:prefLabel "南京东路店"@zh ; skos:altLabel "东路店"@zh .
f:west a f:Store ; skos:prefLabel "南京西路店"@zh ; skos:altLabel "西路店"@zh .
f:ng a f:Clinic ; skos:prefLabel "北门诊所"@zh, "Alder Clinic"@en ; f:head f:amy .
f:sg a f:Clinic ; skos:prefLabel "南门诊所"@zh, "Hazelmere Clinic"@en ; f:head f:bo .
f:amy a f:Person ; skos:prefLabel "Amy Reed"@en, "李安"@zh .
f:bo a f:Person ; skos:prefLabel "Bo Lund"@en, "王博"@zh .
"""
F = "http://example.org/f/"


@pytest.mark.parametrize(("exchange", "turn", "meant"), [
    (("北门诊所和南门诊所哪个人多", "北门诊所日均80人次，南门诊所120人次。"), "多的那个负责人是谁", "sg"),
    (("北门诊所和南门诊所哪个人多", "北门诊所日均80人次，南门诊所120人次。"), "少的那个负责人是谁", "ng"),
    (("which has the higher load, Alder Clinic or Hazelmere Clinic?", "Alder Clinic: 78%; Hazelmere Clinic: 65%."),
     "who is the head of the higher one", "ng"),
    # (A question that set them side by side grades them too.)
    (("compare Alder Clinic and Hazelmere Clinic on load", "Alder Clinic 78%, Hazelmere Clinic 65%."),
     "who is the head of the lower one", "sg"),
])
def test_the_figure_after_each_name_answers_the_grade_asked(
    tmp_path: Path, exchange: tuple[str, str], turn: str, meant: str
) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, exchange)
    result = session.rewrite(turn)
    assert result.entity_ids == (F + meant,), result.queries


def test_a_number_after_other_words_is_no_figure_of_the_grade(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("北门诊所和南门诊所哪个人多", "北门诊所在人民路80号，南门诊所在解放路120号。"))
    result = session.rewrite("多的那个负责人是谁")
    assert set(result.entity_ids) not in ({F + "ng"}, {F + "sg"}), result.queries


def test_the_property_graded_and_a_period_may_stand_before_each_figure(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("东路店和西路店7月客流谁多", "东路店7月客流9.1万人次，西路店7.4万人次。"))
    result = session.rewrite("多的那个店长是谁")
    # (店 of 店长 is the property's, not a type noun of the description.)
    assert result.queries == ("南京东路店店长是谁",) and result.entity_ids == (F + "east",), result.queries
