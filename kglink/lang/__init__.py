"""Language packs, one per language, looked up by code.

Everything kglink knows about a language sits in one module here (``zh.py``, ``en.py``):
fillers, cue phrases, pronoun genders, list words, how a topic phrase is put in front of
a question. To add a language, write its module with a :class:`LanguagePack` named
``PACK`` and register it in :data:`PACKS`; :func:`detect` says which pack reads a text.
"""

from __future__ import annotations

from kglink.errors import ConfigError
from kglink.lang import en, zh
from kglink.lang.base import Gender, LanguagePack
from kglink.linking.normalize import language_of

PACKS: dict[str, LanguagePack] = {zh.PACK.code: zh.PACK, en.PACK.code: en.PACK}


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


__all__ = ["Gender", "LanguagePack", "PACKS", "detect", "get_pack"]
