"""The offline default embedding and the adapters for other embedding models."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import numpy as np
import pytest
from chromadb.utils.embedding_functions import config_to_embedding_function

from kglink.errors import BackendError, ConfigError, MissingDependencyError
from kglink.retrieval.embedding import (
    HashedNgramEmbedding,
    OpenAICompatibleEmbedding,
    embedding_from_spec,
    hashed_vector,
)


def _cosine(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.dot(a, b))


@pytest.mark.parametrize("text", ["故宫的门票多少钱", "Annual leave policy", "产品A", "x"])
def test_vectors_are_unit_length_with_a_fixed_dimension(text: str) -> None:
    vector = HashedNgramEmbedding(dim=512)([text])[0]
    assert vector.shape == (512,)
    assert np.linalg.norm(vector) == pytest.approx(1.0, abs=1e-5)


def test_empty_text_gives_a_zero_vector() -> None:
    assert not HashedNgramEmbedding(dim=64)([""])[0].any()


@pytest.mark.parametrize(
    ("query", "near", "far"),
    [
        ("故宫门票", "故宫的门票是60元", "天坛公园的地址"),
        ("annual leave", "Employees get annual leave", "Quarterly sales report"),
        ("Leave Policy", "leave policies", "sales targets"),
    ],
)
def test_similar_texts_are_nearer(query: str, near: str, far: str) -> None:
    q, a, b = (hashed_vector(text) for text in (query, near, far))
    assert _cosine(q, a) > _cosine(q, b)


def test_vectors_are_the_same_in_another_process() -> None:
    # Python's own str hash is salted per process; the embedding must not depend on it.
    code = "from kglink.retrieval.embedding import hashed_vector; print(hashed_vector('故宫 HR policy', 64).tolist())"
    other = json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)
    assert np.allclose(other, hashed_vector("故宫 HR policy", 64))


def test_chroma_rebuilds_the_function_from_its_config() -> None:
    original = HashedNgramEmbedding(dim=128)
    rebuilt = config_to_embedding_function({"name": original.name(), "config": original.get_config()})
    assert isinstance(rebuilt, HashedNgramEmbedding)
    assert np.allclose(rebuilt(["产品A"])[0], original(["产品A"])[0])


@pytest.mark.parametrize("spec", ["hashed:8", "hashed:x", "word2vec:foo", "openai:model-without-url"])
def test_bad_specs_are_config_errors(spec: str) -> None:
    with pytest.raises(ConfigError):
        embedding_from_spec(spec)


def test_spec_default_and_dimension() -> None:
    assert embedding_from_spec(None).get_config() == {"dim": 1024}
    assert embedding_from_spec("hashed:256").get_config() == {"dim": 256}


def test_sentence_transformers_is_imported_only_when_chosen() -> None:
    pytest.importorskip("chromadb")
    try:
        import sentence_transformers  # noqa: F401
    except ImportError:
        with pytest.raises(MissingDependencyError) as caught:
            embedding_from_spec("sentence-transformers:some-model")
        assert "kglink[sentence-transformers]" in str(caught.value)
    else:
        pytest.skip("sentence-transformers is installed here; the missing-package path cannot be shown")


class _EmbeddingsHandler(BaseHTTPRequestHandler):
    """A loopback /v1/embeddings server answering with kglink's own hashed vectors."""

    requests: list[dict] = []

    def do_POST(self) -> None:  # noqa: N802 - http.server's name
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).requests.append({"path": self.path, "body": body, "auth": self.headers.get("Authorization")})
        if body["model"] == "broken":
            self.send_response(500)
            self.end_headers()
            return
        data = [
            {"object": "embedding", "index": i, "embedding": (hashed_vector(text, 32) * 3.0).tolist()}
            for i, text in enumerate(body["input"])
        ]
        payload = json.dumps({"object": "list", "data": data, "model": body["model"],
                              "usage": {"prompt_tokens": 1, "total_tokens": 1}}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: object) -> None:
        return


@pytest.fixture()
def embeddings_server() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _EmbeddingsHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    _EmbeddingsHandler.requests = []
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def test_openai_compatible_endpoint(embeddings_server: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KGLINK_TEST_KEY", "secret-key")
    embed = OpenAICompatibleEmbedding("test-model", embeddings_server, api_key_env="KGLINK_TEST_KEY", batch_size=2)
    vectors = embed(["故宫", "天坛", "leave policy"])
    assert len(vectors) == 3
    assert np.allclose(vectors[1], hashed_vector("天坛", 32), atol=1e-6)  # re-normalised
    requests = _EmbeddingsHandler.requests
    assert [r["path"] for r in requests] == ["/v1/embeddings", "/v1/embeddings"]
    assert [r["body"]["input"] for r in requests] == [["故宫", "天坛"], ["leave policy"]]
    assert requests[0]["auth"] == "Bearer secret-key"
    # The key never goes into the configuration Chroma stores.
    assert "secret-key" not in json.dumps(embed.get_config())
    assert embedding_from_spec(f"openai:test-model@{embeddings_server}").get_config()["base_url"] == embeddings_server


def test_openai_endpoint_failure_is_a_backend_error(embeddings_server: str) -> None:
    embed = OpenAICompatibleEmbedding("broken", embeddings_server)
    with pytest.raises(BackendError) as caught:
        embed(["x"])
    assert caught.value.endpoint == embeddings_server
