"""Time expressions in Chinese and English, resolved against an optional ``now``.

:func:`find_times` reports every time expression it recognises, as :class:`TimeMatch`
values that may overlap; :mod:`kglink.linking.constraints` picks the longest
non-overlapping ones. Each match carries

- ``value``, a machine form: ISO-like when the period is known ("2025-07", "2025-Q2",
  "2025-H1", "2025", "2025-07-15", a range "2025-07-07/2025-07-13"), the part that is
  known when the year is not ("M07", "M07-15", "Q2", "H1"), and for a relative
  expression with no ``now`` a symbolic form ("R:month-1", "R:week+0", "R:year-1-Q2",
  "R:last-P3M");
- ``display``, how a rewritten query should write it: the user's words when they are
  self-contained ("7月", "二季度", "Q2 2025"), an absolute phrase in the language of the
  expression when they depend on ``now`` ("上周" -> "2025年7月7日至7月13日",
  "last month" -> "June 2025"), and the user's words again when ``now`` is unknown.

Choices made here (language facts, not data):

- A bare month ("7月", "July") keeps its year unknown ("M07") even when ``now`` is
  given: "12月" said in January may mean either December.
- Weeks run Monday to Sunday. "最近三个月" / "last 3 months" is the range of days that
  ends on ``now`` (2025-04-16/2025-07-15 for now=2025-07-15); "近半年" is six months.
- "年初" is taken as Q1 and "年底"/"年末" as Q4 (coarse, but a period a document can
  be filed under); "去年同期" keeps the year ("2024") and the words "同期".
- Not treated as time: durations ("三天", "3个月" are quantities), "前三天" (the first
  three days of what?), a bare weekday ("周一开门吗" speaks of every Monday), "月活",
  "二线", "7个". Month names in English must be capitalised, and "May" followed by a
  pronoun or verb ("May I") is the modal verb.
"""

from __future__ import annotations

import datetime
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass

logger = logging.getLogger(__name__)

@dataclass(frozen=True, slots=True)
class TimeMatch:
    """One time expression.

    Attributes:
        start, end: span in the original text.
        value: the normalised machine value (see the module docstring).
        display: how a rewritten query writes it.
        relative: True when the words depend on the current date ("上个月", "last week").
    """

    start: int
    end: int
    value: str
    display: str
    relative: bool = False


# -- numbers ------------------------------------------------------------------------------

_ZH_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_EN_NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30,
}


def parse_zh_small(token: str) -> int | None:
    """A small number written in digits or Chinese numerals ("7", "十二", "二十五", "两")."""
    if token.isdigit():
        return int(token)
    if token in _ZH_DIGITS:
        return _ZH_DIGITS[token]
    if "十" in token:
        tens, _, ones = token.partition("十")
        if (tens and tens not in _ZH_DIGITS) or (ones and ones not in _ZH_DIGITS):
            return None
        return (_ZH_DIGITS[tens] if tens else 1) * 10 + (_ZH_DIGITS[ones] if ones else 0)
    return None


def _parse_count(token: str) -> int | None:
    """The N of "最近N天" / "last N days": digits, Chinese numerals or an English word."""
    token = token.strip()
    if token.isdigit():
        return int(token)
    lowered = token.lower()
    if lowered in _EN_NUMBERS:
        return _EN_NUMBERS[lowered]
    return parse_zh_small(token)


def _parse_year(token: str) -> int:
    """A four-digit year in Arabic digits or Chinese digits ("二〇二五")."""
    if token.isdigit():
        return int(token)
    return int("".join(str(_ZH_DIGITS[char]) for char in token))


# -- calendar arithmetic -------------------------------------------------------------------


def _shift_month(year: int, month: int, offset: int) -> tuple[int, int]:
    index = year * 12 + (month - 1) + offset
    return index // 12, index % 12 + 1


def _week_start(now: datetime.date, offset: int) -> datetime.date:
    return now - datetime.timedelta(days=now.weekday()) + datetime.timedelta(weeks=offset)


def _months_back(now: datetime.date, months: int) -> datetime.date:
    """The day after the same day ``months`` months before ``now`` (clamped to month end)."""
    year, month = _shift_month(now.year, now.month, -months)
    day = min(now.day, _month_length(year, month))
    return datetime.date(year, month, day) + datetime.timedelta(days=1)


def _month_length(year: int, month: int) -> int:
    next_year, next_month = _shift_month(year, month, 1)
    if next_year > datetime.MAXYEAR:
        return 31
    return (datetime.date(next_year, next_month, 1) - datetime.date(year, month, 1)).days


