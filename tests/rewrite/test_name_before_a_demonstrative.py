""""云雀那个召回": a name of another kind right before a demonstrative and a type noun says
whose thing of that kind is meant. Of the things of the kind in play, the one the graph
joins to the name (a recall of one of the model's versions is the model's); two are asked
which; when none of those in play is the name's, the words mean one nobody named and are
left as typed, not given to an unrelated thing of the kind. ("24款的呢" after a question on
the 云雀S5 2025款: the year put in place of the one in its name names another version.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink import Rewriter
from made_up_worlds import converse, rewriter_for

V = "http://example.org/larkcars/"
WORLD = """
@prefix v: <http://example.org/larkcars/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
v:Model a owl:Class ; rdfs:label "车型"@zh .
v:Version a owl:Class ; rdfs:label "车型版本"@zh .
v:Recall a owl:Class ; rdfs:label "召回事件"@zh ; skos:altLabel "召回"@zh .
v:ofModel a owl:ObjectProperty ; rdfs:label "所属车型"@zh .
v:aboutVersion a owl:ObjectProperty ; rdfs:label "涉及版本"@zh .
v:lark a v:Model ; skos:prefLabel "云雀S5"@zh ; skos:altLabel "S5"@zh .
v:heron a v:Model ; skos:prefLabel "苍鹭M7"@zh ; skos:altLabel "M7"@zh .
v:kite a v:Model ; skos:prefLabel "飞鸢K3"@zh ; skos:altLabel "K3"@zh .
v:lark24 a v:Version ; skos:prefLabel "云雀S5 2024款"@zh ; v:ofModel v:lark .
v:lark25 a v:Version ; skos:prefLabel "云雀S5 2025款"@zh ; v:ofModel v:lark .
v:heron25 a v:Version ; skos:prefLabel "苍鹭M7 2025款"@zh ; v:ofModel v:heron .
v:kite25 a v:Version ; skos:prefLabel "飞鸢K3 2025款"@zh ; v:ofModel v:kite .
v:pump a v:Recall ; skos:prefLabel "云雀S5 2024款油泵召回"@zh ; v:aboutVersion v:lark24 .
v:brake a v:Recall ; skos:prefLabel "云雀S5 2025款制动软件召回"@zh ; v:aboutVersion v:lark25 .
v:seat a v:Recall ; skos:prefLabel "苍鹭M7 2025款座椅召回"@zh ; v:aboutVersion v:heron25 .
v:wire a v:Recall ; skos:prefLabel "飞鸢K3 2025款线束召回"@zh ; v:aboutVersion v:kite25 .
"""


@pytest.fixture()
def cars(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "larkcars.ttl", WORLD)


def test_the_recall_joined_to_the_name_is_meant(cars: Rewriter) -> None:
    session = cars.session()
    converse(session, ("最近有哪些召回", "云雀S5 2024款油泵召回和苍鹭M7 2025款座椅召回。"))
    result = session.rewrite("M7那个召回完成率多少")
    assert V + "seat" in result.entity_ids and V + "pump" not in result.entity_ids, result.queries


def test_two_recalls_of_the_name_in_play_are_asked_which(cars: Rewriter) -> None:
    session = cars.session()
    converse(session, ("最近有哪些召回", "云雀S5 2024款油泵召回和云雀S5 2025款制动软件召回，还有苍鹭M7 2025款座椅召回。"))
    result = session.rewrite("S5那个召回完成率多少")
    assert result.turn_type == "clarify" and result.clarify is not None, result.queries
    # (The seat recall in play is another model's: no choice.)
    assert {c.id for c in result.clarify} == {V + "pump", V + "brake"}, result.clarify


def test_no_recall_of_the_name_in_play_leaves_the_words_as_typed(cars: Rewriter) -> None:
    session = cars.session()
    converse(session, ("最近有哪些召回", "云雀S5 2024款油泵召回和苍鹭M7 2025款座椅召回。"))
    result = session.rewrite("K3那个召回完成率多少")
    assert not {V + "pump", V + "seat"} & set(result.entity_ids), result.queries
    # (Nor asked which of them: neither is the K3's.)
    assert result.turn_type != "clarify" and "那个召回" in result.queries[0], result.queries


@pytest.mark.parametrize("turn", ["24款的呢", "2024款那个呢"])
def test_a_year_alone_names_the_same_thing_of_that_year(cars: Rewriter, turn: str) -> None:
    session = cars.session()
    converse(session, ("云雀S5 2025款油耗多少", "云雀S5 2025款百公里6.2L。"))
    result = session.rewrite(turn)
    assert result.entity_ids == (V + "lark24",), result.queries
    assert "2025" not in result.queries[0], result.queries


def test_a_year_no_name_has_changes_no_thing(cars: Rewriter) -> None:
    session = cars.session()
    converse(session, ("云雀S5 2025款油耗多少", "云雀S5 2025款百公里6.2L。"))
    result = session.rewrite("23款的呢")
    assert V + "lark24" not in result.entity_ids, result.queries
