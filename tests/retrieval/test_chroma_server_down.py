"""A Chroma server that does not answer is a BackendError naming it, as the docs say; a URL
that is not one stays a ConfigError."""

from __future__ import annotations

import socket

import pytest

from kglink.errors import BackendError, ConfigError
from kglink.retrieval.vector import ChromaStore


def _closed_port() -> int:
    # Bound and closed again: nothing listens there.
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_a_server_that_is_down_is_a_backend_error() -> None:
    url = f"http://127.0.0.1:{_closed_port()}"
    with pytest.raises(BackendError) as caught:
        ChromaStore(url=url)
    assert caught.value.endpoint == url
    assert str(caught.value).startswith(f"{url}: Chroma connect failed")


def test_a_bad_url_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="not a Chroma server URL"):
        ChromaStore(url="ftp://127.0.0.1:1")
