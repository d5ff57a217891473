"""kglink as a user gets it: a wheel built from this checkout, installed into a fresh venv
outside it with no extras, and the lean core's import behaviour.

The fresh venv installs the core's dependencies with pip (from pip's cache or the package
index): that is what a user's ``pip install kglink`` does.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import textwrap
import tomllib
import zipfile
from pathlib import Path

import pytest

import kglink

ROOT = Path(__file__).resolve().parent.parent
# Extras for developing kglink itself, not for users: `all` does not include them.
DEV_EXTRAS = {"test", "model-server", "notebooks", "plot"}
# What the lean core must not pull in (the extras bring them).
NOT_IN_CORE = {"chromadb", "scipy", "openai", "jieba", "neo4j", "onnxruntime", "kubernetes", "langchain-core"}
CORE_VENV_LIMIT = 250 * 1024 * 1024

TOOLS_CSV = """\
# @prefix t: <http://example.org/tools/>
id,type,label@en,label@zh,aliases@en
t:Tool,class,tool,工具,
t:hammer,t:Tool,Hammer X1,锤子X1,x1 hammer
t:saw,t:Tool,Saw Z2,锯子Z2,z2 saw
"""
CONVERSATION = [
    {"user": "How much is the Hammer X1?", "assistant": "It costs 30 dollars."},
    {"user": "Does it come with a warranty?"},
]


def _run(argv: list[str], *, cwd: Path, env: dict[str, str] | None = None, timeout: float = 900) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)


def _clean_env() -> dict[str, str]:
    # Nothing of this checkout's venv may leak into the fresh one.
    return {key: value for key, value in os.environ.items() if key not in {"PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME"}}


def _tree_size(path: Path) -> int:
    total = 0
    for folder, _, files in os.walk(path):
        for name in files:
            file = Path(folder) / name
            if not file.is_symlink():
                total += file.stat().st_size
    return total


# -- pyproject.toml -------------------------------------------------------------------


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_all_names_every_user_extra() -> None:
    extras = _pyproject()["project"]["optional-dependencies"]
    (all_line,) = extras["all"]
    named = set(all_line.removeprefix("kglink[").removesuffix("]").split(","))
    assert named == set(extras) - DEV_EXTRAS - {"all"}, "add the new extra to `all` in pyproject.toml"


def test_core_dependencies_leave_out_the_heavy_parts() -> None:
    names = {line.split(">")[0].split("<")[0].split("=")[0].strip() for line in _pyproject()["project"]["dependencies"]}
    assert not names & NOT_IN_CORE


def test_the_version_has_one_source() -> None:
    project = _pyproject()
    assert "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "kglink.__version__"}


# -- import behaviour (this venv has every extra installed: laziness is what keeps them out) --


def _modules_after(code: str, *, full: bool = False) -> set[str]:
    shown = "m" if full else "m.split('.')[0]"
    script = textwrap.dedent(code) + f"\nimport sys, json\nprint(json.dumps(sorted({{{shown} for m in sys.modules}})))\n"
    done = _run([sys.executable, "-c", script], cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return set(json.loads(done.stdout.strip().splitlines()[-1]))


def test_ontology_and_rewriter_import_no_backend(tmp_path: Path) -> None:
    table = tmp_path / "tools.csv"
    table.write_text(TOOLS_CSV, encoding="utf-8")
    modules = _modules_after(
        f"""
        from kglink import Ontology, Rewriter
        session = Rewriter(Ontology.load({str(table)!r})).session()
        assert session.rewrite("How much is the Hammer X1?").entity_ids
        """
    )
    assert not modules & {"chromadb", "openai", "scipy", "rdflib", "neo4j", "langchain_core", "llama_index"}


def test_rdflib_comes_in_with_an_rdf_file() -> None:
    modules = _modules_after(
        f"""
        from kglink import Ontology
        Ontology.load({str(ROOT / "ontology" / "enterprise" / "ontology.ttl")!r})
        """
    )
    assert "rdflib" in modules or "pyoxigraph" in modules
    assert not modules & {"chromadb", "openai", "scipy"}


def test_kglink_help_imports_click_and_nothing_heavy() -> None:
    modules = _modules_after(
        """
        import sys
        from kglink.cli import main
        try:
            main(["--help"])
        except SystemExit:
            pass
        """
    )
    assert "click" in modules
    assert not modules & {"rich", "numpy", "networkx", "rapidfuzz", "rdflib", "chromadb", "scipy", "openai", "logging"}
    # Not even the command modules: `kglink --help` reads their one-line help from a table.
    loaded = _modules_after("from kglink.cli import main\ntry:\n    main(['--help'])\nexcept SystemExit:\n    pass", full=True)
    assert not [name for name in loaded if name.startswith("kglink.cli.")]


# -- the wheel in a fresh venv ----------------------------------------------------------


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A wheel built from a copy of the checkout (the build leaves nothing in the checkout)."""
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, source / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    # symlinks=True: kglink/examples/* link to ontology/*, copied beside them.
    shutil.copytree(ROOT / "kglink", source / "kglink", symlinks=True, ignore=ignore)
    shutil.copytree(ROOT / "ontology", source / "ontology", ignore=ignore)
    dist = tmp_path_factory.mktemp("dist")
    done = _run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "-w", str(dist), str(source)],
        cwd=source,
    )
    assert done.returncode == 0, done.stderr
    (built,) = dist.glob("kglink-*.whl")
    return built


