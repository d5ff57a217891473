"""A known name that goes on into a name the knowledge base does not hold is not meant: a
number and the rest of its own name ("桐山二店" beside 桐山店, also called 桐山), or what an
organisation's name says after its front ("桐山健身器材" beside 澄湖健身器材). A month after
the name, or a word that is no such rest, leaves the name meant (a made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import rewriter_for

W = """
@prefix g: <http://example.org/g/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Store a owl:Class ; rdfs:label "门店"@zh ; skos:altLabel "店"@zh .
g:Supplier a owl:Class ; rdfs:label "供应商"@zh ; skos:altLabel "厂家"@zh .
g:Metric a owl:Class ; rdfs:label "指标"@zh .
g:hours a owl:DatatypeProperty ; rdfs:label "营业时间"@zh ; skos:altLabel "几点开门"@zh .
g:suppliedBy a owl:ObjectProperty ; rdfs:label "供应商"@zh .
g:s1 a g:Store ; skos:prefLabel "桐山店"@zh ; skos:altLabel "桐山"@zh ; g:hours "6:00-23:00" ; g:suppliedBy g:p1 .
g:s2 a g:Store ; skos:prefLabel "柳岸店"@zh ; skos:altLabel "柳岸"@zh ; g:hours "7:00-22:00" ; g:suppliedBy g:p1 .
g:p1 a g:Supplier ; skos:prefLabel "澄湖健身器材"@zh ; skos:altLabel "澄湖"@zh .
g:m1 a g:Metric ; skos:prefLabel "客流量"@zh .
"""
G = "http://example.org/g/"


@pytest.mark.parametrize(
    ("turn", "unknown"),
    [("桐山二店几点开门", "桐山二店"), ("桐山3店几点开门", "桐山3店"), ("桐山健身器材是哪家供应商", "桐山健身器材")],
)
def test_a_name_going_on_into_an_unknown_one_is_not_meant(tmp_path: Path, turn: str, unknown: str) -> None:
    result = rewriter_for(tmp_path, "g", W).session().rewrite(turn)
    assert G + "s1" not in result.entity_ids, result.queries
    assert all(unknown in q and "桐山店" not in q for q in result.queries), result.queries


@pytest.mark.parametrize("turn", ["桐山二月客流量多少", "桐山店几点开门", "澄湖健身器材给哪家店供货"])
def test_a_month_or_the_name_itself_is_still_the_name(tmp_path: Path, turn: str) -> None:
    result = rewriter_for(tmp_path, "g", W).session().rewrite(turn)
    assert result.entity_ids and set(result.entity_ids) & {G + "s1", G + "p1"}, result.queries
