""""the other one" after a question about a person the last thing in focus led to: the other
is beside that thing, not the person, who has no other of her kind in play ("who's their
account manager" -> "whats her email" -> "and the other one's manager?"; a made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix s: <http://example.org/s/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

s:Customer a owl:Class ; rdfs:label "customer"@en, "客户"@zh .
s:Person a owl:Class ; rdfs:label "person"@en, "人员"@zh .
s:manager a owl:ObjectProperty ; rdfs:label "account manager"@en, "客户经理"@zh ; rdfs:domain s:Customer ; rdfs:range s:Person .
s:email a owl:DatatypeProperty ; rdfs:label "email"@en, "邮箱"@zh ; rdfs:domain s:Person .
s:c1 a s:Customer ; skos:prefLabel "Skellan Foods"@en, "溪南食品"@zh ; s:manager s:x1 .
s:c2 a s:Customer ; skos:prefLabel "Hobbet Dental"@en, "青禾牙科"@zh ; s:manager s:x2 .
s:x1 a s:Person ; skos:prefLabel "Ann Quarrow"@en, "林晓雯"@zh ; s:email "ann@example.org" .
s:x2 a s:Person ; skos:prefLabel "Ben Morrow"@en, "顾明远"@zh ; s:email "ben@example.org" .
"""
S = "http://example.org/s/"


@pytest.mark.parametrize(
    ("exchanges", "turn"),
    [
        (
            [("which customers renew in March", "Skellan Foods and Hobbet Dental."),
             ("who's Skellan Foods' account manager", "Ann Quarrow manages Skellan Foods."),
             ("whats her email", "ann@example.org")],
            "and the other one's account manager?",
        ),
        (
            [("哪些客户三月续约", "溪南食品和青禾牙科。"),
             ("溪南食品的客户经理是谁", "溪南食品的客户经理是林晓雯。"),
             ("她邮箱多少", "ann@example.org")],
            "另一家的客户经理呢",
        ),
    ],
)
def test_the_other_is_beside_the_thing_asked_of_before(
    tmp_path: Path, exchanges: list[tuple[str, str]], turn: str
) -> None:
    session = rewriter_for(tmp_path, "s", W).session()
    converse(session, *exchanges)
    result = session.rewrite(turn)
    assert result.entity_ids == (S + "c2",), result.queries
