"""``kglink eval`` through its real entry point (``kglink.cli:main``) in a child process."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

MINI = Path(__file__).resolve().parents[1] / "eval" / "data" / "mini"

SPEC_TOP = {"bundle", "k", "modes"}
SPEC_MODE = {
    "turns", "hit@k", "mrr@10", "entity_f1", "entity_exact", "must_include_recall",
    "must_exclude_violations", "hallucinated_entities", "clarify_accuracy",
    "correction_accuracy", "latency_ms", "by_type",
}
SPEC_SPLITS = {"all", "turn1", "turn2+"}
SPEC_LATENCY = {"rewrite_p50", "rewrite_p95", "retrieve_p50", "retrieve_p95"}
SPEC_BY_TYPE = {"hit@k", "entity_exact"}
MODES = ("raw", "concat", "oracle")


def kglink(*args: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "from kglink.cli import main; main()", *map(str, args)],
        capture_output=True, text=True, cwd=cwd, timeout=600,
    )


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> dict:
    out = tmp_path_factory.mktemp("eval-cli")
    proc = kglink(
        "eval", MINI, "--modes", ",".join(MODES), "--k", "5",
        "--json", out / "figures.json", "--html", out / "report.html",
        "--failures", out / "failures.jsonl", "--cache-dir", out / "cache",
    )
    return {"proc": proc, "out": out}


def test_exit_and_table(run: dict) -> None:
    proc = run["proc"]
    assert proc.returncode == 0, proc.stderr
    for mode in MODES:
        assert mode in proc.stdout
    assert "by mode" in proc.stdout and "by turn type" in proc.stdout


def test_json_has_exactly_the_spec_keys(run: dict) -> None:
    result = json.loads((run["out"] / "figures.json").read_text(encoding="utf-8"))
    assert set(result) == SPEC_TOP
    assert result["bundle"] == "mini" and result["k"] == 5
    assert list(result["modes"]) == list(MODES)
    for name, figures in result["modes"].items():
        assert set(figures) == SPEC_MODE, name
        assert set(figures["hit@k"]) == SPEC_SPLITS
        assert set(figures["mrr@10"]) == SPEC_SPLITS
        assert set(figures["latency_ms"]) == SPEC_LATENCY
        assert figures["turns"] == 9
        assert set(figures["by_type"]) == {"first", "pronoun", "ellipsis", "clarify", "correction", "topic_switch"}
        for entry in figures["by_type"].values():
            assert set(entry) == SPEC_BY_TYPE
        for value in (*figures["hit@k"].values(), *figures["mrr@10"].values()):
            assert 0.0 <= value <= 1.0
    raw = result["modes"]["raw"]
    for key in ("entity_f1", "entity_exact", "hallucinated_entities"):
        assert raw[key] is None
    assert all(entry["entity_exact"] is None for entry in raw["by_type"].values())
    assert raw["by_type"]["clarify"]["hit@k"] is None  # the clarify turn has no gold documents
    assert result["modes"]["oracle"]["entity_exact"] == 1.0


def test_html_report_parses_and_names_every_mode(run: dict) -> None:
    page = (run["out"] / "report.html").read_text(encoding="utf-8")
    seen: dict[str, list] = {"tags": [], "text": []}

    class Parser(HTMLParser):
        def handle_starttag(self, tag, attrs):
            seen["tags"].append(tag)

        def handle_data(self, data):
            seen["text"].append(data)

    parser = Parser()
    parser.feed(page)
    parser.close()
    text = "".join(seen["text"])
    assert "svg" in seen["tags"] and "table" in seen["tags"] and "script" not in seen["tags"]
    for mode in MODES:
        assert f"{mode}: " in text  # each mode's failing-turns section
    assert "mini" in text


def test_failures_file_lists_failing_turns(run: dict) -> None:
    lines = (run["out"] / "failures.jsonl").read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    assert records and all(record["failure_reasons"] for record in records)
    assert {record["mode"] for record in records} <= set(MODES)
    # concat keeps the stale "Product B" on the topic switch
    stale = [r for r in records if r["mode"] == "concat" and "must_exclude" in r["failure_reasons"]]
    assert [(r["case_id"], r["turn"]) for r in stale] == [("S03", 2)]


def test_json_to_stdout_moves_the_table_to_stderr(run: dict) -> None:
    proc = kglink("eval", MINI, "--modes", "raw", "--json", "-", "--limit", "1", "--cache-dir", run["out"] / "cache")
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["modes"]["raw"]["turns"] == 3
    assert "by mode" in proc.stderr


def test_malformed_cases_line_is_one_error_line(tmp_path: Path) -> None:
    bundle = tmp_path / "broken"
    shutil.copytree(MINI, bundle)
    lines = (bundle / "cases.jsonl").read_text(encoding="utf-8").splitlines()
    lines[1] = lines[1].replace('"expect": "clarify"', '"expect": "maybe"')
    (bundle / "cases.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    proc = kglink("eval", bundle, "--cache-dir", tmp_path / "cache")
    assert proc.returncode != 0
    assert "cases.jsonl:2" in proc.stderr
    assert "turns[1].expect" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert proc.stderr.startswith("error:")


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--modes", "raw,bogus"), "available modes: raw, concat, oracle"),
        (("--k", "0"), "--k"),
        (("--now", "2025-13-01"), "no YYYY-MM-DD date"),
    ],
)
def test_bad_options(tmp_path: Path, args: tuple[str, ...], words: str) -> None:
    proc = kglink("eval", MINI, *args, "--cache-dir", tmp_path / "cache")
    assert proc.returncode != 0
    assert words in proc.stderr
    assert "Traceback" not in proc.stderr


def test_missing_bundle(tmp_path: Path) -> None:
    proc = kglink("eval", tmp_path / "nowhere")
    assert proc.returncode == 1
    assert "not found" in proc.stderr and "Traceback" not in proc.stderr
