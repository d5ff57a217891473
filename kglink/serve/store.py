"""Where ``kglink serve`` keeps conversations: the :class:`SessionStore` protocol and the
in-process store.

A stored session is the pipeline session's JSON plus a version. A worker reads the JSON
and its version, applies the turn, and writes back only if the version is still the one
it read (compare and set): two requests for one session that arrive at once cannot both
write on top of the same state, so no turn is lost and no state is a mix of two. The loser
reads the new state and applies its turn again, after the winner's.

The assistant's answers are appended to a short list beside the session (one command, no
read and rewrite of the state) and read into the state by the next turn, which removes
them in the same compare-and-set write; an answer appended meanwhile stays for the turn
after.

Any object with these methods will do; :class:`MemorySessionStore` (one process) and
:class:`~kglink.serve.redis_store.RedisSessionStore` (every worker and machine) ship.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from kglink.errors import BackendError, ConfigError

logger = logging.getLogger(__name__)

DEFAULT_TTL = 24 * 3600.0
#: Answers kept for the next turn: only the last few can matter to what "它" means.
MAX_ANSWERS = 16


class SessionStoreError(BackendError):
    """The session store cannot be reached or refused a command (the service answers 503)."""


@dataclass(frozen=True, slots=True)
class StoredSession:
    """One conversation as stored.

    Attributes:
        data: the JSON of the session record (see :mod:`kglink.serve.service`).
        version: increases by one with every write; 0 is never stored.
        answers: the assistant's answers appended since the last write, oldest first.
    """

    data: str
    version: int
    answers: tuple[str, ...] = ()


@runtime_checkable
class SessionStore(Protocol):
    """Sessions by id, with a version for compare-and-set writes."""

    def get(self, session_id: str) -> StoredSession | None:
        """The stored session, or None when there is none (never was, expired, deleted).

        Raises:
            SessionStoreError: the store cannot be reached.
        """
        ...

    def put(self, session_id: str, data: str, *, expected: int, consumed: int = 0) -> bool:
        """Write ``data`` as version ``expected + 1`` if the stored version is still
        ``expected`` (0: there is none yet), and drop the first ``consumed`` answers; False
        when another write came first (then nothing changes).

        Raises:
            SessionStoreError: the store cannot be reached.
        """
        ...

    def add_answer(self, session_id: str, text: str) -> int | None:
        """Append an assistant answer; the number now waiting, or None when there is no
        such session. At most :data:`MAX_ANSWERS` wait (the oldest go first). The same
        text as the last waiting answer is a client's retry and is not appended again."""
        ...

    def delete(self, session_id: str) -> bool:
        """Forget the session; False when there was none."""
        ...

    def ping(self) -> None:
        """Raise :class:`SessionStoreError` unless the store answers."""
        ...

    def close(self) -> None:
        """Let go of connections; idempotent."""
        ...


class MemorySessionStore:
    """Sessions in this process's memory: the default for one worker.

    Args:
        ttl: seconds an untouched session is kept (None: for ever).

    Example:
        >>> store = MemorySessionStore()
        >>> store.put("u1", "{}", expected=0)
        True
        >>> store.put("u1", "{}", expected=0)  # another write came first
        False
        >>> store.get("u1").version
        1
    """

    def __init__(self, ttl: float | None = DEFAULT_TTL) -> None:
        if ttl is not None and ttl <= 0:
            raise ConfigError(f"session ttl must be positive, got {ttl}")
        self.ttl = ttl
        self._items: dict[str, tuple[StoredSession, float]] = {}
        self._lock = threading.Lock()

    def get(self, session_id: str) -> StoredSession | None:
        with self._lock:
            found = self._items.get(session_id)
            if found is None:
                return None
            stored, expires = found
            if expires < time.monotonic():
                del self._items[session_id]
                return None
            return stored

    def put(self, session_id: str, data: str, *, expected: int, consumed: int = 0) -> bool:
        now = time.monotonic()
        with self._lock:
            found = self._items.get(session_id)
            live = found is not None and found[1] >= now
            current = found[0].version if found is not None and live else 0
            if current != expected:
                return False
            answers = found[0].answers[consumed:] if found is not None and live else ()
            self._items[session_id] = (StoredSession(data, expected + 1, answers), self._expiry(now))
            if len(self._items) % 1024 == 0:
                self._sweep(now)
            return True

    def add_answer(self, session_id: str, text: str) -> int | None:
        now = time.monotonic()
        with self._lock:
            found = self._items.get(session_id)
            if found is None or found[1] < now:
                return None
            stored = found[0]
            if stored.answers and stored.answers[-1] == text:
                return len(stored.answers)  # a retry, not a second answer
            answers = (*stored.answers, text)[-MAX_ANSWERS:]
            self._items[session_id] = (StoredSession(stored.data, stored.version, answers), self._expiry(now))
            return len(answers)

    def _expiry(self, now: float) -> float:
        return now + self.ttl if self.ttl is not None else float("inf")

    def delete(self, session_id: str) -> bool:
        with self._lock:
            return self._items.pop(session_id, None) is not None

    def ping(self) -> None:
        return None

    def close(self) -> None:
        return None

    def __len__(self) -> int:
        return len(self._items)

    def _sweep(self, now: float) -> None:
        # Expired sessions nobody asks for again would otherwise stay for ever.
        for key in [key for key, (_, expires) in self._items.items() if expires < now]:
            del self._items[key]


def store_from_url(url: str | None, *, ttl: float | None = DEFAULT_TTL) -> SessionStore:
    """The store a ``--session-store`` value names: ``memory`` (or None) or ``redis://...``.

    Raises:
        ConfigError: an unknown scheme.
        MissingDependencyError: Redis is named and the ``redis`` package is not installed.
    """
    if url is None or url == "memory":
        return MemorySessionStore(ttl=ttl)
    if url.startswith(("redis://", "rediss://", "unix://")):
        from kglink.serve.redis_store import RedisSessionStore

        return RedisSessionStore(url, ttl=ttl)
    raise ConfigError(f"session store: expected 'memory' or redis://HOST:PORT/DB, got {url!r}")
