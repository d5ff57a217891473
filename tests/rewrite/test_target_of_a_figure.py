""""咋低于目标了" after "桐山店8月客流达标率95%，低于98%目标": the target is the figure's (its
class has the property), but the figure was given of the store the answer named beside
it, with no edge between them: the store stays in the question. A director, joined to
the film by an edge, still gives way to the film that has the property asked (a made-up
world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix g: <http://example.org/g/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Store a owl:Class ; rdfs:label "门店"@zh, "store"@en .
g:Person a owl:Class ; rdfs:label "员工"@zh, "person"@en .
g:Metric a owl:Class ; rdfs:label "指标"@zh, "metric"@en .
g:target a owl:DatatypeProperty ; rdfs:label "目标"@zh, "target"@en ; rdfs:domain g:Metric .
g:head a owl:ObjectProperty ; rdfs:label "负责人"@zh, "manager"@en .
g:s1 a g:Store ; skos:prefLabel "桐山店"@zh, "Tongshan Store"@en ; g:head g:p1 .
g:s2 a g:Store ; skos:prefLabel "柳岸店"@zh, "Liuan Store"@en .
g:p1 a g:Person ; skos:prefLabel "林晓雯"@zh, "Lin Xiaowen"@en .
g:m1 a g:Metric ; skos:prefLabel "客流达标率"@zh, "footfall attainment"@en ; g:target "98%" .
"""
G = "http://example.org/g/"


def test_the_store_a_figure_was_given_of_stays_when_its_target_is_asked(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, ("桐山店8月客流达标率多少", "桐山店8月客流达标率95%，低于98%目标。"))
    result = session.rewrite("咋低于目标了")
    (query,) = result.queries
    assert "桐山店" in query and "客流达标率" in query, query
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, ("what was Tongshan Store's footfall attainment in August",
                       "Tongshan Store's footfall attainment was 95% in August, below the 98% target."))
    (query,) = session.rewrite("why below target?").queries
    assert "Tongshan Store" in query and "footfall attainment" in query, query


def test_a_thing_joined_by_an_edge_gives_way_to_the_one_with_the_property(tmp_path: Path) -> None:
    # (The manager is the store's by an edge: "目标多少" asks of the figure, not of him.)
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, ("林晓雯负责哪家店", "林晓雯负责桐山店。"), ("桐山店8月客流达标率多少", "95%。"))
    (query,) = session.rewrite("目标多少").queries
    assert "林晓雯" not in query, query
