"""The compiled ontology (``.kglink``): a safe, fast-loading snapshot of an :class:`Ontology`.

Layout: one ASCII header line ``KGLINK-ONTOLOGY <version>\\n``, then blocks, each an
8-byte little-endian length and a zlib stream: a JSON document (string table, classes,
properties, prefixes, redirects, sources, the alias index header), the edges (an integer
array of string indices), the entity table as columns (:func:`_entity_blocks`: every
name's text in one JSON list, language tags, name and type offsets and types as integer
arrays, and one line of attributes and merged ids per entity, empty for most) and, when
the file holds the alias index, its blocks (written and read by
:mod:`kglink.linking.compiled_index`, which owns their layout: this module stores them as
opaque blocks beside a JSON header, so the ontology package does not import linking). Only
data is stored (no pickle, nothing that runs code when a
file someone handed you is opened); the Aho-Corasick automaton is rebuilt from the
normal forms, in C, on first use. The version is checked before anything else: a file
from another format version raises :class:`CompiledFormatError` telling the user to
compile again.

Columns rather than a JSON document per entity: writing and reading a million-triple
ontology is then a few calls into C (``json``, ``array``, ``zlib``) instead of a Python
loop per entity. Every id, predicate, language tag and datatype sits once in a string
table and is referred to by its index. Entities and edges are decoded lazily
(:class:`CompiledEntities`: a :class:`~kglink.ontology.model.Entity` is made from the
columns when first looked up; :class:`CompiledEdges`: every edge when first used), the
rest at once.

Example (:func:`kglink.linking.compiled_index.save_compiled` writes the alias index too):
    >>> write_compiled(onto, "enterprise.kglink")  # doctest: +SKIP
    >>> load_compiled("enterprise.kglink") == onto  # doctest: +SKIP
    True
"""

from __future__ import annotations

import json
import logging
import os
import stat
import struct
import sys
import tempfile
import zlib
from array import array
from concurrent.futures import ThreadPoolExecutor
from collections.abc import Callable, ItemsView, Iterable, Iterator, Mapping, Sequence, ValuesView
from itertools import accumulate, chain
from operator import attrgetter
from pathlib import Path
from typing import Any, TypeVar, overload

from kglink.errors import CompiledFormatError, InputError, MissingFileError
from kglink.ontology.bulk import collector_paused
from kglink.ontology.model import Attribute, Edge, Entity, Label, OntClass, Ontology, Property

logger = logging.getLogger(__name__)

FORMAT_VERSION = 5  # 5: each block declares its decompressed size
MAGIC = b"KGLINK-ONTOLOGY"
SUFFIX = ".kglink"
_KINDS = ("object", "datatype", "annotation", "other")

Refs = Callable[[Iterable[str | None]], list[int]]
"""Registers strings in the file's string table and gives their indices."""
IndexWriter = Callable[[Refs], tuple[dict[str, Any], list[bytes]]]
"""Encodes the alias index: its JSON header and raw blocks, strings referred to by index."""
IndexReader = Callable[[Ontology, dict[str, Any], list[bytes], list[Any]], Any]
"""Decodes the alias index from (ontology, header, decompressed blocks, string table)."""
_T = TypeVar("_T")


def write_compiled(ontology: Ontology, path: str | Path, *, index: IndexWriter | None = None) -> Path:
    """Write ``ontology`` to ``path`` (atomically: a half-written file never replaces a good one).

    Args:
        ontology: what to write.
        path: the file.
        index: encodes the alias index to store with it (None: none, the reader builds
            it when needed). :func:`kglink.linking.compiled_index.save_compiled` passes one.

    Returns:
        The path written.
    """
    with collector_paused():  # see kglink.ontology.bulk
        return _save(ontology, Path(path), index)


