"""Time expressions: what is time and what is not, values, displays, resolution against now."""

from __future__ import annotations

import datetime

import pytest

from kglink.linking.constraints import extract_constraints
from kglink.linking.timeexpr import find_times, parse_zh_small

NOW = datetime.date(2025, 7, 15)  # a Tuesday in Q3


def times(text: str, now: datetime.date | None = None) -> list[tuple[str, str, str]]:
    """(words, value, display) of the time constraints of ``text``."""
    return [(c.text, c.value, c.display) for c in extract_constraints(text, now=now) if c.kind == "time"]


# Self-contained expressions: the same with and without now, the user's words as display.
ABSOLUTE = [
    ("华东区2025年7月的销售额", "2025年7月", "2025-07"),
    ("7月份的数据", "7月份", "M07"),
    ("七月的销售额", "七月", "M07"),
    ("那六月呢", "六月", "M06"),
    ("十二月的报表", "十二月", "M12"),
    ("十一月有活动吗", "十一月", "M11"),
    ("10月", "10月", "M10"),
    ("2025年的预算", "2025年", "2025"),
    ("二〇二四年三月", "二〇二四年三月", "2024-03"),
    ("2025年的7月", "2025年的7月", "2025-07"),
    ("二季度营收", "二季度", "Q2"),
    ("第二季度", "第二季度", "Q2"),
    ("2季度的目标", "2季度", "Q2"),
    ("一季度", "一季度", "Q1"),
    ("Q2的销售额", "Q2", "Q2"),
    ("2025年Q3", "2025年Q3", "2025-Q3"),
    ("2025Q4", "2025Q4", "2025-Q4"),
    ("2025年第一季度", "2025年第一季度", "2025-Q1"),
    ("上半年的利润", "上半年", "H1"),
    ("下半年", "下半年", "H2"),
    ("H1业绩", "H1", "H1"),
    ("2024年下半年", "2024年下半年", "2024-H2"),
    ("2025年底", "2025年底", "2025-Q4"),
    ("2025年初", "2025年初", "2025-Q1"),
    ("7月15日开业", "7月15日", "M07-15"),
    ("7月15号", "7月15号", "M07-15"),
    ("2025年7月15日", "2025年7月15日", "2025-07-15"),
    ("7-9月", "7-9月", "M07/M09"),
    ("2025年3月到5月", "2025年3月到5月", "2025-03/2025-05"),
    ("11月到2月", "11月到2月", "M11/M02"),
    ("2025-07-15的订单", "2025-07-15", "2025-07-15"),
    ("2025/7的数据", "2025/7", "2025-07"),
    ("2020-2023年", "2020-2023年", "2020/2023"),
    ("sales in July", "July", "M07"),
    ("July 2025", "July 2025", "2025-07"),
    ("Jan 2024 numbers", "Jan 2024", "2024-01"),
    ("Sept 2025", "Sept 2025", "2025-09"),
    ("March 3", "March 3", "M03-03"),
    ("July 15, 2025", "July 15, 2025", "2025-07-15"),
    ("15 July 2025", "15 July 2025", "2025-07-15"),
    ("July-September 2025", "July-September 2025", "2025-07/2025-09"),
    ("Q2 revenue", "Q2", "Q2"),
    ("Q2 2025", "Q2 2025", "2025-Q2"),
    ("2025 Q3", "2025 Q3", "2025-Q3"),
    ("the third quarter", "third quarter", "Q3"),
    ("the second quarter of 2024", "second quarter of 2024", "2024-Q2"),
    ("first half", "first half", "H1"),
    ("H1 2025", "H1 2025", "2025-H1"),
    ("the second half of 2024", "second half of 2024", "2024-H2"),
    ("in 2025", "2025", "2025"),
]


@pytest.mark.parametrize(("text", "words", "value"), ABSOLUTE)
@pytest.mark.parametrize("now", [None, NOW])
def test_absolute_expressions_keep_the_users_words(text: str, words: str, value: str, now: datetime.date | None) -> None:
    assert times(text, now) == [(words, value, words)]


