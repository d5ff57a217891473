"""``kglink bench serve``: the HTTP service under load, beside the in-process pipeline.

Conversations of a bundle (``cases.jsonl``) are replayed by N concurrent clients, each
one conversation at a time (user turn, then the assistant's answer), against W
``kglink serve`` processes sharing one Redis, on loopback. A client sends each request to
the process with the fewest requests in flight, ties taken in turn (what a
least-connections proxy does), so a conversation's turns move between workers. Every point is bounded in turns and in
seconds. The same turns go through an in-process :class:`~kglink.pipeline.Pipeline` in
the same run, serially and from N threads, for the cost of the service layer.

Latency is the time of one turn's request as the client sees it (connection reused);
turns/s counts user turns only (the assistant's answers are sent but not counted).
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

from kglink.errors import BackendError, ConfigError
from kglink.eval.bundle import Case, read_cases

logger = logging.getLogger(__name__)

Progress = Callable[[str, int, int], None]
BENCH_KEY = "kglink-bench-key-0123456789"


@dataclass(frozen=True, slots=True)
class LoadPoint:
    """One measured point. ``mode`` is "service" or "in-process"; ``workers`` is the number
    of server processes (0 in process). ``cpu_ms_per_turn`` is the CPU time the servers
    (or the in-process pipeline) spent per user turn, assistant answers included: unlike
    the latencies, it does not depend on what else the machine runs. ``load_avg`` is the
    machine's 1-minute load average at the end of the point."""

    mode: str
    workers: int
    sessions: int
    turns: int
    errors: int
    seconds: float
    turns_per_s: float
    p50_ms: float
    p99_ms: float
    cpu_ms_per_turn: float
    load_avg: float


@dataclass(frozen=True, slots=True)
class ServeBenchResult:
    """Every point, plus the in-process serial baseline."""

    points: tuple[LoadPoint, ...]
    conversations: int

    def point(self, mode: str, workers: int, sessions: int) -> LoadPoint | None:
        for point in self.points:
            if (point.mode, point.workers, point.sessions) == (mode, workers, sessions):
                return point
        return None

    def to_dict(self) -> dict[str, object]:
        return {"conversations": self.conversations, "points": [asdict(point) for point in self.points]}


def _percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def _conversations(cases: Sequence[Case]) -> Iterator[tuple[int, Case]]:
    """The bundle's conversations, round and round, numbered."""
    number = 0
    while True:
        for case in cases:
            yield number, case
            number += 1


# -- in process ------------------------------------------------------------------------


def run_in_process(config: Path, cases: Sequence[Case], *, sessions: int, max_turns: int, max_seconds: float) -> LoadPoint:
    """The same conversations through one in-process Pipeline, from ``sessions`` threads."""
    from kglink.pipeline import Pipeline

    with Pipeline.from_config(config) as pipeline:
        _warm_in_process(pipeline, cases)
        source = _conversations(cases)
        lock = threading.Lock()
        latencies: list[float] = []
        deadline = time.monotonic() + max_seconds
        started = time.perf_counter()
        cpu_started = time.process_time()

        def client() -> None:
            while True:
                with lock:
                    if len(latencies) >= max_turns or time.monotonic() > deadline:
                        return
                    _number, case = next(source)
                session = pipeline.session()
                for turn in case.turns:
                    begin = time.perf_counter()
                    session.retrieve(turn.user)
                    took = time.perf_counter() - begin
                    with lock:
                        latencies.append(took)
                        if len(latencies) >= max_turns or time.monotonic() > deadline:
                            return
                    if turn.assistant:
                        session.observe_assistant(turn.assistant)

        with ThreadPoolExecutor(sessions) as pool:
            for future in [pool.submit(client) for _ in range(sessions)]:
                future.result()
        seconds = time.perf_counter() - started
        cpu = time.process_time() - cpu_started
    return _point("in-process", 0, sessions, latencies, 0, seconds, cpu)


def _warm_in_process(pipeline: object, cases: Sequence[Case]) -> None:
    # First calls build lazily made parts (the matcher's automaton); not part of a turn.
    session = pipeline.session()  # type: ignore[attr-defined]
    for turn in cases[0].turns[:3]:
        session.retrieve(turn.user)


