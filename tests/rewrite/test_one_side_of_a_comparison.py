""""and the second?" after "compare damage at Ormsby and Tideford in May" asks the figure of
that one side alone, not the comparison again (a made-up pair of depots)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

W = """
@prefix d: <http://example.org/ormsbydepots/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

d:Depot a owl:Class ; rdfs:label "depot"@en, "仓库"@zh .
d:Metric a owl:Class ; rdfs:label "metric"@en, "指标"@zh .
d:o a d:Depot ; skos:prefLabel "Ormsby Depot"@en, "奥姆仓"@zh ; skos:altLabel "Ormsby"@en .
d:t a d:Depot ; skos:prefLabel "Tideford Depot"@en, "泰德仓"@zh ; skos:altLabel "Tideford"@en .
d:m a d:Metric ; skos:prefLabel "Damage Rate"@en, "破损率"@zh ; skos:altLabel "damage"@en .
"""
D = "http://example.org/ormsbydepots/"
ASKED = ("compare damage at Ormsby and Tideford in May", "Ormsby Depot 0.8%, Tideford Depot 1.4% in May.")


@pytest.fixture()
def depots(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "ormsbydepots", W)


@pytest.mark.parametrize("turn", ["and the second?", "what about the latter?", "and Tideford?"])
def test_one_side_is_asked_alone(depots: Rewriter, turn: str) -> None:
    session = depots.session()
    converse(session, ASKED)
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {D + "m", D + "t"}, result.queries
    assert "May" in result.queries[0], result.queries


def test_another_question_of_one_side_is_its_own(depots: Rewriter) -> None:
    session = depots.session()
    converse(session, ASKED)
    result = session.rewrite("who runs the second one?")
    assert result.entity_ids == (D + "t",), result.queries
