"""Constraints of a turn: time, quantity, scope and level, kept across turns.

The seeds name the four kinds of condition that get lost in multi-turn conversations
(数量、范围、时间、身份): "仅限国内" dropped in the rewrite lets overseas answers in,
"普通员工" dropped gives the manager rates. :func:`extract_constraints` finds them in a
turn, :func:`merge_constraints` says which are in force after it ("6月呢" replaces 7月).

What is recognised comes from the language packs (:class:`~kglink.lang.ConstraintWords`
and :class:`~kglink.lang.Numerals` of ``kglink/lang/zh.py``, ``kglink/lang/en.py``), not
from one dataset; every registered pack runs over every text. The Chinese and English packs
recognise:

- time: see :mod:`kglink.linking.timeexpr` (absolute, relative to ``now``, recent ranges).
- quantity: a number (Arabic, Chinese numerals such as "两百", English number words
  ("twelve", "fifty"), with 万/千/k/million multipliers) with a unit and/or a comparator: 以上/以下/
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
from collections.abc import Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from typing import Literal

from kglink.lang import PACKS, LanguagePack, get_pack, registered
from kglink.lang.base import Unit
from kglink.linking.matcher import FOUND_CACHE
from kglink.linking.normalize import normalize
from kglink.linking.timeexpr import NowUnit, find_times

logger = logging.getLogger(__name__)

ConstraintKind = Literal["time", "quantity", "scope", "level"]

__all__ = ["Constraint", "ConstraintKind", "extract_constraints", "is_compared", "merge_constraints", "parse_zh_number"]


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


def parse_zh_number(token: str) -> int | None:
    """A number in Chinese numerals ("两百", "三千五", "一百零五", "一万二千"); None if malformed.

    Runs of bare digits ("三五", "二〇") are approximations or codes, not numbers: None.
    Kept for callers from before the packs: it is the Chinese pack's ``numerals.number``.
    """
    return get_pack("zh").numerals.number(token)


def _fmt(number: Decimal) -> str:
    """A Decimal without exponent or trailing zeros ("4.5", "200", "10000000")."""
    return format(number.normalize(), "f")


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

    Longest word first; a Latin word must not be the tail of a longer word ("bunder").
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
            continue  # inside a longer Latin word
        return begin, key
    return None


def _start_of_collapsed(text: str, stop: int, key: str) -> int:
    """Where ``key`` (single-spaced) starts in ``text`` when it ends at ``stop`` with wider spaces."""
    pattern = r"\s+".join(re.escape(part) for part in key.split(" ")) + r"\Z"
    match = re.search(pattern, text[:stop], re.IGNORECASE)
    return match.start() if match else -1


# -- the tables of every registered pack ------------------------------------------------------------

# Symbols every language writes the same way.
_SYMBOL_COMPARATORS = {">=": ">=", "≥": ">=", "<=": "<=", "≤": "<=", ">": ">", "<": "<", "~": "~"}
_SYMBOL_POST = {"+": ">="}
_SYMBOL_LINKERS = frozenset({":", "："})
_CURRENCY = r"[$¥￥€£]"
# An ISO 4217 code written before the amount ("GBP 495", "RMB 200"), as every language does.
_CODE_BEFORE = re.compile(r"(?<![A-Za-z])(?:USD|GBP|EUR|RMB|CNY|HKD|JPY|AUD|CAD|SGD|CHF|NZD)\s?$")
_DURATION_FORMS = {"D": "P{}D", "W": "P{}W", "M": "P{}M", "Y": "P{}Y", "H": "PT{}H", "MIN": "PT{}M"}
_METRES = {"km": Decimal(1000), "m": Decimal(1), "mi": Decimal("1609.344")}
_ASCII_WORD = re.compile(r"[A-Za-z]+")


def _alternatives(words: Iterable[str], spaced: bool) -> str:
    """Words as regex alternatives; a spaced language's case-blind, not running into a longer word."""
    body = "|".join(words)
    if not body:
        return ""
    return rf"(?i:{body})(?![A-Za-z])" if spaced else body


