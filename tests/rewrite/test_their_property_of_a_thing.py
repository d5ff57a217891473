""""骆经理是他们项目经理吧" after talk of a housing estate: "他们" means persons or a body of
them, but when the property the clause names after it (项目经理, the estate's manager) is
had by no person or body in play, it is the thing in play that has it. "让他们下周来" with no
property named still points at no thing. A made-up property manager's world."""

from __future__ import annotations

from kglink import Session
from made_up_worlds import converse, rewriter_for

W = "http://example.org/estate-zh/"
W_TTL = """
@prefix w: <http://example.org/estate-zh/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Estate a owl:Class ; rdfs:label "小区"@zh .
w:Person a owl:Class ; rdfs:label "人员"@zh .
w:Equipment a owl:Class ; rdfs:label "设备"@zh .
w:manager a owl:ObjectProperty ; rdfs:label "项目经理"@zh .
w:at a owl:ObjectProperty ; rdfs:label "所在小区"@zh .
w:pine a w:Estate ; skos:prefLabel "松岭花园"@zh ; w:manager w:he .
w:pump a w:Equipment ; skos:prefLabel "松岭花园消防泵"@zh ; w:at w:pine .
w:he a w:Person ; skos:prefLabel "贺明远"@zh ; skos:altLabel "贺经理"@zh .
"""


def _session(tmp_path) -> Session:
    session = Session(rewriter_for(tmp_path, "estate-zh", W_TTL))
    converse(session, ("松岭花园上月停水了吗", "松岭花园上月没有停水，松岭花园消防泵检修了一次。"))
    return session


def test_their_property_of_the_thing_that_has_it(tmp_path) -> None:
    result = _session(tmp_path).rewrite("贺经理是他们项目经理吧")
    assert [e.id for e in result.entities] == [W + "he", W + "pine"], result.queries


def test_no_property_no_thing(tmp_path) -> None:
    result = _session(tmp_path).rewrite("让他们下周来")
    assert W + "pine" not in [e.id for e in result.entities], result.queries
