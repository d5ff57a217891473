""""它那个月投诉几件" after the same month's figure of two estates, the second one last: "it"
is weighed by the words of each one's own pages, but "那个月" is a time, no word of them, nor
half of one with the word after it ("月投" of "那个月投诉" against a page that writes "8月投诉"
again and again); with only "投诉" left, salience decides. A made-up property manager's world."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, load_world

from kglink import Rewriter, Session
from kglink.rewrite.doc_terms import DocumentTerms

W = "http://example.org/months-zh/"
W_TTL = """
@prefix w: <http://example.org/months-zh/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Estate a owl:Class ; rdfs:label "小区"@zh .
w:Metric a owl:Class ; rdfs:label "指标"@zh .
w:pine a w:Estate ; skos:prefLabel "松岭花园"@zh .
w:lake a w:Estate ; skos:prefLabel "湖畔名苑"@zh .
w:fix a w:Metric ; skos:prefLabel "报修及时率"@zh .
"""
PAGES = [
    Page("报修及时率：当月按时响应的报修工单占全部报修工单的比例。", (W + "fix",), title="报修及时率说明"),
    Page("松岭花园2025年8月：报修及时率97%，投诉量6件。", (W + "pine", W + "fix"), title="松岭花园月报"),
    Page("湖畔名苑：7月投诉4件，8月投诉9件，9月投诉5件，10月投诉3件。", (W + "lake",), title="湖畔名苑投诉台账"),
]


def test_it_by_salience_when_only_a_time_differs(tmp_path: Path) -> None:
    rewriter = Rewriter(load_world(tmp_path, "months-zh", W_TTL), documents=DocumentTerms.from_chunks(PAGES))
    session = Session(rewriter)
    session.rewrite("湖畔名苑8月报修及时率多少")
    session.observe_assistant("湖畔名苑8月报修及时率96%。")
    session.rewrite("那松岭花园同月呢")
    session.observe_assistant("松岭花园8月报修及时率97%。")
    result = session.rewrite("它那个月投诉几件")
    assert W + "pine" in [e.id for e in result.entities], result.queries
    assert W + "lake" not in [e.id for e in result.entities], result.queries
