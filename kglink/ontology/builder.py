"""Turn plain triples into an :class:`~kglink.ontology.model.Ontology`.

The builder reads the vocabulary of the bundle spec ("Ontology" section):

- names: ``skos:prefLabel`` (else ``rdfs:label``) is the canonical label, one per
  language; further prefLabels/labels and ``skos:altLabel`` become aliases;
  ``skos:hiddenLabel`` becomes a hidden name. Language tags are kept (lower case).
- classes: subjects typed ``owl:Class``/``rdfs:Class``, every ``rdf:type`` object and
  every ``rdfs:subClassOf`` end outside the W3C namespaces. Their names are type nouns.
  W3C classes such as ``skos:Concept`` or ``owl:NamedIndividual`` are not classes, but a
  subject typed with one is still an entity.
- properties: subjects declared ``owl:ObjectProperty``/``owl:DatatypeProperty``/
  ``owl:AnnotationProperty``/``rdf:Property`` (or described by ``rdfs:domain`` and the
  like) and every predicate used outside the W3C namespaces; not entities.
- not entities either: the ``owl:Ontology`` header, SKOS concept schemes and
  collections, blank nodes.
- entities: the remaining IRI subjects with a name or a type.
- edges: IRI-valued triples from an entity (``skos:broader``/``narrower``/``related`` and
  any other property), kept as written: no inverse edge is invented, and an edge whose
  target is not an entity is kept (lint reports it as dangling).
- attributes: literal-valued triples of an entity other than its names.
- ``owl:sameAs`` merges nodes (union-find). The canonical id of a group is the
  lexicographically smallest IRI among the members the data describes (the smallest
  member when none is described), so a link to an external IRI does not rename a
  user's node; ``Ontology.redirects`` maps the others.

The result does not depend on triple order (both RDF readers, whatever order they yield,
give the same value): every collection is sorted.
"""

from __future__ import annotations

import logging
from collections import Counter, defaultdict
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from itertools import chain, repeat
from operator import itemgetter
from typing import Any, Literal as TypingLiteral

from kglink.ontology.model import Attribute, Edge, Entity, Label, OntClass, Ontology, Property, PropertyKind
from kglink.ontology.rdf import BlankNode, Literal, Triple

logger = logging.getLogger(__name__)

W3C = "http://www.w3.org/"
RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
RDFS = "http://www.w3.org/2000/01/rdf-schema#"
OWL = "http://www.w3.org/2002/07/owl#"
SKOS = "http://www.w3.org/2004/02/skos/core#"

RDF_TYPE = RDF + "type"
RDFS_LABEL = RDFS + "label"
RDFS_SUBCLASS_OF = RDFS + "subClassOf"
SKOS_PREF_LABEL = SKOS + "prefLabel"
SKOS_ALT_LABEL = SKOS + "altLabel"
SKOS_HIDDEN_LABEL = SKOS + "hiddenLabel"
SKOS_BROADER = SKOS + "broader"
OWL_SAME_AS = OWL + "sameAs"
OWL_CLASS = OWL + "Class"
RDFS_CLASS = RDFS + "Class"
OWL_NAMED_INDIVIDUAL = OWL + "NamedIndividual"

NameKind = TypingLiteral["pref", "label", "alt", "hidden"]
_NAME_PREDICATES: dict[str, NameKind] = {
    SKOS_PREF_LABEL: "pref",
    RDFS_LABEL: "label",
    SKOS_ALT_LABEL: "alt",
    SKOS_HIDDEN_LABEL: "hidden",
}

CLASS_TYPES = frozenset({OWL_CLASS, RDFS_CLASS, OWL + "DeprecatedClass"})
PROPERTY_TYPES: dict[str, PropertyKind] = {
    OWL + "ObjectProperty": "object",
    OWL + "DatatypeProperty": "datatype",
    OWL + "AnnotationProperty": "annotation",
    RDF + "Property": "other",
    OWL + "OntologyProperty": "other",
    OWL + "DeprecatedProperty": "other",
    OWL + "FunctionalProperty": "other",
    OWL + "InverseFunctionalProperty": "object",
    OWL + "TransitiveProperty": "object",
    OWL + "SymmetricProperty": "object",
    OWL + "AsymmetricProperty": "object",
    OWL + "ReflexiveProperty": "object",
    OWL + "IrreflexiveProperty": "object",
}
_KIND_RANK: dict[PropertyKind, int] = {"object": 0, "datatype": 1, "annotation": 2, "other": 3}
HEADER_TYPES = frozenset(
    {OWL + "Ontology", SKOS + "ConceptScheme", SKOS + "Collection", SKOS + "OrderedCollection"}
)
# Schema-level things that are neither entities nor classes nor properties.
SCHEMA_TYPES = frozenset(
    {
        RDFS + "Datatype",
        OWL + "Restriction",
        OWL + "AllDifferent",
        OWL + "AllDisjointClasses",
        OWL + "AllDisjointProperties",
        OWL + "NegativePropertyAssertion",
        OWL + "DataRange",
        RDF + "List",
        RDF + "Statement",
    }
)
_META_TYPES = CLASS_TYPES | frozenset(PROPERTY_TYPES) | HEADER_TYPES | SCHEMA_TYPES

