"""A property label that is a part of a name, or made of function words, is not a
property asked."""

from __future__ import annotations

import pytest

from kglink.ontology.model import Entity, Label, OntClass, Ontology, Property
from kglink.retrieval.rerank import Reranker

EX = "http://example.org/hospital/"
WARD = EX + "Ward"
INCIDENT = EX + "Incident"


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    entities = [
        Entity(id=EX + "north", labels=(Label("North Ward", "en"),), types=(WARD,)),
        Entity(id=EX + "leak", labels=(Label("North Ward Oxygen Leak", "en"),), types=(INCIDENT,)),
    ]
    return Ontology(
        entities={e.id: e for e in entities},
        classes={
            WARD: OntClass(WARD, labels=(Label("ward", "en"),)),
            INCIDENT: OntClass(INCIDENT, labels=(Label("incident", "en"),)),
        },
        properties={
            EX + "oxygen": Property(EX + "oxygen", labels=(Label("oxygen supply", "en"),), aliases=(Label("oxygen", "en"),)),
            EX + "serves": Property(EX + "serves", labels=(Label("serves", "en"),), aliases=(Label("for", "en"),)),
        },
        prefixes={"ex": EX},
    )


# -- what is not a property asked -------------------------------------------------------------


def test_a_label_inside_a_name_or_of_function_words_is_not_asked(ontology) -> None:
    reranker = Reranker(ontology)
    text = "who paid for the repair after the North Ward Oxygen Leak"
    start = text.find("North Ward Oxygen Leak")
    named = [(start, start + len("North Ward Oxygen Leak"))]
    # The whole text holds both labels; the question asks neither.
    assert reranker.properties(text) == {EX + "oxygen", EX + "serves"}
    assert reranker.asked_properties(text, named) == frozenset()
    query = reranker.query_facts([text], [EX + "leak"], {text: named})
    assert not query.properties
    # Outside a name, a label that says something is asked.
    asked = "what is the oxygen supply of North Ward"
    north = asked.find("North Ward")
    assert reranker.asked_properties(asked, [(north, north + len("North Ward"))]) == {EX + "oxygen"}
    # A label that is a whole name (a figure named like the property) is asked.
    whole = "is the oxygen supply low"
    at = whole.find("oxygen supply")
    assert reranker.asked_properties(whole, [(at, at + len("oxygen supply"))]) == {EX + "oxygen"}


def test_a_fact_sheet_does_not_state_a_property_by_a_function_word(ontology) -> None:
    reranker = Reranker(ontology)
    sheet = "Beds: 30. Oxygen supply: piped. Open for visitors from 10am."
    assert EX + "oxygen" in reranker.fields(sheet)
    assert EX + "serves" not in reranker.fields(sheet)
