"""The ordinary words of a language: whether a word in small letters is one of them.

A word no name, no document and no dictionary of the language has, and that is no typing
slip of a dictionary word, is most likely a name the knowledge base does not hold ("would
zentrova be a threat", "the tariff with brackmoor power"): users type names in small
letters too. The word list of a language is a file of ``kglink/lang`` named by its pack
(``LanguagePack.lexicon``); it keeps the base forms, and the pack's ``inflections`` (a
suffix and what replaces it) lead an inflected word back to one. Read once, when first
needed.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from kglink.lang.base import LanguagePack

_HERE = Path(__file__).parent
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


class Lexicon:
    """A set of base forms in small letters, and the suffix rules that lead to them."""

    __slots__ = ("_words", "_inflections")

    def __init__(self, words: frozenset[str], inflections: tuple[tuple[str, str], ...]) -> None:
        self._words = words
        self._inflections = inflections

    @classmethod
    def read(cls, path: Path, inflections: tuple[tuple[str, str], ...]) -> Lexicon:
        lines = path.read_text(encoding="utf-8").splitlines()
        return cls(frozenset(line for line in lines if line and not line.startswith("#")), inflections)

    def __len__(self) -> int:
        return len(self._words)

    def knows(self, word: str) -> bool:
        """Whether ``word`` (small letters) is a word of the list or an inflection of one
        ("threats", "penalised"; "whats" is the list's "what's", kept without apostrophe)."""
        if word in self._words:
            return True
        return any(
            word.endswith(suffix) and len(word) > len(suffix) and word[: len(word) - len(suffix)] + base in self._words
            for suffix, base in self._inflections
        )

    def slip_of(self, word: str) -> bool:
        """Whether ``word`` is one typing slip (a letter left out, added, changed, or two
        swapped) away from a word the list knows: "adress", "restuarant", "palces".

        The first letter stays as typed (only swapped with the second, "hte"): slips there
        are rare, and a name is a letter off a word there as often as anywhere ("tarrant",
        "warrant"; "pellow", "yellow"), which would hide it."""
        splits = [(word[:at], word[at:]) for at in range(1, len(word) + 1)]
        edits = {head + tail[1:] for head, tail in splits if tail}
        edits |= {head + tail[1] + tail[0] + tail[2:] for head, tail in [("", word), *splits] if len(tail) > 1}
        edits |= {head + letter + tail[1:] for head, tail in splits if tail for letter in _LETTERS}
        edits |= {head + letter + tail for head, tail in splits for letter in _LETTERS}
        edits.discard(word)
        return any(self.knows(edit) for edit in edits)


def lexicon_of(pack: LanguagePack) -> Lexicon | None:
    """The pack's word list, or None when it names none."""
    return _read(pack.lexicon, pack.inflections) if pack.lexicon else None


@lru_cache(maxsize=4)
def _read(name: str, inflections: tuple[tuple[str, str], ...]) -> Lexicon:
    return Lexicon.read(_HERE / name, inflections)
