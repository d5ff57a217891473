"""The CSV/TSV alias table: an ontology for users without RDF.

One row describes one node; the header names the columns (``.csv`` is comma separated
and quoted the usual way, ``.tsv`` is tab separated with no quoting). The table turns
into the same triples an RDF file would give, so every rule of the RDF vocabulary
applies (see ``docs/ontology-formats.md``).

Columns (names are case-insensitive; ``id`` and a ``label`` column are required):

=====================  ===============================================================
``id``                 the node id (a CURIE such as ``hd:vpn`` expands with a declared
                       prefix; other ids are kept as written). No spaces.
``label``              the canonical name (``skos:prefLabel``) in the row's ``lang``.
``label@en``           the canonical name in a given language (any language tag).
``aliases[@en]``       other names, separated by ``|`` (``skos:altLabel``).
``hidden[@en]``        names that match but are never shown, e.g. misspellings
                       (``skos:hiddenLabel``), separated by ``|``.
``type``               class ids separated by ``|``; the keyword ``class`` makes the row a
                       class (its names are type nouns), ``property`` a property (its names
                       say what a turn may ask about).
``parent``             ids separated by ``|``: ``skos:broader`` for entities,
                       ``rdfs:subClassOf`` for classes, ``rdfs:subPropertyOf`` for properties.
``lang``               the language tag of ``label``, ``aliases`` and ``hidden``.
``rel:<predicate>``    ids separated by ``|``: edges ``id -> <predicate> -> target``.
``attr:<predicate>``   a literal attribute (``attr:<predicate>@zh`` for a language).
=====================  ===============================================================

Lines before the header that start with ``#`` are comments; ``# @prefix hd:
<http://example.org/helpdesk/>`` declares a prefix. A row whose id starts with ``#`` is
a comment too. Several rows may describe the same id (one per language, say). A
literal ``|`` inside a name is written ``\\|``.
"""

from __future__ import annotations

import csv
import io
import logging
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from kglink.errors import MissingFileError, TableFormatError
from kglink.ontology.builder import (
    OWL,
    OWL_CLASS,
    RDF,
    RDF_TYPE,
    RDFS,
    RDFS_SUBCLASS_OF,
    SKOS_ALT_LABEL,
    SKOS_BROADER,
    SKOS_HIDDEN_LABEL,
    SKOS_PREF_LABEL,
)
from kglink.ontology.rdf import Literal, Triple, TripleStream

logger = logging.getLogger(__name__)

TABLE_SUFFIXES: dict[str, str] = {".csv": ",", ".tsv": "\t"}
REQUIRED_COLUMNS = ("id", "label")
SEPARATOR = "|"

_NAME_COLUMNS = {"label": SKOS_PREF_LABEL, "aliases": SKOS_ALT_LABEL, "hidden": SKOS_HIDDEN_LABEL}
_PLAIN_COLUMNS = {"id", "type", "parent", "lang"}
_CLASS_KEYWORD = "class"
_PROPERTY_KEYWORD = "property"
_LANG_TAG = re.compile(r"^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$")
_PREFIX_LINE = re.compile(r"^#\s*@?prefix\s+([A-Za-z_][\w.-]*|):\s*<?([^<>\s]+)>?\s*\.?\s*$", re.I)
_SPLIT = re.compile(r"(?<!\\)\|")


@dataclass(frozen=True, slots=True)
class Column:
    """One header cell, parsed: what it holds, and for which predicate or language."""

    index: int
    name: str
    kind: str  # "id", "type", "parent", "lang", "name", "rel", "attr"
    predicate: str | None = None
    lang: str | None = None


@dataclass(slots=True)
class _Row:
    line: int
    id: str
    kinds: set[str] = field(default_factory=set)
    cells: list[tuple[Column, str]] = field(default_factory=list)


def read_table(path: str | Path) -> TripleStream:
    """Read an alias table as triples (the suffix picks the delimiter).

    Raises:
        MissingFileError: the file does not exist.
        TableFormatError: a required column is missing, a column is unknown, or a row
            is malformed (the message names the file, line and column).
    """
    path = Path(path)
    delimiter = TABLE_SUFFIXES.get(path.suffix.lower())
    if delimiter is None:
        raise ValueError(f"not a table suffix: {path.suffix!r}")
    if not path.is_file():
        raise MissingFileError("no such file", path=path)

    def produce(stream: TripleStream) -> Iterator[Triple]:
        text = _decode(path)
        prefixes, rows = _parse(path, text, delimiter)
        stream.prefixes = prefixes
        return iter(_triples(path, rows, prefixes))

    return TripleStream(str(path), produce)


