"""A noun made from a verb meets the verb: "replaced" finds the "replacement plan"."""

from __future__ import annotations

import pytest

from kglink.ontology.model import Entity, Label, OntClass, Ontology
from kglink.retrieval.rerank import Reranker, RerankWeights

EX = "http://example.org/imaging/"
DEVICE = EX + "Device"
SITE = EX + "Site"

SCANNER = "Pellam Scanner 9"
SITE_NAME = "Harrowgate Clinic"


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    def entity(local: str, label: str, kind: str) -> Entity:
        return Entity(id=EX + local, labels=(Label(label, "en"),), types=(kind,))

    entities = [entity("scanner", SCANNER, DEVICE), entity("harrowgate", SITE_NAME, SITE)]
    return Ontology(
        entities={e.id: e for e in entities},
        classes={
            DEVICE: OntClass(DEVICE, labels=(Label("device", "en"),)),
            SITE: OntClass(SITE, labels=(Label("site", "en"),)),
        },
        properties={},
        prefixes={"ex": EX},
    )


def _query(reranker: Reranker, text: str):
    spans = [(text.index(name), text.index(name) + len(name)) for name in (SCANNER, SITE_NAME) if name in text]
    linked = [EX + local for name, local in ((SCANNER, "scanner"), (SITE_NAME, "harrowgate")) if name in text]
    return reranker.query_facts([text], linked, {text: spans})


def test_replaced_meets_the_replacement_plan(ontology) -> None:
    reranker = Reranker(ontology)
    both = [EX + "scanner", EX + "harrowgate"]
    query = _query(reranker, f"when will the {SCANNER} at {SITE_NAME} be replaced")
    plan = reranker.chunk_facts("Scanner 9 replacement plan", f"The {SCANNER} goes in 2026.", both, [])
    text = f"{SITE_NAME} runs the {SCANNER} and two X-ray rooms."
    site = reranker.chunk_facts(SITE_NAME, text, both, [EX + "harrowgate"])
    features = reranker.features(query, plan, 0.0)
    assert features["title_rest"] == 1.0
    assert features["rest_text"] == 1.0
    weights = RerankWeights()
    assert reranker.adjust(query, plan, 0.0, weights) > reranker.adjust(query, site, 0.0, weights)


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("who located it", "Site location map"),  # "-tion": "location" meets "located"
        ("what was required", "Requirements list"),  # "-ment": "requirement" meets "required"
    ],
)
def test_a_derived_noun_in_the_title_meets_its_verb(ontology, question, title) -> None:
    reranker = Reranker(ontology)
    query = _query(reranker, f"{question} at {SITE_NAME}")
    chunk = reranker.chunk_facts(title, "…", [EX + "harrowgate"], [])
    assert reranker.features(query, chunk, 0.0).get("title_rest", 0.0) > 0


def test_short_words_keep_their_endings(ontology) -> None:
    # "station" is not "stat", "payment" not "pay": too little is left to be the verb.
    reranker = Reranker(ontology)
    query = _query(reranker, f"stat sheet and pay rates at {SITE_NAME}")
    chunk = reranker.chunk_facts("Station payment rules", "…", [EX + "harrowgate"], [])
    assert "title_rest" not in reranker.features(query, chunk, 0.0)
