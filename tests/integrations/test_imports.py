"""The core never imports a framework; a missing framework names the extra to install."""

from __future__ import annotations

import subprocess
import sys

import pytest


def _run(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)


def test_importing_kglink_imports_no_framework():
    code = (
        "import sys, kglink, kglink.pipeline, kglink.integrations\n"
        "found = [m for m in ('langchain_core', 'langchain', 'llama_index', 'chromadb') if m in sys.modules]\n"
        "print(found)\n"
    )
    result = _run(code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


@pytest.mark.parametrize(
    ("module", "blocked", "package", "extra"),
    [
        ("kglink.integrations.langchain", "langchain_core", "langchain-core", "langchain"),
        ("kglink.integrations.llama_index", "llama_index", "llama-index-core", "llama-index"),
    ],
)
def test_a_missing_framework_names_the_extra(module: str, blocked: str, package: str, extra: str):
    # A None entry in sys.modules makes Python's import of that package fail, as when it
    # is not installed; everything else imports for real.
    code = (
        f"import sys; sys.modules[{blocked!r}] = None\n"
        "from kglink.errors import MissingDependencyError\n"
        "try:\n"
        f"    import {module}\n"
        "except MissingDependencyError as exc:\n"
        "    print(exc.package, exc.extra, exc, sep='|')\n"
    )
    result = _run(code)
    assert result.returncode == 0, result.stderr
    got_package, got_extra, message = result.stdout.strip().split("|")
    assert (got_package, got_extra) == (package, extra)
    assert f"pip install 'kglink[{extra}]'" in message
