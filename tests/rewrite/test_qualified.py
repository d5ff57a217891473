"""A short name said of a thing of the class that qualifies its variant means the variant.

A made-up clinic network: a general figure ("wait time") and the same figure for clinics
("clinic wait time"), named by putting the class noun in front. Which one a turn means
comes from the class of the thing it is said of, and only a variant somebody has named
is ever written (never invent an entity).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink import Ontology, Rewriter
from kglink.rewrite.qualified import QualifiedNames

WORLD = """
@prefix c: <http://example.org/clinics/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

c:Clinic a owl:Class ; rdfs:label "clinic"@en, "诊所"@zh .
c:Lab a owl:Class ; rdfs:label "lab"@en, "化验室"@zh .
c:Metric a owl:Class ; rdfs:label "metric"@en, "指标"@zh .
c:Series a owl:Class ; rdfs:label "series"@en .

c:wait a c:Metric ; skos:prefLabel "Wait Time"@en, "等候时长"@zh ; skos:altLabel "wait"@en .
c:clinic_wait a c:Metric ; skos:prefLabel "Clinic Wait Time"@en, "诊所等候时长"@zh ;
    skos:altLabel "clinic wait"@en .
c:turnaround a c:Metric ; skos:prefLabel "Turnaround"@en .
c:harbour a c:Clinic ; skos:prefLabel "Harbour Clinic"@en, "海港诊所"@zh .
c:bayside a c:Clinic ; skos:prefLabel "Bayside Clinic"@en, "湾畔诊所"@zh .
c:eastlab a c:Lab ; skos:prefLabel "East Lab"@en, "东区化验室"@zh .
c:x9 a c:Series ; skos:prefLabel "X9"@en .
c:x9s a c:Series ; skos:prefLabel "Series X9"@en .
"""

C = "http://example.org/clinics/"


@pytest.fixture()
def world(tmp_path: Path) -> Ontology:
    path = tmp_path / "clinics.ttl"
    path.write_text(WORLD, encoding="utf-8")
    return Ontology.load(path)


def test_variants_are_read_off_the_names_and_the_class_nouns(world: Ontology) -> None:
    names = QualifiedNames.from_ontology(world)
    clinic = world.class_closure(C + "harbour")
    lab = world.class_closure(C + "eastlab")
    assert names.variant_for(C + "wait", [clinic]) == C + "clinic_wait"
    assert names.is_variant(C + "wait", C + "clinic_wait")
    # Said of a lab, no variant: the general figure.
    assert names.variant_for(C + "wait", [lab]) is None
    assert names.variant_for(C + "turnaround", [clinic]) is None
    # A class noun of the name's own kind ("Series X9" is a series) is no qualifier.
    assert names.variant_for(C + "x9", [world.class_closure(C + "x9")]) is None


def test_the_short_name_said_of_a_clinic_means_the_clinic_figure(world: Ontology) -> None:
    session = Rewriter(world).session()
    session.rewrite("How busy was Harbour Clinic in May?")
    session.observe_assistant("Harbour Clinic saw 900 patients in May; its clinic wait time was 24 minutes.")
    result = session.rewrite("What is the wait at Bayside Clinic?")
    assert set(result.entity_ids) == {C + "bayside", C + "clinic_wait"}, result.queries
    assert "Clinic Wait Time" in result.queries[0]


def test_said_of_a_thing_of_another_class_the_name_keeps_its_meaning(world: Ontology) -> None:
    session = Rewriter(world).session()
    session.rewrite("What was the clinic wait time at Harbour Clinic in May?")
    session.observe_assistant("Harbour Clinic had a clinic wait time of 24 minutes in May.")
    result = session.rewrite("What is the wait time at East Lab?")
    assert C + "wait" in result.entity_ids, result.queries
    assert C + "clinic_wait" not in result.entity_ids


def test_a_variant_nobody_named_is_never_written(world: Ontology) -> None:
    session = Rewriter(world).session()
    result = session.rewrite("海港诊所5月等候时长多少")
    assert C + "clinic_wait" not in result.entity_ids, result.queries
    assert C + "wait" in result.entity_ids
