""""谁负责柳岸店" asks the property "负责人" (an agent noun asked with 谁 and the verb: pack
``property_forms``), a relation that holds whatever the month: the month of the figures
before is not carried into it (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix g: <http://example.org/g/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Store a owl:Class ; rdfs:label "门店"@zh ; skos:altLabel "店"@zh .
g:Person a owl:Class ; rdfs:label "员工"@zh .
g:Metric a owl:Class ; rdfs:label "指标"@zh .
g:head a owl:ObjectProperty ; rdfs:label "负责人"@zh .
g:s1 a g:Store ; skos:prefLabel "柳岸店"@zh ; g:head g:p1 .
g:s2 a g:Store ; skos:prefLabel "桐山店"@zh .
g:p1 a g:Person ; skos:prefLabel "林晓雯"@zh .
g:m1 a g:Metric ; skos:prefLabel "客流量"@zh .
"""
G = "http://example.org/g/"


def test_who_and_the_verb_of_an_agent_noun_asks_the_relation(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, ("柳岸店8月客流量多少", "1.2万人次。"), ("7月呢", "1.1万人次。"))
    result = session.rewrite("谁负责柳岸店")
    assert "7月" not in result.queries[0] and "8月" not in result.queries[0], result.queries
    assert G + "head" in result.trace["clauses"][0]["properties"], result.trace


def test_which_things_of_a_kind_by_no_figure_carry_no_month(tmp_path: Path) -> None:
    # ("那还有哪些门店" asks which things of a kind: so whatever the month of the figures
    # before.)
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, ("柳岸店8月客流量多少", "1.2万人次。"), ("柳岸店在哪", "在湖滨路。"))
    (query,) = session.rewrite("那还有哪些门店").queries
    assert "8月" not in query, query
    # (Right after a figure, "which ones" asks what the figure counted: the month stays.)
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, ("柳岸店8月客流量多少", "1.2万人次。"))
    (query,) = session.rewrite("那还有哪些门店").queries
    assert "8月" in query, query
