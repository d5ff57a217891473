"""Chinese follow-ups that name other things and ask nothing of their own: the figure in play
is asked of them when the documents give it thing by thing (made-up depots of a made-up region)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

DEPOTS = """
@prefix d: <http://example.org/depots/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

d:Region a owl:Class ; rdfs:label "大区"@zh .
d:Depot a owl:Class ; rdfs:label "仓库"@zh .
d:Metric a owl:Class ; rdfs:label "指标"@zh .
d:inRegion a owl:ObjectProperty ; rdfs:label "所属大区"@zh .
d:nanling a d:Region ; skos:prefLabel "南岭大区"@zh .
d:qingshi a d:Depot ; skos:prefLabel "青石仓"@zh ; d:inRegion d:nanling .
d:baisha a d:Depot ; skos:prefLabel "白沙仓"@zh ; d:inRegion d:nanling .
d:heshan a d:Depot ; skos:prefLabel "鹤山仓"@zh ; d:inRegion d:nanling .
d:outbound a d:Metric ; skos:prefLabel "出库量"@zh .
d:forklifts a d:Metric ; skos:prefLabel "叉车完好率"@zh .
"""
D = "http://example.org/depots/"


def _pages() -> DocumentTerms:
    # The outbound figure has a page per depot and one for the region; the forklift
    # figure is given for the region alone.
    return DocumentTerms.from_chunks([
        Page("南岭大区7月出库量12万件。", (D + "nanling", D + "outbound"), "南岭大区7月出库量"),
        Page("青石仓7月出库量5万件。", (D + "qingshi", D + "outbound"), "青石仓7月出库量"),
        Page("白沙仓7月出库量4万件。", (D + "baisha", D + "outbound"), "白沙仓7月出库量"),
        Page("鹤山仓7月出库量3万件。", (D + "heshan", D + "outbound"), "鹤山仓7月出库量"),
        Page("南岭大区7月叉车完好率97%。", (D + "nanling", D + "forklifts"), "南岭大区7月叉车完好率"),
        Page("青石仓位于南岭大区，有三个月台，主要存放家电。", (D + "qingshi", D + "nanling"), "青石仓"),
        Page("白沙仓位于南岭大区，有两个月台，主要存放日用品。", (D + "baisha", D + "nanling"), "白沙仓"),
    ])


def _rewriter(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "depots", DEPOTS), documents=_pages())


def test_names_and_a_question_word_ask_the_figure_in_play_of_them(tmp_path: Path) -> None:
    session = _rewriter(tmp_path).session()
    converse(session, ("南岭大区7月出库量多少", "南岭大区7月出库量12万件，青石仓、白沙仓和鹤山仓三个仓。"))
    result = session.rewrite("青石仓和白沙仓分别多少")
    # The region the figure was given for is replaced by the depots named now.
    assert set(result.entity_ids) == {D + "qingshi", D + "baisha", D + "outbound"}, result.queries
    assert "7月" in result.queries[0]


def test_another_of_the_same_kind_with_a_question_word_keeps_the_figure(tmp_path: Path) -> None:
    session = _rewriter(tmp_path).session()
    converse(session, ("青石仓7月出库量多少", "青石仓7月出库量5万件。"))
    result = session.rewrite("鹤山仓咋样")
    assert set(result.entity_ids) == {D + "heshan", D + "outbound"}, result.queries


def test_a_figure_not_given_for_the_named_thing_is_not_asked_of_it(tmp_path: Path) -> None:
    session = _rewriter(tmp_path).session()
    converse(session, ("南岭大区7月叉车完好率多少", "南岭大区7月叉车完好率97%。"))
    result = session.rewrite("青石仓和白沙仓分别多少")
    assert D + "forklifts" not in result.entity_ids, result.queries


def test_a_question_with_words_of_its_own_asks_no_figure_in_play(tmp_path: Path) -> None:
    session = _rewriter(tmp_path).session()
    converse(session, ("南岭大区7月出库量多少", "南岭大区7月出库量12万件。"))
    result = session.rewrite("青石仓有几个月台")
    assert D + "outbound" not in result.entity_ids, result.queries


def test_how_a_named_thing_is_doing_asks_the_figure_in_play_of_it(tmp_path: Path) -> None:
    for follow_up in ("白沙仓的情况呢", "鹤山仓表现如何"):
        session = _rewriter(tmp_path).session()
        converse(session, ("青石仓7月出库量多少", "青石仓7月出库量5万件。"))
        result = session.rewrite(follow_up)
        assert D + "outbound" in result.entity_ids, (follow_up, result.queries)
