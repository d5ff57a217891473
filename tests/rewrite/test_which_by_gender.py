""""岑经理电话多少 男的那个": of the two persons the name may mean, the one of the gender the
words say; no question which (a made-up world of a property company's managers)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import rewriter_for

W = """
@prefix m: <http://example.org/cx2/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

m:Person a owl:Class ; rdfs:label "人员"@zh .
m:gender a owl:DatatypeProperty ; rdfs:label "性别"@zh .
m:phone a owl:DatatypeProperty ; rdfs:label "电话"@zh .
m:w a m:Person ; skos:prefLabel "岑晓雯"@zh ; skos:altLabel "岑经理"@zh ; m:gender "女" ; m:phone "8101" .
m:d a m:Person ; skos:prefLabel "岑晓东"@zh ; skos:altLabel "岑经理"@zh ; m:gender "男" ; m:phone "8102" .
"""
M = "http://example.org/cx2/"


def test_the_gender_says_which_of_two_called_so(tmp_path: Path) -> None:
    result = rewriter_for(tmp_path, "cx2", W).session().rewrite("岑经理电话多少 男的那个")
    assert result.entity_ids == (M + "d",) and result.clarify is None, (result.queries, result.clarify)
