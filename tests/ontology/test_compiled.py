"""The compiled form: round trips, lazy entities, version and corruption checks."""

from __future__ import annotations

import random
import json
import zlib
from array import array
from pathlib import Path

import pytest

from kglink.errors import CompiledFormatError, MissingFileError
from kglink.linking.compiled_index import save_compiled
from kglink.ontology import Attribute, Edge, Entity, Label, OntClass, Ontology, Property, load_ontology
from kglink.ontology.compiled import FORMAT_VERSION, MAGIC, load_compiled

HERE = Path(__file__).resolve().parent
VOCAB = HERE / "data" / "vocab.ttl"
EXAMPLE_CSV = HERE.parents[1] / "ontology" / "csv-example" / "ontology.csv"
ENTERPRISE = HERE.parents[1] / "ontology" / "enterprise" / "ontology.ttl"
BENCH = HERE.parents[1].parent / "shared" / "bench"


def synthetic(n: int, seed: int = 0) -> Ontology:
    """An ontology of ``n`` entities with names in two languages, attributes and edges."""
    rnd = random.Random(seed)
    chars = "产品系列平台服务管理系统数据分析报表客户销售华东南北区域标准企业版政策流程"
    classes = {
        f"http://x/C{i}": OntClass(f"http://x/C{i}", (Label(f"类{i}", "zh"), Label(f"class {i}", "en")), parents=())
        for i in range(10)
    }
    entities = {}
    edges = set()
    for i in range(n):
        eid = f"http://x/e{i:06d}"
        zh = "".join(rnd.choice(chars) for _ in range(rnd.randint(2, 8))) + str(i)
        entities[eid] = Entity(
            eid,
            labels=(Label(zh, "zh"), Label(f"Item {i}", "en")),
            aliases=(Label(zh[:3] + "X", "zh"),),
            hidden=(Label(zh + "s"),) if i % 7 == 0 else (),
            types=(f"http://x/C{i % 10}",),
            attributes=(
                Attribute("http://x/code", f"C-{i}"),
                Attribute("http://x/size", str(i), None, "http://www.w3.org/2001/XMLSchema#integer"),
            ),
            same_as=(f"http://y/e{i}",) if i % 11 == 0 else (),
        )
        edges.add(Edge(eid, "http://x/related", f"http://x/e{rnd.randrange(n):06d}"))
    return Ontology(
        entities=entities,
        classes=classes,
        properties={"http://x/related": Property("http://x/related", "object", (Label("相关", "zh"),))},
        edges=tuple(sorted(edges, key=lambda e: (e.source, e.predicate, e.target))),
        prefixes={"x": "http://x/"},
        redirects={f"http://y/e{i}": f"http://x/e{i:06d}" for i in range(0, n, 11)},
        sources=("synthetic",),
    )


@pytest.mark.parametrize(
    "make",
    [
        lambda: load_ontology(VOCAB),
        lambda: load_ontology(EXAMPLE_CSV),
        lambda: load_ontology(ENTERPRISE),  # a bundle ontology that CI has (../shared may be missing)
        lambda: synthetic(2000),
        lambda: Ontology(entities={}),
    ],
    ids=["vocab", "csv-example", "enterprise", "synthetic", "empty"],
)
def test_round_trip(tmp_path, make):
    onto = make()
    path = save_compiled(onto, tmp_path / "o.kglink")
    assert load_compiled(path) == onto
    assert load_ontology(path) == onto


@pytest.mark.skipif(not BENCH.is_dir(), reason=f"shared benchmark bundles not found at {BENCH}")
def test_round_trip_of_a_bundle_ontology(tmp_path):
    onto = load_ontology(BENCH / "crosswoz-val" / "ontology.ttl")
    assert load_compiled(save_compiled(onto, tmp_path / "c.kglink")) == onto


def test_entities_decode_on_lookup_and_behave_like_a_dict(tmp_path):
    onto = synthetic(50)
    loaded = load_compiled(save_compiled(onto, tmp_path / "o.kglink"))
    assert len(loaded.entities) == 50
    assert list(loaded.entities) == list(onto.entities)
    assert "http://x/e000003" in loaded.entities and "nope" not in loaded.entities
    assert loaded.entities["http://x/e000003"] == onto.entities["http://x/e000003"]
    assert loaded.entities.get("nope") is None
    assert loaded.entity("x:e000011") is loaded.entities["http://x/e000011"]
    assert loaded.resolve("http://y/e11") == "http://x/e000011"
    assert dict(loaded.entities) == dict(onto.entities)


