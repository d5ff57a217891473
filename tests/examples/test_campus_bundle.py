"""The English university services bundle ontology/campus-en/ is consistent, complete and as large as its README says.

Read with plain json and rdflib only, so the bundle is checked independently of the kglink
code that will be measured on it.
"""

from __future__ import annotations

import re
import subprocess
import sys
import unicodedata
from collections import Counter
from pathlib import Path

import pytest
import rdflib
from rdflib.namespace import OWL, RDF, RDFS, SKOS

BUNDLE = Path(__file__).resolve().parents[2] / "ontology" / "campus-en"
EX = rdflib.Namespace("http://example.org/castlemere-uni#")

# the counts the bundle's README states
ENTITIES, CLASSES, DOCS, CONVERSATIONS, TURNS = 112, 19, 209, 37, 221

SPEC_TYPES = {
    "first", "pronoun", "ellipsis", "continuation", "comparison", "multi_intent", "topic_switch",
    "return", "correction", "alias", "confusable", "clarify", "nil",
}
# the failure classes of issue 13 that the dialogues exercise (the turn key "issue13")
ISSUE_CLASSES = {"no_cue", "no_carry", "antecedent", "ask", "description", "return", "constraint", "composition"}


def _norm(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _entities(g: rdflib.Graph) -> set[rdflib.URIRef]:
    return {s for s in g.subjects(SKOS.prefLabel, None) if isinstance(s, rdflib.URIRef)}


def _expand(curie: str) -> rdflib.URIRef:
    prefix, local = curie.split(":", 1)
    assert prefix == "ex", curie
    return EX[local]


def _label(g: rdflib.Graph, node: rdflib.URIRef) -> str:
    labels = [str(v) for v in g.objects(node, SKOS.prefLabel) if v.language == "en"]
    assert len(labels) == 1, f"{node} needs exactly one skos:prefLabel@en"
    return labels[0]


def _surface_forms(g: rdflib.Graph, node: rdflib.URIRef) -> set[str]:
    return {_norm(str(v)) for p in (SKOS.prefLabel, SKOS.altLabel, SKOS.hiddenLabel) for v in g.objects(node, p)}


def _names(form: str, text: str) -> bool:
    return re.search(r"(?<![0-9a-z])" + re.escape(form) + r"s?(?![0-9a-z])", text) is not None


def _turns(cases: list[dict]):
    for case in cases:
        history = ""
        for index, turn in enumerate(case["turns"]):
            yield case, index, turn, history
            history += " " + turn["user"] + " " + turn.get("assistant", "")


# -- sizes and shape ------------------------------------------------------------------------------


def test_sizes_are_the_ones_the_readme_states(graph: rdflib.Graph, docs: dict, cases: list[dict]) -> None:
    assert len(_entities(graph)) == ENTITIES
    assert len(set(graph.subjects(RDF.type, OWL.Class))) == CLASSES
    assert len(docs) == DOCS
    assert len(cases) == CONVERSATIONS
    assert sum(len(case["turns"]) for case in cases) == TURNS
    readme = (BUNDLE / "README.md").read_text(encoding="utf-8")
    for figure in (ENTITIES, CLASSES, DOCS, CONVERSATIONS, TURNS):
        assert f"| {figure} |" in readme, figure


def test_every_entity_is_typed_and_named(graph: rdflib.Graph) -> None:
    classes = set(graph.subjects(RDF.type, OWL.Class))
    for node in _entities(graph):
        types = set(graph.objects(node, RDF.type))
        assert types and types <= classes, f"{node} has no declared class"
        _label(graph, node)


def test_classes_and_properties_have_labels(graph: rdflib.Graph) -> None:
    declared = [
        *graph.subjects(RDF.type, OWL.Class),
        *graph.subjects(RDF.type, OWL.ObjectProperty),
        *graph.subjects(RDF.type, OWL.DatatypeProperty),
    ]
    assert len(declared) > CLASSES
    for node in declared:
        assert any(v.language == "en" for v in graph.objects(node, RDFS.label)), node


def test_edges_point_at_entities(graph: rdflib.Graph) -> None:
    entities = _entities(graph)
    object_properties = set(graph.subjects(RDF.type, OWL.ObjectProperty))
    edges = [(s, p, o) for s, p, o in graph if p in object_properties]
    assert len(edges) >= 150
    for source, predicate, target in edges:
        assert source in entities and target in entities, (source, predicate, target)


# -- gold consistency ---------------------------------------------------------------------


def test_gold_docs_exist(docs: dict, cases: list[dict]) -> None:
    missing = [(c["id"], i + 1, d) for c, i, t, _ in _turns(cases) for d in t["gold_docs"] if d not in docs]
    assert missing == []


def test_gold_entities_and_candidates_exist(graph: rdflib.Graph, cases: list[dict]) -> None:
    entities = _entities(graph)
    for case, index, turn, _ in _turns(cases):
        for curie in [*turn["gold_entities"], *turn.get("clarify_candidates", [])]:
            assert _expand(curie) in entities, f"{case['id']} turn {index + 1}: {curie}"


def test_gold_rewrite_names_gold_entities_and_keeps_constraints(graph: rdflib.Graph, cases: list[dict]) -> None:
    for case, index, turn, _ in _turns(cases):
        where = f"{case['id']} turn {index + 1}"
        rewrite = _norm(turn["gold_rewrite"])
        for curie in turn["gold_entities"]:
            assert _norm(_label(graph, _expand(curie))) in rewrite, where
        for item in turn["must_include"]:
            alternatives = item if isinstance(item, list) else [item]
            assert any(_norm(a) in rewrite for a in alternatives), f"{where}: {item!r}"
        for item in turn["must_exclude"]:
            assert _norm(item) not in rewrite, f"{where}: {item!r}"


def test_gold_entities_were_said_before(graph: rdflib.Graph, cases: list[dict]) -> None:
    """Every gold entity is named in the turn or the history, so a system that gets it right never
    counts as inventing it; only "alias" turns (misspellings in no label) are left to fuzzy matching."""
    for case, index, turn, history in _turns(cases):
        text = _norm(history + " " + turn["user"])
        for curie in turn["gold_entities"]:
            forms = _surface_forms(graph, _expand(curie))
            if turn["type"] == "alias":
                continue
            assert any(_names(form, text) for form in forms), f"{case['id']} turn {index + 1}: {curie} never named"


# -- coverage -----------------------------------------------------------------------------------


def test_every_spec_turn_type_occurs(cases: list[dict]) -> None:
    seen = Counter(turn["type"] for case in cases for turn in case["turns"])
    assert set(seen) == SPEC_TYPES, SPEC_TYPES ^ set(seen)


def test_every_issue_class_is_exercised(cases: list[dict]) -> None:
    seen = Counter(tag for case in cases for turn in case["turns"] for tag in turn.get("issue13", []))
    assert set(seen) == ISSUE_CLASSES
    assert min(seen.values()) >= 5, seen


def test_first_turns_are_self_contained(cases: list[dict]) -> None:
    for case in cases:
        first = case["turns"][0]
        assert case["lang"] == "en"
        assert first["type"] in {"first", "clarify", "alias", "confusable", "nil"}, case["id"]


def test_expectations_match_turn_types(cases: list[dict]) -> None:
    for case, index, turn, _ in _turns(cases):
        where = f"{case['id']} turn {index + 1}"
        if turn["type"] == "clarify":
            assert turn["expect"] == "clarify", where
            assert len(turn["clarify_candidates"]) >= 2, where
            assert turn["gold_entities"] == [] and turn["gold_docs"] == [], where
            assert turn["gold_rewrite"] == turn["user"], where
        elif turn["type"] == "correction":
            assert turn["expect"] == "correction", where
        else:
            assert turn["expect"] == "rewrite", where
        assert index > 0 or turn["type"] != "return", where


def test_nil_names_are_absent_from_the_ontology(graph: rdflib.Graph, cases: list[dict]) -> None:
    every_form = set().union(*(_surface_forms(graph, node) for node in _entities(graph)))
    nil_turns = [turn for case in cases for turn in case["turns"] if turn["type"] == "nil"]
    assert len(nil_turns) >= 5
    for turn in nil_turns:
        assert turn["must_exclude"] and turn["gold_entities"] == [], turn["user"]
        for name in turn["must_include"]:
            assert _norm(name) not in every_form, name
            assert _norm(name) in _norm(turn["user"]), name


# -- the traps the bundle is built around --------------------------------------------------------


def test_shared_aliases_are_exactly_the_planted_ones(graph: rdflib.Graph) -> None:
    owners: dict[str, set] = {}
    for node in _entities(graph):
        for form in _surface_forms(graph, node):
            owners.setdefault(form, set()).add(node)
    shared = {form: nodes for form, nodes in owners.items() if len(nodes) > 1}
    assert shared == {
        "hartley": {EX.bld_hartley, EX.lib_hartley},
        "okafor": {EX.p_ruth_okafor, EX.p_daniel_okafor},
    }


def _number(text: str) -> float:
    return float(re.match(r"[0-9.,]+", text).group().replace(",", ""))


def test_confusable_structures(graph: rdflib.Graph) -> None:
    assert (EX.pol_aup_2025, EX.supersedes, EX.pol_aup_2022) in graph
    assert (EX.mod_enrol, EX.partOf, EX.sys_studenthub) in graph
    assert (EX.mod_assign, EX.partOf, EX.sys_learnspace) in graph
    assert (EX.mod_portal, EX.partOf, EX.sys_helix) in graph
    assert (EX.sch_computing, EX.partOf, EX.fac_eng) in graph and (EX.sch_business, EX.partOf, EX.fac_bus) in graph
    assert (EX.proc_ec, EX.implements, EX.pol_ec) in graph and (EX.proc_complaints, EX.implements, EX.pol_complaints) in graph
    hartley = [_label(graph, n) for n in (EX.bld_hartley, EX.lib_hartley, EX.cp_hartley)]
    assert all(label.startswith("Hartley") for label in hartley) and len(set(hartley)) == 3
    westgate = [_label(graph, n) for n in (EX.bld_westgate, EX.cp_westgate, EX.res_westgate_court)]
    assert all(label.startswith("Westgate") for label in westgate) and len(set(westgate)) == 3
    seats = {s: _number(str(o)) for s, o in graph.subject_objects(EX.capacity)}
    assert seats[EX.rm_hlt2] < seats[EX.rm_hlt1] < seats[EX.rm_auditorium]
    spaces = {s: _number(str(o)) for s, o in graph.subject_objects(EX.spaces)}
    assert spaces[EX.cp_elmhurst] < spaces[EX.cp_hartley] < spaces[EX.cp_westgate]
    built = {s: _number(str(o)) for s, o in graph.subject_objects(EX.built)}
    assert built[EX.res_ashdown] < built[EX.res_westgate_court] < built[EX.res_riverside]
    for pair in ((EX.p_ruth_okafor, EX.p_daniel_okafor), (EX.p_beth_crowther, EX.p_liam_crowther)):
        assert {str(graph.value(p, EX.gender)) for p in pair} == {"female", "male"}


@pytest.mark.parametrize(
    "group",
    [
        ("desk-2025-09", "desk-2025-10", "desk-2025-11", "kpi-2025-09", "kpi-2025-10", "kpi-2025-11"),
        ("avail-studenthub-2025-09", "avail-studenthub-2025-10", "avail-campusnet-2025-10", "avail-learnspace-2025-11"),
        ("util-hartley-2025-10", "util-hartley-2025-11", "util-quayside-2025-11", "util-brindley-2025-10"),
        ("energy-brindley-2025-09", "energy-brindley-2025-10", "energy-libhartley-2025-09", "energy-hartley-2025-09"),
        ("complaints-eng-2025q2", "complaints-eng-2025q3", "complaints-sci-2025q2", "complaints-sci-2025q3"),
        ("parking-hartley-2025-09", "parking-westgate-2025-11", "parking-elmhurst-2025-10"),
        ("pol-aup-2022", "pol-aup-2025", "cmp-aup-2022-2025", "pol-ec", "proc-ec", "pol-complaints", "proc-complaints"),
        ("sys-studenthub", "mod-enrol", "sys-learnspace", "mod-assign", "sys-helix", "mod-portal", "sup-helix"),
        ("bld-hartley", "lib-hartley", "cp-hartley", "bld-westgate", "cp-westgate", "res-westgate-court"),
    ],
)
def test_distractor_documents_exist(docs: dict, group: tuple[str, ...]) -> None:
    assert [d for d in group if d not in docs] == []


def test_committed_files_match_the_generator() -> None:
    done = subprocess.run(
        [sys.executable, str(BUNDLE / "make_bundle.py"), "--check"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 errors" in done.stdout
