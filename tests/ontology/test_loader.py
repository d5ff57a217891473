"""Loading real files: the benchmark bundles, merging, suffix dispatch and the errors."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest

from kglink.errors import MissingFileError, UnsupportedFormatError
from kglink.ontology import Ontology, load_ontology
from kglink.ontology.builder import OntologyBuilder
from kglink.ontology.loader import SUPPORTED_SUFFIXES
from kglink.ontology.rdf import read_rdf
from kglink.ontology.stats import summarize

HERE = Path(__file__).resolve().parent
BENCH = HERE.parents[1].parent / "shared" / "bench"
VOCAB = HERE / "data" / "vocab.ttl"
EXAMPLE_CSV = HERE.parents[1] / "ontology" / "csv-example" / "ontology.csv"
ENTERPRISE = HERE.parents[1] / "ontology" / "enterprise" / "ontology.ttl"

needs_bench = pytest.mark.skipif(not BENCH.is_dir(), reason=f"shared benchmark bundles not found at {BENCH}")

# ontology file, entities, classes, entity-to-entity edges, languages (the counts the
# bundle READMEs give); the in-repo bundle runs where ../shared is missing (CI)
BUNDLES = [
    pytest.param(BENCH / "crosswoz-val" / "ontology.ttl", 2549, 3, 18827, ["zh"], id="crosswoz-val", marks=needs_bench),
    pytest.param(BENCH / "kdconv-travel-dev" / "ontology.ttl", 1154, 2, None, ["zh"], id="kdconv-travel-dev", marks=needs_bench),
    pytest.param(ENTERPRISE, 114, 21, 176, ["en", "zh"], id="enterprise"),
]


@pytest.mark.parametrize(("path", "entities", "classes", "edges", "languages"), BUNDLES)
def test_bundles_load_with_their_counts(path, entities, classes, edges, languages):
    onto = load_ontology(path)
    summary = summarize(onto)
    assert summary["entities"] == entities
    assert summary["classes"] == classes
    if edges is not None:
        assert summary["edges"] == edges
    assert summary["languages"] == languages
    assert onto.resolve("ex:" + next(iter(onto.entities)).rsplit("/", 1)[1]) is not None


@pytest.mark.parametrize("path", [pytest.param(b.values[0], id=b.id, marks=b.marks) for b in BUNDLES])
def test_both_readers_build_the_identical_bundle_ontology(path):
    built = []
    for backend in ("oxigraph", "rdflib"):
        stream = read_rdf(path, backend=backend)
        builder = OntologyBuilder()
        builder.add_source(str(path))
        builder.add_triples(stream)
        builder.add_prefixes(stream.prefixes)
        built.append(builder.build())
    assert built[0] == built[1]
    assert built[0] == load_ontology(path)


def test_files_merge_into_one_ontology(tmp_path):
    extra = tmp_path / "extra.csv"
    extra.write_text(
        "# @prefix ex: <http://example.org/ins/>\n"
        "id,label@zh,aliases@zh,rel:ex:covers\n"
        "ex:anxinbao,,安心保险产品,ex:west\n"
        "ex:west,华西区,,\n",
        encoding="utf-8",
    )
    merged = load_ontology(VOCAB, extra)
    alone = load_ontology(VOCAB)
    assert merged.sources == (str(VOCAB), str(extra))
    assert len(merged.entities) == len(alone.entities) + 1
    anxinbao = merged.entity("ex:anxinbao")
    assert "安心保险产品" in {a.text for a in anxinbao.aliases}
    assert anxinbao.labels == alone.entity("ex:anxinbao").labels
    assert any(e.target.endswith("/west") for e in merged.edges if e.source == anxinbao.id)


def test_the_order_of_files_only_changes_the_sources(tmp_path):
    other = tmp_path / "other.ttl"
    other.write_text(
        "@prefix ex: <http://example.org/ins/> .\n"
        '@prefix skos: <http://www.w3.org/2004/02/skos/core#> .\nex:south skos:altLabel "华南大区"@zh .\n',
        encoding="utf-8",
    )
    one = load_ontology(VOCAB, other)
    two = load_ontology(other, VOCAB)
    assert dataclasses.replace(one, sources=()) == dataclasses.replace(two, sources=())


def test_suffixes_are_case_insensitive(tmp_path):
    upper = tmp_path / "VOCAB.TTL"
    shutil.copy(VOCAB, upper)
    assert load_ontology(upper).entities == load_ontology(VOCAB).entities


def test_a_compiled_file_merges_with_others(tmp_path):
    from kglink.linking.compiled_index import save_compiled

    compiled = save_compiled(load_ontology(VOCAB), tmp_path / "vocab.kglink")
    merged = load_ontology(compiled, EXAMPLE_CSV)
    assert merged.sources == (str(VOCAB), str(EXAMPLE_CSV))
    assert merged == load_ontology(VOCAB, EXAMPLE_CSV)


def test_ontology_load_calls_the_loader():
    assert Ontology.load(VOCAB) == load_ontology(VOCAB)


def test_unknown_suffix_lists_the_supported_ones(tmp_path):
    path = tmp_path / "ontology.yaml"
    path.write_text("a: b\n", encoding="utf-8")
    with pytest.raises(UnsupportedFormatError) as info:
        load_ontology(path)
    message = str(info.value)
    assert message.startswith(f"{path}: cannot read '.yaml' files")
    for suffix in (".ttl", ".nt", ".n3", ".rdf", ".xml", ".owl", ".jsonld", ".trig", ".csv", ".tsv", ".kglink"):
        assert suffix in SUPPORTED_SUFFIXES
        assert suffix in message


def test_missing_file_says_so(tmp_path):
    with pytest.raises(MissingFileError) as info:
        load_ontology(VOCAB, tmp_path / "missing.ttl")
    assert str(info.value) == f"{tmp_path / 'missing.ttl'}: no such file"


def test_a_folder_is_not_a_file(tmp_path):
    with pytest.raises(UnsupportedFormatError, match="is a folder"):
        load_ontology(tmp_path)


def test_progress_is_reported_for_rdf_files():
    calls = []
    load_ontology(VOCAB, progress=lambda name, done, total: calls.append((name, done, total)))
    assert calls[-1] == (str(VOCAB), VOCAB.stat().st_size, VOCAB.stat().st_size)
