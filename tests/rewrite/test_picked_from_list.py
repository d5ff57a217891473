""""第一个呢" / "and the second?" after a question that asked for things of a kind and an
answer that listed them asks about the thing picked, not the list question again (a
made-up clinic world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix h: <http://example.org/h/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Hospital a owl:Class ; rdfs:label "医院"@zh, "hospital"@en .
h:Dept a owl:Class ; rdfs:label "科室"@zh, "department"@en .
h:partOf a owl:ObjectProperty ; rdfs:label "所属医院"@zh, "hospital"@en .

h:rh a h:Hospital ; skos:prefLabel "仁和医院"@zh, "Renhe Hospital"@en .
h:peds a h:Dept ; skos:prefLabel "仁和医院儿科"@zh, "Renhe Paediatrics"@en ; h:partOf h:rh .
h:ortho a h:Dept ; skos:prefLabel "仁和医院骨科"@zh, "Renhe Orthopaedics"@en ; h:partOf h:rh .
"""
H = "http://example.org/h/"


@pytest.mark.parametrize(("turn", "meant"), [("第一个呢", "peds"), ("后面那个呢", "ortho")])
def test_a_pick_from_the_list_asks_about_the_thing(tmp_path: Path, turn: str, meant: str) -> None:
    session = rewriter_for(tmp_path, "h", W).session()
    converse(session, ("仁和医院有哪些科室", "仁和医院有仁和医院儿科和仁和医院骨科。"))
    result = session.rewrite(turn)
    assert result.entity_ids == (H + meant,), result.queries
    assert "哪些" not in result.queries[0], result.queries


def test_in_english_too(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "h", W).session()
    converse(session, ("which departments does Renhe Hospital have", "Renhe Paediatrics and Renhe Orthopaedics."))
    result = session.rewrite("and the second?")
    assert result.entity_ids == (H + "ortho",), result.queries
    assert "which" not in result.queries[0], result.queries
