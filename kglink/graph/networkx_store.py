"""The default graph store: the ontology in an in-process networkx multigraph.

Entities are nodes, edges are keyed by predicate (two nodes may be linked by several
relations), and the class hierarchy is kept beside the graph, so class questions never
walk instance edges. Nodes that only appear as the end of an edge (an IRI the ontology
names without describing) are part of the graph, but :meth:`node` returns None for them.

Ids merged by owl:sameAs resolve to their canonical node everywhere.
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Iterable, Mapping
from functools import lru_cache
from itertools import chain

import networkx as nx

from kglink.ontology.model import Edge, Entity, OntClass, Ontology

logger = logging.getLogger(__name__)

#: How many answers of each kind (edges, neighbourhoods, distances, classes) a store keeps.
GRAPH_CACHE = 4096


class NetworkxGraphStore:
    """A :class:`~kglink.graph.protocol.GraphStore` over ``networkx.MultiDiGraph``.

    Example:
        >>> from kglink.ontology.model import Edge, Entity, Ontology
        >>> onto = Ontology(entities={"a": Entity("a"), "b": Entity("b")}, edges=(Edge("a", "near", "b"),))
        >>> store = NetworkxGraphStore(onto)
        >>> dict(store.neighbours("b")), store.distance("a", "b"), store.degree("a")
        ({'a': 1}, 1, 1)
    """

    def __init__(self, ontology: Ontology) -> None:
        self._ontology = ontology
        self._redirects = ontology.redirects
        graph = nx.MultiDiGraph()
        graph.add_nodes_from(ontology.entities)
        for edge in ontology.edges:
            source = self._canonical(edge.source)
            target = self._canonical(edge.target)
            graph.add_edge(source, target, key=edge.predicate)
        self._graph = graph
        children: defaultdict[str, set[str]] = defaultdict(set)
        for class_id, ontology_class in ontology.classes.items():
            for parent in ontology_class.parents:
                children[parent].add(class_id)
        self._children = dict(children)
        members: defaultdict[str, set[str]] = defaultdict(set)
        for entity in ontology.entities.values():
            for type_id in entity.types:
                members[type_id].add(entity.id)
        self._members = dict(members)
        # The graph never changes once built (see ``graph``) and a turn asks about the same
        # few nodes again and again (analysis, rules, validation, the next turn), some of
        # them hubs with thousands of edges: what was found is kept, bounded (lru_cache is
        # safe across threads).
        self._classes_found = lru_cache(maxsize=GRAPH_CACHE)(self._classes_of)
        self._edges_found = lru_cache(maxsize=GRAPH_CACHE)(self._edges)
        self._neighbours_found = lru_cache(maxsize=GRAPH_CACHE)(self._neighbours)
        self._distance_found = lru_cache(maxsize=GRAPH_CACHE)(self._distance)
        self._subclasses_found = lru_cache(maxsize=GRAPH_CACHE)(self._subclass_closure)
        self._members_found = lru_cache(maxsize=GRAPH_CACHE)(self._nodes_of_class)
        # Each node's neighbours over edges of any relation, either direction, once each:
        # the searches walk them as plain tuples, not through networkx's views (filled as
        # the nodes are first met; two threads meeting one at once make the same tuple).
        self._around: dict[str, tuple[str, ...]] = {}
        logger.debug(
            "networkx store: %d nodes, %d edges, %d classes",
            graph.number_of_nodes(),
            graph.number_of_edges(),
            len(ontology.classes),
        )

    @property
    def graph(self) -> nx.MultiDiGraph:
        """The underlying graph (read it, do not change it)."""
        return self._graph

    def _canonical(self, node_id: str) -> str:
        return self._redirects.get(node_id, node_id)

    # -- nodes and classes -----------------------------------------------------------

    def node(self, node_id: str) -> Entity | None:
        """The entity with this id (or a merged id of it), or None."""
        return self._ontology.entities.get(self._canonical(node_id))

    def ontology_class(self, class_id: str) -> OntClass | None:
        """The class with this id, or None."""
        return self._ontology.classes.get(class_id)

    def classes_of(self, node_id: str) -> frozenset[str]:
        """The node's declared classes with all their superclasses."""
        return self._classes_found(node_id)

    def _classes_of(self, node_id: str) -> frozenset[str]:
        return self._ontology.class_closure(self._canonical(node_id))

    def subclass_closure(self, class_id: str) -> frozenset[str]:
        """``class_id`` and every class below it by rdfs:subClassOf."""
        return self._subclasses_found(class_id)

    def _subclass_closure(self, class_id: str) -> frozenset[str]:
        seen = {class_id}
        stack = [class_id]
        while stack:
            for child in self._children.get(stack.pop(), ()):
                if child not in seen:
                    seen.add(child)
                    stack.append(child)
        return frozenset(seen)

    def nodes_of_class(self, class_id: str) -> frozenset[str]:
        """Every entity typed with ``class_id`` or one of its subclasses."""
        return self._members_found(class_id)

    def _nodes_of_class(self, class_id: str) -> frozenset[str]:
        result: set[str] = set()
        for subclass in self.subclass_closure(class_id):
            result |= self._members.get(subclass, set())
        return frozenset(result)

    # -- edges -------------------------------------------------------------------------

    def neighbours(
        self,
        node_id: str,
        *,
        depth: int = 1,
        relations: Iterable[str] | None = None,
    ) -> Mapping[str, int]:
        """Nodes within ``depth`` hops in either direction, mapped to their distance.

        Args:
            node_id: where to start; an unknown node has no neighbours.
            depth: how many hops, at least 1.
            relations: only follow edges with these predicates (all when None).

        Raises:
            ValueError: depth below 1.
        """
        if depth < 1:
            raise ValueError(f"depth must be at least 1, got {depth}")
        allowed = None if relations is None else frozenset(relations)
        # A copy: the caller may change what it gets, the kept answer must not change.
        return dict(self._neighbours_found(node_id, depth, allowed))

    def _neighbours(self, node_id: str, depth: int, allowed: frozenset[str] | None) -> dict[str, int]:
        start = self._canonical(node_id)
        if start not in self._graph:
            return {}
        found: dict[str, int] = {start: 0}
        frontier = [start]
        for hop in range(1, depth + 1):
            following: list[str] = []
            for current in frontier:
                for other in self._adjacent(current, allowed) if allowed is not None else self._neighbours_of(current):
                    if other not in found:
                        found[other] = hop
                        following.append(other)
            if not following:
                break
            frontier = following
        del found[start]
        return found

    def _neighbours_of(self, node_id: str) -> tuple[str, ...]:
        """The nodes one edge away, in :meth:`_adjacent`'s order, each once."""
        found = self._around.get(node_id)
        if found is None:
            graph = self._graph
            found = self._around[node_id] = tuple(dict.fromkeys(chain(graph.succ[node_id], graph.pred[node_id])))
        return found

    def _adjacent(self, node_id: str, allowed: frozenset[str] | None) -> Iterable[str]:
        graph = self._graph
        for table in (graph.succ[node_id], graph.pred[node_id]):
            for other, keyed in table.items():
                if allowed is None or not allowed.isdisjoint(keyed):
                    yield other

    def edges(self, node_id: str) -> tuple[Edge, ...]:
        """The edges that start or end at the node (a self-loop once)."""
        return self._edges_found(node_id)

    def _edges(self, node_id: str) -> tuple[Edge, ...]:
        node_id = self._canonical(node_id)
        graph = self._graph
        if node_id not in graph:
            return ()
        found = [Edge(node_id, predicate, target) for target, keyed in graph.succ[node_id].items() for predicate in keyed]
        found += [
            Edge(source, predicate, node_id)
            for source, keyed in graph.pred[node_id].items()
            if source != node_id
            for predicate in keyed
        ]
        return tuple(found)

    def distance(self, source: str, target: str, *, max_depth: int = 3) -> int | None:
        """Hops on the shortest undirected path, or None when farther than ``max_depth``.

        A breadth-first search from both ends that stops at ``max_depth``, so the cost
        does not grow with the size of the graph beyond the neighbourhoods it visits.
        """
        return self._distance_found(source, target, max_depth)

    def _distance(self, source: str, target: str, max_depth: int) -> int | None:
        source = self._canonical(source)
        target = self._canonical(target)
        graph = self._graph
        if source not in graph or target not in graph:
            return None
        if source == target:
            return 0
        seen = ({source: 0}, {target: 0})
        frontiers = ([source], [target])
        for _ in range(max_depth):
            # Grow the smaller side: the meeting point is found with the fewest visits.
            side = 0 if len(frontiers[0]) <= len(frontiers[1]) else 1
            mine, theirs = seen[side], seen[1 - side]
            following: list[str] = []
            best: int | None = None
            for current in frontiers[side]:
                for other in self._neighbours_of(current):
                    if other in theirs:
                        length = mine[current] + 1 + theirs[other]
                        best = length if best is None else min(best, length)
                    elif other not in mine:
                        mine[other] = mine[current] + 1
                        following.append(other)
            if best is not None:
                return best if best <= max_depth else None
            if not following:
                return None
            frontiers = (following, frontiers[1]) if side == 0 else (frontiers[0], following)
        return None

    def degree(self, node_id: str) -> int:
        """Number of edges at the node, both directions (a self-loop once)."""
        node_id = self._canonical(node_id)
        graph = self._graph
        if node_id not in graph:
            return 0
        loops = graph.number_of_edges(node_id, node_id)
        return graph.out_degree(node_id) + graph.in_degree(node_id) - loops
