""""年会定在哪天", "when is the staff picnic" with a person in focus: the user's documents hold a
notice of the party, a page that names nothing the ontology holds, titled with the turn's
words, while the person's pages have none of them: the turn asks about that, and the person
is not carried into it. A word the focus's own pages have, or a property it has, still
goes on about the focus (a made-up haulage firm's depots and managers)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter, Session
from kglink.rewrite.doc_terms import DocumentTerms

HAULAGE = """
@prefix h: <http://example.org/haulage/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Depot a owl:Class ; rdfs:label "depot"@en, "场站"@zh .
h:Person a owl:Class ; rdfs:label "person"@en, "人员"@zh .
h:manages a owl:ObjectProperty ; rdfs:domain h:Person ; rdfs:range h:Depot ; rdfs:label "manages"@en, "负责"@zh .
h:phone a owl:DatatypeProperty ; rdfs:domain h:Person ; rdfs:label "phone number"@en, "电话"@zh .
h:tarnby a h:Depot ; skos:prefLabel "Tarnby Depot"@en, "潭北场站"@zh .
h:quell a h:Person ; skos:prefLabel "Mara Quell"@en, "柯慕岚"@zh ; h:manages h:tarnby ; h:phone "6012" .
"""
H = "http://example.org/haulage/"


def _session(tmp_path: Path) -> Session:
    documents = DocumentTerms.from_chunks([
        Page("Mara Quell manages Tarnby Depot; she leads the forklift safety audit each spring.",
             (H + "quell", H + "tarnby"), "Mara Quell"),
        Page("Tarnby Depot handles 40 trailers a day and runs a night shift.", (H + "tarnby",), "Tarnby Depot"),
        Page("柯慕岚负责潭北场站，每年春季牵头叉车安全检查。", (H + "quell", H + "tarnby"), "柯慕岚"),
        Page("The staff picnic is on 12 June at the canal basin; bring the family.", (), "Staff picnic 2025"),
        Page("年会定于1月20日在滨江礼堂举行，请各场站报名。", (), "年会安排"),
    ])
    return Rewriter(load_world(tmp_path, "haulage", HAULAGE), documents=documents).session()


def test_a_turn_a_notice_of_nothing_held_is_titled_with_leaves_the_person(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(session, ("who runs Tarnby Depot", "Mara Quell manages Tarnby Depot."))
    result = session.rewrite("when is the staff picnic")
    assert "Mara" not in result.queries[0] and "Tarnby" not in result.queries[0], result.queries
    assert H + "quell" not in result.entity_ids


def test_zh_a_turn_a_notice_is_titled_with_leaves_the_person(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(session, ("潭北场站谁负责", "柯慕岚负责潭北场站。"), ("柯慕岚电话", "柯慕岚分机6012。"))
    result = session.rewrite("年会定在哪天")
    assert "柯慕岚" not in result.queries[0], result.queries


def test_words_of_the_focus_own_pages_or_a_property_it_has_go_on_about_it(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(session, ("who runs Tarnby Depot", "Mara Quell manages Tarnby Depot."))
    result = session.rewrite("when is the forklift safety audit")
    assert "Mara Quell" in result.queries[0], result.queries
    session = _session(tmp_path)
    converse(session, ("who runs Tarnby Depot", "Mara Quell manages Tarnby Depot."))
    result = session.rewrite("and the phone number?")
    assert "Mara Quell" in result.queries[0], result.queries