# Predicates that describe the schema or the bookkeeping, never a relation between entities.
STRUCTURAL_PREDICATES = frozenset(
    {
        RDF_TYPE,
        OWL_SAME_AS,
        RDFS_SUBCLASS_OF,
        RDFS + "subPropertyOf",
        RDFS + "domain",
        RDFS + "range",
        RDFS + "isDefinedBy",
        OWL + "inverseOf",
        OWL + "equivalentClass",
        OWL + "equivalentProperty",
        OWL + "disjointWith",
        OWL + "differentFrom",
        OWL + "imports",
        OWL + "versionIRI",
        OWL + "priorVersion",
        SKOS + "inScheme",
        SKOS + "topConceptOf",
        SKOS + "hasTopConcept",
        SKOS + "member",
        SKOS + "memberList",
    }
)
# Predicates whose subject is a property even when it is not declared as one.
_PROPERTY_HINTS = frozenset(
    {RDFS + "subPropertyOf", RDFS + "domain", RDFS + "range", OWL + "inverseOf", OWL + "equivalentProperty"}
)


def is_vocabulary(iri: str) -> bool:
    """True for IRIs of the W3C vocabularies (rdf, rdfs, owl, skos, xsd, ...)."""
    return iri.startswith(W3C)


class OntologyBuilder:
    """Collects triples from any number of sources and builds one :class:`Ontology`.

    Example:
        >>> builder = OntologyBuilder()
        >>> builder.add_triples([("http://x/a", SKOS_PREF_LABEL, Literal("甲", "zh"))])
        >>> builder.build().entity("http://x/a").label()
        '甲'
    """

    def __init__(self) -> None:
        self._prefixes: dict[str, str] = {}
        self._sources: list[str] = []
        self._names: set[tuple[str, NameKind, str, str | None]] = set()
        self._types: set[tuple[str, str]] = set()
        self._subclass: set[tuple[str, str]] = set()
        self._same_as: set[tuple[str, str]] = set()
        self._links: set[tuple[str, str, str]] = set()
        self._literals: set[tuple[str, str, Literal]] = set()
        self._property_hints: set[str] = set()
        self._predicates: set[str] = set()
        self._described: set[str] = set()
        self._skipped = 0

    # -- input ---------------------------------------------------------------------

    def add_source(self, source: str) -> None:
        """Record where the following triples come from (``Ontology.sources``)."""
        self._sources.append(source)

    def add_prefixes(self, prefixes: Mapping[str, str]) -> None:
        """Add CURIE prefixes; a prefix already bound to another namespace keeps the first."""
        for prefix, namespace in prefixes.items():
            known = self._prefixes.setdefault(prefix, namespace)
            if known != namespace:
                logger.warning("prefix %r is bound to %s and %s; keeping the first", prefix, known, namespace)

    def add_triples(self, triples: Iterable[Triple]) -> None:
        """Add triples (blank nodes are read past: they cannot be linked to)."""
        names, types, links, literals = self._names, self._types, self._links, self._literals
        described, predicates = self._described, self._predicates
        for s, p, o in triples:
            if type(s) is BlankNode or type(o) is BlankNode:
                self._skipped += 1
                continue
            if p == OWL_SAME_AS:
                if type(o) is str:
                    self._same_as.add((s, o))
                continue
            described.add(s)
            if type(o) is Literal:
                kind = _NAME_PREDICATES.get(p)
                if kind is not None:
                    names.add((s, kind, o.value, o.lang))
                elif p not in STRUCTURAL_PREDICATES:
                    literals.add((s, p, o))
                    if not p.startswith(W3C):
                        predicates.add(p)
                continue
            if p == RDF_TYPE:
                types.add((s, o))
            elif p == RDFS_SUBCLASS_OF:
                self._subclass.add((s, o))
            elif p in STRUCTURAL_PREDICATES:
                if p in _PROPERTY_HINTS:
                    self._property_hints.add(s)
            else:
                links.add((s, p, o))
                if not p.startswith(W3C):
                    predicates.add(p)

    # -- output --------------------------------------------------------------------

    def build(self) -> Ontology:
        """The ontology of everything added so far."""
        canonical, redirects, merged = self._merge_same_as()
        if canonical:
            self._apply(canonical)

        # (subject, type) pairs are distinct: lists suffice, and most subjects have one type.
        types_of: dict[str, list[str]] = defaultdict(list)
        for s, o in self._types:
            types_of[s].append(o)
        # Only the subjects with a vocabulary type (a class, a property, a header...) need
        # the set tests below; a large ontology has few of them.
        meta = {s for s, o in self._types if o in _META_TYPES}
        header = {s for s in meta if not HEADER_TYPES.isdisjoint(types_of[s])}
        schema = {s for s in meta if not SCHEMA_TYPES.isdisjoint(types_of[s])}
        class_ids = {s for s in meta if not CLASS_TYPES.isdisjoint(types_of[s]) and not is_vocabulary(s)}
        class_ids |= {o for o in {o for _, o in self._types} if not is_vocabulary(o)}
        for s, o in self._subclass:
            class_ids.update(x for x in (s, o) if not is_vocabulary(x))
        class_ids -= header
        property_kinds: dict[str, set[PropertyKind]] = defaultdict(set)
        for s in meta:
            for t in types_of[s]:
                kind = PROPERTY_TYPES.get(t)
                if kind is not None:
                    property_kinds[s].add(kind)
        for s in self._property_hints:
            property_kinds[s].add("other")
        for p in self._predicates:
            property_kinds[p].add("other")
        property_ids = {p for p in property_kinds if not is_vocabulary(p)} - class_ids - header

        names_of: dict[str, list[tuple[NameKind, str, str | None]]] = defaultdict(list)
        for s, kind, text, lang in self._names:
            names_of[s].append((kind, text, lang))
        not_entities = header | schema | class_ids | property_ids
        typed = {s for s, o in self._types if o not in _META_TYPES}
        entity_ids = {s for s in (*names_of, *typed) if s not in not_entities and not s.startswith(W3C)}

        rank = _language_rank(map(_LANG, chain.from_iterable(map(names_of.get, entity_ids, repeat(())))))
        entities = self._entities(entity_ids, names_of, types_of, class_ids, merged, rank)
        classes = {
            cid: OntClass(cid, *_class_names(names_of.get(cid, ()), rank), parents=parents)
            for cid, parents in self._class_parents(class_ids).items()
        }
        properties = {}
        for pid in sorted(property_ids):
            labels, aliases = _class_names(names_of.get(pid, ()), rank)
            kind = min(property_kinds[pid], key=_KIND_RANK.__getitem__)
            properties[pid] = Property(pid, kind, labels, aliases)
        edges = tuple([Edge(s, p, o) for s, p, o in sorted(self._links) if s in entity_ids])
        if self._skipped:
            logger.debug("read past %d triples with blank nodes", self._skipped)
        return Ontology(
            entities=entities,
            classes=classes,
            properties=properties,
            edges=edges,
            prefixes=dict(sorted(self._prefixes.items())),
            redirects=dict(sorted(redirects.items())),
            sources=tuple(self._sources),
        )

    # -- steps ----------------------------------------------------------------------

    def _merge_same_as(self) -> tuple[dict[str, str], dict[str, str], dict[str, tuple[str, ...]]]:
        """Union-find over owl:sameAs; returns member->canonical, redirects and merged ids."""
        parent: dict[str, str] = {}

        def find(x: str) -> str:
            root = x
            while parent.get(root, root) != root:
                root = parent[root]
            while parent.get(x, x) != root:  # path compression
                parent[x], x = root, parent[x]
            return root

        for a, b in sorted(self._same_as):
            ra, rb = find(a), find(b)
            if ra != rb:
                parent[max(ra, rb)] = min(ra, rb)
                parent.setdefault(min(ra, rb), min(ra, rb))
        groups: dict[str, list[str]] = defaultdict(list)
        for member in parent:
            groups[find(member)].append(member)
        canonical: dict[str, str] = {}
        redirects: dict[str, str] = {}
        merged: dict[str, tuple[str, ...]] = {}
        for members in groups.values():
            if len(members) < 2:
                continue
            members.sort()
            described = [m for m in members if m in self._described]
            head = described[0] if described else members[0]
            others = tuple(m for m in members if m != head)
            merged[head] = others
            for member in members:
                canonical[member] = head
            for member in others:
                redirects[member] = head
        return canonical, redirects, merged

    def _apply(self, canonical: dict[str, str]) -> None:
        get = canonical.get
        self._names = {(get(s, s), k, t, lang) for s, k, t, lang in self._names}
        self._types = {(get(s, s), get(o, o)) for s, o in self._types}
        self._subclass = {(get(s, s), get(o, o)) for s, o in self._subclass}
        # A link between two merged ids would become a self-loop nobody wrote: drop it.
        self._links = {
            (get(s, s), get(p, p), get(o, o))
            for s, p, o in self._links
            if s == o or get(s, s) != get(o, o)
        }
        self._literals = {(get(s, s), get(p, p), o) for s, p, o in self._literals}
        self._property_hints = {get(s, s) for s in self._property_hints}
        self._predicates = {get(p, p) for p in self._predicates}

    def _class_parents(self, class_ids: set[str]) -> dict[str, tuple[str, ...]]:
        parents: dict[str, set[str]] = {cid: set() for cid in class_ids}
        for s, o in self._subclass:
            if s in parents and o in class_ids and o != s:
                parents[s].add(o)
        return {cid: tuple(sorted(parents[cid])) for cid in sorted(class_ids)}

    def _entities(
        self,
        entity_ids: set[str],
        names_of: Mapping[str, list[tuple[NameKind, str, str | None]]],
        types_of: Mapping[str, list[str]],
        class_ids: set[str],
        merged: Mapping[str, tuple[str, ...]],
        rank: Mapping[str | None, int],
    ) -> dict[str, Entity]:
        attributes: dict[str, list[Attribute]] = defaultdict(list)
        for s, p, o in self._literals:
            if s in entity_ids:
                attributes[s].append(Attribute(p, o.value, o.lang, o.datatype))
        entities: dict[str, Entity] = {}
        key = _sort_key(rank)
        no_names: tuple[tuple[NameKind, str, str | None], ...] = ()
        for eid in sorted(entity_ids):
            labels, aliases, hidden = _entity_names(names_of.get(eid, no_names), rank, key)
            attrs = attributes.get(eid)
            if attrs:
                attrs.sort(key=lambda a: (a.predicate, a.value, a.lang or "", a.datatype or ""))
            types = types_of.get(eid)
            entities[eid] = Entity(
                eid,
                labels,
                aliases,
                hidden,
                tuple(sorted([t for t in types if t in class_ids])) if types else (),
                tuple(attrs) if attrs else (),
                merged.get(eid, ()),
            )
        return entities


