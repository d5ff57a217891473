""""澄溪园8月投诉为啥那么多" -> "那机组谁维保的" -> "扣他们钱没" -> "那个月能耗呢": a figure the
documents give park by park, asked for the period in force, is asked of the park the talk
was of, not of the contractor last asked about (a made-up world of a property company's
parks, their equipment and contractors)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix p: <http://example.org/cx/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

p:Park a owl:Class ; rdfs:label "园区"@zh .
p:Metric a owl:Class ; rdfs:label "指标"@zh .
p:Equipment a owl:Class ; rdfs:label "设备"@zh ; skos:altLabel "机组"@zh .
p:Company a owl:Class ; rdfs:label "公司"@zh .
p:at a owl:ObjectProperty ; rdfs:label "所在园区"@zh .
p:maintainedBy a owl:ObjectProperty ; rdfs:label "维保单位"@zh .
p:a a p:Park ; skos:prefLabel "澄溪园"@zh .
p:b a p:Park ; skos:prefLabel "柘北园"@zh .
p:m a p:Metric ; skos:prefLabel "公区能耗"@zh ; skos:altLabel "能耗"@zh .
p:q a p:Metric ; skos:prefLabel "投诉量"@zh ; skos:altLabel "投诉"@zh .
p:k a p:Equipment ; skos:prefLabel "澄溪园冷水机组"@zh ; p:at p:a ; p:maintainedBy p:c .
p:c a p:Company ; skos:prefLabel "恒温机电"@zh .
"""
P = "http://example.org/cx/"


def test_a_figure_for_the_period_in_force_is_the_park_s(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("澄溪园2025年8月公区能耗49.8万千瓦时。", (P + "a", P + "m")),
        Page("柘北园2025年8月公区能耗31.2万千瓦时。", (P + "b", P + "m")),
        Page("澄溪园2025年8月投诉量37件。", (P + "a", P + "q")),
        Page("柘北园2025年8月投诉量12件。", (P + "b", P + "q")),
    ])
    session = Rewriter(load_world(tmp_path, "cx", W), documents=documents).session()
    converse(
        session,
        ("澄溪园8月投诉为啥那么多", "澄溪园冷水机组压缩机故障，室温超标6天。"),
        ("那机组谁维保的", "恒温机电负责维保。"),
        ("扣他们钱没", "扣了当月维保费。"),
    )
    result = session.rewrite("那个月能耗呢")
    assert set(result.entity_ids) == {P + "a", P + "m"}, result.queries
