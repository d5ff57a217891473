"""Counters and a latency histogram in the Prometheus text format, for ``GET /metrics``.

Kept in this process: with ``--workers N`` each worker answers with its own figures
(labelled ``worker="<pid>"`` so a scrape through a load balancer can tell them apart);
run one ``kglink serve`` per port and scrape each to see every worker.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

logger = logging.getLogger(__name__)

#: Latency bucket bounds in seconds: rule turns take milliseconds, model turns up to seconds.
BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)

HELP = {
    "kglink_turns_total": ("counter", "User turns applied to stored sessions."),
    "kglink_rewrites_total": ("counter", "Stateless /v1/rewrite calls answered."),
    "kglink_fallbacks_total": ("counter", "Rewriter fallbacks (model -> rules -> original)."),
    "kglink_store_errors_total": ("counter", "Session store calls that failed (Redis down or timing out)."),
    "kglink_store_conflicts_total": ("counter", "Session writes that lost a race and were applied again."),
    "kglink_requests_total": ("counter", "HTTP requests by status code."),
    "kglink_turn_seconds": ("histogram", "Time to rewrite, retrieve and collect facts for one turn."),
    "kglink_request_seconds": ("histogram", "Time from request to response, per request."),
}


class Metrics:
    """Thread-safe counters and histograms of one process."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._counters: dict[tuple[str, tuple[tuple[str, str], ...]], float] = {}
        self._histograms: dict[str, list[float]] = {}  # bucket counts, then sum, then count

    def count(self, name: str, amount: float = 1, **labels: str) -> None:
        key = (name, tuple(sorted(labels.items())))
        with self._lock:
            self._counters[key] = self._counters.get(key, 0) + amount

    def observe(self, name: str, seconds: float) -> None:
        with self._lock:
            values = self._histograms.setdefault(name, [0.0] * (len(BUCKETS) + 2))
            for n, bound in enumerate(BUCKETS):
                if seconds <= bound:
                    values[n] += 1
            values[-2] += seconds
            values[-1] += 1

    @contextmanager
    def timer(self, name: str) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            self.observe(name, time.perf_counter() - started)

    def value(self, name: str, **labels: str) -> float:
        """A counter's value (0 when never counted)."""
        return self._counters.get((name, tuple(sorted(labels.items()))), 0)

    def render(self) -> str:
        """Every metric in the Prometheus text exposition format (0.0.4)."""
        worker = str(os.getpid())
        lines: list[str] = []
        with self._lock:
            counters = dict(self._counters)
            histograms = {name: list(values) for name, values in self._histograms.items()}
        for name, (kind, text) in HELP.items():
            lines.append(f"# HELP {name} {text}")
            lines.append(f"# TYPE {name} {kind}")
            if kind == "counter":
                series = [(labels, value) for (n, labels), value in counters.items() if n == name] or [((), 0)]
                for labels, value in sorted(series):
                    lines.append(f"{name}{_labels((('worker', worker), *labels))} {_number(value)}")
            else:
                values = histograms.get(name, [0.0] * (len(BUCKETS) + 2))
                for bound, count in zip(BUCKETS, values, strict=False):
                    lines.append(f'{name}_bucket{_labels((("worker", worker), ("le", repr(bound))))} {_number(count)}')
                lines.append(f'{name}_bucket{_labels((("worker", worker), ("le", "+Inf")))} {_number(values[-1])}')
                lines.append(f"{name}_sum{_labels((('worker', worker),))} {values[-2]!r}")
                lines.append(f"{name}_count{_labels((('worker', worker),))} {_number(values[-1])}")
        return "\n".join(lines) + "\n"


def _labels(pairs: tuple[tuple[str, str], ...]) -> str:
    inner = ",".join(f'{key}="{value}"' for key, value in pairs)
    return "{" + inner + "}" if inner else ""


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(value)
