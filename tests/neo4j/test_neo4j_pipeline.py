"""The Pipeline over Neo4j: the same turns give the same rewrites, evidence and graph facts
as over the in-process graph."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from kglink import Pipeline
from kglink.ontology.loader import load_ontology
from kglink.ontology.model import Ontology
from kglink.retrieval import Index, load_documents

if TYPE_CHECKING:
    # Fixture types only (see test_neo4j_store.py).
    from tests.neo4j.conftest import LoadedDatabase

pytestmark = pytest.mark.server

ENTERPRISE = Path(__file__).resolve().parents[2] / "ontology" / "enterprise"


@pytest.fixture(scope="module")
def enterprise() -> Ontology:
    return load_ontology(ENTERPRISE / "ontology.ttl")


@pytest.fixture(scope="module")
def index(enterprise: Ontology, tmp_path_factory: pytest.TempPathFactory) -> Index:
    store = tmp_path_factory.mktemp("neo4j-pipeline-index")
    return Index.build(load_documents(ENTERPRISE / "docs.jsonl"), ontology=enterprise, store=store)


def _conversations(limit: int) -> list[list[tuple[str, str | None]]]:
    cases = [json.loads(line) for line in (ENTERPRISE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
    return [[(t["user"], t.get("assistant")) for t in case["turns"]] for case in cases[:limit]]


def _run(pipeline: Pipeline, conversations: list[list[tuple[str, str | None]]]) -> list[tuple]:
    seen = []
    for conversation in conversations:
        session = pipeline.session()
        for user, answer in conversation:
            result = session.ask(user)
            seen.append((result.queries, result.entity_ids, result.doc_ids, tuple(f.text for f in result.facts)))
            if answer:
                session.observe_assistant(answer)
    return seen


def test_pipeline_over_neo4j_matches_the_in_process_graph(
    neo4j_db: LoadedDatabase, enterprise: Ontology, index: Index
) -> None:
    store = neo4j_db.holding("enterprise", enterprise)
    conversations = _conversations(12)
    over_neo4j = _run(Pipeline(enterprise, index, graph=store), conversations)
    in_process = _run(Pipeline(enterprise, index), conversations)
    assert over_neo4j == in_process
    assert any(facts for *_rest, facts in over_neo4j), "no graph facts at all"
