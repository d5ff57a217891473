"""How to reach the model: endpoint, model name, key, and the bounds of every call."""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, Literal

from kglink.errors import ConfigError

logger = logging.getLogger(__name__)

ResponseFormat = Literal["json_schema", "json_object", "none"]
RESPONSE_FORMATS: tuple[str, ...] = ("json_schema", "json_object", "none")

#: Local servers (llama.cpp, vLLM, Ollama) ignore the key, but the openai client wants one.
NO_KEY = "no-key"


@dataclass(frozen=True, slots=True)
class LLMConfig:
    """Settings of the model path.

    Attributes:
        base_url: an OpenAI-compatible endpoint, e.g. ``http://127.0.0.1:8000/v1``.
        model: the model name the server expects.
        api_key: the bearer key (local servers usually accept anything).
        timeout: seconds one call may take, connection included.
        max_tokens: bound on the answer's length.
        temperature: sampling temperature; 0 so one state gives one rewrite.
        response_format: "json_schema" (structured output, downgraded automatically when
            the server refuses it), "json_object", or "none" (parse the text).
        history_turns: how many earlier user turns (with their answers) the prompt quotes.
        max_queries: at most this many queries are taken from one answer.
        breaker_failures: consecutive failed calls that open the circuit breaker.
        breaker_cooldown: seconds the breaker stays open before one trial call.

    Example:
        >>> LLMConfig("http://127.0.0.1:8000/v1", "qwen2.5-7b-instruct").timeout
        10.0
    """

    base_url: str
    model: str
    api_key: str = NO_KEY
    timeout: float = 10.0
    max_tokens: int = 256
    temperature: float = 0.0
    response_format: ResponseFormat = "json_schema"
    history_turns: int = 3
    max_queries: int = 4
    breaker_failures: int = 3
    breaker_cooldown: float = 30.0

    def __post_init__(self) -> None:
        if not self.base_url or not self.base_url.strip():
            raise ConfigError("the model path needs a base URL: pass --llm-base-url or set KGLINK_LLM_BASE_URL")
        if not self.base_url.startswith(("http://", "https://")):
            raise ConfigError(f"the model base URL must start with http:// or https://, got {self.base_url!r}")
        if not self.model or not self.model.strip():
            raise ConfigError("the model path needs a model name: pass --llm-model or set KGLINK_LLM_MODEL")
        if not self.timeout > 0:
            raise ConfigError(f"the model timeout must be positive, got {self.timeout}")
        if self.max_tokens < 16:
            raise ConfigError(f"max_tokens must be at least 16, got {self.max_tokens}")
        if not 0 <= self.temperature <= 2:
            raise ConfigError(f"temperature must be within [0, 2], got {self.temperature}")
        if self.response_format not in RESPONSE_FORMATS:
            raise ConfigError(
                f"unknown response_format {self.response_format!r}; choose one of {', '.join(RESPONSE_FORMATS)}"
            )
        if self.history_turns < 0 or self.max_queries < 1:
            raise ConfigError("history_turns must be >= 0 and max_queries >= 1")
        if self.breaker_failures < 1 or self.breaker_cooldown < 0:
            raise ConfigError("breaker_failures must be >= 1 and breaker_cooldown >= 0")

    @classmethod
    def from_env(cls, *, env: Mapping[str, str] | None = None, **overrides: Any) -> LLMConfig:
        """A configuration from keyword overrides, then the environment.

        Reads ``KGLINK_LLM_BASE_URL``, ``KGLINK_LLM_MODEL``, ``KGLINK_LLM_API_KEY`` and
        ``KGLINK_LLM_TIMEOUT`` (seconds), falling back to ``OPENAI_BASE_URL`` and
        ``OPENAI_API_KEY``. An override of None counts as not given (so CLI options
        that were not passed fall through to the environment).

        Args:
            env: the environment to read (default ``os.environ``).
            **overrides: any field of :class:`LLMConfig`.

        Raises:
            ConfigError: no base URL or no model name, an unknown field, or a value that
                does not parse.
        """
        env = os.environ if env is None else env
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(overrides) - known)
        if unknown:
            raise ConfigError(f"unknown model setting(s): {', '.join(unknown)}")
        given = {name: value for name, value in overrides.items() if value is not None}
        values: dict[str, Any] = {
            "base_url": _first(env, "KGLINK_LLM_BASE_URL", "OPENAI_BASE_URL"),
            "model": _first(env, "KGLINK_LLM_MODEL"),
            "api_key": _first(env, "KGLINK_LLM_API_KEY", "OPENAI_API_KEY") or NO_KEY,
        }
        timeout = _first(env, "KGLINK_LLM_TIMEOUT")
        if timeout is not None:
            try:
                values["timeout"] = float(timeout)
            except ValueError as exc:
                raise ConfigError(f"KGLINK_LLM_TIMEOUT must be a number of seconds, got {timeout!r}") from exc
        values.update(given)
        if not values.get("base_url"):
            raise ConfigError(
                "no model endpoint: pass --llm-base-url or set KGLINK_LLM_BASE_URL (or OPENAI_BASE_URL)"
            )
        if not values.get("model"):
            raise ConfigError("no model name: pass --llm-model or set KGLINK_LLM_MODEL")
        return cls(**values)

    def with_(self, **changes: Any) -> LLMConfig:
        """A copy with some fields changed."""
        return replace(self, **changes)


def _first(env: Mapping[str, str], *names: str) -> str | None:
    for name in names:
        value = env.get(name)
        if value is not None and value.strip():
            return value.strip()
    return None
