"""How Chinese text sounds: each character's Mandarin syllable, without tone.

A Chinese name is most often misspelt by the input method: another character of the same
sound ("兰溪北站" for 澜溪北站), or the sound itself typed in Latin letters where the
character would not come ("绿hua合同" for 绿化合同). Read as syllables, such a misspelling
is the name again. The table is ``zh_readings.txt`` (the first reading of every character
of the CJK Unified Ideographs and Extension A; see scripts/make_zh_readings.py), read the
first time it is needed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from kglink.lang.normalize import normalize

_TABLE = Path(__file__).with_name("zh_readings.txt")
#: The longest syllable ("zhuang", "shuang"): how far a Latin run is looked ahead.
_LONGEST = 6
#: How a pinyin ü may be typed besides "v" ("lue" for lüe).
_TYPED_U = {"lue": "lve", "nue": "nve"}
_LATIN_RUN = re.compile(r"[a-z]+")
#: The dots between the parts of a foreign name written in Chinese ("安娜·贝丽"): no
#: syllable, and no word break.
_NAME_DOTS = frozenset("·・•‧")


class Unit(NamedTuple):
    """One syllable of a text and the characters that say it (``text[start:end]``):
    a character, or a part of a run of Latin letters. ``literal`` is what was written
    (the character, or the letters), so that two readings can be told apart by spelling.
    (A named tuple: a turn makes one per character, and a tuple is made fastest.)"""

    start: int
    end: int
    sound: str
    literal: str


@lru_cache(maxsize=1)
def readings_table() -> Mapping[str, str]:
    """Character -> syllable, read once."""
    table: dict[str, str] = {}
    for line in _TABLE.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            sound, chars = line.split("\t")
            table.update(dict.fromkeys(chars, sound))
    return table


@lru_cache(maxsize=1)
def _syllables() -> frozenset[str]:
    return frozenset(readings_table().values()) | frozenset(_TYPED_U)


def _split_latin(run: str) -> list[str] | None:
    """"baojie" -> ["bao", "jie"]: the run as pinyin syllables, fewest first; None when it
    is no pinyin (an English word, a code)."""
    valid = _syllables()
    best: list[list[str] | None] = [None] * (len(run) + 1)
    best[0] = []
    for end in range(1, len(run) + 1):
        for start in range(max(0, end - _LONGEST), end):
            head = best[start]
            if head is not None and run[start:end] in valid and (
                best[end] is None or len(head) + 1 < len(best[end] or ())
            ):
                best[end] = [*head, _TYPED_U.get(run[start:end], run[start:end])]
    return best[len(run)]


def units(text: str, start: int = 0, end: int | None = None) -> list[Unit | None]:
    """The syllables of a normalized text, in order; None where a word breaks (a space,
    punctuation but the dots inside a foreign name), so that no reading runs over it. A
    digit, or Latin letters that are no pinyin, stand for themselves. ``start`` and ``end``
    read a part of the text (positions stay the text's own)."""
    table = readings_table()
    found: list[Unit | None] = []
    at, stop = start, len(text) if end is None else end
    while at < stop:
        char = text[at]
        sound = table.get(char)
        if sound is not None:
            found.append(Unit(at, at + 1, sound, char))
            at += 1
            continue
        run = _LATIN_RUN.match(text, at, stop)
        if run is not None:
            parts = _split_latin(run.group())
            if parts is None:
                found.append(Unit(run.start(), run.end(), run.group(), run.group()))
            else:
                offset = run.start()
                for part in parts:
                    found.append(Unit(run.start(), run.end(), part, run.group() if offset == run.start() else ""))
                    offset += len(part)
            at = run.end()
            continue
        if char not in _NAME_DOTS:
            found.append(Unit(at, at + 1, char, char) if char.isalnum() else None)
        at += 1
    return found


def is_chinese(char: str) -> bool:
    """Whether the character is a Chinese one the table reads."""
    return char in readings_table()


def reading(text: str) -> tuple[str, ...] | None:
    """The syllables of ``text`` (normalized first), or None when a word break is in it."""
    read = units(normalize(text))
    if any(unit is None for unit in read):
        return None
    return tuple(unit.sound for unit in read if unit is not None)


def sounds_alike(text: str, name: str) -> bool:
    """Whether ``text`` is read as ``name`` is, syllable for syllable, and is Chinese."""
    if not any(sound is not None for sound in map(readings_table().get, normalize(name))):
        return False
    said = reading(text)
    return said is not None and said == reading(name)