def build_ontology(
    triples: Iterable[Triple], *, prefixes: Mapping[str, str] | None = None, source: str | None = None
) -> Ontology:
    """Build an ontology from one stream of triples (see :class:`OntologyBuilder`)."""
    builder = OntologyBuilder()
    if source is not None:
        builder.add_source(source)
    builder.add_triples(triples)
    if prefixes:
        builder.add_prefixes(prefixes)
    return builder.build()


def ontology_triples(ontology: Ontology) -> Iterator[Triple]:
    """Triples that build ``ontology`` again (used to merge a compiled ontology with files)."""
    for entity in ontology.entities.values():
        yield from _name_triples(entity.id, entity.labels, entity.aliases, entity.hidden)
        for type_id in entity.types:
            yield entity.id, RDF_TYPE, type_id
        if not entity.types and not (entity.labels or entity.aliases or entity.hidden):
            # An entity known only through a W3C type (skos:Concept) must stay an entity.
            yield entity.id, RDF_TYPE, OWL_NAMED_INDIVIDUAL
        for attr in entity.attributes:
            yield entity.id, attr.predicate, Literal(attr.value, attr.lang, attr.datatype)
        for other in entity.same_as:
            yield other, OWL_SAME_AS, entity.id
    for cls in ontology.classes.values():
        yield cls.id, RDF_TYPE, OWL_CLASS
        yield from _name_triples(cls.id, cls.labels, cls.aliases, ())
        for parent in cls.parents:
            yield cls.id, RDFS_SUBCLASS_OF, parent
    declared = {
        "object": OWL + "ObjectProperty",
        "datatype": OWL + "DatatypeProperty",
        "annotation": OWL + "AnnotationProperty",
        "other": RDF + "Property",
    }
    for prop in ontology.properties.values():
        yield prop.id, RDF_TYPE, declared[prop.kind]
        yield from _name_triples(prop.id, prop.labels, prop.aliases, ())
    for edge in ontology.edges:
        yield edge.source, edge.predicate, edge.target
    for member, head in ontology.redirects.items():
        yield member, OWL_SAME_AS, head


