"""Fixtures of the example-bundle tests: each test module names its folder as ``BUNDLE``,
and these read that bundle's ontology, documents and conversations once per module. A generated
bundle's module also holds its expectations as ``SPEC`` (see bundle_checks.py)."""

from __future__ import annotations

import json

import pytest
import rdflib
from bundle_checks import Spec


@pytest.fixture(scope="module")
def graph(request: pytest.FixtureRequest) -> rdflib.Graph:
    g = rdflib.Graph()
    g.parse(request.module.BUNDLE / "ontology.ttl", format="turtle")
    return g


@pytest.fixture(scope="module")
def docs(request: pytest.FixtureRequest) -> dict[str, dict]:
    out: dict[str, dict] = {}
    lines = (request.module.BUNDLE / "docs.jsonl").read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, 1):
        item = json.loads(line)
        assert isinstance(item.get("id"), str) and item["id"], f"docs.jsonl:{number} has no id"
        assert isinstance(item.get("text"), str) and item["text"].strip(), f"docs.jsonl:{number} has no text"
        assert item["id"] not in out, f"docs.jsonl:{number} repeats id {item['id']}"
        out[item["id"]] = item
    return out


@pytest.fixture(scope="module")
def cases(request: pytest.FixtureRequest) -> list[dict]:
    lines = (request.module.BUNDLE / "cases.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


@pytest.fixture(scope="module")
def spec(request: pytest.FixtureRequest) -> Spec:
    return request.module.SPEC


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    # the shared distractor check runs once per document group the bundle's SPEC lists
    spec_ = getattr(metafunc.module, "SPEC", None)
    if spec_ is not None and "group" in metafunc.fixturenames:
        metafunc.parametrize("group", spec_.distractor_groups)
