"""Time expressions, resolved against an optional ``now``: one engine over every language pack.

:func:`find_times` reports every time expression it recognises, as :class:`TimeMatch`
values that may overlap; :mod:`kglink.linking.constraints` picks the longest
non-overlapping ones. Each match carries

- ``value``, a machine form: ISO-like when the period is known ("2025-07", "2025-Q2",
  "2025-H1", "2025", "2025-07-15", a range "2025-07-07/2025-07-13"), the part that is
  known when the year is not ("M07", "M07-15", "Q2", "H1"), and for a relative
  expression with no ``now`` a symbolic form ("R:month-1", "R:week+0", "R:year-1-Q2", "R:ytd",
  "R:last-P3M");
- ``display``, how a rewritten query should write it: the user's words when they are
  self-contained ("7月", "二季度", "Q2 2025"), an absolute phrase in the language of the
  expression when they depend on ``now`` ("上周" -> "2025年7月7日至7月13日",
  "last month" -> "June 2025"), and the user's words again when ``now`` is unknown.

The words and patterns of each language are its pack's :class:`~kglink.lang.TimeWords`
(``kglink/lang/zh.py``, ``kglink/lang/en.py``); every registered pack runs over every
text, since a Chinese turn may say "Q3" and an English one "7月". Choices the packs
follow (language facts, not data):

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
from typing import Any, Literal

from kglink.lang import PACKS, LanguagePack, get_pack, registered
from kglink.lang.base import TimeFamily, TimeWords

logger = logging.getLogger(__name__)

__all__ = ["TimeMatch", "find_times", "parse_zh_small"]


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


def parse_zh_small(token: str) -> int | None:
    """A small number written in digits or Chinese numerals ("7", "十二", "二十五", "两").

    Kept for callers from before the packs: it is the Chinese pack's ``numerals.small``.
    """
    return get_pack("zh").numerals.small(token)


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


def _check_year(year: int) -> int:
    if not 1 <= year <= datetime.MAXYEAR:
        raise ValueError(f"year {year} out of range")
    return year


def _days(first: datetime.date, last: datetime.date, words: TimeWords) -> tuple[str, str]:
    """(value, display) of a day range, a single day when first == last."""
    if first == last:
        return first.isoformat(), words.day(first)
    return f"{first.isoformat()}/{last.isoformat()}", words.days(first, last)


# -- the year a sub-period belongs to --------------------------------------------------------


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


def _group(match: re.Match[str], name: str) -> str | None:
    return match.group(name) if name in match.re.groupindex else None


def _year(match: re.Match[str], pack: LanguagePack) -> _Year:
    """The year of an expression: written out ("2025", "二〇二五"), relative ("去年",
    "last year's"), or none."""
    for name in ("ya", "y0", "y"):
        token = _group(match, name)
        if token:
            if token.isdigit():
                return _Year(absolute=int(token))
            return _Year(absolute=int("".join(str(pack.numerals.digits[char]) for char in token)))
    for name in ("yr", "yp"):
        token = _group(match, name)
        if token:
            return _Year(offset=pack.time.year_offsets[token.lower()])
    return _Year()


def _in_year(
    match: re.Match[str],
    pack: LanguagePack,
    now: datetime.date | None,
    known: Callable[[int], str],
    unknown: str,
    written: Callable[[int], str],
) -> TimeMatch:
    """A sub-period of a year: month, quarter, half, day or year edge.

    ``known(y)`` is the value when the year is known, ``unknown`` the value (without the
    year) when it is not; ``written(y)`` writes the period when a relative year is
    resolved against ``now``, unless the pack writes the year and keeps the user's words.
    """
    year = _year(match, pack)
    text = match.group(0)
    resolved = year.resolve(now)
    if resolved is not None:
        display = text
        if year.relative:
            display = _year_then_words(match, pack, resolved) if pack.time.spell_year_only else written(resolved)
        return TimeMatch(match.start(), match.end(), known(resolved), display, year.relative)
    if year.relative:
        return TimeMatch(match.start(), match.end(), f"{year.tag()}-{unknown}" if unknown else year.tag(), text, True)
    return TimeMatch(match.start(), match.end(), unknown, text, False)


def _year_then_words(match: re.Match[str], pack: LanguagePack, resolved: int) -> str:
    """A resolved year written out, then the user's own words for the part after it."""
    rest = match.string[match.end("year") : match.end()].lstrip()
    for joint in pack.time.year_joints:
        rest = rest.removeprefix(joint)
    return pack.time.year(resolved) + rest.lstrip()


