"""Longer names behind a misspelt next word: only when that word is the name's word misspelt."""

from __future__ import annotations

import pytest

from kglink.linking.alias_index import AliasIndex
from kglink.linking.misspelt import misspelt_longer_names
from kglink.ontology.model import Label, OntClass, Ontology
from tests.linking.conftest import EX, entity


@pytest.fixture(scope="module")
def surveys() -> AliasIndex:
    # The survey and the firm that flew it share the start of a name.
    survey = entity("survey", [("2025 Thermographic Survey", "en")], aliases=("the drone survey",), kind="Campaign")
    firm = entity("firm", [("Aerolens Surveys", "en")], aliases=("the drone survey firm",), kind="Supplier")
    # (Other firms make "firm" a common word, so the fuzzy index blocks the name on another.)
    others = [entity(local, [(label, "en")], kind="Supplier") for local, label in (("cranes", "Crane Firm"), ("cables", "Cable Firm"))]
    classes = {EX + kind: OntClass(EX + kind, labels=(Label(kind.lower(), "en"),)) for kind in ("Campaign", "Supplier")}
    entities = {item.id: item for item in (survey, firm, *others)}
    return AliasIndex.from_ontology(Ontology(entities=entities, classes=classes, edges=(), prefixes={}))


def _longer(index: AliasIndex, text: str) -> list[tuple[str, str]]:
    mentions = index.find(text)
    return [
        (mention.text, mention.candidates[0].node_id.removeprefix(EX))
        for mention in misspelt_longer_names(text, mentions, index).values()
    ]


@pytest.mark.parametrize("text", ["how many hot spots did the drone survey find", "did the drone survey fine them"])
def test_another_word_after_a_name_is_no_longer_name(surveys: AliasIndex, text: str) -> None:
    # "find" is as far from "firm" as a word gets in two letters: it is the verb, not the firm.
    assert _longer(surveys, text) == []


@pytest.mark.parametrize("text", ["who runs the drone survey frim", "who runs the drone survey firn"])
def test_the_names_next_word_misspelt_is_the_longer_name(surveys: AliasIndex, text: str) -> None:
    assert _longer(surveys, text) == [(text.removeprefix("who runs "), "firm")]

