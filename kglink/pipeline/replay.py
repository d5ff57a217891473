"""Turning a framework's chat history into a kglink conversation.

Frameworks (LangChain, LlamaIndex, a web service) hold the chat history themselves and
pass it with each question. :class:`ConversationReplay` replays that history through a
:class:`~kglink.pipeline.PipelineSession` (user turns asked, answers observed) and then asks
the question, so the result is exactly what a live session would have given. Sessions are
snapshotted (as JSON) after each question and found again by the history that leads to
them, so a conversation that grows by one exchange per call replays one exchange, not the
whole history. Snapshots are immutable strings: one replay object serves many threads.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
import threading
from collections import OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal

from kglink.errors import InputError

if TYPE_CHECKING:
    from kglink.pipeline.pipeline import Pipeline, PipelineSession
    from kglink.pipeline.result import AskResult

logger = logging.getLogger(__name__)

Role = Literal["user", "assistant"]
DEFAULT_CACHE_SIZE = 128

_USER_ROLES = frozenset({"user", "human"})
_ASSISTANT_ROLES = frozenset({"assistant", "ai", "model", "bot"})
_SKIPPED_ROLES = frozenset({"system", "developer", "tool", "function", "chatbot_system"})


def message_role_text(message: Any) -> tuple[Role, str] | None:
    """``(role, text)`` of one chat message, or None for a message that is not a turn of
    the conversation (system, tool).

    Accepts ``(role, text)`` pairs, ``{"role", "content"}`` dicts, LangChain messages
    (``.type`` "human" / "ai") and LlamaIndex ``ChatMessage`` (``.role`` user / assistant),
    without importing either framework.

    Raises:
        InputError: a message of an unknown form or role.
    """
    if isinstance(message, (tuple, list)) and len(message) == 2:
        role, content = message
    elif isinstance(message, Mapping):
        role, content = message.get("role"), message.get("content")
    elif hasattr(message, "type") and hasattr(message, "content") and isinstance(getattr(message, "type"), str):
        role, content = message.type, message.content
    elif hasattr(message, "role") and hasattr(message, "content"):
        role = getattr(message.role, "value", message.role)
        content = message.content
    else:
        raise InputError(f"not a chat message: {message!r}")
    role = str(role).lower()
    text = _text_of(content)
    if role in _USER_ROLES:
        return "user", text
    if role in _ASSISTANT_ROLES:
        return "assistant", text
    if role in _SKIPPED_ROLES:
        return None
    raise InputError(f"unknown chat role {role!r}: expected user/human or assistant/ai")


def normalise_history(messages: Iterable[Any] | None) -> list[tuple[Role, str]]:
    """The user and assistant turns of a chat history, in order."""
    turns: list[tuple[Role, str]] = []
    for message in messages or ():
        pair = message_role_text(message)
        if pair is not None and pair[1].strip():
            turns.append(pair)
    return turns


def _text_of(content: Any) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, Sequence):
        # Multi-part content (LangChain content blocks): the text parts.
        parts = []
        for part in content:
            if isinstance(part, str):
                parts.append(part)
            elif isinstance(part, Mapping) and part.get("type") == "text":
                parts.append(str(part.get("text", "")))
        return "".join(parts)
    return str(content)


def _step(key: bytes, role: str, text: str) -> bytes:
    return hashlib.blake2b(key + role.encode() + b"\x1f" + text.encode("utf-8") + b"\x1e", digest_size=16).digest()


class ConversationReplay:
    """Answer a question in the context of a chat history held elsewhere.

    Args:
        pipeline: the pipeline.
        cache_size: how many session snapshots to keep (least recently used go first).
        now: the date new sessions resolve relative times with.

    Example:
        >>> replay = ConversationReplay(pipeline)  # doctest: +SKIP
        >>> history = [("user", "你们的企业版多少钱"), ("assistant", "每年12万元起。")]  # doctest: +SKIP
        >>> replay.ask("那它支持私有化部署吗", history).queries  # doctest: +SKIP
        ('企业版支持私有化部署吗',)
    """

    def __init__(self, pipeline: Pipeline, *, cache_size: int = DEFAULT_CACHE_SIZE, now: dt.date | None = None) -> None:
        self.pipeline = pipeline
        self.cache_size = max(cache_size, 0)
        self.now = now
        self._lock = threading.Lock()
        self._snapshots: OrderedDict[bytes, str] = OrderedDict()

    def session(self, history: Iterable[Any] | None) -> PipelineSession:
        """A session in the state the history leaves it in (a fresh, private object)."""
        turns = normalise_history(history)
        keys = [b""]
        for role, text in turns:
            keys.append(_step(keys[-1], role, text))
        start, snapshot = 0, None
        with self._lock:
            for position in range(len(turns), 0, -1):
                found = self._snapshots.get(keys[position])
                if found is not None:
                    self._snapshots.move_to_end(keys[position])
                    start, snapshot = position, found
                    break
        if snapshot is not None:
            session = self.pipeline.session_from_json(snapshot)
        else:
            session = self.pipeline.session(self.now, session_id="replay")
        for role, text in turns[start:]:
            if role == "user":
                session.retrieve(text)
            else:
                session.observe_assistant(text)
        if len(turns) > start:
            self._store(keys[-1], session)
        logger.debug("replayed %d of %d messages", len(turns) - start, len(turns))
        return session

    def ask(self, text: str, history: Iterable[Any] | None = None) -> AskResult:
        """Ask ``text`` after ``history``; the same result a live session gives."""
        turns = normalise_history(history)
        session = self.session(turns)
        result = session.retrieve(text)
        key = b""
        for role, said in [*turns, ("user", text)]:
            key = _step(key, role, said)
        self._store(key, session)
        return result

    def _store(self, key: bytes, session: PipelineSession) -> None:
        if not self.cache_size:
            return
        snapshot = session.to_json()
        with self._lock:
            self._snapshots[key] = snapshot
            self._snapshots.move_to_end(key)
            while len(self._snapshots) > self.cache_size:
                self._snapshots.popitem(last=False)

