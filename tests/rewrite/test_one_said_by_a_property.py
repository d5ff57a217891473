""""哪款蒸烤箱出过门封漏气" -> "S1和S3没有；S2出过门封漏气。" -> "出过故障的那款卖了多少台":
the words of a property said of the thing meant, then 的那款, are the one thing the answer named
among others of its kind that an edge of that property joins to a thing in play (a made-up world
of a kitchen appliance maker's ovens and their faults)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink import RewriteResult

W = """
@prefix k: <http://example.org/ka/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

k:Oven a owl:Class ; rdfs:label "蒸烤箱"@zh .
k:Fault a owl:Class ; rdfs:label "故障"@zh .
k:hadFault a owl:ObjectProperty ; rdfs:label "出过故障"@zh ; skos:altLabel "故障记录"@zh .
k:o1 a k:Oven ; skos:prefLabel "蒸烤箱S1"@zh ; skos:altLabel "S1"@zh .
k:o2 a k:Oven ; skos:prefLabel "蒸烤箱S2"@zh ; skos:altLabel "S2"@zh ; k:hadFault k:f1 .
k:o3 a k:Oven ; skos:prefLabel "蒸烤箱S3"@zh ; skos:altLabel "S3"@zh .
k:f1 a k:Fault ; skos:prefLabel "门封漏气"@zh .
"""
K = "http://example.org/ka/"


def _asked_after(tmp_path: Path, answer: str) -> RewriteResult:
    session = rewriter_for(tmp_path, "ka", W).session()
    converse(session, ("哪款蒸烤箱出过门封漏气", answer))
    return session.rewrite("出过故障的那款卖了多少台")


def test_the_one_the_property_holds_of_among_those_answered(tmp_path: Path) -> None:
    result = _asked_after(tmp_path, "S1和S3没有；S2出过门封漏气。")
    assert result.entity_ids == (K + "o2",), result.queries
    assert "蒸烤箱S2" in result.queries[0] and "那款" not in result.queries[0], result.queries


def test_not_when_the_answer_named_it_alone(tmp_path: Path) -> None:
    # (Nothing to choose among: the words ask, or say, of the thing in play as they would.)
    result = _asked_after(tmp_path, "S2出过门封漏气。")
    assert "出过故障的那款" in result.queries[0], result.queries
