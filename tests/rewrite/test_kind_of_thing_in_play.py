""""那个校区校长是谁" after a course's fee: no campus is in play, but the course has one in
the graph. The words say the campus is the course's ("溪南数学的校区"), never which one
(nobody named it); in a new search ("找个…这个景点") the demonstrative is the thing sought
(a made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:School a owl:Class ; rdfs:label "校区"@zh, "campus"@en .
f:Course a owl:Class ; rdfs:label "课程"@zh, "course"@en .
f:atSchool a owl:ObjectProperty ; rdfs:label "所在校区"@zh, "campus"@en .
f:head a owl:ObjectProperty ; rdfs:label "校长"@zh, "head"@en .
f:fee a owl:DatatypeProperty ; rdfs:label "学费"@zh, "fee"@en .
f:phone a owl:DatatypeProperty ; rdfs:label "电话"@zh, "phone number"@en .
f:s1 a f:School ; skos:prefLabel "云栖校区"@zh, "Cloudmere Campus"@en ; f:phone "0571-1" .
f:c1 a f:Course ; skos:prefLabel "溪南数学"@zh, "Wayfarer Maths"@en ; f:atSchool f:s1 ; f:fee "3200元" .
"""
F = "http://example.org/f/"


@pytest.mark.parametrize(
    ("exchange", "turn", "query"),
    [
        (("溪南数学学费多少", "3200元。"), "那个校区电话多少", "溪南数学的校区电话多少"),
        (("what's the fee for Wayfarer Maths", "3,200 a term."), "what's the phone number of that campus",
         "what's the phone number of Wayfarer Maths's campus"),
        # In an ellipsis ("那个校区的电话呢") the kind is still the topic's, where the user put it.
        (("溪南数学学费多少", "3200元。"), "那个校区的电话呢", "溪南数学的校区的电话呢"),
    ],
)
def test_a_kind_nobody_named_is_said_as_the_thing_in_plays(
    tmp_path: Path, exchange: tuple[str, str], turn: str, query: str
) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, exchange)
    result = session.rewrite(turn)
    assert result.queries == (query,) and result.entity_ids == (F + "c1",), result.queries


def test_in_a_new_search_the_demonstrative_is_the_thing_sought(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("溪南数学学费多少", "3200元。"))
    result = session.rewrite("帮我找个评分高的校区，再查下这个校区电话多少")
    assert "溪南数学的校区" not in "".join(result.queries), result.queries