def _decode(path: Path) -> str:
    data = path.read_bytes()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise TableFormatError(
            f"not UTF-8 text (byte {exc.start}); save the table as UTF-8", path=path, line=line
        ) from exc


def _parse(path: Path, text: str, delimiter: str) -> tuple[dict[str, str], list[_Row]]:
    prefixes: dict[str, str] = {}
    lines = text.splitlines(keepends=True)
    skipped = 0
    for raw in lines:
        stripped = raw.strip()
        if stripped and not stripped.startswith("#"):
            break
        match = _PREFIX_LINE.match(stripped)
        if match:
            prefixes[match.group(1)] = match.group(2)
        skipped += 1
    else:
        raise TableFormatError("no header row (expected columns such as id,label,type,aliases)", path=path)

    quoting = csv.QUOTE_MINIMAL if delimiter == "," else csv.QUOTE_NONE
    reader = csv.reader(io.StringIO("".join(lines[skipped:])), delimiter=delimiter, quoting=quoting, strict=True)
    try:
        header = next(reader)
        columns = _columns(path, header, skipped + 1)
        rows: list[_Row] = []
        for cells in reader:
            line = skipped + reader.line_num
            row = _row(path, columns, cells, line, len(header))
            if row is not None:
                rows.append(row)
    except csv.Error as exc:
        line = skipped + reader.line_num
        raise TableFormatError(f"malformed {path.suffix[1:].upper()}: {exc}", path=path, line=line) from exc
    return prefixes, rows


def _columns(path: Path, header: list[str], line: int) -> list[Column]:
    columns: list[Column] = []
    seen: set[str] = set()
    for index, raw in enumerate(header):
        name = raw.strip()
        key = name.lower()
        if not name:
            raise TableFormatError(f"column {index + 1} of the header has no name", path=path, line=line)
        if key in seen:
            raise TableFormatError(f"column {name!r} appears twice in the header", path=path, line=line, field=name)
        seen.add(key)
        base, _, lang = key.partition("@") if not key.startswith(("rel:", "attr:")) else (key, "", "")
        if key in _PLAIN_COLUMNS:
            columns.append(Column(index, name, key))
        elif base in _NAME_COLUMNS:
            if lang and not _LANG_TAG.match(lang):
                raise TableFormatError(
                    f"column {name!r}: {lang!r} is not a language tag", path=path, line=line, field=name
                )
            columns.append(Column(index, name, "name", _NAME_COLUMNS[base], lang or None))
        elif key.startswith("rel:") and len(name) > 4:
            columns.append(Column(index, name, "rel", name[4:].strip()))
        elif key.startswith("attr:") and len(name) > 5:
            predicate, attr_lang = name[5:].strip(), None
            if "@" in predicate:
                predicate, _, attr_lang = predicate.rpartition("@")
                if not _LANG_TAG.match(attr_lang):
                    raise TableFormatError(
                        f"column {name!r}: {attr_lang!r} is not a language tag", path=path, line=line, field=name
                    )
                attr_lang = attr_lang.lower()
            columns.append(Column(index, name, "attr", predicate, attr_lang))
        else:
            raise TableFormatError(
                f"unknown column {name!r}; columns are id, label[@lang], aliases[@lang], hidden[@lang], "
                "type, parent, lang, rel:<predicate>, attr:<predicate>[@lang]",
                path=path,
                line=line,
                field=name,
            )
    kinds = {(c.kind, c.predicate) for c in columns}
    if ("id", None) not in kinds:
        raise TableFormatError("missing required column 'id'", path=path, line=line, field="id")
    if not any(c.predicate == SKOS_PREF_LABEL for c in columns):
        raise TableFormatError(
            "missing required column 'label' (or 'label@<lang>')", path=path, line=line, field="label"
        )
    return columns


