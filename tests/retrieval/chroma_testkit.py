"""Helpers of the tests that start a real `chroma run` server on loopback."""

from __future__ import annotations

import socket
import urllib.error
import urllib.request


def free_port() -> int:
    """A loopback TCP port nothing listens on now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def heartbeat(url: str) -> bool:
    """Whether the Chroma server at ``url`` answers its heartbeat (API v2 or v1)."""
    for path in ("/api/v2/heartbeat", "/api/v1/heartbeat"):
        try:
            with urllib.request.urlopen(url + path, timeout=1) as response:
                if response.status == 200:
                    return True
        except (urllib.error.URLError, OSError):
            continue
    return False
