""""雁汀湖公园距雁汀塔仅2公里" in an answer about the park: the landmark a distance is measured
from places the answer's subject, as "位于" does; "它" next is still the park. A made-up city
guide's world: a park and a tower."""

from __future__ import annotations

from kglink import Session
from made_up_worlds import converse, rewriter_for

P = "http://example.org/parks/"
W_TTL = """
@prefix p: <http://example.org/parks/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
p:Spot a owl:Class ; rdfs:label "景点"@zh .
p:ticket a owl:DatatypeProperty ; rdfs:label "门票"@zh .
p:lake a p:Spot ; skos:prefLabel "雁汀湖公园"@zh ; p:ticket "免费" .
p:tower a p:Spot ; skos:prefLabel "雁汀塔"@zh ; p:ticket "20元" .
"""


def test_it_after_a_distance_from_a_landmark_is_the_subject(tmp_path) -> None:
    session = Session(rewriter_for(tmp_path, "parks", W_TTL))
    converse(session, ("你知道雁汀湖公园吗", "知道，湖边有步道，距雁汀塔仅2公里。"))
    result = session.rewrite("那它的门票多少钱？")
    assert [e.id for e in result.entities] == [P + "lake"], result.queries
