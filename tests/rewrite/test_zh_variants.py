""""7号" and "增强型呢" after an answer that named a model and its variant ("云鹰7号",
"云鹰7号增强型", also written "增强型云鹰7号"): the code alone is the model, whose name
the variant's holds; the variant's own word before 呢 is the variant, a counterpart of
the topic. The graph's names decide, not a list of qualifiers."""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink import Rewriter
from made_up_worlds import converse, rewriter_for

S = "http://example.org/drones/"
WORLD = """
@prefix s: <http://example.org/drones/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
s:Model a owl:Class ; rdfs:label "机型"@zh .
s:Site a owl:Class ; rdfs:label "基地"@zh .
s:m7 a s:Model ; skos:prefLabel "云鹰7号"@zh .
s:m7plus a s:Model ; skos:prefLabel "云鹰7号增强型"@zh ; skos:altLabel "增强型云鹰7号"@zh .
s:m9 a s:Model ; skos:prefLabel "云鹰9号"@zh .
s:site a s:Site ; skos:prefLabel "东湖试飞基地"@zh .
"""


@pytest.fixture()
def drones(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "drones.ttl", WORLD)


def test_a_code_alone_is_the_name_the_variants_name_holds(drones: Rewriter) -> None:
    session = drones.session()
    converse(session, ("东湖试飞基地今年试飞结果", "东湖试飞基地2025年：云鹰7号续航40分钟，云鹰7号增强型55分钟，云鹰9号45分钟。"))
    result = session.rewrite("7号咋这么短")
    assert S + "m7" in result.entity_ids and S + "m7plus" not in result.entity_ids, result.queries
    assert "云鹰7号" in result.queries[0] and "增强型" not in result.queries[0], result.queries


def test_a_word_of_a_counterparts_name_before_ne_asks_the_same_of_it(drones: Rewriter) -> None:
    session = drones.session()
    converse(session, ("东湖试飞基地今年试飞结果", "东湖试飞基地2025年：云鹰7号续航40分钟，云鹰7号增强型55分钟。"),
             ("7号咋这么短", "云鹰7号电池老化，续航只有40分钟。"))
    result = session.rewrite("增强型呢")
    assert S + "m7plus" in result.entity_ids and S + "m7" not in result.entity_ids, result.queries
    assert "云鹰7号增强型" in result.queries[0], result.queries


def test_a_word_before_ne_of_no_counterpart_is_no_pick(drones: Rewriter) -> None:
    session = drones.session()
    # 试飞 is a word of the site's name, but a site is no counterpart of a model.
    converse(session, ("云鹰9号续航多少", "云鹰9号续航45分钟，在东湖试飞基地测的。"))
    result = session.rewrite("试飞呢")
    assert S + "site" not in result.entity_ids, result.queries


def test_two_opening_a_clause_is_the_two_in_play(drones: Rewriter) -> None:
    session = drones.session()
    converse(session, ("东湖试飞基地今年试飞结果", "东湖试飞基地2025年：云鹰7号续航40分钟，云鹰9号45分钟。"))
    result = session.rewrite("两个去年差多少")
    assert {S + "m7", S + "m9"} <= set(result.entity_ids), result.queries


@pytest.mark.parametrize("count", ["两个多小时呢", "两个月前的呢", "两个问题：载重多少"])
def test_two_counting_something_is_no_pair(drones: Rewriter, count: str) -> None:
    session = drones.session()
    converse(session, ("东湖试飞基地今年试飞结果", "东湖试飞基地2025年：云鹰7号续航40分钟，云鹰9号45分钟。"))
    result = session.rewrite(count)
    assert not {S + "m7", S + "m9"} <= set(result.entity_ids), result.queries
