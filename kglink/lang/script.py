"""Which script a character is in, and so which language pack reads a text.

Kept apart from the packs and from :mod:`kglink.linking` so both can use it: the
normaliser needs it, and the packs are looked up by it.
"""

from __future__ import annotations


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


def language_of(text: str) -> str:
    """"zh" when the text has any CJK character, else "en"."""
    return "zh" if any(is_cjk(char) for char in text) else "en"
