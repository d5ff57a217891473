"""The link benchmark reports its figures (values are machine-dependent; not checked)."""

from __future__ import annotations

import json

import pytest

from kglink.bench.link import run_link_bench
from kglink.cli import main
from kglink.errors import ConfigError


def test_run_link_bench_reports_every_figure() -> None:
    stages: set[str] = set()
    result = run_link_bench(600, queries=300, seed=1, progress=lambda stage, done, total: stages.add(stage))
    figures = result.to_dict()
    assert figures["aliases"] == 600 and figures["queries"] == 300
    for key in ("build_s", "p50_us", "p99_us", "rss_mb", "p50_us_exact", "index_mb"):
        assert figures[key] >= 0
    assert figures["p99_us"] >= figures["p50_us"] > 0
    assert figures["mentions_per_query"] > 0
    assert stages == {"generate", "build", "query", "query (exact)"}


def test_bad_counts() -> None:
    with pytest.raises(ConfigError):
        run_link_bench(0)


def test_bench_link_command_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    main(["bench", "link", "--aliases", "500", "--queries", "200", "--json", "--seed", "2"])
    figures = json.loads(capsys.readouterr().out)
    assert {"aliases", "build_s", "p50_us", "p99_us", "rss_mb"} <= figures.keys()
    assert figures["aliases"] == 500 and figures["seed"] == 2


def test_bench_link_command_rejects_zero(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as raised:
        main(["bench", "link", "--aliases", "0"])
    assert raised.value.code == 2