def _unit_pattern(unit: Unit) -> str:
    return unit.pattern or re.escape(unit.word).replace(r"\ ", r"\s+")


@dataclass(frozen=True, slots=True)
class _Tables:
    """Everything the extraction needs, built once from the registered packs."""

    packs: tuple[LanguagePack, ...]
    number_words: dict[str, int]
    multipliers: dict[str, int]
    numeral_places: frozenset[str]
    units: dict[str, tuple[str, str]]
    pre: dict[str, str]
    post: dict[str, str]
    nouns: dict[str, str]
    per_units: dict[str, str]
    pre_table: _WordTable
    noun_table: _WordTable
    linker_table: _WordTable
    not_before_number: frozenset[str]
    not_before_numeral: str
    numeral_chars: str
    digits_only_units: frozenset[str]
    article_numbers: frozenset[str]
    unitless_post_excluded: frozenset[str]
    anchor: re.Pattern[str]
    core: re.Pattern[str]
    between: tuple[tuple[str, re.Pattern[str]], ...]
    replacements: tuple[tuple[str, str], ...]
    compare_before: re.Pattern[str]
    conjunction_before: re.Pattern[str]
    compare_after: re.Pattern[str]
    cue_last: frozenset[str]
    # (pattern, the words a spaced language's pattern can open with or None, kind)
    word_patterns: tuple[tuple[re.Pattern[str], frozenset[str] | None, Literal["scope", "level"]], ...]

    @classmethod
    def build(cls, packs: tuple[LanguagePack, ...]) -> _Tables:
        specs = [pack.constraints for pack in packs]
        number_words = {word: value for pack in packs for word, value in pack.numerals.words.items()}
        numeral_chars = "".join(dict.fromkeys("".join(pack.numerals.chars for pack in packs)))
        places = frozenset(char for pack in packs for char in (*pack.numerals.small_units, *pack.numerals.big_units))
        number = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
        if numeral_chars:
            number += rf"|[{numeral_chars}]+"
        if number_words:
            number += "|" + _alternatives(sorted(number_words, key=len, reverse=True), True)
        mult = "(?:" + "|".join(p.numerals.multiplier_pattern for p in packs if p.numerals.multiplier_pattern) + ")"
        unit = "|".join(
            _alternatives((_unit_pattern(u) for u in pack.constraints.units), pack.spaced)
            for pack in packs if pack.constraints.units
        )
        post = {**{w: op for s in specs for w, op in s.post_comparators.items()}, **_SYMBOL_POST}
        post_pattern = "|".join(
            re.escape(word).replace(r"\ ", r"\s+") + (r"(?![A-Za-z])" if word[-1].isalpha() and word.isascii() else "")
            for word in sorted(post, key=len, reverse=True)
        )
        not_before = "".join(dict.fromkeys("".join(s.not_before_number for s in specs)))
        numeral_guards = "".join(
            rf"(?<![{re.escape(p.constraints.not_before_numeral)}](?=[{p.numerals.chars}]))"
            for p in packs if p.constraints.not_before_numeral and p.numerals.chars
        )
        # A number does not start inside another number, nor after an ordinal or a demonstrative.
        num_start = rf"(?<![\d.,{numeral_chars}{not_before}])" + numeral_guards
        range_words = "".join(
            "|" + (rf"(?i:{re.escape(w)})\s" if p.spaced else re.escape(w)) for p in packs for w in p.constraints.range_words
        )
        per_words = "".join(
            "|" + (rf"(?i:{re.escape(w)})\s" if p.spaced else re.escape(w)) for p in packs for w in p.constraints.per_words
        )
        per_units = "|".join(
            _alternatives(map(re.escape, p.constraints.per_units), p.spaced) for p in packs if p.constraints.per_units
        )
        percent = "|".join(re.escape(s.percent_prefix) for s in specs if s.percent_prefix)
        more = "|".join(re.escape(s.more_suffix) for s in specs if s.more_suffix)
        core = re.compile(
            (rf"(?P<pct>{percent})?" if percent else "")
            + rf"(?P<cur1>{_CURRENCY})?\s?"
            rf"{num_start}(?P<n1>{number})(?P<m1>{mult})?"
            # A unit before the range sign only in a range: "400元-500元".
            rf"(?:(?:\s?(?P<u1>{unit}))?\s?(?:-|~|～|—{range_words})\s?(?P<cur2>{_CURRENCY})?(?P<n2>{number})(?P<m2>{mult})?)?"
            + (rf"(?P<more>{more})?" if more else "")
            + r"(?P<plus>\+)?"
            rf"(?:\s?-?(?P<u>{unit}))?"
            rf"(?:\s?(?:/{per_words})"
            rf"(?P<per>{per_units}))?"
            rf"(?:\s?(?P<post>{post_pattern}))?"
            # A Latin word or number does not go on past the match, nor does a clock time
            # ("about 16:30" is a time, not about 16 of something).
            r"(?:(?<=[A-Za-z0-9])(?![A-Za-z0-9]|[:：]\d)|(?<![A-Za-z0-9]))"
        )
        # Where a quantity's number part can start; the words before it (comparator, measure
        # noun) are looked up backwards from there, which keeps the scan to one character class.
        anchor = re.compile((f"{percent}|" if percent else "") + rf"[$¥￥€£\d{numeral_chars}]")
        between = []
        for pack in packs:
            if pack.constraints.between is None:
                continue
            first, second = pack.constraints.between
            between.append((first.lower(), re.compile(
                rf"(?=[{first[0].upper()}{first[0].lower()}])(?<![A-Za-z])(?i:{re.escape(first)})\s+"
                rf"(?P<cur1>{_CURRENCY})?(?P<n1>{number})(?P<m1>{mult})?(?:\s?(?P<u1>{unit}))?"
                rf"\s+(?i:{re.escape(second)})\s+(?P<cur2>{_CURRENCY})?(?P<n2>{number})(?P<m2>{mult})?"
                rf"(?:\s?(?P<u>{unit}))?(?![A-Za-z0-9])"
            )))
        pre = {**{w: op for s in specs for w, op in s.pre_comparators.items()}, **_SYMBOL_COMPARATORS}
        nouns = {w: slot for s in specs for w, slot in s.measure_nouns.items()}
        linkers = frozenset().union(_SYMBOL_LINKERS, *(s.linkers for s in specs))

        def joined(parts: Iterable[str]) -> str:
            return "|".join(part for part in parts if part)

        return cls(
            packs=packs,
            number_words=number_words,
            multipliers={w: v for p in packs for w, v in p.numerals.multipliers.items()},
            numeral_places=places,
            units={u.word: (u.slot, u.canon) for s in specs for u in s.units},
            pre=pre,
            post=post,
            nouns=nouns,
            per_units={w.lower(): v for s in specs for w, v in s.per_units.items()},
            pre_table=_WordTable.of(pre),
            noun_table=_WordTable.of(nouns),
            linker_table=_WordTable.of(linkers),
            not_before_number=frozenset(f"0123456789.,{numeral_chars}{not_before}"),
            not_before_numeral="".join(s.not_before_numeral for s in specs),
            numeral_chars=numeral_chars,
            digits_only_units=frozenset().union(*(s.digits_only_units for s in specs)),
            article_numbers=frozenset().union(*(s.article_numbers for s in specs)),
            unitless_post_excluded=frozenset().union(*(s.unitless_post_excluded for s in specs)),
            anchor=anchor,
            core=core,
            between=tuple(between),
            replacements=tuple(pair for s in specs for pair in s.value_replacements),
            compare_before=re.compile(rf"(?:{joined(s.compare_before for s in specs)})\s*$", re.IGNORECASE),
            conjunction_before=re.compile(rf"(?:{joined(s.compare_conjunction for s in specs)})\s*$", re.IGNORECASE),
            compare_after=re.compile(
                rf"\s*[^\s，,。.？?！!；;]{{0,8}}?(?:{joined(s.compare_after for s in specs)})", re.IGNORECASE
            ),
            cue_last=frozenset("".join(s.compare_last for s in specs)),
            word_patterns=tuple(
                (pattern, frozenset(first) if pack.spaced else None, kind)
                for pack in packs
                for pattern, first, kind in (
                    (pack.constraints.scope, pack.constraints.scope_first, "scope"),
                    (pack.constraints.level, pack.constraints.level_first, "level"),
                )
                if pattern is not None
            ),
        )


