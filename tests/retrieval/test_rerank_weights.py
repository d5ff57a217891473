"""The weights against the fused lists they correct: a case the first stage gets wrong
by a known margin, and the weight that must outweigh it."""

from __future__ import annotations

import pytest

from kglink.ontology.model import Entity, Label, OntClass, Ontology, Property
from kglink.retrieval.fusion import RankedList, fuse
from kglink.retrieval.index import SearchSettings
from kglink.retrieval.rerank import Reranker, RerankWeights

EX = "http://example.org/freight/"
RULES = EX + "Rulebook"
DEPOT = EX + "Depot"


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    def entity(local: str, label: str, cls: str) -> Entity:
        return Entity(id=EX + local, labels=(Label(label, "en"),), types=(cls,))

    entities = [
        entity("rules_2023", "Harlow Quay Rules 2023", RULES),
        entity("rules_2025", "Harlow Quay Rules 2025", RULES),
        entity("york", "York Depot", DEPOT),
    ]
    return Ontology(
        entities={e.id: e for e in entities},
        classes={
            RULES: OntClass(RULES, labels=(Label("rulebook", "en"),)),
            DEPOT: OntClass(DEPOT, labels=(Label("depot", "en"),)),
        },
        properties={
            EX + "owner": Property(EX + "owner", "object", labels=(Label("document owner", "en"),)),
            EX + "status": Property(EX + "status", "datatype", labels=(Label("status", "en"),)),
        },
        prefixes={"ex": EX},
    )


def _fused(ranks: dict[str, tuple[int, int, int]]) -> dict[str, float]:
    """Fused scores of pages at the given (vector, lexical, graph) ranks, with the
    default fusion settings; other ranks are taken by filler pages."""
    lists = []
    for position, source in enumerate(("vector", "lexical", "graph")):
        depth = max(r[position] for r in ranks.values())
        order = [f"filler{i}" for i in range(depth)]
        for page, r in ranks.items():
            assert order[r[position] - 1].startswith("filler"), "one page a rank"
            order[r[position] - 1] = page
        lists.append(RankedList(source, tuple((page, 1.0 - i / 100) for i, page in enumerate(order))))
    settings = SearchSettings()
    return {item.id: item.score for item in fuse(lists, settings.weights, k=settings.rrf_k)}


def test_the_comparison_page_beats_a_side_record_that_leads_every_retriever(ontology) -> None:
    # "What is the difference between the 2023 and the 2025 rules": the 2023 rules' own
    # record is first in every list (it repeats the name), the comparison page seventh,
    # seventh and third. The comparison weight must outweigh that lead (it tied at 0.05).
    reranker = Reranker(ontology)
    both = [EX + "rules_2023", EX + "rules_2025"]
    text = "What is the difference between the Harlow Quay Rules 2023 and the Harlow Quay Rules 2025"
    spans = {text: [(text.find(n), text.find(n) + len(n)) for n in ("Harlow Quay Rules 2023", "Harlow Quay Rules 2025")]}
    query = reranker.query_facts([text], both, spans)
    assert query.compares
    record = reranker.chunk_facts(
        "Harlow Quay Rules 2023 - record",
        "Harlow Quay Rules 2023 (rulebook). Document owner: York Depot. Status: superseded by Harlow Quay Rules 2025.",
        [*both, EX + "york"],
        [EX + "rules_2023"],
    )
    page = reranker.chunk_facts(
        "What changed: Harlow Quay Rules 2023 vs 2025",
        "Harlow Quay Rules 2025 replaced Harlow Quay Rules 2023 in June: longer berths, new fees.",
        both,
        [EX + "rules_2023"],
    )
    assert reranker.features(query, page, 0.0)["comparison"] == 1.0
    assert reranker.features(query, record, 0.0)["sheet_unasked"] == -1.0
    fused = _fused({"record": (1, 1, 1), "page": (7, 7, 3)})
    weights = RerankWeights()
    adjusted = reranker.adjust_candidates(query, [record, page], [0.0, 0.0], weights)
    assert fused["page"] + adjusted[1] > fused["record"] + adjusted[0]


def test_a_question_about_now_takes_the_latest_page_over_an_older_one_the_lists_prefer(ontology) -> None:
    # "How many parcels does York Depot handle now": August's page is first in every list,
    # October's (the latest) fifth, fifth and fourth. The latest page must outweigh that
    # lead (at 0.05 it stayed second).
    reranker = Reranker(ontology)
    york = [EX + "york"]
    text = "how many parcels does York Depot handle now?"
    start = text.find("York Depot")
    query = reranker.query_facts([text], york, {text: [(start, start + len("York Depot"))]})
    assert query.present
    latest = reranker.chunk_facts(
        "York Depot throughput, October 2025", "York Depot handled 44,000 parcels in October 2025.", york, york
    )
    older = reranker.chunk_facts(
        "York Depot throughput, August 2025", "York Depot handled 41,000 parcels in August 2025.", york, york
    )
    fused = _fused({"older": (1, 1, 1), "latest": (5, 5, 4)})
    found = reranker.candidate_features(query, [latest, older], [0.0, 0.0])
    assert [features.get("period_latest") for features in found] == [1.0, None]
    adjusted = reranker.adjust_candidates(query, [latest, older], [0.0, 0.0], RerankWeights())
    assert fused["latest"] + adjusted[0] > fused["older"] + adjusted[1]


def test_the_report_of_the_month_beats_a_page_that_only_mentions_the_month(ontology) -> None:
    # "How many parcels did York Depot handle in October 2025": the network's October
    # report, dated in its title, against an explainer whose undated title names the depot
    # and whose text mentions October. Both have the period asked; only the report is the
    # page of that period. The report leads every list (first against second), but the
    # explainer names the depot in its title, which outweighed that lead.
    reranker = Reranker(ontology)
    york = [EX + "york"]
    text = "How many parcels did York Depot handle in October 2025"
    start = text.find("York Depot")
    query = reranker.query_facts([text], york, {text: [(start, start + len("York Depot"))]})
    report = reranker.chunk_facts(
        "Depot network report - October 2025",
        "In October 2025 York Depot handled 44,000 parcels, the network 310,000.",
        york,
        [],
    )
    explainer = reranker.chunk_facts(
        "How York Depot counts parcels",
        "York Depot counts a parcel once, at intake; from October 2025 returns count too.",
        york,
        york,
    )
    found = reranker.candidate_features(query, [report, explainer], [0.0, 0.0])
    assert found[0]["period_same"] == found[1]["period_same"] == 1.0
    assert "period_text" not in found[0] and found[1]["period_text"] == -1.0
    fused = _fused({"report": (1, 1, 1), "explainer": (2, 2, 2)})
    adjusted = reranker.adjust_candidates(query, [report, explainer], [0.0, 0.0], RerankWeights())
    assert fused["report"] + adjusted[0] > fused["explainer"] + adjusted[1]
