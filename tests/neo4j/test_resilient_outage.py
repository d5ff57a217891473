"""Neo4j stops mid-conversation: the rewriter keeps answering through ResilientGraphStore.

This test starts its own Neo4j on a free port (scripts/neo4j/up.sh with its own state
folder) and stops it between turns, so the shared server the other tests use keeps running.
"""

from __future__ import annotations

import logging
import os
import shutil
import socket
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from kglink.errors import BackendError
from kglink.graph import NetworkxGraphStore, ResilientGraphStore
from kglink.graph.neo4j_store import Neo4jGraphStore
from kglink.ontology.loader import load_ontology
from kglink.ontology.model import Ontology
from kglink.rewrite.rewriter import Rewriter

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = ROOT / "scripts" / "neo4j"

pytestmark = pytest.mark.server

ONTOLOGY = ROOT / "tests" / "eval" / "data" / "mini" / "ontology.ttl"
PASSWORD = "kglink-outage"
# Turns that need the graph (class questions, neighbours) after the first one.
TURNS = ("产品A支持私有化部署吗", "那个产品呢", "华东区7月的销售额是多少", "它比6月涨了多少", "那华南区呢")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class OwnServer:
    """A Neo4j of this test's own, started and stopped with the project's scripts."""

    def __init__(self, state: Path) -> None:
        self.port = free_port()
        self.uri = f"bolt://127.0.0.1:{self.port}"
        self.env = {
            **os.environ,
            "KGLINK_NEO4J_PORT": str(self.port),
            "KGLINK_NEO4J_STATE": str(state),
            "KGLINK_NEO4J_PASSWORD": PASSWORD,
        }

    def script(self, name: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["bash", str(SCRIPTS / name)], env=self.env, capture_output=True, text=True, timeout=600, check=False
        )


@pytest.fixture()
def own_server(tmp_path: Path) -> Iterator[OwnServer]:
    missing = [tool for tool in ("java", "mvn") if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"{' and '.join(missing)} not installed to start a second Neo4j (scripts/neo4j/up.sh)")
    server = OwnServer(tmp_path / "neo4j-state")
    started = server.script("up.sh")
    if started.returncode != 0:
        pytest.fail(f"scripts/neo4j/up.sh failed:\n{started.stdout}\n{started.stderr}")
    try:
        yield server
    finally:
        server.script("down.sh")


@pytest.fixture(scope="module")
def mini() -> Ontology:
    return load_ontology(ONTOLOGY)


def test_turns_still_answer_when_neo4j_stops(
    own_server: OwnServer, mini: Ontology, caplog: pytest.LogCaptureFixture
) -> None:
    # No neighbourhood cache, a short timeout: every graph question goes to the server.
    neo4j = Neo4jGraphStore(own_server.uri, password=PASSWORD, cache_size=0, timeout=1.0)
    try:
        neo4j.load(mini)
        bare = ResilientGraphStore(neo4j, ontology=mini)
        backed = ResilientGraphStore(neo4j, fallback=NetworkxGraphStore(mini))
        reference = Rewriter(mini).session()
        sessions = {"bare": Rewriter(mini, graph=bare).session(), "backed": Rewriter(mini, graph=backed).session()}

        first = {name: session.rewrite(TURNS[0]) for name, session in sessions.items()}
        expected = reference.rewrite(TURNS[0])
        assert all(result.queries == expected.queries for result in first.values())
        assert not bare.degraded and not backed.degraded
        assert not [r for r in caplog.records if r.name == "kglink.graph.resilient"]

        stopped = own_server.script("down.sh")
        assert stopped.returncode == 0, stopped.stderr
        with pytest.raises(BackendError, match=own_server.uri):
            neo4j.degree(next(iter(mini.entities)))

        caplog.clear()
        with caplog.at_level(logging.WARNING, logger="kglink.graph.resilient"):
            for turn in TURNS[1:]:
                want = reference.rewrite(turn)
                for name, session in sessions.items():
                    result = session.rewrite(turn)
                    assert result.queries and all(query.strip() for query in result.queries), (name, turn)
                    if name == "backed":
                        # The in-process copy answers exactly as the server did.
                        assert result.queries == want.queries and result.entity_ids == want.entity_ids
        warnings = [r for r in caplog.records if r.name == "kglink.graph.resilient" and r.levelno == logging.WARNING]
        # One warning per wrapped store for the whole outage, naming the server.
        assert len(warnings) == 2 and all(own_server.uri in r.getMessage() for r in warnings)
        assert bare.degraded and backed.degraded
    finally:
        neo4j.close()


def test_without_fallback_the_answers_are_empty_but_classes_stay(
    own_server: OwnServer, mini: Ontology, caplog: pytest.LogCaptureFixture
) -> None:
    neo4j = Neo4jGraphStore(own_server.uri, password=PASSWORD, cache_size=0, timeout=1.0)
    try:
        neo4j.load(mini)
        store = ResilientGraphStore(neo4j, ontology=mini, retry_after=0)
        reference = NetworkxGraphStore(mini)
        connected = max(sorted(mini.entities), key=reference.degree)
        assert dict(store.neighbours(connected)) == dict(reference.neighbours(connected))
        assert own_server.script("down.sh").returncode == 0
        with caplog.at_level(logging.WARNING, logger="kglink.graph.resilient"):
            assert dict(store.neighbours(connected)) == {}
            assert store.degree(connected) == 0 and store.edges(connected) == ()
            assert store.distance(connected, next(iter(reference.neighbours(connected)))) is None
            assert store.classes_of(connected) == reference.classes_of(connected)
            assert store.node(connected) == reference.node(connected)
            for class_id in mini.classes:
                assert store.subclass_closure(class_id) == reference.subclass_closure(class_id)
                assert store.nodes_of_class(class_id) == reference.nodes_of_class(class_id)
                assert store.ontology_class(class_id) == reference.ontology_class(class_id)
        warnings = [r for r in caplog.records if r.name == "kglink.graph.resilient"]
        assert len(warnings) == 1
    finally:
        neo4j.close()