_BUILT: list[tuple[int, _Tables]] = []


def _tables() -> _Tables:
    """The tables of the registered packs, built again only when the registered packs change."""
    if _BUILT and _BUILT[0][0] == PACKS.generation:
        return _BUILT[0][1]
    tables = _Tables.build(registered())
    _BUILT[:] = [(PACKS.generation, tables)]
    return tables


# -- numbers and quantities ---------------------------------------------------------------------


def _parse_number(token: str, tables: _Tables) -> Decimal | None:
    token = token.strip()
    if not token:
        return None
    if token[0].isdigit():
        try:
            return Decimal(token.replace(",", ""))
        except InvalidOperation:
            return None
    lowered = token.lower()
    if lowered in tables.number_words:
        return Decimal(tables.number_words[lowered])
    for pack in tables.packs:
        parsed = pack.numerals.number(token) if pack.numerals.digits else None
        if parsed is not None:
            return Decimal(parsed)
    return None


def _unit_info(unit: str | None, tables: _Tables) -> tuple[str, str] | None:
    if not unit:
        return None
    info = tables.units.get(unit)
    if info is None:
        info = tables.units.get(" ".join(unit.lower().split()))
    return info


def _amount(match: re.Match[str], number: str, multiplier: str, tables: _Tables) -> Decimal | None:
    value = _parse_number(match.group(number), tables)
    if value is None:
        return None
    token = (match.group(multiplier) or "").strip().lower()
    if token:
        value *= tables.multipliers[token]
    return value


