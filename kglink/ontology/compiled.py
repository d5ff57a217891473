"""The compiled ontology (``.kglink``): a safe, fast-loading snapshot of an :class:`Ontology`.

Layout: one ASCII header line ``KGLINK-ONTOLOGY <version>\\n``, then blocks, each an
8-byte little-endian length and a zlib stream: a JSON document (string table, classes,
properties, edges, prefixes, redirects, sources), the entity records (one JSON array per
line) and, when the file holds the alias index, its blocks: a JSON header, the normal
forms (one per line), the candidates of each (one JSON array per line, decoded when a
turn first meets the name) and the fuzzy postings as 64-bit integer arrays. Only data
is stored (no pickle, nothing that runs code when a file someone handed you is opened);
the Aho-Corasick automaton is rebuilt from the normal forms, in C, on first use.
The version is checked before anything else: a file from another format version raises
:class:`CompiledFormatError` telling the user to compile again.

The JSON is laid out for loading speed: every id, predicate, language tag and datatype
sits once in a string table and is referred to by its index; names are flat
``[text, language index, ...]`` runs; edges one flat list of indices. Entities are
decoded lazily (:class:`CompiledEntities`), the rest at once.

Example:
    >>> save_compiled(onto, "enterprise.kglink")  # doctest: +SKIP
    >>> load_compiled("enterprise.kglink") == onto  # doctest: +SKIP
    True
"""

from __future__ import annotations

import json
import logging
import os
import struct
import sys
import tempfile
import zlib
from array import array
from collections.abc import ItemsView, Iterator, Mapping, ValuesView
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kglink.errors import CompiledFormatError, MissingFileError
from kglink.linking.candidates import Candidate
from kglink.ontology.model import Attribute, Edge, Entity, Label, OntClass, Ontology, Property

if TYPE_CHECKING:
    from kglink.linking.alias_index import AliasIndex

logger = logging.getLogger(__name__)

FORMAT_VERSION = 2
MAGIC = b"KGLINK-ONTOLOGY"
SUFFIX = ".kglink"
_KINDS = ("object", "datatype", "annotation", "other")


def save_compiled(ontology: Ontology, path: str | Path, *, alias_index: AliasIndex | bool = True) -> Path:
    """Write ``ontology`` to ``path`` (atomically: a half-written file never replaces a good one).

    Args:
        ontology: what to write.
        path: the file.
        alias_index: the alias index to store with it (``True``: build it with the
            default settings; ``False``: none, the reader builds it when needed).

    Returns:
        The path written.
    """
    path = Path(path)
    strings: dict[str | None, int] = {}

    def ref(text: str | None) -> int:
        index = strings.get(text)
        if index is None:
            index = strings[text] = len(strings)
        return index

    ref(None)  # index 0: no language, no datatype

    def names(items: tuple[Label, ...]) -> list[Any]:
        flat: list[Any] = []
        for item in items:
            flat.append(item.text)
            flat.append(ref(item.lang))
        return flat

    for entity_id in ontology.entities:
        ref(entity_id)  # entity ids first, so their indices are their positions
    entities = [
        [
            names(e.labels),
            names(e.aliases),
            names(e.hidden),
            [ref(t) for t in e.types],
            [x for a in e.attributes for x in (ref(a.predicate), a.value, ref(a.lang), ref(a.datatype))],
            [ref(other) for other in e.same_as],
        ]
        for e in ontology.entities.values()
    ]
    # One JSON array per line (json.dumps never writes a raw newline): the loader splits
    # the lines and decodes an entity only when it is looked up.
    records = "\n".join(json.dumps(record, ensure_ascii=False, separators=(",", ":")) for record in entities)
    document = {
        "entity_count": len(entities),
        "classes": [
            [ref(c.id), names(c.labels), names(c.aliases), [ref(p) for p in c.parents]] for c in ontology.classes.values()
        ],
        "properties": [
            [ref(p.id), _KINDS.index(p.kind), names(p.labels), names(p.aliases)] for p in ontology.properties.values()
        ],
        "edges": [ref(x) for e in ontology.edges for x in (e.source, e.predicate, e.target)],
        "prefixes": dict(ontology.prefixes),
        "redirects": dict(ontology.redirects),
        "sources": list(ontology.sources),
    }
    blocks = [b"", records.encode("utf-8")]
    if alias_index is True:
        from kglink.linking.alias_index import AliasIndex

        alias_index = AliasIndex.from_ontology(ontology)
    if alias_index is not False:
        header, index_blocks = _index_blocks(alias_index.state(), ref)
        document["alias_index"] = header
        blocks += index_blocks
    document["strings"] = list(strings)
    blocks[0] = json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    # Level 1: the file is written once per compile and read often; speed over size.
    payload = b"".join(_block(zlib.compress(block, 1)) for block in blocks)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(MAGIC + b" " + str(FORMAT_VERSION).encode("ascii") + b"\n")
            handle.write(payload)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    logger.debug("wrote %s: %d entities, %d bytes", path, len(entities), path.stat().st_size)
    return path


