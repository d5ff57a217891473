"""Follow-ups in made-up freight worlds (depots and plans; container yards and plans).

A degree said with no "than" ("does york have more", "专业版贵多少", "升级到专业版要多花
多少") compares the thing named with the thing of its kind in the topic: both sides are
the turn's entities; a comparison naming nothing after an answer that listed things of
one kind compares those. "it" asked a property only one thing of the topic has is that
thing alone, without the figure in force. "these three depots" are the three in play; an
answer that found nothing is not about what it lists instead."""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink import Rewriter, Session
from made_up_worlds import converse, rewriter_for

D = "http://example.org/depots/"
DEPOTS = """
@prefix w: <http://example.org/depots/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Depot a owl:Class ; rdfs:label "depot"@en .
w:Plan a owl:Class ; rdfs:label "plan"@en .
w:Metric a owl:Class ; rdfs:label "metric"@en .
w:Person a owl:Class ; rdfs:label "person"@en .
w:manages a owl:ObjectProperty ; rdfs:label "manager"@en ; skos:altLabel "manages"@en .
w:nora a w:Person ; skos:prefLabel "Nora Vale"@en .
w:bays a owl:DatatypeProperty ; rdfs:label "bay count"@en ; skos:altLabel "bays"@en .
w:price a owl:DatatypeProperty ; rdfs:label "monthly price"@en ; skos:altLabel "price"@en .
w:harlow a w:Depot ; skos:prefLabel "Harlow Depot"@en ; skos:altLabel "harlow"@en ; w:bays "40" ; w:manages w:nora .
w:york a w:Depot ; skos:prefLabel "York Depot"@en ; skos:altLabel "york"@en ; w:bays "25" .
w:penn a w:Depot ; skos:prefLabel "Penn Depot"@en ; skos:altLabel "penn"@en ; w:bays "31" .
w:basic a w:Plan ; skos:prefLabel "Basic Freight Plan"@en ; w:price "90" .
w:plus a w:Plan ; skos:prefLabel "Plus Freight Plan"@en ; skos:altLabel "plus plan"@en ; w:price "140" .
w:otr a w:Metric ; skos:prefLabel "On-Time Rate"@en ; skos:altLabel "OTR"@en .
"""

Y = "http://example.org/yards/"
YARDS = """
@prefix w: <http://example.org/yards/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Yard a owl:Class ; rdfs:label "堆场"@zh .
w:Plan a owl:Class ; rdfs:label "套餐"@zh .
w:slots a owl:DatatypeProperty ; rdfs:label "箱位数"@zh ; skos:altLabel "箱位"@zh .
w:price a owl:DatatypeProperty ; rdfs:label "价格"@zh .
w:nanling a w:Yard ; skos:prefLabel "南岭堆场"@zh ; skos:altLabel "南岭"@zh ; w:slots "4000" .
w:beigang a w:Yard ; skos:prefLabel "北岗堆场"@zh ; skos:altLabel "北岗"@zh ; w:slots "2500" .
w:std a w:Plan ; skos:prefLabel "标准套餐"@zh ; skos:altLabel "标准版"@zh ; w:price "900" .
w:pro a w:Plan ; skos:prefLabel "专业套餐"@zh ; skos:altLabel "专业版"@zh ; w:price "1400" .
"""


@pytest.fixture()
def depots(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "depots.ttl", DEPOTS)


@pytest.fixture()
def yards(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "yards.ttl", YARDS)


def _after(rewriter: Rewriter, user: str, answer: str) -> Session:
    session = rewriter.session()
    converse(session, (user, answer))
    return session


@pytest.mark.parametrize("turn", [
    "does york have more",
    "is york any bigger",
    "whats the difference with york",
    "is york as big as that",
])
def test_a_degree_without_than_compares_the_name_with_the_topics_thing(depots: Rewriter, turn: str) -> None:
    session = _after(depots, "how many bays does harlow depot have", "Harlow Depot has 40 bays.")
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {D + "harlow", D + "york"}, result.queries
    assert "Harlow Depot" in result.queries[0] and "York Depot" in result.queries[0]


def test_upgrading_names_the_plan_in_play_as_the_other_side(depots: Rewriter) -> None:
    session = _after(depots, "how much is the basic freight plan", "The Basic Freight Plan costs 90 a month.")
    result = session.rewrite("and upgrading to plus plan?")
    assert set(result.entity_ids) == {D + "basic", D + "plus"}, result.queries


