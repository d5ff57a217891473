"""The same queries over the same embedded store find the same chunks in every process.

Chroma adds the records written since its graph was last saved to disk again each time a
store is opened, in several threads; with its defaults (saved every 1000 records) a store
of a few hundred chunks was rebuilt in another order at each open, and the nearest chunks
a query found changed from one run to the next. Each open here is a separate interpreter.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kglink.retrieval.documents import Chunk
from kglink.retrieval.vector import ChromaStore

# Words of a made-up orchard's logbook; every chunk a different mix of them.
WORDS = (
    "pear apple quince cherry plum graft prune frost bloom harvest ladder crate cider press "
    "orchard row hedge bee hive spray mildew scab blossom root stock picker barn cellar"
).split()

PROBE = """
import json, sys
from kglink.retrieval.vector import ChromaStore
store = ChromaStore(sys.argv[1], create=False)
queries = json.loads(sys.argv[2])
print(json.dumps([[chunk_id for chunk_id, _ in found] for found in store.query(queries, limit=50)]))
"""


def _text(number: int) -> str:
    # A fixed, varied choice of words per chunk (no randomness between runs).
    return " ".join(WORDS[(number * step + step * step) % len(WORDS)] for step in range(1, 9))


@pytest.fixture(scope="module")
def store_path(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("orchard")
    store = ChromaStore(path)
    chunks = [Chunk(f"log-{n}#0", f"log-{n}", _text(n), f"Logbook entry {n}") for n in range(450)]
    store.upsert(chunks)
    return path


def _search(path: Path, queries: list[str]) -> list[list[str]]:
    out = subprocess.run(
        [sys.executable, "-c", PROBE, str(path), json.dumps(queries)],
        capture_output=True, text=True, timeout=120, check=True,
    )
    return json.loads(out.stdout)


def test_every_open_finds_the_same_chunks(store_path) -> None:
    queries = [_text(n) for n in range(1000, 1030)] + ["frost on the pear blossom", "cider press in the barn"]
    runs = [_search(store_path, queries) for _ in range(3)]
    assert all(len(found) == 50 for found in runs[0])
    assert runs[1] == runs[0]
    assert runs[2] == runs[0]


def test_a_new_collection_saves_its_graph_often_and_searches_it_wide(tmp_path) -> None:
    store = ChromaStore(tmp_path)
    hnsw = store._collection.configuration["hnsw"]
    assert hnsw["sync_threshold"] == 100
    assert hnsw["ef_search"] == 500
