"""A ranking asked after an answer that listed several things of one kind ("which is the
biggest" after "She manages the Harlow Lease, the York Lease and the Penn Lease") is a
ranking among those things, not a question about the person the talk was on; any
superlative ranks ("biggest", "busiest"), not only a fixed few; and "the biggest" inside
such a question is what is asked, no description of one thing in play. A ranking of the
figure the answer gave for each thing stays a question of that figure."""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink import Rewriter
from kglink.lang import get_pack
from made_up_worlds import converse, rewriter_for

W = "http://example.org/leases/"
WORLD = """
@prefix w: <http://example.org/leases/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Person a owl:Class ; rdfs:label "person"@en .
w:Lease a owl:Class ; rdfs:label "lease"@en .
w:manages a owl:ObjectProperty ; rdfs:label "manages"@en ; rdfs:domain w:Person ; rdfs:range w:Lease .
w:value a owl:DatatypeProperty ; rdfs:label "value"@en ; skos:altLabel "size"@en .
w:nora a w:Person ; skos:prefLabel "Nora Vale"@en ; w:manages w:harlow, w:york, w:penn .
w:harlow a w:Lease ; skos:prefLabel "Harlow Lease"@en ; w:value "12" .
w:york a w:Lease ; skos:prefLabel "York Lease"@en ; w:value "30" .
w:penn a w:Lease ; skos:prefLabel "Penn Lease"@en ; w:value "7" .
"""


@pytest.fixture()
def leases(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "leases.ttl", WORLD)


@pytest.mark.parametrize("question", ["which is the biggest", "which one has the biggest value", "which is busiest"])
def test_a_ranking_after_a_list_is_among_the_listed(leases: Rewriter, question: str) -> None:
    session = leases.session()
    converse(
        session,
        ("whats nora vales job", "Nora Vale is the lease manager."),
        ("which leases does she manage", "The Harlow Lease, the York Lease and the Penn Lease."),
    )
    result = session.rewrite(question)
    assert set(result.entity_ids) == {W + "harlow", W + "york", W + "penn"}, result.queries
    # The rewrite asks; it does not answer with the one lease a description would pick.
    assert result.queries[0].startswith(question), result.queries


def test_superlatives_rank_and_words_ending_so_do_not() -> None:
    extreme = get_pack("en").extreme
    for asked in ("which is the biggest", "who is busiest", "which depot has the cheapest rate"):
        assert extreme.search(asked), asked
    for other in ("whats the interest rate", "which request is open", "which forest is it in"):
        assert not extreme.search(other), other



@pytest.mark.parametrize("question", ["which is more valuable", "so which one is worth more"])
def test_which_is_more_compares_the_two_last_asked_about(leases: Rewriter, question: str) -> None:
    session = leases.session()
    converse(session, ("whats the value of the york lease", "30."), ("and the harlow lease", "12."))
    result = session.rewrite(question)
    assert set(result.entity_ids) == {W + "york", W + "harlow"}, result.queries
