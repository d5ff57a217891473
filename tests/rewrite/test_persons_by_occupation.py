"""A class named by an occupation ("lecturer", "教授") holds persons, whom "she" may
mean; and "her" before a kind's noun owns it ("who's the head of her
department" -> "…of Dr Hana Kim's department") (a made-up university)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink.lang import PACKS

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Course a owl:Class ; rdfs:label "course"@en, "课程"@zh .
f:Lecturer a owl:Class ; rdfs:label "lecturer"@en .
f:Department a owl:Class ; rdfs:label "department"@en .
f:taughtBy a owl:ObjectProperty ; rdfs:label "taught by"@en, "授课"@zh ; skos:altLabel "teaches"@en .
f:email a owl:DatatypeProperty ; rdfs:label "email"@en, "邮箱"@zh .
f:dept a owl:ObjectProperty ; rdfs:label "department"@en .
f:head a owl:ObjectProperty ; rdfs:label "head"@en .
f:ml a f:Course ; skos:prefLabel "Introduction to Machine Learning"@en ; skos:altLabel "ML101"@en ; f:taughtBy f:kim .
f:kim a f:Lecturer ; skos:prefLabel "Dr Hana Kim"@en ; f:email "h.kim@uni.example" ; f:dept f:cs .
f:cs a f:Department ; skos:prefLabel "School of Computer Science"@en ; f:head f:kim .
"""
F = "http://example.org/f/"


def test_an_occupation_class_holds_persons_she_may_mean(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("who teaches ML101", "Introduction to Machine Learning is taught by Dr Hana Kim."))
    result = session.rewrite("who's the head of her department")
    assert result.entity_ids == (F + "kim",), result.queries
    assert "Dr Hana Kim's department" in result.queries[0], result.queries


@pytest.mark.parametrize(("code", "label", "persons"), [
    ("en", "Lecturer", True), ("en", "Senior Engineer", True), ("en", "Sales Rep", True), ("en", "Coach", False), ("en", "Dentist", False), ("en", "Customer", False),
    ("zh", "教授", True), ("zh", "副院长", True), ("zh", "客户", False), ("zh", "客诉", False),
])
def test_which_class_labels_name_persons(code: str, label: str, persons: bool) -> None:
    # (A dentist is as often the practice as the person, a customer a company: neither says.)
    assert PACKS[code].is_personal_class_label(label) is persons


def test_a_possessor_no_one_named_is_written_once(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("what's Dr Hana Kim's email", "h.kim@uni.example"))
    result = session.rewrite("and Osei's?")
    assert result.queries == ("what's Osei's email",), result.queries
