"""First-character gates: a gated pattern matches exactly what the pattern matches."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import kglink.lang  # noqa: F401  (the packs, gated as they are built)
from kglink.lang.gate import _GATES, gated


def _found(pattern: re.Pattern[str], text: str) -> list[tuple[tuple[int, int], tuple[str | None, ...]]]:
    return [(m.span(), m.groups()) for m in pattern.finditer(text)]


@pytest.mark.parametrize(
    ("pattern", "gate"),
    [
        (re.compile(r"\b(it|its|they|he|she)\b", re.IGNORECASE), "[hist]"),
        (re.compile(r"(?<![A-Za-z])(?:last|next)\s+month"), "[ln]"),
        (re.compile(r"(?:这|那|(?<!日)本)(?:一)?[个家]"), "[本这那]"),
        (re.compile(r"(?:the\s+)?(first|second)"), "[fst]"),
        (re.compile(r"\b[a-c]x|\bq+y", re.IGNORECASE), "[a-cq]"),
    ],
)
def test_a_pattern_with_no_quick_start_gets_a_gate_for_its_first_characters(pattern: re.Pattern[str], gate: str) -> None:
    made = gated(pattern)
    assert made is not pattern and made.pattern.startswith(f"(?={gate})")
    assert made.groupindex == pattern.groupindex and made.groups == pattern.groups


@pytest.mark.parametrize(
    "pattern",
    [
        re.compile(r"a?\b"),  # can match nothing at all
        re.compile(r"\b.x"),  # any character
        re.compile(r"\b[^a]x"),  # all but some
        re.compile(r"\b\dx"),  # a category
        re.compile(r"\b(?i:x)y"),  # flags changed inside
        re.compile(r"^\s*(?:ok|so)\b"),  # anchored: tried once already
        re.compile(r"hello|help"),  # a literal start the engine scans by itself
        re.compile(r"[这那]个"),
    ],
)
def test_a_pattern_the_reading_is_unsure_of_or_the_engine_scans_quickly_is_left_alone(pattern: re.Pattern[str]) -> None:
    assert gated(pattern) is pattern


def test_gating_twice_gates_once() -> None:
    made = gated(re.compile(r"\b(?:foo|bar)\b", re.IGNORECASE))
    assert gated(made) is made


_ALPHABET = "itsheyITSHEY abcmnolrq'-.,?ſİıK这那本个家一上下月年第3"
_PAIRS = sorted(((original, made) for original, made in _GATES.items() if made is not original), key=lambda p: p[0].pattern)


def test_the_packs_patterns_are_gated() -> None:
    assert len(_PAIRS) > 50


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=_ALPHABET, max_size=40))
def test_a_gated_pack_pattern_finds_what_the_pattern_finds(text: str) -> None:
    for original, made in _PAIRS:
        assert _found(made, text) == _found(original, text), original.pattern
        for pos in range(0, len(text) + 1, 3):
            expected = original.match(text, pos)
            got = made.match(text, pos)
            assert (got and (got.span(), got.groups())) == (expected and (expected.span(), expected.groups()))