RELATIVE = [
    ("这个月的销售额", "这个月", "2025-07", "2025年7月"),
    ("本月", "本月", "2025-07", "2025年7月"),
    ("上个月", "上个月", "2025-06", "2025年6月"),
    ("上月的数据", "上月", "2025-06", "2025年6月"),
    ("下个月", "下个月", "2025-08", "2025年8月"),
    ("上上个月", "上上个月", "2025-05", "2025年5月"),
    ("本周", "本周", "2025-07-14/2025-07-20", "2025年7月14日至7月20日"),
    ("这周有空吗", "这周", "2025-07-14/2025-07-20", "2025年7月14日至7月20日"),
    ("上周", "上周", "2025-07-07/2025-07-13", "2025年7月7日至7月13日"),
    ("上星期的会议", "上星期", "2025-07-07/2025-07-13", "2025年7月7日至7月13日"),
    ("上个礼拜", "上个礼拜", "2025-07-07/2025-07-13", "2025年7月7日至7月13日"),
    ("下周", "下周", "2025-07-21/2025-07-27", "2025年7月21日至7月27日"),
    ("下下周", "下下周", "2025-07-28/2025-08-03", "2025年7月28日至8月3日"),
    ("上周一", "上周一", "2025-07-07", "2025年7月7日"),
    ("这周末", "这周末", "2025-07-19/2025-07-20", "2025年7月19日至7月20日"),
    ("今天", "今天", "2025-07-15", "2025年7月15日"),
    ("昨天的订单", "昨天", "2025-07-14", "2025年7月14日"),
    ("明天", "明天", "2025-07-16", "2025年7月16日"),
    ("今年", "今年", "2025", "2025年"),
    ("去年", "去年", "2024", "2024年"),
    ("明年", "明年", "2026", "2026年"),
    ("本年度", "本年度", "2025", "2025年"),
    ("去年二季度", "去年二季度", "2024-Q2", "2024年二季度"),
    ("今年上半年", "今年上半年", "2025-H1", "2025年上半年"),
    ("去年7月", "去年7月", "2024-07", "2024年7月"),
    ("去年同期", "去年同期", "2024", "2024年同期"),
    ("今年年底", "今年年底", "2025-Q4", "2025年年底"),
    ("年底之前", "年底", "2025-Q4", "2025年底"),
    ("上季度", "上季度", "2025-Q2", "2025年第二季度"),
    ("本季度", "本季度", "2025-Q3", "2025年第三季度"),
    ("最近三个月", "最近三个月", "2025-04-16/2025-07-15", "2025年4月16日至7月15日"),
    ("近7天", "近7天", "2025-07-09/2025-07-15", "2025年7月9日至7月15日"),
    ("过去一周", "过去一周", "2025-07-09/2025-07-15", "2025年7月9日至7月15日"),
    ("近半年", "近半年", "2025-01-16/2025-07-15", "2025年1月16日至7月15日"),
    # A time ago is one period before now, not a duration or a range up to now.
    ("松屿里两个月前的报修量", "两个月前", "2025-05", "2025年5月"),
    ("三年前", "三年前", "2022", "2022年"),
    ("半年前", "半年前", "2025-01", "2025年1月"),
    ("3天前", "3天前", "2025-07-12", "2025年7月12日"),
    ("billed hours 2 months ago", "2 months ago", "2025-05", "May 2025"),
    ("a year ago", "a year ago", "2024", "2024"),
    ("two quarters ago", "two quarters ago", "2025-Q1", "Q1 2025"),
    ("last month", "last month", "2025-06", "June 2025"),
    ("this month", "this month", "2025-07", "July 2025"),
    ("next month", "next month", "2025-08", "August 2025"),
    ("last week", "last week", "2025-07-07/2025-07-13", "July 7-13, 2025"),
    ("this weekend", "this weekend", "2025-07-19/2025-07-20", "July 19-20, 2025"),
    ("last quarter", "last quarter", "2025-Q2", "Q2 2025"),
    ("this year", "this year", "2025", "2025"),
    ("Last year", "Last year", "2024", "2024"),
    ("yesterday", "yesterday", "2025-07-14", "July 14, 2025"),
    ("today", "today", "2025-07-15", "July 15, 2025"),
    ("in the last 3 months", "last 3 months", "2025-04-16/2025-07-15", "April 16 - July 15, 2025"),
    ("past seven days", "past seven days", "2025-07-09/2025-07-15", "July 9-15, 2025"),
    ("Q2 of last year", "Q2 of last year", "2024-Q2", "Q2 2024"),
    ("last year's Q2", "last year's Q2", "2024-Q2", "Q2 2024"),
    ("first half of this year", "first half of this year", "2025-H1", "H1 2025"),
    ("July last year", "July last year", "2024-07", "July 2024"),
    # The figures "now" are this month's; a query still says "now" (today's policy is
    # not the month's, and the month may have no report yet).
    ("how many beds are blocked now?", "now", "2025-07", "now"),
    ("what is it right now", "right now", "2025-07", "right now"),
    ("who is currently on call", "currently", "2025-07", "currently"),
]


