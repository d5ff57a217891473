"""Shared parts of the model path's tests: the scripted OpenAI-compatible server.

``ScriptedModel`` is a real ``ThreadingHTTPServer`` on a free loopback port answering
``POST /v1/chat/completions`` from a table keyed by the current utterance (the last line
of the prompt). A script can answer JSON, junk text, a non-JSON body, an HTTP error, be
slow, or refuse structured output; without a script the server echoes the utterance.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
ENTERPRISE = ROOT / "ontology" / "enterprise"
EX = "http://example.org/kglink/enterprise/"


@dataclass
class Script:
    """How the scripted server answers one utterance."""

    queries: list[str] | None = None
    correction: bool = False
    basis: list[str] = field(default_factory=list)
    content: str | None = None  # the message text as is (junk, prose around JSON)
    body: str | None = None  # the whole HTTP body as is (not a chat completion)
    status: int = 200
    delay: float = 0.0
    refuse_schema: bool = False  # 400 when response_format json_schema is asked


class ScriptedModel:
    """The server's table and the requests it received."""

    def __init__(self) -> None:
        self.table: dict[str, Script] = {}
        self.default: Script | Callable[[str], Script] | None = None
        self.requests: list[dict[str, Any]] = []
        self.base_url = ""
        self._lock = threading.Lock()

    def script(self, utterance: str, **behaviour: Any) -> None:
        self.table[utterance] = Script(**behaviour)

    def reset(self) -> None:
        with self._lock:
            self.table.clear()
            self.default = None
            self.requests.clear()

    def answer(self, request: dict[str, Any]) -> tuple[int, str, float]:
        with self._lock:
            self.requests.append(request)
        utterance = utterance_of(request)
        script = self.table.get(utterance)
        if script is None:
            default = self.default
            script = default(utterance) if callable(default) else default
        if script is None:
            script = Script(queries=[utterance])
        if script.refuse_schema and (request.get("response_format") or {}).get("type") == "json_schema":
            return 400, json.dumps({"error": {"message": "response_format json_schema is not supported"}}), script.delay
        if script.status != 200:
            return script.status, json.dumps({"error": {"message": "scripted failure"}}), script.delay
        if script.body is not None:
            return 200, script.body, script.delay
        content = script.content
        if content is None:
            content = json.dumps(
                {"queries": script.queries or [], "correction": script.correction, "basis": script.basis},
                ensure_ascii=False,
            )
        completion = {
            "id": "chatcmpl-scripted",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": request.get("model", ""),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }
        return 200, json.dumps(completion, ensure_ascii=False), script.delay


def utterance_of(request: dict[str, Any]) -> str:
    """The current utterance: the prompt's last line, after its heading."""
    last = request["messages"][-1]["content"].splitlines()[-1]
    return last.split(": ", 1)[1] if ": " in last else last


def _handler(model: ScriptedModel) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        # Headers and body go out in two writes; with Nagle's algorithm on, the client's
        # delayed ACK would add ~40 ms to every call.
        disable_nagle_algorithm = True

        def do_POST(self) -> None:  # noqa: N802 - http.server's naming
            length = int(self.headers.get("Content-Length", 0))
            request = json.loads(self.rfile.read(length) or b"{}")
            if not self.path.endswith("/chat/completions"):
                status, body, delay = 404, json.dumps({"error": {"message": "not found"}}), 0.0
            else:
                status, body, delay = model.answer(request)
            if delay:
                time.sleep(delay)
            data = body.encode("utf-8")
            try:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (a timeout test)

        def log_message(self, *args: Any) -> None:
            return None

    return Handler



def start_server(model: ScriptedModel) -> tuple[ThreadingHTTPServer, threading.Thread]:
    """Serve ``model`` on a free loopback port; sets ``model.base_url``."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(model))
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    model.base_url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    return server, thread


def enterprise_conversations() -> list[list[tuple[str, str | None]]]:
    """The example bundle's conversations as (user, assistant) pairs."""
    conversations = []
    with (ENTERPRISE / "cases.jsonl").open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                case = json.loads(line)
                conversations.append([(t["user"], t.get("assistant")) for t in case["turns"]])
    return conversations
