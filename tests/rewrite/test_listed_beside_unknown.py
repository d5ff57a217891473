"""One known item of a list of things alike whose others the knowledge base lacks ("12号楼、
15号楼部分住户缓交", with only 12号楼 known) is no new subject: the next turn goes on about
what was asked of, not that item (a made-up housing estate with one known building)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, load_world

from kglink import Rewriter

W = """
@prefix h: <http://example.org/fenmoor/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Estate a owl:Class ; rdfs:label "estate"@en, "小区"@zh .
h:Building a owl:Class ; rdfs:label "building"@en, "楼栋"@zh .
h:partOf a owl:ObjectProperty ; rdfs:label "part of"@en, "属于"@zh .
h:households a owl:DatatypeProperty ; rdfs:label "households"@en, "户数"@zh .
h:e1 a h:Estate ; skos:prefLabel "岑溪花园"@zh, "Fenmoor Gardens"@en ; h:households "900" .
h:b3 a h:Building ; skos:prefLabel "岑溪花园12号楼"@zh, "Fenmoor Gardens Block 12"@en ;
    skos:altLabel "12号楼"@zh, "Block 12"@en ; h:partOf h:e1 ; h:households "120" .
"""
H = "http://example.org/fenmoor/"


@pytest.fixture()
def estate(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "fenmoor", W))


def test_a_known_building_listed_beside_an_unknown_one_is_no_new_subject(estate: Rewriter) -> None:
    session = estate.session()
    converse(session, ("岑溪花园的物业费收缴率咋掉了", "12号楼、15号楼部分住户以停水为由缓交。"))
    result = session.rewrite("涉及多少户")
    assert result.entity_ids == (H + "e1",), result.queries


def test_in_english_too(estate: Rewriter) -> None:
    session = estate.session()
    converse(session, ("why did Fenmoor Gardens collect fewer fees",
                       "Some owners in Block 12 and Block 15 held back fees."))
    result = session.rewrite("how many households?")
    assert result.entity_ids == (H + "e1",), result.queries


def test_a_known_building_named_alone_is_the_new_subject(estate: Rewriter) -> None:
    session = estate.session()
    converse(session, ("岑溪花园的物业费收缴率咋掉了", "12号楼部分住户以停水为由缓交。"))
    result = session.rewrite("涉及多少户")
    assert result.entity_ids == (H + "b3",), result.queries
