"""The other side of a comparison said by age: "跟老的比改了哪些", "跟旧版比", "和上一版有啥
区别" after an answer that named the version a rule replaced compare the rule in play with
that version; "from the previous version" is that version, its words written once
(made-up worlds)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix v: <http://example.org/v/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

v:Spec a owl:Class ; rdfs:label "规程"@zh .
v:Policy a owl:Class ; rdfs:label "policy"@en .
v:supersedes a owl:ObjectProperty ; rdfs:label "替代"@zh ; skos:altLabel "旧版"@zh, "上一版"@zh .
v:replaces a owl:ObjectProperty ; rdfs:label "supersedes"@en ; skos:altLabel "previous version"@en .
v:s25 a v:Spec ; skos:prefLabel "桐山检验规程2025版"@zh ; v:supersedes v:s23 .
v:s23 a v:Spec ; skos:prefLabel "桐山检验规程2023版"@zh .
v:p2 a v:Policy ; skos:prefLabel "Drone Policy v2"@en ; v:replaces v:p1 .
v:p1 a v:Policy ; skos:prefLabel "Drone Policy v1"@en .
"""
V = "http://example.org/v/"


@pytest.mark.parametrize(("turn", "query"), [
    ("跟老的比改了哪些", "桐山检验规程2025版跟桐山检验规程2023版比改了哪些"),
    ("跟旧版比改了哪些", "桐山检验规程2025版跟桐山检验规程2023版比改了哪些"),
    ("和上一版有啥区别", "桐山检验规程2025版和桐山检验规程2023版有啥区别"),
])
def test_the_older_version_is_the_other_side(tmp_path: Path, turn: str, query: str) -> None:
    session = rewriter_for(tmp_path, "v", W).session()
    converse(session, ("桐山检验规程2025版什么时候施行", "2025年3月1日起施行，替代桐山检验规程2023版。"))
    result = session.rewrite(turn)
    assert result.queries == (query,) and set(result.entity_ids) == {V + "s25", V + "s23"}, result.queries


def test_the_previous_version_is_written_once(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "v", W).session()
    converse(
        session,
        ("which drone policy applies", "Drone Policy v2 replaced Drone Policy v1 in May."),
        ("what does the new one say about night flights", "Night flights need a second observer."),
    )
    (query,) = session.rewrite("what changed from the previous version").queries
    assert "Drone Policy v1" in query and "version" not in query.replace("Drone Policy v1", ""), query
