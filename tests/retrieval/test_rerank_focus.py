"""Pages about something else than what is asked: a page of the kind asked about another
subject, a page whose title names an entity the question does not ask about, and, among
the pages about the entity asked, the one that says nothing of the rest of the question."""

from __future__ import annotations

import pytest

from kglink.ontology.model import Entity, Label, OntClass, Ontology
from kglink.retrieval.fusion import RankedList, fuse
from kglink.retrieval.index import SearchSettings
from kglink.retrieval.rerank import Reranker, RerankWeights

EX = "http://example.org/freight/"
DEPOT = EX + "Depot"
METRIC = EX + "Metric"
INCIDENT = EX + "Incident"
CRANE = EX + "Crane"


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    def entity(local: str, label: str, cls: str, *aliases: str) -> Entity:
        return Entity(
            id=EX + local,
            labels=(Label(label, "en"),),
            aliases=tuple(Label(alias, "en") for alias in aliases),
            types=(cls,),
        )

    entities = [
        entity("york", "York Depot", DEPOT),
        entity("leeds", "Leeds Depot", DEPOT),
        entity("dwell", "Dwell Time", METRIC),
        entity("outage", "Orbit Crane Outage", INCIDENT),
        entity("orbit", "Orbit Crane", CRANE),
        entity("quay", "Harlow Quay Crane", CRANE, "Harlow"),
        entity("harlow", "Harlow Depot", DEPOT, "Harlow"),
    ]
    return Ontology(
        entities={e.id: e for e in entities},
        classes={
            DEPOT: OntClass(DEPOT, labels=(Label("depot", "en"),)),
            METRIC: OntClass(METRIC, labels=(Label("metric", "en"),)),
            INCIDENT: OntClass(INCIDENT, labels=(Label("incident", "en"),)),
            CRANE: OntClass(CRANE, labels=(Label("crane", "en"),)),
        },
        properties={},
        prefixes={"ex": EX},
    )


def _query(reranker: Reranker, text: str, *names: str):
    spans = [(text.find(name), text.find(name) + len(name)) for name in names]
    linked = [entity_id for name in names for entity_id in _ids(reranker, name)]
    return reranker.query_facts([text], linked, {text: spans})


def _ids(reranker: Reranker, name: str) -> list[str]:
    """The entities asked about that ``name`` names (a name shared with an entity not
    asked, the crane called "Harlow", is left to the features to read)."""
    asked = (EX + "york", EX + "dwell", EX + "outage", EX + "harlow")
    return [entity_id for entity_id in asked if name.casefold() in reranker.names(entity_id)]


# -- the kind asked, about the subject asked ------------------------------------------------------


def test_a_page_of_the_kind_asked_about_another_subject_steps_back(ontology) -> None:
    reranker = Reranker(ontology)
    query = _query(reranker, "Why did the Orbit Crane Outage happen?", "Orbit Crane Outage")
    assert query.kinds == {"cause"}
    outage = [EX + "outage"]
    elsewhere = reranker.chunk_facts(
        "Why Dwell Time rose at Leeds Depot", "The Orbit Crane Outage and a late ship.", outage, [EX + "dwell", EX + "leeds"]
    )
    own = reranker.chunk_facts("Orbit Crane Outage: cause analysis", "A worn brake.", outage, outage)
    untitled = reranker.chunk_facts("Why cranes stop", "The Orbit Crane Outage was one of many.", outage, [])
    assert reranker.features(query, elsewhere, 0.0)["kind_elsewhere"] == -1.0
    assert "kind_elsewhere" not in reranker.features(query, own, 0.0)
    # A title that names no entity names no other subject ("How to request leave").
    assert "kind_elsewhere" not in reranker.features(query, untitled, 0.0)


def test_a_question_about_no_entity_has_no_subject_to_miss(ontology) -> None:
    reranker = Reranker(ontology)
    query = reranker.query_facts(["Why do cranes stop?"], [], {})
    page = reranker.chunk_facts("Why Dwell Time rose at Leeds Depot", "…", [], [EX + "dwell", EX + "leeds"])
    assert "kind_elsewhere" not in reranker.features(query, page, 0.0)
    # The same page, for the same kind of question about an entity it does not name.
    about = _query(reranker, "Why did the Orbit Crane Outage happen?", "Orbit Crane Outage")
    assert reranker.features(about, page, 0.0)["kind_elsewhere"] == -1.0


# -- the title names an entity not asked about ----------------------------------------------------


def test_a_title_naming_an_entity_not_asked_about_is_about_something_else(ontology) -> None:
    reranker = Reranker(ontology)
    query = _query(reranker, "Dwell Time in October 2025", "Dwell Time")
    dwell = [EX + "dwell"]
    one_depot = reranker.chunk_facts("Leeds Depot performance, October 2025", "Dwell Time: 41 min.", dwell, [EX + "leeds"])
    network = reranker.chunk_facts("Network performance, October 2025", "Dwell Time: 38 min.", dwell, [])
    assert reranker.features(query, one_depot, 0.0)["title_foreign"] == -1.0
    assert "title_foreign" not in reranker.features(query, network, 0.0)