def _cpu_seconds(pids: Sequence[int]) -> float:
    """User + system CPU time of these processes so far (Linux /proc)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / ticks
    return total


def _point(mode: str, workers: int, sessions: int, latencies: list[float], errors: int, seconds: float,
           cpu: float) -> LoadPoint:
    return LoadPoint(
        mode=mode, workers=workers, sessions=sessions, turns=len(latencies), errors=errors,
        seconds=round(seconds, 3), turns_per_s=round(len(latencies) / seconds, 1) if seconds > 0 else 0.0,
        p50_ms=round(_percentile(latencies, 0.50) * 1000, 2), p99_ms=round(_percentile(latencies, 0.99) * 1000, 2),
        cpu_ms_per_turn=round(cpu * 1000 / len(latencies), 2) if latencies else 0.0,
        load_avg=round(os.getloadavg()[0], 2),
    )


# -- over HTTP -------------------------------------------------------------------------


class _Connection:
    """One keep-alive HTTP/1.1 connection: a minimal client, so the load generator spends
    as little of the shared CPU as it can."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, host: str, key: str) -> None:
        self.reader = reader
        self.writer = writer
        self.prefix = f"Host: {host}\r\nAuthorization: Bearer {key}\r\nContent-Type: application/json\r\n"

    @classmethod
    async def open(cls, port: int, key: str) -> _Connection:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        return cls(reader, writer, f"127.0.0.1:{port}", key)

    async def post(self, path: str, body: dict[str, object]) -> tuple[int, bytes]:
        payload = json.dumps(body, ensure_ascii=False).encode("utf-8")
        head = f"POST {path} HTTP/1.1\r\n{self.prefix}Content-Length: {len(payload)}\r\n\r\n".encode("latin-1")
        self.writer.write(head + payload)
        await self.writer.drain()
        status_line = await self.reader.readline()
        if not status_line:
            raise ConnectionError("the server closed the connection")
        status = int(status_line.split()[1])
        length = 0
        while True:
            line = await self.reader.readline()
            if line in (b"\r\n", b"\n", b""):
                break
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value.strip())
        return status, await self.reader.readexactly(length)

    def close(self) -> None:
        self.writer.close()


async def _load(ports: Sequence[int], cases: Sequence[Case], *, sessions: int, max_turns: int, max_seconds: float,
                tag: str) -> tuple[list[float], int, float]:
    pools: list[asyncio.Queue[_Connection]] = []
    for port in ports:
        pool: asyncio.Queue[_Connection] = asyncio.Queue()
        for _ in range(sessions):
            pool.put_nowait(await _Connection.open(port, BENCH_KEY))
        pools.append(pool)
    in_flight = [0] * len(ports)
    source = _conversations(cases)
    latencies: list[float] = []
    errors = 0
    deadline = time.monotonic() + max_seconds

    rotation = [0]

    async def send(path: str, body: dict[str, object]) -> tuple[int, bytes]:
        # The fewest in flight; ties in turn, so even one client's turns change workers.
        rotation[0] += 1
        order = [(rotation[0] + n) % len(ports) for n in range(len(ports))]
        chosen = min(order, key=in_flight.__getitem__)
        in_flight[chosen] += 1
        connection = await pools[chosen].get()
        try:
            return await connection.post(path, body)
        finally:
            pools[chosen].put_nowait(connection)
            in_flight[chosen] -= 1

    def done() -> bool:
        return len(latencies) >= max_turns or time.monotonic() > deadline

    async def client() -> None:
        nonlocal errors
        while not done():
            number, case = next(source)
            session = f"{tag}-{number}"
            for turn in case.turns:
                begin = time.perf_counter()
                status, _body = await send(f"/v1/sessions/{session}/turns", {"user": turn.user})
                latencies.append(time.perf_counter() - begin)
                if status != 200:
                    errors += 1
                if done():
                    return
                if turn.assistant:
                    status, _body = await send(f"/v1/sessions/{session}/assistant", {"text": turn.assistant})
                    if status != 200:
                        errors += 1

    started = time.perf_counter()
    await asyncio.gather(*(client() for _ in range(sessions)))
    seconds = time.perf_counter() - started
    for pool in pools:
        while not pool.empty():
            pool.get_nowait().close()
    return latencies, errors, seconds


def run_service(ports: Sequence[int], cases: Sequence[Case], *, sessions: int, max_turns: int, max_seconds: float,
                tag: str, pids: Sequence[int] = ()) -> LoadPoint:
    """``sessions`` concurrent conversations against the servers on ``ports`` (``pids``:
    their processes, for the CPU they spend)."""
    cpu_started = _cpu_seconds(pids)
    latencies, errors, seconds = asyncio.run(
        _load(ports, cases, sessions=sessions, max_turns=max_turns, max_seconds=max_seconds, tag=tag)
    )
    cpu = _cpu_seconds(pids) - cpu_started
    return _point("service", len(ports), sessions, latencies, errors, seconds, cpu)


