""""青柚礼盒从哪个仓发货" -> "都从西岭仓库发货。" -> "那儿今年有批青柚礼盒 库存多少": "there" is the one place the
answer just gave, though the documents give the goods hub by hub and a hub was talked of before (a
made-up world of a fruit seller's warehouses)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix g: <http://example.org/grove/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Hub a owl:Class ; rdfs:label "分拣中心"@zh .
g:Warehouse a owl:Class ; rdfs:label "仓库"@zh .
g:Product a owl:Class ; rdfs:label "商品"@zh .
g:shipsFrom a owl:ObjectProperty ; rdfs:label "所在仓库"@zh .
g:sortedAt a owl:ObjectProperty ; rdfs:label "分拣地点"@zh .
g:h1 a g:Hub ; skos:prefLabel "东湖分拣中心"@zh .
g:h2 a g:Hub ; skos:prefLabel "北塘分拣中心"@zh .
g:w1 a g:Warehouse ; skos:prefLabel "西岭仓库"@zh .
g:w2 a g:Warehouse ; skos:prefLabel "南渡仓库"@zh .
g:p1 a g:Product ; skos:prefLabel "青柚礼盒"@zh ; g:shipsFrom g:w1 ; g:sortedAt g:h1, g:h2 .
g:p2 a g:Product ; skos:prefLabel "脐橙礼盒"@zh ; g:shipsFrom g:w2 .
"""
G = "http://example.org/grove/"


def test_there_is_the_one_place_the_answer_just_gave(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page(f"{name}8月分拣青柚礼盒{n}件。", (G + h, G + "p1"), f"{name}8月分拣")
        for h, name, n in (("h1", "东湖分拣中心", 1200), ("h2", "北塘分拣中心", 900))
    ])
    session = Rewriter(load_world(tmp_path, "grove", W), documents=documents).session()
    converse(session, ("东湖分拣中心8月分了多少青柚礼盒", "东湖分拣中心8月分拣青柚礼盒1200件。"),
             ("青柚礼盒从哪个仓发货", "都从西岭仓库发货。"))
    result = session.rewrite("那儿今年有批青柚礼盒 库存多少")
    assert set(result.entity_ids) == {G + "w1", G + "p1"}, result.queries
