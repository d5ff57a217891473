"""run_eval on the tiny bundle, with the real index (embedded Chroma) in a temporary cache."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from kglink.errors import ConfigError
from kglink.eval.runner import CACHE_MARKER, run_eval

MINI = Path(__file__).parent / "data" / "mini"


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("eval-cache")


@pytest.fixture(scope="module")
def evaluated(cache_dir: Path):
    return run_eval(MINI, modes="raw,concat,oracle", k=5, cache_dir=cache_dir, return_records=True)


def test_result_has_every_mode_and_the_turn_count(evaluated) -> None:
    result, records = evaluated
    assert result["bundle"] == "mini" and result["k"] == 5
    assert list(result["modes"]) == ["raw", "concat", "oracle"]
    assert all(figures["turns"] == 9 for figures in result["modes"].values())
    assert [record.mode for record in records] == ["raw"] * 9 + ["concat"] * 9 + ["oracle"] * 9


def test_constraint_figures_by_hand(evaluated) -> None:
    # Worked out from tests/eval/data/mini/cases.jsonl (6 must_include items, 2 must_exclude strings).
    modes = evaluated[0]["modes"]
    assert modes["raw"]["must_include_recall"] == 0.5
    assert modes["concat"]["must_include_recall"] == pytest.approx(5 / 6, abs=1e-4)
    assert modes["oracle"]["must_include_recall"] == pytest.approx(4 / 6, abs=1e-4)
    # only concat drags "Product B" from the previous answer into the topic switch
    assert modes["raw"]["must_exclude_violations"] == 0
    assert modes["concat"]["must_exclude_violations"] == 1
    assert modes["oracle"]["must_exclude_violations"] == 0


def test_entity_figures(evaluated) -> None:
    result, records = evaluated
    for name in ("raw", "concat"):
        figures = result["modes"][name]
        for key in ("entity_f1", "entity_exact", "hallucinated_entities", "clarify_accuracy", "correction_accuracy"):
            assert figures[key] is None, (name, key)
    oracle = result["modes"]["oracle"]
    assert oracle["entity_f1"] == 1.0 and oracle["entity_exact"] == 1.0
    assert oracle["clarify_accuracy"] == 1.0 and oracle["correction_accuracy"] == 1.0
    # "the other one, B" after a turn about Product A: Product B was never mentioned
    (hallucinated,) = [r for r in records if r.mode == "oracle" and r.hallucinated]
    assert (hallucinated.case_id, hallucinated.turn_index) == ("S03", 1)
    assert hallucinated.hallucinated == ("http://example.org/mini/product_b",)
    assert oracle["hallucinated_entities"] == 1


def test_retrieval_figures(evaluated) -> None:
    result, records = evaluated
    raw, oracle = result["modes"]["raw"], result["modes"]["oracle"]
    # with their entities named, every turn finds its document among 10
    assert oracle["hit@k"] == {"all": 1.0, "turn1": 1.0, "turn2+": 1.0}
    assert raw["hit@k"]["turn1"] == 1.0
    assert oracle["mrr@10"]["all"] >= raw["mrr@10"]["all"]
    for record in records:
        assert len(record.top_docs) <= 10
        assert len(set(record.top_docs)) == len(record.top_docs)
        assert record.retrieve_ms > 0
        assert (record.hit is None) == (not record.gold_docs)


def test_records_carry_queries_entities_and_labels(evaluated) -> None:
    records = evaluated[1]
    oracle_pronoun = next(r for r in records if r.mode == "oracle" and r.case_id == "S01" and r.turn_index == 1)
    assert oracle_pronoun.queries == ("华东区7月销售额相比6月的增长幅度",)
    assert oracle_pronoun.labels["http://example.org/mini/region_east"] == "华东区"
    assert oracle_pronoun.turn_type == "pronoun"
    raw_clarify = next(r for r in records if r.mode == "raw" and r.expect == "clarify")
    assert raw_clarify.entities is None and raw_clarify.hit is None


def test_second_run_opens_the_cached_index(
    evaluated, cache_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    folders = [path for path in cache_dir.iterdir() if path.is_dir()]
    assert len(folders) == 1 and (folders[0] / CACHE_MARKER).is_file()
    with caplog.at_level(logging.INFO, logger="kglink.eval.runner"):
        again = run_eval(MINI, modes=["raw"], cache_dir=cache_dir, limit=1)
    assert "opened from cache" in caplog.text
    assert [path for path in cache_dir.iterdir() if path.is_dir()] == folders
    assert again["modes"]["raw"]["turns"] == 3  # --limit 1: the first conversation
    # the cached index answers as the fresh one did
    first_raw = [r for r in evaluated[1] if r.mode == "raw" and r.case_id == "S01" and r.hit is not None]
    assert again["modes"]["raw"]["hit@k"]["all"] == pytest.approx(
        sum(bool(r.hit) for r in first_raw) / len(first_raw), abs=1e-4
    )


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"modes": "raw,telepathy"}, "unknown mode 'telepathy'"),
        ({"modes": "raw", "k": 0}, "k must be at least 1"),
        ({"modes": "raw", "limit": 0}, "limit must be at least 1"),
    ],
)
def test_bad_options_fail_before_any_work(tmp_path: Path, kwargs: dict, words: str) -> None:
    # the bundle path does not exist: the options are checked first
    with pytest.raises(ConfigError, match=words):
        run_eval(tmp_path / "no-bundle", cache_dir=tmp_path / "cache", **kwargs)
    assert not (tmp_path / "cache").exists()


def test_the_rules_run_with_and_without_the_documents_evidence(cache_dir: Path) -> None:
    result, records = run_eval(MINI, modes="rule,rule-graph", k=5, cache_dir=cache_dir, return_records=True)
    assert list(result["modes"]) == ["rule", "rule-graph"]
    for name in ("rule", "rule-graph"):
        figures = result["modes"][name]
        assert figures["turns"] == 9 and figures["hallucinated_entities"] == 0
        assert figures["latency_ms"]["rewrite_p50"] > 0
    # Both rewrite every turn with the rules; only where the evidence differs may they differ.
    assert {r.method for r in records} <= {"rule", "original"}


def test_a_second_run_waits_for_the_cached_index_another_holds(
    evaluated, cache_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # Two processes opening one embedded store at once tear it: a run waits for the lock
    # another run holds on the cached index (here the test holds it), then goes on.
    import threading
    import time

    from kglink.eval.runner import _cache_lock

    folder, = [path for path in cache_dir.iterdir() if path.is_dir()]
    results: list[dict] = []
    with caplog.at_level(logging.WARNING, logger="kglink.eval.runner"):
        with _cache_lock(folder):
            runner = threading.Thread(target=lambda: results.append(
                run_eval(MINI, modes=["raw"], cache_dir=cache_dir, limit=1)
            ))
            runner.start()
            deadline = time.monotonic() + 60
            while "in use by another run" not in caplog.text and time.monotonic() < deadline:
                time.sleep(0.05)
            assert "in use by another run" in caplog.text
            assert runner.is_alive() and not results  # it waits while the lock is held
        runner.join(timeout=120)
    assert results and results[0]["modes"]["raw"]["turns"] == 3
