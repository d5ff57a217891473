""""青松饭庄地址在哪，周边还有什么景点？" after a long talk of a park: the clause that names
nothing goes on about what the clause before it named, not about what the talk was of
longer; a clause opening with "还是" ("had better") asks nothing, so the utterance is one
question of the thing it names; "他们" after one business named is that business, as
"they" is. A made-up city guide's world: a park, a restaurant, and spots around them."""

from __future__ import annotations

from kglink import Session
from made_up_worlds import converse, rewriter_for

G = "http://example.org/guide/"
W_TTL = """
@prefix g: <http://example.org/guide/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
g:Spot a owl:Class ; rdfs:label "景点"@zh , "spot"@en .
g:Restaurant a owl:Class ; rdfs:label "餐馆"@zh , "restaurant"@en .
g:address a owl:DatatypeProperty ; rdfs:label "地址"@zh , "address"@en .
g:opens a owl:DatatypeProperty ; rdfs:label "开门时间"@zh , "opening time"@en .
g:nearby a owl:ObjectProperty ; rdfs:label "周边景点"@zh , "nearby spot"@en .
g:lake a g:Spot ; skos:prefLabel "雁汀湖公园"@zh , "South Lake Park"@en ; g:opens "6:00" ; g:nearby g:tower .
g:pine a g:Restaurant ; skos:prefLabel "青松饭庄"@zh , "Pine Tavern"@en ; g:address "东街8号" ; g:nearby g:gate .
g:tower a g:Spot ; skos:prefLabel "雁汀塔"@zh , "Clock Tower"@en .
g:gate a g:Spot ; skos:prefLabel "东门城楼"@zh , "East Gate"@en .
"""


def test_the_clause_after_a_name_goes_on_about_it(tmp_path) -> None:
    talk = (("雁汀湖公园几点开门", "雁汀湖公园早上6点开门。"), ("雁汀湖公园周边有什么景点", "雁汀湖公园周边有雁汀塔。"))
    session = Session(rewriter_for(tmp_path, "guide", W_TTL))
    converse(session, *talk)
    result = session.rewrite("青松饭庄地址在哪，周边还有什么景点？")
    assert [e.id for e in result.entities] == [G + "pine"], result.queries
    assert all("雁汀湖公园" not in query for query in result.queries), result.queries


def test_in_english_too(tmp_path) -> None:
    talk = (("when does south lake park open", "South Lake Park opens at 6:00."),
            ("any spots near south lake park", "The Clock Tower is next to South Lake Park."))
    session = Session(rewriter_for(tmp_path, "guide", W_TTL))
    converse(session, *talk)
    result = session.rewrite("what's the address of pine tavern? and any spots nearby?")
    assert [e.id for e in result.entities] == [G + "pine"], result.queries


def test_a_clause_opening_with_haishi_is_no_question(tmp_path) -> None:
    # "还是…比较好" at the head of a clause is "had better": a remark leading up to the
    # thing named after it, not a question of the park talked of before.
    session = Session(rewriter_for(tmp_path, "guide", W_TTL))
    converse(session, ("雁汀湖公园几点开门", "雁汀湖公园早上6点开门。"))
    result = session.rewrite("还是去吃饭比较实在，青松饭庄的地址在哪？")
    assert [e.id for e in result.entities] == [G + "pine"], result.queries


def test_their_after_one_business_named_is_that_business(tmp_path) -> None:
    # "他们" of one business, as "they" is: the one thing named before it, not the two
    # spots talked of before.
    session = Session(rewriter_for(tmp_path, "guide", W_TTL))
    converse(session, ("雁汀湖公园周边有什么景点", "雁汀湖公园周边有雁汀塔和东门城楼。"))
    result = session.rewrite("我想去青松饭庄，你有他们的地址吗？")
    assert [e.id for e in result.entities] == [G + "pine"], result.queries
