"""Which script a character is in, and so which language pack reads a text.

Kept apart from the packs and from :mod:`kglink.linking` so both can use it: the
normaliser needs it, and the packs are looked up by it.
"""

from __future__ import annotations

import re


def is_cjk(char: str) -> bool:
    """True for Han ideographs, kana, hangul and CJK punctuation: script without spaces."""
    code = ord(char)
    return (
        0x2E80 <= code <= 0x9FFF
        or 0xAC00 <= code <= 0xD7AF
        or 0xF900 <= code <= 0xFAFF
        or 0xFE30 <= code <= 0xFE4F
        or 0x20000 <= code <= 0x2FA1F
    )


# The ranges of is_cjk, for a search in C over a whole text (asked of every text many times a turn).
_CJK = re.compile("[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\U00020000-\U0002fa1f]")


def has_cjk(text: str) -> bool:
    """Whether any character of the text is one :func:`is_cjk` accepts."""
    return _CJK.search(text) is not None


def language_of(text: str) -> str:
    """"zh" when the text has any CJK character (see :func:`is_cjk`), else "en"."""
    return "zh" if _CJK.search(text) else "en"
