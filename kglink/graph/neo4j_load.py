"""Load an ontology into Neo4j in one call: what ``kglink ontology load --store neo4j`` runs."""

from __future__ import annotations

import logging

from kglink.graph.neo4j_store import DEFAULT_USER, Neo4jGraphStore, ProgressCallback
from kglink.ontology.model import Ontology

logger = logging.getLogger(__name__)


def load_into_neo4j(
    ontology: Ontology,
    uri: str,
    user: str = DEFAULT_USER,
    password: str | None = None,
    database: str | None = None,
    batch_size: int = 1000,
    progress: ProgressCallback | None = None,
) -> dict[str, int | float]:
    """Connect, write ``ontology`` with batched ``UNWIND ... MERGE``, disconnect.

    The load replaces the ontology loaded before (see :meth:`Neo4jGraphStore.load`): what
    the previous load wrote and this one lacks is deleted. Loading the same ontology twice
    leaves the database as after the first load.

    Args:
        ontology: what to write.
        uri: the Bolt URI (``bolt://127.0.0.1:7687``).
        user: the Neo4j user.
        password: the password; None means the local test server's default.
        database: the database; None means the server's default.
        batch_size: rows per transaction.
        progress: called as ``progress(description, completed, total)``.

    Returns:
        ``{"nodes", "described", "edges", "classes", "before", "removed", "seconds"}``: what
        the load wrote (nodes include IRIs that only end an edge), the database's counts
        before it, what it removed, and the time it took.

    Raises:
        MissingDependencyError: the ``neo4j`` package is not installed.
        ConfigError: a malformed URI or a batch size below 1.
        BackendError: Neo4j is down, refused the login or failed (the message names the URI).

    Example:
        >>> from kglink.ontology.loader import load_ontology
        >>> onto = load_ontology("ontology.ttl")  # doctest: +SKIP
        >>> load_into_neo4j(onto, "bolt://127.0.0.1:7687", password="kglink-test")  # doctest: +SKIP
        {'nodes': 2549, 'described': 2549, 'edges': 18827, 'classes': 3, 'before': {...}, 'removed': {...}, 'seconds': 4.2}
    """
    with Neo4jGraphStore(uri, user=user, password=password, database=database, cache_size=0) as store:
        return store.load(ontology, batch_size=batch_size, progress=progress)