# -- the handlers, one per kind of expression -------------------------------------------------


def _month_number(token: str, pack: LanguagePack) -> int | None:
    number = pack.time.month_names.get(token.rstrip(".").lower())
    return number if number is not None else pack.numerals.small(token)


def _month(match: re.Match[str], now: datetime.date | None, pack: LanguagePack, family: TimeFamily) -> TimeMatch | None:
    month = _month_number(_group(match, "m") or match.group("mon"), pack)
    if month is None or not 1 <= month <= 12:
        return None
    day_token = _group(match, "d")
    if day_token:
        day = pack.numerals.small(day_token)
        if day is None or not 1 <= day <= 31:
            return None
        if not _valid_day(_year(match, pack).resolve(now), month, day):
            return None
        return _in_year(
            match, pack, now,
            known=lambda y: f"{y}-{month:02d}-{day:02d}",
            unknown=f"M{month:02d}-{day:02d}",
            written=lambda y: pack.time.day(datetime.date(y, month, day)),
        )
    found = _in_year(
        match, pack, now,
        known=lambda y: f"{y}-{month:02d}",
        unknown=f"M{month:02d}",
        written=lambda y: pack.time.month(y, month),
    )
    if _group(match, "listed") is not None:
        # "8、9月": the month whose word the list left out is written with it ("8月").
        year = found.value[:4] if found.value[:4].isdigit() else None
        found = TimeMatch(found.start, found.end, found.value, pack.time.month(year, month), found.relative)
    elif found.value == f"M{month:02d}" and pack.spaced:
        # "sept", "oct." typed for a month of no stated year: written out as the month, so a
        # query that carries it on reads "in October", not the user's shorthand.
        found = TimeMatch(found.start, found.end, found.value, pack.time.month(None, month), found.relative)
    return found


def _month_range(
    match: re.Match[str], now: datetime.date | None, pack: LanguagePack, family: TimeFamily
) -> TimeMatch | None:
    first = _month_number(_group(match, "m1") or match.group("mon1"), pack)
    last = _month_number(_group(match, "m2") or match.group("mon2"), pack)
    if first is None or last is None or not 1 <= first <= 12 or not 1 <= last <= 12 or first == last:
        return None
    # "11月到2月" runs into the next year.
    last_year_offset = 1 if last < first else 0

    def known(y: int) -> str:
        return f"{y}-{first:02d}/{_check_year(y + last_year_offset)}-{last:02d}"

    return _in_year(
        match, pack, now, known=known, unknown=f"M{first:02d}/M{last:02d}",
        written=lambda y: pack.time.month_range(y, first, last),
    )


def _part(match: re.Match[str], pack: LanguagePack, digits: tuple[str, ...], word: str) -> int:
    """The quarter or half a match names: by number ("Q2", "二季度"), by a word of its
    own ("上半年"), or by an ordinal ("second quarter")."""
    for name in digits:
        token = _group(match, name)
        if token:
            number = pack.time.half_words.get(token) if word == "hw" else None
            return number if number is not None else int(pack.numerals.small(token) or 0)
    return pack.numerals.ordinals[match.group(word).lower()]


def _quarter(match: re.Match[str], now: datetime.date | None, pack: LanguagePack, family: TimeFamily) -> TimeMatch | None:
    quarter = _part(match, pack, ("q0", "q", "q2"), "qw")
    return _in_year(
        match, pack, now,
        known=lambda y: f"{y}-Q{quarter}",
        unknown=f"Q{quarter}",
        written=lambda y: pack.time.quarter(y, quarter),
    )


def _half(match: re.Match[str], now: datetime.date | None, pack: LanguagePack, family: TimeFamily) -> TimeMatch | None:
    half = _part(match, pack, ("h0", "h", "h2"), "hw")
    return _in_year(
        match, pack, now,
        known=lambda y: f"{y}-H{half}",
        unknown=f"H{half}",
        written=lambda y: pack.time.half(y, half),
    )


def _whole_year(match: re.Match[str], now: datetime.date | None, pack: LanguagePack, family: TimeFamily) -> TimeMatch | None:
    edge = _group(match, "edge") or ""
    quarter = pack.time.year_edges.get(edge[-1:])
    if quarter is None:
        return _in_year(match, pack, now, known=str, unknown="", written=pack.time.year)
    return _in_year(
        match, pack, now,
        known=lambda y: f"{y}-{quarter}",
        unknown=quarter,
        written=lambda y: pack.time.quarter(y, int(quarter[1:])),
    )


