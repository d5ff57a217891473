"""The HTTP contract, in process (the real ASGI app through Starlette's test client) over
the example world: every endpoint, auth, limits, and errors that name the field."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from starlette.testclient import TestClient

from kglink.pipeline import Pipeline
from kglink.serve import Limits, MemorySessionStore, ServeSettings, TurnService, create_app

KEY = "test-key-0123456789abcdef"  # the conftest's api_key
AUTH = {"Authorization": f"Bearer {KEY}"}


@pytest.fixture(scope="module")
def service(pipeline: Pipeline) -> TurnService:
    return TurnService(pipeline, MemorySessionStore())


@pytest.fixture(scope="module")
def client(service: TurnService) -> Iterator[TestClient]:
    settings = ServeSettings.resolve("kglink.toml", {"api_keys": [KEY]}, {"max_body_bytes": 4096, "max_utterance_chars": 200})
    with TestClient(create_app(service, settings), raise_server_exceptions=False) as test_client:
        yield test_client


def sid() -> str:
    return f"s-{uuid.uuid4().hex[:12]}"


def turn(client: TestClient, session: str, user: str, **extra: Any) -> dict[str, Any]:
    response = client.post(f"/v1/sessions/{session}/turns", json={"user": user, **extra}, headers=AUTH)
    assert response.status_code == 200, response.text
    return response.json()


def test_a_turn_answers_the_contract_and_the_follow_up_is_resolved(client: TestClient) -> None:
    session = sid()
    first = turn(client, session, "你们的企业版多少钱")
    assert set(first) >= {"queries", "entities", "turn_type", "method", "clarify", "evidence", "facts", "trace"}
    assert first["turn"] == 0 and first["method"] == "rule" and first["clarify"] is None
    assert {"id", "label", "mention"} <= set(first["entities"][0])
    assert first["evidence"] and {"doc_id", "title", "text", "score"} <= set(first["evidence"][0])
    assert any(entity["label"] == "企业版" for entity in first["entities"])
    answered = client.post(f"/v1/sessions/{session}/assistant", json={"text": "星云CRM企业版每年12万元起。"}, headers=AUTH)
    assert answered.status_code == 200 and answered.json()["answers_waiting"] == 1
    second = turn(client, session, "那它支持私有化部署吗")
    assert second["turn"] == 1
    assert any("企业版" in query for query in second["queries"])


def test_the_stored_session_is_the_pipeline_session_json(client: TestClient, pipeline: Pipeline) -> None:
    session = sid()
    turn(client, session, "你们的企业版多少钱")
    client.post(f"/v1/sessions/{session}/assistant", json={"text": "星云CRM企业版每年12万元起。"}, headers=AUTH)
    response = client.get(f"/v1/sessions/{session}", headers=AUTH)
    assert response.status_code == 200 and response.headers["etag"] == '"1"'
    rebuilt = pipeline.session_from_json(response.text)
    assert rebuilt.turns == 1 and rebuilt.session_id == session
    # The waiting answer is part of what GET shows.
    assert [t.role for t in rebuilt.state.turns] == ["user", "assistant"]
    # The in-process session continues where the service left off.
    assert any("企业版" in query for query in rebuilt.retrieve("那它支持私有化部署吗").queries)


def test_delete_forgets_and_then_the_session_is_unknown(client: TestClient) -> None:
    session = sid()
    turn(client, session, "你们的企业版多少钱")
    assert client.delete(f"/v1/sessions/{session}", headers=AUTH).status_code == 204
    for response in (
        client.get(f"/v1/sessions/{session}", headers=AUTH),
        client.delete(f"/v1/sessions/{session}", headers=AUTH),
        client.post(f"/v1/sessions/{session}/assistant", json={"text": "好的"}, headers=AUTH),
    ):
        assert response.status_code == 404
        assert response.json()["field"] == "session_id"
    # A new first turn starts it over.
    assert turn(client, session, "那它支持私有化部署吗")["turn"] == 0


def test_the_stateless_rewrite_equals_the_session(client: TestClient, pipeline: Pipeline) -> None:
    history = [{"user": "你们的企业版多少钱", "assistant": "星云CRM企业版每年12万元起。"}]
    response = client.post("/v1/rewrite", json={"history": history, "user": "那它支持私有化部署吗"}, headers=AUTH)
    assert response.status_code == 200, response.text
    session = pipeline.session()
    session.retrieve(history[0]["user"])
    session.observe_assistant(history[0]["assistant"])
    expected = session.retrieve("那它支持私有化部署吗")
    body = response.json()
    assert body["queries"] == list(expected.queries)
    assert [e["id"] for e in body["entities"]] == list(expected.entity_ids)
    assert body["turn"] == 1


def test_a_retried_turn_id_is_answered_without_advancing_the_session(client: TestClient) -> None:
    session = sid()
    first = turn(client, session, "你们的企业版多少钱", turn_id="t1")
    retried = client.post(f"/v1/sessions/{session}/turns", json={"user": "你们的企业版多少钱", "turn_id": "t1"}, headers=AUTH)
    assert retried.status_code == 200 and retried.headers.get("kglink-replayed") == "1"
    assert retried.json() == first
    assert client.get(f"/v1/sessions/{session}", headers=AUTH).headers["etag"] == '"1"'
    assert turn(client, session, "那它支持私有化部署吗", turn_id="t2")["turn"] == 1


def test_now_sets_the_date_relative_times_resolve_against(client: TestClient) -> None:
    session = sid()
    body = turn(client, session, "华东区这个月的销售额是多少", now="2025-07-20")
    assert any("7月" in query for query in body["queries"]), body["queries"]


@pytest.mark.parametrize("headers", [{}, {"Authorization": "Bearer wrong-key-0123456789"}, {"Authorization": KEY}])
def test_requests_without_a_valid_key_get_401(client: TestClient, headers: dict[str, str]) -> None:
    response = client.post(f"/v1/sessions/{sid()}/turns", json={"user": "你们的企业版多少钱"}, headers=headers)
    assert response.status_code == 401
    assert response.headers["www-authenticate"] == "Bearer"
    assert KEY not in response.text
    assert client.get("/v1/sessions/x", headers=headers).status_code == 401
    assert client.post("/v1/rewrite", json={"user": "x"}, headers=headers).status_code == 401


@pytest.mark.parametrize(
    ("body", "status", "field"),
    [
        (b'{"user": ', 400, "body"),
        (b"[1, 2]", 422, "body"),
        (b"{}", 422, "user"),
        (b'{"user": 3}', 422, "user"),
        (b'{"user": "   "}', 422, "user"),
        (b'{"user": "' + "长".encode() * 201 + b'"}', 422, "user"),
        (b'{"user": "hi", "now": "yesterday"}', 422, "now"),
        (b'{"user": "hi", "colour": "red"}', 422, "colour"),
        (b'{"user": "hi", "turn_id": "' + b"x" * 129 + b'"}', 422, "turn_id"),
    ],
)
def test_malformed_bodies_get_a_4xx_naming_the_field(client: TestClient, body: bytes, status: int, field: str) -> None:
    response = client.post(f"/v1/sessions/{sid()}/turns", content=body, headers={**AUTH, "content-type": "application/json"})
    assert response.status_code == status, response.text
    error = response.json()
    assert error["field"] == field and field in error["error"]
    assert "Traceback" not in response.text


def test_unknown_paths_and_methods_answer_in_the_same_shape(client: TestClient) -> None:
    missing = client.get("/v1/nothing", headers=AUTH)
    assert missing.status_code == 404 and missing.json() == {"error": "Not Found", "field": None}
    wrong = client.put("/v1/rewrite", json={}, headers=AUTH)
    assert wrong.status_code == 405 and "error" in wrong.json()


def test_a_bad_session_id_is_a_4xx_naming_it(client: TestClient) -> None:
    response = client.post("/v1/sessions/has%20space/turns", json={"user": "你好"}, headers=AUTH)
    assert response.status_code == 422 and response.json()["field"] == "session_id"


def test_an_oversized_body_is_refused_before_it_is_parsed(client: TestClient) -> None:
    big = json.dumps({"user": "x" * 5000})
    response = client.post(f"/v1/sessions/{sid()}/turns", content=big, headers={**AUTH, "content-type": "application/json"})
    assert response.status_code == 413 and response.json()["field"] == "body"

    def chunks() -> Iterator[bytes]:  # no Content-Length: counted while read
        yield b'{"user": "'
        for _ in range(10):
            yield b"x" * 1000
        yield b'"}'

    chunked = client.post(f"/v1/sessions/{sid()}/turns", content=chunks(), headers={**AUTH, "content-type": "application/json"})
    assert chunked.status_code == 413


def test_the_rewrite_history_is_bounded_and_checked(pipeline: Pipeline) -> None:
    service = TurnService(pipeline, MemorySessionStore())
    settings = ServeSettings.resolve("kglink.toml", {}, {"max_history_turns": 2})
    with TestClient(create_app(service, settings)) as small:
        history = [{"user": "你好"}] * 3
        response = small.post("/v1/rewrite", json={"history": history, "user": "你好"})
        assert response.status_code == 422 and response.json()["field"] == "history"
        response = small.post("/v1/rewrite", json={"history": [{"user": ""}], "user": "你好"})
        assert response.status_code == 422 and response.json()["field"] == "history.0.user"
    assert settings.limits == Limits(max_history_turns=2)


def test_probes_metrics_and_schema_are_open(client: TestClient) -> None:
    assert client.get("/healthz").json() == {"status": "ok"}
    ready = client.get("/readyz")
    assert ready.status_code == 200
    assert ready.json() == {"ready": True, "checks": {"ontology": "ok", "index": "ok", "session_store": "ok"}}
    turn(client, sid(), "你们的企业版多少钱")
    metrics = client.get("/metrics").text
    for name in ("kglink_turns_total", "kglink_turn_seconds_bucket", "kglink_fallbacks_total", "kglink_store_errors_total"):
        assert name in metrics
    turns = [line for line in metrics.splitlines() if line.startswith("kglink_turns_total{")]
    assert turns and float(turns[0].rsplit(" ", 1)[1]) >= 1
    schema = client.get("/openapi.json").json()
    assert {"/v1/sessions/{session_id}/turns", "/v1/sessions/{session_id}/assistant", "/v1/sessions/{session_id}",
            "/v1/rewrite", "/healthz", "/readyz", "/metrics"} <= set(schema["paths"])
    assert schema["components"]["securitySchemes"]["apiKey"]["scheme"] == "bearer"
    assert schema["paths"]["/v1/rewrite"]["post"]["security"] == [{"apiKey": []}]
    assert "security" not in schema["paths"]["/healthz"]["get"]


def test_an_unexpected_error_is_a_500_without_a_traceback(pipeline: Pipeline) -> None:
    class Broken(MemorySessionStore):
        def get(self, session_id: str) -> Any:
            raise RuntimeError("boom inside the store")

    with TestClient(create_app(TurnService(pipeline, Broken())), raise_server_exceptions=False) as broken:
        response = broken.post(f"/v1/sessions/{sid()}/turns", json={"user": "你好"})
    assert response.status_code == 500
    assert "Traceback" not in response.text and "boom" not in response.text
    assert response.json()["error"].startswith("internal error")
