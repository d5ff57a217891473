"""After a why-question, a follow-up that varies the figure asks the figure, not the why: "how
many loans did Wexcombe Library do in August" -> "why so low there" -> "what about visits at
Wexcombe Library that month" asks the visits (a made-up world of a library service). Another
place, "西南区8月呢" after "华中区为什么增长", still asks why (ontology/enterprise's own cases)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world, rewriter_for

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

W = """
@prefix l: <http://example.org/l/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

l:Branch a owl:Class ; rdfs:label "branch"@en, "门店"@zh .
l:Metric a owl:Class ; rdfs:label "metric"@en, "指标"@zh .
l:Event a owl:Class ; rdfs:label "event"@en, "活动"@zh .
l:heldAt a owl:ObjectProperty ; rdfs:domain l:Event ; rdfs:range l:Branch ; rdfs:label "held at"@en, "举办地点"@zh .
l:e1 a l:Event ; skos:prefLabel "Ostmere Book Fair"@en, "云栖书展"@zh ; l:heldAt l:b1 .
l:e2 a l:Event ; skos:prefLabel "Skellan Poetry Night"@en, "枫镇诗会"@zh ; l:heldAt l:b2 .
l:b1 a l:Branch ; skos:prefLabel "Wexcombe Library"@en, "溪南店"@zh .
l:b2 a l:Branch ; skos:prefLabel "Tarrow Library"@en, "青禾店"@zh .
l:m1 a l:Metric ; skos:prefLabel "Loans"@en, "借阅量"@zh ; skos:altLabel "loans"@en .
l:m2 a l:Metric ; skos:prefLabel "Visits"@en, "客流"@zh ; skos:altLabel "visits"@en .
"""
L = "http://example.org/l/"


def test_en_another_figure_after_why(tmp_path: Path) -> None:
    # (The documents give each figure branch by branch, branches being places where things
    # are held: a figure, not a place, is varied.)
    documents = DocumentTerms.from_chunks([
        Page(f"{name} {metric} August 2025: {n}.", (L + b, L + m), f"{name} {metric}, August 2025")
        for b, name in (("b1", "Wexcombe Library"), ("b2", "Tarrow Library"))
        for m, metric, n in (("m1", "loans", 2000), ("m2", "visits", 14400))
    ])
    session = Rewriter(load_world(tmp_path, "l", W), documents=documents).session()
    converse(
        session,
        ("how many loans did Wexcombe Library do in August", "Wexcombe Library had 2,000 loans in August 2025."),
        ("why so low there", "The report doesn't say."),
    )
    query = session.rewrite("what about visits at Wexcombe Library that month").queries[0]
    assert "why" not in query and "low" not in query, query
    assert "Visits" in query and "August" in query, query
