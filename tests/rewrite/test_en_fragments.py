""""august?" after a question of July: a fragment that is a period, a name or a property and
a question mark varies the last question as "and august?" does; "really?" is no such
fragment. "that seems high" right after a figure remarks on it: "that" is the figure in
play ("that seems to be all I need" and "that looks good" take the answer and leave, and
stay as typed). A made-up world."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix s: <http://example.org/s/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

s:Plan a owl:Class ; rdfs:label "plan"@en .
s:Metric a owl:Class ; rdfs:label "metric"@en .
s:p1 a s:Plan ; skos:prefLabel "Wexcombe Basic"@en .
s:m1 a s:Metric ; skos:prefLabel "Support Tickets"@en ; skos:altLabel "tickets"@en .
"""
S = "http://example.org/s/"
ASKED = ("how many tickets did Wexcombe Basic get in July", "120.")


def test_a_period_and_a_question_mark_varies_the_last_question(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "s", W).session()
    converse(session, ASKED)
    result = session.rewrite("august?")
    assert result.queries == ("how many Support Tickets did Wexcombe Basic get in August",), result.queries


def test_a_word_of_no_name_is_no_fragment(tmp_path: Path) -> None:
    # ("really" put into the question in July's place would ask "how many … get in really".)
    session = rewriter_for(tmp_path, "s", W).session()
    converse(session, ASKED)
    result = session.rewrite("really?")
    assert "how many" not in " ".join(result.queries), result.queries


def test_that_seems_high_remarks_on_the_figure(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "s", W).session()
    converse(session, ASKED)
    result = session.rewrite("that seems high")
    assert set(result.entity_ids) == {S + "p1", S + "m1"}, result.queries


@pytest.mark.parametrize("turn", ["That seems to be all I need. Thank you.", "that looks good thanks"])
def test_taking_the_answer_names_nothing(tmp_path: Path, turn: str) -> None:
    session = rewriter_for(tmp_path, "s", W).session()
    converse(session, ASKED)
    result = session.rewrite(turn)
    assert result.entity_ids == () and result.queries == (turn,), result.queries
