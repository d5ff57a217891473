""""柘塘苑停过几次水？" -> "两次：柘塘苑8·22停水事件和柘塘苑10·17停水事件。" -> "8月那次停了多久":
the event whose name states August, as "8·22那次" is the one of that day, and "柘塘苑那次"
the one whose name holds the estate's (a made-up world of an estate's outages)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink import RewriteResult

W = """
@prefix z: <http://example.org/zt/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

z:Estate a owl:Class ; rdfs:label "小区"@zh .
z:Incident a owl:Class ; rdfs:label "事件"@zh .
z:Building a owl:Class ; rdfs:label "楼栋"@zh .
z:at a owl:ObjectProperty ; rdfs:label "发生地"@zh .
z:partOf a owl:ObjectProperty ; rdfs:label "所属小区"@zh .
z:e a z:Estate ; skos:prefLabel "柘塘苑"@zh .
z:h a z:Building ; skos:prefLabel "柘塘苑3号楼"@zh ; z:partOf z:e .
z:c a z:Incident ; skos:prefLabel "柘塘苑电梯困人事件"@zh ; z:at z:h .
z:a a z:Incident ; skos:prefLabel "柘塘苑8·22停水事件"@zh ; z:at z:e .
z:b a z:Incident ; skos:prefLabel "柘塘苑10·17停水事件"@zh ; z:at z:e .
"""
Z = "http://example.org/zt/"


def _after_two(tmp_path: Path, turn: str) -> RewriteResult:
    session = rewriter_for(tmp_path, "zt", W).session()
    converse(session, ("柘塘苑停过几次水？", "两次：柘塘苑8·22停水事件和柘塘苑10·17停水事件。"))
    return session.rewrite(turn)


def test_the_month_says_which_event(tmp_path: Path) -> None:
    result = _after_two(tmp_path, "8月那次停了多久")
    assert result.entity_ids == (Z + "a",), result.queries


def test_the_day_says_which_event(tmp_path: Path) -> None:
    result = _after_two(tmp_path, "10·17那次停了多久")
    assert result.entity_ids == (Z + "b",), result.queries



def test_a_name_said_says_which_event(tmp_path: Path) -> None:
    # (The event was named three answers ago, at a building of the estate.)
    session = rewriter_for(tmp_path, "zt", W).session()
    converse(
        session,
        ("柘塘苑上个月投诉多少", "12件，其中5件和9月的柘塘苑电梯困人事件有关。"),
        ("那台梯换了没", "在换。"),
        ("换成啥型号", "还没定。"),
    )
    result = session.rewrite("柘塘苑那次困了多久")
    assert result.entity_ids == (Z + "c",), result.queries
