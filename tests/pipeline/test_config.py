"""kglink.toml: the worked example parses; every kind of mistake names file, line and key."""

from __future__ import annotations

import datetime as dt
import textwrap
from pathlib import Path

import pytest

from kglink import Pipeline
from kglink.errors import ConfigError, InputError, MissingFileError
from kglink.pipeline import load_config
from kglink.pipeline.config import SCHEMA

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "ontology" / "enterprise"


def _write(folder: Path, body: str) -> Path:
    path = folder / "kglink.toml"
    path.write_text(textwrap.dedent(body), encoding="utf-8")
    return path


def _minimal(store: Path) -> str:
    return f"""\
        [ontology]
        paths = ["{EXAMPLE / 'ontology.ttl'}"]
        [documents]
        path = "{EXAMPLE / 'docs.jsonl'}"
        [index]
        store = "{store}"
        """


def test_the_worked_example_parses_with_paths_beside_it():
    config = load_config(EXAMPLE / "kglink.toml")
    assert config.ontology == (EXAMPLE / "ontology.ttl",)
    assert config.documents is not None and config.documents["path"] == EXAMPLE / "docs.jsonl"
    assert config.index["store"].resolve() == (ROOT / ".kglink" / "enterprise").resolve()
    assert config.search["k"] == 5 and config.evidence["penalty"] == 0.1
    assert config.llm is None and config.llm_config() is None


def test_every_key_of_the_worked_example_is_in_the_schema():
    config = load_config(EXAMPLE / "kglink.toml")
    for table in ("search", "evidence", "facts", "graph", "rewriter", "index"):
        assert set(getattr(config, table)) <= set(SCHEMA[table])


def test_from_config_builds_a_working_pipeline(tmp_path: Path):
    path = _write(tmp_path, _minimal(tmp_path / "store") + '\n[search]\nk = 3\n[evidence]\npenalty = 0.0\n')
    with Pipeline.from_config(path) as pipeline:
        assert pipeline.k == 3 and pipeline.evidence_settings.penalty == 0.0
        session = pipeline.session(dt.date(2025, 8, 15))
        session.ask("你们的企业版多少钱")
        result = session.ask("那它支持私有化部署吗")
        assert result.queries == ("企业版支持私有化部署吗",)
        assert len(result.evidence) == 3 and "deploy-enterprise-private" in result.doc_ids
    # Without [documents], the index built above is opened as it is.
    reopened = _write(tmp_path, _minimal(tmp_path / "store").replace("[documents]\n", "").replace(
        f'path = "{EXAMPLE / "docs.jsonl"}"\n', ""))
    assert "[documents]" not in reopened.read_text()
    assert len(Pipeline.from_config(reopened).index) == len(pipeline.index)


def test_the_config_path_comes_from_the_environment(tmp_path: Path):
    path = _write(tmp_path, _minimal(tmp_path / "store"))
    import os
    import subprocess
    import sys

    script = "from kglink.pipeline import load_config; print(load_config().path)"
    env = {**os.environ, "KGLINK_CONFIG": str(path)}
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == str(path)


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ("[search]\nk = 0\n", r"kglink.toml:\d+: \[search\] k: must be positive"),
        ('[search]\nk = "five"\n', r"kglink.toml:\d+: \[search\] k: expected an integer"),
        ("[search]\nk = true\n", r"\[search\] k: expected an integer"),
        ("[search]\ntop_k = 5\n", r"kglink.toml:\d+: \[search\] top_k: unknown key; \[search\] takes k, weights"),
        ("[serch]\nk = 5\n", r"kglink.toml:\d+: \[serch\]: unknown table"),
        ("[search]\nweights = { vector = 1, bm25 = 1 }\n", r"\[search\] weights: expected numbers"),
        ("[graph]\nstore = \"neptune\"\n", r"\[graph\] store: expected one of networkx, neo4j"),
        ("[evidence]\npenalty = 1.5\n", r"kglink.toml:\d+: \[evidence\]: evidence penalty must be in \[0, 1\]"),
        ("[evidence]\nwindow = -1\n", r"\[evidence\] window: must be >= 0"),
        ("[llm]\npolicy = \"always\"\n", r"\[llm\] policy: expected one of llm, hybrid"),
        ("[facts]\nlimit = 2.5\n", r"\[facts\] limit: expected an integer"),
    ],
)
def test_mistakes_name_the_file_line_and_key(tmp_path: Path, extra: str, message: str):
    path = _write(tmp_path, _minimal(tmp_path / "store") + extra)
    with pytest.raises(ConfigError, match=message):
        config = load_config(path)
        # Ranges owned by other parts are checked when the pipeline is built.
        Pipeline.from_config(config.path)


