""""电梯维保超时扣多少", "what is the penalty for a late callout answered by the engineer" with a
cleaning standard in focus: the clause's words are what the own pages of a thing of another
kind are about (the lift contract's), a thing the standard is not joined to, and none of the
standard's: the turn asks about that, and the standard is not carried into it. Words of the
standard's own pages still go on about it; so do words only the pages of another thing of
its own kind have (its pages are silent on them); and so do two words one page has (a made-up
facilities firm's standards and contracts)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter, Session
from kglink.rewrite.doc_terms import DocumentTerms

FACILITIES = """
@prefix f: <http://example.org/facilities/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Standard a owl:Class ; rdfs:label "standard"@en, "标准"@zh .
f:Contract a owl:Class ; rdfs:label "contract"@en, "合同"@zh .
f:sweep a f:Standard ; skos:prefLabel "Brightwell Cleaning Standard"@en, "明澈保洁标准"@zh .
f:waste a f:Standard ; skos:prefLabel "Fernmoor Waste Standard"@en, "蕨泽垃圾标准"@zh .
f:hoist a f:Contract ; skos:prefLabel "Hoistline Lift Contract"@en, "升衡电梯合同"@zh .
"""
F = "http://example.org/facilities/"


def _session(tmp_path: Path) -> Session:
    documents = DocumentTerms.from_chunks([
        Page("Brightwell Cleaning Standard: a monthly score below 85 cuts the cleaning fee by 3%; corridors are "
             "swept twice daily.", (F + "sweep",), "Brightwell Cleaning Standard"),
        Page("Fernmoor Waste Standard: bins emptied after noon count as overflow; overflow costs the crew a "
             "warning.", (F + "waste",), "Fernmoor Waste Standard"),
        Page("Hoistline Lift Contract: a callout the engineer answers late carries a penalty of 2000 per breach; "
             "lifts are serviced monthly.", (F + "hoist",), "Hoistline Lift Contract"),
        Page("明澈保洁标准：月度考评低于85分扣减当月保洁费3%，走廊每日清扫两次。", (F + "sweep",), "明澈保洁标准"),
        Page("升衡电梯合同：电梯维保超时每次扣款2000元，电梯每月保养一次。", (F + "hoist",), "升衡电梯合同"),
    ])
    return Rewriter(load_world(tmp_path, "facilities", FACILITIES), documents=documents).session()


def test_words_of_another_kinds_pages_leave_the_focus(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(session, ("what does the Brightwell Cleaning Standard penalise",
                       "Brightwell Cleaning Standard: a monthly score below 85 cuts the fee by 3%."))
    result = session.rewrite("what is the penalty for a late callout answered by the engineer")
    assert "Brightwell" not in result.queries[0], result.queries
    assert F + "sweep" not in result.entity_ids


def test_zh_words_of_another_kinds_pages_leave_the_focus(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(session, ("明澈保洁标准怎么扣钱", "明澈保洁标准：月度考评低于85分扣减当月保洁费3%。"))
    result = session.rewrite("电梯维保超时扣多少")
    assert "明澈" not in result.queries[0], result.queries


def test_words_of_the_focus_or_of_its_kind_go_on_about_it(tmp_path: Path) -> None:
    asked = ("what does the Brightwell Cleaning Standard penalise",
             "Brightwell Cleaning Standard: a monthly score below 85 cuts the fee by 3%.")
    session = _session(tmp_path)
    converse(session, asked)
    result = session.rewrite("how often are the corridors swept each day")
    assert "Brightwell Cleaning Standard" in result.queries[0], result.queries
    session = _session(tmp_path)
    converse(session, asked)
    # (another standard's page has the words: what standards speak of, this one's silent)
    result = session.rewrite("do bins emptied after noon count as overflow")
    assert "Brightwell Cleaning Standard" in result.queries[0], result.queries
    session = _session(tmp_path)
    converse(session, asked)
    # (two words the contract's page has: too few to say the turn is about it)
    result = session.rewrite("is the penalty late")
    assert "Brightwell Cleaning Standard" in result.queries[0], result.queries
