"""FuzzyIndex: blocking finds near variants, and every hit really is near."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rapidfuzz.fuzz import ratio

from kglink.errors import ConfigError
from kglink.linking.fuzzy import FuzzyIndex, _budget
from kglink.linking.normalize import normalize

PHRASES = [normalize(p) for p in ["华东区", "华东营业部", "差旅住宿标准", "信息安全管理制度规范", "anxinbao plus", "core", "hr", "华东"]]


@pytest.fixture(scope="module")
def index() -> FuzzyIndex:
    return FuzzyIndex.build(PHRASES)


def _hits(index: FuzzyIndex, text: str, covered: list[tuple[int, int]] | None = None) -> list[tuple[str, str]]:
    return [(text[h.start : h.end], PHRASES[h.entry]) for h in index.search(text, covered or [])]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("请问华东大区呢", ("华东大区", "华东区")),  # short CJK: one inserted character
        ("差旅的住宿标准", ("差旅的住宿标准", "差旅住宿标准")),
        ("信息安全管理制度规则", ("信息安全管理制度规则", "信息安全管理制度规范")),  # long: a changed character
        ("信息安全管理度规范", ("信息安全管理度规范", "信息安全管理制度规范")),  # long: a dropped character
        ("anxinbao plsu", ("anxinbao plsu", "anxinbao plus")),
        ("about anxinbao  pls", ("anxinbao  pls", "anxinbao plus")),
    ],
)
def test_near_variants_are_found(index: FuzzyIndex, text: str, expected: tuple[str, str]) -> None:
    assert _hits(index, text)[0] == expected


@pytest.mark.parametrize(
    "text",
    [
        "华北区",  # changed character in a short name
        "营业部",  # a part of "华东营业部"
        "华东营业",  # a part too
        "东营业部",
        "华东",  # too short to be fuzzy
        "华东东",
        "cores",  # Latin words under 5 characters only match exactly
        "hrm",
        "anxinbao",
        "anxinbaoplus",  # the rarest word changed by more than one edit
        "信息安全",
    ],
)
def test_look_alikes_are_not_found(index: FuzzyIndex, text: str) -> None:
    assert _hits(index, text) == []


def test_covered_spans_are_left_alone(index: FuzzyIndex) -> None:
    text = "华东大区和华东大区"
    assert [h.start for h in index.search(text)] == [0, 5]
    assert [h.start for h in index.search(text, [(0, 4)])] == [5]
    assert index.search(text, [(0, 9)]) == []


def test_windows_do_not_cut_latin_words(index: FuzzyIndex) -> None:
    # "nxinbao plsu" inside "xanxinbao plsu" would score higher, but cuts a word.
    assert [(h.start, h.end) for h in index.search("xanxinbao plsu")] == [(0, 14)]
    assert [(h.start, h.end) for h in index.search("anxinbao plsuu and")] == [(0, 14)]


def test_a_dropped_first_letter_is_a_misspelling_not_a_part() -> None:
    index = FuzzyIndex.build(["ffjnrb cloud"])
    assert [(h.start, h.end) for h in index.search("show me fjnrb cloud")] == [(8, 19)]


def test_similar_scores_the_whole_surface(index: FuzzyIndex) -> None:
    assert index.similar("华东大区") == [(0, pytest.approx(6 / 7))]
    assert index.similar("请问华东大区") == []
    with pytest.raises(ConfigError):
        index.similar("x", limit=0)


@pytest.mark.parametrize(
    ("length", "insert_only", "max_insert", "max_delete"),
    [(3, True, 1, 0), (4, False, 1, 1), (6, True, 2, 0), (13, False, 4, 3)],
)
def test_edit_budget(length: int, insert_only: bool, max_insert: int, max_delete: int) -> None:
    budget = _budget(length, 0.85, insert_only)
    assert (budget.max_insert, budget.max_delete) == (max_insert, max_delete)


@pytest.mark.parametrize("kwargs", [{"threshold": 0.0}, {"threshold": 1.2}, {"min_length_cjk": 1}, {"min_length_latin": 0}])
def test_bad_settings(kwargs: dict[str, float]) -> None:
    with pytest.raises(ConfigError):
        FuzzyIndex.build(PHRASES, **kwargs)  # type: ignore[arg-type]


_LATIN = "abcdefghijklmnopqrstuvwxyz"


def _misspell(rng: random.Random, word: str) -> str:
    position = rng.randrange(len(word))
    operation = rng.randrange(3)
    if operation == 0:
        return word[:position] + rng.choice(_LATIN) + word[position + 1 :]
    if operation == 1:
        return word[:position] + rng.choice(_LATIN) + word[position:]
    return word[:position] + word[position + 1 :]


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10_000))
def test_one_edit_in_a_long_latin_name_is_found(seed: int) -> None:
    rng = random.Random(seed)
    names = ["".join(rng.choice(_LATIN) for _ in range(rng.randint(6, 10))) + " " + rng.choice(["cloud", "suite", "platform"]) for _ in range(30)]
    index = FuzzyIndex.build(names)
    target = rng.randrange(len(names))
    first, rest = names[target].split(" ", 1)
    typo = f"{_misspell(rng, first)} {rest}"
    text = f"show me {typo} please"
    found = {names[h.entry] for h in index.search(text)}
    if ratio(names[target], typo) >= 85:
        assert names[target] in found


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.text(alphabet="华东区营业部安全ab c", min_size=3, max_size=8), min_size=1, max_size=12),
    st.text(alphabet="华东区营业部安全大ab c", max_size=16),
)
def test_every_hit_reaches_the_threshold(phrases: list[str], text: str) -> None:
    phrases = [normalize(p) for p in phrases]
    index = FuzzyIndex.build(phrases)
    norm = normalize(text)
    for hit in index.search(norm):
        window = norm[hit.start : hit.end]
        assert hit.score == pytest.approx(ratio(phrases[hit.entry], window) / 100)
        assert hit.score >= 0.85
        assert window == phrases[hit.entry] or window not in phrases[hit.entry]
        assert window.strip() == window


_HAN = "华东南西北区营业部安全产品系列平台"


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 100_000))
def test_one_inserted_character_in_a_short_chinese_name_is_found(seed: int) -> None:
    # Blocking on the rarest pair must survive the insertion wherever it lands, with
    # covered text around the name and names holding Latin letters, digits and symbols.
    rng = random.Random(seed)
    alphabet = _HAN + "a1+[.("
    names = list(
        dict.fromkeys(
            normalize(rng.choice(_HAN) + "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 4))) + rng.choice(_HAN))
            for _ in range(40)
        )
    )
    index = FuzzyIndex.build(names)
    name = rng.choice(names)
    position = rng.randint(1, len(name) - 1)
    variant = name[:position] + rng.choice(_HAN) + name[position:]
    before = "".join(rng.choice(_HAN) for _ in range(rng.randint(0, 5)))
    covered = "".join(rng.choice(_HAN) for _ in range(rng.randint(0, 3)))
    text = covered + before + variant + "的情况"
    start = len(covered) + len(before)
    hits = index.search(text, [(0, len(covered))] if covered else [])
    assert any(names[h.entry] == name and h.start < start + len(variant) and h.end > start for h in hits)


def test_regular_expression_characters_in_names_are_plain_characters() -> None:
    index = FuzzyIndex.build([normalize(name) for name in ["a+b系列", "c++平台", "[x]产品", "东.*区"]])
    assert [(h.start, h.end) for h in index.search("问c++大平台")] == [(1, 7)]
    assert [(h.start, h.end) for h in index.search("[x]新产品")] == [(0, 6)]
    assert [(h.start, h.end) for h in index.search("a+b大系列")] == [(0, 6)]
    assert [(h.start, h.end) for h in index.search("东.*大区")] == [(0, 5)]
    assert index.search("东南北区") == []  # "." and "*" are not wildcards


def test_remembered_words_give_the_same_hits(monkeypatch: pytest.MonkeyPatch) -> None:
    import kglink.linking.fuzzy as fuzzy

    names = ["anxinbao plus", "torvanex cloud", "ravolo suite", "delfin portal"]
    texts = ["anxinbao plsu", "torvanx cloud", "the ravolo suit", "anxinbao plsu", "delfni portal", "torvanx cloud"]
    expected = [[(h.start, h.end, h.entry, h.score) for h in FuzzyIndex.build(names).search(text)] for text in texts]
    monkeypatch.setattr(fuzzy, "_WORD_CACHE", 2)  # forgets often
    index = FuzzyIndex.build(names)
    for _ in range(2):
        assert [[(h.start, h.end, h.entry, h.score) for h in index.search(text)] for text in texts] == expected
    assert all(expected)


_MIXED = st.sampled_from(list("aZé9_ -中华东区・ｂ\u0301\u00b2①Σ\U00020001"))


@settings(max_examples=300)
@given(st.lists(_MIXED, max_size=20).map("".join))
def test_word_runs_are_the_runs_of_word_characters(text: str) -> None:
    from itertools import groupby

    from kglink.linking.fuzzy import _words
    from kglink.linking.normalize import is_word_char

    runs = []
    position = 0
    for glued, group in groupby(text, key=is_word_char):
        chars = "".join(group)
        if glued:
            runs.append((position, chars))
        position += len(chars)
    assert list(_words(text)) == runs


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 100_000))
def test_one_covered_span_masks_like_its_pieces(seed: int) -> None:
    rng = random.Random(seed)
    names = ["华东区", "安心宝产品", "anxinbao plus", "torvanex cloud", "华东营业部规则"]
    index = FuzzyIndex.build([normalize(name) for name in names])
    pieces = ["华东大区", "安心宝产品", "anxinbao plsu", " and ", "torvanx cloud", "请问", "华东营业部规侧"]
    text = normalize(" ".join(rng.choice(pieces) for _ in range(rng.randint(2, 4))))
    first = rng.randrange(len(text))
    last = rng.randrange(first + 1, len(text) + 1)
    middle = rng.randrange(first, last + 1)
    whole = [(h.start, h.end, h.entry, h.score) for h in index.search(text, [(first, last)])]
    split = [(h.start, h.end, h.entry, h.score) for h in index.search(text, [(middle, last), (first, middle)])]
    assert whole == split
    assert all(h[1] <= first or h[0] >= last for h in whole)


def _reference_blocking(phrases: list[str], threshold: float, min_cjk: int) -> tuple[dict, dict]:
    """The CJK blocking keys computed the plain way, phrase by phrase (see the module
    docstring of kglink.linking.fuzzy): what the vectorised build must reproduce."""
    from collections import Counter

    from kglink.linking.fuzzy import _CJK_RE, _SHIFT, _SHORT_CJK, _min_shared

    chosen = [(entry, p) for entry, p in enumerate(phrases) if _CJK_RE.search(p) and len(p) >= min_cjk]
    grams = {entry: [p[i : i + 2] for i in range(len(p) - 1)] for entry, p in chosen}
    frequency = Counter(g for entry, _ in chosen for g in set(grams[entry]))
    pairs: dict[str, list[int]] = {}
    bigrams: dict[str, list[int]] = {}
    for entry, phrase in chosen:
        these = grams[entry]
        if len(phrase) < _SHORT_CJK:
            index = min(range(len(these)), key=lambda i: (frequency[these[i]], i))
            pairs.setdefault(these[index], []).append((entry << _SHIFT) | index)
        else:
            distinct = sorted(set(these), key=lambda g: (frequency[g], g))
            budget = _budget(len(phrase), threshold, False)
            for gram in distinct[: len(distinct) - _min_shared(len(distinct), budget) + 1]:
                bigrams.setdefault(gram, []).append(entry)
    return pairs, bigrams


_BLOCK_CHARS = st.sampled_from(list("华东区营业部中心安全管理制度标准𠀀𠀁") + ["a", "b", " "])


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.lists(_BLOCK_CHARS, min_size=1, max_size=14).map("".join), max_size=40),
    st.sampled_from([0.7, 0.85, 0.95]),
    st.integers(2, 4),
)
def test_the_vectorised_blocking_keys_are_the_plain_ones(phrases: list[str], threshold: float, min_cjk: int) -> None:
    index = FuzzyIndex.build(phrases, threshold=threshold, min_length_cjk=min_cjk)
    pairs, bigrams = _reference_blocking(phrases, threshold, min_cjk)
    assert {key: list(value) for key, value in index._pairs.items()} == pairs
    assert {key: list(value) for key, value in index._bigrams.items()} == bigrams


def test_a_short_typed_word_is_no_misspelling_of_a_longer_name() -> None:
    # One edit in a word of four letters makes another word: "lads" is no "loads".
    index = FuzzyIndex.build(["loads"])
    assert index.search("can the lads close it") == []
    assert [(h.start, h.end) for h in index.search("seat loadds in may")] == [(5, 11)]


@pytest.mark.parametrize("text", ["停车办法2025版多少钱", "那停车办法2025版呢"])
def test_a_part_with_the_character_beside_it_is_no_misspelling(text: str) -> None:
    # (A part of the name shorter than it, and the character after or before it, reads as a
    # near variant by the count of edits; written in its place, the query lost that character.)
    index = FuzzyIndex.build([normalize("蓬溪停车办法2025版")])
    assert index.search(normalize(text)) == []
