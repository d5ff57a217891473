"""A month said without its year moves within the year in force: "sorry i meant august"
after July 2025 asks of August 2025, "8月呢" after 2025年7月 of 2025年8月; a bare year in
force, or none, leaves the month as said, and a month already written out is not written
twice (made-up worlds)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

from kglink.lang import get_pack
from kglink.linking.constraints import extract_constraints, in_year_of

EN = """
@prefix h: <http://example.org/h/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Depot a owl:Class ; rdfs:label "depot"@en .
h:d1 a h:Depot ; skos:prefLabel "Quarrow Depot"@en .
"""

ZH = """
@prefix z: <http://example.org/z/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

z:Station a owl:Class ; rdfs:label "车站"@zh .
z:Metric a owl:Class ; rdfs:label "指标"@zh .
z:s1 a z:Station ; skos:prefLabel "鹤港站"@zh .
z:m1 a z:Metric ; skos:prefLabel "进站量"@zh .
"""


def test_a_month_takes_the_year_of_the_period_in_force() -> None:
    (august,) = extract_constraints("august")
    in_force = extract_constraints("July 2025")
    moved = in_year_of(august, in_force, get_pack("en"))
    assert (moved.value, moved.display) == ("2025-08", "August 2025")
    (bayue,) = extract_constraints("8月")
    assert in_year_of(bayue, extract_constraints("2025年三季度"), get_pack("zh")).display == "2025年8月"
    # A bare year, two years or none in force: the month stays as said.
    assert in_year_of(bayue, extract_constraints("2025年"), get_pack("zh")) == bayue
    assert in_year_of(bayue, extract_constraints("2024年7月和2025年7月"), get_pack("zh")) == bayue
    assert in_year_of(bayue, (), get_pack("zh")) == bayue


def test_a_correction_of_the_month_keeps_the_year(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "h", EN).session()
    converse(session, ("how many loads left Quarrow Depot in July 2025", "1,240 loads in July 2025."))
    (query,) = session.rewrite("sorry i meant august").queries
    assert "August 2025" in query and "July" not in query, query


def test_a_chinese_month_in_the_year_in_force_is_written_once(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "z", ZH).session()
    converse(session, ("鹤港站2025年7月进站量多少", "鹤港站7月进站量120万人次。"))
    (query,) = session.rewrite("8月呢").queries
    assert "2025年8月" in query and query.count("2025") == 1 and "7月" not in query, query
