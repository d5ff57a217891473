"""Names written in Chinese, found by how they sound.

The input method's misspellings keep the sound and change the character: "兰溪北站" for
澜溪北站, "成客码" for 乘客码, or leave the sound in Latin letters, "绿hua合同" for
绿化合同. A span of the text read syllable for syllable as a name (``kglink.lang.readings``)
and written as it in all but a few characters is that name misspelt. Few of the
characters may differ (one in four, at least one), and most must be the name's own: two
different words that happen to sound alike are not a misspelling of each other. A span of
three syllables is taken only where a word may begin (not straight after another Chinese
character): "安排餐厅" holds the sound of a restaurant called 派餐厅, but 排 ends 安排.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from kglink.lang.readings import Unit, is_chinese, readings_table, units

#: Two Chinese characters, anywhere: fewer read as no name (a quick test, in C).
_TWO_CHINESE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff].*?[\u3400-\u4dbf\u4e00-\u9fff]", re.S)
_LATIN = re.compile(r"[a-z]")
#: The match score of a name found by its sound: a near match, as sure as a close spelling.
SOUND_SCORE = 0.9
#: Fewer syllables than this are too many other words' sound.
MIN_SYLLABLES = 3
#: At most one character in this many may be another of the same sound (and always one).
CHARACTERS_PER_CHANGE = 4


@dataclass(frozen=True, slots=True)
class SoundHit:
    """``norm[start:end]`` sounds as the phrase ``entry`` of the index."""

    start: int
    end: int
    entry: int


class SoundIndex:
    """The phrases (normal forms) written with Chinese characters, by their syllables.

    Kept small: a phrase's syllables are stored as the hash of their string, and the
    phrase is read again only when a span of the text has that hash (a collision is then
    told apart). The first two syllables of every phrase are a gate a span must pass before
    any longer key is made, so a turn costs about a set lookup per syllable of its text.
    """

    __slots__ = ("_phrases", "_by_sound", "_heads", "_lengths")

    def __init__(
        self, phrases: Sequence[str], by_sound: dict[int, list[int]], heads: set[int], lengths: frozenset[int]
    ) -> None:
        self._phrases = phrases
        self._by_sound = by_sound
        self._heads = heads
        self._lengths = lengths

    @classmethod
    def build(cls, phrases: Sequence[str]) -> SoundIndex:
        by_sound: dict[int, list[int]] = {}
        heads: set[int] = set()
        lengths: set[int] = set()
        for entry, phrase in enumerate(phrases):
            sounds = _sounds(phrase)
            if sounds is not None:
                by_sound.setdefault(hash(" ".join(sounds)), []).append(entry)
                heads.add(hash(f"{sounds[0]} {sounds[1]}"))
                lengths.add(len(sounds))
        return cls(phrases, by_sound, heads, frozenset(lengths))

    def __len__(self) -> int:
        return sum(map(len, self._by_sound.values()))

    def search(self, norm: str, covered: Sequence[tuple[int, int]]) -> list[SoundHit]:
        """The spans of ``norm`` outside ``covered`` that sound as a phrase, longest first
        and not overlapping."""
        if not self._by_sound or _TWO_CHINESE.search(norm) is None:
            return []
        longest = max(self._lengths)
        hits: list[tuple[int, SoundHit]] = []
        for run in _free_runs(norm, covered, self._heads):
            for first in range(len(run) - MIN_SYLLABLES + 1):
                key = f"{run[first].sound} {run[first + 1].sound}"
                if hash(key) not in self._heads:
                    continue
                for last in range(first + 2, min(len(run), first + longest)):
                    key += " " + run[last].sound
                    length = last - first + 1
                    entries = self._by_sound.get(hash(key)) if length in self._lengths else None
                    if entries is None:
                        continue
                    said = run[first:last + 1]
                    start, end = said[0].start, said[-1].end
                    if _glued(norm, start, end):
                        continue
                    if length == MIN_SYLLABLES and start > 0 and is_chinese(norm[start - 1]):
                        continue
                    hits += [(length, SoundHit(start, end, entry)) for entry in entries
                             if _misspelt(said, self._phrases[entry], key)]
        hits.sort(key=lambda hit: (-hit[0], hit[1].start, hit[1].entry))
        chosen: list[SoundHit] = []
        for _length, hit in hits:
            if all(hit.end <= other.start or hit.start >= other.end or (hit.start, hit.end) == (other.start, other.end)
                   for other in chosen):
                chosen.append(hit)
        return chosen


def _sounds(phrase: str) -> list[str] | None:
    """The syllables of a phrase written mostly in Chinese characters (two at least, three
    syllables at least, no word break), else None."""
    table = readings_table()
    plain = [table.get(char) for char in phrase]
    if None not in plain:  # (most names: Chinese characters only, read without a Unit each)
        return plain if len(plain) >= MIN_SYLLABLES else None  # type: ignore[return-value]
    if len(plain) - plain.count(None) < 2:
        return None
    read = units(phrase)
    if len(read) < MIN_SYLLABLES or any(unit is None for unit in read):
        return None
    return [unit.sound for unit in read if unit is not None]


def _glued(norm: str, start: int, end: int) -> bool:
    """Whether a Latin letter touches the span ("乐享保Max" is no misspelling of 乐享宝:
    the name goes on; a digit after it is most often a date or a count: "澜溪北站8月")."""
    return (start > 0 and norm[start - 1].isascii() and norm[start - 1].isalpha()) or (
        end < len(norm) and norm[end].isascii() and norm[end].isalpha()
    )


def _free_runs(norm: str, covered: Sequence[tuple[int, int]], heads: set[int]) -> list[list[Unit]]:
    """The stretches of syllables between word breaks, outside the ``covered`` spans (the
    names matched exactly, whose characters are read no more). A stretch of characters
    only, no two of which in a row sound as a name begins, is not read further: most of
    a turn's words are no name, and a list of syllables costs a tenth of the units."""
    table = readings_table()
    runs: list[list[Unit]] = []
    cursor = 0
    for first, last in [*sorted(covered), (len(norm), len(norm))]:
        if first - cursor >= MIN_SYLLABLES and _TWO_CHINESE.search(norm, cursor, first) is not None and (
            _LATIN.search(norm, cursor, first) is not None
            or _opens_a_name([table.get(char) for char in norm[cursor:first]], heads)
        ):
            runs.append([])
            for unit in units(norm, cursor, first):
                if unit is None:
                    runs.append([])
                else:
                    runs[-1].append(unit)
        cursor = max(cursor, last)
    return [run for run in runs if len(run) >= MIN_SYLLABLES]


def _opens_a_name(sounds: list[str | None], heads: set[int]) -> bool:
    """Whether two syllables in a row are the first two of a name."""
    return any(
        first is not None and second is not None and hash(f"{first} {second}") in heads
        for first, second in zip(sounds, sounds[1:])
    )


def _misspelt(said: Sequence[Unit], phrase: str, key: str) -> bool:
    """Whether the span is the phrase written with a few characters of the same sound: the
    same syllables (not a collision of hashes), at least one character different (else
    the exact match would have found it), at most one in :data:`CHARACTERS_PER_CHANGE`
    (Latin letters for one sound or more count once), and two at least the phrase's own."""
    read = [unit for unit in units(phrase) if unit is not None]
    if " ".join(unit.sound for unit in read) != key:
        return False
    changed = {(unit.start, unit.end) for unit, own in zip(said, read) if unit.literal != own.literal}
    kept = sum(unit.literal == own.literal for unit, own in zip(said, read))
    return 0 < len(changed) <= max(1, len(said) // CHARACTERS_PER_CHANGE) and kept >= MIN_SYLLABLES - 1
