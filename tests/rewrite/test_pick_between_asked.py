""""how many beds does Ward 5 have" -> "and Ward 6?" -> "which is busier": the two things the
last two questions asked the same of are set side by side as a list would set them, by the
figure asked of both; so for a degree with no word that compares ("哪个多", "差多少",
"whats the difference") (made-up worlds)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix h: <http://example.org/h/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Ward a owl:Class ; rdfs:label "ward"@en, "病区"@zh .
h:beds a owl:DatatypeProperty ; rdfs:label "beds"@en, "床位"@zh .
h:stay a owl:DatatypeProperty ; rdfs:label "average stay"@en, "住院时长"@zh .
h:w1 a h:Ward ; skos:prefLabel "Wyke Ward"@en, "溪南病区"@zh ; h:beds "28" .
h:w2 a h:Ward ; skos:prefLabel "Skellan Ward"@en, "青禾病区"@zh ; h:beds "24" .
"""
H = "http://example.org/h/"
D = "http://example.org/d/"


@pytest.mark.parametrize(
    ("exchanges", "turn"),
    [
        ([("how many beds does Wyke Ward have", "28."), ("and Skellan Ward?", "24.")], "which is busier"),
        ([("溪南病区有多少床位", "28张。"), ("青禾病区呢", "24张。")], "哪个更忙"),
    ],
)
def test_which_picks_between_the_two_asked_in_turn(
    tmp_path: Path, exchanges: list[tuple[str, str]], turn: str
) -> None:
    session = rewriter_for(tmp_path, "h", W).session()
    converse(session, *exchanges)
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {H + "w1", H + "w2"}, result.queries


@pytest.mark.parametrize(
    ("exchanges", "turn"),
    [
        ([("溪南病区有多少床位", "28张。"), ("青禾病区呢", "24张。")], "哪个多"),
        ([("溪南病区有多少床位", "28张。"), ("青禾病区呢", "24张。")], "差多少"),
        ([("溪南病区有多少床位", "28张。"), ("青禾病区呢", "24张。"), ("哪个多", "溪南病区多。")], "差多少"),
        ([("how many beds does Wyke Ward have", "28."), ("and Skellan Ward?", "24.")], "whats the difference"),
        ([("how many beds does Wyke Ward have", "28."), ("and Skellan Ward?", "24.")], "which one has more"),
        ([("how many beds does Wyke Ward have", "28."), ("and Skellan Ward?", "24.")], "why the big gap"),
    ],
)
def test_a_degree_with_no_cue_compares_the_two_asked_in_turn(
    tmp_path: Path, exchanges: list[tuple[str, str]], turn: str
) -> None:
    # ("哪个多", "差多少", "whats the difference": no word that compares, still of both, by
    # the figure asked of both; not a ranking of every ward.)
    session = rewriter_for(tmp_path, "h", W).session()
    converse(session, *exchanges)
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {H + "w1", H + "w2"}, result.queries
    assert any(word in result.queries[0] for word in ("床位", "beds")), result.queries


METRICS = """
@prefix d: <http://example.org/d/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

d:Depot a owl:Class ; rdfs:label "depot"@en .
d:Metric a owl:Class ; rdfs:label "metric"@en .
d:d1 a d:Depot ; skos:prefLabel "Quarrow Depot"@en .
d:d2 a d:Depot ; skos:prefLabel "Ostmere Depot"@en .
d:m1 a d:Metric ; skos:prefLabel "On-Time Rate"@en ; skos:altLabel "on-time rate"@en .
"""


def test_the_two_compared_are_written_side_by_side(tmp_path: Path) -> None:
    # (The figure is a thing of its own and the period follows it: the second depot is
    # coordinated with the first, not written after the period.)
    session = rewriter_for(tmp_path, "d", METRICS).session()
    converse(session, ("what was the on-time rate at Quarrow Depot in August", "84%."), ("and Ostmere Depot?", "91%."))
    (query,) = session.rewrite("which is higher").queries
    assert "Ostmere Depot and Quarrow Depot" in query or "Quarrow Depot and Ostmere Depot" in query, query


def test_a_property_whose_name_grades_compares_nothing(tmp_path: Path) -> None:
    # ("住院时长多少" asks the stay of the ward in play: "长多少" is inside the property's name.)
    session = rewriter_for(tmp_path, "h", W).session()
    converse(session, ("溪南病区有多少床位", "28张。"), ("青禾病区呢", "24张。"))
    result = session.rewrite("住院时长多少")
    assert result.entity_ids == (H + "w2",), result.queries


@pytest.mark.parametrize(
    ("exchanges", "turn"),
    [
        ([("how many beds does Wyke Ward have", "28."), ("and Skellan Ward?", "24.")], "which of them is busier"),
        ([("溪南病区有多少床位", "28张。"), ("青禾病区呢", "24张。")], "它们哪个床位多"),
    ],
)
def test_they_are_the_two_asked_in_turn(tmp_path: Path, exchanges: list[tuple[str, str]], turn: str) -> None:
    session = rewriter_for(tmp_path, "h", W).session()
    converse(session, *exchanges)
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {H + "w1", H + "w2"}, result.queries


TWO_FIGURES = METRICS + """
d:m2 a d:Metric ; skos:prefLabel "Dwell Time"@en ; skos:altLabel "dwell time"@en .
"""


def test_the_two_compared_stay_when_the_figure_changes(tmp_path: Path) -> None:
    # ("compared with Ostmere Depot?" -> "and dwell time?" -> "which has more": the depots,
    # not the two figures asked in turn.)
    session = rewriter_for(tmp_path, "d", TWO_FIGURES).session()
    converse(
        session,
        ("what was the on-time rate at Quarrow Depot in August", "84%."),
        ("compared with Ostmere Depot?", "Ostmere Depot was at 91%."),
        ("and dwell time?", "Quarrow Depot 40 minutes, Ostmere Depot 35 minutes."),
    )
    result = session.rewrite("which one has more")
    assert {D + "d1", D + "d2"} <= set(result.entity_ids) and D + "m1" not in result.entity_ids, result.queries
