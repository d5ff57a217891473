"""A person called by surname and title ("王经理"): the one in play of that surname the
title fits; two it fits alike are either, and kglink asks which (a made-up port)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

from kglink import Rewriter

PORT = """
@prefix p: <http://example.org/port/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

p:Terminal a owl:Class ; rdfs:label "码头"@zh .
p:Person a owl:Class ; rdfs:label "人员"@zh .
p:ledBy a owl:ObjectProperty ; rdfs:label "负责人"@zh ; skos:altLabel "谁管"@zh .
p:phone a owl:DatatypeProperty ; rdfs:label "电话"@zh ; skos:altLabel "分机"@zh .
p:jobTitle a owl:DatatypeProperty ; rdfs:label "职务"@zh .
p:dg a p:Terminal ; skos:prefLabel "东港码头"@zh ; p:ledBy p:wl .
p:xg a p:Terminal ; skos:prefLabel "西港码头"@zh ; p:ledBy p:wf .
p:nq a p:Terminal ; skos:prefLabel "南桥码头"@zh ; p:ledBy p:lq .
p:wl a p:Person ; skos:prefLabel "王磊"@zh ; p:jobTitle "码头经理" ; p:phone "8101" .
p:wf a p:Person ; skos:prefLabel "王芳"@zh ; p:jobTitle "码头经理" ; p:phone "8102" .
p:wj a p:Person ; skos:prefLabel "王军"@zh ; p:jobTitle "调度员" ; p:phone "8104" .
p:lq a p:Person ; skos:prefLabel "李强"@zh ; p:jobTitle "码头经理" ; p:phone "8103" .
"""
P = "http://example.org/port/"


@pytest.fixture()
def port(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "port", PORT)


def test_the_one_in_play_the_surname_and_title_fit(port: Rewriter) -> None:
    session = port.session()
    converse(session, ("东港码头谁管", "东港码头经理王磊。"))
    result = session.rewrite("王经理分机多少")
    assert result.entity_ids == (P + "wl",), result.queries
    assert result.clarify is None


def test_two_in_play_the_title_fits_alike_are_asked_about(port: Rewriter) -> None:
    session = port.session()
    converse(session, ("东港码头和西港码头谁管", "东港码头是王磊，西港码头是王芳，都是码头经理。"))
    result = session.rewrite("王经理分机多少")
    assert result.clarify is not None, result.queries
    assert {P + "wl", P + "wf"} <= {c.id for c in result.clarify}, result.clarify
