"""`kglink serve` and `kglink bench serve` through the real entry point."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from kglink.bench.serve import run_serve_bench, summary

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "ontology" / "enterprise" / "kglink.toml"
Cli = Callable[..., tuple[int, str, str]]


def test_a_missing_configuration_is_one_line_and_exit_1(kglink_cli: Cli, tmp_path: Path) -> None:
    code, out, err = kglink_cli("serve", "--config", str(tmp_path / "nope.toml"))
    assert code == 1
    assert err.strip().splitlines() == [f"error: {tmp_path / 'nope.toml'}: no such configuration file"]
    assert "Traceback" not in out + err


def test_several_workers_without_redis_are_refused(kglink_cli: Cli) -> None:
    code, _out, err = kglink_cli("serve", "--config", str(CONFIG), "--workers", "2")
    assert code == 1
    assert "--session-store redis://" in err and len(err.strip().splitlines()) == 1


def test_an_unknown_store_scheme_is_refused(kglink_cli: Cli) -> None:
    code, _out, err = kglink_cli("serve", "--config", str(CONFIG), "--session-store", "mongodb://x")
    assert code == 1 and "mongodb://x" in err


def test_bench_serve_options_are_checked(kglink_cli: Cli) -> None:
    code, _out, err = kglink_cli("bench", "serve", "--config", str(CONFIG), "--sessions", "0,x")
    assert code == 1 and "--sessions" in err


@pytest.mark.server
def test_the_load_bench_measures_every_point_without_errors(redis_url: str, tmp_path: Path) -> None:
    result = run_serve_bench(
        CONFIG, CONFIG.parent / "cases.jsonl", sessions=(1, 4), workers=(1,), max_turns=24, max_seconds=10,
        redis_url=redis_url, workdir=tmp_path,
    )
    modes = {(point.mode, point.workers, point.sessions) for point in result.points}
    assert modes == {("in-process", 0, 1), ("in-process", 0, 4), ("service", 1, 1), ("service", 1, 4)}
    for point in result.points:
        assert point.errors == 0 and point.turns > 0 and point.p99_ms >= point.p50_ms > 0
        assert point.cpu_ms_per_turn > 0
    assert json.loads(json.dumps(result.to_dict()))["conversations"] == result.conversations
    assert any("service layer" in line for line in summary(result))


def test_the_readme_gives_the_two_commands_and_they_exist(kglink_cli: Cli) -> None:
    import re

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## HTTP service\n"):]
    section = section[: section.index("\n## ", 1)]
    block = re.search(r"```bash\n(.*?)```", section, re.S).group(1).replace("\\\n", " ")  # type: ignore[union-attr]
    commands = [line.split("#")[0].strip() for line in block.splitlines() if line.strip()]
    assert commands[0] == "make redis-up"
    assert "redis-up:" in (ROOT / "Makefile").read_text(encoding="utf-8")
    serve = commands[1].split()
    assert serve[serve.index("kglink") + 1] == "serve"
    _code, help_text, _err = kglink_cli("serve", "--help")
    for option in (word for word in serve if word.startswith("--")):
        assert option in help_text, option
