"""Constraints of a turn: time, quantity, scope and level, kept across turns.

The seeds name the four kinds of condition that get lost in multi-turn conversations
(数量、范围、时间、身份): "仅限国内" dropped in the rewrite lets overseas answers in,
"普通员工" dropped gives the manager rates. :func:`extract_constraints` finds them in a
turn, :func:`merge_constraints` says which are in force after it ("6月呢" replaces 7月).

What is recognised comes from the language, not from one dataset:

- time: see :mod:`kglink.linking.timeexpr` (absolute, relative to ``now``, recent ranges).
- quantity: a number (Arabic, Chinese numerals such as "两百", English words up to
  twelve, with 万/千/k/million multipliers) with a unit and/or a comparator: 以上/以下/
  以内/左右/起, 超过/不超过/至少/最多/不到, at least / under / more than / or more, ranges
  "400-500元", "between $200 and $300". The unit names the measured thing (the slot):
  元/块/$/dollars -> price, 分/星/stars -> rating, %/百分之/percent -> percent,
  天/周/个月/年/小时/days -> duration (ISO 8601 value "P3D"), 公里/米/km -> distance
  (value in metres), classifiers 个/人/家/次/people/rooms -> count; a measure noun right
  before the number ("评分4.5以上", "price under 300") names it when the unit does not,
  and is then part of the span. A unit-less number needs a comparator ("超过1000万").
  "分" needs Arabic digits ("十分" is the adverb "very"); "一个"/"一家" without a
  comparator is an article, not a count; a number after 第/这/那/前/后/上/下 belongs to an
  ordinal or a reference ("第一个", "这两个", "前两个月"), not to a quantity.
- scope: where an answer applies: 国内/海外/境内/境外/国外/国际/全国/全球/本地/省内/
  省外/市内/线上/线下 (and 国内外), domestic/overseas/international/abroad/nationwide/
  worldwide/global/local/online/offline, with "仅限X"/"只X"/"only X"/"X only" kept in
  the span and the display.
- level: who an answer applies to: a role noun + 级 ("经理级", "总监级别以上"), employee
  kinds (普通员工, 正式员工, 新员工, 实习生, 高管, 管理层), user kinds (VIP, 会员,
  非会员, 普通用户, 新用户), ticket kinds (学生, 儿童, 老人, 成人), and English
  "manager level", "C-level", employees, interns, contractors, executives, members,
  premium users, students, children, seniors. A small closed set of general words;
  grades that only one company uses (P7, M2) are left to the ontology.

A constraint right after a comparison word (比, 较, 相比, 对比, 比起, than, vs, compared
with/to) or after 和/跟/与/同 when a comparison word follows ("和6月比呢") is the target of
a comparison: ``compare=True``. "占比10%" is a share, not a comparison.

Constraints may lie inside a name the alias index links ("七天无理由退货" holds the
duration "七天"): this module does not know the ontology, the rewriter drops those.
"""

from __future__ import annotations

import datetime
import logging
import re
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Literal

from kglink.linking.normalize import normalize
from kglink.linking.timeexpr import find_times

logger = logging.getLogger(__name__)

ConstraintKind = Literal["time", "quantity", "scope", "level"]

__all__ = ["Constraint", "ConstraintKind", "extract_constraints", "merge_constraints", "parse_zh_number"]


@dataclass(frozen=True, slots=True)
class Constraint:
    """A condition the user put on the answer.

    Attributes:
        kind: "time", "quantity", "scope" or "level".
        slot: what a later constraint of the same slot replaces: "time", the measured thing
            for a quantity ("price", "rating", "percent", "count", "duration", "distance",
            else "quantity"), "scope", "level".
        text: the words as written (``utterance[start:end]``).
        start, end: span in the utterance the constraint came from.
        value: a normalised machine value ("2025-07", "2025-Q2", "M07", "R:month-1",
            "price>=200", "rating>=4.5", "price:400-500", "duration=P3D", "国内").
        display: how a rewritten query writes it, in the language of the text: the user's
            words when self-contained, an absolute form when they are relative to ``now``.
        compare: True when it is the target of a comparison ("比6月" in "它比6月涨了多少").

    Example:
        >>> extract_constraints("它比6月涨了多少")[0].compare
        True
    """

    kind: ConstraintKind
    slot: str
    text: str
    start: int
    end: int
    value: str
    display: str
    compare: bool = False


# -- numbers ------------------------------------------------------------------------------