def _quantity_value(slot: str, canon: str, number: Decimal) -> str:
    if slot == "duration":
        return _DURATION_FORMS[canon].format(_fmt(number))
    if slot == "distance":
        return f"{_fmt(number * _METRES[canon])}m"
    if slot == "percent" and canon == "pp":
        return f"{_fmt(number)}pp"
    return _fmt(number)


def _quantity(match: re.Match[str], text: str, tables: _Tables, between: bool = False) -> Constraint | None:
    """A quantity from a core match (number, unit, range, comparator after) and the words before it."""
    groups = match.groupdict()
    start = match.start()
    pre = noun_word = None
    noun_start = None
    code = None if between or groups.get("cur1") else _CODE_BEFORE.search(text, 0, start)
    if code is not None:
        start = code.start()  # "GBP 495", "over USD 30": the currency's code before the amount
    if not between:
        found = _word_before(text, start, tables.pre_table)
        if found is not None:
            start, pre = found
        # "评分在4.5以上", "rating of 4.5+": a measure noun, maybe with a linking word.
        linker = _word_before(text, start, tables.linker_table)
        noun = _word_before(text, linker[0], tables.noun_table) if linker is not None else None
        if noun is None:
            noun = _word_before(text, start, tables.noun_table)
        if noun is not None:
            noun_start, noun_word = noun
    first = _amount(match, "n1", "m1", tables)
    if first is None:
        return None
    second = _amount(match, "n2", "m2", tables) if groups.get("n2") else None
    if groups.get("n2") and second is None:
        return None
    unit_text = groups.get("u") or groups.get("u1")
    info = _unit_info(unit_text, tables)
    post = groups.get("post")
    currency = groups.get("cur1") or groups.get("cur2") or (code.group().strip() if code is not None else None)
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
        slot = tables.nouns.get(noun_word, "")
    if not (info or currency or percent or pre or post or groups.get("plus") or groups.get("more") or between):
        return None
    n1 = match.group("n1")
    if unit_text in tables.digits_only_units and not n1[0].isdigit():
        return None
    if slot == "count" and not (pre or post or second is not None) and n1 in tables.article_numbers:
        return None
    unitless = not (info or currency or percent)
    if unitless and post in tables.unitless_post_excluded:
        return None
    if unitless and not n1[0].isdigit() and not (pre and any(char in n1 for char in tables.numeral_places)):
        return None  # a number word with no unit is a word ("近一", "约一"), not an amount
    if not slot:
        if second is None and not groups.get("m1") and re.fullmatch(r"(?:19|20)\d\d", n1):
            return None  # a year with a comparator ("about 2025") is a time
        slot = "quantity"

    op = ""
    if pre:
        op = tables.pre.get(pre, "")
    if not op and post:
        op = tables.post.get(" ".join(post.lower().split()), "")
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
        value += "/" + tables.per_units[per.lower()]

    # The measure noun is part of the words only when the unit does not say what is measured.
    if noun_start is not None and not info and not currency and not percent and slot != "quantity":
        start = noun_start
    end = match.end()
    while end > start and text[end - 1].isspace():
        end -= 1
    words = text[start:end]
    return Constraint("quantity", slot, words, start, end, value, words)


