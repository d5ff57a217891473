"""`make test` hands one Neo4j port to scripts/neo4j/up.sh and to pytest: KGLINK_NEO4J_PORT
when it is set, else a free one it picks (never a fixed 7687 that another program may hold);
and one Redis port, the same way, to scripts/redis/up.sh and pytest.

The real up/down scripts and pytest are replaced by recorders through the Makefile's own
variables (NEO4J_UP, NEO4J_DOWN, REDIS_UP, REDIS_DOWN, PYTEST); everything else is the real
recipe.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="GNU make is not installed")


def _make_test(tmp_path: Path, *, port: str | None, pytest_status: int = 0) -> tuple[int, dict[str, str]]:
    log = tmp_path / "log"
    recorders = {
        "up": 'echo "up_port=$KGLINK_NEO4J_PORT" >> {log}; echo "up_state=$KGLINK_NEO4J_STATE" >> {log}',
        "pytest": 'echo "uri=$KGLINK_NEO4J_URI" >> {log}; echo "redis_url=$KGLINK_REDIS_URL" >> {log}; exit {status}',
        "down": 'echo "down_state=$KGLINK_NEO4J_STATE" >> {log}',
        "redis_up": 'echo "redis_up_port=$KGLINK_REDIS_PORT" >> {log}',
        "redis_down": 'echo "redis_down=1" >> {log}',
    }
    for name, body in recorders.items():
        (tmp_path / f"{name}.sh").write_text(body.format(log=log, status=pytest_status) + "\n", encoding="utf-8")
    env = {key: value for key, value in os.environ.items() if not key.startswith(("KGLINK_NEO4J", "KGLINK_REDIS", "MAKE"))}
    if port is not None:
        env["KGLINK_NEO4J_PORT"] = port
    done = subprocess.run(
        [
            "make", "--no-print-directory", "-C", str(ROOT),
            # The venv is what the rest of the suite runs in: do not rebuild it here.
            "-o", ".venv/.installed-test", "-o", ".venv/bin/python",
            "test",
            f"NEO4J_UP=bash {tmp_path / 'up.sh'}",
            f"NEO4J_DOWN=bash {tmp_path / 'down.sh'}",
            f"REDIS_UP=bash {tmp_path / 'redis_up.sh'}",
            f"REDIS_DOWN=bash {tmp_path / 'redis_down.sh'}",
            f"PYTEST=bash {tmp_path / 'pytest.sh'}",
        ],
        env=env, capture_output=True, text=True, timeout=120,
    )
    lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
    return done.returncode, dict(line.split("=", 1) for line in lines)


def test_a_free_port_is_picked_and_given_to_both(tmp_path: Path) -> None:
    status, seen = _make_test(tmp_path, port=None)
    assert status == 0
    port = seen["up_port"]
    assert port.isdigit() and port != "7687"
    assert seen["uri"] == f"bolt://127.0.0.1:{port}"
    # its own state folder: a Neo4j from `make neo4j-up` is neither reused nor stopped
    assert seen["up_state"] == seen["down_state"] == str(ROOT / ".kglink" / "neo4j-test")
    # Redis the same way: a free port, given to the script and to pytest, stopped after
    redis_port = seen["redis_up_port"]
    assert redis_port.isdigit() and redis_port != port
    assert seen["redis_url"] == f"redis://127.0.0.1:{redis_port}/0" and seen["redis_down"] == "1"


def test_the_given_port_goes_to_both(tmp_path: Path) -> None:
    status, seen = _make_test(tmp_path, port="7711")
    assert status == 0
    assert seen["up_port"] == "7711" and seen["uri"] == "bolt://127.0.0.1:7711"


def test_a_failing_run_still_stops_neo4j_and_fails(tmp_path: Path) -> None:
    status, seen = _make_test(tmp_path, port=None, pytest_status=3)
    assert status != 0
    assert "down_state" in seen and "redis_down" in seen
