"""Neo4jGraphStore against a real Neo4j over Bolt, checked against the networkx store."""

from __future__ import annotations

import random
import re
import socket
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kglink.errors import BackendError, ConfigError, MissingDependencyError
from kglink.graph import GraphStore, NetworkxGraphStore
from kglink.graph.neo4j_load import load_into_neo4j
from kglink.graph.neo4j_store import Neo4jCounts, Neo4jGraphStore, cypher_name
from kglink.ontology.loader import load_ontology
from kglink.ontology.model import Attribute, Edge, Entity, Label, OntClass, Ontology

if TYPE_CHECKING:
    # Fixture types only: ``import conftest`` by name gets whichever conftest pytest
    # loaded first (tests/linking's in a full run).
    from tests.neo4j.conftest import LoadedDatabase, Neo4jServer

pytestmark = pytest.mark.server

# The in-repo example bundle, so these tests run on a clean clone: 21 classes with a
# subclass tree, 176 edges over 15 predicates (two of them SKOS), labels in zh and en.
BUNDLE = "enterprise"
ONTOLOGY = Path(__file__).resolve().parents[2] / "ontology" / BUNDLE / "ontology.ttl"
EX = "http://example.org/kglink/enterprise/"
SKOS = "http://www.w3.org/2004/02/skos/core#"
ODD = "http://example.org/odd/"

# Branch -> region, branch -> city -> city tier: paths of three hops over a subset of
# the predicates, one of them from another namespace.
LOCATION = (SKOS + "broader", EX + "locatedIn", EX + "cityTier")


# -- fixtures ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    return load_ontology(ONTOLOGY)


@pytest.fixture(scope="module")
def reference(ontology: Ontology) -> NetworkxGraphStore:
    return NetworkxGraphStore(ontology)


@pytest.fixture()
def ontology_store(neo4j_db: LoadedDatabase, ontology: Ontology) -> Neo4jGraphStore:
    return neo4j_db.holding(BUNDLE, ontology)


@pytest.fixture(scope="module")
def sample(ontology: Ontology, reference: NetworkxGraphStore) -> list[str]:
    """Thirty nodes at random (fixed seed) and the five best connected ones."""
    ids = sorted(ontology.entities)
    hubs = sorted(ids, key=lambda node: (-reference.degree(node), node))[:5]
    return random.Random(6).sample(ids, 30) + hubs


def odd_ontology() -> Ontology:
    """Names that must not leak into Cypher, values that must round-trip, a sameAs merge."""
    hotel = ODD + "Hotel`) DETACH DELETE n //"
    chinese = ODD + "酒店"
    lodging = ODD + "Lodging"
    classes = {
        lodging: OntClass(lodging, labels=(Label("lodging", "en"),)),
        hotel: OntClass(hotel, labels=(Label("hotel", "en"),), parents=(lodging,)),
        chinese: OntClass(chinese, labels=(Label("酒店", "zh"),), aliases=(Label("宾馆", None),), parents=(lodging, ODD + "Undeclared")),
    }
    entities = [
        Entity(
            ODD + "h1",
            labels=(Label("Grand", "en"), Label("大酒店", "zh")),
            aliases=(Label("the grand", None),),
            hidden=(Label("grnad", "en"),),
            types=(hotel,),
            attributes=(
                Attribute(ODD + "price", "300", None, "http://www.w3.org/2001/XMLSchema#integer"),
                Attribute(ODD + "address", "北京 1号", "zh"),
                Attribute(ODD + "note", "it's a `quote` } {", None),
            ),
            same_as=(ODD + "h1_old",),
        ),
        Entity(ODD + "h2", labels=(Label("如家", "zh"),), types=(chinese,)),
        Entity(ODD + "h3", types=(chinese, hotel)),
        Entity(ODD + "plain"),
    ]
    edges = (
        Edge(ODD + "h1", ODD + "near`]->() DELETE r //", ODD + "h2"),
        Edge(ODD + "h2", ODD + "附近", ODD + "h3"),
        Edge(ODD + "h1_old", ODD + "near", ODD + "outside"),
        Edge(ODD + "h3", ODD + "near", ODD + "h3"),
    )
    return Ontology(
        entities={entity.id: entity for entity in entities},
        classes=classes,
        edges=edges,
        redirects={ODD + "h1_old": ODD + "h1"},
    )


