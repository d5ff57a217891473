""""which depots are in quarrow" after "Quarrow region revenue in August": a question of which
things of a kind a named thing is joined to, and nothing else, holds whatever the month of the
figures asked before, so the month is not carried (a made-up world of a freight company's
regions and depots). A question with words of its own ("missed target") still asks of the
month."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

W = """
@prefix f: <http://example.org/f/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Region a owl:Class ; rdfs:label "region"@en, "片区"@zh .
f:Depot a owl:Class ; rdfs:label "depot"@en, "场站"@zh ; skos:altLabel "site"@en .
f:Metric a owl:Class ; rdfs:label "metric"@en, "指标"@zh .
f:inRegion a owl:ObjectProperty ; rdfs:domain f:Depot ; rdfs:range f:Region ; rdfs:label "region of"@en .
f:r1 a f:Region ; skos:prefLabel "Quarrow Region"@en, "澄湖片区"@zh ; skos:altLabel "quarrow"@en, "澄湖"@zh .
f:r2 a f:Region ; skos:prefLabel "Ostmere Region"@en, "云栖片区"@zh ; skos:altLabel "ostmere"@en, "云栖"@zh .
f:d1 a f:Depot ; skos:prefLabel "Drayle Depot"@en, "溪南场站"@zh ; f:inRegion f:r1 .
f:d2 a f:Depot ; skos:prefLabel "Wyke Depot"@en, "青禾场站"@zh ; f:inRegion f:r1 .
f:d3 a f:Depot ; skos:prefLabel "Skellan Depot"@en, "枫镇场站"@zh ; f:inRegion f:r2 .
f:k1 a f:Metric ; skos:prefLabel "Revenue"@en, "营收"@zh .
"""


#: Two regions' revenue in August, the second asked by its name alone.
REVENUE = (
    ("Ostmere revenue in August", "Ostmere Region took GBP 1.4m in August 2025."),
    ("and quarrow", "Quarrow Region took GBP 1.2m in August 2025."),
)


def _session(tmp_path: Path):
    return rewriter_for(tmp_path, "f", W).session()


def test_which_of_a_kind_in_a_named_place_carries_no_month(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(session, *REVENUE)
    result = session.rewrite("which sites are in quarrow")
    assert "August" not in " ".join(result.queries), result.queries
    assert "Quarrow Region" in result.queries[0], result.queries


def test_zh_which_of_a_kind_carries_no_month(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(session, ("澄湖片区8月营收多少", "澄湖片区8月营收120万元。"))
    result = session.rewrite("澄湖片区有哪些场站")
    assert "8月" not in " ".join(result.queries), result.queries


def test_words_of_its_own_keep_the_month(tmp_path: Path) -> None:
    session = _session(tmp_path)
    converse(session, *REVENUE)
    result = session.rewrite("which sites in quarrow missed target")
    assert "August" in " ".join(result.queries), result.queries
