""""who's their boss" answered "Pellam Wyke is clinical lead at Morrow Clinic" -> "how long has he
been qualified": the person the question asked for, whom the answer brought in, not the one it
was asked of (a made-up world of a clinic's staff). A property only another kind has still
decides ("他的创始人是谁" after a supplier and a doctor: the supplier's founder). "who's the lead
vet and what's he good at" keeps "he" for the person asked for."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix v: <http://example.org/v/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

v:Person a owl:Class ; rdfs:label "staff member"@en, "员工"@zh ; skos:altLabel "vet"@en .
v:Clinic a owl:Class ; rdfs:label "clinic"@en, "诊所"@zh .
v:Supplier a owl:Class ; rdfs:label "supplier"@en, "供应商"@zh .
v:qualified a owl:DatatypeProperty ; rdfs:domain v:Person ; rdfs:label "qualified"@en, "执业年份"@zh .
v:founder a owl:DatatypeProperty ; rdfs:domain v:Supplier ; rdfs:label "founder"@en, "创始人"@zh .
v:worksAt a owl:ObjectProperty ; rdfs:domain v:Person ; rdfs:range v:Clinic ; rdfs:label "works at"@en .
v:p1 a v:Person ; skos:prefLabel "Quenby Tarrow"@en, "林晓雯"@zh ; v:qualified "2019" ; v:worksAt v:c1 .
v:p2 a v:Person ; skos:prefLabel "Pellam Wyke"@en, "顾明远"@zh ; v:qualified "2008" ; v:worksAt v:c1 .
v:c1 a v:Clinic ; skos:prefLabel "Morrow Clinic"@en, "云栖诊所"@zh .
v:c2 a v:Clinic ; skos:prefLabel "Fellside Clinic"@en, "枫镇诊所"@zh .
v:s1 a v:Supplier ; skos:prefLabel "Ledgerly Supplies"@en, "溪南医药"@zh ; v:founder "Ada Fell" .
"""
V = "http://example.org/v/"


def test_he_after_who_is_the_person_the_answer_brought_in(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "v", W).session()
    converse(
        session,
        ("who was on call at Morrow Clinic", "Quenby Tarrow."),
        ("when did they qualify", "Quenby Tarrow qualified in 2019."),
        ("who's their boss", "Pellam Wyke is clinical lead at Morrow Clinic."),
    )
    result = session.rewrite("how long has he been qualified")
    assert result.entity_ids == (V + "p2",), result.queries


def test_a_property_of_another_kind_still_decides(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "v", W).session()
    converse(session, ("云栖诊所的疫苗是哪家供的", "溪南医药供的，顾明远医生推荐的。"))
    result = session.rewrite("他的创始人是谁")
    assert V + "s1" in result.entity_ids, result.queries


def test_he_after_who_in_the_same_question_is_the_person_asked_for(tmp_path: Path) -> None:
    # "who's the lead vet and what's he good at": "he" is whoever the answer names; the
    # question is asked of the clinic in play, and again of another with "same for".
    session = rewriter_for(tmp_path, "v", W).session()
    converse(session, ("opening hours for Morrow Clinic", "Morrow Clinic opens 8:00-20:00."))
    result = session.rewrite("and who's the lead vet and what's he good at")
    assert result.entity_ids == (V + "c1",), result.queries
    assert "he good at" in result.queries[0], result.queries
    session.observe_assistant("Pellam Wyke, orthopaedics.")
    again = session.rewrite("same for Fellside Clinic")
    assert again.entity_ids == (V + "c2",), again.queries
    assert "he good at" in again.queries[0], again.queries
