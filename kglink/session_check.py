"""Checking a saved session before it is trusted: schema, types, sizes, known ids.

A session's JSON may come back from a client, a cache or a file someone edited. Loaded as
is, a wrong type fails the next turn far from here (``TypeError``), and an injected id,
``topic.query`` or text goes verbatim into the next queries and prompts. So
:func:`check_session` reads the JSON (bounded nesting), checks every field's type and size
and that every entity id is a node (or class) of the rewriter's ontology, and refuses
anything else with one :class:`~kglink.errors.InputError` that names the field. What can be
re-derived is: a topic's ``query`` must be a query the conversation itself recorded (else
it is dropped and the next turn composes one from the topic's entities); a salience that
is not a finite number is refused.
"""

from __future__ import annotations

import logging
import datetime as dt
import json
import math
import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from kglink.errors import InputError

logger = logging.getLogger(__name__)

if TYPE_CHECKING:
    from kglink.ontology.model import Ontology
    from kglink.rewrite.rewriter import Rewriter

MAX_TURNS = 64
MAX_ENTITIES = 10_000
MAX_IDS = 1_000
MAX_TEXT = 20_000
MAX_QUERY = 2_000
MAX_QUERIES = 16
MAX_SUMMARY = 64
MAX_TOPICS = 32
MAX_CONSTRAINTS = 64
MAX_NUMBER = 10**9
ROLES = ("user", "assistant")
CONSTRAINT_KINDS = ("time", "quantity", "scope", "level")
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_TOP_KEYS = {
    "version", "session_id", "now", "now_unit", "user_turns", "dropped_turns", "turns", "entities", "topic",
    "topic_stack", "compare", "answered", "pending", "summary",
}
# Keys older sessions wrote, or that a session may leave out.
_TOP_OPTIONAL = frozenset({"now", "now_unit", "dropped_turns", "compare", "answered"})


def _fields(cls: Any) -> set[str]:
    import dataclasses

    return {f.name for f in dataclasses.fields(cls)}


def _record_keys() -> tuple[set[str], set[str], set[str], set[str], set[str]]:
    """The keys of the session's records, from the dataclasses themselves (imported here:
    :mod:`kglink.session` imports this module)."""
    from kglink.linking.constraints import Constraint
    from kglink.session import EntityState, Pending, Topic, TurnRecord

    return _fields(TurnRecord), _fields(EntityState), _fields(Topic), _fields(Constraint), _fields(Pending)


def _fail(where: str, problem: str) -> InputError:
    return InputError(f"not a valid kglink session: {where}: {problem}", field=where)


