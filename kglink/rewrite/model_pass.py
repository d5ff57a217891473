"""The model pass of one turn: after the rules, ask the model, validate, keep or fall back.

The rules have already run (they keep the session state: salience, topic, constraints,
pending clarification). This pass decides whether to ask the model (always under the
``llm`` policy, only when the rules are unsure under ``hybrid``; never on a clarification
turn: kglink asks the user rather than let a model guess), builds the prompt, and passes
the model's queries through the same validation as the rules' (whitelist, constraints in
force, no pronoun left, no name of the turn lost). A valid answer replaces the rule
queries; anything else leaves the rule result standing with a ``Fallback("llm", reason)``.
The session state is never changed by the model, so a rejected or wrong answer cannot
spoil later turns.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from kglink.errors import ConfigError
from kglink.linking.normalize import normalize
from kglink.llm.cache import CacheKey
from kglink.rewrite.grounding import ungrounded
from kglink.llm.model_rewriter import LLMRewriter, Proposal
from kglink.rewrite.policy import POLICIES, HybridPolicy
from kglink.rewrite.prompt import build_messages
from kglink.rewrite.result import Fallback, LinkedEntity

if TYPE_CHECKING:
    from kglink.linking.constraints import Constraint
    from kglink.ontology.model import Ontology
    from kglink.rewrite.analysis import ClauseAnalysis
    from kglink.rewrite.validate import Validation, Validator
    from kglink.session import Session

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class RuleTurn:
    """What the rule pass made of a turn, as the model pass needs it."""

    text: str
    lang: str
    first: bool
    analyses: tuple[ClauseAnalysis, ...]
    turn_types: tuple[str, ...]
    allowed: frozenset[str]
    preferred: Mapping[str, str]
    constraints: tuple[Constraint, ...]
    entity_ids: tuple[str, ...]
    rules_failed: bool
    clarify: bool
    unknown: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ModelOutcome:
    """The model pass's verdict on one turn.

    Attributes:
        validation: the validated, normalised model queries when the model answered.
        fallback: why the model's answer was not used, when it was asked and failed.
        correction: the model's correction flag (recorded; the rules' flag stands).
        trace: the ``model`` record of the turn's trace.
    """

    validation: Validation | None = None
    fallback: Fallback | None = None
    correction: bool = False
    trace: Mapping[str, Any] = field(default_factory=dict)

    @property
    def answered(self) -> bool:
        return self.validation is not None


class ModelStats:
    """Counters of the model pass (thread-safe): turns seen, calls, answers, fallbacks."""

    def __init__(self, policy: str) -> None:
        self.policy = policy
        self._lock = threading.Lock()
        self._counts: Counter[str] = Counter()
        self._fallbacks: Counter[str] = Counter()
        self._skipped: Counter[str] = Counter()
        self._overhead_ms: list[float] = []

    def count(self, name: str, n: int = 1) -> None:
        with self._lock:
            self._counts[name] += n

    def fallback(self, reason: str) -> None:
        with self._lock:
            for problem in reason.split("; "):
                self._fallbacks[reason_kind(problem)] += 1

    def skipped(self, why: str) -> None:
        with self._lock:
            self._skipped[why] += 1

    def overhead(self, ms: float) -> None:
        with self._lock:
            self._overhead_ms.append(ms)

    def as_dict(self) -> dict[str, Any]:
        """``{"policy", "turns", "asked", "calls", "cache_hits", "answered", "rejected",
        "skipped": {why: n}, "fallbacks": {reason: n}, "overhead_ms": {"p50", "p95"}}``."""
        with self._lock:
            ordered = sorted(self._overhead_ms)
            return {
                "policy": self.policy,
                "turns": self._counts["turns"],
                "asked": self._counts["asked"],
                "calls": self._counts["calls"],
                "cache_hits": self._counts["cache_hits"],
                "answered": self._counts["answered"],
                "rejected": self._counts["rejected"],
                "skipped": dict(sorted(self._skipped.items())),
                "fallbacks": dict(sorted(self._fallbacks.items())),
                "overhead_ms": {"p50": _quantile(ordered, 0.5), "p95": _quantile(ordered, 0.95)},
            }


def reason_kind(reason: str) -> str:
    """The kind of a fallback reason: "entity outside the whitelist: 乙产品" -> its first part."""
    return reason.split(":", 1)[0].strip()


class ModelPass:
    """Runs the model after the rules for every turn of a :class:`~kglink.rewrite.Rewriter`.

    Args:
        llm: the model rewriter.
        validator: the rules' validator (whitelist, constraints, pronouns, normalisation).
        ontology: for the prompt's labels and aliases.
        policy: "llm" (every turn) or "hybrid" (turns the rules are unsure of).
        hybrid: the thresholds of "unsure".
    """

    def __init__(
        self,
        llm: LLMRewriter,
        validator: Validator,
        ontology: Ontology,
        *,
        policy: str = "hybrid",
        hybrid: HybridPolicy | None = None,
    ) -> None:
        if policy not in POLICIES:
            raise ConfigError(f"unknown model policy {policy!r}; choose one of {', '.join(POLICIES)}")
        self.llm = llm
        self.validator = validator
        self.ontology = ontology
        self.policy = policy
        self.hybrid = hybrid or HybridPolicy()
        self.stats = ModelStats(policy)

    def run(self, session: Session, turn: RuleTurn) -> ModelOutcome:
        """Ask the model about ``turn`` if the policy says so, and judge its answer. Never raises."""
        started = time.perf_counter()
        self.stats.count("turns")
        trace: dict[str, Any] = {"policy": self.policy}
        skip, unsure = self._skip(turn)
        trace["unsure"] = list(unsure)
        if skip:
            trace["skipped"] = skip
            self.stats.skipped(skip)
            return ModelOutcome(trace=trace)
        try:
            outcome = self._ask(session, turn, trace)
        except Exception as exc:  # noqa: BLE001 - a turn never fails because of the model
            logger.exception("model pass failed; keeping the rule result")
            outcome = ModelOutcome(fallback=Fallback("llm", f"internal error: {type(exc).__name__}"), trace=trace)
        total_ms = (time.perf_counter() - started) * 1000
        call_ms = float(trace.get("model_call_ms", 0.0))
        trace["overhead_ms"] = round(total_ms - call_ms, 3)
        self.stats.overhead(total_ms - call_ms)
        if outcome.fallback is not None:
            self.stats.fallback(outcome.fallback.reason)
        return outcome

    # -- steps ---------------------------------------------------------------------

    def _skip(self, turn: RuleTurn) -> tuple[str | None, tuple[str, ...]]:
        if turn.clarify:
            return "clarify", ()
        if not turn.text:
            return "empty", ()
        if self.policy == "llm":
            return None, ()
        unsure = self.hybrid.unsure(
            turn.text, turn.lang, turn.analyses, turn.turn_types,
            rules_failed=turn.rules_failed, unknown_names=bool(turn.unknown), first=turn.first,
        )
        return (None if unsure else "rules sure"), unsure

    def _ask(self, session: Session, turn: RuleTurn, trace: dict[str, Any]) -> ModelOutcome:
        self.stats.count("asked")
        whitelist = self._whitelist(session, turn)
        messages = build_messages(
            session, self.ontology, utterance=turn.text, lang=turn.lang, whitelist=whitelist,
            history_turns=self.llm.config.history_turns,
        )
        key = CacheKey.of(session.session_id, session.user_turns, turn.text, messages, self.llm.config.model)
        proposal = self.llm.propose(messages, key)
        self._count(proposal)
        trace.update(
            called=proposal.called,
            cached=proposal.cached,
            raw=proposal.raw,
            model_call_ms=round(proposal.call_ms, 3),
        )
        if proposal.answer is None:
            reason = proposal.reason or "no answer"
            trace["reason"] = reason
            return ModelOutcome(fallback=Fallback("llm", reason), trace=trace)
        answer = proposal.answer
        trace.update(answer=list(answer.queries), correction=answer.correction, basis=list(answer.basis))
        limit = query_length_limit(turn.text)
        too_long = [q for q in answer.queries if len(q) > limit]
        if too_long:
            # Checked before validation: linking a 3-million-character "query" costs seconds.
            self.stats.count("rejected")
            reason = f"query too long: {len(too_long[0])} characters, at most {limit} for this turn"
            trace["validation"] = [reason]
            trace["reason"] = reason
            return ModelOutcome(fallback=Fallback("llm", reason), correction=answer.correction, trace=trace)
        validation = self.validator.check(
            list(answer.queries), allowed=turn.allowed, constraints=turn.constraints,
            preferred=turn.preferred, lang=turn.lang,
        )
        problems = [*validation.problems, *self._lost(turn, validation)]
        if not problems:
            sources = self._sources(session, turn, whitelist)
            problems = ungrounded(validation.queries, sources, self.validator.resources.references.type_nouns)
        trace["validation"] = problems
        if problems:
            self.stats.count("rejected")
            reason = "; ".join(dict.fromkeys(problems))
            trace["reason"] = reason
            return ModelOutcome(fallback=Fallback("llm", reason), correction=answer.correction, trace=trace)
        self.stats.count("answered")
        trace["queries"] = list(validation.queries)
        return ModelOutcome(validation=validation, correction=answer.correction, trace=trace)

    def _count(self, proposal: Proposal) -> None:
        if proposal.called:
            self.stats.count("calls")
        if proposal.cached:
            self.stats.count("cache_hits")

    def _whitelist(self, session: Session, turn: RuleTurn) -> list[str]:
        """The allowed ids, the turn's own first, then by salience."""
        named = [e for a in turn.analyses for e in (*a.named_ids, *a.resolved_ids)]
        salient = [e for e, _s in session.salient()]
        ordered = dict.fromkeys([*turn.entity_ids, *named, *salient])
        ordered.update(dict.fromkeys(sorted(turn.allowed)))
        return [e for e in ordered if e in turn.allowed]

    def _sources(self, session: Session, turn: RuleTurn, whitelist: Sequence[str]) -> list[str]:
        """Every text a model query may take a name or a value from."""
        texts = [turn.text, *(record.text for record in session.turns)]
        for entity_id in whitelist:
            entity = self.ontology.entities.get(entity_id)
            if entity is not None:
                texts.extend(name for name, _kind in entity.surface_forms())
        texts.extend(text for c in turn.constraints for text in (c.display, c.text))
        return texts

    def _lost(self, turn: RuleTurn, validation: Validation) -> list[str]:
        """Names the user's turn itself gave, which every rewrite must keep."""
        kept = set(validation.entity_ids)
        named = dict.fromkeys(e for a in turn.analyses for e in a.named_ids)
        lost = [f"entity lost: {self.ontology.label(e, turn.lang)}" for e in named if e not in kept]
        if not lost and turn.entity_ids and not kept:
            lost.append(f"entity lost: {self.ontology.label(turn.entity_ids[0], turn.lang)}")
        if "comparison" in turn.turn_types:
            # "和上一个方案比呢": a rewrite that names one side only answers another question.
            lost.extend(
                f"comparison side lost: {self.ontology.label(e, turn.lang)}"
                for e in turn.entity_ids if e not in kept and e not in named
            )
        # A name the ontology does not know ("产品C") is kept as the user wrote it.
        written = [normalize(q) for q in validation.queries]
        lost.extend(f"name lost: {name}" for name in turn.unknown if not any(normalize(name) in q for q in written))
        return lost

    def linked(
        self, validation: Validation, rule_linked: Mapping[str, LinkedEntity], turn: RuleTurn
    ) -> dict[str, LinkedEntity]:
        """The entities of the model's queries, with the rules' link records where they agree."""
        named = {e for a in turn.analyses for e in a.named_ids}
        out: dict[str, LinkedEntity] = {}
        for per_query in validation.entities:
            for entity in per_query:
                if entity.id in out:
                    continue
                known = rule_linked.get(entity.id)
                if known is None:
                    source = "name" if entity.id in named else "context"
                    known = LinkedEntity(
                        entity.id, self.ontology.label(entity.id, turn.lang),
                        entity.surface if source == "name" else "", 1.0, source,
                    )
                out[entity.id] = known
        return out


MIN_QUERY_LIMIT = 200
QUERY_LENGTH_FACTOR = 8


def query_length_limit(text: str) -> int:
    """The longest model query accepted for a turn: a rewrite adds names and constraints
    the turn left out, so it may be several times longer than the turn, not unbounded."""
    return max(MIN_QUERY_LIMIT, QUERY_LENGTH_FACTOR * len(text))


def _quantile(ordered: Sequence[float], q: float) -> float | None:
    if not ordered:
        return None
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return round(ordered[index], 3)
