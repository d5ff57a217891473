"""Shared fixtures: the example world (ontology/enterprise) indexed once into a temporary
embedded Chroma store, and its conversations."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest

from kglink import Ontology, Pipeline
from kglink.retrieval import Index, load_documents

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "ontology" / "enterprise"
NOW = dt.date(2025, 8, 15)


@pytest.fixture(scope="session")
def ontology() -> Ontology:
    return Ontology.load(EXAMPLE / "ontology.ttl")


@pytest.fixture(scope="session")
def index(ontology: Ontology, tmp_path_factory: pytest.TempPathFactory) -> Index:
    store = tmp_path_factory.mktemp("enterprise-index")
    return Index.build(load_documents(EXAMPLE / "docs.jsonl"), ontology=ontology, store=store)


@pytest.fixture(scope="session")
def pipeline(ontology: Ontology, index: Index) -> Pipeline:
    return Pipeline(ontology, index)


@pytest.fixture(scope="session")
def conversations() -> list[dict[str, Any]]:
    """The example world's conversations: ``{"id", "turns": [{"user", "assistant"?}, ...]}``."""
    with (EXAMPLE / "cases.jsonl").open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]
