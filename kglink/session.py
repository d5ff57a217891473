"""The state of one conversation: turns, the entities in play, the slots, a summary.

The session is the one mutable object of kglink. A :class:`Session` is created by
``Rewriter.session()``; each user turn goes through :meth:`Session.rewrite`, each answer
shown to the user through :meth:`Session.observe_assistant`. The rewriter works on a copy
(:meth:`Session.fork`) and the session changes in one place, :meth:`Session.commit`, once
the turn is done: a turn that fails half-way changes nothing. The state serialises to JSON
(``to_json`` / ``from_json``) so a web service can keep it between requests.

Salience: every mention of an entity adds weight to it (a user mention 1, an entity the
assistant names alone about as much, one of a list of n less, 1/n), and every new utterance
multiplies all weights by :data:`DECAY`; the most salient entity of a fitting type is what
a pronoun means.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

from kglink.errors import InputError
from kglink.linking.constraints import Constraint
from kglink.linking.timeexpr import NowUnit
from kglink.session_check import check_session

if TYPE_CHECKING:
    from kglink.rewrite.result import RewriteResult
    from kglink.rewrite.rewriter import Rewriter

logger = logging.getLogger(__name__)

Role = Literal["user", "assistant"]

#: Weight kept by every entity at each new utterance.
DECAY = 0.6
#: How many earlier topics are kept for "回到刚才那个" / "back to ...".
TOPIC_STACK_SIZE = 8
#: How many turns are kept verbatim; older ones live on only in the summary.
HISTORY_SIZE = 12
SCHEMA_VERSION = 1


@dataclass(slots=True)
class EntityState:
    """An entity in play: how salient it is and when and by whom it was mentioned."""

    id: str
    salience: float = 0.0
    count: int = 0
    first_turn: int = 0
    last_turn: int = 0
    role: Role = "user"


@dataclass(slots=True)
class Topic:
    """What the conversation is about: entities (in the order the query named them),
    the constraints in force, the properties or metrics asked about, and the last query
    made about it (ellipsis frames edit that query)."""

    entities: list[str] = field(default_factory=list)
    constraints: list[Constraint] = field(default_factory=list)
    properties: list[str] = field(default_factory=list)
    turn: int = 0
    query: str = ""

    def copy(self) -> Topic:
        return Topic(list(self.entities), list(self.constraints), list(self.properties), self.turn, self.query)


@dataclass(slots=True)
class Pending:
    """A question kglink answered with "which one?": the words, the span that was
    ambiguous, and the candidates offered. The next turn may pick one ("企业版", "the
    Flagship one"), and the question is then asked with it."""

    question: str
    start: int
    end: int
    candidates: list[str]
    possessive: bool = False
    # The things the question named without doubt ("the northway contract" of "the on-time
    # rate target in the northway contract"): what a correction instead of an answer replaces.
    named: list[str] = field(default_factory=list)


@dataclass(slots=True)
class TurnRecord:
    """One utterance of the conversation, with what kglink made of it."""

    role: Role
    text: str
    index: int
    queries: list[str] = field(default_factory=list)
    entities: list[str] = field(default_factory=list)
    turn_type: str = ""
    # For a user turn: the runners-up of each ambiguous mention, so "不是那个意思"
    # can take the next candidate.
    alternatives: list[list[str]] = field(default_factory=list)
    # For an assistant turn: the entities it listed, in order, for "第二个" / "the latter".
    listed: list[str] = field(default_factory=list)
    # Names in the turn that look like known ones but are not in the ontology ("产品C").
    unknown: list[str] = field(default_factory=list)


class Session:
    """The state of one conversation, and the entry point for its turns.

    Example:
        >>> rewriter = Rewriter(Ontology.load("ontology/enterprise/ontology.ttl"))  # doctest: +SKIP
        >>> session = rewriter.session()  # doctest: +SKIP
        >>> session.rewrite("华东区7月的销售额是多少").queries  # doctest: +SKIP
        ('华东区7月的销售额是多少',)
        >>> session.rewrite("那华南区呢").queries  # doctest: +SKIP
        ('华南区7月的销售额是多少',)
    """

    def __init__(
        self,
        rewriter: Rewriter | None = None,
        *,
        now: dt.date | None = None,
        session_id: str | None = None,
        now_unit: NowUnit = "day",
    ) -> None:
        self.rewriter = rewriter
        self.now = now
        self.now_unit: NowUnit = now_unit
        self.session_id = session_id or _new_id()
        self.turns: list[TurnRecord] = []
        self.entities: dict[str, EntityState] = {}
        self.topic = Topic()
        self.topic_stack: list[Topic] = []
        self.pending: Pending | None = None
        self.summary: list[str] = []
        self.user_turns = 0
        # Turns that left the verbatim history; keeps turn indices stable.
        self._dropped_turns = 0

    # -- the two calls of a conversation -------------------------------------------

    def rewrite(self, text: str) -> RewriteResult:
        """Rewrite a user turn into self-contained queries and update the state."""
        if self.rewriter is None:
            raise InputError("this session has no rewriter: create it with Rewriter.session()")
        return self.rewriter.rewrite_turn(self, text)

    def observe_assistant(self, text: str) -> None:
        """Record the answer shown to the user: its entities become salient."""
        if self.rewriter is None:
            raise InputError("this session has no rewriter: create it with Rewriter.session()")
        self.rewriter.observe_answer(self, text)

    # -- the one place the state changes ---------------------------------------------

    def fork(self) -> Session:
        """A working copy for one turn: the rewriter changes it, then commits it (:meth:`commit`)."""
        work = Session.__new__(Session)
        work.rewriter = self.rewriter
        work.now = self.now
        work.now_unit = self.now_unit
        work.session_id = self.session_id
        work.turns = list(self.turns)
        work.entities = {key: replace(state) for key, state in self.entities.items()}
        work.topic = self.topic.copy()
        work.topic_stack = list(self.topic_stack)
        work.pending = self.pending
        work.summary = list(self.summary)
        work.user_turns = self.user_turns
        work._dropped_turns = self._dropped_turns
        return work

    def commit(self, work: Session) -> None:
        """Take over the state of a finished turn's working copy (from :meth:`fork`)."""
        if work.session_id != self.session_id:
            raise InputError("a working copy can only be committed to the session it was forked from")
        for name in _STATE:
            setattr(self, name, getattr(work, name))

    # -- updates of a working copy (called by the rewriter) ---------------------------

    @property
    def turn_index(self) -> int:
        """Index of the next utterance."""
        return len(self.turns) + self._dropped_turns

    def decay(self) -> None:
        """Age every entity by one utterance."""
        for state in self.entities.values():
            state.salience *= DECAY

    def mention(self, entity_ids: Iterable[str], *, role: Role, weight: float = 1.0) -> None:
        """Add salience to entities mentioned in the current utterance."""
        for entity_id in entity_ids:
            state = self.entities.get(entity_id)
            if state is None:
                state = EntityState(entity_id, first_turn=self.turn_index, role=role)
                self.entities[entity_id] = state
            state.salience += weight
            state.count += 1
            state.last_turn = self.turn_index
            if role == "user":
                state.role = "user"

    def record(self, turn: TurnRecord) -> None:
        self.turns.append(turn)
        if len(self.turns) > HISTORY_SIZE:
            dropped = self.turns.pop(0)
            self._dropped_turns += 1
            logger.debug("turn %d leaves the verbatim history", dropped.index)

    def set_topic(self, topic: Topic) -> None:
        """Make ``topic`` current, pushing the previous one for a later return."""
        if self.topic.entities and set(self.topic.entities) != set(topic.entities):
            self.topic_stack = [t for t in self.topic_stack if set(t.entities) != set(self.topic.entities)]
            self.topic_stack.append(self.topic.copy())
            del self.topic_stack[:-TOPIC_STACK_SIZE]
        self.topic = topic

    def salient(self, *, exclude: Iterable[str] = ()) -> list[tuple[str, float]]:
        """Entities in play, most salient first."""
        skip = set(exclude)
        ranked = [(s.id, s.salience) for s in self.entities.values() if s.id not in skip and s.salience > 1e-6]
        ranked.sort(key=lambda item: (-item[1], -self.entities[item[0]].last_turn, item[0]))
        return ranked

    def answer_just_shown(self) -> TurnRecord | None:
        """The assistant's answer when it is the latest utterance, else None."""
        if self.turns and self.turns[-1].role == "assistant":
            return self.turns[-1]
        return None

    def last(self, role: Role) -> TurnRecord | None:
        for turn in reversed(self.turns):
            if turn.role == role:
                return turn
        return None

    @property
    def history(self) -> list[TurnRecord]:
        return list(self.turns)

    # -- serialisation -------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": SCHEMA_VERSION,
            "session_id": self.session_id,
            "now": self.now.isoformat() if self.now else None,
            "now_unit": self.now_unit,
            "user_turns": self.user_turns,
            "dropped_turns": self._dropped_turns,
            "turns": [asdict(turn) for turn in self.turns],
            "entities": [asdict(state) for state in self.entities.values()],
            "topic": _topic_to_dict(self.topic),
            "topic_stack": [_topic_to_dict(t) for t in self.topic_stack],
            "pending": asdict(self.pending) if self.pending else None,
            "summary": list(self.summary),
        }

    def to_json(self) -> str:
        """The whole state as a JSON string (no reference to the rewriter)."""
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_json(cls, data: str | dict[str, Any], rewriter: Rewriter | None = None) -> Session:
        """Rebuild a session from :meth:`to_json`'s output.

        Raises:
            InputError: the JSON is not a kglink session of a known version.
        """
        try:
            raw = check_session(data, rewriter)  # schema, types, sizes, known ids: kglink/session_check.py
            if raw.get("version") != SCHEMA_VERSION:
                raise InputError(f"unsupported session version {raw.get('version')!r}")
            session = cls(
                rewriter,
                now=dt.date.fromisoformat(raw["now"]) if raw.get("now") else None,
                session_id=raw["session_id"],
                now_unit=raw.get("now_unit", "day"),
            )
            session.user_turns = raw["user_turns"]
            session._dropped_turns = raw.get("dropped_turns", 0)
            session.turns = [TurnRecord(**turn) for turn in raw["turns"]]
            session.entities = {s["id"]: EntityState(**s) for s in raw["entities"]}
            session.topic = _topic_from_dict(raw["topic"])
            session.topic_stack = [_topic_from_dict(t) for t in raw["topic_stack"]]
            session.pending = Pending(**raw["pending"]) if raw.get("pending") else None
            session.summary = list(raw["summary"])
        except InputError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise InputError(f"not a kglink session: {exc}") from exc
        return session

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Session) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


#: The fields :meth:`Session.commit` takes over: everything but the rewriter and the id.
_STATE = (
    "now", "now_unit", "turns", "entities", "topic", "topic_stack", "pending", "summary", "user_turns", "_dropped_turns",
)


def _topic_to_dict(topic: Topic) -> dict[str, Any]:
    return {
        "entities": list(topic.entities),
        "constraints": [asdict(c) for c in topic.constraints],
        "properties": list(topic.properties),
        "turn": topic.turn,
        "query": topic.query,
    }


def _topic_from_dict(raw: dict[str, Any]) -> Topic:
    return Topic(
        list(raw["entities"]),
        [Constraint(**c) for c in raw["constraints"]],
        list(raw["properties"]),
        raw["turn"],
        raw.get("query", ""),
    )


def _new_id() -> str:
    import uuid

    return uuid.uuid4().hex[:12]
