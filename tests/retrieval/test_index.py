"""The Index facade against a real Chroma, embedded and as a `chroma run` server."""

from __future__ import annotations

from pathlib import Path

import chromadb
import pytest
from chromadb.config import Settings

from kglink.errors import ConfigError
from kglink.retrieval import HashedNgramEmbedding, Index
from kglink.retrieval.documents import Document
from kglink.retrieval.vector import parse_chroma_url

EX = "http://example.org/kb/"


def _ids(hits) -> list[str]:
    return [hit.doc_id for hit in hits]


def _client(backend: dict[str, object]):
    settings = Settings(anonymized_telemetry=False)
    if "chroma_url" in backend:
        host, port, ssl = parse_chroma_url(str(backend["chroma_url"]))
        return chromadb.HttpClient(host=host, port=port, ssl=ssl, settings=settings)
    return chromadb.PersistentClient(path=str(Path(backend["store"]) / "chroma"), settings=settings)


def test_chunks_are_annotated_with_the_entities_they_mention(ontology, documents, backend) -> None:
    index = Index.build(documents, ontology=ontology, **backend)
    by_doc = {chunk.doc_id: chunk for chunk in index.chunks()}
    assert by_doc["doc-east"].entities == (EX + "region_east", EX + "product_a")
    assert by_doc["doc-leave"].entities == (EX + "policy_leave",)
    assert by_doc["doc-c"].entities == (EX + "product_c",)
    # The annotations are in Chroma's metadata too, as a space-separated string.
    collection = _client(backend).get_collection(backend.get("collection", "kglink"))
    stored = collection.get(ids=["doc-east#0"], include=["metadatas"])["metadatas"][0]
    assert stored["entities"].split(" ") == [EX + "region_east", EX + "product_a"]
    assert stored["doc_id"] == "doc-east"
    leave = collection.get(ids=["doc-leave#0"], include=["metadatas"])["metadatas"][0]
    # Non-scalar document metadata is kept as JSON text; scalars as they are.
    assert (leave["source"], leave["tags"]) == ("hr", '["hr", "policy"]')


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("产品A支持私有化部署吗", "doc-a"),
        ("A产品的价格", "doc-a"),
        ("华南区7月的销售额", "doc-south"),
        ("how many days of annual leave", "doc-leave"),
    ],
)
def test_search_finds_the_document(ontology, documents, backend, query, expected) -> None:
    index = Index.build(documents, ontology=ontology, **backend)
    hits = index.search(query, k=3)
    assert hits[0].doc_id == expected
    assert hits[0].ranks["fused"] == 1
    assert set(hits[0].ranks) == {"vector", "lexical", "graph", "fused"}


def test_reopen_gives_the_same_results(ontology, documents, backend) -> None:
    built = Index.build(documents, ontology=ontology, **backend)
    queries = ["产品B适合谁", "华东区销售额", "leave policy"]
    before = [built.search(query, k=4) for query in queries]
    reopened = Index.open(backend["store"], ontology=ontology, **{k: v for k, v in backend.items() if k != "store"})
    assert len(reopened) == len(built)
    assert [reopened.search(query, k=4) for query in queries] == before


@pytest.mark.server
def test_open_from_the_server_alone_rebuilds_the_lexical_index(ontology, documents, chroma_server, tmp_path) -> None:
    options = {"chroma_url": chroma_server, "collection": "server_only"}
    built = Index.build(documents, ontology=ontology, store=None, **options)
    reopened = Index.open(None, ontology=ontology, **options)
    assert reopened.chunks() == built.chunks()
    assert reopened.search("华南区7月", k=3) == built.search("华南区7月", k=3)


def test_reindexing_the_same_documents_changes_nothing(ontology, documents, backend) -> None:
    Index.build(documents, ontology=ontology, **backend)
    collection = _client(backend).get_collection(backend.get("collection", "kglink"))
    before = collection.get(include=["documents", "metadatas", "embeddings"])
    again = Index.build(documents, ontology=ontology, **backend)
    after = collection.get(include=["documents", "metadatas", "embeddings"])
    assert after["ids"] == before["ids"]
    assert after["documents"] == before["documents"]
    assert after["metadatas"] == before["metadatas"]
    assert len(again) == len(documents)