def _valid_day(year: int | None, month: int, day: int) -> bool:
    if year is None:
        return day <= (29 if month == 2 else _month_length(2001, month))
    try:
        datetime.date(year, month, day)
    except ValueError:
        return False
    return True


# -- display forms ------------------------------------------------------------------------

_EN_MONTH_NAMES = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)
_ZH_QUARTERS = "一二三四"


def _zh_day(day: datetime.date) -> str:
    return f"{day.year}年{day.month}月{day.day}日"


def _zh_days(first: datetime.date, last: datetime.date) -> str:
    if first.year != last.year:
        return f"{_zh_day(first)}至{_zh_day(last)}"
    return f"{_zh_day(first)}至{last.month}月{last.day}日"


def _en_day(day: datetime.date) -> str:
    return f"{_EN_MONTH_NAMES[day.month - 1]} {day.day}, {day.year}"


def _en_days(first: datetime.date, last: datetime.date) -> str:
    if first.year != last.year:
        return f"{_en_day(first)} - {_en_day(last)}"
    if first.month != last.month:
        return f"{_EN_MONTH_NAMES[first.month - 1]} {first.day} - {_EN_MONTH_NAMES[last.month - 1]} {last.day}, {last.year}"
    return f"{_EN_MONTH_NAMES[first.month - 1]} {first.day}-{last.day}, {last.year}"


def _days_value(first: datetime.date, last: datetime.date) -> str:
    return f"{first.isoformat()}/{last.isoformat()}"


def _days(first: datetime.date, last: datetime.date, zh: bool) -> tuple[str, str]:
    """(value, display) of a day range, a single day when first == last."""
    if first == last:
        return first.isoformat(), _zh_day(first) if zh else _en_day(first)
    return _days_value(first, last), _zh_days(first, last) if zh else _en_days(first, last)


def _month_display(year: int, month: int, zh: bool) -> str:
    return f"{year}年{month}月" if zh else f"{_EN_MONTH_NAMES[month - 1]} {year}"


def _quarter_display(year: int, quarter: int, zh: bool) -> str:
    return f"{year}年第{_ZH_QUARTERS[quarter - 1]}季度" if zh else f"Q{quarter} {year}"


def _half_display(year: int, half: int, zh: bool) -> str:
    if zh:
        return f"{year}年{'上' if half == 1 else '下'}半年"
    return f"H{half} {year}"


def _year_display(year: int, zh: bool) -> str:
    return f"{year}年" if zh else str(year)


def _check_year(year: int) -> int:
    if not 1 <= year <= datetime.MAXYEAR:
        raise ValueError(f"year {year} out of range")
    return year


# -- the year a sub-period belongs to --------------------------------------------------------

_ZH_YEAR_OFFSETS = {"今": 0, "本": 0, "去": -1, "上": -1, "上一": -1, "明": 1, "下": 1, "下一": 1, "前": -2, "后": 2}
_EN_YEAR_OFFSETS = {"this": 0, "current": 0, "last": -1, "previous": -1, "next": 1}


@dataclass(frozen=True, slots=True)
class _Year:
    """The year part of an expression: absent, written out, or relative to now."""

    absolute: int | None = None
    offset: int | None = None

    @property
    def relative(self) -> bool:
        return self.offset is not None

    def resolve(self, now: datetime.date | None) -> int | None:
        if self.absolute is not None:
            return self.absolute
        if self.offset is not None and now is not None:
            return _check_year(now.year + self.offset)
        return None

    def tag(self) -> str:
        """The symbolic prefix of an unresolved relative year ("R:year-1")."""
        return f"R:year{self.offset:+d}"


def _year_from(match: re.Match[str]) -> _Year:
    """The year of a Chinese expression: "2025年", "二〇二五年", "去年", or none."""
    if match.group("ya"):
        return _Year(absolute=_parse_year(match.group("ya")))
    if match.group("yr"):
        return _Year(offset=_ZH_YEAR_OFFSETS[match.group("yr")])
    return _Year()


def _in_year(
    match: re.Match[str],
    year: _Year,
    now: datetime.date | None,
    known: Callable[[int], str],
    unknown: str,
    absolute_display: Callable[[int], str] | None,
) -> TimeMatch:
    """A sub-period of a year: month, quarter, half, day or year edge.

    ``known(y)`` is the value when the year is known, ``unknown`` the value (without the
    year) when it is not; ``absolute_display(y)`` writes the period when a relative year
    is resolved against ``now`` (None keeps the words).
    """
    text = match.group(0)
    resolved = year.resolve(now)
    if resolved is not None:
        display = text
        if year.relative and absolute_display is not None:
            display = absolute_display(resolved)
        return TimeMatch(match.start(), match.end(), known(resolved), display, year.relative)
    if year.relative:
        return TimeMatch(match.start(), match.end(), f"{year.tag()}-{unknown}" if unknown else year.tag(), text, True)
    return TimeMatch(match.start(), match.end(), unknown, text, False)