@pytest.fixture()
def odd_store(neo4j_db: LoadedDatabase) -> Neo4jGraphStore:
    return neo4j_db.holding("odd", odd_ontology())


def snapshot(store: Neo4jGraphStore) -> tuple[list[Any], list[Any]]:
    """Everything in the database, in a comparable order."""
    nodes = store._run("MATCH (n) RETURN n.id AS id, labels(n) AS labels, properties(n) AS props")
    rels = store._run("MATCH (a)-[r]->(b) RETURN a.id AS s, type(r) AS type, properties(r) AS props, b.id AS t")
    return (
        sorted((row["id"], sorted(row["labels"]), sorted(row["props"].items())) for row in nodes),
        sorted((row["s"], row["type"], sorted(row["props"].items()), row["t"]) for row in rels),
    )


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


# -- loading ----------------------------------------------------------------------------


def test_the_bundle_loads_every_node_and_edge(neo4j_db: LoadedDatabase, ontology: Ontology, reference: NetworkxGraphStore) -> None:
    neo4j_db.forget()
    store = neo4j_db.holding(BUNDLE, ontology)
    counts = store.counts()
    assert counts == Neo4jCounts(nodes=114, described=114, edges=176, classes=21)
    assert (counts.nodes, counts.edges) == (reference.graph.number_of_nodes(), reference.graph.number_of_edges())
    assert isinstance(store, GraphStore)


def test_reloading_changes_nothing(ontology_store: Neo4jGraphStore, neo4j_server: Neo4jServer, ontology: Ontology) -> None:
    before = snapshot(ontology_store)
    result = load_into_neo4j(ontology, neo4j_server.uri, neo4j_server.user, neo4j_server.password, batch_size=700)
    assert {key: result[key] for key in ("nodes", "described", "edges", "classes")} == ontology_store.counts().as_dict()
    assert result["seconds"] > 0
    assert snapshot(ontology_store) == before


def test_uniqueness_constraint_exists_once(ontology_store: Neo4jGraphStore) -> None:
    ontology_store.ensure_schema()
    rows = ontology_store._run(
        "SHOW CONSTRAINTS YIELD name, type, labelsOrTypes, properties "
        "WHERE labelsOrTypes = ['Entity'] RETURN name, type, properties"
    )
    assert [(row["name"], row["type"], row["properties"]) for row in rows] == [("kglink_entity_id", "UNIQUENESS", ["id"])]


def test_classes_are_labels_and_predicates_are_types(ontology_store: Neo4jGraphStore, ontology: Ontology) -> None:
    labelled: set[str] = set()
    for class_id in ontology.classes:
        # Only the declared types: a superclass is not a label (nodes_of_class walks the tree).
        typed = {entity.id for entity in ontology.entities.values() if class_id in entity.types}
        rows = ontology_store._run(f"MATCH (n:Entity:`{cypher_name(class_id, prefix='C')}`) RETURN n.id AS id")
        assert {row["id"] for row in rows} == typed, class_id
        labelled |= typed
    assert labelled == set(ontology.entities)  # every entity is typed, so every one was checked
    rows = ontology_store._run("MATCH (:Entity)-[r]->(:Entity) RETURN DISTINCT type(r) AS type, r.predicate AS predicate")
    types = {(row["type"], row["predicate"]) for row in rows}
    assert types == {(cypher_name(edge.predicate, prefix="R"), edge.predicate) for edge in ontology.edges}
    assert {("broader", SKOS + "broader"), ("locatedIn", EX + "locatedIn")} <= types


# -- the same answers as the networkx store -----------------------------------------------

