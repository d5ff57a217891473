"""What each endpoint does, without HTTP: turns applied to stored sessions, in order.

A turn reads the stored record (the pipeline session's JSON and a version), rebuilds the
:class:`~kglink.pipeline.PipelineSession`, asks, and writes the new state back with a
compare and set. When another request for the same session wrote first, the turn is
applied again on top of that state: each turn advances the state once, after the turns
that came before it, and the state is never a mix of two. A turn that carries a
``turn_id`` already applied (a client's retry) is answered from the record, not applied
twice. The assistant's answers wait beside the state (one append) and the next turn reads
them into the state before its own words, as a live session would have.

The record is ``{"format": 1, "recent": [[turn_id, response], ...], "session": <the
pipeline session's JSON>}``; the session part is ``PipelineSession.to_json()`` verbatim,
so ``GET`` returns what ``Pipeline.session_from_json`` reads.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kglink.errors import InputError, KglinkError
from kglink.serve.metrics import Metrics
from kglink.serve.store import SessionStore, SessionStoreError

if TYPE_CHECKING:
    from kglink.pipeline import AskResult, Pipeline, PipelineSession

logger = logging.getLogger(__name__)

RECORD_FORMAT = 1
#: Retries of a turn whose write lost the race; each retry sees a newer state, so only a
#: session hammered by this many writers at once gives up (409).
MAX_ATTEMPTS = 32
#: Responses kept per session for retried turn ids.
RECENT_TURNS = 4
SESSION_ID = re.compile(r"^[A-Za-z0-9._:@-]{1,128}$")


class SessionNotFound(KglinkError):
    """No stored session has this id (never created, expired or deleted)."""


class SessionBusy(KglinkError):
    """Too many concurrent writers on one session: the turn was not applied."""


@dataclass(frozen=True, slots=True)
class TurnOutcome:
    """A turn's JSON response and whether it was answered from an earlier identical turn."""

    response: Mapping[str, Any]
    replayed: bool = False


def check_session_id(session_id: str) -> str:
    """The id, or an :class:`InputError` naming the field."""
    if not SESSION_ID.match(session_id):
        raise InputError(
            "must be 1-128 characters of letters, digits and . _ : @ -", field="session_id"
        )
    return session_id


def response_of(result: AskResult, session_id: str, turn: int) -> dict[str, Any]:
    """The JSON of one turn, as the HTTP contract spells it (docs/service.md)."""
    rewrite = result.rewrite
    return {
        "session_id": session_id,
        "turn": turn,
        "queries": list(result.queries),
        "entities": [{"id": e.id, "label": e.label, "mention": e.mention} for e in result.entities],
        "turn_type": result.turn_type,
        "method": rewrite.method if rewrite is not None else "rule",
        "clarify": None if result.clarify is None else [
            {"id": c.id, "label": c.label, "class_label": c.class_label} for c in result.clarify
        ],
        "evidence": [
            {"doc_id": e.doc_id, "title": e.title, "text": e.text, "score": e.score, "chunk_id": e.chunk_id,
             "source": e.source}
            for e in result.evidence
        ],
        "facts": [{**fact.to_dict(), "text": fact.text} for fact in result.facts],
        "reused": result.reused,
        "trace": dict(result.trace),
    }


