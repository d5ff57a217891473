"""Load one or several ontology sources into one :class:`Ontology`.

The file suffix picks the reader: RDF syntaxes (:mod:`kglink.ontology.rdf`), CSV/TSV
alias tables (:mod:`kglink.ontology.csv_table`) and compiled ontologies
(:mod:`kglink.ontology.compiled`). An ``rdflib.Graph`` object is read as it is. All
sources merge into one ontology: their triples meet in one builder, so a table can add
aliases to nodes an RDF file defines, and ``owl:sameAs`` can join nodes across files.

Example:
    >>> onto = load_ontology("ontology/enterprise.ttl", "extra-aliases.csv")  # doctest: +SKIP
"""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path
from typing import Any

from kglink.errors import MissingFileError, UnsupportedFormatError
from kglink.ontology.builder import OntologyBuilder, ontology_triples
from kglink.ontology.bulk import collector_paused
from kglink.ontology.compiled import SUFFIX as COMPILED_SUFFIX
from kglink.ontology.compiled import load_compiled
from kglink.ontology.csv_table import TABLE_SUFFIXES, read_table
from kglink.ontology.model import Ontology
from kglink.ontology.rdf import SYNTAX_BY_SUFFIX, ProgressCallback, read_graph, read_rdf

logger = logging.getLogger(__name__)

SUPPORTED_SUFFIXES: tuple[str, ...] = (*SYNTAX_BY_SUFFIX, *TABLE_SUFFIXES, COMPILED_SUFFIX)


def load_ontology(*sources: str | os.PathLike[str] | Any, progress: ProgressCallback | None = None) -> Ontology:
    """Load and merge ontology files (any RDF syntax, CSV/TSV tables, compiled) or rdflib Graphs.

    Args:
        *sources: paths, or ``rdflib.Graph`` objects.
        progress: called as ``progress(description, completed, total)`` while reading
            (bytes for RDF files); the CLI draws a progress bar with it.

    Returns:
        One ontology holding everything the sources say.

    Raises:
        MissingFileError: a file does not exist.
        UnsupportedFormatError: a suffix kglink cannot read (the message lists the ones it can).
        OntologyParseError: an RDF file does not parse (the message has file and line).
        TableFormatError: a CSV/TSV table is malformed.
        CompiledFormatError: a compiled file is corrupt or from another format version.
    """
    if not sources:
        raise ValueError("load_ontology needs at least one source")
    started = time.perf_counter()
    kinds = [_kind(source) for source in sources]
    if kinds == ["compiled"]:
        ontology = load_compiled(sources[0])
        _report(progress, str(sources[0]))
        return ontology
    with collector_paused():
        ontology = _build(sources, kinds, progress)
    logger.debug(
        "loaded %d entities, %d edges from %d sources in %.2f s",
        len(ontology.entities),
        len(ontology.edges),
        len(sources),
        time.perf_counter() - started,
    )
    return ontology


def _build(sources: tuple[Any, ...], kinds: list[str], progress: ProgressCallback | None) -> Ontology:
    """Read every source into one builder and build the ontology."""
    builder = OntologyBuilder()
    for source, kind in zip(sources, kinds):
        if kind == "graph":
            stream = read_graph(source)
        elif kind == "compiled":
            compiled = load_compiled(source)
            for name in compiled.sources:
                builder.add_source(name)
            builder.add_triples(ontology_triples(compiled))
            builder.add_prefixes(compiled.prefixes)
            _report(progress, str(source))
            continue
        elif kind == "table":
            stream = read_table(source)
        else:
            stream = read_rdf(source, progress=progress)
        builder.add_source(stream.source)
        builder.add_triples(stream)
        builder.add_prefixes(stream.prefixes)
        if kind != "rdf":
            _report(progress, stream.source)
    return builder.build()


def _kind(source: Any) -> str:
    """"rdf", "table", "compiled" or "graph"; checks that a named file exists and is readable."""
    if not isinstance(source, (str, os.PathLike)):
        import rdflib

        if isinstance(source, rdflib.Graph):
            return "graph"
        raise TypeError(f"an ontology source is a path or an rdflib.Graph, not {type(source).__name__}")
    path = Path(source)
    suffix = path.suffix.lower()
    if not path.exists():
        raise MissingFileError("no such file", path=path)
    if path.is_dir():
        raise UnsupportedFormatError("is a folder; name the ontology files in it", path=path)
    if suffix in SYNTAX_BY_SUFFIX:
        return "rdf"
    if suffix in TABLE_SUFFIXES:
        return "table"
    if suffix == COMPILED_SUFFIX:
        return "compiled"
    what = f"{suffix!r} files" if suffix else "files without a suffix"
    raise UnsupportedFormatError(
        f"cannot read {what}; supported suffixes: "
        + " ".join(SUPPORTED_SUFFIXES),
        path=path,
    )


def _report(progress: ProgressCallback | None, name: str) -> None:
    if progress is not None:
        progress(name, 1, 1)
