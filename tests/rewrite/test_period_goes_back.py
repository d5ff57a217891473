"""A short follow-up in English after a figure: "why so low" is about the figure the last
question asked ("(Bluewater Haulage Q3 on-time rate)"); "and in Q2?" after a side question
that said no period ("what's his email") varies the last question that said one; a class
of planners holds persons, whom "his" means (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Carrier a owl:Class ; rdfs:label "carrier"@en .
f:Route a owl:Class ; rdfs:label "lane"@en .
f:Person a owl:Class ; rdfs:label "planner"@en .
f:plannedBy a owl:ObjectProperty ; rdfs:label "planner"@en ; skos:altLabel "plans"@en .
f:ontime a owl:DatatypeProperty ; rdfs:label "on-time rate"@en .
f:email a owl:DatatypeProperty ; rdfs:label "email"@en .
f:c2 a f:Carrier ; skos:prefLabel "Bluewater Haulage"@en ; skos:altLabel "Bluewater"@en ; f:ontime "88%" .
f:l2 a f:Route ; skos:prefLabel "Quarrow-Drayle Lane"@en ; f:plannedBy f:p2 .
f:p2 a f:Person ; skos:prefLabel "Jonas Morrow"@en ; f:email "jonas@example.org" .
"""
F = "http://example.org/f/"
OTD = ("what was Bluewater's on-time rate in Q3", "Bluewater Haulage was at 88% on time in Q3 2025.")


def test_why_so_low_is_about_the_figure_asked(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, OTD)
    assert session.rewrite("why so low").queries == ("why so low (Bluewater Haulage Q3 on-time rate)",)


def test_a_period_after_a_side_question_varies_the_question_that_had_one(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(
        session, OTD,
        ("who plans the Quarrow-Drayle lane", "Jonas Morrow plans Quarrow-Drayle Lane."),
        ("what's his email", "jonas@example.org"),
    )
    result = session.rewrite("and in Q2?")
    assert result.entity_ids == (F + "c2",) and "Q2" in result.queries[0], result.queries


def test_his_is_the_planner(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("who plans the Quarrow-Drayle lane", "Jonas Morrow plans Quarrow-Drayle Lane."))
    assert session.rewrite("what's his email").queries == ("what's Jonas Morrow's email",)