class TurnService:
    """The service's operations over a pipeline and a session store.

    Args:
        pipeline: shared by every request (it is thread-safe; sessions are not shared).
        store: where sessions live between requests.
        metrics: counters for ``/metrics`` (a fresh one by default).
    """

    def __init__(self, pipeline: Pipeline, store: SessionStore, *, metrics: Metrics | None = None) -> None:
        from kglink.pipeline import ConversationReplay

        self.pipeline = pipeline
        self.store = store
        self.metrics = metrics or Metrics()
        self._replay = ConversationReplay(pipeline)

    # -- stored sessions ---------------------------------------------------------------

    def _load(self, session_id: str) -> tuple[PipelineSession | None, list[Any], int, int]:
        """The session with its waiting answers read in, its recent turn ids, its version
        and how many answers were read."""
        stored = self._store_call(self.store.get, session_id)
        if stored is None:
            return None, [], 0, 0
        try:
            record = json.loads(stored.data)
            session = self.pipeline.session_from_json(record["session"])
            recent = list(record.get("recent") or [])
        except (ValueError, KeyError, TypeError, InputError) as exc:
            # A record this version cannot read (another kglink, a hand edit): say so
            # rather than silently start the conversation over.
            raise InputError(f"the stored session cannot be read: {exc}", field="session_id") from exc
        for answer in stored.answers:
            session.observe_assistant(answer)
        return session, recent, stored.version, len(stored.answers)

    def _save(self, session_id: str, session: PipelineSession, recent: list[Any], expected: int, consumed: int) -> bool:
        # The session JSON goes in verbatim: no second parse and dump of the biggest part.
        data = (
            f'{{"format": {RECORD_FORMAT}, "recent": {json.dumps(recent, ensure_ascii=False)}, '
            f'"session": {session.to_json()}}}'
        )
        saved = self._store_call(self.store.put, session_id, data, expected=expected, consumed=consumed)
        if not saved:
            self.metrics.count("kglink_store_conflicts_total")
        return bool(saved)

    def _store_call(self, method: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(*args, **kwargs)
        except SessionStoreError:
            self.metrics.count("kglink_store_errors_total")
            raise

    # -- endpoints ---------------------------------------------------------------------

    def turn(self, session_id: str, user: str, *, now: dt.date | None = None, turn_id: str | None = None) -> TurnOutcome:
        """Apply one user turn to the session (created on first use) and answer it."""
        check_session_id(session_id)
        for _attempt in range(MAX_ATTEMPTS):
            session, recent, version, consumed = self._load(session_id)
            if turn_id is not None:
                for seen_id, response in recent:
                    if seen_id == turn_id:
                        return TurnOutcome(response, replayed=True)
            if session is None:
                session = self.pipeline.session(now, session_id=session_id)
            elif now is not None:
                session.state.now = now
            turn = session.turns
            with self.metrics.timer("kglink_turn_seconds"):
                result = session.retrieve(user)
            response = response_of(result, session_id, turn)
            if turn_id is not None:
                recent = [*recent[-(RECENT_TURNS - 1):], [turn_id, response]]
            if self._save(session_id, session, recent, version, consumed):
                self.metrics.count("kglink_turns_total")
                if result.rewrite is not None and result.rewrite.fallbacks:
                    self.metrics.count("kglink_fallbacks_total", len(result.rewrite.fallbacks))
                return TurnOutcome(response)
        raise SessionBusy(f"session {session_id!r}: {MAX_ATTEMPTS} concurrent writers; the turn was not applied")

    def assistant(self, session_id: str, text: str) -> int:
        """Keep the answer shown to the user for the next turn; returns how many wait."""
        check_session_id(session_id)
        waiting = self._store_call(self.store.add_answer, session_id, text)
        if waiting is None:
            raise SessionNotFound(f"no session {session_id!r}: send a user turn first")
        return int(waiting)

    def get(self, session_id: str) -> tuple[str, int]:
        """The session's JSON (as ``PipelineSession.to_json``, waiting answers read in) and
        its version."""
        check_session_id(session_id)
        session, _recent, version, _consumed = self._load(session_id)
        if session is None:
            raise SessionNotFound(f"no session {session_id!r}")
        return session.to_json(), version

    def delete(self, session_id: str) -> None:
        check_session_id(session_id)
        if not self._store_call(self.store.delete, session_id):
            raise SessionNotFound(f"no session {session_id!r}")

    def rewrite(self, history: Iterable[tuple[str, str]], user: str) -> dict[str, Any]:
        """A stateless turn: the history replayed, then ``user`` asked (nothing stored)."""
        with self.metrics.timer("kglink_turn_seconds"):
            result = self._replay.ask(user, list(history))
        self.metrics.count("kglink_rewrites_total")
        turn = sum(1 for role, _ in history if role == "user")
        return response_of(result, "", turn)

    def readiness(self) -> dict[str, str]:
        """``{"ontology", "index", "session_store"}`` -> "ok" or why not."""
        checks: dict[str, str] = {}
        checks["ontology"] = "ok" if self.pipeline.ontology.entities else "the ontology has no entities"
        try:
            vector = getattr(self.pipeline.index, "_vector", None)
            # The vector store answers (a Chroma server can be down while we run).
            count = vector.count() if vector is not None else len(self.pipeline.index)
            checks["index"] = "ok" if count or len(self.pipeline.index) else "the index is empty"
        except Exception as exc:  # noqa: BLE001 - any failure means not ready; say which
            checks["index"] = f"unavailable: {type(exc).__name__}: {exc}"
        try:
            self.store.ping()
            checks["session_store"] = "ok"
        except SessionStoreError as exc:
            self.metrics.count("kglink_store_errors_total")
            checks["session_store"] = str(exc)
        return checks