def test_the_figure_and_its_period_stay_with_both_sides(depots: Rewriter) -> None:
    session = _after(depots, "whats the OTR at harlow in March 2025", "Harlow Depot's On-Time Rate in March 2025 was 94%.")
    result = session.rewrite("is york better or worse")
    assert set(result.entity_ids) == {D + "otr", D + "harlow", D + "york"}, result.queries
    assert "March 2025" in result.queries[0]


@pytest.mark.parametrize("turn, wanted", [
    # no degree: the name takes its counterpart's place
    ("and york?", {D + "york"}),
    # "tell me more" asks for more of an answer, not a comparison
    ("tell me more about york", {D + "york"}),
    # "different thing:" asks about another thing, not how two differ
    ("different thing: how many bays does york have", {D + "york"}),
])
def test_no_degree_no_second_side(depots: Rewriter, turn: str, wanted: set[str]) -> None:
    session = _after(depots, "how many bays does harlow depot have", "Harlow Depot has 40 bays.")
    assert set(session.rewrite(turn).entity_ids) == wanted


def test_a_name_of_another_kind_is_no_other_side(depots: Rewriter) -> None:
    session = _after(depots, "how many bays does harlow depot have", "Harlow Depot has 40 bays.")
    result = session.rewrite("is the plus plan pricier")
    assert D + "harlow" not in result.entity_ids, result.queries


@pytest.mark.parametrize("turn", ["北岗是不是少很多", "那北岗更大吗", "北岗多还是少"])
def test_chinese_degree_without_bi_compares_with_the_topics_thing(yards: Rewriter, turn: str) -> None:
    session = _after(yards, "南岭堆场有多少箱位", "南岭堆场有4000个箱位。")
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {Y + "nanling", Y + "beigang"}, result.queries
    assert result.queries[0].startswith("比起南岭堆场，")


def test_chinese_upgrade_is_from_the_plan_in_play(yards: Rewriter) -> None:
    session = _after(yards, "标准版多少钱", "标准套餐每月900元。")
    result = session.rewrite("升级到专业版要多花多少")
    assert set(result.entity_ids) == {Y + "std", Y + "pro"}, result.queries


def test_chinese_ellipsis_without_a_degree_replaces_the_yard(yards: Rewriter) -> None:
    session = _after(yards, "南岭堆场有多少箱位", "南岭堆场有4000个箱位。")
    assert session.rewrite("那北岗呢").entity_ids == (Y + "beigang",)


@pytest.mark.parametrize("turn", ["which is cheaper", "whats the difference", "is one much pricier"])
def test_a_comparison_naming_nothing_after_a_list_compares_the_listed(depots: Rewriter, turn: str) -> None:
    session = _after(depots, "which plans do you have", "We have the Basic Freight Plan and the Plus Freight Plan.")
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {D + "basic", D + "plus"}, result.queries


def test_a_question_naming_nothing_after_a_list_is_not_a_comparison(depots: Rewriter) -> None:
    session = _after(depots, "which plans do you have", "We have the Basic Freight Plan and the Plus Freight Plan.")
    assert len(session.rewrite("how much is it per month").entity_ids) <= 1


@pytest.mark.parametrize("turn", ["哪个便宜", "有什么区别", "差多少钱"])
def test_chinese_comparison_after_a_list_compares_the_listed(yards: Rewriter, turn: str) -> None:
    session = _after(yards, "有哪些套餐", "有标准套餐和专业套餐两种。")
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {Y + "std", Y + "pro"}, result.queries


def test_worth_it_points_at_nothing(depots: Rewriter) -> None:
    session = _after(depots, "how much is the basic freight plan", "The Basic Freight Plan costs 90 a month.")
    assert session.rewrite("is the plus plan worth it").entity_ids == (D + "plus",)


def test_a_property_only_the_thing_has_is_asked_of_it_alone(depots: Rewriter) -> None:
    session = _after(depots, "whats the OTR at harlow in March 2025", "Harlow Depot's On-Time Rate in March 2025 was 94%.")
    result = session.rewrite("who manages it")
    assert result.entity_ids == (D + "harlow",), result.queries


def test_without_such_a_property_it_is_the_figure_of_the_thing(depots: Rewriter) -> None:
    session = _after(depots, "whats the OTR at harlow in March 2025", "Harlow Depot's On-Time Rate in March 2025 was 94%.")
    result = session.rewrite("why did it drop")
    assert set(result.entity_ids) == {D + "otr", D + "harlow"}, result.queries