def test_a_changed_document_replaces_its_chunks(ontology, documents, backend) -> None:
    Index.build(documents, ontology=ontology, chunk_size=60, **backend)
    long_text = "。".join(f"产品B第{i}条说明，仅限国内客户使用" for i in range(12)) + "。"
    changed = [d if d.id != "doc-b" else Document("doc-b", long_text, title="产品B说明") for d in documents]
    index = Index.build(changed, ontology=ontology, chunk_size=60, **backend)
    chunks_b = [chunk for chunk in index.chunks() if chunk.doc_id == "doc-b"]
    assert len(chunks_b) > 1
    assert all(len(chunk.text) <= 60 for chunk in chunks_b)
    shrunk = [d if d.id != "doc-b" else Document("doc-b", "产品B已停售。", title="产品B说明") for d in documents]
    index = Index.build(shrunk, ontology=ontology, chunk_size=60, **backend)
    assert [chunk.text for chunk in index.chunks() if chunk.doc_id == "doc-b"] == ["产品B已停售。"]
    collection = _client(backend).get_collection(backend.get("collection", "kglink"))
    stored = collection.get(where={"doc_id": "doc-b"})["ids"]
    assert stored == ["doc-b#0"]
    assert index.search("产品B停售", k=1)[0].text == "产品B已停售。"


def test_deleted_documents_are_gone_everywhere(ontology, documents, backend) -> None:
    index = Index.build(documents, ontology=ontology, **backend)
    index.delete(["doc-south", "no-such-doc"])
    assert "doc-south" not in index.doc_ids
    assert "doc-south" not in _ids(index.search("华南区7月的销售额", k=10))
    reopened = Index.open(backend["store"], ontology=ontology, **{k: v for k, v in backend.items() if k != "store"})
    assert "doc-south" not in _ids(reopened.search("华南区7月的销售额", k=10))
    collection = _client(backend).get_collection(backend.get("collection", "kglink"))
    assert collection.count() == len(documents) - 1


def test_the_embedding_function_survives_reopening_in_a_new_client(ontology, documents, backend) -> None:
    Index.build(documents, ontology=ontology, embedding=HashedNgramEmbedding(dim=256), **backend)
    # A fresh client, given no embedding function, rebuilds kglink's from the stored config.
    collection = _client(backend).get_collection(backend.get("collection", "kglink"))
    config = collection.configuration_json["embedding_function"]
    assert config["name"] == "kglink_hashed_ngrams"
    assert config["config"] == {"dim": 256}
    result = collection.query(query_texts=["华南区7月销售额"], n_results=1)
    assert result["ids"][0] == ["doc-south#0"]
    vector = collection.get(ids=["doc-a#0"], include=["embeddings"])["embeddings"][0]
    assert len(vector) == 256


def test_graph_retrieval_uses_given_entities_and_neighbours(ontology, documents, backend) -> None:
    index = Index.build(documents, ontology=ontology, **backend)
    hits = index.search("它适合谁", k=6, entities=["ex:product_b"])
    graph_ranks = {hit.doc_id: hit.ranks["graph"] for hit in hits}
    assert hits[0].doc_id == "doc-b"
    assert graph_ranks["doc-b"] == 1
    # product_a and product_c are one hop away: their documents follow, ranked lower.
    assert graph_ranks["doc-a"] is not None and graph_ranks["doc-a"] > 1
    assert index.search("它适合谁", k=6, entities=[])[0].ranks["graph"] is None


def test_several_queries_are_merged_without_duplicates(ontology, documents, backend) -> None:
    index = Index.build(documents, ontology=ontology, **backend)
    hits = index.search(["产品A的价格", "产品C面向哪个行业", "产品A的价格"], k=4)
    ids = [hit.chunk_id for hit in hits]
    assert len(ids) == len(set(ids))
    assert {"doc-a", "doc-c"} <= set(_ids(hits[:2]))


def test_bad_arguments_are_config_errors(ontology, documents, tmp_path) -> None:
    with pytest.raises(ConfigError):
        Index.build(documents, ontology=ontology)
    index = Index.build(documents, ontology=ontology, store=tmp_path / "s")
    with pytest.raises(ConfigError):
        index.search("产品A", k=0)
    with pytest.raises(ConfigError):
        Index.open(tmp_path / "s", ontology=ontology, collection="missing")
    with pytest.raises(ConfigError):
        Index.build([documents[0], documents[0]], ontology=ontology, store=tmp_path / "s2")
