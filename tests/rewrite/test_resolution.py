"""Resolution on evidence, over knowledge bases the rules were never written for.

Two small worlds written here — a hospital group (Chinese) and a freight network (English)
— check that what decides an antecedent or a carry comes from the ontology (property
domains, person classes, genders, type nouns, edges) and the language packs, not from
the example bundles' names.
"""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from kglink import Rewriter, Session
from kglink.ontology import Ontology
from kglink.lang import get_pack
from kglink.lang.terms import content_terms
from kglink.rewrite.doc_terms import DocumentTerms
from kglink.rewrite.validate import echo_before
from made_up_worlds import Page, converse, load_world, rewriter_for

HOSPITAL = """
@prefix h: <http://example.org/hospital/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

h:Hospital a owl:Class ; rdfs:label "医院"@zh .
h:Doctor a owl:Class ; rdfs:label "医生"@zh ; skos:altLabel "医师"@zh .
h:Department a owl:Class ; rdfs:label "科室"@zh .
h:Drug a owl:Class ; rdfs:label "药品"@zh .
h:Supplier a owl:Class ; rdfs:label "供应商"@zh .

h:address a owl:DatatypeProperty ; rdfs:label "地址"@zh .
h:phone a owl:DatatypeProperty ; rdfs:label "电话"@zh .
h:specialty a owl:DatatypeProperty ; rdfs:label "擅长"@zh .
h:sex a owl:DatatypeProperty ; rdfs:label "性别"@zh .
h:worksAt a owl:ObjectProperty ; rdfs:label "所在医院"@zh .
h:partOf a owl:ObjectProperty ; rdfs:label "所属医院"@zh .
h:suppliedBy a owl:ObjectProperty ; rdfs:label "供货商"@zh .
h:price a owl:DatatypeProperty ; rdfs:label "价格"@zh .
h:founder a owl:DatatypeProperty ; rdfs:label "创始人"@zh .
h:usedAt a owl:ObjectProperty ; rdfs:label "使用科室"@zh .

h:renhe a h:Hospital ; skos:prefLabel "仁和医院"@zh ; h:address "人民路1号"@zh ; h:phone "010-1234"@zh .
h:kangning a h:Hospital ; skos:prefLabel "康宁医院"@zh ; h:address "解放路9号"@zh ; h:phone "010-5678"@zh .
h:cardio a h:Department ; skos:prefLabel "仁和医院心内科"@zh ; skos:altLabel "心内科"@zh ; h:partOf h:renhe .
h:ortho a h:Department ; skos:prefLabel "康宁医院骨科"@zh ; skos:altLabel "骨科"@zh ; h:partOf h:kangning .
h:Metric a owl:Class ; rdfs:label "指标"@zh .
h:visits a h:Metric ; skos:prefLabel "门诊量"@zh .
h:waiting a h:Metric ; skos:prefLabel "平均候诊时间"@zh ; skos:altLabel "候诊时间"@zh .
h:ct a h:Equipment ; skos:prefLabel "CT900"@zh ; skos:altLabel "CT机"@zh ; h:usedAt h:cardio .
h:Equipment a owl:Class ; rdfs:label "设备"@zh .
h:Incident a owl:Class ; rdfs:label "事件"@zh .
h:Area a owl:Class ; rdfs:label "区域"@zh .
h:floor2 a h:Area ; skos:prefLabel "仁和医院东楼2层"@zh .
h:floor3 a h:Area ; skos:prefLabel "仁和医院东楼3层"@zh .
h:School a owl:Class ; rdfs:label "学校"@zh .
h:education a owl:DatatypeProperty ; rdfs:label "毕业院校"@zh .
h:xiehe a h:School ; skos:prefLabel "协和医学院"@zh .
h:li_grad a h:Doctor ; skos:prefLabel "赵敏"@zh ; h:education "协和医学院临床系"@zh ; h:address "北京市东城区协和医学院东门对面"@zh .
h:alarm a h:Incident ; skos:prefLabel "2025年3月心内科输液泵报警事件"@zh ; h:usedAt h:cardio .
h:zhang a h:Doctor ; skos:prefLabel "张明"@zh ; h:specialty "冠心病介入治疗"@zh ; h:sex "男"@zh ; h:worksAt h:renhe .
h:li a h:Doctor ; skos:prefLabel "李华"@zh ; h:specialty "心律失常"@zh ; h:sex "女"@zh ; h:worksAt h:renhe .
h:wang a h:Doctor ; skos:prefLabel "王伟"@zh ; h:worksAt h:kangning .
h:anxin a h:Supplier ; skos:prefLabel "安信医药"@zh ; skos:altLabel "安信"@zh ; h:founder "王强"@zh .
h:anxin_devices a h:Supplier ; skos:prefLabel "安信器械"@zh ; skos:altLabel "安信"@zh .
h:stent a h:Drug ; skos:prefLabel "冠脉支架"@zh ; h:suppliedBy h:anxin_devices .
h:brace a h:Equipment ; skos:prefLabel "护腕支"@zh ; h:suppliedBy h:anxin_devices .
h:aspirin a h:Drug ; skos:prefLabel "阿司匹林肠溶片"@zh ; skos:altLabel "阿司匹林"@zh ; h:suppliedBy h:anxin ;
    h:usedAt h:cardio ; h:price "每盒15元"@zh .
h:statin a h:Drug ; skos:prefLabel "阿托伐他汀钙片"@zh ; skos:altLabel "阿托伐他汀"@zh ; h:suppliedBy h:anxin ;
    h:usedAt h:cardio ; h:price "每盒42元"@zh .
"""

FREIGHT = """
@prefix f: <http://example.org/freight/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

f:Depot a owl:Class ; rdfs:label "depot"@en .
f:Region a owl:Class ; rdfs:label "region"@en .
f:Customer a owl:Class ; rdfs:label "customer"@en .
f:Tier a owl:Class ; rdfs:label "service tier"@en .
f:tier a owl:ObjectProperty ; rdfs:label "service tier"@en .
f:express a f:Tier ; skos:prefLabel "Express"@en ; skos:altLabel "Express service"@en .
f:Tariff a owl:Class ; rdfs:label "tariff"@en .
f:storage_rate a f:Tariff ; skos:prefLabel "Pallet Storage Rate"@en .
f:serves a owl:ObjectProperty ; rdfs:label "serves"@en .
f:capacity a owl:DatatypeProperty ; rdfs:label "capacity"@en .
f:inRegion a owl:ObjectProperty ; rdfs:label "region"@en .

f:north a f:Region ; skos:prefLabel "North"@en .
f:leeds a f:Depot ; skos:prefLabel "Leeds Depot"@en ; f:capacity "1200 pallets"@en ; f:inRegion f:north .
f:york a f:Depot ; skos:prefLabel "York Depot"@en ; f:capacity "800 pallets"@en ; f:inRegion f:north ;
    f:tier f:express .
f:xdock a f:Depot ; skos:prefLabel "Cross Dock"@en ; skos:altLabel "XD"@en ; f:inRegion f:north .
f:acme a f:Customer ; skos:prefLabel "Acme Foods"@en .
f:central_a a f:Depot ; skos:prefLabel "Central Depot A"@en ; skos:altLabel "Central"@en ; f:serves f:acme .
f:central_b a f:Depot ; skos:prefLabel "Central Depot B"@en ; skos:altLabel "Central"@en .
f:Incident a owl:Class ; rdfs:label "incident"@en .
f:flood a f:Incident ; skos:prefLabel "March York Flood"@en .
f:Metric a owl:Class ; rdfs:label "metric"@en .
f:otd a f:Metric ; skos:prefLabel "On-Time Delivery"@en ; skos:altLabel "OTD"@en .
"""

H = "http://example.org/hospital/"
F = "http://example.org/freight/"


@pytest.fixture()
def hospital(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "hospital", HOSPITAL))


@pytest.fixture()
def freight(tmp_path: Path) -> Rewriter:
    return Rewriter(load_world(tmp_path, "freight", FREIGHT))


def _ids(session: Session, text: str) -> set[str]:
    return set(session.rewrite(text).entity_ids)


# -- antecedents chosen by what the turn says -------------------------------------------


