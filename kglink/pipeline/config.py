"""``kglink.toml``: one file that says which ontology, index, graph and model a pipeline uses.

Every table and key is listed in :data:`SCHEMA` (and in ``docs/configuration.md``). Paths
are relative to the file. A key kglink does not know, a value of the wrong type or out of
range, or a missing required key is a :class:`~kglink.errors.ConfigError` naming the file,
the line where it can be found, and the key; a file that is not TOML is an
:class:`~kglink.errors.InputError` with the line tomllib reports.

Example:
    >>> config = load_config("ontology/enterprise/kglink.toml")  # doctest: +SKIP
    >>> config.search["k"]  # doctest: +SKIP
    5
"""

from __future__ import annotations

import logging
import os
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kglink.errors import ConfigError, InputError, MissingFileError

logger = logging.getLogger(__name__)

CONFIG_ENV = "KGLINK_CONFIG"
DEFAULT_CONFIG_NAME = "kglink.toml"

_NUMBER = (int, float)
_STRINGS = (str, list)

#: table -> key -> (accepted Python types, required, what the value is). ``bool`` is not an
#: ``int`` here: ``k = true`` is an error, not 1.
SCHEMA: Mapping[str, Mapping[str, tuple[tuple[type, ...], bool, str]]] = {
    "ontology": {
        "paths": (_STRINGS, True, "ontology file(s): RDF, CSV/TSV tables or .kglink, merged in order"),
    },
    "documents": {
        "path": ((str,), True, "docs.jsonl or a folder of .txt/.md files, indexed when the pipeline starts"),
        "chunk_size": ((int,), False, "maximum characters per chunk"),
        "overlap": ((int,), False, "characters shared by consecutive chunks"),
    },
    "index": {
        "store": ((str,), False, "folder of the embedded Chroma and kglink's derived files"),
        "chroma_url": ((str,), False, "a Chroma server, http://HOST:PORT"),
        "collection": ((str,), False, "the Chroma collection"),
        "embedding": ((str,), False, "hashed[:DIM] | sentence-transformers:MODEL | openai:MODEL@BASE_URL"),
    },
    "search": {
        "k": ((int,), False, "chunks per turn"),
        "weights": ((dict,), False, "fusion weight per retriever: vector, lexical, graph"),
        "rrf_k": (_NUMBER, False, "the reciprocal-rank-fusion constant"),
        "depth": ((int,), False, "results each retriever contributes per query"),
        "graph_depth": ((int,), False, "hops of neighbours graph retrieval adds"),
        "graph_relations": ((list,), False, "predicates the neighbour expansion follows"),
        "neighbour_weight": (_NUMBER, False, "weight of a one-hop neighbour"),
    },
    "evidence": {
        "penalty": (_NUMBER, False, "share of its score a chunk shown last turn loses"),
        "decay": (_NUMBER, False, "how fast the penalty fades per turn"),
        "window": ((int,), False, "turns a shown chunk is remembered"),
        "reuse_on_continuation": ((bool,), False, "an elaboration turn (\"详细说说\") reuses the previous evidence"),
        "clear_on_topic_switch": ((bool,), False, "a topic switch forgets the shown chunks"),
    },
    "facts": {
        "per_entity": ((int,), False, "graph facts per linked entity"),
        "limit": ((int,), False, "graph facts per turn"),
    },
    "graph": {
        "store": ((str,), False, "networkx (in process) or neo4j"),
        "uri": ((str,), False, "Neo4j Bolt URI (else $KGLINK_NEO4J_URI)"),
        "user": ((str,), False, "Neo4j user (else $KGLINK_NEO4J_USER)"),
        "password_env": ((str,), False, "the environment variable holding the Neo4j password"),
        "database": ((str,), False, "the Neo4j database"),
    },
    "rewriter": {
        "clarify_margin": (_NUMBER, False, "score margin under which two candidates tie"),
        "trace_path": ((str,), False, "append one JSON line per turn to this file"),
    },
    "llm": {
        "base_url": ((str,), False, "OpenAI-compatible endpoint (else $KGLINK_LLM_BASE_URL / $OPENAI_BASE_URL)"),
        "model": ((str,), False, "model name (else $KGLINK_LLM_MODEL)"),
        "api_key_env": ((str,), False, "the environment variable holding the key"),
        "timeout": (_NUMBER, False, "seconds per model call"),
        "policy": ((str,), False, "llm (model first) or hybrid (rules first)"),
        "max_tokens": ((int,), False, "bound on the model's answer"),
        "temperature": (_NUMBER, False, "sampling temperature"),
        "response_format": ((str,), False, "json_schema | json_object | none"),
    },
    # `kglink serve` (kglink/serve/settings.py reads and checks these; docs/service.md).
    "serve": {
        "host": ((str,), False, "address to bind (default 127.0.0.1)"),
        "port": ((int,), False, "TCP port (default 8080)"),
        "workers": ((int,), False, "worker processes (default 1)"),
        "session_store": ((str,), False, "memory or redis://HOST:PORT/DB"),
        "session_ttl": (_NUMBER, False, "seconds an idle session is kept"),
        "api_keys": ((list,), False, "accepted bearer keys (else $KGLINK_API_KEYS, comma-separated)"),
        "max_body_bytes": ((int,), False, "largest request body"),
        "max_utterance_chars": ((int,), False, "longest user or assistant text"),
        "max_history_turns": ((int,), False, "most messages in a stateless /v1/rewrite history"),
        "rewrite_cache": ((bool,), False, "keep the model rewrite cache in the session store's Redis"),
    },
}

