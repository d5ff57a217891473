"""The ``GraphStore`` protocol: the graph questions disambiguation and retrieval ask.

A backend is structural: any object with these methods is a graph store. kglink ships
an in-process networkx store (the default) and, later, a Neo4j store over Bolt.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Protocol, runtime_checkable

from kglink.ontology.model import Edge, Entity, OntClass


@runtime_checkable
class GraphStore(Protocol):
    """Read access to the knowledge graph."""

    def node(self, node_id: str) -> Entity | None:
        """The entity with this canonical id, or None."""
        ...

    def ontology_class(self, class_id: str) -> OntClass | None:
        """The class with this id, or None."""
        ...

    def classes_of(self, node_id: str) -> frozenset[str]:
        """The node's classes with all their superclasses."""
        ...

    def subclass_closure(self, class_id: str) -> frozenset[str]:
        """``class_id`` and every class below it by rdfs:subClassOf."""
        ...

    def nodes_of_class(self, class_id: str) -> frozenset[str]:
        """Every node whose classes include ``class_id`` or a subclass of it."""
        ...

    def neighbours(
        self,
        node_id: str,
        *,
        depth: int = 1,
        relations: Iterable[str] | None = None,
    ) -> Mapping[str, int]:
        """Nodes within ``depth`` hops in either direction (optionally only over the
        given predicates), mapped to their distance; the node itself is not included."""
        ...

    def edges(self, node_id: str) -> tuple[Edge, ...]:
        """The edges that start or end at the node."""
        ...

    def distance(self, source: str, target: str, *, max_depth: int = 3) -> int | None:
        """Hops on the shortest undirected path, or None when farther than ``max_depth``."""
        ...

    def degree(self, node_id: str) -> int:
        """Number of edges at the node, both directions."""
        ...
