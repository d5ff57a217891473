"""A grade the graph holds no attribute of ("宽的那个", "the busier one") picks, of the
things the question before set side by side, the one the answer gave the highest (or
lowest) figure after the grade's word, or said is above the other ("比西仓多"); a street
number is no figure of nearness (made-up worlds)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink.lang import get_pack

W = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "仓库"@zh, "depot"@en .
f:Truck a owl:Class ; rdfs:label "车型"@zh .
f:Person a owl:Class ; rdfs:label "人员"@zh, "person"@en .
f:manager a owl:ObjectProperty ; rdfs:label "负责人"@zh, "manager"@en ; skos:altLabel "谁管"@zh, "who runs"@en .
f:usedAt a owl:ObjectProperty ; rdfs:label "使用仓库"@zh .

f:east a f:Depot ; skos:prefLabel "东湖仓"@zh ; f:manager f:wang .
f:west a f:Depot ; skos:prefLabel "西湖仓"@zh ; f:manager f:li .
f:york a f:Depot ; skos:prefLabel "York Depot"@en ; f:manager f:ann .
f:leeds a f:Depot ; skos:prefLabel "Leeds Depot"@en ; f:manager f:bob .
f:t9 a f:Truck ; skos:prefLabel "T9厢式车"@zh ; f:usedAt f:east .
f:t7 a f:Truck ; skos:prefLabel "T7厢式车"@zh ; f:usedAt f:west .
f:wang a f:Person ; skos:prefLabel "王磊"@zh .
f:li a f:Person ; skos:prefLabel "李娜"@zh .
f:ann a f:Person ; skos:prefLabel "Ann Reid"@en .
f:bob a f:Person ; skos:prefLabel "Bob Hale"@en .
"""
F = "http://example.org/freight/"


def test_the_wider_one_is_the_one_the_answer_gave_the_larger_width(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", W).session()
    converse(session, ("T9厢式车和T7厢式车有啥区别", "T9厢式车车厢宽2.4米、载重9吨；T7厢式车宽2.1米、载重7吨。"))
    result = session.rewrite("宽的那个用在哪个仓")
    assert F + "t9" in result.entity_ids and F + "t7" not in result.entity_ids, result.queries


def test_more_than_the_other_side_ranks_it_above(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", W).session()
    converse(session, ("东湖仓跟西湖仓9月出库差多少", "东湖仓9月出库1.2万件，比西湖仓多3000件。"))
    result = session.rewrite("多的那个谁管")
    assert result.entity_ids == (F + "east",), result.queries
    result_low = rewriter_for(tmp_path, "freight", W).session()
    converse(result_low, ("东湖仓跟西湖仓9月出库差多少", "东湖仓9月出库1.2万件，比西湖仓多3000件。"))
    assert result_low.rewrite("少的那个谁管").entity_ids == (F + "west",)


def test_the_busier_one_in_english(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "freight", W).session()
    converse(session, ("how many trucks did York Depot and Leeds Depot take in May",
                       "York Depot took 40 trucks in May, 12 more than Leeds Depot."))
    result = session.rewrite("who runs the busier one")
    assert result.entity_ids == (F + "york",), result.queries


def test_a_one_character_grade_is_no_word_end() -> None:
    gradable = get_pack("zh").gradable
    assert gradable.search("最长的那个").group("adj") == "长"
    assert gradable.search("站长的那个电话") is None


def test_a_figure_is_scaled_by_a_multiplier_not_by_a_word_that_starts_like_one() -> None:
    from kglink.rewrite.describe import _first_number

    en, zh = get_pack("en"), get_pack("zh")
    assert _first_number("took 12k pallets", 0, 16, [], en, {"took"}) == 12000
    assert _first_number("took 12 kegs", 0, 12, [], en, {"took"}) == 12
    assert _first_number("宽6.6万人次", 0, 8, [], zh, {"宽"}) == 66000
