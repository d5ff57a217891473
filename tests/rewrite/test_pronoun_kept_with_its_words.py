""""total parcel volume in Q3 and how does it compare to Q2" leaves "it" as typed: the query
names the one thing it stands for before it. "and returns?" then puts the returns in the
parcel volume's place in those words, the pronoun with them, which is as typed still (a
made-up courier's figures). A pronoun the new turn says itself is resolved as ever."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import converse, rewriter_for

COURIER = """
@prefix k: <http://example.org/courier/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

k:Metric a owl:Class ; rdfs:label "metric"@en .
k:volume a k:Metric ; skos:prefLabel "Parcel Volume"@en ; skos:altLabel "parcel volume"@en .
k:returns a k:Metric ; skos:prefLabel "Returned Parcels"@en ; skos:altLabel "returns"@en .
"""
K = "http://example.org/courier/"
VOLUME = ("total parcel volume in Q3 and how does it compare to Q2",
          "1.9m parcels in Q3 2025 against 1.6m in Q2 2025.")


def test_an_ellipsis_keeps_the_pronoun_the_last_query_kept(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "courier", COURIER).session()
    converse(session, VOLUME)
    result = session.rewrite("and returns?")
    query = result.queries[0]
    assert "Returned Parcels" in query and "Q3" in query and "Q2" in query, result.queries
    assert result.entity_ids == (K + "returns",), result.entity_ids
    assert result.method == "rule", result.fallbacks


def test_a_pronoun_the_turn_says_itself_is_resolved(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "courier", COURIER).session()
    converse(session, VOLUME, ("and returns?", "40,000 returned in Q3 2025 against 31,000 in Q2 2025."))
    result = session.rewrite("why did it rise?")
    assert "Returned Parcels" in result.queries[0], result.queries
