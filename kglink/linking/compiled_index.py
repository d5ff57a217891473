"""The alias index inside a compiled ontology (``.kglink``): its blocks, written and restored.

:mod:`kglink.ontology.compiled` owns the file (header, string table, entity columns) and
keeps the alias index as opaque blocks beside a JSON header; their layout lives here,
beside the index, because building and restoring an :class:`AliasIndex` belongs to
linking (which may read the ontology; the ontology package never imports linking).

The blocks follow the entity records: the normal forms (sorted, one per line), their
candidates as columns (offsets, node string indices, priors as integer and float arrays,
the aliases as one JSON list), then the fuzzy postings as 64-bit integer arrays (CJK keys
one a line, then offsets and postings; the Latin word keys by their code, see
:mod:`kglink.linking.postings`: codes, offsets and postings).

Example:
    >>> save_compiled(onto, "enterprise.kglink")  # doctest: +SKIP
    >>> AliasIndex.from_ontology(load_ontology("enterprise.kglink"))  # restored, not built  # doctest: +SKIP
"""

from __future__ import annotations

import json
import logging
from array import array
from functools import partial
from pathlib import Path
from typing import Any

from kglink.linking.alias_index import AliasIndex, CandidateTable
from kglink.linking.postings import CodedPostings, Postings, pack_postings
from kglink.ontology.compiled import Refs, from_little_endian, int_array, little_endian, write_compiled
from kglink.ontology.model import Ontology

logger = logging.getLogger(__name__)

_POSTINGS = ("pairs", "bigrams")  # string keys: keys one a line, offsets, postings
_WORD_BLOCKS = 3  # the Latin word keys by code: codes, offsets, postings
_CANDIDATE_BLOCKS = 5  # the normal forms, then the four candidate columns


def save_compiled(ontology: Ontology, path: str | Path, *, alias_index: AliasIndex | bool = True) -> Path:
    """Write ``ontology`` to ``path`` as a compiled ontology, with its alias index.

    Args:
        ontology: what to write.
        path: the file.
        alias_index: the alias index to store with it (``True``: build it with the
            default settings; ``False``: none, the reader builds it when needed).

    Returns:
        The path written.
    """
    if alias_index is False:
        return write_compiled(ontology, path)
    if alias_index is True:
        alias_index = AliasIndex.from_ontology(ontology, materialize=False)  # only written
    return write_compiled(ontology, path, index=partial(index_blocks, alias_index.state()))


def _settings(fuzzy: dict[str, Any]) -> tuple[float, int, int]:
    """The settings a stored index must match to be reused: fuzzy threshold, minimum CJK
    and Latin lengths."""
    return (float(fuzzy["threshold"]), int(fuzzy["min_length_cjk"]), int(fuzzy["min_length_latin"]))


def index_blocks(state: dict[str, Any], refs: Refs) -> tuple[dict[str, Any], list[bytes]]:
    """The alias index (:meth:`AliasIndex.state`) as a JSON header and raw blocks (layout:
    see the module docstring); node ids go into the file's string table through ``refs``."""
    fuzzy = state["fuzzy"]
    phrases: list[str] = state["phrases"]
    table: CandidateTable = state["candidates"]
    blocks = [
        "\n".join(phrases).encode("utf-8"),
        little_endian(array("q", table.offsets)),
        little_endian(array("q", refs(table.nodes))),
        little_endian(array("d", table.priors)),
        json.dumps(list(table.aliases), ensure_ascii=False, separators=(",", ":")).encode("utf-8"),
    ]
    for name in _POSTINGS:
        keys, offsets, flat = pack_postings(fuzzy[name])
        blocks += ["\n".join(keys).encode("utf-8"), little_endian(offsets), little_endian(flat)]
    blocks += [little_endian(column) for column in fuzzy["words"].parts()]
    header = {
        "settings": list(_settings(fuzzy)),
        "min_window": fuzzy["min_window"],
        "phrases": len(phrases),
        "pairs": state["pairs"],
        "keys": [len(fuzzy[name]) for name in (*_POSTINGS, "words")],
    }
    return header, blocks


def restore_index(ontology: Ontology, header: dict[str, Any], raw: list[bytes], strings: list[Any]) -> AliasIndex:
    """The alias index from its header and decompressed blocks (``strings``: the file's
    string table). A malformed block raises ValueError, KeyError, IndexError or TypeError,
    which the reader reports as a corrupt file."""
    if len(raw) != _CANDIDATE_BLOCKS + 3 * len(_POSTINGS) + _WORD_BLOCKS:
        raise ValueError("wrong number of alias index blocks")
    text = raw[0].decode("utf-8")
    phrases = text.split("\n") if text else []
    if len(phrases) != header["phrases"]:
        raise ValueError("alias index phrase count")
    offsets = int_array(raw[1])
    nodes = list(map(strings.__getitem__, int_array(raw[2])))
    table = CandidateTable(offsets, nodes, json.loads(raw[4]), from_little_endian(raw[3], "d"))
    settings = header["settings"]
    fuzzy: dict[str, Any] = {
        "threshold": settings[0],
        "min_length_cjk": settings[1],
        "min_length_latin": settings[2],
        "min_window": header["min_window"],
    }
    for number, name in enumerate(_POSTINGS):
        first = _CANDIDATE_BLOCKS + 3 * number
        text = raw[first].decode("utf-8")
        keys = text.split("\n") if text else []
        fuzzy[name] = Postings(keys, int_array(raw[first + 1]), int_array(raw[first + 2]))
    fuzzy["words"] = CodedPostings(*map(int_array, raw[-_WORD_BLOCKS:]))
    return AliasIndex.from_state(phrases, table, fuzzy, int(header["pairs"]), ontology)
