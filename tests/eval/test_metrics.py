"""Metrics on tiny cases computed by hand."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from kglink.eval.metrics import (
    EntityCounts,
    TurnRecord,
    entity_counts,
    entity_exact,
    excluded_found,
    hallucinated_entities,
    hit_at_k,
    include_kept,
    missing_includes,
    percentile,
    reciprocal_rank,
    summarize_mode,
)

# -- retrieval ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("ranked", "gold", "k", "expected"),
    [
        (["d3", "d1", "d2"], {"d1"}, 1, False),
        (["d3", "d1", "d2"], {"d1"}, 2, True),
        (["d3", "d1", "d2"], {"d9"}, 3, False),
        (["d3", "d1", "d2"], {"d2", "d3"}, 1, True),
        # several chunks of one document count once: d1 is the 2nd distinct document
        (["d3", "d3", "d3", "d1"], {"d1"}, 2, True),
        ([], {"d1"}, 5, False),
    ],
)
def test_hit_at_k(ranked: list[str], gold: set[str], k: int, expected: bool) -> None:
    assert hit_at_k(ranked, gold, k) is expected


def test_hit_at_k_rejects_non_positive_k() -> None:
    with pytest.raises(ValueError):
        hit_at_k(["d1"], {"d1"}, 0)


@pytest.mark.parametrize(
    ("ranked", "gold", "expected"),
    [
        (["a", "b", "c"], {"a"}, 1.0),
        (["a", "b", "c"], {"c"}, 1 / 3),
        (["a", "b", "c"], {"b", "c"}, 0.5),
        (["a", "a", "b"], {"b"}, 0.5),
        (["a", "b", "c"], {"z"}, 0.0),
        ([f"d{i}" for i in range(1, 12)], {"d10"}, 0.1),
        ([f"d{i}" for i in range(1, 12)], {"d11"}, 0.0),  # beyond the depth of MRR@10
    ],
)
def test_reciprocal_rank(ranked: list[str], gold: set[str], expected: float) -> None:
    assert reciprocal_rank(ranked, gold) == pytest.approx(expected)


@given(
    st.lists(st.sampled_from("abcdefghijkl"), max_size=15),
    st.sets(st.sampled_from("abcdefghijkl"), max_size=3),
    st.integers(min_value=1, max_value=12),
)
def test_hit_at_k_is_monotone_in_k_and_agrees_with_rr(ranked: list[str], gold: set[str], k: int) -> None:
    if hit_at_k(ranked, gold, k):
        assert hit_at_k(ranked, gold, k + 1)
    rr = reciprocal_rank(ranked, gold)
    assert 0.0 <= rr <= 1.0
    if k <= 10:
        assert hit_at_k(ranked, gold, k) == (rr >= 1 / k)


# -- entities -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pred", "gold", "counts", "p", "r", "f1", "exact"),
    [
        (["a", "b"], ["b", "c"], (1, 1, 1), 0.5, 0.5, 0.5, False),
        (["a"], ["a"], (1, 0, 0), 1.0, 1.0, 1.0, True),
        (["a", "a"], ["a"], (1, 0, 0), 1.0, 1.0, 1.0, True),
        (["a", "b", "c"], ["a"], (1, 2, 0), 1 / 3, 1.0, 0.5, False),
        ([], ["a", "b"], (0, 0, 2), None, 0.0, 0.0, False),
        (["x"], [], (0, 1, 0), 0.0, None, 0.0, False),
        ([], [], (0, 0, 0), None, None, None, True),
    ],
)
def test_entity_scores(pred, gold, counts, p, r, f1, exact) -> None:
    result = entity_counts(pred, gold)
    assert (result.tp, result.fp, result.fn) == counts
    for got, want in ((result.precision, p), (result.recall, r), (result.f1, f1)):
        assert got == (None if want is None else pytest.approx(want))
    assert entity_exact(pred, gold) is exact


def test_entity_counts_add_up_micro() -> None:
    total = entity_counts(["a", "b"], ["b", "c"]) + entity_counts(["d"], ["d"])
    assert total == EntityCounts(tp=2, fp=1, fn=1)
    assert total.f1 == pytest.approx(2 * 2 / (2 * 2 + 1 + 1))


def test_hallucinated_entities_keeps_order_and_drops_repeats() -> None:
    assert hallucinated_entities(["x", "a", "x", "y"], {"a"}) == ("x", "y")
    assert hallucinated_entities(["a"], {"a", "b"}) == ()


# -- constraints --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("queries", "item", "kept"),
    [
        (["华东区７月销售额"], "7月", True),  # full-width digit in the query
        (["华东区7月销售额"], "７月", True),  # full-width digit in the constraint
        (["华东区7月销售额"], "6月", False),
        (["first query", "Price of Product B"], "price", True),  # any query, case folded
        (["ＰＲＯＤＵＣＴ b pricing"], "product B", True),  # full-width Latin letters
        (["周边有什么"], ["周边景点", "景点"], False),
        (["故宫周边景点"], ["周边景点", "景点"], True),
        (["故宫的景点"], ["周边景点", "景点"], True),  # the second alternative
        (["仅限 国内"], "仅限国内", True),  # a space between CJK characters is not a difference
        ([], "7月", False),
    ],
)
def test_include_kept(queries: list[str], item, kept: bool) -> None:
    assert include_kept(queries, item) is kept


def test_missing_includes_lists_items_as_alternatives() -> None:
    queries = ["华东区7月销售额"]
    items = ["7月", "6月", ["周边", "附近"]]
    assert missing_includes(queries, items) == (("6月",), ("周边", "附近"))


@pytest.mark.parametrize(
    ("queries", "items", "found"),
    [
        (["华南区7月销售额"], ["华东区"], ()),
        (["华东区 华南区 7月销售额"], ["华东区", "产品A"], ("华东区",)),
        (["What about PRODUCT b"], ["Product B"], ("Product B",)),
        (["x"], [], ()),
    ],
)
def test_excluded_found(queries: list[str], items: list[str], found: tuple[str, ...]) -> None:
    assert excluded_found(queries, items) == found


# -- latency ------------------------------------------------------------------------------


def test_percentile_by_hand() -> None:
    assert percentile([1.0, 2.0, 3.0, 4.0], 50) == pytest.approx(2.5)
    assert percentile([1.0, 2.0, 3.0, 4.0], 95) == pytest.approx(3.85)
    assert percentile([7.0], 95) == 7.0
    assert percentile([], 50) is None
    with pytest.raises(ValueError):
        percentile([1.0], 101)


@given(
    st.lists(st.floats(min_value=0, max_value=1e4, allow_nan=False), min_size=1, max_size=40),
    st.floats(min_value=0, max_value=100),
)
def test_percentile_matches_numpy(values: list[float], q: float) -> None:
    assert percentile(values, q) == pytest.approx(float(np.percentile(values, q)), rel=1e-9, abs=1e-9)


# -- aggregation --------------------------------------------------------------------------


def _record(**changes) -> TurnRecord:
    base = TurnRecord(
        mode="m",
        case_id="c1",
        turn_index=0,
        turn_type="first",
        expect="rewrite",
        user="u",
        queries=("q",),
        entities=(),
        gold_entities=(),
        gold_docs=(),
        top_docs=(),
        k=2,
    )
    return dataclasses.replace(base, **changes)


def _four_turns() -> list[TurnRecord]:
    return [
        # c1 turn 1: gold at rank 1; entities exact; constraint kept
        _record(
            gold_docs=("d1",), top_docs=("d1", "d2", "d3"), entities=("a",), gold_entities=("a",),
            queries=("华东区７月",), must_include=(("7月",),), rewrite_ms=1.0, retrieve_ms=10.0,
        ),
        # c1 turn 2: gold at rank 3 (a miss at k=2, rr 1/3); one wrong entity (hallucinated)
        _record(
            turn_index=1, turn_type="pronoun", gold_docs=("d3",), top_docs=("d1", "d2", "d3"),
            entities=("a", "x"), gold_entities=("a", "b"), hallucinated=("x",),
            queries=("华东区 6月",), must_include=(("7月",), ("6月",)), must_exclude=("华东区",),
            rewrite_ms=2.0, retrieve_ms=20.0,
        ),
        # c2 turn 1: no gold docs (not scored for retrieval), gold entities not annotated
        _record(case_id="c2", gold_entities=None, entities=("z",), rewrite_ms=3.0, retrieve_ms=30.0),
        # c2 turn 2: a clarify turn the mode did not ask about; hit at rank 2
        _record(
            case_id="c2", turn_index=1, turn_type="pronoun", expect="clarify", clarify=False,
            gold_docs=("d2",), top_docs=("d1", "d2"), entities=(), gold_entities=("q",),
            rewrite_ms=4.0, retrieve_ms=40.0,
        ),
    ]


def test_summarize_mode_by_hand() -> None:
    result = summarize_mode(_four_turns(), links=True)
    assert list(result) == [
        "turns", "hit@k", "mrr@10", "entity_f1", "entity_exact", "must_include_recall",
        "must_exclude_violations", "hallucinated_entities", "clarify_accuracy",
        "correction_accuracy", "latency_ms", "by_type",
    ]
    assert result["turns"] == 4
    # hit@2: turn1 (c1) hit; later turns: c1 miss, c2 hit
    assert result["hit@k"] == {"all": pytest.approx(2 / 3, abs=1e-4), "turn1": 1.0, "turn2+": 0.5}
    assert result["mrr@10"]["all"] == pytest.approx((1 + 1 / 3 + 1 / 2) / 3, abs=1e-4)
    assert result["mrr@10"]["turn2+"] == pytest.approx((1 / 3 + 1 / 2) / 2, abs=1e-4)
    # entity figures: rewrite turns with gold: c1t1 (tp1) and c1t2 (tp1 fp1 fn1) -> 2TP=4, F1=4/6
    assert result["entity_f1"] == pytest.approx(4 / 6, abs=1e-4)
    assert result["entity_exact"] == 0.5
    # must_include: 3 items, "7月" lost in c1t2
    assert result["must_include_recall"] == pytest.approx(2 / 3, abs=1e-4)
    assert result["must_exclude_violations"] == 1
    assert result["hallucinated_entities"] == 1
    assert result["clarify_accuracy"] == 0.0
    assert result["correction_accuracy"] is None  # no turn expects a correction
    assert result["latency_ms"] == {
        "rewrite_p50": 2.5, "rewrite_p95": 3.85, "retrieve_p50": 25.0, "retrieve_p95": 38.5,
    }
    assert result["by_type"] == {
        "first": {"hit@k": 1.0, "entity_exact": 1.0},
        "pronoun": {"hit@k": 0.5, "entity_exact": 0.0},
    }


def test_summarize_mode_nulls_what_a_non_linking_mode_cannot_give() -> None:
    records = [dataclasses.replace(r, entities=None, hallucinated=()) for r in _four_turns()]
    result = summarize_mode(records, links=False)
    for key in ("entity_f1", "entity_exact", "hallucinated_entities", "clarify_accuracy", "correction_accuracy"):
        assert result[key] is None, key
    assert result["by_type"]["first"]["entity_exact"] is None
    # retrieval and constraint figures do not depend on linking
    assert result["hit@k"]["turn1"] == 1.0
    assert result["must_exclude_violations"] == 1


def test_summarize_mode_nulls_what_the_bundle_cannot_give() -> None:
    records = [_record(), _record(turn_index=1, turn_type=None)]
    result = summarize_mode(records, links=True)
    assert result["hit@k"] == {"all": None, "turn1": None, "turn2+": None}
    assert result["mrr@10"] == {"all": None, "turn1": None, "turn2+": None}
    assert result["must_include_recall"] is None
    assert result["must_exclude_violations"] is None
    assert result["entity_f1"] is None  # nothing to find and nothing found
    assert result["entity_exact"] == 1.0
    assert set(result["by_type"]) == {"first", "untyped"}


def test_summarize_mode_of_no_turns() -> None:
    result = summarize_mode([], links=True)
    assert result["turns"] == 0
    assert result["latency_ms"]["rewrite_p50"] is None
    assert result["hallucinated_entities"] is None


def test_record_failure_reasons_and_dict() -> None:
    records = _four_turns()
    assert records[0].failure_reasons == ()
    assert records[1].failure_reasons == ("miss", "entities", "must_include", "must_exclude", "hallucination")
    assert records[3].failure_reasons == ("clarify",)  # entities are not scored on clarify turns
    data = records[1].to_dict()
    assert data["hit"] is False
    assert data["must_include_missing"] == [["7月"]]
    assert data["must_exclude_found"] == ["华东区"]
