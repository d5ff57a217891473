"""Chinese questions of whether the assistant knows something ("还记得…吗", "你知道…吗"): a
type noun right after the lead is the subject, unless a question of which things of its
kind follows it (a made-up film world)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink.lang import get_pack
from kglink.rewrite.analysis import analyse_clause

FILMS = """
@prefix f: <http://example.org/films/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Film a owl:Class ; rdfs:label "影片"@zh , "电影"@zh .
f:Person a owl:Class ; rdfs:label "演员"@zh .
f:starring a owl:ObjectProperty ; rdfs:label "主演"@zh ; rdfs:domain f:Film ; rdfs:range f:Person .
f:runtime a owl:DatatypeProperty ; rdfs:label "片长"@zh ; rdfs:domain f:Film .
f:born a owl:DatatypeProperty ; rdfs:label "出生日期"@zh ; rdfs:domain f:Person .
f:nanling a f:Film ; skos:prefLabel "南岭往事"@zh ; f:starring f:linyuan, f:heqing ; f:runtime "128分钟" .
f:linyuan a f:Person ; skos:prefLabel "林远"@zh ; f:born "1978年" .
f:heqing a f:Person ; skos:prefLabel "何青"@zh ; f:born "1985年" .
"""
F = "http://example.org/films/"


def test_a_type_noun_after_do_you_remember_is_the_subject(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "films", FILMS).session()
    converse(
        session,
        ("南岭往事的主演是谁", "主演有林远和何青。"),
        ("你知道还有谁吗", "还有何青，1985年出生。"),
    )
    # The answer put the actor in focus; "影片" says the question is of the film in play.
    result = session.rewrite("还记得影片讲了个什么故事吗")
    assert result.entity_ids == (F + "nanling",), result.queries


def test_a_type_noun_followed_by_which_ones_is_what_is_asked(tmp_path: Path) -> None:
    rewriter = rewriter_for(tmp_path, "films", FILMS)
    session = rewriter.session()
    converse(session, ("南岭往事的主演是谁", "主演有林远和何青。"))

    def subject(text: str) -> frozenset[str]:
        return analyse_clause(text, get_pack("zh"), session, rewriter.resources).subject_classes

    assert F + "Film" in subject("还记得影片讲了个什么故事吗")
    assert F + "Film" in subject("你知道影片讲的是什么吗")
    assert not subject("你还记得演员是哪几位吗")
    assert not subject("你知道演员都是哪几位吗")
