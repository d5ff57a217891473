""""8月的缺货率呢" after "这家店几点关门": a figure the documents give store by store is
asked of the store in play, not put in the store's place in the last question's words
("8月缺货率几点关门"); without such pages the figure takes the subject's place as before
(test_figure_of_another.py) (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix g: <http://example.org/g/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Store a owl:Class ; rdfs:label "门店"@zh, "store"@en ; skos:altLabel "店"@zh .
g:Metric a owl:Class ; rdfs:label "指标"@zh, "metric"@en .
g:hours a owl:DatatypeProperty ; rdfs:label "营业时间"@zh, "opening hours"@en ; skos:altLabel "几点关门"@zh .
g:s1 a g:Store ; skos:prefLabel "桐山店"@zh, "Quarrow Store"@en ; g:hours "24小时" .
g:s2 a g:Store ; skos:prefLabel "柳岸店"@zh, "Ostmere Store"@en ; g:hours "8:00-22:00" .
g:m1 a g:Metric ; skos:prefLabel "缺货率"@zh, "Stockout Rate"@en ; skos:altLabel "stockout rate"@en .
"""
G = "http://example.org/g/"


def _pages() -> DocumentTerms:
    return DocumentTerms.from_chunks([
        Page(f"{store}2025年{month}月缺货率{rate}%。", (G + s, G + "m1"), f"{store}2025年{month}月缺货率")
        for s, store in (("s1", "桐山店"), ("s2", "柳岸店")) for month, rate in ((7, 4), (8, 5))
    ] + [
        Page(f"{store} stockout rate, August 2025: {rate}%.", (G + s, G + "m1"), f"{store} stockout rate, August 2025")
        for s, store, rate in (("s1", "Quarrow Store", 4), ("s2", "Ostmere Store", 5))
    ])


def test_a_figure_given_store_by_store_is_asked_of_the_store(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "g", W), documents=_pages()).session()
    converse(session, ("桐山店几点关门", "桐山店24小时营业。"))
    result = session.rewrite("8月的缺货率呢")
    assert set(result.entity_ids) == {G + "s1", G + "m1"}, result.queries
    assert "关门" not in result.queries[0], result.queries
    session = Rewriter(load_world(tmp_path, "g", W), documents=_pages()).session()
    converse(session, ("what are Quarrow Store's opening hours", "Quarrow Store is open 24 hours."))
    result = session.rewrite("and the stockout rate in August?")
    assert set(result.entity_ids) == {G + "s1", G + "m1"}, result.queries
    assert "hours" not in result.queries[0], result.queries
