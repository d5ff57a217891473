"""Reading the model's answer: ``{"queries": [...], "correction": bool, "basis": [...]}``.

Structured output (json_schema) usually gives exactly that object; other servers wrap it
in prose or a code fence, so the first JSON object in the text is taken. Anything else is
unparsable, and the turn falls back.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

logger = logging.getLogger(__name__)


def answer_schema(max_queries: int = 4) -> dict[str, Any]:
    """The JSON schema sent as ``response_format``; the same shape is checked on the way back."""
    return {
        "type": "object",
        "properties": {
            "queries": {"type": "array", "items": {"type": "string"}, "minItems": 1, "maxItems": max_queries},
            "correction": {"type": "boolean"},
            "basis": {"type": "array", "items": {"type": "string"}, "maxItems": 8},
        },
        "required": ["queries", "correction", "basis"],
        "additionalProperties": False,
    }


class UnparsableAnswer(ValueError):
    """The model's text holds no answer of the expected shape."""


@dataclass(frozen=True, slots=True)
class ModelAnswer:
    """What the model proposed for one turn.

    Attributes:
        queries: the rewritten queries, as the model wrote them.
        correction: the model thinks the user corrected an earlier turn.
        basis: the names or turns the model says it relied on.
        raw: the text the model returned.
    """

    queries: tuple[str, ...]
    correction: bool = False
    basis: tuple[str, ...] = ()
    raw: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"queries": list(self.queries), "correction": self.correction, "basis": list(self.basis), "raw": self.raw}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ModelAnswer:
        return cls(tuple(data["queries"]), bool(data.get("correction", False)), tuple(data.get("basis", ())), data.get("raw", ""))


class _Answer(BaseModel):
    # Untrusted JSON: checked field by field; unknown keys are ignored, not trusted.
    model_config = ConfigDict(extra="ignore", strict=False)

    queries: list[str]
    correction: bool = False
    basis: list[str] = []

    @field_validator("queries", "basis", mode="before")
    @classmethod
    def _one_or_many(cls, value: Any) -> Any:
        return [value] if isinstance(value, str) else value

    @field_validator("queries", "basis", mode="after")
    @classmethod
    def _strip(cls, value: list[str]) -> list[str]:
        return [item.strip() for item in value if item and item.strip()]


MAX_ANSWER_CHARS = 16_384
"""The longest model answer read: a few queries of a follow-up question fit in 1-2 KB; a
longer text is not an answer (and scanning it for JSON objects grows with its size)."""


def parse_answer(text: str | None, *, max_queries: int = 4, max_chars: int = MAX_ANSWER_CHARS) -> ModelAnswer:
    """The answer in ``text``: the whole text as JSON, else its first JSON object.

    Raises:
        UnparsableAnswer: no JSON object with a ``queries`` list of strings is found, or
            the text is longer than ``max_chars``.
    """
    if not text or not text.strip():
        raise UnparsableAnswer("empty answer")
    if len(text) > max_chars:
        raise UnparsableAnswer(f"answer too long: {len(text)} characters, at most {max_chars}")
    data = _first_object(text)
    if data is None:
        raise UnparsableAnswer(f"no JSON object in {_clip(text)!r}")
    try:
        answer = _Answer.model_validate(data)
    except ValidationError as exc:
        problem = exc.errors()[0]
        where = ".".join(str(part) for part in problem.get("loc", ())) or "answer"
        raise UnparsableAnswer(f"{where}: {problem.get('msg', 'invalid')}") from exc
    queries = tuple(dict.fromkeys(answer.queries))[:max_queries]
    return ModelAnswer(queries, answer.correction, tuple(answer.basis), text)


def _first_object(text: str) -> dict[str, Any] | None:
    stripped = text.strip()
    try:
        whole = json.loads(stripped)
    except (json.JSONDecodeError, RecursionError):
        whole = None
    if isinstance(whole, dict):
        return whole
    decoder = json.JSONDecoder()
    start = stripped.find("{")
    while start >= 0:
        try:
            value, _end = decoder.raw_decode(stripped, start)
        except (json.JSONDecodeError, RecursionError):
            value = None
        if isinstance(value, dict) and "queries" in value:
            return value
        start = stripped.find("{", start + 1)
    return None


def _clip(text: str, size: int = 60) -> str:
    return text if len(text) <= size else text[:size] + "…"
