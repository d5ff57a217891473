"""Reading a benchmark bundle (``shared/spec/benchmark-format.md``).

A bundle is a folder with an ontology (``ontology.ttl`` and/or ``ontology.csv``, or the
ontology in another RDF syntax), ``docs.jsonl`` and ``cases.jsonl``. This module checks
the conversations strictly, because a typo in a gold field would silently change a
score: a malformed line raises :class:`~kglink.errors.BundleFormatError` naming the file,
the line and the field. Keys the format does not define are ignored, so bundles can carry
their own annotations (``metadata``, ``relations``, ``note``).

Documents are not parsed here: the retriever's own reader
(:func:`kglink.retrieval.documents.load_documents`) reads ``docs.jsonl`` when the index is
built, so there is one reader of that file. Gold entity ids are kept as written (full IRIs
or CURIEs); :meth:`kglink.ontology.model.Ontology.resolve` maps them to node ids once the
ontology is loaded.

Example:
    >>> bundle = load_bundle("../shared/bench/crosswoz-val")  # doctest: +SKIP
    >>> bundle.name, len(bundle.cases)  # doctest: +SKIP
    ('crosswoz-val', 500)
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from kglink.errors import BundleFormatError, MissingFileError

logger = logging.getLogger(__name__)

Expect = Literal["rewrite", "clarify", "correction"]
EXPECTS: tuple[str, ...] = ("rewrite", "clarify", "correction")

DOCS_FILE = "docs.jsonl"
CASES_FILE = "cases.jsonl"
# ontology.ttl first, the alias table after it, so a table can add aliases to RDF nodes;
# other RDF syntaxes are accepted because the spec allows "any format rdflib reads".
ONTOLOGY_SUFFIXES: tuple[str, ...] = (
    ".ttl", ".nt", ".n3", ".rdf", ".xml", ".owl", ".jsonld", ".trig", ".csv", ".tsv",
)


@dataclass(frozen=True, slots=True)
class Turn:
    """One user turn of a conversation, with its gold annotations.

    Attributes:
        user: what the user wrote.
        assistant: the answer shown after this turn (history for the next turns), if any.
        type: the free per-type label ("pronoun", "ellipsis", ...), if any.
        gold_rewrite: a reference self-contained rewrite, if any.
        gold_entities: node ids as written in the bundle (IRIs or CURIEs); None when the
            bundle does not annotate them (then the turn gives no entity figures), which is
            not the same as an empty list (the turn names no entity).
        must_include: constraints to keep; each item is a tuple of acceptable alternatives.
        must_exclude: strings that must not occur in any rewritten query.
        gold_docs: ids of the documents that answer the turn.
        expect: "rewrite", "clarify" or "correction".
    """

    user: str
    assistant: str | None = None
    type: str | None = None
    gold_rewrite: str | None = None
    gold_entities: tuple[str, ...] | None = None
    must_include: tuple[tuple[str, ...], ...] = ()
    must_exclude: tuple[str, ...] = ()
    gold_docs: tuple[str, ...] = ()
    expect: Expect = "rewrite"


@dataclass(frozen=True, slots=True)
class Case:
    """One conversation: its turns in order.

    Attributes:
        id: the case id (``line-<n>`` when the bundle gives none).
        turns: the user turns, in order.
        lang: the conversation's language tag ("zh", "en"), if given.
        line: the line of ``cases.jsonl`` it came from (1-based), for messages.
    """

    id: str
    turns: tuple[Turn, ...]
    lang: str | None = None
    line: int = 0


@dataclass(frozen=True, slots=True)
class Bundle:
    """A benchmark bundle: where its files are, and its conversations.

    Attributes:
        path: the bundle folder.
        name: the folder's name.
        ontology_paths: the ontology files, RDF before tables.
        docs_path: the ``docs.jsonl`` file.
        cases: the conversations, in file order.
    """

    path: Path
    name: str
    ontology_paths: tuple[Path, ...]
    docs_path: Path
    cases: tuple[Case, ...]

    @property
    def turn_count(self) -> int:
        """The number of user turns over all conversations."""
        return sum(len(case.turns) for case in self.cases)

    def index_fingerprint(self, salt: str = "") -> str:
        """A hash of what the retrieval index is built from: the ontology files and the documents.

        ``cases.jsonl`` is left out on purpose: editing the conversations must not force
        the index to be rebuilt.
        """
        digest = hashlib.sha256(salt.encode("utf-8"))
        for file in (*self.ontology_paths, self.docs_path):
            digest.update(file.name.encode("utf-8") + b"\0")
            with file.open("rb") as handle:
                for block in iter(lambda: handle.read(1 << 20), b""):
                    digest.update(block)
            digest.update(b"\0")
        return digest.hexdigest()[:16]


def load_bundle(path: str | Path) -> Bundle:
    """Read a bundle folder and check its conversations.

    Args:
        path: the bundle folder.

    Returns:
        The bundle, with every conversation of ``cases.jsonl``.

    Raises:
        MissingFileError: the folder, its ontology, ``docs.jsonl`` or ``cases.jsonl`` is missing.
        BundleFormatError: a line of ``cases.jsonl`` is not valid JSON or breaks the format.
    """
    folder = Path(path)
    if not folder.is_dir():
        raise MissingFileError("benchmark bundle folder not found", path=folder)
    ontology_paths = find_ontology_files(folder)
    if not ontology_paths:
        raise MissingFileError(
            "no ontology in the bundle: expected ontology.ttl and/or ontology.csv "
            f"(or ontology with one of {', '.join(ONTOLOGY_SUFFIXES)})",
            path=folder,
        )
    docs_path = folder / DOCS_FILE
    if not docs_path.is_file():
        raise MissingFileError(f"the bundle has no {DOCS_FILE}", path=docs_path)
    cases_path = folder / CASES_FILE
    if not cases_path.is_file():
        raise MissingFileError(f"the bundle has no {CASES_FILE}", path=cases_path)
    cases = tuple(read_cases(cases_path))
    logger.debug("bundle %s: %d cases, ontology %s", folder, len(cases), ontology_paths)
    return Bundle(
        path=folder,
        name=folder.resolve().name,
        ontology_paths=ontology_paths,
        docs_path=docs_path,
        cases=cases,
    )


def find_ontology_files(folder: Path) -> tuple[Path, ...]:
    """The files named ``ontology.<suffix>`` in ``folder``, in the order of ONTOLOGY_SUFFIXES."""
    found = []
    for suffix in ONTOLOGY_SUFFIXES:
        candidate = folder / f"ontology{suffix}"
        if candidate.is_file():
            found.append(candidate)
    return tuple(found)


def read_cases(path: Path) -> Iterator[Case]:
    """Parse ``cases.jsonl`` line by line (blank lines skipped).

    Raises:
        BundleFormatError: naming the file, the line and the field that is wrong.
    """
    seen: dict[str, int] = {}
    with path.open(encoding="utf-8") as handle:
        for number, text in enumerate(handle, start=1):
            if not text.strip():
                continue
            try:
                raw = json.loads(text)
            except json.JSONDecodeError as exc:
                raise BundleFormatError(
                    f"not valid JSON ({exc.msg} at column {exc.colno})", path=path, line=number
                ) from exc
            case = _parse_case(raw, path, number)
            if case.id in seen:
                raise BundleFormatError(
                    f"field 'id': case id {case.id!r} already used on line {seen[case.id]}",
                    path=path,
                    line=number,
                    field="id",
                )
            seen[case.id] = number
            yield case


# -- parsing one line -------------------------------------------------------------------


class _LineReader:
    """Checks the fields of one JSON line and raises errors that name them."""

    def __init__(self, path: Path, line: int) -> None:
        self.path = path
        self.line = line

    def fail(self, field: str, message: str) -> BundleFormatError:
        return BundleFormatError(
            f"field {field!r}: {message}", path=self.path, line=self.line, field=field
        )

    def optional_str(self, obj: dict[str, Any], key: str, where: str) -> str | None:
        value = obj.get(key)
        if value is None:
            return None
        if not isinstance(value, str):
            raise self.fail(where + key, f"expected a string, got {_kind(value)}")
        return value

    def str_list(self, obj: dict[str, Any], key: str, where: str) -> tuple[str, ...]:
        value = obj.get(key)
        if value is None:
            return ()
        if not isinstance(value, list):
            raise self.fail(where + key, f"expected a list of strings, got {_kind(value)}")
        for index, item in enumerate(value):
            if not isinstance(item, str):
                raise self.fail(f"{where}{key}[{index}]", f"expected a string, got {_kind(item)}")
        return tuple(value)

    def alternatives_list(self, obj: dict[str, Any], key: str, where: str) -> tuple[tuple[str, ...], ...]:
        value = obj.get(key)
        if value is None:
            return ()
        if not isinstance(value, list):
            raise self.fail(where + key, f"expected a list, got {_kind(value)}")
        items: list[tuple[str, ...]] = []
        for index, item in enumerate(value):
            field = f"{where}{key}[{index}]"
            if isinstance(item, str):
                items.append((item,))
            elif isinstance(item, list) and item and all(isinstance(alt, str) for alt in item):
                items.append(tuple(item))
            else:
                raise self.fail(
                    field, f"expected a string or a non-empty list of strings, got {_kind(item)}"
                )
        return tuple(items)


def _parse_case(raw: object, path: Path, line: int) -> Case:
    reader = _LineReader(path, line)
    if not isinstance(raw, dict):
        raise BundleFormatError(
            f"expected a JSON object (one conversation), got {_kind(raw)}", path=path, line=line
        )
    case_id = raw.get("id")
    if case_id is None:
        case_id = f"line-{line}"
    elif isinstance(case_id, (int, float)) and not isinstance(case_id, bool):
        case_id = str(case_id)
    elif not isinstance(case_id, str):
        raise reader.fail("id", f"expected a string, got {_kind(case_id)}")
    lang = reader.optional_str(raw, "lang", "")
    turns_raw = raw.get("turns")
    if turns_raw is None:
        raise reader.fail("turns", "missing (a conversation needs a list of turns)")
    if not isinstance(turns_raw, list) or not turns_raw:
        raise reader.fail("turns", f"expected a non-empty list of turns, got {_kind(turns_raw)}")
    turns = tuple(_parse_turn(item, index, reader) for index, item in enumerate(turns_raw))
    return Case(id=case_id, turns=turns, lang=lang, line=line)


def _parse_turn(raw: object, index: int, reader: _LineReader) -> Turn:
    where = f"turns[{index}]."
    if not isinstance(raw, dict):
        raise reader.fail(f"turns[{index}]", f"expected an object, got {_kind(raw)}")
    if "user" not in raw:
        raise reader.fail(where + "user", "missing (every turn needs the user's words)")
    user = raw["user"]
    if not isinstance(user, str):
        raise reader.fail(where + "user", f"expected a string, got {_kind(user)}")
    expect = raw.get("expect")
    if expect is None:
        expect = "rewrite"
    elif expect not in EXPECTS:
        raise reader.fail(
            where + "expect", f"expected one of {', '.join(EXPECTS)}, got {expect!r}"
        )
    turn_type = raw.get("type")
    if turn_type is not None and not isinstance(turn_type, str):
        raise reader.fail(where + "type", f"expected a string, got {_kind(turn_type)}")
    return Turn(
        user=user,
        assistant=reader.optional_str(raw, "assistant", where),
        type=turn_type or None,
        gold_rewrite=reader.optional_str(raw, "gold_rewrite", where),
        gold_entities=(
            reader.str_list(raw, "gold_entities", where) if raw.get("gold_entities") is not None else None
        ),
        must_include=reader.alternatives_list(raw, "must_include", where),
        must_exclude=reader.str_list(raw, "must_exclude", where),
        gold_docs=reader.str_list(raw, "gold_docs", where),
        expect=expect,
    )


def _kind(value: object) -> str:
    """A JSON-ish name for the type of ``value`` (for messages)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return f"the number {value!r}"
    if isinstance(value, str):
        return f"the string {value!r}" if len(value) <= 40 else "a string"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def resolve_gold(ids: Sequence[str], resolve: Callable[[str], str | None]) -> tuple[str, ...]:
    """Map gold ids with ``resolve`` (``Ontology.resolve``); an unknown id is kept as written.

    An id that does not resolve can never be matched, so it counts against every mode
    alike; the runner logs how many there are.
    """
    out: list[str] = []
    for name in ids:
        resolved = resolve(name)
        node = resolved if resolved is not None else name
        if node not in out:
            out.append(node)
    return tuple(out)
