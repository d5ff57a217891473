"""Graph retrieval over the entity-to-chunk index, with the real networkx graph store."""

from __future__ import annotations

import pytest

from kglink.errors import ConfigError
from kglink.graph import NetworkxGraphStore
from kglink.retrieval.graph import GraphRetriever

EX = "http://example.org/kb/"
A, B, C, EAST = (EX + name for name in ("product_a", "product_b", "product_c", "region_east"))

# rows: 0 about A, 1 mentions A in passing, 2 about B, 3 about C, 4 about the east region
MENTIONS = [[A], [EAST, A], [B], [C], [EAST]]
TITLES = [[A], [], [B], [C], [EAST]]


@pytest.fixture()
def store(ontology) -> NetworkxGraphStore:
    return NetworkxGraphStore(ontology)


def test_the_chunk_about_the_entity_comes_first_then_mentions_then_neighbours(store) -> None:
    retriever = GraphRetriever(MENTIONS, TITLES, store, depth=1, neighbour_weight=0.3)
    rows = [row for row, _ in retriever.search([A], limit=10)]
    # A's own chunk, the chunk mentioning A, then the one-hop neighbours' chunks (B, east).
    assert rows[:2] == [0, 1]
    assert set(rows[2:]) == {2, 4}
    assert 3 not in rows  # C is two hops away


@pytest.mark.parametrize(
    ("depth", "relations", "expected"),
    [
        (0, None, {0, 1}),
        (1, None, {0, 1, 2, 4}),
        (2, None, {0, 1, 2, 3, 4}),
        (2, [EX + "related"], {0, 1, 2, 3}),
        (1, [EX + "soldIn"], {0, 1, 4}),
    ],
)
def test_depth_and_relations_limit_the_neighbours(store, depth, relations, expected) -> None:
    retriever = GraphRetriever(MENTIONS, TITLES, store, depth=depth, relations=relations)
    assert {row for row, _ in retriever.search([A], limit=10)} == expected


def test_two_hop_neighbours_weigh_less_than_one_hop(store) -> None:
    retriever = GraphRetriever(MENTIONS, TITLES, store, depth=2, neighbour_weight=0.3)
    scores = dict(retriever.search([A], limit=10))
    assert scores[0] > scores[1] > scores[2] > scores[3]
    assert scores[3] == pytest.approx(0.3**2 * 3)


def test_chunks_naming_several_linked_entities_add_up(store) -> None:
    retriever = GraphRetriever(MENTIONS, TITLES, None)
    scores = dict(retriever.search([A, EAST], limit=10))
    assert scores[1] == pytest.approx(2.0)  # mentions both
    assert scores[0] == pytest.approx(3.0) and scores[4] == pytest.approx(3.0)  # about one each


def test_unknown_entities_find_nothing(store) -> None:
    retriever = GraphRetriever(MENTIONS, TITLES, store)
    assert retriever.search([EX + "nobody"], limit=5) == []
    assert retriever.search([], limit=5) == []


def test_bad_settings() -> None:
    with pytest.raises(ConfigError):
        GraphRetriever(MENTIONS, TITLES, None, depth=-1)
    with pytest.raises(ConfigError):
        GraphRetriever(MENTIONS, TITLES[:2], None)
