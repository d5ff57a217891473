"""``kglink link TEXT --ontology FILE``: the mentions of ontology nodes in one text.

Prints each mention with its span, kind (exact or fuzzy) and candidate nodes (label,
score, prior); ``--json`` prints the same as JSON on stdout.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

# Only click at import time: a command's --help loads nothing else.
if TYPE_CHECKING:
    from kglink.linking.candidates import Mention
    from kglink.ontology.model import Ontology

logger = logging.getLogger(__name__)


@click.command("link")
@click.argument("text")
@click.option(
    "--ontology",
    "ontology_files",
    multiple=True,
    required=True,
    type=click.Path(path_type=Path),
    metavar="FILE",
    help="Ontology file (any RDF syntax, CSV/TSV table or compiled .kglink); repeat to merge several.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the mentions as JSON on stdout.")
@click.option("--no-fuzzy", is_flag=True, help="Only exact matches of normalised names.")
def link(text: str, ontology_files: tuple[Path, ...], as_json: bool, no_fuzzy: bool) -> None:
    """Find the ontology nodes TEXT mentions, with their candidates and scores."""
    from kglink.cli.ontology import load_with_progress
    from kglink.linking.alias_index import AliasIndex
    from kglink.linking.normalize import language_of

    onto = load_with_progress(ontology_files)
    index = AliasIndex.from_ontology(onto)
    mentions = index.find(text, fuzzy=not no_fuzzy)
    lang = language_of(text)
    result = {"text": text, "mentions": [mention_to_dict(mention, onto, lang) for mention in mentions]}
    if as_json:
        click.echo(json.dumps(result, ensure_ascii=False, indent=2))
        return
    _print(result)


def mention_to_dict(mention: Mention, onto: Ontology, lang: str | None = None) -> dict[str, Any]:
    """A mention as plain JSON values, with each candidate's label and CURIE."""
    return {
        "start": mention.start,
        "end": mention.end,
        "text": mention.text,
        "kind": mention.kind,
        "candidates": [
            {
                "node_id": candidate.node_id,
                "curie": onto.compact(candidate.node_id),
                "label": onto.label(candidate.node_id, lang),
                "alias": candidate.alias,
                "score": round(candidate.score, 4),
                "prior": round(candidate.prior, 4),
            }
            for candidate in mention.candidates
        ],
    }


TABLE_ROWS = 500
"""Above this many rows the candidates print as tab-separated lines: a rich table measures
every cell of every column (100,000 candidates took over 400 s)."""


def _print(result: dict[str, Any]) -> None:
    from kglink.cli.terminal import printable

    if not result["mentions"]:
        from kglink.cli.output import make_console

        make_console().print("no mentions", style="dim")
        return
    rows: list[tuple[str, ...]] = []
    for mention in result["mentions"]:
        span = f"{mention['start']}-{mention['end']}"
        for rank, candidate in enumerate(mention["candidates"]):
            first = rank == 0
            rows.append(
                (
                    span if first else "",
                    printable(mention["text"]) if first else "",
                    mention["kind"] if first else "",
                    printable(candidate["label"]),
                    printable(candidate["alias"]),
                    f"{candidate['score']:.3f}",
                    f"{candidate['prior']:.3f}",
                    printable(candidate["curie"]),
                )
            )
    header = ("span", "text", "kind", "label", "alias", "score", "prior", "node")
    if len(rows) > TABLE_ROWS:
        click.echo("\n".join("\t".join(row) for row in (header, *rows)))
        return
    from rich.table import Table
    from rich.text import Text

    from kglink.cli.output import make_console

    table = Table(*header)
    table.columns[-1].overflow = "fold"  # ids are long: wrap them rather than cut them
    for row in rows:
        table.add_row(*(Text(cell) for cell in row))  # Text: a label is never read as markup
    make_console().print(table, markup=False, highlight=False)
