"""The ASGI application: the HTTP contract of docs/service.md over a :class:`TurnService`.

FastAPI gives the OpenAPI schema (``/openapi.json``) and checks the request bodies;
everything that goes wrong becomes a JSON ``{"error": "...", "field": ...}`` with a 4xx or
503, never a traceback. Two pure ASGI layers sit in front: the API key check (before the
body is read), then the body size limit (before a byte is parsed).

``create_app(service, settings)`` builds the app in process (tests, embedding);
:func:`app_from_env` is the factory each ``uvicorn`` worker calls.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import fcntl
import json
import logging
import os
import time
from collections.abc import Awaitable, Callable, Iterator, MutableMapping
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, PlainTextResponse, Response
from pydantic import BaseModel, ConfigDict, Field
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException

from kglink.errors import InputError, KglinkError
from kglink.serve.auth import ApiKeys
from kglink.serve.metrics import Metrics
from kglink.serve.service import SessionBusy, SessionNotFound, TurnService
from kglink.serve.settings import Limits, ServeSettings
from kglink.serve.store import SessionStoreError

logger = logging.getLogger(__name__)

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

#: Paths open without a key: probes and the schema.
OPEN_PATHS = frozenset({"/healthz", "/readyz", "/metrics", "/openapi.json", "/docs", "/docs/oauth2-redirect"})


# -- request and response bodies (untrusted JSON: pydantic) ---------------------------


class TurnRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    user: str = Field(description="The user's words.")
    now: dt.date | None = Field(None, description="Today for 这个月 / last week (ISO date); default: the server's.")
    turn_id: str | None = Field(
        None, max_length=128, description="The client's id of this turn: a retry with the same id is answered, not applied again."
    )


class AssistantRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    text: str = Field(description="The answer shown to the user.")


class Exchange(BaseModel):
    model_config = ConfigDict(extra="forbid")
    user: str
    assistant: str | None = None


class RewriteRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    history: list[Exchange] = Field(default_factory=list)
    user: str


class EntityOut(BaseModel):
    id: str
    label: str
    mention: str


class EvidenceOut(BaseModel):
    doc_id: str
    title: str | None
    text: str
    score: float
    chunk_id: str
    source: str


class TurnResponse(BaseModel):
    session_id: str
    turn: int
    queries: list[str]
    entities: list[EntityOut]
    turn_type: str
    method: str
    clarify: list[dict[str, Any]] | None
    evidence: list[EvidenceOut]
    facts: list[dict[str, Any]]
    reused: bool
    trace: dict[str, Any]


class ErrorOut(BaseModel):
    error: str
    field: str | None = None


# -- pure ASGI layers ---------------------------------------------------------------------


async def _send_json(send: Send, status: int, body: dict[str, Any], headers: list[tuple[bytes, bytes]] = ()) -> None:  # type: ignore[assignment]
    payload = json.dumps(body, ensure_ascii=False).encode("utf-8")
    await send({
        "type": "http.response.start",
        "status": status,
        "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(payload)).encode()), *headers],
    })
    await send({"type": "http.response.body", "body": payload})


class BodyLimit:
    """413 for a body over the limit: by its Content-Length before reading, or while
    reading a chunked one. The body (small by then) is read here and handed on whole."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] in ("GET", "HEAD", "DELETE"):
            await self.app(scope, receive, send)
            return
        message = {"error": f"request body larger than {self.max_bytes} bytes", "field": "body"}
        for name, value in scope.get("headers", ()):
            if name == b"content-length" and value.isdigit() and int(value) > self.max_bytes:
                await _send_json(send, 413, message)
                return
        parts: list[bytes] = []
        seen = 0
        while True:
            incoming = await receive()
            if incoming["type"] != "http.request":
                return  # the client went away
            chunk = incoming.get("body", b"")
            seen += len(chunk)
            if seen > self.max_bytes:
                await _send_json(send, 413, message)
                return
            parts.append(chunk)
            if not incoming.get("more_body", False):
                break
        body = b"".join(parts)
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


class KeyCheck:
    """401 unless the request carries an accepted key (probes and the schema are open)."""

    def __init__(self, app: ASGIApp, keys: ApiKeys) -> None:
        self.app = app
        self.keys = keys

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not self.keys or scope["path"] in OPEN_PATHS:
            await self.app(scope, receive, send)
            return
        authorization = None
        for name, value in scope.get("headers", ()):
            if name == b"authorization":
                authorization = value.decode("latin-1")
                break
        if not self.keys.allows(authorization):
            await _send_json(
                send, 401, {"error": "missing or unknown API key: send Authorization: Bearer KEY", "field": "Authorization"},
                [(b"www-authenticate", b"Bearer")],
            )
            return
        await self.app(scope, receive, send)


