""""compare pro and pro plus": two names side by side, one inside the other's label, are two
things; the shorter one is no qualifier of the longer and stays written (a made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import rewriter_for

W = """
@prefix s: <http://example.org/s/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

s:Plan a owl:Class ; rdfs:label "plan"@en, "套餐"@zh .
s:p1 a s:Plan ; skos:prefLabel "Wexcombe Pro"@en, "云栖专业版"@zh ; skos:altLabel "Pro"@en, "专业版"@zh .
s:p2 a s:Plan ; skos:prefLabel "Wexcombe Pro Plus"@en, "云栖专业版Plus"@zh ; skos:altLabel "Pro Plus"@en, "专业版Plus"@zh .
"""
S = "http://example.org/s/"


@pytest.mark.parametrize(
    ("turn", "first", "second"),
    [("compare pro and pro plus", "Wexcombe Pro", "Wexcombe Pro Plus"),
     ("专业版和专业版Plus有啥区别", "云栖专业版", "云栖专业版Plus")],
)
def test_both_names_are_written(tmp_path: Path, turn: str, first: str, second: str) -> None:
    result = rewriter_for(tmp_path, "s", W).session().rewrite(turn)
    assert set(result.entity_ids) == {S + "p1", S + "p2"}, result.queries
    (query,) = result.queries
    assert query.count(first) == 2 and second in query, query
