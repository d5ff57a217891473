"""Evaluation modes: the ways of turning a conversation turn into retrieval queries.

A :class:`Mode` starts one :class:`Conversation` per case; the runner feeds it the turns
in order (``rewrite``) and the answers shown after them (``observe_assistant``). All modes
share the retriever, so their figures compare.

Built in (the baselines and the ceiling of the spec):

- ``raw``: the user's words as they are.
- ``concat``: the previous user turn, the previous answer and the current turn, pasted
  together into one query.
- ``oracle``: the ``gold_rewrite`` where the turn has one, else the user's words with the
  canonical labels of the gold entities they do not already name put in front; it reports
  the gold entities as linked and asks or accepts a correction exactly when the turn
  expects it. It reads gold fields, so it is a ceiling, never a system.

- ``rule``: kglink's rule rewriter; ``llm`` and ``hybrid``: kglink with a model
  (:mod:`kglink.llm`), asked on every turn or only where the rules are unsure; their
  configuration comes from the runner's ``llm`` context (an :class:`~kglink.llm.LLMConfig`
  or its fields), else from the environment (``KGLINK_LLM_BASE_URL``, ...).

Other modes join through :func:`register_mode`:

Example:
    >>> register_mode("echo", lambda **ctx: RawMode())  # doctest: +SKIP
    >>> mode = get_mode("raw")
    >>> conversation = mode.start(case)  # doctest: +SKIP
    >>> conversation.rewrite(case.turns[0]).queries  # doctest: +SKIP
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from kglink.errors import ConfigError
from kglink.eval.bundle import Case, Turn
from kglink.linking.normalize import normalize
from kglink.linking.timeexpr import NowUnit

logger = logging.getLogger(__name__)

# Modes the spec names that other parts of kglink provide once they exist; asking for one
# before it is registered gets a message saying so rather than "unknown".
PLANNED_MODES: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TurnOutput:
    """What a mode makes of one turn.

    Attributes:
        queries: the self-contained retrieval queries (one or more).
        entities: the node ids the mode linked in its queries, or None when it does not link.
        clarify: the mode would ask the user which entity is meant instead of guessing.
        correction: the mode took the turn as the user correcting it.
        method: how the queries were made ("raw", "rule", "llm", "fallback", ...).
        details: anything else worth keeping in a trace (scores, fallbacks).
    """

    queries: tuple[str, ...]
    entities: tuple[str, ...] | None
    clarify: bool = False
    correction: bool = False
    method: str = ""
    details: Mapping[str, Any] = field(default_factory=dict)


@runtime_checkable
class Conversation(Protocol):
    """One conversation in progress, as a mode sees it."""

    def rewrite(self, turn: Turn) -> TurnOutput:
        """Turn the next user turn into queries (a system reads only ``turn.user``)."""
        ...

    def observe_assistant(self, text: str) -> None:
        """Take in the answer that was shown to the user after the last turn."""
        ...


@runtime_checkable
class Mode(Protocol):
    """A way of producing queries; ``links`` says whether it reports linked entities."""

    name: str
    links: bool

    def start(self, case: Case) -> Conversation:
        """A fresh conversation for ``case``."""
        ...


ModeFactory = Callable[..., Mode]
_REGISTRY: dict[str, ModeFactory] = {}


def register_mode(name: str, factory: ModeFactory) -> None:
    """Make a mode available to :func:`get_mode` and ``kglink eval --modes``.

    Args:
        name: the mode's name (lower case, no comma).
        factory: called as ``factory(**ctx)`` with the context the runner has (``ontology``,
            ``alias_index``, ``bundle``, ``graph``: the graph store, None for the
            in-process default; ``llm``: the model settings, for the model modes); it
            should ignore keys it does not need.
            Registering a name again replaces the earlier factory.

    Raises:
        ValueError: the name is empty or contains a comma or whitespace.
    """
    if not name or "," in name or any(char.isspace() for char in name):
        raise ValueError(f"invalid mode name {name!r}")
    if name in _REGISTRY:
        logger.debug("mode %r re-registered", name)
    _REGISTRY[name] = factory


def available_modes() -> tuple[str, ...]:
    """The names :func:`get_mode` accepts, in registration order."""
    return tuple(_REGISTRY)


def get_mode(name: str, **ctx: Any) -> Mode:
    """Build the mode ``name`` with the runner's context.

    Raises:
        ConfigError: no mode of that name is registered; the message lists those that are.
    """
    factory = _REGISTRY.get(name)
    if factory is None:
        available = ", ".join(available_modes())
        if name in PLANNED_MODES:
            raise ConfigError(f"mode {name!r} is not available yet; available modes: {available}")
        raise ConfigError(f"unknown mode {name!r}; available modes: {available}")
    return factory(**ctx)


def parse_modes(spec: str) -> tuple[str, ...]:
    """Split a ``--modes a,b,c`` value, checking every name before anything runs.

    Raises:
        ConfigError: the list is empty or names a mode that is not registered.
    """
    names = tuple(dict.fromkeys(part.strip() for part in spec.split(",") if part.strip()))
    if not names:
        raise ConfigError(f"no mode given; available modes: {', '.join(available_modes())}")
    for name in names:
        if name not in _REGISTRY:
            get_mode(name)  # raises the ConfigError that lists the available modes
    return names


# -- raw ----------------------------------------------------------------------------------


class RawMode:
    """The user's words as they are."""

    name = "raw"
    links = False

    def start(self, case: Case) -> Conversation:
        return _RawConversation()