def test_edges_decode_on_first_use_and_equal_the_tuple(tmp_path):
    onto = synthetic(50)
    edges = load_compiled(save_compiled(onto, tmp_path / "o.kglink")).edges
    assert repr(edges) == f"<CompiledEdges: {len(onto.edges)} edges>"
    assert edges == onto.edges and onto.edges == edges
    assert list(edges) == list(onto.edges)
    assert edges[3] == onto.edges[3] and edges[-2:] == onto.edges[-2:]
    assert edges != onto.edges[:-1]


def test_the_file_is_data_only(tmp_path):
    path = save_compiled(load_ontology(VOCAB), tmp_path / "o.kglink")
    raw = path.read_bytes()
    header, payload = raw.split(b"\n", 1)
    assert header == MAGIC + b" " + str(FORMAT_VERSION).encode()
    blocks = []
    while payload:  # 8-byte little-endian lengths (compressed, decompressed), then a zlib stream
        size = int.from_bytes(payload[:8], "little")
        blocks.append(zlib.decompress(payload[16 : 16 + size]))
        assert len(blocks[-1]) == int.from_bytes(payload[8:16], "little")
        payload = payload[16 + size :]
    document = json.loads(blocks[0])  # JSON, the edges, the entity columns, the alias index
    onto = load_ontology(VOCAB)
    entities = onto.entities
    assert len(array("q", blocks[1])) == 3 * len(onto.edges)  # (source, predicate, target) indices
    texts = json.loads(blocks[2])  # every name, entity after entity
    assert texts == [x.text for e in entities.values() for x in (*e.labels, *e.aliases, *e.hidden)]
    assert len(array("q", blocks[3])) == len(texts)  # their language tags
    assert len(array("q", blocks[4])) == 3 * len(entities) + 1  # name offsets
    assert len(array("q", blocks[5])) == len(entities) + 1  # type offsets
    assert blocks[7].decode("utf-8").count("\n") == len(entities) - 1  # attributes, merged ids
    index = blocks[8:]
    phrases = document["alias_index"]["phrases"]
    assert phrases == len(index[0].decode("utf-8").split("\n"))
    # phrases, four candidate columns, two (keys, offsets, postings) triples for the CJK
    # keys, and the Latin word keys by code (codes, offsets, postings)
    assert len(index) == 5 + 6 + 3
    offsets = array("q", index[1])
    assert len(offsets) == phrases + 1 and offsets[0] == 0
    assert len(array("q", index[2])) == len(array("d", index[3])) == offsets[-1]
    assert len(json.loads(index[4])) == offsets[-1]  # the aliases as written


_HEADER = MAGIC + b" " + str(FORMAT_VERSION).encode() + b"\n"


def _block(data: bytes) -> bytes:
    compressed = zlib.compress(data)
    return len(compressed).to_bytes(8, "little") + len(data).to_bytes(8, "little") + compressed


def test_another_format_version_is_refused(tmp_path):
    path = save_compiled(load_ontology(VOCAB), tmp_path / "o.kglink")
    raw = path.read_bytes()
    path.write_bytes(raw.replace(MAGIC + b" " + str(FORMAT_VERSION).encode(), MAGIC + b" 999", 1))
    with pytest.raises(CompiledFormatError, match="format version 999.*compile the ontology again"):
        load_compiled(path)


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"@prefix ex: <http://e/> .\n", "not a compiled kglink ontology"),
        (b"", "not a compiled kglink ontology"),
        (_HEADER + b"garbage", "corrupt"),
        (_HEADER + _block(b'{"strings": [null]}') + _block(b""), "corrupt"),
        (_HEADER + _block(b"[1, 2") + _block(b""), "corrupt"),
        (_HEADER + _block(b"{}"), "corrupt"),
        (_HEADER + len(b"x" * 99).to_bytes(8, "little") + (2).to_bytes(8, "little") + zlib.compress(b"{}"), "corrupt"),
    ],
    ids=["turtle", "empty", "not-zlib", "missing-keys", "bad-json", "one-block", "truncated"],
)
def test_broken_compiled_files(tmp_path, content, words):
    path = tmp_path / "broken.kglink"
    path.write_bytes(content)
    with pytest.raises(CompiledFormatError, match=words) as info:
        load_ontology(path)
    assert info.value.path == str(path)


def test_a_truncated_file_is_corrupt(tmp_path):
    path = save_compiled(synthetic(200), tmp_path / "o.kglink")
    path.write_bytes(path.read_bytes()[:-100])
    with pytest.raises(CompiledFormatError, match="corrupt"):
        load_compiled(path)


