"""Chinese turns about courses a school's answer named: "写作课谁教" (a word of one
course's name before the kind's noun 课 names it), "贵的那门几课时" (门 counts courses),
"澄湖校区也一样吗" after a question about a policy (the words after the name ask of it
and stay), "调课呢" after it (a word that makes another policy's name takes the policy's
place) (a made-up world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:School a owl:Class ; rdfs:label "学校"@zh ; skos:altLabel "校区"@zh .
f:Course a owl:Class ; rdfs:label "课程"@zh ; skos:altLabel "课"@zh .
f:Teacher a owl:Class ; rdfs:label "老师"@zh .
f:Policy a owl:Class ; rdfs:label "制度"@zh .
f:teaches a owl:ObjectProperty ; rdfs:label "授课老师"@zh ; skos:altLabel "谁教"@zh .
f:atSchool a owl:ObjectProperty ; rdfs:label "所在校区"@zh .
f:fee a owl:DatatypeProperty ; rdfs:label "学费"@zh ; skos:altLabel "收费"@zh .
f:hours a owl:DatatypeProperty ; rdfs:label "课时"@zh .
f:s1 a f:School ; skos:prefLabel "云栖校区"@zh .
f:s2 a f:School ; skos:prefLabel "澄湖校区"@zh .
f:c1 a f:Course ; skos:prefLabel "溪南数学"@zh ; f:atSchool f:s1 ; f:teaches f:t1 ; f:fee "3200元" ; f:hours "48课时" .
f:c3 a f:Course ; skos:prefLabel "青禾写作"@zh ; f:atSchool f:s1 ; f:teaches f:t2 ; f:fee "2800元" ; f:hours "36课时" .
f:t1 a f:Teacher ; skos:prefLabel "林晓雯"@zh .
f:t2 a f:Teacher ; skos:prefLabel "顾明远"@zh .
f:pol1 a f:Policy ; skos:prefLabel "补课制度"@zh .
"""
F = "http://example.org/f/"
LISTED = ("云栖校区开了哪些课", "云栖校区有溪南数学和青禾写作。")


def test_a_word_of_one_name_before_the_kinds_noun_names_it(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, LISTED)
    result = session.rewrite("写作课谁教")
    assert result.entity_ids == (F + "c3",) and result.queries == ("青禾写作谁教",), result.queries


def test_men_counts_courses(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, LISTED)
    assert session.rewrite("贵的那门几课时").queries == ("溪南数学几课时",)


def test_words_after_an_added_name_stay(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("补课制度怎么规定的", "缺课一周内可免费补一次。"))
    assert session.rewrite("澄湖校区也一样吗").queries == ("补课制度澄湖校区也一样吗",)


def test_a_slot_that_makes_another_name_of_the_kind_replaces_the_thing(tmp_path: Path) -> None:
    # ("调课" and the end of 补课制度 make 调课制度, a policy nobody named: the user's word
    # takes the policy's place, and no name is written for it.)
    session = rewriter_for(tmp_path, "f", W + 'f:pol2 a f:Policy ; skos:prefLabel "调课制度"@zh .\n').session()
    converse(session, ("补课制度怎么规定的", "缺课一周内可免费补一次。"))
    result = session.rewrite("调课呢")
    assert result.queries == ("调课怎么规定的",) and result.entity_ids == (), result.queries
