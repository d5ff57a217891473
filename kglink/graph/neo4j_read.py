"""Read the whole graph back out of Neo4j as an :class:`~kglink.ontology.model.Ontology`.

``kglink ontology inspect --store neo4j`` summarises what the database holds with the same
code as for files; counting aliases that name several entities needs every name, so the
graph is read back once. Neo4j keeps no property declarations, prefixes or source files,
so those come back empty (``sources`` is the URI).
"""

from __future__ import annotations

import logging

from kglink.graph.neo4j_store import CLASS_LABEL, ENTITY_LABEL, Neo4jGraphStore, _entity_from, _labels_from
from kglink.ontology.model import Edge, OntClass, Ontology

logger = logging.getLogger(__name__)


def read_ontology(store: Neo4jGraphStore) -> Ontology:
    """Every described entity, declared class, edge and merged id the store's database holds.

    Raises:
        BackendError: Neo4j failed (the message names the URI).
    """
    entities = {}
    for record in store._run(f"MATCH (n:{ENTITY_LABEL}) WHERE n.described RETURN n"):
        entity = _entity_from(record["n"])
        entities[entity.id] = entity
    classes = {}
    for record in store._run(
        f"MATCH (c:{CLASS_LABEL}) WHERE c.declared RETURN c.id AS id, c.labels AS labels, "
        "c.labels_lang AS labels_lang, c.aliases AS aliases, c.aliases_lang AS aliases_lang, c.parents AS parents"
    ):
        classes[record["id"]] = OntClass(
            record["id"],
            labels=_labels_from(record["labels"], record["labels_lang"]),
            aliases=_labels_from(record["aliases"], record["aliases_lang"]),
            parents=tuple(record["parents"] or ()),
        )
    edges = tuple(
        Edge(record["s"], record["p"], record["t"])
        for record in store._run(
            f"MATCH (a:{ENTITY_LABEL})-[r]->(b:{ENTITY_LABEL}) "
            "RETURN a.id AS s, r.predicate AS p, b.id AS t ORDER BY s, p, t"
        )
    )
    redirects = {
        record["merged"]: record["id"]
        for record in store._run(
            f"MATCH (n:{ENTITY_LABEL}) WHERE n.merged_ids IS NOT NULL UNWIND n.merged_ids AS merged "
            "RETURN merged, n.id AS id"
        )
    }
    logger.info("read back from %s: %d entities, %d edges", store.uri, len(entities), len(edges))
    return Ontology(entities=entities, classes=classes, edges=edges, redirects=redirects, sources=(store.uri,))
