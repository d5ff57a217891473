""""松陵片区上个月投诉量多少" -> a side question on a contractor -> "回到片区 报修及时率呢": a kind
said right after the cue of a return is the region the talk was of, as "back to the region"
is (a made-up world of a property company's regions, figures and contractors)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix r: <http://example.org/sp/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

r:Region a owl:Class ; rdfs:label "片区"@zh .
r:Metric a owl:Class ; rdfs:label "指标"@zh .
r:Company a owl:Class ; rdfs:label "公司"@zh .
r:a a r:Region ; skos:prefLabel "松陵片区"@zh .
r:b a r:Region ; skos:prefLabel "钱塘片区"@zh .
r:q a r:Metric ; skos:prefLabel "投诉量"@zh .
r:t a r:Metric ; skos:prefLabel "报修及时率"@zh .
r:c a r:Company ; skos:prefLabel "沐川水务"@zh .
"""
R = "http://example.org/sp/"


def test_a_kind_after_the_cue_of_a_return_is_the_one_talked_of(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "sp", W).session()
    converse(
        session,
        ("松陵片区上个月投诉量多少", "松陵片区10月投诉量52件，多数和停水有关。"),
        ("停水那次谁施工的", "沐川水务。"),
        ("合同续不续", "年底到期，待考评。"),
    )
    result = session.rewrite("回到片区 报修及时率呢")
    assert set(result.entity_ids) == {R + "a", R + "t"}, result.queries
