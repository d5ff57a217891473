"""A graph store in Neo4j over Bolt, for graphs that outgrow one process.

Layout in Neo4j (written by :meth:`Neo4jGraphStore.load`):

- every entity is a node labelled ``:Entity`` plus one label per declared class (the
  class's local name cut down to ``[A-Za-z0-9_]``), with ``id``, ``described`` (False
  for an IRI that only ends an edge), ``name`` (the canonical label, for people browsing
  the graph) and its labels, aliases, hidden names, types, sameAs ids and attributes as
  parallel list properties (``labels``/``labels_lang``, ``attr_predicate``/``attr_value``
  /``attr_lang``/``attr_datatype``, ...; a missing language or datatype is ``""``, since
  Neo4j lists cannot hold nulls);
- every edge is a relationship typed by the predicate's local name (cut down the same
  way) with the full IRI in its ``predicate`` property; queries filter on the property,
  so two predicates with the same local name never mix;
- every class is a ``:KglinkClass`` node (``id``, ``declared``, labels, aliases, parents)
  with ``:SUBCLASS_OF`` relationships to its parents.

Labels and relationship types cannot be Cypher parameters, so they are built only from
ontology IRIs through :func:`cypher_name`, which keeps nothing but ``[A-Za-z0-9_]``; every
value (ids, predicates, texts) goes in as a parameter. Answers never depend on the labels:
class membership is checked against ``types`` as well, so two classes whose local names
collide still answer correctly.

The class hierarchy and the owl:sameAs redirects are read once per store (they are the
small, hot schema); entity and edge questions go to Neo4j, with an in-process LRU cache of
neighbourhoods in front. The alias index stays in process elsewhere (kglink.linking).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from kglink.errors import BackendError, ConfigError, MissingDependencyError
from kglink.ontology.model import Attribute, Edge, Entity, Label, OntClass, Ontology

logger = logging.getLogger(__name__)

DEFAULT_URI = "bolt://127.0.0.1:7687"
DEFAULT_USER = "neo4j"
DEFAULT_PASSWORD = "kglink-test"
"""The password scripts/neo4j/up.sh gives a local test server when none is set."""

BOLT_SCHEMES = ("bolt", "bolt+s", "bolt+ssc", "neo4j", "neo4j+s", "neo4j+ssc")
"""URI schemes the store accepts (the driver's HTTP preview is not one of them)."""

ENTITY_LABEL = "Entity"
CLASS_LABEL = "KglinkClass"
ONE_TRANSACTION_REMOVAL = 100_000
"""A load removes up to this many stale nodes and edges in one transaction, more in slices."""
SUBCLASS_TYPE = "SUBCLASS_OF"

ProgressCallback = Callable[[str, int, "int | None"], None]
"""Called as ``progress(description, completed, total)``; the unit is nodes or edges."""

_NOT_NAME = re.compile(r"[^A-Za-z0-9_]")


def cypher_name(iri: str, *, prefix: str) -> str:
    """A label or relationship type for an ontology IRI: only ``[A-Za-z0-9_]``.

    The local name (after the last ``#``, ``/`` or ``:``) with every other character
    replaced by ``_``. When that loses information (non-ASCII names, punctuation) a short
    hash of the IRI is appended so different IRIs stay apart; a name that would start with
    a digit or be empty gets ``prefix``. The result is always safe inside backticks.

    Example:
        >>> cypher_name("http://example.org/Hotel", prefix="C")
        'Hotel'
        >>> cypher_name("http://example.org/酒店", prefix="C")[:4]
        'C___'
    """
    local = re.split(r"[#/:]", iri.rstrip("#/"))[-1]
    name = _NOT_NAME.sub("_", local)
    if name != local:
        name += "_" + hashlib.sha1(iri.encode("utf-8")).hexdigest()[:8]
    if not name or not (name[0].isascii() and name[0].isalpha()):
        name = f"{prefix}_{name}"
    return name


@dataclass(frozen=True, slots=True)
class Neo4jCounts:
    """What a Neo4j database holds for kglink (entities include edge-only nodes)."""

    nodes: int
    described: int
    edges: int
    classes: int

    def as_dict(self) -> dict[str, int]:
        return {"nodes": self.nodes, "described": self.described, "edges": self.edges, "classes": self.classes}


def _import_driver() -> Any:
    try:
        import neo4j
    except ImportError as exc:
        raise MissingDependencyError("neo4j", "neo4j") from exc
    return neo4j


def _check_uri(uri: str) -> None:
    """Reject what the driver would only fail on at the first query, or run over HTTP."""
    try:
        parts = urlsplit(uri)
        _ = parts.port  # parsing the port is the check: the driver would fail only later
    except ValueError as exc:
        raise ConfigError(f"invalid Neo4j URI {uri!r}: {exc}") from exc
    if parts.scheme.lower() not in BOLT_SCHEMES or not parts.hostname:
        schemes = ", ".join(scheme + "://" for scheme in BOLT_SCHEMES)
        raise ConfigError(f"invalid Neo4j URI {uri!r}: expected HOST[:PORT] after one of {schemes}")


class Neo4jGraphStore:
    """A :class:`~kglink.graph.protocol.GraphStore` over a Neo4j 5 database.

    Construction connects at once, so a server that is down or a wrong password fails
    here with a :class:`~kglink.errors.BackendError` naming the URI. Every method raises
    the same error if the server goes away later; callers that can do without the graph
    catch it and degrade.

    Example:
        >>> store = Neo4jGraphStore("bolt://127.0.0.1:7687", password="kglink-test")  # doctest: +SKIP
        >>> store.load(ontology)  # doctest: +SKIP
        {'nodes': 2549, 'described': 2549, 'edges': 18827, 'classes': 3, 'seconds': 4.1}
        >>> dict(store.neighbours("http://example.org/crosswoz/hotel_0001"))  # doctest: +SKIP
    """

    def __init__(
        self,
        uri: str = DEFAULT_URI,
        *,
        user: str = DEFAULT_USER,
        password: str | None = None,
        database: str | None = None,
        cache_size: int = 1024,
        timeout: float = 10.0,
    ) -> None:
        """Connect to Neo4j.

        Args:
            uri: a ``bolt://`` or ``neo4j://`` URI (``+s``/``+ssc`` variants for TLS).
            user: the user name.
            password: the password; None means :data:`DEFAULT_PASSWORD`.
            database: the database name; None means the server's default database.
            cache_size: how many neighbourhoods to keep in process (0 turns the cache off).
            timeout: seconds to wait for a connection.

        Raises:
            MissingDependencyError: the ``neo4j`` package is not installed.
            ConfigError: the URI is malformed or a number is out of range.
            BackendError: the server does not answer or refuses the login.
        """
        if cache_size < 0:
            raise ConfigError(f"cache_size must be at least 0, got {cache_size}")
        if timeout <= 0:
            raise ConfigError(f"timeout must be positive, got {timeout}")
        _check_uri(uri)
        driver_module = _import_driver()
        self._neo4j = driver_module
        self.uri = uri
        self.database = database
        self._cache_size = cache_size
        self._cache: OrderedDict[tuple[str, int, frozenset[str] | None], dict[str, int]] = OrderedDict()
        self._lock = threading.Lock()
        self._schema: _Schema | None = None
        try:
            self._driver = driver_module.GraphDatabase.driver(
                uri,
                auth=(user, password if password is not None else DEFAULT_PASSWORD),
                connection_timeout=timeout,
                connection_acquisition_timeout=timeout,
                max_transaction_retry_time=timeout,
                # Queries for unknown classes name labels that do not exist: expected, not news.
                notifications_min_severity="OFF",
            )
        except (ValueError, driver_module.exceptions.ConfigurationError) as exc:
            raise ConfigError(f"invalid Neo4j URI {uri!r}: {exc}") from exc
        try:
            with self._errors():
                # A query, not verify_connectivity(): it also checks the database exists.
                self._driver.execute_query("RETURN 1", database_=database)
        except BackendError:
            self._driver.close()
            raise
        logger.debug("connected to neo4j at %s (database %s)", uri, database or "default")

    @classmethod
    def from_env(cls, **overrides: Any) -> Neo4jGraphStore:
        """A store configured by ``KGLINK_NEO4J_URI``, ``_USER``, ``_PASSWORD``, ``_DATABASE``.

        Keyword arguments override the environment (a None value is ignored).
        """
        settings: dict[str, Any] = {
            "uri": os.environ.get("KGLINK_NEO4J_URI") or DEFAULT_URI,
            "user": os.environ.get("KGLINK_NEO4J_USER") or DEFAULT_USER,
            "password": os.environ.get("KGLINK_NEO4J_PASSWORD") or None,
            "database": os.environ.get("KGLINK_NEO4J_DATABASE") or None,
        }
        settings.update({key: value for key, value in overrides.items() if value is not None})
        uri = settings.pop("uri")
        return cls(uri, **settings)

    # -- lifecycle -------------------------------------------------------------------

    def close(self) -> None:
        """Close the connection pool; the store cannot be used afterwards."""
        self._driver.close()

    def __enter__(self) -> Neo4jGraphStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def clear_cache(self) -> None:
        """Forget cached neighbourhoods, classes and redirects (after outside writes)."""
        with self._lock:
            self._cache.clear()
            self._schema = None

    @contextmanager
    def _errors(self) -> Iterator[None]:
        """Map the driver's exceptions to BackendError naming the URI."""
        exceptions = self._neo4j.exceptions
        try:
            yield
        except exceptions.AuthError as exc:
            raise BackendError(
                "Neo4j refused the login (wrong user or password?)", endpoint=self.uri
            ) from exc
        except exceptions.ClientError as exc:
            if (exc.code or "").startswith("Neo.ClientError.Security."):
                raise BackendError(f"Neo4j refused the login or the query: {exc.message}", endpoint=self.uri) from exc
            raise BackendError(f"Neo4j rejected the query: {exc.message}", endpoint=self.uri) from exc
        except exceptions.ServiceUnavailable as exc:
            raise BackendError(
                "Neo4j does not answer (is it running? `make neo4j-up` starts a local one)", endpoint=self.uri
            ) from exc
        except (exceptions.Neo4jError, exceptions.DriverError, OSError) as exc:
            raise BackendError(f"Neo4j failed: {exc}", endpoint=self.uri) from exc

    def _run(self, query: str, **parameters: Any) -> list[Any]:
        logger.debug("cypher: %s", " ".join(query.split()))
        with self._errors():
            records, _, _ = self._driver.execute_query(
                query,
                parameters_=parameters,
                database_=self.database,
                routing_=self._neo4j.RoutingControl.READ,
            )
        return records

    def _write(self, query: str, **parameters: Any) -> None:
        logger.debug("cypher (write): %s", " ".join(query.split()))
        with self._errors():
            self._driver.execute_query(query, parameters_=parameters, database_=self.database)

    # -- loading ---------------------------------------------------------------------

    def ensure_schema(self) -> None:
        """Create the uniqueness constraints on entity and class ids (idempotent)."""
        self._write(
            f"CREATE CONSTRAINT kglink_entity_id IF NOT EXISTS "
            f"FOR (n:{ENTITY_LABEL}) REQUIRE n.id IS UNIQUE"
        )
        self._write(
            f"CREATE CONSTRAINT kglink_class_id IF NOT EXISTS "
            f"FOR (c:{CLASS_LABEL}) REQUIRE c.id IS UNIQUE"
        )

    def load(
        self,
        ontology: Ontology,
        *,
        batch_size: int = 1000,
        progress: ProgressCallback | None = None,
    ) -> dict[str, int | float]:
        """Write an ontology into Neo4j with batched ``UNWIND ... MERGE``, replacing the one
        loaded before.

        Every node and relationship this load writes is tagged with ``kglink_load``, a
        digest of the ontology; when the writes are done, the entities, classes and edges
        that do not carry the tag (what the previous load wrote and this one lacks) are
        deleted, and class labels an entity lost are removed. So loading the same ontology
        again changes nothing, and loading a smaller version leaves no removed entity or
        edge behind for graph facts to name. If a load is interrupted, the next one
        finishes the replacement.

        Args:
            ontology: what to write.
            batch_size: rows per transaction.
            progress: called as ``progress(description, completed, total)``.

        Returns:
            What this load wrote (``nodes``, ``described``, ``edges``, ``classes``), the
            database's counts ``before`` it, what it ``removed`` (``nodes``, ``edges``,
            ``classes``) and the ``seconds`` it took.

        Raises:
            ConfigError: batch_size below 1.
            BackendError: Neo4j failed.
        """
        if batch_size < 1:
            raise ConfigError(f"batch_size must be at least 1, got {batch_size}")
        started = time.perf_counter()
        self.ensure_schema()
        before = self.counts().as_dict()
        redirects = ontology.redirects
        tag = _load_tag(ontology)

        def canonical(node_id: str) -> str:
            return redirects.get(node_id, node_id)

        class_rows = _class_rows(ontology)
        declared = [row for row in class_rows if row["declared"]]
        self._batched(
            "classes",
            f"UNWIND $rows AS row MERGE (c:{CLASS_LABEL} {{id: row.id}}) SET c += row, c.kglink_load = $tag",
            declared,
            batch_size,
            progress,
            total=len(class_rows),
            tag=tag,
        )
        # A parent the ontology names without declaring: never overwrite a declared class.
        self._batched(
            "classes",
            f"UNWIND $rows AS row MERGE (c:{CLASS_LABEL} {{id: row.id}}) "
            "ON CREATE SET c.declared = false, c.parents = [] SET c.kglink_load = $tag",
            [row for row in class_rows if not row["declared"]],
            batch_size,
            progress,
            done=len(declared),
            total=len(class_rows),
            tag=tag,
        )
        links = [{"child": row["id"], "parent": parent} for row in class_rows for parent in row["parents"]]
        self._batched(
            "class hierarchy",
            f"UNWIND $rows AS row MATCH (c:{CLASS_LABEL} {{id: row.child}}), (p:{CLASS_LABEL} {{id: row.parent}}) "
            f"MERGE (c)-[r:{SUBCLASS_TYPE}]->(p) SET r.kglink_load = $tag",
            links,
            batch_size,
            progress,
            tag=tag,
        )

        # Group entities by their label set: labels are part of the query text.
        by_labels: dict[str, list[dict[str, Any]]] = {}
        for entity in ontology.entities.values():
            labels = "".join(f":`{cypher_name(t, prefix='C')}`" for t in sorted(set(entity.types)))
            by_labels.setdefault(labels, []).append(_entity_row(entity))
        done = 0
        total = len(ontology.entities)
        for labels, rows in by_labels.items():
            set_labels = f", n{labels}" if labels else ""
            done = self._batched(
                "entities",
                f"UNWIND $rows AS row MERGE (n:{ENTITY_LABEL} {{id: row.id}}) "
                f"SET n += row, n.kglink_load = $tag{set_labels}",
                rows,
                batch_size,
                progress,
                done=done,
                total=total,
                tag=tag,
            )

        # Edge ends that the ontology names without describing still become nodes.
        ends = {canonical(end) for edge in ontology.edges for end in (edge.source, edge.target)}
        bare = sorted(ends - set(ontology.entities))
        self._batched(
            "edge ends",
            # A node described before and only an edge end now keeps nothing of before.
            f"UNWIND $rows AS row MERGE (n:{ENTITY_LABEL} {{id: row.id}}) "
            "SET n = {id: row.id, described: false, kglink_load: $tag}",
            [{"id": node_id} for node_id in bare],
            batch_size,
            progress,
            tag=tag,
        )

        merged: dict[str, list[str]] = {}
        for alias, target in redirects.items():
            merged.setdefault(target, []).append(alias)
        self._batched(
            "merged ids",
            f"UNWIND $rows AS row MERGE (n:{ENTITY_LABEL} {{id: row.id}}) "
            "ON CREATE SET n.described = false SET n.merged_ids = row.merged, n.kglink_load = $tag",
            [{"id": target, "merged": sorted(aliases)} for target, aliases in sorted(merged.items())],
            batch_size,
            progress,
            tag=tag,
        )

        by_type: dict[str, dict[tuple[str, str, str], dict[str, str]]] = {}
        for edge in ontology.edges:
            source, target = canonical(edge.source), canonical(edge.target)
            rows_of_type = by_type.setdefault(cypher_name(edge.predicate, prefix="R"), {})
            rows_of_type[(source, edge.predicate, target)] = {"s": source, "p": edge.predicate, "t": target}
        done = 0
        total = sum(len(rows) for rows in by_type.values())
        for rel_type, keyed in by_type.items():
            done = self._batched(
                "edges",
                f"UNWIND $rows AS row MATCH (a:{ENTITY_LABEL} {{id: row.s}}), (b:{ENTITY_LABEL} {{id: row.t}}) "
                f"MERGE (a)-[r:`{rel_type}` {{predicate: row.p}}]->(b) SET r.kglink_load = $tag",
                list(keyed.values()),
                batch_size,
                progress,
                done=done,
                total=total,
                tag=tag,
            )
        removed = self._remove_stale(tag, merged_targets=sorted(merged))
        self.clear_cache()
        loaded = self._tagged_counts(tag)
        seconds = time.perf_counter() - started
        logger.info("loaded into neo4j at %s in %.2f s: %s (before: %s, removed: %s)", self.uri, seconds, loaded, before, removed)
        return {**loaded, "before": before, "removed": removed, "seconds": seconds}

    def _sliced(self, query: str, **parameters: Any) -> int:
        """Run a ``... WITH x LIMIT 10000 DELETE x RETURN count(*) AS deleted`` until nothing
        is left: a large removal never needs one huge transaction."""
        total = 0
        while True:
            with self._errors():
                records, _, _ = self._driver.execute_query(query, parameters_=parameters, database_=self.database)
            deleted = records[0]["deleted"] if records else 0
            total += deleted
            if not deleted:
                return total

    def _remove_stale(self, tag: str, *, merged_targets: Sequence[str]) -> dict[str, int]:
        """Delete what the previous load wrote and this one (tagged ``tag``) did not."""
        stale = "IS NULL OR {v}.kglink_load <> $tag"
        parts = [  # (what, the match of stale items, the variable, how to delete it)
            ("edges", f"MATCH (:{ENTITY_LABEL})-[r]->(:{ENTITY_LABEL}) WHERE r.kglink_load {stale.format(v='r')}", "r", "DELETE"),
            ("hierarchy", f"MATCH (:{CLASS_LABEL})-[r:{SUBCLASS_TYPE}]->(:{CLASS_LABEL}) WHERE r.kglink_load {stale.format(v='r')}", "r", "DELETE"),
            ("nodes", f"MATCH (n:{ENTITY_LABEL}) WHERE n.kglink_load {stale.format(v='n')}", "n", "DETACH DELETE"),
            ("classes", f"MATCH (c:{CLASS_LABEL}) WHERE c.kglink_load {stale.format(v='c')}", "c", "DETACH DELETE"),
        ]
        total = self._run("RETURN " + " + ".join(f"COUNT {{ {match} }}" for _, match, _, _ in parts) + " AS n", tag=tag)[0]["n"]
        removed: dict[str, int] = {}
        if total <= ONE_TRANSACTION_REMOVAL:
            # The usual case (a new version of the same ontology): all or nothing, so a
            # reader never sees the edges gone and the nodes still there.
            def remove(tx: Any) -> dict[str, int]:
                return {
                    what: tx.run(f"{match} WITH {var} {delete} {var} RETURN count(*) AS deleted", tag=tag).single()["deleted"]
                    for what, match, var, delete in parts
                }

            with self._errors(), self._driver.session(database=self.database) as session:
                removed = session.execute_write(remove)
        else:
            # Replacing a very different ontology: in slices, so no transaction grows huge;
            # an interrupted removal is finished by the next load.
            for what, match, var, delete in parts:
                removed[what] = self._sliced(
                    f"{match} WITH {var} LIMIT 10000 {delete} {var} RETURN count(*) AS deleted", tag=tag
                )
        edges, nodes, classes = removed["edges"], removed["nodes"], removed["classes"]
        self._write(
            f"MATCH (n:{ENTITY_LABEL}) WHERE n.merged_ids IS NOT NULL AND NOT n.id IN $targets REMOVE n.merged_ids",
            targets=list(merged_targets),
        )
        # Class labels of types an entity no longer has (labels cannot be parameters).
        for record in self._run("CALL db.labels() YIELD label RETURN label"):
            label = record["label"]
            if label in (ENTITY_LABEL, CLASS_LABEL):
                continue
            rows = self._run(f"MATCH (n:{ENTITY_LABEL}:`{label}`) RETURN n.id AS id, n.types AS types")
            lost = [row["id"] for row in rows if label not in {cypher_name(t, prefix="C") for t in row["types"] or ()}]
            if lost:
                self._write(f"UNWIND $ids AS id MATCH (n:{ENTITY_LABEL} {{id: id}}) REMOVE n:`{label}`", ids=lost)
        return {"nodes": nodes, "edges": edges, "classes": classes}

    def _tagged_counts(self, tag: str) -> dict[str, int]:
        records = self._run(
            f"RETURN COUNT {{ MATCH (n:{ENTITY_LABEL}) WHERE n.kglink_load = $tag }} AS nodes, "
            f"COUNT {{ MATCH (n:{ENTITY_LABEL}) WHERE n.kglink_load = $tag AND n.described }} AS described, "
            f"COUNT {{ MATCH (:{ENTITY_LABEL})-[r]->(:{ENTITY_LABEL}) WHERE r.kglink_load = $tag }} AS edges, "
            f"COUNT {{ MATCH (c:{CLASS_LABEL}) WHERE c.kglink_load = $tag AND c.declared }} AS classes",
            tag=tag,
        )
        row = records[0]
        return {"nodes": row["nodes"], "described": row["described"], "edges": row["edges"], "classes": row["classes"]}

    def _batched(
        self,
        description: str,
        query: str,
        rows: Sequence[Mapping[str, Any]],
        batch_size: int,
        progress: ProgressCallback | None,
        *,
        done: int = 0,
        total: int | None = None,
        **parameters: Any,
    ) -> int:
        total = len(rows) if total is None else total
        for start in range(0, len(rows), batch_size):
            batch = list(rows[start : start + batch_size])
            self._write(query, rows=batch, **parameters)
            done += len(batch)
            if progress is not None:
                progress(description, done, total)
        return done

    def clear(self) -> None:
        """Delete every node and relationship kglink wrote (entities and classes)."""
        for label in (ENTITY_LABEL, CLASS_LABEL):
            # In slices, so a large graph never needs one huge transaction.
            while True:
                with self._errors():
                    records, _, _ = self._driver.execute_query(
                        f"MATCH (n:{label}) WITH n LIMIT 10000 DETACH DELETE n RETURN count(*) AS deleted",
                        database_=self.database,
                    )
                if not records or records[0]["deleted"] == 0:
                    break
        self.clear_cache()

    def counts(self) -> Neo4jCounts:
        """How many entity nodes (all, and described ones), edges and classes there are."""
        records = self._run(
            f"RETURN COUNT {{ MATCH (n:{ENTITY_LABEL}) }} AS nodes, "
            f"COUNT {{ MATCH (n:{ENTITY_LABEL}) WHERE n.described }} AS described, "
            f"COUNT {{ MATCH (:{ENTITY_LABEL})-[r]->(:{ENTITY_LABEL}) }} AS edges, "
            f"COUNT {{ MATCH (c:{CLASS_LABEL}) WHERE c.declared }} AS classes"
        )
        row = records[0]
        return Neo4jCounts(row["nodes"], row["described"], row["edges"], row["classes"])

    # -- schema: classes and redirects, read once ------------------------------------

    def _loaded_schema(self) -> _Schema:
        schema = self._schema
        if schema is None:
            classes = self._run(
                f"MATCH (c:{CLASS_LABEL}) RETURN c.id AS id, c.declared AS declared, "
                "c.labels AS labels, c.labels_lang AS labels_lang, "
                "c.aliases AS aliases, c.aliases_lang AS aliases_lang, c.parents AS parents"
            )
            redirects = self._run(
                f"MATCH (n:{ENTITY_LABEL}) WHERE n.merged_ids IS NOT NULL "
                "UNWIND n.merged_ids AS merged RETURN merged, n.id AS id"
            )
            schema = _Schema.build(classes, redirects)
            with self._lock:
                self._schema = schema
        return schema

    def _canonical(self, node_id: str) -> str:
        return self._loaded_schema().redirects.get(node_id, node_id)

    # -- nodes and classes -----------------------------------------------------------

    def node(self, node_id: str) -> Entity | None:
        """The entity with this id (or a merged id of it), or None."""
        records = self._run(
            f"MATCH (n:{ENTITY_LABEL} {{id: $id}}) WHERE n.described RETURN n",
            id=self._canonical(node_id),
        )
        return _entity_from(records[0]["n"]) if records else None

    def ontology_class(self, class_id: str) -> OntClass | None:
        """The class with this id, or None."""
        return self._loaded_schema().classes.get(class_id)

    def classes_of(self, node_id: str) -> frozenset[str]:
        """The node's declared classes with all their superclasses."""
        records = self._run(
            f"MATCH (n:{ENTITY_LABEL} {{id: $id}}) WHERE n.described RETURN n.types AS types",
            id=self._canonical(node_id),
        )
        if not records:
            return frozenset()
        schema = self._loaded_schema()
        result: set[str] = set()
        for type_id in records[0]["types"]:
            result |= schema.ancestors(type_id)
        return frozenset(result)

    def subclass_closure(self, class_id: str) -> frozenset[str]:
        """``class_id`` and every class below it by rdfs:subClassOf."""
        return self._loaded_schema().descendants(class_id)

    def nodes_of_class(self, class_id: str) -> frozenset[str]:
        """Every entity typed with ``class_id`` or one of its subclasses."""
        closure = sorted(self.subclass_closure(class_id))
        # The labels narrow the scan; the types check makes the answer exact.
        labels = "|".join(f"`{cypher_name(c, prefix='C')}`" for c in closure)
        records = self._run(
            f"MATCH (n:{labels}) WHERE n:{ENTITY_LABEL} AND n.described "
            "AND any(t IN n.types WHERE t IN $classes) RETURN n.id AS id",
            classes=closure,
        )
        return frozenset(record["id"] for record in records)

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
            BackendError: Neo4j failed.
        """
        if depth < 1:
            raise ValueError(f"depth must be at least 1, got {depth}")
        start = self._canonical(node_id)
        allowed = None if relations is None else frozenset(relations)
        key = (start, depth, allowed)
        if self._cache_size:
            with self._lock:
                cached = self._cache.get(key)
                if cached is not None:
                    self._cache.move_to_end(key)
                    return dict(cached)
        found = self._neighbourhood(start, depth, allowed)
        if self._cache_size:
            with self._lock:
                self._cache[key] = found
                self._cache.move_to_end(key)
                while len(self._cache) > self._cache_size:
                    self._cache.popitem(last=False)
        return dict(found)

    def _neighbourhood(self, start: str, depth: int, allowed: frozenset[str] | None) -> dict[str, int]:
        # One round trip per hop, each expanding the whole frontier: a breadth-first
        # search whose cost follows the nodes it reaches, not the number of paths.
        rels = None if allowed is None else sorted(allowed)
        found: dict[str, int] = {start: 0}
        frontier = [start]
        for hop in range(1, depth + 1):
            records = self._run(
                f"UNWIND $frontier AS id MATCH (:{ENTITY_LABEL} {{id: id}})-[r]-(m:{ENTITY_LABEL}) "
                "WHERE $rels IS NULL OR r.predicate IN $rels RETURN DISTINCT m.id AS id",
                frontier=frontier,
                rels=rels,
            )
            following = [record["id"] for record in records if record["id"] not in found]
            for other in following:
                found[other] = hop
            if not following:
                break
            frontier = following
        del found[start]
        return found

    def edges(self, node_id: str) -> tuple[Edge, ...]:
        """The edges that start or end at the node (a self-loop once)."""
        node_id = self._canonical(node_id)
        records = self._run(
            f"MATCH (n:{ENTITY_LABEL} {{id: $id}})-[r]->(m:{ENTITY_LABEL}) "
            "RETURN n.id AS s, r.predicate AS p, m.id AS t "
            "UNION ALL "
            f"MATCH (n:{ENTITY_LABEL} {{id: $id}})<-[r]-(m:{ENTITY_LABEL}) WHERE m <> n "
            "RETURN m.id AS s, r.predicate AS p, n.id AS t",
            id=node_id,
        )
        return tuple(Edge(record["s"], record["p"], record["t"]) for record in records)

    def distance(self, source: str, target: str, *, max_depth: int = 3) -> int | None:
        """Hops on the shortest undirected path, or None when farther than ``max_depth``."""
        source = self._canonical(source)
        target = self._canonical(target)
        if max_depth < 0:
            return None
        # max_depth is an int we checked, so it may stand in the query text.
        hops = int(max_depth)
        if hops == 0:
            records = self._run(
                f"MATCH (a:{ENTITY_LABEL} {{id: $source}}) WHERE $source = $target RETURN 0 AS hops",
                source=source,
                target=target,
            )
        else:
            records = self._run(
                f"MATCH (a:{ENTITY_LABEL} {{id: $source}}), (b:{ENTITY_LABEL} {{id: $target}}) "
                "RETURN CASE WHEN a = b THEN 0 ELSE "
                f"length(shortestPath((a)-[*..{hops}]-(b))) END AS hops",
                source=source,
                target=target,
            )
        if not records or records[0]["hops"] is None:
            return None
        return int(records[0]["hops"])

    def degree(self, node_id: str) -> int:
        """Number of edges at the node, both directions (a self-loop once)."""
        records = self._run(
            f"MATCH (n:{ENTITY_LABEL} {{id: $id}}) "
            "RETURN COUNT { (n)-[]->() } + COUNT { (n)<-[]-(m) WHERE m <> n } AS degree",
            id=self._canonical(node_id),
        )
        return int(records[0]["degree"]) if records else 0


# -- rows in and out ---------------------------------------------------------------------


def _texts(labels: Sequence[Label]) -> tuple[list[str], list[str]]:
    return [item.text for item in labels], [item.lang or "" for item in labels]


def _load_tag(ontology: Ontology) -> str:
    """A digest of what a load writes: the same ontology always gets the same tag (loading
    it again changes nothing), another version another one."""
    digest = hashlib.blake2b(digest_size=12)
    for entity in sorted(ontology.entities.values(), key=lambda e: e.id):
        digest.update(json.dumps(_entity_row(entity), ensure_ascii=False, sort_keys=True).encode("utf-8"))
    for row in sorted(_class_rows(ontology), key=lambda r: r["id"]):
        digest.update(json.dumps(row, ensure_ascii=False, sort_keys=True, default=str).encode("utf-8"))
    for edge in sorted((e.source, e.predicate, e.target) for e in ontology.edges):
        digest.update("\x1f".join(edge).encode("utf-8") + b"\x1e")
    digest.update(json.dumps(sorted(ontology.redirects.items())).encode("utf-8"))
    return digest.hexdigest()


def _entity_row(entity: Entity) -> dict[str, Any]:
    labels, labels_lang = _texts(entity.labels)
    aliases, aliases_lang = _texts(entity.aliases)
    hidden, hidden_lang = _texts(entity.hidden)
    return {
        "id": entity.id,
        "described": True,
        "name": entity.label(),
        "labels": labels,
        "labels_lang": labels_lang,
        "aliases": aliases,
        "aliases_lang": aliases_lang,
        "hidden": hidden,
        "hidden_lang": hidden_lang,
        "types": list(entity.types),
        "same_as": list(entity.same_as),
        "attr_predicate": [item.predicate for item in entity.attributes],
        "attr_value": [item.value for item in entity.attributes],
        "attr_lang": [item.lang or "" for item in entity.attributes],
        "attr_datatype": [item.datatype or "" for item in entity.attributes],
    }


def _labels_from(texts: Sequence[str] | None, langs: Sequence[str] | None) -> tuple[Label, ...]:
    return tuple(Label(text, lang or None) for text, lang in zip(texts or (), langs or ()))


def _entity_from(node: Any) -> Entity:
    get = node.get
    attributes = tuple(
        Attribute(predicate, value, lang or None, datatype or None)
        for predicate, value, lang, datatype in zip(
            get("attr_predicate") or (), get("attr_value") or (), get("attr_lang") or (), get("attr_datatype") or ()
        )
    )
    return Entity(
        id=get("id"),
        labels=_labels_from(get("labels"), get("labels_lang")),
        aliases=_labels_from(get("aliases"), get("aliases_lang")),
        hidden=_labels_from(get("hidden"), get("hidden_lang")),
        types=tuple(get("types") or ()),
        attributes=attributes,
        same_as=tuple(get("same_as") or ()),
    )


def _class_rows(ontology: Ontology) -> list[dict[str, Any]]:
    rows: dict[str, dict[str, Any]] = {}
    for ontology_class in ontology.classes.values():
        labels, labels_lang = _texts(ontology_class.labels)
        aliases, aliases_lang = _texts(ontology_class.aliases)
        rows[ontology_class.id] = {
            "id": ontology_class.id,
            "declared": True,
            "labels": labels,
            "labels_lang": labels_lang,
            "aliases": aliases,
            "aliases_lang": aliases_lang,
            "parents": list(ontology_class.parents),
        }
    # A parent the ontology names without declaring still links its children.
    for row in list(rows.values()):
        for parent in row["parents"]:
            rows.setdefault(parent, {"id": parent, "declared": False, "parents": []})
    return list(rows.values())


@dataclass(frozen=True, slots=True)
class _Schema:
    """The class hierarchy and sameAs redirects, as read from Neo4j."""

    classes: Mapping[str, OntClass]
    parents: Mapping[str, tuple[str, ...]]
    children: Mapping[str, frozenset[str]]
    redirects: Mapping[str, str]

    @classmethod
    def build(cls, class_records: Iterable[Any], redirect_records: Iterable[Any]) -> _Schema:
        classes: dict[str, OntClass] = {}
        parents: dict[str, tuple[str, ...]] = {}
        children: dict[str, set[str]] = {}
        for record in class_records:
            class_id = record["id"]
            if not record["declared"]:
                continue
            own_parents = tuple(record["parents"] or ())
            classes[class_id] = OntClass(
                class_id,
                labels=_labels_from(record["labels"], record["labels_lang"]),
                aliases=_labels_from(record["aliases"], record["aliases_lang"]),
                parents=own_parents,
            )
            parents[class_id] = own_parents
            for parent in own_parents:
                children.setdefault(parent, set()).add(class_id)
        redirects = {record["merged"]: record["id"] for record in redirect_records}
        return cls(classes, parents, {k: frozenset(v) for k, v in children.items()}, redirects)

    def ancestors(self, class_id: str) -> frozenset[str]:
        return self._walk(class_id, self.parents)

    def descendants(self, class_id: str) -> frozenset[str]:
        return self._walk(class_id, self.children)

    @staticmethod
    def _walk(start: str, links: Mapping[str, Iterable[str]]) -> frozenset[str]:
        seen = {start}
        stack = [start]
        while stack:
            for other in links.get(stack.pop(), ()):
                if other not in seen:
                    seen.add(other)
                    stack.append(other)
        return frozenset(seen)
