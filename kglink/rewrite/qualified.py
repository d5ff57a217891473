"""Names a class noun qualifies: the variant of a thing meant for one kind of thing.

Many ontologies keep a general node and variants named by putting a class's type noun in
front of it: a figure and the same figure for suppliers ("到货率" / "供方到货率"), a wait
time and the ward wait time. Said of a thing of that class, the short name means the
variant ("仁和医院的等候时长" with 医院 a class and "医院等候时长" a node means the latter).
Everything comes from the ontology's names: no word list.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from kglink.linking.normalize import normalize
from kglink.ontology.model import Ontology


@dataclass(frozen=True, slots=True)
class Variant:
    """``entity_id`` is the variant of another node meant for things of ``classes``."""

    entity_id: str
    classes: frozenset[str]


class QualifiedNames:
    """For each node, its class-qualified variants (none for most ontologies)."""

    def __init__(self, variants: Mapping[str, tuple[Variant, ...]]):
        self._variants = variants

    @classmethod
    def from_ontology(cls, ontology: Ontology) -> QualifiedNames:
        by_name: dict[str, set[str]] = {}
        for text, entity_id, _kind in ontology.surface_forms():
            by_name.setdefault(normalize(text), set()).add(entity_id)
        nouns: dict[str, set[str]] = {}
        for ont_class in ontology.classes.values():
            for noun in ont_class.nouns():
                key = normalize(noun)
                if key:
                    nouns.setdefault(key, set()).add(ont_class.id)
        found: dict[str, dict[str, set[str]]] = {}
        for name, owners in by_name.items():
            for noun, classes in nouns.items():
                if len(name) <= len(noun) or not name.startswith(noun):
                    continue
                rest = name[len(noun):].strip()
                for general in by_name.get(rest, ()):
                    for variant in owners - by_name[rest]:
                        # A variant is of the general node's own kind ("系列" in front of
                        # a model's name is not a variant of it for series).
                        declared = set(ontology.entities[variant].types)
                        if not declared & set(ontology.entities[general].types):
                            continue
                        if classes & ontology.class_closure(variant):
                            continue
                        found.setdefault(general, {}).setdefault(variant, set()).update(classes)
        return cls({
            general: tuple(Variant(v, frozenset(c)) for v, c in sorted(variants.items()))
            for general, variants in found.items()
        })

    def is_variant(self, entity_id: str, variant_id: str) -> bool:
        """Whether ``variant_id`` is a class-qualified variant of ``entity_id``."""
        return any(v.entity_id == variant_id for v in self._variants.get(entity_id, ()))

    def variant_for(self, entity_id: str, classes: Iterable[frozenset[str]]) -> str | None:
        """The variant of ``entity_id`` meant for a thing of one of ``classes`` (the class
        closures of the things in play, nearest first), or None."""
        variants = self._variants.get(entity_id)
        if not variants:
            return None
        for kinds in classes:
            fitting = [v.entity_id for v in variants if v.classes & kinds]
            if len(fitting) == 1:
                return fitting[0]
        return None