QUERIES: dict[str, Callable[[GraphStore, str, str], object]] = {
    "neighbours": lambda store, node, other: dict(store.neighbours(node)),
    "neighbours depth 2": lambda store, node, other: dict(store.neighbours(node, depth=2)),
    "neighbours depth 3 over three predicates": lambda store, node, other: dict(store.neighbours(node, depth=3, relations=LOCATION)),
    "neighbours over an unknown predicate": lambda store, node, other: dict(store.neighbours(node, relations=[EX + "x"])),
    "distance": lambda store, node, other: store.distance(node, other),
    "distance within 1": lambda store, node, other: store.distance(node, other, max_depth=1),
    # Most sample pairs are more than 3 hops apart in this sparse graph.
    "distance within 8": lambda store, node, other: store.distance(node, other, max_depth=8),
    "distance to itself": lambda store, node, other: store.distance(node, node, max_depth=0),
    "degree": lambda store, node, other: store.degree(node),
    "edges": lambda store, node, other: sorted(store.edges(node), key=lambda e: (e.source, e.predicate, e.target)),
    "classes_of": lambda store, node, other: store.classes_of(node),
    "node": lambda store, node, other: store.node(node),
}


@pytest.mark.parametrize("query", sorted(QUERIES))
def test_answers_match_networkx(
    ontology_store: Neo4jGraphStore, reference: NetworkxGraphStore, sample: list[str], query: str
) -> None:
    ask = QUERIES[query]
    partners = sample[1:] + sample[:1]
    for node, other in [*zip(sample, partners), (EX + "nobody", sample[0])]:
        assert ask(ontology_store, node, other) == ask(reference, node, other), (query, node, other)


def test_class_questions_match_networkx(ontology_store: Neo4jGraphStore, reference: NetworkxGraphStore, ontology: Ontology) -> None:
    for class_id in [*ontology.classes, EX + "Nothing"]:
        assert ontology_store.ontology_class(class_id) == reference.ontology_class(class_id)
        assert ontology_store.subclass_closure(class_id) == reference.subclass_closure(class_id)
        assert ontology_store.nodes_of_class(class_id) == reference.nodes_of_class(class_id)


def test_neighbourhoods_are_cached_until_cleared(ontology_store: Neo4jGraphStore, neo4j_db: LoadedDatabase, sample: list[str]) -> None:
    node = sample[0]
    before = dict(ontology_store.neighbours(node))
    neo4j_db.forget()
    ontology_store._write(
        "MATCH (n:Entity {id: $id}) CREATE (n)-[:near {predicate: $p}]->(:Entity {id: $new, described: true, types: []})",
        id=node,
        p=EX + "near",
        new=EX + "brand_new",
    )
    assert dict(ontology_store.neighbours(node)) == before
    ontology_store.clear_cache()
    assert dict(ontology_store.neighbours(node)) == {**before, EX + "brand_new": 1}


def test_uncached_store_sees_changes_at_once(neo4j_server: Neo4jServer, neo4j_db: LoadedDatabase) -> None:
    store = neo4j_db.holding("odd", odd_ontology())
    with neo4j_server.store(cache_size=0) as fresh:
        assert dict(fresh.neighbours(ODD + "plain")) == {}
        neo4j_db.forget()
        fresh._write("MATCH (a:Entity {id: $a}), (b:Entity {id: $b}) CREATE (a)-[:near {predicate: 'p'}]->(b)", a=ODD + "plain", b=ODD + "h2")
        assert dict(fresh.neighbours(ODD + "plain")) == {ODD + "h2": 1}
    assert store.degree(ODD + "plain") == 1


# -- odd names and values -----------------------------------------------------------------


def test_odd_names_stay_data(odd_store: Neo4jGraphStore) -> None:
    onto = odd_ontology()
    reference = NetworkxGraphStore(onto)
    assert odd_store.counts() == Neo4jCounts(nodes=5, described=4, edges=4, classes=3)
    for node in [*onto.entities, ODD + "h1_old", ODD + "outside", ODD + "nobody"]:
        assert odd_store.node(node) == reference.node(node)
        assert odd_store.classes_of(node) == reference.classes_of(node)
        assert set(odd_store.edges(node)) == set(reference.edges(node))
        assert odd_store.degree(node) == reference.degree(node)
        for depth in (1, 2):
            assert dict(odd_store.neighbours(node, depth=depth)) == dict(reference.neighbours(node, depth=depth))
    for class_id in [*onto.classes, ODD + "Undeclared"]:
        assert odd_store.ontology_class(class_id) == reference.ontology_class(class_id)
        assert odd_store.subclass_closure(class_id) == reference.subclass_closure(class_id)
        assert odd_store.nodes_of_class(class_id) == reference.nodes_of_class(class_id)
    near = [ODD + "near`]->() DELETE r //"]
    assert dict(odd_store.neighbours(ODD + "h2", relations=near)) == {ODD + "h1": 1}
    assert odd_store.distance(ODD + "h1_old", ODD + "outside", max_depth=1) == 1