def load_compiled(path: str | Path) -> Ontology:
    """Read a compiled ontology.

    Entities are decoded when first looked up (the mapping behaves like a dict), so a
    large ontology opens in a fraction of a second.

    Raises:
        MissingFileError: the file does not exist.
        CompiledFormatError: not a compiled ontology, another format version, or corrupt.
    """
    path = Path(path)
    if not path.is_file():
        raise MissingFileError("no such file", path=path)
    with open(path, "rb") as handle:
        header = handle.readline(64)
        data = handle.read()
    parts = header.split()
    if len(parts) != 2 or parts[0] != MAGIC:
        raise CompiledFormatError("not a compiled kglink ontology (run `kglink ontology compile`)", path=path)
    if parts[1] != str(FORMAT_VERSION).encode("ascii"):
        version = parts[1].decode("ascii", "replace")
        raise CompiledFormatError(
            f"compiled with format version {version}, this kglink reads version {FORMAT_VERSION}; "
            "compile the ontology again with `kglink ontology compile`",
            path=path,
        )
    try:
        blocks = _split_blocks(memoryview(data))
        document = json.loads(zlib.decompress(blocks[0]))
        records = zlib.decompress(blocks[1]).decode("utf-8")
        ontology = _decode(document, records.split("\n") if records else [], path)
        header = document.get("alias_index")
        if header is not None:
            entities = ontology.entities
            assert isinstance(entities, CompiledEntities)
            entities.attach_index(ontology, header, blocks[2:])
        return ontology
    except (zlib.error, ValueError, KeyError, IndexError, TypeError, AttributeError) as exc:
        raise CompiledFormatError(f"corrupt compiled ontology ({type(exc).__name__}: {exc})", path=path) from exc


