"""The read-only parts every turn uses, built once per ontology and shared by all sessions."""

from __future__ import annotations

from dataclasses import dataclass

from kglink.graph.protocol import GraphStore
from kglink.lang import PACKS
from kglink.linking.alias_index import AliasIndex
from kglink.linking.disambiguate import Disambiguator
from kglink.linking.matcher import PhraseMatcher
from kglink.linking.normalize import language_of
from kglink.linking.referring import ReferenceDetector
from kglink.ontology.model import Ontology
from kglink.rewrite.doc_terms import DocumentTerms
from kglink.rewrite.fit import EntityFit
from kglink.rewrite.qualified import QualifiedNames


@dataclass(frozen=True, slots=True)
class Resources:
    """Ontology, graph, alias index, reference detector, property matcher, disambiguator,
    how entities fit what a turn says (:class:`EntityFit`) and the class-qualified
    variants of names (:class:`QualifiedNames`)."""

    ontology: Ontology
    graph: GraphStore
    alias_index: AliasIndex
    references: ReferenceDetector
    properties: PhraseMatcher[str]
    disambiguator: Disambiguator
    fit: EntityFit
    qualified: QualifiedNames

    @classmethod
    def build(
        cls,
        ontology: Ontology,
        *,
        graph: GraphStore | None = None,
        alias_index: AliasIndex | None = None,
        clarify_margin: float = 0.05,
        documents: DocumentTerms | None = None,
    ) -> Resources:
        if graph is None:
            from kglink.graph.networkx_store import NetworkxGraphStore

            graph = NetworkxGraphStore(ontology)
        else:
            from kglink.graph.networkx_store import NetworkxGraphStore
            from kglink.graph.resilient import ResilientGraphStore

            if not isinstance(graph, (NetworkxGraphStore, ResilientGraphStore)):
                # A server-backed store may go down mid-conversation: the turn still
                # answers, with the graph features degraded and a warning logged.
                graph = ResilientGraphStore(graph, ontology=ontology)
        alias_index = alias_index or AliasIndex.from_ontology(ontology)
        property_names = [
            (label.text, prop.id)
            for prop in ontology.properties.values()
            for label in (*prop.labels, *prop.aliases)
        ]
        # "who supplies them" asks "supplied by": the other forms of each name, by its language.
        property_names += [
            (form, prop.id)
            for prop in ontology.properties.values()
            for label in (*prop.labels, *prop.aliases)
            if (pack := PACKS.get(label.lang or "") or PACKS.get(language_of(label.text))) is not None
            for form in pack.property_forms(label.text, prop.kind == "object")
        ]
        return cls(
            ontology=ontology,
            graph=graph,
            alias_index=alias_index,
            references=ReferenceDetector.from_ontology(ontology),
            properties=PhraseMatcher.build(property_names),
            disambiguator=Disambiguator(graph, clarify_margin=clarify_margin),
            fit=EntityFit(ontology, graph, documents),
            qualified=QualifiedNames.from_ontology(ontology),
        )