def _save(ontology: Ontology, path: Path, index: IndexWriter | None) -> Path:
    strings: dict[str | None, int] = {None: 0}  # index 0: no language, no datatype
    setdefault = strings.setdefault

    def ref(text: str | None) -> int:
        # len() is taken before the insertion: a new string gets the next index.
        return setdefault(text, len(strings))

    def refs(texts: Iterable[str | None]) -> list[int]:
        """Indices of many strings: the new ones registered, then all looked up in C."""
        texts = list(texts)
        for text in dict.fromkeys(texts).keys() - strings.keys():
            ref(text)
        return list(map(strings.__getitem__, texts))

    def names(items: tuple[Label, ...]) -> list[Any]:
        return [x for item in items for x in (item.text, ref(item.lang))]

    entities = list(ontology.entities.values())
    # Entity ids first, so their indices are their positions (ids are distinct).
    strings.update(zip(ontology.entities, range(1, len(entities) + 1)))
    # The edges as one integer array: (source, predicate, target) string indices.
    edges = little_endian(array("q", refs(chain.from_iterable(map(_EDGE, ontology.edges)))))
    blocks = [b"", edges, *_entity_blocks(entities, ref, refs)]
    entity_count = len(ontology.entities)
    document = {
        "entity_count": entity_count,
        "classes": [
            [ref(c.id), names(c.labels), names(c.aliases), [ref(p) for p in c.parents]] for c in ontology.classes.values()
        ],
        "properties": [
            [ref(p.id), _KINDS.index(p.kind), names(p.labels), names(p.aliases)] for p in ontology.properties.values()
        ],
        "prefixes": dict(ontology.prefixes),
        "redirects": dict(ontology.redirects),
        "sources": list(ontology.sources),
    }
    if index is not None:
        header, index_blocks = index(refs)
        document["alias_index"] = header
        blocks += index_blocks
    document["strings"] = list(strings)
    blocks[0] = json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    payload = b"".join(map(_block, _deflate_all(blocks), map(len, blocks)))
    check_output(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise InputError(f"cannot write here: {exc.strerror or exc}", path=path) from exc
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(MAGIC + b" " + str(FORMAT_VERSION).encode("ascii") + b"\n")
            handle.write(payload)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise InputError(f"cannot write here: {exc.strerror or exc}", path=path) from exc
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    logger.debug("wrote %s: %d entities, %d bytes", path, entity_count, path.stat().st_size)
    return path


def check_output(path: Path) -> None:
    """The output is written to a temporary file beside it, then renamed over it: fine for a
    regular file, but a symlink, a device or a FIFO would be replaced by a plain file (run
    as root, ``-o /dev/full`` replaced the device). Refuse those, and say what is wrong."""
    try:
        info = path.lstat()
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise InputError(f"cannot write here: {exc.strerror or exc}", path=path) from exc
    if info is not None and not stat.S_ISREG(info.st_mode):
        kind = "a symbolic link" if stat.S_ISLNK(info.st_mode) else "a folder" if stat.S_ISDIR(info.st_mode) else "a special file"
        raise InputError(f"is {kind}: refusing to replace it; give a regular file's path", path=path)
    for parent in path.parents:
        if parent.exists() or parent.is_symlink():
            if not parent.is_dir():
                raise InputError(f"cannot write here: {parent} is not a folder", path=path)
            break


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
    with collector_paused():  # see kglink.ontology.bulk
        return _load(path)


def _load(path: Path) -> Ontology:
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
        raw = _inflate_all(blocks[: 2 + _ENTITY_BLOCKS])  # the document, the edges, the entity table
        document = json.loads(raw[0])
        _check_document(document)
        table = _EntityTable.read(raw[2:], document["strings"], document["entity_count"])
        ontology = _decode(document, int_array(raw[1]), table, path)
        header = document.get("alias_index")
        if header is not None:
            entities = ontology.entities
            assert isinstance(entities, CompiledEntities)
            entities.attach_index(ontology, header, blocks[2 + _ENTITY_BLOCKS :])
        return ontology
    except (zlib.error, ValueError, KeyError, IndexError, TypeError, AttributeError, RecursionError) as exc:
        raise CompiledFormatError(f"corrupt compiled ontology ({type(exc).__name__}: {exc})", path=path) from exc


def _check_document(document: Any) -> None:
    """Types a hand-made file could get wrong, checked before anything uses them (a label
    that is not a string would fail far from here, in the middle of a turn)."""
    if not isinstance(document, dict):
        raise TypeError("the header is not a JSON object")
    strings = document["strings"]
    if not isinstance(strings, list) or not strings or strings[0] is not None:
        raise TypeError("the string table is malformed")
    if not all(type(value) is str for value in strings[1:]):
        raise TypeError("the string table holds a value that is not a string")
    if type(document["entity_count"]) is not int or document["entity_count"] < 0:
        raise TypeError("entity_count is not a count")
    for key in ("prefixes", "redirects"):
        table = document[key]
        if not isinstance(table, dict) or not all(type(v) is str for v in table.values()):
            raise TypeError(f"{key} is not a table of strings")
    if not isinstance(document["sources"], list) or not all(type(v) is str for v in document["sources"]):
        raise TypeError("sources is not a list of strings")


class CompiledEntities(Mapping[str, Entity]):
    """The entities of a compiled ontology, each decoded on first access and kept.

    A read-only mapping like the dict the other loaders give (equal to it when the
    entities are equal).
    """

    __slots__ = ("_table", "_strings", "_index", "_cache", "_path", "_stored_index", "_alias_index")

    def __init__(self, table: _EntityTable, strings: list[Any], path: Path) -> None:
        self._table = table
        self._strings = strings
        # save_compiled puts the entity ids right after None in the string table.
        self._index = dict(zip(strings[1 : len(table) + 1], range(len(table))))
        self._cache: dict[str, Entity] = {}
        self._path = path
        self._stored_index: tuple[Ontology, dict[str, Any], list[Block]] | None = None
        self._alias_index: Any = None  # what the reader restored (linking's AliasIndex)

    def attach_index(self, ontology: Ontology, header: dict[str, Any], blocks: list[Block]) -> None:
        """Keep the stored alias index blocks; :meth:`stored_alias_index` restores them."""
        self._stored_index = (ontology, header, blocks)

    def stored_alias_index(
        self, settings: tuple[float, int, int], restore: Callable[[Ontology, dict[str, Any], list[bytes], list[Any]], _T]
    ) -> _T | None:
        """The alias index the file holds, restored once by ``restore`` (an
        :data:`IndexReader`), if it was built with ``settings`` (fuzzy threshold, minimum CJK
        and Latin lengths); else None."""
        if self._stored_index is None:
            return None
        ontology, header, blocks = self._stored_index
        if tuple(header["settings"]) != settings:
            return None
        if self._alias_index is None:
            try:
                with collector_paused():
                    self._alias_index = restore(ontology, header, _inflate_all(blocks), self._strings)
            except (zlib.error, ValueError, KeyError, IndexError, TypeError, AttributeError, RecursionError) as exc:
                raise CompiledFormatError(f"corrupt compiled ontology (alias index: {exc})", path=self._path) from exc
            self._stored_index = (ontology, header, [])  # the raw blocks are not needed again
        return self._alias_index

    def __getitem__(self, key: str) -> Entity:
        entity = self._cache.get(key)
        if entity is None:
            index = self._index[key]
            try:
                entity = self._table.entity(key, index)
            except (IndexError, TypeError, ValueError, KeyError, RecursionError) as exc:
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
        """Decode every entity not decoded yet (iterating all is common)."""
        if len(self._cache) < len(self._index):
            cache, entity = self._cache, self._table.entity
            try:
                self._cache = {key: cache.get(key) or entity(key, index) for key, index in self._index.items()}
            except (IndexError, TypeError, ValueError) as exc:
                raise CompiledFormatError("corrupt compiled ontology (entity records)", path=self._path) from exc
        return self._cache

    def __iter__(self) -> Iterator[str]:
        return iter(self._index)

    def __len__(self) -> int:
        return len(self._index)

    def __repr__(self) -> str:
        return f"<CompiledEntities: {len(self)} entities>"


class CompiledEdges(Sequence[Edge]):
    """The edges of a compiled ontology, made into :class:`Edge` values on first use.

    Serving a turn needs the alias index, not the edges (they go into a graph store
    once): a million-triple file then opens without making 340k objects it may not use.
    Equal to a tuple of the same edges, like the tuple the other loaders give.
    """

    __slots__ = ("_flat", "_strings", "_edges")

    def __init__(self, flat: array, strings: list[Any]) -> None:
        self._flat = flat  # (source, predicate, target) string indices, edge after edge
        self._strings = strings
        self._edges: tuple[Edge, ...] | None = None

    def _decoded(self) -> tuple[Edge, ...]:
        if self._edges is None:
            get, flat = self._strings.__getitem__, self._flat
            self._edges = tuple(map(Edge, map(get, flat[0::3]), map(get, flat[1::3]), map(get, flat[2::3])))
        return self._edges

    @overload
    def __getitem__(self, index: int) -> Edge: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Edge, ...]: ...

    def __getitem__(self, index: int | slice) -> Edge | tuple[Edge, ...]:
        return self._decoded()[index]

    def __iter__(self) -> Iterator[Edge]:
        return iter(self._decoded())

    def __len__(self) -> int:
        return len(self._flat) // 3

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CompiledEdges):
            other = other._decoded()
        return isinstance(other, tuple) and self._decoded() == other

    __hash__ = None  # type: ignore[assignment]  # equal to a tuple, but not hashed like one

    def __repr__(self) -> str:
        return f"<CompiledEdges: {len(self)} edges>"


