"""A question kglink asked back about ("which availability?"), answered by the system
without asking, is still the question in play: a correction replaces what it named
without doubt (a made-up freight world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import rewriter_for

from kglink.session import Session

F = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Contract a owl:Class ; rdfs:label "contract"@en .
f:Metric a owl:Class ; rdfs:label "metric"@en .

f:north a f:Contract ; skos:prefLabel "Northway Haulage Agreement"@en ; skos:altLabel "northway contract"@en .
f:south a f:Contract ; skos:prefLabel "Southgate Haulage Agreement"@en ; skos:altLabel "southgate contract"@en .
f:ontime a f:Metric ; skos:prefLabel "On-Time Delivery"@en ; skos:altLabel "on-time rate"@en .
f:ontimecoll a f:Metric ; skos:prefLabel "On-Time Collection"@en ; skos:altLabel "on-time rate"@en .
"""
N = "http://example.org/freight/"
ASKED = "whats the on-time rate target in the northway contract"


def test_a_correction_after_a_question_answered_without_asking_replaces_its_name(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", F).session()
    first = session.rewrite(ASKED)
    assert first.clarify is not None
    session.observe_assistant("98% of deliveries on time, per quarter.")
    result = session.rewrite("no sorry, the southgate contract")
    assert result.correction, result.queries
    assert N + "south" in result.entity_ids and N + "north" not in result.entity_ids, result.queries


def test_an_answer_that_asks_which_keeps_the_question_open(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", F).session()
    session.rewrite(ASKED)
    session.observe_assistant("On-time delivery or on-time collection?")
    result = session.rewrite("delivery")
    assert set(result.entity_ids) == {N + "north", N + "ontime"}, result.queries


def test_what_the_question_named_survives_a_saved_session(tmp_path: Path) -> None:
    rewriter = rewriter_for(tmp_path, "freight", F)
    session = rewriter.session()
    session.rewrite(ASKED)
    restored = Session.from_json(session.to_json(), rewriter=rewriter)
    assert restored.pending is not None and restored.pending.named == [N + "north"]
