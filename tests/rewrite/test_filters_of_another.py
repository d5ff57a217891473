""""报销要在多长时间内提交" after the director-level hotel rate of the travel lodging rules:
the turn's word opens the name of another policy (the expense claims rules), so the lodging
rules are not carried, and neither are the level and the city tier they were asked for,
which qualified them and nothing else (a made-up firm's policies, levels and city tiers)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

POLICIES = """
@prefix p: <http://example.org/policies/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

p:Policy a owl:Class ; rdfs:label "制度"@zh .
p:Level a owl:Class ; rdfs:label "职级"@zh .
p:Tier a owl:Class ; rdfs:label "城市类别"@zh .
p:appliesTo a owl:ObjectProperty ; rdfs:domain p:Policy ; rdfs:range p:Level ; rdfs:label "适用职级"@zh .
p:inTier a owl:ObjectProperty ; rdfs:domain p:Policy ; rdfs:range p:Tier ; rdfs:label "适用城市"@zh .
p:lodging a p:Policy ; skos:prefLabel "出差住宿规定"@zh ; skos:altLabel "住宿规定"@zh ;
    p:appliesTo p:staff, p:director ; p:inTier p:tier1, p:tier2 .
p:meals a p:Policy ; skos:prefLabel "出差餐补规定"@zh ; p:appliesTo p:staff, p:director ; p:inTier p:tier1, p:tier2 .
p:claims a p:Policy ; skos:prefLabel "报销办理规定"@zh ; skos:altLabel "报销办法"@zh .
p:staff a p:Level ; skos:prefLabel "专员级"@zh ; skos:altLabel "专员"@zh .
p:director a p:Level ; skos:prefLabel "主管级"@zh ; skos:altLabel "主管"@zh .
p:tier1 a p:Tier ; skos:prefLabel "甲类城市"@zh .
p:tier2 a p:Tier ; skos:prefLabel "乙类城市"@zh .
"""
P = "http://example.org/policies/"


def test_the_filters_of_a_policy_not_asked_are_not_carried(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "policies", POLICIES).session()
    converse(
        session,
        ("甲类城市的住宿规定是多少", "甲类城市专员每晚不超过500元，主管级700元。"),
        ("主管呢", "甲类城市主管级每晚不超过700元。"),
    )
    result = session.rewrite("报销要在多长时间内提交")
    query = result.queries[0]
    assert "甲类城市" not in query and "主管" not in query and "住宿" not in query, result.queries
    assert not {P + "tier1", P + "director", P + "lodging"} & set(result.entity_ids), result.entity_ids
