"""In English as in Chinese, "how does that compare to June" after an answer that gave the
July figure of the thing asked about compares that figure ("…July revenue compare to
June"); an answer's "1.82M EUR" is a figure (a capital M is a million) (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink.linking.constraints import extract_constraints

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Region a owl:Class ; rdfs:label "region"@en .
f:revenue a owl:DatatypeProperty ; rdfs:label "revenue"@en .
f:east a f:Region ; skos:prefLabel "Wexcombe Region"@en ; skos:altLabel "Wexcombe"@en .
"""


def test_a_capital_m_is_a_million() -> None:
    (found,) = extract_constraints("1.82M EUR")
    assert (found.kind, found.slot, found.value) == ("quantity", "price", "price=1820000")
    assert not extract_constraints("5m")  # metres as often


def test_that_compared_to_another_month_is_the_figure_asked(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("what was revenue in Wexcombe in July", "Wexcombe Region revenue in July was 1.82M EUR."))
    assert session.rewrite("how does that compare to June").queries == (
        "how does Wexcombe Region July revenue compare to June",
    )