@pytest.mark.parametrize("batch_size", [1, 3, 1000])
def test_batch_size_does_not_change_the_result(neo4j_db: LoadedDatabase, batch_size: int) -> None:
    expected = snapshot(neo4j_db.holding("odd", odd_ontology()))
    neo4j_db.forget()
    store = neo4j_db.store
    store.clear()
    progress: list[tuple[str, int, int | None]] = []
    store.load(odd_ontology(), batch_size=batch_size, progress=lambda *args: progress.append(args))
    assert snapshot(store) == expected
    assert ("edges", 4, 4) in progress and ("entities", 4, 4) in progress
    if batch_size == 1:
        assert [done for what, done, _ in progress if what == "edges"] == [1, 2, 3, 4]


def test_batch_size_must_be_positive(odd_store: Neo4jGraphStore) -> None:
    with pytest.raises(ConfigError, match="batch_size"):
        odd_store.load(odd_ontology(), batch_size=0)


@given(st.text(max_size=40))
def test_cypher_names_are_plain_identifiers(local: str) -> None:
    name = cypher_name("http://example.org/" + local, prefix="C")
    assert re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", name)


def test_cypher_names_keep_lossy_names_apart() -> None:
    assert cypher_name(ODD + "a-b", prefix="C") != cypher_name(ODD + "a_b", prefix="C") == "a_b"
    assert cypher_name(ODD + "酒店", prefix="C") != cypher_name(ODD + "宾馆", prefix="C")
    assert cypher_name("urn:x:1st", prefix="R").startswith("R_")


# -- failures -----------------------------------------------------------------------------


def test_wrong_password_names_the_uri(neo4j_server: Neo4jServer) -> None:
    with pytest.raises(BackendError, match="refused the login") as caught:
        Neo4jGraphStore(neo4j_server.uri, user=neo4j_server.user, password=neo4j_server.password + "-wrong")
    assert caught.value.endpoint == neo4j_server.uri and neo4j_server.uri in str(caught.value)


def test_loading_with_a_wrong_password_names_the_uri(neo4j_server: Neo4jServer) -> None:
    with pytest.raises(BackendError) as caught:
        load_into_neo4j(odd_ontology(), neo4j_server.uri, neo4j_server.user, "not-the-password")
    assert neo4j_server.uri in str(caught.value)


def test_no_server_names_the_uri() -> None:
    uri = f"bolt://127.0.0.1:{free_port()}"
    with pytest.raises(BackendError, match="does not answer") as caught:
        Neo4jGraphStore(uri, password="whatever", timeout=2)
    assert caught.value.endpoint == uri and uri in str(caught.value)


@pytest.mark.parametrize("uri", ["http://127.0.0.1:7687", "bolt://127.0.0.1:notaport"])
def test_malformed_uri_is_a_config_error(uri: str) -> None:
    with pytest.raises(ConfigError, match="URI"):
        Neo4jGraphStore(uri)


def test_missing_driver_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "neo4j", None)
    with pytest.raises(MissingDependencyError, match=r"kglink\[neo4j\]"):
        Neo4jGraphStore()


def test_settings_come_from_the_environment(neo4j_server: Neo4jServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KGLINK_NEO4J_URI", neo4j_server.uri)
    monkeypatch.setenv("KGLINK_NEO4J_USER", neo4j_server.user)
    monkeypatch.setenv("KGLINK_NEO4J_PASSWORD", neo4j_server.password + "-wrong")
    with pytest.raises(BackendError):
        Neo4jGraphStore.from_env()
    with Neo4jGraphStore.from_env(password=neo4j_server.password) as store:
        assert store.uri == neo4j_server.uri
        assert store.degree(EX + "nobody") == 0
