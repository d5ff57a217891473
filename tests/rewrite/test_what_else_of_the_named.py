""""岚山制药还有别的产品吗" after a question about one of its drugs asks what else the maker
has: a kind after the cue ("还有别的" + 产品) makes it a question of the named alone, not a
follow-up of the drug; "岚山制药后来赔了没" (no kind after the cue) goes on with the frame
(a made-up pharmacy chain)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

PHARMACY = """
@prefix p: <http://example.org/pharmacy/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

p:Drug a owl:Class ; rdfs:label "药品"@zh, "产品"@zh .
p:Maker a owl:Class ; rdfs:label "厂家"@zh .
p:Incident a owl:Class ; rdfs:label "事件"@zh .
p:madeBy a owl:ObjectProperty ; rdfs:label "生产厂家"@zh .
p:involves a owl:ObjectProperty ; rdfs:label "涉及"@zh .
p:qingning a p:Drug ; skos:prefLabel "清宁片"@zh ; p:madeBy p:lanshan .
p:lanshan a p:Maker ; skos:prefLabel "岚山制药"@zh .
p:recall a p:Incident ; skos:prefLabel "清宁片召回事件"@zh ; p:involves p:qingning, p:lanshan .
"""
P = "http://example.org/pharmacy/"


def _session(tmp_path: Path):
    session = rewriter_for(tmp_path, "pharmacy", PHARMACY).session()
    converse(session, ("清宁片召回事件是怎么回事", "3月清宁片一批次含量不合格，岚山制药主动召回。"))
    return session


def test_what_else_the_named_has_is_asked_of_it_alone(tmp_path: Path) -> None:
    result = _session(tmp_path).rewrite("岚山制药还有别的产品吗")
    assert result.entity_ids == (P + "lanshan",), result.queries


def test_a_cue_after_the_named_goes_on_with_the_frame(tmp_path: Path) -> None:
    result = _session(tmp_path).rewrite("岚山制药后来赔了没")
    assert set(result.entity_ids) == {P + "lanshan", P + "recall"}, result.queries
