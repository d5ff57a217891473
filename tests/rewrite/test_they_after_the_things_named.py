"""A plural pronoun after the things the turn named means them: "我要从青枫酒店坐地铁到松鹤
面馆，帮我查下它们附近的地铁站" asks about the hotel and the noodle shop, not about the
places an earlier answer listed (a made-up city guide)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

GUIDE = """
@prefix g: <http://example.org/cityguide/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Hotel a owl:Class ; rdfs:label "酒店"@zh , "hotel"@en .
g:Restaurant a owl:Class ; rdfs:label "餐馆"@zh , "restaurant"@en .
g:Sight a owl:Class ; rdfs:label "景点"@zh , "sight"@en .
g:station a owl:DatatypeProperty ; rdfs:label "地铁站"@zh , "metro station"@en .
g:qingfeng a g:Hotel ; skos:prefLabel "青枫酒店"@zh , "Maple Court Hotel"@en .
g:songhe a g:Restaurant ; skos:prefLabel "松鹤面馆"@zh , "Crane Noodle House"@en .
g:tower a g:Sight ; skos:prefLabel "白塔公园"@zh , "White Pagoda Park"@en .
g:lake a g:Sight ; skos:prefLabel "镜湖"@zh , "Mirror Lake"@en .
"""
G = "http://example.org/cityguide/"


@pytest.fixture()
def guide(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "cityguide", GUIDE)


@pytest.mark.parametrize("earlier, turn", [
    (("城里有什么好玩的景点", "白塔公园和镜湖都不错。"), "我要从青枫酒店坐地铁到松鹤面馆，帮我查下它们附近的地铁站。"),
    (("Any sights worth a visit?", "White Pagoda Park and Mirror Lake."),
     "I'm going from Maple Court Hotel to Crane Noodle House by metro; which stations are near them?"),
])
def test_a_plural_pronoun_means_the_things_the_turn_named(guide: Rewriter, earlier, turn: str) -> None:
    session = guide.session()
    converse(session, earlier)
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {G + "qingfeng", G + "songhe"}, result.queries


def test_with_nothing_named_before_it_the_pronoun_means_the_things_in_play(guide: Rewriter) -> None:
    session = guide.session()
    converse(session, ("城里有什么好玩的景点", "白塔公园和镜湖都不错。"))
    result = session.rewrite("它们附近有地铁站吗")
    assert set(result.entity_ids) == {G + "tower", G + "lake"}, result.queries


def test_both_before_names_goes_with_them(guide: Rewriter) -> None:
    # "both" right before the names is their determiner, no reference to two things in play.
    session = guide.session()
    converse(session, ("Any sights worth a visit?", "White Pagoda Park and Mirror Lake."))
    result = session.rewrite("I'd like to try both Maple Court Hotel and Crane Noodle House. May I have their numbers?")
    assert set(result.entity_ids) == {G + "qingfeng", G + "songhe"}, result.queries
    assert "Mirror Lake" not in " ".join(result.queries)
