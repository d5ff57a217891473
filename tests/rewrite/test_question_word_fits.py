"""A property asked in the place of another takes the question word that asks what it
gives: "时效多久" then "成本呢" asks 多少, "谁调度" then "时效呢" asks 多久, "how long is
the transit time" then "and the cost?" asks what it is. The kind of value comes from the
graph: a few of the property's values, or the kind of thing its edges point at
(a made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Route a owl:Class ; rdfs:label "lane"@en, "干线"@zh .
f:Planner a owl:Class ; rdfs:label "planner"@en, "调度员"@zh .
f:plannedBy a owl:ObjectProperty ; rdfs:label "planner"@en, "调度员"@zh ; skos:altLabel "调度"@zh .
f:transit a owl:DatatypeProperty ; rdfs:label "transit time"@en, "时效"@zh .
f:cost a owl:DatatypeProperty ; rdfs:label "cost per pallet"@en, "单托成本"@zh ; skos:altLabel "成本"@zh, "cost"@en .
f:l1 a f:Route ; skos:prefLabel "Ostmere-Drayle Lane"@en, "桐山至鹤港干线"@zh ; f:plannedBy f:p1 ;
    f:transit "2 days" ; f:cost "41 EUR" .
f:l2 a f:Route ; skos:prefLabel "Ostmere-Wyke Lane"@en, "桐山至枫镇干线"@zh ; f:plannedBy f:p1 ;
    f:transit "1 day" ; f:cost "29 EUR" .
f:p1 a f:Planner ; skos:prefLabel "Mara Skellan"@en, "许静怡"@zh .
"""


@pytest.mark.parametrize(
    ("exchange", "turn", "query"),
    [
        (("桐山至鹤港干线时效多久", "2天。"), "成本呢", "桐山至鹤港干线单托成本多少"),
        (("桐山至鹤港干线谁调度", "许静怡。"), "时效呢", "桐山至鹤港干线时效多久"),
        (("桐山至鹤港干线调度员是谁", "许静怡。"), "成本呢", "桐山至鹤港干线单托成本多少"),
        (("桐山至鹤港干线单托成本多少", "41元。"), "调度员呢", "桐山至鹤港干线调度员是谁"),
        (("桐山至鹤港干线时效多久", "2天。"), "不是时效，是成本", "桐山至鹤港干线单托成本多少"),
        (("how long is the transit time on the Ostmere-Drayle lane", "2 days."), "and the cost?",
         "what is the cost per pallet on the Ostmere-Drayle lane"),
    ],
)
def test_the_question_word_asks_what_the_new_property_gives(
    tmp_path: Path, exchange: tuple[str, str], turn: str, query: str
) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, exchange)
    assert session.rewrite(turn).queries == (query,)


def test_the_question_of_a_sibling_is_asked_anew_too(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "f", W).session()
    converse(session, ("桐山至鹤港干线时效多久", "2天。"))
    converse(session, ("桐山至枫镇干线呢", "1天。"))
    assert session.rewrite("成本呢").queries == ("桐山至枫镇干线单托成本多少",)
