"""`kglink index` and `kglink search` through the real entry point."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest


# The `chroma run` session fixture lives with the retrieval tests; load it from there.
_spec = importlib.util.spec_from_file_location(
    "retrieval_fixtures", Path(__file__).resolve().parents[1] / "retrieval" / "conftest.py"
)
assert _spec is not None and _spec.loader is not None
_fixtures = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_fixtures)
chroma_server = _fixtures.chroma_server

ONTOLOGY_TTL = """\
@prefix ex: <http://example.org/kb/> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .

ex:Product a owl:Class ; rdfs:label "产品"@zh .
ex:product_a a ex:Product ; skos:prefLabel "产品A"@zh ; skos:altLabel "A产品"@zh ; skos:related ex:product_b .
ex:product_b a ex:Product ; skos:prefLabel "产品B"@zh .
ex:region_south skos:prefLabel "华南区"@zh .
"""

DOCS = [
    {"id": "doc-a", "title": "产品A说明", "text": "产品A支持私有化部署，价格为每年十万元。"},
    {"id": "doc-b", "title": "产品B说明", "text": "产品B只提供云服务。"},
    {"id": "doc-south", "title": "华南区7月销售报告", "text": "华南区7月销售额为800万元。"},
]


@pytest.fixture()
def bundle(tmp_path: Path) -> dict[str, Path]:
    ontology = tmp_path / "ontology.ttl"
    ontology.write_text(ONTOLOGY_TTL, encoding="utf-8")
    docs = tmp_path / "docs.jsonl"
    docs.write_text("\n".join(json.dumps(row, ensure_ascii=False) for row in DOCS) + "\n", encoding="utf-8")
    return {"ontology": ontology, "docs": docs, "store": tmp_path / "store"}


def test_index_then_search_as_json(kglink_cli, bundle) -> None:
    code, out, _ = kglink_cli("index", str(bundle["docs"]), "--ontology", str(bundle["ontology"]),
                       "--store", str(bundle["store"]))
    assert code == 0
    assert "indexed 3 documents: 3 chunks" in out
    code, out, _ = kglink_cli("search", "A产品的价格", "--ontology", str(bundle["ontology"]),
                       "--store", str(bundle["store"]), "--k", "2", "--json")
    assert code == 0
    payload = json.loads(out)
    assert payload["entities"] == ["ex:product_a"]
    assert [hit["doc_id"] for hit in payload["hits"]][0] == "doc-a"
    assert len(payload["hits"]) == 2
    first = payload["hits"][0]["ranks"]
    assert set(first) == {"vector", "lexical", "graph", "fused"}
    assert first["fused"] == 1 and first["graph"] == 1


def test_search_table_shows_each_retrievers_rank(kglink_cli, bundle) -> None:
    kglink_cli("index", str(bundle["docs"]), "--ontology", str(bundle["ontology"]), "--store", str(bundle["store"]))
    code, out, _ = kglink_cli("search", "华南区7月销售额", "--ontology", str(bundle["ontology"]),
                       "--store", str(bundle["store"]), "--k", "3")
    assert code == 0
    assert "linked: 华南区 (ex:region_south)" in out
    for column in ("fused", "vector", "lexical", "graph", "doc-south"):
        assert column in out


@pytest.mark.server
def test_index_into_a_chroma_server(kglink_cli, bundle, chroma_server) -> None:
    options = ("--ontology", str(bundle["ontology"]), "--chroma-url", chroma_server, "--collection", "cli_test")
    code, out, _ = kglink_cli("index", str(bundle["docs"]), *options)
    assert code == 0 and "cli_test" in out
    code, out, _ = kglink_cli("search", "产品B", *options, "--json")
    assert code == 0
    assert json.loads(out)["hits"][0]["doc_id"] == "doc-b"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["index", "{tmp}/missing.jsonl"], "no such file or folder"),
        (["index", "{tmp}/bad.jsonl"], "bad.jsonl:2: not valid JSON"),
        (["search", "x", "--collection", "nope"], "there is no collection 'nope'"),
        (["index", "{tmp}/docs.jsonl", "--embedding", "word2vec"], "unknown embedding 'word2vec'"),
    ],
)
def test_errors_are_one_line(kglink_cli, bundle, argv, message) -> None:
    tmp = bundle["docs"].parent
    (tmp / "bad.jsonl").write_text('{"id": "a", "text": "ok"}\n{oops\n', encoding="utf-8")
    kglink_cli("index", str(bundle["docs"]), "--ontology", str(bundle["ontology"]), "--store", str(bundle["store"]))
    args = [part.format(tmp=tmp) for part in argv]
    code, _, err = kglink_cli(*args, "--ontology", str(bundle["ontology"]), "--store", str(bundle["store"]))
    assert code == 1
    assert err.startswith("error: ") and message in err
    assert "Traceback" not in err
