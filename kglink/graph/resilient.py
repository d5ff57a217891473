"""A graph store that keeps answering when its backend goes away.

Rewriting must still answer a turn when Neo4j stops mid-session: the graph only sharpens
disambiguation and adds neighbours, so losing it costs quality, never the turn.
:class:`ResilientGraphStore` wraps a store (usually a
:class:`~kglink.graph.neo4j_store.Neo4jGraphStore`), forwards every question to it, and
when the store raises :class:`~kglink.errors.BackendError` answers from a fallback store
(an in-process :class:`~kglink.graph.networkx_store.NetworkxGraphStore` over the same
ontology) or, without one, with empty answers. It warns once per outage, not once per
question (failures again within ``quiet`` seconds of a warning count as the same outage), and leaves the backend alone for ``retry_after`` seconds before trying it again
so a dead server does not cost a connection attempt on every question.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from typing import TypeVar

from kglink.errors import BackendError, ConfigError
from kglink.graph.protocol import GraphStore
from kglink.ontology.model import Edge, Entity, OntClass, Ontology

logger = logging.getLogger(__name__)

_T = TypeVar("_T")


class ResilientGraphStore:
    """A :class:`~kglink.graph.protocol.GraphStore` that degrades instead of failing.

    Without a fallback store, the answers during an outage are: no neighbours, no edges,
    distance None, degree 0; node and class questions come from ``ontology`` when given
    (the ontology the backend was loaded from), else None and empty sets.

    Example:
        >>> from kglink.graph import NetworkxGraphStore, Neo4jGraphStore
        >>> neo4j = Neo4jGraphStore.from_env()  # doctest: +SKIP
        >>> store = ResilientGraphStore(neo4j, fallback=NetworkxGraphStore(onto))  # doctest: +SKIP
        >>> store.neighbours("http://example.org/hotel_1")  # doctest: +SKIP
    """

    def __init__(
        self,
        inner: GraphStore,
        fallback: GraphStore | None = None,
        *,
        ontology: Ontology | None = None,
        retry_after: float = 30.0,
        quiet: float = 60.0,
    ) -> None:
        """Wrap ``inner``.

        Args:
            inner: the store to ask first.
            fallback: the store that answers while ``inner`` fails (None: empty answers).
            ontology: answers node and class questions during an outage when there is no
                fallback store.
            retry_after: seconds to answer from the fallback before asking ``inner`` again.
            quiet: seconds after a warning in which a new failure is logged at debug level
                only: a store that answers some questions from its cache looks back up
                between failures, and a flapping server is one outage to a reader.

        Raises:
            ConfigError: retry_after or quiet is negative.
        """
        if retry_after < 0 or quiet < 0:
            raise ConfigError(f"retry_after and quiet must be at least 0, got {retry_after} and {quiet}")
        self.inner = inner
        self.fallback = fallback
        self._ontology = ontology
        self._retry_after = retry_after
        self._lock = threading.Lock()
        self._down_since: float | None = None
        self._next_try = 0.0
        self._quiet = quiet
        self._warned_at: float | None = None

    @property
    def degraded(self) -> bool:
        """True while the backend is taken as down."""
        return self._down_since is not None

    def _call(self, ask: Callable[[GraphStore], _T], empty: Callable[[], _T]) -> _T:
        if self._down_since is not None and time.monotonic() < self._next_try:
            return self._degraded_answer(ask, empty)
        try:
            answer = ask(self.inner)
        except BackendError as exc:
            with self._lock:
                now = time.monotonic()
                first = self._down_since is None
                if first:
                    self._down_since = now
                self._next_try = now + self._retry_after
                warn = first and (self._warned_at is None or now - self._warned_at >= self._quiet)
                if warn:
                    self._warned_at = now
            how = "an in-process copy of the graph" if self.fallback is not None else "no graph"
            if warn:
                logger.warning("graph store failed, answering with %s until it is back: %s", how, exc)
            elif first:
                logger.debug("graph store failed again, answering with %s: %s", how, exc)
            return self._degraded_answer(ask, empty)
        if self._down_since is not None:
            with self._lock:
                down_for = time.monotonic() - self._down_since
                self._down_since = None
            logger.debug("graph store answers again after %.1f s", down_for)
        return answer

    def _degraded_answer(self, ask: Callable[[GraphStore], _T], empty: Callable[[], _T]) -> _T:
        if self.fallback is not None:
            return ask(self.fallback)
        return empty()

    # -- nodes and classes -----------------------------------------------------------

    def node(self, node_id: str) -> Entity | None:
        """The entity with this canonical id, or None."""

        def empty() -> Entity | None:
            if self._ontology is None:
                return None
            resolved = self._ontology.resolve(node_id)
            return self._ontology.entities.get(resolved) if resolved is not None else None

        return self._call(lambda store: store.node(node_id), empty)

    def ontology_class(self, class_id: str) -> OntClass | None:
        """The class with this id, or None."""
        return self._call(
            lambda store: store.ontology_class(class_id),
            lambda: self._ontology.classes.get(class_id) if self._ontology is not None else None,
        )

    def classes_of(self, node_id: str) -> frozenset[str]:
        """The node's classes with all their superclasses."""

        def empty() -> frozenset[str]:
            if self._ontology is None:
                return frozenset()
            return self._ontology.class_closure(self._ontology.redirects.get(node_id, node_id))

        return self._call(lambda store: store.classes_of(node_id), empty)

    def subclass_closure(self, class_id: str) -> frozenset[str]:
        """``class_id`` and every class below it by rdfs:subClassOf."""

        def empty() -> frozenset[str]:
            if self._ontology is None:
                return frozenset({class_id})
            seen = {class_id}
            changed = True
            while changed:
                changed = False
                for other, ontology_class in self._ontology.classes.items():
                    if other not in seen and not seen.isdisjoint(ontology_class.parents):
                        seen.add(other)
                        changed = True
            return frozenset(seen)

        return self._call(lambda store: store.subclass_closure(class_id), empty)

    def nodes_of_class(self, class_id: str) -> frozenset[str]:
        """Every node whose classes include ``class_id`` or a subclass of it."""

        def empty() -> frozenset[str]:
            if self._ontology is None:
                return frozenset()
            closure = self.subclass_closure(class_id)
            return frozenset(
                entity.id for entity in self._ontology.entities.values() if not closure.isdisjoint(entity.types)
            )

        return self._call(lambda store: store.nodes_of_class(class_id), empty)

    # -- edges -------------------------------------------------------------------------

    def neighbours(
        self,
        node_id: str,
        *,
        depth: int = 1,
        relations: Iterable[str] | None = None,
    ) -> Mapping[str, int]:
        """Nodes within ``depth`` hops in either direction, mapped to their distance."""
        allowed = None if relations is None else tuple(relations)
        return self._call(lambda store: store.neighbours(node_id, depth=depth, relations=allowed), dict)

    def edges(self, node_id: str) -> tuple[Edge, ...]:
        """The edges that start or end at the node."""
        return self._call(lambda store: store.edges(node_id), tuple)

    def distance(self, source: str, target: str, *, max_depth: int = 3) -> int | None:
        """Hops on the shortest undirected path, or None when farther than ``max_depth``."""
        return self._call(lambda store: store.distance(source, target, max_depth=max_depth), lambda: None)

    def degree(self, node_id: str) -> int:
        """Number of edges at the node, both directions."""
        return self._call(lambda store: store.degree(node_id), lambda: 0)
