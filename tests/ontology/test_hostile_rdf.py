"""Hostile RDF files are refused with one clear error, never expanded without a bound
(issue 15): the billion laughs, a literal too large for the parser; empty files warn."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from kglink.errors import OntologyParseError
from kglink.ontology.loader import load_ontology

HEAD = '<?xml version="1.0"?>\n'
BODY = (
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"'
    ' xmlns:rdfs="http://www.w3.org/2000/01/rdf-schema#">\n'
    ' <rdf:Description rdf:about="{about}"><rdfs:label>{label}</rdfs:label></rdf:Description>\n'
    "</rdf:RDF>\n"
)


def _laughs() -> str:
    entities = ['<!ENTITY lol "lol">']
    entities += [f'<!ENTITY lol{n} "{("&lol" + (str(n - 1) if n > 1 else "") + ";") * 10}">' for n in range(1, 10)]
    return HEAD + "<!DOCTYPE rdf:RDF [\n" + "\n".join(entities) + "\n]>\n" + BODY.format(about="http://e/x", label="&lol9;")


@pytest.mark.parametrize(
    ("text", "message", "line"),
    [
        (_laughs(), "entity 'lol1' refers to other entities", 4),
        (HEAD + '<!DOCTYPE rdf:RDF [\n<!ENTITY % p "x">\n]>\n' + BODY.format(about="http://e/x", label="x"),
         "parameter entity", 3),
        (HEAD + '<!DOCTYPE rdf:RDF [\n<!ENTITY ext SYSTEM "file:///etc/passwd">\n]>\n' + BODY.format(about="http://e/x", label="&ext;"),
         "external entity", 3),
        (HEAD + '<!DOCTYPE rdf:RDF [\n<!ENTITY big "' + "A" * 1000 + '">\n]>\n' + BODY.format(about="http://e/x", label="&big;" * 20_000),
         "expand to over 16 MB", None),
    ],
    ids=["billion-laughs", "parameter", "external", "wide"],
)
def test_rdfxml_entity_expansion_is_refused(tmp_path: Path, text: str, message: str, line: int | None) -> None:
    path = tmp_path / "hostile.rdf"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(OntologyParseError, match=message) as info:
        load_ontology(path)
    assert info.value.path == str(path) and info.value.line == line


def test_plain_entities_of_protege_files_still_load(tmp_path: Path) -> None:
    path = tmp_path / "protege.rdf"
    dtd = '<!DOCTYPE rdf:RDF [\n <!ENTITY ex "http://example.org/" >\n <!ENTITY owl \'http://www.w3.org/2002/07/owl#\' >\n]>\n'
    path.write_text(HEAD + dtd + BODY.format(about="&ex;thing", label="某物"), encoding="utf-8")
    onto = load_ontology(path)
    assert onto.label("http://example.org/thing") == "某物"


def test_a_literal_too_large_for_the_parser_is_one_error(tmp_path: Path) -> None:
    path = tmp_path / "big.ttl"
    with path.open("w", encoding="utf-8") as handle:
        handle.write('<http://e/x> <http://www.w3.org/2000/01/rdf-schema#label> "')
        handle.write("a" * (17 << 20))
        handle.write('" .\n')
    with pytest.raises(OntologyParseError, match="too large for the parser") as info:
        load_ontology(path)
    assert info.value.path == str(path)


@pytest.mark.parametrize("name", ["empty.ttl", "empty.rdf", "comments.nt"])
def test_an_empty_rdf_file_warns(tmp_path: Path, name: str, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / name
    path.write_text("# nothing here\n" if name.endswith(".nt") else "", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="kglink.ontology.rdf"):
        onto = load_ontology(path)
    assert len(onto.entities) == 0
    assert any("no triples" in record.getMessage() and str(path) in record.getMessage() for record in caplog.records)
