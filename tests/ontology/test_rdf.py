"""RDF reading: every syntax, both readers, prefixes, literal forms, and broken files."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
import rdflib

from kglink.errors import MissingFileError, OntologyParseError
from kglink.ontology.loader import load_ontology
from kglink.ontology.rdf import SYNTAX_BY_SUFFIX, BlankNode, Literal, read_graph, read_rdf

DATA = Path(__file__).parent / "data"
VOCAB = DATA / "vocab.ttl"

# rdflib serialiser name for each suffix we write the fixture in.
SERIALISERS = {
    ".nt": "nt",
    ".n3": "n3",
    ".rdf": "xml",
    ".owl": "pretty-xml",
    ".jsonld": "json-ld",
    ".trig": "trig",
    ".nq": "nquads",
    ".trix": "trix",
}


@pytest.fixture(scope="module")
def vocab_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The vocabulary fixture written by rdflib in every syntax kglink reads.

    rdflib writes integers as bare Turtle numbers and reads them back as values
    (``0100`` -> ``100``), so the written graph holds canonical literal forms only; the
    test of non-canonical forms reads ``vocab.ttl`` itself.
    """
    folder = tmp_path_factory.mktemp("formats")
    graph = rdflib.Graph()
    graph.parse(VOCAB, format="turtle")
    files = {}
    for suffix, serialiser in {".ttl": "turtle", **SERIALISERS}.items():
        target = folder / f"vocab{suffix}"
        if suffix in (".trig", ".nq", ".trix"):
            dataset = rdflib.Dataset()
            named = dataset.graph(rdflib.URIRef("http://example.org/graphs/g1"))
            for triple in graph:
                named.add(triple)
            for prefix, namespace in graph.namespaces():
                dataset.bind(prefix, namespace)
            dataset.serialize(target, format=serialiser)
        else:
            graph.serialize(target, format=serialiser)
        files[suffix] = target
    return files


def _without_provenance(onto):
    return dataclasses.replace(onto, prefixes={}, sources=())


def test_every_suffix_is_covered():
    assert set(SYNTAX_BY_SUFFIX) >= {".ttl", ".nt", ".n3", ".rdf", ".xml", ".owl", ".jsonld", ".trig", ".nq", ".trix"}


@pytest.mark.parametrize("suffix", [".ttl", *SERIALISERS])
def test_each_syntax_gives_the_same_ontology(vocab_files, suffix):
    expected = _without_provenance(load_ontology(vocab_files[".ttl"]))
    assert len(expected.entities) == 7
    assert _without_provenance(load_ontology(vocab_files[suffix])) == expected


@pytest.mark.parametrize("suffix", [".ttl", ".nt", ".n3", ".rdf", ".owl", ".jsonld", ".trig", ".nq"])
def test_both_readers_give_identical_triples_and_prefixes(vocab_files, suffix):
    fast = read_rdf(vocab_files[suffix], backend="oxigraph")
    slow = read_rdf(vocab_files[suffix], backend="rdflib")
    fast_triples = [t for t in fast if not _has_blank(t)]
    slow_triples = [t for t in slow if not _has_blank(t)]
    assert sorted(fast_triples, key=repr) == sorted(slow_triples, key=repr)
    assert fast.prefixes == slow.prefixes


def _has_blank(triple) -> bool:
    return any(isinstance(term, BlankNode) for term in triple)


def test_turtle_prefixes_are_read():
    stream = read_rdf(VOCAB)
    list(stream)
    assert stream.prefixes["ex"] == "http://example.org/ins/"
    assert stream.prefixes["skos"] == "http://www.w3.org/2004/02/skos/core#"


@pytest.mark.parametrize("backend", ["oxigraph", "rdflib"])
def test_literal_lexical_forms_and_language_tags_are_kept(backend):
    triples = list(read_rdf(VOCAB, backend=backend))
    objects = {o for s, p, o in triples if s == "http://example.org/ins/anxinbao" and isinstance(o, Literal)}
    xsd = "http://www.w3.org/2001/XMLSchema#"
    assert Literal("0100", None, xsd + "integer") in objects  # not normalised to "100"
    assert Literal("12.50", None, xsd + "decimal") in objects
    assert Literal("AXB", "en") in objects  # "@EN" folds to lower case
    assert Literal("安心保", "zh") in objects