GRAPH_STORES = ("networkx", "neo4j")
LLM_POLICIES = ("llm", "hybrid")


@dataclass(frozen=True, slots=True)
class PipelineConfig:
    """A parsed ``kglink.toml``; paths already resolved against the file's folder.

    Attributes:
        path: the file.
        ontology: the ontology files.
        documents: the documents to index at start (None: use the index as it is).
        index, search, evidence, facts, graph, rewriter: the tables' values (only the keys
            the file sets; defaults are applied by the parts that own them).
        llm: the ``[llm]`` table, or None when the file has none (rules only).
    """

    path: Path
    ontology: tuple[Path, ...]
    documents: Mapping[str, Any] | None = None
    index: Mapping[str, Any] = field(default_factory=dict)
    search: Mapping[str, Any] = field(default_factory=dict)
    evidence: Mapping[str, Any] = field(default_factory=dict)
    facts: Mapping[str, Any] = field(default_factory=dict)
    graph: Mapping[str, Any] = field(default_factory=dict)
    rewriter: Mapping[str, Any] = field(default_factory=dict)
    llm: Mapping[str, Any] | None = None
    serve: Mapping[str, Any] = field(default_factory=dict)

    def where(self, table: str, key: str | None = None) -> str:
        """``file:line: [table] key`` for messages."""
        return _where(self.path, _find_line(self.path, table, key), table, key)

    def llm_config(self, env: Mapping[str, str] | None = None) -> Any:
        """The ``kglink.llm.LLMConfig`` the ``[llm]`` table describes (None without one).

        Keys the file does not set come from the environment (``KGLINK_LLM_*``).

        Raises:
            ConfigError: the model settings are incomplete or invalid, or the model path
                is not installed in this version of kglink.
        """
        if self.llm is None:
            return None
        try:
            from kglink.llm import LLMConfig
        except ImportError as exc:  # the model path ships separately
            raise ConfigError(f"{self.where('llm')}: this kglink has no model path (kglink.llm)") from exc
        env = os.environ if env is None else env
        overrides = {k: v for k, v in self.llm.items() if k not in ("api_key_env", "policy")}
        key_name = self.llm.get("api_key_env")
        if key_name is not None:
            if not env.get(key_name):
                raise ConfigError(f"{self.where('llm', 'api_key_env')}: the environment variable {key_name} is not set")
            overrides["api_key"] = env[key_name]
        try:
            return LLMConfig.from_env(env=env, **overrides)
        except ConfigError as exc:
            raise ConfigError(f"{self.where('llm')}: {exc}") from exc


def default_config_path() -> Path:
    """``$KGLINK_CONFIG``, else ``./kglink.toml``."""
    return Path(os.environ.get(CONFIG_ENV) or DEFAULT_CONFIG_NAME)


def load_config(path: str | Path | None = None) -> PipelineConfig:
    """Read and check a ``kglink.toml``.

    Args:
        path: the file (default :func:`default_config_path`).

    Raises:
        MissingFileError: the file does not exist.
        InputError: the file is not valid TOML (with the line).
        ConfigError: an unknown table or key, a wrong type, a bad value, or a missing
            required key (with the file, line and key).
    """
    path = Path(path) if path is not None else default_config_path()
    if not path.is_file():
        raise MissingFileError("no such configuration file", path=path)
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        match = re.search(r"line (\d+)", str(exc))
        line = int(match.group(1)) if match else None
        if line is None and "end of document" in str(exc):
            line = len(path.read_text(encoding="utf-8").rstrip("\n").splitlines()) or None
        raise InputError(f"not valid TOML: {exc}", path=path, line=line) from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read the configuration: {exc}", path=path) from exc
    base = path.resolve().parent
    for table, value in raw.items():
        if table not in SCHEMA:
            raise ConfigError(
                f"{_where(path, _find_line(path, table, None), table, None)}: unknown table; known: "
                + ", ".join(f"[{name}]" for name in SCHEMA)
            )
        if not isinstance(value, dict):
            raise ConfigError(f"{_where(path, _find_line(path, table, None), None, table)}: expected a [{table}] table")
        _check_table(path, table, value)
    if "ontology" not in raw:
        raise ConfigError(f"{path}: the [ontology] table with paths = [...] is required")
    paths = raw["ontology"]["paths"]
    paths = [paths] if isinstance(paths, str) else paths
    if not paths or not all(isinstance(p, str) and p for p in paths):
        raise ConfigError(f"{_where(path, _find_line(path, 'ontology', 'paths'), 'ontology', 'paths')}: "
                          "expected a file name or a non-empty list of file names")
    index = dict(raw.get("index", {}))
    if "store" in index:
        index["store"] = _resolve(base, index["store"])
    if "store" not in index and "chroma_url" not in index:
        raise ConfigError(f"{path}: the [index] table needs store = \"FOLDER\" or chroma_url = \"http://HOST:PORT\"")
    documents = dict(raw["documents"]) if "documents" in raw else None
    if documents is not None:
        documents["path"] = _resolve(base, documents["path"])
    rewriter = dict(raw.get("rewriter", {}))
    if "trace_path" in rewriter:
        rewriter["trace_path"] = _resolve(base, rewriter["trace_path"])
    config = PipelineConfig(
        path=path,
        ontology=tuple(_resolve(base, p) for p in paths),
        documents=documents,
        index=index,
        search=dict(raw.get("search", {})),
        evidence=dict(raw.get("evidence", {})),
        facts=dict(raw.get("facts", {})),
        graph=dict(raw.get("graph", {})),
        rewriter=rewriter,
        llm=dict(raw["llm"]) if "llm" in raw else None,
        serve=dict(raw.get("serve", {})),
    )
    _check_values(config)
    return config


