""""这些餐馆中哪家有包间" after "枕溪阁周边有哪些餐馆" was answered with three: the things the
last question sought of the one thing it named are that thing's ("枕溪阁的餐馆"), not the
three one by one, and so are those listed unasked that the graph joins to one thing in
play; otherwise the list is what "these" means. A made-up city guide's world: an old
tower and the restaurants around it."""

from __future__ import annotations

from kglink import Session
from made_up_worlds import converse, rewriter_for

T = "http://example.org/towers/"
W_TTL = """
@prefix t: <http://example.org/towers/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
t:Spot a owl:Class ; rdfs:label "景点"@zh , "spot"@en .
t:Restaurant a owl:Class ; rdfs:label "餐馆"@zh , "restaurant"@en .
t:nearby a owl:ObjectProperty ; rdfs:label "周边餐馆"@zh , "nearby restaurant"@en .
t:tower a t:Spot ; skos:prefLabel "枕溪阁"@zh , "Bell Tower"@en ; t:nearby t:a , t:b , t:c .
t:a a t:Restaurant ; skos:prefLabel "松风馆"@zh , "Pine Hall"@en .
t:b a t:Restaurant ; skos:prefLabel "竹里馆"@zh , "Bamboo House"@en .
t:c a t:Restaurant ; skos:prefLabel "梅园小厨"@zh , "Plum Kitchen"@en .
"""


def _session(tmp_path, *exchanges: tuple[str, str]) -> Session:
    session = Session(rewriter_for(tmp_path, "towers", W_TTL))
    converse(session, *exchanges)
    return session


def test_these_of_the_one_asked_about_are_its_own(tmp_path) -> None:
    session = _session(tmp_path, ("枕溪阁周边有哪些餐馆", "枕溪阁周边有松风馆、竹里馆和梅园小厨。"))
    result = session.rewrite("这些餐馆中哪家有包间？")
    assert [e.id for e in result.entities] == [T + "tower"], result.queries
    assert "枕溪阁的餐馆" in result.queries[0], result.queries


def test_in_english_too(tmp_path) -> None:
    session = _session(tmp_path, ("which restaurants are near the bell tower",
                                  "Pine Hall, Bamboo House and Plum Kitchen are near the Bell Tower."))
    result = session.rewrite("which of these restaurants has a terrace?")
    assert [e.id for e in result.entities] == [T + "tower"], result.queries


def test_listed_unasked_they_are_still_of_the_thing_joined_to_them(tmp_path) -> None:
    session = _session(tmp_path, ("枕溪阁几点开门", "枕溪阁9点开门，周边餐馆有松风馆、竹里馆和梅园小厨。"))
    result = session.rewrite("这些餐馆中哪家有包间？")
    assert [e.id for e in result.entities] == [T + "tower"], result.queries


def test_with_no_such_question_these_are_the_listed(tmp_path) -> None:
    session = _session(tmp_path, ("有什么好吃的推荐", "松风馆、竹里馆和梅园小厨都不错。"))
    result = session.rewrite("这些餐馆中哪家有包间？")
    assert set(e.id for e in result.entities) == {T + "a", T + "b", T + "c"}, result.queries