def test_an_rdflib_graph_in_memory_gives_the_file_ontology():
    graph = rdflib.Graph()
    graph.parse(VOCAB, format="turtle")
    from_graph = load_ontology(graph)
    from_file = load_ontology(VOCAB)
    assert from_graph.sources == ("<rdflib.Graph>",)
    # rdflib normalises literals it creates itself ("0100" -> "100"); names and edges agree.
    assert from_graph.entities.keys() == from_file.entities.keys()
    assert from_graph.edges == from_file.edges
    assert from_graph.classes == from_file.classes
    assert from_graph.prefixes["ex"] == "http://example.org/ins/"
    assert "brick" not in from_graph.prefixes  # rdflib's unused default bindings are left out


def test_read_graph_merges_the_graphs_of_a_dataset():
    dataset = rdflib.Dataset()
    ex = rdflib.Namespace("http://example.org/ds/")
    dataset.graph(ex.g1).add((ex.a, rdflib.RDFS.label, rdflib.Literal("甲", lang="zh")))
    dataset.graph(ex.g2).add((ex.b, rdflib.RDFS.label, rdflib.Literal("乙", lang="zh")))
    triples = list(read_graph(dataset))
    assert {s for s, _, _ in triples} == {str(ex.a), str(ex.b)}


def test_missing_file():
    with pytest.raises(MissingFileError) as info:
        read_rdf(DATA / "nope.ttl")
    assert "nope.ttl" in str(info.value)


# Each broken file, the line its error is on, and a word the message must contain.
BROKEN = [
    (".ttl", '@prefix ex: <http://e/> .\nex:a ex:b "x" .\nex:c ex:d ex: e f .\n', 3),
    (".nt", '<http://e/a> <http://e/b> "x" .\n<http://e/a> <http://e/b> bad .\n', 2),
    (".nq", '<http://e/a> <http://e/b> "x" <http://g> .\n<http://e/a> <http://e/b> bad .\n', 2),
    (".n3", '@prefix ex: <http://e/> .\nex:a ex:b "x" .\nex:c ex:d ex: e f .\n', 3),
    (".trig", '@prefix ex: <http://e/> .\nex:g {\nex:a ex:b "x" .\nex:c ex:d ex: e f .\n}\n', 4),
    (".jsonld", '{"@context": {"ex": "http://e/"},\n "@id": "ex:a",\n "ex:b": "x",,\n}\n', 3),
    (
        ".rdf",
        '<?xml version="1.0"?>\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n'
        '<rdf:Description rdf:about="http://e/a">\n<foo>\n</rdf:RDF>\n',
        5,
    ),
    (
        ".owl",
        '<?xml version="1.0"?>\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n'
        "  <rdf:Description rdf:about=\"http://e/a\"></rdf:RDF>\n",
        3,
    ),
    (".xml", '<?xml version="1.0"?>\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n<a<\n', 3),
    (".trix", '<?xml version="1.0"?>\n<TriX xmlns="http://www.w3.org/2004/03/trix/trix-1/">\n<graph>\n</TriX>\n', 4),
]


@pytest.mark.parametrize(("suffix", "text", "line"), BROKEN, ids=[case[0] for case in BROKEN])
def test_a_broken_file_names_its_path_and_line(tmp_path, suffix, text, line):
    path = tmp_path / f"broken{suffix}"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(OntologyParseError) as info:
        load_ontology(path)
    error = info.value
    assert error.path == str(path)
    assert error.line == line
    assert str(error).startswith(f"{path}:{line}: ")
    assert "\n" not in str(error)


@pytest.mark.parametrize(
    ("suffix", "text", "line"),
    [case for case in BROKEN if case[0] not in (".jsonld", ".trix")],
    ids=[case[0] for case in BROKEN if case[0] not in (".jsonld", ".trix")],
)
def test_the_rdflib_reader_also_locates_errors(tmp_path, suffix, text, line):
    path = tmp_path / f"broken{suffix}"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(OntologyParseError) as info:
        list(read_rdf(path, backend="rdflib"))
    assert info.value.line == line
    assert "\n" not in str(info.value)


def test_the_rdflib_reader_locates_json_errors(tmp_path):
    path = tmp_path / "broken.jsonld"
    path.write_text('{"@id": "http://e/a",\n "http://e/b": "x",,\n}\n', encoding="utf-8")
    with pytest.raises(OntologyParseError) as info:
        list(read_rdf(path, backend="rdflib"))
    assert info.value.line == 2
