"""`kglink ontology load|inspect --store neo4j` and `kglink eval --graph-store neo4j` against a real Neo4j."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from kglink.ontology.loader import load_ontology

if TYPE_CHECKING:
    # Fixture types only: importing conftest by name breaks when another conftest loaded first.
    from tests.neo4j.conftest import LoadedDatabase, Neo4jServer

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.server

MINI = ROOT / "tests" / "eval" / "data" / "mini"
ONTOLOGY = MINI / "ontology.ttl"
SUMMARY_KEYS = ("entities", "classes", "aliases", "shared_aliases", "edges", "dangling_edges", "languages",
                "attributes", "redirects", "unlabelled", "untyped")


def connection(server: Neo4jServer, password: str | None = None, uri: str | None = None) -> list[str]:
    return [
        "--neo4j-uri", uri or server.uri,
        "--neo4j-user", server.user,
        "--neo4j-password", password or server.password,
    ]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture()
def empty_db(neo4j_db: LoadedDatabase) -> LoadedDatabase:
    neo4j_db.store.clear()
    neo4j_db.forget()
    return neo4j_db


def test_load_then_inspect_gives_the_file_summary(
    kglink_cli: pytest.CaptureFixture[str], neo4j_server: Neo4jServer, empty_db: LoadedDatabase
) -> None:
    code, out, err = kglink_cli("ontology", "load", str(ONTOLOGY), "--store", "neo4j",
                         *connection(neo4j_server), "--batch-size", "3", "--json")
    assert code == 0, err
    counts = json.loads(out)
    onto = load_ontology(ONTOLOGY)
    assert counts["uri"] == neo4j_server.uri
    assert counts["described"] == len(onto.entities) and counts["classes"] == len(onto.classes)

    code, out, err = kglink_cli("ontology", "inspect", "--store", "neo4j", *connection(neo4j_server), "--json")
    assert code == 0, err
    from_neo4j = json.loads(out)
    code, out, _ = kglink_cli("ontology", "inspect", str(ONTOLOGY), "--json")
    from_file = json.loads(out)
    assert {key: from_neo4j[key] for key in SUMMARY_KEYS} == {key: from_file[key] for key in SUMMARY_KEYS}
    assert from_neo4j["shared_alias_examples"] == from_file["shared_alias_examples"]
    assert sum(from_neo4j["entities_by_class"].values()) == sum(from_file["entities_by_class"].values())


def test_loading_twice_changes_nothing(
    kglink_cli: pytest.CaptureFixture[str], neo4j_server: Neo4jServer, empty_db: LoadedDatabase
) -> None:
    outputs = []
    for _ in range(2):
        code, out, err = kglink_cli("ontology", "load", str(ONTOLOGY), *connection(neo4j_server), "--json")
        assert code == 0, err
        outputs.append({key: value for key, value in json.loads(out).items() if key != "seconds"})
    loaded = ("uri", "nodes", "described", "edges", "classes")
    assert {key: outputs[0][key] for key in loaded} == {key: outputs[1][key] for key in loaded}
    # The second load says what the first left there, and removes nothing.
    assert outputs[0]["before"] == {"nodes": 0, "described": 0, "edges": 0, "classes": 0}
    assert outputs[1]["before"] == {key: outputs[0][key] for key in ("nodes", "described", "edges", "classes")}
    assert outputs[1]["removed"] == {"nodes": 0, "edges": 0, "classes": 0}


def test_plain_output_prints_the_counts(
    kglink_cli: pytest.CaptureFixture[str], neo4j_server: Neo4jServer, empty_db: LoadedDatabase
) -> None:
    code, out, _ = kglink_cli("ontology", "load", str(ONTOLOGY), *connection(neo4j_server))
    onto = load_ontology(ONTOLOGY)
    assert code == 0
    assert out.startswith(f"loaded into {neo4j_server.uri}: ") and f"{len(onto.classes)} classes" in out


@pytest.mark.parametrize("command", ["load", "inspect"])
def test_wrong_password_is_one_error_line(
    kglink_cli: pytest.CaptureFixture[str], neo4j_server: Neo4jServer, command: str
) -> None:
    files = [str(ONTOLOGY)] if command == "load" else []
    code, out, err = kglink_cli("ontology", command, *files, "--store", "neo4j",
                         *connection(neo4j_server, password="not-the-password"))
    assert code == 1 and out == ""
    assert err.startswith(f"error: {neo4j_server.uri}: ") and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_no_server_is_one_error_line_naming_the_uri(kglink_cli: pytest.CaptureFixture[str], neo4j_server: Neo4jServer) -> None:
    uri = f"bolt://127.0.0.1:{free_port()}"
    code, _, err = kglink_cli("ontology", "load", str(ONTOLOGY), *connection(neo4j_server, uri=uri))
    assert code == 1
    assert err.strip() == f"error: {uri}: Neo4j does not answer (is it running? `make neo4j-up` starts a local one)"


def test_environment_gives_the_connection(
    kglink_cli: pytest.CaptureFixture[str], neo4j_server: Neo4jServer, empty_db: LoadedDatabase,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("KGLINK_NEO4J_URI", neo4j_server.uri)
    monkeypatch.setenv("KGLINK_NEO4J_USER", neo4j_server.user)
    monkeypatch.setenv("KGLINK_NEO4J_PASSWORD", neo4j_server.password)
    code, out, err = kglink_cli("ontology", "load", str(ONTOLOGY), "--json")
    assert code == 0, err
    assert json.loads(out)["uri"] == neo4j_server.uri
    monkeypatch.setenv("KGLINK_NEO4J_PASSWORD", "not-the-password")
    code, _, err = kglink_cli("ontology", "inspect", "--store", "neo4j", "--json")
    assert code == 1 and "refused the login" in err


@pytest.mark.parametrize(("args", "words"), [((str(ONTOLOGY), "--store", "neo4j"), "no FILES"), ((), "FILES")])
def test_inspect_wants_files_or_the_store(kglink_cli: pytest.CaptureFixture[str], args: tuple[str, ...], words: str) -> None:
    code, _, err = kglink_cli("ontology", "inspect", *args)
    assert code == 2 and words in err


# -- kglink eval with either store ---------------------------------------------------------


def _eval(tmp_path: Path, store: str, server: Neo4jServer) -> dict[str, Any]:
    out = tmp_path / f"{store}.json"
    done = subprocess.run(
        [sys.executable, "-c", "from kglink.cli import main; main()", "eval", str(MINI),
         "--modes", "raw,concat,oracle,rule", "--graph-store", store, *connection(server),
         "--cache-dir", str(tmp_path / "cache"), "--json", str(out)],
        capture_output=True, text=True, timeout=300, check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "graph store failed" not in done.stderr
    figures = json.loads(out.read_text(encoding="utf-8"))
    for mode in figures["modes"].values():
        del mode["latency_ms"]
    return figures


def test_eval_gives_the_same_figures_with_either_store(
    tmp_path: Path, neo4j_server: Neo4jServer, neo4j_db: LoadedDatabase
) -> None:
    # Only the bundle's graph in the database, as for the in-process store.
    neo4j_db.holding("eval-mini", load_ontology(ONTOLOGY))
    in_process = _eval(tmp_path, "networkx", neo4j_server)
    in_neo4j = _eval(tmp_path, "neo4j", neo4j_server)
    assert set(in_process["modes"]) == {"raw", "concat", "oracle", "rule"}
    assert in_neo4j == in_process
    # The run loaded the bundle again: nothing changed.
    assert neo4j_db.store.counts().described == len(load_ontology(ONTOLOGY).entities)


def test_eval_with_neo4j_down_is_one_error_line(tmp_path: Path, neo4j_server: Neo4jServer) -> None:
    uri = f"bolt://127.0.0.1:{free_port()}"
    done = subprocess.run(
        [sys.executable, "-c", "from kglink.cli import main; main()", "eval", str(MINI), "--graph-store", "neo4j",
         *connection(neo4j_server, uri=uri), "--cache-dir", str(tmp_path / "cache")],
        capture_output=True, text=True, timeout=300, check=False,
    )
    assert done.returncode == 1
    assert done.stderr.strip().splitlines()[-1].startswith(f"error: {uri}: Neo4j does not answer")
    assert "Traceback" not in done.stderr
