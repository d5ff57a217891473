"""The ontology as kglink sees it: entities, classes, properties, edges, labels.

Everything here is an immutable value. Loaders (RDF, CSV tables, the compiled form)
produce an :class:`Ontology`; the graph store, the alias index and the rewriter read it.

Identifiers are full IRIs (or, for CSV tables, the ids the table gives). ``owl:sameAs``
merges nodes: the merged ids are kept in :attr:`Entity.same_as` and
:attr:`Ontology.redirects` so a gold id naming any of them still resolves.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

AliasKind = Literal["label", "alias", "hidden"]
PropertyKind = Literal["object", "datatype", "annotation", "other"]


@dataclass(frozen=True, slots=True)
class Label:
    """A name in one language (``lang`` is None when the source has no language tag)."""

    text: str
    lang: str | None = None


@dataclass(frozen=True, slots=True)
class Attribute:
    """A literal-valued property of an entity (a price, an address, a founding year)."""

    predicate: str
    value: str
    lang: str | None = None
    datatype: str | None = None


@dataclass(frozen=True, slots=True)
class Entity:
    """A node of the knowledge graph that a mention can link to.

    Attributes:
        id: the canonical identifier (full IRI).
        labels: canonical names, at most one per language (skos:prefLabel, else rdfs:label).
        aliases: other names (skos:altLabel, extra prefLabels/labels).
        hidden: names that match but are never shown (skos:hiddenLabel: misspellings).
        types: class ids (rdf:type), as declared; see ``Ontology.class_closure``.
        attributes: literal-valued properties.
        same_as: the other ids merged into this one by owl:sameAs.
    """

    id: str
    labels: tuple[Label, ...] = ()
    aliases: tuple[Label, ...] = ()
    hidden: tuple[Label, ...] = ()
    types: tuple[str, ...] = ()
    attributes: tuple[Attribute, ...] = ()
    same_as: tuple[str, ...] = ()

    def label(self, lang: str | None = None) -> str:
        """The canonical name in ``lang``, else the first canonical name, else the id."""
        return _pick_label(self.labels, lang) or _pick_label(self.aliases, lang) or self.id

    def surface_forms(self) -> Iterator[tuple[str, AliasKind]]:
        """Every name of the entity with its kind: labels, then aliases, then hidden ones."""
        for item in self.labels:
            yield item.text, "label"
        for item in self.aliases:
            yield item.text, "alias"
        for item in self.hidden:
            yield item.text, "hidden"


@dataclass(frozen=True, slots=True)
class OntClass:
    """A class. Its labels and aliases are the type nouns ("产品", "功能", "policy")."""

    id: str
    labels: tuple[Label, ...] = ()
    aliases: tuple[Label, ...] = ()
    parents: tuple[str, ...] = ()

    def label(self, lang: str | None = None) -> str:
        return _pick_label(self.labels, lang) or _pick_label(self.aliases, lang) or _local_name(self.id)

    def nouns(self) -> tuple[str, ...]:
        """The type nouns that name this class, labels first."""
        return tuple(item.text for item in (*self.labels, *self.aliases))


@dataclass(frozen=True, slots=True)
class Property:
    """A declared property; its labels name what a turn may ask about ("地址", "loss ratio")."""

    id: str
    kind: PropertyKind = "other"
    labels: tuple[Label, ...] = ()
    aliases: tuple[Label, ...] = ()

    def label(self, lang: str | None = None) -> str:
        return _pick_label(self.labels, lang) or _pick_label(self.aliases, lang) or _local_name(self.id)


@dataclass(frozen=True, slots=True)
class Edge:
    """A directed relation between two entities (skos:broader, ex:near, ...)."""

    source: str
    predicate: str
    target: str


@dataclass(frozen=True, slots=True)
class Ontology:
    """An immutable knowledge graph: entities, classes, properties and edges.

    Example:
        >>> from kglink import Ontology
        >>> onto = Ontology.load("ontology/enterprise.ttl")  # doctest: +SKIP
        >>> onto.entity("ex:product_a").label("zh")  # doctest: +SKIP
        '产品A'
    """

    entities: Mapping[str, Entity]
    classes: Mapping[str, OntClass] = field(default_factory=dict)
    properties: Mapping[str, Property] = field(default_factory=dict)
    edges: Sequence[Edge] = ()  # a tuple; a compiled ontology's decodes on first use
    prefixes: Mapping[str, str] = field(default_factory=dict)
    redirects: Mapping[str, str] = field(default_factory=dict)
    sources: tuple[str, ...] = ()

    # -- identifiers -------------------------------------------------------------

    def expand(self, name: str) -> str:
        """Expand a CURIE (``ex:hotel_1``) with the ontology's prefixes; other names unchanged."""
        if ":" in name and "://" not in name:
            prefix, local = name.split(":", 1)
            base = self.prefixes.get(prefix)
            if base is not None:
                return base + local
        return name

    def compact(self, iri: str) -> str:
        """The shortest CURIE for ``iri`` under the ontology's prefixes, else the IRI."""
        best = iri
        for prefix, base in self.prefixes.items():
            if iri.startswith(base) and len(iri) - len(base) + len(prefix) + 1 < len(best):
                best = f"{prefix}:{iri[len(base):]}"
        return best

    def resolve(self, name: str) -> str | None:
        """The canonical entity id for an IRI, a CURIE or a merged (sameAs) id; None if unknown."""
        for candidate in (name, self.expand(name)):
            candidate = self.redirects.get(candidate, candidate)
            if candidate in self.entities:
                return candidate
        return None

    # -- lookups -------------------------------------------------------------------

    def entity(self, name: str) -> Entity:
        """The entity for an id or CURIE; raises KeyError when there is none."""
        resolved = self.resolve(name)
        if resolved is None:
            raise KeyError(name)
        return self.entities[resolved]

    def label(self, name: str, lang: str | None = None) -> str:
        """The canonical label of an entity or class in ``lang``."""
        resolved = self.resolve(name)
        if resolved is not None:
            return self.entities[resolved].label(lang)
        if name in self.classes:
            return self.classes[name].label(lang)
        return name

    def class_ancestors(self, class_id: str) -> frozenset[str]:
        """``class_id`` and every class above it by rdfs:subClassOf."""
        seen = {class_id}
        stack = [class_id]
        while stack:
            current = self.classes.get(stack.pop())
            if current is None:
                continue
            for parent in current.parents:
                if parent not in seen:
                    seen.add(parent)
                    stack.append(parent)
        return frozenset(seen)

    def class_closure(self, entity_id: str) -> frozenset[str]:
        """Every class an entity belongs to, its declared types and their superclasses."""
        entity = self.entities.get(entity_id)
        if entity is None:
            return frozenset()
        result: set[str] = set()
        for type_id in entity.types:
            result |= self.class_ancestors(type_id)
        return frozenset(result)

    @property
    def languages(self) -> frozenset[str]:
        """The language tags used by entity labels and aliases."""
        langs: set[str] = set()
        for entity in self.entities.values():
            for item in (*entity.labels, *entity.aliases):
                if item.lang:
                    langs.add(item.lang)
        return frozenset(langs)

    def surface_forms(self) -> Iterator[tuple[str, str, AliasKind]]:
        """Every (name, entity id, kind) of every entity; the alias index is built from this."""
        for entity in self.entities.values():
            for text, kind in entity.surface_forms():
                yield text, entity.id, kind

    # -- construction --------------------------------------------------------------

    @classmethod
    def load(cls, *sources: object) -> Ontology:
        """Load and merge ontology files (any RDF syntax, CSV/TSV tables, compiled) or rdflib Graphs.

        Raises:
            KglinkError: a file is missing, has an unknown suffix, or does not parse.
        """
        from kglink.ontology.loader import load_ontology

        return load_ontology(*sources)


def _pick_label(labels: tuple[Label, ...], lang: str | None) -> str | None:
    if not labels:
        return None
    if lang is not None:
        for item in labels:
            if item.lang == lang or (item.lang and item.lang.split("-")[0] == lang):
                return item.text
    return labels[0].text


def _local_name(iri: str) -> str:
    for sep in ("#", "/", ":"):
        if sep in iri:
            iri = iri.rsplit(sep, 1)[1] or iri
    return iri
