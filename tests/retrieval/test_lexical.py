"""Tokenisation and the BM25 index."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from kglink.errors import KglinkError
from kglink.retrieval.lexical import LexicalIndex, tokenize


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("故宫门票", ["故", "宫", "门", "票", "故宫", "宫门", "门票"]),
        ("HR Policy", ["hr", "policy"]),
        ("ＡＢＣ产品", ["abc", "产", "品", "产品"]),
        ("产品A的价格", ["产", "品", "产品", "a", "的", "价", "格", "的价", "价格"]),
        ("4.5分以上", ["4", "5", "分", "以", "上", "分以", "以上"]),
        ("", []),
        ("，。！", []),
    ],
)
def test_tokenize(text: str, tokens: list[str]) -> None:
    assert tokenize(text) == tokens


TEXTS = [
    "故宫门票60元，开放时间8:30-17:00。",
    "天坛公园的地址在东城区。",
    "Employees get 15 days of annual leave.",
    "故宫附近的餐馆有全聚德。",
]


def test_bm25_ranks_the_matching_text_first() -> None:
    index = LexicalIndex.build(TEXTS)
    assert index.search("故宫的门票", limit=2)[0][0] == 0
    assert index.search("annual leave days", limit=1)[0][0] == 2
    assert index.search("毫无相似zzz", limit=3) == []
    hits = index.search("故宫", limit=10)
    assert [row for row, _ in hits] == [0, 3] or [row for row, _ in hits] == [3, 0]
    assert all(score > 0 for _, score in hits)


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    index = LexicalIndex.build(TEXTS, k1=1.5, b=0.6)
    index.save(tmp_path)
    loaded = LexicalIndex.load(tmp_path)
    assert (loaded.k1, loaded.b, loaded.size) == (1.5, 0.6, 4)
    for query in ("故宫门票", "leave", "东城区的地址"):
        assert np.allclose(loaded.scores(query), index.scores(query))
    # No pickle anywhere: the arrays load with pickling disabled.
    with np.load(tmp_path / "lexical.npz", allow_pickle=False) as arrays:
        assert set(arrays.files) == {"data", "indices", "indptr", "shape"}


def test_loading_a_missing_index_is_a_kglink_error(tmp_path: Path) -> None:
    with pytest.raises(KglinkError):
        LexicalIndex.load(tmp_path)
