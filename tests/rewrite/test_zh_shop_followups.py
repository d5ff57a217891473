"""Chinese follow-ups in a world of shops, their managers and coaches: "换成客流量" swaps
the figure asked; "他" after an answer naming a coach is that coach (教练 names persons);
"大的那个店长是谁" asks the bigger shop's manager (店长 also names the property) and "小的呢"
asks it of the smaller; "他们俩" are the two persons in play (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink.lang import get_pack

W = """
@prefix g: <http://example.org/g/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Store a owl:Class ; rdfs:label "门店"@zh ; skos:altLabel "店"@zh .
g:Manager a owl:Class ; rdfs:label "店长"@zh .
g:Coach a owl:Class ; rdfs:label "教练"@zh .
g:Course a owl:Class ; rdfs:label "课程"@zh ; skos:altLabel "课"@zh .
g:Metric a owl:Class ; rdfs:label "指标"@zh .
g:managedBy a owl:ObjectProperty ; rdfs:label "店长"@zh .
g:teaches a owl:ObjectProperty ; rdfs:label "授课教练"@zh ; skos:altLabel "谁带"@zh .
g:area a owl:DatatypeProperty ; rdfs:label "面积"@zh .
g:s1 a g:Store ; skos:prefLabel "桐山店"@zh ; g:managedBy g:p1 ; g:area "1800平方米" .
g:s2 a g:Store ; skos:prefLabel "柳岸店"@zh ; g:managedBy g:p2 ; g:area "1200平方米" .
g:p1 a g:Manager ; skos:prefLabel "许静怡"@zh .
g:p2 a g:Manager ; skos:prefLabel "周博文"@zh .
g:c1 a g:Coach ; skos:prefLabel "陈子墨"@zh .
g:k1 a g:Course ; skos:prefLabel "普拉提小班"@zh ; g:teaches g:c1 .
g:m1 a g:Metric ; skos:prefLabel "退卡率"@zh .
g:m2 a g:Metric ; skos:prefLabel "客流量"@zh .
"""
G = "http://example.org/g/"
SIZES = ("桐山店和柳岸店哪个大", "桐山店1800平方米，柳岸店1200平方米。")


def test_huancheng_swaps_the_figure(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, ("桐山店9月退卡率", "桐山店9月退卡率为9%。"))
    assert session.rewrite("换成客流量").queries == ("桐山店9月客流量",)


def test_he_after_a_coach_is_the_coach(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, ("普拉提小班谁带", "陈子墨。"))
    assert session.rewrite("他还带别的课吗").entity_ids == (G + "c1",)
    assert get_pack("zh").is_personal_class_label("教练") and get_pack("zh").is_personal_class_label("护士")


def test_a_grade_before_a_noun_that_names_the_property_asks_it_of_that_one(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, SIZES)
    assert session.rewrite("大的那个店长是谁").queries == ("桐山店店长是谁",)
    session.observe_assistant("许静怡。")
    assert session.rewrite("小的呢").queries == ("柳岸店店长是谁",)


def test_the_two_of_them_are_the_two_persons_in_play(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "g", W).session()
    converse(session, SIZES, ("大的那个店长是谁", "许静怡。"), ("小的呢", "周博文。"))
    result = session.rewrite("他们俩谁管的店大")
    assert set(result.entity_ids) == {G + "p1", G + "p2"}, result.queries