class _RawConversation:
    def rewrite(self, turn: Turn) -> TurnOutput:
        return TurnOutput(queries=(turn.user,), entities=None, method="raw")

    def observe_assistant(self, text: str) -> None:
        return None


# -- concat -------------------------------------------------------------------------------


class ConcatMode:
    """The previous user turn, the previous answer and the current turn in one query."""

    name = "concat"
    links = False

    def start(self, case: Case) -> Conversation:
        return _ConcatConversation()


class _ConcatConversation:
    def __init__(self) -> None:
        self._previous_user: str | None = None
        self._previous_answer: str | None = None

    def rewrite(self, turn: Turn) -> TurnOutput:
        parts = [self._previous_user, self._previous_answer, turn.user]
        query = " ".join(part.strip() for part in parts if part and part.strip())
        self._previous_user = turn.user
        # The answer belongs to this turn; until it is observed the previous one is stale.
        self._previous_answer = None
        return TurnOutput(queries=(query or turn.user,), entities=None, method="concat")

    def observe_assistant(self, text: str) -> None:
        self._previous_answer = text


# -- oracle -------------------------------------------------------------------------------


class OracleMode:
    """The ceiling: gold rewrites, else gold entity labels put in front of the user's words.

    Args:
        ontology: the bundle's ontology (labels, surface forms, id resolution).
    """

    name = "oracle"
    links = True

    def __init__(self, ontology: Any) -> None:
        self._ontology = ontology

    def start(self, case: Case) -> Conversation:
        return _OracleConversation(self._ontology, case.lang)


class _OracleConversation:
    def __init__(self, ontology: Any, lang: str | None) -> None:
        self._ontology = ontology
        self._lang = lang

    def rewrite(self, turn: Turn) -> TurnOutput:
        ontology = self._ontology
        entities: list[str] = []
        for name in turn.gold_entities or ():
            resolved = ontology.resolve(name)
            if resolved is not None and resolved not in entities:
                entities.append(resolved)
        if turn.gold_rewrite:
            query = turn.gold_rewrite
            method = "oracle:gold_rewrite"
        else:
            normal_user = normalize(turn.user)
            missing = [
                ontology.label(entity_id, self._lang)
                for entity_id in entities
                if not _names_entity(normal_user, ontology.entities[entity_id])
            ]
            query = " ".join([*missing, turn.user])
            method = "oracle:labels" if missing else "oracle:user"
        return TurnOutput(
            queries=(query,),
            entities=tuple(entities),
            clarify=turn.expect == "clarify",
            correction=turn.expect == "correction",
            method=method,
        )

    def observe_assistant(self, text: str) -> None:
        return None


def _names_entity(normal_text: str, entity: Any) -> bool:
    """True when the (normalised) text contains any name of the entity."""
    for surface, _kind in entity.surface_forms():
        needle = normalize(surface)
        if needle and needle in normal_text:
            return True
    return False


def _oracle_factory(*, ontology: Any = None, **_ctx: Any) -> Mode:
    if ontology is None:
        raise ConfigError("the oracle mode needs the bundle's ontology")
    return OracleMode(ontology)


register_mode("raw", lambda **_ctx: RawMode())
register_mode("concat", lambda **_ctx: ConcatMode())
register_mode("oracle", _oracle_factory)


# -- rule ---------------------------------------------------------------------------------


