"""A name left out ("除了X", "apart from X") is no thing the turn is about: "主演除了林岚，你
还知道谁" after the cast of a play asks the play's cast; the name stays in the words, not
among the entities of the query (a made-up theatre)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

THEATRE = """
@prefix t: <http://example.org/theatre/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

t:Play a owl:Class ; rdfs:label "剧目"@zh , "play"@en .
t:Actor a owl:Class ; rdfs:label "演员"@zh , "actor"@en .
t:cast a owl:ObjectProperty ; rdfs:label "主演"@zh , "cast"@en ; rdfs:domain t:Play ; rdfs:range t:Actor .
t:keeper a t:Play ; skos:prefLabel "守灯人"@zh , "The Lantern Keeper"@en ; t:cast t:lin , t:zhou .
t:lin a t:Actor ; skos:prefLabel "林岚"@zh , "Ada Lind"@en .
t:zhou a t:Actor ; skos:prefLabel "周默"@zh , "Tom Weir"@en .
"""
T = "http://example.org/theatre/"


@pytest.fixture()
def theatre(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "theatre", THEATRE)


@pytest.mark.parametrize("asked, answer, turn, left_out", [
    ("守灯人是谁主演的", "林岚和周默。", "主演除了林岚，你还知道谁？", "林岚"),
    ("Who is in the cast of The Lantern Keeper?", "Ada Lind and Tom Weir.", "Apart from Ada Lind, who else is in it?",
     "Ada Lind"),
])
def test_a_name_left_out_is_no_thing_asked_about(theatre: Rewriter, asked: str, answer: str, turn: str,
                                                 left_out: str) -> None:
    session = theatre.session()
    converse(session, (asked, answer))
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {T + "keeper"}, result.queries
    assert left_out in " ".join(result.queries)


def test_a_name_not_left_out_is_asked_about(theatre: Rewriter) -> None:
    session = theatre.session()
    converse(session, ("守灯人是谁主演的", "林岚和周默。"))
    result = session.rewrite("林岚还演过什么？")
    assert T + "lin" in result.entity_ids, result.queries
