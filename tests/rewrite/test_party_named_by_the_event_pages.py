""""is Tarn Pumps paying service credits", "did Tarn Pumps pay" after talk of a flood: a
contractor the flood's own report names, though no edge joins the two (it holds the
warehouse's pump contract), is a party to it, and what it paid is asked of the flood; one
named only on another page that mentions the flood (the warehouse's month) is not. A
made-up freight company's world: a warehouse, a flood there and two contractors."""

from __future__ import annotations

from pathlib import Path

from made_up_worlds import Page, converse, load_world

from kglink import Rewriter
from kglink.rewrite.doc_terms import DocumentTerms

F = "http://example.org/freight/"
W_TTL = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
f:Warehouse a owl:Class ; rdfs:label "warehouse"@en .
f:Incident a owl:Class ; rdfs:label "incident"@en .
f:Supplier a owl:Class ; rdfs:label "supplier"@en .
f:Contract a owl:Class ; rdfs:label "contract"@en .
f:occurredAt a owl:ObjectProperty ; rdfs:label "occurred at"@en .
f:covers a owl:ObjectProperty ; rdfs:label "covers"@en .
f:contractor a owl:ObjectProperty ; rdfs:label "contractor"@en .
f:leeds a f:Warehouse ; skos:prefLabel "Leeds Warehouse"@en .
f:flood a f:Incident ; skos:prefLabel "Dock 4 Flood"@en ; f:occurredAt f:leeds .
f:tarn a f:Supplier ; skos:prefLabel "Tarn Pumps"@en .
f:holm a f:Supplier ; skos:prefLabel "Holm Cranes"@en .
f:pumps a f:Contract ; skos:prefLabel "Pump Maintenance Contract"@en ; f:covers f:leeds ; f:contractor f:tarn .
f:cranes a f:Contract ; skos:prefLabel "Crane Hire Contract"@en ; f:covers f:leeds ; f:contractor f:holm .
"""


def _asked(tmp_path: Path, text: str) -> set[str]:
    documents = DocumentTerms.from_chunks([
        Page("Dock 4 Flood, 3 March: the sump pump failed; Tarn Pumps was on site after 9 hours.",
             (F + "flood", F + "leeds", F + "tarn"), title="Dock 4 Flood - incident report"),
        Page("Leeds Warehouse in March: the Dock 4 Flood closed two doors; Holm Cranes hired for the clean-up.",
             (F + "leeds", F + "flood", F + "holm"), title="Leeds Warehouse - March"),
        Page("Tarn Pumps services the sump pumps at Leeds Warehouse.", (F + "tarn", F + "leeds"), title="Tarn Pumps"),
        Page("Holm Cranes hires cranes to Leeds Warehouse.", (F + "holm", F + "leeds"), title="Holm Cranes"),
    ])
    session = Rewriter(load_world(tmp_path, "freight", W_TTL), documents=documents).session()
    converse(session, ("what happened in the dock 4 flood",
                       "On 3 March the sump pump at Dock 4 failed and the dock flooded; two doors were closed."))
    return set(session.rewrite(text).entity_ids)


def test_a_party_the_event_report_names_is_asked_of_in_its_frame(tmp_path: Path) -> None:
    assert _asked(tmp_path, "is tarn pumps paying service credits") == {F + "tarn", F + "flood"}
    assert _asked(tmp_path, "did tarn pumps pay") == {F + "tarn", F + "flood"}


def test_one_named_only_beside_it_elsewhere_stands_alone(tmp_path: Path) -> None:
    assert _asked(tmp_path, "is holm cranes paying service credits") == {F + "holm"}
