"""Weighted reciprocal rank fusion."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kglink.errors import ConfigError
from kglink.retrieval.fusion import RankedList, fuse, shared_ranks


def test_hand_computed_fusion() -> None:
    lists = [
        RankedList("vector", (("a", 0.9), ("b", 0.8))),
        RankedList("lexical", (("b", 5.0), ("c", 4.0))),
    ]
    fused = fuse(lists, {"vector": 0.5, "lexical": 1.0}, k=10)
    assert [item.id for item in fused] == ["b", "c", "a"]
    by_id = {item.id: item for item in fused}
    assert by_id["b"].score == pytest.approx(0.5 / 12 + 1.0 / 11)
    assert by_id["c"].score == pytest.approx(1.0 / 12)
    assert by_id["a"].score == pytest.approx(0.5 / 11)
    assert dict(by_id["b"].ranks) == {"vector": 2, "lexical": 1}


def test_queries_of_one_turn_take_the_best_rank_per_retriever() -> None:
    lists = [
        RankedList("lexical", (("a", 3.0), ("x", 2.0), ("y", 1.0))),
        RankedList("lexical", (("b", 3.0), ("y", 2.0), ("x", 1.0))),
    ]
    fused = fuse(lists, {}, k=10)
    # Each query's first hit stays ahead of what both queries found only weakly.
    assert [item.id for item in fused][:2] == ["a", "b"]
    assert {item.id: dict(item.ranks) for item in fused}["x"] == {"lexical": 2}


def test_ties_share_the_middle_rank() -> None:
    assert shared_ranks([("a", 2.0), ("b", 1.0), ("c", 1.0), ("d", 1.0), ("e", 1.0)]) == {
        "a": 1, "b": 3, "c": 3, "d": 3, "e": 3,
    }
    assert shared_ranks([("a", 1.0), ("a", 0.5)]) == {"a": 1}


@pytest.mark.parametrize("weights,k", [({"vector": -1.0}, 10.0), ({}, -1.0)])
def test_bad_settings(weights, k) -> None:
    with pytest.raises(ConfigError):
        fuse([], weights, k=k)


ranked_lists = st.lists(
    st.builds(
        RankedList,
        st.sampled_from(["vector", "lexical", "graph"]),
        st.lists(
            st.tuples(st.sampled_from("abcdefghij"), st.sampled_from([0.1, 0.5, 1.0, 2.0])), max_size=8
        ).map(lambda items: tuple(sorted(items, key=lambda item: -item[1]))),
    ),
    max_size=6,
)


@given(lists=ranked_lists, k=st.sampled_from([0.0, 10.0, 60.0]))
def test_fusion_keeps_the_union_once_and_is_deterministic(lists, k) -> None:
    weights = {"vector": 0.5, "lexical": 1.0, "graph": 1.0}
    fused = fuse(lists, weights, k=k)
    ids = [item.id for item in fused]
    assert len(ids) == len(set(ids))
    assert set(ids) == {item_id for ranked in lists for item_id, _ in ranked.items}
    assert fuse(lists, weights, k=k) == fused
    assert [item.score for item in fused] == sorted((item.score for item in fused), reverse=True)
    assert fuse(lists, weights, k=k, limit=3) == fused[:3]