@pytest.mark.parametrize("turn", ["the second one, how many bays does it have", "the latter - how many bays does it have"])
def test_it_after_an_ordinal_is_the_thing_the_ordinal_picked(depots: Rewriter, turn: str) -> None:
    session = _after(depots, "which depots are in the north", "Harlow Depot and York Depot are in the north.")
    result = session.rewrite(turn)
    assert result.entity_ids == (D + "york",), result.queries


H = "http://example.org/harbour/"
HARBOUR = """
@prefix w: <http://example.org/harbour/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Zone a owl:Class ; rdfs:label "作业区"@zh .
w:Metric a owl:Class ; rdfs:label "指标"@zh .
w:Crane a owl:Class ; rdfs:label "岸桥"@zh .
w:Company a owl:Class ; rdfs:label "供应商"@zh .
w:maint a owl:ObjectProperty ; rdfs:label "维保单位"@zh ; skos:altLabel "维保"@zh .
w:head a owl:ObjectProperty ; rdfs:label "负责人"@zh .
w:nangang a w:Zone ; skos:prefLabel "南岗作业区"@zh ; skos:altLabel "南岗"@zh .
w:tput a w:Metric ; skos:prefLabel "集装箱吞吐量"@zh ; skos:altLabel "吞吐量"@zh .
w:qc5 a w:Crane ; skos:prefLabel "南岗5号岸桥"@zh ; skos:altLabel "5号岸桥"@zh ; w:maint w:hengtai .
w:hengtai a w:Company ; skos:prefLabel "恒泰重工"@zh .
"""


@pytest.fixture()
def harbour(tmp_path: Path) -> Rewriter:
    return rewriter_for(tmp_path, "harbour.ttl", HARBOUR)


@pytest.mark.parametrize("turn, kept", [("上回说的吞吐量，同比呢", "同比"), ("之前问的吞吐量，4月呢", "4月")])
def test_what_an_earlier_turn_said_is_taken_up_with_the_new_question(harbour: Rewriter, turn: str, kept: str) -> None:
    session = _after(harbour, "南岗3月吞吐量多少", "南岗作业区3月集装箱吞吐量为42万标箱。")
    session.rewrite("5号岸桥谁维保")
    session.observe_assistant("南岗5号岸桥由恒泰重工维保。")
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {H + "nangang", H + "tput"}, result.queries
    assert kept in result.queries[0]


def test_naming_every_thing_of_an_earlier_question_goes_back_to_its_frame(depots: Rewriter) -> None:
    session = _after(depots, "whats the OTR at harlow in March 2025", "Harlow Depot's On-Time Rate in March 2025 was 94%.")
    session.rewrite("how much is the basic freight plan")
    session.observe_assistant("The Basic Freight Plan costs 90 a month.")
    result = session.rewrite("the harlow OTR, why so low")
    assert set(result.entity_ids) == {D + "otr", D + "harlow"}, result.queries
    assert "March 2025" in result.queries[0]


def test_what_the_answer_just_said_is_no_return(harbour: Rewriter) -> None:
    session = _after(harbour, "南岗3月吞吐量多少", "南岗作业区3月集装箱吞吐量为42万标箱。")
    session.rewrite("5号岸桥谁维保")
    session.observe_assistant("南岗5号岸桥由恒泰重工维保。")
    result = session.rewrite("你刚才说的那几个都不行，还有别的岸桥吗")
    assert H + "tput" not in result.entity_ids, result.queries


@pytest.mark.parametrize("turn", [
    "switching topics - whats the wifi password",
    "also, totally separate, when is payday",
    "on a different note, where do i claim mileage",
])
def test_an_announced_new_matter_carries_nothing(depots: Rewriter, turn: str) -> None:
    session = _after(depots, "whats the OTR at harlow in March 2025", "Harlow Depot's On-Time Rate in March 2025 was 94%.")
    assert session.rewrite(turn).entity_ids == ()


@pytest.mark.parametrize("turn", ["另外，年假怎么请", "问个别的，食堂几点开", "跟这个无关，工资条在哪看"])
def test_chinese_announced_new_matter_carries_nothing(harbour: Rewriter, turn: str) -> None:
    session = _after(harbour, "南岗3月吞吐量多少", "南岗作业区3月集装箱吞吐量为42万标箱。")
    assert session.rewrite(turn).entity_ids == ()


