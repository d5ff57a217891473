"""The README's Python API example, extracted from README.md and run as it is: it must
stay at most ten lines and print what the README says it prints."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("## The Python API\n")
    end = text.index("\n## ", start + 1)
    return text[start:end]


def test_the_readme_snippet_runs_and_prints_what_it_says(tmp_path: Path):
    section = _section()
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    printed = re.search(r"prints\n\n```\n(.*?)```", section, re.S).group(1)
    assert len(code.strip().splitlines()) <= 10
    assert code.count("session.ask(") == 1 and len(re.findall(r'\("[^"]+", ', code)) == 3  # three turns
    # Run from a copy of the layout it expects, so its index is written in tmp_path.
    (tmp_path / "ontology").symlink_to(ROOT / "ontology", target_is_directory=True)
    (tmp_path / "snippet.py").write_text(code, encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "snippet.py"], cwd=tmp_path, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == printed
    assert (tmp_path / ".kglink" / "enterprise").is_dir()