def test_a_namesake_of_the_entity_asked_is_not_foreign(ontology) -> None:
    reranker = Reranker(ontology)
    # "Harlow" names the depot asked and a crane: a title saying it may mean either.
    query = _query(reranker, "What happened at Harlow Depot?", "Harlow Depot")
    shared = reranker.chunk_facts("Harlow: the October report", "…", [EX + "harlow"], [EX + "quay"])
    assert "title_foreign" not in reranker.features(query, shared, 0.0)
    other = reranker.chunk_facts("Leeds Depot: the October report", "…", [EX + "harlow"], [EX + "leeds"])
    assert reranker.features(query, other, 0.0)["title_foreign"] == -1.0


# -- the rest of the question, missing from a page about the entity ------------------------------


def test_a_page_about_the_entity_that_says_nothing_of_the_rest_steps_back(ontology) -> None:
    reranker = Reranker(ontology)
    york = [EX + "york"]
    query = _query(reranker, "Where do drivers park overnight at York Depot?", "York Depot")
    assert len(query.rest_unnamed) >= 2
    parking = reranker.chunk_facts("Overnight lorry park", "Drivers park overnight in bay C of York Depot.", york, [])
    record = reranker.chunk_facts("York Depot", "York Depot opened in 1990 on the ring road.", york, york)
    other = reranker.chunk_facts("Leeds Depot", "Leeds Depot opened in 1992.", [EX + "leeds"], [EX + "leeds"])
    found = reranker.candidate_features(query, [parking, record, other], [0.0, 0.0, 0.0])
    assert "rest_missing" not in found[0]
    assert found[1]["rest_missing"] == -1.0
    assert "rest_missing" not in found[2]  # not about the entity asked: nothing to miss
    # With no candidate saying any of it, no page is held to it.
    alone = reranker.candidate_features(query, [record, other], [0.0, 0.0])
    assert all("rest_missing" not in features for features in alone)


def test_a_rest_of_one_word_misses_nothing(ontology) -> None:
    reranker = Reranker(ontology)
    york = [EX + "york"]
    # One word is often another name of what the page calls by its own ("income" for sales).
    query = _query(reranker, "York Depot income", "York Depot")
    assert len(query.rest_unnamed) == 1
    says = reranker.chunk_facts("York Depot notes", "York Depot income rose.", york, york)
    silent = reranker.chunk_facts("York Depot", "York Depot sales rose.", york, york)
    found = reranker.candidate_features(query, [says, silent], [0.0, 0.0])
    assert "rest_missing" not in found[1]
    # Two words of the rest, one of them said by the other page: the silent page misses it.
    two = _query(reranker, "York Depot income growth", "York Depot")
    assert reranker.candidate_features(two, [says, silent], [0.0, 0.0])[1]["rest_missing"] == -1.0


# -- the weights against the fused lists they correct ---------------------------------------------


def _fused(ranks: dict[str, tuple[int, int, int]]) -> dict[str, float]:
    """Fused scores of pages at the given (vector, lexical, graph) ranks, with the
    default fusion settings; other ranks are taken by filler pages."""
    lists = []
    for position, source in enumerate(("vector", "lexical", "graph")):
        depth = max(r[position] for r in ranks.values())
        order = [f"filler{i}" for i in range(depth)]
        for page, r in ranks.items():
            order[r[position] - 1] = page
        lists.append(RankedList(source, tuple((page, 1.0 - i / 100) for i, page in enumerate(order))))
    settings = SearchSettings()
    return {item.id: item.score for item in fuse(lists, settings.weights, k=settings.rrf_k)}


def test_the_network_page_beats_one_depots_page_that_the_lists_put_first(ontology) -> None:
    # "Dwell Time in October 2025": one depot's October report is first for the vector
    # and the lexical retriever (it repeats the figure), the network's report second and
    # second; the graph ranks both alike. The title naming a depot not asked must outweigh that.
    reranker = Reranker(ontology)
    query = _query(reranker, "Dwell Time in October 2025", "Dwell Time")
    dwell = [EX + "dwell"]
    one_depot = reranker.chunk_facts(
        "Leeds Depot performance, October 2025", "Dwell Time at Leeds Depot: 41 min in October 2025.", dwell, [EX + "leeds"]
    )
    network = reranker.chunk_facts(
        "Network performance, October 2025", "Dwell Time across the network: 38 min in October 2025.", dwell, []
    )
    fused = _fused({"one_depot": (1, 1, 2), "network": (2, 2, 1)})
    adjusted = reranker.adjust_candidates(query, [one_depot, network], [0.0, 0.0], RerankWeights())
    assert fused["network"] + adjusted[1] > fused["one_depot"] + adjusted[0]