_ZH_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_ZH_SMALL_UNITS = {"十": 10, "百": 100, "千": 1000}
_ZH_BIG_UNITS = {"万": 10_000, "亿": 100_000_000}
_EN_NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20, "thirty": 30, "fifty": 50,
    "hundred": 100,
}
_MULTIPLIERS = {
    "百": 100, "千": 1000, "万": 10_000, "亿": 100_000_000, "k": 1000, "w": 10_000,
    "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000,
}


def parse_zh_number(token: str) -> int | None:
    """A number in Chinese numerals ("两百", "三千五", "一百零五", "一万二千"); None if malformed.

    Runs of bare digits ("三五", "二〇") are approximations or codes, not numbers: None.
    """
    total = 0
    section = 0
    digit: int | None = None
    last_unit = 0
    zero = False  # "一百零五": a 零 makes the trailing digit count as ones
    for char in token:
        if char in "零〇" and last_unit:
            if digit is not None:
                return None
            zero = True
        elif char in _ZH_DIGITS:
            if digit is not None:
                return None
            digit = _ZH_DIGITS[char]
        elif char in _ZH_SMALL_UNITS:
            unit = _ZH_SMALL_UNITS[char]
            if last_unit and unit >= last_unit and last_unit < 10_000:
                return None
            section += (1 if digit is None else digit) * unit
            digit, last_unit, zero = None, unit, False
        elif char in _ZH_BIG_UNITS:
            big = _ZH_BIG_UNITS[char]
            if digit is not None:
                section += digit
            if section == 0 or (last_unit >= big):
                return None
            total += section * big
            section, digit, last_unit, zero = 0, None, big, False
        else:
            return None
    if digit is not None:
        # "两百五" / "三千五" / "一万五": a trailing digit counts in the next lower unit.
        section += digit * (last_unit // 10 if last_unit >= 100 and not zero else 1)
    return total + section


def _parse_number(token: str) -> Decimal | None:
    token = token.strip()
    if not token:
        return None
    if token[0].isdigit():
        try:
            return Decimal(token.replace(",", ""))
        except InvalidOperation:
            return None
    lowered = token.lower()
    if lowered in _EN_NUMBERS:
        return Decimal(_EN_NUMBERS[lowered])
    parsed = parse_zh_number(token)
    return None if parsed is None else Decimal(parsed)


def _fmt(number: Decimal) -> str:
    """A Decimal without exponent or trailing zeros ("4.5", "200", "10000000")."""
    return format(number.normalize(), "f")


# -- quantity patterns ------------------------------------------------------------------------

_ZH_NUM = "零〇一二两三四五六七八九十百千万亿"
_NUM = (
    r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
    rf"|[{_ZH_NUM}]+"
    r"|(?i:" + "|".join(sorted(_EN_NUMBERS, key=len, reverse=True)) + r")(?![A-Za-z])"
)
_MULT = r"(?:[万千百亿]|[kKwW](?![A-Za-z])|\s(?i:thousand|million|billion)(?![A-Za-z]))"
# Longest first: the regex takes the first alternative that fits.
_UNIT_TABLE: tuple[tuple[str, str, str], ...] = (
    # (pattern, slot, canonical unit)
    ("个工作日", "duration", "D"), ("工作日", "duration", "D"), ("个小时", "duration", "H"),
    ("个钟头", "duration", "H"), ("小时", "duration", "H"), ("分钟", "duration", "MIN"),
    ("个星期", "duration", "W"), ("个礼拜", "duration", "W"), ("星期", "duration", "W"),
    ("个月", "duration", "M"), ("周(?![期年岁边围转一二三四五六日末])", "duration", "W"),
    ("天", "duration", "D"), ("年(?![级代度纪])", "duration", "Y"),
    ("块钱", "price", ""), ("人民币", "price", ""), ("元", "price", ""), ("块(?!钱)", "price", ""),
    ("美元", "price", ""), ("美金", "price", ""), ("欧元", "price", ""), ("英镑", "price", ""),
    ("日元", "price", ""), ("港币", "price", ""), ("港元", "price", ""),
    ("星级", "rating", ""), ("颗星", "rating", ""), ("星", "rating", ""), ("分(?![钟之别类享])", "rating", ""),
    ("个百分点", "percent", "pp"), ("百分点", "percent", "pp"), ("%", "percent", ""), ("％", "percent", ""),
    ("公里", "distance", "km"), ("千米", "distance", "km"), ("米(?![饭粉线兰])", "distance", "m"),
    ("人次", "count", ""), ("个", "count", ""), ("人(?![民均员气口])", "count", ""), ("家", "count", ""),
    ("次", "count", ""), ("件", "count", ""), ("条", "count", ""), ("位", "count", ""), ("名", "count", ""),
    ("间", "count", ""), ("张", "count", ""), ("台", "count", ""), ("项", "count", ""), ("篇", "count", ""),
    ("款", "count", ""), ("套", "count", ""), ("所", "count", ""), ("座", "count", ""), ("辆", "count", ""),
    ("种", "count", ""),
)
_EN_UNIT_TABLE: tuple[tuple[tuple[str, ...], str, str], ...] = (
    # (forms, slot, canonical unit)
    (("working days", "working day", "business days", "business day", "days", "day"), "duration", "D"),
    (("weeks", "week"), "duration", "W"), (("months", "month"), "duration", "M"),
    (("years", "year"), "duration", "Y"), (("hours", "hour", "hrs", "hr"), "duration", "H"),
    (("minutes", "minute", "mins", "min"), "duration", "MIN"),
    (("dollars", "dollar", "bucks", "usd", "rmb", "cny", "yuan", "euros", "euro", "eur", "gbp", "yen", "hkd"), "price", ""),
    (("stars", "star"), "rating", ""),
    (("percentage points", "percentage point"), "percent", "pp"),
    (("percent", "per cent", "pct"), "percent", ""),
    (("kilometers", "kilometer", "kilometres", "kilometre", "km"), "distance", "km"),
    (("miles", "mile"), "distance", "mi"), (("meters", "meter", "metres", "metre"), "distance", "m"),
    (
        ("people", "persons", "person", "guests", "guest", "adults", "adult", "rooms", "room", "items", "item", "times"),
        "count",
        "",
    ),
)
_EN_UNIT_FORMS = sorted((form for forms, _, _ in _EN_UNIT_TABLE for form in forms), key=len, reverse=True)
_UNIT = (
    "|".join(pattern for pattern, _, _ in _UNIT_TABLE)
    + "|(?i:"
    + "|".join(re.escape(form).replace(r"\ ", r"\s+") for form in _EN_UNIT_FORMS)
    + r")(?![A-Za-z])"
)
_UNIT_INFO = {re.sub(r"\(.*\)", "", pattern): (slot, canon) for pattern, slot, canon in _UNIT_TABLE}
_UNIT_INFO.update({form: (slot, canon) for forms, slot, canon in _EN_UNIT_TABLE for form in forms})

_PRE_COMPARATORS = {
    # Chinese
    "不超过": "<=", "不超出": "<=", "不高于": "<=", "不大于": "<=", "不多于": "<=", "最多": "<=", "至多": "<=",
    "最高": "<=", "不少于": ">=", "不低于": ">=", "不小于": ">=", "至少": ">=", "最少": ">=", "最低": ">=",
    "起码": ">=", "超过": ">", "超出": ">", "大于": ">", "高于": ">", "多于": ">", "低于": "<", "小于": "<",
    "少于": "<", "不到": "<", "不足": "<", "未满": "<", "大约": "~", "大概": "~", "约": "~", "将近": "~",
    "接近": "~", "近": "~",
    # English
    "at least": ">=", "no less than": ">=", "not less than": ">=", "no fewer than": ">=", "minimum of": ">=",
    "minimum": ">=", "min": ">=", "more than": ">", "over": ">", "above": ">", "greater than": ">",
    "higher than": ">", "exceeding": ">", "in excess of": ">", "at most": "<=", "no more than": "<=",
    "not more than": "<=", "up to": "<=", "maximum of": "<=", "maximum": "<=", "max": "<=", "within": "<=",
    "no higher than": "<=", "less than": "<", "under": "<", "below": "<", "fewer than": "<",
    "lower than": "<", "around": "~", "about": "~", "approximately": "~", "roughly": "~",
    ">=": ">=", "≥": ">=", "<=": "<=", "≤": "<=", ">": ">", "<": "<", "~": "~",
}
_POST_COMPARATORS = {
    "及以上": ">=", "或以上": ">=", "以上": ">=", "起": ">=", "往上": ">=", "及以下": "<=", "或以下": "<=",
    "以下": "<=", "以内": "<=", "之内": "<=", "内": "<=", "封顶": "<=", "左右": "~", "上下": "~",
    "之间": "", "or more": ">=", "or higher": ">=", "or above": ">=", "and up": ">=", "and above": ">=",
    "or better": ">=", "+": ">=", "or less": "<=", "or fewer": "<=", "or lower": "<=", "or below": "<=",
    "or under": "<=", "and below": "<=", "and under": "<=",
}
_NOUNS = {
    "评分": "rating", "得分": "rating", "分数": "rating", "评价": "rating", "星级": "rating",
    "价格": "price", "价钱": "price", "价位": "price", "售价": "price", "票价": "price", "房价": "price",
    "人均": "price", "单价": "price", "费用": "price", "预算": "price", "门票": "price",
    "rating": "rating", "rated": "rating", "score": "rating",
    "price": "price", "priced": "price", "cost": "price", "costs": "price", "budget": "price", "fee": "price",
}


_POST = "|".join(
    re.escape(word).replace(r"\ ", r"\s+") + (r"(?![A-Za-z])" if word[-1].isalpha() and word.isascii() else "")
    for word in sorted(_POST_COMPARATORS, key=len, reverse=True)
)
# A number does not start inside another number, nor after an ordinal or a demonstrative.
_NOT_BEFORE_NUMBER = frozenset(f"0123456789.,{_ZH_NUM}第这那哪该此每前后几")
_NUM_START = rf"(?<![\d.,{_ZH_NUM}第这那哪该此每前后几])(?<![上下](?=[{_ZH_NUM}]))"
_CURRENCY = r"[$¥￥€£]"
# Where a quantity's number part can start; the words before it (comparator, measure
# noun) are looked up backwards from there, which keeps the scan to one character class.
_QUANTITY_ANCHOR = re.compile(rf"百分之|[$¥￥€£\d{_ZH_NUM}]")
_QUANTITY_CORE = re.compile(
    rf"(?P<pct>百分之)?(?P<cur1>{_CURRENCY})?\s?"
    rf"{_NUM_START}(?P<n1>{_NUM})(?P<m1>{_MULT})?"
    # A unit before the range sign only in a range: "400元-500元".
    rf"(?:(?:\s?(?P<u1>{_UNIT}))?\s?(?:-|~|～|—|到|至|(?i:to)\s)\s?(?P<cur2>{_CURRENCY})?(?P<n2>{_NUM})(?P<m2>{_MULT})?)?"
    r"(?P<more>多)?(?P<plus>\+)?"
    rf"(?:\s?-?(?P<u>{_UNIT}))?"
    r"(?:\s?(?:/|每|(?i:per|a)\s)"
    r"(?P<per>晚|人|天|月|年|次|小时|间|(?i:night|person|day|month|year|hour|room|head)(?![A-Za-z])))?"
    rf"(?:\s?(?P<post>{_POST}))?"
    # An English word or number does not go on past the match.
    r"(?:(?<=[A-Za-z0-9])(?![A-Za-z0-9])|(?<![A-Za-z0-9]))"
)
_BETWEEN = re.compile(
    rf"(?=[Bb])(?<![A-Za-z])(?i:between)\s+(?P<cur1>{_CURRENCY})?(?P<n1>{_NUM})(?P<m1>{_MULT})?(?:\s?(?P<u1>{_UNIT}))?"
    rf"\s+(?i:and)\s+(?P<cur2>{_CURRENCY})?(?P<n2>{_NUM})(?P<m2>{_MULT})?(?:\s?(?P<u>{_UNIT}))?(?![A-Za-z0-9])"
)
_LINKERS = frozenset({"在", "为", "是", ":", "：", "of", "is", "at"})
_ASCII_WORD = re.compile(r"[A-Za-z]+")


@dataclass(frozen=True, slots=True)
class _WordTable:
    """Words looked up backwards from a position; ``last`` rejects most positions at once."""

    words: frozenset[str]
    last: frozenset[str]
    lengths: tuple[int, ...]  # distinct word lengths, longest first

    @classmethod
    def of(cls, words: Collection[str]) -> _WordTable:
        return cls(
            frozenset(words),
            frozenset(word[-1] for word in words),
            tuple(sorted({len(word) for word in words}, reverse=True)),
        )


def _word_before(text: str, end: int, table: _WordTable) -> tuple[int, str] | None:
    """The word of ``table`` that ends at ``end`` (spaces before ``end`` skipped): (start, word).

    Longest word first; an English word must not be the tail of a longer word ("bunder").
    """
    stop = end
    while stop > 0 and text[stop - 1].isspace():
        stop -= 1
    if stop == 0 or text[stop - 1].lower() not in table.last:
        return None
    window = text[max(0, stop - table.lengths[0]) : stop].lower()
    if "  " in window or "\t" in window or "\n" in window:
        window = re.sub(r"\s+", " ", window)  # rare: fall back to collapsed spaces
        offsets = None
    else:
        offsets = True
    for length in table.lengths:
        if length > len(window):
            continue
        key = window[-length:]
        if key not in table.words:
            continue
        begin = stop - length if offsets else _start_of_collapsed(text, stop, key)
        if begin < 0:
            continue
        if key[0].isascii() and key[0].isalpha() and begin > 0 and text[begin - 1].isascii() and text[begin - 1].isalpha():
            continue  # inside a longer English word
        return begin, key
    return None


def _start_of_collapsed(text: str, stop: int, key: str) -> int:
    """Where ``key`` (single-spaced) starts in ``text`` when it ends at ``stop`` with wider spaces."""
    pattern = r"\s+".join(re.escape(part) for part in key.split(" ")) + r"\Z"
    match = re.search(pattern, text[:stop], re.IGNORECASE)
    return match.start() if match else -1


_PRE_TABLE = _WordTable.of(_PRE_COMPARATORS)
_NOUN_TABLE = _WordTable.of(_NOUNS)
_LINKER_TABLE = _WordTable.of(_LINKERS)


_PER_UNITS = {
    "晚": "night", "人": "person", "天": "day", "月": "month", "年": "year", "次": "time", "小时": "hour",
    "间": "room", "night": "night", "person": "person", "head": "person", "day": "day", "month": "month",
    "year": "year", "hour": "hour", "room": "room",
}
_DURATION_FORMS = {"D": "P{}D", "W": "P{}W", "M": "P{}M", "Y": "P{}Y", "H": "PT{}H", "MIN": "PT{}M"}
_METRES = {"km": Decimal(1000), "m": Decimal(1), "mi": Decimal("1609.344")}


def _unit_info(unit: str | None) -> tuple[str, str] | None:
    if not unit:
        return None
    info = _UNIT_INFO.get(unit)
    if info is None:
        info = _UNIT_INFO.get(" ".join(unit.lower().split()))
    return info


def _amount(match: re.Match[str], number: str, multiplier: str) -> Decimal | None:
    value = _parse_number(match.group(number))
    if value is None:
        return None
    token = (match.group(multiplier) or "").strip().lower()
    if token:
        value *= _MULTIPLIERS[token]
    return value


def _quantity_value(slot: str, canon: str, number: Decimal) -> str:
    if slot == "duration":
        return _DURATION_FORMS[canon].format(_fmt(number))
    if slot == "distance":
        return f"{_fmt(number * _METRES[canon])}m"
    if slot == "percent" and canon == "pp":
        return f"{_fmt(number)}pp"
    return _fmt(number)


def _quantity(match: re.Match[str], text: str) -> Constraint | None:
    """A quantity from a core match (number, unit, range, comparator after) and the words before it."""
    groups = match.groupdict()
    between = match.re is _BETWEEN
    start = match.start()
    pre = noun_word = None
    noun_start = None
    if not between:
        found = _word_before(text, start, _PRE_TABLE)
        if found is not None:
            start, pre = found
        # "评分在4.5以上", "rating of 4.5+": a measure noun, maybe with a linking word.
        linker = _word_before(text, start, _LINKER_TABLE)
        noun = _word_before(text, linker[0], _NOUN_TABLE) if linker is not None else None
        if noun is None:
            noun = _word_before(text, start, _NOUN_TABLE)
        if noun is not None:
            noun_start, noun_word = noun
    first = _amount(match, "n1", "m1")
    if first is None:
        return None
    second = _amount(match, "n2", "m2") if groups.get("n2") else None
    if groups.get("n2") and second is None:
        return None
    unit_text = groups.get("u") or groups.get("u1")
    info = _unit_info(unit_text)
    post = groups.get("post")
    currency = groups.get("cur1") or groups.get("cur2")
    percent = bool(groups.get("pct"))

    if info is not None:
        slot, canon = info
        if percent and slot != "percent":
            return None
    elif percent:
        slot, canon = "percent", ""
    elif currency:
        slot, canon = "price", ""
    else:
        slot, canon = "", ""
    if currency and slot != "price":
        return None
    if not slot and noun_word:
        slot = _NOUNS.get(noun_word, "")
    if not (info or currency or percent or pre or post or groups.get("plus") or groups.get("more") or between):
        return None
    n1 = match.group("n1")
    if slot == "rating" and unit_text == "分" and not n1[0].isdigit():
        return None  # "十分" is "very", not ten points
    if slot == "count" and not (pre or post or second is not None) and n1 == "一":
        return None  # "一个" / "一家" is an article
    unitless = not (info or currency or percent)
    if unitless and post == "起":
        return None  # "一起" is "together"; "200元起" has its unit
    if unitless and not n1[0].isdigit() and not (pre and any(char in n1 for char in "十百千万亿")):
        return None  # a Chinese numeral with no unit is a word ("近一", "约一"), not an amount
    if not slot:
        if second is None and not groups.get("m1") and re.fullmatch(r"(?:19|20)\d\d", n1):
            return None  # a year with a comparator ("about 2025") is a time
        slot = "quantity"

    op = ""
    if pre:
        op = _PRE_COMPARATORS.get(pre, "")
    if not op and post:
        op = _POST_COMPARATORS.get(" ".join(post.lower().split()), "")
    if not op and groups.get("plus"):
        op = ">="
    if not op and groups.get("more"):
        op = ">"
    if second is not None:
        if second <= first:
            return None
        value = f"{slot}:{_quantity_value(slot, canon, first)}-{_quantity_value(slot, canon, second)}"
    else:
        value = f"{slot}{op or '='}{_quantity_value(slot, canon, first)}"
    per = groups.get("per")
    if per:
        value += "/" + _PER_UNITS[per.lower()]

    # The measure noun is part of the words only when the unit does not say what is measured.
    if noun_start is not None and not info and not currency and not percent and slot != "quantity":
        start = noun_start
    end = match.end()
    while end > start and text[end - 1].isspace():
        end -= 1
    words = text[start:end]
    return Constraint("quantity", slot, words, start, end, value, words)


def _quantities(text: str, words: Sequence[tuple[int, str]]) -> list[Constraint]:
    found: list[Constraint] = []
    anchors = [m.start() for m in _QUANTITY_ANCHOR.finditer(text)]
    anchors.extend(start for start, word in words if word in _EN_NUMBERS)
    anchors.sort()
    covered = 0
    for anchor in anchors:
        if anchor < covered:
            continue
        if anchor > 0 and text[anchor] not in "$¥￥€£":
            before = text[anchor - 1]
            # "上一个" / "下两周" refer; "玩上2小时" measures.
            if before in _NOT_BEFORE_NUMBER or (before in "上下" and not text[anchor].isdigit()):
                continue
        match = _QUANTITY_CORE.match(text, anchor)
        if match is None:
            continue
        constraint = _quantity(match, text)
        if constraint is not None and constraint.end > constraint.start:
            found.append(constraint)
            covered = match.end()
    if "between" in text.lower():
        for match in _BETWEEN.finditer(text):
            constraint = _quantity(match, text)
            if constraint is not None:
                found.append(constraint)
    return found


# -- scope and level ----------------------------------------------------------------------------

_ZH_ONLY_WORDS = ("仅限", "只限", "限于", "仅适用于", "只适用于", "仅", "只")
_ZH_ONLY = r"(?P<only>仅限于?|只限于?|限于|仅适用于|只适用于|仅|只)(?:在|于)?"
_SCOPE_ZH_WORDS = (
    "国内外", "海内外", "境内外", "国内", "海外", "境内", "境外", "国外", "国际", "全国", "全球", "本地",
    "省内", "省外", "市内", "线上", "线下",
)
_SCOPE_EN_WORDS = (
    "domestic", "overseas", "international", "abroad", "nationwide", "worldwide", "global", "local",
    "online", "offline",
)
_SCOPE_ZH = re.compile(rf"(?:{_ZH_ONLY})?(?P<core>{'|'.join(_SCOPE_ZH_WORDS)})(?!化)")
_SCOPE_EN = re.compile(
    rf"(?<![A-Za-z])(?:(?P<only>only)\s+)?(?P<core>{'|'.join(_SCOPE_EN_WORDS)})(?:(?:\s+|-)(?P<only2>only))?(?![A-Za-z])",
    re.IGNORECASE,
)
_ROLES = (
    "副总经理", "总经理", "副总裁", "总裁", "副总监", "总监", "副经理", "经理", "高管", "主管", "副部长",
    "部长", "处长", "科长", "局长", "司长", "厅长", "董事", "副总", "组长", "主任", "专员", "员工", "职员", "干部",
)
_EMPLOYEE_KINDS = (
    "新入职", "试用期", "普通", "正式", "外包", "基层", "全职", "兼职", "在职", "离职", "退休", "合同", "新", "老",
)
_USER_KINDS = ("普通", "付费", "免费", "企业", "个人", "注册", "新", "老")
_LEVEL_ZH_FIRST = ("VIP", "vip", "非会员", "会员", "实习生", "管培生", "应届生", "临时工", "合同工", "管理层", "高管", "中层", "学生", "儿童", "老人", "成人")
_LEVEL_ZH = re.compile(
    rf"(?:{_ZH_ONLY})?(?P<core>(?:{'|'.join(_ROLES)})级(?:别)?"
    rf"|(?:{'|'.join(_EMPLOYEE_KINDS)})(?:员工|职工)"
    rf"|(?:{'|'.join(_USER_KINDS)})用户"
    r"|(?<![A-Za-z])(?i:vip)(?![A-Za-z])(?:会员|用户|客户)?|非?会员"
    r"|实习生|管培生|应届生|临时工|合同工|管理层|高管|中层|学生|儿童|老年人|老人|成年人|成人)"
    r"(?P<cmp>及以上|及以下|以上|以下)?"
)
_LEVEL_EN = re.compile(
    r"(?<![A-Za-z])(?:(?P<only>only)\s+)?(?P<core>"
    r"(?:manager|director|vp|vice[- ]president|executive|senior|junior|entry|staff|c)[- ]level"
    r"|(?:regular|full[- ]time|part[- ]time|new|permanent)\s+(?:employees?|staff|hires?)"
    r"|employees|interns?|contractors|executives|senior\s+management"
    r"|vip(?:\s+(?:members?|users?|customers?))?"
    r"|(?:premium|free|paying|regular|new|enterprise)\s+(?:users?|members?|customers?)"
    r"|members|students|children|seniors)"
    r"(?:\s+(?P<cmp>and\s+above|or\s+above|and\s+below|or\s+below|and\s+up))?"
    r"(?:(?:\s+|-)(?P<only2>only))?(?![A-Za-z])",
    re.IGNORECASE,
)


def _word_value(core: str, cmp: str | None) -> str:
    value = normalize(core).replace("-", " ").replace("级别", "级")
    if cmp:
        value += normalize(cmp) if not cmp[0].isascii() else " " + normalize(cmp)
    return value


def _first_chars(*alternatives: Sequence[str]) -> str:
    """A lookahead admitting only the first characters of the given words."""
    chars = sorted({word[0] for words in alternatives for word in words})
    return "(?=[" + "".join(re.escape(char) for char in chars) + "])"


_SCOPE_ZH_GUARDED = re.compile(_first_chars(_ZH_ONLY_WORDS, _SCOPE_ZH_WORDS) + _SCOPE_ZH.pattern)
_LEVEL_ZH_GUARDED = re.compile(
    _first_chars(_ZH_ONLY_WORDS, _ROLES, _EMPLOYEE_KINDS, _USER_KINDS, _LEVEL_ZH_FIRST) + _LEVEL_ZH.pattern
)
# English patterns are tried only where a word that can open them starts.
_SCOPE_EN_FIRST = frozenset(("only", *_SCOPE_EN_WORDS))
_LEVEL_EN_FIRST = frozenset(
    "only manager director vp vice executive senior junior entry staff c regular full part new permanent "
    "employees interns intern contractors executives vip premium free paying enterprise members students "
    "children seniors".split()
)


def _scope(match: re.Match[str]) -> Constraint:
    value = _word_value(match.group("core"), None)
    return Constraint("scope", "scope", match.group(0), match.start(), match.end(), value, match.group(0))


def _level(match: re.Match[str]) -> Constraint:
    value = _word_value(match.group("core"), match.group("cmp"))
    return Constraint("level", "level", match.group(0), match.start(), match.end(), value, match.group(0))


def _word_matches(
    pattern: re.Pattern[str], first: frozenset[str], text: str, words: Sequence[tuple[int, str]]
) -> Iterator[re.Match[str]]:
    for start, word in words:
        if word in first:
            match = pattern.match(text, start)
            if match is not None:
                yield match


# -- comparison -------------------------------------------------------------------------------------

# Ends of the text before a constraint that make it a comparison target.
_COMPARE_BEFORE = re.compile(
    r"(?:(?<![占评好无正反类排攀])比|较|比起|(?<![A-Za-z])(?:vs\.?|versus|than|compared\s+(?:with|to)"
    r"|compare(?:\s+(?:it|this|that|them))?\s+(?:with|to)|relative\s+to|against))\s*$",
    re.IGNORECASE,
)
_CONJUNCTION_BEFORE = re.compile(r"(?:和|跟|与|同|(?<![A-Za-z])(?:and|with))\s*$", re.IGNORECASE)
_COMPARE_AFTER = re.compile(
    r"\s*[^\s，,。.？?！!；;]{0,8}?(?:相?比|对比|比较|一样|相同|不同|区别|差别|差距"
    r"|(?<![A-Za-z])(?:compared?|comparison|differ|difference))",
    re.IGNORECASE,
)
_LOOKBACK = 24


# Last characters of the cue words above: most constraints are not preceded by one.
_CUE_LAST = frozenset("比较起.sSnNoOtTdDhH和跟与同")


def _is_compared(text: str, start: int, end: int) -> bool:
    before = text[max(0, start - _LOOKBACK) : start].rstrip()
    if not before or before[-1] not in _CUE_LAST:
        return False
    if _COMPARE_BEFORE.search(before):
        return True
    return bool(_CONJUNCTION_BEFORE.search(before) and _COMPARE_AFTER.match(text, end, min(len(text), end + _LOOKBACK)))


# -- extraction --------------------------------------------------------------------------------------

_KIND_PRIORITY = {"time": 0, "quantity": 1, "scope": 2, "level": 3}


def _candidates(text: str, now: datetime.date | None) -> list[Constraint]:
    found: list[Constraint] = [
        Constraint("time", "time", text[m.start : m.end], m.start, m.end, m.value, m.display)
        for m in find_times(text, now)
    ]
    words = [(m.start(), m.group(0).lower()) for m in _ASCII_WORD.finditer(text)]
    found.extend(_quantities(text, words))
    found.extend(_scope(match) for match in _SCOPE_ZH_GUARDED.finditer(text))
    found.extend(_level(match) for match in _LEVEL_ZH_GUARDED.finditer(text))
    if words:
        found.extend(_scope(match) for match in _word_matches(_SCOPE_EN, _SCOPE_EN_FIRST, text, words))
        found.extend(_level(match) for match in _word_matches(_LEVEL_EN, _LEVEL_EN_FIRST, text, words))
    return found


def extract_constraints(text: str, *, now: datetime.date | None = None) -> list[Constraint]:
    """The time, quantity, scope and level constraints of one utterance.

    Overlapping readings are settled longest first (then time before quantity before
    scope before level, then leftmost); the result is sorted by position and its spans are
    exact and do not overlap.

    Args:
        text: the user's words.
        now: today's date; relative expressions ("这个月", "last week") are resolved
            against it. None keeps them relative: a symbolic value and the user's words.

    Returns:
        The constraints in order of position.

    Example:
        >>> [c.display for c in extract_constraints("上个月4.5分以上的酒店", now=datetime.date(2025, 1, 8))]
        ['2024年12月', '4.5分以上']
    """
    if not text:
        return []
    if isinstance(now, datetime.datetime):
        now = now.date()
    candidates = _candidates(text, now)
    candidates.sort(key=lambda c: (c.start - c.end, _KIND_PRIORITY[c.kind], c.start))
    taken: list[Constraint] = []
    for candidate in candidates:
        if all(candidate.end <= other.start or candidate.start >= other.end for other in taken):
            taken.append(candidate)
    taken.sort(key=lambda c: c.start)
    result = []
    for constraint in taken:
        if _is_compared(text, constraint.start, constraint.end):
            constraint = Constraint(
                constraint.kind, constraint.slot, constraint.text, constraint.start, constraint.end,
                constraint.value, constraint.display, compare=True,
            )
        result.append(constraint)
    logger.debug("constraints of %r: %s", text, result)
    return result


def merge_constraints(previous: Sequence[Constraint], new: Sequence[Constraint]) -> tuple[Constraint, ...]:
    """The constraints in force after a turn.

    A new constraint replaces every earlier one of the same (kind, slot, compare): "6月呢"
    replaces 7月, "海外呢" replaces 国内; a comparison target ("比6月") sits beside the
    time in force and replaces only an earlier comparison target. Several new constraints
    of one slot ("7月和8月") are all kept. Topic switches are the caller's business: it
    simply starts from an empty list.

    Args:
        previous: the constraints in force before the turn.
        new: the constraints of the turn, as :func:`extract_constraints` returns them.

    Returns:
        The kept earlier constraints in their order, then the new ones (duplicates of the
        same value dropped).
    """
    replaced = {(c.kind, c.slot, c.compare) for c in new}
    merged: list[Constraint] = [c for c in previous if (c.kind, c.slot, c.compare) not in replaced]
    seen: set[tuple[str, str, str, bool]] = set()
    for constraint in new:
        key = (constraint.kind, constraint.slot, constraint.value, constraint.compare)
        if key not in seen:
            seen.add(key)
            merged.append(constraint)
    return tuple(merged)
