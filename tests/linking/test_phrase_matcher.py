"""PhraseMatcher: exact matching over normal forms, mapped back to the user's text."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kglink.linking.matcher import PhraseMatch, PhraseMatcher
from kglink.linking.normalize import normalize, normalize_with_offsets

PHRASES = ["HR", "HRM", "COR", "CORE", "核保规则", "自动核保规则", "产品A", "A系列产品", "A产品线", "华东区", "Anxinbao Plus", "功能", "policy"]


@pytest.fixture(scope="module")
def matcher() -> PhraseMatcher[str]:
    return PhraseMatcher.build((phrase, phrase) for phrase in PHRASES)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # ASCII word boundaries: a phrase never fires inside a word
        ("HRM系统", [("HRM", "HRM")]),
        ("HR系统和HRM", [("HR", "HR"), ("HRM", "HRM")]),
        ("the CORE team", [("CORE", "CORE")]),
        ("cor and core", [("cor", "COR"), ("core", "CORE")]),
        ("HRMS", []),
        ("CORES", []),
        ("3HR", []),
        # nested CJK phrases resolve to the longer one
        ("自动核保规则怎么配置", [("自动核保规则", "自动核保规则")]),
        ("核保规则和自动核保规则", [("核保规则", "核保规则"), ("自动核保规则", "自动核保规则")]),
        # confusable products stay apart
        ("产品A和A系列产品以及A产品线", [("产品A", "产品A"), ("A系列产品", "A系列产品"), ("A产品线", "A产品线")]),
        ("产品AB", []),
        # normalisation: full width, case, spacing, line breaks
        ("ＨＲＭ", [("ＨＲＭ", "HRM")]),
        ("华东 区的情况", [("华东 区", "华东区")]),
        ("anxinbao   PLUS?", [("anxinbao   PLUS", "Anxinbao Plus")]),
        ("这个功能的policy", [("功能", "功能"), ("policy", "policy")]),
        ("nothing here", []),
        ("", []),
    ],
)
def test_find(matcher: PhraseMatcher[str], text: str, expected: list[tuple[str, str]]) -> None:
    found = matcher.find(text)
    assert [(match.text, match.payloads[0]) for match in found] == expected
    for match in found:
        assert text[match.start : match.end] == match.text
        assert normalize(match.text) == match.phrase


def test_find_all_keeps_nested_matches(matcher: PhraseMatcher[str]) -> None:
    found = matcher.find_all("自动核保规则")
    assert [(match.start, match.end, match.payloads) for match in found] == [(0, 6, ("自动核保规则",)), (2, 6, ("核保规则",))]


def test_payloads_of_one_normal_form_are_grouped() -> None:
    matcher = PhraseMatcher.build([("星云", 1), ("星 云", 2), ("星云", 1), ("ＨＲ", 3), ("hr", 4)])
    assert len(matcher) == 2
    assert matcher.find("星云") == [PhraseMatch(0, 2, "星云", "星云", (1, 2))]
    assert matcher.payloads("Hr") == (3, 4)
    assert "HR" in matcher and "HRM" not in matcher


def test_empty_matcher_finds_nothing() -> None:
    matcher: PhraseMatcher[int] = PhraseMatcher.build([("  ", 1)])
    assert len(matcher) == 0
    assert matcher.find("anything") == []
    assert matcher.payloads("anything") == ()


def test_a_match_never_splits_an_original_character() -> None:
    # "ß" folds to "ss": the phrase "s" must not match half of it.
    matcher = PhraseMatcher.build([("s", "s"), ("strasse", "street")])
    assert [match.text for match in matcher.find("Straße")] == ["Straße"]
    assert matcher.find("ß") == []


_ALPHABET = st.sampled_from(list("HRMCOEab 产品A系列线核保规则自动华东区ＨＲ　-"))


@settings(max_examples=300)
@given(st.lists(_ALPHABET, max_size=24).map("".join))
def test_every_match_slices_to_its_phrase(text: str) -> None:
    matcher = PhraseMatcher.build((phrase, phrase) for phrase in PHRASES)
    longest = matcher.find(text)
    for match in matcher.find_all(text):
        assert normalize(text[match.start : match.end]) == match.phrase == normalize(match.payloads[0])
    # find keeps a subset of find_all that does not overlap
    assert set(longest) <= set(matcher.find_all(text))
    assert all(a.end <= b.start for a, b in zip(longest, longest[1:]))


@settings(max_examples=300)
@given(st.lists(_ALPHABET, max_size=24).map("".join), st.booleans())
def test_spans_are_the_hits_as_tuples(text: str, longest: bool) -> None:
    matcher = PhraseMatcher.build((phrase, phrase) for phrase in PHRASES)
    norm, offsets = normalize_with_offsets(text)
    expected = [
        (hit.norm_start, hit.norm_end, hit.start, hit.end, hit.entry)
        for hit in matcher.hits(text, norm, offsets, longest=longest)
    ]
    assert matcher.spans(text, norm, offsets, longest=longest) == expected
    assert [text[start:end] for _, _, start, end, _ in expected] == [
        match.text for match in (matcher.find(text) if longest else matcher.find_all(text))
    ]


def test_a_span_ends_after_the_combining_marks_of_its_last_character() -> None:
    matcher = PhraseMatcher.build([("café", 1), ("hr", 2)])
    text = "Cafe\u0301 HR"
    norm, offsets = normalize_with_offsets(text)
    assert [(start, end) for _, _, start, end, _ in matcher.spans(text, norm, offsets)] == [(0, 5), (6, 8)]
    assert [match.text for match in matcher.find(text)] == ["Cafe\u0301", "HR"]


def test_the_automaton_is_built_on_first_use_once_for_all_threads() -> None:
    from concurrent.futures import ThreadPoolExecutor

    def found(matcher: PhraseMatcher[str], text: str) -> list[tuple[int, int, tuple[str, ...]]]:
        return [(m.start, m.end, m.payloads) for m in matcher.find(text)]

    texts = ["请问自动核保规则和核保规则", "HRM and HR", "ＨＲＭ和核保规则"] * 20
    used = PhraseMatcher.build((phrase, phrase) for phrase in PHRASES)
    expected = [found(used, text) for text in texts]
    fresh = PhraseMatcher.build((phrase, phrase) for phrase in PHRASES)
    assert fresh._made is None  # an index built only to be saved never pays for it
    with ThreadPoolExecutor(max_workers=8) as pool:
        assert list(pool.map(lambda text: found(fresh, text), texts)) == expected
    assert all(expected)


# -- longest non-overlapping selection and the length cap (issue 15) -------------------

from kglink.linking import matcher as matcher_module  # noqa: E402


def _reference_longest(raw: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """The quadratic greedy the fast selection replaced: longest first, then leftmost."""
    kept: list[tuple[int, int, int]] = []
    for item in sorted(raw, key=lambda item: (item[0] - item[1], item[0])):
        if all(not (item[1] > other[0] and item[0] < other[1]) for other in kept):
            kept.append(item)
    return sorted(kept)


@given(st.lists(st.tuples(st.integers(0, 60), st.integers(1, 12), st.integers(0, 5)), min_size=1, max_size=80))
@settings(max_examples=300, deadline=None)
def test_longest_non_overlapping_matches_the_quadratic_greedy(spans) -> None:
    raw = list(dict.fromkeys((first, first + length, entry) for first, length, entry in spans))
    assert matcher_module._longest_non_overlapping(list(raw)) == _reference_longest(raw)


def test_many_repeated_matches_are_all_found(matcher: PhraseMatcher[str]) -> None:
    text = "自动核保规则" * 10_000  # 20,000 overlapping raw matches, 10,000 kept
    found = matcher.find(text)
    assert len(found) == 10_000 and {match.phrase for match in found} == {"自动核保规则"}


def test_a_text_over_the_limit_is_refused_with_a_clear_error(matcher: PhraseMatcher[str]) -> None:
    previous = matcher_module.max_text_chars()
    matcher_module.set_max_text_chars(50)
    try:
        assert matcher.find("华东区" * 16)  # 48 characters: linked
        with pytest.raises(matcher_module.TextTooLongError, match="51 characters long; at most 50 are accepted.*KGLINK_MAX_TEXT_CHARS"):
            matcher.find("华东区" * 17)
    finally:
        matcher_module.set_max_text_chars(previous)
    with pytest.raises(ValueError):
        matcher_module.set_max_text_chars(0)


def test_found_matches_are_kept_but_the_limit_and_the_list_are_the_callers(matcher: PhraseMatcher[str]) -> None:
    # What was found in a text is kept for the next look at it (a turn reads its texts
    # several times over); a limit lowered since is still applied, and a caller that
    # changes the list it got does not change the next answer.
    text = "华东区" * 16
    found = matcher.find(text)
    assert found and matcher.find(text) == found
    found.clear()
    assert matcher.find(text)
    previous = matcher_module.max_text_chars()
    matcher_module.set_max_text_chars(40)
    try:
        with pytest.raises(matcher_module.TextTooLongError):
            matcher.find(text)
    finally:
        matcher_module.set_max_text_chars(previous)
