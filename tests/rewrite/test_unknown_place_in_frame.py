""""梧桐广场呢" after "青杉店5月客流多少" names a place the knowledge base lacks: it takes the
place of the shop the figure was asked of (the documents give the figure shop by shop),
not of the figure (a made-up chain of tea shops)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix t: <http://example.org/qingshantea/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

t:Shop a owl:Class ; rdfs:label "门店"@zh .
t:Till a owl:Class ; rdfs:label "收银台"@zh .
t:Metric a owl:Class ; rdfs:label "指标"@zh .
t:locatedAt a owl:ObjectProperty ; rdfs:label "所在门店"@zh .
t:s1 a t:Shop ; skos:prefLabel "青杉店"@zh .
t:s2 a t:Shop ; skos:prefLabel "白桦店"@zh .
t:c1 a t:Till ; skos:prefLabel "青杉店1号收银台"@zh ; t:locatedAt t:s1 .
t:c2 a t:Till ; skos:prefLabel "白桦店1号收银台"@zh ; t:locatedAt t:s2 .
t:m1 a t:Metric ; skos:prefLabel "客流量"@zh ; skos:altLabel "客流"@zh .
"""
T = "http://example.org/qingshantea/"
PAGES = [
    Page("青杉店5月客流量1.2万人次。", (T + "m1", T + "s1"), "青杉店5月客流量"),
    Page("白桦店5月客流量0.9万人次。", (T + "m1", T + "s2"), "白桦店5月客流量"),
]


@pytest.fixture()
def shops(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "qingshantea", W), documents=DocumentTerms.from_chunks(PAGES))


def test_an_unknown_place_takes_the_shops_place_not_the_figures(shops: Rewriter) -> None:
    session = shops.session()
    converse(session, ("青杉店5月客流多少", "青杉店5月客流量1.2万人次。"))
    result = session.rewrite("梧桐广场呢")
    assert result.entity_ids == (T + "m1",), result.queries
    assert "梧桐广场" in result.queries[0] and "客流量" in result.queries[0], result.queries