@pytest.mark.parametrize(("text", "words", "value", "display"), RELATIVE)
def test_relative_expressions_resolve_against_now(text: str, words: str, value: str, display: str) -> None:
    assert times(text, NOW) == [(words, value, display)]


UNRESOLVED = [
    ("这个月", "R:month+0"),
    ("上个月", "R:month-1"),
    ("上周", "R:week-1"),
    ("这周末", "R:week+0-weekend"),
    ("今天", "R:day+0"),
    ("昨天", "R:day-1"),
    ("去年", "R:year-1"),
    ("去年二季度", "R:year-1-Q2"),
    ("今年7月", "R:year+0-M07"),
    ("年底", "R:year+0-Q4"),
    ("上季度", "R:quarter-1"),
    ("最近三个月", "R:last-P3M"),
    ("近7天", "R:last-P7D"),
    ("last month", "R:month-1"),
    ("last quarter", "R:quarter-1"),
    ("last 2 weeks", "R:last-P2W"),
    ("3 months ago", "R:month-3"),
    ("两年前", "R:year-2"),
    ("Q2 of last year", "R:year-1-Q2"),
    ("what's occupancy at the moment", "R:month+0"),
]


@pytest.mark.parametrize(("text", "value"), UNRESOLVED)
def test_relative_expressions_without_now_keep_the_users_words(text: str, value: str) -> None:
    [(words, got_value, display)] = times(text)
    assert (got_value, display) == (value, words)


# Year and month boundaries.
BOUNDARIES = [
    (datetime.date(2025, 1, 10), "上个月", "2024-12", "2024年12月"),
    (datetime.date(2025, 1, 10), "last month", "2024-12", "December 2024"),
    (datetime.date(2025, 12, 20), "下个月", "2026-01", "2026年1月"),
    (datetime.date(2025, 2, 14), "last quarter", "2024-Q4", "Q4 2024"),
    (datetime.date(2025, 2, 14), "上季度", "2024-Q4", "2024年第四季度"),
    (datetime.date(2025, 11, 30), "next quarter", "2026-Q1", "Q1 2026"),
    (datetime.date(2025, 1, 1), "上周", "2024-12-23/2024-12-29", "2024年12月23日至12月29日"),
    (datetime.date(2025, 1, 1), "本周", "2024-12-30/2025-01-05", "2024年12月30日至2025年1月5日"),
    (datetime.date(2025, 1, 1), "this week", "2024-12-30/2025-01-05", "December 30, 2024 - January 5, 2025"),
    (datetime.date(2025, 3, 3), "last week", "2025-02-24/2025-03-02", "February 24 - March 2, 2025"),
    (datetime.date(2025, 1, 1), "昨天", "2024-12-31", "2024年12月31日"),
    (datetime.date(2025, 1, 15), "最近三个月", "2024-10-16/2025-01-15", "2024年10月16日至2025年1月15日"),
    (datetime.date(2025, 3, 31), "最近一个月", "2025-03-01/2025-03-31", "2025年3月1日至3月31日"),
    (datetime.date(2024, 2, 29), "过去一年", "2023-03-01/2024-02-29", "2023年3月1日至2024年2月29日"),
    (datetime.date(2025, 1, 5), "去年年底", "2024-Q4", "2024年年底"),
]


@pytest.mark.parametrize(("now", "text", "value", "display"), BOUNDARIES)
def test_resolution_across_boundaries(now: datetime.date, text: str, value: str, display: str) -> None:
    [(_, got_value, got_display)] = times(text, now)
    assert (got_value, got_display) == (value, display)


def test_a_datetime_counts_as_its_date() -> None:
    assert times("上个月", datetime.datetime(2025, 1, 10, 23, 59)) == [("上个月", "2024-12", "2024年12月")]


def test_dates_past_the_calendar_stay_unresolved() -> None:
    assert times("下个月", datetime.date(9999, 12, 31)) == [("下个月", "R:month+1", "下个月")]
    assert times("last year", datetime.date(1, 1, 1)) == [("last year", "R:year-1", "last year")]


