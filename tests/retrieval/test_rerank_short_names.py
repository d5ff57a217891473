"""A title names an entity by all the words of its name but one ("Review: May 2024 Tolvane
ramp collapse" for the "May 2024 Tolvane Ramp Collapse Incident"), unless it names another
entity of the entity's class in full (the other edition of a rulebook)."""

from __future__ import annotations

import pytest

from kglink.ontology.model import Entity, Label, OntClass, Ontology
from kglink.retrieval.rerank import Reranker

EX = "http://example.org/ferries/"
EVENT = EX + "Event"
TERMINAL = EX + "Terminal"
CODE = EX + "Rulebook"


def _entity(local: str, label: str, cls: str, lang: str = "en") -> Entity:
    return Entity(id=EX + local, labels=(Label(label, lang),), types=(cls,))


@pytest.fixture(scope="module")
def reranker() -> Reranker:
    entities = [
        _entity("collapse", "May 2024 Tolvane Ramp Collapse Incident", EVENT),
        _entity("tolvane", "Tolvane Terminal", TERMINAL),
        _entity("code_2022", "Pellor Yard Berthing Code 2022", CODE),
        _entity("code_2024", "Pellor Yard Berthing Code 2024", CODE),
        _entity("pier_9", "Vesk Pier 9", TERMINAL),
        _entity("pier_8", "Vesk Pier 8", TERMINAL),
        _entity("jam", "瑞洲码头2024年5月坡道故障", EVENT, lang="zh"),
    ]
    ontology = Ontology(
        entities={e.id: e for e in entities},
        classes={
            EVENT: OntClass(EVENT, labels=(Label("incident", "en"),)),
            TERMINAL: OntClass(TERMINAL, labels=(Label("terminal", "en"),)),
            CODE: OntClass(CODE, labels=(Label("code", "en"),)),
        },
        properties={},
        prefixes={"ex": EX},
    )
    return Reranker(ontology)


def _features(reranker: Reranker, question: str, linked: str, title: str, text: str, title_entities=()):
    query = reranker.query_facts([question], [EX + linked], {question: []})
    ids = [EX + local for local in title_entities]
    chunk = reranker.chunk_facts(title, text, ids, ids)
    return reranker.features(query, chunk, 0.0)


def test_a_review_titled_with_all_but_one_word_of_the_event_name_names_it(reranker) -> None:
    # The review names the terminal (a part of the event's name) and never the event's
    # full label; without the reading it was another subject's cause page.
    found = _features(
        reranker,
        "what went wrong in the May 2024 Tolvane Ramp Collapse Incident",
        "collapse",
        "Review: May 2024 Tolvane ramp collapse",
        "The hinge pin sheared under a loaded lorry; ramps are now inspected weekly.",
        ("tolvane",),
    )
    assert found["title_entities"] == 1.0
    assert found["entities"] == 1.0
    assert "kind_elsewhere" not in found


def test_the_page_of_the_other_edition_does_not_name_this_one(reranker) -> None:
    # "Pellor Yard Berthing Code 2024" has every word of the 2022 code's name but "2022":
    # it names the 2024 code in full, an entity of the same class, and is that one's page.
    found = _features(
        reranker,
        "berthing window under the Pellor Yard Berthing Code 2022",
        "code_2022",
        "Pellor Yard Berthing Code 2024",
        "Berthing windows are 40 minutes.",
        ("code_2024",),
    )
    assert found["title_entities"] == 0.0


def test_a_short_name_or_a_name_without_spaces_needs_every_word(reranker) -> None:
    # Three words: "Vesk Pier 8" has two of "Vesk Pier 9", and is not its page.
    pier = _features(reranker, "opening hours of Vesk Pier 9", "pier_9", "Vesk Pier timetable", "Open 6-22.")
    assert pier["title_entities"] == 0.0
    # CJK names are found whole by the alias index; their words are not counted.
    jam = _features(reranker, "瑞洲码头2024年5月坡道故障的原因", "jam", "瑞洲码头坡道故障复盘", "铰链销断裂。")
    assert jam["title_entities"] == 0.0
