"""Posting lists packed in arrays: string keys, and keys known by their code."""

from __future__ import annotations

from array import array
from collections import defaultdict

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kglink.linking.fuzzy import FuzzyIndex
from kglink.linking.postings import CodedPostings, Postings, key_code, pack_postings


@pytest.mark.parametrize(
    "mapping",
    [{}, {"ab": (1, 2, 3)}, {"ab": (5,), "cd": (), "ef": (1 << 40, 7)}],
    ids=["empty", "one", "several"],
)
def test_postings_round_trip(mapping: dict[str, tuple[int, ...]]) -> None:
    packed = Postings.of(mapping)
    assert {key: tuple(packed[key]) for key in packed} == mapping
    assert len(packed) == len(mapping) and packed.keys() == mapping.keys()
    assert packed.get("zz") is None and "zz" not in packed
    assert Postings(*packed.parts()) == packed
    assert Postings.of(packed) is packed


def test_postings_refuse_mismatched_offsets() -> None:
    keys, offsets, flat = Postings.of({"ab": (1, 2)}).parts()
    with pytest.raises(ValueError):
        Postings(keys + ["cd"], offsets, flat)


def test_postings_pack_any_mapping() -> None:
    keys, offsets, flat = pack_postings({"ab": [1, 2], "cd": (), "ef": [7]})
    assert keys == ["ab", "cd", "ef"] and list(offsets) == [0, 2, 2, 3] and list(flat) == [1, 2, 7]
    packed = Postings(keys, offsets, flat)
    assert pack_postings(packed) == (keys, offsets, flat)
    assert list(packed["cd"]) == [] and list(packed.flat) == [1, 2, 7]


_KEYS = st.text(alphabet="abcdeé华东区1", min_size=1, max_size=6)


@settings(max_examples=200)
@given(st.lists(st.tuples(_KEYS, st.integers(min_value=0, max_value=1 << 40)), max_size=40), st.lists(_KEYS, max_size=5))
def test_coded_postings_find_what_a_dict_finds(filed: list[tuple[str, int]], asked: list[str]) -> None:
    reference: defaultdict[str, list[int]] = defaultdict(list)
    for key, posting in filed:
        reference[key].append(posting)
    postings = CodedPostings.build([key for key, _ in filed], [posting for _, posting in filed])
    expected = list(dict.fromkeys(p for key in asked for p in reference.get(key, ())))
    codes = {key_code(key) for key in reference}
    no_shared_codes = len(codes) == len(reference) and not any(
        key_code(key) in codes and key not in reference for key in asked
    )
    if no_shared_codes:  # no two keys share a code (what random short keys give)
        assert postings.find(asked) == expected
    assert len(postings) == len(codes)
    assert CodedPostings(*postings.parts()).find(asked) == postings.find(asked)


# Two words with one CRC-32 (found by a birthday search): a lookup of one also returns
# the other's postings, which only adds a candidate for the fuzzy search to score.
_TWINS = ("nidmovh", "bubanxn")


def test_keys_that_share_a_code_share_postings() -> None:
    assert key_code(_TWINS[0]) == key_code(_TWINS[1])
    postings = CodedPostings.build([_TWINS[0], "other"], [3, 4])
    assert postings.find([_TWINS[1]]) == [3]
    assert postings.find(["other", _TWINS[0]]) == [4, 3]


def test_a_word_that_only_shares_a_code_does_not_match() -> None:
    index = FuzzyIndex.build(["nidmovh suite"])
    assert index.search("bubanxn suite") == []
    assert [(hit.start, hit.end, hit.entry) for hit in index.search("nidmovx suite")] == [(0, 13, 0)]


@pytest.mark.parametrize(
    ("codes", "offsets", "flat"),
    [
        ([5, 3], [0, 1, 2], [1, 2]),  # codes not ascending
        ([3, 3], [0, 1, 2], [1, 2]),  # a code twice
        ([3], [0, 1], [1, 2]),  # offsets that do not end at the postings' end
        ([3], [0], []),  # one offset short
    ],
)
def test_coded_postings_refuse_arrays_that_do_not_fit(codes: list[int], offsets: list[int], flat: list[int]) -> None:
    with pytest.raises(ValueError):
        CodedPostings(array("q", codes), array("q", offsets), array("q", flat))