def test_another_one_of_a_kind_is_no_new_matter(harbour: Rewriter) -> None:
    session = _after(harbour, "南岗3月吞吐量多少", "南岗作业区3月集装箱吞吐量为42万标箱。")
    assert session.rewrite("另外那个指标呢").entity_ids != ()


@pytest.mark.parametrize("turn, place", [("same for york in April 2025", "york"), ("ditto for penn", "penn")])
def test_same_for_a_thing_asks_the_last_question_of_it(depots: Rewriter, turn: str, place: str) -> None:
    session = _after(depots, "whats the OTR at harlow in March 2025", "Harlow Depot's On-Time Rate in March 2025 was 94%.")
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {D + "otr", D + place}, result.queries


def test_their_firm_is_one_pronoun(harbour: Rewriter) -> None:
    session = _after(harbour, "5号岸桥谁维保", "南岗5号岸桥由恒泰重工维保。")
    result = session.rewrite("他们家靠谱吗")
    assert result.entity_ids == (H + "hengtai",)
    assert result.queries[0] == "恒泰重工靠谱吗"


def test_these_three_and_a_type_noun_mean_the_three_in_play_of_the_kind(depots: Rewriter) -> None:
    session = _after(depots, "how many bays at harlow", "Harlow Depot has 40 bays.")
    for user, answer in (("and york?", "York Depot has 25."), ("penn?", "Penn Depot has 31.")):
        session.rewrite(user)
        session.observe_assistant(answer)
    result = session.rewrite("who manages these three depots")
    assert set(result.entity_ids) >= {D + "harlow", D + "york", D + "penn"}, result.queries
    # A count that is not how many of the kind are in play points at none of them.
    session = _after(depots, "how many bays at harlow", "Harlow Depot has 40 bays.")
    session.rewrite("and york?")
    session.observe_assistant("York Depot has 25.")
    assert D + "harlow" not in session.rewrite("who manages these three depots").entity_ids


def test_what_an_answer_that_found_nothing_lists_instead_is_not_the_topic(depots: Rewriter) -> None:
    session = _after(depots, "do we have a depot in leeds",
                     "I can't find Leeds in the knowledge base; our depots are Harlow Depot and York Depot.")
    assert session.rewrite("what time does the canteen open").entity_ids == ()
    # An answer that does give something is about it.
    session = _after(depots, "do we have a depot in leeds", "Yes: Harlow Depot and York Depot.")
    assert session.rewrite("what time does the canteen open").entity_ids != ()


TIMES = DEPOTS + """
w:ota a w:Metric ; skos:prefLabel "Harlow Arrival Rate"@en ; skos:altLabel "arrival timeliness"@en, "timeliness"@en .
w:otd a w:Metric ; skos:prefLabel "Harlow Departure Rate"@en ; skos:altLabel "departure timeliness"@en, "timeliness"@en .
"""


def test_a_slot_naming_a_thing_of_the_topic_s_kind_by_a_word_of_its_name_takes_its_place(tmp_path: Path) -> None:
    rewriter = rewriter_for(tmp_path, "times.ttl", TIMES)
    session = _after(rewriter, "timeliness at harlow in march?",
                     "Arrival timeliness (Harlow Arrival Rate) or departure timeliness (Harlow Departure Rate)?")
    session.rewrite("arrivals")
    session.observe_assistant("Harlow Arrival Rate at Harlow Depot was 91% in March.")
    result = session.rewrite("and departures")
    assert set(result.entity_ids) == {D + "otd", D + "harlow"}, result.queries
    # A word no name in play has is no such thing.
    session = _after(rewriter, "arrival rate at harlow in march?", "Harlow Arrival Rate at Harlow Depot was 91% in March.")
    assert D + "otd" not in session.rewrite("and departures").entity_ids


CAFES = DEPOTS + """
w:Cafe a owl:Class ; rdfs:label "cafe"@en .
w:at a owl:ObjectProperty ; rdfs:label "located at"@en .
w:cafe_h a w:Cafe ; skos:prefLabel "Bay Cafe Harlow"@en ; skos:altLabel "Bay Cafe"@en ; w:at w:harlow .
w:cafe_y a w:Cafe ; skos:prefLabel "Bay Cafe York"@en ; skos:altLabel "Bay Cafe"@en ; w:at w:york .
"""


