"""The notebooks run, top to bottom, in a temporary copy of the repository layout (so
nothing is written into the repository), and are committed without outputs."""

from __future__ import annotations

import json
import os
import shutil
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
SHARED = ROOT.parent / "shared"
NAMES = ["quickstart", "graphrag", "tuning"]
MODEL_ENV = ("KGLINK_LLM_BASE_URL", "OPENAI_BASE_URL", "KGLINK_LLM_MODEL", "KGLINK_LLM_API_KEY", "OPENAI_API_KEY")


@pytest.fixture()
def workspace(tmp_path: Path) -> Path:
    """``tmp/main/{notebooks,ontology}`` copied, and ``tmp/shared`` beside it as in the
    workspace; returns the notebooks folder."""
    main = tmp_path / "main"
    shutil.copytree(NOTEBOOKS, main / "notebooks", ignore=shutil.ignore_patterns(".kglink", ".ipynb_checkpoints"))
    shutil.copytree(ROOT / "ontology", main / "ontology")
    if SHARED.is_dir():
        (tmp_path / "shared").symlink_to(SHARED, target_is_directory=True)
    return main / "notebooks"


def _execute(folder: Path, name: str, env: dict[str, str]) -> nbformat.NotebookNode:
    notebook = nbformat.read(folder / f"{name}.ipynb", as_version=4)
    client = NotebookClient(
        notebook,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(folder)}},
    )
    saved = {key: os.environ.get(key) for key in env}
    # The kernel inherits this process's environment: set what the notebook reads, and
    # put it back afterwards.
    os.environ.update({key: value for key, value in env.items() if value})
    for key, value in env.items():
        if not value:
            os.environ.pop(key, None)
    try:
        client.execute()
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    return notebook


def _output_text(notebook: nbformat.NotebookNode) -> str:
    parts = []
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream":
                parts.append(output["text"])
            elif "data" in output:
                parts.append(str(output["data"].get("text/plain", "")))
    return "".join(parts)


@pytest.mark.parametrize("name", NAMES)
def test_committed_notebooks_have_no_outputs(name: str):
    notebook = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    nbformat.validate(notebook)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, f"{name}: cell {cell.id} has output"


def test_the_readme_names_every_notebook():
    text = (NOTEBOOKS / "README.md").read_text(encoding="utf-8")
    for name in NAMES:
        assert f"{name}.ipynb" in text


def test_quickstart(workspace: Path):
    before = set(ROOT.rglob("*.kglink*")) | set((ROOT / "notebooks").iterdir())
    notebook = _execute(workspace, "quickstart", {})
    text = _output_text(notebook)
    assert "lint findings" in text and "267 documents" in text
    assert "searching: 企业版支持私有化部署吗   (pronoun)" in text
    assert "rewritten  -> ['deploy-enterprise-private'" in text
    assert (workspace / ".kglink" / "quickstart").is_dir()
    assert set(ROOT.rglob("*.kglink*")) | set((ROOT / "notebooks").iterdir()) == before


def test_graphrag_without_a_model_says_it_skips(workspace: Path):
    notebook = _execute(workspace, "graphrag", {key: "" for key in MODEL_ENV})
    text = _output_text(notebook)
    assert "No model endpoint configured" in text and "skipped" in text
    assert "searching: 企业版支持私有化部署吗" in text
    assert "fact: 企业版 价格 每年12万元起" in text
    assert "## 知识图谱事实" in text  # the whole first prompt is shown
    assert (workspace.parent / ".kglink" / "enterprise").is_dir()  # the config's store, in the copy


class _ChatServer(ThreadingHTTPServer):
    """A real OpenAI-compatible endpoint on loopback that answers every chat completion
    with a fixed sentence and keeps the prompts it received."""

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _ChatHandler)
        self.prompts: list[str] = []
        self.models: list[str] = []


class _ChatHandler(BaseHTTPRequestHandler):
    server: _ChatServer

    def do_POST(self) -> None:  # noqa: N802 - the http.server API
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.server.prompts.append(body["messages"][-1]["content"])
        self.server.models.append(body["model"])
        answer: dict[str, Any] = {
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "created": 0,
            "model": body["model"],
            "choices": [
                {"index": 0, "finish_reason": "stop",
                 "message": {"role": "assistant", "content": "标准版每年4.8万元起。"}}
            ],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }
        data = json.dumps(answer, ensure_ascii=False).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture()
def chat_server() -> Iterator[_ChatServer]:
    server = _ChatServer()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def test_graphrag_with_an_endpoint_sends_the_facts_and_reads_the_answer(workspace: Path, chat_server: _ChatServer):
    env = {key: "" for key in MODEL_ENV}
    env["KGLINK_LLM_BASE_URL"] = f"http://127.0.0.1:{chat_server.server_address[1]}/v1"
    env["KGLINK_LLM_MODEL"] = "tiny-test-model"
    notebook = _execute(workspace, "graphrag", env)
    text = _output_text(notebook)
    assert "model: tiny-test-model at http://127.0.0.1:" in text and "skipped" not in text
    assert "answer: 标准版每年4.8万元起。" in text
    assert chat_server.models and set(chat_server.models) == {"tiny-test-model"}
    first = chat_server.prompts[0]
    assert "## 知识图谱事实" in first and "企业版 价格 每年12万元起" in first and "你们的企业版多少钱" in first
    # The answer named 标准版 and was read: "它" in the next turn means it.
    assert "searching: 标准版支持私有化部署吗" in text


def test_tuning(workspace: Path):
    notebook = _execute(workspace, "tuning", {})
    text = _output_text(notebook)
    assert "kdconv-travel-dev" in text
    assert "raw" in text and "rule" in text and "failing turns" in text
    assert (workspace / ".kglink" / "failures.jsonl").is_file()
