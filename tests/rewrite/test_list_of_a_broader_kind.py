"""An answer that lists things of two kinds under one broader kind ("Ann Hobbet, Bo Wyke,
Cy Drayle and Di Skellan": two partners and two associates, all lawyers) lists one group:
"the latter" is the last of the four, "the first guy" the first (a made-up world)."""

from __future__ import annotations

from pathlib import Path

import pytest
from made_up_worlds import converse, rewriter_for

W = """
@prefix l: <http://example.org/l/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

l:Lawyer a owl:Class ; rdfs:label "lawyer"@en .
l:Partner a owl:Class ; rdfs:subClassOf l:Lawyer ; rdfs:label "partner"@en .
l:Associate a owl:Class ; rdfs:subClassOf l:Lawyer ; rdfs:label "associate"@en .
l:Office a owl:Class ; rdfs:label "office"@en .
l:pqe a owl:DatatypeProperty ; rdfs:label "PQE"@en .
l:inOffice a owl:ObjectProperty ; rdfs:label "office"@en .
l:o1 a l:Office ; skos:prefLabel "Fellside Office"@en .
l:p1 a l:Partner ; skos:prefLabel "Ann Hobbet"@en ; l:inOffice l:o1 ; l:pqe "20" .
l:p2 a l:Partner ; skos:prefLabel "Bo Wyke"@en ; l:inOffice l:o1 ; l:pqe "18" .
l:a1 a l:Associate ; skos:prefLabel "Cy Drayle"@en ; l:inOffice l:o1 ; l:pqe "4" .
l:a2 a l:Associate ; skos:prefLabel "Di Skellan"@en ; l:inOffice l:o1 ; l:pqe "3" .
"""
L = "http://example.org/l/"


@pytest.mark.parametrize(("turn", "meant"), [("what's the latter's PQE", "a2"), ("and the first guy's PQE?", "p1")])
def test_a_list_of_two_kinds_under_one_is_one_list(tmp_path: Path, turn: str, meant: str) -> None:
    session = rewriter_for(tmp_path, "l", W).session()
    converse(session, ("who works in the Fellside Office", "Ann Hobbet, Bo Wyke, Cy Drayle and Di Skellan."))
    assert session.rewrite(turn).entity_ids == (L + meant,)
