"""``kglink index`` and ``kglink search``: build the retrieval index and query it.

``kglink index DOCS --ontology ONT`` reads a ``docs.jsonl`` file or a folder of .txt/.md
files, annotates the chunks with the ontology's entities and writes them to Chroma (an
embedded store in ``--store``, default ``.kglink/index``, or a server given by
``--chroma-url``), with the lexical index beside it. ``kglink search QUERY`` shows the
fused top hits with each retriever's rank.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import click

logger = logging.getLogger(__name__)

DEFAULT_STORE = Path(".kglink") / "index"

_STAGES = {
    "annotate": "Annotating chunks",
    "embed": "Embedding into Chroma",
    "lexical": "Building the lexical index",
}


def _store_options(function):  # type: ignore[no-untyped-def]
    function = click.option(
        "--collection", default="kglink", show_default=True, help="Chroma collection name."
    )(function)
    function = click.option(
        "--chroma-url", metavar="URL", help="A Chroma server (http://HOST:PORT) instead of the embedded store."
    )(function)
    function = click.option(
        "--store",
        type=click.Path(file_okay=False, path_type=Path),
        metavar="DIR",
        help=f"Index folder (embedded Chroma and lexical index; default {DEFAULT_STORE}).",
    )(function)
    function = click.option(
        "--ontology",
        "ontology_paths",
        multiple=True,
        required=True,
        type=click.Path(path_type=Path),
        metavar="ONT",
        help="Ontology file (RDF, CSV table or compiled); repeat to merge several.",
    )(function)
    return function


def _resolve_store(store: Path | None, chroma_url: str | None) -> Path | None:
    # With a server and no folder, kglink's derived files are rebuilt from the server.
    if store is None and chroma_url is None:
        return DEFAULT_STORE
    return store


def require_built(store: Path | None, chroma_url: str | None) -> None:
    """Refuse a folder that holds no index: opening it would create an empty Chroma store.

    Raises:
        MissingFileError: ``store`` is not a folder written by ``kglink index``.
    """
    if chroma_url is not None or store is None:
        return  # a server: Index.open says whether the collection exists
    if not (store / "chroma").is_dir():
        from kglink.errors import MissingFileError

        raise MissingFileError("no index here: build one with `kglink index DOCS --ontology ONT --store DIR`", path=store)


@click.command("index")
@click.argument("docs", type=click.Path(path_type=Path))
@_store_options
@click.option("--chunk-size", type=click.IntRange(min=50), default=1000, show_default=True,
              help="Maximum characters per chunk; shorter documents stay whole.")
@click.option("--embedding", "embedding_spec", default="hashed", show_default=True, metavar="SPEC",
              help="hashed[:DIM], sentence-transformers:MODEL or openai:MODEL@BASE_URL (new collections only).")
def index(
    docs: Path,
    ontology_paths: tuple[Path, ...],
    store: Path | None,
    chroma_url: str | None,
    collection: str,
    chunk_size: int,
    embedding_spec: str,
) -> None:
    """Index DOCS (a docs.jsonl file or a folder of .txt/.md files) for retrieval."""
    from kglink.ontology.loader import load_ontology
    from kglink.retrieval.documents import load_documents
    from kglink.retrieval.embedding import embedding_from_spec
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from kglink.cli.output import make_console
    from kglink.retrieval.index import Index

    console = make_console(stderr=True)
    ontology = load_ontology(*ontology_paths)
    documents = load_documents(docs)
    embedding = embedding_from_spec(embedding_spec)
    with Progress(
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=not console.is_terminal,
    ) as bar:
        tasks: dict[str, int] = {}

        def progress(stage: str, done: int, total: int) -> None:
            if stage not in tasks:
                tasks[stage] = bar.add_task(_STAGES.get(stage, stage), total=total)
            bar.update(tasks[stage], completed=done, total=total)

        built = Index.build(
            documents,
            ontology=ontology,
            store=_resolve_store(store, chroma_url),
            chroma_url=chroma_url,
            collection=collection,
            embedding=embedding,
            chunk_size=chunk_size,
            progress=progress,
        )
    where = chroma_url or str(_resolve_store(store, chroma_url))
    click.echo(f"indexed {len(documents)} documents: {len(built)} chunks in collection {collection!r} at {where}")


@click.command("search")
@click.argument("query")
@_store_options
@click.option("--k", "k", type=click.IntRange(min=1), default=5, show_default=True, help="Number of hits.")
@click.option("--entity", "entities", multiple=True, metavar="ID",
              help="Use these node ids for graph retrieval instead of linking the query.")
@click.option("--json", "as_json", is_flag=True, help="Print the hits as JSON.")
def search(
    query: str,
    ontology_paths: tuple[Path, ...],
    store: Path | None,
    chroma_url: str | None,
    collection: str,
    k: int,
    entities: tuple[str, ...],
    as_json: bool,
) -> None:
    """Search the index for QUERY and show each retriever's rank and the fused rank."""
    from kglink.ontology.loader import load_ontology
    from kglink.retrieval.index import Index

    require_built(_resolve_store(store, chroma_url), chroma_url)
    ontology = load_ontology(*ontology_paths)
    opened = Index.open(
        _resolve_store(store, chroma_url), ontology=ontology, chroma_url=chroma_url, collection=collection
    )
    linked = list(entities) if entities else opened.link(query)
    hits = opened.search(query, k=k, entities=linked)
    if as_json:
        payload = {
            "query": query,
            "entities": [ontology.compact(entity) for entity in linked],
            "hits": [
                {
                    "chunk_id": hit.chunk_id,
                    "doc_id": hit.doc_id,
                    "title": hit.title,
                    "score": round(hit.score, 6),
                    "ranks": dict(hit.ranks),
                    "text": hit.text,
                }
                for hit in hits
            ],
        }
        click.echo(json.dumps(payload, ensure_ascii=False, indent=2))
        return
    from rich.table import Table

    from kglink.cli.output import make_console

    console = make_console()
    if linked:
        names = ", ".join(f"{ontology.label(entity)} ({ontology.compact(entity)})" for entity in linked)
        console.print(f"linked: {names}", highlight=False)
    else:
        console.print("linked: (none)")
    table = Table(title=f"top {k} for {query!r}")
    table.add_column("fused", justify="right")
    for name in ("vector", "lexical", "graph"):
        table.add_column(name, justify="right")
    table.add_column("score", justify="right")
    table.add_column("document")
    table.add_column("text")
    for hit in hits:
        snippet = hit.text.replace("\n", " ")
        table.add_row(
            str(hit.ranks["fused"]),
            *(str(hit.ranks[name]) if hit.ranks[name] is not None else "-" for name in ("vector", "lexical", "graph")),
            f"{hit.score:.4f}",
            f"{hit.doc_id}" + (f"\n{hit.title}" if hit.title else ""),
            snippet[:80] + ("…" if len(snippet) > 80 else ""),
        )
    console.print(table)
    if not hits:
        console.print("no hits")


commands = [index, search]