# -- the application ---------------------------------------------------------------------


def _error(status: int, message: str, field: str | None = None) -> JSONResponse:
    return JSONResponse({"error": message, "field": field}, status_code=status)


def _json(body: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(json.dumps(body, ensure_ascii=False).encode("utf-8"), status_code=status,
                    media_type="application/json", headers=headers)


def _check_text(value: str, field: str, limits: Limits) -> str:
    if not value.strip():
        raise InputError("must not be empty", field=field)
    if len(value) > limits.max_utterance_chars:
        raise InputError(f"longer than {limits.max_utterance_chars} characters", field=field)
    return value


def create_app(service: TurnService, settings: ServeSettings | None = None) -> ASGIApp:
    """The ASGI app serving ``service`` under ``settings`` (limits and API keys).

    Example:
        >>> app = create_app(TurnService(Pipeline.from_config("kglink.toml"), MemorySessionStore()))  # doctest: +SKIP
    """
    limits = settings.limits if settings is not None else Limits()
    keys = settings.api_keys if settings is not None else ApiKeys()
    metrics: Metrics = service.metrics
    app = FastAPI(
        title="kglink",
        summary="Entity linking and query rewriting for follow-up questions, as a service.",
        version="1",
        redoc_url=None,
    )
    app.state.service = service

    @app.exception_handler(RequestValidationError)
    async def invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        problem = exc.errors()[0] if exc.errors() else {}
        location = [str(part) for part in problem.get("loc", ())]
        if problem.get("type") == "json_invalid":
            return _error(400, f"malformed JSON body: {problem.get('ctx', {}).get('error', 'cannot parse')}", "body")
        field = ".".join(location[1:] if location[:1] == ["body"] else location) or "body"
        return _error(422, f"{field}: {problem.get('msg', 'invalid')}", field)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        # Unknown paths and methods: the same error shape as everything else.
        return _error(exc.status_code, str(exc.detail))

    @app.exception_handler(InputError)
    async def bad_input(_request: Request, exc: InputError) -> JSONResponse:
        field = exc.field
        return _error(422, f"{field}: {exc.reason}" if field else str(exc), field)

    @app.exception_handler(SessionNotFound)
    async def not_found(_request: Request, exc: SessionNotFound) -> JSONResponse:
        return _error(404, str(exc), "session_id")

    @app.exception_handler(SessionBusy)
    async def busy(_request: Request, exc: SessionBusy) -> JSONResponse:
        return _error(409, str(exc), "session_id")

    @app.exception_handler(SessionStoreError)
    async def store_down(_request: Request, exc: SessionStoreError) -> JSONResponse:
        logger.warning("%s", exc)
        response = _error(503, str(exc))
        response.headers["retry-after"] = "1"
        return response

    @app.exception_handler(KglinkError)
    async def kglink_error(_request: Request, exc: KglinkError) -> JSONResponse:
        logger.warning("request failed: %s", exc)
        return _error(500, f"{type(exc).__name__}: {exc}")

    @app.exception_handler(Exception)
    async def unexpected(_request: Request, exc: Exception) -> JSONResponse:
        # The traceback goes to the log, never into a response.
        logger.exception("unexpected error")
        return _error(500, "internal error (see the server log)")

    @app.post("/v1/sessions/{session_id}/turns", responses={200: {"model": TurnResponse}, 422: {"model": ErrorOut}, 503: {"model": ErrorOut}})
    async def turn(session_id: str, body: TurnRequest) -> Response:
        """One user turn of the session (created on first use): queries, entities, evidence, facts, trace."""
        user = _check_text(body.user, "user", limits)
        outcome = await run_in_threadpool(service.turn, session_id, user, now=body.now, turn_id=body.turn_id)
        headers = {"kglink-replayed": "1"} if outcome.replayed else None
        return _json(outcome.response, headers=headers)

    @app.post("/v1/sessions/{session_id}/assistant", responses={404: {"model": ErrorOut}, 503: {"model": ErrorOut}})
    async def assistant(session_id: str, body: AssistantRequest) -> Response:
        """The answer shown to the user: the entities it names become what 它 / "the second one"
        can mean. It is read into the session by the next turn."""
        text = _check_text(body.text, "text", limits)
        waiting = await run_in_threadpool(service.assistant, session_id, text)
        return _json({"session_id": session_id, "answers_waiting": waiting})

    @app.get("/v1/sessions/{session_id}", responses={404: {"model": ErrorOut}})
    async def get_session(session_id: str) -> Response:
        """The session's JSON, as ``PipelineSession.to_json()`` writes it; its version in ETag."""
        data, version = await run_in_threadpool(service.get, session_id)
        return Response(data.encode("utf-8"), media_type="application/json", headers={"etag": f'"{version}"'})

    @app.delete("/v1/sessions/{session_id}", status_code=204, responses={404: {"model": ErrorOut}})
    async def delete_session(session_id: str) -> Response:
        """Forget the session."""
        await run_in_threadpool(service.delete, session_id)
        return Response(status_code=204)

    @app.post("/v1/rewrite", responses={200: {"model": TurnResponse}, 422: {"model": ErrorOut}})
    async def rewrite(body: RewriteRequest) -> Response:
        """A stateless turn: the history (user and assistant turns) replayed, then ``user`` asked."""
        if len(body.history) > limits.max_history_turns:
            raise InputError(f"more than {limits.max_history_turns} exchanges", field="history")
        history: list[tuple[str, str]] = []
        for n, exchange in enumerate(body.history):
            history.append(("user", _check_text(exchange.user, f"history.{n}.user", limits)))
            if exchange.assistant is not None and exchange.assistant.strip():
                history.append(("assistant", _check_text(exchange.assistant, f"history.{n}.assistant", limits)))
        user = _check_text(body.user, "user", limits)
        return _json(await run_in_threadpool(service.rewrite, history, user))

    @app.get("/healthz")
    async def healthz() -> Response:
        """The process is up."""
        return _json({"status": "ok"})

    @app.get("/readyz")
    async def readyz() -> Response:
        """Ontology loaded, index answering, session store reachable (503 and which not)."""
        checks = await run_in_threadpool(service.readiness)
        ready = all(value == "ok" for value in checks.values())
        return _json({"ready": ready, "checks": checks}, status=200 if ready else 503)

    @app.get("/metrics")
    async def metrics_text() -> Response:
        """Prometheus text: turns, latency histogram, fallbacks, store errors."""
        return PlainTextResponse(metrics.render(), media_type="text/plain; version=0.0.4")

    def schema() -> dict[str, Any]:
        # The bearer key in the schema, so generated clients send it on the /v1 paths.
        if app.openapi_schema is None:
            document = FastAPI.openapi(app)
            document.setdefault("components", {})["securitySchemes"] = {
                "apiKey": {"type": "http", "scheme": "bearer", "description": "one of the keys in KGLINK_API_KEYS"}
            }
            for path, operations in document.get("paths", {}).items():
                if path.startswith("/v1/"):
                    for operation in operations.values():
                        operation["security"] = [{"apiKey": []}]
            app.openapi_schema = document
        return app.openapi_schema

    app.openapi = schema  # type: ignore[method-assign]

    async def counted(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await app(scope, receive, send)
            return
        started = time.perf_counter()

        async def counting(message: Message) -> None:
            if message["type"] == "http.response.start":
                metrics.count("kglink_requests_total", code=str(message["status"]))
            await send(message)

        await app(scope, receive, counting)
        metrics.observe("kglink_request_seconds", time.perf_counter() - started)

    return KeyCheck(BodyLimit(counted, limits.max_body_bytes), keys)


def build_service(settings: ServeSettings) -> TurnService:
    """The pipeline from the configuration and the session store the settings name."""
    from kglink.pipeline import Pipeline
    from kglink.serve.store import store_from_url

    with _build_lock(settings.config):
        pipeline = Pipeline.from_config(settings.config)
    store = store_from_url(settings.session_store, ttl=settings.session_ttl)
    if settings.rewrite_cache and hasattr(store, "rewrite_cache"):
        model_pass = getattr(pipeline.rewriter, "model_pass", None)
        llm = getattr(model_pass, "llm", None)
        if llm is not None and hasattr(llm, "cache"):
            # The model's answers, shared by every worker (keyed with the history).
            llm.cache = store.rewrite_cache()
    return TurnService(pipeline, store)


@contextlib.contextmanager
def _build_lock(config_path: Path) -> Iterator[None]:
    """Several ``kglink serve`` processes started at once on one machine index the
    documents of an embedded store one after the other, not into the same folder at once
    (the second finds the index up to date)."""
    from kglink.pipeline.config import load_config

    config = load_config(config_path)
    store = config.index.get("store")
    if config.documents is None or store is None:
        yield
        return
    lock_path = Path(store).with_name(Path(store).name + ".lock")
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    with lock_path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def app_from_env() -> ASGIApp:
    """The factory each uvicorn worker calls: settings from ``$KGLINK_CONFIG`` and the
    options ``kglink serve`` passed down."""
    from kglink.pipeline.config import load_config
    from kglink.serve.settings import options_from_env

    config_path = os.environ["KGLINK_CONFIG"]
    config = load_config(config_path)
    settings = ServeSettings.resolve(config_path, config.serve, options_from_env(os.environ))
    return create_app(build_service(settings), settings)
