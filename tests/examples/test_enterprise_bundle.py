"""The example bundle ontology/enterprise/ is consistent, complete and as large as promised.

Read with plain json and rdflib only, so the bundle is checked independently of the kglink
code that will be measured on it.
"""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

import pytest
import rdflib
from bundle_checks import SPEC_TYPES
from bundle_checks import entities as _entities
from bundle_checks import norm as _norm
from bundle_checks import surface_forms as _surface_forms
from bundle_checks import turns as _turns
from rdflib.namespace import OWL, RDF, RDFS, SKOS

BUNDLE = Path(__file__).resolve().parents[2] / "ontology" / "enterprise"
EX = rdflib.Namespace("http://example.org/kglink/enterprise/")


# the reading helpers are the generated bundles' ones (bundle_checks.py); this bundle is bilingual,
# so its labels and CURIEs are read here
def _expand(g: rdflib.Graph, curie: str) -> rdflib.URIRef:
    prefix, local = curie.split(":", 1)
    namespaces = dict(g.namespaces())
    assert prefix in namespaces, f"unknown prefix in {curie}"
    return rdflib.URIRef(str(namespaces[prefix]) + local)


def _label(g: rdflib.Graph, node: rdflib.URIRef, lang: str) -> str:
    for value in g.objects(node, SKOS.prefLabel):
        if value.language == lang:
            return str(value)
    raise AssertionError(f"{node} has no skos:prefLabel@{lang}")


# -- sizes ------------------------------------------------------------------------------


def test_sizes(graph: rdflib.Graph, docs: dict[str, dict], cases: list[dict]) -> None:
    classes = set(graph.subjects(RDF.type, OWL.Class))
    entities = _entities(graph)
    assert not entities & classes, "classes must not carry skos:prefLabel"
    assert len(entities) >= 100
    assert len(classes) >= 10
    assert len(docs) >= 150
    assert len(cases) >= 40
    assert sum(len(case["turns"]) for case in cases) >= 150


def test_every_entity_is_typed_and_named_in_both_languages(graph: rdflib.Graph) -> None:
    classes = set(graph.subjects(RDF.type, OWL.Class))
    for node in _entities(graph):
        types = set(graph.objects(node, RDF.type))
        assert types and types <= classes, f"{node} has no declared class"
        _label(graph, node, "zh")
        _label(graph, node, "en")


def test_classes_and_properties_have_labels_in_both_languages(graph: rdflib.Graph) -> None:
    declared = [
        *graph.subjects(RDF.type, OWL.Class),
        *graph.subjects(RDF.type, OWL.ObjectProperty),
        *graph.subjects(RDF.type, OWL.DatatypeProperty),
    ]
    for node in declared:
        langs = {value.language for value in graph.objects(node, RDFS.label)}
        assert {"zh", "en"} <= langs, f"{node} lacks rdfs:label in zh or en"


def test_edges_point_at_declared_nodes(graph: rdflib.Graph) -> None:
    entities = _entities(graph)
    object_properties = set(graph.subjects(RDF.type, OWL.ObjectProperty)) | {SKOS.broader, SKOS.related}
    for source, predicate, target in graph:
        if predicate in object_properties:
            assert source in entities and target in entities, (source, predicate, target)


# -- gold consistency ---------------------------------------------------------------------


def test_gold_docs_exist(docs: dict[str, dict], cases: list[dict]) -> None:
    missing = [
        (case["id"], index + 1, doc_id)
        for case, index, turn, _ in _turns(cases)
        for doc_id in turn.get("gold_docs", [])
        if doc_id not in docs
    ]
    assert missing == []


def test_gold_entities_resolve_to_labelled_nodes(graph: rdflib.Graph, cases: list[dict]) -> None:
    for case, index, turn, _ in _turns(cases):
        for curie in [*turn.get("gold_entities", []), *turn.get("clarify_candidates", [])]:
            node = _expand(graph, curie)
            assert (node, SKOS.prefLabel, None) in graph, f"{case['id']} turn {index + 1}: {curie}"


def test_gold_rewrite_names_gold_entities_by_canonical_label(graph: rdflib.Graph, cases: list[dict]) -> None:
    for case, index, turn, _ in _turns(cases):
        rewrite = turn.get("gold_rewrite")
        if rewrite is None:
            continue
        for curie in turn.get("gold_entities", []):
            label = _label(graph, _expand(graph, curie), case["lang"])
            assert _norm(label) in _norm(rewrite), f"{case['id']} turn {index + 1}: {label!r} not in {rewrite!r}"


def test_gold_rewrite_keeps_its_own_constraints(cases: list[dict]) -> None:
    for case, index, turn, _ in _turns(cases):
        rewrite = turn.get("gold_rewrite")
        if rewrite is None:
            continue
        where = f"{case['id']} turn {index + 1}"
        for item in turn.get("must_include", []):
            alternatives = item if isinstance(item, list) else [item]
            assert any(_norm(a) in _norm(rewrite) for a in alternatives), f"{where}: {item!r}"
        for item in turn.get("must_exclude", []):
            assert _norm(item) not in _norm(rewrite), f"{where}: {item!r}"