def test_the_york_one_after_an_answer_naming_a_name_things_at_two_places_share(tmp_path: Path) -> None:
    rewriter = rewriter_for(tmp_path, "cafes.ttl", CAFES)
    session = _after(rewriter, "does the plus plan include meals", "Yes: Bay Cafe meals for drivers at Harlow and York.")
    assert rewriter.ontology.label(D + "cafe_y", "en") in session.rewrite("when does the york one open").queries[0]
    # Without such a name in the answer, "the york one" is not a cafe.
    session = _after(rewriter, "does the plus plan include meals", "Yes, for drivers at Harlow and York.")
    assert D + "cafe_y" not in session.rewrite("when does the york one open").entity_ids


ENGINES = """
@prefix w: <http://example.org/engines/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Product a owl:Class ; rdfs:label "product"@en .
w:Metric a owl:Class ; rdfs:label "metric"@en .
w:Depot a owl:Class ; rdfs:label "depot"@en .
w:tre a w:Product ; skos:prefLabel "Tarn Routing Engine"@en .
w:occ a w:Metric ; skos:prefLabel "Dock Occupancy Rate"@en ; skos:altLabel "occupancy"@en .
w:harlow a w:Depot ; skos:prefLabel "Harlow Depot"@en ; skos:altLabel "harlow"@en .
w:york a w:Depot ; skos:prefLabel "York Depot"@en ; skos:altLabel "york"@en .
"""


def test_a_word_after_a_reference_that_the_label_ends_with_is_said_once(tmp_path: Path) -> None:
    session = _after(rewriter_for(tmp_path, "engines.ttl", ENGINES), "tell me about the Tarn Routing Engine",
                     "The Tarn Routing Engine plans the depots' routes.")
    assert session.rewrite("which editions does that engine come in?").queries == (
        "which editions does Tarn Routing Engine come in?",
    )


def test_a_word_before_a_name_that_its_label_starts_with_is_said_once(tmp_path: Path) -> None:
    result = rewriter_for(tmp_path, "engines.ttl", ENGINES).session().rewrite("compare dock occupancy at harlow and york")
    assert result.queries == ("compare Dock Occupancy Rate at Harlow Depot and York Depot",)


@pytest.mark.parametrize(("turn", "query"), [
    ("whats her extension", "whats Nora Vale's extension"),  # "her" before a noun: hers
    ("tell her the price", "tell Nora Vale the price"),  # before "the": her, the object
])
def test_her_before_a_word_of_content_is_possessive(depots: Rewriter, turn: str, query: str) -> None:
    session = _after(depots, "who manages harlow depot?", "Nora Vale manages Harlow Depot.")
    assert session.rewrite(turn).queries == (query,)


def test_a_possessive_after_its_own_thing_named_in_the_clause_stays(depots: Rewriter) -> None:
    session = _after(depots, "how many bays does york depot have", "York Depot has 25 bays.")
    assert session.rewrite("when is harlow depot going in for its audit").queries == (
        "when is harlow depot going in for its audit",
    )


def test_a_return_to_a_thing_says_it_by_name_and_the_period_after_the_question(depots: Rewriter) -> None:
    session = depots.session()
    converse(session, ("what was the OTR at harlow depot in july", "Harlow Depot's On-Time Rate was 91% in July."),
             ("who manages york depot", "Nobody is named for York Depot."))
    assert session.rewrite("back to harlow - how was its crew doing").queries == (
        "how was Harlow Depot's crew doing (July)",
    )


PLANS = """
@prefix w: <http://example.org/plans/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Policy a owl:Class ; rdfs:label "policy"@en .
w:Plan a owl:Class ; rdfs:label "plan"@en .
w:version a owl:DatatypeProperty ; rdfs:label "version"@en .
w:author a owl:DatatypeProperty ; rdfs:label "author"@en ; skos:altLabel "wrote"@en .
w:safety a w:Policy ; skos:prefLabel "Yard Safety Policy"@en ; skos:altLabel "safety policy"@en ;
    w:version "3" ; w:author "Nora Vale" .
w:plus a w:Plan ; skos:prefLabel "Plus Freight Plan"@en ; skos:altLabel "plus"@en .
"""


@pytest.mark.parametrize("joined", ["plus", "also"])
def test_plus_before_a_second_question_leads_it_in_and_names_no_plan(tmp_path: Path, joined: str) -> None:
    session = rewriter_for(tmp_path, "plans.ttl", PLANS).session()
    result = session.rewrite(f"what version is the safety policy on, {joined} who wrote it")
    assert result.queries == ("what version is the Yard Safety Policy on", "who wrote Yard Safety Policy")
    assert result.entity_ids == ("http://example.org/plans/safety",)
