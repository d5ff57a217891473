""""会员章程2025版退费期多久" -> "那24版呢": a year said by its last two digits before a word
of editions or models (zh pack ``short_year``) is the year the names write in full; the
edition of 2024 is named, and the no-invention check counts it as said. "第24版" (the 24th
edition) is no year (a made-up world of a climbing gym's member rules)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink.lang import get_pack
from kglink.linking.families import siblings_said

W = """
@prefix g: <http://example.org/gy/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

g:Rules a owl:Class ; rdfs:label "章程"@zh .
g:r24 a g:Rules ; skos:prefLabel "岩舍会员章程2024版"@zh .
g:r25 a g:Rules ; skos:prefLabel "岩舍会员章程2025版"@zh .
"""
G = "http://example.org/gy/"


def test_an_edition_by_two_digits_of_its_year(tmp_path: Path) -> None:
    rewriter = rewriter_for(tmp_path, "gy", W)
    session = rewriter.session(now=dt.date(2025, 6, 1))
    converse(session, ("岩舍会员章程2025版退费期多久", "岩舍会员章程2025版：退费期14天。"))
    result = session.rewrite("那24版呢")
    assert result.entity_ids == (G + "r24",), result.queries
    assert "2024" in result.queries[0], result.queries
    said = siblings_said("那24版呢", [G + "r25"], rewriter.resources.ontology, rewriter.resources.alias_index)
    assert G + "r24" in said


def test_an_ordinal_edition_is_no_year() -> None:
    pack = get_pack("zh")
    assert [m.group(1) for m in pack.short_year.finditer("24款和25版")] == ["24", "25"]
    assert not pack.short_year.search("第24版") and not pack.short_year.search("3.24版")