def run_serve_bench(
    config: Path,
    cases_path: Path,
    *,
    sessions: Sequence[int] = (1, 8, 32),
    workers: Sequence[int] = (1, 2),
    max_turns: int = 400,
    max_seconds: float = 20.0,
    redis_url: str | None = None,
    workdir: Path | None = None,
    progress: Progress | None = None,
) -> ServeBenchResult:
    """Measure the service at each (workers, sessions) and the pipeline in process.

    Args:
        config: the ``kglink.toml`` the servers and the in-process pipeline use.
        cases_path: the conversations (a bundle's ``cases.jsonl``).
        sessions: concurrent conversations per point.
        workers: server processes per point.
        max_turns: turns per point, at most.
        max_seconds: seconds per point, at most.
        redis_url: an existing Redis (default: one started here, in ``workdir``).
        workdir: logs and Redis data (default: a temporary folder, deleted after).
    """
    from kglink.serve.processes import RedisServer, ServeProcess

    if max_turns <= 0 or max_seconds <= 0:
        raise ConfigError("max_turns and max_seconds must be positive")
    cases = [case for case in read_cases(cases_path) if case.turns]
    if not cases:
        raise ConfigError(f"{cases_path}: no conversations")
    report = progress or (lambda _stage, _done, _total: None)
    points: list[LoadPoint] = []
    total = len(sessions) * (len(workers) + 1)
    done = 0
    for count in sessions:
        report("in-process", done, total)
        points.append(run_in_process(config, cases, sessions=count, max_turns=max_turns, max_seconds=max_seconds))
        done += 1
    with tempfile.TemporaryDirectory(prefix="kglink-bench-serve-") as scratch:
        folder = workdir or Path(scratch)
        redis = None
        if redis_url is None:
            redis = RedisServer(folder / "redis", fsync="everysec").start()
            redis_url = redis.url
        servers: list[ServeProcess] = []
        try:
            launched = [
                ServeProcess(config, folder / f"serve-{n}.log", session_store=redis_url, api_keys=[BENCH_KEY]).launch()
                for n in range(max(workers))
            ]
            servers.extend(launched)
            for server in servers:
                server.wait_ready()
            # Warm every process (lazily built parts) outside the measured points.
            run_service([server.port for server in servers], cases, sessions=len(servers), max_turns=10 * len(servers),
                        max_seconds=10, tag="warm")
            # 1 and 2 workers back to back at each load: what else the machine runs then
            # weighs on both alike (an idle server costs no CPU).
            for concurrent in sessions:
                for count in workers:
                    report(f"service, {count} worker(s), {concurrent} sessions", done, total)
                    ports = [server.port for server in servers[:count]]
                    point = run_service(ports, cases, sessions=concurrent, max_turns=max_turns, max_seconds=max_seconds,
                                        tag=f"w{count}s{concurrent}", pids=[s.pid for s in servers[:count] if s.pid])
                    if point.errors:
                        logger.warning("%d requests failed at %d workers, %d sessions", point.errors, count, concurrent)
                    points.append(point)
                    done += 1
                    if any(not server.running for server in servers):
                        raise BackendError("a kglink serve process died during the load:\n" + servers[0].tail())
        finally:
            for server in servers:
                server.stop()
            if redis is not None:
                redis.stop()
    report("done", total, total)
    return ServeBenchResult(points=tuple(points), conversations=len(cases))


def summary(result: ServeBenchResult) -> list[str]:
    """The targets of the issue, checked: service p50 at 8 sessions against in process,
    and the 2-worker / 1-worker turns/s ratio at 8 and 32 sessions."""
    lines = []
    for sessions in (8, 32):
        one, two = result.point("service", 1, sessions), result.point("service", 2, sessions)
        if one and two and one.turns_per_s:
            lines.append(f"{sessions} sessions: 2 workers / 1 worker turns/s = {two.turns_per_s / one.turns_per_s:.2f} (target >= 1.6)")
    serial = result.point("in-process", 0, 1)
    threaded = result.point("in-process", 0, 8)
    service = result.point("service", 2, 8)
    if service and serial:
        lines.append(f"8 sessions, 2 workers: service p50 {service.p50_ms:.2f} ms vs in-process serial p50 "
                      f"{serial.p50_ms:.2f} ms + 5 = {serial.p50_ms + 5:.2f} ms")
    if service and threaded:
        lines.append(f"8 sessions, 2 workers: service p50 {service.p50_ms:.2f} ms vs in-process 8 threads p50 "
                     f"{threaded.p50_ms:.2f} ms + 5 = {threaded.p50_ms + 5:.2f} ms")
    one_serial = result.point("service", 1, 1)
    if one_serial and serial:
        lines.append(f"1 session: service {one_serial.p50_ms:.2f} ms vs in process {serial.p50_ms:.2f} ms p50 "
                     f"(service layer {one_serial.p50_ms - serial.p50_ms:+.2f} ms per turn); turns/s ratio "
                     f"{one_serial.turns_per_s / serial.turns_per_s:.2f}")
    if one_serial and serial and serial.cpu_ms_per_turn:
        lines.append(f"CPU per turn (assistant answers included): service {one_serial.cpu_ms_per_turn:.2f} ms vs in process "
                     f"{serial.cpu_ms_per_turn:.2f} ms")
    return lines


