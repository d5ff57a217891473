"""Fixtures of the model path's tests: the scripted server (see ``llm_testkit``), the
example ontology, a rewriter factory, a closed port."""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from llm_testkit import ENTERPRISE, ScriptedModel, start_server

from kglink import Ontology, Rewriter
from kglink.llm import LLMConfig, LLMRewriter


@pytest.fixture(scope="session")
def model_server() -> Iterator[ScriptedModel]:
    model = ScriptedModel()
    server, thread = start_server(model)
    yield model
    server.shutdown()
    server.server_close()
    thread.join(timeout=5)


@pytest.fixture
def scripted(model_server: ScriptedModel) -> Iterator[ScriptedModel]:
    model_server.reset()
    yield model_server
    model_server.reset()


@pytest.fixture(scope="session")
def enterprise() -> Ontology:
    return Ontology.load(ENTERPRISE / "ontology.ttl")


@pytest.fixture
def make_rewriter(enterprise: Ontology, scripted: ScriptedModel) -> Callable[..., Rewriter]:
    """A rewriter over the enterprise ontology whose model is the scripted server."""

    def make(policy: str = "llm", *, llm: LLMRewriter | None = None, **config: Any) -> Rewriter:
        if llm is None:
            settings = {"timeout": 5.0, **config}
            llm = LLMRewriter(LLMConfig(scripted.base_url, "scripted", **settings))
        return Rewriter(enterprise, llm, policy=policy)  # type: ignore[arg-type]

    return make


@pytest.fixture
def closed_port() -> int:
    """A loopback port nothing listens on (bound, then released)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]
