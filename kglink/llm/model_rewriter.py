"""``LLMRewriter``: ask the model for a turn's queries, behind a cache and a circuit breaker.

It knows nothing of ontologies: it takes the prompt (see :mod:`kglink.rewrite.prompt`) and
returns a :class:`Proposal`, an answer or the reason there is none. It never raises for a
failed call; the rewriter validates an answer and falls back on any reason.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from kglink.llm.breaker import CircuitBreaker
from kglink.llm.cache import CacheKey, LRURewriteCache, RewriteCache
from kglink.llm.client import ChatClient, ModelCallError, OpenAIChatClient
from kglink.llm.config import LLMConfig
from kglink.llm.parse import ModelAnswer, UnparsableAnswer, parse_answer

logger = logging.getLogger(__name__)

#: Why a call was not made because the breaker is open.
CIRCUIT_OPEN = "circuit open"


@dataclass(frozen=True, slots=True)
class Proposal:
    """What the model path got for one turn.

    Attributes:
        answer: the parsed answer, or None.
        reason: when there is no answer, why: ``"<kind>: <detail>"`` with kind one of
            timeout, connection error, http error, unparsable, circuit open.
        called: a request was sent (not a cache hit, not skipped by the breaker).
        cached: the answer came from the cache.
        call_ms: time spent in the HTTP call.
        raw: the model's text, when there was one.
    """

    answer: ModelAnswer | None
    reason: str | None = None
    called: bool = False
    cached: bool = False
    call_ms: float = 0.0
    raw: str | None = None


class LLMRewriter:
    """A model that proposes rewrites, over any OpenAI-compatible endpoint.

    Args:
        config: endpoint, model and bounds (see :class:`LLMConfig`).
        cache: where answers are kept (default: an in-process LRU).
        client: the transport (default: :class:`OpenAIChatClient` over ``config``).
        breaker: the circuit breaker (default: from ``config.breaker_*``).

    Example:
        >>> llm = LLMRewriter(LLMConfig.from_env())  # doctest: +SKIP
        >>> rewriter = Rewriter(ontology, llm, policy="hybrid")  # doctest: +SKIP
    """

    def __init__(
        self,
        config: LLMConfig,
        *,
        cache: RewriteCache | None = None,
        client: ChatClient | None = None,
        breaker: CircuitBreaker | None = None,
    ) -> None:
        self.config = config
        self.cache: RewriteCache = cache if cache is not None else LRURewriteCache()
        self.client: ChatClient = client if client is not None else OpenAIChatClient(config)
        self.breaker = breaker if breaker is not None else CircuitBreaker(config.breaker_failures, config.breaker_cooldown)

    def propose(self, messages: Sequence[Mapping[str, str]], key: CacheKey | None = None) -> Proposal:
        """The model's answer to ``messages``, from the cache when ``key`` was seen."""
        if key is not None:
            cached = self.cache.get(key)
            if cached is not None:
                return Proposal(cached, cached=True, raw=cached.raw)
        if not self.breaker.allow():
            return Proposal(None, f"{CIRCUIT_OPEN}: {self.config.base_url} failed repeatedly")
        started = time.perf_counter()
        try:
            reply = self.client.complete(messages)
        except ModelCallError as exc:
            self.breaker.record_failure()
            logger.debug("model call failed: %s", exc)
            call_ms = (time.perf_counter() - started) * 1000
            return Proposal(None, f"{exc.reason}: {exc.detail}" if exc.detail else exc.reason, called=True, call_ms=call_ms)
        try:
            answer = parse_answer(reply.text, max_queries=self.config.max_queries)
        except UnparsableAnswer as exc:
            # A model that answers junk every time is as good as down: the breaker counts it.
            self.breaker.record_failure()
            return Proposal(None, f"unparsable: {exc}", called=True, call_ms=reply.call_ms, raw=reply.text)
        self.breaker.record_success()
        if key is not None:
            self.cache.put(key, answer)
        return Proposal(answer, called=True, call_ms=reply.call_ms, raw=reply.text)
