"""Text for a terminal: what a user or a document wrote is shown, never obeyed.

An utterance, a label or a chunk of a document can hold terminal escape sequences
("\\x1b[2J" clears the screen, OSC 8 makes links, OSC 52 writes the clipboard) or
bidirectional overrides that reorder what is shown. Commands that print such text pass it
through :func:`printable`, which writes every control character as an escape instead.
"""

from __future__ import annotations

import logging
import re

logger = logging.getLogger(__name__)

# C0 and C1 controls (tab and newline included: every field prints on one line), DEL,
# and the Unicode bidirectional embeddings, overrides and isolates.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: object) -> str:
    """``text`` with every control character written as ``\\xNN`` / ``\\uNNNN``."""
    return _CONTROL.sub(_escape, str(text))


_USERINFO = re.compile(r"(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*://)(?P<user>[^/@\s:]*):(?P<password>[^@\s/]*)@")


def redact(text: str) -> str:
    """``scheme://user:password@host`` -> ``scheme://user:***@host`` (a password given in
    a URI option must not end up in an error message or a log)."""
    return _USERINFO.sub(lambda m: f"{m['scheme']}{m['user']}:***@", text)
