""""whos the fleet safety manager" after talk of a contract: the words are a job title one
person alone holds, so the clause is about her and the contract in focus is not carried
into it. A made-up freight operator's world."""

from __future__ import annotations

from kglink import Session
from made_up_worlds import converse, rewriter_for

W = "http://example.org/fleet/"
W_TTL = """
@prefix w: <http://example.org/fleet/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Contract a owl:Class ; rdfs:label "contract"@en .
w:Person a owl:Class ; rdfs:label "person"@en .
w:jobTitle a owl:DatatypeProperty ; rdfs:label "job title"@en .
w:endDate a owl:DatatypeProperty ; rdfs:label "end date"@en .
w:tyres a w:Contract ; skos:prefLabel "Kelso Tyre Contract"@en ; w:endDate "March 2027" .
w:mara a w:Person ; skos:prefLabel "Mara Voss"@en ; w:jobTitle "Fleet Safety Manager" .
w:ivo a w:Person ; skos:prefLabel "Ivo Brandt"@en ; w:jobTitle "Driver" .
w:lena a w:Person ; skos:prefLabel "Lena Roth"@en ; w:jobTitle "Driver" .
"""


def _session(tmp_path) -> Session:
    session = Session(rewriter_for(tmp_path, "fleet", W_TTL))
    converse(session, ("when does the kelso tyre contract end", "The Kelso Tyre Contract runs to March 2027."))
    return session


def test_a_value_one_person_holds_is_not_about_the_focus(tmp_path) -> None:
    result = _session(tmp_path).rewrite("whos the fleet safety manager")
    assert W + "tyres" not in [e.id for e in result.entities], result.queries


def test_a_value_of_a_property_the_focus_has_checks_the_focus(tmp_path) -> None:
    # Ivo has a job title too: "the fleet safety manager" is asked of him, whose title is
    # another; the talk goes on about him.
    session = Session(rewriter_for(tmp_path, "fleet", W_TTL))
    converse(session, ("what does ivo brandt do", "Ivo Brandt is a driver."))
    result = session.rewrite("also the fleet safety manager?")
    assert W + "ivo" in [e.id for e in result.entities], result.queries
