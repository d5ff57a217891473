""""三家加起来多少" after the same figure asked shop by shop: the three things counted are
summed by the figure the talk asked of each, in the period in force, written after the
whole coordination. A made-up tea shop chain written here."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, load_world

from kglink import Rewriter

TEA = """
@prefix t: <http://example.org/tea/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

t:Shop a owl:Class ; rdfs:label "门店"@zh .
t:Metric a owl:Class ; rdfs:label "指标"@zh .

t:lx a t:Shop ; skos:prefLabel "砾屿店"@zh .
t:lx2 a t:Shop ; skos:prefLabel "砾屿二店"@zh .
t:lxq a t:Shop ; skos:prefLabel "砾屿旗舰店"@zh ; skos:altLabel "旗舰店"@zh .
t:complaints a t:Metric ; skos:prefLabel "投诉量"@zh ; skos:altLabel "投诉"@zh .
"""
T = "http://example.org/tea/"


@pytest.fixture()
def tea(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "tea", TEA))


def test_three_counted_are_summed_by_the_figure_asked_of_each(tea: Rewriter) -> None:
    session = tea.session()
    converse(
        session,
        ("旗舰店8月投诉量", "砾屿旗舰店8月投诉量21件。"),
        ("那砾屿二店呢", "砾屿二店8月投诉量31件。"),
        ("砾屿店呢", "砾屿店8月投诉量15件。"),
    )
    result = session.rewrite("三家加起来多少")
    assert set(result.entity_ids) == {T + "lx", T + "lx2", T + "lxq", T + "complaints"}, result.queries
    (query,) = result.queries
    assert "8月投诉量加起来" in query, query
