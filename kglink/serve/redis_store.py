"""Sessions (and the model rewrite cache) in Redis, shared by every worker and machine.

A session is one hash ``kglink:session:{id}`` with fields ``v`` (version) and ``data``
(JSON), and a list ``kglink:session:{id}:answers`` of the assistant's answers waiting for
the next turn. The compare-and-set write and the append are Lua scripts, so each is
atomic in Redis whatever the number of clients; every write renews the TTL of both. Connection failures and timeouts
become :class:`~kglink.serve.store.SessionStoreError` naming the endpoint (never the
password of the URL).
"""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from kglink.errors import ConfigError, MissingDependencyError
from kglink.serve.store import DEFAULT_TTL, MAX_ANSWERS, SessionStoreError, StoredSession

if TYPE_CHECKING:
    from kglink.llm.cache import CacheKey
    from kglink.llm.parse import ModelAnswer

logger = logging.getLogger(__name__)

SESSION_PREFIX = "kglink:session:"
CACHE_PREFIX = "kglink:rewrite:"

# KEYS: the session, its answers; ARGV: expected version, data, ttl in ms (0: none),
# answers consumed. A new session (version 0) drops answers left by an expired one.
_CAS = """
local current = tonumber(redis.call('HGET', KEYS[1], 'v') or '0')
if current ~= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'v', current + 1, 'data', ARGV[2])
if current == 0 then
  redis.call('DEL', KEYS[2])
elseif tonumber(ARGV[4]) > 0 then
  redis.call('LTRIM', KEYS[2], tonumber(ARGV[4]), -1)
end
if tonumber(ARGV[3]) > 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  redis.call('PEXPIRE', KEYS[2], ARGV[3])
end
return 1
"""

# KEYS: the session, its answers; ARGV: text, ttl in ms (0: none), most kept. The same
# text as the last waiting answer is a retry, not a second answer.
_ADD_ANSWER = """
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
if redis.call('LINDEX', KEYS[2], -1) == ARGV[1] then return redis.call('LLEN', KEYS[2]) end
local count = redis.call('RPUSH', KEYS[2], ARGV[1])
local most = tonumber(ARGV[3])
if count > most then
  redis.call('LTRIM', KEYS[2], -most, -1)
  count = most
end
if tonumber(ARGV[2]) > 0 then redis.call('PEXPIRE', KEYS[2], ARGV[2]) end
return count
"""


def _redis() -> Any:
    try:
        import redis
    except ImportError as exc:
        raise MissingDependencyError("redis", "serve") from exc
    return redis


def redacted(url: str) -> str:
    """The URL without its password, for messages and logs."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.port:
        host += f":{parts.port}"
    return f"{parts.scheme}://{host}{parts.path}"


class RedisSessionStore:
    """Sessions in Redis: every worker sees the same conversations.

    Args:
        url: ``redis://[:password@]HOST:PORT/DB``.
        ttl: seconds an untouched session is kept (None: for ever).
        timeout: seconds per command and per connection attempt; a Redis that does not
            answer in time counts as down (the service answers 503 rather than hang).

    Example:
        >>> store = RedisSessionStore("redis://127.0.0.1:6379/0")  # doctest: +SKIP
        >>> store.put("u1", "{}", expected=0)  # doctest: +SKIP
        True
    """

    def __init__(self, url: str, *, ttl: float | None = DEFAULT_TTL, timeout: float = 2.0) -> None:
        if ttl is not None and ttl <= 0:
            raise ConfigError(f"session ttl must be positive, got {ttl}")
        redis = _redis()
        self.url = url
        self.endpoint = redacted(url)
        self.ttl = ttl
        try:
            self._client = redis.Redis.from_url(
                url, socket_timeout=timeout, socket_connect_timeout=timeout, health_check_interval=30,
            )
        except ValueError as exc:
            raise ConfigError(f"session store: not a Redis URL: {self.endpoint} ({exc})") from exc
        self._errors: tuple[type[BaseException], ...] = (redis.exceptions.RedisError, OSError)
        self._cas = self._client.register_script(_CAS)
        self._add_answer = self._client.register_script(_ADD_ANSWER)
        self._ttl_ms = int(ttl * 1000) if ttl is not None else 0

    def _fail(self, exc: BaseException) -> SessionStoreError:
        return SessionStoreError(f"session store unavailable: {type(exc).__name__}: {exc}", endpoint=self.endpoint)

    @staticmethod
    def _keys(session_id: str) -> list[str]:
        return [SESSION_PREFIX + session_id, SESSION_PREFIX + session_id + ":answers"]

    def get(self, session_id: str) -> StoredSession | None:
        session_key, answers_key = self._keys(session_id)
        try:
            # One transaction: the state and the answers as of the same moment.
            pipe = self._client.pipeline(transaction=True)
            pipe.hmget(session_key, "v", "data")
            pipe.lrange(answers_key, 0, -1)
            (version, data), answers = pipe.execute()
        except self._errors as exc:
            raise self._fail(exc) from exc
        if version is None or data is None:
            return None
        return StoredSession(data.decode("utf-8"), int(version), tuple(a.decode("utf-8") for a in answers))

    def put(self, session_id: str, data: str, *, expected: int, consumed: int = 0) -> bool:
        try:
            return bool(self._cas(keys=self._keys(session_id), args=[expected, data, self._ttl_ms, consumed]))
        except self._errors as exc:
            raise self._fail(exc) from exc

    def add_answer(self, session_id: str, text: str) -> int | None:
        try:
            count = int(self._add_answer(keys=self._keys(session_id), args=[text, self._ttl_ms, MAX_ANSWERS]))
        except self._errors as exc:
            raise self._fail(exc) from exc
        return None if count < 0 else count

    def delete(self, session_id: str) -> bool:
        try:
            return bool(self._client.delete(*self._keys(session_id)))
        except self._errors as exc:
            raise self._fail(exc) from exc

    def ping(self) -> None:
        try:
            self._client.ping()
        except self._errors as exc:
            raise self._fail(exc) from exc

    def close(self) -> None:
        self._client.close()

    def rewrite_cache(self, *, ttl: float | None = None) -> RedisRewriteCache:
        """A model rewrite cache on the same connection pool."""
        return RedisRewriteCache(self._client, ttl=self.ttl if ttl is None else ttl, errors=self._errors)


class RedisRewriteCache:
    """The model rewrite cache (:class:`kglink.llm.cache.RewriteCache`) in Redis, keyed as
    in process (the digest of everything the model was shown). A Redis outage makes it
    miss, never fail a turn."""

    def __init__(self, client: Any, *, ttl: float | None, errors: tuple[type[BaseException], ...]) -> None:
        self._client = client
        self._ttl_ms = int(ttl * 1000) if ttl else None
        self._errors = errors

    def get(self, key: CacheKey) -> ModelAnswer | None:
        from kglink.llm.parse import ModelAnswer

        try:
            raw = self._client.get(CACHE_PREFIX + key.text)
        except self._errors as exc:
            logger.warning("rewrite cache miss: Redis unavailable (%s)", type(exc).__name__)
            return None
        if raw is None:
            return None
        try:
            return ModelAnswer.from_dict(json.loads(raw))
        except (ValueError, KeyError, TypeError):
            return None

    def put(self, key: CacheKey, answer: ModelAnswer) -> None:
        payload = json.dumps(answer.to_dict(), ensure_ascii=False)
        try:
            self._client.set(CACHE_PREFIX + key.text, payload, px=self._ttl_ms)
        except self._errors as exc:
            logger.warning("rewrite cache not written: Redis unavailable (%s)", type(exc).__name__)
