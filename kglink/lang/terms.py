"""Content terms of a text, for comparing what a turn says with what an entity is about.

Latin words (lower-cased, a plural or verb ending taken off) and, for scripts written
without spaces, runs of two characters (one character alone is rarely a topic); whatever a language pack lists as carrying no
topic of its own (stop words, function characters) is left out. Every pack's lists apply
to every text: a Chinese turn may carry English words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from kglink.lang import PACKS, registered
from kglink.lang.base import Gender

_LATIN = re.compile(r"[a-z][a-z0-9'-]*[a-z0-9]|[a-z]")
_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
#: Latin words shorter than this say too little ("am", "pm", "x").
MIN_WORD = 3
# (generation of the registered packs, their stop words, their function characters)
_LISTS: list[tuple[int, frozenset[str], frozenset[str]]] = []


def _lists() -> tuple[frozenset[str], frozenset[str]]:
    """Every registered pack's stop words and function characters; a change of the packs
    also forgets the terms worked out with the old lists."""
    if not _LISTS or _LISTS[0][0] != PACKS.generation:
        packs = registered()
        stop = frozenset().union(*(pack.stop_words for pack in packs))
        function = frozenset().union(*(pack.function_chars for pack in packs))
        _LISTS[:] = [(PACKS.generation, stop, function)]
        _content_terms.cache_clear()
    return _LISTS[0][1], _LISTS[0][2]


def is_stop_word(word: str) -> bool:
    """Whether a word carries no topic of its own in any language pack ("and", "the")."""
    return word.casefold() in _lists()[0]


def function_chars() -> frozenset[str]:
    """Every registered pack's characters that carry no topic of their own ("的", "了")."""
    return _lists()[1]


def _stem(word: str) -> str:
    """"hotels" -> "hotel", "booked" -> "book", "parking" -> "park": enough to match a
    word with its inflections, not a real stemmer."""
    for suffix in ("ing", "ies", "es", "ed", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word


def content_terms(text: str) -> frozenset[str]:
    """The content terms of ``text`` (see the module doc)."""
    _lists()
    return _content_terms(text)


@lru_cache(maxsize=65536)
def _content_terms(text: str) -> frozenset[str]:
    stop, function = _LISTS[0][1], _LISTS[0][2]
    folded = text.casefold()
    terms: set[str] = set()
    for word in _LATIN.findall(folded):
        word = word.strip("'-")
        if len(word) >= MIN_WORD and word not in stop and not word.isdigit():
            terms.add(_stem(word.removesuffix("'s")))
    for run in _CJK_RUN.findall(folded):
        for index in range(len(run) - 1):
            pair = run[index:index + 2]
            if pair[0] not in function and pair[1] not in function and pair not in stop:
                terms.add(pair)
    return frozenset(terms)


def is_glue(text: str) -> bool:
    """Whether the text between two words only joins them: spaces, or a possessive
    marker of some language ("的" of "北厂的A3线", "'s")."""
    core = text.strip()
    return not core or any(core == pack.possessive for pack in registered())


# (generation of the registered packs, per pack: its pronouns as one pattern, longest
# first so "他们" is not read as "他", and the gender each singular personal one states)
_PRONOUNS: list[tuple[int, list[tuple[re.Pattern[str], dict[str, Gender | None]]]]] = []


def genders_said(text: str) -> list[Gender]:
    """The genders the singular personal pronouns of ``text`` state, in order ("她" -> f)."""
    if not _PRONOUNS or _PRONOUNS[0][0] != PACKS.generation:
        patterns = []
        for pack in registered():
            pronouns = pack.referring.pronouns
            if not pronouns:
                continue
            alternation = "|".join(re.escape(word) for word in sorted(pronouns, key=len, reverse=True))
            edge = r"\b" if pack.spaced else ""
            pattern = re.compile(rf"{edge}(?:{alternation}){edge}", re.IGNORECASE if pack.spaced else 0)
            patterns.append((pattern, {w.lower(): p.gender if p.personal and not p.plural else None
                                       for w, p in pronouns.items()}))
        _PRONOUNS[:] = [(PACKS.generation, patterns)]
    said: list[Gender] = []
    for pattern, genders in _PRONOUNS[0][1]:
        for match in pattern.finditer(text):
            gender = genders.get(match.group(0).lower())
            if gender is not None:
                said.append(gender)
    return said
