"""Values that name their holder: a phrase of a question that is an attribute value one
entity alone holds ("who is the yard manager", a job title of one person) names that
entity, though no name of it is said. Only a value that says something does: four
characters or more, a content term, no digit and no time (a count or a day is held by
anything). Read by retrieval (the page of the holder answers) and by the rewrite (the
clause is about the holder, not the thing in focus)."""

from __future__ import annotations

import threading

from kglink.lang.terms import content_terms
from kglink.linking.matcher import PhraseMatcher
from kglink.linking.timeexpr import find_times
from kglink.ontology.model import Ontology

__all__ = ["ValueHolders"]

#: An attribute value shorter than this ("VIP", "主管") does not name its entity.
MIN_HELD_CHARS = 4


class ValueHolders:
    """Finds the entities the values in a text name (the matcher built on first use)."""

    def __init__(self, ontology: Ontology) -> None:
        self._ontology = ontology
        self._matcher: PhraseMatcher[tuple[str, str]] | None = None
        self._lock = threading.Lock()

    def _built(self) -> PhraseMatcher[tuple[str, str]]:
        with self._lock:  # (one build when several threads ask at once)
            if self._matcher is None:
                by_value: dict[str, set[tuple[str, str]]] = {}
                for entity_id, entity in self._ontology.entities.items():
                    for attribute in entity.attributes:
                        value = attribute.value.strip()
                        if len(value) >= MIN_HELD_CHARS and not any(char.isdigit() for char in value):
                            by_value.setdefault(value.casefold(), set()).add((entity_id, attribute.predicate))
                self._matcher = PhraseMatcher.build(
                    (value, held)
                    for value, helds in by_value.items()
                    if len({entity_id for entity_id, _p in helds}) == 1
                    and content_terms(value) and not find_times(value)
                    for held in helds
                )
            return self._matcher

    def held(self, text: str) -> frozenset[tuple[str, str]]:
        """The (entity, property) of each value ``text`` names ("yard manager": the one whose
        job title it is, and the job title)."""
        matcher = self._matcher or self._built()
        return frozenset(held for match in matcher.find(text) for held in match.payloads)

    def find(self, text: str) -> frozenset[str]:
        """The entities whose values ``text`` names."""
        return frozenset(entity_id for entity_id, _property in self.held(text))
