"""What one ``PipelineSession.ask`` returns: queries, entities, evidence, graph facts, trace.

kglink does not answer the question. :meth:`AskResult.to_prompt` (or :meth:`AskResult.context`
alone) gives the text a GraphRAG prompt needs; the user's model answers it, and the answer
goes back through ``session.observe_assistant(answer)`` so the next turn can point at it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from kglink.lang import PACKS
from kglink.rewrite.result import ClarifyCandidate, LinkedEntity, RewriteResult

EvidenceOrigin = Literal["search", "reused"]


@dataclass(frozen=True, slots=True)
class Evidence:
    """One chunk given to the model, with where it came from.

    Attributes:
        chunk_id: the chunk's id (``"<doc id>#<n>"``).
        doc_id: its document.
        title: the document's title.
        text: the chunk's text.
        score: the fused score after the turn penalty (what the order follows).
        retrieval_score: the fused score the index gave, before any penalty.
        ranks: 1-based ranks per retriever ("vector", "lexical", "graph", "fused").
        source: where the document comes from: its ``metadata["source"]`` when it has one,
            else its id.
        metadata: the document's metadata.
        turn: the user turn (0-based) whose search found the chunk.
        shown_before: the latest earlier turn that already showed this chunk, or None.
    """

    chunk_id: str
    doc_id: str
    title: str | None
    text: str
    score: float
    retrieval_score: float
    ranks: Mapping[str, int | None]
    source: str
    metadata: Mapping[str, Any] = field(default_factory=dict)
    turn: int = 0
    shown_before: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict of every field."""
        return {
            "chunk_id": self.chunk_id,
            "doc_id": self.doc_id,
            "title": self.title,
            "text": self.text,
            "score": self.score,
            "retrieval_score": self.retrieval_score,
            "ranks": dict(self.ranks),
            "source": self.source,
            "metadata": dict(self.metadata),
            "turn": self.turn,
            "shown_before": self.shown_before,
        }

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any]) -> Evidence:
        """The inverse of :meth:`to_dict`."""
        return cls(
            chunk_id=raw["chunk_id"],
            doc_id=raw["doc_id"],
            title=raw.get("title"),
            text=raw["text"],
            score=float(raw["score"]),
            retrieval_score=float(raw["retrieval_score"]),
            ranks=dict(raw.get("ranks") or {}),
            source=raw["source"],
            metadata=dict(raw.get("metadata") or {}),
            turn=int(raw.get("turn", 0)),
            shown_before=raw.get("shown_before"),
        )


@dataclass(frozen=True, slots=True)
class GraphFact:
    """One triple about a linked entity, with labels for a prompt.

    ``object`` is a node id for an edge, and the literal value itself for an attribute
    (``literal`` is then True).
    """

    subject: str
    subject_label: str
    predicate: str
    predicate_label: str
    object: str
    object_label: str
    literal: bool = False

    @property
    def text(self) -> str:
        """``subject_label predicate_label object_label``, as one line of a prompt."""
        return f"{self.subject_label} {self.predicate_label} {self.object_label}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "subject": self.subject,
            "subject_label": self.subject_label,
            "predicate": self.predicate,
            "predicate_label": self.predicate_label,
            "object": self.object,
            "object_label": self.object_label,
            "literal": self.literal,
        }