def test_missing_compiled_file(tmp_path):
    with pytest.raises(MissingFileError):
        load_compiled(tmp_path / "none.kglink")


def test_saving_replaces_the_file_whole(tmp_path):
    path = tmp_path / "o.kglink"
    save_compiled(synthetic(10), path)
    save_compiled(load_ontology(VOCAB), path)
    assert load_compiled(path) == load_ontology(VOCAB)
    assert [p.name for p in tmp_path.iterdir()] == ["o.kglink"]


def _blocks(raw: bytes) -> tuple[bytes, list[bytes]]:
    header, payload = raw.split(b"\n", 1)
    blocks = []
    while payload:
        size = int.from_bytes(payload[:8], "little")
        blocks.append(zlib.decompress(payload[16 : 16 + size]))
        payload = payload[16 + size :]
    return header, blocks


def _join(header: bytes, blocks: list[bytes]) -> bytes:
    out = header + b"\n"
    for block in blocks:
        packed = zlib.compress(block)
        out += len(packed).to_bytes(8, "little") + len(block).to_bytes(8, "little") + packed
    return out


@pytest.mark.parametrize(
    ("block", "content"),
    [
        (1, array("q", [0, 1]).tobytes()),  # an edge list that is not triples
        (1, array("q", [1, 2, 10**6]).tobytes()),  # an edge naming a string the file lacks
        (4, array("q", [0, 1]).tobytes()),  # name offsets for another entity count
        (5, array("q", [0]).tobytes()),  # type offsets for another entity count
        (2, b'["one name"]'),  # fewer names than the offsets say
    ],
)
def test_entity_columns_that_disagree_are_corrupt(tmp_path, block, content):
    path = save_compiled(load_ontology(VOCAB), tmp_path / "o.kglink")
    header, blocks = _blocks(path.read_bytes())
    blocks[block] = content
    path.write_bytes(_join(header, blocks))
    with pytest.raises(CompiledFormatError, match="corrupt"):
        load_compiled(path)


# -- hostile files (issue 15) ----------------------------------------------------------


def test_a_decompression_bomb_is_refused_before_it_is_inflated(tmp_path):
    bomb = zlib.compress(b"\0" * (1 << 30), 9)  # ~1 MB that inflates to 1 GB
    content = _HEADER + _block(b'{"strings": [null]}') + len(bomb).to_bytes(8, "little") + (1 << 30).to_bytes(8, "little") + bomb
    path = tmp_path / "bomb.kglink"
    path.write_bytes(content)
    with pytest.raises(CompiledFormatError, match="decompression bomb"):
        load_compiled(path)


def test_a_block_larger_than_it_declares_is_refused(tmp_path):
    inflated = b"[" + b"1," * 500_000 + b"1]"
    packed = zlib.compress(inflated)
    content = _HEADER + len(packed).to_bytes(8, "little") + (100).to_bytes(8, "little") + packed + _block(b"")
    path = tmp_path / "liar.kglink"
    path.write_bytes(content)
    with pytest.raises(CompiledFormatError, match="size its header declares"):
        load_compiled(path)


@pytest.mark.parametrize(
    ("block", "mutate"),
    [
        (0, lambda doc: {**doc, "strings": [None, 1, *doc["strings"][2:]]}),
        (0, lambda doc: {**doc, "prefixes": {"ex": 7}}),
        (0, lambda doc: {**doc, "classes": [[c[0], [5, c[1][1] if len(c[1]) > 1 else 0], c[2], c[3]] for c in doc["classes"]]}),
        (2, lambda texts: [1, *texts[1:]]),
    ],
    ids=["string-table", "prefixes", "class-label", "entity-label"],
)
def test_values_of_the_wrong_type_are_refused_at_load(tmp_path, block, mutate):
    path = save_compiled(load_ontology(VOCAB), tmp_path / "o.kglink")
    header, blocks = _blocks(path.read_bytes())
    blocks[block] = json.dumps(mutate(json.loads(blocks[block]))).encode()
    path.write_bytes(_join(header, blocks))
    with pytest.raises(CompiledFormatError, match="corrupt.*string"):
        onto = load_compiled(path)
        list(onto.entities.values())


def test_deeply_nested_json_is_refused(tmp_path):
    path = tmp_path / "deep.kglink"
    path.write_bytes(_HEADER + _block(b"[" * 100_000 + b"]" * 100_000) + _block(b""))
    with pytest.raises(CompiledFormatError, match="corrupt"):
        load_compiled(path)
