"""Text normalisation shared by the ontology, the alias index, the documents and the evaluation.

One function decides when two surface forms are "the same": Unicode NFKC (which also
folds full-width Latin letters, digits and punctuation to half width), case folding,
dash and quote variants, and whitespace (runs collapse to one space; a space next to a
CJK character is dropped, since Chinese text is not written with spaces). It is
idempotent: ``normalize(normalize(s)) == normalize(s)``.

:func:`normalize_with_offsets` also returns, for each character of the normal form, the
index of the original character it came from, so a match found in normalised text maps
back to a span of the user's words.

It sits here, beside :mod:`kglink.lang.script`, below both :mod:`kglink.ontology` (lint,
statistics) and :mod:`kglink.linking`, so neither package has to import the other for it;
:mod:`kglink.linking.normalize` re-exports it for the callers that read it there.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from kglink.lang.script import is_cjk, language_of  # noqa: F401  (re-exported: callers read them here)

_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2e3a\u2e3b\ufe58\ufe63\uff0d"
_DOUBLE_QUOTES = "\u201c\u201d\u201e\u201f\u00ab\u00bb\u300c\u300d\u300e\u300f"
_SINGLE_QUOTES = "\u2018\u2019\u201a\u201b\u2032"
_MIDDLE_DOTS = "\u00b7\u2022\u2027\u30fb\uff65\u2219"

_PUNCTUATION_MAP = {
    **{c: "-" for c in _DASHES},
    **{c: '"' for c in _DOUBLE_QUOTES},
    **{c: "'" for c in _SINGLE_QUOTES},
    **{c: "\u00b7" for c in _MIDDLE_DOTS},
}


def is_word_char(char: str) -> bool:
    """True for characters that glue into a word with their neighbours (Latin letters, digits)."""
    return char.isalnum() and not is_cjk(char)


@lru_cache(maxsize=65536)
def _fold_cluster(cluster: str) -> str:
    """Normal form of one base character with its combining marks."""
    folded = unicodedata.normalize("NFKC", cluster)
    folded = unicodedata.normalize("NFKC", folded.casefold())
    out = []
    for char in folded:
        if char.isspace():
            out.append(" ")
        else:
            out.append(_PUNCTUATION_MAP.get(char, char))
    return "".join(out)


def _clusters(text: str) -> list[tuple[int, str]]:
    """Split text into (start index, base character + following combining marks)."""
    clusters: list[tuple[int, str]] = []
    for index, char in enumerate(text):
        if clusters and unicodedata.combining(char):
            start, cluster = clusters[-1]
            clusters[-1] = (start, cluster + char)
        else:
            clusters.append((index, char))
    return clusters


class _SimpleFold(dict[int, str]):
    """``str.translate`` table: a character's normal form when it folds on its own.

    A character is "simple" when it is not a combining mark and folds to exactly one
    character. Text made only of simple characters, whose spaces need no collapsing,
    normalises character by character, so ``str.translate`` (C speed) gives the normal
    form and the offsets are the identity. Anything else maps to ``_NOT_SIMPLE`` and
    sends the text down the general path. Filled lazily: one entry per character seen.
    """

    def __missing__(self, code: int) -> str:
        char = chr(code)
        folded = _fold_cluster(char)
        simple = len(folded) == 1 and not unicodedata.combining(char)
        value = folded if simple and char != _NOT_SIMPLE else _NOT_SIMPLE
        self[code] = value
        return value


_NOT_SIMPLE = "\x00"
# The ranges of is_cjk as a regular-expression character class.
CJK_CLASS = "\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\U00020000-\U0002fa1f"
# A space the general path would drop or merge: at either end, doubled, or beside CJK.
_SPACE_TO_FOLD = re.compile(f"^ | \\Z|  | (?=[{CJK_CLASS}])|(?<=[{CJK_CLASS}]) ")
_SIMPLE_FOLD = _SimpleFold()


def _ascii_fold_table() -> bytes:
    """``_SIMPLE_FOLD`` over ASCII as a ``bytes.translate`` table: every ASCII character
    folds to one ASCII character (or to ``_NOT_SIMPLE``), so ASCII text is folded by
    one byte-table pass, cheaper than a lookup per character."""
    table = bytearray(range(256))
    for code in range(128):
        folded = _SIMPLE_FOLD[code]
        if len(folded) != 1 or not folded.isascii():
            raise AssertionError(f"ASCII {code} folds to {folded!r}")  # cannot happen: see _fold_cluster
        table[code] = ord(folded)
    return bytes(table)


_ASCII_FOLD = _ascii_fold_table()


def normalize_with_offsets(text: str) -> tuple[str, list[int]]:
    """Normalise ``text`` and map each output character to its original index.

    Returns:
        The normal form, and a list as long as it whose item ``i`` is the index in
        ``text`` of the character that produced output character ``i``.
    """
    # Fast path (the alias index calls this on every turn): one C-level translate.
    if text.isascii():
        folded = text.encode("ascii").translate(_ASCII_FOLD).decode("ascii")
        # _SPACE_TO_FOLD without its CJK branches, which ASCII cannot match.
        if _NOT_SIMPLE not in folded and (
            " " not in folded or not (folded[0] == " " or folded[-1] == " " or "  " in folded)
        ):
            return folded, list(range(len(text)))
        return _normalize_general(text)
    folded = text.translate(_SIMPLE_FOLD)
    if _NOT_SIMPLE not in folded and (" " not in folded or _SPACE_TO_FOLD.search(folded) is None):
        return folded, list(range(len(text)))
    return _normalize_general(text)


def _normalize_general(text: str) -> tuple[str, list[int]]:
    """The general path of :func:`normalize_with_offsets`: cluster by cluster."""
    chars: list[str] = []
    origins: list[int] = []
    for start, cluster in _clusters(text):
        for char in _fold_cluster(cluster):
            chars.append(char)
            origins.append(start)
    # Whitespace: collapse runs, drop at the ends and beside CJK characters.
    out_chars: list[str] = []
    out_origins: list[int] = []
    length = len(chars)
    index = 0
    while index < length:
        char = chars[index]
        if char != " ":
            out_chars.append(char)
            out_origins.append(origins[index])
            index += 1
            continue
        run_end = index
        while run_end < length and chars[run_end] == " ":
            run_end += 1
        before = out_chars[-1] if out_chars else None
        after = chars[run_end] if run_end < length else None
        if before is not None and after is not None and not is_cjk(before) and not is_cjk(after):
            out_chars.append(" ")
            out_origins.append(origins[index])
        index = run_end
    return "".join(out_chars), out_origins


@lru_cache(maxsize=262144)
def normalize(text: str) -> str:
    """Return the normal form of ``text`` (see the module docstring); idempotent."""
    if text.isascii():
        # Fast path for the common case: ASCII needs only case and space folding.
        return " ".join(text.lower().split())
    return normalize_with_offsets(text)[0]