def _zh_rest(match: re.Match[str], resolved: int) -> str:
    """A resolved year written out, then the user's own words for the part after it."""
    rest = match.string[match.end("year") : match.end()].lstrip().removeprefix("的").lstrip()
    return f"{resolved}年{rest}"


# -- Chinese patterns -------------------------------------------------------------------------

_ZH_NUM_CHARS = "零〇一二两三四五六七八九十百千万亿"
_ZH_YEAR_DIGITS = "〇零一二三四五六七八九"
# A relative-year stem, not inside a longer word ("以后", "说明", "基本").
_ZH_REL_STEM = r"(?<![以之然最今往随先说证表声发透光文简标注])(?P<yr>本(?=年度)|今|去|上一?|明|下一?|前|后)"
_ZH_ABS_YEAR = rf"(?<![\d{_ZH_YEAR_DIGITS}])(?P<ya>[12]\d{{3}}|[{_ZH_YEAR_DIGITS}]{{4}})"


def _zh_year_prefix(before_latin: bool = False) -> str:
    """An optional year in front of a month, quarter or half: "2025年", "今年", "2025" before Q/H."""
    bare = r"|(?=\s?[QqHh]\d)" if before_latin else ""
    return rf"(?P<year>(?:{_ZH_ABS_YEAR}\s?(?:年度?{bare})|{_ZH_REL_STEM}年度?)\s?(?:的\s?)?)?"


_ZH_MONTH_NUM = r"1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九]"
_ZH_DAY_NUM = r"3[01]|[12]\d|0?[1-9]|三十一?|二?十[一二三四五六七八九]?|二十|[一二三四五六七八九]"
_ZH_BEFORE_MONTH = rf"(?<![\d.{_ZH_NUM_CHARS}第每几上下本个半])"

# Each pattern opens with a lookahead of the characters it can start with: a position
# that cannot start a match then costs one character test (see tests for the speed budget).
_ZH_YEAR_OR_MONTH_FIRST = r"(?=[\d〇零一二三四五六七八九十今本去上明下前后])"

_ZH_DATE = re.compile(
    _ZH_YEAR_OR_MONTH_FIRST
    + _zh_year_prefix()
    + _ZH_BEFORE_MONTH
    + rf"(?P<m>{_ZH_MONTH_NUM})\s?月\s?(?P<d>{_ZH_DAY_NUM})\s?[日号](?![线楼院])"
)
_ZH_MONTH = re.compile(_ZH_YEAR_OR_MONTH_FIRST + _zh_year_prefix() + _ZH_BEFORE_MONTH + rf"(?P<m>{_ZH_MONTH_NUM})\s?月(?:份)?")
_ZH_MONTH_RANGE = re.compile(
    _ZH_YEAR_OR_MONTH_FIRST
    + _zh_year_prefix()
    + _ZH_BEFORE_MONTH
    + rf"(?P<m1>{_ZH_MONTH_NUM})\s?(?:月份?)?\s?(?:到|至|-|~|～)\s?(?P<m2>{_ZH_MONTH_NUM})\s?月(?:份)?"
)
_ZH_QUARTER = re.compile(
    r"(?=[\d〇零一二三四五六七八九今本去上明下前后第Qq])"
    + _zh_year_prefix(before_latin=True)
    + rf"(?:(?<![\d{_ZH_NUM_CHARS}上下本这当])第?(?P<q>[一二三四1-4])\s?季度|(?<![A-Za-z0-9])[Qq](?P<q2>[1-4])(?![A-Za-z0-9]))"
)
_ZH_HALF = re.compile(
    r"(?=[\d〇零一二三四五六七八九今本去上明下前后Hh])"
    + _zh_year_prefix(before_latin=True)
    + r"(?:(?P<h>[上下])半年|(?<![A-Za-z0-9])[Hh](?P<h2>[12])(?![A-Za-z0-9]))"
)
_ZH_YEAR = re.compile(
    r"(?=[\d〇零一二三四五六七八九今本去上明下前后])"
    rf"(?P<year>(?:{_ZH_ABS_YEAR}\s?|{_ZH_REL_STEM})年度?)(?P<edge>年?初|年?底|年?末|同期)?(?![级代纪])"
)
_ZH_YEAR_EDGE = re.compile(rf"(?<![\d{_ZH_NUM_CHARS}今去明前后本上下])年(?P<edge>初|底|末)")
_ZH_REL_MONTH = re.compile(r"(?=[这本上下])(?P<rel>这个|这|本|上上个|上上|上个|上一个|上|下下个|下下|下个|下一个|下)月(?:份)?(?![份额])")
_ZH_REL_WEEK = re.compile(
    r"(?=[这本上下])(?P<rel>这个|这|本|上上个|上上|上个|上一个|上|下下个|下下|下个|下一个|下)(?:周|星期|礼拜)"
    r"(?:(?P<end>末)|(?P<wd>[一二三四五六日天1-7]))?(?![期年岁边围转到])"
)
_ZH_REL_DAY = re.compile(r"(?=[大今昨前明后])(?:大前天|大后天|今天|今日|昨天|昨日|(?<![以之然最往先])前天|明天|明日|(?<![以之然最往先天])后天)")
_ZH_REL_QUARTER = re.compile(r"(?=[本这当上下])(?P<rel>本|这一?个?|当前|上一?个?|下一?个?)季度")
_ZH_RECENT = re.compile(
    r"(?=[最近过])(?:最近|(?<![接将])近|过去)(?:的)?\s?"
    rf"(?:(?P<half>半)年|(?P<n>\d{{1,3}}|[{_ZH_NUM_CHARS}]{{1,3}})\s?(?P<u>个月|个星期|个礼拜|个工作日|天|日|周|星期|年))"
)