NOT_TIME = [
    "买7个",
    "月活是多少",
    "二线城市的标准",
    "3个月的试用期",
    "一个月多少钱",
    "每月几号发工资",
    "May I ask something",
    "周一开门吗",
    "上周期的结果",
    "说明年度计划",
    "基本年薪多少",
    "五年级的课程",
    "13月薪",
    "第三月",
    "FY2025E",
    "电话13800138000",
    "四季酒店",
    "三分之一",
    "iPhone 15",
    "2025元",
    "以后天天运动",
    "that's all for now.",
    "ok now I need a train",
    "I saw it just now.",
]


@pytest.mark.parametrize("text", NOT_TIME)
def test_no_time_where_there_is_none(text: str) -> None:
    assert times(text, NOW) == []


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [("三天", "quantity", "duration=P3D"), ("3个月", "quantity", "duration=P3M"), ("7个", "quantity", "count=7")],
)
def test_durations_and_counts_are_quantities_not_times(text: str, kind: str, value: str) -> None:
    [constraint] = extract_constraints(text, now=NOW)
    assert (constraint.kind, constraint.value) == (kind, value)


def test_find_times_reports_overlapping_readings_for_the_caller_to_choose() -> None:
    values = {match.value for match in find_times("2025年7月", None)}
    assert {"2025-07", "2025"} <= values


@pytest.mark.parametrize(
    ("token", "number"),
    [("7", 7), ("七", 7), ("十", 10), ("十二", 12), ("二十", 20), ("二十五", 25), ("三十一", 31), ("两", 2), ("十十", None)],
)
def test_parse_zh_small(token: str, number: int | None) -> None:
    assert parse_zh_small(token) == number


def test_a_present_known_to_the_month_resolves_months_and_leaves_days_and_weeks() -> None:
    now = datetime.date(2025, 11, 1)
    found = {m.display: m.value for m in find_times("last month, last week and yesterday", now, now_unit="month")}
    assert found == {"October 2025": "2025-10", "last week": "R:week-1", "yesterday": "R:day-1"}
    found = {m.value for m in find_times("上季度和最近7天", now, now_unit="month")}
    assert found == {"2025-Q3", "R:last-P7D"}


@pytest.mark.parametrize(
    ("text", "value"),
    [("and in sept", "M09"), ("oct", "M10"), ("aug figures?", "M08"), ("the dec. report", "M12"), ("jan 2025", "2025-01")],
)
def test_short_month_names_typed_in_lower_case_are_months(text: str, value: str) -> None:
    assert [c.value for c in extract_constraints(text)] == [value]


def test_a_short_month_is_written_out_as_the_month() -> None:
    assert [(c.text, c.display) for c in extract_constraints("and in sept?")] == [("sept", "September")]


@pytest.mark.parametrize("text", ["may I ask", "in march we go", "a decent month", "an octopus"])
def test_words_that_look_like_short_months_are_not(text: str) -> None:
    assert find_times(text) == []


def test_now_resolves_to_the_present_month_and_is_still_written_as_said() -> None:
    now = datetime.date(2025, 11, 1)
    assert [(c.value, c.display) for c in extract_constraints("what is the policy now?", now=now)] == [("2025-11", "now")]
    assert [(c.value, c.display) for c in extract_constraints("this month", now=now)] == [("2025-11", "November 2025")]


SPANS = [
    ("全年呢", "全年", "M01/M12"),
    ("去年全年的销量", "去年全年", "2024-01/2024-12"),
    ("2024年前三季度", "2024年前三季度", "2024-01/2024-09"),
    ("前两个月呢", "前两个月", "M01/M02"),
    ("年初至今退货多少", "年初至今", "2025-01/2025-07"),
    ("去年以来", "去年以来", "2024-01/2025-07"),
    ("where are we year to date?", "year to date", "2025-01/2025-07"),
    ("and for the full year", "the full year", "M01/M12"),
    ("over the first two quarters", "the first two quarters", "M01/M06"),
]


@pytest.mark.parametrize(("text", "words", "value"), SPANS)
def test_spans_from_the_start_of_a_year(text: str, words: str, value: str) -> None:
    found = [(m.value, m.start, m.end) for m in find_times(text, datetime.date(2025, 7, 20))]
    assert (value, text.index(words), text.index(words) + len(words)) in found, found


@pytest.mark.parametrize("text", ["安全年检", "提前两个月通知", "目前三季度"])
def test_a_span_word_inside_another_word_is_none(text: str) -> None:
    assert not any(m.value.startswith("M01/") for m in find_times(text, datetime.date(2025, 7, 20)))