# -- blocks ------------------------------------------------------------------------------

_LENGTH = struct.Struct("<Q")
_WORKERS = min(4, os.cpu_count() or 1)


def _block(compressed: bytes, size: int) -> bytes:
    return _LENGTH.pack(len(compressed)) + _LENGTH.pack(size) + compressed


def _deflate(block: bytes) -> bytes:
    # Level 1: the file is written once per compile and read often; speed over size.
    return zlib.compress(block, 1)


def _deflate_all(blocks: list[bytes]) -> list[bytes]:
    """Every block compressed, on as many threads as there are cores: zlib lets go of
    the GIL while it works (a million-triple file holds ~90 MB before compression)."""
    with ThreadPoolExecutor(max_workers=_WORKERS) as pool:
        return list(pool.map(_deflate, blocks))


Block = tuple[memoryview, int]
"""A compressed block and the size its header declares once decompressed."""

MIN_INFLATE_LIMIT = 256 << 20
INFLATE_RATIO = 64
"""The blocks of a file may decompress to at most ``max(MIN_INFLATE_LIMIT, INFLATE_RATIO x
file size)`` in total: a real ontology (names, ids, integer columns) compresses 3-10x at
level 1, a decompression bomb ~1000x."""


def _inflate(block: Block) -> bytes:
    """One block decompressed, never past the size its header declares."""
    data, size = block
    inflater = zlib.decompressobj()
    out = inflater.decompress(data, size)
    if len(out) != size or inflater.unconsumed_tail or not inflater.eof:
        raise ValueError("a block does not decompress to the size its header declares")
    return out


