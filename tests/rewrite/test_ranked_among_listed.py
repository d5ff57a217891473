"""A ranking that names what it ranks by, after an answer that listed things of one kind:
"哪家续卡率最高", "哪家续卡率高", "续卡率哪家高" after "东区有桐山店和柳岸店", "which has
the best on-time rate" after "Quarrow Depot and Ostmere Depot": the figure is ranked among
the listed things, which the documents give it for one by one; a figure they do not give
for them, or a grade with nothing named ("哪条便宜"), is no such ranking (made-up worlds)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.lang import get_pack
from kglink.rewrite.doc_terms import DocumentTerms

ZH = """
@prefix g: <http://example.org/g/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Store a owl:Class ; rdfs:label "门店"@zh ; skos:altLabel "店"@zh .
g:Region a owl:Class ; rdfs:label "区域"@zh .
g:Metric a owl:Class ; rdfs:label "指标"@zh .
g:Policy a owl:Class ; rdfs:label "制度"@zh .
g:inRegion a owl:ObjectProperty ; rdfs:label "所属区域"@zh .
g:east a g:Region ; skos:prefLabel "东区"@zh .
g:s1 a g:Store ; skos:prefLabel "桐山店"@zh ; g:inRegion g:east .
g:s2 a g:Store ; skos:prefLabel "柳岸店"@zh ; g:inRegion g:east .
g:m1 a g:Metric ; skos:prefLabel "续卡率"@zh .
g:p1 a g:Policy ; skos:prefLabel "退卡制度"@zh .
"""
G = "http://example.org/g/"

EN = """
@prefix h: <http://example.org/h/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Depot a owl:Class ; rdfs:label "depot"@en .
h:Region a owl:Class ; rdfs:label "region"@en .
h:Metric a owl:Class ; rdfs:label "metric"@en .
h:inRegion a owl:ObjectProperty ; rdfs:label "region"@en .
h:north a h:Region ; skos:prefLabel "Fellside Region"@en .
h:d1 a h:Depot ; skos:prefLabel "Quarrow Depot"@en ; h:inRegion h:north .
h:d2 a h:Depot ; skos:prefLabel "Ostmere Depot"@en ; h:inRegion h:north .
h:m1 a h:Metric ; skos:prefLabel "On-Time Rate"@en ; skos:altLabel "on-time rate"@en .
"""
H = "http://example.org/h/"


def _gyms(tmp_path: Path) -> Rewriter:
    documents = DocumentTerms.from_chunks([
        Page(f"{store}2025年{month}月续卡率{rate}%。", (G + s, G + "m1"), f"{store}2025年{month}月续卡率")
        for s, store in (("s1", "桐山店"), ("s2", "柳岸店")) for month, rate in ((7, 80), (8, 78))
    ] + [Page("会员办卡7天内可无理由退卡。", (G + "p1",), "退卡制度")])
    return Rewriter(load_world(tmp_path, "g", ZH), documents=documents)


@pytest.mark.parametrize("turn", ["哪家续卡率最高", "哪家续卡率高", "续卡率哪家高"])
def test_a_named_figure_is_ranked_among_the_listed(tmp_path: Path, turn: str) -> None:
    session = _gyms(tmp_path).session()
    converse(session, ("东区有几家店", "东区有桐山店和柳岸店。"))
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {G + "s1", G + "s2", G + "m1"}, result.queries
    (query,) = result.queries
    assert query.startswith("桐山店和柳岸店") and query.endswith(turn), query


def test_a_figure_the_pages_do_not_give_for_them_ranks_nothing_listed(tmp_path: Path) -> None:
    session = _gyms(tmp_path).session()
    converse(session, ("东区有几家店", "东区有桐山店和柳岸店。"))
    assert "桐山店" not in session.rewrite("哪家退卡制度最严").queries[0]


def test_which_more_needs_words_of_its_own() -> None:
    which_more = get_pack("zh").which_more
    assert which_more.search("哪家续卡率高") and which_more.search("续卡率哪家高")
    # ("哪条便宜" after two routes is a grade that picks one, not a figure compared.)
    assert not which_more.search("哪条便宜") and not which_more.search("哪家在东区")


def test_an_english_ranking_of_a_named_figure_is_among_the_listed(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page(f"{depot} on-time rate, August 2025: {rate}%.", (H + d, H + "m1"), f"{depot} on-time rate, August 2025")
        for d, depot, rate in (("d1", "Quarrow Depot", 91), ("d2", "Ostmere Depot", 88))
    ])
    session = Rewriter(load_world(tmp_path, "h", EN), documents=documents).session()
    converse(session, ("which depots are in the fellside region", "Quarrow Depot and Ostmere Depot."))
    result = session.rewrite("which has the best on-time rate")
    assert set(result.entity_ids) == {H + "d1", H + "d2", H + "m1"}, result.queries
