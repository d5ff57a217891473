"""What a new user meets first: `kglink --version`, `kglink demo`, whole lines when the
output is piped, and `kglink search` / `kglink chat` refusing a folder that holds no index."""

from __future__ import annotations

import importlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import kglink
from kglink.cli import COMMANDS

ROOT = Path(__file__).resolve().parents[2]
ENTERPRISE = ROOT / "ontology" / "enterprise" / "ontology.ttl"
# A label longer than rich's 80-column guess leaves room for, in a table with many columns.
LONG_TABLE = """\
# @prefix t: <http://example.org/tools/>
id,type,label@en,aliases@en
t:Tool,class,tool,
t:drill,t:Tool,Cordless Hammer Drill With Brushless Motor And Two Batteries,hammer drill
"""


def _piped(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key not in {"COLUMNS", "LINES"}}
    kglink_bin = shutil.which("kglink", path=str(Path(sys.executable).parent)) or "kglink"
    return subprocess.run([kglink_bin, *argv], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_version(kglink_cli) -> None:
    code, out, _ = kglink_cli("--version")
    assert code == 0 and out.strip() == f"kglink {kglink.__version__}"


def test_help_lists_demo(kglink_cli) -> None:
    code, out, _ = kglink_cli("--help")
    assert code == 0 and "demo" in out and "--version" in out


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_the_help_table_matches_each_command(name: str) -> None:
    """`kglink --help` shows each command's line without importing it: the line must be
    the command's own."""
    module, attribute, line = COMMANDS[name]
    command = getattr(importlib.import_module(module), attribute)
    assert command.name == name
    assert command.get_short_help_str(limit=10_000) == line


def test_piped_tables_keep_whole_names(tmp_path: Path) -> None:
    table = tmp_path / "tools.csv"
    table.write_text(LONG_TABLE, encoding="utf-8")
    done = _piped("link", "the Cordless Hammer Drill With Brushless Motor And Two Batteries", "--ontology", str(table), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Cordless Hammer Drill With Brushless Motor And Two Batteries" in done.stdout
    assert "…" not in done.stdout


def test_piped_link_on_the_example_world_is_not_cut(tmp_path: Path) -> None:
    done = _piped("link", "那华东大区和安心宝Plus呢", "--ontology", str(ENTERPRISE), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "安心宝Plus" in done.stdout and "…" not in done.stdout


@pytest.mark.parametrize("command", ["search", "chat"])
def test_a_folder_without_an_index_is_refused_and_left_alone(kglink_cli, tmp_path: Path, command: str) -> None:
    store = tmp_path / "no-index-here"
    argv = ["search", "企业版"] if command == "search" else ["chat"]
    code, _, err = kglink_cli(*argv, "--ontology", str(ENTERPRISE), "--store", str(store))
    assert code == 1
    assert err.strip().splitlines() == [
        f"error: {store}: no index here: build one with `kglink index DOCS --ontology ONT --store DIR`"
    ]
    assert not store.exists()


def test_demo_command_runs_from_any_folder(tmp_path: Path) -> None:
    done = _piped("demo", "--k", "1", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "正在搜索：企业版支持私有化部署吗" in done.stdout
    assert "Searching: " in done.stdout
    assert (tmp_path / ".kglink" / "demo" / "chroma").is_dir()
    # piped: rules are short lines, not 10,000 characters
    assert max(len(line) for line in done.stdout.splitlines()) < 400
