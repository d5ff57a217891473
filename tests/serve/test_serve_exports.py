"""kglink.serve's public names, and that importing it does not import the server stack."""

from __future__ import annotations

import subprocess
import sys

import kglink.serve


def test_all_is_pinned_and_every_name_resolves() -> None:
    assert kglink.serve.__all__ == [
        "ApiKeys", "Limits", "MemorySessionStore", "Metrics", "RedisSessionStore", "ServeSettings", "SessionBusy",
        "SessionNotFound", "SessionStore", "SessionStoreError", "StoredSession", "TurnOutcome", "TurnService",
        "create_app", "store_from_url",
    ]
    for name in kglink.serve.__all__:
        assert getattr(kglink.serve, name) is not None, name


def test_importing_the_package_leaves_fastapi_and_redis_alone() -> None:
    code = "import sys, kglink.serve; print(sorted(m for m in ('fastapi', 'uvicorn', 'redis') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
