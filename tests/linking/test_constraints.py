"""Constraints: quantity, scope, level, comparison targets, merging across turns, invariants."""

from __future__ import annotations

import dataclasses
import datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kglink.linking.constraints import Constraint, extract_constraints, merge_constraints, parse_zh_number

NOW = datetime.date(2025, 7, 15)


def only(text: str, kind: str) -> list[tuple[str, str, str]]:
    """(words, slot, value) of the constraints of one kind."""
    return [(c.text, c.slot, c.value) for c in extract_constraints(text, now=NOW) if c.kind == kind]


QUANTITIES = [
    ("4分以上的餐厅", "4分以上", "rating", "rating>=4"),
    ("4.5分以上", "4.5分以上", "rating", "rating>=4.5"),
    ("评分4.5以上", "评分4.5以上", "rating", "rating>=4.5"),
    ("评分在4.5以上的酒店", "评分在4.5以上", "rating", "rating>=4.5"),
    ("五星级酒店", "五星级", "rating", "rating=5"),
    ("400-500元的酒店", "400-500元", "price", "price:400-500"),
    ("400元到500元", "400元到500元", "price", "price:400-500"),
    ("价格在200到300之间", "价格在200到300之间", "price", "price:200-300"),
    ("200元以上", "200元以上", "price", "price>=200"),
    ("价格不超过300元的酒店", "不超过300元", "price", "price<=300"),
    ("300元以内", "300元以内", "price", "price<=300"),
    ("两百元", "两百元", "price", "price=200"),
    ("两百块", "两百块", "price", "price=200"),
    ("1.5万元", "1.5万元", "price", "price=15000"),
    ("3千块", "3千块", "price", "price=3000"),
    ("人均100元左右", "100元左右", "price", "price~100"),
    ("预算2000左右", "预算2000左右", "price", "price~2000"),
    ("600元/晚", "600元/晚", "price", "price=600/night"),
    ("200多元", "200多元", "price", "price>200"),
    ("3天", "3天", "duration", "duration=P3D"),
    ("玩三天", "三天", "duration", "duration=P3D"),
    ("三天多少钱", "三天", "duration", "duration=P3D"),
    ("3个月", "3个月", "duration", "duration=P3M"),
    ("两周", "两周", "duration", "duration=P2W"),
    ("1年", "1年", "duration", "duration=P1Y"),
    ("24小时", "24小时", "duration", "duration=PT24H"),
    ("30分钟", "30分钟", "duration", "duration=PT30M"),
    ("3天以内", "3天以内", "duration", "duration<=P3D"),
    ("3个工作日内到账", "3个工作日内", "duration", "duration<=P3D"),
    ("三到五天", "三到五天", "duration", "duration:P3D-P5D"),
    ("10%", "10%", "percent", "percent=10"),
    ("百分之二十", "百分之二十", "percent", "percent=20"),
    ("增长超过10%", "超过10%", "percent", "percent>10"),
    ("提高5个百分点", "5个百分点", "percent", "percent=5pp"),
    ("超过1000万", "超过1000万", "quantity", "quantity>10000000"),
    ("1000以上", "1000以上", "quantity", "quantity>=1000"),
    ("5人以上", "5人以上", "count", "count>=5"),
    ("3家", "3家", "count", "count=3"),
    ("至少两间", "至少两间", "count", "count>=2"),
    ("500米以内", "500米以内", "distance", "distance<=500m"),
    ("5公里内", "5公里内", "distance", "distance<=5000m"),
    ("at least 4 stars", "at least 4 stars", "rating", "rating>=4"),
    ("a 4-star hotel", "4-star", "rating", "rating=4"),
    ("4.5 stars or higher", "4.5 stars or higher", "rating", "rating>=4.5"),
    ("rated 4.5 or higher", "rated 4.5 or higher", "rating", "rating>=4.5"),
    ("rating of 4.5+", "rating of 4.5+", "rating", "rating>=4.5"),
    ("under $300", "under $300", "price", "price<300"),
    ("$200-$300", "$200-$300", "price", "price:200-300"),
    ("between $200 and $300", "between $200 and $300", "price", "price:200-300"),
    ("less than 300 dollars", "less than 300 dollars", "price", "price<300"),
    ("no more than $50 per night", "no more than $50 per night", "price", "price<=50/night"),
    ("price under 300", "price under 300", "price", "price<300"),
    ("$5k budget", "$5k", "price", "price=5000"),
    # a currency's code before the amount, as written in any language
    ("GBP 495 an hour", "GBP 495", "price", "price=495"),
    ("over USD 30", "over USD 30", "price", "price>30"),
    ("RMB200起", "RMB200起", "price", "price>=200"),
    ("more than 10%", "more than 10%", "percent", "percent>10"),
    ("10 percent or more", "10 percent or more", "percent", "percent>=10"),
    ("3 days", "3 days", "duration", "duration=P3D"),
    ("three days", "three days", "duration", "duration=P3D"),
    ("within 2 weeks", "within 2 weeks", "duration", "duration<=P2W"),
    ("3 to 5 days", "3 to 5 days", "duration", "duration:P3D-P5D"),
    ("3+ years", "3+ years", "duration", "duration>=P3Y"),
    ("over 1 million", "over 1 million", "quantity", "quantity>1000000"),
    ("a table for 4 people", "4 people", "count", "count=4"),
    ("within 5 km", "within 5 km", "distance", "distance<=5000m"),
    # from the crosswoz dev turns
    ("能玩上2小时的景点", "2小时", "duration", "duration=PT2H"),
    ("游玩4个小时间", "4个小时", "duration", "duration=PT4H"),
    ("时长是1小时 - 2小时", "1小时 - 2小时", "duration", "duration:PT1H-PT2H"),
    ("400元-500元", "400元-500元", "price", "price:400-500"),
    ("200元起", "200元起", "price", "price>=200"),
    ("超过一千万", "超过一千万", "quantity", "quantity>10000000"),
]