def _row(path: Path, columns: list[Column], cells: list[str], line: int, width: int) -> _Row | None:
    if not any(cell.strip() for cell in cells):
        return None
    if len(cells) > width:
        raise TableFormatError(f"{len(cells)} cells but the header has {width} columns", path=path, line=line)
    values = {column.kind: "" for column in columns}
    pairs: list[tuple[Column, str]] = []
    for column in columns:
        value = cells[column.index].strip() if column.index < len(cells) else ""
        if column.kind in _PLAIN_COLUMNS:
            values[column.kind] = value
        elif value:
            pairs.append((column, value))
    node_id = values["id"]
    if node_id.startswith("#"):
        return None
    if not node_id:
        raise TableFormatError("the row has no id", path=path, line=line, field="id")
    _check_id(path, line, "id", node_id)
    lang = values.get("lang", "")
    if lang and not _LANG_TAG.match(lang):
        raise TableFormatError(f"{lang!r} is not a language tag", path=path, line=line, field="lang")
    row = _Row(line, node_id)
    for name in ("type", "parent"):
        for item in _split(values.get(name, "")):
            if name == "type" and item.lower() in (_CLASS_KEYWORD, _PROPERTY_KEYWORD):
                row.kinds.add(item.lower())
            else:
                _check_id(path, line, name, item)
            row.cells.append((Column(-1, name, name), item))
    if len(row.kinds) > 1 or (row.kinds and sum(1 for c, _ in row.cells if c.kind == "type") > 1):
        raise TableFormatError(
            "a 'class' or 'property' row cannot have other types", path=path, line=line, field="type"
        )
    for column, value in pairs:
        if column.kind == "name":
            lang_of = column.lang or (lang.lower() or None)
            items = [value] if column.predicate == SKOS_PREF_LABEL else _split(value)
            for item in items:
                row.cells.append((Column(-1, column.name, "name", column.predicate, lang_of), item))
        elif column.kind == "rel":
            for item in _split(value):
                _check_id(path, line, column.name, item)
                row.cells.append((column, item))
        else:
            row.cells.append((column, value))
    return row


def _check_id(path: Path, line: int, column: str, value: str) -> None:
    if any(char.isspace() for char in value):
        raise TableFormatError(f"{value!r} contains a space; ids cannot", path=path, line=line, field=column)


def _split(cell: str) -> list[str]:
    return [item.strip().replace("\\|", "|") for item in _SPLIT.split(cell) if item.strip()]


def _triples(path: Path, rows: list[_Row], prefixes: dict[str, str]) -> list[Triple]:
    def expand(name: str) -> str:
        if ":" in name and "://" not in name:
            prefix, local = name.split(":", 1)
            if prefix in prefixes:
                return prefixes[prefix] + local
        return name

    kind_of: dict[str, str] = {}
    for row in rows:
        for kind in row.kinds:
            kind_of[expand(row.id)] = kind
    used_in: dict[str, set[str]] = {}
    triples: list[Triple] = []
    for row in rows:
        node = expand(row.id)
        kind = kind_of.get(node, "entity")
        for column, value in row.cells:
            if column.kind == "name":
                triples.append((node, column.predicate, Literal(value, column.lang)))
            elif column.kind == "type":
                if value.lower() not in (_CLASS_KEYWORD, _PROPERTY_KEYWORD):
                    triples.append((node, RDF_TYPE, expand(value)))
            elif column.kind == "parent":
                parent_predicate = {"class": RDFS_SUBCLASS_OF, "property": RDFS + "subPropertyOf"}
                triples.append((node, parent_predicate.get(kind, SKOS_BROADER), expand(value)))
            elif column.kind == "rel":
                predicate = expand(column.predicate)
                used_in.setdefault(predicate, set()).add("rel")
                triples.append((node, predicate, expand(value)))
            elif column.kind == "attr":
                predicate = expand(column.predicate)
                used_in.setdefault(predicate, set()).add("attr")
                triples.append((node, predicate, Literal(value, column.lang)))
    for node, kind in sorted(kind_of.items()):
        if kind == _CLASS_KEYWORD:
            triples.append((node, RDF_TYPE, OWL_CLASS))
        else:
            uses = used_in.get(node, set())
            if uses == {"rel"}:
                declared = OWL + "ObjectProperty"
            elif uses == {"attr"}:
                declared = OWL + "DatatypeProperty"
            else:
                declared = RDF + "Property"
            triples.append((node, RDF_TYPE, declared))
    # A class named only in a type cell is still a type noun: its id is its name.
    declared_classes = {node for node, kind in kind_of.items() if kind == _CLASS_KEYWORD}
    for row in rows:
        for column, value in row.cells:
            if column.kind == "type" and value.lower() not in (_CLASS_KEYWORD, _PROPERTY_KEYWORD):
                class_id = expand(value)
                if class_id not in declared_classes and ":" not in class_id:
                    declared_classes.add(class_id)
                    triples.append((class_id, SKOS_PREF_LABEL, Literal(value)))
    logger.debug("%s: %d rows, %d triples", path, len(rows), len(triples))
    return triples
