"""``kglink serve`` settings: command-line options over the ``[serve]`` table over defaults.

Each worker process rebuilds its settings from the same configuration file and the
options the command passed down (:data:`OPTIONS_ENV`, JSON without any key), so API keys
travel only the way the operator gave them (the file or ``$KGLINK_API_KEYS``).
"""

from __future__ import annotations

import ipaddress
import json
import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kglink.errors import ConfigError
from kglink.serve.auth import ApiKeys
from kglink.serve.store import DEFAULT_TTL

logger = logging.getLogger(__name__)

OPTIONS_ENV = "KGLINK_SERVE_OPTIONS"
STORE_ENV = "KGLINK_SESSION_STORE"
LOOPBACK = "127.0.0.1"


@dataclass(frozen=True, slots=True)
class Limits:
    """What one request may carry.

    Attributes:
        max_body_bytes: the largest request body (413 beyond).
        max_utterance_chars: the longest user or assistant text (422 beyond).
        max_history_turns: the most exchanges in a stateless ``/v1/rewrite`` history.
    """

    max_body_bytes: int = 64 * 1024
    max_utterance_chars: int = 2000
    max_history_turns: int = 100

    def __post_init__(self) -> None:
        for name in ("max_body_bytes", "max_utterance_chars", "max_history_turns"):
            if getattr(self, name) <= 0:
                raise ConfigError(f"[serve] {name} must be positive, got {getattr(self, name)}")


@dataclass(frozen=True, slots=True)
class ServeSettings:
    """Everything ``kglink serve`` needs besides the pipeline's own configuration.

    Attributes:
        config: the ``kglink.toml``.
        host, port, workers: where and how many processes listen.
        session_store: ``memory`` or ``redis://HOST:PORT/DB``.
        session_ttl: seconds an idle session is kept.
        api_keys: the accepted keys (empty: no auth, loopback only).
        limits: request limits.
        rewrite_cache: keep the model rewrite cache in the session store's Redis.
        loopback_forced: True when no keys are configured and a non-loopback host was
            replaced by 127.0.0.1.
    """

    config: Path
    host: str = LOOPBACK
    port: int = 8080
    workers: int = 1
    session_store: str = "memory"
    session_ttl: float = DEFAULT_TTL
    api_keys: ApiKeys = field(default_factory=ApiKeys, repr=False)
    limits: Limits = field(default_factory=Limits)
    rewrite_cache: bool = True
    loopback_forced: bool = False

    @classmethod
    def resolve(
        cls,
        config: str | Path,
        table: Mapping[str, Any],
        options: Mapping[str, Any] | None = None,
        env: Mapping[str, str] | None = None,
    ) -> ServeSettings:
        """Options (None: not given) over the ``[serve]`` table over the defaults.

        Raises:
            ConfigError: a value out of range, a memory store with several workers.
        """
        env = os.environ if env is None else env
        given = {key: value for key, value in (options or {}).items() if value is not None}
        merged = {**table, **given}
        store = merged.get("session_store") or env.get(STORE_ENV) or "memory"
        workers = int(merged.get("workers", 1))
        if workers < 1:
            raise ConfigError(f"workers must be >= 1, got {workers}")
        if workers > 1 and store == "memory":
            raise ConfigError(
                "--workers > 1 needs a shared session store: pass --session-store redis://HOST:PORT/DB "
                "(an in-memory store would give each worker its own sessions)"
            )
        port = int(merged.get("port", 8080))
        if not 0 <= port <= 65535:
            raise ConfigError(f"port must be 0-65535, got {port}")
        ttl = float(merged.get("session_ttl", DEFAULT_TTL))
        if ttl <= 0:
            raise ConfigError(f"session_ttl must be positive, got {ttl}")
        keys = ApiKeys.resolve(table.get("api_keys"), env)
        host = str(merged.get("host", LOOPBACK))
        forced = False
        if not keys and not _is_loopback(host):
            forced, host = True, LOOPBACK
        limits = Limits(**{key: int(merged[key]) for key in Limits.__slots__ if key in merged})  # type: ignore[attr-defined]
        return cls(
            config=Path(config), host=host, port=port, workers=workers, session_store=str(store),
            session_ttl=ttl, api_keys=keys, limits=limits,
            rewrite_cache=bool(merged.get("rewrite_cache", True)), loopback_forced=forced,
        )


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def options_to_env(options: Mapping[str, Any]) -> str:
    """The command's options for the worker processes (never a key: those are not options)."""
    return json.dumps({key: value for key, value in options.items() if value is not None})


def options_from_env(env: Mapping[str, str]) -> dict[str, Any]:
    raw = env.get(OPTIONS_ENV)
    return dict(json.loads(raw)) if raw else {}
