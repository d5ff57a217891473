"""kglink as an HTTP service: ``kglink serve`` (see docs/service.md).

The ASGI app (:func:`create_app`) answers the turns of conversations kept in a
:class:`SessionStore`: in this process (:class:`MemorySessionStore`, one worker) or in
Redis (:class:`RedisSessionStore`: every worker and machine sees every session). Needs
``pip install 'kglink[serve]'``; importing this package does not import FastAPI.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kglink.serve.auth import ApiKeys
from kglink.serve.metrics import Metrics
from kglink.serve.service import SessionBusy, SessionNotFound, TurnOutcome, TurnService
from kglink.serve.settings import Limits, ServeSettings
from kglink.serve.store import MemorySessionStore, SessionStore, SessionStoreError, StoredSession, store_from_url

if TYPE_CHECKING:
    from kglink.serve.redis_store import RedisSessionStore

__all__ = [
    "ApiKeys",
    "Limits",
    "MemorySessionStore",
    "Metrics",
    "RedisSessionStore",
    "ServeSettings",
    "SessionBusy",
    "SessionNotFound",
    "SessionStore",
    "SessionStoreError",
    "StoredSession",
    "TurnOutcome",
    "TurnService",
    "create_app",
    "store_from_url",
]


def __getattr__(name: str) -> Any:
    # FastAPI and redis are the `serve` extra: imported when asked for, with a clear error.
    if name == "create_app":
        try:
            from kglink.serve.app import create_app
        except ImportError as exc:
            from kglink.errors import MissingDependencyError

            raise MissingDependencyError(exc.name or "fastapi", "serve") from exc
        return create_app
    if name == "RedisSessionStore":
        from kglink.serve.redis_store import RedisSessionStore

        return RedisSessionStore
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
