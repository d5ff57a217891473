"""Real servers as child processes, on loopback: a Redis and ``kglink serve`` workers.

The load bench (``kglink bench serve``) and the fault tests start, kill and restart them;
nothing here is a fake. Each process is started in its own session (``setsid``) so a
kill reaches only it, and stopped by its own pid.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import IO

from kglink.errors import BackendError, ConfigError

logger = logging.getLogger(__name__)

LOOPBACK = "127.0.0.1"


def free_port() -> int:
    """A TCP port nothing listens on now (the kernel's pick)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((LOOPBACK, 0))
        return int(sock.getsockname()[1])


def _answers(port: int) -> bool:
    try:
        with socket.create_connection((LOOPBACK, port), timeout=0.5):
            return True
    except OSError:
        return False


class _Child:
    """A child process with a log file, stopped by its pid."""

    def __init__(self, log: Path) -> None:
        self.log = log
        self.process: subprocess.Popen[bytes] | None = None
        self._log_handle: IO[bytes] | None = None

    def _spawn(self, argv: Sequence[str], env: Mapping[str, str] | None = None) -> None:
        self.log.parent.mkdir(parents=True, exist_ok=True)
        self._log_handle = self.log.open("ab")
        self.process = subprocess.Popen(
            list(argv), stdout=self._log_handle, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            env=dict(env) if env is not None else None, start_new_session=True,
        )

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process is not None else None

    def tail(self, chars: int = 3000) -> str:
        try:
            return self.log.read_text(encoding="utf-8", errors="replace")[-chars:]
        except OSError:
            return ""

    def stop(self, timeout: float = 15.0) -> None:
        """TERM, then KILL after ``timeout``; idempotent."""
        if self.process is not None and self.process.poll() is None:
            # The whole process group: uvicorn's worker processes too.
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout)
        self._close_log()

    def kill(self) -> None:
        """SIGKILL, no goodbye: what a crash or an OOM kill looks like."""
        if self.process is not None and self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(10)
        self._close_log()

    def _close_log(self) -> None:
        if self._log_handle is not None:
            self._log_handle.close()
            self._log_handle = None


class RedisServer(_Child):
    """``redis-server`` on loopback with its append-only file in ``directory``: a restart
    finds every key written before (``fsync="always"``: even after a SIGKILL).

    Example:
        >>> redis = RedisServer(Path("/tmp/r")).start()  # doctest: +SKIP
        >>> redis.url  # doctest: +SKIP
        'redis://127.0.0.1:40123/0'
    """

    def __init__(self, directory: Path, *, port: int | None = None, fsync: str = "always") -> None:
        super().__init__(directory / "redis.log")
        self.directory = directory
        self.port = port or free_port()
        self.fsync = fsync

    @property
    def url(self) -> str:
        return f"redis://{LOOPBACK}:{self.port}/0"

    def start(self, timeout: float = 30.0) -> RedisServer:
        binary = shutil.which("redis-server")
        if binary is None:
            raise ConfigError("redis-server is not installed: run `make redis-up` once (it installs Debian's redis-server)")
        self.directory.mkdir(parents=True, exist_ok=True)
        self._spawn([
            binary, "--bind", LOOPBACK, "--port", str(self.port), "--dir", str(self.directory),
            "--appendonly", "yes", "--appendfsync", self.fsync, "--save", "", "--daemonize", "no",
        ])
        deadline = time.monotonic() + timeout
        while not self._pong():
            if not self.running:
                raise BackendError(f"redis-server exited while starting:\n{self.tail()}", endpoint=self.url)
            if time.monotonic() > deadline:
                self.stop()
                raise BackendError(f"redis-server did not answer within {timeout:.0f}s", endpoint=self.url)
            time.sleep(0.05)
        return self

    def _pong(self) -> bool:
        try:
            with socket.create_connection((LOOPBACK, self.port), timeout=0.5) as sock:
                sock.sendall(b"PING\r\n")
                return sock.recv(16).startswith(b"+PONG")
        except OSError:
            return False


class ServeProcess(_Child):
    """``kglink serve`` as a child process.

    Args:
        config: the ``kglink.toml``.
        log: where its output goes.
        port: its port (default: a free one).
        session_store: ``--session-store``.
        workers: ``--workers``.
        api_keys: given through ``$KGLINK_API_KEYS``.
        env: more environment variables.
        log_level: ``--log-level``.
    """

    def __init__(
        self,
        config: Path,
        log: Path,
        *,
        port: int | None = None,
        session_store: str | None = None,
        workers: int = 1,
        api_keys: Sequence[str] = (),
        env: Mapping[str, str] | None = None,
        log_level: str = "warning",
    ) -> None:
        super().__init__(log)
        self.log_level = log_level
        self.config = config
        self.port = port or free_port()
        self.session_store = session_store
        self.workers = workers
        self.api_keys = tuple(api_keys)
        self.env = dict(env or {})

    @property
    def url(self) -> str:
        return f"http://{LOOPBACK}:{self.port}"

    def start(self, timeout: float = 180.0) -> ServeProcess:
        """Start it and wait until ``/readyz`` answers 200."""
        return self.launch().wait_ready(timeout)

    def launch(self) -> ServeProcess:
        """Start it without waiting (start several, then :meth:`wait_ready` each)."""
        # The console script's entry point, run by this interpreter (the venv's kglink).
        argv = [sys.executable, "-c", "from kglink.cli import main; main()", "serve", "--config", str(self.config), "--port", str(self.port),
                "--workers", str(self.workers), "--log-level", self.log_level]
        if self.session_store:
            argv += ["--session-store", self.session_store]
        env = {**os.environ, **self.env, "KGLINK_API_KEYS": ",".join(self.api_keys)}
        self._spawn(argv, env)
        return self

    def wait_ready(self, timeout: float = 180.0) -> ServeProcess:
        """Wait until ``/readyz`` answers 200."""
        deadline = time.monotonic() + timeout
        while not self.ready():
            if not self.running:
                raise BackendError(f"kglink serve exited while starting:\n{self.tail()}", endpoint=self.url)
            if time.monotonic() > deadline:
                self.stop()
                raise BackendError(f"kglink serve was not ready within {timeout:.0f}s:\n{self.tail()}", endpoint=self.url)
            time.sleep(0.2)
        return self

    def ready(self) -> bool:
        if not _answers(self.port):
            return False
        try:
            with urllib.request.urlopen(f"{self.url}/readyz", timeout=2) as response:  # noqa: S310 - loopback
                return bool(response.status == 200)
        except (urllib.error.URLError, OSError):
            return False
