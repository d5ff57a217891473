"""``kglink eval BUNDLE``: score rewriting modes on a benchmark bundle.

Prints a table by mode and one by turn type; ``--json`` writes the figures of the
benchmark spec, ``--html`` a report a person reads, ``--failures`` every failing turn as
JSON lines. ``--graph-store neo4j`` answers the graph questions from Neo4j.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import click

from kglink.cli.llm_options import LLM_KEYS, llm_options, llm_settings
from kglink.cli.neo4j_options import neo4j_options, neo4j_settings, quiet_driver

if TYPE_CHECKING:
    from rich.table import Table

logger = logging.getLogger(__name__)

DEFAULT_MODES = "raw,concat,oracle"


@click.command("eval")
@click.argument("bundle", type=click.Path(path_type=Path))
@click.option(
    "--modes", default=DEFAULT_MODES, show_default=True,
    help="Comma-separated modes to run (raw, concat, oracle, rule, rule-graph: the rules without the documents' "
    "evidence, llm, hybrid; llm and hybrid need a model: --llm-*).",
)
@click.option("--k", "k", type=click.IntRange(min=1), default=5, show_default=True, help="Cut-off of hit@k.")
@click.option("--json", "json_out", metavar="OUT", help="Write the figures as JSON to OUT ('-' for stdout).")
@click.option("--html", "html_out", type=click.Path(dir_okay=False, path_type=Path), metavar="OUT",
              help="Write a self-contained HTML report to OUT.")
@click.option("--failures", "failures_out", type=click.Path(dir_okay=False, path_type=Path), metavar="OUT",
              help="Write every failing turn of every mode to OUT as JSON lines.")
@click.option("--limit", type=click.IntRange(min=1), metavar="N", help="Run only the first N conversations.")
@click.option("--cache-dir", type=click.Path(file_okay=False, path_type=Path), metavar="DIR",
              help="Where built indexes are cached (default .kglink/eval-cache).")
@click.option("--graph-store", type=click.Choice(["networkx", "neo4j"]), default="networkx", show_default=True,
              help="Where the graph lives: in process, or Neo4j (the bundle's ontology is loaded into it).")
@click.option("--embedding", "embedding_spec", default="hashed", show_default=True, metavar="SPEC",
              help="Embedding of the vector retriever: hashed[:DIM] (offline n-grams), e5[:THREADS] "
                   "(multilingual-e5-small, pip install 'kglink[e5]'), sentence-transformers:MODEL, openai:MODEL@URL.")
@click.option("--now", "now_spec", default="documents", show_default=True, metavar="DATE",
              help="The date the conversations are set at, which 'last month' is relative to: YYYY-MM-DD, "
                   "'documents' (the month after the latest one the documents' titles report) or 'none' "
                   "(relative times stay as said).")
@neo4j_options
@llm_options
def eval_command(
    bundle: Path,
    modes: str,
    k: int,
    json_out: str | None,
    html_out: Path | None,
    failures_out: Path | None,
    limit: int | None,
    cache_dir: Path | None,
    graph_store: str,
    embedding_spec: str,
    now_spec: str,
    **options: Any,
) -> None:
    """Run MODES over the conversations of BUNDLE and score retrieval, linking and constraints.

    The llm and hybrid modes call an OpenAI-compatible model (--llm-base-url and --llm-model,
    or KGLINK_LLM_BASE_URL and KGLINK_LLM_MODEL); whatever the model answers is validated,
    and the rules answer when it fails or is down.
    """
    from kglink.eval.modes import parse_modes
    from kglink.eval.report import write_html
    from kglink.eval.runner import run_eval

    names = parse_modes(modes)
    now = _parse_now(now_spec)
    llm = llm_settings(options)
    neo4j = {key: value for key, value in options.items() if key not in LLM_KEYS}
    if {"llm", "hybrid"} & set(names):
        from kglink.llm import LLMConfig

        llm = LLMConfig.from_env(**llm)  # a missing endpoint fails here, before the index is built
    if graph_store == "neo4j":
        quiet_driver()
    # With --json - the figures own stdout; everything for people goes to stderr.
    from kglink.cli.output import make_console

    # Piped or redirected: as wide as the tables (rich would assume 80 columns and cut them).
    console = make_console(stderr=json_out == "-")
    started = time.perf_counter()
    with _ProgressBars() as bars:
        result, records = run_eval(
            bundle, modes=names, k=k, limit=limit, cache_dir=cache_dir,
            progress=bars.update, graph_store=graph_store, neo4j=neo4j_settings(neo4j), llm=llm,
            return_records=True, embedding=embedding_spec, now=now,
        )
    seconds = time.perf_counter() - started

    console.print(_retrieval_table(result))
    console.print(_rewrite_table(result))
    console.print(_type_table(result))
    if any("model" in fig for fig in result["modes"].values()):
        console.print(_model_table(result))
    console.print(f"{len(names)} mode(s) on {result['bundle']} in {seconds:.1f} s")

    if json_out == "-":
        click.echo(json.dumps(result, ensure_ascii=False, indent=2))
    elif json_out:
        target = Path(json_out)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(result, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        console.print(f"figures written to {target}")
    if html_out is not None:
        from kglink.eval.bundle import load_bundle
        from kglink.ontology.loader import load_ontology

        # Entities as CURIEs (ex:region_east), with the bundle's own prefixes.
        compact = load_ontology(*load_bundle(bundle).ontology_paths).compact
        console.print(f"report written to {write_html(result, records, html_out, compact=compact)}")
    if failures_out is not None:
        failures_out.parent.mkdir(parents=True, exist_ok=True)
        failed = [record for record in records if record.failed]
        with failures_out.open("w", encoding="utf-8") as handle:
            for record in failed:
                handle.write(json.dumps(record.to_dict(), ensure_ascii=False) + "\n")
        console.print(f"{len(failed)} failing turns written to {failures_out}")


commands = [eval_command]


def _parse_now(spec: str) -> dt.date | None | Literal["documents"]:
    """``--now``: a date, "documents" or "none"."""
    if spec == "documents":
        return "documents"
    if spec == "none":
        return None
    try:
        return dt.date.fromisoformat(spec)
    except ValueError:
        raise click.BadParameter(f"{spec!r} is no YYYY-MM-DD date, 'documents' or 'none'", param_hint="--now") from None


class _ProgressBars:
    """A rich progress bar per stage (index build, then each mode), always on stderr."""

    def __init__(self) -> None:
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        self._progress = Progress(
            TextColumn("{task.description:>10}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=Console(stderr=True),
            transient=True,
            disable=not sys.stderr.isatty(),
        )
        self._tasks: dict[str, Any] = {}

    def __enter__(self) -> _ProgressBars:
        self._progress.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        self._progress.__exit__(*exc)  # type: ignore[arg-type]

    def update(self, stage: str, done: int, total: int) -> None:
        task = self._tasks.get(stage)
        if task is None:
            task = self._tasks[stage] = self._progress.add_task(stage, total=total or None)
        self._progress.update(task, completed=done, total=total or None)


# -- tables -------------------------------------------------------------------------------


def _fmt(value: Any, digits: int = 3) -> str:
    if value is None:
        return "—"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def _retrieval_table(result: dict[str, Any]) -> Table:
    from rich.table import Table

    k = result["k"]
    table = Table(title=f"{result['bundle']}: retrieval by mode (k = {k})")
    columns = (
        "mode", "turns", f"hit@{k}", "turn1", "turn2+", "MRR@10", "turn1", "turn2+",
        "ret p50 ms", "ret p95 ms",
    )
    for index, name in enumerate(columns):
        table.add_column(name, justify="left" if index == 0 else "right")
    for name, fig in result["modes"].items():
        hit, mrr, latency = fig["hit@k"], fig["mrr@10"], fig["latency_ms"]
        table.add_row(
            name, _fmt(fig["turns"]),
            _fmt(hit["all"]), _fmt(hit["turn1"]), _fmt(hit["turn2+"]),
            _fmt(mrr["all"]), _fmt(mrr["turn1"]), _fmt(mrr["turn2+"]),
            _fmt(latency["retrieve_p50"], 2), _fmt(latency["retrieve_p95"], 2),
        )
    return table


def _rewrite_table(result: dict[str, Any]) -> Table:
    from rich.table import Table

    table = Table(title="entities, constraints and rewriting by mode (— = cannot be given)")
    columns = (
        "mode", "ent F1", "ent exact", "incl recall", "excl viol", "halluc", "clarify", "correct",
        "rw p50 ms", "rw p95 ms",
    )
    for index, name in enumerate(columns):
        table.add_column(name, justify="left" if index == 0 else "right")
    for name, fig in result["modes"].items():
        latency = fig["latency_ms"]
        table.add_row(
            name, _fmt(fig["entity_f1"]), _fmt(fig["entity_exact"]),
            _fmt(fig["must_include_recall"]), _fmt(fig["must_exclude_violations"]),
            _fmt(fig["hallucinated_entities"]), _fmt(fig["clarify_accuracy"]),
            _fmt(fig["correction_accuracy"]), _fmt(latency["rewrite_p50"], 2),
            _fmt(latency["rewrite_p95"], 2),
        )
    return table


def _type_table(result: dict[str, Any]) -> Table:
    from rich.table import Table

    k = result["k"]
    table = Table(title=f"hit@{k} / entity exact by turn type")
    table.add_column("type")
    modes = result["modes"]
    for name in modes:
        table.add_column(name, justify="right")
    types: dict[str, None] = {}
    for fig in modes.values():
        types.update(dict.fromkeys(fig["by_type"]))
    for type_name in types:
        cells = []
        for fig in modes.values():
            entry = fig["by_type"].get(type_name, {})
            cell = _fmt(entry.get("hit@k"))
            if entry.get("entity_exact") is not None:
                cell += f" / {_fmt(entry['entity_exact'])}"
            cells.append(cell)
        table.add_row(type_name, *cells)
    return table


def _model_table(result: dict[str, Any]) -> Table:
    from rich.table import Table

    table = Table(title="model calls by mode (fallback = the rules answered)")
    columns = ("mode", "turns", "asked", "calls", "cache hits", "answered", "overhead p50 ms", "fallbacks")
    for index, name in enumerate(columns):
        table.add_column(name, justify="left" if index in (0, len(columns) - 1) else "right")
    for name, fig in result["modes"].items():
        stats = fig.get("model")
        if not stats:
            continue
        fallbacks = ", ".join(f"{reason} {count}" for reason, count in stats["fallbacks"].items()) or "—"
        table.add_row(
            name, _fmt(stats["turns"]), _fmt(stats["asked"]), _fmt(stats["calls"]), _fmt(stats["cache_hits"]),
            _fmt(stats["answered"]), _fmt(stats["overhead_ms"]["p50"], 2), fallbacks,
        )
    return table