class RuleMode:
    """kglink without a model: the rule rewriter over the bundle's ontology.

    Args:
        ontology: the bundle's ontology.
        alias_index: the index the retriever uses, shared so it is built once.
        graph: the graph store the rewriter asks (None: networkx over the ontology).
        index: the retriever's index: what its documents say about each entity is
            evidence for the rules, as in a :class:`~kglink.pipeline.Pipeline`.
        now: the date the conversations are set at ("last month" is the month before it).
        now_unit: "month" when only its month is known.
    """

    name = "rule"
    links = True

    def __init__(
        self, ontology: Any, alias_index: Any = None, graph: Any = None, index: Any = None, now: dt.date | None = None,
        now_unit: NowUnit = "day",
    ) -> None:
        from kglink.rewrite.doc_terms import DocumentTerms
        from kglink.rewrite.rewriter import Rewriter

        documents = DocumentTerms.from_chunks(index.chunks()) if index is not None else None
        self._rewriter = Rewriter(ontology, alias_index=alias_index, graph=graph, documents=documents)
        self._now, self._now_unit = now, now_unit

    def start(self, case: Case) -> Conversation:
        return _RewriterConversation(self._rewriter.session(self._now, now_unit=self._now_unit))


class ModelMode(RuleMode):
    """kglink with a model: ``llm`` asks it on every turn, ``hybrid`` where the rules are unsure.

    Args:
        ontology: the bundle's ontology.
        llm: the model settings (an :class:`~kglink.llm.LLMConfig`).
        policy: "llm" or "hybrid" (also the mode's name).
        alias_index: the index the retriever uses, shared so it is built once.
        graph: the graph store the rewriter asks (None: networkx over the ontology).
        index: the retriever's index, whose documents are evidence for the rules.
        now: the date the conversations are set at; now_unit: "month" when only its month is known.
    """

    links = True

    def __init__(
        self, ontology: Any, llm: Any, policy: str, alias_index: Any = None, graph: Any = None, index: Any = None,
        now: dt.date | None = None, now_unit: NowUnit = "day",
    ) -> None:
        from kglink.llm import LLMRewriter
        from kglink.rewrite.doc_terms import DocumentTerms
        from kglink.rewrite.rewriter import Rewriter

        self.name = policy
        documents = DocumentTerms.from_chunks(index.chunks()) if index is not None else None
        self._rewriter = Rewriter(
            ontology, LLMRewriter(llm), policy=policy, alias_index=alias_index, graph=graph,  # type: ignore[arg-type]
            documents=documents,
        )
        self._now, self._now_unit = now, now_unit

    def model_stats(self) -> dict[str, Any] | None:
        """Calls, answers, cache hits and fallbacks by reason over the run so far."""
        return self._rewriter.model_stats()


class _RewriterConversation:
    def __init__(self, session: Any) -> None:
        self._session = session

    def rewrite(self, turn: Turn) -> TurnOutput:
        result = self._session.rewrite(turn.user)
        return TurnOutput(
            queries=result.queries,
            entities=result.entity_ids,
            clarify=result.clarify is not None,
            correction=result.correction,
            method=result.method,
            details={
                "turn_type": result.turn_type,
                "fallbacks": [f"{f.method}: {f.reason}" for f in result.fallbacks],
            },
        )

    def observe_assistant(self, text: str) -> None:
        self._session.observe_assistant(text)


def _rule_factory(
    *, ontology: Any = None, alias_index: Any = None, graph: Any = None, index: Any = None, now: dt.date | None = None,
    now_unit: NowUnit = "day", **_ctx: Any,
) -> Mode:
    if ontology is None:
        raise ConfigError("the rule mode needs the bundle's ontology")
    return RuleMode(ontology, alias_index, graph, index, now, now_unit)


register_mode("rule", _rule_factory)


def _rule_graph_factory(
    *, ontology: Any = None, alias_index: Any = None, graph: Any = None, now: dt.date | None = None,
    now_unit: NowUnit = "day", **_ctx: Any,
) -> Mode:
    """The rules with the graph's evidence alone, as a ``Rewriter`` used without an index:
    what the documents add to the rules is the difference from ``rule``. (The date the
    conversations are set at is the bundle's, as for ``rule``.)"""
    if ontology is None:
        raise ConfigError("the rule-graph mode needs the bundle's ontology")
    mode = RuleMode(ontology, alias_index, graph, None, now, now_unit)
    mode.name = "rule-graph"
    return mode


register_mode("rule-graph", _rule_graph_factory)


def _model_factory(policy: str) -> ModeFactory:
    def factory(
        *, ontology: Any = None, alias_index: Any = None, graph: Any = None, llm: Any = None, index: Any = None,
        now: dt.date | None = None, now_unit: NowUnit = "day", **_ctx: Any,
    ) -> Mode:
        from kglink.llm import LLMConfig

        if ontology is None:
            raise ConfigError(f"the {policy} mode needs the bundle's ontology")
        if isinstance(llm, LLMConfig):
            config = llm
        else:
            config = LLMConfig.from_env(**dict(llm or {}))
        return ModelMode(ontology, config, policy, alias_index, graph, index, now, now_unit)

    return factory


register_mode("llm", _model_factory("llm"))
register_mode("hybrid", _model_factory("hybrid"))
