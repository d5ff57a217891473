"""A period alone after a why asks the figure in that period, not why it moved then
("8月呢" after "咋掉了这么多", "and september?" after "why so bad"); and a period that
varies a question comparing two periods takes the place of the one asked of, not of the
one compared with ("回到桐山店 8月呢" after "它比6月涨了多少") (made-up worlds)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

ZH = """
@prefix g: <http://example.org/g/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Store a owl:Class ; rdfs:label "门店"@zh ; skos:altLabel "店"@zh .
g:Metric a owl:Class ; rdfs:label "指标"@zh .
g:s1 a g:Store ; skos:prefLabel "桐山店"@zh .
g:s2 a g:Store ; skos:prefLabel "柳岸店"@zh .
g:m1 a g:Metric ; skos:prefLabel "客流量"@zh .
"""
EN = """
@prefix h: <http://example.org/h/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Depot a owl:Class ; rdfs:label "depot"@en .
h:Metric a owl:Class ; rdfs:label "metric"@en .
h:d1 a h:Depot ; skos:prefLabel "Quarrow Depot"@en .
h:m1 a h:Metric ; skos:prefLabel "On-Time Rate"@en ; skos:altLabel "on-time rate"@en .
"""


def test_a_period_after_a_why_asks_the_figure(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", ZH).session()
    converse(session, ("柳岸店7月客流量多少", "柳岸店7月客流量下降了12%。"), ("咋掉了这么多", "暑期学生离开。"))
    (query,) = session.rewrite("8月呢").queries
    assert "柳岸店" in query and "客流量" in query and "8月" in query and "7月" not in query, query
    assert "掉" not in query, query


def test_an_english_period_after_a_why_asks_the_figure(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "h", EN).session()
    converse(
        session,
        ("what was the on-time rate at Quarrow Depot in August", "84% at Quarrow Depot in August."),
        ("why so bad", "Two trucks were off the road."),
    )
    (query,) = session.rewrite("and september?").queries
    assert "Quarrow Depot" in query and "September" in query and "why" not in query.casefold(), query


def test_a_period_varies_the_one_asked_of_not_the_one_compared_with(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", ZH).session()
    converse(
        session,
        ("桐山店7月客流量多少", "桐山店7月客流量比上月高。"),
        ("它比6月涨了多少", "涨了8%。"),
        ("柳岸店呢", "柳岸店7月客流量下降了12%。"),
    )
    (query,) = session.rewrite("回到桐山店 8月呢").queries
    assert "桐山店8月" in query and "6月" in query and "7月" not in query, query


def test_a_period_after_a_why_varies_the_question_of_the_figure(tmp_path: Path) -> None:
    # The question asked before the why, with its period varied; no particle of the slot left.
    for said in ("那8月呢", "8月的呢"):
        session = rewriter_for(tmp_path, "g", ZH).session()
        converse(session, ("柳岸店7月客流量多少", "柳岸店7月客流量下降了12%。"), ("咋掉了这么多", "暑期学生离开。"))
        (query,) = session.rewrite(said).queries
        assert query == "柳岸店8月客流量多少", (said, query)
    session = rewriter_for(tmp_path, "h", EN).session()
    converse(
        session,
        ("what was the on-time rate at Quarrow Depot in August", "84% at Quarrow Depot in August."),
        ("why so bad", "Two trucks were off the road."),
    )
    (query,) = session.rewrite("what about september").queries
    assert query == "what was the on-time rate at Quarrow Depot in September", query


def test_a_period_after_a_why_of_a_comparison_asks_the_figure_in_the_frame(tmp_path: Path) -> None:
    # The question before the why compared two months: not varied, the frame takes the period.
    session = rewriter_for(tmp_path, "g", ZH).session()
    converse(
        session,
        ("柳岸店7月客流量多少", "柳岸店7月客流量下降了12%。"),
        ("它比6月少了多少", "少了300人次。"),
        ("咋掉了这么多", "暑期学生离开。"),
    )
    (query,) = session.rewrite("那8月呢").queries
    assert "柳岸店" in query and "8月" in query and "客流量" in query, query
    assert not any(word in query for word in ("呢", "6月", "7月", "掉")), query
