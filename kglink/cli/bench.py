"""``kglink bench``: timings of kglink's parts on synthetic data.

``kglink bench link --aliases N`` builds an alias index over a synthetic ontology of N
names and times lookups of fixed-length queries (see :mod:`kglink.bench.link`);
``kglink bench scale --triples N`` compiles, reloads, links, rewrites and retrieves over a
synthetic SKOS ontology of N triples (see :mod:`kglink.bench.scale`).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import click

# Only click at import time (`kglink --help`); rich and the benchmarks load in the commands.

logger = logging.getLogger(__name__)


@contextmanager
def progress_bar() -> Iterator[Callable[[str, int, int], None]]:
    """A transient progress bar on stderr, one line per stage; yields ``progress(stage, done, total)``."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from kglink.cli.output import make_console

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=make_console(stderr=True), transient=True) as bar:
        tasks: dict[str, int] = {}

        def progress(stage: str, done: int, total: int) -> None:
            if stage not in tasks:
                tasks[stage] = bar.add_task(stage, total=total)
            bar.update(tasks[stage], completed=done, total=total)

        yield progress


@click.group("bench")
def bench() -> None:
    """Benchmarks on synthetic data."""


@bench.command("link")
@click.option("--aliases", type=click.IntRange(min=1), required=True, help="Names in the synthetic ontology.")
@click.option("--queries", type=click.IntRange(min=1), default=10_000, show_default=True, help="Queries to time.")
@click.option("--chars", type=click.IntRange(min=1), default=20, show_default=True, help="Characters per query.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the ontology and the queries.")
@click.option("--json", "as_json", is_flag=True, help="Print the figures as JSON on stdout.")
def link_command(aliases: int, queries: int, chars: int, seed: int, as_json: bool) -> None:
    """Time the alias index: build time, p50/p99 per query (with and without fuzzy), memory."""
    from kglink.bench.link import run_link_bench

    with progress_bar() as progress:
        result = run_link_bench(aliases, queries=queries, query_chars=chars, seed=seed, progress=progress)
    figures = result.to_dict()
    if as_json:
        click.echo(json.dumps(figures, indent=2))
        return
    from rich.table import Table

    from kglink.cli.output import make_console

    table = Table("figure", "value", title=f"alias index, {result.aliases:,} aliases", title_justify="left")
    for key, value in figures.items():
        table.add_row(key, f"{value:,}" if isinstance(value, int) else f"{value:,.2f}")
    make_console().print(table)


@bench.command("scale")
@click.option("--triples", type=click.IntRange(min=1), required=True, help="Size of the synthetic SKOS ontology.")
@click.option("--chunks", type=click.IntRange(min=1), default=100_000, show_default=True, help="Synthetic chunks to index.")
@click.option("--queries", type=click.IntRange(min=1), default=5_000, show_default=True, help="Turns for mention detection.")
@click.option("--conversations", type=click.IntRange(min=1), default=200, show_default=True, help="Five-turn conversations to rewrite.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of everything generated.")
@click.option("--workdir", type=click.Path(file_okay=False), default=None, help="Keep the files here (default: a temporary folder).")
@click.option("--json", "as_json", is_flag=True, help="Print the figures as JSON on stdout.")
def scale_command(
    triples: int, chunks: int, queries: int, conversations: int, seed: int, workdir: str | None, as_json: bool
) -> None:
    """Compile, reload, link, rewrite and retrieve over a synthetic ontology of N triples."""
    from kglink.bench.scale import run_scale_bench

    with progress_bar() as progress:
        result = run_scale_bench(
            triples, chunks=chunks, queries=queries, conversations=conversations, seed=seed,
            workdir=workdir, progress=progress,
        )
    figures = result.to_dict()
    if as_json:
        click.echo(json.dumps(figures, indent=2, ensure_ascii=False))
        return
    from rich.table import Table

    from kglink.cli.output import make_console

    table = Table("figure", "value", title=f"scale, {result.triples:,} triples", title_justify="left")
    for key, value in figures.items():
        table.add_row(key, value if isinstance(value, str) else f"{value:,}" if isinstance(value, int) else f"{value:,.3f}")
    make_console().print(table)


@bench.command("serve")
@click.option("--config", "config_path", type=click.Path(dir_okay=False, exists=True),
              default="ontology/enterprise/kglink.toml", show_default=True, help="The kglink.toml the servers use.")
@click.option("--cases", "cases_path", type=click.Path(dir_okay=False, exists=True), default=None,
              help="Conversations to replay (default: cases.jsonl beside the configuration).")
@click.option("--sessions", default="1,8,32", show_default=True, help="Concurrent conversations per point, comma-separated.")
@click.option("--workers", default="1,2", show_default=True, help="Server processes per point, comma-separated.")
@click.option("--turns", type=click.IntRange(min=1), default=400, show_default=True, help="Turns per point, at most.")
@click.option("--seconds", type=click.FloatRange(min=0, min_open=True), default=20.0, show_default=True,
              help="Seconds per point, at most.")
@click.option("--redis-url", default=None, help="Use this Redis (default: start one on a free loopback port).")
@click.option("--json", "as_json", is_flag=True, help="Print the figures as JSON on stdout.")
def serve_command(config_path: str, cases_path: str | None, sessions: str, workers: str, turns: int, seconds: float,
                  redis_url: str | None, as_json: bool) -> None:
    """Load the HTTP service (workers + Redis, loopback) and the in-process pipeline with the same turns."""
    from pathlib import Path

    from rich.table import Table

    from kglink.bench.serve import run_serve_bench, summary
    from kglink.cli.output import make_console
    from kglink.errors import ConfigError

    def counts(value: str, name: str) -> tuple[int, ...]:
        try:
            parsed = tuple(int(part) for part in value.split(",") if part.strip())
        except ValueError:
            parsed = ()
        if not parsed or min(parsed) < 1:
            raise ConfigError(f"--{name}: expected positive integers separated by commas, got {value!r}")
        return parsed

    config = Path(config_path)
    cases = Path(cases_path) if cases_path else config.parent / "cases.jsonl"
    with progress_bar() as progress:
        result = run_serve_bench(
            config, cases, sessions=counts(sessions, "sessions"), workers=counts(workers, "workers"),
            max_turns=turns, max_seconds=seconds, redis_url=redis_url, progress=progress,
        )
    if as_json:
        click.echo(json.dumps({**result.to_dict(), "summary": summary(result)}, indent=2, ensure_ascii=False))
        return
    table = Table("mode", "workers", "sessions", "turns", "errors", "seconds", "turns/s", "p50 ms", "p99 ms",
                  "CPU ms/turn", "load",
                  title=f"kglink serve under load ({result.conversations} conversations, loopback)", title_justify="left")
    for p in result.points:
        table.add_row(p.mode, str(p.workers or "-"), str(p.sessions), str(p.turns), str(p.errors), f"{p.seconds:.1f}",
                      f"{p.turns_per_s:,.1f}", f"{p.p50_ms:.2f}", f"{p.p99_ms:.2f}", f"{p.cpu_ms_per_turn:.2f}",
                      f"{p.load_avg:.1f}")
    console = make_console()
    console.print(table)
    for line in summary(result):
        console.print(line)