def _inflate_all(blocks: list[Block]) -> list[bytes]:
    """Every block decompressed, on as many threads as there are cores (see above)."""
    with ThreadPoolExecutor(max_workers=_WORKERS) as pool:
        return list(pool.map(_inflate, blocks))


def _split_blocks(data: memoryview) -> list[Block]:
    blocks: list[Block] = []
    offset = 0
    head = 2 * _LENGTH.size
    while offset < len(data):
        if offset + head > len(data):
            raise ValueError("truncated file")
        (size,) = _LENGTH.unpack_from(data, offset)
        (inflated,) = _LENGTH.unpack_from(data, offset + _LENGTH.size)
        offset += head
        if offset + size > len(data):
            raise ValueError("truncated file")
        blocks.append((data[offset : offset + size], inflated))
        offset += size
    if len(blocks) < 2:
        raise ValueError("truncated file")
    limit = max(MIN_INFLATE_LIMIT, INFLATE_RATIO * len(data))
    total = sum(inflated for _data, inflated in blocks)
    if total > limit:
        raise ValueError(
            f"the blocks declare {total} bytes once decompressed, over the limit of {limit} for a file"
            f" of {len(data)} bytes (a decompression bomb?)"
        )
    return blocks


def little_endian(values: array) -> bytes:
    """The array's bytes in the format's byte order (little-endian)."""
    if sys.byteorder != "little":  # pragma: no cover - the format is little-endian
        values = array(values.typecode, values)
        values.byteswap()
    return values.tobytes()


def from_little_endian(raw: bytes, typecode: str) -> array:
    """An array of ``typecode`` ("q": int64, "d": float64) from the format's bytes."""
    values = array(typecode)
    values.frombytes(raw)
    if sys.byteorder != "little":  # pragma: no cover
        values.byteswap()
    return values


def int_array(raw: bytes) -> array:
    return from_little_endian(raw, "q")


_ENTITY_BLOCKS = 6
_EDGE = attrgetter("source", "predicate", "target")
_NAME_GROUPS = attrgetter("labels", "aliases", "hidden")


def _entity_blocks(entities: list[Entity], ref: Any, refs: Any) -> list[bytes]:
    """The entity table as columns, so that writing and reading it costs a few calls
    into C rather than a JSON document per entity.

    Blocks: the texts of every name (a JSON list: labels, aliases, hidden names, entity
    after entity); their language tags (string indices); the name offsets (three per
    entity); the type offsets and types (string indices); and one line per entity with
    its attributes and merged ids as JSON (empty for most entities, decoded lazily).
    """
    labels = list(chain.from_iterable(chain.from_iterable(map(_NAME_GROUPS, entities))))
    counts = chain.from_iterable([(len(a), len(b), len(c)) for a, b, c in map(_NAME_GROUPS, entities)])
    types = list(map(attrgetter("types"), entities))
    encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    extras = "\n".join(
        [
            encode(
                [
                    [x for a in e.attributes for x in (ref(a.predicate), a.value, ref(a.lang), ref(a.datatype))],
                    [ref(other) for other in e.same_as],
                ]
            )
            if e.attributes or e.same_as
            else ""
            for e in entities
        ]
    )
    return [
        json.dumps(list(map(attrgetter("text"), labels)), ensure_ascii=False, separators=(",", ":")).encode("utf-8"),
        little_endian(array("q", refs(map(attrgetter("lang"), labels)))),
        little_endian(array("q", accumulate(counts, initial=0))),
        little_endian(array("q", accumulate(map(len, types), initial=0))),
        little_endian(array("q", refs(chain.from_iterable(types)))),
        extras.encode("utf-8"),
    ]


