"""The evidence cache and the turn penalty, on their own."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kglink.errors import ConfigError
from kglink.pipeline import EvidenceCache, EvidenceSettings
from kglink.retrieval import Hit


def _hit(chunk: str, score: float, source: str | None = None) -> Hit:
    doc = chunk.split("#")[0]
    return Hit(chunk, doc, doc.upper(), f"text of {doc}", score, {"fused": 1}, {"source": source} if source else {})


@pytest.mark.parametrize(
    "kwargs",
    [{"penalty": -0.1}, {"penalty": 1.01}, {"decay": 2.0}, {"decay": -1.0}, {"window": -1}],
)
def test_bad_settings(kwargs):
    with pytest.raises(ConfigError):
        EvidenceSettings(**kwargs)


@given(
    penalty=st.floats(0, 1),
    decay=st.floats(0, 1),
    window=st.integers(0, 6),
    age=st.integers(1, 10),
)
def test_the_penalty_fades_with_age_and_never_exceeds_the_setting(penalty, decay, window, age):
    settings = EvidenceSettings(penalty=penalty, decay=decay, window=window)
    factor = settings.factor(age)
    assert 1 - penalty - 1e-12 <= factor <= 1.0
    assert settings.factor(age + 1) >= factor - 1e-12
    if age > window:
        assert factor == 1.0


def test_rank_penalises_what_was_shown_and_keeps_the_source():
    cache = EvidenceCache(EvidenceSettings(penalty=0.5, decay=0.5, window=2))
    first = cache.rank([_hit("a#0", 1.0, "manual"), _hit("b#0", 0.9)], turn=0, k=2)
    assert [item.source for item in first] == ["manual", "b"]
    cache.record(first, turn=0)
    second = cache.rank([_hit("a#0", 1.0), _hit("c#0", 0.8), _hit("b#0", 0.7)], turn=1, k=2)
    assert [(item.chunk_id, item.score, item.shown_before) for item in second] == [("c#0", 0.8, None), ("a#0", 0.5, 0)]
    cache.record(second, turn=1)
    assert [item.chunk_id for item in cache.earlier(exclude=["c#0", "a#0"], turn=2)] == ["b#0"]
    # Two turns later the penalty of a#0 (last shown at turn 1) is halved.
    third = cache.rank([_hit("a#0", 1.0)], turn=3, k=1)
    assert third[0].score == pytest.approx(0.75)


def test_the_window_forgets_old_chunks_and_reuse_takes_the_last_turn():
    cache = EvidenceCache(EvidenceSettings(window=1))
    cache.record(cache.rank([_hit("a#0", 1.0)], turn=0, k=1), turn=0)
    cache.record(cache.rank([_hit("b#0", 1.0)], turn=1, k=1), turn=1)
    assert "a#0" in cache and "b#0" in cache
    cache.record([], turn=2)
    assert "a#0" not in cache and "b#0" in cache
    reused = cache.reuse(turn=2)
    assert [(item.chunk_id, item.turn, item.shown_before) for item in reused] == [("b#0", 2, 1)]
    cache.record([], turn=3)
    assert len(cache) == 0 and cache.last == ()


def test_clear_and_round_trip():
    cache = EvidenceCache()
    cache.record(cache.rank([_hit("a#0", 1.0, "wiki"), _hit("b#0", 0.5)], turn=0, k=2), turn=0)
    copy = EvidenceCache.from_dict(cache.to_dict())
    assert copy.entries() == cache.entries() and copy.last == cache.last
    cache.clear()
    assert len(cache) == 0 and cache.last == () and len(copy) == 2
