"""A sibling's mark without the ending both names have: "城北" of 联丰城北4S店 beside
联丰滨江4S店 (whose rests after the front "联丰" end alike in "4S店"), so "城北那家呢" after
the 滨江 shop names the 城北 one (a made-up world of a car dealer's shops)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink.linking.families import sibling_marks

W = """
@prefix d: <http://example.org/dl/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

d:Shop a owl:Class ; rdfs:label "门店"@zh .
d:s1 a d:Shop ; skos:prefLabel "联丰滨江4S店"@zh .
d:s2 a d:Shop ; skos:prefLabel "联丰城北4S店"@zh .
"""
D = "http://example.org/dl/"


def test_the_mark_is_what_the_names_do_not_share(tmp_path: Path) -> None:
    rewriter = rewriter_for(tmp_path, "dl", W)
    marks = sibling_marks(rewriter.resources.ontology, rewriter.resources.alias_index, D + "s1")
    assert marks.get("城北") == D + "s2"
    assert "4s店" not in marks and "店" not in marks


def test_a_shop_by_its_mark(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "dl", W).session()
    converse(session, ("联丰滨江4S店6月交车多少台", "联丰滨江4S店6月交车126台。"))
    result = session.rewrite("城北那家呢")
    assert result.entity_ids == (D + "s2",), result.queries