@pytest.mark.parametrize(("text", "words", "slot", "value"), QUANTITIES)
def test_quantities(text: str, words: str, slot: str, value: str) -> None:
    assert only(text, "quantity") == [(words, slot, value)]


NOT_QUANTITY = [
    # one unit before a question of amount is a rate's unit ("三天多少钱" keeps its three days)
    "一天接诊多少人",
    "一个月几次",
    "这个菜十分好吃",
    "有一个问题",
    "第一个",
    "这两个方案有什么区别",
    "它比前两个月多在哪里",
    "三分之一的人",
    "iPhone 15",
    "5G网络",
    "第3名",
    "top 10",
    "版本2.0",
    "tell me about 5G",
    "那二线呢",
    "好久没和妹妹一起出去旅游了",
    "近一点的",
    "大约一半",
    # A clock time is no quantity: "about 16:30" is not about 16 of anything.
    "how about 16:30 then?",
    "大约16：30",
    # a code glued to a word is no currency's
    "XGBP 495",
]


@pytest.mark.parametrize("text", NOT_QUANTITY)
def test_no_quantity_where_there_is_none(text: str) -> None:
    assert only(text, "quantity") == []


SCOPES = [
    ("仅限国内", "仅限国内", "国内"),
    ("国内的报销标准", "国内", "国内"),
    ("海外呢", "海外", "海外"),
    ("境内", "境内", "境内"),
    ("境外", "境外", "境外"),
    ("国际航班", "国际", "国际"),
    ("全国范围", "全国", "全国"),
    ("本地的政策", "本地", "本地"),
    ("省内", "省内", "省内"),
    ("线上办理", "线上", "线上"),
    ("线下门店", "线下", "线下"),
    ("我要的是全网的", "全网", "全网"),
    ("国内外都算吗", "国内外", "国内外"),
    ("只限线上", "只限线上", "线上"),
    ("仅在国内有效", "仅在国内", "国内"),
    ("domestic flights", "domestic", "domestic"),
    ("Overseas offices", "Overseas", "overseas"),
    ("international", "international", "international"),
    ("online", "online", "online"),
    ("offline stores", "offline", "offline"),
    ("nationwide", "nationwide", "nationwide"),
    ("only domestic", "only domestic", "domestic"),
    ("domestic only", "domestic only", "domestic"),
    ("an online-only offer", "online-only", "online"),
]


@pytest.mark.parametrize(("text", "words", "value"), SCOPES)
def test_scopes(text: str, words: str, value: str) -> None:
    [(got_words, slot, got_value)] = only(text, "scope")
    assert (got_words, slot, got_value) == (words, "scope", value)


def test_only_phrasing_is_kept_in_the_display() -> None:
    [constraint] = extract_constraints("差旅住宿标准是多少,仅限国内")
    assert constraint.display == "仅限国内"
    assert constraint.value == "国内"


@pytest.mark.parametrize("text", ["国际化战略", "本地化", "globally", "the localhost"])
def test_no_scope_where_there_is_none(text: str) -> None:
    assert only(text, "scope") == []


