"""The notebooks run, top to bottom, in a temporary copy of the repository layout (so
nothing is written into the repository). They are committed executed, so a reader sees
tables and plots; the tests execute them again and compare the figures they print and show
(numbers within a tolerance, the rest of the text exactly, the number of plots), not the
bytes. They need nothing beside the repository: no ``../shared``.

After a change that moves the figures (ranking, rewriting), execute them again and commit
them: ``python scripts/run-notebooks.py``.
"""

from __future__ import annotations

import json
import math
import os
import re
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


RERUN = "if the change is meant, run `python scripts/run-notebooks.py` and commit the notebooks"
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?")
# Object addresses and the kernel's own paths are not figures.
_NOISE = re.compile(r" at 0x[0-9a-f]+|/tmp/[^\s'\"]+")


def _figures(notebook: nbformat.NotebookNode) -> list[tuple[str, list[float], int]]:
    """Per code cell: its text with numbers masked, the numbers, and how many images."""
    cells = []
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        texts, images = [], 0
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream":
                texts.append(output["text"])
            elif "data" in output:
                images += sum(1 for kind in output["data"] if kind.startswith("image/"))
                if not any(kind.startswith("image/") for kind in output["data"]):
                    texts.append(str(output["data"].get("text/plain", "")))
        text = _NOISE.sub("", "".join(texts))
        numbers = [float(n) for n in _NUMBER.findall(text)]
        cells.append((_NUMBER.sub("#", text), numbers, images))
    return cells


#: How far a printed figure may be from the committed one (relative).
SCORE_TOLERANCE = 0.01


def _assert_same_figures(got: nbformat.NotebookNode, committed: nbformat.NotebookNode) -> None:
    mine, theirs = _figures(got), _figures(committed)
    assert len(mine) == len(theirs)
    for number, ((text, numbers, images), (text0, numbers0, images0)) in enumerate(zip(mine, theirs)):
        assert text == text0, f"code cell {number}: the text differs from the committed notebook ({RERUN})"
        assert images == images0, f"code cell {number}: {images} plots, committed {images0}"
        assert len(numbers) == len(numbers0)
        for value, expected in zip(numbers, numbers0):
            # Fused retrieval scores move in their third digit with the history of the
            # store the notebook opens (built fresh, or by an earlier test); a figure that
            # means something (a hit rate, a count, a rank) moves by far more than this.
            assert math.isclose(value, expected, rel_tol=SCORE_TOLERANCE, abs_tol=1e-9), (
                f"code cell {number}: {value} where the committed notebook shows {expected} ({RERUN})"
            )


def _committed(name: str) -> nbformat.NotebookNode:
    return nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)


@pytest.mark.parametrize("name", NAMES)
def test_committed_notebooks_are_executed_with_tables(name: str):
    notebook = _committed(name)
    nbformat.validate(notebook)
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    assert [cell.execution_count for cell in code] == list(range(1, len(code) + 1)), f"{name}: run top to bottom"
    outputs = [output for cell in code for output in cell.outputs]
    assert not [output for output in outputs if output.get("output_type") == "error"]
    assert any("text/html" in output.get("data", {}) for output in outputs), f"{name}: no table"


def test_tuning_shows_plots():
    outputs = [output for cell in _committed("tuning").cells for output in cell.get("outputs", [])]
    assert sum("image/png" in output.get("data", {}) for output in outputs) >= 2


def test_the_readme_names_every_notebook():
    text = (NOTEBOOKS / "README.md").read_text(encoding="utf-8")
    for name in NAMES:
        assert f"{name}.ipynb" in text


def test_quickstart(workspace: Path):
    before = set(ROOT.rglob("*.kglink*")) | set((ROOT / "notebooks").iterdir())
    notebook = _execute(workspace, "quickstart", {})
    _assert_same_figures(notebook, _committed("quickstart"))
    text = _output_text(notebook)
    assert "lint findings" in text and "267 documents" in text
    assert "企业版支持私有化部署吗" in text and "✓ deploy-enterprise-private" in text
    assert (workspace / ".kglink" / "quickstart").is_dir()
    assert set(ROOT.rglob("*.kglink*")) | set((ROOT / "notebooks").iterdir()) == before


def test_graphrag_without_a_model_says_it_skips(workspace: Path):
    notebook = _execute(workspace, "graphrag", {key: "" for key in MODEL_ENV})
    _assert_same_figures(notebook, _committed("graphrag"))
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
    """The shipped bundle: the same figures anywhere, with or without ../shared."""
    notebook = _execute(workspace, "tuning", {"KGLINK_BUNDLE": ""})
    _assert_same_figures(notebook, _committed("tuning"))
    text = _output_text(notebook)
    assert "bundle: enterprise" in text and "failing turns" in text
    assert (workspace / ".kglink" / "failures.jsonl").is_file()


def test_tuning_falls_back_to_the_shipped_bundle(workspace: Path):
    notebook = _execute(workspace, "tuning", {"KGLINK_BUNDLE": str(workspace / "no-such-bundle")})
    text = _output_text(notebook)
    assert "is not a bundle (no cases.jsonl): using the shipped one" in text
    assert "bundle: enterprise" in text
