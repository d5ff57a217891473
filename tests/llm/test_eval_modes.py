"""The llm and hybrid modes of ``kglink eval``: with the endpoint down they give exactly
the rule figures; the JSON carries the model's counters."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from llm_testkit import ENTERPRISE, ROOT

from kglink.errors import ConfigError
from kglink.eval.modes import available_modes, get_mode
from kglink.eval.runner import run_eval

CACHE = ROOT / ".kglink" / "eval-cache"
FIGURES = ("hit@k", "mrr@10", "entity_f1", "entity_exact", "must_include_recall", "must_exclude_violations",
           "hallucinated_entities", "clarify_accuracy", "correction_accuracy", "by_type", "turns")


def _env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith(("KGLINK_LLM_", "OPENAI_"))}


def kglink(*args: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from kglink.cli import main; main()", *map(str, args)],
        capture_output=True, text=True, cwd=ROOT, timeout=600, env=_env(),
    )


def test_the_model_modes_are_registered() -> None:
    assert {"rule", "llm", "hybrid"} <= set(available_modes())


def test_a_model_mode_without_an_endpoint_says_what_to_set(enterprise) -> None:
    with pytest.raises(ConfigError, match="KGLINK_LLM_BASE_URL"):
        get_mode("llm", ontology=enterprise, llm={"base_url": "", "model": "m"})


@pytest.mark.parametrize("mode", ["llm", "hybrid"])
def test_endpoint_down_gives_exactly_the_rule_figures(closed_port, mode) -> None:
    llm = {"base_url": f"http://127.0.0.1:{closed_port}/v1", "model": "none", "timeout": 2}
    result = run_eval(ENTERPRISE, modes=["rule", mode], llm=llm, cache_dir=CACHE)
    rule, model = result["modes"]["rule"], result["modes"][mode]
    for figure in FIGURES:
        assert model[figure] == rule[figure], figure
    assert "model" not in rule
    stats = model["model"]
    assert stats["policy"] == mode and stats["answered"] == 0
    # The breaker stops the calls after a few refusals.
    assert 1 <= stats["calls"] <= 3
    assert set(stats["fallbacks"]) <= {"connection error", "circuit open"}
    assert sum(stats["fallbacks"].values()) == stats["asked"]


def test_scripted_model_answers_count_in_the_json(scripted) -> None:
    result = run_eval(ENTERPRISE, modes=["hybrid"], llm={"base_url": scripted.base_url, "model": "scripted"},
                      cache_dir=CACHE, limit=10)
    stats = result["modes"]["hybrid"]["model"]
    assert stats["calls"] == len(scripted.requests) > 0
    assert stats["asked"] + sum(stats["skipped"].values()) == stats["turns"] == result["modes"]["hybrid"]["turns"]
    assert stats["answered"] <= stats["asked"]
    assert stats["overhead_ms"]["p50"] is not None
    assert result["modes"]["hybrid"]["hallucinated_entities"] == 0


def test_cli_eval_with_the_endpoint_down(tmp_path, closed_port) -> None:
    out = tmp_path / "figures.json"
    proc = kglink("eval", ENTERPRISE, "--modes", "rule,llm", "--llm-base-url", f"http://127.0.0.1:{closed_port}/v1",
                  "--llm-model", "none", "--limit", "8", "--json", out, "--cache-dir", CACHE)
    assert proc.returncode == 0, proc.stderr
    assert "model calls by mode" in proc.stdout
    result = json.loads(out.read_text(encoding="utf-8"))
    rule, llm = result["modes"]["rule"], result["modes"]["llm"]
    for figure in FIGURES:
        assert llm[figure] == rule[figure], figure
    assert llm["model"]["fallbacks"]["connection error"] >= 1


def test_cli_eval_llm_without_an_endpoint_is_a_one_line_error() -> None:
    proc = kglink("eval", ENTERPRISE, "--modes", "rule,llm")
    assert proc.returncode == 1
    assert proc.stderr.strip().startswith("error:") and "KGLINK_LLM_BASE_URL" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_cli_rewrite_with_a_model(tmp_path, scripted) -> None:
    conversation = tmp_path / "conv.jsonl"
    conversation.write_text('{"user": "华东区7月的销售额是多少"}\n{"user": "那华南区呢"}\n', encoding="utf-8")
    scripted.script("那华南区呢", queries=["华南区的销售额是多少"])
    proc = kglink("rewrite", conversation, "--ontology", ENTERPRISE / "ontology.ttl", "--json", "--policy", "llm",
                  "--llm-base-url", scripted.base_url, "--llm-model", "scripted")
    assert proc.returncode == 0, proc.stderr
    records = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [r["method"] for r in records] == ["llm", "rule"]
    assert records[1]["fallbacks"] == [{"method": "llm", "reason": "constraint lost: 7月"}]
