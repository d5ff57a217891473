""""环比呢" after "仁和医院7月床位使用率多少": in a language without spaces, a follow-up word
of no kind that the documents use is no unknown name in place of the figure asked; it
says more of it ("…床位使用率环比多少") (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms
from made_up_worlds import Page, converse, load_world

F = "http://example.org/f/"
W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
f:Hospital a owl:Class ; rdfs:label "医院"@zh .
f:Metric a owl:Class ; rdfs:label "指标"@zh .
f:rh a f:Hospital ; skos:prefLabel "仁和医院"@zh .
f:bed a f:Metric ; skos:prefLabel "床位使用率"@zh .
"""
ASKED = ("仁和医院7月床位使用率多少", "仁和医院7月床位使用率92%。")


def _rewriter(tmp_path: Path) -> Rewriter:
    documents = DocumentTerms.from_chunks([
        Page("仁和医院7月床位使用率92%，环比上升3个百分点。", (F + "rh", F + "bed"), "仁和医院7月床位使用率"),
        Page("仁和医院6月床位使用率89%，同比持平。", (F + "rh", F + "bed"), "仁和医院6月床位使用率"),
    ])
    return Rewriter(load_world(tmp_path, "f", W), documents=documents)


def test_a_word_the_documents_use_says_more_of_the_figure(tmp_path: Path) -> None:
    session = _rewriter(tmp_path).session()
    converse(session, ASKED)
    result = session.rewrite("环比呢")
    assert result.queries == ("仁和医院7月床位使用率环比多少",)
    assert set(result.entity_ids) == {F + "rh", F + "bed"}

