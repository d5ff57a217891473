""""都有哪些乐手", "which musicians play on it" after an answer naming the album's producer: which
things of a kind there are is asked of the thing in play the graph joins to things of that
kind (the album), not of the one person of that kind the answer named; a thing joined to
others of its own kind (a studio next to other studios) is still asked of. A made-up
record label's world: an album, its producer and players, and two studios."""

from __future__ import annotations

from kglink import Session
from made_up_worlds import converse, rewriter_for

W = "http://example.org/label/"
W_TTL = """
@prefix w: <http://example.org/label/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Album a owl:Class ; rdfs:label "album"@en , "专辑"@zh .
w:Person a owl:Class ; rdfs:label "person"@en , "人物"@zh ;
    skos:altLabel "musician"@en , "producer"@en , "乐手"@zh , "制作人"@zh .
w:Studio a owl:Class ; rdfs:label "studio"@en , "录音棚"@zh .
w:producer a owl:ObjectProperty ; rdfs:label "producer"@en , "制作人"@zh .
w:player a owl:ObjectProperty ; rdfs:label "player"@en , "演奏"@zh .
w:recordedAt a owl:ObjectProperty ; rdfs:label "recorded at"@en , "录音地点"@zh .
w:nearby a owl:ObjectProperty ; rdfs:label "nearby"@en , "周边"@zh .
w:lights a w:Album ; skos:prefLabel "Tidewater Lanterns"@en , "潮灯集"@zh ;
    w:producer w:mara ; w:player w:ivo , w:tess ; w:recordedAt w:north .
w:mara a w:Person ; skos:prefLabel "Mara Quill"@en , "玛芙·奎尔"@zh .
w:ivo a w:Person ; skos:prefLabel "Ivo Brandt"@en , "伊沃·布兰特"@zh .
w:tess a w:Person ; skos:prefLabel "Tess Morrow"@en , "苔丝·莫罗"@zh .
w:north a w:Studio ; skos:prefLabel "North Pier Studio"@en , "北码头录音棚"@zh ; w:nearby w:south .
w:south a w:Studio ; skos:prefLabel "South Pier Studio"@en , "南码头录音棚"@zh .
"""


def _after(tmp_path, turns: tuple[str, ...], text: str) -> list[str]:
    session = Session(rewriter_for(tmp_path, "label", W_TTL))
    converse(session, turns)
    return [e.id for e in session.rewrite(text).entities]


ZH = ("潮灯集是谁制作的", "制作人是玛芙·奎尔。")
EN = ("who produced tidewater lanterns", "It was produced by Mara Quill.")


def test_which_of_a_kind_is_asked_of_the_thing_joined_to_them(tmp_path) -> None:
    assert _after(tmp_path, ZH, "都有哪些乐手？") == [W + "lights"]
    assert _after(tmp_path, EN, "which musicians played?") == [W + "lights"]


def test_a_property_of_the_one_named_stays_hers(tmp_path) -> None:
    # No kind asked: the person the answer named is what the question goes on about.
    assert _after(tmp_path, EN, "what else has she produced?") == [W + "mara"]


def test_a_thing_joined_to_others_of_its_kind_is_asked_of(tmp_path) -> None:
    turns = ("where was tidewater lanterns recorded", "At North Pier Studio.")
    assert _after(tmp_path, turns, "which studios are nearby?") == [W + "north"]
