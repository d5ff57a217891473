""""how many beds does Ward 5 have" -> "and Ward 6?" -> "which is busier": the two things the
last two questions asked the same of are set side by side as a list would set them (a
made-up world)."""

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
h:w1 a h:Ward ; skos:prefLabel "Wyke Ward"@en, "溪南病区"@zh ; h:beds "28" .
h:w2 a h:Ward ; skos:prefLabel "Skellan Ward"@en, "青禾病区"@zh ; h:beds "24" .
"""
H = "http://example.org/h/"


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
