"""A question that names no entity but a value the graph holds for one entity's attribute
("who is the yard manager") asks about that entity: its own page rises."""

from __future__ import annotations

import pytest

from kglink.ontology.model import Attribute, Entity, Label, OntClass, Ontology, Property
from kglink.retrieval import Index
from kglink.retrieval.documents import Document
from kglink.retrieval.index import SearchSettings
from kglink.retrieval.rerank import Reranker, RerankWeights

EX = "http://example.org/freight/"
PERSON = EX + "Person"
DEPOT = EX + "Depot"
JOB = EX + "jobTitle"
OPENED = EX + "opened"
SIZE = EX + "size"


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    entities = [
        Entity(
            id=EX + "mara",
            labels=(Label("Mara Voss", "en"),),
            types=(PERSON,),
            attributes=(Attribute(JOB, "Yard Manager"),),
        ),
        # Two planners: "planner" names neither.
        Entity(id=EX + "ivo", labels=(Label("Ivo Brandt", "en"),), types=(PERSON,), attributes=(Attribute(JOB, "Planner"),)),
        Entity(id=EX + "lena", labels=(Label("Lena Roth", "en"),), types=(PERSON,), attributes=(Attribute(JOB, "Planner"),)),
        Entity(
            id=EX + "york",
            labels=(Label("York Depot", "en"),),
            types=(DEPOT,),
            attributes=(Attribute(SIZE, "12 bays"), Attribute(OPENED, "2019-03-01")),
        ),
        Entity(
            id=EX + "nanling", labels=(Label("南岭", "zh"),), types=(PERSON,), attributes=(Attribute(JOB, "调度主管"),)
        ),
    ]
    return Ontology(
        entities={e.id: e for e in entities},
        classes={
            PERSON: OntClass(PERSON, labels=(Label("person", "en"),)),
            DEPOT: OntClass(DEPOT, labels=(Label("depot", "en"),)),
        },
        properties={
            JOB: Property(JOB, "datatype", labels=(Label("job title", "en"),)),
            OPENED: Property(OPENED, "datatype", labels=(Label("opened", "en"),)),
            SIZE: Property(SIZE, "datatype", labels=(Label("size", "en"),)),
        },
        prefixes={"ex": EX},
    )


def test_a_value_held_by_one_entity_names_it(ontology) -> None:
    reranker = Reranker(ontology)
    assert reranker.holders("who is the yard manager?") == {EX + "mara"}
    assert reranker.holders("谁是调度主管") == {EX + "nanling"}
    # Held by two entities, a value names neither; numbers and dates name nothing.
    assert reranker.holders("who is the planner") == frozenset()
    assert reranker.holders("which depot has 12 bays") == frozenset()
    assert reranker.holders("what opened on 2019-03-01") == frozenset()


def test_only_a_question_naming_no_entity_asks_the_holder(ontology) -> None:
    reranker = Reranker(ontology)
    mara = [EX + "mara"]
    page = reranker.chunk_facts("Mara Voss", "Mara Voss runs the yard.", mara, mara)
    other = reranker.chunk_facts("Yard safety rules", "The yard manager signs every permit.", [], [])
    unlinked = reranker.query_facts(["who is the yard manager"], [], {})
    assert unlinked.valued == {EX + "mara"}
    assert reranker.features(unlinked, page, 0.0)["value_named"] == 1.0
    assert "value_named" not in reranker.features(unlinked, other, 0.0)
    # An entity linked in the question is what it asks about; a value in it adds nothing.
    text = "is York Depot run by the yard manager"
    linked = reranker.query_facts([text], [EX + "york"], {text: [(3, 13)]})
    assert linked.valued == frozenset()


def test_search_puts_the_holder_first(ontology, tmp_path) -> None:
    documents = [
        Document(id="rules", title="Yard safety rules", text="The yard manager signs every permit for the yard."),
        Document(id="mara", title="Mara Voss", text="Mara Voss runs the yard at York Depot."),
    ]
    query = "who is the yard manager"
    without = SearchSettings(rerank=RerankWeights(value_named=0.0))
    index = Index.build(documents, ontology=ontology, store=tmp_path / "index", settings=without)
    baseline = [h.doc_id for h in index.search(query, k=2)]
    assert baseline[0] == "rules"
    index.settings = SearchSettings(rerank=RerankWeights(value_named=1.0))
    assert index.search(query, k=2)[0].doc_id == "mara"
