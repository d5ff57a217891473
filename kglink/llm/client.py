"""The transport: one chat completion over the official ``openai`` client, errors mapped.

Any OpenAI-compatible server works (vLLM, llama.cpp, Ollama, a cloud API). Structured
output is asked for with ``response_format`` json_schema; a server that refuses it (HTTP
400 naming the response format) is asked again without, and is not asked for it again.
Every failure leaves as a :class:`ModelCallError` whose ``reason`` is one of
``timeout``, ``connection error``, ``http error`` or ``unparsable`` (a body that is not a
chat completion), so the fallback can say why.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from kglink.errors import BackendError
from kglink.llm.config import LLMConfig
from kglink.llm.parse import answer_schema

logger = logging.getLogger(__name__)

Message = Mapping[str, str]

MAX_BODY_BYTES = 1 << 20
"""The largest HTTP body read from a model server: an answer of a few queries is a few KB."""


class ModelCallError(BackendError):
    """A model call failed; ``reason`` says how (timeout, connection error, http error, unparsable)."""

    def __init__(self, reason: str, detail: str = "", *, endpoint: str | None = None) -> None:
        self.reason = reason
        self.detail = detail
        super().__init__(f"{reason}: {detail}" if detail else reason, endpoint=endpoint)


@dataclass(frozen=True, slots=True)
class ChatReply:
    """The text of the first choice, and the time the call took (ms)."""

    text: str
    call_ms: float
    response_format: str


@runtime_checkable
class ChatClient(Protocol):
    """Sends chat messages to a model and returns its text."""

    def complete(self, messages: Sequence[Message]) -> ChatReply:
        """One completion; raises :class:`ModelCallError` on any failure."""
        ...


class OpenAIChatClient:
    """:class:`ChatClient` over ``openai.OpenAI``: temperature, max tokens and timeout bounded,
    no retries (the breaker and the fallback handle failures; a retry would double the wait).

    Args:
        config: endpoint, model and bounds.
    """

    def __init__(self, config: LLMConfig) -> None:
        from kglink.extras import require

        openai = require("openai", "llm")  # here: `import kglink` stays fast without the model path

        self.config = config
        self._openai = openai
        self._client = openai.OpenAI(
            base_url=config.base_url, api_key=config.api_key, timeout=config.timeout, max_retries=0
        )
        self.response_format = config.response_format
        self._schema = answer_schema(config.max_queries)

    def complete(self, messages: Sequence[Message]) -> ChatReply:
        try:
            return self._complete(messages, self.response_format)
        except ModelCallError as exc:
            if exc.reason == "http error" and exc.detail.startswith("400") and self.response_format != "none":
                # A server without structured output: ask again in plain text, from now on.
                logger.info("%s refuses response_format %s; parsing plain text from now on",
                            self.config.base_url, self.response_format)
                self.response_format = "none"
                return self._complete(messages, "none")
            raise

    def _complete(self, messages: Sequence[Message], response_format: str) -> ChatReply:
        """One call under a total deadline of ``config.timeout`` seconds.

        The HTTP client's timeout bounds each read, so a server that drips a byte a second
        would hold a turn for as long as it likes; the call runs in a worker thread and the
        turn waits for it only until the deadline. The worker stops reading at its next
        chunk (and at the latest after one read timeout) once the turn has given up.
        """
        timeout = self.config.timeout
        started = time.perf_counter()
        deadline = time.monotonic() + timeout
        outcome: dict[str, Any] = {}
        finished = threading.Event()
        abandoned = threading.Event()

        def work() -> None:
            try:
                outcome["body"] = self._request(messages, response_format, deadline, abandoned)
            except BaseException as exc:  # noqa: BLE001 - handed to the waiting thread
                outcome["error"] = exc
            finally:
                finished.set()

        threading.Thread(target=work, name="kglink-model-call", daemon=True).start()
        if not finished.wait(timeout):
            abandoned.set()
            raise ModelCallError("timeout", f"no complete answer within {timeout:g} s", endpoint=self.config.base_url)
        if "error" in outcome:
            raise outcome["error"]
        call_ms = (time.perf_counter() - started) * 1000
        return ChatReply(_content(outcome["body"], self.config.base_url), call_ms, response_format)

    def _request(
        self, messages: Sequence[Message], response_format: str, deadline: float, abandoned: threading.Event
    ) -> str:
        """The HTTP exchange, read chunk by chunk so that it can stop at the deadline; the
        body is bounded by :data:`MAX_BODY_BYTES`."""
        openai = self._openai
        import httpx  # a dependency of openai

        extra: dict[str, Any] = {}
        if response_format == "json_schema":
            extra["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "kglink_rewrite", "schema": self._schema},
            }
        elif response_format == "json_object":
            extra["response_format"] = {"type": "json_object"}
        endpoint = self.config.base_url
        timeout = self.config.timeout
        try:
            with self._client.chat.completions.with_streaming_response.create(
                model=self.config.model,
                messages=list(messages),  # type: ignore[arg-type]
                temperature=self.config.temperature,
                max_tokens=self.config.max_tokens,
                **extra,
            ) as response:
                chunks: list[bytes] = []
                size = 0
                for chunk in response.iter_bytes():
                    if abandoned.is_set() or time.monotonic() > deadline:
                        raise ModelCallError("timeout", f"no complete answer within {timeout:g} s", endpoint=endpoint)
                    size += len(chunk)
                    if size > MAX_BODY_BYTES:
                        raise ModelCallError(
                            "unparsable", f"the answer is over {MAX_BODY_BYTES >> 10} KB", endpoint=endpoint
                        )
                    chunks.append(chunk)
                return b"".join(chunks).decode("utf-8", "replace")
        except ModelCallError:
            raise
        except (openai.APITimeoutError, httpx.TimeoutException) as exc:
            raise ModelCallError("timeout", f"no answer within {timeout:g} s", endpoint=endpoint) from exc
        except (openai.APIConnectionError, httpx.TransportError) as exc:
            raise ModelCallError("connection error", _cause(exc), endpoint=endpoint) from exc
        except openai.APIStatusError as exc:
            raise ModelCallError("http error", f"{exc.status_code} {_clip(exc.message)}", endpoint=endpoint) from exc
        except openai.OpenAIError as exc:
            raise ModelCallError("http error", _clip(str(exc)), endpoint=endpoint) from exc


def _content(body: str, endpoint: str) -> str:
    """The first choice's message content of a chat completion body."""
    try:
        data = json.loads(body)
        content = data["choices"][0]["message"]["content"]
    except (ValueError, KeyError, IndexError, TypeError) as exc:
        raise ModelCallError("unparsable", f"not a chat completion: {_clip(body)!r}", endpoint=endpoint) from exc
    if not isinstance(content, str):
        raise ModelCallError("unparsable", "the completion has no text content", endpoint=endpoint)
    return content


def _cause(exc: BaseException) -> str:
    while exc.__cause__ is not None:
        exc = exc.__cause__
    return _clip(str(exc) or type(exc).__name__)


def _clip(text: str, size: int = 120) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= size else text[:size] + "…"
