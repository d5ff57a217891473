"""lint(): each kind of finding, and what must not be reported."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from kglink.ontology import Edge, Entity, Label, OntClass, Ontology, load_ontology
from kglink.ontology.lint import KINDS, LintFinding, lint

VOCAB = Path(__file__).resolve().parent / "data" / "vocab.ttl"
EX = "http://example.org/ins/"


def _entity(node_id: str, *labels: tuple[str, str | None], aliases: tuple[str, ...] = ()) -> Entity:
    return Entity(
        node_id,
        labels=tuple(Label(t, lang) for t, lang in labels),
        aliases=tuple(Label(a, "zh") for a in aliases),
    )


def _kinds(findings: list[LintFinding]) -> list[str]:
    return [f.kind for f in findings]


def test_findings_on_the_vocabulary_fixture():
    findings = lint(load_ontology(VOCAB))
    by_kind = {kind: [f for f in findings if f.kind == kind] for kind in KINDS}
    assert {f.nodes[0] for f in by_kind["missing_label"]} == {
        EX + x for x in ("anxinbao_plus", "health_line", "south", "bare", "plain")
    }
    assert [f.nodes for f in by_kind["dangling_edge"]] == [(EX + "unknown_thing", EX + "south")]
    assert by_kind["shared_alias"] == by_kind["near_duplicate"] == by_kind["label_is_type_noun"] == []
    assert _kinds(findings) == sorted(_kinds(findings), key=KINDS.index)


def test_shared_alias():
    onto = Ontology(entities={
        "a": _entity("a", ("产品A", "zh"), aliases=("甲",)),
        "b": _entity("b", ("A系列产品", "zh"), aliases=("甲",)),
    })
    findings = lint(onto)
    assert findings == [LintFinding("shared_alias", "'甲' names 2 entities: 产品A (a), A系列产品 (b)", ("a", "b"))]


@pytest.mark.parametrize(
    ("first", "second", "threshold", "found"),
    [
        ("北京万寿庄宾馆", "北京万寿宾馆", 90.0, True),  # ratio 92
        ("北京万寿庄宾馆", "北京万寿宾馆", 95.0, False),
        ("Anxinbao Plus", "Anxinbao Plsu", 90.0, True),
        ("华东区", "华南区", 90.0, False),  # ratio 67: distinct regions are not duplicates
        ("产品A", "产品A", 90.0, False),  # identical: a shared alias, not a near-duplicate
    ],
)
def test_near_duplicates(first, second, threshold, found):
    onto = Ontology(entities={"a": _entity("a", (first, "zh")), "b": _entity("b", (second, "zh"))})
    findings = [f for f in lint(onto, near_duplicate_threshold=threshold) if f.kind == "near_duplicate"]
    assert (findings != []) == found
    if found:
        assert findings[0].nodes == ("a", "b")


def test_near_duplicates_are_found_among_many_labels():
    # Thousands of labels sharing frequent bigrams: blocking still finds the one pair.
    entities = {f"n{i}": _entity(f"n{i}", (f"北京市第{i}号分公司营业部", "zh")) for i in range(3000)}
    entities["twin"] = _entity("twin", ("北京市第17号分公司营业处", "zh"))
    findings = [f for f in lint(Ontology(entities=entities)) if f.kind == "near_duplicate"]
    assert ("n17", "twin") in {f.nodes for f in findings}


def test_missing_labels_per_language():
    onto = Ontology(entities={
        "a": _entity("a", ("产品A", "zh"), ("Product A", "en")),
        "b": _entity("b", ("产品B", "zh")),
        "c": _entity("c"),
    })
    findings = lint(onto)
    assert [(f.kind, f.nodes, f.message) for f in findings] == [
        ("missing_label", ("b", ), "产品B (b) has no label in en"),
        ("missing_label", ("c",), "c has no label"),
    ]


def test_a_label_equal_to_a_type_noun():
    onto = Ontology(
        entities={"h": _entity("h", ("北京饭店", "zh"), aliases=("饭店",))},
        classes={"Hotel": OntClass("Hotel", (Label("酒店", "zh"),), (Label("饭店", "zh"),))},
    )
    findings = lint(onto)
    assert [(f.kind, f.nodes) for f in findings] == [("label_is_type_noun", ("h", "Hotel"))]
    assert "'饭店'" in findings[0].message


def test_dangling_edges_are_grouped_by_target():
    onto = Ontology(
        entities={"a": _entity("a", ("甲", "zh")), "b": _entity("b", ("乙", "zh"))},
        classes={"C": OntClass("C")},
        edges=(Edge("a", "p", "b"), Edge("a", "p", "C"), Edge("b", "p", "C"), Edge("a", "q", "ghost")),
    )
    findings = lint(onto)
    assert [(f.nodes, f.message) for f in findings] == [
        (("C", "a", "b"), "2 entities link to C, which is not an entity (a class)"),
        (("ghost", "a"), "1 entity links to ghost, which is not an entity (unknown)"),
    ]


def test_a_clean_ontology_has_no_findings():
    onto = load_ontology(VOCAB)
    clean = dataclasses.replace(
        onto,
        entities={k: v for k, v in onto.entities.items() if k in (EX + "anxinbao", EX + "east")},
        edges=(),
    )
    assert lint(clean) == []


@pytest.mark.parametrize("threshold", [0, -1, 100.5])
def test_threshold_is_checked(threshold):
    with pytest.raises(ValueError):
        lint(Ontology(entities={}), near_duplicate_threshold=threshold)