LEVELS = [
    ("经理级的标准", "经理级", "经理级"),
    ("总监级以上", "总监级以上", "总监级以上"),
    ("副总裁级", "副总裁级", "副总裁级"),
    ("高管级", "高管级", "高管级"),
    ("总经理级别", "总经理级别", "总经理级"),
    ("普通员工", "普通员工", "普通员工"),
    ("正式员工", "正式员工", "正式员工"),
    ("实习生有补贴吗", "实习生", "实习生"),
    ("新员工培训", "新员工", "新员工"),
    ("VIP会员", "VIP会员", "vip会员"),
    ("会员价", "会员", "会员"),
    ("非会员", "非会员", "非会员"),
    ("普通用户", "普通用户", "普通用户"),
    ("仅限正式员工", "仅限正式员工", "正式员工"),
    ("学生票", "学生", "学生"),
    ("manager level", "manager level", "manager level"),
    ("manager-level staff", "manager-level", "manager level"),
    ("director level and above", "director level and above", "director level and above"),
    ("C-level", "C-level", "c level"),
    ("for employees", "employees", "employees"),
    ("interns", "interns", "interns"),
    ("interns only", "interns only", "interns"),
    ("full-time employees", "full-time employees", "full time employees"),
    ("premium users", "premium users", "premium users"),
    ("VIP members", "VIP members", "vip members"),
]


@pytest.mark.parametrize(("text", "words", "value"), LEVELS)
def test_levels(text: str, words: str, value: str) -> None:
    assert only(text, "level") == [(words, "level", value)]


@pytest.mark.parametrize("text", ["一级", "高级功能", "三级医院", "P7", "初级"])
def test_no_level_where_there_is_none(text: str) -> None:
    assert only(text, "level") == []


COMPARISONS = [
    ("它比6月涨了多少", {"6月": True}),
    ("和6月相比呢", {"6月": True}),
    ("跟去年比怎么样", {"去年": True}),
    ("它和这个月比怎么样", {"这个月": True}),
    ("较上月增长", {"上月": True}),
    ("相比去年同期", {"去年同期": True}),
    ("同比去年", {"去年": True}),
    ("比起海外", {"海外": True}),
    ("比去年高10%", {"去年": True, "10%": False}),
    ("compared with last month", {"last month": True}),
    ("higher than last year", {"last year": True}),
    ("Q2 vs Q1", {"Q2": False, "Q1": True}),
    ("7月和8月的销售额", {"7月": False, "8月": False}),
    ("占比超过10%", {"超过10%": False}),
    ("华东区7月的销售额是多少", {"7月": False}),
]


@pytest.mark.parametrize(("text", "expected"), COMPARISONS)
def test_comparison_targets(text: str, expected: dict[str, bool]) -> None:
    assert {c.text: c.compare for c in extract_constraints(text, now=NOW)} == expected


def test_several_kinds_in_one_turn_in_order() -> None:
    found = extract_constraints("差旅住宿标准是多少，仅限国内普通员工，上个月，4分以上", now=NOW)
    assert [(c.kind, c.display) for c in found] == [
        ("scope", "仅限国内"),
        ("level", "普通员工"),
        ("time", "2025年6月"),
        ("quantity", "4分以上"),
    ]


# -- merging across turns --------------------------------------------------------------------


def run(turns: list[str], now: datetime.date | None = NOW) -> list[list[str]]:
    """The displays in force after each turn (a comparison target is marked with "vs ")."""
    in_force: tuple[Constraint, ...] = ()
    states = []
    for turn in turns:
        in_force = merge_constraints(in_force, extract_constraints(turn, now=now))
        states.append([("vs " if c.compare else "") + c.display for c in in_force])
    return states


CONVERSATIONS = [
    (
        ["华东区7月的销售额是多少", "它比6月涨了多少", "为什么涨这么多"],
        [["7月"], ["7月", "vs 6月"], ["7月", "vs 6月"]],
    ),
    (["华东区7月的销售额是多少", "那6月呢"], [["7月"], ["6月"]]),
    (
        ["帮我查一下上周华东区的销售数据", "它和这个月比怎么样", "为什么不理想"],
        [["2025年7月7日至7月13日"], ["2025年7月7日至7月13日", "vs 2025年7月"], ["2025年7月7日至7月13日", "vs 2025年7月"]],
    ),
    (
        ["差旅住宿标准是多少，仅限国内，普通员工", "那二线呢", "海外呢"],
        [["仅限国内", "普通员工"], ["仅限国内", "普通员工"], ["普通员工", "海外"]],
    ),
    (
        ["4分以上的酒店", "400-500元的呢", "5分以上的呢"],
        [["4分以上"], ["4分以上", "400-500元"], ["400-500元", "5分以上"]],
    ),
    (["我上个月的理赔金额为什么这么高", "去年同期呢"], [["2025年6月"], ["2024年同期"]]),
    (["hotels under $300 last month", "what about this month?"], [["under $300", "June 2025"], ["under $300", "July 2025"]]),
    (["7月和8月的销售额", "那9月呢"], [["7月", "8月"], ["9月"]]),
]