class CompiledEntities(Mapping[str, Entity]):
    """The entities of a compiled ontology, each decoded on first access and kept.

    A read-only mapping like the dict the other loaders give (equal to it when the
    entities are equal).
    """

    __slots__ = ("_records", "_strings", "_index", "_cache", "_path", "_stored_index", "_alias_index")

    def __init__(self, records: list[str], strings: list[Any], path: Path) -> None:
        self._records = records
        self._strings = strings
        # save_compiled puts the entity ids right after None in the string table.
        self._index = dict(zip(strings[1 : len(records) + 1], range(len(records))))
        self._cache: dict[str, Entity] = {}
        self._path = path
        self._stored_index: tuple[Ontology, dict[str, Any], list[memoryview]] | None = None
        self._alias_index: AliasIndex | None = None

    def attach_index(self, ontology: Ontology, header: dict[str, Any], blocks: list[memoryview]) -> None:
        """Keep the stored alias index blocks; :meth:`stored_alias_index` restores them."""
        self._stored_index = (ontology, header, blocks)

    def stored_alias_index(self, settings: tuple[float, int, int]) -> AliasIndex | None:
        """The alias index the file holds, restored once, if it was built with ``settings``
        (fuzzy threshold, minimum CJK and Latin lengths); else None."""
        if self._stored_index is None:
            return None
        ontology, header, blocks = self._stored_index
        if tuple(header["settings"]) != settings:
            return None
        if self._alias_index is None:
            try:
                self._alias_index = _restore_index(ontology, header, blocks, self._strings)
            except (zlib.error, ValueError, KeyError, IndexError, TypeError) as exc:
                raise CompiledFormatError(f"corrupt compiled ontology (alias index: {exc})", path=self._path) from exc
            self._stored_index = (ontology, header, [])  # the raw blocks are not needed again
        return self._alias_index

    def __getitem__(self, key: str) -> Entity:
        entity = self._cache.get(key)
        if entity is None:
            index = self._index[key]
            try:
                entity = _entity(key, json.loads(self._records[index]), self._strings)
            except (IndexError, TypeError, ValueError) as exc:
                raise CompiledFormatError(f"corrupt compiled ontology (entity {key})", path=self._path) from exc
            self._cache[key] = entity
        return entity

    def __contains__(self, key: object) -> bool:
        return key in self._index

    def values(self) -> ValuesView[Entity]:  # type: ignore[override]
        return self._decode_all().values()

    def items(self) -> ItemsView[str, Entity]:  # type: ignore[override]
        return self._decode_all().items()

    def _decode_all(self) -> dict[str, Entity]:
        """Decode every entity not decoded yet, in one JSON call (iterating all is common)."""
        if len(self._cache) < len(self._index):
            cache, strings = self._cache, self._strings
            try:
                records = json.loads("[" + ",".join(self._records) + "]")
                self._cache = {
                    key: cache.get(key) or _entity(key, records[index], strings) for key, index in self._index.items()
                }
            except (IndexError, TypeError, ValueError) as exc:
                raise CompiledFormatError("corrupt compiled ontology (entity records)", path=self._path) from exc
            self._records = []  # everything is decoded now
        return self._cache

    def __iter__(self) -> Iterator[str]:
        return iter(self._index)

    def __len__(self) -> int:
        return len(self._index)

    def __repr__(self) -> str:
        return f"<CompiledEntities: {len(self)} entities>"


# -- blocks and the alias index ----------------------------------------------------------

_LENGTH = struct.Struct("<Q")
_POSTINGS = ("pairs", "bigrams", "words")


def _block(compressed: bytes) -> bytes:
    return _LENGTH.pack(len(compressed)) + compressed


def _split_blocks(data: memoryview) -> list[memoryview]:
    blocks = []
    offset = 0
    while offset < len(data):
        if offset + _LENGTH.size > len(data):
            raise ValueError("truncated file")
        (size,) = _LENGTH.unpack_from(data, offset)
        offset += _LENGTH.size
        if offset + size > len(data):
            raise ValueError("truncated file")
        blocks.append(data[offset : offset + size])
        offset += size
    if len(blocks) < 2:
        raise ValueError("truncated file")
    return blocks


def _settings(fuzzy: dict[str, Any]) -> tuple[float, int, int]:
    return (float(fuzzy["threshold"]), int(fuzzy["min_length_cjk"]), int(fuzzy["min_length_latin"]))


def _int_bytes(values: array) -> bytes:
    if sys.byteorder != "little":  # pragma: no cover - the format is little-endian
        values = array(values.typecode, values)
        values.byteswap()
    return values.tobytes()


def _int_array(raw: bytes) -> array:
    values = array("q")
    values.frombytes(raw)
    if sys.byteorder != "little":  # pragma: no cover
        values.byteswap()
    return values


def _index_blocks(state: dict[str, Any], ref: Any) -> tuple[dict[str, Any], list[bytes]]:
    """The alias index as a JSON header and the raw blocks that follow the entity records."""
    fuzzy = state["fuzzy"]
    phrases: list[str] = state["phrases"]
    lines = "\n".join(
        json.dumps([x for node, alias, prior in found for x in (ref(node), alias, prior)], ensure_ascii=False, separators=(",", ":"))
        for found in state["candidates"]
    )
    blocks = ["\n".join(phrases).encode("utf-8"), lines.encode("utf-8")]
    for name in _POSTINGS:
        keys, offsets, flat = fuzzy[name].parts()
        blocks += ["\n".join(keys).encode("utf-8"), _int_bytes(offsets), _int_bytes(flat)]
    header = {
        "settings": list(_settings(fuzzy)),
        "min_window": fuzzy["min_window"],
        "phrases": len(phrases),
        "pairs": state["pairs"],
        "keys": [len(fuzzy[name]) for name in _POSTINGS],
    }
    return header, blocks


