"""Chroma calls have a deadline: a server that accepts and never answers, or a frozen
(SIGSTOPped) ``chroma run``, gives a BackendError within it, never a hang (issue 15)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from chroma_testkit import free_port, heartbeat

from kglink import Pipeline
from kglink.errors import BackendError
from kglink.retrieval import Index
from kglink.retrieval.vector import ChromaStore



@pytest.fixture
def silent_server() -> Iterator[str]:
    """A loopback port that accepts connections and never answers."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    yield f"http://127.0.0.1:{listener.getsockname()[1]}"
    listener.close()


def test_a_server_that_never_answers_gives_a_backend_error(silent_server: str) -> None:
    started = time.monotonic()
    with pytest.raises(BackendError, match="no answer within 1 s") as info:
        ChromaStore(url=silent_server, collection="c", timeout=1.0)
    assert info.value.endpoint == silent_server
    assert time.monotonic() - started < 5  # without the deadline this blocks for ever


@pytest.fixture
def own_chroma(tmp_path: Path) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """A `chroma run` of this test alone: it gets frozen."""
    executable = Path(sys.executable).parent / "chroma"
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    process = subprocess.Popen(
        [str(executable), "run", "--path", str(tmp_path / "db"), "--port", str(port), "--host", "127.0.0.1"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={**os.environ, "ANONYMIZED_TELEMETRY": "False"},
    )
    try:
        deadline = time.monotonic() + 60
        while not heartbeat(url):
            assert process.poll() is None and time.monotonic() < deadline, "chroma run did not start"
            time.sleep(0.2)
        yield url, process
    finally:
        process.send_signal(signal.SIGCONT)
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def test_a_frozen_chroma_server_fails_the_turn_within_the_deadline(
    own_chroma, ontology, documents, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    url, process = own_chroma
    monkeypatch.setenv("KGLINK_CHROMA_TIMEOUT", "1.5")
    index = Index.build(documents, ontology=ontology, chroma_url=url, store=tmp_path / "store")
    session = Pipeline(ontology, index).session()
    first = session.ask("产品A支持私有化部署吗")
    assert first.doc_ids
    before = session.to_json()
    process.send_signal(signal.SIGSTOP)
    try:
        started = time.monotonic()
        with pytest.raises(BackendError, match="no answer within 1.5 s"):
            session.ask("那产品B呢")
        assert time.monotonic() - started < 6
        assert session.to_json() == before  # the failed turn is not recorded
    finally:
        process.send_signal(signal.SIGCONT)
    again = session.ask("那产品B呢")  # the server is back: the same turn works
    assert "doc-b" in again.doc_ids
