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
