"""A word before a name that shortens the word of the label before the part typed ("Corp
Tax" for Corporate Tax, "Comm Lit" for Commercial Litigation) is said by the label: the
query writes the label once, not "Corp Corporate Tax" (a made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import rewriter_for

W = """
@prefix p: <http://example.org/p/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

p:Group a owl:Class ; rdfs:label "practice group"@en .
p:hours a owl:DatatypeProperty ; rdfs:label "billed hours"@en .
p:g1 a p:Group ; skos:prefLabel "Corporate Tax"@en ; skos:altLabel "Tax"@en ; p:hours "900" .
p:g2 a p:Group ; skos:prefLabel "Commercial Wyke Litigation"@en ; skos:altLabel "Wyke Lit"@en ; p:hours "1200" .
"""


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("Corp Tax billed hours", "Corporate Tax billed hours"),
        ("Comm Wyke Lit billed hours", "Commercial Wyke Litigation billed hours"),
    ],
)
def test_a_shortened_word_before_a_name_is_said_by_its_label(tmp_path: Path, said: str, written: str) -> None:
    assert rewriter_for(tmp_path, "p", W).session().rewrite(said).queries == (written,)


def test_a_word_that_shortens_nothing_stays(tmp_path: Path) -> None:
    (query,) = rewriter_for(tmp_path, "p", W).session().rewrite("new Tax billed hours").queries
    assert query == "new Corporate Tax billed hours", query