@pytest.fixture(scope="module")
def core_venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv outside the checkout with ``pip install kglink`` (no extras)."""
    venv = tmp_path_factory.mktemp("core") / "venv"
    done = _run([sys.executable, "-m", "venv", str(venv)], cwd=venv.parent, env=_clean_env())
    assert done.returncode == 0, done.stderr
    done = _run([str(venv / "bin" / "pip"), "install", "--quiet", "--disable-pip-version-check", str(wheel)],
                cwd=venv.parent, env=_clean_env())
    assert done.returncode == 0, f"pip install of the wheel failed:\n{done.stderr}"
    return venv


def test_wheel_ships_the_example_world_types_and_licence(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        (metadata,) = [name for name in names if name.endswith(".dist-info/METADATA")]
        meta = archive.read(metadata).decode()
    assert "kglink/py.typed" in names
    assert "kglink/lang/zh_readings.txt" in names  # read at run time (kglink.lang.readings)
    assert "kglink/lang/en_words.txt" in names  # read at run time (kglink.lang.lexicon)
    for file in ("ontology.ttl", "docs.jsonl", "cases.jsonl", "kglink.toml"):
        assert f"kglink/examples/enterprise/{file}" in names
    assert "License-Expression: Apache-2.0" in meta
    assert f"Version: {kglink.__version__}" in meta
    assert "Requires-Dist: chromadb" in meta and 'extra == "retrieval"' in meta
    assert "jieba" not in meta


def test_core_venv_is_lean(core_venv: Path) -> None:
    done = _run([str(core_venv / "bin" / "pip"), "list", "--format=json", "--disable-pip-version-check"],
                cwd=core_venv.parent, env=_clean_env())
    installed = {item["name"].lower() for item in json.loads(done.stdout)}
    assert "kglink" in installed
    assert not installed & NOT_IN_CORE
    size = _tree_size(core_venv)
    assert size <= CORE_VENV_LIMIT, f"core venv is {size / 2**20:.0f} MB"


def test_rewrite_runs_from_the_fresh_venv(core_venv: Path, tmp_path: Path) -> None:
    (tmp_path / "tools.csv").write_text(TOOLS_CSV, encoding="utf-8")
    (tmp_path / "conversation.jsonl").write_text(
        "".join(json.dumps(turn, ensure_ascii=False) + "\n" for turn in CONVERSATION), encoding="utf-8"
    )
    kglink_bin = str(core_venv / "bin" / "kglink")
    done = _run([kglink_bin, "rewrite", "conversation.jsonl", "--ontology", "tools.csv", "--json"],
                cwd=tmp_path, env=_clean_env())
    assert done.returncode == 0, done.stderr
    turns = [json.loads(line) for line in done.stdout.splitlines()]
    assert turns[1]["queries"] == ["Does Hammer X1 come with a warranty?"]
    assert turns[1]["entities"][0]["id"] == "http://example.org/tools/hammer"

    version = _run([kglink_bin, "--version"], cwd=tmp_path, env=_clean_env())
    assert version.stdout.strip() == f"kglink {kglink.__version__}"


RETRIEVAL = "error: the optional package 'chromadb' is not installed: pip install 'kglink[retrieval]'"
LLM = "error: the optional package 'pydantic' is not installed: pip install 'kglink[llm]'"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["kglink", "index", "docs.jsonl", "--ontology", "tools.csv"], RETRIEVAL),
        (["kglink", "search", "hammer", "--ontology", "tools.csv", "--store", "."], RETRIEVAL),
        (["kglink", "eval", "."], RETRIEVAL),
        (["kglink", "demo"], RETRIEVAL),
        (["python", "-m", "kglink.demo"], RETRIEVAL),
        (["kglink", "rewrite", "conversation.jsonl", "--ontology", "tools.csv", "--policy", "hybrid",
          "--llm-base-url", "http://127.0.0.1:9/v1", "--llm-model", "m"], LLM),
    ],
    ids=["index", "search", "eval", "demo", "python-m-demo", "rewrite-hybrid"],
)
def test_a_command_needing_an_extra_names_it(core_venv: Path, tmp_path: Path, argv: list[str], message: str) -> None:
    for name in ("tools.csv", "ontology.csv"):  # ontology.csv: the folder is also a bundle for `eval`
        (tmp_path / name).write_text(TOOLS_CSV, encoding="utf-8")
    (tmp_path / "docs.jsonl").write_text('{"id": "d1", "text": "Hammer X1 warranty: two years."}\n', encoding="utf-8")
    (tmp_path / "conversation.jsonl").write_text(json.dumps(CONVERSATION[0]) + "\n", encoding="utf-8")
    (tmp_path / "cases.jsonl").write_text(json.dumps({"turns": CONVERSATION}) + "\n", encoding="utf-8")
    (tmp_path / "chroma").mkdir()  # so `search` gets past the missing-store check
    done = _run([str(core_venv / "bin" / argv[0]), *argv[1:]], cwd=tmp_path, env=_clean_env())
    assert done.returncode == 1
    assert "Traceback" not in done.stderr + done.stdout
    assert (done.stderr + done.stdout).strip().splitlines() == [message]


def test_demo_runs_from_a_wheel_away_from_the_checkout(wheel: Path, tmp_path: Path) -> None:
    """The wheel's example world, not the checkout's: the extras come from this venv."""
    venv = tmp_path / "venv"
    assert _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], cwd=tmp_path).returncode == 0
    python = venv / "bin" / "python"
    site = Path(_run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                     cwd=tmp_path).stdout.strip())
    done = _run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--disable-pip-version-check",
                 "--target", str(site), str(wheel)], cwd=tmp_path, env=_clean_env())
    assert done.returncode == 0, done.stderr
    # The dependencies and extras: this venv's site-packages, after the wheel's kglink.
    (site / "zz-dev-site.pth").write_text(sysconfig.get_path("purelib") + "\n", encoding="utf-8")
    work = tmp_path / "elsewhere"
    work.mkdir()
    done = _run([str(python), "-m", "kglink.demo", "--k", "1"], cwd=work, env=_clean_env())
    assert done.returncode == 0, done.stderr
    where = _run([str(python), "-c", "import kglink.demo as d; print(d.__file__); print(d.DEFAULT_ONTOLOGY)"],
                 cwd=work, env=_clean_env()).stdout.split()
    assert all(path.startswith(str(site)) for path in where), where
    assert "正在搜索：" in done.stdout and "Searching: " in done.stdout
    assert (work / ".kglink" / "demo" / "chroma").is_dir()
