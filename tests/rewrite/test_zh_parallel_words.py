"""A Chinese ellipsis slot the ontology knows only inside names ("退货呢" with 退货件数): the
word the names of the same kind put in its place is varied, not the thing asked about
(made-up depots and their figures)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

DEPOTS = """
@prefix d: <http://example.org/depots/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

d:Depot a owl:Class ; rdfs:label "仓库"@zh .
d:Metric a owl:Class ; rdfs:label "指标"@zh .
d:Guide a owl:Class ; rdfs:label "规程"@zh .
d:qingshi a d:Depot ; skos:prefLabel "青石仓"@zh .
d:baisha a d:Depot ; skos:prefLabel "白沙仓"@zh .
d:returns a d:Metric ; skos:prefLabel "退货件数"@zh .
d:damage a d:Metric ; skos:prefLabel "破损件数"@zh ; skos:altLabel "货损件数"@zh .
d:guide a d:Guide ; skos:prefLabel "退货作业规程"@zh .
"""
D = "http://example.org/depots/"


def test_a_word_named_alike_in_the_figures_replaces_the_figure_word(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "depots", DEPOTS).session()
    converse(session, ("青石仓7月破损几件", "青石仓7月破损12件。"))
    result = session.rewrite("退货呢")
    # 退货 takes the place of 破损 (退货件数 and 破损件数 are figures alike); the depot stays.
    query = result.queries[0]
    assert "青石仓" in query and "退货" in query and "破损" not in query, result.queries
    assert D + "qingshi" in result.entity_ids, result.queries


def test_a_word_no_name_of_the_same_kind_pairs_leaves_the_frame_as_before(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "depots", DEPOTS).session()
    converse(session, ("青石仓7月破损几件", "青石仓7月破损12件。"))
    # 叉车 is in no name: nothing pairs it with a word of the last question.
    result = session.rewrite("叉车呢")
    assert "破损" in result.queries[0], result.queries


def test_a_word_another_figure_is_named_by_drops_the_figure_in_play(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "depots", DEPOTS + 'd:outbound a d:Metric ; skos:prefLabel "出库量"@zh .\n').session()
    converse(session, ("青石仓7月出库量多少", "青石仓7月出库量5万件。"), ("8月呢", "8月4万件。"))
    # 退货 begins 退货件数, a figure like 出库量 that 出库量's names do not hold: the turn
    # asks that figure, of the depot and the month in force.
    result = session.rewrite("退货几件")
    assert D + "outbound" not in result.entity_ids, result.queries
    assert D + "qingshi" in result.entity_ids and "8月" in result.queries[0], result.queries


def test_a_word_of_the_figure_in_play_keeps_it(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "depots", DEPOTS + 'd:outbound a d:Metric ; skos:prefLabel "出库量"@zh .\n'
                           'd:outrate a d:Metric ; skos:prefLabel "出库准时率"@zh .\n').session()
    converse(session, ("青石仓7月出库量多少", "青石仓7月出库量5万件。"))
    # 出库 begins another figure's name, but the figure in play is named by it too.
    result = session.rewrite("为啥出库这么少")
    assert D + "outbound" in result.entity_ids, result.queries


def test_a_word_named_alike_varies_a_question_of_no_entity(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "depots", DEPOTS).session()
    converse(session, ("7月全区破损几件", "7月全区破损40件。"))
    # The last question named no entity; 退货 still takes 破损's place, the month stays.
    result = session.rewrite("退货呢")
    assert "退货" in result.queries[0] and "破损" not in result.queries[0], result.queries
    assert "7月" in result.queries[0], result.queries
