"""Every cue of a return opens a lead-in the new question follows: "returning to X, when do
they renew", "回头说X 店长是谁" ask the new question of X, not the earlier one again (a
made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix s: <http://example.org/s/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

s:Customer a owl:Class ; rdfs:label "customer"@en, "客户"@zh .
s:Policy a owl:Class ; rdfs:label "policy"@en, "制度"@zh .
s:renewal a owl:DatatypeProperty ; rdfs:label "renewal date"@en, "续约日期"@zh ; skos:altLabel "renew"@en, "续约"@zh .
s:plan a owl:DatatypeProperty ; rdfs:label "plan"@en, "套餐"@zh .
s:c1 a s:Customer ; skos:prefLabel "Skellan Foods"@en, "溪南食品"@zh ; skos:altLabel "Skellan"@en ; s:renewal "30 June" ; s:plan "Pro" .
s:r1 a s:Policy ; skos:prefLabel "Refund Policy"@en, "退款制度"@zh .
"""


@pytest.mark.parametrize(
    ("exchanges", "turn", "asked"),
    [
        ([("what plan is Skellan on", "Skellan Foods is on Pro."), ("what's the refund policy", "Refunds within 30 days.")],
         "returning to Skellan, when do they renew", "renew"),
        ([("what plan is Skellan on", "Skellan Foods is on Pro."), ("what's the refund policy", "Refunds within 30 days.")],
         "coming back to Skellan - when do they renew", "renew"),
        ([("溪南食品用的什么套餐", "专业版。"), ("退款制度怎么规定的", "30天内可退。")],
         "回头说溪南食品 续约日期是哪天", "续约"),
    ],
)
def test_the_new_question_is_asked_of_what_the_turn_returns_to(
    tmp_path: Path, exchanges: list[tuple[str, str]], turn: str, asked: str
) -> None:
    session = rewriter_for(tmp_path, "s", W).session()
    converse(session, *exchanges)
    result = session.rewrite(turn)
    assert result.entity_ids == ("http://example.org/s/c1",), result.queries
    assert all(asked in q for q in result.queries), result.queries


Z = """
@prefix g: <http://example.org/g/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Clinic a owl:Class ; rdfs:label "诊所"@zh ; skos:altLabel "家"@zh .
g:Person a owl:Class ; rdfs:label "人员"@zh .
g:Metric a owl:Class ; rdfs:label "指标"@zh .
g:head a owl:ObjectProperty ; rdfs:label "院长"@zh ; rdfs:domain g:Clinic ; rdfs:range g:Person .
g:c1 a g:Clinic ; skos:prefLabel "溪南诊所"@zh ; g:head g:p1 .
g:p1 a g:Person ; skos:prefLabel "顾明远"@zh .
g:m1 a g:Metric ; skos:prefLabel "接诊量"@zh .
g:m2 a g:Metric ; skos:prefLabel "客单价"@zh .
"""


def test_a_name_and_a_question_after_the_lead_ask_anew(tmp_path: Path) -> None:
    # ("回到…，接诊量多少" names a figure and asks of it: no replay of the earlier question
    # with the figure pasted in front.)
    session = rewriter_for(tmp_path, "g", Z).session()
    converse(session, ("溪南诊所9月客单价", "612元。"), ("溪南诊所院长是谁", "顾明远。"), ("他是哪年入职的", "2019年。"))
    result = session.rewrite("回到溪南诊所，接诊量多少")
    (query,) = result.queries
    assert "接诊量多少" in query and "院长" not in query and "客单价" not in query, query