class _Checker:
    def __init__(self, ontology: Ontology | None) -> None:
        self.ontology = ontology
        self.turn_keys, self.entity_keys, self.topic_keys, self.constraint_keys, self.pending_keys = _record_keys()
        self.known: Callable[[str], bool] | None = None
        if ontology is not None:
            entities, classes = ontology.entities, ontology.classes
            self.known = lambda node_id: node_id in entities or node_id in classes

    # -- scalars -----------------------------------------------------------------

    def object(self, value: Any, where: str, keys: set[str], *, optional: frozenset[str] = frozenset()) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise _fail(where, f"expected an object, got {type(value).__name__}")
        unknown = set(value) - keys
        if unknown:
            raise _fail(where, f"unknown keys {sorted(map(str, unknown))[:5]}")
        missing = keys - set(value) - optional
        if missing:
            raise _fail(where, f"missing keys {sorted(missing)}")
        return value

    def integer(self, value: Any, where: str, *, low: int = 0, high: int = MAX_NUMBER) -> int:
        if type(value) is not int or not low <= value <= high:
            raise _fail(where, f"expected an integer in [{low}, {high}], got {_show(value)}")
        return value

    def number(self, value: Any, where: str) -> float:
        if type(value) not in (int, float) or not math.isfinite(value) or not 0 <= value <= MAX_NUMBER:
            raise _fail(where, f"expected a finite number >= 0, got {_show(value)}")
        return float(value)

    def boolean(self, value: Any, where: str) -> bool:
        if type(value) is not bool:
            raise _fail(where, f"expected true or false, got {_show(value)}")
        return value

    def text(self, value: Any, where: str, *, limit: int = MAX_TEXT, plain: bool = False) -> str:
        if type(value) is not str:
            raise _fail(where, f"expected a string, got {_show(value)}")
        if len(value) > limit:
            raise _fail(where, f"{len(value)} characters, at most {limit}")
        # Only names must be plain: what the user typed is kept as typed.
        if plain and _CONTROL.search(value):
            raise _fail(where, "control characters")
        return value

    def choice(self, value: Any, where: str, choices: tuple[str, ...]) -> str:
        if value not in choices or type(value) is not str:
            raise _fail(where, f"expected one of {list(choices)}, got {_show(value)}")
        return value

    def items(self, value: Any, where: str, limit: int) -> list[Any]:
        if not isinstance(value, list):
            raise _fail(where, f"expected a list, got {type(value).__name__}")
        if len(value) > limit:
            raise _fail(where, f"{len(value)} items, at most {limit}")
        return value

    def texts(self, value: Any, where: str, *, limit: int = MAX_IDS, size: int = MAX_TEXT, plain: bool = False) -> list[str]:
        return [
            self.text(item, f"{where}[{n}]", limit=size, plain=plain) for n, item in enumerate(self.items(value, where, limit))
        ]

    def ids(self, value: Any, where: str) -> list[str]:
        found = self.texts(value, where, size=2_000, plain=True)
        if self.known is not None:
            for n, node_id in enumerate(found):
                if not self.known(node_id):
                    raise _fail(f"{where}[{n}]", f"{_show(node_id)} is no node of the ontology")
        return found

    # -- records -------------------------------------------------------------------

    def turn(self, value: Any, where: str) -> dict[str, Any]:
        turn = self.object(value, where, self.turn_keys, optional=_defaulted(self.turn_keys, "role", "text", "index"))
        self.choice(turn["role"], f"{where}.role", ROLES)
        self.text(turn["text"], f"{where}.text")
        self.integer(turn["index"], f"{where}.index")
        self.texts(turn.get("queries", []), f"{where}.queries", limit=MAX_QUERIES, size=MAX_QUERY)
        self.ids(turn.get("entities", []), f"{where}.entities")
        self.text(turn.get("turn_type", ""), f"{where}.turn_type", limit=64)
        for n, group in enumerate(self.items(turn.get("alternatives", []), f"{where}.alternatives", MAX_IDS)):
            self.ids(group, f"{where}.alternatives[{n}]")
        self.ids(turn.get("listed", []), f"{where}.listed")
        self.texts(turn.get("unknown", []), f"{where}.unknown", size=MAX_QUERY)
        self.plain_values(
            turn, where, {"role", "text", "index", "queries", "entities", "turn_type", "alternatives", "listed", "unknown"}
        )
        return turn

    def plain_values(self, record: dict[str, Any], where: str, checked: set[str]) -> None:
        """Fields this checker does not know yet (a newer record): plain, bounded JSON."""
        for key, value in record.items():
            if key in checked:
                continue
            if isinstance(value, list):
                for n, item in enumerate(self.items(value, f"{where}.{key}", MAX_IDS)):
                    if not (item is None or type(item) in (str, int, float, bool)):
                        raise _fail(f"{where}.{key}[{n}]", f"expected a plain value, got {type(item).__name__}")
                    if type(item) is str:
                        self.text(item, f"{where}.{key}[{n}]", limit=MAX_QUERY)
            elif type(value) is str:
                self.text(value, f"{where}.{key}", limit=MAX_TEXT)
            elif not (value is None or type(value) in (int, float, bool)):
                raise _fail(f"{where}.{key}", f"expected a plain value, got {type(value).__name__}")

    def entity(self, value: Any, where: str) -> dict[str, Any]:
        state = self.object(value, where, self.entity_keys, optional=_defaulted(self.entity_keys, "id"))
        self.ids([state["id"]], f"{where}.id")
        self.number(state.get("salience", 0.0), f"{where}.salience")
        self.integer(state.get("count", 0), f"{where}.count")
        first = self.integer(state.get("first_turn", 0), f"{where}.first_turn")
        last = self.integer(state.get("last_turn", 0), f"{where}.last_turn")
        if last < first:
            raise _fail(where, f"last_turn {last} before first_turn {first}")
        self.choice(state.get("role", "user"), f"{where}.role", ROLES)
        self.plain_values(state, where, {"id", "salience", "count", "first_turn", "last_turn", "role"})
        return state

    def constraint(self, value: Any, where: str) -> dict[str, Any]:
        item = self.object(
            value, where, self.constraint_keys,
            optional=_defaulted(self.constraint_keys, "kind", "slot", "text", "start", "end", "value", "display"),
        )
        self.choice(item["kind"], f"{where}.kind", CONSTRAINT_KINDS)
        for key in ("slot", "text", "value", "display"):
            self.text(item[key], f"{where}.{key}", limit=MAX_QUERY)
        start = self.integer(item["start"], f"{where}.start")
        end = self.integer(item["end"], f"{where}.end")
        if end < start:
            raise _fail(where, f"end {end} before start {start}")
        if "compare" in item:
            self.boolean(item["compare"], f"{where}.compare")
        self.plain_values(item, where, {"kind", "slot", "text", "start", "end", "value", "display", "compare"})
        return item

    def topic(self, value: Any, where: str, recorded: set[str]) -> dict[str, Any]:
        topic = self.object(value, where, self.topic_keys, optional=_defaulted(self.topic_keys, "entities", "constraints", "properties", "turn"))
        self.ids(topic["entities"], f"{where}.entities")
        for n, item in enumerate(self.items(topic["constraints"], f"{where}.constraints", MAX_CONSTRAINTS)):
            self.constraint(item, f"{where}.constraints[{n}]")
        properties = self.texts(topic["properties"], f"{where}.properties", size=2_000, plain=True)
        if self.ontology is not None:
            for n, property_id in enumerate(properties):
                if property_id not in self.ontology.properties:
                    raise _fail(f"{where}.properties[{n}]", f"{_show(property_id)} is no property of the ontology")
        self.integer(topic["turn"], f"{where}.turn")
        query = self.text(topic.get("query", ""), f"{where}.query", limit=MAX_QUERY)
        self.plain_values(topic, where, {"entities", "constraints", "properties", "turn", "query"})
        if query and query not in recorded and query not in self._names(topic["entities"]):
            # Not a query this conversation made: re-derived (the next turn composes anew).
            topic = {**topic, "query": ""}
        return topic

    def _names(self, entity_ids: list[str]) -> set[str]:
        """The labels a topic's query may be when it is only its focus's name."""
        if self.ontology is None:
            return set()
        return {self.ontology.label(e, lang) for e in entity_ids for lang in ("zh", "en", None)}

    def pending(self, value: Any, where: str) -> dict[str, Any] | None:
        if value is None:
            return None
        pending = self.object(
            value, where, self.pending_keys, optional=_defaulted(self.pending_keys, "question", "start", "end", "candidates")
        )
        question = self.text(pending["question"], f"{where}.question")
        start = self.integer(pending["start"], f"{where}.start")
        end = self.integer(pending["end"], f"{where}.end")
        if not start <= end <= len(question):
            raise _fail(where, f"span {start}-{end} is not inside the question")
        self.ids(pending["candidates"], f"{where}.candidates")
        if "possessive" in pending:
            self.boolean(pending["possessive"], f"{where}.possessive")
        if "named" in pending:
            self.ids(pending["named"], f"{where}.named")
        self.plain_values(pending, where, {"question", "start", "end", "candidates", "possessive", "named"})
        return pending


