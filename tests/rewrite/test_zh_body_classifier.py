""""那家" counts bodies and establishments (a company, a shop), never one person: after an
answer that names a manager and the shop he also runs, "那家面积多大" asks of the shop,
though the manager is the more salient; "那家店长电话" is that shop's manager's phone, not
"that manager". "那位" still counts persons (a made-up tea shop chain written here)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, load_world

from kglink import Rewriter

TEA = """
@prefix t: <http://example.org/tea/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

t:Shop a owl:Class ; rdfs:label "门店"@zh .
t:Person a owl:Class ; rdfs:label "员工"@zh ; skos:altLabel "店长"@zh .
t:Metric a owl:Class ; rdfs:label "指标"@zh .
t:phone a owl:DatatypeProperty ; rdfs:label "电话"@zh .
t:manages a owl:ObjectProperty ; rdfs:label "管理门店"@zh .
t:area a owl:DatatypeProperty ; rdfs:label "面积"@zh .
t:joined a owl:DatatypeProperty ; rdfs:label "入职时间"@zh ; skos:altLabel "入职"@zh .

t:lx a t:Shop ; skos:prefLabel "砾屿店"@zh ; t:area "260平方米" .
t:lx2 a t:Shop ; skos:prefLabel "砾屿二店"@zh ; t:area "180平方米" .
t:xw a t:Person ; skos:prefLabel "蔺川"@zh ; t:manages t:lx, t:lx2 ; t:joined "2019年" ; t:phone "139-0000-1177" .
t:complaints a t:Metric ; skos:prefLabel "投诉量"@zh ; skos:altLabel "投诉"@zh .
"""
T = "http://example.org/tea/"

OPENING = [("砾屿二店店长是谁", "蔺川。"), ("他还管哪家", "砾屿店。")]


@pytest.fixture()
def tea(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "tea", TEA))


def test_that_establishment_is_the_shop_not_its_manager(tea: Rewriter) -> None:
    session = tea.session()
    converse(session, *OPENING)
    result = session.rewrite("那家面积多大")
    assert result.entity_ids == (T + "lx",), result.queries


def test_that_person_is_still_the_manager(tea: Rewriter) -> None:
    session = tea.session()
    converse(session, *OPENING)
    result = session.rewrite("那位哪年入职的")
    assert result.entity_ids == (T + "xw",), result.queries


def test_that_establishments_manager_is_asked_of_the_shop(tea: Rewriter) -> None:
    session = tea.session()
    converse(session, ("9月哪家店投诉最多", "砾屿二店20件，砾屿店12件，砾屿二店最多。"))
    result = session.rewrite("那家店长电话")
    assert T + "lx2" in result.entity_ids, result.queries
    assert result.queries == ("砾屿二店店长电话",), result.queries


def test_his_family_is_still_the_person(tea: Rewriter) -> None:
    # ("他家里": a pronoun's household, not an establishment.)
    session = tea.session()
    converse(session, ("砾屿店店长是谁", "蔺川。"))
    result = session.rewrite("他家里还有谁")
    assert result.entity_ids == (T + "xw",), result.queries