def _year_edge(match: re.Match[str], now: datetime.date | None, pack: LanguagePack, family: TimeFamily) -> TimeMatch | None:
    quarter = pack.time.year_edges[match.group("edge")]
    if now is None:
        return TimeMatch(match.start(), match.end(), f"R:year+0-{quarter}", match.group(0), True)
    return TimeMatch(match.start(), match.end(), f"{now.year}-{quarter}", f"{now.year}{match.group(0)}", True)


def _relative(match: re.Match[str], now: datetime.date | None, pack: LanguagePack, family: TimeFamily) -> TimeMatch | None:
    words = pack.time
    offset = words.relative_offsets[match.group("rel").lower()]
    unit_token = _group(match, "unit")
    unit = words.period_units[unit_token.lower()] if unit_token else family.unit
    if unit == "month":
        if now is None:
            return TimeMatch(match.start(), match.end(), f"R:month{offset:+d}", match.group(0), True)
        year, month = _shift_month(now.year, now.month, offset)
        _check_year(year)
        # "now", "currently" mean the present month but say no month: a query keeps the
        # words ("the policy now" is today's policy, not the month's).
        display = match.group(0) if family.present else words.month(year, month)
        return TimeMatch(match.start(), match.end(), f"{year}-{month:02d}", display, True)
    if unit in ("week", "weekend"):
        weekday_token = _group(match, "wd")
        weekday = None
        if weekday_token:
            weekday = int(weekday_token) if weekday_token.isdigit() else words.weekdays[weekday_token.lower()]
        return _relative_week(match, now, offset, words, unit == "weekend" or bool(_group(match, "end")), weekday)
    if unit == "quarter":
        if now is None:
            return TimeMatch(match.start(), match.end(), f"R:quarter{offset:+d}", match.group(0), True)
        index = now.year * 4 + (now.month - 1) // 3 + offset
        year, quarter = _check_year(index // 4), index % 4 + 1
        return TimeMatch(match.start(), match.end(), f"{year}-Q{quarter}", words.quarter(year, quarter), True)
    if now is None:
        return TimeMatch(match.start(), match.end(), f"R:year{offset:+d}", match.group(0), True)
    year = _check_year(now.year + offset)
    return TimeMatch(match.start(), match.end(), str(year), words.year(year), True)


def _relative_week(
    match: re.Match[str], now: datetime.date | None, offset: int, words: TimeWords, weekend: bool, weekday: int | None
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
    value, display = _days(first, last, words)
    return TimeMatch(match.start(), match.end(), value, display, True)


def _day(match: re.Match[str], now: datetime.date | None, pack: LanguagePack, family: TimeFamily) -> TimeMatch | None:
    words = " ".join((_group(match, "w") or match.group(0)).lower().split())
    offset = pack.time.day_offsets[words]
    if now is None:
        return TimeMatch(match.start(), match.end(), f"R:day{offset:+d}", match.group(0), True)
    day = now + datetime.timedelta(days=offset)
    value, display = _days(day, day, pack.time)
    return TimeMatch(match.start(), match.end(), value, display, True)


def _recent(match: re.Match[str], now: datetime.date | None, pack: LanguagePack, family: TimeFamily) -> TimeMatch | None:
    """The range of days that ends on ``now``: "最近三个月", "last 7 days"."""
    if _group(match, "half"):
        count, unit = 6, "M"
    else:
        parsed = pack.numerals.count(match.group("n"))
        if parsed is None:
            return None
        count, unit = parsed, pack.time.recent_units[match.group("u").lower()]
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
        first = _months_back(now, count * {"Y": 12, "Q": 3}.get(unit, 1))
    value, display = _days(first, now, pack.time)
    return TimeMatch(match.start(), match.end(), value, display, True)


def _ago(match: re.Match[str], now: datetime.date | None, pack: LanguagePack, family: TimeFamily) -> TimeMatch | None:
    """The one period so many units before ``now``: "2 months ago", "两个月前" (the month
    two before this one, not a duration of two months); "a year ago", "半年前"."""
    if _group(match, "half"):
        count, unit = 6, "M"
    else:
        parsed = 1 if _group(match, "one") else pack.numerals.count(match.group("n"))
        if parsed is None:
            return None
        count, unit = parsed, pack.time.recent_units[match.group("u").lower()]
    if count <= 0 or count > 1000:
        return None
    words = pack.time
    if unit in ("M", "Q", "Y"):
        kind = {"M": "month", "Q": "quarter", "Y": "year"}[unit]
        if now is None:
            return TimeMatch(match.start(), match.end(), f"R:{kind}{-count:+d}", match.group(0), True)
        if unit == "M":
            year, month = _shift_month(now.year, now.month, -count)
            _check_year(year)
            return TimeMatch(match.start(), match.end(), f"{year}-{month:02d}", words.month(year, month), True)
        if unit == "Q":
            index = now.year * 4 + (now.month - 1) // 3 - count
            year, quarter = _check_year(index // 4), index % 4 + 1
            return TimeMatch(match.start(), match.end(), f"{year}-Q{quarter}", words.quarter(year, quarter), True)
        year = _check_year(now.year - count)
        return TimeMatch(match.start(), match.end(), str(year), words.year(year), True)
    if unit == "W":
        return _relative_week(match, now, -count, words, False, None)
    if now is None:
        return TimeMatch(match.start(), match.end(), f"R:day{-count:+d}", match.group(0), True)
    day = now - datetime.timedelta(days=count)
    value, display = _days(day, day, words)
    return TimeMatch(match.start(), match.end(), value, display, True)


def _span(match: re.Match[str], now: datetime.date | None, pack: LanguagePack, family: TimeFamily) -> TimeMatch | None:
    """The months from the start of a year: the whole year ("全年", "full year"), its
    first quarters or months ("前三季度", "first two quarters"), or up to now ("年初至今",
    "year to date", "今年以来"; this year when the words name none)."""
    if _group(match, "todate"):
        if now is None:
            return TimeMatch(match.start(), match.end(), "R:ytd", match.group(0), True)
        year = _year(match, pack).resolve(now) if match.groupdict().get("year") else now.year
        if year is None or year > now.year:
            return None
        # ("去年以来": from the start of that year until now.)
        return TimeMatch(match.start(), match.end(), f"{year}-01/{now.year}-{now.month:02d}", match.group(0), True)
    if _group(match, "whole"):
        last = 12
    else:
        quarters = _group(match, "nq")
        count = pack.numerals.count(quarters or _group(match, "nm") or "")
        last = (count or 0) * (3 if quarters else 1)
        if not 1 <= last <= 12:
            return None
    return _in_year(
        match, pack, now,
        known=lambda y: f"{y}-01/{y}-{last:02d}",
        unknown=f"M01/M{last:02d}",
        written=lambda y: pack.time.month_range(y, 1, last),
    )


_Handler = Callable[[re.Match[str], datetime.date | None, LanguagePack, TimeFamily], TimeMatch | None]

_HANDLERS: dict[str, _Handler] = {
    "month": _month,
    "month_range": _month_range,
    "quarter": _quarter,
    "half": _half,
    "year": _whole_year,
    "year_edge": _year_edge,
    "relative": _relative,
    "day": _day,
    "recent": _recent,
    "ago": _ago,
    "span": _span,
}


# -- patterns of digits, shared by every pack ---------------------------------------------------

_ISO_DATE = re.compile(
    r"(?=[12])(?<![A-Za-z0-9.\-/])(?P<y>[12]\d{3})(?P<sep>[-/])(?P<m>1[0-2]|0?[1-9])"
    r"(?:(?P=sep)(?P<d>3[01]|[12]\d|0?[1-9]))?(?![A-Za-z0-9]|[-/.]\d)"
)
_BARE_YEAR = re.compile(r"(?=[12])(?<![A-Za-z0-9.$¥￥€£,/\-])(?P<y>(?:19|20)\d\d)(?![0-9]|\.\d|\s?%|[A-Za-z])")


def _iso_date(match: re.Match[str], now: datetime.date | None, pack: LanguagePack | None, family: TimeFamily | None) -> TimeMatch | None:
    year, month = int(match.group("y")), int(match.group("m"))
    if match.group("d"):
        day = int(match.group("d"))
        if not _valid_day(year, month, day):
            return None
        return TimeMatch(match.start(), match.end(), f"{year}-{month:02d}-{day:02d}", match.group(0))
    return TimeMatch(match.start(), match.end(), f"{year}-{month:02d}", match.group(0))


def _year_range(match: re.Match[str], now: datetime.date | None, pack: LanguagePack | None, family: TimeFamily | None) -> TimeMatch | None:
    first, last = int(match.group("y1")), int(match.group("y2"))
    if last <= first:
        return None
    return TimeMatch(match.start(), match.end(), f"{first}/{last}", match.group(0))


def _bare_year(match: re.Match[str], now: datetime.date | None, pack: LanguagePack | None, family: TimeFamily | None) -> TimeMatch | None:
    return TimeMatch(match.start(), match.end(), match.group("y"), match.group(0))


def _range_words(packs: tuple[LanguagePack, ...]) -> str:
    """The range words of every pack, a spaced language's as whole words."""
    parts: list[str] = []
    for pack in packs:
        for word in pack.time.range_words:
            parts.append(rf"(?i:{re.escape(word)})\b" if pack.spaced else re.escape(word))
    return "".join("|" + part for part in parts)


def _year_range_pattern(packs: tuple[LanguagePack, ...]) -> re.Pattern[str]:
    suffixes = "|".join(re.escape(pack.time.year_suffix) for pack in packs if pack.time.year_suffix)
    suffix = rf"(?P<suffix>\s?(?:{suffixes}))?" if suffixes else ""
    return re.compile(
        r"(?=[12])(?<![A-Za-z0-9.\-/$¥￥€£])(?P<y1>[12]\d{3})\s?(?:-|–|~|～" + _range_words(packs) + r")\s?"
        r"(?P<y2>[12]\d{3})" + suffix + r"(?![A-Za-z0-9])"
    )


# -- the scan ---------------------------------------------------------------------------------

_AnyHandler = Callable[[re.Match[str], datetime.date | None, Any, Any], TimeMatch | None]
# (pattern, characters it needs, handler, pack, family): the digit patterns have no pack.
_Family = tuple[re.Pattern[str], frozenset[str], _AnyHandler, LanguagePack | None, TimeFamily | None]
_SCAN: list[tuple[int, tuple[_Family, ...]]] = []


def _scan() -> tuple[_Family, ...]:
    """The families of every registered pack, then those of digits; built again only when
    the registered packs change."""
    if _SCAN and _SCAN[0][0] == PACKS.generation:
        return _SCAN[0][1]
    packs = registered()
    families: list[_Family] = [
        (family.pattern, family.needs, _HANDLERS[family.kind], pack, family) for pack in packs for family in pack.time.families
    ]
    families.append((_ISO_DATE, frozenset("-/"), _iso_date, None, None))
    families.append((_year_range_pattern(packs), frozenset("12"), _year_range, None, None))
    families.append((_BARE_YEAR, frozenset("12"), _bare_year, None, None))
    _SCAN[:] = [(PACKS.generation, tuple(families))]
    return _SCAN[0][1]


#: What a present known only to the month cannot resolve: days, weeks, "the last N days".
_FINER_THAN_MONTH = ("R:day", "R:week", "R:last-")

#: How much of ``now`` is known: the day, or only the month (a bundle's reports give no day).
NowUnit = Literal["day", "month"]


def find_times(text: str, now: datetime.date | None = None, *, now_unit: NowUnit = "day") -> list[TimeMatch]:
    """Every time expression in ``text``, possibly overlapping, in no particular order.

    Args:
        text: the user's words.
        now: the date relative expressions ("上个月", "last week") are resolved against;
            None leaves them relative (symbolic value, the user's words as display).
        now_unit: "month" when only the month of ``now`` is known: "last month" resolves,
            "yesterday" and "last week" stay as said.

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
    for pattern, needs, handler, pack, family in _scan():
        # Each family runs only when the text holds one of the characters it cannot do without.
        if needs.isdisjoint(chars):
            continue
        for match in pattern.finditer(text):
            if match.end() == match.start():
                continue
            try:
                result = handler(match, now, pack, family)
            except (ValueError, OverflowError):
                # A date the calendar cannot hold (past 9999): keep the words, unresolved.
                try:
                    result = handler(match, None, pack, family) if now is not None else None
                except (ValueError, OverflowError):
                    result = None
            if result is not None and now is not None and now_unit == "month":
                loose = handler(match, None, pack, family)
                if loose is not None and loose.value.startswith(_FINER_THAN_MONTH):
                    result = loose
            if result is not None:
                found.append(result)
    return found
