"""Names in the ranking: a label asked is not the rest of the question, a name two
entities share names either, and a comparison title may name its second side by the
part of its name that differs."""

from __future__ import annotations

import pytest

from kglink.ontology.model import Entity, Label, OntClass, Ontology, Property
from kglink.retrieval.rerank import Reranker, RerankWeights

EX = "http://example.org/freight/"
DEPOT = EX + "Depot"
RULES = EX + "Rulebook"
MANAGER = EX + "siteManager"


def _entity(local: str, label: str, cls: str, *aliases: str, lang: str = "en") -> Entity:
    return Entity(
        id=EX + local,
        labels=(Label(label, lang),),
        aliases=tuple(Label(alias, lang) for alias in aliases),
        types=(cls,),
    )


LABELS = {
    "york": "York Depot",
    "quay_south": "Harlow Quay South",
    "rules_2023": "Harlow Quay Rules 2023",
    "rules_2025": "Harlow Quay Rules 2025",
}


@pytest.fixture(scope="module")
def ontology() -> Ontology:
    entities = [
        _entity("york", "York Depot", DEPOT),
        _entity("leeds", "Leeds Depot", DEPOT),
        _entity("hull", "Hull Depot", DEPOT),
        # Two quays that share a short name, as two lounges of one brand do.
        _entity("quay_north", "Harlow Quay North", DEPOT, "Harlow Quay"),
        _entity("quay_south", "Harlow Quay South", DEPOT, "Harlow Quay"),
        _entity("rules_2023", "Harlow Quay Rules 2023", RULES),
        _entity("rules_2025", "Harlow Quay Rules 2025", RULES),
        _entity("gui_2023", "南岭站规程2023版", RULES, lang="zh"),
        _entity("gui_2025", "南岭站规程2025版", RULES, lang="zh"),
    ]
    return Ontology(
        entities={e.id: e for e in entities},
        classes={
            DEPOT: OntClass(DEPOT, labels=(Label("depot", "en"),)),
            RULES: OntClass(RULES, labels=(Label("rulebook", "en"),)),
        },
        properties={MANAGER: Property(MANAGER, "object", labels=(Label("site manager", "en"),))},
        prefixes={"ex": EX},
    )


def _query(reranker: Reranker, text: str, *linked: str):
    spans = []
    for local in linked:
        start = text.find(LABELS[local])
        if start >= 0:
            spans.append((start, start + len(LABELS[local])))
    return reranker.query_facts([text], [EX + local for local in linked], {text: spans})


# -- a label asked is not two words of the rest side by side --------------------------------------


def test_the_words_of_a_property_label_asked_are_not_a_phrase_of_the_rest(ontology) -> None:
    reranker = Reranker(ontology)
    query = _query(reranker, "Who is the site manager of York Depot", "york")
    assert MANAGER in query.properties
    assert ("site", "manager") not in query.rest_pairs
    # Every monthly report that signs off with the manager's name says "site manager" side
    # by side; the label weighs in the property and field features, not again as a phrase.
    report = reranker.chunk_facts(
        "York Depot throughput, October 2025", "Throughput 900. Site manager: Ann Lee.", [EX + "york"], [EX + "york"]
    )
    assert "rest_phrase" not in reranker.features(query, report, 0.0)
    # Two words of the question that are not a name still count.
    parking = _query(reranker, "night parking at York Depot", "york")
    assert ("night", "park") in parking.rest_pairs


# -- a name two entities share -----------------------------------------------------------------


def test_a_title_naming_the_entity_asked_by_a_name_it_shares_is_about_it(ontology) -> None:
    reranker = Reranker(ontology)
    south = EX + "quay_south"
    query = _query(reranker, "can drivers wait inside Harlow Quay South", "quay_south")
    # The index gave the shared name "Harlow Quay" to one of the two.
    faq = reranker.chunk_facts("Harlow Quay FAQ", "Drivers may wait in the lounge.", [EX + "quay_north"], [EX + "quay_north"])
    found = reranker.features(query, faq, 0.0)
    assert found["title_entities"] == 1.0
    assert "sibling" not in found
    # A title with the other one's full name is the other one's page.
    north = reranker.chunk_facts(
        "Harlow Quay North FAQ", "Drivers may wait in the lounge.", [EX + "quay_north"], [EX + "quay_north"]
    )
    found = reranker.features(query, north, 0.0)
    assert found["sibling"] == -1.0
    assert found["title_entities"] == 0.0
    assert south not in north.title_entities


# -- a comparison title names its second side by what differs --------------------------------------


@pytest.mark.parametrize(
    ("title", "named", "elided"),
    [
        ("What changed: Harlow Quay Rules 2023 vs 2025", "rules_2023", "rules_2025"),
        ("南岭站规程2025版与2023版对比", "gui_2025", "gui_2023"),
    ],
)
def test_a_comparison_title_names_both_sides(ontology, title, named, elided) -> None:
    reranker = Reranker(ontology)
    facts = reranker.chunk_facts(title, "…", [EX + named], [EX + named])
    assert EX + elided in facts.title_entities
    assert EX + elided in facts.entities


def test_only_a_comparison_title_names_a_side_by_a_part(ontology) -> None:
    reranker = Reranker(ontology)
    # "2025" in a title that compares nothing is a year, not the 2025 rulebook.
    facts = reranker.chunk_facts("Harlow Quay Rules 2023 reprinted in 2025", "…", [EX + "rules_2023"], [EX + "rules_2023"])
    assert EX + "rules_2025" not in facts.title_entities
    # Nor does a year stand for a depot: the part must follow a beginning the names share.
    facts = reranker.chunk_facts("York Depot vs 2025", "…", [EX + "york"], [EX + "york"])
    assert facts.title_entities == frozenset({EX + "york"})


def test_the_comparison_page_leads_for_a_comparison_of_the_two(ontology) -> None:
    reranker = Reranker(ontology)
    both = ("rules_2023", "rules_2025")
    query = _query(reranker, "difference between Harlow Quay Rules 2023 and Harlow Quay Rules 2025", *both)
    assert query.compares
    page = reranker.chunk_facts(
        "What changed: Harlow Quay Rules 2023 vs 2025", "…", [EX + "rules_2023"], [EX + "rules_2023"]
    )
    one = reranker.chunk_facts("Harlow Quay Rules 2023", "…", [EX + "rules_2023"], [EX + "rules_2023"])
    assert reranker.features(query, page, 0.0)["comparison"] == 1.0
    weights = RerankWeights()
    assert reranker.adjust(query, page, 0.0, weights) > reranker.adjust(query, one, 0.0, weights)
