"""The GraphStore protocol, run against every store implementation.

Tests use the protocol only, so a new store (Neo4j) joins by adding itself to the
``graph_store`` fixture's parameters.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kglink.graph import GraphStore, NetworkxGraphStore, ResilientGraphStore
from kglink.ontology.model import Edge, Entity, Label, OntClass, Ontology

EX = "http://example.org/g/"
StoreFactory = Callable[[Ontology], GraphStore]

STORES: dict[str, StoreFactory] = {
    "networkx": NetworkxGraphStore,
    # A healthy backend behind the wrapper: it must answer exactly as the backend does.
    "resilient": lambda ontology: ResilientGraphStore(NetworkxGraphStore(ontology)),
}


def _neo4j_store(ontology: Ontology) -> GraphStore:
    """The Neo4j at KGLINK_NEO4J_URI (`make neo4j-up`), emptied and loaded with ``ontology``."""
    from kglink.graph.neo4j_store import Neo4jGraphStore

    store = _NEO4J.get("store")
    if store is None:
        store = _NEO4J["store"] = Neo4jGraphStore.from_env()
    store.clear()
    store.load(ontology)
    return store


_NEO4J: dict[str, GraphStore] = {}
# Opt-in: with the URI set a Neo4j must answer there (tests/neo4j checks it further).
if os.environ.get("KGLINK_NEO4J_URI"):
    STORES["neo4j"] = _neo4j_store


def _entity(name: str, *types: str) -> Entity:
    return Entity(EX + name, labels=(Label(name, "en"),), types=tuple(EX + t for t in types))


def build_graph() -> Ontology:
    """A small company: products in series and lines, regions, a policy, an isolated node.

    product_a -partOf-> series_a -partOf-> line_a ; product_b -partOf-> series_a
    product_a -soldIn-> east ; east -near-> south ; manager -manages-> east
    product_a -relatedTo-> product_a (a self-loop) ; lonely has no edges
    merged_a is owl:sameAs product_a
    """
    entities = [
        _entity("product_a", "Product"),
        _entity("product_b", "Product"),
        _entity("series_a", "Series"),
        _entity("line_a", "ProductLine"),
        _entity("east", "Region"),
        _entity("south", "Branch"),
        _entity("manager", "Person"),
        _entity("lonely", "Policy"),
    ]
    classes = {
        EX + "Offering": OntClass(EX + "Offering"),
        EX + "Product": OntClass(EX + "Product", parents=(EX + "Offering",)),
        EX + "Series": OntClass(EX + "Series", parents=(EX + "Offering",)),
        EX + "ProductLine": OntClass(EX + "ProductLine", parents=(EX + "Series",)),
        EX + "Region": OntClass(EX + "Region"),
        EX + "Branch": OntClass(EX + "Branch", parents=(EX + "Region",)),
        EX + "Person": OntClass(EX + "Person"),
        EX + "Policy": OntClass(EX + "Policy"),
    }
    edges = (
        Edge(EX + "product_a", EX + "partOf", EX + "series_a"),
        Edge(EX + "product_b", EX + "partOf", EX + "series_a"),
        Edge(EX + "series_a", EX + "partOf", EX + "line_a"),
        Edge(EX + "product_a", EX + "soldIn", EX + "east"),
        Edge(EX + "east", EX + "near", EX + "south"),
        Edge(EX + "manager", EX + "manages", EX + "east"),
        Edge(EX + "product_a", EX + "relatedTo", EX + "product_a"),
        Edge(EX + "merged_a", EX + "soldIn", EX + "south"),
    )
    return Ontology(
        entities={e.id: e for e in entities},
        classes=classes,
        edges=edges,
        redirects={EX + "merged_a": EX + "product_a"},
    )


@pytest.fixture(params=sorted(STORES), scope="module")
def graph_store(request: pytest.FixtureRequest) -> GraphStore:
    return STORES[request.param](build_graph())


def test_it_is_a_graph_store(graph_store: GraphStore) -> None:
    assert isinstance(graph_store, GraphStore)


def test_node_and_class_lookup(graph_store: GraphStore) -> None:
    node = graph_store.node(EX + "product_a")
    assert node is not None and node.label() == "product_a"
    assert graph_store.node(EX + "merged_a") == node
    assert graph_store.node(EX + "nobody") is None
    assert graph_store.ontology_class(EX + "Product") is not None
    assert graph_store.ontology_class(EX + "product_a") is None


@pytest.mark.parametrize(
    ("node", "classes"),
    [
        ("product_a", {"Product", "Offering"}),
        ("line_a", {"ProductLine", "Series", "Offering"}),
        ("south", {"Branch", "Region"}),
        ("nobody", set()),
    ],
)
def test_classes_of_include_superclasses(graph_store: GraphStore, node: str, classes: set[str]) -> None:
    assert graph_store.classes_of(EX + node) == {EX + c for c in classes}


@pytest.mark.parametrize(
    ("class_id", "closure", "members"),
    [
        ("Offering", {"Offering", "Product", "Series", "ProductLine"}, {"product_a", "product_b", "series_a", "line_a"}),
        ("Series", {"Series", "ProductLine"}, {"series_a", "line_a"}),
        ("Region", {"Region", "Branch"}, {"east", "south"}),
        ("Person", {"Person"}, {"manager"}),
        ("Unknown", {"Unknown"}, set()),
    ],
)
def test_subclass_closure_and_members(graph_store: GraphStore, class_id: str, closure: set[str], members: set[str]) -> None:
    assert graph_store.subclass_closure(EX + class_id) == {EX + c for c in closure}
    assert graph_store.nodes_of_class(EX + class_id) == {EX + m for m in members}


@pytest.mark.parametrize(
    ("node", "depth", "relations", "expected"),
    [
        ("product_a", 1, None, {"series_a": 1, "east": 1, "south": 1}),
        ("product_a", 2, None, {"series_a": 1, "east": 1, "south": 1, "product_b": 2, "line_a": 2, "manager": 2}),
        ("series_a", 1, None, {"product_a": 1, "product_b": 1, "line_a": 1}),
        ("line_a", 3, ["partOf"], {"series_a": 1, "product_a": 2, "product_b": 2}),
        ("east", 2, ["near", "manages"], {"south": 1, "manager": 1}),
        ("east", 5, ["nothing"], {}),
        ("lonely", 2, None, {}),
        ("nobody", 1, None, {}),
    ],
)
def test_neighbours_by_depth_and_relation(
    graph_store: GraphStore, node: str, depth: int, relations: list[str] | None, expected: dict[str, int]
) -> None:
    rels = None if relations is None else [EX + r for r in relations]
    assert dict(graph_store.neighbours(EX + node, depth=depth, relations=rels)) == {EX + k: v for k, v in expected.items()}


def test_neighbours_depth_must_be_positive(graph_store: GraphStore) -> None:
    with pytest.raises(ValueError):
        graph_store.neighbours(EX + "east", depth=0)


def test_edges_and_degree(graph_store: GraphStore) -> None:
    edges = set(graph_store.edges(EX + "east"))
    assert edges == {
        Edge(EX + "product_a", EX + "soldIn", EX + "east"),
        Edge(EX + "east", EX + "near", EX + "south"),
        Edge(EX + "manager", EX + "manages", EX + "east"),
    }
    assert graph_store.degree(EX + "east") == 3
    # product_a: partOf, soldIn (twice: its own and the merged node's), a self-loop once
    assert graph_store.degree(EX + "product_a") == len(graph_store.edges(EX + "product_a")) == 4
    assert graph_store.degree(EX + "lonely") == 0 and graph_store.edges(EX + "lonely") == ()
    assert graph_store.degree(EX + "nobody") == 0


@pytest.mark.parametrize(
    ("source", "target", "max_depth", "expected"),
    [
        ("product_a", "product_a", 3, 0),
        ("product_a", "series_a", 3, 1),
        ("product_b", "line_a", 3, 2),
        ("line_a", "manager", 5, 4),
        ("line_a", "manager", 3, None),
        ("manager", "line_a", 4, 4),
        ("product_a", "lonely", 10, None),
        ("product_a", "nobody", 3, None),
        ("merged_a", "south", 1, 1),
    ],
)
def test_distance(graph_store: GraphStore, source: str, target: str, max_depth: int, expected: int | None) -> None:
    assert graph_store.distance(EX + source, EX + target, max_depth=max_depth) == expected


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 100_000))
def test_distance_and_neighbours_agree_with_networkx(seed: int) -> None:
    rng = random.Random(seed)
    size = rng.randint(2, 14)
    names = [f"n{i}" for i in range(size)]
    edges = tuple(
        Edge(EX + rng.choice(names), EX + rng.choice("pq"), EX + rng.choice(names)) for _ in range(rng.randint(0, 22))
    )
    onto = Ontology(entities={EX + n: Entity(EX + n) for n in names}, edges=edges)
    reference = nx.Graph()
    reference.add_nodes_from(onto.entities)
    reference.add_edges_from((e.source, e.target) for e in edges)
    for factory in STORES.values():
        store = factory(onto)
        source = EX + rng.choice(names)
        lengths = nx.single_source_shortest_path_length(reference, source)
        for target in onto.entities:
            expected = lengths.get(target)
            for max_depth in (1, 2, 4):
                want = expected if expected is not None and expected <= max_depth else None
                assert store.distance(source, target, max_depth=max_depth) == want
        depth = rng.randint(1, 3)
        want_neighbours = {node: hops for node, hops in lengths.items() if 0 < hops <= depth}
        assert dict(store.neighbours(source, depth=depth)) == want_neighbours


def test_answers_kept_by_the_store_do_not_change_with_what_a_caller_does(graph_store: GraphStore) -> None:
    # The in-process store keeps its answers (a turn asks about the same nodes again and
    # again): a caller that changes the mapping it got must not change the next answer.
    first = graph_store.neighbours(EX + "east", depth=2)
    expected = dict(first)
    first.clear()  # type: ignore[attr-defined]
    assert dict(graph_store.neighbours(EX + "east", depth=2)) == expected
    assert graph_store.distance(EX + "east", EX + "product_a") == graph_store.distance(EX + "east", EX + "product_a")
