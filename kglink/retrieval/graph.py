"""The graph retriever: chunks that mention the linked entities, then their neighbours'.

Each chunk is annotated at index time with the entities it mentions (and, among them, the
ones its title names). For the entities linked in a query, a chunk scores

    sum over entities e of  reach(e) * (1 + title_bonus * [e in the chunk's title])

where ``reach`` is 1 for a linked entity and ``neighbour_weight ** distance`` for a node
reached through the graph (up to ``depth`` hops, optionally only over some relations).
So the chunk *about* an entity (its title names it) comes first, then chunks that mention
it in passing, then the neighbours' own chunks (0.3 x 3 < 1 with the defaults); a chunk
that mentions several of the linked entities adds their weights up. No idf: it would let
a rarely mentioned neighbour outrank the linked entity itself.

The entity-to-chunk index is a sparse entities x chunks matrix, so a query costs one
row slice and one product whatever the number of mentions.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping, Sequence

import numpy as np
from scipy import sparse

from kglink.errors import ConfigError
from kglink.graph.protocol import GraphStore

logger = logging.getLogger(__name__)


class GraphRetriever:
    """Retrieve chunks by the entities they mention.

    Args:
        chunk_entities: for each chunk (row), the entity ids it mentions.
        title_entities: for each chunk (row), the entity ids its title names.
        graph: the graph used for neighbours; None disables neighbour expansion.
        depth: how many hops of neighbours to add (0: none).
        relations: only follow these predicates (None: all).
        neighbour_weight: the weight of a neighbour one hop away (squared at two hops...).
        title_bonus: extra weight when the chunk's title names the entity.
    """

    def __init__(
        self,
        chunk_entities: Sequence[Iterable[str]],
        title_entities: Sequence[Iterable[str]],
        graph: GraphStore | None = None,
        *,
        depth: int = 1,
        relations: Iterable[str] | None = None,
        neighbour_weight: float = 0.3,
        title_bonus: float = 2.0,
    ) -> None:
        if depth < 0:
            raise ConfigError(f"graph depth must be >= 0, got {depth}")
        if not 0 <= neighbour_weight <= 1:
            raise ConfigError(f"neighbour_weight must be in [0, 1], got {neighbour_weight}")
        if len(chunk_entities) != len(title_entities):
            raise ConfigError("chunk_entities and title_entities must have one entry per chunk")
        self.graph = graph
        self.depth = depth
        self.relations = tuple(relations) if relations is not None else None
        self.neighbour_weight = neighbour_weight
        self._entity_rows: dict[str, int] = {}
        rows: list[int] = []
        cols: list[int] = []
        values: list[float] = []
        for column, (mentioned, in_title) in enumerate(zip(chunk_entities, title_entities, strict=True)):
            titled = set(in_title)
            for entity_id in dict.fromkeys([*mentioned, *titled]):
                row = self._entity_rows.setdefault(entity_id, len(self._entity_rows))
                rows.append(row)
                cols.append(column)
                values.append(1.0 + (title_bonus if entity_id in titled else 0.0))
        n_chunks = len(chunk_entities)
        matrix = sparse.csr_matrix(
            (np.asarray(values, dtype=np.float32), (np.asarray(rows, dtype=np.int64), np.asarray(cols, dtype=np.int64))),
            shape=(len(self._entity_rows), n_chunks),
        )
        self._matrix = matrix
        self.size = n_chunks

    def mentioned(self, entity_id: str) -> bool:
        """True when some chunk mentions the entity."""
        return entity_id in self._entity_rows

    def reach(self, entity_ids: Iterable[str]) -> dict[str, float]:
        """The linked entities (weight 1) and their neighbours (weight ``neighbour_weight ** hops``)."""
        reach: dict[str, float] = {}
        linked = list(dict.fromkeys(entity_ids))
        for entity_id in linked:
            reach[entity_id] = 1.0
        if self.graph is None or self.depth == 0 or self.neighbour_weight == 0:
            return reach
        for entity_id in linked:
            neighbours: Mapping[str, int] = self.graph.neighbours(
                entity_id, depth=self.depth, relations=self.relations
            )
            for node_id, distance in neighbours.items():
                weight = self.neighbour_weight ** max(distance, 1)
                if weight > reach.get(node_id, 0.0):
                    reach[node_id] = weight
        return reach

    def search(self, entity_ids: Iterable[str], *, limit: int = 10) -> list[tuple[int, float]]:
        """The best ``limit`` chunks (row, score) for the linked entities, best first.

        Ties are broken by row number.
        """
        reach = self.reach(entity_ids)
        # Sorted, so the sum below is the same whatever order a graph store lists
        # neighbours in (float addition is not associative; ties must not flip).
        rows = sorted((self._entity_rows[node], weight) for node, weight in reach.items() if node in self._entity_rows)
        if not rows:
            return []
        indices = np.fromiter((row for row, _ in rows), dtype=np.int64, count=len(rows))
        weights = np.fromiter((weight for _, weight in rows), dtype=np.float32, count=len(rows))
        scores = np.asarray(self._matrix[indices].T @ weights).ravel()
        positive = np.flatnonzero(scores > 0)
        order = positive[np.lexsort((positive, -scores[positive]))][:limit]
        return [(int(row), float(scores[row])) for row in order]
