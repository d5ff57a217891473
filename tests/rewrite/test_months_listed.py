""""8、9月呢" after "溪南店7月营收": a month whose word a list leaves to the last ("8" of "8、9月")
is a month too, and both take the place of the month before (a made-up world of a gym chain's
shops)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink.linking.constraints import extract_constraints

W = """
@prefix g: <http://example.org/g/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Shop a owl:Class ; rdfs:label "门店"@zh .
g:Metric a owl:Class ; rdfs:label "指标"@zh .
g:s1 a g:Shop ; skos:prefLabel "溪南店"@zh .
g:k1 a g:Metric ; skos:prefLabel "营收"@zh .
"""


def test_a_month_before_another_in_a_list() -> None:
    found = [(c.value, c.display) for c in extract_constraints("溪南店5、6、7月份营收")]
    assert found == [("M05", "5月"), ("M06", "6月"), ("M07", "7月份")], found
    assert not extract_constraints("1、2号线"), "no month without 月 at the end of the list"


def test_both_months_take_the_place_of_the_one_before(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, ("溪南店7月营收", "溪南店7月营收52万元。"))
    query = session.rewrite("8、9月呢").queries[0]
    assert "8月" in query and "9月" in query and "7月" not in query, query