def _name_triples(
    node: str, labels: tuple[Label, ...], aliases: tuple[Label, ...], hidden: tuple[Label, ...]
) -> Iterator[Triple]:
    for predicate, items in ((SKOS_PREF_LABEL, labels), (SKOS_ALT_LABEL, aliases), (SKOS_HIDDEN_LABEL, hidden)):
        for item in items:
            yield node, predicate, Literal(item.text, item.lang)


# -- names ---------------------------------------------------------------------------


def _language_rank(langs: Iterable[str | None]) -> dict[str | None, int]:
    """Languages ordered by how many entity names use them: the main language comes first."""
    counts = Counter(langs)
    ordered = sorted(counts, key=lambda lang: (-counts[lang], lang or ""))
    return {lang: index for index, lang in enumerate(ordered)}


def _sort_key(rank: Mapping[str | None, int]) -> Callable[[tuple[str, str | None]], tuple[int, str, str]]:
    """Sort key of a ``(text, lang)`` name: the main language first, then by tag, then text."""
    last = len(rank)
    get = rank.get
    return lambda item: (get(item[1], last), item[1] or "", item[0])


_TEXT = itemgetter(0)
_LANG = itemgetter(2)
_NO_NAMES: tuple[tuple[Label, ...], tuple[Label, ...], tuple[Label, ...]] = ((), (), ())


