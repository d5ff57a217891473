""""老款是不是有个召回" after two model years of one scooter were set side by side: 老款 grades
the two in play by their years, as 旧版 grades versions; 新款 the other way (a made-up world of
an electric scooter maker)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix s: <http://example.org/scooter/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

s:Model a owl:Class ; rdfs:label "车型"@zh .
s:m24 a s:Model ; skos:prefLabel "云帆S3 2024款"@zh .
s:m25 a s:Model ; skos:prefLabel "云帆S3 2025款"@zh .
"""
S = "http://example.org/scooter/"


@pytest.mark.parametrize(("turn", "meant"), [("老款是不是还有个召回", "m24"), ("新款续航多少", "m25")])
def test_the_older_or_newer_model_of_the_two_in_play(tmp_path: Path, turn: str, meant: str) -> None:
    session = rewriter_for(tmp_path, "scooter", W).session()
    converse(session, ("云帆S3 2024款和云帆S3 2025款主要差在哪", "2025款换了更大的电池，续航多了20公里。"))
    result = session.rewrite(turn)
    assert result.entity_ids == (S + meant,), result.queries
