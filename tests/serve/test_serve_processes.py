"""``kglink serve`` as real processes sharing a real Redis: the issue's check, equivalence
with the in-process pipeline, two requests at once, a worker killed mid-load, Redis
restarted and Redis down."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest

from kglink.pipeline import Pipeline
from kglink.serve.processes import RedisServer, ServeProcess

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "ontology" / "enterprise" / "kglink.toml"
Replay = Callable[[list[dict[str, Any]]], list[tuple[list[str], list[str]]]]


@pytest.fixture(scope="module")
def shared_redis(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    redis = RedisServer(tmp_path_factory.mktemp("redis")).start()
    yield redis
    redis.stop()


@pytest.fixture(scope="module")
def workers(
    shared_redis: RedisServer, pipeline: Pipeline, api_key: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[ServeProcess, ServeProcess]]:
    """Two `kglink serve` processes on one Redis (the pipeline fixture built the index first)."""
    logs = tmp_path_factory.mktemp("serve-logs")
    pair = tuple(
        ServeProcess(CONFIG, logs / f"{name}.log", session_store=shared_redis.url, api_keys=[api_key]).launch()
        for name in ("a", "b")
    )
    try:
        for worker in pair:
            worker.wait_ready()
        yield pair  # type: ignore[misc]
    finally:
        for worker in pair:
            worker.stop()


def client(worker: ServeProcess, key: str | None) -> httpx.Client:
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    return httpx.Client(base_url=worker.url, headers=headers, timeout=30)


def sid() -> str:
    return f"p-{uuid.uuid4().hex[:12]}"


def test_the_issue_check_a_follow_up_on_the_other_worker_has_the_history(
    workers: tuple[ServeProcess, ServeProcess], api_key: str
) -> None:
    a, b = workers
    session = sid()
    with client(a, api_key) as first, client(b, api_key) as second, client(b, None) as anonymous:
        assert first.post(f"/v1/sessions/{session}/turns", json={"user": "你们的企业版多少钱"}).status_code == 200
        assert first.post(f"/v1/sessions/{session}/assistant", json={"text": "星云CRM企业版每年12万元起。"}).status_code == 200
        follow_up = second.post(f"/v1/sessions/{session}/turns", json={"user": "那它支持私有化部署吗"})
        assert follow_up.status_code == 200
        assert any("企业版" in query for query in follow_up.json()["queries"]), follow_up.json()["queries"]
        refused = anonymous.post(f"/v1/sessions/{session}/turns", json={"user": "那它支持私有化部署吗"})
        assert refused.status_code == 401


def test_replaying_the_cases_over_http_equals_the_pipeline(
    workers: tuple[ServeProcess, ServeProcess], api_key: str, conversations: list[dict[str, Any]], in_process: Replay
) -> None:
    a, b = workers
    with client(a, api_key) as first, client(b, api_key) as second:
        for case in conversations:
            session = sid()
            served = []
            for n, turn in enumerate(case["turns"]):
                # Every other turn on the other worker: the history travels through Redis.
                http = (first, second)[n % 2]
                response = http.post(f"/v1/sessions/{session}/turns", json={"user": turn["user"]})
                assert response.status_code == 200, response.text
                body = response.json()
                served.append((body["queries"], [entity["id"] for entity in body["entities"]]))
                if turn.get("assistant"):
                    assert http.post(f"/v1/sessions/{session}/assistant", json={"text": turn["assistant"]}).status_code == 200
            assert served == in_process(case["turns"]), case["id"]


def test_two_turns_sent_at_once_are_both_applied_in_turn(
    workers: tuple[ServeProcess, ServeProcess], api_key: str, pipeline: Pipeline
) -> None:
    a, b = workers
    session = sid()
    rounds = 6
    with client(a, api_key) as first, client(b, api_key) as second:
        for _ in range(rounds):
            barrier = threading.Barrier(2)

            def send(http: httpx.Client) -> httpx.Response:
                barrier.wait()
                return http.post(f"/v1/sessions/{session}/turns", json={"user": "你们的企业版多少钱"})

            with ThreadPoolExecutor(2) as pool:
                answers = list(pool.map(send, (first, second)))
            assert [answer.status_code for answer in answers] == [200, 200]
        stored = first.get(f"/v1/sessions/{session}")
    assert stored.status_code == 200
    # Each request advanced the state exactly once: no lost update, no merge of two.
    assert stored.headers["etag"] == f'"{2 * rounds}"'
    rebuilt = pipeline.session_from_json(stored.text)
    assert rebuilt.turns == 2 * rounds
    assert [t.text for t in rebuilt.state.turns if t.role == "user"] == ["你们的企业版多少钱"] * (2 * rounds)


def test_the_same_turn_id_sent_twice_at_once_is_applied_once(
    workers: tuple[ServeProcess, ServeProcess], api_key: str, pipeline: Pipeline
) -> None:
    a, b = workers
    session = sid()
    barrier = threading.Barrier(2)
    with client(a, api_key) as first, client(b, api_key) as second:

        def send(http: httpx.Client) -> httpx.Response:
            barrier.wait()
            return http.post(f"/v1/sessions/{session}/turns", json={"user": "你们的企业版多少钱", "turn_id": "turn-1"})

        with ThreadPoolExecutor(2) as pool:
            answers = list(pool.map(send, (first, second)))
        assert [answer.status_code for answer in answers] == [200, 200]
        assert answers[0].json() == answers[1].json()
        stored = first.get(f"/v1/sessions/{session}")
    assert stored.headers["etag"] == '"1"'
    assert pipeline.session_from_json(stored.text).turns == 1


def test_a_worker_killed_mid_load_leaves_the_other_answering_with_history(
    workers: tuple[ServeProcess, ServeProcess], shared_redis: RedisServer, api_key: str,
    conversations: list[dict[str, Any]], in_process: Replay, tmp_path: Path,
) -> None:
    _, survivor = workers
    victim = ServeProcess(CONFIG, tmp_path / "victim.log", session_store=shared_redis.url, api_keys=[api_key]).start()
    cases = [case for case in conversations if len(case["turns"]) >= 3][:12]
    sessions = {case["id"]: sid() for case in cases}
    served: dict[str, list[tuple[list[str], list[str]]]] = {case["id"]: [] for case in cases}
    killed = threading.Event()
    turns_sent = 0
    lock = threading.Lock()
    try:
        with client(victim, api_key) as doomed, client(survivor, api_key) as alive:

            def post(n: int, path: str, body: dict[str, Any]) -> httpx.Response:
                nonlocal turns_sent
                with lock:
                    turns_sent += 1
                    if turns_sent == 20:
                        victim.kill()  # SIGKILL, mid-load: requests may be in flight
                        killed.set()
                if n % 2 == 0 and not killed.is_set():
                    try:
                        return doomed.post(path, json=body)
                    except httpx.TransportError:
                        pass  # what a proxy does: the same request, with its turn id, to another worker
                return alive.post(path, json=body)

            def converse(case: dict[str, Any]) -> None:
                session = sessions[case["id"]]
                for n, turn in enumerate(case["turns"]):
                    body = {"user": turn["user"], "turn_id": f"{session}-{n}"}
                    response = post(n, f"/v1/sessions/{session}/turns", body)
                    assert response.status_code == 200, response.text
                    served[case["id"]].append(
                        (response.json()["queries"], [entity["id"] for entity in response.json()["entities"]])
                    )
                    if turn.get("assistant"):
                        answer = post(n + 1, f"/v1/sessions/{session}/assistant", {"text": turn["assistant"]})
                        assert answer.status_code == 200, answer.text

            with ThreadPoolExecutor(4) as pool:
                for future in [pool.submit(converse, case) for case in cases]:
                    future.result()
    finally:
        victim.stop()
    assert killed.is_set() and not victim.running
    for case in cases:
        assert served[case["id"]] == in_process(case["turns"]), case["id"]


@pytest.fixture
def lone_worker(
    private_redis: RedisServer, pipeline: Pipeline, api_key: str, tmp_path: Path
) -> Iterator[ServeProcess]:
    worker = ServeProcess(CONFIG, tmp_path / "lone.log", session_store=private_redis.url, api_keys=[api_key]).start()
    try:
        yield worker
    finally:
        worker.stop()


def test_a_redis_restart_loses_no_session(lone_worker: ServeProcess, private_redis: RedisServer, api_key: str) -> None:
    sessions = [sid() for _ in range(5)]
    with client(lone_worker, api_key) as http:
        for session in sessions:
            assert http.post(f"/v1/sessions/{session}/turns", json={"user": "你们的企业版多少钱"}).status_code == 200
            assert http.post(f"/v1/sessions/{session}/assistant", json={"text": "星云CRM企业版每年12万元起。"}).status_code == 200
        before = {session: http.get(f"/v1/sessions/{session}").text for session in sessions}
        private_redis.stop()  # a clean restart: TERM, Redis writes its append-only file
        private_redis.start()
        assert {session: http.get(f"/v1/sessions/{session}").text for session in sessions} == before
        private_redis.kill()  # a crash: with appendfsync always, every acknowledged write is on disk
        private_redis.start()
        for session in sessions:
            follow_up = http.post(f"/v1/sessions/{session}/turns", json={"user": "那它支持私有化部署吗"})
            assert follow_up.status_code == 200, follow_up.text
            assert follow_up.json()["turn"] == 1
            assert any("企业版" in query for query in follow_up.json()["queries"])


def test_redis_down_is_a_503_saying_so_and_the_service_recovers(
    lone_worker: ServeProcess, private_redis: RedisServer, api_key: str
) -> None:
    session = sid()
    with client(lone_worker, api_key) as http:
        assert http.post(f"/v1/sessions/{session}/turns", json={"user": "你们的企业版多少钱"}).status_code == 200
        assert http.post(f"/v1/sessions/{session}/assistant", json={"text": "星云CRM企业版每年12万元起。"}).status_code == 200
        private_redis.stop()
        down = http.post(f"/v1/sessions/{session}/turns", json={"user": "那它支持私有化部署吗"})
        assert down.status_code == 503
        assert "session store unavailable" in down.json()["error"]
        assert f"127.0.0.1:{private_redis.port}" in down.json()["error"]
        assert "Traceback" not in down.text
        assert http.get("/healthz").status_code == 200
        ready = http.get("/readyz")
        assert ready.status_code == 503 and ready.json()["checks"]["session_store"] != "ok"
        assert lone_worker.running
        metrics = http.get("/metrics").text
        errors = [line for line in metrics.splitlines() if line.startswith("kglink_store_errors_total{")]
        assert errors and float(errors[0].rsplit(" ", 1)[1]) >= 1
        private_redis.start()
        assert http.get("/readyz").status_code == 200
        back = http.post(f"/v1/sessions/{session}/turns", json={"user": "那它支持私有化部署吗"})
        assert back.status_code == 200, back.text
        assert back.json()["turn"] == 1 and any("企业版" in query for query in back.json()["queries"])


def test_bad_bodies_get_4xx_from_a_real_server(lone_worker: ServeProcess, api_key: str) -> None:
    with client(lone_worker, api_key) as http:
        url = f"/v1/sessions/{sid()}/turns"
        huge = http.post(url, content=b'{"user": "' + b"x" * 100_000 + b'"}', headers={"content-type": "application/json"})
        assert huge.status_code == 413
        broken = http.post(url, content=b'{"user"', headers={"content-type": "application/json"})
        assert broken.status_code == 400 and broken.json()["field"] == "body"
        missing = http.post(url, json={"text": "hi"})
        assert missing.status_code == 422 and missing.json()["field"] in {"user", "text"}
    assert lone_worker.running


def test_workers_on_one_port_share_the_sessions(shared_redis: RedisServer, api_key: str, tmp_path: Path) -> None:
    server = ServeProcess(CONFIG, tmp_path / "two.log", session_store=shared_redis.url, api_keys=[api_key], workers=2).start()
    try:
        session = sid()
        answers = []
        # A new connection per request: the kernel hands each to either worker.
        for text in ("你们的企业版多少钱", "那它支持私有化部署吗"):
            with client(server, api_key) as http:
                answers.append(http.post(f"/v1/sessions/{session}/turns", json={"user": text}))
        assert [answer.status_code for answer in answers] == [200, 200]
        assert any("企业版" in query for query in answers[1].json()["queries"])
        workers = set()
        for _ in range(20):
            with client(server, None) as http:
                metrics = http.get("/metrics").text
            workers |= {line.split('worker="')[1].split('"')[0] for line in metrics.splitlines()
                        if line.startswith("kglink_requests_total{")}
        assert len(workers) >= 1 and str(server.pid) not in workers  # answered by worker processes
    finally:
        server.stop()
    assert not server.running


def test_keys_never_reach_the_log_even_at_debug_level(
    shared_redis: RedisServer, api_key: str, pipeline: Pipeline, tmp_path: Path
) -> None:
    log = tmp_path / "debug.log"
    server = ServeProcess(CONFIG, log, session_store=shared_redis.url, api_keys=[api_key], log_level="debug").start()
    try:
        session = sid()
        with client(server, api_key) as http:
            assert http.post(f"/v1/sessions/{session}/turns", json={"user": "你们的企业版多少钱"}).status_code == 200
        with client(server, "wrong-key-but-also-secret") as http:
            assert http.post(f"/v1/sessions/{session}/turns", json={"user": "你们的企业版多少钱"}).status_code == 401
    finally:
        server.stop()
    text = log.read_text(encoding="utf-8", errors="replace")
    assert "/v1/sessions/" in text  # the access log was on
    assert api_key not in text and "wrong-key-but-also-secret" not in text
