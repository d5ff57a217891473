"""A summary of an ontology: what ``kglink ontology inspect`` prints.

Example:
    >>> summarize(onto)["entities"]  # doctest: +SKIP
    2549
"""

from __future__ import annotations

import logging
from collections import Counter, defaultdict
from typing import Any

from kglink.lang.normalize import normalize
from kglink.ontology.model import Ontology

logger = logging.getLogger(__name__)


def alias_nodes(ontology: Ontology) -> dict[str, set[str]]:
    """Each normalised surface form (labels, aliases, hidden names) and the entities it names."""
    nodes: dict[str, set[str]] = defaultdict(set)
    for text, node_id, _ in ontology.surface_forms():
        form = normalize(text)
        if form:
            nodes[form].add(node_id)
    return nodes


def summarize(ontology: Ontology) -> dict[str, Any]:
    """Counts that describe ``ontology``; plain JSON-ready values.

    Keys:
        entities: distinct entities after owl:sameAs merging (classes not counted).
        classes, properties: how many of each.
        aliases: distinct (normalised surface form, entity) pairs, canonical labels included.
        shared_aliases: normalised surface forms that name more than one entity.
        edges: edges between two entities; ``dangling_edges`` the others.
        languages: the language tags of entity names, sorted.
        attributes, redirects, sources, entities_by_class, unlabelled: the rest.
    """
    forms = alias_nodes(ontology)
    entity_edges = sum(1 for e in ontology.edges if e.target in ontology.entities and e.source in ontology.entities)
    by_class: Counter[str] = Counter()
    untyped = 0
    for entity in ontology.entities.values():
        if entity.types:
            by_class.update(ontology.compact(t) for t in entity.types)
        else:
            untyped += 1
    shared = sorted(form for form, nodes in forms.items() if len(nodes) > 1)
    return {
        "entities": len(ontology.entities),
        "classes": len(ontology.classes),
        "properties": len(ontology.properties),
        "aliases": sum(len(nodes) for nodes in forms.values()),
        "shared_aliases": len(shared),
        "shared_alias_examples": shared[:10],
        "edges": entity_edges,
        "dangling_edges": len(ontology.edges) - entity_edges,
        "languages": sorted(ontology.languages),
        "attributes": sum(len(e.attributes) for e in ontology.entities.values()),
        "unlabelled": sum(1 for e in ontology.entities.values() if not e.labels),
        "untyped": untyped,
        "redirects": len(ontology.redirects),
        "entities_by_class": dict(sorted(by_class.items(), key=lambda kv: (-kv[1], kv[0]))),
        "sources": list(ontology.sources),
    }