@pytest.mark.parametrize(("turns", "states"), CONVERSATIONS)
def test_constraints_across_turns(turns: list[str], states: list[list[str]]) -> None:
    assert run(turns) == states


def test_merge_drops_repeated_values_of_a_turn() -> None:
    new = extract_constraints("7月，就是7月")
    assert [c.text for c in merge_constraints((), new)] == ["7月"]


def test_merge_keeps_earlier_constraints_first() -> None:
    previous = extract_constraints("仅限国内的7月数据")
    merged = merge_constraints(previous, extract_constraints("那8月呢"))
    assert [c.value for c in merged] == ["国内", "M08"]


# -- invariants ----------------------------------------------------------------------------------

_FRAGMENTS = [
    "2025年7月", "7月", "七月", "二季度", "Q2", "上半年", "这个月", "上周", "最近三个月", "去年", "今天",
    "July 2025", "last month", "last quarter", "first half", "2025", "4分以上", "400-500元", "不超过300元",
    "三天", "10%", "超过1000万", "at least 4 stars", "under $300", "between $2 and $3", "仅限国内", "海外",
    "domestic only", "经理级以上", "普通员工", "VIP", "interns", "比", "和", "相比", "than", "vs", "呢", "的",
    "那", "它", " ", "，", "第", "一", "十", "年", "月", "周", "季度", "分", "元", "$", "-", "到", "以上",
]
texts = st.one_of(
    st.text(max_size=60),
    st.lists(st.sampled_from(_FRAGMENTS) | st.text(max_size=3), max_size=12).map("".join),
)
dates = st.one_of(st.none(), st.dates(), st.just(datetime.date.min), st.just(datetime.date.max))


@settings(max_examples=400, deadline=None)
@given(texts, dates)
def test_extraction_never_raises_and_spans_are_exact(text: str, now: datetime.date | None) -> None:
    found = extract_constraints(text, now=now)
    previous_end = 0
    for constraint in found:
        assert 0 <= constraint.start < constraint.end <= len(text)
        assert constraint.start >= previous_end  # sorted, not overlapping
        assert text[constraint.start : constraint.end] == constraint.text
        assert constraint.value and constraint.display
        previous_end = constraint.end
    assert extract_constraints(text, now=now) == found  # deterministic


@settings(max_examples=200, deadline=None)
@given(st.lists(texts, max_size=4))
def test_merge_keeps_every_new_constraint_and_replaces_by_slot(turns: list[str]) -> None:
    in_force: tuple[Constraint, ...] = ()
    for turn in turns:
        new = extract_constraints(turn, now=NOW)
        merged = merge_constraints(in_force, new)
        new_keys = {(c.kind, c.slot, c.compare) for c in new}
        assert {(c.kind, c.slot, c.value, c.compare) for c in new} <= {
            (c.kind, c.slot, c.value, c.compare) for c in merged
        }
        assert all(c in new for c in merged if (c.kind, c.slot, c.compare) in new_keys)
        in_force = merged


def test_constraint_is_a_frozen_value() -> None:
    [constraint] = extract_constraints("7月")
    with pytest.raises(dataclasses.FrozenInstanceError):
        constraint.value = "M08"  # type: ignore[misc]
    assert constraint.compare is False
    assert Constraint(**dataclasses.asdict(constraint)) == constraint


@pytest.mark.parametrize(
    ("token", "number"),
    [
        ("两百", 200), ("三千五", 3500), ("一万二千", 12000), ("十二", 12), ("二十", 20), ("两百五", 250),
        ("一万五", 15000), ("一百零五", 105), ("两千零五十", 2050), ("十万", 100000), ("一千万", 10_000_000),
        ("三五", None), ("万", None), ("百百", None),
    ],
)
def test_parse_zh_number(token: str, number: int | None) -> None:
    assert parse_zh_number(token) == number


def test_the_constraints_of_a_text_are_the_same_however_often_it_is_read() -> None:
    # They are kept per text and date: a caller that changes its list changes nothing for
    # the next one, and another date reads the relative times anew.
    found = extract_constraints("上个月4.5分以上的酒店", now=datetime.date(2025, 1, 8))
    found.clear()
    again = extract_constraints("上个月4.5分以上的酒店", now=datetime.date(2025, 1, 8))
    assert [c.display for c in again] == ["2024年12月", "4.5分以上"]
    later = extract_constraints("上个月4.5分以上的酒店", now=datetime.date(2025, 3, 8))
    assert [c.display for c in later] == ["2025年2月", "4.5分以上"]
