""""报修及时率咋算的" -> "工单模块谁负责" -> "柘北园上个月多少": an amount asked of a park the
documents give the rate for park by park, no figure named, is that rate's (a made-up world of
a property company's parks, a rate and the system module it comes from)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix p: <http://example.org/zb/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

p:Park a owl:Class ; rdfs:label "园区"@zh .
p:Metric a owl:Class ; rdfs:label "指标"@zh .
p:Module a owl:Class ; rdfs:label "模块"@zh .
p:source a owl:ObjectProperty ; rdfs:label "数据来源"@zh .
p:a a p:Park ; skos:prefLabel "澄溪园"@zh .
p:b a p:Park ; skos:prefLabel "柘北园"@zh .
p:m a p:Metric ; skos:prefLabel "报修及时率"@zh ; p:source p:w .
p:w a p:Module ; skos:prefLabel "工单模块"@zh .
"""
P = "http://example.org/zb/"


def test_an_amount_of_a_park_is_the_rate_asked_before(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("澄溪园2025年10月报修及时率96.6%。", (P + "a", P + "m")),
        Page("柘北园2025年10月报修及时率95.1%。", (P + "b", P + "m")),
        Page("报修及时率=30分钟内响应的报修单÷报修单总数，数据来自工单模块。", (P + "m", P + "w"), title="报修及时率"),
    ])
    session = Rewriter(load_world(tmp_path, "zb", W), documents=documents).session()
    converse(session, ("报修及时率咋算的", "30分钟内响应的报修单÷报修单总数，数据来自工单模块。"),
             ("那模块谁负责", "工程部邝建。"))
    result = session.rewrite("柘北园上个月多少")
    assert set(result.entity_ids) == {P + "b", P + "m"}, result.queries