class _EntityTable:
    """The entity columns of a compiled file (see :func:`_entity_blocks`), read."""

    __slots__ = ("_texts", "_langs", "_names", "_type_offsets", "_types", "_extras", "_strings")

    def __init__(
        self,
        texts: list[str],
        langs: array,
        names: array,
        type_offsets: array,
        types: array,
        extras: list[str],
        strings: list[Any],
    ) -> None:
        count = len(extras)
        if len(names) != 3 * count + 1 or len(type_offsets) != count + 1:
            raise ValueError("entity offsets do not match the entity count")
        if names[-1] != len(texts) or len(langs) != len(texts) or type_offsets[-1] != len(types):
            raise ValueError("entity columns do not match their offsets")
        self._texts = texts
        self._langs = langs
        self._names = names
        self._type_offsets = type_offsets
        self._types = types
        self._extras = extras
        self._strings = strings

    @classmethod
    def read(cls, blocks: list[bytes], strings: list[Any], count: int) -> _EntityTable:
        """The table from its blocks, decompressed."""
        if len(blocks) != _ENTITY_BLOCKS:
            raise ValueError("truncated file")
        text = blocks[5].decode("utf-8")
        extras = text.split("\n") if count else []
        if len(extras) != count:
            raise ValueError("entity count")
        texts = json.loads(blocks[0])
        if not isinstance(texts, list) or not all(type(text) is str for text in texts):
            raise TypeError("an entity name is not a string")
        return cls(
            texts,
            int_array(blocks[1]),
            int_array(blocks[2]),
            int_array(blocks[3]),
            int_array(blocks[4]),
            extras,
            strings,
        )

    def __len__(self) -> int:
        return len(self._extras)

    def _labels(self, first: int, end: int) -> tuple[Label, ...]:
        if first == end:
            return ()
        texts, langs, strings = self._texts, self._langs, self._strings
        return tuple([Label(texts[i], strings[langs[i]]) for i in range(first, end)])

    def entity(self, entity_id: str, index: int) -> Entity:
        """The entity at position ``index``, decoded."""
        strings = self._strings
        names = self._names
        base = 3 * index
        a, b, c, d = names[base], names[base + 1], names[base + 2], names[base + 3]
        types = self._types[self._type_offsets[index] : self._type_offsets[index + 1]]
        extra = self._extras[index]
        attributes: tuple[Attribute, ...] = ()
        same_as: tuple[str, ...] = ()
        if extra:
            attrs, merged = json.loads(extra)
            if not all(type(value) is str for value in attrs[1::4]):
                raise TypeError("an attribute value is not a string")
            attributes = tuple(
                [
                    Attribute(strings[attrs[i]], attrs[i + 1], strings[attrs[i + 2]], strings[attrs[i + 3]])
                    for i in range(0, len(attrs), 4)
                ]
            )
            same_as = tuple([strings[m] for m in merged])
        return Entity(
            entity_id,
            self._labels(a, b),
            self._labels(b, c),
            self._labels(c, d),
            tuple([strings[t] for t in types]),
            attributes,
            same_as,
        )


def _names(flat: list[Any], strings: list[Any]) -> tuple[Label, ...]:
    if not flat:
        return ()
    if not all(type(text) is str for text in flat[::2]):
        raise TypeError("a class or property name is not a string")
    return tuple([Label(flat[i], strings[flat[i + 1]]) for i in range(0, len(flat), 2)])


def _decode(document: dict[str, Any], flat: array, table: _EntityTable, path: Path) -> Ontology:
    strings: list[Any] = document["strings"]
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
    if len(flat) % 3:
        raise CompiledFormatError("corrupt compiled ontology (edge list)", path=path)
    if len(flat) and not 0 <= min(flat) <= max(flat) < len(strings):
        raise CompiledFormatError("corrupt compiled ontology (edge list)", path=path)
    return Ontology(
        entities=CompiledEntities(table, strings, path),
        classes=classes,
        properties=properties,
        edges=CompiledEdges(flat, strings),
        prefixes=dict(document["prefixes"]),
        redirects=dict(document["redirects"]),
        sources=tuple(document["sources"]),
    )
