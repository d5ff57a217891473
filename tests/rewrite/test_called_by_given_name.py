"""A person in play whose name is a surname and a given name, written without spaces, is
called by the given name alone ("哦是海川，他电话多少" after an answer naming 林海川 and
林海山); a title among the person's other names ("邱部长") is no given name. A made-up
warehouse company written here."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

STORES = """
@prefix s: <http://example.org/stores/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

s:Person a owl:Class ; rdfs:label "员工"@zh .
s:Team a owl:Class ; rdfs:label "部门"@zh .
s:phone a owl:DatatypeProperty ; rdfs:label "电话"@zh .
s:leads a owl:ObjectProperty ; rdfs:label "负责"@zh .
s:t1 a s:Team ; skos:prefLabel "仓储部"@zh .
s:p1 a s:Person ; skos:prefLabel "林海川"@zh ; s:leads s:t1 ; s:phone "8801" .
s:p2 a s:Person ; skos:prefLabel "林海山"@zh ; s:phone "8802" .
s:p3 a s:Person ; skos:prefLabel "邱立军"@zh ; skos:altLabel "邱部长"@zh ; s:leads s:t1 .
"""
S = "http://example.org/stores/"


@pytest.fixture()
def stores(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "stores", STORES)


def test_the_given_name_calls_the_one_person_in_play(stores: Rewriter) -> None:
    session = stores.session()
    converse(session, ("仓储部负责人是林海山吗", "不是，仓储部负责人是林海川；林海山是仓库主管。"))
    result = session.rewrite("哦是海川，他电话多少")
    assert set(result.entity_ids) == {S + "p1"}, result.queries
    assert "林海川" in result.queries[0] and "林海山" not in result.queries[0], result.queries


def test_a_title_among_other_names_is_no_given_name(stores: Rewriter) -> None:
    session = stores.session()
    converse(session, ("仓储部谁负责", "邱立军，2023年起。"))
    result = session.rewrite("他哪年当的部长")
    assert "邱立军部长" not in result.queries[0] and result.queries[0].count("邱立军") == 1, result.queries
