"""The example world indexed once, and its conversations, for the adapter tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from kglink import Ontology, Pipeline
from kglink.retrieval import Index, load_documents

EXAMPLE = Path(__file__).resolve().parents[2] / "ontology" / "enterprise"


@pytest.fixture(scope="session")
def pipeline(tmp_path_factory: pytest.TempPathFactory) -> Pipeline:
    ontology = Ontology.load(EXAMPLE / "ontology.ttl")
    store = tmp_path_factory.mktemp("adapter-index")
    index = Index.build(load_documents(EXAMPLE / "docs.jsonl"), ontology=ontology, store=store)
    return Pipeline(ontology, index)


@pytest.fixture(scope="session")
def conversations() -> list[list[dict[str, Any]]]:
    """The turns of every conversation of the example world."""
    with (EXAMPLE / "cases.jsonl").open(encoding="utf-8") as handle:
        return [json.loads(line)["turns"] for line in handle if line.strip()]