class _LazyCandidates(dict[int, tuple[Candidate, ...]]):
    """Candidates of phrase number N, decoded from its JSON line when a turn first needs it."""

    __slots__ = ("_lines", "_strings")

    def __init__(self, lines: list[str], strings: list[Any]) -> None:
        super().__init__()
        self._lines = lines
        self._strings = strings

    def __missing__(self, entry: int) -> tuple[Candidate, ...]:
        flat = json.loads(self._lines[entry])
        strings = self._strings
        found = self[entry] = tuple(
            [Candidate(strings[flat[i]], flat[i + 1], flat[i + 2], 1.0) for i in range(0, len(flat), 3)]
        )
        return found

    def __len__(self) -> int:
        return len(self._lines)


def _restore_index(ontology: Ontology, header: dict[str, Any], blocks: list[memoryview], strings: list[Any]) -> AliasIndex:
    from kglink.linking.alias_index import AliasIndex
    from kglink.linking.fuzzy import Postings

    if len(blocks) != 2 + 3 * len(_POSTINGS):
        raise ValueError("wrong number of alias index blocks")
    text = zlib.decompress(blocks[0]).decode("utf-8")
    phrases = text.split("\n") if text else []
    text = zlib.decompress(blocks[1]).decode("utf-8")
    lines = text.split("\n") if text else []
    if len(phrases) != header["phrases"] or len(lines) != len(phrases):
        raise ValueError("alias index phrase count")
    settings = header["settings"]
    fuzzy: dict[str, Any] = {
        "threshold": settings[0],
        "min_length_cjk": settings[1],
        "min_length_latin": settings[2],
        "min_window": header["min_window"],
    }
    for number, name in enumerate(_POSTINGS):
        first = 2 + 3 * number
        text = zlib.decompress(blocks[first]).decode("utf-8")
        keys = text.split("\n") if text else []
        fuzzy[name] = Postings(
            keys, _int_array(zlib.decompress(blocks[first + 1])), _int_array(zlib.decompress(blocks[first + 2]))
        )
    return AliasIndex.from_state(phrases, _LazyCandidates(lines, strings), fuzzy, int(header["pairs"]), ontology)


def _names(flat: list[Any], strings: list[Any]) -> tuple[Label, ...]:
    if not flat:
        return ()
    return tuple([Label(flat[i], strings[flat[i + 1]]) for i in range(0, len(flat), 2)])


def _entity(entity_id: str, record: list[Any], strings: list[Any]) -> Entity:
    labels, aliases, hidden, types, attrs, same_as = record
    return Entity(
        entity_id,
        _names(labels, strings),
        _names(aliases, strings),
        _names(hidden, strings),
        tuple([strings[t] for t in types]),
        tuple(
            [
                Attribute(strings[attrs[i]], attrs[i + 1], strings[attrs[i + 2]], strings[attrs[i + 3]])
                for i in range(0, len(attrs), 4)
            ]
        )
        if attrs
        else (),
        tuple([strings[m] for m in same_as]),
    )


def _decode(document: dict[str, Any], records: list[str], path: Path) -> Ontology:
    strings: list[Any] = document["strings"]
    if len(records) != document["entity_count"]:
        raise CompiledFormatError("corrupt compiled ontology (entity count)", path=path)
    get = strings.__getitem__
    classes = {
        get(cid): OntClass(get(cid), _names(labels, strings), _names(aliases, strings), tuple(map(get, parents)))
        for cid, labels, aliases, parents in document["classes"]
    }
    properties = {
        get(pid): Property(
            get(pid), _KINDS[kind], _names(labels, strings), _names(aliases, strings)  # type: ignore[arg-type]
        )
        for pid, kind, labels, aliases in document["properties"]
    }
    flat = document["edges"]
    if len(flat) % 3:
        raise CompiledFormatError("corrupt compiled ontology (edge list)", path=path)
    edges = tuple(map(Edge, map(get, flat[0::3]), map(get, flat[1::3]), map(get, flat[2::3])))
    return Ontology(
        entities=CompiledEntities(records, strings, path),
        classes=classes,
        properties=properties,
        edges=edges,
        prefixes=dict(document["prefixes"]),
        redirects=dict(document["redirects"]),
        sources=tuple(document["sources"]),
    )
