""""which ward had the best occupancy in May" -> "Hobbet Ward: 91% ... ahead of Tarrow Ward" ->
"why does it beat tarrow": a verb that sets one thing above another makes a comparison, so
"it" is the like thing the answer picked (not the figure), and the two are measured by the
figure the answer gave beside them; a clause after it that names nothing, "same beds no?", leaves that
question in play (a made-up world of a hospital's wards)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world, rewriter_for

from kglink import Rewriter, Session
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix h: <http://example.org/h/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Ward a owl:Class ; rdfs:label "ward"@en .
h:Metric a owl:Class ; rdfs:label "metric"@en .
h:w1 a h:Ward ; skos:prefLabel "Hobbet Ward"@en ; skos:altLabel "hobbet"@en .
h:w2 a h:Ward ; skos:prefLabel "Tarrow Ward"@en ; skos:altLabel "tarrow"@en .
h:k1 a h:Metric ; skos:prefLabel "Bed Occupancy"@en ; skos:altLabel "occupancy"@en .
"""
H = "http://example.org/h/"
BEST = (
    "which ward had the best occupancy in May",
    "Hobbet Ward: 91% bed occupancy in May 2025, ahead of Tarrow Ward (84%).",
)


def _with_reports(tmp_path: Path) -> Session:
    # (Monthly ward reports, each giving the figure for one ward: the period holds.)
    documents = DocumentTerms.from_chunks([
        Page(f"{name} bed occupancy {month} 2025: {n}%.", (H + w, H + "k1"), f"{name} monthly report, {month} 2025")
        for w, name in (("w1", "Hobbet Ward"), ("w2", "Tarrow Ward"))
        for month, n in (("April", 80), ("May", 88))
    ])
    return Rewriter(load_world(tmp_path, "h", W), documents=documents).session()


def test_it_beats_the_other_means_the_one_picked_by_the_figure(tmp_path: Path) -> None:
    session = _with_reports(tmp_path)
    converse(session, BEST)
    result = session.rewrite("why does it beat tarrow")
    assert set(result.entity_ids) == {H + "w1", H + "w2", H + "k1"}, result.queries
    assert "May" in result.queries[0], result.queries


def test_outperforms_is_a_comparison_too(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "h", W).session()
    converse(session, BEST)
    result = session.rewrite("how come it outperforms tarrow")
    assert result.turn_type == "comparison", result.queries
    assert H + "w1" in result.entity_ids, result.queries


def test_without_a_figure_in_the_answer_nothing_else_is_glued(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "h", W).session()
    converse(session, ("tell me about Hobbet Ward", "Hobbet Ward is the surgical ward on the second floor."))
    result = session.rewrite("does it beat tarrow")
    assert set(result.entity_ids) == {H + "w1", H + "w2"}, result.queries


def test_a_clause_that_only_adds_leaves_the_question_before_it_in_play(tmp_path: Path) -> None:
    # ("same beds no?" names nothing: the next turn varies "why does it beat tarrow", the
    # figure and the two wards, not the tag question.)
    session = _with_reports(tmp_path)
    converse(
        session, BEST,
        ("why does it beat tarrow, same beds no?", "Hobbet Ward has 28 beds and Tarrow Ward 30; Hobbet admits less."),
    )
    result = session.rewrite("what about in April")
    assert set(result.entity_ids) == {H + "w1", H + "w2", H + "k1"}, result.queries
    assert "April" in result.queries[0] and "beds" not in result.queries[0], result.queries
