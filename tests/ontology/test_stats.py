"""summarize(): the counts `kglink ontology inspect` prints."""

from __future__ import annotations

import json
from pathlib import Path

from kglink.ontology import Entity, Label, Ontology, load_ontology
from kglink.ontology.stats import summarize

VOCAB = Path(__file__).resolve().parent / "data" / "vocab.ttl"


def test_summary_of_the_vocabulary_fixture():
    summary = summarize(load_ontology(VOCAB))
    assert summary["entities"] == 7  # sameAs duplicates and non-entities not counted
    assert summary["classes"] == 3
    assert summary["properties"] == 3
    assert summary["edges"] == 6  # entity-to-entity only
    assert summary["dangling_edges"] == 1
    # anxinbao 6, anxinbao_plus 2, health_line 1, east 3, south 1, plain 1
    assert summary["aliases"] == 14
    assert summary["shared_aliases"] == 0
    assert summary["languages"] == ["en", "zh"]
    assert summary["redirects"] == 2
    assert summary["unlabelled"] == 1
    assert summary["entities_by_class"] == {"ex:Region": 2, "ex:HealthProduct": 2}
    json.dumps(summary)  # plain JSON values only


def test_aliases_are_distinct_normal_forms_per_node():
    onto = Ontology(
        entities={
            "a": Entity("a", labels=(Label("ＡＢＣ", "zh"), Label("abc", "en")), aliases=(Label("A B C"),)),
            "b": Entity("b", labels=(Label("Abc"),)),
            "c": Entity("c", labels=(Label("华东区", "zh"),), hidden=(Label("华东 区"),)),
        }
    )
    summary = summarize(onto)
    # a: "abc" (full-width and case fold to one form) and "a b c"; b: "abc"; c: "华东区" twice.
    assert summary["aliases"] == 4
    assert summary["shared_aliases"] == 1
    assert summary["shared_alias_examples"] == ["abc"]