def test_a_personal_pronoun_means_the_person_the_answer_named(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院在哪")
    session.observe_assistant("仁和医院在人民路1号，心内科主任是张明。")
    assert _ids(session, "他擅长什么") == {H + "zhang"}


def test_the_property_asked_steers_away_from_an_entity_that_lacks_it(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院有哪些心内科医生")
    session.observe_assistant("张明。")
    # Only hospitals have a phone number in this graph; the doctor just named has none.
    assert _ids(session, "电话多少") == {H + "renhe"}


def test_a_gendered_pronoun_picks_the_entity_of_that_gender(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院有哪些心内科医生")
    session.observe_assistant("有张明和李华两位。")
    assert H + "li" in session.rewrite("她擅长什么").entity_ids
    session.observe_assistant("李华擅长心律失常。")
    assert H + "zhang" in session.rewrite("那他呢").entity_ids


def test_a_pronoun_of_persons_means_a_body_of_persons_not_a_thing(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("安信医药的阿司匹林最近到货怎么样")
    session.observe_assistant("阿司匹林肠溶片8月到货合格率99%。")
    # The drug is the more salient, but "他们" never means a thing: the supplier.
    result = session.rewrite("他们还供什么药")
    assert result.entity_ids == (H + "anxin",), result.queries
    session.observe_assistant("安信医药还供阿托伐他汀钙片。")
    # "他家" picks the supplier out of the topic, not the whole last question.
    result = session.rewrite("阿托伐他汀也是他家的？")
    assert set(result.entity_ids) == {H + "statin", H + "anxin"}, result.queries


def test_a_property_only_a_company_has_outweighs_he_meaning_a_person(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("阿司匹林是哪家供的")
    session.observe_assistant("安信医药供的，王伟医生推荐的。")
    # "他" for a company is common in speech: the founder, which only the company has, decides.
    assert H + "anxin" in session.rewrite("他的创始人是谁").entity_ids


def test_the_kind_asked_for_steers_the_antecedent_and_a_tie_asks(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("阿司匹林和阿托伐他汀的用量分别是多少")
    session.observe_assistant("阿司匹林每日100mg，阿托伐他汀每日20mg。")
    # Only the drugs are used at a department; both were asked about together.
    result = session.rewrite("它是哪个科室用的")
    assert result.turn_type == "clarify", result.queries
    assert {c.id for c in result.clarify} == {H + "aspirin", H + "statin"}


def test_an_answer_that_describes_a_difference_by_one_side_singles_none_out(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("York Depot vs Leeds Depot - what's different?")
    session.observe_assistant("Leeds Depot has a cold store and a bigger yard.")
    assert session.rewrite("what is its capacity?").turn_type == "clarify"
    # Asked to pick one, the answer that names one has picked it.
    session = freight.session()
    session.rewrite("which has the bigger yard, York Depot or Leeds Depot?")
    session.observe_assistant("Leeds Depot.")
    assert _ids(session, "what is its capacity?") == {F + "leeds"}


def test_a_demonstrative_after_an_answer_that_named_two_of_its_kind_asks(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("where do returns get unloaded?")
    session.observe_assistant("Returns are unloaded at Leeds Depot or York Depot, whichever is nearer.")
    result = session.rewrite("what is the capacity of that depot?")
    assert result.turn_type == "clarify", result.queries


def test_a_clarification_answered_by_a_description_takes_the_one_the_graph_fits(
    hospital: Rewriter, freight: Rewriter
) -> None:
    session = hospital.session()
    assert session.rewrite("安信这个月到货准时吗").turn_type == "clarify"
    session.observe_assistant("有两家安信：安信医药和安信器械，你问哪家？")
    # Neither is named: the drug named is supplied by one of them.
    result = session.rewrite("供阿司匹林那家")
    assert H + "anxin" in result.entity_ids and H + "anxin_devices" not in result.entity_ids, result.queries
    assert any("到货准时" in q for q in result.queries), result.queries

    session = freight.session()
    assert session.rewrite("what is the capacity of Central?").turn_type == "clarify"
    result = session.rewrite("the one serving Acme Foods")
    assert F + "central_a" in result.entity_ids and F + "central_b" not in result.entity_ids, result.queries
    assert any("capacity" in q for q in result.queries), result.queries


def test_the_constraints_of_a_question_asked_before_a_clarification_stay_in_force(hospital: Rewriter) -> None:
    session = hospital.session()
    assert session.rewrite("安信7月到货准时率多少").turn_type == "clarify"
    session.observe_assistant("有两家安信：安信医药和安信器械，你问哪家？")
    assert any("7月" in q for q in session.rewrite("安信医药").queries)
    session.observe_assistant("安信医药7月到货准时率91%。")
    result = session.rewrite("为啥这么低")
    assert any("7月" in q and "安信医药" in q for q in result.queries), result.queries


def test_the_other_one_is_the_one_in_play_of_the_same_kind(freight: Rewriter, hospital: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what is the capacity of Leeds Depot?")
    session.observe_assistant("Leeds Depot holds 1200 pallets; York Depot holds 800.")
    result = session.rewrite("why is the other one so small?")
    assert result.entity_ids == (F + "york",), result.queries

    session = hospital.session()
    session.rewrite("安信医药这个月到货准时吗")
    session.observe_assistant("安信医药准时率98%，安信器械95%。")
    assert H + "anxin_devices" in session.rewrite("另一家呢").entity_ids


def test_a_pair_means_the_two_in_play_of_one_kind(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("阿司匹林用量多少")
    session.observe_assistant("阿司匹林每日100mg，阿托伐他汀每日20mg。")
    assert {H + "aspirin", H + "statin"} <= set(session.rewrite("这俩有啥区别").entity_ids)
    # The sentence lists the two itself: nothing is put in for "这俩".
    result = session.rewrite("冠脉支架和阿司匹林这俩谁更贵")
    assert H + "statin" not in result.entity_ids, result.queries


def test_a_gradable_word_picks_the_extreme_of_its_dimension_among_those_in_play(
    freight: Rewriter, hospital: Rewriter
) -> None:
    session = freight.session()
    session.rewrite("what is the capacity of Leeds Depot?")
    session.observe_assistant("Leeds Depot holds 1200 pallets; York Depot holds 800.")
    # "smaller" grades a size: the attribute labelled "capacity" says which.
    assert session.rewrite("who runs the smaller one?").entity_ids == (F + "york",)
    assert session.rewrite("and the bigger depot?").entity_ids == (F + "leeds",)

    # The topic is a region; the kind graded is the one of which two in play have a size.
    session = freight.session()
    session.rewrite("which depots are in the North?")
    session.observe_assistant("Leeds Depot and York Depot are in the North region.")
    assert session.rewrite("so what happened at the bigger one last week?").entity_ids == (F + "leeds",)

    session = hospital.session()
    session.rewrite("阿司匹林和阿托伐他汀哪个效果好")
    session.observe_assistant("阿司匹林抗血小板，阿托伐他汀降血脂，作用不同。")
    assert session.rewrite("便宜的那个一天吃几次").entity_ids == (H + "aspirin",)
    assert H + "statin" in session.rewrite("贵的那个呢").entity_ids


TIERS = """
@prefix p: <http://example.org/tiers/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
p:Plan a owl:Class ; rdfs:label "plan"@en , "套餐"@zh .
p:price a owl:DatatypeProperty ; rdfs:label "monthly price"@en , "价格"@zh .
p:lite a p:Plan ; skos:prefLabel "ParcelNet Lite"@en , "包裹网轻享版"@zh ; skos:altLabel "轻享版"@zh ; p:price "£300"@en .
p:plus a p:Plan ; skos:prefLabel "ParcelNet Plus"@en , "包裹网标准版"@zh ; skos:altLabel "标准版"@zh ; p:price "£750"@en .
p:max a p:Plan ; skos:prefLabel "ParcelNet Max"@en , "包裹网旗舰版"@zh ; skos:altLabel "旗舰版"@zh ; p:price "£1,900"@en .
"""
TI = "http://example.org/tiers/"


def test_the_next_one_up_is_one_step_beyond_the_focus_on_the_dimension_last_graded(tmp_path: Path) -> None:
    rewriter = Rewriter(load_world(tmp_path, "tiers", TIERS))
    tiers = ("what plans are there?", "ParcelNet Lite, ParcelNet Plus and ParcelNet Max.")
    session = rewriter.session()
    converse(session, tiers, ("how much is the cheapest plan", "ParcelNet Lite is £300 a month."))
    assert session.rewrite("and the next one up?").entity_ids == (TI + "plus",)
    session = rewriter.session()
    converse(session, tiers, ("how much is ParcelNet Max", "£1,900 a month."))
    # No gradable word said: the first dimension the focus has a value of.
    assert session.rewrite("and the next one down?").entity_ids == (TI + "plus",)
    session = rewriter.session()
    converse(session, ("包裹网有哪些套餐", "轻享版、标准版和旗舰版。"), ("标准版多少钱", "每月750英镑。"))
    assert session.rewrite("高一档的呢").entity_ids == (TI + "max",)


VERSIONS = """
@prefix v: <http://example.org/versions/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
v:Policy a owl:Class ; rdfs:label "policy"@en .
v:effective a owl:DatatypeProperty ; rdfs:label "effective from"@en ; skos:altLabel "start date"@en .
v:old a v:Policy ; skos:prefLabel "Visiting Policy 2021"@en ; v:effective "2021-04-01" .
v:new a v:Policy ; skos:prefLabel "Visiting Policy 2024"@en ; v:effective "2024-04-01" .
"""
V = "http://example.org/versions/"


@pytest.mark.parametrize(("asked", "turn", "meant"), [
    ("2024", "and under the old one?", V + "old"),
    ("2021", "what does the current version say about children?", V + "new"),
])
def test_old_new_and_current_grade_the_versions_in_play_by_date(
    tmp_path: Path, asked: str, turn: str, meant: str
) -> None:
    session = Rewriter(load_world(tmp_path, "versions", VERSIONS)).session()
    converse(session, (f"how many visitors per bed under Visiting Policy {asked}?",
                        "Visiting Policy 2021 allowed one per bed; Visiting Policy 2024 allows two."))
    assert session.rewrite(turn).entity_ids == (meant,)


def test_the_old_version_in_chinese_is_the_earlier_one_in_play(tmp_path: Path) -> None:
    world = VERSIONS.replace('"Visiting Policy 2021"@en', '"探视规定2021版"@zh').replace(
        '"Visiting Policy 2024"@en', '"探视规定2024版"@zh').replace('rdfs:label "effective from"@en', 'rdfs:label "施行日期"@zh')
    session = Rewriter(load_world(tmp_path, "versions", world)).session()
    converse(session, ("探视规定2024版每床几人", "探视规定2024版每床两人，替代探视规定2021版。"))
    # "旧版" (and "老版本") grade the versions in play by date.
    assert set(session.rewrite("跟旧版比改了啥").entity_ids) == {V + "new", V + "old"}
    session = Rewriter(load_world(tmp_path, "versions", world)).session()
    converse(session, ("探视规定2024版每床几人", "探视规定2024版每床两人，替代探视规定2021版。"))
    assert session.rewrite("老版本呢").entity_ids == (V + "old",)


def test_new_before_another_word_grades_nothing(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "versions", VERSIONS)).session()
    converse(session, ("how many visitors per bed under Visiting Policy 2024?",
                        "Two per bed under Visiting Policy 2024; Visiting Policy 2021 allowed one."))
    assert V + "old" not in session.rewrite("do the new starters get told about it?").entity_ids


def test_a_gradable_word_without_such_an_attribute_resolves_nothing(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院和康宁医院哪个近")
    session.observe_assistant("仁和医院在人民路1号，康宁医院在解放路9号。")
    # No attribute of a hospital is a distance: neither is singled out as "the nearer".
    result = session.rewrite("近的那个电话多少")
    assert set(result.entity_ids) not in ({H + "renhe"}, {H + "kangning"}), result.queries


# -- carrying the topic, or not ----------------------------------------------------------


def test_a_follow_up_with_no_cue_word_still_carries_the_topic(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院的地址")
    session.observe_assistant("仁和医院在人民路1号。")
    result = session.rewrite("电话也发我一下")
    assert H + "renhe" in result.entity_ids


@pytest.mark.parametrize("closing", ["好的，谢谢", "收到，十分感谢！", "ok"])
def test_a_closing_carries_nothing(hospital: Rewriter, closing: str) -> None:
    session = hospital.session()
    session.rewrite("仁和医院的地址")
    session.observe_assistant("仁和医院在人民路1号。")
    result = session.rewrite(closing)
    assert result.entity_ids == ()
    assert result.turn_type == "nil"


def test_words_the_topic_is_not_about_carry_nothing(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院的地址")
    session.observe_assistant("稍等。")
    assert _ids(session, "周末想去郊外爬山看风景") == set()


def test_a_new_search_carries_nothing(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what is the capacity of Leeds Depot?")
    session.observe_assistant("Leeds Depot holds 1200 pallets.")
    assert _ids(session, "I'm looking for a cheaper warehouse company") == set()


def test_english_closings_and_dummy_subjects_point_at_nothing(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what is the capacity of Leeds Depot?")
    session.observe_assistant("Leeds Depot holds 1200 pallets. Anything else I can help you with?")
    for text in ("No, that's it. Thanks so much!", "That's all I need, bye."):
        result = session.rewrite(text)
        assert result.entity_ids == (), text
        assert "Leeds" not in " ".join(result.queries), text


def test_the_answers_value_does_not_take_the_focus(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("which depot should I use?")
    session.observe_assistant("York Depot, in the North region.")
    # The region is a value of the depot the answer named: "its" is the depot.
    assert _ids(session, "what is its capacity?") == {F + "york"}


def test_it_means_what_the_answer_offered_not_the_value_the_user_named(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("anything in the North region?")
    session.observe_assistant("How about York Depot? It is in the North region.")
    # The user named the region; the answer offered a depot in it: "it" is the depot.
    assert session.rewrite("can you reserve it for Tuesday?").entity_ids == (F + "york",)


def test_a_dummy_that_does_not_stop_the_topic_being_written(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what is the capacity of Leeds Depot?")
    session.observe_assistant("Leeds Depot holds 1200 pallets.")
    (query,) = session.rewrite("That is great! How much does it cost per week?").queries
    assert "Leeds Depot" in query, query


def test_yes_to_an_offer_about_the_focus_takes_it(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("I'm looking for a depot in the North region")
    session.observe_assistant("How about York Depot? Would you like me to reserve space there?")
    result = session.rewrite("Yes please, I need a slot for 20 pallets on Monday.")
    assert F + "york" in result.entity_ids, result.queries
    # An offer of help with anything else is no offer about the depot.
    session.observe_assistant("Done. Can I help you with anything else?")
    assert F + "york" not in session.rewrite("Yes, I need a taxi to the station.").entity_ids


def test_a_bare_pronoun_means_a_thing_of_its_own_not_a_value_of_others(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("tell me about Leeds Depot")
    session.observe_assistant("It is a large depot with 1200 pallets.")
    session.rewrite("is that in the North region?")
    session.observe_assistant("Yes.")
    # The region, named last, has no attributes and only the depots' edges point at it:
    # a value of others, not a thing to book.
    assert session.rewrite("great, book it for Monday").entity_ids == (F + "leeds",)


def test_a_bare_word_of_one_name_in_play_is_that_name(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what is the capacity of Leeds Depot?")
    session.observe_assistant("Leeds Depot holds 1200 pallets; York Depot holds 800.")
    result = session.rewrite("how does York compare?")
    assert F + "york" in result.entity_ids
    assert any("York Depot" in q for q in result.queries)


def test_documents_are_evidence_for_a_carry(tmp_path: Path) -> None:
    ontology = load_world(tmp_path, "hospital", HOSPITAL)

    documents = DocumentTerms.from_chunks([
        Page("仁和医院夜间急诊挂号流程：急诊大厅自助机挂号", (H + "renhe",)),
        Page("康宁医院停车场收费标准", (H + "kangning",)),
    ])
    with_docs = Rewriter(ontology, documents=documents).session()
    without = Rewriter(ontology).session()
    for session in (with_docs, without):
        session.rewrite("仁和医院的地址")
        session.observe_assistant("稍等。")
    # Only the documents know that emergency registration is something of this hospital's.
    assert H + "renhe" in with_docs.rewrite("急诊挂号流程").entity_ids
    assert H + "renhe" not in without.rewrite("急诊挂号流程").entity_ids


def test_a_topic_the_user_walked_away_from_is_not_revived(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what is the capacity of Leeds Depot?")
    session.observe_assistant("Leeds Depot holds 1200 pallets.")
    # Something the graph knows nothing of: the depot is left behind ...
    assert _ids(session, "I also need a taxi from the airport") == set()
    session.observe_assistant("What time would you like the taxi?")
    # ... and an answer that never came back to it does not bring it back either.
    assert _ids(session, "I need to arrive by 14:45, any time is fine") == set()


def test_an_answer_about_the_focus_in_other_words_keeps_it(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("张明是哪个医院的")
    # The answer names no entity: its pronoun speaks of the doctor.
    session.observe_assistant("他是一名很有经验的医生。")
    assert H + "zhang" in session.rewrite("能有多厉害").entity_ids


def test_asking_a_property_of_the_focus_with_an_indefinite_is_no_new_search(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院的地址")
    session.observe_assistant("仁和医院在人民路1号。")
    assert H + "renhe" in session.rewrite("行，有没有电话给我一个？").entity_ids


def test_the_kind_the_clause_names_picks_the_entity_the_answer_introduced(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("康宁医院的地址")
    session.observe_assistant("康宁医院在解放路9号；心内科请去仁和医院心内科。")
    result = session.rewrite("科室电话多少")
    assert H + "cardio" in result.entity_ids, result.queries


def test_a_search_keeps_its_filters_while_the_answer_asks_for_more(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("I'm looking for a depot in the North region")
    session.observe_assistant("There are several depots in the North. Which service tier do you need?")
    # Region and tier are both values of one depot in the graph: one search, a filter more.
    result = session.rewrite("one with the Express tier please")
    assert set(result.entity_ids) == {F + "north", F + "express"}, result.queries
    session.observe_assistant("York Depot is an Express depot in the North.")
    # The answer offered something: a new filter now starts another search.
    session.rewrite("thanks. I also need a depot in the North region for returns")
    session.observe_assistant("Leeds Depot takes returns.")
    assert F + "north" not in session.rewrite("any with the Express tier?").entity_ids


def test_a_quantity_holds_only_for_a_subject_whose_documents_state_such_quantities(tmp_path: Path) -> None:
    ontology = load_world(tmp_path, "hospital", HOSPITAL)

    documents = DocumentTerms.from_chunks([
        Page("仁和医院收费标准：专家号挂号费100元，普通号50元", (H + "renhe",)),
        Page("康宁医院骨科门诊时间：周一至周五上午", (H + "ortho",)),
    ])
    session = Rewriter(ontology, documents=documents).session()
    session.rewrite("仁和医院100元以上的专家号在哪挂")
    session.observe_assistant("在医院APP上挂。")
    # The clause's own subject's documents state no prices: "100元以上" was the hospital's.
    (query,) = session.rewrite("骨科也归它管吗").queries
    assert "骨科" in query and "仁和医院" in query and "100元" not in query, query


def test_the_carry_decision_is_in_the_trace(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院的地址")
    session.observe_assistant("仁和医院在人民路1号。")
    notes = [note for clause in session.rewrite("电话多少").trace["clauses"] for note in clause["notes"]]
    assert any(note.startswith("carry=True") and "property_fits" in note for note in notes), notes


def test_the_candidates_of_a_pronoun_and_their_scores_are_in_the_trace(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院在哪")
    session.observe_assistant("仁和医院在人民路1号，心内科主任是张明。")
    (clause,) = session.rewrite("他擅长什么").trace["clauses"]
    (ref,) = clause["references"]
    ids = [c["id"] for c in ref["candidates"]]
    assert ids[0] == H + "zhang" and H + "renhe" in ids, ref
    scores = [c["score"] for c in ref["candidates"]]
    assert scores == sorted(scores, reverse=True), ref


# -- one name, not two ---------------------------------------------------------------------


def test_a_qualifying_name_is_not_written_twice(hospital: Rewriter) -> None:
    session = hospital.session()
    result = session.rewrite("仁和医院心内科在几楼")
    assert result.entity_ids == (H + "cardio",)
    result = hospital.session().rewrite("仁和医院 心内科在几楼")
    assert all(q.count("仁和医院") == 1 for q in result.queries), result.queries
    assert H + "cardio" in result.entity_ids


# -- the session changes once, at the end of a turn ----------------------------------------


def test_a_turn_that_fails_half_way_leaves_the_session_as_it_was(hospital: Rewriter, monkeypatch) -> None:
    session = hospital.session()
    session.rewrite("仁和医院的地址")
    session.observe_assistant("仁和医院在人民路1号。")
    before = session.to_json()

    def broken(*_args, **_kwargs):
        raise RuntimeError("fault injected into the rules")

    monkeypatch.setattr(hospital.rules, "rewrite_clause", broken)
    with pytest.raises(RuntimeError):
        session.rewrite("电话多少")
    assert session.to_json() == before
    monkeypatch.undo()
    assert session.rewrite("电话多少").entity_ids == (H + "renhe",)


# -- natural output ------------------------------------------------------------------------


def test_an_english_follow_up_gets_its_topic_without_a_name_prefix(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what is the capacity of Leeds Depot?")
    session.observe_assistant("Leeds Depot holds 1200 pallets.")
    (query,) = session.rewrite("why so low?").queries
    assert "Leeds Depot" in query and not query.startswith("Leeds Depot:"), query
    assert query.endswith("?"), query


def test_a_common_word_a_name_ends_with_is_not_that_name(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what is the Pallet Storage Rate at Leeds Depot?")
    session.observe_assistant("The Pallet Storage Rate at Leeds Depot is 4 pounds a week.")
    (query,) = session.rewrite("is there a separate handling rate?").queries
    assert "handling rate" in query and "handling Pallet Storage Rate" not in query, query
    # A name's own word, capitalised, still names it.
    session.observe_assistant("Handling is charged per movement.")
    assert F + "leeds" in session.rewrite("and how big is Leeds?").entity_ids


def test_words_that_already_say_the_canonical_name_stay_as_typed(freight: Rewriter) -> None:
    # "Express" is the canonical name; the alias "Express service" says it and more.
    (query,) = freight.session().rewrite("which depots offer Express service?").queries
    assert "Express service" in query, query


def test_a_shortened_name_loses_its_pro_form_once_written_out(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("which depots are in the North region?")
    session.observe_assistant("Leeds Depot, York Depot and the Cross Dock.")
    (query,) = session.rewrite("is the Cross one open on Sundays?").queries
    assert "Cross Dock" in query and "Cross Dock one" not in query, query


def test_a_label_is_not_followed_by_the_word_it_ends_with(freight: Rewriter) -> None:
    (query,) = freight.session().rewrite("is the XD dock open on Sundays?").queries
    assert "Cross Dock" in query and "Dock dock" not in query, query


def test_a_type_noun_the_label_ends_with_is_said_once() -> None:
    from kglink.rewrite.compose import join

    assert join("仁和医院心内科", "心内科在几楼", "zh") == "仁和医院心内科在几楼"
    assert join("仁和医院", "电话多少", "zh") == "仁和医院电话多少"


def test_a_chinese_topic_phrase_is_set_off_before_a_clause_that_has_a_subject() -> None:
    from kglink.rewrite.compose import join

    assert join("北岸往事", "你还记得主演吗", "zh") == "北岸往事，你还记得主演吗"
    assert join("南岭堆场", "我想问下箱位", "zh") == "南岭堆场，我想问下箱位"
    # A subject-less question runs on from the topic, as ever.
    assert join("南岭堆场", "箱位多少", "zh") == "南岭堆场箱位多少"


def test_an_english_topic_phrase_joins_the_parenthesis_the_query_ends_with() -> None:
    from kglink.rewrite.compose import join

    assert join("Average Stay", "why is York Depot so long (Q3)?", "en") == "why is York Depot so long (Q3 Average Stay)?"
    assert join("Average Stay", "why so long?", "en") == "why so long (Average Stay)?"


def test_a_one_character_filler_is_not_cut_out_of_a_word() -> None:
    from kglink.rewrite.frames import strip_fillers

    assert strip_fillers("太好了。行程怎么安排")[0] == "行程怎么安排"
    assert strip_fillers("行，就这样")[0] == "就这样"
    assert strip_fillers("好评多吗")[0] == "好评多吗"


def test_what_is_measured_before_the_comparison_word_replaces_its_kind(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院心内科7月门诊量多少")
    session.observe_assistant("仁和医院心内科7月门诊量1.2万人次。")
    (query,) = session.rewrite("候诊时间跟骨科比差多少").queries
    assert "平均候诊时间" in query and "门诊量" not in query, query
    assert "仁和医院心内科" in query and "康宁医院骨科" in query, query


def test_how_does_x_compare_takes_the_earlier_question_about_its_kind(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what was the capacity of Leeds Depot in July?")
    session.observe_assistant("Leeds Depot held 1200 pallets in July; its region is the North.")
    session.rewrite("who manages the North region?")
    session.observe_assistant("The North region is managed from Leeds.")
    # The last topic is a region; the other side of "York Depot" is the depot asked before.
    (query,) = session.rewrite("how does York Depot compare?").queries
    assert "Leeds Depot" in query and "July" in query and "York Depot" in query and "North" not in query, query


def test_a_rejected_constraint_is_not_in_force(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院上半年门诊量多少")
    session.observe_assistant("仁和医院上半年门诊量6万人次。")
    result = session.rewrite("我说的是8月的 不是上半年")
    assert result.correction
    assert any("8月" in q and "上半年" not in q for q in result.queries), result.queries


def test_a_qualifier_typed_before_a_shortened_name_is_said_once(hospital: Rewriter) -> None:
    (query,) = hospital.session().rewrite("问下康宁骨科几点开诊").queries
    assert "康宁医院骨科" in query and "康宁康宁" not in query, query


def test_a_time_added_after_a_latin_name_does_not_run_into_it(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("CT机7月开机率多少")
    session.observe_assistant("CT900 7月开机率97%。")
    (query,) = session.rewrite("CT900那97%算高吗").queries
    assert "CT900 7月" in query and "CT9007月" not in query, query


def test_afterwards_follows_up_and_a_clause_naming_only_the_topic_keeps_the_frame(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院心内科7月门诊量多少")
    session.observe_assistant("仁和医院心内科7月门诊量1.2万人次，比6月高。")
    result = session.rewrite("后来呢")
    assert result.turn_type == "continuation" and H + "cardio" in result.entity_ids, result.queries
    session.observe_assistant("8月回落到1万。")
    (query,) = session.rewrite("心内科咋高这么多").queries
    assert "门诊量" in query, query


def test_a_name_the_ontology_lacks_is_varied_by_its_known_sibling(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁爱医院7月门诊量多少")
    session.observe_assistant("集团没有仁爱医院。")
    (query,) = session.rewrite("那仁和医院呢").queries
    assert "仁和医院" in query and "仁爱医院" not in query and "门诊量" in query, query


def test_what_about_a_thing_of_a_new_kind_keeps_the_frame_not_the_question(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院心内科周末能挂专家号吗")
    session.observe_assistant("可以，周六上午有专家门诊。")
    # A drug is nothing the last question asked about: its words ("周末能挂专家号") go.
    (query,) = session.rewrite("那阿司匹林呢").queries
    assert "阿司匹林" in query and "仁和医院心内科" in query and "专家号" not in query, query
    # Another department takes its counterpart's place in the question.
    session = hospital.session()
    session.rewrite("仁和医院心内科周末能挂专家号吗")
    session.observe_assistant("可以，周六上午有专家门诊。")
    (query,) = session.rewrite("那骨科呢").queries
    assert "骨科" in query and "专家号" in query, query


def test_a_return_that_asks_something_new_asks_it_of_the_earlier_topic(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("张明擅长什么")
    session.observe_assistant("张明擅长冠心病介入治疗。")
    session.rewrite("康宁医院的地址")
    session.observe_assistant("康宁医院在解放路9号。")
    result = session.rewrite("回到张明 他周几出诊")
    assert result.turn_type == "return"
    assert result.entity_ids == (H + "zhang",)
    assert any("周几出诊" in q for q in result.queries), result.queries


def test_a_property_named_in_other_words_still_steers(hospital: Rewriter) -> None:
    from kglink.lang.terms import content_terms

    fit = hospital.resources.fit
    assert H + "specialty" in fit.properties_near(content_terms("最擅长哪类手术"))
    # a class noun inside a label ("所在医院") names the class, not the property
    assert H + "worksAt" not in fit.properties_near(content_terms("哪家医院"))


@pytest.mark.parametrize("question", ["do we have a depot in Inverness?", "are there any depots in Wales?"])
def test_an_existence_question_looks_for_something_new(freight: Rewriter, question: str) -> None:
    session = freight.session()
    session.rewrite("what is the capacity of Leeds Depot?")
    session.observe_assistant("Leeds Depot holds 1200 pallets.")
    result = session.rewrite(question)
    assert F + "leeds" not in result.entity_ids and "Leeds" not in " ".join(result.queries), result.queries


# -- corrections of a constraint or a class alone --------------------------------------------


def test_changing_only_the_time_corrects_the_last_question(hospital: Rewriter, freight: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院7月门诊量多少")
    result = session.rewrite("改成8月")
    assert result.correction and any("8月" in q and "7月" not in q for q in result.queries), result.queries
    session = freight.session()
    session.rewrite("what was the capacity of Leeds Depot in July?")
    result = session.rewrite("sorry i meant august")
    assert result.correction and any("august" in q.lower() and "July" not in q for q in result.queries), result.queries
    # Taking back the period said, without "I meant": the one rejected is not kept.
    for taken_back in ("oops, august not july", "make that August", "scratch that, August"):
        session = freight.session()
        session.rewrite("what was the capacity of Leeds Depot in July?")
        result = session.rewrite(taken_back)
        assert result.correction and all("august" in q.lower() and "july" not in q.lower() for q in result.queries), (
            taken_back, result.queries)


def test_naming_only_the_class_meant_corrects_to_its_counterpart_in_play(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院在哪")
    session.observe_assistant("仁和医院在人民路1号，仁和医院心内科在门诊楼三层。")
    result = session.rewrite("不是医院 我问的是科室")
    assert result.correction
    assert result.entity_ids == (H + "cardio",), result.queries


# -- descriptions by a word of a name, returns, new subjects, comparisons -------------------


def test_a_measure_word_and_a_colloquial_head_noun_point_at_the_machine_in_play(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("心内科8月门诊量为啥掉了")
    session.observe_assistant("主要是CT900故障停了三天。")
    # "台" counts machines; "机子" is the head "机" of "CT机" with a colloquial suffix.
    result = session.rewrite("那台机子现在好了没")
    assert result.entity_ids == (H + "ct",), result.queries
    assert all("机子" not in q and "台" not in q for q in result.queries), result.queries


def test_a_word_of_a_name_before_a_demonstrative_points_at_that_one(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("心内科3月出过什么事")
    session.observe_assistant("2025年3月心内科输液泵报警事件，已整改。")
    session.rewrite("另外阿司匹林多少钱")
    session.observe_assistant("每盒15元。")
    result = session.rewrite("刚才报警那次算重大事件吗")
    assert H + "alarm" in result.entity_ids and H + "aspirin" not in result.entity_ids, result.queries
    # The words and the demonstrative are the reference: the name takes their place.
    assert all("那次" not in q and "2025年3月心内科输液泵报警事件" in q for q in result.queries), result.queries


def test_a_return_with_a_new_question_asks_it_of_what_it_returns_to_alone(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院心内科7月门诊量多少")
    session.observe_assistant("仁和医院心内科7月门诊量1.2万人次。")
    session.rewrite("另外阿司匹林多少钱")
    session.observe_assistant("每盒15元。")
    result = session.rewrite("回到心内科 用什么设备")
    assert result.turn_type == "return"
    # The metric asked before is no part of the new question about the department.
    assert H + "cardio" in result.entity_ids and H + "visits" not in result.entity_ids, result.queries


def test_a_new_subject_with_what_is_asked_of_it_is_a_question_of_its_own(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院心内科7月门诊量为啥这么低")
    session.observe_assistant("主要是张明医生7月休假。")
    result = session.rewrite("那个医生候诊时间呢")
    assert set(result.entity_ids) == {H + "zhang", H + "waiting"}, result.queries
    assert all("为啥" not in q for q in result.queries), result.queries


def test_these_two_months_are_both_months_the_talk_stated(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院8月门诊量多少")
    session.observe_assistant("仁和医院8月门诊量1.3万人次，比7月的1.2万多。")
    session.rewrite("7月为啥偏低")
    session.observe_assistant("7月张明医生休假。")
    (query,) = session.rewrite("张明这俩月出了几次诊").queries
    assert "7月" in query and "8月" in query and "这俩月" not in query, query


def test_that_month_is_the_period_in_force(hospital: Rewriter, freight: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院7月门诊量多少")
    session.observe_assistant("1.2万人次，张明看了800人。")
    assert session.rewrite("张明那个月出了几次诊").queries == ("张明7月出了几次诊",)
    session = freight.session()
    session.rewrite("what was the capacity of Leeds Depot in July?")
    session.observe_assistant("Leeds Depot held 1200 pallets in July, with Acme Foods its main customer.")
    result = session.rewrite("how many orders did the customer place that month?")
    assert result.queries == ("how many orders did Acme Foods place in July?",), result.queries


def test_a_reference_to_another_kind_is_no_answer_to_which_one(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("阿司匹林和阿托伐他汀的用量分别是多少")
    session.observe_assistant("阿司匹林每日100mg，阿托伐他汀每日20mg，仁和医院和康宁医院都有。")
    assert session.rewrite("它是哪个科室用的").turn_type == "clarify"
    # A hospital is asked about (the word before the demonstrative says which), not a drug chosen.
    result = session.rewrite("康宁那家医院电话多少")
    assert result.entity_ids == (H + "kangning",), result.queries


def test_a_pronoun_in_a_comparison_means_a_thing_like_the_one_named(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("心内科常用什么药")
    session.observe_assistant("阿司匹林肠溶片。")
    result = session.rewrite("阿托伐他汀跟它啥区别")
    assert set(result.entity_ids) == {H + "statin", H + "aspirin"}, result.queries
    session.observe_assistant("阿司匹林是抗血小板药，阿托伐他汀是降脂药。")
    # "the latter" in the order the user set, not the order the answer happened to use.
    assert session.rewrite("后者多少钱").entity_ids == (H + "aspirin",)


def test_an_ordinal_before_a_name_or_after_a_possessive_picks_nothing_from_a_list(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("心内科有哪些医生")
    session.observe_assistant("有张明和李华。")
    result = session.rewrite("他们的第一个病人是谁")
    assert set(result.entity_ids) == {H + "zhang", H + "li"}, result.queries
    assert all("第一个病人" in q for q in result.queries), result.queries


def test_a_comparison_takes_its_other_side_from_the_frame_not_from_the_answer(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院7月门诊量多少")
    session.observe_assistant("1.2万人次，比6月少，主要是张明医生休假。")
    # The doctor the answer brought up is no side of a comparison between hospitals.
    result = session.rewrite("康宁医院呢 比仁和多还是少")
    assert set(result.entity_ids) == {H + "renhe", H + "kangning", H + "visits"}, result.queries


def test_a_demonstrative_before_a_numeral_is_definite(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院7月门诊量多少")
    session.observe_assistant("1.2万人次，有3个投诉。")
    # "那几个" points back; "几个" alone would look for something new.
    result = session.rewrite("那几个处理了没")
    assert not any("new_search" in note for clause in result.trace["clauses"] for note in clause["notes"])
    assert H + "renhe" in result.entity_ids, result.queries


def test_an_answer_of_several_sentences_goes_on_about_the_one_its_later_ones_name(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("心内科常用什么药")
    session.observe_assistant("阿司匹林用得少了。现在最常用的是阿托伐他汀，每盒42元。")
    assert session.rewrite("它有什么副作用").entity_ids == (H + "statin",)
    # One sentence: the thing named first is its subject.
    session = hospital.session()
    session.rewrite("心内科常用什么药")
    session.observe_assistant("阿司匹林最常用，其次是阿托伐他汀。")
    assert session.rewrite("它有什么副作用").entity_ids == (H + "aspirin",)


def test_that_after_the_verb_of_a_question_is_a_reference_and_the_same_as_compares(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("which depot serves Acme Foods?")
    session.observe_assistant("Central Depot A serves Acme Foods, from the North region.")
    result = session.rewrite("is that the same as Cross Dock?")
    assert result.turn_type == "comparison"
    # Like things are compared: the depot, not the customer or the region the answer named.
    assert set(result.entity_ids) == {F + "central_a", F + "xdock"}, result.queries


def test_after_a_comparison_answered_of_one_side_a_follow_up_is_about_that_side(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what is the capacity of Leeds Depot?")
    session.observe_assistant("Leeds Depot holds 1200 pallets.")
    assert session.rewrite("how does York Depot compare?").turn_type == "comparison"
    session.observe_assistant("York Depot holds 800 pallets, the smallest in the region.")
    result = session.rewrite("why so small?")
    assert F + "york" in result.entity_ids and F + "leeds" not in result.entity_ids, result.queries


def test_two_of_a_kind_named_by_its_type_noun_are_the_two_in_play(hospital: Rewriter, freight: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("张明在哪个医院")
    session.observe_assistant("张明和李华都在仁和医院。")
    # "两位" is part of the reference, not a count the query should keep.
    assert session.rewrite("两位医生擅长什么").queries == ("张明和李华擅长什么",)
    session = freight.session()
    session.rewrite("what is the capacity of Leeds Depot?")
    session.observe_assistant("Leeds Depot holds 1200 pallets; York Depot holds 800.")
    result = session.rewrite("which region are the two depots in?")
    assert set(result.entity_ids) == {F + "leeds", F + "york"}, result.queries


SINGERS = """
@prefix m: <http://example.org/music/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

m:Singer a owl:Class ; rdfs:label "歌手"@zh .
m:birthPlace a owl:DatatypeProperty ; rdfs:label "出生地"@zh .
m:zhou a m:Singer ; skos:prefLabel "周遥"@zh ; m:birthPlace "青州"@zh .
m:lin a m:Singer ; skos:prefLabel "林夏"@zh ; m:birthPlace "海城"@zh .
"""


def test_the_pronouns_of_an_entitys_own_pages_give_it_a_gender(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("周遥是歌手。他出生在青州，他的第一张专辑发行于2010年。", ("http://example.org/music/zhou",), "周遥"),
        Page("林夏是歌手。她出生在海城，她和周遥合作过。", ("http://example.org/music/lin", "http://example.org/music/zhou"),
              "林夏"),
    ])
    assert documents.genders == {"http://example.org/music/zhou": "m", "http://example.org/music/lin": "f"}
    ontology = load_world(tmp_path, "singers", SINGERS)
    session = Rewriter(ontology, documents=documents).session()
    session.rewrite("周遥和林夏合作过吗")
    session.observe_assistant("合作过一首歌。")
    # No attribute states a gender; the pages' "她" does.
    assert session.rewrite("她是哪里人").entity_ids == ("http://example.org/music/lin",)
    # Without the pages, the two asked about together are equally likely: kglink asks.
    session = Rewriter(ontology).session()
    session.rewrite("周遥和林夏合作过吗")
    session.observe_assistant("合作过一首歌。")
    assert session.rewrite("她是哪里人").turn_type == "clarify"


def test_a_value_that_is_mostly_a_name_names_that_thing(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("赵敏是哪毕业的")
    session.observe_assistant("赵敏毕业于协和医学院临床系。")
    assert session.rewrite("这所学校在哪").entity_ids == (H + "xiehe",)
    # A name that is a small part of a value (an address) only locates by it.
    session = hospital.session()
    session.rewrite("赵敏在哪出诊")
    session.observe_assistant("在北京市东城区协和医学院东门对面。")
    assert H + "xiehe" not in session.rewrite("周几出诊").entity_ids


def test_qi_ta_is_the_word_other_not_a_pronoun(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("阿司匹林多少钱")
    session.observe_assistant("每盒15元。")
    result = session.rewrite("还有其它规格吗")
    assert not [r for clause in result.trace["clauses"] for r in clause["references"]], result.trace
    assert result.entity_ids == (H + "aspirin",), result.queries


def test_what_about_a_property_asks_it_of_the_topic(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院什么时候开门")
    session.observe_assistant("每天8点。")
    # The last question asked in its own words; the property asked now takes its place.
    result = session.rewrite("那电话呢")
    assert result.queries == ("仁和医院电话",), result.queries


def test_a_code_and_a_head_noun_are_the_end_of_a_name_in_play(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院东楼3层是哪个科")
    session.observe_assistant("仁和医院东楼3层是心内科，仁和医院东楼2层是药房。")
    # "2层" is how the one name in play that ends so is said with its front left out.
    result = session.rewrite("2层几点开门")
    assert H + "floor2" in result.entity_ids and H + "floor3" not in result.entity_ids, result.queries


def test_a_name_alone_asks_the_last_question_of_it_and_the_other_picks_the_other_bearer(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what is the capacity of Central Depot A?")
    session.observe_assistant("Central Depot A holds 500 pallets.")
    # "Central" is both depots' name: "the other" one is the one not in play.
    result = session.rewrite("the other central?")
    assert result.entity_ids == (F + "central_b",), result.queries
    assert result.queries == ("what is the capacity of Central Depot B?",)
    assert session.rewrite("York Depot?").queries == ("what is the capacity of York Depot?",)


def test_asking_whether_something_the_focus_never_speaks_of_exists_looks_elsewhere(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("Leeds Depot capacity: 1200 pallets, racking on two floors, space left in winter", (F + "leeds",)),
        Page("York Depot serves the express tier", (F + "york",)),
    ])
    rewriter = Rewriter(load_world(tmp_path, "freight", FREIGHT), documents=documents)
    for question, carried in (("any electric trucks planned?", False), ("is there any space left?", True)):
        session = rewriter.session()
        session.rewrite("what is the capacity of Leeds Depot?")
        session.observe_assistant("Leeds Depot holds 1200 pallets.")
        assert (F + "leeds" in session.rewrite(question).entity_ids) is carried, question


def test_the_thing_of_a_kind_nothing_in_play_is_is_not_the_focus(tmp_path: Path) -> None:
    # "the incident" after a tariff: no incident is in play, and the tariff is linked to
    # none; the question is about some incident, not the tariff. A depot an incident hit
    # is linked to that kind: the question may still be about it.
    world = FREIGHT + "f:hit a owl:ObjectProperty ; rdfs:label \"hit\"@en .\nf:flood f:hit f:leeds .\n"
    documents = DocumentTerms.from_chunks([
        Page("Pallet Storage Rate: 4 pounds a pallet a week, billed monthly", (F + "storage_rate",)),
        Page("Leeds Depot capacity: 1200 pallets, racking on two floors", (F + "leeds",)),
    ])
    rewriter = Rewriter(load_world(tmp_path, "freight", world), documents=documents)
    question = "what if the incident is a fire - anything extra?"
    for opening, answer, focus, carried in (
        ("what is the Pallet Storage Rate?", "The Pallet Storage Rate is 4 pounds a pallet a week.", "storage_rate", False),
        ("what is the capacity of Leeds Depot?", "Leeds Depot holds 1200 pallets.", "leeds", True),
    ):
        session = rewriter.session()
        converse(session, (opening, answer))
        assert (F + focus in session.rewrite(question).entity_ids) is carried, focus


def test_a_period_replacing_another_after_its_preposition_is_not_doubled(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what was the capacity of Leeds Depot in July?")
    session.observe_assistant("Leeds Depot held 1200 pallets in July.")
    (query,) = session.rewrite("and York Depot that month?").queries
    assert "in in" not in query and "July" in query and "York Depot" in query, query
    # A period that stood for "that month" stands for "then" written once too.
    session.observe_assistant("York Depot held 900 pallets in July.")
    (query,) = session.rewrite("was it full then").queries
    assert "in in" not in query and query.endswith("in July"), query


def test_that_month_is_the_month_the_talk_last_stated_when_none_is_in_force(tmp_path: Path) -> None:
    ontology = load_world(tmp_path, "targets", """
@prefix t: <http://example.org/targets/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
t:Metric a owl:Class ; rdfs:label "metric"@en .
t:target a owl:DatatypeProperty ; rdfs:label "target"@en .
t:damage a t:Metric ; skos:prefLabel "Parcel Damage"@en ; t:target "0.5%"@en .
t:late a t:Metric ; skos:prefLabel "Late Deliveries"@en ; t:target "3%"@en .
""")
    session = Rewriter(ontology).session()
    # "and the target?" asks what holds whatever the month: no month stays in force.
    converse(session, ("how much parcel damage in March?", "0.7% in March."), ("and the target?", "0.5%."))
    (query,) = session.rewrite("late deliveries that month").queries
    assert "March" in query, query


def test_what_happened_is_about_the_event_in_play(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what was OTD at York Depot in March?")
    session.observe_assistant("York Depot OTD was 91% in March, down from 95% because of the March York Flood.")
    # The flood's name states when it was: an event, which is what "what happened" asks about.
    result = session.rewrite("so what happened?")
    assert result.entity_ids == (F + "flood",), result.queries
    assert all(q.count("March") == 1 for q in result.queries), result.queries


@pytest.mark.parametrize("turn", ["root cause?", "what caused it?"])
def test_a_root_cause_is_asked_of_the_event_an_answer_named(freight: Rewriter, turn: str) -> None:
    session = freight.session()
    converse(
        session,
        ("what's the capacity of York Depot?", "York Depot holds 800 pallets."),
        ("anything happen there in March?", "The March York Flood closed York Depot for two days."),
    )
    result = session.rewrite(turn)
    assert F + "flood" in result.entity_ids, result.queries


def test_plus_a_name_of_a_new_kind_adds_it_to_the_topic(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what is the capacity of York Depot?")
    session.observe_assistant("York Depot holds 800 pallets.")
    result = session.rewrite("plus OTD")
    assert set(result.entity_ids) == {F + "york", F + "otd"}, result.queries


def test_this_matter_is_the_event_in_play(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("心内科3月出过什么事")
    session.observe_assistant("2025年3月心内科输液泵报警事件，已整改。")
    session.rewrite("阿司匹林多少钱")
    session.observe_assistant("阿司匹林每盒15元。")
    # The event's name states when it was; the drug, more salient now, is no "事".
    result = session.rewrite("这事以后流程改了吗")
    assert H + "alarm" in result.entity_ids and H + "aspirin" not in result.entity_ids, result.queries


def test_asking_which_thing_of_the_focus_kind_looks_among_others(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("阿司匹林多少钱")
    session.observe_assistant("每盒15元。")
    result = session.rewrite("哪种药品医保能报")
    assert H + "aspirin" not in result.entity_ids, result.queries
    assert any("new_search" in note for clause in result.trace["clauses"] for note in clause["notes"])


def test_a_verb_with_a_bare_measure_word_looks_for_something_new(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院电话多少")
    session.observe_assistant("010-1234。")
    result = session.rewrite("我想换家近点的")
    assert H + "renhe" not in result.entity_ids, result.queries
    assert any("new_search" in note for clause in result.trace["clauses"] for note in clause["notes"])


def test_a_follow_up_goes_on_about_the_entities_that_have_the_property_asked(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("张明在仁和医院哪个科")
    session.observe_assistant("张明在仁和医院心内科。")
    # Hospitals have a phone in this graph, doctors do not: the doctor is not asked about.
    result = session.rewrite("电话多少")
    assert result.entity_ids == (H + "renhe",), result.queries


def test_a_pronoun_after_a_name_and_a_chinese_full_stop_means_that_name(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院怎么样")
    session.observe_assistant("仁和医院是三甲医院，心内科很强。")
    result = session.rewrite("张明也很厉害啊。他在哪出诊")
    assert H + "zhang" in result.entity_ids and H + "renhe" not in result.entity_ids, result.queries


def test_he_after_the_one_person_the_clause_names_is_that_person(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院有哪些医生")
    session.observe_assistant("有张明和李华两位。")
    assert session.rewrite("说到张明你对他了解吗").entity_ids == (H + "zhang",)


def test_an_answer_that_did_not_ask_which_one_leaves_no_question_pending(hospital: Rewriter) -> None:
    session = hospital.session()
    assert session.rewrite("安信最近怎么样").clarify is not None
    session.observe_assistant("安信医药8月到货合格率99%。")
    result = session.rewrite("阿司匹林多少钱")
    assert "安信" not in result.queries[0], result.queries


SUPPLY = """
@prefix s: <http://example.org/supply/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
s:Supplier a owl:Class ; rdfs:label "supplier"@en .
s:Part a owl:Class ; rdfs:label "part"@en .
s:Policy a owl:Class ; rdfs:label "policy"@en .
s:suppliedBy a owl:ObjectProperty ; rdfs:label "supplied by"@en .
s:northwind a s:Supplier ; skos:prefLabel "Northwind Metals"@en .
s:bolt a s:Part ; skos:prefLabel "M8 Bolt"@en ; s:suppliedBy s:northwind .
s:bracket a s:Part ; skos:prefLabel "Steel Bracket"@en ; s:suppliedBy s:northwind .
s:rating a s:Policy ; skos:prefLabel "Supplier Rating Policy"@en .
"""
S = "http://example.org/supply/"


def _supply_pages() -> DocumentTerms:
    return DocumentTerms.from_chunks([
        Page("Northwind Metals supplies bolts and brackets; lots arrive weekly.", (S + "northwind",), "Northwind Metals"),
        Page("Grade A suppliers may use skip-lot inspection: only every fifth lot is sampled.", (S + "rating",),
              "Supplier Rating Policy"),
    ])


def test_a_thing_a_page_is_about_is_no_mere_value_of_others(tmp_path: Path) -> None:
    ontology = load_world(tmp_path, "supply", SUPPLY)
    # Pointed at by two parts and nothing of its own: the graph alone takes it for a value.
    assert Rewriter(ontology).resources.fit.is_value_node(S + "northwind")
    assert not Rewriter(ontology, documents=_supply_pages()).resources.fit.is_value_node(S + "northwind")


def test_a_follow_up_goes_to_the_named_thing_whose_documents_its_words_fit(tmp_path: Path) -> None:
    ontology = load_world(tmp_path, "supply", SUPPLY)
    session = Rewriter(ontology, documents=_supply_pages()).session()
    session.rewrite("How is Northwind Metals doing on quality?")
    session.observe_assistant("Northwind Metals passed 98% of lots and keeps grade A under the Supplier Rating Policy.")
    result = session.rewrite("what does skip-lot inspection mean?")
    assert S + "rating" in result.entity_ids, result.queries
    assert S + "northwind" not in result.entity_ids


def test_a_follow_up_stays_with_the_topic_its_words_fit_when_the_answer_names_another_in_passing(
    tmp_path: Path,
) -> None:
    documents = DocumentTerms.from_chunks([
        Page("Northwind Metals supplies bolts and brackets; lots arrive weekly.", (S + "northwind",), "Northwind Metals"),
        Page("Two failed lots in a quarter triggers a downgrade of the grade.", (S + "rating",), "Supplier Rating Policy"),
    ])
    session = Rewriter(load_world(tmp_path, "supply", SUPPLY), documents=documents).session()
    converse(session, (
        "how often are grades reviewed under the Supplier Rating Policy?",
        "Every quarter; the result is sent to Northwind Metals and every other supplier.",
    ))
    result = session.rewrite("what triggers a downgrade?")
    assert S + "rating" in result.entity_ids, result.queries
    assert S + "northwind" not in result.entity_ids


def test_why_of_one_picked_from_an_answers_figures_keeps_the_figure(freight: Rewriter) -> None:
    session = freight.session()
    converse(session, ("on-time delivery by depot for May", "In May: Leeds Depot 94%, York Depot 81%."))
    result = session.rewrite("why is the york one so low?")
    assert {F + "york", F + "otd"} <= set(result.entity_ids), result.queries


def test_a_ranking_after_a_why_of_one_asks_the_figure_of_none_of_them(freight: Rewriter) -> None:
    session = freight.session()
    converse(
        session,
        ("on-time delivery by depot for May", "In May: Leeds Depot 94%, York Depot 81%."),
        ("why is the york one so low?", "Two drivers left in April."),
    )
    result = session.rewrite("which is highest?")
    assert result.entity_ids == (F + "otd",), result.queries


def test_another_period_of_the_one_an_answer_gave_a_figure_for_keeps_the_figure(freight: Rewriter) -> None:
    exchanges = (
        ("on-time delivery by depot for May", "In May: Leeds Depot 94%, York Depot 81%."),
        ("which is highest?", "Leeds Depot, 94% in May."),
    )
    session = freight.session()
    converse(session, *exchanges)
    result = session.rewrite("was it higher in April?")
    assert {F + "leeds", F + "otd"} <= set(result.entity_ids), result.queries
    # No other period asked: the question is of the depot alone.
    session = freight.session()
    converse(session, *exchanges)
    assert F + "otd" not in session.rewrite("is it open on Sundays?").entity_ids


def test_is_there_a_after_an_answer_on_the_topic_asks_an_attribute_of_it(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("Grades are reviewed every quarter by the quality team.", (S + "rating",), "Supplier Rating Policy"),
        Page("Northwind Metals supplies bolts and brackets.", (S + "northwind",), "Northwind Metals"),
    ])
    session = Rewriter(load_world(tmp_path, "supply", SUPPLY), documents=documents).session()
    converse(session, (
        "how often are grades reviewed under the Supplier Rating Policy?",
        "Every quarter, under the Supplier Rating Policy.",
    ))
    assert S + "rating" in session.rewrite("is there a deadline?").entity_ids
    # "Any …?" still looks for something the focus's pages never speak of.
    session.observe_assistant("Reviews close ten days after the quarter ends.")
    assert session.rewrite("any electric trucks planned?").entity_ids == ()


def test_numbers_after_an_answer_that_asked_nothing_fill_in_no_question(freight: Rewriter) -> None:
    # "is" opens the statement; only a question mark asks back.
    session = freight.session()
    converse(session, ("What is the capacity of Leeds Depot?", "Leeds Depot is the biggest, at 1200 pallets."))
    notes = " ".join(n for c in session.rewrite("and for 3 trucks at 5pm").trace["clauses"] for n in c["notes"])
    assert "gives_values" not in notes, notes


def test_that_compared_with_another_of_its_kind_keeps_its_own_side(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("What was the on-time delivery of Leeds Depot in May?")
    session.observe_assistant("Leeds Depot had 94% on-time delivery in May.")
    result = session.rewrite("how's that compare to York Depot")
    assert {F + "leeds", F + "york", F + "otd"} <= set(result.entity_ids), result.queries


def test_a_month_word_is_a_period_not_a_word_of_an_event_in_play(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("What did the March York Flood cost?")
    session.observe_assistant("The March York Flood cost 40,000 in repairs at York Depot.")
    session.rewrite("What was the on-time delivery of York Depot in April?")
    session.observe_assistant("York Depot had 91% on-time delivery in April.")
    result = session.rewrite("sorry, I meant March")
    assert F + "flood" not in result.entity_ids, result.queries
    assert "March" in result.queries[0] and "April" not in result.queries[0], result.queries


PLANS = """
@prefix p: <http://example.org/plans/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
p:Plan a owl:Class ; rdfs:label "plan"@en .
p:System a owl:Class ; rdfs:label "system"@en .
p:basic a p:Plan ; skos:prefLabel "Clinic App Basic"@en ; skos:altLabel "Basic"@en .
p:plus a p:Plan ; skos:prefLabel "Clinic App Plus"@en ; skos:altLabel "Plus"@en .
p:reports a p:System ; skos:prefLabel "SafeLog"@en .
"""
P = "http://example.org/plans/"


def test_a_word_the_documents_write_small_is_that_word_not_a_capitalised_name(tmp_path: Path) -> None:
    ontology = load_world(tmp_path, "plans", PLANS)
    documents = DocumentTerms.from_chunks([
        Page("Report every incident in SafeLog; the basic steps are plus a review within a day.", (P + "reports",),
              "SafeLog"),
        Page("Clinic App Plus adds video visits to Clinic App Basic.", (P + "plus", P + "basic"), "Clinic App Plus"),
    ])
    session = Rewriter(ontology, documents=documents).session()
    assert session.rewrite("what are the basic steps to report an incident in SafeLog?").entity_ids == (P + "reports",)
    # Written as the name is written, or before its type noun, it is the plan.
    assert P + "basic" in session.rewrite("does Basic include video visits?").entity_ids
    assert P + "plus" in session.rewrite("how much is the plus plan?").entity_ids


def test_a_word_the_documents_write_small_that_is_a_nodes_whole_label_is_that_node(tmp_path: Path) -> None:
    ontology = load_world(tmp_path, "figures", """
@prefix m: <http://example.org/figures/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
m:Metric a owl:Class ; rdfs:label "metric"@en .
m:Zone a owl:Class ; rdfs:label "zone"@en .
m:spillage a m:Metric ; skos:prefLabel "Spillage"@en .
m:harlow a m:Zone ; skos:prefLabel "Harlow Quay Zone"@en ; skos:altLabel "Harlow Quay"@en .
""")
    documents = DocumentTerms.from_chunks([
        Page("Spillage at Harlow Quay fell to 2.1 tonnes; spillage is lowest in the dry months.",
              ("http://example.org/figures/spillage", "http://example.org/figures/harlow"), "Spillage"),
    ])
    result = Rewriter(ontology, documents=documents).session().rewrite("what's spillage doing in Harlow Quay?")
    assert "http://example.org/figures/spillage" in result.entity_ids, result.queries


MODULES = """
@prefix y: <http://example.org/modules/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
y:System a owl:Class ; rdfs:label "system"@en ; skos:altLabel "platform"@en .
y:Module a owl:Class ; rdfs:subClassOf y:System ; rdfs:label "module"@en .
y:Person a owl:Class ; rdfs:label "person"@en .
y:moduleOf a owl:ObjectProperty ; rdfs:label "module of"@en .
y:owner a owl:ObjectProperty ; rdfs:label "owner"@en .
y:board a y:System ; skos:prefLabel "BedBoard"@en ; y:owner y:nora .
y:discharge a y:Module ; skos:prefLabel "BedBoard Discharge"@en ; y:moduleOf y:board ; y:owner y:ravi .
y:nora a y:Person ; skos:prefLabel "Nora Vale"@en .
y:ravi a y:Person ; skos:prefLabel "Ravi Hill"@en .
"""
YM = "http://example.org/modules/"


@pytest.mark.parametrize("turn", ["and the main system?", "and the parent platform"])
def test_the_main_system_is_the_whole_the_module_in_play_belongs_to(tmp_path: Path, turn: str) -> None:
    rewriter = Rewriter(load_world(tmp_path, "modules", MODULES))
    session = rewriter.session()
    converse(session, ("who owns BedBoard Discharge?", "Ravi Hill owns BedBoard Discharge, a module of BedBoard."))
    result = session.rewrite(turn)
    assert result.entity_ids == (YM + "board",), result.queries
    assert "owns" in result.queries[0], result.queries
    # Nobody named the system: it is not written in.
    session = rewriter.session()
    converse(session, ("who owns BedBoard Discharge?", "Ravi Hill owns BedBoard Discharge."))
    assert YM + "board" not in session.rewrite(turn).entity_ids


DEPOT_LEADS = """
@prefix d: <http://example.org/leads/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
d:Depot a owl:Class ; rdfs:label "depot"@en .
d:Person a owl:Class ; rdfs:label "person"@en .
d:manager a owl:ObjectProperty ; rdfs:label "manager"@en .
d:capacity a owl:DatatypeProperty ; rdfs:label "capacity"@en .
d:harlow a d:Depot ; skos:prefLabel "Harlow Quay"@en ; d:manager d:nora ; d:capacity "900 pallets"@en .
d:york a d:Depot ; skos:prefLabel "York Depot"@en ; d:manager d:tom ; d:capacity "400 pallets"@en .
d:nora a d:Person ; skos:prefLabel "Nora Vale"@en ; d:gender "female"@en .
d:tom a d:Person ; skos:prefLabel "Tom Beck"@en ; d:gender "male"@en .
"""
DL = "http://example.org/leads/"


def test_a_possessive_before_a_type_noun_means_the_possessors_own_thing_of_that_kind(tmp_path: Path) -> None:
    rewriter = Rewriter(load_world(tmp_path, "leads", DEPOT_LEADS))
    session = rewriter.session()
    converse(session, ("who runs Harlow Quay and York Depot?", "Nora Vale runs Harlow Quay; Tom Beck runs York Depot."))
    assert DL + "york" in session.rewrite("what's the capacity of Tom Beck's depot?").entity_ids
    session = rewriter.session()
    converse(
        session,
        ("who runs Harlow Quay and York Depot?", "Nora Vale runs Harlow Quay; Tom Beck runs York Depot."),
        ("how long has Nora Vale been there?", "Nora Vale has run it since 2019."),
    )
    result = session.rewrite("what's the capacity of her depot?")
    assert DL + "harlow" in result.entity_ids and DL + "york" not in result.entity_ids, result.queries


def test_she_after_a_site_and_its_manager_is_the_manager_not_the_site(tmp_path: Path) -> None:
    ontology = load_world(tmp_path, "sites", """
@prefix s: <http://example.org/site-leads/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
s:Hospital a owl:Class ; rdfs:label "hospital"@en .
s:Person a owl:Class ; rdfs:label "person"@en .
s:siteManager a owl:ObjectProperty ; rdfs:label "site manager"@en .
s:hill a s:Hospital ; skos:prefLabel "Hill Hospital"@en ; s:siteManager s:nora .
s:nora a s:Person ; skos:prefLabel "Nora Vale"@en .
""")
    session = Rewriter(ontology).session()
    converse(
        session,
        ("how is Hill Hospital doing on falls?", "Hill Hospital had 3 falls in May."),
        ("and in June?", "Hill Hospital had 5 falls in June."),
        ("who's the site manager there?", "Nora Vale is the site manager of Hill Hospital."),
    )
    result = session.rewrite("what else does she run?")
    assert result.entity_ids == ("http://example.org/site-leads/nora",), result.queries


SYSTEMS = """
@prefix y: <http://example.org/systems/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
y:System a owl:Class ; rdfs:label "system"@en .
y:Person a owl:Class ; rdfs:label "person"@en .
y:owner a owl:ObjectProperty ; rdfs:label "owner"@en .
y:board a y:System ; skos:prefLabel "BedBoard"@en ; y:owner y:nora .
y:adm a y:System ; skos:prefLabel "Admissions System"@en ; skos:altLabel "ADM"@en .
y:nora a y:Person ; skos:prefLabel "Nora Vale"@en .
"""
Y = "http://example.org/systems/"


def test_it_beside_a_named_system_is_the_system_in_play_when_only_persons_are_else(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "systems", SYSTEMS)).session()
    session.rewrite("who owns BedBoard?")
    session.observe_assistant("Nora Vale owns BedBoard.")
    session.rewrite("when did it go live?")
    session.observe_assistant("In 2022.")
    result = session.rewrite("does it pull from ADM?")
    assert set(result.entity_ids) == {Y + "board", Y + "adm"}, result.queries


def test_a_bare_that_means_the_thing_in_play_not_the_person(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "systems", SYSTEMS)).session()
    converse(
        session,
        ("who owns BedBoard?", "Nora Vale owns BedBoard."),
        ("she also runs ADM, right?", "Yes, Nora Vale runs the Admissions System."),
    )
    result = session.rewrite("was that down at all in May?")
    assert set(result.entity_ids) == {Y + "adm"}, result.queries
    assert "Nora" not in result.queries[0]


PILOTS = """
@prefix p: <http://example.org/pilots/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
p:Unit a owl:Class ; rdfs:label "unit"@en ; skos:altLabel "ward"@en .
p:Site a owl:Class ; rdfs:label "site"@en .
p:Device a owl:Class ; rdfs:label "device"@en .
p:usedAt a owl:ObjectProperty ; rdfs:label "used at"@en .
p:partOf a owl:ObjectProperty ; rdfs:label "located at"@en .
p:mat a p:Device ; skos:prefLabel "Floor Alarm Mat"@en ; p:usedAt p:ward9 .
p:ward9 a p:Unit ; skos:prefLabel "Ward 9 Surgical"@en ; p:partOf p:hill .
p:hill a p:Site ; skos:prefLabel "Hill Hospital"@en .
p:york a p:Site ; skos:prefLabel "York Clinic"@en .
p:ward3 a p:Unit ; skos:prefLabel "Ward 3 Medical"@en ; p:partOf p:york .
"""
PI = "http://example.org/pilots/"


def test_the_thing_of_the_kind_a_question_asked_for_is_what_its_answer_is_about(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "pilots", PILOTS)).session()
    converse(session, (
        "Which ward piloted the Floor Alarm Mat?",
        "Ward 9 Surgical at Hill Hospital piloted the Floor Alarm Mat; York Clinic has used it since 2023.",
    ))
    result = session.rewrite("who is in charge there?")
    assert PI + "ward9" in result.entity_ids, result.queries
    assert PI + "york" not in result.entity_ids


LINES = """
@prefix n: <http://example.org/lines/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
n:Line a owl:Class ; rdfs:label "production line"@en .
n:a a n:Line ; skos:prefLabel "Harbour Line A"@en .
n:kiln a n:Line ; skos:prefLabel "Kiln Row"@en .
"""


def test_an_answer_word_near_a_name_but_for_its_code_names_nothing(tmp_path: Path) -> None:
    # "harbour line and" is one edit-distance step from "Harbour Line A", but a code changed
    # is another name, for an answer as for a user.
    session = Rewriter(load_world(tmp_path, "lines", LINES)).session()
    converse(session, ("what's new this week?", "We could look at the harbour line and its output, if you like?"))
    result = session.rewrite("how much does it cost?")
    assert result.entity_ids == (), result.queries


def test_what_else_sets_aside_what_the_topic_already_holds(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "systems", SYSTEMS)).session()
    converse(session, ("who owns BedBoard?", "Nora Vale, Head of Nursing."))
    result = session.rewrite("what else is she responsible for?")
    assert result.entity_ids == (Y + "nora",), result.queries
    # "apart from that": what "that" points at is set aside, not asked.
    session = Rewriter(load_world(tmp_path, "systems", SYSTEMS)).session()
    converse(session, ("who owns BedBoard?", "Nora Vale, Head of Nursing."))
    result = session.rewrite("what's Nora Vale responsible for apart from that?")
    assert result.entity_ids == (Y + "nora",), result.queries
    assert "BedBoard" not in result.queries[0]


SCANNERS = """
@prefix c: <http://example.org/scanners/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
c:Scanner a owl:Class ; rdfs:label "scanner"@en .
c:Site a owl:Class ; rdfs:label "site"@en .
c:at a owl:ObjectProperty ; rdfs:label "located at"@en .
c:big a c:Scanner ; skos:prefLabel "Lumex CT 128"@en ; c:at c:hill .
c:small a c:Scanner ; skos:prefLabel "Lumex CT 64"@en ; c:at c:york .
c:hill a c:Site ; skos:prefLabel "Hill Hospital"@en .
c:york a c:Site ; skos:prefLabel "York Clinic"@en .
"""
C = "http://example.org/scanners/"


def test_a_model_number_and_the_one_at_a_place_point_at_scanners_in_play(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "scanners", SCANNERS)).session()
    converse(session, (
        "which scanners do we have?",
        "The Lumex CT 128 at Hill Hospital and the Lumex CT 64 at York Clinic.",
    ))
    result = session.rewrite("is the 128 newer than the one at York Clinic?")
    assert set(result.entity_ids) == {C + "big", C + "small", C + "york"}, result.queries
    assert result.queries == ("is Lumex CT 128 newer than Lumex CT 64 at York Clinic?",)


CLINICS = """
@prefix k: <http://example.org/clinics/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
k:Site a owl:Class ; rdfs:label "clinic"@en .
k:Supplier a owl:Class ; rdfs:label "supplier"@en .
k:Team a owl:Class ; rdfs:label "team"@en .
k:york a k:Site ; skos:prefLabel "York Clinic"@en .
k:hill a k:Site ; skos:prefLabel "Hill Clinic"@en .
k:parcel a k:Supplier ; skos:prefLabel "ParcelNet"@en .
k:digital a k:Team ; skos:prefLabel "Digital Team"@en .
"""
K = "http://example.org/clinics/"


def test_their_is_the_business_just_named_whose_pages_have_the_words_not_the_group_before(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("York Clinic runs outpatient clinics five days a week.", (K + "york",), "York Clinic"),
        Page("Hill Clinic runs outpatient clinics and a pharmacy.", (K + "hill",), "Hill Clinic"),
        Page("ParcelNet support is open 8am to 8pm; out of hours, email.", (K + "parcel",), "ParcelNet"),
        Page("The Digital Team runs the service desk and support for staff.", (K + "digital",), "Digital Team"),
    ])
    session = Rewriter(load_world(tmp_path, "clinics", CLINICS), documents=documents).session()
    converse(
        session,
        ("were there any reminder problems in May?", "Yes: no reminders went out for York Clinic and Hill Clinic for three days."),
        ("so what are they doing about it?", "ParcelNet now sends a daily delivery report to the Digital Team."),
    )
    result = session.rewrite("what hours is their support?")
    assert result.entity_ids == (K + "parcel",), result.queries


def test_they_after_a_body_and_the_things_it_supplies_is_the_body(tmp_path: Path) -> None:
    # "they" may mean one business: of a supplier and the clinic beside it in the answer,
    # the supplier; of a team and its lead, the team; not the system talked of before.
    ontology = load_world(tmp_path, "clinics", CLINICS + """
k:System a owl:Class ; rdfs:label "system"@en .
k:Person a owl:Class ; rdfs:label "person"@en .
k:board a k:System ; skos:prefLabel "BedBoard"@en .
k:nora a k:Person ; skos:prefLabel "Nora Vale"@en .
""")
    session = Rewriter(ontology).session()
    converse(
        session,
        ("when did BedBoard go live?", "BedBoard went live in 2022."),
        ("who supplies it?", "ParcelNet, which also runs the kiosks at Hill Clinic."),
    )
    assert session.rewrite("what else do they do for us?").entity_ids == (K + "parcel",)
    session = Rewriter(ontology).session()
    converse(
        session,
        ("how many complaints came in through BedBoard?", "BedBoard logged 40 complaints in May."),
        ("who's in charge of complaints?", "The Digital Team, led by Nora Vale."),
    )
    assert session.rewrite("what system do they log contacts in?").entity_ids == (K + "digital",)


POLICIES = SYSTEMS + """
y:Policy a owl:Class ; rdfs:label "policy"@en .
y:rules a y:Policy ; skos:prefLabel "Visiting Rules"@en ; y:owner y:nora .
"""


def test_it_after_a_named_system_is_the_system_the_last_question_was_about(tmp_path: Path) -> None:
    # A policy of another kind is in play too; the system the user went back to is what "it" means.
    session = Rewriter(load_world(tmp_path, "policies", POLICIES)).session()
    converse(
        session,
        ("who owns BedBoard?", "Nora Vale owns BedBoard."),
        ("what else does she own?", "Nora Vale owns the Visiting Rules."),
        ("back to BedBoard, when did it go live?", "BedBoard went live in 2022."),
    )
    result = session.rewrite("can new starters get ADM access through it?")
    assert set(result.entity_ids) == {Y + "board", Y + "adm"}, result.queries


def test_a_return_with_a_dash_asks_its_new_question_of_what_it_returns_to(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("What is the capacity of Leeds Depot?")
    session.observe_assistant("Leeds Depot holds 1200 pallets.")
    session.rewrite("What did the March York Flood cost?")
    session.observe_assistant("The March York Flood cost 40,000.")
    result = session.rewrite("back to Leeds Depot - which customers does it serve?")
    assert result.queries == ("which customers does Leeds Depot serve?",), result.queries


def test_a_shared_name_after_each_means_every_bearer_and_asks_nothing(freight: Rewriter) -> None:
    result = freight.session().rewrite("who does each Central serve?")
    assert result.clarify is None
    assert set(result.entity_ids) == {F + "central_a", F + "central_b"}, result.queries


LEADS = """
@prefix l: <http://example.org/leads/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
l:Unit a owl:Class ; rdfs:label "unit"@en .
l:Person a owl:Class ; rdfs:label "person"@en .
l:gender a owl:DatatypeProperty ; rdfs:label "gender"@en .
l:ledBy a owl:ObjectProperty ; rdfs:label "led by"@en .
l:north a l:Unit ; skos:prefLabel "North Ward"@en ; l:ledBy l:ada .
l:south a l:Unit ; skos:prefLabel "South Ward"@en ; l:ledBy l:bea .
l:ada a l:Person ; skos:prefLabel "Ada Quill"@en ; l:gender "female" .
l:bea a l:Person ; skos:prefLabel "Bea Stone"@en ; l:gender "female" .
"""
L = "http://example.org/leads/"


def test_what_the_graph_states_of_a_thing_is_asked_without_the_month_in_force(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "leads", LEADS)).session()
    converse(session, (
        "how busy were North Ward and South Ward in August?",
        "North Ward was at 97% and South Ward at 91% in August.",
    ))
    result = session.rewrite("who leads each of them?")
    assert set(result.entity_ids) == {L + "north", L + "south"}, result.queries
    assert "August" not in result.queries[0]
    # A month the turn says itself stays.
    assert "July" in session.rewrite("and who led North Ward in July?").queries[0]


def test_she_after_an_answer_naming_two_women_side_by_side_asks_which(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "leads", LEADS)).session()
    session.rewrite("who leads North Ward and South Ward?")
    session.observe_assistant("Ada Quill leads North Ward and Bea Stone leads South Ward.")
    assert session.rewrite("how long has she been in post?").clarify is not None


def test_a_capitalised_name_nothing_knows_is_not_asked_of_the_topic(tmp_path: Path) -> None:
    ontology = load_world(tmp_path, "freight", FREIGHT)
    documents = DocumentTerms.from_chunks([
        Page("Leeds Depot holds 1200 pallets and ships to Acme Foods daily.", (F + "leeds",), "Leeds Depot"),
        Page("York Depot offers the Express service tier.", (F + "york",), "York Depot"),
    ])
    session = Rewriter(ontology, documents=documents).session()
    session.rewrite("What is the capacity of Leeds Depot?")
    session.observe_assistant("Leeds Depot holds 1200 pallets.")
    result = session.rewrite("Do we use ParcelNet for tracking?")
    assert result.entity_ids == (), result.queries
    # A known name inside a longer unknown one is not that name.
    result = session.rewrite("is there a depot at Leeds Harbourside?")
    assert F + "leeds" not in result.entity_ids, result.queries


WARDS = """
@prefix w: <http://example.org/wards/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Ward a owl:Class ; rdfs:label "ward"@en .
w:Device a owl:Class ; rdfs:label "device"@en .
w:Metric a owl:Class ; rdfs:label "metric"@en .
w:usedAt a owl:ObjectProperty ; rdfs:label "used at"@en .
w:ward9 a w:Ward ; skos:prefLabel "Ward 9 Cardiology"@en .
w:mat a w:Device ; skos:prefLabel "Floor Alarm Mat"@en ; w:usedAt w:ward9 .
w:falls a w:Metric ; skos:prefLabel "Falls Rate"@en .
"""
W = "http://example.org/wards/"


def test_there_means_a_place_the_ontology_has_never_a_thing_or_figure(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "wards", WARDS)).session()
    session.rewrite("Which ward piloted the Floor Alarm Mat?")
    session.observe_assistant("Ward 9 Cardiology piloted the Floor Alarm Mat.")
    result = session.rewrite("did the falls rate go down there?")
    assert set(result.entity_ids) == {W + "falls", W + "ward9"}, result.queries
    assert "at Ward 9 Cardiology" in result.queries[0]


def test_there_in_an_ontology_without_places_is_left_alone(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("What is the capacity of Leeds Depot?")
    session.observe_assistant("Leeds Depot holds 1200 pallets.")
    # "get me there" is where a trip goes; nothing in this graph is a place.
    assert "there" in session.rewrite("how long does it take to get there?").queries[0]


SITES = """
@prefix t: <http://example.org/sites/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
t:Site a owl:Class ; rdfs:label "hospital"@en .
t:Metric a owl:Class ; rdfs:label "metric"@en .
t:System a owl:Class ; rdfs:label "system"@en .
t:Policy a owl:Class ; rdfs:label "policy"@en .
t:usedAt a owl:ObjectProperty ; rdfs:label "used at"@en .
t:harbour a t:Site ; skos:prefLabel "Harbour General"@en .
t:hill a t:Site ; skos:prefLabel "Hill Hospital"@en .
t:beds a t:System ; skos:prefLabel "BedWatch"@en ; t:usedAt t:harbour, t:hill .
t:occupancy a t:Metric ; skos:prefLabel "Bed Occupancy"@en ; skos:altLabel "occupancy"@en .
t:visiting a t:Policy ; skos:prefLabel "Visiting Policy"@en .
"""
T = "http://example.org/sites/"


def test_a_figure_the_documents_give_site_by_site_is_asked_of_the_site_in_force(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("Bed Occupancy at Harbour General was 96% in September.", (T + "occupancy", T + "harbour"), "Harbour beds"),
        Page("Bed Occupancy at Hill Hospital was 88% in September.", (T + "occupancy", T + "hill"), "Hill beds"),
        Page("The Visiting Policy applies at Harbour General and Hill Hospital alike.",
              (T + "visiting", T + "harbour", T + "hill"), "Visiting Policy"),
    ])
    session = Rewriter(load_world(tmp_path, "sites", SITES), documents=documents).session()
    session.rewrite("what system does Harbour General use for beds?")
    session.observe_assistant("Harbour General uses BedWatch.")
    result = session.rewrite("what's occupancy doing?")
    assert set(result.entity_ids) == {T + "occupancy", T + "harbour"}, result.queries
    # A policy its documents give for all sites at once is no figure of one site.
    result = session.rewrite("what's the visiting policy?")
    assert T + "harbour" not in result.entity_ids, result.queries


def test_a_figure_given_site_by_site_is_asked_of_the_site_the_answer_gave_the_last_figure_for(tmp_path: Path) -> None:
    world = SITES + """
t:delays a t:Metric ; skos:prefLabel "Delayed Discharges"@en ; skos:altLabel "delayed discharges"@en .
"""
    documents = DocumentTerms.from_chunks([
        Page("Bed Occupancy at Harbour General was 96% in September.", (T + "occupancy", T + "harbour"), "Harbour beds"),
        Page("Bed Occupancy at Hill Hospital was 88% in September.", (T + "occupancy", T + "hill"), "Hill beds"),
        Page("Delayed Discharges at Harbour General: 120 in September.", (T + "delays", T + "harbour"), "Harbour delays"),
        Page("Delayed Discharges at Hill Hospital: 167 in September.", (T + "delays", T + "hill"), "Hill delays"),
    ])
    rewriter = Rewriter(load_world(tmp_path, "sites", world), documents=documents)
    session = rewriter.session()
    converse(session, ("how many delayed discharges now?", "167 patients at Hill Hospital in September."))
    result = session.rewrite("what's occupancy doing?")
    assert set(result.entity_ids) == {T + "occupancy", T + "hill"}, result.queries
    # An answer that gave the figure for both sites leaves no one place in force.
    session = rewriter.session()
    converse(session, ("how many delayed discharges now?", "120 at Harbour General and 167 at Hill Hospital."))
    assert session.rewrite("what's occupancy doing?").entity_ids == (T + "occupancy",)


def test_a_possessive_before_a_figure_given_site_by_site_means_a_site(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("Bed Occupancy at Harbour General was 96% in September.", (T + "occupancy", T + "harbour"), "Harbour beds"),
        Page("Bed Occupancy at Hill Hospital was 88% in September.", (T + "occupancy", T + "hill"), "Hill beds"),
        Page("BedWatch shows every bed of Harbour General and Hill Hospital.", (T + "beds", T + "harbour", T + "hill"),
              "BedWatch"),
    ])
    session = Rewriter(load_world(tmp_path, "sites", SITES), documents=documents).session()
    session.rewrite("does Harbour General use BedWatch?")
    session.observe_assistant("Yes: BedWatch went live there in 2023.")
    # BedWatch was named last, but occupancy is given site by site: "its" is the site.
    assert _ids(session, "why did its occupancy rise?") == {T + "occupancy", T + "harbour"}


def test_their_after_one_thing_named_since_the_list_means_that_one(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("which depots are in the North region?")
    session.observe_assistant("Leeds Depot and York Depot.")
    session.rewrite("when did York Depot open?")
    session.observe_assistant("In 2019.")
    # "their" may mean one business: the depot asked about since the list, not the list.
    assert _ids(session, "what is their capacity?") == {F + "york"}


def test_a_period_alone_after_a_question_that_named_nothing_asks_it_again(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("network summary for August please")
    session.observe_assistant("August: 96% on-time at York Depot and 91% at Leeds Depot.")
    (query,) = session.rewrite("and for July?").queries
    assert "summary" in query and "July" in query and "August" not in query, query


def test_and_x_after_a_side_question_varies_the_last_question_that_had_its_like(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("What was the on-time delivery of York Depot in Q3?")
    session.observe_assistant("York Depot had 93% on-time delivery in Q3.")
    session.rewrite("what does the Express service include?")
    session.observe_assistant("Express includes next-day delivery.")
    result = session.rewrite("and Leeds Depot?")
    (query,) = result.queries
    assert set(result.entity_ids) == {F + "leeds", F + "otd"}, query
    assert "Q3" in query and "Express" not in query, query


def test_a_number_alone_takes_the_place_of_the_number_the_last_question_had(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what does York Depot charge at storage level 3?")
    session.observe_assistant("Level 3 storage at York Depot is 4 pounds a pallet a week.")
    (query,) = session.rewrite("and at 4?").queries
    assert "level 4" in query and "York Depot" in query and "3" not in query, query


def test_a_name_said_as_words_of_a_joined_thing_s_name_only_says_which(tmp_path: Path) -> None:
    world = FREIGHT + """
f:occurredAt a owl:ObjectProperty ; rdfs:label "occurred at"@en .
f:harlow a f:Depot ; skos:prefLabel "Harlow Quay"@en .
f:harlow_flood a f:Incident ; skos:prefLabel "March Harlow Quay Flood"@en ; skos:altLabel "the March flood"@en ;
    f:occurredAt f:harlow .
"""
    session = Rewriter(load_world(tmp_path, "freight", world)).session()
    result = session.rewrite("what happened at Harlow Quay in the March flood?")
    assert result.entity_ids == (F + "harlow_flood",), result.queries
    # The user's words stay: the depot is not cut out of the question.
    (query,) = result.queries
    assert "at Harlow Quay" in query and "  " not in query, query
    # Named on its own, the depot is still named.
    session = Rewriter(load_world(tmp_path, "freight", world)).session()
    result = session.rewrite("how big is Harlow Quay?")
    assert result.entity_ids == (F + "harlow",), result.queries


UNITS = """
@prefix u: <http://example.org/units/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
u:Unit a owl:Class ; rdfs:label "unit"@en ; skos:altLabel "ward"@en, "department"@en .
u:Incident a owl:Class ; rdfs:label "incident"@en .
u:involved a owl:ObjectProperty ; rdfs:label "involved"@en .
u:ward3 a u:Unit ; skos:prefLabel "Ward 3 Medical"@en .
u:pharmacy a u:Unit ; skos:prefLabel "Hill Pharmacy"@en .
u:slip a u:Incident ; skos:prefLabel "May Ward 3 Dosing Slip"@en ; u:involved u:ward3, u:pharmacy .
"""
U = "http://example.org/units/"


def test_another_word_for_a_class_picks_the_things_it_is_a_word_of_the_name_of(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "units", UNITS)).session()
    session.rewrite("what went wrong in the May Ward 3 Dosing Slip?")
    session.observe_assistant("A dose was missed on Ward 3 Medical; Hill Pharmacy has since checked every alert.")
    # Both units fit alike, named side by side; "ward" is a word of one name only.
    assert _ids(session, "who manages that ward?") == {U + "ward3"}


def test_a_property_asked_by_another_form_of_its_name_steers_the_pronoun(tmp_path: Path) -> None:
    world = FREIGHT + """
f:Scanner a owl:Class ; rdfs:label "scanner"@en .
f:Vendor a owl:Class ; rdfs:label "vendor"@en .
f:suppliedBy a owl:ObjectProperty ; rdfs:label "supplied by"@en .
f:parcelnet a f:Vendor ; skos:prefLabel "ParcelNet"@en .
f:scanner a f:Scanner ; skos:prefLabel "LogBook Scanner"@en ; f:suppliedBy f:parcelnet .
"""
    session = Rewriter(load_world(tmp_path, "freight", world)).session()
    session.rewrite("how big is York Depot?")
    session.observe_assistant("York Depot takes 800 pallets and runs on the LogBook Scanner.")
    # "supplies" is "supplied by", which scanners have and depots do not.
    assert _ids(session, "who supplies it?") == {F + "scanner"}


def test_then_closing_a_question_is_the_period_in_force(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("network summary for August please")
    session.observe_assistant("August: 96% on-time at York Depot and 91% at Leeds Depot.")
    (query,) = session.rewrite("which depot had the worst on-time delivery then?").queries
    assert "August" in query, query


def test_what_happens_is_the_event_in_play(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what happened in the March York Flood?")
    session.observe_assistant("York Depot flooded for two days; Leeds Depot took its loads.")
    (query,) = session.rewrite("what are they doing so it doesn't happen again?").queries
    assert "so March York Flood doesn't happen again" in query, query


def test_an_answer_giving_a_number_for_the_period_in_force_is_about_the_topic(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("What was the on-time delivery of York Depot in July?")
    session.observe_assistant("93% in July 2025.")
    # The answer names nothing, but it is the figure asked for that month: the topic goes on.
    assert F + "york" in _ids(session, "how many trucks came through the gate")


def test_the_period_before_is_before_the_one_in_force(freight: Rewriter, hospital: Rewriter) -> None:
    session = freight.session()
    session.rewrite("What was the on-time delivery of York Depot in Q3?")
    session.observe_assistant("York Depot had 93% on-time delivery in Q3.")
    (query,) = session.rewrite("and the quarter before?").queries
    assert "Q2" in query and "Q3" not in query, query
    session = hospital.session()
    session.rewrite("仁和医院2025年1月门诊量多少")
    session.observe_assistant("仁和医院2025年1月门诊量3万人次。")
    (query,) = session.rewrite("前一个月呢").queries
    assert "2024年12月" in query and "1月" not in query.replace("2024年12月", ""), query


def test_a_relative_period_is_the_one_the_answer_stated(freight: Rewriter, hospital: Rewriter) -> None:
    # With no "now", "last quarter" is only the user's words until the answer says which.
    session = freight.session()
    session.rewrite("What was the on-time delivery of York Depot last quarter?")
    session.observe_assistant("York Depot had 93% on-time delivery in Q3 2025, up from 90% in Q2.")
    (query,) = session.rewrite("why so high?").queries
    assert "Q3 2025" in query and "Q2" not in query and "last quarter" not in query, query
    session = hospital.session()
    session.rewrite("仁和医院上个月门诊量多少")
    session.observe_assistant("仁和医院2025年9月门诊量3万人次，8月为2.8万。")
    (query,) = session.rewrite("康宁医院呢").queries
    assert "2025年9月" in query and "上个月" not in query, query
    # "now" is a period too, the month the answer gives the figure for.
    session = freight.session()
    session.rewrite("What is the on-time delivery of York Depot now?")
    session.observe_assistant("York Depot is at 93% on-time delivery in September 2025, up from 90% in August.")
    (query,) = session.rewrite("why so high?").queries
    assert "September 2025" in query and "August" not in query, query
    # An answer that states no period of that unit leaves the user's words in force.
    session = freight.session()
    session.rewrite("What was the on-time delivery of York Depot last month?")
    session.observe_assistant("York Depot had 93% on-time delivery in Q3 2025.")
    (query,) = session.rewrite("why so high?").queries
    assert "last month" in query and "Q3" not in query, query


def test_now_is_the_month_the_answer_gives_when_the_present_is_known(freight: Rewriter) -> None:
    # Known only to the month, the present is November; the latest figures are October's.
    session = freight.session(datetime.date(2025, 11, 1), now_unit="month")
    session.rewrite("What is the on-time delivery of York Depot at the moment?")
    session.observe_assistant("York Depot is at 93% in October 2025, up from 90% in September.")
    (query,) = session.rewrite("why so high?").queries
    assert "October 2025" in query and "at the moment" not in query and "November" not in query, query
    (query,) = session.rewrite("and Cross Dock, same month?").queries
    assert "October 2025" in query, query
    # A month the user names is not the present, whatever month the answer then states.
    session = freight.session(datetime.date(2025, 11, 1), now_unit="month")
    session.rewrite("What was the on-time delivery of York Depot last month?")
    session.observe_assistant("York Depot had 93% in September 2025.")
    (query,) = session.rewrite("why so high?").queries
    assert "October 2025" in query and "September" not in query, query


def test_a_question_of_when_carries_no_period(freight: Rewriter) -> None:
    # "when did it open" after July's figures asks a date of the depot, not of July.
    session = freight.session()
    session.rewrite("What was the on-time delivery of York Depot in July?")
    session.observe_assistant("York Depot had 93% on-time delivery in July.")
    (query,) = session.rewrite("when did it open").queries
    assert "York Depot" in query and "July" not in query, query
    session = freight.session()
    session.rewrite("What was the on-time delivery of York Depot in July?")
    session.observe_assistant("York Depot had 93% on-time delivery in July.")
    (query,) = session.rewrite("why so low").queries
    assert "July" in query, query


STATIONS = """
@prefix s: <http://example.org/stations/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
s:Depot a owl:Class ; rdfs:label "depot"@en .
s:Person a owl:Class ; rdfs:label "person"@en .
s:Metric a owl:Class ; rdfs:label "metric"@en .
s:managedBy a owl:ObjectProperty ; rdfs:label "manager"@en .
s:runs a owl:ObjectProperty ; rdfs:label "runs"@en .
s:harlow a s:Depot ; skos:prefLabel "Harlow Quay"@en .
s:nora a s:Person ; skos:prefLabel "Nora Vale"@en ; s:managedBy s:tom ; s:runs s:harlow .
s:tom a s:Person ; skos:prefLabel "Tom Reed"@en .
s:otd a s:Metric ; skos:prefLabel "On-Time Delivery"@en .
"""
ST = "http://example.org/stations/"


def test_a_relation_asked_in_the_present_carries_no_period(tmp_path: Path) -> None:
    # The station's monthly pages name its manager, so her documents speak of July too.
    documents = DocumentTerms.from_chunks([
        Page(f"Harlow Quay station report - {month} 2025: On-Time Delivery {share}, station manager Nora Vale.",
              (ST + "harlow", ST + "otd", ST + "nora"), f"Harlow Quay station report - {month} 2025")
        for month, share in (("July", "93%"), ("August", "91%"))
    ] + [Page("Nora Vale runs Harlow Quay; her manager is Tom Reed.", (ST + "nora", ST + "harlow", ST + "tom"), "Nora Vale")])
    rewriter = Rewriter(load_world(tmp_path, "stations", STATIONS), documents=documents)
    queries = {}
    for question in ("who is Nora Vale's manager", "who was Nora Vale's manager"):
        session = rewriter.session()
        session.rewrite("On-Time Delivery at Harlow Quay in July?")
        session.observe_assistant("93% in July at Harlow Quay, station manager Nora Vale.")
        (queries[question],) = session.rewrite(question).queries
    # Who manages her holds whatever the month; who did then is asked of July.
    assert "July" not in queries["who is Nora Vale's manager"], queries
    assert "July" in queries["who was Nora Vale's manager"], queries


def test_a_property_asked_beside_an_unknown_name_is_asked_of_that_name(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("York Depot takes 800 pallets and serves the North region; its capacity grows in spring.", (F + "york",),
              "York Depot"),
        Page("Leeds Depot takes 1200 pallets.", (F + "leeds",), "Leeds Depot"),
    ])
    rewriter = Rewriter(load_world(tmp_path, "freight", FREIGHT), documents=documents)
    session = rewriter.session()
    session.rewrite("What is the capacity of York Depot?")
    session.observe_assistant("York Depot takes 800 pallets.")
    # A haulier the knowledge base does not hold: the capacity is its own, not the depot's.
    result = session.rewrite("what capacity has Garth Haulage got")
    assert F + "york" not in result.entity_ids and "York" not in result.queries[0], result.queries


@pytest.mark.parametrize(("english", "chinese"), [
    # "do returns count" asks what On-Time Delivery counts: its definition, not July's figure.
    ("do returns count", "复诊算不算"),
    # So does a question of how it is measured.
    ("how is it measured", "门诊量是什么口径"),
])
def test_a_question_of_what_a_figure_counts_or_means_carries_no_period(
    freight: Rewriter, hospital: Rewriter, english: str, chinese: str
) -> None:
    session = freight.session()
    session.rewrite("What was the on-time delivery of York Depot in July?")
    session.observe_assistant("York Depot had 93% on-time delivery in July.")
    (query,) = session.rewrite(english).queries
    assert "July" not in query, query
    session = hospital.session()
    session.rewrite("仁和医院心内科7月门诊量多少")
    session.observe_assistant("仁和医院心内科7月门诊量1.2万人次。")
    (query,) = session.rewrite(chinese).queries
    assert "7月" not in query, query


def test_that_month_after_a_day_said_in_passing_is_the_month_of_the_dated_thing(tmp_path: Path) -> None:
    # The flood happened on 3 March; a later answer says York Depot reopened on 2 April.
    # "that month" is the flood's month, not the day the answer mentioned in passing; with
    # no dated thing in play it is the month of the day last stated.
    world = FREIGHT + (
        'f:occurredOn a owl:DatatypeProperty ; rdfs:label "occurred on"@en .\n'
        'f:flood f:occurredOn "3 March 2025" .\n'
    )
    rewriter = Rewriter(load_world(tmp_path, "freight", world))
    for opening, month in (("tell me about the March York Flood", "March"), ("tell me about York Depot", "April")):
        session = rewriter.session()
        session.rewrite(opening)
        session.observe_assistant("On 3 March 2025 the river flooded the yard at York Depot.")
        session.rewrite("how long was it shut")
        session.observe_assistant("Five weeks: it reopened on 2 April 2025.")
        (query,) = session.rewrite("what was the capacity of Leeds Depot that month?").queries
        assert f"in {month} 2025" in query, (opening, query)  # the month, not the day


def test_the_same_period_is_the_last_one_in_force_after_another_question(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("What was the on-time delivery of York Depot in Q3?")
    session.observe_assistant("York Depot had 93% on-time delivery in Q3.")
    session.rewrite("what is the capacity of Cross Dock?")
    session.observe_assistant("Cross Dock takes 300 pallets.")
    (query,) = session.rewrite("and Leeds Depot's on-time delivery for the same quarter?").queries
    assert "Q3" in query, query


def test_chinese_character_pairs_no_document_has_say_nothing_of_another_topic(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("仁和医院位于人民路1号，急诊全天开放。", (H + "renhe",), "仁和医院"),
        Page("康宁医院骨科门诊周一至周五开放。", (H + "kangning", H + "ortho"), "康宁医院"),
    ])
    session = Rewriter(load_world(tmp_path, "hospital", HOSPITAL), documents=documents).session()
    session.rewrite("仁和医院在哪")
    session.observe_assistant("好的。")
    # "大概", "概情", "情况" are in no document: a chat about the hospital in play goes on.
    assert H + "renhe" in session.rewrite("那你还记得大概情况不？").entity_ids


def test_both_answers_a_question_of_which_one_with_both(freight: Rewriter) -> None:
    session = freight.session()
    assert session.rewrite("Who does Central serve?").clarify is not None
    session.observe_assistant("Central Depot A or Central Depot B?")
    result = session.rewrite("both")
    assert set(result.entity_ids) == {F + "central_a", F + "central_b"}, result.queries
    assert result.queries == ("Who does Central Depot A and Central Depot B serve?",)


def test_a_thing_put_first_and_taken_up_by_a_pronoun_is_said_once(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("What is the capacity of Leeds Depot and York Depot?")
    session.observe_assistant("Leeds Depot holds 1200 pallets and York Depot 800.")
    (query,) = session.rewrite("the smaller one - which tier does it offer?").queries
    assert query == "which tier does York Depot offer?", query


def test_which_is_lowest_ranks_the_figure_in_play_not_a_thing_the_answer_listed(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("On-time delivery for every depot in May")
    session.observe_assistant("May: Leeds Depot 94%, York Depot 91%, Cross Dock 88%.")
    result = session.rewrite("which is lowest")
    assert result.entity_ids == (F + "otd",), result.queries
    session.observe_assistant("Cross Dock, at 88%.")
    result = session.rewrite("and highest?")
    assert result.entity_ids == (F + "otd",), result.queries


def test_it_after_an_answer_about_a_site_and_its_ward_is_the_site_its_pages_are_about(tmp_path: Path) -> None:
    world = SITES + """
t:Ward a owl:Class ; rdfs:label "ward"@en .
t:partOf a owl:ObjectProperty ; rdfs:label "part of"@en .
t:ward3 a t:Ward ; skos:prefLabel "Ward 3 Rehab"@en ; t:partOf t:hill .
"""
    documents = DocumentTerms.from_chunks([
        Page("Hill Hospital has 96 beds and a rehabilitation ward.", (T + "hill",), "Hill Hospital"),
        Page("Ward 3 Rehab takes step-down patients.", (T + "ward3", T + "hill"), "Ward 3 Rehab"),
    ])
    session = Rewriter(load_world(tmp_path, "sites", world), documents=documents).session()
    session.rewrite("How many beds does Hill Hospital have?")
    session.observe_assistant("Hill Hospital has 96 beds, including the 32 on Ward 3 Rehab.")
    assert session.rewrite("does it have a CT?").entity_ids == (T + "hill",)


def test_there_is_the_place_alone_not_the_whole_question_about_it(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "wards", WARDS)).session()
    session.rewrite("What is the falls rate on Ward 9 Cardiology?")
    session.observe_assistant("Ward 9 Cardiology had 4.1 falls per 1,000 bed days.")
    (query,) = session.rewrite("who works there?").queries
    assert query == "who works at Ward 9 Cardiology?", query


def test_a_property_the_topic_lacks_is_asked_of_the_thing_in_play_that_has_it(tmp_path: Path) -> None:
    world = LEADS.replace('l:ledBy a owl:ObjectProperty ; rdfs:label "led by"@en .',
                          'l:ledBy a owl:ObjectProperty ; rdfs:label "led by"@en ; skos:altLabel "matron"@en .') + """
l:System a owl:Class ; rdfs:label "system"@en .
l:owner a owl:ObjectProperty ; rdfs:label "system owner"@en .
l:rota a l:System ; skos:prefLabel "RotaBoard"@en ; l:owner l:bea .
"""
    session = Rewriter(load_world(tmp_path, "leads", world)).session()
    session.rewrite("how many beds does North Ward have?")
    session.observe_assistant("North Ward has 28 beds.")
    session.rewrite("who owns RotaBoard?")
    session.observe_assistant("Bea Stone owns RotaBoard.")
    result = session.rewrite("and the matron?")
    assert result.entity_ids == ("http://example.org/leads/north",), result.queries


def test_the_head_of_a_neighbours_name_after_its_possessor_is_that_neighbour(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("安信器械最近到货怎么样")
    session.observe_assistant("安信器械8月到货合格率99%，冠脉支架到货最多。")
    session.rewrite("合格率怎么算")
    session.observe_assistant("合格批次除以到货批次。")
    # "他家支架": of the supplier's graph neighbours, only 冠脉支架 ends with 支架.
    result = session.rewrite("那他家支架贵不贵")
    assert set(result.entity_ids) == {H + "anxin_devices", H + "stent"}, result.queries
    assert "冠脉支架" in result.queries[0]
    # A property after the head does not hide it.
    session = hospital.session()
    session.rewrite("安信器械供哪些东西")
    session.observe_assistant("冠脉支架。")
    result = session.rewrite("安信器械的支架价格多少")
    assert H + "stent" in result.entity_ids, result.queries
    # A neighbour nobody in the conversation named is never written: nothing is invented.
    result = hospital.session().rewrite("安信器械的支架贵不贵")
    assert H + "stent" not in result.entity_ids and "冠脉支架" not in result.queries[0], result.queries
    # 安信医药 supplies two drugs: "安信医药的肠溶片" is no one of them, though only 阿司匹林肠溶片
    # ends with 肠溶片 ("his songs" of a singer one of whose songs ends in 歌).
    result = hospital.session().rewrite("安信医药的肠溶片贵不贵")
    assert H + "aspirin" not in result.entity_ids, result.queries
    # 仁和医院心内科 ends with 科 and is the hospital's neighbour, but "科室" names the class
    # of its departments: the question is about them all, not that one.
    result = hospital.session().rewrite("仁和医院的科室有哪些")
    assert result.entity_ids == (H + "renhe",), result.queries
    # One character that starts a word of its own ("支持" after 安信器械) is no head.
    result = hospital.session().rewrite("安信器械的支持怎么样")
    assert H + "brace" not in result.entity_ids, result.queries
    # Nor one glued to a pronoun with no possessive: "请他吃个饭" is no 小吃 of his.
    result = hospital.session().rewrite("安信器械支一下")
    assert H + "brace" not in result.entity_ids, result.queries


def test_a_modifier_only_the_other_bearer_of_a_shared_name_has_means_that_bearer(tmp_path: Path) -> None:
    world = """
@prefix w: <http://example.org/works/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Line a owl:Class ; rdfs:label "产线"@zh .
w:Metric a owl:Class ; rdfs:label "指标"@zh .
w:north a w:Line ; skos:prefLabel "宏达北厂喷涂线"@zh ; skos:altLabel "喷涂线"@zh .
w:south a w:Line ; skos:prefLabel "宏达南岭厂喷涂线"@zh ; skos:altLabel "喷涂线"@zh .
w:yield a w:Metric ; skos:prefLabel "良率"@zh .
"""
    session = Rewriter(load_world(tmp_path, "works", world)).session()
    session.rewrite("宏达北厂喷涂线8月良率多少")
    session.observe_assistant("宏达北厂喷涂线8月良率98.4%。")
    # Both lines are 喷涂线; 南岭 is a word of the other one's name alone.
    result = session.rewrite("南岭的也给我看下")
    assert set(result.entity_ids) == {"http://example.org/works/south", "http://example.org/works/yield"}, result.queries
    assert "8月" in result.queries[0]


def test_the_side_of_an_either_or_question_that_names_nothing_is_of_the_other_sides_kind(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("心内科常用哪些药")
    session.observe_assistant("阿司匹林肠溶片和阿托伐他汀钙片。")
    # "肠溶片" is a word of one drug in play's name: the other side is a drug too.
    result = session.rewrite("先吃阿托伐他汀还是先吃肠溶片")
    assert {H + "statin", H + "aspirin"} <= set(result.entity_ids), result.queries


def test_a_name_ending_like_the_ontologys_organisations_that_nothing_knows_carries_nothing(tmp_path: Path) -> None:
    ontology = load_world(tmp_path, "hospital", HOSPITAL)

    documents = DocumentTerms.from_chunks([
        Page("安信医药供货协议：冠脉支架和阿司匹林按季度签订采购协议。", (H + "anxin",)),
        Page("仁和医院心内科用药目录。", (H + "renhe",)),
    ])
    session = Rewriter(ontology, documents=documents).session()
    session.rewrite("安信医药的供货协议怎么签")
    session.observe_assistant("安信医药按季度签订采购协议。")
    # Suppliers' names end in 医药 here; 博泰 is in no name and no document: another company.
    result = session.rewrite("跟博泰医药签的协议在哪看")
    assert H + "anxin" not in result.entity_ids, result.queries
    # A known word before the same ending is no unknown name: the topic still carries.
    assert H + "anxin" in session.rewrite("采购医药的协议在哪看").entity_ids
    # Nor is a count with its measure word ("两家医药" are two of them).
    assert H + "anxin" in session.rewrite("这两家医药的协议在哪看").entity_ids
    # A measure word inside a longer front, no count before it, is a character of the name.
    result = session.rewrite("跟洁康家医药签的协议在哪看")
    assert H + "anxin" not in result.entity_ids, result.queries


def test_single_letters_joined_by_a_plus_before_a_noun_are_an_unknown_name(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院地址在哪")
    session.observe_assistant("仁和医院在人民路1号。")
    # "K+B" is a code no name covers, as a Latin word would be: the hospital is not carried.
    result = session.rewrite("K+B停车场收费多少")
    assert H + "renhe" not in result.entity_ids, result.queries


def test_a_continuation_cue_after_the_subject_keeps_the_topic_beside_it(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("2025年3月心内科输液泵报警事件最后咋定性的")
    session.observe_assistant("2025年3月心内科输液泵报警事件定性为设备故障，输液泵由安信器械供货。")
    # "后来" after the supplier named first goes on about the incident in play.
    result = session.rewrite("安信器械后来赔了没")
    assert set(result.entity_ids) == {H + "alarm", H + "anxin_devices"}, result.queries


def test_a_name_compared_with_a_period_takes_its_counterparts_place(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院8月门诊量多少")
    session.observe_assistant("仁和医院8月门诊量3.2万人次，康宁医院2.1万。")
    # Compared with a period, not with the other hospital: the other hospital is not asked of.
    result = session.rewrite("康宁医院那2.1万算正常吗 跟上半年平均比")
    assert set(result.entity_ids) == {H + "kangning", H + "visits"}, result.queries


def test_a_type_noun_alone_on_the_other_side_of_a_comparison_is_the_nearest_of_its_kind(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("心内科8月门诊量多少")
    session.observe_assistant("8月门诊量3200人次，仁和医院和康宁医院的门诊量还在统计。")
    # The hospital the department is part of, not the other one the answer named.
    result = session.rewrite("跟整个医院比呢")
    assert set(result.entity_ids) == {H + "cardio", H + "visits", H + "renhe"}, result.queries


def test_a_measure_word_after_the_copula_says_what_the_focus_is_not_a_new_search(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("张明擅长什么")
    session.observe_assistant("张明擅长冠心病介入治疗。")
    # "算是一位老专家" comments on the doctor in focus; "找一位专家" would look for another.
    assert H + "zhang" in session.rewrite("算是一位老专家了吧？").entity_ids


def test_a_demonstrative_after_a_modifier_naming_an_entity_is_not_left_unresolved(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("张明擅长什么")
    session.observe_assistant("张明擅长冠心病介入治疗。")
    # "他常开的这些药品": the clause before the demonstrative says which drugs; the rewrite
    # of "他" stands.
    result = session.rewrite("他常开的这些药品医保能报吗")
    assert result.method == "rule" and result.entity_ids == (H + "zhang",), (result.queries, result.fallbacks)
    assert result.queries[0].startswith("张明")


def test_the_leading_particle_before_a_property_name_is_no_demonstrative(tmp_path: Path) -> None:
    world = """
@prefix w: <http://example.org/films/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Film a owl:Class ; rdfs:label "电影"@zh .
w:Person a owl:Class ; rdfs:label "人物"@zh ; skos:altLabel "导演"@zh, "编剧"@zh .
w:director a owl:ObjectProperty ; rdfs:label "导演"@zh .
w:writer a owl:ObjectProperty ; rdfs:label "编剧"@zh .
w:river a w:Film ; skos:prefLabel "长河"@zh ; w:director w:li ; w:writer w:zhou .
w:li a w:Person ; skos:prefLabel "李远"@zh .
w:zhou a w:Person ; skos:prefLabel "周青"@zh .
"""
    session = Rewriter(load_world(tmp_path, "films", world)).session()
    session.rewrite("长河的导演是谁")
    session.observe_assistant("李远。")
    # "那编剧呢" asks the film's writer, not "that writer" (the director just named).
    result = session.rewrite("那编剧呢")
    assert result.entity_ids == ("http://example.org/films/river",), result.queries
    # "好几个" is "quite a few", no search for another thing.
    assert "http://example.org/films/river" in session.rewrite("有好几个版本了解不？").entity_ids


@pytest.mark.parametrize("follow_up", ["还有谁？", "你还知道其他的吗？"])
def test_asking_for_more_of_what_the_answer_listed_keeps_the_subject(tmp_path: Path, follow_up: str) -> None:
    world = """
@prefix w: <http://example.org/films/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Film a owl:Class ; rdfs:label "电影"@zh .
w:Person a owl:Class ; rdfs:label "人物"@zh .
w:starring a owl:ObjectProperty ; rdfs:label "主演"@zh .
w:river a w:Film ; skos:prefLabel "长河"@zh ; w:starring w:li, w:zhou, w:wu .
w:li a w:Person ; skos:prefLabel "李远"@zh .
w:zhou a w:Person ; skos:prefLabel "周青"@zh .
w:wu a w:Person ; skos:prefLabel "吴晴"@zh .
"""
    session = Rewriter(load_world(tmp_path, "films", world)).session()
    session.rewrite("长河的主演都有谁")
    session.observe_assistant("有李远，周青等。")
    # More of the cast the answer began: the film's, not of the first actor it named.
    result = session.rewrite(follow_up)
    assert result.entity_ids == ("http://example.org/films/river",), result.queries
    session.observe_assistant("还有吴晴。")
    # A question of its own about one of them is no request for more.
    assert session.rewrite("她是哪年出生的").entity_ids == ("http://example.org/films/wu",)


def test_a_place_an_answer_locates_its_subject_in_does_not_take_the_focus(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("CT900这台设备怎么样")
    session.observe_assistant("挺好的，位于仁和医院东楼2层，一直在用。")
    # The answer left its subject unsaid and named where it is: "它" is still the CT.
    assert session.rewrite("它的维护周期多久").entity_ids == (H + "ct",)


@pytest.mark.parametrize("answer", ["在人民路1号，紧挨着康宁医院。", "地址是人民路1号，近康宁医院。"])
def test_a_landmark_an_answer_places_its_subject_beside_does_not_take_the_focus(
    hospital: Rewriter, answer: str
) -> None:
    session = hospital.session()
    session.rewrite("仁和医院在哪")
    session.observe_assistant(answer)
    # The hospital beside which the answer puts its subject is a landmark: "这里" is still
    # the hospital asked about.
    assert session.rewrite("这里的电话多少").entity_ids == (H + "renhe",)


def test_a_landmark_inside_the_address_an_answer_gives_does_not_take_the_focus(tmp_path: Path) -> None:
    world = """
@prefix w: <http://example.org/sights/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Sight a owl:Class ; rdfs:label "景点"@zh .
w:address a owl:DatatypeProperty ; rdfs:label "地址"@zh .
w:phone a owl:DatatypeProperty ; rdfs:label "电话"@zh .
w:museum a w:Sight ; skos:prefLabel "南岭博物馆"@zh ; w:address "南岭路8号东门，近北湖公园"@zh ; w:phone "010-8888"@zh .
w:park a w:Sight ; skos:prefLabel "北湖公园"@zh ; w:address "湖滨路1号"@zh ; w:phone "010-9999"@zh .
"""
    session = Rewriter(load_world(tmp_path, "sights", world)).session()
    session.rewrite("南岭博物馆的地址是哪里")
    session.observe_assistant("地址在南岭路8号，近北湖公园。")
    # The park is what the address places the museum beside, though it is most of that
    # clause of the address: the museum is still what "这里" means.
    assert session.rewrite("这里的电话多少").entity_ids == ("http://example.org/sights/museum",)


def test_a_reference_means_the_thing_of_its_kind_the_clause_before_it_named(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院在哪")
    session.observe_assistant("仁和医院在人民路1号。")
    session.rewrite("仁和医院电话多少")
    session.observe_assistant("仁和医院电话010-1234。")
    # However much the first hospital was talked of, "这家医院" right after the clause that
    # names the other one is that one.
    result = session.rewrite("我还是想去康宁医院，你了解这家医院吗？")
    assert result.entity_ids == (H + "kangning",), result.queries


def test_a_character_that_ends_a_word_is_no_demonstrative(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("张明擅长什么")
    session.observe_assistant("张明擅长冠心病介入治疗。")
    # "日本医生" is a doctor from Japan, not "本医生" (this doctor).
    result = session.rewrite("日本医生里谁最有名")
    assert "日本医生" in result.queries[0], result.queries


def test_a_personal_pronoun_after_a_thing_named_before_a_comma_is_no_such_thing(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("张明擅长什么")
    session.observe_assistant("张明擅长冠心病介入治疗，常用CT900。")
    # "他" after "CT900，" is the doctor in play, not the machine the clause names.
    result = session.rewrite("除了CT900外，他还用什么设备？")
    assert H + "zhang" in result.entity_ids, result.queries


def test_a_latin_word_of_a_name_glued_to_another_noun_is_no_bare_name(tmp_path: Path) -> None:
    world = """
@prefix w: <http://example.org/works/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Line a owl:Class ; rdfs:label "产线"@zh .
w:Policy a owl:Class ; rdfs:label "规定"@zh .
w:Metric a owl:Class ; rdfs:label "指标"@zh .
w:abc a w:Line ; skos:prefLabel "宏达ABC线"@zh .
w:esd a w:Policy ; skos:prefLabel "防静电规定"@zh .
w:yield a w:Metric ; skos:prefLabel "良率"@zh .
"""
    session = Rewriter(load_world(tmp_path, "works", world)).session()
    session.rewrite("宏达ABC线8月良率多少")
    session.observe_assistant("宏达ABC线8月良率98.4%。")
    # "ABC车间" is a workshop, not the line whose name goes on "ABC线".
    result = session.rewrite("对了 防静电规定里进ABC车间要穿啥")
    assert result.entity_ids == ("http://example.org/works/esd",), result.queries
    # "ABC线" is still that line.
    assert "http://example.org/works/abc" in session.rewrite("ABC线呢").entity_ids


def test_a_word_an_answer_glued_to_a_name_joined_to_the_topic_is_said_of_that_name(hospital: Rewriter) -> None:
    session = hospital.session()
    converse(session, ("安信医药8月到货合格率多少", "安信医药8月到货合格率97%，主要是阿司匹林破损。"))
    # "破损": the answer wrote it right after 阿司匹林, which the supplier supplies: the
    # supplier's 阿司匹林.
    result = session.rewrite("破损咋来的")
    assert set(result.entity_ids) == {H + "anxin", H + "aspirin"}, result.queries
    assert "阿司匹林肠溶片破损" in result.queries[0], result.queries
    # A thing the clause already points at by a word of its name is not written again.
    session = hospital.session()
    converse(session, ("安信医药8月到货合格率多少", "安信医药8月到货合格率97%，主要是阿司匹林破损。"))
    result = session.rewrite("那个肠溶片破损咋来的")
    assert result.queries[0].count("阿司匹林肠溶片") == 1 and H + "anxin" not in result.entity_ids, result.queries
    # A thing the graph does not join to the topic lends the word nothing.
    session = hospital.session()
    converse(session, ("安信医药8月到货合格率多少", "安信医药8月到货合格率97%，仁和医院破损最多。"))
    assert H + "renhe" not in session.rewrite("破损咋来的").entity_ids
    # After the possessive the word is said of what comes before it.
    session = hospital.session()
    converse(session, ("安信医药8月到货合格率多少", "安信医药8月到货合格率97%，主要是阿司匹林破损。"))
    assert H + "aspirin" not in session.rewrite("安信医药的破损咋来的").entity_ids
    # A word the answer's sentence goes on after, in Latin letters too, is a verb of that
    # sentence, not a word said of the name ("阿司匹林支持GSP追溯").
    session = hospital.session()
    converse(session, ("安信医药8月到货合格率多少", "安信医药8月到货合格率97%，阿司匹林支持GSP追溯。"))
    assert H + "aspirin" not in session.rewrite("支持扫码吗").entity_ids


def test_saying_what_the_person_in_focus_is_carries_the_topic(tmp_path: Path) -> None:
    ontology = load_world(tmp_path, "hospital", HOSPITAL)
    documents = DocumentTerms.from_chunks([
        Page("张明，仁和医院心内科医生，擅长冠心病介入治疗", (H + "zhang", H + "renhe"), "张明"),
        Page("仁和医院专家门诊：每周三老专家坐诊", (H + "renhe",)),
        Page("阿司匹林肠溶片每盒15元，饭后服用", (H + "aspirin",)),
    ])
    session = Rewriter(ontology, documents=documents).session()
    converse(session, ("张明擅长什么", "知道一些。"))
    # Words his pages never have ("老专家": another page's), but "算是一位…" says what he is.
    assert H + "zhang" in session.rewrite("算是一位老专家了吧").entity_ids
    # With a thing in focus, the same words say nothing of it.
    session = Rewriter(ontology, documents=documents).session()
    converse(session, ("阿司匹林多少钱", "知道一些。"))
    assert H + "aspirin" not in session.rewrite("算是一位老专家了吧").entity_ids


def test_an_answers_own_demonstrative_goes_on_about_the_last_thing_of_its_kind(hospital: Rewriter) -> None:
    session = hospital.session()
    converse(session, ("心内科常用什么药", "阿司匹林、阿托伐他汀都常用。这个药品降血脂效果好。"))
    # "这个药品" opening the answer's next sentence is 阿托伐他汀, named last before it: the
    # answer goes on about it.
    assert _ids(session, "一天吃几次") == {H + "statin"}
    # Without the demonstrative, the first named is the answer's subject.
    session = hospital.session()
    converse(session, ("心内科常用什么药", "阿司匹林、阿托伐他汀都常用，降血脂效果好。"))
    assert _ids(session, "一天吃几次") == {H + "aspirin"}


def test_the_one_before_and_the_one_after_pick_from_a_list_of_two(hospital: Rewriter) -> None:
    session = hospital.session()
    converse(session, ("心内科常用哪两种药", "两种：阿司匹林肠溶片和阿托伐他汀钙片。"))
    # "后面那个" / "前面那个" after a list of two are its last and its first, whatever was
    # said more recently.
    assert _ids(session, "后面那个多少钱") == {H + "statin"}
    assert _ids(session, "前面那个呢") == {H + "aspirin"}


def test_a_bare_this_after_an_answer_that_listed_several_of_a_kind_asks_which(hospital: Rewriter) -> None:
    session = hospital.session()
    converse(session, ("仁和医院心内科主要用哪些药", "心内科主要用阿司匹林肠溶片和阿托伐他汀钙片，都由安信医药供货。"))
    # Neither was named by the user and the answer went on about neither: "这个", asked its
    # price, fits both.
    result = session.rewrite("这个的价格是多少")
    assert result.clarify is not None, result.queries
    assert {c.id for c in result.clarify} == {H + "aspirin", H + "statin"}
    # An answer that closes by offering the choice is taken up by the reply instead.
    session = hospital.session()
    converse(session, ("仁和医院心内科主要用哪些药", "有阿司匹林肠溶片和阿托伐他汀钙片，您想了解哪个？"))
    assert session.rewrite("这个的价格是多少").clarify is None


def test_a_pronoun_before_a_demonstrative_of_a_kind_owns_the_thing_asked_about(tmp_path: Path) -> None:
    world = """
@prefix w: <http://example.org/wards/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
w:Ward a owl:Class ; rdfs:label "病区"@zh ; skos:altLabel "区"@zh .
w:Person a owl:Class ; rdfs:label "人员"@zh .
w:ledBy a owl:ObjectProperty ; rdfs:label "负责人"@zh .
w:beds a owl:DatatypeProperty ; rdfs:label "床位"@zh .
w:phone a owl:DatatypeProperty ; rdfs:label "电话"@zh .
w:east a w:Ward ; skos:prefLabel "仁和东病区"@zh ; w:ledBy w:li ; w:beds "40"@zh .
w:west a w:Ward ; skos:prefLabel "仁和西病区"@zh ; w:ledBy w:wang ; w:beds "36"@zh .
w:li a w:Person ; skos:prefLabel "李华"@zh ; w:phone "8101"@zh .
w:wang a w:Person ; skos:prefLabel "王伟"@zh ; w:phone "8102"@zh .
"""
    session = Rewriter(load_world(tmp_path, "wards", world)).session()
    converse(session, ("李护士长电话多少", "有两位：仁和西病区王伟，仁和东病区李华。"),
              ("东病区那个", "仁和东病区护士长李华，电话8101。"))
    # "她那个区": her ward is asked about; she is not.
    result = session.rewrite("她那个区有多少床位")
    assert result.entity_ids == ("http://example.org/wards/east",), result.queries
    assert "李华" not in result.queries[0]


def test_a_thing_of_another_kind_named_with_the_choice_joins_the_question(tmp_path: Path) -> None:
    world = """
@prefix s: <http://example.org/survey/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
s:Metric a owl:Class ; rdfs:label "指标"@zh .
s:Hospital a owl:Class ; rdfs:label "医院"@zh .
s:outpatient a s:Metric ; skos:prefLabel "门诊满意度"@zh ; skos:altLabel "满意度"@zh .
s:inpatient a s:Metric ; skos:prefLabel "住院满意度"@zh ; skos:altLabel "满意度"@zh .
s:renhe a s:Hospital ; skos:prefLabel "仁和医院"@zh .
"""
    session = Rewriter(load_world(tmp_path, "survey", world)).session()
    asked = session.rewrite("满意度多少")
    assert asked.clarify is not None, asked.queries
    session.observe_assistant("您问的是门诊满意度还是住院满意度？")
    # "门诊的 仁和医院": the choice, and the hospital the question is about.
    result = session.rewrite("门诊的 仁和医院")
    assert set(result.entity_ids) == {"http://example.org/survey/outpatient", "http://example.org/survey/renhe"}, result.queries


FLOOD = SYSTEMS + """
y:Policy a owl:Class ; rdfs:label "policy"@en .
y:Procedure a owl:Class ; rdfs:label "procedure"@en .
y:alert_policy a y:Policy ; skos:prefLabel "Flood Alert Policy"@en ; y:owner y:nora .
y:alert_proc a y:Procedure ; skos:prefLabel "Flood Alert Procedure"@en ; y:owner y:nora .
y:tap a y:Procedure ; skos:prefLabel "Tap Sampling Procedure"@en ; y:owner y:nora .
"""


def test_the_words_one_picks_from_the_list_just_shown_among_names_in_play(tmp_path: Path) -> None:
    # The policy and the procedure both have "flood alert"; the answer just listed only the
    # procedure, so "the flood alert one" is that procedure.
    session = Rewriter(load_world(tmp_path, "flood", FLOOD)).session()
    converse(
        session,
        ("who can issue a flood alert?", "Only Nora Vale, under the Flood Alert Policy."),
        ("what else does she own?", "BedBoard, the Tap Sampling Procedure and the Flood Alert Procedure."),
    )
    result = session.rewrite("walk me through the flood alert one")
    assert result.entity_ids == (Y + "alert_proc",), result.queries


LOGBOOK = """
@prefix y: <http://example.org/logbook/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
y:System a owl:Class ; rdfs:label "system"@en .
y:Module a owl:Class ; rdfs:label "module"@en .
y:partOf a owl:ObjectProperty ; rdfs:label "part of"@en .
y:owner a owl:ObjectProperty ; rdfs:label "owner"@en .
y:book a y:System ; skos:prefLabel "LogBook Pro"@en ; skos:altLabel "LogBook"@en .
y:mobile a y:Module ; skos:prefLabel "LogBook Mobile"@en ; skos:altLabel "mobile logbook"@en ; y:partOf y:book .
"""


def test_a_word_in_small_letters_the_names_nearby_use_is_the_name(tmp_path: Path) -> None:
    # The documents write "logbook" in small letters once, in the module's other name; the
    # knowledge base calls the system so, and "logbook" typed in small letters is that system.
    documents = DocumentTerms.from_chunks([
        Page("LogBook Mobile, also called the mobile logbook, runs on tablets.", ("http://example.org/logbook/mobile",),
              "LogBook Mobile"),
        Page("LogBook Pro keeps the defect records.", ("http://example.org/logbook/book",), "LogBook Pro"),
    ])
    session = Rewriter(load_world(tmp_path, "logbook", LOGBOOK), documents=documents).session()
    assert session.rewrite("who owns logbook").entity_ids == ("http://example.org/logbook/book",)


def test_a_word_only_a_description_of_the_thing_has_in_small_letters_names_nothing(tmp_path: Path) -> None:
    # "long" of "the long-bore Lumex" (a description, in small letters) is the word "long".
    world = SCANNERS.replace('skos:prefLabel "Lumex CT 128"@en ;', 'skos:prefLabel "Lumex CT 128"@en ; skos:altLabel "the long-bore Lumex"@en ;')
    session = Rewriter(load_world(tmp_path, "scanners", world)).session()
    converse(session, ("which scanner is at Hill Hospital?", "The Lumex CT 128."))
    result = session.rewrite("how long does a scan take on it?")
    assert result.entity_ids == (C + "big",), result.queries
    assert result.queries[0].startswith("how long does"), result.queries


def test_its_after_the_one_thing_the_clause_names_is_that_things(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "systems", SYSTEMS)).session()
    converse(session, ("who owns BedBoard?", "Nora Vale owns BedBoard."), ("when did it go live?", "In 2022."))
    result = session.rewrite("when is ADM going in for its upgrade")
    assert result.entity_ids == (Y + "adm",), result.queries


def test_the_kind_after_the_one_thing_of_it_the_clause_names_is_that_thing(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "flood", FLOOD)).session()
    converse(session, ("who owns the Flood Alert Procedure?", "Nora Vale owns the Flood Alert Procedure."))
    result = session.rewrite("how long does a Tap Sampling Procedure visit take per the procedure?")
    assert result.entity_ids == (Y + "tap",), result.queries


def test_it_after_a_phrase_put_first_before_a_dash_means_that_phrase(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "systems", SYSTEMS)).session()
    converse(session, ("who owns BedBoard?", "Nora Vale owns BedBoard."))
    result = session.rewrite("lost security badge - how do I report it?")
    assert "BedBoard" not in result.queries[0], result.queries


def test_a_ranking_after_the_figure_asked_place_by_place_ranks_the_places_not_the_figure(tmp_path: Path) -> None:
    # Another figure was asked once before: both kinds have something else in play, and
    # the ranked kind is the one with more of them.
    world = HOSPITAL + 'h:yongan a h:Hospital ; skos:prefLabel "永安医院"@zh .\n'
    session = Rewriter(load_world(tmp_path, "hospital", world)).session()
    session.rewrite("仁和医院7月门诊量多少")
    session.observe_assistant("仁和医院7月门诊量3.2万人次。")
    session.rewrite("平均候诊时间呢")
    session.observe_assistant("仁和医院7月平均候诊时间25分钟。")
    session.rewrite("康宁医院呢")
    session.observe_assistant("康宁医院7月平均候诊时间31分钟。")
    session.rewrite("永安医院呢")
    session.observe_assistant("永安医院7月平均候诊时间18分钟。")
    result = session.rewrite("哪家最高")
    assert result.entity_ids == (H + "waiting",), result.queries
    assert "7月" in result.queries[0], result.queries


def test_a_ranking_after_the_figure_of_one_route_ranks_the_routes_the_documents_give_it_for(tmp_path: Path) -> None:
    # One route and one figure in play: the documents give the figure route by route, so
    # the route is the ranked kind, whatever the conversation has of either.
    r = "http://example.org/routes/"
    world = ROUTES + 'r:york_leeds a r:Route ; skos:prefLabel "York-Leeds"@en .\n'
    documents = DocumentTerms.from_chunks([
        Page("Fill Rate on Harlow-York in Q3: 70%.", (r + "fill", r + "harlow_york"), "Fill Rate Harlow-York"),
        Page("Fill Rate on York-Leeds in Q3: 88%.", (r + "fill", r + "york_leeds"), "Fill Rate York-Leeds"),
    ])
    session = Rewriter(load_world(tmp_path, "routes", world), documents=documents).session()
    converse(session, ("Fill Rate on Harlow-York in Q3?", "70% in Q3, the lowest on the network."))
    result = session.rewrite("whats the best one that quarter")
    assert result.entity_ids == (r + "fill",), result.queries
    assert "Q3" in result.queries[0], result.queries


def test_a_ranking_of_a_kind_named_after_talk_of_an_event_ranks_the_figure_in_play(tmp_path: Path) -> None:
    r = "http://example.org/routes/"
    world = ROUTES + (
        'r:york_leeds a r:Route ; skos:prefLabel "York-Leeds"@en .\n'
        'r:Event a owl:Class ; rdfs:label "incident"@en .\n'
        'r:on a owl:ObjectProperty ; rdfs:label "on route"@en .\n'
        'r:storm a r:Event ; skos:prefLabel "March Harlow-York Storm"@en ; r:on r:harlow_york .\n'
    )
    documents = DocumentTerms.from_chunks([
        Page("Fill Rate on Harlow-York in March: 52%.", (r + "fill", r + "harlow_york"), "Fill Rate Harlow-York"),
        Page("Fill Rate on York-Leeds in March: 80%.", (r + "fill", r + "york_leeds"), "Fill Rate York-Leeds"),
        Page("The March Harlow-York Storm closed the route for three days.", (r + "storm", r + "harlow_york"),
              "March Harlow-York Storm"),
    ])
    session = Rewriter(load_world(tmp_path, "routes", world), documents=documents).session()
    converse(
        session,
        ("Fill Rate in March?", "64% across the network in March."),
        ("why so low?", "The March Harlow-York Storm closed Harlow-York for three days."),
        ("how long did it last?", "Three days."),
    )
    result = session.rewrite("which route was worst that month")
    assert result.entity_ids == (r + "fill",), result.queries


def test_asking_a_relation_of_the_thing_in_play_writes_no_month_of_its_figures(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院心内科7月门诊量多少")
    session.observe_assistant("仁和医院心内科7月门诊量8000人次。")
    (query,) = session.rewrite("所属医院是哪家").queries
    assert "7月" not in query and "心内科" in query, query


def test_a_model_number_no_entity_has_before_a_type_noun_names_something_else(tmp_path: Path) -> None:
    world = HOSPITAL + (
        'h:Ventilator a owl:Class ; rdfs:label "呼吸设备"@zh ; skos:altLabel "机"@zh .\n'
        'h:r3 a h:Ventilator ; skos:prefLabel "R3型机"@zh ; skos:altLabel "R3"@zh, "R型机"@zh .\n'
    )
    session = Rewriter(load_world(tmp_path, "hospital", world)).session()
    session.rewrite("张明擅长什么")
    session.observe_assistant("张明擅长冠心病介入治疗。")
    # "R5型机" is near "R型机", but its number says it is another machine, one the
    # ontology lacks: nothing of the doctor in play is carried.
    result = session.rewrite("听说要进R5型机 有资料吗")
    assert result.entity_ids == (), result.queries


def test_asking_how_many_parts_the_thing_in_play_has_is_no_new_search(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院在哪")
    session.observe_assistant("仁和医院位于人民路1号。")
    assert session.rewrite("下面分几个科室").entity_ids == (H + "renhe",)


def test_words_that_pick_an_entity_in_play_ask_no_property_of_the_same_name(tmp_path: Path) -> None:
    world = HOSPITAL + """
h:Rule a owl:Class ; rdfs:label "规范"@zh .
h:supersedes a owl:ObjectProperty ; rdfs:label "替代"@zh ; skos:altLabel "旧版"@zh .
h:effective a owl:DatatypeProperty ; rdfs:label "发布日期"@zh .
h:nr2025 a h:Rule ; skos:prefLabel "护理规范2025版"@zh ; h:supersedes h:nr2023 ; h:effective "2025-03-01" .
h:nr2023 a h:Rule ; skos:prefLabel "护理规范2023版"@zh ; h:effective "2023-03-01" .
"""
    session = Rewriter(load_world(tmp_path, "hospital", world)).session()
    session.rewrite("护理规范2025版交班要求是啥")
    session.observe_assistant("护理规范2025版要求交班15分钟内完成，替代了护理规范2023版。")
    # "旧版" is the older version in play; the property it also names is not asked.
    assert session.rewrite("旧版呢").queries == ("护理规范2023版交班要求是啥",)


def test_a_topic_glued_to_the_users_words_spells_no_name_nobody_mentioned(tmp_path: Path) -> None:
    world = HOSPITAL + """
h:Contract a owl:Class ; rdfs:label "合同"@zh .
h:term a owl:DatatypeProperty ; rdfs:label "合同期限"@zh ; skos:altLabel "到期"@zh .
h:ct_contract a h:Contract ; skos:prefLabel "CT900维保合同"@zh ; h:usedAt h:ct ; h:term "2026年6月30日"@zh .
"""
    session = Rewriter(load_world(tmp_path, "hospital", world)).session()
    session.rewrite("CT900用在哪个科室")
    session.observe_assistant("CT900用在仁和医院心内科。")
    # "CT900" + "维保合同…" would name the contract nobody mentioned; "的" keeps them apart.
    result = session.rewrite("维保合同是不是快到期了")
    assert result.queries == ("CT900的维保合同是不是快到期了",), result.fallbacks
    assert result.entity_ids == (H + "ct",)


def test_asking_whether_two_namesakes_are_one_compares_them_and_it_then_asks_which(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("张明在哪个科室")
    session.observe_assistant("张明在仁和医院心内科。")
    # Nothing of the hospital's kind is in play: the other side is the thing whose name
    # opens as the hospital's does.
    result = session.rewrite("跟仁和医院是一个地方吗")
    assert result.turn_type == "comparison", result.queries
    assert set(result.entity_ids) == {H + "cardio", H + "renhe"}, result.queries
    session.observe_assistant("不是。仁和医院是张明所在的医院，仁和医院心内科是其中的科室。")
    result = session.rewrite("它哪年成立的")
    assert result.clarify is not None, result.queries
    assert {c.id for c in result.clarify} == {H + "cardio", H + "renhe"}


def test_the_other_side_of_a_comparison_is_the_like_thing_the_answer_just_named(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院心内科常用什么药")
    session.observe_assistant("心内科常用阿托伐他汀钙片。")
    result = session.rewrite("跟阿司匹林比贵多少")
    assert set(result.entity_ids) == {H + "statin", H + "aspirin"}, result.queries


RETURNS = """
@prefix r: <http://example.org/returns/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
r:Metric a owl:Class ; rdfs:label "metric"@en .
r:late a r:Metric ; skos:prefLabel "Late Return Rate"@en ; skos:altLabel "late returns"@en .
"""


def test_a_period_asked_with_nothing_named_holds_for_the_figure_named_next(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("Late Return Rate in August 2025: 3.1%.", ("http://example.org/returns/late",), "Late Return Rate, August 2025"),
        Page("Late Return Rate in July 2025: 2.4%.", ("http://example.org/returns/late",), "Late Return Rate, July 2025"),
    ])
    session = Rewriter(load_world(tmp_path, "returns", RETURNS), documents=documents).session()
    converse(session, ("give me the August headlines", "August 2025: 400 returns, the busiest month."))
    result = session.rewrite("late returns?")
    assert "August" in result.queries[0], result.queries


def _depots_world() -> str:
    depots = "\n".join(f'd:depot{n} a d:Depot ; skos:prefLabel "Depot {n}"@en .' for n in range(1, 11))
    return f"""
@prefix d: <http://example.org/depots/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
d:Depot a owl:Class ; rdfs:label "depot"@en .
d:Event a owl:Class ; rdfs:label "event"@en .
d:flood a d:Event ; skos:prefLabel "March 2025 Harlow Quay Flood"@en .
{depots}
"""


def test_going_back_to_the_word_of_a_name_reaches_past_what_is_in_play(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "depots", _depots_world())).session()
    converse(session, ("what happened in the March 2025 Harlow Quay Flood?", "The quay flooded for two days."))
    # Nine depots talked of since: the flood is no longer among the things in play.
    converse(session, *((f"how big is Depot {n}?", f"Depot {n} has {n} bays.") for n in range(1, 10)))
    result = session.rewrite("going back to the flood, what have we changed since?")
    assert result.entity_ids == ("http://example.org/depots/flood",), result.queries


def test_it_after_the_kind_and_a_comma_is_the_thing_the_description_picked(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "flood", FLOOD)).session()
    converse(
        session,
        ("who owns the Flood Alert Procedure?", "Nora Vale owns the Flood Alert Procedure."),
        ("and who owns BedBoard and ADM?", "Nora Vale owns BedBoard and ADM."),
    )
    result = session.rewrite("and the procedure, what policy does it sit under?")
    assert result.entity_ids == (Y + "alert_proc",), result.queries


CHECKS = """
@prefix c: <http://example.org/checks/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
c:Site a owl:Class ; rdfs:label "site"@en .
c:Hangar a owl:Class ; rdfs:label "hangar"@en .
c:Check a owl:Class ; rdfs:label "maintenance check"@en .
c:at a owl:ObjectProperty ; rdfs:label "located at"@en .
c:interval a owl:DatatypeProperty ; rdfs:label "check interval"@en ; skos:altLabel "how often"@en .
c:york a c:Site ; skos:prefLabel "York Depot"@en .
c:leeds a c:Site ; skos:prefLabel "Leeds Depot"@en .
c:h1 a c:Hangar ; skos:prefLabel "Hangar One"@en ; c:at c:york .
c:h2 a c:Hangar ; skos:prefLabel "Hangar Two"@en ; c:at c:leeds .
c:heavy a c:Check ; skos:prefLabel "Heavy Check"@en ; c:interval "every 24 months" .
"""
K2 = "http://example.org/checks/"


def test_an_attribute_the_graph_states_of_the_thing_named_holds_at_every_site(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("Heavy Check at York Depot: 3 aircraft in Q3.", (K2 + "heavy", K2 + "york"), "Heavy Check, York Depot"),
        Page("Heavy Check at Leeds Depot: 2 aircraft in Q3.", (K2 + "heavy", K2 + "leeds"), "Heavy Check, Leeds Depot"),
    ])
    session = Rewriter(load_world(tmp_path, "checks", CHECKS), documents=documents).session()
    converse(session, ("how many hangars does York Depot have?", "York Depot has Hangar One."))
    result = session.rewrite("how often is a Heavy Check due?")
    assert result.entity_ids == (K2 + "heavy",), result.queries


ROUTES = """
@prefix r: <http://example.org/routes/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
r:Route a owl:Class ; rdfs:label "route"@en .
r:Type a owl:Class ; rdfs:label "vessel type"@en .
r:Vessel a owl:Class ; rdfs:label "vessel"@en .
r:Metric a owl:Class ; rdfs:label "metric"@en .
r:with a owl:ObjectProperty ; rdfs:label "operated with"@en .
r:of a owl:ObjectProperty ; rdfs:label "of type"@en .
r:harlow_york a r:Route ; skos:prefLabel "Harlow-York"@en ; r:with r:t40 .
r:t40 a r:Type ; skos:prefLabel "Tern 40"@en .
r:v1 a r:Vessel ; skos:prefLabel "Nora Vale"@en ; r:of r:t40 .
r:fill a r:Metric ; skos:prefLabel "Fill Rate"@en .
"""


def test_a_kind_asked_that_an_edge_joins_the_thing_meant_to_asks_of_it_alone(tmp_path: Path) -> None:
    # "what vessel sails it" after a route's figure for Q2: the vessels on the route,
    # neither the figure nor the quarter.
    session = Rewriter(load_world(tmp_path, "routes", ROUTES)).session()
    converse(session, ("Fill Rate on Harlow-York in Q2?", "81% on Harlow-York in Q2."))
    result = session.rewrite("what vessel sails it")
    assert result.entity_ids == ("http://example.org/routes/harlow_york",), result.queries
    assert "Q2" not in result.queries[0], result.queries


ZONES = """
@prefix z: <http://example.org/zones/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
z:Zone a owl:Class ; rdfs:label "supply zone"@en .
z:Works a owl:Class ; rdfs:label "treatment works"@en .
z:Metric a owl:Class ; rdfs:label "metric"@en .
z:supplies a owl:ObjectProperty ; rdfs:label "supplies"@en .
z:at a owl:ObjectProperty ; rdfs:label "located at"@en .
z:harlow a z:Zone ; skos:prefLabel "Harlow Zone"@en .
z:york a z:Zone ; skos:prefLabel "York Zone"@en .
z:Sensor a owl:Class ; rdfs:label "sensor"@en .
z:hw a z:Works ; skos:prefLabel "Harlow Works"@en ; z:supplies z:harlow .
z:yw a z:Works ; skos:prefLabel "York Works"@en ; z:supplies z:york, z:harlow .
z:s1 a z:Sensor ; skos:prefLabel "Sensor S1"@en ; z:at z:hw .
z:s2 a z:Sensor ; skos:prefLabel "Sensor S2"@en ; z:at z:yw .
z:cuts a z:Metric ; skos:prefLabel "Supply Cuts"@en ; skos:altLabel "cuts"@en .
"""


def test_there_beside_a_figure_is_a_thing_the_documents_give_the_figure_for(tmp_path: Path) -> None:
    # Edges locate things at the works, none in a zone; yet the documents give the figure
    # zone by zone: "there" is the zone in play, not the works the last answer named.
    z = "http://example.org/zones/"
    documents = DocumentTerms.from_chunks([
        Page("Supply Cuts in Harlow Zone: 2 in September.", (z + "cuts", z + "harlow"), "Supply Cuts Harlow Zone"),
        Page("Supply Cuts in York Zone: 5 in September.", (z + "cuts", z + "york"), "Supply Cuts York Zone"),
    ])
    session = Rewriter(load_world(tmp_path, "zones", ZONES), documents=documents).session()
    converse(session, ("which works supply Harlow Zone?", "Harlow Works, with support from York Works."))
    result = session.rewrite("and cuts there in September")
    assert set(result.entity_ids) == {z + "cuts", z + "harlow"}, result.queries


def test_how_come_after_an_answer_naming_things_in_passing_asks_about_what_the_user_asked(tmp_path: Path) -> None:
    r = "http://example.org/routes/"
    world = ROUTES + (
        'r:york_leeds a r:Route ; skos:prefLabel "York-Leeds"@en .\n'
        'r:Event a owl:Class ; rdfs:label "incident"@en .\n'
        'r:on a owl:ObjectProperty ; rdfs:label "on route"@en .\n'
        'r:storm a r:Event ; skos:prefLabel "March Harlow-York Storm"@en ; r:on r:harlow_york .\n'
    )
    session = Rewriter(load_world(tmp_path, "routes", world)).session()
    converse(session, ("what happened in the March Harlow-York Storm?",
                        "Harlow-York closed for three days; York-Leeds took the traffic, and York-Leeds ran full."))
    result = session.rewrite("how come")
    assert result.entity_ids == (r + "storm",), result.queries


def test_a_correction_that_says_only_a_word_puts_it_in_place_of_the_word_that_ends_alike(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院早班几点交接")
    session.observe_assistant("仁和医院早班7:30交接。")
    # No name and no period: 晚班 takes the place of 早班, the word that ends as it does.
    result = session.rewrite("说错了 晚班")
    assert result.correction, result.queries
    assert "仁和医院晚班几点交接" in result.queries, result.queries
    # A word one character longer ends, before its last character, as the word it replaces.
    session = hospital.session()
    session.rewrite("仁和医院7月门诊投诉多少")
    session.observe_assistant("仁和医院7月门诊投诉12件。")
    result = session.rewrite("我说的是急诊类")
    assert "仁和医院7月急诊类投诉多少" in result.queries, result.queries


def test_now_after_two_versions_were_compared_asks_of_the_later_one(tmp_path: Path) -> None:
    world = """
@prefix r: <http://example.org/rules/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
r:Rule a owl:Class ; rdfs:label "制度"@zh .
r:from a owl:DatatypeProperty ; rdfs:label "生效日期"@zh .
r:replaces a owl:ObjectProperty ; rdfs:label "替代"@zh .
r:new a r:Rule ; skos:prefLabel "仁和医院探视制度2024版"@zh ; skos:altLabel "新版探视制度"@zh ;
    r:from "2024-03-01" ; r:replaces r:old .
r:old a r:Rule ; skos:prefLabel "仁和医院探视制度2019版"@zh ; skos:altLabel "旧版探视制度"@zh ; r:from "2019-05-01" .
r:night a r:Rule ; skos:prefLabel "仁和医院夜班制度"@zh ; r:from "2022-01-01" .
"""
    rules = Rewriter(load_world(tmp_path, "rules", world))
    session = rules.session()
    session.rewrite("新版探视制度跟旧版探视制度比改了啥")
    session.observe_assistant("探视时间从两小时缩到一小时。")
    # "现在" of two versions one replaced: the later one, by the dates they state.
    result = session.rewrite("那现在几点开始探视")
    assert result.entity_ids == ("http://example.org/rules/new",), result.queries
    # Two rules of one kind no edge joins are no versions: both stay.
    session = rules.session()
    session.rewrite("新版探视制度跟仁和医院夜班制度比有啥不同")
    session.observe_assistant("一个管探视，一个管夜班。")
    result = session.rewrite("那现在哪个更严")
    assert len(result.entity_ids) == 2, result.queries


def test_a_clarification_answered_by_a_name_in_the_words_of_a_candidates_neighbour_takes_that_candidate(
    tmp_path: Path,
) -> None:
    world = """
@prefix c: <http://example.org/campus/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
c:Doctor a owl:Class ; rdfs:label "医生"@zh .
c:Site a owl:Class ; rdfs:label "院区"@zh .
c:Stop a owl:Class ; rdfs:label "车站"@zh .
c:phone a owl:DatatypeProperty ; rdfs:label "电话"@zh .
c:worksAt a owl:ObjectProperty ; rdfs:label "所在院区"@zh .
c:east a c:Site ; skos:prefLabel "仁和医院东岭院区"@zh .
c:west a c:Site ; skos:prefLabel "仁和医院西坪院区"@zh .
c:stop a c:Stop ; skos:prefLabel "东岭站"@zh ; skos:altLabel "东岭"@zh .
c:zhang a c:Doctor ; skos:prefLabel "张明"@zh ; skos:altLabel "张主任"@zh ; c:worksAt c:east .
c:zhao a c:Doctor ; skos:prefLabel "张华"@zh ; skos:altLabel "张主任"@zh ; c:worksAt c:west .
"""
    session = Rewriter(load_world(tmp_path, "campus", world)).session()
    assert session.rewrite("张主任电话多少").turn_type == "clarify"
    session.observe_assistant("有两位张主任：仁和医院东岭院区的张明，仁和医院西坪院区的张华。您找哪位？")
    # 东岭 also names a stop, which neither is joined to: the words say the site of one.
    result = session.rewrite("东岭那个")
    assert result.entity_ids == ("http://example.org/campus/zhang",), result.queries


def test_she_after_an_answer_that_put_another_person_in_place_of_the_one_asked_about_asks_which(
    tmp_path: Path,
) -> None:
    world = """
@prefix d: <http://example.org/desks/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
d:Person a owl:Class ; rdfs:label "人员"@zh .
d:Desk a owl:Class ; rdfs:label "窗口"@zh .
d:phone a owl:DatatypeProperty ; rdfs:label "电话"@zh .
d:lead a owl:ObjectProperty ; rdfs:label "负责人"@zh .
d:wang a d:Person ; skos:prefLabel "王芳"@zh ; d:phone "8101" .
d:li a d:Person ; skos:prefLabel "李娟"@zh ; d:phone "8102" .
d:cash a d:Desk ; skos:prefLabel "仁和医院收费处"@zh ; skos:altLabel "收费处"@zh ; d:lead d:wang .
d:reg a d:Desk ; skos:prefLabel "仁和医院挂号处"@zh ; skos:altLabel "挂号处"@zh ; d:lead d:li .
"""
    rewriter = Rewriter(load_world(tmp_path, "desks", world))

    def ask(reply: str) -> Session:
        session = rewriter.session()
        session.rewrite("收费处谁负责")
        session.observe_assistant("仁和医院收费处由王芳负责。")
        session.rewrite("挂号处也是她管？")
        session.observe_assistant(reply)
        return session

    # "No, it is 李娟": the one asked about and the one put in her place fit "她" alike.
    result = ask("不是，仁和医院挂号处的负责人是李娟。").rewrite("她电话多少")
    assert result.turn_type == "clarify", result.queries
    # An answer that says yes keeps her.
    result = ask("是，仁和医院挂号处也由王芳负责。").rewrite("她电话多少")
    assert result.entity_ids == ("http://example.org/desks/wang",), result.queries


MATS = """
@prefix m: <http://example.org/mats/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
m:Hospital a owl:Class ; rdfs:label "hospital"@en .
m:Device a owl:Class ; rdfs:label "device"@en .
m:Review a owl:Class ; rdfs:label "review"@en .
m:Supplier a owl:Class ; rdfs:label "supplier"@en .
m:suppliedBy a owl:ObjectProperty ; rdfs:label "supplied by"@en ; skos:altLabel "supplies"@en .
m:hill a m:Hospital ; skos:prefLabel "Hill Hospital"@en .
m:mat a m:Device ; skos:prefLabel "Lumex Mat"@en ; m:suppliedBy m:corbel .
m:review a m:Review ; skos:prefLabel "Ward 3 Fall Review"@en .
m:corbel a m:Supplier ; skos:prefLabel "Corbel Supplies"@en .
"""


def test_they_after_an_answer_naming_several_things_is_the_one_that_has_what_is_asked(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "mats", MATS)).session()
    converse(session, ("is Ward 3 getting mats?",
                        "There are none at Hill Hospital yet; the Ward 3 Fall Review lists the lack of a Lumex Mat."))
    result = session.rewrite("who supplies them")
    assert result.entity_ids == ("http://example.org/mats/mat",), result.queries


ENGINES = """
@prefix e: <http://example.org/engines/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
e:Contract a owl:Class ; rdfs:label "contract"@en .
e:care a e:Contract ; skos:prefLabel "Engine Care Agreement"@en .
"""


def test_capitalised_words_the_documents_never_write_side_by_side_name_something_else(tmp_path: Path) -> None:
    g = "http://example.org/engines/"
    documents = DocumentTerms.from_chunks([
        Page("The Engine Care Agreement covers the Tallis engines; spare engine services within 48 hours.",
              (g + "care",), "Engine Care Agreement"),
        Page("The jets have Garth turbofans. Harbour Services cleans the cabins.", (), "Fleet"),
    ])
    session = Rewriter(load_world(tmp_path, "engines", ENGINES), documents=documents).session()
    converse(session, ("who signed the Engine Care Agreement?", "Nora Vale, in 2022."))
    result = session.rewrite("is Garth Engine Services bidding for the jet engines")
    assert "Garth Engine Services" in result.queries[0], result.queries
    # Words the documents do write side by side ("Harbour Services") are a phrase they know.
    assert "harbour services" in documents.capital_pairs and "engine services" not in documents.capital_pairs


HOSPITAL_SITES = """
@prefix s: <http://example.org/sites/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
s:Hospital a owl:Class ; rdfs:label "hospital"@en .
s:Ward a owl:Class ; rdfs:label "ward"@en .
s:Metric a owl:Class ; rdfs:label "metric"@en .
s:Procedure a owl:Class ; rdfs:label "procedure"@en .
s:at a owl:ObjectProperty ; rdfs:label "located at"@en .
s:hill a s:Hospital ; skos:prefLabel "Hill Hospital"@en .
s:york a s:Hospital ; skos:prefLabel "York Hospital"@en .
s:w1 a s:Ward ; skos:prefLabel "Ward 1"@en ; s:at s:hill .
s:w2 a s:Ward ; skos:prefLabel "Ward 2"@en ; s:at s:york .
s:readmit a s:Metric ; skos:prefLabel "Readmission Rate"@en .
s:discharge a s:Procedure ; skos:prefLabel "Discharge Procedure"@en .
"""


def test_a_word_after_a_places_possessive_that_ends_a_figure_in_play_is_that_figure(tmp_path: Path) -> None:
    # "rate" is a common word, but after "York Hospital's" it is the one figure in play whose
    # name it ends, and the documents give that figure hospital by hospital.
    x = "http://example.org/sites/"
    documents = DocumentTerms.from_chunks([
        Page("Readmission Rate at Hill Hospital: 11.9% in Q3; the rate rose.", (x + "readmit", x + "hill"),
              "Readmission Rate Hill Hospital"),
        Page("Readmission Rate at York Hospital: 8.4% in Q3; the rate fell.", (x + "readmit", x + "york"),
              "Readmission Rate York Hospital"),
        Page("The Discharge Procedure: summary, medicines, transport.", (x + "discharge",), "Discharge Procedure"),
    ])
    session = Rewriter(load_world(tmp_path, "sites", HOSPITAL_SITES), documents=documents).session()
    converse(session, ("Readmission Rate at Hill Hospital in Q3?", "11.9% in Q3."),
              ("what's in the Discharge Procedure?", "A summary, medicines by 10am and transport."))
    result = session.rewrite("and York Hospital's rate for the same quarter?")
    assert set(result.entity_ids) == {x + "york", x + "readmit"}, result.queries


def test_a_thing_named_alone_after_a_figure_given_thing_by_thing_is_asked_that_figure(tmp_path: Path) -> None:
    # "and York Hospital?" after the group's figure: the documents give the figure
    # hospital by hospital, so the figure's question goes on about York Hospital, not the
    # earlier question about its like ("who runs York Hospital?").
    x = "http://example.org/sites/"
    documents = DocumentTerms.from_chunks([
        Page("Readmission Rate at Hill Hospital: 11.9% in Q3.", (x + "readmit", x + "hill"), "Readmission Rate Hill Hospital"),
        Page("Readmission Rate at York Hospital: 8.4% in Q3.", (x + "readmit", x + "york"), "Readmission Rate York Hospital"),
    ])
    session = Rewriter(load_world(tmp_path, "sites", HOSPITAL_SITES), documents=documents).session()
    converse(session, ("who runs Hill Hospital?", "Nora Vale."), ("what is in the Discharge Procedure?", "A summary and transport."),
              ("Readmission Rate in Q3?", "10.2% across the group in Q3."))
    result = session.rewrite("and York Hospital?")
    assert set(result.entity_ids) == {x + "york", x + "readmit"}, result.queries


DESKS = """
@prefix d: <http://example.org/desks/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
d:System a owl:Class ; rdfs:label "system"@en .
d:Policy a owl:Class ; rdfs:label "policy"@en .
d:Person a owl:Class ; rdfs:label "person"@en .
d:version a owl:DatatypeProperty ; rdfs:label "version"@en .
d:supersedes a owl:ObjectProperty ; rdfs:label "supersedes"@en ; skos:altLabel "previous version"@en .
d:owner a owl:ObjectProperty ; rdfs:label "system owner"@en ; skos:altLabel "owns"@en .
d:desk a d:System ; skos:prefLabel "Tern Desk"@en ; d:version "4.7" ; d:owner d:nora .
d:care25 a d:Policy ; skos:prefLabel "Care Policy 2025"@en ; d:version "5" ; d:supersedes d:care23 .
d:care23 a d:Policy ; skos:prefLabel "Care Policy 2023"@en ; d:version "4" .
d:nora a d:Person ; skos:prefLabel "Nora Vale"@en .
"""


def test_a_property_asked_by_its_own_label_suggests_no_other_property_that_shares_the_word(tmp_path: Path) -> None:
    # "version" is the label of the version both have; "previous version" (what only the
    # policy has) shares the word but is not asked, so the system just asked about stays.
    session = Rewriter(load_world(tmp_path, "desks", DESKS)).session()
    converse(session, ("what does the Care Policy 2025 say about delays?", "Two hours, then a voucher."),
              ("who owns Tern Desk?", "Nora Vale."))
    result = session.rewrite("what version are we on")
    assert result.entity_ids == ("http://example.org/desks/desk",), result.queries


DAMS = """
@prefix d: <http://example.org/dams/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
d:Site a owl:Class ; rdfs:label "site"@en ; skos:altLabel "works"@en .
d:Project a owl:Class ; rdfs:label "project"@en .
d:dam a d:Site ; skos:prefLabel "Hill Reservoir"@en .
d:plant a d:Site ; skos:prefLabel "York Treatment Plant"@en .
d:safety a d:Project ; skos:prefLabel "Hill Dam Safety Works"@en .
"""


def test_the_last_word_of_the_one_name_the_answer_gave_is_that_thing_whatever_kind_it_names(tmp_path: Path) -> None:
    session = Rewriter(load_world(tmp_path, "dams", DAMS)).session()
    converse(session, ("when was Hill Reservoir built?", "In 1904; spillway work is under way as the Hill Dam Safety Works."))
    result = session.rewrite("what are the works for")
    assert result.entity_ids == ("http://example.org/dams/safety",), result.queries


TRUCKS = """
@prefix t: <http://example.org/trucks/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
t:Depot a owl:Class ; rdfs:label "depot"@en .
t:Vehicle a owl:Class ; rdfs:label "vehicle"@en ; skos:altLabel "truck"@en .
t:basedAt a owl:ObjectProperty ; rdfs:label "based at"@en .
t:harlow a t:Depot ; skos:prefLabel "Harlow Depot"@en .
t:york a t:Depot ; skos:prefLabel "York Depot"@en .
t:fh a t:Vehicle ; skos:prefLabel "Tarra T9"@en ; t:basedAt t:harlow .
"""


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        # Written in the plural, the trucks are what "them" counts, not the depot holding them.
        ("Harlow Depot has three Tarra T9 trucks.", "http://example.org/trucks/fh"),
        # Written in the singular, nothing says so: the depot the answer is about.
        ("Harlow Depot has a Tarra T9 truck.", "http://example.org/trucks/harlow"),
    ],
)
def test_they_after_an_answer_is_the_thing_it_wrote_in_the_plural(tmp_path: Path, answer: str, expected: str) -> None:
    session = Rewriter(load_world(tmp_path, "trucks", TRUCKS)).session()
    converse(session, ("what vehicles are at Harlow Depot", answer))
    result = session.rewrite("who services them")
    assert result.entity_ids == (expected,), result.queries


PULLS = """
@prefix s: <http://example.org/pulls/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
s:System a owl:Class ; rdfs:label "system"@en .
s:Person a owl:Class ; rdfs:label "person"@en .
s:owner a owl:ObjectProperty ; rdfs:label "owner"@en ; skos:altLabel "owns"@en .
s:readsFrom a owl:ObjectProperty ; rdfs:label "reads from"@en .
s:logbook a s:System ; skos:prefLabel "LogBook"@en ; s:owner s:nora ; s:readsFrom s:rota .
s:rota a s:System ; skos:prefLabel "RotaHub"@en ; s:owner s:ian .
s:nora a s:Person ; skos:prefLabel "Nora Vale"@en .
s:ian a s:Person ; skos:prefLabel "Ian Marsh"@en .
"""


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # "it" carried LogBook on and RotaHub was named: "that" is the thing just brought in.
        ("does it pull from RotaHub?", ("http://example.org/pulls/rota",)),
        # Both named: nothing says which.
        ("does LogBook pull from RotaHub?", ()),
    ],
)
def test_a_bare_that_after_a_question_that_named_one_thing_beside_the_topic_is_the_thing_named(
    tmp_path: Path, question: str, expected: tuple[str, ...]
) -> None:
    session = Rewriter(load_world(tmp_path, "pulls", PULLS)).session()
    converse(session, ("who owns LogBook?", "Nora Vale owns LogBook."),
              (question, "Yes, LogBook reads shifts from RotaHub."))
    result = session.rewrite("who's the owner of that")
    assert result.entity_ids == expected, result.queries
    assert (result.turn_type == "clarify") == (not expected)


HARLOW_RESERVOIRS = """
@prefix q: <http://example.org/quays/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
q:Reservoir a owl:Class ; rdfs:label "reservoir"@en .
q:Works a owl:Class ; rdfs:label "works"@en .
q:Zone a owl:Class ; rdfs:label "zone"@en .
q:rawWaterTo a owl:ObjectProperty ; rdfs:label "raw water to"@en .
q:supplies a owl:ObjectProperty ; rdfs:label "supplies"@en ; skos:altLabel "feeds"@en .
q:harlow_res a q:Reservoir ; skos:prefLabel "Harlow Reservoir"@en ; q:rawWaterTo q:harlow_works .
q:york_res a q:Reservoir ; skos:prefLabel "York Reservoir"@en .
q:harlow_works a q:Works ; skos:prefLabel "Harlow Treatment Works"@en ; skos:altLabel "Harlow"@en ;
    q:supplies q:harlow_zone .
q:harlow_zone a q:Zone ; skos:prefLabel "Harlow North Zone"@en .
"""


def test_a_clarification_that_lists_things_in_play_by_the_first_words_of_their_names_means_them(
    tmp_path: Path,
) -> None:
    session = Rewriter(load_world(tmp_path, "harlow-reservoirs", HARLOW_RESERVOIRS)).session()
    converse(session, ("compare our reservoirs", "Harlow Reservoir holds 900 Ml and York Reservoir 300 Ml."),
              ("when was it built?", "Which one: Harlow or York?"),
              ("the bigger one", "Harlow Reservoir was built in 1931."))
    result = session.rewrite("what does it feed")
    assert result.entity_ids == ("http://example.org/quays/harlow_res",), result.queries


def test_a_chinese_name_inside_the_front_of_a_joined_thing_s_name_only_says_which(tmp_path: Path) -> None:
    world = HOSPITAL + """
h:occurredAt a owl:ObjectProperty ; rdfs:label "发生地点"@zh .
h:outage a h:Incident ; skos:prefLabel "3·15仁和医院停电"@zh ; skos:altLabel "3.15停电"@zh ; h:occurredAt h:renhe .
h:Rule a owl:Class ; rdfs:label "规范"@zh .
h:infusion a h:Rule ; skos:prefLabel "静脉输液规范"@zh .
h:infusion_kids a h:Rule ; skos:prefLabel "儿科静脉输液规范"@zh ; skos:broader h:infusion .
"""
    session = Rewriter(load_world(tmp_path, "hospital", world)).session()
    result = session.rewrite("3.15停电那次仁和医院停了多久")
    assert result.entity_ids == (H + "outage",), result.queries
    # Named on its own, the hospital is still named.
    session = Rewriter(load_world(tmp_path, "hospital", world)).session()
    assert session.rewrite("仁和医院地址在哪").entity_ids == (H + "renhe",)
    # The end of a Chinese name is its head: a name that ends with another is another thing of
    # that kind, not a qualifier.
    session = Rewriter(load_world(tmp_path, "hospital", world)).session()
    result = session.rewrite("儿科静脉输液规范跟静脉输液规范一样吗")
    assert set(result.entity_ids) == {H + "infusion", H + "infusion_kids"}, result.queries


def test_a_figure_asked_again_for_a_period_after_side_questions_is_of_what_it_was_asked_of(tmp_path: Path) -> None:
    world = HOSPITAL + """
h:leak a h:Incident ; skos:prefLabel "东楼漏水事件"@zh .
"""
    documents = DocumentTerms.from_chunks([
        Page("仁和医院7月门诊量1.2万人次", (H + "renhe", H + "visits")),
        Page("康宁医院7月门诊量0.9万人次", (H + "kangning", H + "visits")),
        Page("东楼漏水事件：水管爆裂，已修复", (H + "leak",)),
    ])
    rewriter = Rewriter(load_world(tmp_path, "hospital", world), documents=documents)
    session = rewriter.session()
    converse(session, ("仁和医院7月门诊量多少", "仁和医院7月门诊量1.2万人次。"), ("东楼漏水事件怎么处理的", "水管已经修好了。"))
    # The documents give the figure hospital by hospital, and it was asked of 仁和医院.
    result = session.rewrite("8月门诊量回升了没")
    assert set(result.entity_ids) == {H + "renhe", H + "visits"}, result.queries
    assert "8月" in result.queries[0] and "7月" not in result.queries[0], result.queries
    # Without a period, the figure is asked of nothing in particular.
    session = rewriter.session()
    converse(session, ("仁和医院7月门诊量多少", "仁和医院7月门诊量1.2万人次。"), ("东楼漏水事件怎么处理的", "水管已经修好了。"))
    assert session.rewrite("门诊量怎么统计的").entity_ids == (H + "visits",)


def test_what_an_answer_that_found_nothing_lists_instead_is_not_the_topic(hospital: Rewriter) -> None:
    session = hospital.session()
    converse(session, ("咱们有没有口腔医院的资料", "知识库里没有口腔医院的资料，目前只收录了仁和医院。"))
    assert session.rewrite("食堂几点开门").entity_ids == ()
    # An answer that does give something is about it.
    session = hospital.session()
    converse(session, ("咱们有没有口腔医院的资料", "有的，目前收录了仁和医院。"))
    assert session.rewrite("几点开门").entity_ids == (H + "renhe",)


def test_a_clause_opening_with_the_word_an_answer_put_after_the_topic_s_name_means_that_thing(tmp_path: Path) -> None:
    world = HOSPITAL + """
h:Project a owl:Class ; rdfs:label "工程"@zh .
h:new_wing a h:Project ; skos:prefLabel "仁和医院新楼工程"@zh ; h:partOf h:renhe .
"""
    rewriter = Rewriter(load_world(tmp_path, "hospital", world))
    exchange = ("仁和医院床位紧不紧", "仁和医院床位使用率97%，已接近饱和，得等仁和医院新楼工程完工。")
    session = rewriter.session()
    converse(session, exchange)
    # "新楼" is what the answer wrote right after the topic's name: the new wing project.
    assert session.rewrite("新楼啥时候能完").entity_ids == (H + "new_wing",)


def test_a_demonstrative_count_and_type_noun_mean_that_many_in_play_of_the_kind(hospital: Rewriter) -> None:
    session = hospital.session()
    converse(session, ("阿司匹林多少钱", "每盒15元。"), ("阿托伐他汀呢", "每盒42元。"), ("冠脉支架呢", "按型号定价。"))
    result = session.rewrite("这三种药品是谁供货的")
    assert set(result.entity_ids) == {H + "aspirin", H + "statin", H + "stent"}, result.queries
    # A count that is not how many of the kind are in play points at none of them.
    session = hospital.session()
    converse(session, ("阿司匹林多少钱", "每盒15元。"), ("阿托伐他汀呢", "每盒42元。"), ("冠脉支架呢", "按型号定价。"))
    assert H + "aspirin" not in session.rewrite("这四种药品是谁供货的").entity_ids


def test_a_month_no_document_of_the_focus_states_asks_a_figure_of_that_month(tmp_path: Path) -> None:
    documents = DocumentTerms.from_chunks([
        Page("CT900操作规程：开机前先自检，预热十分钟；投诉和报修走设备科。", (H + "ct",), "CT900"),
        Page("仁和医院7月门诊量1.2万人次，投诉12件。", (H + "renhe", H + "visits"), "仁和医院7月运营"),
        Page("康宁医院7月门诊量0.9万人次，投诉8件。", (H + "kangning",), "康宁医院7月运营"),
    ])
    rewriter = Rewriter(load_world(tmp_path, "hospital", HOSPITAL), documents=documents)
    session = rewriter.session()
    converse(session, ("CT机怎么开机", "CT900开机前先自检，预热十分钟。"))
    # The machine's pages speak of complaints but state no July, and July's complaints are
    # given hospital by hospital: a question of July's figure, of nothing in play.
    assert session.rewrite("7月投诉多少").entity_ids == ()
    session = rewriter.session()
    converse(session, ("仁和医院在哪", "人民路1号。"))
    assert H + "renhe" in session.rewrite("7月投诉多少").entity_ids


@pytest.mark.parametrize(
    "turn", ["did anyone get compensation?", "what did the investigation recommend", "did we get any money back"]
)
def test_what_follows_an_event_up_is_asked_of_the_event_in_play(freight: Rewriter, turn: str) -> None:
    session = freight.session()
    converse(
        session,
        ("what happened in the March York Flood?", "York Depot was closed for two days."),
        ("what's the capacity of York Depot?", "York Depot holds 800 pallets."),
    )
    # An investigation, a compensation or a refund follows an event up: the flood, though
    # the last question was about the depot (and "recommend" here asks what it said).
    result = session.rewrite(turn)
    assert result.entity_ids == (F + "flood",), result.queries


@pytest.mark.parametrize("turn", ["did York Depot meet that last month", "did York Depot meet that in March?"])
def test_that_before_a_period_is_the_thing_the_answer_gave(freight: Rewriter, turn: str) -> None:
    session = freight.session()
    converse(session, ("what's the target at Leeds Depot?", "On-Time Delivery should be above 95%."))
    # "that" is the object of "meet", the period follows it: the figure the answer stated.
    result = session.rewrite(turn)
    assert set(result.entity_ids) == {F + "york", F + "otd"}, result.queries


CLAIMS = """
@prefix c: <http://example.org/claims/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
c:Procedure a owl:Class ; rdfs:label "procedure"@en .
c:System a owl:Class ; rdfs:label "system"@en .
c:updated a owl:DatatypeProperty ; rdfs:label "last updated"@en .
c:usesSystem a owl:ObjectProperty ; rdfs:label "uses"@en .
c:claims a c:Procedure ; skos:prefLabel "Damage Claims Procedure"@en ; c:updated "May 2025"@en ;
    c:usesSystem c:parcelnet, c:portal .
c:parcelnet a c:System ; skos:prefLabel "ParcelNet"@en ; c:updated "June 2025"@en .
c:portal a c:System ; skos:prefLabel "Harlow Portal"@en ; c:updated "April 2025"@en .
"""


@pytest.mark.parametrize(
    ("question", "turn"),
    [
        ("walk me through the damage claims procedure", "when was it last updated?"),
        ("what's the damage claims procedure?", "when was it last updated?"),
        ("how do we handle a claim under the damage claims procedure?", "is there a deadline?"),
    ],
)
def test_the_tools_of_the_steps_an_answer_gives_are_named_in_passing(tmp_path: Path, question: str, turn: str) -> None:
    session = rewriter_for(tmp_path, "claims", CLAIMS).session()
    converse(session, (question, "Photograph the damage, log it in ParcelNet, upload the photos to Harlow Portal."))
    # The answer says how the procedure goes; the systems are tools of its steps.
    result = session.rewrite(turn)
    assert result.entity_ids == ("http://example.org/claims/claims",), result.queries


@pytest.mark.parametrize(
    "answer",
    ["800 pallets, the same as Leeds Depot.", "800 pallets; the region's other depot, Leeds Depot, holds 1200."],
)
def test_a_yardstick_or_another_thing_an_answer_names_aside_leaves_it_the_thing_asked(
    freight: Rewriter, answer: str
) -> None:
    session = freight.session()
    converse(session, ("what's the capacity of York Depot?", answer))
    # Leeds Depot is named beside the answer's subject, as its yardstick or as the other one.
    result = session.rewrite("which region is it in?")
    assert result.entity_ids == (F + "york",), result.queries


HARBOUR = """
@prefix q: <http://example.org/harbour/> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
q:Quay a owl:Class ; rdfs:label "quay"@en .
q:Vessel a owl:Class ; rdfs:label "vessel"@en ; skos:altLabel "tug"@en .
q:VesselClass a owl:Class ; rdfs:label "vessel class"@en .
q:Incident a owl:Class ; rdfs:label "incident"@en .
q:berthLength a owl:DatatypeProperty ; rdfs:label "berth length"@en ; skos:altLabel "how long is the berth"@en .
q:built a owl:DatatypeProperty ; rdfs:label "year built"@en ; skos:altLabel "how old"@en .
q:ofClass a owl:ObjectProperty ; rdfs:label "vessel class"@en .
q:involved a owl:ObjectProperty ; rdfs:label "involved"@en .
q:occurredAt a owl:ObjectProperty ; rdfs:label "occurred at"@en .
q:harlow a q:Quay ; skos:prefLabel "Harlow Quay"@en ; q:berthLength "420 m"@en .
q:bram a q:Vessel ; skos:prefLabel "Bram Star"@en ; q:ofClass q:kestrel ; q:built "2009"@en .
q:kestrel a q:VesselClass ; skos:prefLabel "Kestrel 30"@en .
q:strike a q:Incident ; skos:prefLabel "May 2025 Harlow Quay Strike"@en ;
    q:involved q:bram ; q:occurredAt q:harlow .
"""


def test_the_degree_word_of_a_question_label_names_no_property(tmp_path: Path) -> None:
    fit = rewriter_for(tmp_path, "harbour", HARBOUR).resources.fit
    # "how long is the berth" asks the berth's length: "long" alone does not say so.
    assert fit.properties_near(content_terms("how long was it out")) == ()
    assert "http://example.org/harbour/berthLength" in fit.properties_near(content_terms("the berth"))
    # A label that is nothing but the degree asked keeps it.
    assert "http://example.org/harbour/built" in fit.properties_near(content_terms("how old is it"))


def test_how_long_was_it_out_is_the_thing_just_asked_about(tmp_path: Path) -> None:
    session = rewriter_for(tmp_path, "harbour", HARBOUR).session()
    converse(
        session,
        ("tell me about the harlow quay strike", "On 3 May 2025 Bram Star struck the quay at Harlow Quay."),
        ("what class is Bram Star", "Bram Star is a Kestrel 30."),
    )
    # "how long" asks a time here, not the quay's berth length.
    result = session.rewrite("how long was it out")
    assert "http://example.org/harbour/bram" in result.entity_ids, result.queries
    assert "http://example.org/harbour/harlow" not in result.entity_ids, result.queries


def test_that_after_one_opens_a_relative_clause(freight: Rewriter) -> None:
    session = freight.session()
    session.rewrite("what is the capacity of Leeds Depot?")
    session.observe_assistant("Leeds Depot holds 1200 pallets.")
    (query,) = session.rewrite("which is the one that does Express service?").queries
    assert query == "which is the one that does Express service?", query
    # "that month" after "one" is the month in force, no relative clause.
    pleonastic = get_pack("en").pleonastic
    assert pleonastic.search("the one that does the heavy checks")
    assert not pleonastic.search("what about the bigger one that month")


def test_a_pronoun_and_a_locative_side_by_side_name_it_once(hospital: Rewriter) -> None:
    session = hospital.session()
    session.rewrite("仁和医院在哪")
    session.observe_assistant("仁和医院在东城区。")
    assert session.rewrite("它那里有停车场吗").queries == ("仁和医院有停车场吗",)


def test_words_before_a_reference_that_open_its_name_are_said_once() -> None:
    assert echo_before("客服那个工单平台", 2, 0, "客服工单平台") == 2
    assert echo_before("客服那个工单平台", 2, 2, "客服工单平台") == 0  # a name ends there: not its words
    assert echo_before("那个工单平台", 0, 0, "客服工单平台") == 0
    assert echo_before("售后那个工单平台", 2, 0, "客服工单平台") == 0


def test_a_particle_after_a_filler_is_part_of_it() -> None:
    match = get_pack("zh").filler.match("好的吧，就这个了")
    assert match is not None and match.end() == 4


def _in_repo(bundle: str) -> Rewriter:
    """A rule rewriter over the ontology of one of the bundles in ``ontology/``."""
    return Rewriter(Ontology.load(Path(__file__).resolve().parents[2] / "ontology" / bundle / "ontology.ttl"))


def test_it_after_the_answer_to_which_one_is_the_thing_picked() -> None:
    # The seed company's bundle: a region's sales asked three times, then which wheat
    # variety sells most; the answer leads with the variety, and "它" is that variety,
    # not the figure asked about before.
    session = _in_repo("agri-zh").session()
    converse(
        session,
        ("常晓兰负责哪个大区 电话多少", "常晓兰是黄淮海区销售经理，手机13603712281。"),
        ("她那区8月9月销量各多少", "黄淮海区8月960吨，9月2840吨。"),
        ("9月涨这么猛啥原因", "9月是小麦播种高峰；不过9·25ERP系统宕机影响了回款。"),
        ("主要卖的哪个麦种", "禾麦116，8月占小麦销量的58%。"),
    )
    assert session.rewrite("它在哪繁的种 发芽率多少").entity_ids == ("http://example.org/hechuan-seed#v_hm116",)
    assert get_pack("zh").which_one.search("主要卖的哪个麦种")
    assert not get_pack("zh").which_one.search("中央民族大学在哪知道吗")  # where, no pick


AGRI = "http://example.org/hechuan-seed#"


def test_a_bare_number_a_name_in_play_ends_with_is_that_name() -> None:
    # Two wheat varieties named 禾麦11 and 禾麦116 compared; then the user writes the numbers alone.
    session = _in_repo("agri-zh").session()
    converse(session, ("禾麦11和禾麦116哪个抗赤霉病", "禾麦116中抗赤霉病，禾麦11感病；两个都抗条锈病。"))
    result = session.rewrite("116是11改良出来的吧")
    assert set(result.entity_ids) == {AGRI + "v_hm116", AGRI + "v_hm11"}, result.queries
    session.observe_assistant("不是，禾麦116不是禾麦11的改良型，是另一个组合选育的。")
    # Both were set side by side again: "它" fits either, so kglink asks.
    assert session.rewrite("它哪年上市的").clarify is not None


def test_a_price_or_a_count_is_no_bare_number_of_a_name() -> None:
    session = _in_repo("agri-zh").session()
    converse(session, ("禾麦116哪年上市的", "禾麦116是2023年上市的。"))
    (query,) = session.rewrite("一袋卖116元吗").queries
    assert "禾麦116元" not in query, query


def test_a_thing_named_that_a_topic_thing_points_at_takes_its_place_as_scope() -> None:
    # A variety's yield at a trial station, then its share of sales in the station's region:
    # the region (which the station is in) replaces the station; the variety stays.
    session = _in_repo("agri-zh").session()
    converse(session, ("鹤泉今年收的那季 禾麦116增产多少", "鹤泉试验站2024—2025年度禾麦116亩产611公斤，比对照增产10.3%。"))
    result = session.rewrite("黄淮海卖的小麦种里它占多少")
    assert AGRI + "v_hm116" in result.entity_ids and AGRI + "reg_hhh" in result.entity_ids, result.queries
    assert AGRI + "ts_hq" not in result.entity_ids, result.queries


def test_what_hits_a_place_is_the_event_in_play() -> None:
    # A substation trip, and whether it or the grid operator was at fault; then "did it hit
    # <another farm> too": the trip (joined to that farm by an edge), without the operator.
    session = _in_repo("wind-en").session()
    wind = "http://example.org/solwen-renewables#"
    converse(
        session,
        ("whats carnbrae wind farm technical avail for august",
         "Carnbrae Wind Farm ran at 93.6% technical availability in August 2025, below the 97.0% target."),
        ("why so low", "Mostly the Carnbrae Substation Transformer Trip on 12 August: the farm was off for 19 hours."),
        ("was the trip our fault or westmarchs",
         "On our side: a loose wire in the relay circuit. Einar Sjoberg led the investigation, and Westmarch Grid "
         "does not compensate it."),
    )
    result = session.rewrite("did it hit ashgrove too")
    assert set(result.entity_ids) == {wind + "inc_trip", wind + "wf_ashgrove"}, result.queries
    assert get_pack("en").event_question.search("did it hit ashgrove too")
    assert not get_pack("en").event_question.search("did Ashgrove hit its target")


def test_what_a_turn_names_first_is_the_more_salient(freight: Rewriter) -> None:
    session = freight.session()
    # York is named first; its id sorts after Leeds's, so no tie-break by id makes this pass.
    session.rewrite("compare York Depot and Leeds Depot")
    ranked = [entity_id for entity_id, _salience in session.salient()]
    assert ranked.index(F + "york") < ranked.index(F + "leeds"), ranked


def test_the_answer_to_a_clarification_writes_the_question_s_relative_month_as_a_date() -> None:
    session = _in_repo("agri-zh").session(now=datetime.date(2025, 11, 20))
    result = session.rewrite("石渠滩上个月合格率")
    assert result.clarify is not None
    session.observe_assistant("您要发芽率合格率还是纯度合格率？石渠滩制种基地10月两项都有。")
    (query,) = session.rewrite("纯度的").queries
    assert "10月" in query and "上个月" not in query, query


def test_after_questions_of_nothing_the_ontology_names_the_period_goes_on() -> None:
    # A metro's ridership asked, then rescues and train clearances (which the ontology
    # names nothing of) in September: "which line mostly" goes on in September, not about
    # the ridership figure of three turns ago.
    session = _in_repo("metro-zh").session()
    converse(
        session,
        ("7月全网日均客运量多少", "2025年7月全网日均客运量207.4万人次。"),
        ("8月呢", "8月202.0万人次。"),
        ("救援几次", "8月全网列车救援3次，超出季度目标。"),
        ("哦我看错了 是9月", "9月全网列车救援1次。"),
        ("清客呢", "9月全网清客18列次。"),
    )
    result = session.rewrite("主要是哪条线")
    assert result.entity_ids == (), result.queries
    assert "9月" in result.queries[0], result.queries


def test_that_station_after_an_answer_that_listed_several_asks_which() -> None:
    session = _in_repo("water-en").session()
    converse(
        session,
        ("ok then who manages the Halvorsen contract", "Tom Beckett manages the Pump Maintenance Contract with Halvorsen Pumps."),
        ("which stations have their pumps",
         "Halvorsen HX350s at Caldon Pumping Station and Ashcombe Road; HX200s at Kelby Booster and Fenwick Lane."),
    )
    result = session.rewrite("what's the flow rate at that station?")
    assert result.clarify is not None and len(result.clarify) >= 2, result.queries
    session.observe_assistant("Which station: Caldon Pumping Station, Ashcombe Road, Kelby Booster or Fenwick Lane?")
    assert session.rewrite("Kelby Booster").entity_ids == ("http://example.org/tarnmoor-water#ps_kelby",)
