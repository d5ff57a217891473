"""Normalisation: a table of the variants it folds, and its invariants."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kglink.lang.normalize import _normalize_general, is_cjk, is_word_char, normalize, normalize_with_offsets


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # full width letters, digits and punctuation
        ("ＡＢＣ１２３", "abc123"),
        ("产品Ａ", "产品a"),
        ("你好，世界！", "你好,世界!"),
        # case
        ("Anxinbao PLUS", "anxinbao plus"),
        ("Straße", "strasse"),
        # dashes
        ("A–B—C−D‐E", "a-b-c-d-e"),
        ("２０２４－０７", "2024-07"),
        # quotes
        ("“产品A”", '"产品a"'),
        ("‘core’", "'core'"),
        ("「安心宝」", '"安心宝"'),
        # whitespace: runs collapse, ends are trimmed, tabs and ideographic spaces fold
        ("  HR \t  system\n", "hr system"),
        ("a\u3000b", "a b"),
        ("a\u00a0b", "a b"),
        # CJK spacing: a space next to a CJK character is dropped
        ("华东 区", "华东区"),
        ("产品 A", "产品a"),
        ("A 产品线", "a产品线"),
        ("Product A", "product a"),
        # combining marks compose (NFKC)
        ("Cafe\u0301", "café"),
        ("café", "café"),
        # compatibility forms
        ("ﬁnance", "finance"),
        ("①号", "1号"),
        ("", ""),
    ],
)
def test_normalize_table(text: str, expected: str) -> None:
    assert normalize(text) == expected
    assert normalize_with_offsets(text)[0] == expected


@pytest.mark.parametrize(
    ("text", "offsets"),
    [
        ("ab", [0, 1]),
        (" ab ", [1, 2]),
        ("a  b", [0, 1, 3]),
        ("华东 区", [0, 1, 3]),
        ("ß", [0, 0]),
        ("e\u0301x", [0, 2]),
    ],
)
def test_offsets_table(text: str, offsets: list[int]) -> None:
    assert normalize_with_offsets(text)[1] == offsets


@pytest.mark.parametrize(
    ("char", "cjk", "word"),
    [("华", True, False), ("a", False, True), ("7", False, True), ("、", True, False), ("é", False, True), (" ", False, False), ("-", False, False)],
)
def test_character_classes(char: str, cjk: bool, word: bool) -> None:
    assert is_cjk(char) is cjk
    assert is_word_char(char) is word


# Characters that exercise every branch: CJK, full width, case, dashes, quotes, spaces,
# combining marks, expansions (ß, ﬁ), compatibility forms, control characters.
_TRICKY = st.sampled_from(
    list("aAｂＢ zZ9 　\t\nßİ\u0301\u0308\u00a8e中文华东区・·—–-“”\"'’，,ǰ\u1100\u1161가ﬁ①㈠\u3000\x1c\x00\u0345ΐΣσς")
)
_TEXT = st.one_of(st.text(max_size=30), st.lists(_TRICKY, max_size=20).map("".join))


@settings(max_examples=400)
@given(_TEXT)
def test_normalize_is_idempotent(text: str) -> None:
    once = normalize(text)
    assert normalize(once) == once


@settings(max_examples=400)
@given(_TEXT)
def test_offsets_cover_the_normal_form_and_never_go_back(text: str) -> None:
    norm, offsets = normalize_with_offsets(text)
    assert norm == normalize(text)
    assert len(offsets) == len(norm)
    assert all(0 <= index < len(text) for index in offsets)
    assert all(a <= b for a, b in zip(offsets, offsets[1:]))


@settings(max_examples=400)
@given(_TEXT)
def test_fast_path_agrees_with_the_general_path(text: str) -> None:
    assert normalize_with_offsets(text) == _normalize_general(text)


# ASCII text takes its own fast path (a byte table); control characters, every kind of
# ASCII whitespace and NUL exercise its fallbacks.
_ASCII_TRICKY = st.sampled_from(list("aZ9 -_\t\n\r\x0b\x0c\x1c\x1f\x00\x7f\"'"))
_ASCII_TEXT = st.one_of(
    st.text(alphabet=st.characters(max_codepoint=127), max_size=30),
    st.lists(_ASCII_TRICKY, max_size=20).map("".join),
)


@settings(max_examples=600)
@given(_ASCII_TEXT)
def test_ascii_fast_path_agrees_with_the_general_path(text: str) -> None:
    assert normalize_with_offsets(text) == _normalize_general(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("HR  System", ("hr system", [0, 1, 2, 4, 5, 6, 7, 8, 9])),
        (" HR", ("hr", [1, 2])),
        ("HR\t", ("hr", [0, 1])),
        ("A\x1cB", ("a b", [0, 1, 2])),
        ("a\x00b", ("a\x00b", [0, 1, 2])),
    ],
)
def test_ascii_spaces_and_controls(text: str, expected: tuple[str, list[int]]) -> None:
    assert normalize_with_offsets(text) == expected


@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=12))
@settings(max_examples=300, deadline=None)
def test_a_text_is_read_as_chinese_when_a_character_of_it_is_cjk(text: str) -> None:
    from kglink.lang.script import language_of

    assert language_of(text) == ("zh" if any(is_cjk(char) for char in text) else "en")
    assert language_of(f"order {text}東") == "zh"
