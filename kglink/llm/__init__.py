"""The client layer of the model path: configuration, the OpenAI-compatible client, answer
parsing, the circuit breaker and the cache. It knows nothing of sessions or rules; the
model pass that asks it and judges its answers is :mod:`kglink.rewrite.model_pass`.

::

    rules (always, keep the session state)
      -> policy: ask the model? ("llm": every turn; "hybrid": turns the rules are unsure of)
      -> cache (session, turn, utterance, digest of what the model is shown)
      -> circuit breaker -> the model (temperature 0, bounded tokens and time, JSON answer)
      -> validation and normalisation (whitelist, constraints in force, no pronoun left)
      -> the model's queries, else the rules', else the user's words; the result says why

Example:
    >>> from kglink import Ontology, Rewriter
    >>> from kglink.llm import LLMConfig, LLMRewriter
    >>> llm = LLMRewriter(LLMConfig.from_env(base_url="http://127.0.0.1:8000/v1", model="qwen"))  # doctest: +SKIP
    >>> rewriter = Rewriter(Ontology.load("ontology/enterprise/ontology.ttl"), llm, policy="hybrid")  # doctest: +SKIP
    >>> rewriter.session().rewrite("那它支持私有化部署吗").method  # doctest: +SKIP
"""

from kglink.extras import check

# The [llm] extra: one readable error naming it (answers are parsed with pydantic; the
# OpenAI client is imported where it is built, so a ChatClient of your own needs only this).
check("llm", "pydantic")

from kglink.llm.breaker import CircuitBreaker  # noqa: E402
from kglink.llm.cache import CacheKey, LRURewriteCache, RewriteCache
from kglink.llm.client import ChatClient, ChatReply, ModelCallError, OpenAIChatClient
from kglink.llm.config import LLMConfig
from kglink.llm.model_rewriter import LLMRewriter, Proposal
from kglink.llm.parse import ModelAnswer, UnparsableAnswer, parse_answer

__all__ = [
    "CacheKey",
    "ChatClient",
    "ChatReply",
    "CircuitBreaker",
    "LLMConfig",
    "LLMRewriter",
    "LRURewriteCache",
    "ModelAnswer",
    "ModelCallError",
    "OpenAIChatClient",
    "Proposal",
    "RewriteCache",
    "UnparsableAnswer",
    "parse_answer",
]
