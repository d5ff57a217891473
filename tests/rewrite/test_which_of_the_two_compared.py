""""which one is worse" after "compare lost mileage at Quarrow Depot and Ostmere Depot in
September": the two the question set side by side are compared, not the figure of
neither; "哪个客单价高" after a comparison of two stores' sales ranks the same two on the
figure it names. A relation asked then ("这两家店长是谁") is of the stores alone (a
made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix d: <http://example.org/d/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

d:Depot a owl:Class ; rdfs:label "depot"@en, "门店"@zh ; skos:altLabel "店"@zh .
d:Metric a owl:Class ; rdfs:label "metric"@en, "指标"@zh .
d:Person a owl:Class ; rdfs:label "person"@en, "员工"@zh .
d:manager a owl:ObjectProperty ; rdfs:label "manager"@en, "店长"@zh ; rdfs:domain d:Depot ; rdfs:range d:Person .
d:q a d:Depot ; skos:prefLabel "Quarrow Depot"@en, "桐山店"@zh ; d:manager d:p .
d:o a d:Depot ; skos:prefLabel "Ostmere Depot"@en, "柳岸店"@zh ; d:manager d:p .
d:p a d:Person ; skos:prefLabel "Ledgerly Wyke"@en, "林晓雯"@zh .
d:lost a d:Metric ; skos:prefLabel "Lost Mileage"@en, "销售额"@zh ; skos:altLabel "lost mileage"@en .
d:atv a d:Metric ; skos:prefLabel "On-time Rate"@en, "客单价"@zh ; skos:altLabel "on-time rate"@en .
"""
D = "http://example.org/d/"


def test_which_one_after_a_comparison_of_two_compares_them(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "d", W).session()
    converse(session, ("compare lost mileage at Quarrow Depot and Ostmere Depot in September",
                       "Quarrow Depot lost 1.5% and Ostmere Depot 2.9% in September."))
    result = session.rewrite("which one is worse")
    assert {D + "q", D + "o", D + "lost"} <= set(result.entity_ids), result.queries
    assert "September" in result.queries[0], result.queries


def test_which_is_higher_on_a_named_figure_ranks_the_two_compared(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "d", W).session()
    converse(session, ("比较一下桐山店和柳岸店7月的销售额", "桐山店220万元，柳岸店207万元。"))
    result = session.rewrite("哪个客单价高")
    assert set(result.entity_ids) == {D + "q", D + "o", D + "atv"}, result.queries
    assert "7月" in result.queries[0], result.queries
    session.observe_assistant("柳岸店7月客单价77.2元，桐山店64.3元。")
    result = session.rewrite("这两家店长是同一个人吗")
    assert set(result.entity_ids) == {D + "q", D + "o"}, result.queries
