"""Draw the scale benchmark: per-turn latency and memory against ontology size.

Reads the ``scale-*.json`` files ``kglink bench scale --json`` wrote (committed under
``docs/benchmarks/``) and writes one PNG with two panels: per-turn latencies (mention
detection, rule rewrite, retrieval) beside the rapidfuzz full-scan anchor, and the
compile and rdflib parse times beside peak memory. Needs matplotlib
(``pip install 'kglink[plot]'``).

Usage::

    python -m kglink.bench.plot docs/benchmarks            # writes docs/benchmarks/scale.png
"""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path

from kglink.errors import InputError, MissingDependencyError

logger = logging.getLogger(__name__)


def load_runs(folder: str | Path) -> list[dict[str, float]]:
    """The scale runs in ``folder`` (``scale-*.json``), smallest ontology first.

    Raises:
        InputError: no run in the folder, or a file that is not a run.
    """
    runs = []
    for path in sorted(Path(folder).glob("scale-*.json")):
        try:
            run = json.loads(path.read_text(encoding="utf-8"))
            float(run["triples"]), float(run["link_p50_us"])
        except (ValueError, KeyError, TypeError) as exc:
            raise InputError(f"not a `kglink bench scale --json` result ({exc})", path=path) from exc
        runs.append(run)
    if not runs:
        raise InputError("no scale-*.json files", path=Path(folder))
    return sorted(runs, key=lambda run: run["triples"])


def plot(folder: str | Path, output: str | Path | None = None) -> Path:
    """Draw the runs of ``folder`` into ``output`` (default ``folder/scale.png``)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as exc:
        raise MissingDependencyError("matplotlib", "plot") from exc
    runs = load_runs(folder)
    output = Path(output) if output else Path(folder) / "scale.png"
    sizes = [run["triples"] for run in runs]
    figure, (latency, memory) = plt.subplots(1, 2, figsize=(11, 4.2))
    for key, label, scale, style in (
        ("link_p50_us", "mention detection p50", 1e-3, "o-"),
        ("rewrite_p50_ms", "rule rewrite p50 (per turn)", 1.0, "s-"),
        ("retrieve_p50_ms", "retrieval p50 (100k chunks)", 1.0, "^-"),
        ("fuzzscan_p50_us", "anchor: rapidfuzz scan of all aliases", 1e-3, "x--"),
    ):
        latency.plot(sizes, [run[key] * scale for run in runs], style, label=label)
    latency.set(xscale="log", yscale="log", xlabel="ontology size (triples)", ylabel="ms per turn",
                title="per-turn latency")
    latency.legend(fontsize=8)
    latency.grid(True, which="both", alpha=0.3)
    memory.plot(sizes, [run["peak_rss_mb"] for run in runs], "o-", color="tab:purple", label="peak RSS of compile (MB)")
    memory.set(xscale="log", xlabel="ontology size (triples)", ylabel="MB", title="memory and load time")
    times = memory.twinx()
    times.plot(sizes, [run["load_s"] for run in runs], "s-", color="tab:green", label="compile (s)")
    times.plot(sizes, [run["reload_s"] for run in runs], "d-", color="tab:olive", label="reload compiled (s)")
    times.plot(sizes, [run["rdflib_parse_s"] for run in runs], "x--", color="tab:gray", label="anchor: rdflib parse (s)")
    times.set_ylabel("seconds")
    handles = memory.get_legend_handles_labels()
    more = times.get_legend_handles_labels()
    memory.legend(handles[0] + more[0], handles[1] + more[1], fontsize=8, loc="upper left")
    memory.grid(True, which="both", alpha=0.3)
    figure.tight_layout()
    figure.savefig(output, dpi=110)
    plt.close(figure)
    logger.debug("wrote %s from %d runs", output, len(runs))
    return output


if __name__ == "__main__":  # pragma: no cover - exercised through plot() in the tests
    print(plot(sys.argv[1] if len(sys.argv) > 1 else "docs/benchmarks"))