def test_the_line_is_the_line_of_the_key(tmp_path: Path):
    path = _write(tmp_path, _minimal(tmp_path / "store") + "[search]\n# comment\nrrf_k = 10\nk = 0\n")
    line = path.read_text().splitlines().index("k = 0") + 1
    with pytest.raises(ConfigError, match=rf"kglink.toml:{line}: \[search\] k:"):
        load_config(path)


@pytest.mark.parametrize(
    ("body", "error", "message"),
    [
        ('[ontology]\npaths = ["a.ttl"]\nx == 3\n', InputError, r"kglink.toml:3: not valid TOML"),
        ('[ontology]\npaths = ["a.ttl"\n', InputError, r"kglink.toml:2: not valid TOML"),
        ('[index]\nstore = "x"\n', ConfigError, r"\[ontology\] table with paths"),
        ('[ontology]\npaths = ["a.ttl"]\n', ConfigError, r"\[index\] table needs store"),
        ('[ontology]\n[index]\nstore = "x"\n', ConfigError, r"\[ontology\] paths: missing"),
        ('[ontology]\npaths = []\n[index]\nstore = "x"\n', ConfigError, r"non-empty list"),
        ('ontology = "a.ttl"\n', ConfigError, r"kglink.toml: ontology: expected a \[ontology\] table"),
        ('[ontology]\npaths = "a.ttl"\n[extra]\n', ConfigError, r"kglink.toml:3: \[extra\]: unknown table"),
    ],
)
def test_broken_files(tmp_path: Path, body: str, error: type[Exception], message: str):
    path = _write(tmp_path, body)
    with pytest.raises(error, match=message):
        load_config(path)


def test_a_missing_file(tmp_path: Path):
    with pytest.raises(MissingFileError, match="no such configuration file"):
        load_config(tmp_path / "nope.toml")


def test_a_missing_ontology_file_names_it(tmp_path: Path):
    path = _write(tmp_path, f'[ontology]\npaths = "missing.ttl"\n[index]\nstore = "{tmp_path / "s"}"\n')
    with pytest.raises(MissingFileError, match="missing.ttl"):
        Pipeline.from_config(path)


def test_the_llm_table_builds_the_model_settings(tmp_path: Path):
    pytest.importorskip("kglink.llm", reason="the model path (kglink.llm) is not in this tree yet")
    body = _minimal(tmp_path / "store") + textwrap.dedent("""\
        [llm]
        base_url = "http://127.0.0.1:9/v1"
        model = "tiny"
        api_key_env = "MY_TEST_KEY"
        timeout = 2.5
        policy = "hybrid"
        """)
    config = load_config(_write(tmp_path, body))
    settings = config.llm_config(env={"MY_TEST_KEY": "secret"})
    assert (settings.base_url, settings.model, settings.api_key, settings.timeout) == (
        "http://127.0.0.1:9/v1", "tiny", "secret", 2.5
    )
    with pytest.raises(ConfigError, match=r"\[llm\] api_key_env: the environment variable MY_TEST_KEY is not set"):
        config.llm_config(env={})


def test_the_llm_table_falls_back_to_the_environment(tmp_path: Path):
    pytest.importorskip("kglink.llm", reason="the model path (kglink.llm) is not in this tree yet")
    config = load_config(_write(tmp_path, _minimal(tmp_path / "store") + "[llm]\ntimeout = 3\n"))
    settings = config.llm_config(env={"KGLINK_LLM_BASE_URL": "http://127.0.0.1:9/v1", "KGLINK_LLM_MODEL": "m"})
    assert (settings.base_url, settings.model, settings.timeout) == ("http://127.0.0.1:9/v1", "m", 3)
    with pytest.raises(ConfigError, match=r"kglink.toml:\d+: \[llm\]: no model endpoint"):
        config.llm_config(env={})


def test_an_llm_table_gives_a_model_rewriter_that_falls_back_when_the_server_is_down(tmp_path: Path):
    pytest.importorskip("kglink.llm", reason="the model path (kglink.llm) is not in this tree yet")
    import socket

    with socket.socket() as sock:  # a loopback port nothing listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    body = _minimal(tmp_path / "store") + textwrap.dedent(f"""\
        [llm]
        base_url = "http://127.0.0.1:{port}/v1"
        model = "tiny"
        timeout = 2
        policy = "llm"
        """)
    pipeline = Pipeline.from_config(_write(tmp_path, body))
    assert pipeline.rewriter.llm is not None
    session = pipeline.session(dt.date(2025, 8, 15))
    session.ask("你们的企业版多少钱")
    result = session.ask("那它支持私有化部署吗")
    assert result.queries == ("企业版支持私有化部署吗",) and result.rewrite.method == "rule"
    assert any(fallback.method == "llm" for fallback in result.rewrite.fallbacks)
    assert "deploy-enterprise-private" in result.doc_ids
