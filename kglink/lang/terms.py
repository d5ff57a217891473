"""Content terms of a text, for comparing what a turn says with what an entity is about.

Latin words (lower-cased, a plural or verb ending taken off) and, for scripts written
without spaces, runs of two characters (one character alone is rarely a topic); whatever a language pack lists as carrying no
topic of its own (stop words, function characters) is left out. Every pack's lists apply
to every text: a Chinese turn may carry English words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from kglink.lang import PACKS

_LATIN = re.compile(r"[a-z][a-z0-9'-]*[a-z0-9]|[a-z]")
_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_STOP = frozenset().union(*(pack.stop_words for pack in PACKS.values()))
_FUNCTION = frozenset().union(*(pack.function_chars for pack in PACKS.values()))
#: Latin words shorter than this say too little ("am", "pm", "x").
MIN_WORD = 3


def is_stop_word(word: str) -> bool:
    """Whether a word carries no topic of its own in any language pack ("and", "the")."""
    return word.casefold() in _STOP


def _stem(word: str) -> str:
    """"hotels" -> "hotel", "booked" -> "book", "parking" -> "park": enough to match a
    word with its inflections, not a real stemmer."""
    for suffix in ("ing", "ies", "es", "ed", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word


@lru_cache(maxsize=65536)
def content_terms(text: str) -> frozenset[str]:
    """The content terms of ``text`` (see the module doc)."""
    folded = text.casefold()
    terms: set[str] = set()
    for word in _LATIN.findall(folded):
        word = word.strip("'-")
        if len(word) >= MIN_WORD and word not in _STOP and not word.isdigit():
            terms.add(_stem(word.removesuffix("'s")))
    for run in _CJK_RUN.findall(folded):
        for index in range(len(run) - 1):
            pair = run[index:index + 2]
            if pair[0] not in _FUNCTION and pair[1] not in _FUNCTION:
                terms.add(pair)
    return frozenset(terms)
