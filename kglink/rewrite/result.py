"""What one rewritten turn returns."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from kglink.linking.constraints import Constraint

Method = Literal["rule", "llm", "original"]
LinkSource = Literal["name", "reference", "context", "frame"]

TURN_TYPES = (
    "first",
    "pronoun",
    "ellipsis",
    "continuation",
    "comparison",
    "multi_intent",
    "topic_switch",
    "return",
    "correction",
    "clarify",
    "nil",
)


@dataclass(frozen=True, slots=True)
class LinkedEntity:
    """An entity a rewritten query refers to.

    Attributes:
        id: canonical node id.
        label: canonical label in the user's language.
        mention: the user's words that pointed at it ("它", "华东大区"), or "" when it
            came from the conversation's context.
        score: confidence in (0, 1].
        source: "name" (named in the turn), "reference" (a pronoun or demonstrative),
            "context" (carried over from the topic), "frame" (an ellipsis frame).
    """

    id: str
    label: str
    mention: str
    score: float
    source: LinkSource


@dataclass(frozen=True, slots=True)
class ClarifyCandidate:
    """One of the nodes a truly ambiguous mention could mean."""

    id: str
    label: str
    class_label: str
    score: float


@dataclass(frozen=True, slots=True)
class Fallback:
    """A rewriter that was tried and rejected for this turn, and why."""

    method: Method
    reason: str


@dataclass(frozen=True, slots=True)
class RewriteResult:
    """The outcome of one user turn.

    Attributes:
        queries: self-contained retrieval queries (several for a multi-intent turn).
        entities: the entities the queries refer to.
        turn_type: one of :data:`TURN_TYPES`.
        method: which rewriter answered ("rule", "llm", or "original": the user's words).
        clarify: when a reference is truly ambiguous, the candidates to ask about; the
            queries are then the user's words, not a guess.
        correction: the user corrected an earlier turn.
        elaboration: a continuation that asks for more of the same answer ("详细说说",
            "tell me more") and names nothing new: the evidence just shown still answers it.
        constraints: the constraints in force after this turn.
        fallbacks: rewriters tried before the one that answered, with their reasons.
        trace: one JSON-able record of how the turn was handled.
        lang: the code of the language pack the turn was read with ("zh", "en").
    """

    queries: tuple[str, ...]
    entities: tuple[LinkedEntity, ...]
    turn_type: str
    method: Method
    clarify: tuple[ClarifyCandidate, ...] | None = None
    correction: bool = False
    elaboration: bool = False
    constraints: tuple[Constraint, ...] = ()
    fallbacks: tuple[Fallback, ...] = ()
    trace: Mapping[str, Any] = field(default_factory=dict)
    lang: str = ""

    @property
    def entity_ids(self) -> tuple[str, ...]:
        return tuple(entity.id for entity in self.entities)
