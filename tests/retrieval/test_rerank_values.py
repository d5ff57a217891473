"""The page that states the value the graph holds for the attribute asked rises, whatever
words it puts around the value."""

from __future__ import annotations

import pytest

from kglink.ontology.model import Attribute, Entity, Label, OntClass, Ontology, Property
from kglink.retrieval import Index
from kglink.retrieval.documents import Document
from kglink.retrieval.index import SearchSettings
from kglink.retrieval.rerank import Reranker, RerankWeights

EX = "http://example.org/freight/"
SYSTEM = EX + "System"
GO_LIVE = EX + "goLive"
OWNER = EX + "ownerName"


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    entities = [
        Entity(
            id=EX + "dockview",
            labels=(Label("DockView", "en"),),
            types=(SYSTEM,),
            attributes=(Attribute(GO_LIVE, "2022-09-12"), Attribute(OWNER, "Harlow Quay")),
        ),
        Entity(id=EX + "yardnet", labels=(Label("YardNet", "en"),), types=(SYSTEM,), attributes=(Attribute(GO_LIVE, "2019-03-01"),)),
    ]
    return Ontology(
        entities={e.id: e for e in entities},
        classes={SYSTEM: OntClass(SYSTEM, labels=(Label("system", "en"),))},
        properties={
            GO_LIVE: Property(GO_LIVE, "datatype", labels=(Label("go-live date", "en"),)),
            OWNER: Property(OWNER, "datatype", labels=(Label("system owner", "en"),)),
        },
        prefixes={"ex": EX},
    )


def _query(reranker: Reranker, text: str, name: str = "DockView"):
    start = text.find(name)
    return reranker.query_facts([text], [EX + name.lower()], {text: [(start, start + len(name))]})


def test_a_date_is_found_as_the_month_the_page_states(ontology) -> None:
    reranker = Reranker(ontology)
    dockview = [EX + "dockview"]
    query = _query(reranker, "go-live date of DockView")
    assert query.properties == {GO_LIVE}
    overview = reranker.chunk_facts("DockView", "DockView has run at every depot since September 2022.", dockview, dockview)
    howto = reranker.chunk_facts("How to book a dock in DockView", "Open DockView and pick a slot.", dockview, dockview)
    other_month = reranker.chunk_facts("DockView", "DockView was upgraded in March 2024.", dockview, dockview)
    assert reranker.features(query, overview, 0.0)["answer_stated"] == 1.0
    assert "answer_stated" not in reranker.features(query, howto, 0.0)
    assert "answer_stated" not in reranker.features(query, other_month, 0.0)


def test_a_text_value_is_found_in_the_page(ontology) -> None:
    reranker = Reranker(ontology)
    dockview = [EX + "dockview"]
    query = _query(reranker, "who is the system owner of DockView")
    page = reranker.chunk_facts("DockView support", "Questions go to HARLOW QUAY's desk.", dockview, [])
    assert reranker.features(query, page, 0.0)["answer_stated"] == 1.0


def test_the_value_counts_only_for_the_entity_asked_and_a_property_named(ontology) -> None:
    reranker = Reranker(ontology)
    # The page about another system that happens to state DockView's date does not answer.
    yardnet_page = reranker.chunk_facts("YardNet", "YardNet got a new screen in September 2022.", [EX + "yardnet"], [EX + "yardnet"])
    assert "answer_stated" not in reranker.features(_query(reranker, "go-live date of DockView"), yardnet_page, 0.0)
    # A question that names no property asks for no value.
    dockview = [EX + "dockview"]
    page = reranker.chunk_facts("DockView", "DockView has run since September 2022.", dockview, dockview)
    assert "answer_stated" not in reranker.features(_query(reranker, "tell me about DockView"), page, 0.0)


def test_search_puts_the_page_stating_the_value_first(ontology, tmp_path) -> None:
    documents = [
        Document(id="howto", title="How to book a dock in DockView", text="Open DockView, pick a depot and a slot."),
        Document(id="overview", title="DockView", text="DockView is the dock board at every depot since September 2022."),
    ]
    query = "go-live date of DockView"
    without = SearchSettings(rerank=RerankWeights(answer_stated=0.0, title_fit=0.0, kind_other=0.0))
    with_value = SearchSettings(rerank=RerankWeights(answer_stated=1.0, title_fit=0.0, kind_other=0.0))
    index = Index.build(documents, ontology=ontology, store=tmp_path / "index", settings=without)
    baseline = index.search(query, k=2)
    index.settings = with_value
    hits = index.search(query, k=2)
    assert hits[0].doc_id == "overview"
    assert hits[0].score - baseline[[h.doc_id for h in baseline].index("overview")].score == pytest.approx(1.0)
