""""S3那个召回完成率多少" asks which of the scooter's two recalls; "刹车那个" picks one, whose
name begins with the scooter's: written in the place of the demonstrative right after the
scooter's name, it says that name, which is not written twice (a made-up world of an
electric scooter maker's recalls)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix s: <http://example.org/recall/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

s:Model a owl:Class ; rdfs:label "车型"@zh .
s:Recall a owl:Class ; rdfs:label "召回"@zh .
s:about a owl:ObjectProperty ; rdfs:domain s:Recall ; rdfs:range s:Model ; rdfs:label "涉及车型"@zh .
s:m3 a s:Model ; skos:prefLabel "云帆S3"@zh ; skos:altLabel "S3"@zh .
s:r1 a s:Recall ; skos:prefLabel "云帆S3 2024款刹车召回"@zh ; skos:altLabel "S3刹车召回"@zh ; s:about s:m3 .
s:r2 a s:Recall ; skos:prefLabel "云帆S3 2025款电池召回"@zh ; skos:altLabel "S3电池召回"@zh ; s:about s:m3 .
"""
S = "http://example.org/recall/"


def test_the_name_the_picked_one_begins_with_is_written_once(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "recall", W).session()
    converse(
        session,
        ("云帆S3最近有哪些召回", "云帆S3有两个召回：云帆S3 2024款刹车召回和云帆S3 2025款电池召回。"),
        ("S3那个召回完成率多少", "您问的是刹车召回还是电池召回？"),
    )
    result = session.rewrite("刹车那个")
    assert result.entity_ids == (S + "r1",), result.queries
    assert result.queries == ("云帆S3 2024款刹车召回完成率多少",)
