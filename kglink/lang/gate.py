"""First-character gates: the same pattern, scanned faster.

The regular-expression engine scans a text quickly for a pattern that starts with a
literal or a character set: it jumps from one place such a character occurs to the next.
A pattern that starts with an assertion (``\\b``, a lookbehind) or, without regard to
case, with letters gets no such start: the engine tries the whole pattern at every
position of the text. The packs hold many such patterns, and every turn runs them over
its texts.

:func:`gated` puts in front of such a pattern a lookahead for the characters any of its
matches can begin with (``(?=[hist])\\b(?:it|they|he|she)\\b``): the same matches, the
same groups, a one-character test at most positions. The characters are read off the
parsed pattern, and whatever the reading cannot be sure of (a class of all but some
characters, ``.``, a backreference, flags changed inside, a pattern that can match the
empty string) leaves the pattern as it is. A pattern the engine already scans quickly is
left as it is too.
"""

from __future__ import annotations

import logging
import re
from dataclasses import fields
from typing import Any

logger = logging.getLogger(__name__)

try:  # The parser and the compiler's prefix analysis (Python 3.11+); without them, no gates.
    from re import _compiler as _sre_compiler
    from re import _constants as _sre
    from re import _parser as _sre_parser
except ImportError:  # pragma: no cover - older Pythons keep them elsewhere
    _sre_compiler = _sre = _sre_parser = None  # type: ignore[assignment]

#: Patterns already gated, and gates already made (a pack rebuilt with ``replace`` gates
#: nothing twice).
_GATES: dict[re.Pattern[str], re.Pattern[str]] = {}
_MADE: set[re.Pattern[str]] = set()


class _Unsure(Exception):
    """The first characters of the pattern cannot be told for sure."""


def gated(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """``pattern``, with a lookahead for its first characters in front when that scans faster.

    The result matches exactly what ``pattern`` matches, at the same places, with the same
    groups; it is ``pattern`` itself when no gate applies.
    """
    if pattern in _MADE:
        return pattern
    found = _GATES.get(pattern)
    if found is None:
        try:
            found = _gate(pattern)
        except (_Unsure, re.error, RecursionError, TypeError, ValueError, AttributeError):
            found = pattern
        _GATES[pattern] = found
        _MADE.add(found)
    return found


def gate_fields(value: Any) -> None:
    """Gate, in place, the patterns a frozen dataclass holds in its fields (alone or in tuples)."""
    for field in fields(value):
        held = getattr(value, field.name)
        made = _gated_in(held)
        if made is not held:
            object.__setattr__(value, field.name, made)


def _gated_in(held: Any) -> Any:
    if isinstance(held, re.Pattern):
        return gated(held)
    if type(held) is tuple and any(isinstance(item, (re.Pattern, tuple)) for item in held):
        made = tuple(_gated_in(item) for item in held)
        return held if all(a is b for a, b in zip(made, held)) else made
    return held


def _gate(pattern: re.Pattern[str]) -> re.Pattern[str]:
    if _sre_parser is None or not isinstance(pattern.pattern, str) or pattern.flags & (re.VERBOSE | re.LOCALE):
        return pattern
    parsed = _sre_parser.parse(pattern.pattern, pattern.flags)
    flags = parsed.state.flags
    if _scanned_quickly(parsed, flags):
        return pattern
    ranges, nullable = _first(list(parsed), flags)
    if nullable or not ranges:
        return pattern
    gate = "".join(
        re.escape(chr(low)) if low == high else f"{re.escape(chr(low))}-{re.escape(chr(high))}"
        for low, high in sorted(ranges)
    )
    made = re.compile(f"(?=[{gate}])(?:{pattern.pattern})", pattern.flags)
    if made.groups != pattern.groups or made.groupindex != pattern.groupindex:
        return pattern  # (cannot happen: the gate and the group capture nothing)
    return made


def _scanned_quickly(parsed: Any, flags: int) -> bool:
    """Whether the engine already has a literal or character-set start for the pattern,
    or anchors it at the beginning of the text."""
    prefix, _skip, _whole = _sre_compiler._get_literal_prefix(parsed, flags)
    if prefix or _sre_compiler._get_charset_prefix(parsed, flags):
        return True
    items = list(parsed)
    while items and items[0][0] is _sre.SUBPATTERN and items[0][1][0] is None and not any(items[0][1][1:3]):
        items = list(items[0][1][3])
    return bool(items) and items[0][0] is _sre.AT and items[0][1] in (_sre.AT_BEGINNING, _sre.AT_BEGINNING_STRING)


def _first(items: list[tuple[Any, Any]], flags: int) -> tuple[set[tuple[int, int]], bool]:
    """The code-point ranges a match of the sequence ``items`` can begin with, and whether
    it can match the empty string."""
    ranges: set[tuple[int, int]] = set()
    for op, av in items:
        if op in (_sre.AT, _sre.ASSERT, _sre.ASSERT_NOT):
            continue  # takes no character: the next item's begins the match
        found, nullable = _first_of(op, av, flags)
        ranges |= found
        if not nullable:
            return ranges, False
    return ranges, True


def _first_of(op: Any, av: Any, flags: int) -> tuple[set[tuple[int, int]], bool]:
    if op is _sre.LITERAL:
        return {(av, av)}, False
    if op is _sre.IN:
        ranges = set()
        for kind, value in av:
            if kind is _sre.LITERAL:
                ranges.add((value, value))
            elif kind is _sre.RANGE:
                ranges.add((value[0], value[1]))
            else:
                raise _Unsure  # a negated class, a category (\d, \w): not spelled out here
        return ranges, False
    if op is _sre.BRANCH:
        ranges, nullable = set(), False
        for alternative in av[1]:
            found, empty = _first(list(alternative), flags)
            ranges |= found
            nullable = nullable or empty
        return ranges, nullable
    if op is _sre.SUBPATTERN:
        _group, add_flags, del_flags, sub = av
        if add_flags or del_flags:
            raise _Unsure  # (?i:...) inside: the gate would read its letters with other flags
        return _first(list(sub), flags)
    if op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT):
        low, _high, sub = av
        found, empty = _first(list(sub), flags)
        return found, empty or low == 0
    if op is _sre.ATOMIC_GROUP:
        return _first(list(av), flags)
    raise _Unsure  # any character, a negated literal, a backreference, a conditional


__all__ = ["gate_fields", "gated"]