def _entity_names(
    names: Iterable[tuple[NameKind, str, str | None]], rank: Mapping[str | None, int], key: Any = None
) -> tuple[tuple[Label, ...], tuple[Label, ...], tuple[Label, ...]]:
    """Canonical labels (one per language), aliases and hidden names, each sorted.

    ``key`` is :func:`_sort_key` of ``rank`` (pass it when calling this per entity).
    Names are handled as ``(text, lang)`` tuples, hashed in C, and become labels last.
    """
    by_kind: dict[str, set[tuple[str, str | None]]] = {"pref": set(), "label": set(), "alt": set(), "hidden": set()}
    for kind, text, lang in names:
        text = text.strip()
        if text:
            by_kind[kind].add((text, lang))
    if not (by_kind["pref"] or by_kind["label"] or by_kind["alt"] or by_kind["hidden"]):
        return _NO_NAMES
    canonical: dict[str | None, tuple[str, str | None]] = {}
    for kind in ("pref", "label"):
        group = by_kind[kind]
        if len(group) > 1:
            # By text: names of one language have distinct texts, so ties never matter.
            group = sorted(group, key=_TEXT)  # type: ignore[assignment]
        for item in group:
            canonical.setdefault(item[1], item)
    labels = set(canonical.values())
    aliases = (by_kind["pref"] | by_kind["label"] | by_kind["alt"]) - labels
    hidden = by_kind["hidden"] - labels - aliases if by_kind["hidden"] else ()
    if key is None:
        key = _sort_key(rank)
    return _labels(labels, key), _labels(aliases, key), _labels(hidden, key)


def _labels(names: Collection[tuple[str, str | None]], key: Any) -> tuple[Label, ...]:
    """``(text, lang)`` names as labels, in ``key`` order."""
    if len(names) > 1:
        names = sorted(names, key=key)
    return tuple([Label(text, lang) for text, lang in names])


def _class_names(
    names: Iterable[tuple[NameKind, str, str | None]], rank: Mapping[str | None, int]
) -> tuple[tuple[Label, ...], tuple[Label, ...]]:
    """Labels and aliases of a class or property; hidden names count as aliases there."""
    labels, aliases, hidden = _entity_names(names, rank)
    last = len(rank)

    def key(item: Label) -> tuple[int, str, str]:  # _sort_key, on labels
        return (rank.get(item.lang, last), item.lang or "", item.text)

    return labels, tuple(sorted({*aliases, *hidden}, key=key))