def check_session(data: str | Mapping[str, Any], rewriter: Rewriter | None = None) -> dict[str, Any]:
    """The saved session ``data`` (JSON text or its parsed object), checked.

    Args:
        data: what :meth:`Session.to_json` / ``to_dict`` wrote.
        rewriter: the rewriter the session will run with; its ontology decides which
            entity ids are known (without one, ids are checked for type and size only).

    Returns:
        The session as a plain dict, with what was re-derived replaced.

    Raises:
        InputError: not JSON, nested too deeply, a missing or unknown key, a value of the
            wrong type or size, or an id the ontology does not have (names the field).
    """
    if isinstance(data, (str, bytes, bytearray)):
        try:
            raw = json.loads(data)
        except RecursionError as exc:
            raise InputError("not a valid kglink session: JSON nested too deeply") from exc
        except ValueError as exc:
            raise InputError(f"not a valid kglink session: not JSON ({exc})") from exc
    else:
        raw = data
    check = _Checker(rewriter.ontology if rewriter is not None else None)
    if isinstance(raw, Mapping) and not isinstance(raw, dict):
        raw = dict(raw)
    session = check.object(raw, "session", _TOP_KEYS, optional=_TOP_OPTIONAL)
    if session.get("version") != 1:
        # The caller reports an unsupported version with its own message.
        return dict(session)
    check.text(session["session_id"], "session_id", limit=256, plain=True)
    if session.get("now") is not None:
        check.text(session["now"], "now", limit=32)
        try:
            dt.date.fromisoformat(session["now"])
        except ValueError as exc:
            raise _fail("now", f"not a date (YYYY-MM-DD): {_show(session['now'])}") from exc
    if session.get("now_unit", "day") not in ("day", "month"):
        raise _fail("now_unit", f"not 'day' or 'month': {_show(session['now_unit'])}")
    check.integer(session["user_turns"], "user_turns")
    check.integer(session.get("dropped_turns", 0), "dropped_turns")
    turns = [check.turn(item, f"turns[{n}]") for n, item in enumerate(check.items(session["turns"], "turns", MAX_TURNS))]
    recorded = {query for turn in turns if turn["role"] == "user" for query in turn["queries"]}
    entities = check.items(session["entities"], "entities", MAX_ENTITIES)
    seen: set[str] = set()
    for n, item in enumerate(entities):
        state = check.entity(item, f"entities[{n}]")
        if state["id"] in seen:
            raise _fail(f"entities[{n}].id", f"{_show(state['id'])} is listed twice")
        seen.add(state["id"])
    topic = check.topic(session["topic"], "topic", recorded)
    stack = [
        check.topic(item, f"topic_stack[{n}]", recorded)
        for n, item in enumerate(check.items(session["topic_stack"], "topic_stack", MAX_TOPICS))
    ]
    for key in ("compare", "answered"):
        if key in session:
            check.texts(session[key], key, size=MAX_QUERY)
    check.pending(session["pending"], "pending")
    check.texts(session["summary"], "summary", limit=MAX_SUMMARY, size=MAX_QUERY)
    return {**session, "turns": turns, "topic": topic, "topic_stack": stack}


def _defaulted(keys: set[str], *required: str) -> frozenset[str]:
    """Every key but the required ones may be left out (the record's default applies)."""
    return frozenset(keys - set(required))


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "…"