def _quantities(text: str, words: Sequence[tuple[int, str]], tables: _Tables) -> list[Constraint]:
    found: list[Constraint] = []
    anchors = [m.start() for m in tables.anchor.finditer(text)]
    anchors.extend(start for start, word in words if word in tables.number_words)
    anchors.sort()
    covered = 0
    for anchor in anchors:
        if anchor < covered:
            continue
        if anchor > 0 and text[anchor] not in "$¥￥€£":
            before = text[anchor - 1]
            # "上一个" / "下两周" refer; "玩上2小时" measures.
            if before in tables.not_before_number or (before in tables.not_before_numeral and not text[anchor].isdigit()):
                continue
        match = tables.core.match(text, anchor)
        if match is None:
            continue
        constraint = _quantity(match, text, tables)
        if constraint is not None and constraint.end > constraint.start:
            found.append(constraint)
            covered = match.end()
    lowered = text.lower()
    for word, pattern in tables.between:
        if word in lowered:
            for match in pattern.finditer(text):
                constraint = _quantity(match, text, tables, between=True)
                if constraint is not None:
                    found.append(constraint)
    return found


# -- scope and level ----------------------------------------------------------------------------


def _word_value(core: str, cmp: str | None, tables: _Tables) -> str:
    value = normalize(core).replace("-", " ")
    for variant, canonical in tables.replacements:
        value = value.replace(variant, canonical)
    if cmp:
        value += normalize(cmp) if not cmp[0].isascii() else " " + normalize(cmp)
    return value


def _word_constraint(match: re.Match[str], kind: Literal["scope", "level"], tables: _Tables) -> Constraint:
    cmp = match.groupdict().get("cmp")
    value = _word_value(match.group("core"), cmp, tables)
    return Constraint(kind, kind, match.group(0), match.start(), match.end(), value, match.group(0))


def _word_matches(
    pattern: re.Pattern[str], first: Collection[str], text: str, words: Sequence[tuple[int, str]]
) -> Iterator[re.Match[str]]:
    for start, word in words:
        if word in first:
            match = pattern.match(text, start)
            if match is not None:
                yield match


# -- comparison -------------------------------------------------------------------------------------

_LOOKBACK = 24


def is_compared(text: str, start: int, end: int) -> bool:
    """Whether the words at ``start:end`` of ``text`` are the target of a comparison ("比前一个
    月" of "比前一个月多了多少"), as for the constraints :func:`extract_constraints` finds."""
    return _is_compared(text, start, end, _tables())


