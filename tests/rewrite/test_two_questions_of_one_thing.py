""""What version is that on and who supplies it" asks two properties of one thing, each
by words of its own: of the things in play, the one that has both is meant, over a more
salient one that has only one of them; a word that may mean two properties ("owns": a
policy's owner or a system's) is one question either thing may answer. A made-up freight operator's world: a depot's
handling contract and the yard system it runs on."""

from __future__ import annotations

from kglink import Session
from made_up_worlds import converse, rewriter_for

W = "http://example.org/yards/"
W_TTL = """
@prefix w: <http://example.org/yards/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Depot a owl:Class ; rdfs:label "depot"@en .
w:Contract a owl:Class ; rdfs:label "contract"@en .
w:System a owl:Class ; rdfs:label "system"@en .
w:Supplier a owl:Class ; rdfs:label "supplier"@en .
w:Person a owl:Class ; rdfs:label "person"@en .
w:version a owl:DatatypeProperty ; rdfs:label "version"@en .
w:suppliedBy a owl:ObjectProperty ; rdfs:label "supplied by"@en ; skos:altLabel "supplies"@en .
w:runsOn a owl:ObjectProperty ; rdfs:label "runs on"@en .
w:manager a owl:ObjectProperty ; rdfs:label "manager"@en ; skos:altLabel "runs"@en .
w:owner a owl:ObjectProperty ; rdfs:label "system owner"@en ; skos:altLabel "owns"@en .
w:policyOwner a owl:ObjectProperty ; rdfs:label "policy owner"@en ; skos:altLabel "owns"@en .
w:Policy a owl:Class ; rdfs:label "policy"@en .
w:safety a w:Policy ; skos:prefLabel "Yard Safety Policy"@en ; w:version "3" ; w:policyOwner w:ada .
w:leeds a w:Depot ; skos:prefLabel "Leeds Depot"@en ; skos:altLabel "leeds"@en ; w:manager w:ada ; w:runsOn w:yardsys .
w:handling a w:Contract ; skos:prefLabel "Leeds Handling Contract"@en ; w:version "2.1" ; w:covers w:leeds .
w:yardsys a w:System ; skos:prefLabel "Tallow Yard System"@en ; w:version "8.4" ; w:suppliedBy w:tallow ;
    w:owner w:ada .
w:gate a w:System ; skos:prefLabel "Gate App"@en ; w:version "2.0" ; w:owner w:ada .
w:tallow a w:Supplier ; skos:prefLabel "Tallow Software"@en .
w:ada a w:Person ; skos:prefLabel "Ada Brook"@en .
"""


def _session(tmp_path) -> Session:
    session = Session(rewriter_for(tmp_path, "yards", W_TTL))
    converse(
        session,
        ("which contract covers leeds", "The Leeds Handling Contract, version 2.1."),
        ("and who runs leeds", "Ada Brook, who is also the system owner of the Tallow Yard System."),
    )
    return session


def test_the_thing_with_both_properties_is_meant(tmp_path) -> None:
    result = _session(tmp_path).rewrite("what version is that on and who supplies it")
    assert [e.id for e in result.entities] == [W + "yardsys"]


def test_one_property_leaves_salience_to_decide(tmp_path) -> None:
    # Both the contract and the system have a version: one property asked does not set the
    # system, said in passing, above the contract the talk was about.
    result = _session(tmp_path).rewrite("what version is it on")
    assert [e.id for e in result.entities] == [W + "handling"]


def test_a_word_of_two_properties_is_one_question_either_answers(tmp_path) -> None:
    session = Session(rewriter_for(tmp_path, "yards", W_TTL))
    converse(
        session,
        (
            "what does the yard safety policy say about logins",
            "Logins are checked in the Tallow Yard System and in the Gate App.",
        ),
    )
    # The policy has an owner and a version, as the two systems the answer named have: the
    # policy asked about.
    result = session.rewrite("who owns it and what version is it on")
    assert [e.id for e in result.entities] == [W + "safety"]
