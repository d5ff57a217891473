"""``kglink ontology``: inspect, lint, compile and load ontologies.

Every command takes one or more files that merge into one ontology (any RDF syntax,
CSV/TSV alias tables, compiled ``.kglink`` files). ``--json`` writes pure JSON to stdout;
progress goes to stderr and only when a load takes more than a second. ``load --store
neo4j`` writes the ontology into Neo4j; ``inspect --store neo4j`` summarises what it holds.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import click

from kglink.cli.neo4j_options import neo4j_options, open_neo4j

# Only click at import time: a command's --help loads nothing else.
if TYPE_CHECKING:
    from kglink.ontology.model import Ontology
    from kglink.ontology.rdf import ProgressCallback

logger = logging.getLogger(__name__)

_FILES = click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path, dir_okay=True))
_SHOWN_PER_KIND = 20


@click.group("ontology")
def ontology() -> None:
    """Inspect, lint, compile and load ontologies (RDF, CSV/TSV tables, compiled .kglink)."""


@ontology.command("inspect")
@click.argument("files", nargs=-1, type=click.Path(path_type=Path, dir_okay=True))
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON on stdout.")
@click.option(
    "--store",
    type=click.Choice(["files", "neo4j"]),
    default="files",
    show_default=True,
    help="Summarise FILES, or the graph held in Neo4j (no FILES then).",
)
@neo4j_options
def inspect_command(files: tuple[Path, ...], as_json: bool, store: str, **neo4j: str | None) -> None:
    """Load FILES (merged into one ontology), or read the graph back from Neo4j, and print a summary."""
    if store == "neo4j":
        if files:
            raise click.UsageError("--store neo4j summarises the database: give no FILES")
        onto = _read_back(neo4j)
        files = (Path(onto.sources[0]),)
    elif not files:
        raise click.UsageError("give one or more FILES, or --store neo4j")
    else:
        onto = load_with_progress(files)
    from kglink.ontology.stats import summarize

    summary = summarize(onto)
    if as_json:
        click.echo(json.dumps(summary, ensure_ascii=False, indent=2))
        return
    from rich.table import Table

    from kglink.cli.output import make_console

    console = make_console()
    console.print(", ".join(onto.sources if store == "neo4j" else map(str, files)), style="bold", markup=False, highlight=False)
    table = Table(show_header=False)
    table.add_column("what", style="bold")
    table.add_column("value", justify="right")
    shown = ("entities", "classes", "properties", "aliases", "shared_aliases", "edges", "dangling_edges", "attributes")
    for key in (*shown, "redirects"):
        table.add_row(key.replace("_", " "), f"{summary[key]:,}")
    table.add_row("languages", " ".join(summary["languages"]) or "-")
    console.print(table)
    if summary["entities_by_class"]:
        classes = Table("class", "label", "entities", title="entities by class", title_justify="left")
        for class_id, count in list(summary["entities_by_class"].items())[:15]:
            classes.add_row(class_id, onto.label(onto.expand(class_id)), f"{count:,}")
        console.print(classes)


@ontology.command("lint")
@_FILES
@click.option("--json", "as_json", is_flag=True, help="Print the findings as JSON on stdout.")
@click.option("--strict", is_flag=True, help="Exit with status 1 when anything is found.")
@click.option(
    "--threshold",
    type=click.FloatRange(0, 100, min_open=True),
    default=90.0,
    show_default=True,
    help="Similarity (rapidfuzz ratio) from which two labels are near-duplicates.",
)
@click.pass_context
def lint_command(ctx: click.Context, files: tuple[Path, ...], as_json: bool, strict: bool, threshold: float) -> None:
    """Report shared aliases, near-duplicate labels, missing labels, type-noun labels and dangling edges."""
    from kglink.ontology.lint import KINDS, lint as run_lint

    onto = load_with_progress(files)
    findings = run_lint(onto, near_duplicate_threshold=threshold)
    if as_json:
        counts = {kind: sum(1 for f in findings if f.kind == kind) for kind in KINDS}
        click.echo(
            json.dumps({"counts": counts, "findings": [f.to_dict() for f in findings]}, ensure_ascii=False, indent=2)
        )
    else:
        _print_findings(findings)
    if strict and findings:
        ctx.exit(1)


@ontology.command("compile")
@_FILES
@click.option(
    "-o", "--output", type=click.Path(path_type=Path, dir_okay=False), required=True, help="The .kglink file to write."
)
def compile_command(files: tuple[Path, ...], output: Path) -> None:
    """Load FILES and write them as one compiled ontology that reloads fast."""
    from kglink.linking.compiled_index import save_compiled
    from kglink.ontology.compiled import check_output

    started = time.perf_counter()
    check_output(output)  # before the load: a bad -o fails at once
    onto = load_with_progress(files)
    path = save_compiled(onto, output)
    size = path.stat().st_size
    click.echo(
        f"wrote {path}: {len(onto.entities):,} entities, {len(onto.classes):,} classes, "
        f"{len(onto.edges):,} edges, {size / 1e6:.1f} MB in {time.perf_counter() - started:.2f} s"
    )


@ontology.command("load")
@_FILES
@click.option(
    "--store",
    type=click.Choice(["neo4j"]),
    default="neo4j",
    show_default=True,
    help="Where to load the ontology (Neo4j over Bolt).",
)
@neo4j_options
@click.option(
    "--batch-size", type=click.IntRange(min=1), default=1000, show_default=True, help="Rows per transaction."
)
@click.option("--json", "as_json", is_flag=True, help="Print the counts as JSON on stdout.")
def load_command(files: tuple[Path, ...], store: str, batch_size: int, as_json: bool, **neo4j: str | None) -> None:
    """Load FILES (merged into one ontology) into a graph store, replacing the ontology loaded before."""
    from kglink.cli.terminal import redact

    onto = load_with_progress(files)
    # Connect before drawing anything, so a dead server or a wrong password is one line.
    with open_neo4j(neo4j, cache_size=0) as graph:
        with progress_bar() as progress:
            counts = graph.load(onto, batch_size=batch_size, progress=progress)
    if as_json:
        click.echo(json.dumps({"uri": redact(graph.uri), **counts}, indent=2))
        return
    before, removed = counts["before"], counts["removed"]
    click.echo(
        f"loaded into {redact(graph.uri)}: {counts['nodes']:,} nodes ({counts['described']:,} described), "
        f"{counts['edges']:,} edges, {counts['classes']:,} classes in {counts['seconds']:.2f} s"
    )
    if before["nodes"] or before["classes"]:
        click.echo(
            f"  it held {before['nodes']:,} nodes, {before['edges']:,} edges and {before['classes']:,} classes before;"
            f" removed {removed['nodes']:,} nodes, {removed['edges']:,} edges and {removed['classes']:,} classes"
            " the new ontology lacks"
        )


def _read_back(neo4j: dict[str, str | None]) -> Ontology:
    from kglink.graph.neo4j_read import read_ontology

    with open_neo4j(neo4j, cache_size=0) as graph:
        return read_ontology(graph)


def load_with_progress(files: Sequence[Path | str]) -> Ontology:
    """Load and merge ``files``, drawing a progress bar on stderr if it takes over a second."""
    from kglink.ontology.loader import load_ontology

    with progress_bar() as progress:
        return load_ontology(*files, progress=progress)


@contextmanager
def progress_bar(delay: float = 1.0) -> Iterator[ProgressCallback]:
    """A progress callback for the loaders; the bar appears on stderr only after ``delay`` seconds.

    Nothing is drawn when stderr is not a terminal, so pipes and ``--json`` stay clean.
    """
    from rich.console import Console
    from rich.progress import BarColumn, DownloadColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    console = Console(stderr=True)
    bar = Progress(
        SpinnerColumn(),
        TextColumn("{task.description}"),
        BarColumn(),
        DownloadColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    )
    tasks: dict[str, int] = {}
    lock = threading.Lock()

    def update(description: str, completed: int, total: int | None) -> None:
        with lock:
            if description not in tasks:
                tasks[description] = bar.add_task(Path(description).name, total=total)
            bar.update(tasks[description], completed=completed, total=total)

    finished = False

    def show() -> None:
        with lock:
            if not finished:
                bar.start()

    timer = threading.Timer(delay, show) if console.is_terminal else None
    if timer is not None:
        timer.daemon = True
        timer.start()
    try:
        yield update
    finally:
        if timer is not None:
            timer.cancel()
            with lock:
                finished = True
                bar.stop()


def _print_findings(findings: list) -> None:
    from kglink.cli.output import make_console
    from kglink.ontology.lint import KINDS

    console = make_console()
    if not findings:
        console.print("[green]no findings[/green]")
        return
    for kind in KINDS:
        of_kind = [f for f in findings if f.kind == kind]
        if not of_kind:
            continue
        console.print(f"[bold]{kind.replace('_', ' ')}[/bold] ({len(of_kind):,})")
        for finding in of_kind[:_SHOWN_PER_KIND]:
            console.print(f"  {finding.message}", markup=False, highlight=False)
        if len(of_kind) > _SHOWN_PER_KIND:
            console.print(f"  ... and {len(of_kind) - _SHOWN_PER_KIND:,} more (--json lists them all)")
    console.print(f"{len(findings):,} findings")
