"""A circuit breaker: stop calling a model that keeps failing, try it again after a while.

Closed: every call goes through. After ``threshold`` consecutive failures it opens: calls
are skipped (the turn falls back at once instead of waiting for a timeout) until
``cooldown`` seconds have passed; then one trial call is let through (half-open). A
success closes it, a failure opens it for another cooldown.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Literal

logger = logging.getLogger(__name__)

BreakerState = Literal["closed", "open", "half-open"]


class CircuitBreaker:
    """Counts consecutive failures of one endpoint.

    Args:
        threshold: consecutive failures that open the circuit.
        cooldown: seconds it stays open before a trial call.
        clock: a monotonic clock in seconds (injectable so tests need not sleep).

    Example:
        >>> breaker = CircuitBreaker(threshold=1, cooldown=60)
        >>> breaker.allow()
        True
        >>> breaker.record_failure(); breaker.allow()
        False
    """

    def __init__(self, threshold: int = 3, cooldown: float = 30.0, *, clock: Callable[[], float] = time.monotonic) -> None:
        if threshold < 1:
            raise ValueError(f"threshold must be at least 1, got {threshold}")
        if cooldown < 0:
            raise ValueError(f"cooldown must be >= 0, got {cooldown}")
        self.threshold = threshold
        self.cooldown = cooldown
        self._clock = clock
        self._lock = threading.Lock()
        self._failures = 0
        self._opened_at: float | None = None
        self._trial = False
        self.opened = 0  # how many times it opened, for the stats

    @property
    def state(self) -> BreakerState:
        with self._lock:
            return self._state()

    def _state(self) -> BreakerState:
        if self._opened_at is None:
            return "closed"
        if self._clock() - self._opened_at >= self.cooldown:
            return "half-open"
        return "open"

    def allow(self) -> bool:
        """Whether a call may be made now (in half-open state: one trial at a time)."""
        with self._lock:
            state = self._state()
            if state == "closed":
                return True
            if state == "half-open" and not self._trial:
                self._trial = True
                return True
            return False

    def record_success(self) -> None:
        with self._lock:
            if self._opened_at is not None:
                logger.info("model endpoint answers again; circuit closed")
            self._failures = 0
            self._opened_at = None
            self._trial = False

    def record_failure(self) -> None:
        with self._lock:
            self._failures += 1
            trial, self._trial = self._trial, False
            if trial or (self._opened_at is None and self._failures >= self.threshold):
                if self._opened_at is None:
                    logger.warning(
                        "model endpoint failed %d times in a row; skipping it for %.0f s", self._failures, self.cooldown
                    )
                    self.opened += 1
                self._opened_at = self._clock()
