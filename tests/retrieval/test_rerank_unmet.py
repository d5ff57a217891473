"""A question that asks a kind of answer, when a candidate is of that kind: a page of no
kind steps back behind it."""

from __future__ import annotations

import pytest

from kglink.ontology.model import Entity, Label, OntClass, Ontology
from kglink.retrieval.rerank import Reranker, RerankWeights

EX = "http://example.org/wharves/"
WHARF = EX + "Wharf"
METRIC = EX + "Metric"
WHARF_NAME, METRIC_NAME = "Tansley Wharf", "Gate Turnaround"


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    entities = [
        Entity(id=EX + "tansley", labels=(Label(WHARF_NAME, "en"),), types=(WHARF,)),
        Entity(id=EX + "turnaround", labels=(Label(METRIC_NAME, "en"),), types=(METRIC,)),
    ]
    return Ontology(
        entities={e.id: e for e in entities},
        classes={
            WHARF: OntClass(WHARF, labels=(Label("wharf", "en"),)),
            METRIC: OntClass(METRIC, labels=(Label("metric", "en"),)),
        },
        properties={},
        prefixes={"ex": EX},
    )


def _query(reranker: Reranker, text: str):
    names = {WHARF_NAME: EX + "tansley", METRIC_NAME: EX + "turnaround"}
    spans = [(text.find(name), text.find(name) + len(name)) for name in names if name in text]
    return reranker.query_facts([text], [names[n] for n in names if n in text], {text: spans})


def _pages(reranker: Reranker):
    both = [EX + "tansley", EX + "turnaround"]
    wharf = [EX + "tansley"]
    figures = reranker.chunk_facts(
        f"{WHARF_NAME}: {METRIC_NAME}, March 2031",
        f"{METRIC_NAME} at {WHARF_NAME} in March 2031: 41 minutes.",
        both,
        both,
    )
    # The analysis names no kind in its title ("a slow March"); its type says what it is.
    analysis = reranker.chunk_facts(
        f"{WHARF_NAME}: a slow March", "The crane was down for a week in March 2031.", wharf, wharf, kind="analysis"
    )
    # A page whose title names another kind (a process) is held back by that already.
    steps = reranker.chunk_facts(f"Steps to book a gate slot at {WHARF_NAME}", "…", wharf, wharf)
    return figures, analysis, steps


WHY = f"Why did {METRIC_NAME} at {WHARF_NAME} go up in March 2031?"


def test_a_page_of_no_kind_steps_back_when_the_kind_asked_is_there(ontology) -> None:
    reranker = Reranker(ontology)
    figures, analysis, steps = _pages(reranker)
    query = _query(reranker, WHY)
    assert query.kinds == {"cause"}
    found = reranker.candidate_features(query, [figures, analysis, steps], [0.0, 0.0, 0.0])
    assert found[0]["kind_unmet"] == -1.0  # the month's figures: no kind at all
    assert found[1]["type_match"] == 1.0 and "kind_unmet" not in found[1]
    assert found[2]["kind_other"] == -1.0 and "kind_unmet" not in found[2]
    # The weight moves the figures page back, and nothing else.
    on = reranker.adjust_candidates(query, [figures, analysis, steps], [0.0, 0.0, 0.0], RerankWeights())
    off = reranker.adjust_candidates(
        query, [figures, analysis, steps], [0.0, 0.0, 0.0], RerankWeights(kind_unmet=0.0)
    )
    assert on[0] == pytest.approx(off[0] - RerankWeights().kind_unmet)
    assert on[1:] == off[1:]


def test_nothing_steps_back_when_no_candidate_is_of_the_kind_asked(ontology) -> None:
    reranker = Reranker(ontology)
    figures, _, steps = _pages(reranker)
    found = reranker.candidate_features(_query(reranker, WHY), [figures, steps], [0.0, 0.0])
    assert all("kind_unmet" not in features for features in found)


def test_nothing_steps_back_when_no_kind_is_asked(ontology) -> None:
    reranker = Reranker(ontology)
    figures, analysis, steps = _pages(reranker)
    query = _query(reranker, f"{METRIC_NAME} at {WHARF_NAME} in March 2031")
    assert not query.kinds
    found = reranker.candidate_features(query, [figures, analysis, steps], [0.0, 0.0, 0.0])
    assert all("kind_unmet" not in features for features in found)
