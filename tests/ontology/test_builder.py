"""The vocabulary rules of the builder, on a fixture that uses every term, and its invariants."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kglink.ontology.builder import SKOS_PREF_LABEL, OntologyBuilder, build_ontology, ontology_triples
from kglink.ontology.loader import load_ontology
from kglink.ontology.model import Attribute, Edge, Label
from kglink.ontology.rdf import Literal, read_rdf

VOCAB = Path(__file__).parent / "data" / "vocab.ttl"
EX = "http://example.org/ins/"
SKOS = "http://www.w3.org/2004/02/skos/core#"
XSD = "http://www.w3.org/2001/XMLSchema#"


@pytest.fixture(scope="module")
def onto():
    return load_ontology(VOCAB)


def test_entities_are_the_named_or_typed_subjects(onto):
    # Not entities: the owl:Ontology header, the concept scheme, classes, properties,
    # a subject with attributes only, blank nodes, the sameAs duplicates.
    assert sorted(onto.entities) == [
        EX + x for x in ("anxinbao", "anxinbao_plus", "bare", "east", "health_line", "plain", "south")
    ]


def test_classes_and_their_type_nouns(onto):
    assert sorted(onto.classes) == [EX + "HealthProduct", EX + "Product", EX + "Region"]
    product = onto.classes[EX + "Product"]
    assert product.nouns() == ("产品", "product", "险种")
    assert onto.classes[EX + "HealthProduct"].parents == (EX + "Product",)  # owl:Thing is not a class
    assert onto.class_closure(EX + "anxinbao") == {EX + "HealthProduct", EX + "Product"}


def test_properties_are_declared_with_kind_and_labels(onto):
    kinds = {pid.removeprefix(EX): prop.kind for pid, prop in onto.properties.items()}
    assert kinds == {"covers": "object", "premium": "datatype", "note": "annotation"}
    assert onto.properties[EX + "premium"].labels == (Label("保费", "zh"), Label("premium", "en"))


@pytest.mark.parametrize(
    ("node", "labels", "aliases", "hidden"),
    [
        # prefLabel wins over rdfs:label, which becomes an alias; "@EN" is lower-cased.
        (
            "anxinbao",
            [("安心保", "zh"), ("Anxinbao", "en")],
            [("安心保险", "zh"), ("安心宝", "zh"), ("AXB", "en")],
            [("Anxinbao Plsu", "en")],
        ),
        # Two prefLabels in one language: one is canonical, the other an alias.
        ("anxinbao_plus", [("安心保Plus", "zh")], [("安心保增强版", "zh")], []),
        # sameAs merged the names of ex:east_region into ex:east.
        ("east", [("华东区", "zh"), ("East China", "en")], [("华东大区", "zh")], []),
        ("south", [("华南区", "zh")], [], []),
        ("plain", [("no language", None)], [], []),
        ("bare", [], [], []),
    ],
)
def test_names(onto, node, labels, aliases, hidden):
    entity = onto.entities[EX + node]
    assert entity.labels == tuple(Label(t, lang) for t, lang in labels)
    assert entity.aliases == tuple(Label(t, lang) for t, lang in aliases)
    assert entity.hidden == tuple(Label(t, lang) for t, lang in hidden)


def test_types_leave_out_w3c_classes(onto):
    assert onto.entities[EX + "anxinbao"].types == (EX + "HealthProduct",)  # not owl:NamedIndividual
    assert onto.entities[EX + "health_line"].types == ()  # skos:Concept only, still an entity


def test_attributes_keep_lexical_forms_languages_and_datatypes(onto):
    assert onto.entities[EX + "anxinbao"].attributes == (
        Attribute(EX + "note", "旗舰产品", "zh"),
        Attribute(EX + "premium", "0100", None, XSD + "integer"),
        Attribute(EX + "premium", "12.50", None, XSD + "decimal"),
    )


def test_edges_are_kept_as_written(onto):
    assert onto.edges == (
        Edge(EX + "anxinbao", EX + "covers", EX + "east"),
        Edge(EX + "anxinbao", EX + "covers", EX + "south"),
        Edge(EX + "anxinbao", SKOS + "broader", EX + "health_line"),
        Edge(EX + "anxinbao_plus", SKOS + "related", EX + "anxinbao"),
        # ex:east related ex:east_region became a self-loop by merging: dropped.
        Edge(EX + "east", SKOS + "related", EX + "south"),
        Edge(EX + "health_line", SKOS + "narrower", EX + "anxinbao"),  # no inverse invented
        Edge(EX + "south", EX + "covers", EX + "unknown_thing"),  # dangling, but kept
    )


def test_same_as_merges_into_the_smallest_described_iri(onto):
    east = onto.entities[EX + "east"]
    # dbpedia's IRI sorts first but nothing describes it: it does not become canonical.
    assert east.same_as == ("http://dbpedia.org/resource/East_China", EX + "east_region")
    assert onto.redirects == {
        "http://dbpedia.org/resource/East_China": EX + "east",
        EX + "east_region": EX + "east",
    }
    assert onto.resolve("ex:east_region") == EX + "east"
    assert onto.resolve("http://dbpedia.org/resource/East_China") == EX + "east"


def test_same_as_between_two_described_nodes_keeps_the_smaller():
    a, b, c = "http://x/b_node", "http://x/a_node", "http://x/c_node"
    onto = build_ontology(
        [
            (a, SKOS_PREF_LABEL, Literal("乙")),
            (b, SKOS_PREF_LABEL, Literal("甲")),
            (c, SKOS_PREF_LABEL, Literal("丙")),
            (a, "http://www.w3.org/2002/07/owl#sameAs", c),
            (c, "http://www.w3.org/2002/07/owl#sameAs", b),
        ]
    )
    assert list(onto.entities) == [b]
    assert onto.redirects == {a: b, c: b}


def test_curies_resolve_with_the_file_prefixes(onto):
    assert onto.resolve("ex:anxinbao") == EX + "anxinbao"
    assert onto.compact(EX + "anxinbao") == "ex:anxinbao"


def test_rebuilding_from_ontology_triples_is_the_identity(onto):
    builder = OntologyBuilder()
    for source in onto.sources:
        builder.add_source(source)
    builder.add_triples(ontology_triples(onto))
    builder.add_prefixes(onto.prefixes)
    assert builder.build() == onto


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_triple_order_does_not_matter(seed):
    triples = list(read_rdf(VOCAB))
    random.Random(seed).shuffle(triples)
    assert build_ontology(triples) == build_ontology(sorted(triples, key=repr))
