""""它怕啥病" after a variety's yield at a station in 2025 asks along an edge of the variety (the
disease it is susceptible to): the station and the year go, as for "what aircraft flies it"
(a made-up seed company written here)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

SEEDS = """
@prefix s: <http://example.org/seeds/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

s:Variety a owl:Class ; rdfs:label "品种"@zh .
s:Station a owl:Class ; rdfs:label "试验站"@zh .
s:Disease a owl:Class ; rdfs:label "病害"@zh, "病"@zh .
s:susceptibleTo a owl:ObjectProperty ; rdfs:label "感病"@zh .
s:testedAt a owl:ObjectProperty ; rdfs:label "试验站"@zh .
s:v5 a s:Variety ; skos:prefLabel "霜螺5号"@zh ; s:susceptibleTo s:d1 ; s:testedAt s:st .
s:st a s:Station ; skos:prefLabel "鹤港试验站"@zh .
s:d1 a s:Disease ; skos:prefLabel "枫叶斑病"@zh .
"""
S = "http://example.org/seeds/"


def test_what_disease_it_fears_asks_of_the_variety_alone(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "seeds", SEEDS).session()
    converse(session, ("霜螺5号在鹤港试验站2025年产量多少", "214公斤/亩。"))
    result = session.rewrite("它怕啥病")
    assert result.entity_ids == (S + "v5",), result.queries
    assert "鹤港" not in result.queries[0] and "2025" not in result.queries[0], result.queries
