"""Shared fixtures: a small real ontology and documents, and a real `chroma run` server."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

# tests/cli loads this file by path: its folder must be importable for the helpers.
sys.path.insert(0, str(Path(__file__).resolve().parent))
from chroma_testkit import free_port, heartbeat  # noqa: E402

from kglink.ontology.model import Edge, Entity, Label, OntClass, Ontology
from kglink.retrieval.documents import Document

EX = "http://example.org/kb/"
ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT.parent / "shared" / "bench"


def _entity(local: str, label: str, *aliases: str, lang: str = "zh", types: tuple[str, ...] = ()) -> Entity:
    return Entity(
        id=EX + local,
        labels=(Label(label, lang),),
        aliases=tuple(Label(alias, lang) for alias in aliases),
        types=types,
    )


@pytest.fixture(scope="session")
def ontology() -> Ontology:
    """Products, regions and a policy, with a few edges; Chinese and English names."""
    product = EX + "Product"
    entities = [
        _entity("product_a", "产品A", "A产品", types=(product,)),
        _entity("product_b", "产品B", "B产品", types=(product,)),
        _entity("product_c", "产品C", types=(product,)),
        _entity("region_east", "华东区", "华东"),
        _entity("region_south", "华南区", "华南"),
        _entity("policy_leave", "leave policy", "annual leave", lang="en"),
    ]
    edges = (
        Edge(EX + "product_a", EX + "related", EX + "product_b"),
        Edge(EX + "product_b", EX + "related", EX + "product_c"),
        Edge(EX + "product_a", EX + "soldIn", EX + "region_east"),
    )
    return Ontology(
        entities={entity.id: entity for entity in entities},
        classes={product: OntClass(product, labels=(Label("产品", "zh"),))},
        edges=edges,
        prefixes={"ex": EX},
    )


@pytest.fixture()
def documents() -> list[Document]:
    return [
        Document("doc-a", "产品A支持私有化部署，价格为每年十万元。", title="产品A说明"),
        Document("doc-b", "产品B只提供云服务，适合小团队。", title="产品B说明"),
        Document("doc-c", "产品C面向教育行业。", title="产品C说明"),
        Document("doc-east", "华东区7月销售额为1200万元，主要来自产品A。", title="华东区7月销售报告"),
        Document("doc-south", "华南区7月销售额为800万元。", title="华南区7月销售报告"),
        Document(
            "doc-leave",
            "Employees get 15 days of annual leave. The leave policy applies to all offices.",
            title="Leave policy",
            metadata={"source": "hr", "tags": ["hr", "policy"]},
        ),
    ]


@pytest.fixture(scope="session")
def chroma_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real Chroma server (`chroma run`) on a free loopback port; yields its URL."""
    executable = Path(sys.executable).parent / "chroma"
    if not executable.exists():
        pytest.fail(f"the chroma executable is missing beside the interpreter: {executable}")
    data = tmp_path_factory.mktemp("chroma-server")
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    log = (data / "server.log").open("wb")
    env = {**os.environ, "ANONYMIZED_TELEMETRY": "False"}
    process = subprocess.Popen(
        [str(executable), "run", "--path", str(data / "db"), "--port", str(port), "--host", "127.0.0.1"],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
    )
    try:
        deadline = time.monotonic() + 60
        while not heartbeat(url):
            if process.poll() is not None:
                pytest.fail(f"chroma run exited with {process.returncode}: {(data / 'server.log').read_text()[-2000:]}")
            if time.monotonic() > deadline:
                pytest.fail("chroma run did not answer its heartbeat within 60 s")
            time.sleep(0.2)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


@pytest.fixture(params=["embedded", "server"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> dict[str, object]:
    """Index locations for both Chroma forms: an embedded folder, or the server (a fresh
    collection per test) with a local folder for kglink's own files."""
    if request.param == "embedded":
        return {"store": tmp_path / "store"}
    url = request.getfixturevalue("chroma_server")
    return {"store": tmp_path / "store", "chroma_url": url, "collection": f"t{uuid.uuid4().hex[:16]}"}
