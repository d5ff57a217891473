"""One Pipeline, many sessions, many threads: the same results as one thread."""

from __future__ import annotations

import datetime as dt
import threading
from typing import Any

from kglink import AskResult, Pipeline

NOW = dt.date(2025, 8, 15)
THREADS = 8
TURNS_PER_THREAD = 100


def _plan(conversations: list[dict[str, Any]], offset: int) -> list[list[dict[str, Any]]]:
    """Whole conversations from ``offset`` on, cycling, until TURNS_PER_THREAD user turns."""
    plan: list[list[dict[str, Any]]] = []
    count = 0
    position = offset
    while count < TURNS_PER_THREAD:
        turns = conversations[position % len(conversations)]["turns"][: TURNS_PER_THREAD - count]
        plan.append(turns)
        count += len(turns)
        position += 1
    return plan


def _fingerprint(result: AskResult) -> tuple[Any, ...]:
    return (
        result.queries,
        result.entity_ids,
        result.turn_type,
        result.reused,
        tuple((item.chunk_id, item.score, item.shown_before) for item in result.evidence),
        tuple(item.chunk_id for item in result.earlier),
        result.facts,
        None if result.clarify is None else tuple(c.id for c in result.clarify),
    )


def _run(pipeline: Pipeline, plan: list[list[dict[str, Any]]]) -> list[tuple[Any, ...]]:
    out = []
    for turns in plan:
        session = pipeline.session(NOW)
        for turn in turns:
            out.append(_fingerprint(session.ask(turn["user"])))
            if turn.get("assistant"):
                session.observe_assistant(turn["assistant"])
    return out


def test_eight_threads_give_the_serial_results(pipeline: Pipeline, conversations):
    plans = [_plan(conversations, offset * 5) for offset in range(THREADS)]
    serial = [_run(pipeline, plan) for plan in plans]
    assert all(len(results) == TURNS_PER_THREAD for results in serial)

    results: list[list[tuple[Any, ...]] | None] = [None] * THREADS
    errors: list[BaseException] = []
    start = threading.Barrier(THREADS)

    def work(slot: int) -> None:
        try:
            start.wait()
            results[slot] = _run(pipeline, plans[slot])
        except BaseException as exc:  # reported below, with the thread's slot
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(slot,)) for slot in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors, errors
    for slot in range(THREADS):
        assert results[slot] == serial[slot], f"thread {slot} differs from the serial run"