def test_gold_entities_were_said_before(graph: rdflib.Graph, cases: list[dict]) -> None:
    """Every gold entity is named in the turn or the history (user or assistant), so a
    system that gets it right never counts as inventing it; only misspellings that are
    not in the ontology (turn type "alias") are left to fuzzy matching."""
    for case, index, turn, history in _turns(cases):
        text = _norm(history + " " + turn["user"])
        for curie in turn.get("gold_entities", []):
            forms = _surface_forms(graph, _expand(graph, curie))
            if turn["type"] == "alias" and not any(form in _norm(turn["user"]) for form in forms):
                continue
            assert any(form in text for form in forms), f"{case['id']} turn {index + 1}: {curie} never named"


# -- coverage ---------------------------------------------------------------------------------


def test_every_spec_turn_type_occurs(cases: list[dict]) -> None:
    seen = Counter(turn["type"] for case in cases for turn in case["turns"])
    assert SPEC_TYPES <= set(seen), SPEC_TYPES - set(seen)
    assert set(seen) <= SPEC_TYPES


def test_both_languages(cases: list[dict]) -> None:
    langs = Counter(case["lang"] for case in cases)
    assert langs["zh"] >= 10
    assert langs["en"] >= 10


def test_expectations_match_turn_types(graph: rdflib.Graph, cases: list[dict]) -> None:
    for case, index, turn, _ in _turns(cases):
        where = f"{case['id']} turn {index + 1}"
        if turn["type"] == "clarify":
            assert turn["expect"] == "clarify", where
            assert len(turn.get("clarify_candidates", [])) >= 2, where
            assert turn["gold_entities"] == [], where
        elif turn["type"] == "correction":
            assert turn["expect"] == "correction", where
        else:
            assert turn["expect"] == "rewrite", where
        assert 0 < index or turn["type"] != "return", where


def test_nil_names_are_absent_from_the_ontology(graph: rdflib.Graph, cases: list[dict]) -> None:
    every_form = set().union(*(_surface_forms(graph, node) for node in _entities(graph)))
    nil_turns = [turn for case in cases for turn in case["turns"] if turn["type"] == "nil"]
    assert len(nil_turns) >= 4
    for turn in nil_turns:
        assert turn["must_exclude"], turn["user"]
        names = [item for item in turn["must_include"] if isinstance(item, str) and not item.endswith("月")]
        assert names, turn["user"]
        for name in names:
            assert _norm(name) not in every_form, name
            assert _norm(name) in _norm(turn["user"]), name


# -- the traps the bundle is built around -----------------------------------------------------------

CONFUSABLE_TRIPLES = [
    ("product_a", "series_a", "line_a", "A"),
    ("product_b", "series_b", "line_b", "B"),
    ("product_nebula_crm", "series_nebula", "line_nebula", "星云"),
]


@pytest.mark.parametrize(("product", "series", "line", "stem"), CONFUSABLE_TRIPLES)
def test_confusable_triples(graph: rdflib.Graph, product: str, series: str, line: str, stem: str) -> None:
    assert (EX[product], EX.belongsToSeries, EX[series]) in graph
    assert (EX[series], EX.partOfLine, EX[line]) in graph
    labels = [_label(graph, EX[name], "zh") for name in (product, series, line)]
    assert len(set(labels)) == 3
    assert all(stem in label for label in labels), labels


@pytest.mark.parametrize(
    "group",
    [
        ("sales-product-a-2025-07", "sales-series-a-2025-07", "sales-line-a-2025-07"),
        ("sales-product-b-2025-07", "sales-series-b-2025-07", "sales-line-b-2025-07"),
        ("return-product-a-2025-08", "return-product-a-pro-2025-08", "return-series-a-2025-08"),
        ("sales-east-2025-07", "sales-south-2025-07", "sales-north-2025-07"),
        ("deploy-enterprise-private", "deploy-standard", "deploy-flagship-hybrid"),
        ("policy-lodging-tier1", "policy-lodging-tier2", "policy-lodging-tier3", "policy-transport", "policy-per-diem"),
        ("system-crm-guide", "product-nebula-crm-login"),
        ("policy-uw-rules", "feature-auto-uw-rules"),
    ],
)
def test_distractor_documents_exist(docs: dict[str, dict], group: tuple[str, ...]) -> None:
    assert all(doc_id in docs for doc_id in group), [d for d in group if d not in docs]


def test_shared_and_nested_names(graph: rdflib.Graph) -> None:
    crm_nodes = {node for node in _entities(graph) if "crm" in _surface_forms(graph, node)}
    assert crm_nodes == {EX.system_crm, EX.product_nebula_crm}
    assert _label(graph, EX.policy_uw_rules, "zh") in _label(graph, EX.feature_auto_uw_rules, "zh")
    # 华东大区 is region noun + alias, not an alias of its own (see README).
    assert "华东大区" not in _surface_forms(graph, EX.region_east)
    assert "大区" in {str(v) for v in graph.objects(EX.Region, SKOS.altLabel)}


def test_committed_docs_match_the_generator(docs: dict[str, dict]) -> None:
    spec = importlib.util.spec_from_file_location("enterprise_build_docs", BUNDLE / "build_docs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert {item["id"]: item for item in module.all_docs()} == docs
