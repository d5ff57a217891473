"""The rewrite cache: a model answer kept by session, turn, utterance and state.

The key holds a digest of everything the model was shown (history, summary, state line,
whitelist), not just the utterance: "那它呢" means something else after another history,
and a cache keyed on the words alone would hand back the other conversation's rewrite.
The default store is an in-process LRU; any object with ``get`` and ``put`` will do (a
Redis or disk store for a service with several workers).
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from kglink.llm.parse import ModelAnswer

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class CacheKey:
    """Which turn of which conversation, in which state."""

    session_id: str
    turn: int
    utterance: str
    state_digest: str

    @property
    def text(self) -> str:
        """One string for external stores (the digest keeps it short)."""
        utterance = hashlib.blake2b(self.utterance.encode("utf-8"), digest_size=8).hexdigest()
        return f"kglink:{self.session_id}:{self.turn}:{utterance}:{self.state_digest}"

    @classmethod
    def of(cls, session_id: str, turn: int, utterance: str, messages: Sequence[Mapping[str, str]], model: str) -> CacheKey:
        """The key of a prompt: the digest covers every message and the model name."""
        payload = json.dumps([model, list(map(dict, messages))], ensure_ascii=False, sort_keys=True)
        digest = hashlib.blake2b(payload.encode("utf-8"), digest_size=16).hexdigest()
        return cls(session_id, turn, utterance, digest)


@runtime_checkable
class RewriteCache(Protocol):
    """Where model answers are kept between identical requests."""

    def get(self, key: CacheKey) -> ModelAnswer | None:
        """The answer stored under ``key``, or None."""
        ...

    def put(self, key: CacheKey, answer: ModelAnswer) -> None:
        """Store ``answer`` under ``key``."""
        ...


class LRURewriteCache:
    """An in-process, thread-safe LRU of model answers.

    Args:
        maxsize: entries kept; 0 keeps nothing (a cache that always misses).

    Example:
        >>> cache = LRURewriteCache(maxsize=2)
        >>> key = CacheKey("s1", 0, "那它呢", "d")
        >>> cache.put(key, ModelAnswer(("企业版多少钱",)))
        >>> cache.get(key).queries
        ('企业版多少钱',)
    """

    def __init__(self, maxsize: int = 4096) -> None:
        if maxsize < 0:
            raise ValueError(f"maxsize must be >= 0, got {maxsize}")
        self.maxsize = maxsize
        self._items: OrderedDict[CacheKey, ModelAnswer] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: CacheKey) -> ModelAnswer | None:
        with self._lock:
            answer = self._items.get(key)
            if answer is not None:
                self._items.move_to_end(key)
            return answer

    def put(self, key: CacheKey, answer: ModelAnswer) -> None:
        if self.maxsize == 0:
            return
        with self._lock:
            self._items[key] = answer
            self._items.move_to_end(key)
            while len(self._items) > self.maxsize:
                self._items.popitem(last=False)

    def __len__(self) -> int:
        return len(self._items)