def _is_compared(text: str, start: int, end: int, tables: _Tables) -> bool:
    before = text[max(0, start - _LOOKBACK) : start].rstrip()
    # Most constraints are not preceded by a cue word: its last character rejects them at once.
    if not before or before[-1] not in tables.cue_last:
        return False
    if tables.compare_before.search(before):
        return True
    return bool(
        tables.conjunction_before.search(before)
        and tables.compare_after.match(text, end, min(len(text), end + _LOOKBACK))
    )


# -- extraction --------------------------------------------------------------------------------------

_KIND_PRIORITY = {"time": 0, "quantity": 1, "scope": 2, "level": 3}


def _candidates(text: str, now: datetime.date | None, now_unit: NowUnit, tables: _Tables) -> list[Constraint]:
    found: list[Constraint] = [
        Constraint("time", "time", text[m.start : m.end], m.start, m.end, m.value, m.display)
        for m in find_times(text, now, now_unit=now_unit)
    ]
    words = [(m.start(), m.group(0).lower()) for m in _ASCII_WORD.finditer(text)]
    found.extend(_quantities(text, words, tables))
    for pattern, first, kind in tables.word_patterns:
        if first is None:
            matches: Iterable[re.Match[str]] = pattern.finditer(text)
        elif words:
            # A spaced language's pattern is tried only where a word that can open it starts.
            matches = _word_matches(pattern, first, text, words)
        else:
            continue
        found.extend(_word_constraint(match, kind, tables) for match in matches)
    return found


def extract_constraints(
    text: str, *, now: datetime.date | None = None, now_unit: NowUnit = "day"
) -> list[Constraint]:
    """The time, quantity, scope and level constraints of one utterance.

    Overlapping readings are settled longest first (then time before quantity before
    scope before level, then leftmost); the result is sorted by position and its spans are
    exact and do not overlap.

    Args:
        text: the user's words.
        now: today's date; relative expressions ("这个月", "last week") are resolved
            against it. None keeps them relative: a symbolic value and the user's words.
        now_unit: "month" when only the month of ``now`` is known (days and weeks stay as said).

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
    return list(_extracted(text, now, now_unit, PACKS.generation))


@lru_cache(maxsize=FOUND_CACHE)
def _extracted(text: str, now: datetime.date | None, now_unit: NowUnit, _packs: int) -> tuple[Constraint, ...]:
    """The constraints of a text, kept: a turn reads its text several times over (the
    packs in force are part of the key)."""
    tables = _tables()
    candidates = _candidates(text, now, now_unit, tables)
    candidates.sort(key=lambda c: (c.start - c.end, _KIND_PRIORITY[c.kind], c.start))
    taken: list[Constraint] = []
    for candidate in candidates:
        if all(candidate.end <= other.start or candidate.start >= other.end for other in taken):
            taken.append(candidate)
    taken.sort(key=lambda c: c.start)
    result = []
    for constraint in taken:
        if _is_compared(text, constraint.start, constraint.end, tables):
            constraint = Constraint(
                constraint.kind, constraint.slot, constraint.text, constraint.start, constraint.end,
                constraint.value, constraint.display, compare=True,
            )
        result.append(constraint)
    logger.debug("constraints of %r: %s", text, result)
    return tuple(result)


_MONTH_ALONE = re.compile(r"M(\d{2})$")
_OF_YEAR = re.compile(r"(\d{4})-")


def in_year_of(constraint: Constraint, in_force: Sequence[Constraint], pack: LanguagePack) -> Constraint:
    """A month said without its year ("sorry, I meant August", "6月呢") in the year of the
    period in force ("July 2025"): the user moves within the year they were speaking of.
    Written in ``pack``'s words ("August 2025"); any other constraint as it is."""
    month = _MONTH_ALONE.match(constraint.value) if constraint.kind == "time" and not constraint.compare else None
    if month is None:
        return constraint
    years = {found.group(1) for c in in_force if c.kind == "time" and not c.compare and (found := _OF_YEAR.match(c.value))}
    if len(years) != 1:
        return constraint
    (year,) = years
    number = int(month.group(1))
    return replace(constraint, value=f"{year}-{number:02d}", display=pack.time.month(int(year), number))


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
