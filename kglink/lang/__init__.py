"""Language packs, one per language, looked up by code.

Everything kglink knows about a language sits in one module here (``zh.py``, ``en.py``):
fillers, cue phrases, pronoun genders, list words, how a topic phrase is put in front of
a question. To add a language, write its module with a :class:`LanguagePack` named
``PACK`` and register it in :data:`PACKS` (or call :func:`register`); :func:`detect` says which pack reads a text.
"""

from __future__ import annotations

from kglink.errors import ConfigError
from kglink.lang import en, zh
from kglink.lang.base import (
    ConstraintWords,
    Gender,
    LanguagePack,
    Numerals,
    Pronoun,
    ReferringWords,
    TimeFamily,
    TimeWords,
    Unit,
    ValueKind,
)
from kglink.lang.script import language_of

class _Registry(dict[str, LanguagePack]):
    """The registered packs; ``generation`` changes with every change, so that the engines
    rebuild their patterns only when the set of packs changes (and check it in one step)."""

    generation = 0

    def _changed(self) -> None:
        self.generation += 1

    def __setitem__(self, code: str, pack: LanguagePack) -> None:
        super().__setitem__(code, pack)
        self._changed()

    def __delitem__(self, code: str) -> None:
        super().__delitem__(code)
        self._changed()

    def pop(self, *args):  # type: ignore[no-untyped-def, override]
        try:
            return super().pop(*args)
        finally:
            self._changed()

    def update(self, *args, **kwargs):  # type: ignore[no-untyped-def, override]
        super().update(*args, **kwargs)
        self._changed()

    def clear(self) -> None:
        super().clear()
        self._changed()

    def setdefault(self, *args):  # type: ignore[no-untyped-def, override]
        try:
            return super().setdefault(*args)
        finally:
            self._changed()

    def popitem(self):  # type: ignore[no-untyped-def, override]
        try:
            return super().popitem()
        finally:
            self._changed()


PACKS: _Registry = _Registry({zh.PACK.code: zh.PACK, en.PACK.code: en.PACK})


_REGISTERED: list[tuple[int, tuple[LanguagePack, ...]]] = []


def registered() -> tuple[LanguagePack, ...]:
    """Every registered pack, in order: the engines run each over every text (a Chinese
    turn may say "Q3", an English one "7月")."""
    if not _REGISTERED or _REGISTERED[0][0] != PACKS.generation:
        _REGISTERED[:] = [(PACKS.generation, tuple(PACKS.values()))]
    return _REGISTERED[0][1]


def register(pack: LanguagePack) -> None:
    """Add (or replace) the pack of ``pack.code``; the engines pick it up on their next call."""
    PACKS[pack.code] = pack


def unregister(code: str) -> None:
    """Remove the pack of ``code`` (a no-op when there is none)."""
    PACKS.pop(code, None)


def get_pack(code: str) -> LanguagePack:
    """The pack of a language code.

    Raises:
        ConfigError: no pack for that code.
    """
    try:
        return PACKS[code]
    except KeyError:
        raise ConfigError(f"no language pack for {code!r} (known: {', '.join(sorted(PACKS))})") from None


def detect(text: str) -> LanguagePack:
    """The pack that reads ``text``: Chinese when it has any CJK character, else English."""
    return PACKS[language_of(text)]


__all__ = [
    "ConstraintWords", "Gender", "LanguagePack", "Numerals", "PACKS", "Pronoun", "ReferringWords", "TimeFamily",
    "TimeWords", "Unit", "ValueKind", "detect", "get_pack", "register", "registered", "unregister",
]