@dataclass(frozen=True, slots=True)
class AskResult:
    """One user turn of a :class:`~kglink.pipeline.PipelineSession`.

    Attributes:
        text: the user's words.
        queries: the self-contained queries kglink searched for.
        entities: the linked entities (``.id``, ``.label``, ``.mention``, ``.score``, ``.source``).
        turn_type: the rewriter's turn type ("first", "pronoun", "continuation", ...).
        evidence: the fused top-k chunks of this turn, best first (after the turn penalty);
            for a continuation turn, the previous turn's evidence, reused without a search.
        earlier: chunks shown in recent turns and not in ``evidence`` (newest turn first),
            for a prompt that keeps what was said before; empty after a topic switch.
        facts: graph facts about the linked entities.
        reused: True when the evidence was reused without a new search.
        clarify: candidates to ask the user about when a mention is truly ambiguous (then
            nothing is searched), else None.
        rewrite: the rewriter's full result.
        trace: the rewriter's trace plus an ``"evidence"`` record (search or reuse,
            penalties, timings).
        answer: the model's answer when an ``answer`` hook produced one, else None.
        lang: the code of the language pack the turn was read with; the prompt is in it.
    """

    text: str
    queries: tuple[str, ...]
    entities: tuple[LinkedEntity, ...]
    turn_type: str
    evidence: tuple[Evidence, ...]
    earlier: tuple[Evidence, ...] = ()
    facts: tuple[GraphFact, ...] = ()
    reused: bool = False
    clarify: tuple[ClarifyCandidate, ...] | None = None
    rewrite: RewriteResult | None = None
    trace: Mapping[str, Any] = field(default_factory=dict)
    answer: str | None = None
    lang: str = "zh"

    @property
    def entity_ids(self) -> tuple[str, ...]:
        return tuple(entity.id for entity in self.entities)

    @property
    def doc_ids(self) -> tuple[str, ...]:
        """The distinct document ids of the evidence, best first."""
        return tuple(dict.fromkeys(item.doc_id for item in self.evidence))

    def context(self, *, earlier: int = 2, max_chars: int | None = None) -> str:
        """The material for the model: graph facts, then this turn's evidence, then up to
        ``earlier`` chunks from recent turns; each chunk with its source.

        Args:
            earlier: how many chunks of earlier turns to add after the new ones.
            max_chars: cut each chunk's text to this many characters (None: whole).
        """
        words = _answer_words(self.lang)
        lines: list[str] = []
        if self.facts:
            lines.append(f"## {words['facts']}")
            lines.extend(f"- {fact.text}" for fact in self.facts)
        if self.evidence:
            lines.append(f"## {words['evidence']}")
            lines.extend(_passage(n, item, max_chars) for n, item in enumerate(self.evidence, start=1))
        kept = self.earlier[: max(earlier, 0)]
        if kept:
            lines.append(f"## {words['earlier']}")
            start = len(self.evidence) + 1
            lines.extend(_passage(n, item, max_chars) for n, item in enumerate(kept, start=start))
        return "\n".join(lines)

    def to_prompt(self, *, instruction: str | None = None, earlier: int = 2, max_chars: int | None = None) -> str:
        """A complete GraphRAG prompt: instruction, context, and the question as kglink
        understood it (the rewritten queries beside the user's words).

        Args:
            instruction: replaces the default instruction line (in the user's language).
            earlier: how many chunks of earlier turns to keep (see :meth:`context`).
            max_chars: cut each chunk's text to this many characters.
        """
        words = _answer_words(self.lang)
        parts = [instruction or words["instruction"]]
        if self.clarify:
            options = ", ".join(
                f"{c.label} ({c.class_label})" if c.class_label else c.label for c in self.clarify
            )
            parts.append(f"{words['clarify']} {options}")
        context = self.context(earlier=earlier, max_chars=max_chars)
        if context:
            parts.append(context)
        searched = " | ".join(self.queries)
        question = f"## {words['question']}\n{self.text}"
        if searched and searched != self.text:
            question += f"\n({words['searched']}: {searched})"
        parts.append(question)
        return "\n\n".join(parts)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (the rewriter's result is represented by its trace)."""
        return {
            "text": self.text,
            "queries": list(self.queries),
            "entities": [{"id": e.id, "label": e.label, "mention": e.mention, "score": e.score, "source": e.source}
                         for e in self.entities],
            "turn_type": self.turn_type,
            "evidence": [item.to_dict() for item in self.evidence],
            "earlier": [item.to_dict() for item in self.earlier],
            "facts": [fact.to_dict() for fact in self.facts],
            "reused": self.reused,
            "clarify": None if self.clarify is None else [
                {"id": c.id, "label": c.label, "class_label": c.class_label} for c in self.clarify
            ],
            "trace": dict(self.trace),
            "answer": self.answer,
        }


def _answer_words(lang: str) -> Mapping[str, str]:
    """The headings of the answer prompt in the pack of ``lang`` (English when it has none)."""
    pack = PACKS.get(lang)
    return pack.answer_words if pack is not None and pack.answer_words else PACKS["en"].answer_words


def _passage(number: int, item: Evidence, max_chars: int | None) -> str:
    text = item.text if max_chars is None or len(item.text) <= max_chars else item.text[:max_chars] + "…"
    title = f"{item.title}: " if item.title else ""
    return f"[{number}] ({item.source}) {title}{text}"


def evidence_ids(items: Sequence[Evidence]) -> tuple[str, ...]:
    """The chunk ids, in order."""
    return tuple(item.chunk_id for item in items)
