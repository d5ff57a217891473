"""A real Redis and the example world's pipeline for the service tests.

Redis: the one at ``$KGLINK_REDIS_URL`` (``make test`` starts it with ``make redis-up``),
else one this session starts with scripts/redis/up.sh on a free loopback port (the script
installs Debian's redis-server when it is missing) and stops at the end. Tests that stop
or restart Redis start their own (:class:`kglink.serve.processes.RedisServer`).
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from kglink.pipeline import Pipeline
from kglink.serve.processes import RedisServer, free_port

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "ontology" / "enterprise"
CONFIG = EXAMPLE / "kglink.toml"
SCRIPTS = ROOT / "scripts" / "redis"
KEY = "test-key-0123456789abcdef"


def _answers(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=1.0):
            return True
    except OSError:
        return False


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    url = os.environ.get("KGLINK_REDIS_URL")
    if url:
        parts = urlsplit(url)
        if not _answers(parts.hostname or "127.0.0.1", parts.port or 6379):
            pytest.fail(f"no Redis answers at {url} (KGLINK_REDIS_URL): run `make redis-up`")
        yield url
        return
    port = free_port()
    env = {**os.environ, "KGLINK_REDIS_PORT": str(port), "KGLINK_REDIS_STATE": str(tmp_path_factory.mktemp("redis-state"))}
    started = subprocess.run(["bash", str(SCRIPTS / "up.sh")], env=env, capture_output=True, text=True, timeout=600, check=False)
    if started.returncode != 0:
        pytest.fail(f"scripts/redis/up.sh failed:\n{started.stdout}\n{started.stderr}")
    try:
        # Database 0 of a Redis of our own: the keys of earlier runs are gone with its folder.
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        subprocess.run(["bash", str(SCRIPTS / "down.sh")], env=env, capture_output=True, timeout=60, check=False)


@pytest.fixture
def private_redis(tmp_path: Path) -> Iterator[RedisServer]:
    """A Redis this test may stop, kill and restart (append-only file, fsync always)."""
    redis = RedisServer(tmp_path / "redis").start()
    try:
        yield redis
    finally:
        redis.stop()


@pytest.fixture(scope="session")
def pipeline() -> Iterator[Pipeline]:
    """The example world as ``kglink serve --config ontology/enterprise/kglink.toml`` builds it."""
    with Pipeline.from_config(CONFIG) as built:
        yield built


@pytest.fixture(scope="session")
def conversations() -> list[dict[str, Any]]:
    with (EXAMPLE / "cases.jsonl").open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


@pytest.fixture(scope="session")
def api_key() -> str:
    return KEY


@pytest.fixture(scope="session")
def in_process(pipeline: Pipeline) -> Callable[[list[dict[str, Any]]], list[tuple[list[str], list[str]]]]:
    """(queries, entity ids) of each user turn of a conversation, in process."""

    def replay(turns: list[dict[str, Any]]) -> list[tuple[list[str], list[str]]]:
        session = pipeline.session()
        seen = []
        for turn in turns:
            result = session.retrieve(turn["user"])
            seen.append((list(result.queries), [entity.id for entity in result.entities]))
            if turn.get("assistant"):
                session.observe_assistant(turn["assistant"])
        return seen

    return replay
