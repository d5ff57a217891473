"""Disambiguator.accepts: which near matches of a name may stand for it."""

from __future__ import annotations

import pytest

from kglink.graph.networkx_store import NetworkxGraphStore
from kglink.linking.candidates import Candidate, Mention
from kglink.linking.disambiguate import Context, Disambiguator
from kglink.ontology.model import Ontology


@pytest.fixture(scope="module")
def disambiguator() -> Disambiguator:
    return Disambiguator(NetworkxGraphStore(Ontology(entities={})))


def _near(text: str, alias: str, score: float = 0.93) -> tuple[Mention, Candidate]:
    candidate = Candidate("http://example.org/n", alias, 1.0, score)
    return Mention(0, len(text), text, "fuzzy", (candidate,)), candidate


@pytest.mark.parametrize(
    ("text", "alias"),
    [
        ("Tillman's Lodge", "Tillmans Lodge"),  # an apostrophe joins, it breaks no word
        ("Tillmans Lodge", "Tillman’s Lodge"),
        ("Harbor Line A", "Harbour Line A"),
    ],
)
def test_a_misspelt_name_is_accepted(disambiguator: Disambiguator, text: str, alias: str) -> None:
    assert disambiguator.accepts(*_near(text, alias))


@pytest.mark.parametrize(
    ("text", "alias"),
    [
        ("harbour line and", "Harbour Line A"),  # a code changed: another name, or a word
        ("Product C", "Product A"),
        ("企业，套餐", "企业套餐"),  # across a comma: two words of a sentence
    ],
)
def test_a_near_match_that_changes_a_code_or_crosses_punctuation_is_not(
    disambiguator: Disambiguator, text: str, alias: str
) -> None:
    assert not disambiguator.accepts(*_near(text, alias))


def test_an_exact_match_is_always_accepted(disambiguator: Disambiguator) -> None:
    candidate = Candidate("http://example.org/n", "Product A", 1.0, 1.0)
    assert disambiguator.accepts(Mention(0, 9, "Product A", "exact", (candidate,)), candidate)


def test_two_named_side_by_side_are_not_told_apart_by_the_order_they_were_said_in(
    disambiguator: Disambiguator,
) -> None:
    # "韩主任" after an answer that named both: the one said last is a hair more salient.
    first, second = "http://example.org/han_hai", "http://example.org/han_li"
    mention = Mention(0, 3, "韩主任", "exact", (Candidate(first, "韩主任", 0.55, 1.0), Candidate(second, "韩主任", 0.45, 1.0)))
    salience = {first: 0.19, second: 0.22}
    assert not disambiguator.decide(mention, Context(salience)).ambiguous
    decision = disambiguator.decide(mention, Context(salience, together=(frozenset({first, second}),)))
    assert decision.ambiguous
    # Said apart, the salience of the one just named still decides.
    assert not disambiguator.decide(mention, Context(salience, together=(frozenset({second}),))).ambiguous


def test_a_shared_name_misspelt_is_as_ambiguous_as_the_name_itself(disambiguator: Disambiguator) -> None:
    # "whats strachans email" with Rory and Eilidh Strachan: the spelling says nothing of
    # which one, so with no context the turn asks, as "Strachan" would.
    rory, eilidh = "http://example.org/rory", "http://example.org/eilidh"
    near = Mention(6, 15, "strachans", "fuzzy", (Candidate(rory, "Strachan", 0.53, 0.94), Candidate(eilidh, "Strachan", 0.47, 0.94)))
    assert disambiguator.decide(near, Context({})).ambiguous
    # Two names matched unequally tell the readings apart: the closer one is taken.
    apart = Mention(6, 15, "strachans", "fuzzy", (Candidate(rory, "Strachan", 0.53, 0.94), Candidate(eilidh, "Strathan", 0.47, 0.90)))
    assert not disambiguator.decide(apart, Context({})).ambiguous
    # Context still decides between the two.
    assert not disambiguator.decide(near, Context({eilidh: 0.8})).ambiguous
