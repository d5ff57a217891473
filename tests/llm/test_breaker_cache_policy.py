"""The circuit breaker, the rewrite cache and the hybrid policy, through the rewriter and
against the scripted server."""

from __future__ import annotations

import pytest
from llm_testkit import Script

from kglink import Rewriter
from kglink.llm import CacheKey, CircuitBreaker, LLMConfig, LLMRewriter, LRURewriteCache, ModelAnswer


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


# -- breaker ------------------------------------------------------------------------------


def test_breaker_states_by_the_clock() -> None:
    clock = Clock()
    breaker = CircuitBreaker(threshold=2, cooldown=30, clock=clock)
    assert breaker.state == "closed" and breaker.allow()
    breaker.record_failure()
    assert breaker.state == "closed" and breaker.allow()
    breaker.record_failure()
    assert breaker.state == "open" and not breaker.allow()
    clock.now += 29.9
    assert not breaker.allow()
    clock.now += 0.2
    assert breaker.state == "half-open"
    assert breaker.allow() and not breaker.allow()  # one trial at a time
    breaker.record_failure()  # the trial failed: open for another cooldown
    assert breaker.state == "open" and not breaker.allow()
    clock.now += 30
    assert breaker.allow()
    breaker.record_success()
    assert breaker.state == "closed" and breaker.allow()
    assert breaker.opened == 1


@pytest.mark.parametrize(("threshold", "cooldown"), [(0, 1.0), (1, -1.0)])
def test_breaker_checks_its_arguments(threshold: int, cooldown: float) -> None:
    with pytest.raises(ValueError):
        CircuitBreaker(threshold, cooldown)


def test_the_breaker_opens_on_a_failing_model_and_closes_when_it_answers(enterprise, scripted) -> None:
    clock = Clock()
    config = LLMConfig(scripted.base_url, "scripted", timeout=5)
    llm = LLMRewriter(config, breaker=CircuitBreaker(2, 60, clock=clock))
    rewriter = Rewriter(enterprise, llm, policy="llm")
    scripted.default = Script(status=503)
    session = rewriter.session()
    reasons = [session.rewrite(text).fallbacks[0].reason for text in ("华东区7月的销售额是多少", "那华南区呢", "那华北区呢")]
    assert [r.split(":")[0] for r in reasons] == ["http error", "http error", "circuit open"]
    assert len(scripted.requests) == 2  # the third turn sent nothing
    scripted.default = None  # the model is back (it echoes the utterance)
    assert session.rewrite("那西南区呢").fallbacks[0].reason.startswith("circuit open")
    clock.now += 61
    result = session.rewrite("销售部的负责人是谁")
    assert result.method == "llm" and result.fallbacks == ()
    assert llm.breaker.state == "closed"
    stats = rewriter.model_stats()
    assert stats["calls"] == 3
    assert stats["fallbacks"] == {"circuit open": 2, "http error": 2}


# -- cache --------------------------------------------------------------------------------


def test_lru_cache_evicts_the_least_recently_used() -> None:
    cache = LRURewriteCache(maxsize=2)
    keys = [CacheKey("s", i, "u", "d") for i in range(3)]
    cache.put(keys[0], ModelAnswer(("a",)))
    cache.put(keys[1], ModelAnswer(("b",)))
    assert cache.get(keys[0]) is not None  # 0 is now the most recent
    cache.put(keys[2], ModelAnswer(("c",)))
    assert cache.get(keys[1]) is None
    assert [cache.get(k).queries for k in (keys[0], keys[2])] == [("a",), ("c",)]
    disabled = LRURewriteCache(maxsize=0)
    disabled.put(keys[0], ModelAnswer(("a",)))
    assert disabled.get(keys[0]) is None


def test_cache_keys_cover_session_turn_utterance_and_state() -> None:
    messages = [{"role": "user", "content": "history A\n当前问题: 那它呢"}]
    other = [{"role": "user", "content": "history B\n当前问题: 那它呢"}]
    base = CacheKey.of("s", 1, "那它呢", messages, "m")
    assert base == CacheKey.of("s", 1, "那它呢", list(messages), "m")
    assert len({base, CacheKey.of("s", 1, "那它呢", other, "m"), CacheKey.of("t", 1, "那它呢", messages, "m"),
                CacheKey.of("s", 2, "那它呢", messages, "m"), CacheKey.of("s", 1, "那它呢", messages, "m2")}) == 5
    assert base.text.startswith("kglink:s:1:")


def test_same_state_hits_the_cache_and_another_history_misses(make_rewriter, scripted) -> None:
    rewriter = make_rewriter("llm")
    first = rewriter.session(session_id="conv-1")
    for text in ("华东区7月的销售额是多少", "那华南区呢"):
        first.rewrite(text)
    sent = len(scripted.requests)
    replay = rewriter.session(session_id="conv-1")  # the same conversation again (a retried request)
    results = [replay.rewrite(text) for text in ("华东区7月的销售额是多少", "那华南区呢")]
    assert len(scripted.requests) == sent
    assert all(r.trace["model"]["cached"] for r in results)
    other = rewriter.session(session_id="conv-1")  # same id and words, another history
    other.rewrite("华东区8月的销售额是多少")
    result = other.rewrite("那华南区呢")
    assert not result.trace["model"]["cached"]
    assert result.queries == ("华南区8月的销售额是多少",)
    assert rewriter.model_stats()["cache_hits"] == 2


class DictCache:
    """A cache of another kind (as a Redis-backed one would be): string keys, dict values."""

    def __init__(self) -> None:
        self.data: dict[str, dict] = {}

    def get(self, key: CacheKey) -> ModelAnswer | None:
        value = self.data.get(key.text)
        return ModelAnswer.from_dict(value) if value else None

    def put(self, key: CacheKey, answer: ModelAnswer) -> None:
        self.data[key.text] = answer.to_dict()


def test_the_cache_is_pluggable(enterprise, scripted) -> None:
    cache = DictCache()
    llm = LLMRewriter(LLMConfig(scripted.base_url, "scripted"), cache=cache)
    rewriter = Rewriter(enterprise, llm, policy="llm")
    rewriter.session(session_id="x").rewrite("华东区7月的销售额是多少")
    assert len(cache.data) == 1
    result = rewriter.session(session_id="x").rewrite("华东区7月的销售额是多少")
    assert result.trace["model"]["cached"] and result.method == "llm"


# -- hybrid -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("turns", "asked", "why"),
    [
        (["华东区7月的销售额是多少", "那华南区呢"], [False, False], None),
        (["华东区7月的销售额是多少，华南区的销售额又是多少"], [True], "multi-clause"),
        (["它呢"], [True], "rules failed"),
        (["请帮我详细对比一下华东区和华南区在今年第二季度里每个月的销售额变化趋势以及主要原因有哪些"], [True], "long"),
    ],
)
def test_hybrid_asks_the_model_only_when_the_rules_are_unsure(make_rewriter, scripted, turns, asked, why) -> None:
    rewriter = make_rewriter("hybrid")
    session = rewriter.session()
    seen = []
    for text in turns:
        before = len(scripted.requests)
        result = session.rewrite(text)
        seen.append(len(scripted.requests) > before)
        if why is not None and seen[-1]:
            assert why in result.trace["model"]["unsure"]
        if not seen[-1]:
            assert result.trace["model"]["skipped"] in ("rules sure", "clarify")
    assert seen == asked
    stats = rewriter.model_stats()
    assert stats["calls"] == sum(asked)
    assert stats["skipped"].get("rules sure", 0) == sum(not a for a in asked)
