"""A real Neo4j for the tests: the one at KGLINK_NEO4J_URI, else one this session starts.

When nothing answers at the URI (default bolt://127.0.0.1:7687) and it is a loopback
address, the session runs scripts/neo4j/up.sh (which builds the launcher with Maven the
first time) on that port and scripts/neo4j/down.sh at the end, so `pytest tests/neo4j`
works on a fresh machine with Java 17 and Maven.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from kglink.graph.neo4j_store import DEFAULT_PASSWORD, DEFAULT_URI, DEFAULT_USER, Neo4jGraphStore
from kglink.ontology.model import Ontology

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = ROOT / "scripts" / "neo4j"
BENCH = ROOT.parent / "shared" / "bench"


@dataclass(frozen=True, slots=True)
class Neo4jServer:
    """Where the tests' Neo4j answers."""

    uri: str
    user: str
    password: str

    def store(self, **options: object) -> Neo4jGraphStore:
        return Neo4jGraphStore(self.uri, user=self.user, password=self.password, **options)  # type: ignore[arg-type]


def _answers(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=1.0):
            return True
    except OSError:
        return False


@pytest.fixture(scope="session")
def neo4j_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Neo4jServer]:
    uri = os.environ.get("KGLINK_NEO4J_URI") or DEFAULT_URI
    server = Neo4jServer(
        uri,
        os.environ.get("KGLINK_NEO4J_USER") or DEFAULT_USER,
        os.environ.get("KGLINK_NEO4J_PASSWORD") or DEFAULT_PASSWORD,
    )
    parts = urlsplit(uri)
    host, port = parts.hostname or "127.0.0.1", parts.port or 7687
    if _answers(host, port):
        yield server
        return
    if host not in {"127.0.0.1", "localhost", "::1"}:
        pytest.fail(f"no Neo4j answers at {uri} (KGLINK_NEO4J_URI), and it is not a local address to start one on")
    missing = [tool for tool in ("java", "mvn") if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"no Neo4j at {uri} and {' and '.join(missing)} not installed to start one (scripts/neo4j/up.sh)")
    env = {
        **os.environ,
        "KGLINK_NEO4J_PORT": str(port),
        "KGLINK_NEO4J_PASSWORD": server.password,
        "KGLINK_NEO4J_STATE": str(tmp_path_factory.mktemp("neo4j-state")),
    }
    started = subprocess.run(
        ["bash", str(SCRIPTS / "up.sh")], env=env, capture_output=True, text=True, timeout=1200, check=False
    )
    if started.returncode != 0:
        pytest.fail(f"scripts/neo4j/up.sh failed:\n{started.stdout}\n{started.stderr}")
    try:
        yield server
    finally:
        subprocess.run(["bash", str(SCRIPTS / "down.sh")], env=env, capture_output=True, timeout=120, check=False)


class LoadedDatabase:
    """The one database the tests share, and which ontology it holds now.

    Community Neo4j has a single user database, so tests that need different graphs
    take turns: :meth:`holding` reloads only when another ontology was loaded since.
    """

    def __init__(self, server: Neo4jServer) -> None:
        self.server = server
        self.store = server.store()
        self._current: str | None = None

    def holding(self, name: str, ontology: Ontology) -> Neo4jGraphStore:
        if self._current != name:
            self._current = None
            self.store.clear()
            self.store.load(ontology)
            self._current = name
        self.store.clear_cache()
        return self.store

    def forget(self) -> None:
        """Call after writing to the database behind the store's back."""
        self._current = None


@pytest.fixture(scope="session")
def neo4j_db(neo4j_server: Neo4jServer) -> Iterator[LoadedDatabase]:
    database = LoadedDatabase(neo4j_server)
    try:
        yield database
    finally:
        database.store.close()
