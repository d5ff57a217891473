"""Questions that hold in no one period keep none from the figures before: "does that
contract cover Ostmere Depot too" (a relation of the graph, asked by its verb in another
form than its name "covers"), "why is it always lower" and "平时一天多少人" (what holds as a
rule) (made-up worlds)."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world, rewriter_for

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

EN = """
@prefix h: <http://example.org/h/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Depot a owl:Class ; rdfs:label "depot"@en .
h:Contract a owl:Class ; rdfs:label "contract"@en .
h:Metric a owl:Class ; rdfs:label "metric"@en .
h:covers a owl:ObjectProperty ; rdfs:label "covers"@en .
h:d1 a h:Depot ; skos:prefLabel "Quarrow Depot"@en .
h:d2 a h:Depot ; skos:prefLabel "Ostmere Depot"@en .
h:c1 a h:Contract ; skos:prefLabel "Drayle Haulage Contract"@en ; h:covers h:d1 .
h:m1 a h:Metric ; skos:prefLabel "On-Time Rate"@en ; skos:altLabel "on-time rate"@en .
"""
H = "http://example.org/h/"

ZH = """
@prefix z: <http://example.org/z/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

z:Station a owl:Class ; rdfs:label "车站"@zh ; skos:altLabel "站"@zh .
z:Metric a owl:Class ; rdfs:label "指标"@zh .
z:s1 a z:Station ; skos:prefLabel "鹤港站"@zh .
z:m1 a z:Metric ; skos:prefLabel "进站量"@zh .
"""

RATE = ("what was the on-time rate at Quarrow Depot in August 2025", "91% at Quarrow Depot in August 2025.")


def _with_monthly_pages(tmp_path: Path) -> Rewriter:
    """The world with pages that give each depot's figures month by month, so the period
    in force is one the depots' pages speak of."""
    documents = DocumentTerms.from_chunks([
        Page(f"{depot} on-time rate {month} 2025: {rate}%.", (H + d, H + "m1"), f"{depot} on-time rate, {month} 2025")
        for d, depot in (("d1", "Quarrow Depot"), ("d2", "Ostmere Depot"))
        for month, rate in (("July", 90), ("August", 91))
    ] + [Page("The Drayle Haulage Contract covers Quarrow Depot.", (H + "c1", H + "d1"), "Drayle Haulage Contract")])
    return Rewriter(load_world(tmp_path, "h", EN), documents=documents)


def test_a_relation_asked_by_its_verb_carries_no_period(tmp_path: Path) -> None:
    session = _with_monthly_pages(tmp_path).session()
    converse(
        session,
        ("what was the on-time rate at Quarrow Depot in July 2025", "90% at Quarrow Depot in July 2025."),
        ("sorry i meant august", "91% in August 2025; late loads were charged under the Drayle Haulage Contract."),
    )
    (query,) = session.rewrite("does that contract cover Ostmere Depot too").queries
    assert "Drayle Haulage Contract" in query and "Ostmere Depot" in query and "August" not in query, query


def test_what_holds_as_a_rule_carries_no_period(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "h", EN).session()
    converse(session, RATE)
    (query,) = session.rewrite("why is it always lower").queries
    assert "Quarrow Depot" in query and "August" not in query, query
    # Without the word, the period of the figure stays.
    session = rewriter_for(tmp_path, "h", EN).session()
    converse(session, RATE)
    (query,) = session.rewrite("why is it lower").queries
    assert "Quarrow Depot" in query and "August" in query, query


def test_pingshi_asks_of_no_one_month(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "z", ZH).session()
    converse(session, ("鹤港站9月进站量多少", "鹤港站9月进站量120万人次。"))
    (query,) = session.rewrite("那个站平时一天多少人").queries
    assert "鹤港站" in query and "9月" not in query, query
