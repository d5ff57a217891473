"""What the answer just shown leads with, and what it only says in passing: the depot a
ranking puts first for "which depot had the most …", the person named first for "who looks
after …", and no period from a year inside a name ("the Fleet Rules 2024") for "that month"
(a made-up world of a bus company's depots, their staff and their rules)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink import Session

W = """
@prefix b: <http://example.org/hd/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

b:Depot a owl:Class ; rdfs:label "depot"@en .
b:Person a owl:Class ; rdfs:label "person"@en .
b:Rules a owl:Class ; rdfs:label "rules"@en .
b:Figure a owl:Class ; rdfs:label "figure"@en .
b:managedBy a owl:ObjectProperty ; rdfs:label "managed by"@en ; skos:altLabel "manages"@en .
b:target a owl:DatatypeProperty ; rdfs:label "target"@en .
b:gender a owl:DatatypeProperty ; rdfs:label "gender"@en .
b:h a b:Depot ; skos:prefLabel "Harrowgate Depot"@en ; b:managedBy b:y .
b:c a b:Depot ; skos:prefLabel "Bramblecote Depot"@en ; b:managedBy b:t .
b:t a b:Person ; skos:prefLabel "Tamsin Roke"@en ; b:gender "female" .
b:y a b:Person ; skos:prefLabel "Ysolde Marr"@en ; b:gender "female" .
b:r a b:Rules ; skos:prefLabel "Fleet Rules 2024"@en ; b:managedBy b:t .
b:m a b:Figure ; skos:prefLabel "Breakdowns"@en ; b:target "under 10 a month" .
"""
B = "http://example.org/hd/"


def _session(tmp_path: Path) -> Session:
    return rewriter_for(tmp_path, "hd", W).session()


def test_a_ranking_leads_with_the_one_picked(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(session, ("which depot had the most breakdowns in June?",
                       "Harrowgate Depot, 14 in June; Bramblecote Depot 9."))
    result = session.rewrite("who manages it?")
    assert B + "h" in result.entity_ids and B + "c" not in result.entity_ids, result.queries


def test_the_person_an_answer_leads_with(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(session, ("who looks after the Fleet Rules 2024?",
                       "Tamsin Roke; Harrowgate Depot itself is managed by Ysolde Marr."))
    result = session.rewrite("is she on the depot board too?")
    assert result.clarify is None and B + "t" in result.entity_ids, (result.queries, result.clarify)


def test_a_year_in_a_name_is_no_month(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(
        session,
        ("breakdowns at Harrowgate Depot?", "14 at Harrowgate Depot in June."),
        ("what's the target?", "Under 10 a month, as the Fleet Rules 2024 set it."),
    )
    query = session.rewrite("and Bramblecote Depot that month?").queries[0]
    assert "June" in query and "2024" not in query, query


def test_a_ranking_that_opens_with_the_figure(tmp_path: Path) -> None:
    # (The answer names the figure first; the depot it ranks first is still the pick.)
    session = _session(tmp_path)
    converse(session, ("which depot had the most breakdowns in July?",
                       "Breakdowns in July were highest at Harrowgate Depot, 16; Bramblecote Depot had 11."))
    result = session.rewrite("who manages it?")
    assert B + "h" in result.entity_ids and B + "c" not in result.entity_ids, result.queries
