"""API keys: ``Authorization: Bearer KEY``, compared in constant time.

The presented key is hashed and compared with the digest of every configured key with
:func:`hmac.compare_digest`, all of them, whatever matched: the time taken says nothing
about how much of a key was right or which key it was. Keys never appear in logs, reprs
or error messages.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
from collections.abc import Iterable, Mapping

from kglink.errors import ConfigError

logger = logging.getLogger(__name__)

KEYS_ENV = "KGLINK_API_KEYS"
MIN_KEY_CHARS = 16


def _digest(key: str) -> bytes:
    return hashlib.sha256(key.encode("utf-8")).digest()


class ApiKeys:
    """The accepted keys; empty means the service is open (and bound to loopback only).

    Example:
        >>> keys = ApiKeys(["k" * 20])
        >>> keys.allows("Bearer " + "k" * 20), keys.allows("Bearer nope"), keys.allows(None)
        (True, False, False)
    """

    __slots__ = ("_digests", "short")

    def __init__(self, keys: Iterable[str] = ()) -> None:
        digests = []
        short = 0
        for n, key in enumerate(keys, start=1):
            if not isinstance(key, str) or not key or key != key.strip():
                raise ConfigError(f"API key #{n}: must be a non-empty string without spaces around it")
            # A short key is guessable, but refusing it would stop a service someone
            # configured on purpose: `kglink serve` warns instead.
            short += len(key) < MIN_KEY_CHARS
            digests.append(_digest(key))
        self._digests = tuple(digests)
        self.short = short

    @classmethod
    def resolve(cls, configured: Iterable[str] | None, env: Mapping[str, str]) -> ApiKeys:
        """Keys from the configuration, else from ``$KGLINK_API_KEYS`` (comma-separated)."""
        if configured:
            return cls(configured)
        raw = env.get(KEYS_ENV, "")
        return cls(key.strip() for key in raw.split(",") if key.strip())

    def __bool__(self) -> bool:
        return bool(self._digests)

    def __len__(self) -> int:
        return len(self._digests)

    def __repr__(self) -> str:
        return f"ApiKeys(<{len(self._digests)} keys>)"

    def allows(self, authorization: str | None) -> bool:
        """True when the header carries one of the keys (always True without keys)."""
        if not self._digests:
            return True
        if not authorization:
            return False
        scheme, _, presented = authorization.partition(" ")
        if scheme.lower() != "bearer" or not presented:
            return False
        digest = _digest(presented.strip())
        matched = False
        for known in self._digests:
            matched |= hmac.compare_digest(digest, known)
        return matched