_ZH_REL_WORDS = {
    "这个": 0, "这": 0, "本": 0, "当前": 0, "这一": 0, "这一个": 0,
    "上个": -1, "上一个": -1, "上": -1, "上一": -1,
    "下个": 1, "下一个": 1, "下": 1, "下一": 1,
    "上上个": -2, "上上": -2, "下下个": 2, "下下": 2,
}
_ZH_DAY_OFFSETS = {"大前天": -3, "前天": -2, "昨天": -1, "昨日": -1, "今天": 0, "今日": 0, "明天": 1, "明日": 1, "后天": 2, "大后天": 3}
_ZH_WEEKDAYS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "日": 7, "天": 7}


def _zh_month(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    month = parse_zh_small(match.group("m"))
    if month is None or not 1 <= month <= 12:
        return None
    year = _year_from(match)
    return _in_year(
        match, year, now,
        known=lambda y: f"{y}-{month:02d}",
        unknown=f"M{month:02d}",
        absolute_display=lambda y: _zh_rest(match, y),
    )


def _zh_date(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    month, day = parse_zh_small(match.group("m")), parse_zh_small(match.group("d"))
    if month is None or day is None or not 1 <= month <= 12 or not 1 <= day <= 31:
        return None
    year = _year_from(match)
    resolved = year.resolve(now)
    if not _valid_day(resolved, month, day):
        return None
    return _in_year(
        match, year, now,
        known=lambda y: f"{y}-{month:02d}-{day:02d}",
        unknown=f"M{month:02d}-{day:02d}",
        absolute_display=lambda y: _zh_rest(match, y),
    )


def _month_range(
    match: re.Match[str], now: datetime.date | None, first: int | None, last: int | None, english: bool
) -> TimeMatch | None:
    if first is None or last is None or not 1 <= first <= 12 or not 1 <= last <= 12 or first == last:
        return None
    year = _en_year(match) if english else _year_from(match)
    # "11月到2月" runs into the next year.
    last_year_offset = 1 if last < first else 0

    def known(y: int) -> str:
        return f"{y}-{first:02d}/{_check_year(y + last_year_offset)}-{last:02d}"

    def display(y: int) -> str:
        if english:
            return f"{_EN_MONTH_NAMES[first - 1]}-{_EN_MONTH_NAMES[last - 1]} {y}"
        return _zh_rest(match, y)

    return _in_year(match, year, now, known=known, unknown=f"M{first:02d}/M{last:02d}", absolute_display=display)


def _zh_month_range(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    return _month_range(match, now, parse_zh_small(match.group("m1")), parse_zh_small(match.group("m2")), False)


def _zh_quarter(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    quarter = parse_zh_small(match.group("q") or match.group("q2"))
    assert quarter is not None  # the pattern admits 1-4 only
    year = _year_from(match)
    return _in_year(
        match, year, now,
        known=lambda y: f"{y}-Q{quarter}",
        unknown=f"Q{quarter}",
        absolute_display=lambda y: _zh_rest(match, y),
    )


def _zh_half(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    half = 1 if match.group("h") == "上" or match.group("h2") == "1" else 2
    year = _year_from(match)
    return _in_year(
        match, year, now,
        known=lambda y: f"{y}-H{half}",
        unknown=f"H{half}",
        absolute_display=lambda y: _zh_rest(match, y),
    )


_EDGE_QUARTERS = {"初": "Q1", "底": "Q4", "末": "Q4"}


def _zh_year(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    year = _year_from(match)
    edge = match.group("edge") or ""
    quarter = _EDGE_QUARTERS.get(edge[-1:]) if edge != "同期" else None
    if quarter is None:
        return _in_year(
            match, year, now,
            known=str,
            unknown="",
            absolute_display=lambda y: _zh_rest(match, y),
        )
    return _in_year(
        match, year, now,
        known=lambda y: f"{y}-{quarter}",
        unknown=quarter,
        absolute_display=lambda y: _zh_rest(match, y),
    )


def _zh_year_edge(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    quarter = _EDGE_QUARTERS[match.group("edge")]
    if now is None:
        return TimeMatch(match.start(), match.end(), f"R:year+0-{quarter}", match.group(0), True)
    return TimeMatch(match.start(), match.end(), f"{now.year}-{quarter}", f"{now.year}{match.group(0)}", True)


def _relative_month(match: re.Match[str], now: datetime.date | None, offset: int, zh: bool) -> TimeMatch:
    if now is None:
        return TimeMatch(match.start(), match.end(), f"R:month{offset:+d}", match.group(0), True)
    year, month = _shift_month(now.year, now.month, offset)
    _check_year(year)
    return TimeMatch(match.start(), match.end(), f"{year}-{month:02d}", _month_display(year, month, zh), True)


def _relative_week(
    match: re.Match[str], now: datetime.date | None, offset: int, zh: bool, weekend: bool = False, weekday: int | None = None
) -> TimeMatch:
    tag = f"R:week{offset:+d}" + ("-weekend" if weekend else f"-D{weekday}" if weekday else "")
    if now is None:
        return TimeMatch(match.start(), match.end(), tag, match.group(0), True)
    monday = _week_start(now, offset)
    if weekday is not None:
        first = last = monday + datetime.timedelta(days=weekday - 1)
    elif weekend:
        first, last = monday + datetime.timedelta(days=5), monday + datetime.timedelta(days=6)
    else:
        first, last = monday, monday + datetime.timedelta(days=6)
    value, display = _days(first, last, zh)
    return TimeMatch(match.start(), match.end(), value, display, True)


def _relative_quarter(match: re.Match[str], now: datetime.date | None, offset: int, zh: bool) -> TimeMatch:
    if now is None:
        return TimeMatch(match.start(), match.end(), f"R:quarter{offset:+d}", match.group(0), True)
    index = now.year * 4 + (now.month - 1) // 3 + offset
    year, quarter = _check_year(index // 4), index % 4 + 1
    return TimeMatch(match.start(), match.end(), f"{year}-Q{quarter}", _quarter_display(year, quarter, zh), True)


def _relative_year(match: re.Match[str], now: datetime.date | None, offset: int, zh: bool) -> TimeMatch:
    if now is None:
        return TimeMatch(match.start(), match.end(), f"R:year{offset:+d}", match.group(0), True)
    year = _check_year(now.year + offset)
    return TimeMatch(match.start(), match.end(), str(year), _year_display(year, zh), True)


def _relative_day(match: re.Match[str], now: datetime.date | None, offset: int, zh: bool) -> TimeMatch:
    if now is None:
        return TimeMatch(match.start(), match.end(), f"R:day{offset:+d}", match.group(0), True)
    day = now + datetime.timedelta(days=offset)
    value, display = _days(day, day, zh)
    return TimeMatch(match.start(), match.end(), value, display, True)


def _recent(match: re.Match[str], now: datetime.date | None, count: int, unit: str, zh: bool) -> TimeMatch | None:
    """The range of days that ends on ``now``: "最近三个月", "last 7 days"."""
    if count <= 0 or count > 1000:
        return None
    tag = f"R:last-P{count}{unit}"
    if now is None:
        return TimeMatch(match.start(), match.end(), tag, match.group(0), True)
    if unit == "D":
        first = now - datetime.timedelta(days=count - 1)
    elif unit == "W":
        first = now - datetime.timedelta(days=7 * count - 1)
    else:
        first = _months_back(now, count * (12 if unit == "Y" else 1))
    value, display = _days(first, now, zh)
    return TimeMatch(match.start(), match.end(), value, display, True)


def _zh_rel_month(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    return _relative_month(match, now, _ZH_REL_WORDS[match.group("rel")], zh=True)


def _zh_rel_week(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    offset = _ZH_REL_WORDS[match.group("rel")]
    weekday_token = match.group("wd")
    weekday = None
    if weekday_token:
        weekday = int(weekday_token) if weekday_token.isdigit() else _ZH_WEEKDAYS[weekday_token]
    return _relative_week(match, now, offset, zh=True, weekend=bool(match.group("end")), weekday=weekday)


def _zh_rel_day(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    return _relative_day(match, now, _ZH_DAY_OFFSETS[match.group(0)], zh=True)


def _zh_rel_quarter(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    return _relative_quarter(match, now, _ZH_REL_WORDS[match.group("rel")], zh=True)


_ZH_RECENT_UNITS = {"个月": "M", "个星期": "W", "个礼拜": "W", "周": "W", "星期": "W", "天": "D", "日": "D", "个工作日": "D", "年": "Y"}


def _zh_recent(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    if match.group("half"):
        return _recent(match, now, 6, "M", zh=True)
    count = _parse_count(match.group("n"))
    if count is None:
        return None
    return _recent(match, now, count, _ZH_RECENT_UNITS[match.group("u")], zh=True)


# -- English patterns -----------------------------------------------------------------------

_EN_MONTHS = {name.lower(): index + 1 for index, name in enumerate(_EN_MONTH_NAMES)}
_EN_MONTHS.update(
    {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12}
)


def _en_month_pattern(name: str) -> str:
    # Month names are capitalised in English; "May" before a pronoun or verb is the modal.
    # Typed fast in lower case ("sorry i meant august"), the full names still count, but
    # "may" and "march", which are words of their own, do not.
    return (
        rf"(?=[JFMASONDjfasond])(?<![A-Za-z])(?P<{name}>January|February|March|April"
        r"|May(?!\s+(?:I|we|you|he|she|it|they|be|have|not|also|need)\b)"
        r"|June|July|August|September|October|November|December"
        r"|january|february|april|june|july|august|september|october|november|december"
        r"|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)(?:\.(?!\d))?)(?![A-Za-z])"
    )


_EN_YEAR_NUM = r"(?:19|20)\d\d(?!\d)"
_EN_YEAR_TAIL = rf"(?:,?\s+(?i:of\s+)?(?P<y>{_EN_YEAR_NUM})|\s+(?i:of\s+)?(?P<yr>(?i:this|last|next))\s+(?i:year))"

_EN_MONTH = re.compile(
    _en_month_pattern("mon")
    + r"(?:\s+(?P<d>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?(?![\d:A-Za-z]))?"
    + rf"(?:{_EN_YEAR_TAIL})?"
)
_EN_DAY_MONTH = re.compile(
    r"(?=\d)(?<![\d.])(?P<d>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\s+(?:of\s+)?"
    + _en_month_pattern("mon")
    + rf"(?:,?\s+(?P<y>{_EN_YEAR_NUM}))?"
)
_EN_MONTH_RANGE = re.compile(
    _en_month_pattern("mon1")
    + r"\s*(?:-|–|(?i:to|through|until|till)\b)\s*"
    + _en_month_pattern("mon2")
    + rf"(?:,?\s+(?P<y>{_EN_YEAR_NUM}))?"
)
_EN_ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_EN_OF_YEAR = (
    r"(?:\s*(?:of\s+)?(?P<y>" + _EN_YEAR_NUM + r")"
    r"|\s+(?:of\s+)?(?:the\s+)?(?P<yr>this|last|next)\s+year(?!'s)"
    r"|\s+of\s+the\s+year)?"
)
_EN_QUARTER = re.compile(
    r"(?=[\dqfstln])(?<![a-z0-9])(?:(?P<y0>" + _EN_YEAR_NUM + r")\s*-?\s*q(?P<q0>[1-4])"
    r"|(?:(?P<yp>this|last|next)\s+year'?s\s+)?"
    r"(?:q(?P<q>[1-4])|(?P<qw>first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter)" + _EN_OF_YEAR + r")(?![a-z0-9])",
    re.IGNORECASE,
)
_EN_HALF = re.compile(
    r"(?=[\dhfstln])(?<![a-z0-9])(?:(?P<y0>" + _EN_YEAR_NUM + r")\s*-?\s*h(?P<h0>[12])"
    r"|(?:(?P<yp>this|last|next)\s+year'?s\s+)?"
    r"(?:h(?P<h>[12])|(?P<hw>first|second|1st|2nd)\s+half)" + _EN_OF_YEAR + r")(?![a-z0-9])",
    re.IGNORECASE,
)
_EN_RELATIVE = re.compile(
    r"(?=[tlnpc])(?<![a-z])(?P<rel>this|last|next|previous|current)\s+"
    r"(?P<unit>month|weekend|week|quarter|year)(?![a-z])(?!\s+of\b)",
    re.IGNORECASE,
)
_EN_DAY = re.compile(
    r"(?=[ty])(?<![a-z])(?P<w>the\s+day\s+before\s+yesterday|the\s+day\s+after\s+tomorrow"
    r"|today|tonight|yesterday|tomorrow)(?![a-z])",
    re.IGNORECASE,
)
_EN_RECENT = re.compile(
    r"(?=[lpr])(?<![a-z])(?:last|past|previous|recent)\s+(?P<n>\d{1,3}|" + "|".join(_EN_NUMBERS) + r")\s+"
    r"(?P<u>days?|weeks?|months?|years?)(?![a-z])",
    re.IGNORECASE,
)
_EN_DAY_OFFSETS = {
    "the day before yesterday": -2, "yesterday": -1, "today": 0, "tonight": 0, "tomorrow": 1,
    "the day after tomorrow": 2,
}


def _en_year(match: re.Match[str]) -> _Year:
    """The year of an English expression: written out, "of last year", or "last year's"."""
    groups = match.re.groupindex
    for name in ("y0", "y"):
        if name in groups and match.group(name):
            return _Year(absolute=int(match.group(name)))
    for name in ("yp", "yr"):
        if name in groups and match.group(name):
            return _Year(offset=_EN_YEAR_OFFSETS[match.group(name).lower()])
    return _Year()


def _en_month_number(token: str) -> int:
    return _EN_MONTHS[token.rstrip(".").lower()]


def _en_month(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    month = _en_month_number(match.group("mon"))
    year = _en_year(match)
    day_token = match.groupdict().get("d")
    if day_token:
        day = int(day_token)
        if not _valid_day(year.resolve(now), month, day):
            return None
        return _in_year(
            match, year, now,
            known=lambda y: f"{y}-{month:02d}-{day:02d}",
            unknown=f"M{month:02d}-{day:02d}",
            absolute_display=lambda y: _en_day(datetime.date(y, month, day)),
        )
    return _in_year(
        match, year, now,
        known=lambda y: f"{y}-{month:02d}",
        unknown=f"M{month:02d}",
        absolute_display=lambda y: _month_display(y, month, zh=False),
    )


def _en_month_range(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    return _month_range(
        match, now, _en_month_number(match.group("mon1")), _en_month_number(match.group("mon2")), True
    )


def _en_quarter(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    token = match.group("q0") or match.group("q")
    quarter = int(token) if token else _EN_ORDINALS[match.group("qw").lower()]
    return _in_year(
        match, _en_year(match), now,
        known=lambda y: f"{y}-Q{quarter}",
        unknown=f"Q{quarter}",
        absolute_display=lambda y: _quarter_display(y, quarter, zh=False),
    )


def _en_half(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    token = match.group("h0") or match.group("h")
    half = int(token) if token else _EN_ORDINALS[match.group("hw").lower()]
    return _in_year(
        match, _en_year(match), now,
        known=lambda y: f"{y}-H{half}",
        unknown=f"H{half}",
        absolute_display=lambda y: _half_display(y, half, zh=False),
    )


def _en_relative(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    offset = _EN_YEAR_OFFSETS[match.group("rel").lower()]
    unit = match.group("unit").lower()
    if unit == "month":
        return _relative_month(match, now, offset, zh=False)
    if unit in ("week", "weekend"):
        return _relative_week(match, now, offset, zh=False, weekend=unit == "weekend")
    if unit == "quarter":
        return _relative_quarter(match, now, offset, zh=False)
    return _relative_year(match, now, offset, zh=False)


def _en_day_word(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    words = " ".join(match.group("w").lower().split())
    return _relative_day(match, now, _EN_DAY_OFFSETS[words], zh=False)


def _en_recent(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    count = _parse_count(match.group("n"))
    if count is None:
        return None
    return _recent(match, now, count, match.group("u")[0].upper(), zh=False)


# -- patterns shared by both languages -------------------------------------------------------

_ISO_DATE = re.compile(
    r"(?=[12])(?<![A-Za-z0-9.\-/])(?P<y>[12]\d{3})(?P<sep>[-/])(?P<m>1[0-2]|0?[1-9])"
    r"(?:(?P=sep)(?P<d>3[01]|[12]\d|0?[1-9]))?(?![A-Za-z0-9]|[-/.]\d)"
)
_YEAR_RANGE = re.compile(
    r"(?=[12])(?<![A-Za-z0-9.\-/$¥￥€£])(?P<y1>[12]\d{3})\s?(?:-|–|~|～|到|至|(?i:to)\b)\s?"
    r"(?P<y2>[12]\d{3})(?P<zh>\s?年)?(?![A-Za-z0-9])"
)
_BARE_YEAR = re.compile(r"(?=[12])(?<![A-Za-z0-9.$¥￥€£,/\-])(?P<y>(?:19|20)\d\d)(?![0-9]|\.\d|\s?%|[A-Za-z])")


def _iso_date(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    year, month = int(match.group("y")), int(match.group("m"))
    if match.group("d"):
        day = int(match.group("d"))
        if not _valid_day(year, month, day):
            return None
        return TimeMatch(match.start(), match.end(), f"{year}-{month:02d}-{day:02d}", match.group(0))
    return TimeMatch(match.start(), match.end(), f"{year}-{month:02d}", match.group(0))


def _year_range(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    first, last = int(match.group("y1")), int(match.group("y2"))
    if last <= first:
        return None
    return TimeMatch(match.start(), match.end(), f"{first}/{last}", match.group(0))


def _bare_year(match: re.Match[str], now: datetime.date | None) -> TimeMatch | None:
    return TimeMatch(match.start(), match.end(), match.group("y"), match.group(0))


# -- the scan ---------------------------------------------------------------------------------

_Handler = Callable[[re.Match[str], datetime.date | None], TimeMatch | None]

# Each family runs only when the text holds one of the characters it cannot do without.
_Family = tuple[re.Pattern[str], _Handler, frozenset[str]]


def _needs(chars: str) -> frozenset[str]:
    return frozenset(chars)


_FAMILIES: tuple[_Family, ...] = (
    (_ZH_DATE, _zh_date, _needs("日号")),
    (_ZH_MONTH_RANGE, _zh_month_range, _needs("月")),
    (_ZH_MONTH, _zh_month, _needs("月")),
    (_ZH_QUARTER, _zh_quarter, _needs("季Qq")),
    (_ZH_HALF, _zh_half, _needs("半Hh")),
    (_ZH_YEAR, _zh_year, _needs("年")),
    (_ZH_YEAR_EDGE, _zh_year_edge, _needs("年")),
    (_ZH_REL_MONTH, _zh_rel_month, _needs("月")),
    (_ZH_REL_WEEK, _zh_rel_week, _needs("周期拜")),
    (_ZH_REL_DAY, _zh_rel_day, _needs("天日")),
    (_ZH_REL_QUARTER, _zh_rel_quarter, _needs("季")),
    (_ZH_RECENT, _zh_recent, _needs("近过")),
    (_EN_MONTH_RANGE, _en_month_range, _needs("JFMASOND")),
    (_EN_MONTH, _en_month, _needs("JFMASONDjfasond")),
    (_EN_DAY_MONTH, _en_month, _needs("JFMASONDjfasond")),
    (_EN_QUARTER, _en_quarter, _needs("Qq")),
    (_EN_HALF, _en_half, _needs("Hh")),
    # this / last / next / previous / current all hold a "t" or an "s".
    (_EN_RELATIVE, _en_relative, _needs("tsTS")),
    (_EN_DAY, _en_day_word, _needs("tT")),
    (_EN_RECENT, _en_recent, _needs("sSrR")),
    (_ISO_DATE, _iso_date, _needs("-/")),
    (_YEAR_RANGE, _year_range, _needs("12")),
    (_BARE_YEAR, _bare_year, _needs("12")),
)


def find_times(text: str, now: datetime.date | None = None) -> list[TimeMatch]:
    """Every time expression in ``text``, possibly overlapping, in no particular order.

    Args:
        text: the user's words.
        now: the date relative expressions ("上个月", "last week") are resolved against;
            None leaves them relative (symbolic value, the user's words as display).

    Returns:
        The matches; callers choose among overlapping ones (longest first).

    Example:
        >>> [m.value for m in find_times("上个月的销售额", datetime.date(2025, 1, 10))]
        ['2024-12']
    """
    if isinstance(now, datetime.datetime):
        now = now.date()
    chars = set(text)
    found: list[TimeMatch] = []
    for pattern, handler, needs in _FAMILIES:
        if needs.isdisjoint(chars):
            continue
        for match in pattern.finditer(text):
            if match.end() == match.start():
                continue
            try:
                result = handler(match, now)
            except (ValueError, OverflowError):
                # A date the calendar cannot hold (past 9999): keep the words, unresolved.
                try:
                    result = handler(match, None) if now is not None else None
                except (ValueError, OverflowError):
                    result = None
            if result is not None:
                found.append(result)
    return found
