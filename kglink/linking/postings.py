"""Posting lists of the fuzzy index, packed in integer arrays.

A compiled ontology stores the fuzzy index's blocking keys with their postings; reloading
must not build a Python object per posting, and, for the many Latin keys, not one per
key either:

* :class:`Postings`: string keys (the CJK bigrams, some 50k at a million triples) in a
  dict of slots over two integer arrays.
* :class:`CodedPostings`: keys known only by a stable 32-bit code. The Latin keys (a
  word and each of its one-deletion variants) number ~750k at a million triples; as
  strings in a dict they cost a third of a second on every reload, and memory. Codes
  are one sorted array, searched with numpy. Two keys may share a code: a lookup then
  also returns the other key's postings. That is harmless for a blocking index: a
  candidate is only a phrase to score, and it matches only if it is similar enough.
  Blocking may find more this way, never less.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, KeysView, Mapping, Sequence
from itertools import accumulate, chain
from typing import Any
from zlib import crc32

import numpy as np


class Postings(Mapping[str, Sequence[int]]):
    """Key -> posting list, packed in two integer arrays.

    ``postings[key]`` is a slice of the flat array (iterable ints, like the lists of a
    freshly built index).
    """

    __slots__ = ("_slots", "_offsets", "_flat")

    def __init__(self, keys: Sequence[str], offsets: array, flat: array) -> None:
        if len(offsets) != len(keys) + 1 or (len(keys) and offsets[-1] != len(flat)):
            raise ValueError("posting offsets do not match the keys")
        self._slots = dict(zip(keys, range(len(keys))))
        self._offsets = offsets
        self._flat = flat

    @classmethod
    def of(cls, mapping: Mapping[str, Sequence[int]]) -> Postings:
        """Pack a mapping (a Postings is returned as it is)."""
        if isinstance(mapping, Postings):
            return mapping
        return cls(*pack_postings(mapping))

    @property
    def flat(self) -> array:
        """Every posting, key after key."""
        return self._flat

    def parts(self) -> tuple[list[str], array, array]:
        """(keys, offsets, flat), as :meth:`__init__` takes them."""
        return list(self._slots), self._offsets, self._flat

    def get(self, key: object, default: Any = None) -> Any:
        slot = self._slots.get(key)  # type: ignore[call-overload]
        if slot is None:
            return default
        return self._flat[self._offsets[slot] : self._offsets[slot + 1]]

    def __getitem__(self, key: str) -> Sequence[int]:
        slot = self._slots[key]
        return self._flat[self._offsets[slot] : self._offsets[slot + 1]]

    def __contains__(self, key: object) -> bool:
        return key in self._slots

    def keys(self) -> KeysView[str]:  # type: ignore[override]
        return self._slots.keys()

    def __iter__(self) -> Iterator[str]:
        return iter(self._slots)

    def __len__(self) -> int:
        return len(self._slots)


def pack_postings(mapping: Mapping[str, Sequence[int]]) -> tuple[list[str], array, array]:
    """(keys, offsets, flat) of a key -> postings mapping, as :class:`Postings` takes them."""
    if isinstance(mapping, Postings):
        return mapping.parts()
    values = list(mapping.values())
    offsets = array("q", accumulate(map(len, values), initial=0))
    return list(mapping), offsets, array("q", chain.from_iterable(values))


def key_code(key: str) -> int:
    """The stable code of a key: CRC-32 of its UTF-8 (Python's ``hash`` of a string
    changes from one process to the next)."""
    return crc32(key.encode("utf-8"))


class CodedPostings:
    """Key -> posting list, where a key is known only by its :func:`key_code`.

    Example:
        >>> postings = CodedPostings.build(["plus", "pus", "plus"], [7, 7, 9])
        >>> postings.find(["plus", "pus"])
        [7, 9]
    """

    __slots__ = ("_codes", "_sorted", "_offsets", "_flat")

    def __init__(self, codes: array, offsets: array, flat: array) -> None:
        """``codes``: the distinct codes, ascending; ``offsets``: where each code's
        postings begin in ``flat``, and the end of the last.

        Raises:
            ValueError: arrays that do not fit together.
        """
        if len(offsets) != len(codes) + 1 or offsets[0] != 0 or offsets[-1] != len(flat):
            raise ValueError("posting offsets do not match the codes")
        self._sorted = np.frombuffer(codes, dtype=np.int64) if len(codes) else np.zeros(0, dtype=np.int64)
        if len(self._sorted) > 1 and not bool(np.all(self._sorted[1:] > self._sorted[:-1])):
            raise ValueError("posting codes are not distinct and ascending")
        self._codes = codes
        self._offsets = offsets
        self._flat = flat

    @classmethod
    def build(cls, keys: Sequence[str], postings: Sequence[int]) -> CodedPostings:
        """Postings from parallel lists: ``postings[i]`` is filed under ``keys[i]``.
        A code's postings keep the order they are given in."""
        if len(keys) != len(postings):
            raise ValueError("keys and postings differ in length")
        # key_code, mapped in C: no Python frame per key (a million at a million triples).
        codes = np.fromiter(map(crc32, map(str.encode, keys)), dtype=np.int64, count=len(keys))
        order = np.argsort(codes, kind="stable")
        codes = codes[order]
        flat = np.asarray(postings, dtype=np.int64).reshape(-1)[order]
        starts = np.flatnonzero(np.r_[True, codes[1:] != codes[:-1]]) if len(codes) else order
        return cls(_ints(codes[starts]), _ints(np.r_[starts, len(codes)]), _ints(flat))

    def parts(self) -> tuple[array, array, array]:
        """(codes, offsets, flat), as :meth:`__init__` takes them."""
        return self._codes, self._offsets, self._flat

    def find(self, keys: Sequence[str]) -> list[int]:
        """The postings filed under any of ``keys`` (or under a key of the same code),
        each once, in the order of the keys."""
        if not len(self._codes) or not keys:
            return []
        wanted = list(map(crc32, map(str.encode, keys)))  # key_code, in C
        slots = self._sorted.searchsorted(wanted).tolist()
        codes, offsets, flat = self._codes, self._offsets, self._flat
        size = len(codes)
        found: dict[int, None] = {}
        for slot, code in zip(slots, wanted):
            if slot < size and codes[slot] == code:
                found.update(dict.fromkeys(flat[offsets[slot] : offsets[slot + 1]]))
        return list(found)

    def __len__(self) -> int:
        """Distinct codes."""
        return len(self._codes)


def _ints(values: np.ndarray) -> array:
    """A numpy integer array as an ``array("q")`` (whose items index fast, one at a time)."""
    out = array("q")
    out.frombytes(values.astype(np.int64).tobytes())
    return out
