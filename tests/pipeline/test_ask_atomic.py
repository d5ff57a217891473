"""A turn commits whole or not at all: a failed ``ask()`` leaves the session as it was, so
a retry gives the same result as a first attempt (issue 15)."""

from __future__ import annotations

import pytest

from kglink import Pipeline
from kglink.errors import BackendError, InputError
from kglink.linking.matcher import DEFAULT_MAX_UTTERANCE_CHARS

TURNS = ["你们的企业版多少钱", "那它支持私有化部署吗"]


def test_a_failed_search_records_nothing(pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch) -> None:
    reference = pipeline.session()
    expected = [reference.ask(text) for text in TURNS]
    session = pipeline.session()
    session.ask(TURNS[0])
    before = session.to_json()
    real = pipeline.index.search
    calls = {"n": 0}

    def failing_once(*args, **kwargs):  # the fault injected: the vector store is down once
        calls["n"] += 1
        if calls["n"] == 1:
            raise BackendError("Chroma query failed: connection refused", endpoint="http://127.0.0.1:9")
        return real(*args, **kwargs)

    monkeypatch.setattr(pipeline.index, "search", failing_once)
    with pytest.raises(BackendError):
        session.ask(TURNS[1])
    assert session.to_json() == before
    assert session.turns == 1
    retried = session.ask(TURNS[1])  # the retry is the second turn, not the third
    assert retried.queries == expected[1].queries
    assert retried.doc_ids == expected[1].doc_ids
    assert session.turns == 2


def test_a_failing_answer_hook_records_nothing(pipeline: Pipeline) -> None:
    session = pipeline.session()
    state = session.state  # the caller's reference stays valid after the rollback
    session.ask(TURNS[0])
    before = session.to_json()

    def broken_model(result):
        raise TimeoutError("the answering model did not answer")

    with pytest.raises(TimeoutError):
        session.ask(TURNS[1], answer=broken_model)
    assert session.to_json() == before
    assert session.state is state and state.user_turns == 1


def test_a_too_long_turn_is_refused_and_not_recorded(pipeline: Pipeline) -> None:
    session = pipeline.session()
    session.ask(TURNS[0])
    before = session.to_json()
    with pytest.raises(InputError, match=f"at most {DEFAULT_MAX_UTTERANCE_CHARS} are accepted.*KGLINK_MAX_UTTERANCE_CHARS"):
        session.ask("企业版" * 10_000)
    assert session.to_json() == before
