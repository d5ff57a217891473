"""Loading an ontology into a Neo4j that holds an earlier version replaces it: removed
entities and edges are gone, and graph facts no longer name them (issue 15)."""

from __future__ import annotations

import json
from pathlib import Path

from kglink.graph.neo4j_store import ENTITY_LABEL
from kglink.ontology.loader import load_ontology

PREFIX = "@prefix ex: <http://example.org/reload/> .\n@prefix skos: <http://www.w3.org/2004/02/skos/core#> .\n@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n"
BIG = PREFIX + """
ex:Product a rdfs:Class ; rdfs:label "产品"@zh .
ex:Old a rdfs:Class ; rdfs:label "旧类"@zh .
ex:a a ex:Product ; skos:prefLabel "产品A"@zh ; ex:relatedTo ex:b, ex:c .
ex:b a ex:Product, ex:Old ; skos:prefLabel "产品B"@zh ; skos:altLabel "B款"@zh ; ex:price "100" .
ex:c a ex:Product ; skos:prefLabel "产品C"@zh ; ex:relatedTo ex:ghost .
"""
SMALL = PREFIX + """
ex:Product a rdfs:Class ; rdfs:label "产品"@zh .
ex:a a ex:Product ; skos:prefLabel "产品A"@zh ; ex:relatedTo ex:b .
ex:b a ex:Product ; skos:prefLabel "产品B"@zh .
"""


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _connection(server) -> list[str]:
    return ["--neo4j-uri", server.uri, "--neo4j-user", server.user, "--neo4j-password", server.password]


def test_a_smaller_version_replaces_the_bigger_one(kglink_cli, neo4j_server, neo4j_db, tmp_path: Path) -> None:
    neo4j_db.store.clear()
    neo4j_db.forget()
    big, small = _write(tmp_path, "big.ttl", BIG), _write(tmp_path, "small.ttl", SMALL)
    code, out, err = kglink_cli("ontology", "load", str(big), *_connection(neo4j_server), "--json")
    assert code == 0, err
    first = json.loads(out)
    assert (first["described"], first["nodes"], first["edges"]) == (3, 4, 3)  # ghost: an edge end only

    code, out, err = kglink_cli("ontology", "load", str(small), *_connection(neo4j_server))
    assert code == 0, err
    assert "loaded into" in out and "2 nodes (2 described), 1 edges" in out
    assert "it held 4 nodes, 3 edges and 2 classes before; removed 2 nodes, 2 edges and 1 classes" in out

    store = neo4j_db.store
    store.clear_cache()
    ex = "http://example.org/reload/"
    ids = {row["id"] for row in store._run(f"MATCH (n:{ENTITY_LABEL}) RETURN n.id AS id")}
    assert ids == {ex + "a", ex + "b"}
    assert dict(store.neighbours(ex + "a")) == {ex + "b": 1}
    b = store._run(f"MATCH (n:{ENTITY_LABEL} {{id: $id}}) RETURN n AS n, labels(n) AS labels", id=ex + "b")[0]
    assert b["n"]["aliases"] == [] and b["n"]["attr_value"] == []
    assert "Old" not in b["labels"]  # the class label of a type b no longer has
    assert store.counts().as_dict() == {"nodes": 2, "described": 2, "edges": 1, "classes": 1}


def test_pipeline_facts_do_not_name_removed_entities(neo4j_server, neo4j_db, tmp_path: Path) -> None:
    from kglink.graph.neo4j_load import load_into_neo4j
    from kglink.pipeline.facts import graph_facts

    neo4j_db.forget()
    big, small = load_ontology(_write(tmp_path, "big.ttl", BIG)), load_ontology(_write(tmp_path, "small.ttl", SMALL))
    load_into_neo4j(big, neo4j_server.uri, neo4j_server.user, neo4j_server.password)
    result = load_into_neo4j(small, neo4j_server.uri, neo4j_server.user, neo4j_server.password)
    assert result["removed"]["nodes"] == 2
    store = neo4j_db.store
    store.clear_cache()
    ex = "http://example.org/reload/"
    facts = graph_facts(store, small, [ex + "a"], lang="zh", per_entity=10, limit=10)
    shown = json.dumps([repr(f) for f in facts], ensure_ascii=False)
    assert "产品B" in shown  # the edge the new version keeps
    assert "产品C" not in shown and ex + "c" not in shown and "ghost" not in shown


def test_a_large_removal_in_slices_gives_the_same_graph(neo4j_server, neo4j_db, tmp_path: Path, monkeypatch) -> None:
    import kglink.graph.neo4j_store as neo4j_store
    from kglink.graph.neo4j_load import load_into_neo4j

    neo4j_db.forget()
    big, small = load_ontology(_write(tmp_path, "big.ttl", BIG)), load_ontology(_write(tmp_path, "small.ttl", SMALL))
    load_into_neo4j(big, neo4j_server.uri, neo4j_server.user, neo4j_server.password)
    monkeypatch.setattr(neo4j_store, "ONE_TRANSACTION_REMOVAL", 0)  # every removal takes the sliced path
    result = load_into_neo4j(small, neo4j_server.uri, neo4j_server.user, neo4j_server.password)
    assert result["removed"] == {"nodes": 2, "edges": 2, "classes": 1}
    neo4j_db.store.clear_cache()
    assert neo4j_db.store.counts().as_dict() == {"nodes": 2, "described": 2, "edges": 1, "classes": 1}