def _check_table(path: Path, table: str, values: Mapping[str, Any]) -> None:
    schema = SCHEMA[table]
    for key, value in values.items():
        where = _where(path, _find_line(path, table, key), table, key)
        if key not in schema:
            raise ConfigError(f"{where}: unknown key; [{table}] takes " + ", ".join(schema))
        types, _required, meaning = schema[key]
        if isinstance(value, bool) and bool not in types:
            raise ConfigError(f"{where}: expected {_type_names(types)} ({meaning}), got {value!r}")
        if not isinstance(value, types):
            raise ConfigError(f"{where}: expected {_type_names(types)} ({meaning}), got {value!r}")
    for key, (_types, required, meaning) in schema.items():
        if required and key not in values:
            raise ConfigError(f"{_where(path, _find_line(path, table, None), table, key)}: missing ({meaning})")


def _check_values(config: PipelineConfig) -> None:
    """Ranges and choices the types alone do not catch."""
    k = config.search.get("k")
    if k is not None and k <= 0:
        raise ConfigError(f"{config.where('search', 'k')}: must be positive, got {k}")
    weights = config.search.get("weights")
    if weights is not None:
        for name, weight in weights.items():
            if name not in ("vector", "lexical", "graph") or isinstance(weight, bool) or not isinstance(weight, _NUMBER):
                raise ConfigError(
                    f"{config.where('search', 'weights')}: expected numbers for vector, lexical, graph; got {name} = {weight!r}"
                )
    store = config.graph.get("store")
    if store is not None and store not in GRAPH_STORES:
        raise ConfigError(f"{config.where('graph', 'store')}: expected one of {', '.join(GRAPH_STORES)}, got {store!r}")
    if config.llm is not None:
        policy = config.llm.get("policy")
        if policy is not None and policy not in LLM_POLICIES:
            raise ConfigError(f"{config.where('llm', 'policy')}: expected one of {', '.join(LLM_POLICIES)}, got {policy!r}")
    for table, key in (("facts", "per_entity"), ("facts", "limit"), ("evidence", "window")):
        value = getattr(config, table).get(key)
        if value is not None and value < 0:
            raise ConfigError(f"{config.where(table, key)}: must be >= 0, got {value}")


def _resolve(base: Path, value: str) -> Path:
    candidate = Path(os.path.expanduser(value))
    return candidate if candidate.is_absolute() else base / candidate


def _type_names(types: tuple[type, ...]) -> str:
    names = {int: "an integer", float: "a number", str: "a string", bool: "true or false", list: "a list", dict: "a table"}
    return " or ".join(names.get(t, t.__name__) for t in types)


def _where(path: Path, line: int | None, table: str | None, key: str | None) -> str:
    location = f"{path}:{line}" if line else str(path)
    if table and key:
        return f"{location}: [{table}] {key}"
    if table:
        return f"{location}: [{table}]"
    return f"{location}: {key}"


def _find_line(path: Path, table: str, key: str | None) -> int | None:
    """The line of ``key`` in ``[table]`` (or of the table's header), for messages."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return None
    current = None
    header = re.compile(r"^\s*\[\s*([A-Za-z0-9_.-]+)\s*\]")
    for number, line in enumerate(lines, start=1):
        found = header.match(line)
        if found:
            current = found.group(1)
            if key is None and current == table:
                return number
            continue
        if key is not None and current == table and re.match(rf"^\s*{re.escape(key)}\s*=", line):
            return number
    return None
