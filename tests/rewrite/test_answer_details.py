"""An answer that states a value of what was asked about without naming it again, and
names things that thing's edges point at, speaks of the thing; those are its details. The
next turn goes on about the thing ("was it tethered" after the outage's date and the
turbine it involved), not about the turbine the answer mentioned. Persons stay as they
were ("he", "she" pick them), and so do things of the kind the question asked for ("her
films")."""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink import Rewriter
from made_up_worlds import converse, rewriter_for

W = "http://example.org/outages/"
WORLD = """
@prefix w: <http://example.org/outages/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Incident a owl:Class ; rdfs:label "incident"@en .
w:Region a owl:Class ; rdfs:label "region"@en .
w:Person a owl:Class ; rdfs:label "person"@en .
w:Site a owl:Class ; rdfs:label "site"@en .
w:Turbine a owl:Class ; rdfs:label "turbine"@en .
w:involved a owl:ObjectProperty ; rdfs:label "involved"@en .
w:occurredAt a owl:ObjectProperty ; rdfs:label "occurred in"@en .
w:investigatedBy a owl:ObjectProperty ; rdfs:label "investigated by"@en .
w:inRegion a owl:ObjectProperty ; rdfs:label "region"@en .
w:occurredOn a owl:DatatypeProperty ; rdfs:label "date"@en .
w:frost a w:Incident ; skos:prefLabel "Frost Outage"@en ; w:occurredAt w:north ; w:investigatedBy w:nora ;
    w:occurredOn "25 August 2025" ; w:involved w:t05 .
w:t05 a w:Turbine ; skos:prefLabel "YRK-T05"@en .
w:north a w:Region ; skos:prefLabel "North Region"@en .
w:nora a w:Person ; skos:prefLabel "Nora Vale"@en .
w:harlow a w:Site ; skos:prefLabel "Harlow Yard"@en ; w:inRegion w:north .
w:york a w:Site ; skos:prefLabel "York Depot"@en ; w:inRegion w:north .
"""


@pytest.fixture()
def outages(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "outages.ttl", WORLD)


@pytest.mark.parametrize("question", ["was it tethered", "who fixed it"])
def test_the_turbine_an_answer_gives_of_the_event_is_its_detail(outages: Rewriter, question: str) -> None:
    session = outages.session()
    converse(session, ("any details on the frost outage", "On 25 August 2025 a wrench fell from the nacelle of YRK-T05."))
    result = session.rewrite(question)
    assert result.entity_ids == (W + "frost",), result.queries


def test_a_person_the_answer_names_is_still_whom_he_means(outages: Rewriter) -> None:
    session = outages.session()
    converse(session, ("when did the frost outage happen", "25 August 2025; Nora Vale investigated it."))
    result = session.rewrite("what is her role")
    assert W + "nora" in result.entity_ids, result.queries


def test_she_s_typed_without_the_apostrophe_is_she(outages: Rewriter) -> None:
    session = outages.session()
    converse(session, ("who investigated the frost outage", "Nora Vale."))
    result = session.rewrite("shes also in the north region right")
    assert W + "nora" in result.entity_ids and "shes" not in result.queries[0], result.queries
