"""The benchmark plot is drawn from the committed JSON runs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kglink.bench.plot import load_runs, plot
from kglink.errors import InputError

_RUN = {
    "load_s": 1.0, "peak_rss_mb": 100.0, "reload_s": 0.1, "link_p50_us": 20.0, "link_p99_us": 90.0,
    "rewrite_p50_ms": 0.4, "rewrite_p99_ms": 2.0, "retrieve_p50_ms": 5.0, "rdflib_parse_s": 2.0,
    "fuzzscan_p50_us": 5000.0,
}


def test_plot_writes_a_png(tmp_path: Path) -> None:
    for size in (100_000, 10_000):
        (tmp_path / f"scale-{size}.json").write_text(json.dumps({**_RUN, "triples": size}))
    assert [run["triples"] for run in load_runs(tmp_path)] == [10_000, 100_000]
    out = plot(tmp_path)
    assert out == tmp_path / "scale.png" and out.read_bytes().startswith(b"\x89PNG")


def test_committed_runs_redraw(tmp_path: Path) -> None:
    folder = Path(__file__).parents[2] / "docs" / "benchmarks"
    runs = load_runs(folder)
    assert {run["triples"] // 10_000 for run in runs} >= {1}
    assert plot(folder, tmp_path / "redrawn.png").stat().st_size > 10_000


@pytest.mark.parametrize("content", [None, "{}", "not json"], ids=["no-runs", "missing-keys", "bad-json"])
def test_bad_folders(tmp_path: Path, content: str | None) -> None:
    if content is not None:
        (tmp_path / "scale-1.json").write_text(content)
    with pytest.raises(InputError):
        load_runs(tmp_path)
