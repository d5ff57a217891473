"""``kglink demo``: the example world played on the embedded default (see :mod:`kglink.demo`)."""

from __future__ import annotations

import logging
from pathlib import Path

import click

logger = logging.getLogger(__name__)


@click.command("demo")
@click.option("--ontology", type=click.Path(dir_okay=False, path_type=Path), metavar="FILE",
              help="Ontology file (default: the example world shipped with kglink).")
@click.option("--docs", type=click.Path(dir_okay=False, path_type=Path), metavar="FILE",
              help="Documents to index, docs.jsonl (default: the example world's).")
@click.option("--store", type=click.Path(file_okay=False, path_type=Path), metavar="DIR",
              help="Embedded index folder (default: .kglink/demo under the current folder).")
@click.option("--k", type=click.IntRange(min=1), default=3, show_default=True, help="Documents shown per turn.")
def demo(ontology: Path | None, docs: Path | None, store: Path | None, k: int) -> None:
    """Play scripted conversations over the example world: rewrites and retrieval side by side.

    Needs the retrieval extra (pip install 'kglink[retrieval]'); no server, no network.
    """
    from kglink.cli.output import make_console
    from kglink.demo import DEFAULT_STORE, example_path, run_demo

    run_demo(
        ontology_path=ontology or example_path("ontology.ttl"),
        docs_path=docs or example_path("docs.jsonl"),
        store=store or DEFAULT_STORE,
        k=k,
        console=make_console(),
    )
