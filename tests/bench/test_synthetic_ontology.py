"""The synthetic ontology: exact size, deterministic, realistic traps, writable as RDF."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
import rdflib

from kglink.bench.synthetic import MAX_LENGTH, MIN_LENGTH, synthetic_ontology, synthetic_queries, write_ontology
from kglink.errors import ConfigError, UnsupportedFormatError
from kglink.linking.alias_index import AliasIndex
from kglink.linking.normalize import is_cjk, normalize


@pytest.mark.parametrize("aliases", [1, 2, 17, 500, 3000])
def test_exactly_n_aliases(aliases: int) -> None:
    onto = synthetic_ontology(aliases, seed=3)
    assert len(AliasIndex.from_ontology(onto)) == aliases


def test_same_seed_same_ontology_other_seed_other_one() -> None:
    assert synthetic_ontology(800, seed=5) == synthetic_ontology(800, seed=5)
    assert synthetic_ontology(800, seed=5) != synthetic_ontology(800, seed=6)
    onto = synthetic_ontology(800, seed=5)
    assert synthetic_queries(onto, 50, seed=1) == synthetic_queries(onto, 50, seed=1)


def test_names_look_like_an_enterprise_kb() -> None:
    onto = synthetic_ontology(4000, seed=0)
    names = [text for text, _, _ in onto.surface_forms()]
    assert all(MIN_LENGTH <= len(text) <= MAX_LENGTH for text in names)
    chinese = sum(1 for text in names if any(is_cjk(c) for c in text))
    assert 0.3 * len(names) < chinese < 0.9 * len(names)
    kinds = Counter(kind for _, _, kind in onto.surface_forms())
    assert kinds["label"] and kinds["alias"] and kinds["hidden"]
    # shared aliases: one normal form naming several nodes
    by_form: dict[str, set[str]] = {}
    for text, node, _ in onto.surface_forms():
        by_form.setdefault(normalize(text), set()).add(node)
    assert sum(1 for nodes in by_form.values() if len(nodes) > 1) > 10
    # near-duplicates: labels of distinct nodes one edit apart
    index = AliasIndex.from_ontology(onto)
    near = 0
    for entity in list(onto.entities.values())[:400]:
        for candidate in index.fuzzy_candidates(entity.labels[0].text, limit=3):
            near += candidate.node_id != entity.id and candidate.score < 1.0
    assert near > 5
    # classes with a hierarchy, heavy-tailed degrees
    assert len(onto.classes) >= 7 and any(c.parents for c in onto.classes.values())
    degrees = Counter()
    for edge in onto.edges:
        degrees[edge.source] += 1
        degrees[edge.target] += 1
    assert max(degrees.values()) > 5 * (sum(degrees.values()) / len(degrees))
    assert all(edge.source in onto.entities and edge.target in onto.entities for edge in onto.edges)


def test_queries_have_the_asked_length_and_mention_names() -> None:
    onto = synthetic_ontology(1000, seed=2)
    queries = synthetic_queries(onto, 200, length=20, seed=4)
    assert len(queries) == 200 and all(len(q) == 20 for q in queries)
    index = AliasIndex.from_ontology(onto)
    assert sum(bool(index.find(q)) for q in queries) > 100


@pytest.mark.parametrize("suffix", [".ttl", ".nt"])
def test_written_rdf_parses_with_every_triple(tmp_path: Path, suffix: str) -> None:
    onto = synthetic_ontology(300, seed=1)
    path = tmp_path / f"synthetic{suffix}"
    count = write_ontology(onto, path)
    graph = rdflib.Graph().parse(path, format="turtle" if suffix == ".ttl" else "nt")
    assert len(graph) == count
    skos = rdflib.Namespace("http://www.w3.org/2004/02/skos/core#")
    labels = sum(1 for _ in graph.triples((None, skos.prefLabel, None)))
    assert labels == sum(len(e.labels) for e in onto.entities.values())


@pytest.mark.parametrize("suffix", [".ttl", ".nt"])
def test_written_file_loads_back_to_the_same_names_and_edges(tmp_path: Path, suffix: str) -> None:
    from kglink.ontology.loader import load_ontology

    onto = synthetic_ontology(400, seed=9)
    path = tmp_path / f"synthetic{suffix}"
    write_ontology(onto, path)
    loaded = load_ontology(path)
    assert set(loaded.entities) == set(onto.entities)
    assert set(loaded.edges) == set(onto.edges)
    assert len(AliasIndex.from_ontology(loaded)) == 400


def test_bad_arguments() -> None:
    with pytest.raises(ConfigError):
        synthetic_ontology(0)
    with pytest.raises(ConfigError):
        synthetic_ontology(10, near_duplicate_rate=2.0)
    with pytest.raises(UnsupportedFormatError):
        write_ontology(synthetic_ontology(5), Path("out.rdf"))
