"""Graph facts about the linked entities, as labelled triples for a GraphRAG prompt.

Facts come through the :class:`~kglink.graph.protocol.GraphStore` protocol, so the
networkx store and Neo4j give the same facts. Per entity: its literal attributes (price,
address), then the edges that leave it, then those that reach it; each group sorted by
label, so the order does not depend on the store.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

from kglink.graph.protocol import GraphStore
from kglink.ontology.model import Ontology
from kglink.pipeline.result import GraphFact

logger = logging.getLogger(__name__)

DEFAULT_FACTS_PER_ENTITY = 12


def predicate_label(ontology: Ontology, predicate: str, lang: str | None) -> str:
    """A property's label in ``lang`` when the ontology declares one, else its local name."""
    prop = ontology.properties.get(predicate)
    if prop is not None:
        return prop.label(lang)
    return _local_name(predicate)


def _local_name(iri: str) -> str:
    for separator in ("#", "/", ":"):
        if separator in iri:
            iri = iri.rsplit(separator, 1)[1] or iri
    return iri


def graph_facts(
    graph: GraphStore,
    ontology: Ontology,
    entity_ids: Iterable[str],
    *,
    lang: str | None = None,
    per_entity: int = DEFAULT_FACTS_PER_ENTITY,
    limit: int | None = None,
) -> tuple[GraphFact, ...]:
    """Triples about each entity, labelled in ``lang``.

    Args:
        graph: the graph store.
        ontology: names entities and properties.
        entity_ids: the linked entities, most important first.
        lang: the language of the labels (None: each entity's first label).
        per_entity: at most this many facts per entity.
        limit: at most this many facts in all (None: no limit).

    Returns:
        Distinct facts; a triple between two linked entities appears once.
    """
    facts: list[GraphFact] = []
    seen: set[tuple[str, str, str]] = set()

    def name(node_id: str) -> str:
        return ontology.label(node_id, lang)

    for entity_id in dict.fromkeys(entity_ids):
        entity = graph.node(entity_id)
        if entity is None:
            continue
        subject = entity.id
        subject_label = entity.label(lang)
        attributes = [
            GraphFact(subject, subject_label, a.predicate, predicate_label(ontology, a.predicate, lang), a.value, a.value, True)
            for a in entity.attributes
            if a.lang is None or lang is None or a.lang.split("-")[0] == lang
        ]
        outgoing = []
        incoming = []
        for edge in graph.edges(subject):
            label = predicate_label(ontology, edge.predicate, lang)
            if edge.source == subject:
                outgoing.append(GraphFact(subject, subject_label, edge.predicate, label, edge.target, name(edge.target)))
            else:
                incoming.append(GraphFact(edge.source, name(edge.source), edge.predicate, label, subject, subject_label))
        groups = (
            sorted(attributes, key=lambda f: (f.predicate_label, f.object_label)),
            sorted(outgoing, key=lambda f: (f.predicate_label, f.object_label, f.object)),
            sorted(incoming, key=lambda f: (f.predicate_label, f.subject_label, f.subject)),
        )
        taken = 0
        for fact in (fact for group in groups for fact in group):
            key = (fact.subject, fact.predicate, fact.object)
            if key in seen:
                continue
            if taken >= per_entity:
                break
            seen.add(key)
            facts.append(fact)
            taken += 1
    logger.debug("%d graph facts for %d entities", len(facts), len(seen))
    return tuple(facts if limit is None else facts[:limit])
