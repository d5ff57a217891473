"""Chinese: numerals, time words, quantity/scope/level words, referring words (pronouns,
demonstratives, classifiers, ordinals), function words, cue phrases and composition rules.

Moved here from the engines so that they read every language the same way; the patterns
are the language's own (particles, classifiers, fixed phrases), never a domain's words.
"""

from __future__ import annotations

import datetime
import re

from kglink.lang.base import (
    AnswerKind,
    ConstraintWords,
    LanguagePack,
    Numerals,
    Pronoun,
    ReferringWords,
    TimeFamily,
    TimeWords,
    Unit,
    first_chars,
)


# -- numbers ---------------------------------------------------------------------------------

NUMERALS = Numerals(
    digits={"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9},
    zeros="零〇",
    small_units={"十": 10, "百": 100, "千": 1000},
    big_units={"万": 10_000, "亿": 100_000_000},
    # "w" is how people type 万 ("3w").
    multipliers={"百": 100, "千": 1000, "万": 10_000, "亿": 100_000_000, "w": 10_000},
    multiplier_pattern=r"[万千百亿]|[wW](?![A-Za-z])",
)


# -- time expressions --------------------------------------------------------------------------
#
# Choices: a bare month keeps its year unknown; "年初" is Q1 and "年底"/"年末" Q4; "去年同期"
# keeps the year and the words "同期"; durations ("三天"), "前三天", a bare weekday
# ("周一开门吗" speaks of every Monday), "月活", "二线", "7个" are no time.

_ZH_NUM_CHARS = "零〇一二两三四五六七八九十百千万亿"
_ZH_YEAR_DIGITS = "〇零一二三四五六七八九"
# A relative-year stem, not inside a longer word ("以后", "说明", "基本").
# ("顺便问下年会几号": 下 after a verb is "一下", not "next" of 下年.)
_ZH_REL_STEM = r"(?<![以之然最今往随先说证表声发透光文简标注])(?P<yr>本(?=年度)|今|去|上一?|明|(?<![问查看讲聊试等找帮])下一?|前|后)"
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
# "8、9月", "7和8月": a month number before another month of the list, its 月 left out.
_ZH_MONTH_LISTED = re.compile(
    _ZH_YEAR_OR_MONTH_FIRST + _zh_year_prefix() + _ZH_BEFORE_MONTH
    + rf"(?P<m>{_ZH_MONTH_NUM})(?P<listed>)(?=(?:\s?[、,，和及与跟]\s?(?:{_ZH_MONTH_NUM}))+\s?月)"
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
# Where a word may start: after a year, a function character, punctuation or no Chinese.
_ZH_WORD_START = r"(?:(?<=[年那这的是说问看要查和跟与及呢吗啊也还就都，,。、：:\s])|^|(?<![\u4e00-\u9fff]))"
# "全年", "前三季度", "前两个月", "年初至今", "今年以来": months from the start of a year.
_ZH_SPAN = re.compile(
    r"(?=[\d〇零一二三四五六七八九今本去上明下前后全年])"
    + _zh_year_prefix()
    # ("安全年检", "提前两个月", "目前三季度": 全, 前 end a word there.)
    + rf"(?:{_ZH_WORD_START}(?:(?P<whole>全年度?)|前(?P<nq>[一二两三2-3])个?季度"
    r"|前(?P<nm>[两二三四五六七八九2-9]|1[01]|十一?)个月)"
    r"|(?P<todate>年初至今|年初到现在|(?<=年)以来))"
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

# "两个月前", "三年前", "半年前": one period before now, not a duration. ("前一个月" counts
# from the period in force: see time_before.)
_ZH_AGO = re.compile(
    rf"(?:(?P<half>半)年|(?P<n>\d{{1,3}}|[{_ZH_NUM_CHARS}]{{1,3}})\s?(?P<u>个月|个季度|季度|个星期|个礼拜|周|星期|天|年))"
    r"(?:之|以)?前(?![后一两几\d])"
)

_REL_WORDS = {
    "这个": 0, "这": 0, "本": 0, "当前": 0, "这一": 0, "这一个": 0,
    "上个": -1, "上一个": -1, "上": -1, "上一": -1,
    "下个": 1, "下一个": 1, "下": 1, "下一": 1,
    "上上个": -2, "上上": -2, "下下个": 2, "下下": 2,
}
_QUARTER_NUMBERS = "一二三四"


def _day(day: datetime.date) -> str:
    return f"{day.year}年{day.month}月{day.day}日"


def _days(first: datetime.date, last: datetime.date) -> str:
    if first.year != last.year:
        return f"{_day(first)}至{_day(last)}"
    return f"{_day(first)}至{last.month}月{last.day}日"


TIME = TimeWords(
    families=(
        TimeFamily("span", _ZH_SPAN, frozenset("全季月今来")),
        TimeFamily("month", _ZH_DATE, frozenset("日号")),
        TimeFamily("month_range", _ZH_MONTH_RANGE, frozenset("月")),
        TimeFamily("month", _ZH_MONTH, frozenset("月")),
        TimeFamily("month", _ZH_MONTH_LISTED, frozenset("、,，和及与跟")),
        TimeFamily("quarter", _ZH_QUARTER, frozenset("季Qq")),
        TimeFamily("half", _ZH_HALF, frozenset("半Hh")),
        TimeFamily("year", _ZH_YEAR, frozenset("年")),
        TimeFamily("year_edge", _ZH_YEAR_EDGE, frozenset("年")),
        TimeFamily("relative", _ZH_REL_MONTH, frozenset("月"), unit="month"),
        TimeFamily("relative", _ZH_REL_WEEK, frozenset("周期拜"), unit="week"),
        TimeFamily("day", _ZH_REL_DAY, frozenset("天日")),
        TimeFamily("relative", _ZH_REL_QUARTER, frozenset("季"), unit="quarter"),
        TimeFamily("recent", _ZH_RECENT, frozenset("近过")),
        TimeFamily("ago", _ZH_AGO, frozenset("前")),
    ),
    half_words={"上": 1, "下": 2},
    year_offsets={"今": 0, "本": 0, "去": -1, "上": -1, "上一": -1, "明": 1, "下": 1, "下一": 1, "前": -2, "后": 2},
    relative_offsets=_REL_WORDS,
    day_offsets={"大前天": -3, "前天": -2, "昨天": -1, "昨日": -1, "今天": 0, "今日": 0, "明天": 1, "明日": 1, "后天": 2, "大后天": 3},
    weekdays={"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "日": 7, "天": 7},
    recent_units={
        "个月": "M", "个星期": "W", "个礼拜": "W", "周": "W", "星期": "W", "天": "D", "日": "D", "个工作日": "D", "年": "Y",
        "季度": "Q", "个季度": "Q",
    },
    # "年初" is taken as Q1 and "年底"/"年末" as Q4: coarse, but a period a document is filed under.
    year_edges={"初": "Q1", "底": "Q4", "末": "Q4"},
    range_words=("到", "至"),
    year_suffix="年",
    year_joints=("的",),
    spell_year_only=True,
    day=_day,
    days=_days,
    month=lambda year, month: f"{year}年{month}月" if year else f"{month}月",
    quarter=lambda year, quarter: (f"{year}年" if year else "") + f"第{_QUARTER_NUMBERS[quarter - 1]}季度",
    half=lambda year, half: f"{year}年{'上' if half == 1 else '下'}半年",
    year=lambda year: f"{year}年",
    month_range=lambda year, first, last: f"{year}年{first}月至{last}月",
)

# -- quantities, scopes, levels, comparisons ---------------------------------------------------
#
# "分" needs Arabic digits ("十分" is the adverb "very"); "一个"/"一家" without a comparator
# is an article, not a count; a number after 第/这/那/前/后/上/下 belongs to an ordinal or a
# reference ("第一个", "这两个", "前两个月"), not to a quantity.

def _not_a_rate(unit: str) -> str:
    """"一天接诊多少人", "一个月几次": one unit before a question of amount (a verb or two
    between) is the unit of a rate, not a duration asked about ("三天多少钱" asks the
    price of three days)."""
    return rf"(?!(?<=(?<![\d{_ZH_NUM_CHARS}]){'一' + unit})[^，,。？?！!\s]{{0,3}}(?:多少|几))"


_UNITS = (
    Unit("个工作日", "duration", "D"), Unit("工作日", "duration", "D"), Unit("个小时", "duration", "H"),
    Unit("个钟头", "duration", "H"), Unit("小时", "duration", "H"), Unit("分钟", "duration", "MIN"),
    Unit("个星期", "duration", "W"), Unit("个礼拜", "duration", "W"), Unit("星期", "duration", "W"),
    Unit("个月", "duration", "M", "个月" + _not_a_rate("个月")),
    Unit("周", "duration", "W", "周(?![期年岁边围转一二三四五六日末])" + _not_a_rate("周")),
    Unit("天", "duration", "D", "天" + _not_a_rate("天")), Unit("年", "duration", "Y", "年(?![级代度纪])" + _not_a_rate("年")),
    Unit("块钱", "price"), Unit("人民币", "price"), Unit("元", "price"), Unit("块", "price", "", "块(?!钱)"),
    Unit("美元", "price"), Unit("美金", "price"), Unit("欧元", "price"), Unit("英镑", "price"),
    Unit("日元", "price"), Unit("港币", "price"), Unit("港元", "price"),
    Unit("星级", "rating"), Unit("颗星", "rating"), Unit("星", "rating"), Unit("分", "rating", "", "分(?![钟之别类享])"),
    Unit("个百分点", "percent", "pp"), Unit("百分点", "percent", "pp"), Unit("%", "percent"), Unit("％", "percent"),
    Unit("公里", "distance", "km"), Unit("千米", "distance", "km"), Unit("米", "distance", "m", "米(?![饭粉线兰])"),
    Unit("人次", "count"), Unit("个", "count"), Unit("人", "count", "", "人(?![民均员气口])"), Unit("家", "count"),
    *(Unit(word, "count") for word in ("次", "件", "条", "位", "名", "间", "张", "台", "项", "篇", "款", "套", "所", "座", "辆", "种")),
)
_ONLY_WORDS = ("仅限", "只限", "限于", "仅适用于", "只适用于", "仅", "只")
_ONLY = r"(?P<only>仅限于?|只限于?|限于|仅适用于|只适用于|仅|只)(?:在|于)?"
_SCOPE_WORDS = (
    "国内外", "海内外", "境内外", "国内", "海外", "境内", "境外", "国外", "国际", "全国", "全球", "本地",
    "省内", "省外", "市内", "线上", "线下", "全网",
)
# Who an answer applies to: general words of rank, employment, customer kind and age, not
# one company's grades (P7, M2), which are its ontology's names.
_ROLES = (
    "副总经理", "总经理", "副总裁", "总裁", "副总监", "总监", "副经理", "经理", "高管", "主管", "副部长",
    "部长", "处长", "科长", "局长", "司长", "厅长", "董事", "副总", "组长", "主任", "专员", "员工", "职员", "干部",
)
_EMPLOYEE_KINDS = (
    "新入职", "试用期", "普通", "正式", "外包", "基层", "全职", "兼职", "在职", "离职", "退休", "合同", "新", "老",
)
_USER_KINDS = ("普通", "付费", "免费", "企业", "个人", "注册", "新", "老")
_LEVEL_FIRST = ("VIP", "vip", "非会员", "会员", "实习生", "管培生", "应届生", "临时工", "合同工", "管理层", "高管", "中层", "学生", "儿童", "老人", "成人")
_LEVEL = (
    rf"(?:{_ONLY})?(?P<core>(?:{'|'.join(_ROLES)})级(?:别)?"
    rf"|(?:{'|'.join(_EMPLOYEE_KINDS)})(?:员工|职工)"
    rf"|(?:{'|'.join(_USER_KINDS)})用户"
    r"|(?<![A-Za-z])(?i:vip)(?![A-Za-z])(?:会员|用户|客户)?|非?会员"
    r"|实习生|管培生|应届生|临时工|合同工|管理层|高管|中层|学生|儿童|老年人|老人|成年人|成人)"
    r"(?P<cmp>及以上|及以下|以上|以下)?"
)

CONSTRAINTS = ConstraintWords(
    units=_UNITS,
    pre_comparators={
        "不超过": "<=", "不超出": "<=", "不高于": "<=", "不大于": "<=", "不多于": "<=", "最多": "<=", "至多": "<=",
        "最高": "<=", "不少于": ">=", "不低于": ">=", "不小于": ">=", "至少": ">=", "最少": ">=", "最低": ">=",
        "起码": ">=", "超过": ">", "超出": ">", "大于": ">", "高于": ">", "多于": ">", "低于": "<", "小于": "<",
        "少于": "<", "不到": "<", "不足": "<", "未满": "<", "大约": "~", "大概": "~", "约": "~", "将近": "~",
        "接近": "~", "近": "~",
    },
    post_comparators={
        "及以上": ">=", "或以上": ">=", "以上": ">=", "起": ">=", "往上": ">=", "及以下": "<=", "或以下": "<=",
        "以下": "<=", "以内": "<=", "之内": "<=", "内": "<=", "封顶": "<=", "左右": "~", "上下": "~", "之间": "",
    },
    measure_nouns={
        "评分": "rating", "得分": "rating", "分数": "rating", "评价": "rating", "星级": "rating",
        "价格": "price", "价钱": "price", "价位": "price", "售价": "price", "票价": "price", "房价": "price",
        "人均": "price", "单价": "price", "费用": "price", "预算": "price", "门票": "price",
    },
    linkers=frozenset({"在", "为", "是"}),
    per_words=("每",),
    per_units={"晚": "night", "人": "person", "天": "day", "月": "month", "年": "year", "次": "time", "小时": "hour", "间": "room"},
    range_words=("到", "至"),
    percent_prefix="百分之",
    more_suffix="多",
    not_before_number="第这那哪该此每前后几",
    not_before_numeral="上下",
    digits_only_units=frozenset({"分"}),
    article_numbers=frozenset({"一"}),
    # "一起" is "together"; "200元起" has its unit.
    unitless_post_excluded=frozenset({"起"}),
    scope=re.compile(
        first_chars(_ONLY_WORDS, _SCOPE_WORDS) + rf"(?:{_ONLY})?(?P<core>{'|'.join(_SCOPE_WORDS)})(?!化)"
    ),
    level=re.compile(first_chars(_ONLY_WORDS, _ROLES, _EMPLOYEE_KINDS, _USER_KINDS, _LEVEL_FIRST) + _LEVEL),
    value_replacements=(("级别", "级"),),
    # "占比10%" is a share, not a comparison; "和6月比呢" compares.
    compare_before=r"(?<![占评好无正反类排攀])比|较|比起",
    compare_conjunction=r"和|跟|与|同",
    compare_after=r"相?比|对比|比较|一样|相同|不同|区别|差别|差距",
    compare_last="比较起和跟与同",
)

# Particles, pronouns, question words and the commonest verbs and adverbs: a pair of
# characters with one of them is glue, not a topic. (Not "会": as often the head of a
# noun, "年会", "例会", as the "will" of "会不会", whose other characters are glue.)
_FUNCTION_CHARS = (
    "的了吗呢吧啊呀哦嘛么啦哈嗯哇喔噢是在有和与跟同及或就都也还又再很太更最挺蛮真好"
    "我你您他她它们这那哪此该其谁什怎几多少个些么吗要想能可以把被给让对向从到"
    "不没别很才刚已经过着得之而且但如果因为所以然后么样呢啥咋嘛"
)

# -- referring expressions ---------------------------------------------------------------------

# Classifiers that sit between a demonstrative and its noun ("这家餐馆", "那款产品").
# Measure words of things, machines, batches, orders, vehicles, works ("那台", "这批", "那单",
# "这部", "那首"): what comes between a demonstrative and its noun.
_CLASSIFIERS = "个家款项种条份位座所些套类间处只支件本次台批单辆张篇部首名笔片块场门段版"
# Words a demonstrative + classifier is part of without referring ("这个月", "那些年", "这次").
_NOT_AFTER_DEMONSTRATIVE = "月年周天季星样么边里儿时候般"

REFERRING = ReferringWords(
    # "第一" alone is usually "first of all": it refers with a classifier or a type noun.
    # "他的第一部电影" is his first film, not the first of a list. "第一次均衡修做了没" counts
    # times, not things: 次 before a word refers only when a type noun follows it.
    ordinal=re.compile(
        rf"(?<!的)第(?P<n>[一二两三四五六七八九十\d]+)"
        rf"(?:[{_CLASSIFIERS.replace('次', '')}]|次(?=$|[\s，,。.？?！!；;呢吗的])|(?P<times>次))?"
    ),
    # "前面那个" / "后面那个" after a list of two are its first and its last.
    # ("前一个月" is a month: a unit of time after it is no pick.)
    former_latter=re.compile(r"前者|后者|(?:前面|后面|前边|后边)那个|(?:前|后)一个(?![月季年周星天日号])"),
    relative=re.compile(
        r"(?:上一|上个|前一|刚才那|刚才的|刚刚那|之前那|之前的|前面那|前面的|前面提到的|刚才提到的|之前提到的)"
        rf"(?:[{_CLASSIFIERS}])?(?![{_NOT_AFTER_DEMONSTRATIVE}午])"
    ),
    # "上" / "之前的" alone are not references; "刚才那个" is.
    relative_alone=re.compile(rf"[{_CLASSIFIERS}]$|那"),
    # "本" ends words as often as it points ("日本电影" is no "本电影"): only where it starts one.
    demonstrative=re.compile(
        rf"(?:这|那|该|此|(?<![日基根版成剧原资书样课账脚文范读标副蓝])本)(?:一)?(?:[{_CLASSIFIERS}])?(?![{_NOT_AFTER_DEMONSTRATIVE}])"
    ),
    # ("那边" after a word is that word's side, "他那边", "青禾乐团那边": alone, or after 在 / 去, it is "there".)
    locative=re.compile(r"这里|那里|这儿|那儿|此处|该处|此地|该地|(?:(?<![\u4e00-\u9fffA-Za-z0-9])|(?<=[在去到]))那边"),
    # A bare "这个" / "那家" stands for a noun only when no noun follows it: it is followed by
    # punctuation, the end, a function word or a question word ("这个多少钱", "那家呢",
    # "这个的价格", "这款谁负责", "那台哪年买的").
    bare=(
        re.compile(
            rf"(?:这|那)(?:一)?[{_CLASSIFIERS}](?=$|[，,。.？?！!；;：:\s]|[的呢吗是有怎多能可会在要还也都和跟与比支怎咋谁哪几])"
        ),
        # "那家到货咋样": 家 and 位 count companies and persons, so with no type noun after
        # them they stand for one whatever follows.
        # ("X这家就行" restates X, "这家伙" is a word of its own.)
        re.compile(rf"(?:这|那)(?:一)?[家位](?=[\u4e00-\u9fff])(?![{_FUNCTION_CHARS}伙])"),
        # "这些退货都评审了吧": 些 and 都 count several, so the noun between them is no
        # word of one name ("这些周边的景点" has a type noun of its own).
        re.compile(rf"(?:这|那)些(?![{_FUNCTION_CHARS}年天])(?=[\u4e00-\u9fff]{{1,3}}[都也])"),
    ),
    # "尤其", "极其", "与其" are adverbs and a conjunction, not "its".
    pronoun=re.compile(r"(?=[他她它其])(?:[他她它]们家|它们|他们|她们|[他她它]家|(?<!其)它|(?<![其吉])他|她|(?<![尤极与])其(?![他中余实次间后前它一]))"),
    # "他家", "他们家" (their shop) say nothing of person or number.
    pronouns={
        # "她" is never said of a thing ("请她吃饭" names nobody the ontology holds); the
        # spoken "他" is ("他旁边" of a park), and "他们" of one business or body too ("我想去X，
        # 你有他们的电话吗"), as "they" is, though never of one person.
        "他": Pronoun(True, "m"), "他们": Pronoun(None, None, plural=True, singular_ok=True, one_not_person=True),
        "她": Pronoun(True, "f", only_persons=True),
        "她们": Pronoun(True, "f", plural=True, only_persons=True), "它": Pronoun(False), "它们": Pronoun(False, plural=True),
        "其": Pronoun(possessive=True),
    },
    positions={
        "前者": 0, "后者": -1, "前面那个": 0, "后面那个": -1, "前边那个": 0, "后边那个": -1, "前一个": 0, "后一个": -1,
    },
    classifiers=_CLASSIFIERS,
    general_classifiers="个些种类样",
    plural_markers=("些",),
)

# English question words stay in the Chinese pattern: a Chinese turn may carry a Latin
# phrase ("A1线UPH what"), and a turn with any CJK character is read as Chinese.
_QUESTION = re.compile(
    # 咋/啥 are the spoken 怎么/什么; a verb then 不/没 at the end asks yes or no ("关了没");
    # 还是 between two options asks which, at the head of a clause it is "had better".
    r"[？?吗呢]|多少|多久|多长|多远|什么|哪|几|怎么|如何|是否|能否|可否|(?<=[^，,。.！!\s])还是|有没有|咋|啥"
    r"|(?:不|没有?)[\s，,。.！!]*$|"
    r"\b(?:what|which|how|when|where|who|why|is|are|does|do|can)\b",
    re.IGNORECASE,
)

#: How an agent noun ends ("负责人", "管理者", "承运方", "供应商"): asked as "谁负责", "谁管理".
_AGENT_ENDINGS = "人者方商"


def _property_forms(name: str, relation: bool) -> tuple[str, ...]:
    """"负责人" -> "谁负责", "承运商" -> "谁承运": a property named by an agent noun (two
    characters or more before its ending) is asked with 谁 and the verb."""
    if len(name) >= 3 and name[-1] in _AGENT_ENDINGS and all("\u4e00" <= char <= "\u9fff" for char in name):
        return ("谁" + name[:-1],)
    return ()


PACK = LanguagePack(
    numerals=NUMERALS,
    time=TIME,
    constraints=CONSTRAINTS,
    referring=REFERRING,
    answer_words={
        "instruction": "请只根据下面的资料回答用户的问题；资料里没有的，就说不知道。",
        "clarify": "用户的问题有歧义，请先问清楚指的是哪一个：",
        "question": "问题",
        "searched": "检索查询",
        "facts": "知识图谱事实",
        "evidence": "检索到的资料",
        "earlier": "前几轮的资料",
    },
    code="zh",
    spaced=False,
    # A one-character filler needs a mark or a space after it: "行程" and "好评" are words.
    filler=re.compile(
        # ("好的吧，": a particle after the filler is part of it.)
        r"^(?:(?:(?:好的|好吧|嗯嗯|行的|可以|收到|明白了|明白|知道了|了解了|谢谢你?|谢谢啦|太好了|不错)[吧啊呀啦哈]?"
        r"|(?:ok|okay|thanks|thank you|great|sure|alright|i see|got it)(?![A-Za-z]))[，,。.!！~～\s]*"
        r"|[好嗯哦噢恩行](?:[，,。.!！~～\s]+|$))+",
        re.IGNORECASE,
    ),
    # ("那批降级的种子": 那 before a measure word that starts no word of its own points at
    # a thing; it is no particle. "那门票" is "门票".)
    # ("那月", "那年": that month, a period in force, not "so".)
    lead_particle=re.compile(r"^(?:那么|那(?![个批次件台辆些月年季天]|周(?!边|围))|所以|然后|and|so|then)[，,\s]*", re.IGNORECASE),
    # ("那个月二店呢": 那 of "那个月" is the month in force, no particle leading the slot.)
    ellipsis=re.compile(
        r"^(?:那么|那(?!(?:个|一个)?(?:季度|半年|月|季|年|周|星期|天))|还有|换成|换)?"
        r"\s*(?P<slot>[^，,。？?！!]{1,24}?)\s*(?:的)?呢\s*[？?。.!！]*$"
        # "再查下佩勒姆仓", "也看一下佩勒姆仓的": the last question again, of what follows.
        r"|^(?:那)?(?:再|也|同样)(?:查|看|问)(?:一)?下\s*(?P<slot2>[^，,。？?！!]{1,24}?)\s*(?:的)?\s*[？?。.!！]*$"
        # "东北区那边": a name and "over there" alone ask the last question of it.
        r"|^(?:那)?\s*(?P<slot3>[^，,。？?！!]{1,24}?)(?:那边|那儿|那里)\s*[？?。.!！]*$"
    ),
    predicate=re.compile(r"有|是|要|能|会|可以|需要|开放|支持|\b(?:is|are|does|do|has|have|can)\b", re.IGNORECASE),
    continuation=re.compile(
        # ("咋掉了这么多": the spoken 怎么 before a change or a degree asks why; "咋办",
        # "咋样", "咋弄" ask how.)
        r"^(?:为什么|为啥|怎么会|怎么这么|何以|什么原因|原因是|原因呢|详细|具体|展开|还有呢|还有吗|还有别的|然后呢|"
        r"咋(?:会|就|又|还)?(?=这么|那么|[掉涨跌降升少多高低慢快变差])|"
        r"后来(?!的)|之后呢|接下来呢|结果呢|后续呢|最后呢|"
        r"继续|多说|再说说|再讲讲|说说|讲讲|介绍一下|举个例子|比如呢|有什么影响|怎么办|怎么解决)"
    ),
    elaboration=re.compile(r"^(?:详细|具体|展开|继续|多说|再说说|再讲讲|说说|讲讲|举个例子|比如呢)"),
    why=re.compile(r"为什么|为啥|怎么会|什么原因|咋(?:会|就|又|还)?(?=这么|那么|[掉涨跌降升少多高低慢快变差])"),
    comparison=re.compile(
        # "跟北岭站是一个地方吗", "和旧版是一回事吗": asking whether two are one compares them.
        r"(?:和|跟|与|同|对比|相对于|相较于)(?P<other>.{1,30}?)(?:比|相比|对比|比较|比起来|(?:的|有)?(?:什么|啥|哪些)?(?:区别|差别|不同)|有何不同|哪个"
        r"|是(?:不是)?(?:同)?一(?:个|回事|码事)"
        # ("它跟城西馆差多少", "跟去年的差距": by how much the two differ.)
        r"|差(?:了)?(?:多少|几|这么多|那么多)|相差|的?差距)"
        # ("哪里比较好": 比较 before an adjective is "rather", no comparison.)
        r"|比(?![较如])(?P<other2>.{1,20}?)(?:高|低|多|少|涨|跌|增长|下降|贵|便宜|大|小|好|差|快|慢)"
        # "比较喜欢" is "rather like": only "对比" or "比较一下" compares on its own.
        r"|(?:对比(?:一下)?|比较一下)(?P<other3>.{1,30})"
        # ("二号航线 vs 三号航线": typed in Latin letters between two names.)
        r"|\s*(?:vs|VS|Vs)\.?\s*(?P<other4>.{1,30})"
        # ("离目标还差多少": how far one is from the other.)
        r"|离(?P<other5>.{1,20}?)(?:还)?(?:有)?差"
        # ("升级版多了什么": what one has more of is said against the thing in play.)
        r"|多(?:了|出)(?:些|来)?(?:什么|啥|哪些)"
    ),
    # "不是很贵" negates a degree, which is a comment, not a correction.
    correction=re.compile(
        # "哦我看错了", "啊 说错了": an interjection and "我" may open the admission of a slip.
        r"^(?:[哦噢喔啊呃唉哎嗯]\s*)?(?:不是(?!很|太|挺|特别|非常|那么|这么|多么)|不对|错了|改成|改为|换成|换为)"
        r"|^(?:[哦噢喔啊呃唉哎嗯]\s*)?我?(?:搞|弄|说|看|记|写|打)错了|不是那个意思|我说的是|我是说|我指的是|"
        # ("哦不对 我要看的是5月的": what the user wanted to see, said again.)
        r"我问的是|我想问的是|我(?:要|想)(?:看|查|问|找)的是|应该是"
        # "纠正一下，…", "哦不，洛溪店", "是洛溪店不是柏溪店" ("是不是" asks).
        r"|纠正一下|更正一下|^(?:[哦噢喔啊呃唉哎嗯]\s*)?不[，,\s]|^是(?!不是)[^，,。？?]{1,20}?不是"
    ),
    # "上回说的吞吐量", "刚才问的那个方案": what an earlier turn said, taken up again
    # ("你刚才说的那几个" is what the answer just said, no return).
    # ("聊回1号线", "绕回来", "言归正传": back to what was talked of.)
    return_=re.compile(r"回到|说回|再说回|回头说|接着说刚才|还是说回|继续说刚才|聊回|绕回|言归正传"
                       r"|(?<![你您])(?:上回|刚才|刚刚|之前|前面|先前)(?:说|提|问|聊)(?:的|到的|过的)"),
    # "另外，年假怎么请": "另外" and a pause opens another matter ("另外那个" is the other one).
    # ("插一句": an aside. "对了，…" is none: it goes on about the thing in play as often.)
    switch=re.compile(r"换个话题|另外问|另一个问题|再问一个|顺便问|问个别的|问点别的|说点别的|题外话|插一句"
                      r"|(?:跟|和|与)(?:这个|此|上面的?)无关|^\s*另外[，,\s]"
                      # "好，我记下了。另外我还打算…": "另外" opening a sentence before its subject or
                      # "还"/"再" is "besides" ("另外那个", "另外两家" are the other ones).
                      r"|(?:^|[。！？!?；;]\s*)另外(?=我|咱|还|再|想|请|帮)"),
    # "那几个单子" points back; "几个"/"一家" alone is a new search.
    # "去个免费的景点", "找家餐馆": a verb of going or getting with a bare measure word.
    indefinite=re.compile(
        # "一家店", "几个景点": a measure word and the noun sought; "知道一些，", "说出几个？" count
        # what is known of the topic, no new thing.
        # "好几个" is "quite a few". "算是一位老专家", "那是一家老店": after the copula it says what the focus is
        # (not after "真是", an exclamation that closes as often as it comments).
        # "分几个组", "下设几个科室" ask how many parts the thing in play has: no search.
        # ("一家600-700元的酒店": a price or a count may come first.)
        # "差了几个点", "涨了几个百分点" ask how far a figure moved: no search either.
        # ("下一个车主", "上一个", "第一个": which one by its place, no new thing sought.)
        r"(?<![那这哪上下第])(?<![^真]是)(?:一|(?<![好分含括设了差面有共])几)(?:个|家|款|些|种|位|所|座|间)(?!百?分?点)(?=[\u4e00-\u9fff0-9])|推荐|有没有.{0,6}(?:的|适合)|(?:找|物色)(?:一|个|家)"
        r"|(?:去|住|订|换|吃)(?:个|家)(?![月年天周日次])"
    ),
    additive=re.compile(r"也|同样|一样|还是"),
    # "二号灌装线有没有一样的风险": the same matter as the topic's, of the thing named.
    same_again=re.compile(
        r"(?:一样|同样|相同|类似)的(?!时间|日子|价格|价钱|地方|地址|时候|月|季度|年|周)[\u4e00-\u9fff]"
    ),
    question=_QUESTION,
    asks_when=re.compile(r"(?:什么|啥)时候|何时|哪天|哪一?年|几月几号|几号|几点"),
    habitual=re.compile(r"平时|平常|通常|总是|老是|向来|一向|历来|往常|一般来说"),
    asks_what_counts=re.compile(r"算不算|算进|算入|计入|计不计|包不包括|算在.{0,8}(?:里|内)|什么意思|啥意思|指的是什么|(?:怎么|如何)(?:定义|计算|统计)|口径"),
    past=re.compile(r"当时|那时|那会儿?"),
    closing=re.compile(
        r"(?:谢谢|多谢|感谢|谢(?=[啦了]))(?:你|您|啦|了)*(?:提供)?(?:的|这么多)?(?:帮助|帮忙|推荐|解答|耐心解答|服务|信息|介绍)?|辛苦了|再见|拜拜"
        r"|没有?(?:别的|其他(?:的)?|什么)?(?:问题|事情?|需要)?了|就这些|就这样吧?|不用了"
        r"|有(?:问题|事|需要)(?:的话)?(?:我)?再(?:联系|找|问|来问)(?:你|您)?"
        r"|问(?:题)?问完了|没有(?:任何|其他|别的)?问题了|感激不尽|(?:给你|给您)?添麻烦了"
        # Acknowledging what was told (not "记不清楚了"), or praising the help, asks nothing either.
        r"|(?:我|我们)?(?<![不没])(?:清楚|明白|知道|了解)了|帮(?:了)?(?:我|我们)(?:一个)?大忙了?|(?:很|真|非常|太)?贴心"
        r"|对(?:我|我们)(?:很|非常|太)?有(?:用|帮助)"
    ),
    pleonastic=re.compile(r"(?!)"),  # Chinese drops the subject instead of using a dummy one
    # "请问有评分4分以上的餐馆吗": 有 opening a sentence and 吗 closing it ask whether
    # there is one too ("它有停车场吗" has a subject before 有).
    existence=re.compile(
        r"有没有|有无|是否有"
        r"|(?:^|(?<=[，,。！？!?；;\s]|问))有(?![没无点些]|其[他它]|别的)(?=[^，,。！？!?；;]{1,40}?(?:吗|么|嘛)(?:[？?。！!，,]|$))"
    ),
    offer_more=re.compile(r"还有什么(?:可以|能|需要)|还需要(?:什么|别的|其他)|其他(?:需要|问题)|别的需要"),
    negation=re.compile(r"(?:不是|而不是|并非|不要)\s*$"),
    title=re.compile(r"《[^《》]{1,30}》"),
    # "真是赶上了呢，帮我找一家…": 呢 after 了/着 or a degree word closes a remark; so it
    # does after 都 ("演的都超级棒呢，", "我都看过呢，").
    # (Not over a question word: "可是为什么呢" asks, "都有哪些呢" too.)
    # "真的吗，…", "是吗，…": a reaction before what the turn goes on to ask.
    remark=re.compile(
        r"(?:了|着|真|挺|很|太|有点|可|都)[^，,。？?！!；;\s哪什怎谁几多啥咋吗么]{0,8}?呢(?=[，,。.！!~～；;\s]|$)"
        r"|(?:^|(?<=[，,。！!\s]))(?:真的|是|对|真)[吗嘛](?=[，,。！!~～])"
    ),
    # "回到A2线，…" or, typed fast, "回到A2线 8月返工主要返啥": the lead ends at a mark or a space.
    return_lead=re.compile(r"(?:回到|说回|回头说|接着说刚才|继续说刚才|聊回|绕回|言归正传|(?<![你您])(?:上回|刚才|刚刚|之前|前面|先前)(?:说|提|问|聊)(?:的|到的|过的))"
                           r"[^，,。：:；;\s]*[，,。：:；;\s]\s*"),
    coordinators=frozenset({"和", "与", "及", "跟", "或", "、", "以及", "或者", ",", "，"}),
    list_and="和",
    list_sep="、",
    possessive="的",
    related_kind="{words}的{noun}",
    # ("谁调度" then "时效呢": 谁 asks a person, a duration is asked 多久, after its name.)
    value_questions={
        "多长时间": "duration", "多久": "duration", "是谁": "person", "谁": "person", "在哪里": "place",
        "在哪儿": "place", "在哪": "place", "什么时候": "date", "哪天": "date", "多少": "amount",
    },
    kind_questions={
        "duration": "多久", "person": "是谁", "place": "在哪", "date": "什么时候", "amount": "多少", "thing": "是什么",
    },
    asked_after=True,
    property_forms=_property_forms,
    # How nouns of persons end ("人物", "演员", "歌手", "作者", "明星", "乐队"); not "家",
    # which ends 厂家 and 国家 as often as 作家.
    personal_nouns=("人", "人物", "人员", "者", "员", "师", "手", "星", "乐队", "组合",
                    # Occupations and roles a class of persons is commonly named by ("副院长" ends with 院长).
                    "教授", "医生", "学生", "研究生", "经理", "总监", "主管", "主任", "专家", "领导", "老板", "司机",
                    "顾客", "乘客", "旅客", "游客", "房客", "住客", "职工", "员工", "居民", "村民", "农民",
                    "院长", "校长", "厂长", "部长", "科长", "处长", "局长", "队长", "班长", "店长", "站长", "干部",
                    "教练", "护士", "顾问", "助理", "秘书", "会计", "客服", "保安", "导游", "作家", "画家", "科学家"),
    gender_words={"男": "m", "男性": "m", "女": "f", "女性": "f"},
    prompt_system=(
        "你是检索查询改写器。把用户在多轮对话中的当前问题改写成一条或几条可以独立检索的查询。\n"
        "规则：\n"
        "1. 把代词、指代和省略（“它”“这个功能”“那X呢”“上一个方案”）换成白名单里的规范名。\n"
        "2. 只能使用白名单中的实体名；不要加入对话中没有出现的实体、版本、年份或条件。\n"
        "3. 保留对话中仍然有效的条件（时间、地区、数量、范围），原样写出。\n"
        "4. 一句话问了几件事时，拆成几条查询。\n"
        "5. 用户在纠正前面的说法时，correction 为 true。\n"
        "6. 拿不准时，保持用户原话不变。\n"
        "7. 用用户的语言回答。只输出一个 JSON 对象："
        '{"queries": ["..."], "correction": false, "basis": ["你依据的名称或轮次"]}'
    ),
    prompt_words={
        "summary": "对话摘要", "history": "最近对话", "user": "用户", "assistant": "助手",
        "state": "当前状态", "whitelist": "白名单（规范名：可用别名）", "question": "当前问题", "none": "无",
    },
    name_sep="：",
    # "啥时候", "到时候": the noun of the question word "when" says nothing of a topic.
    stop_words=frozenset({"时候"}),
    function_chars=frozenset(_FUNCTION_CHARS),
    latin_names=True,
    drops_objects=True,
    which=re.compile(r"哪(?:一)?[个条家款项种位座所台部套只间类]?\s*$"),
    what_of_it=re.compile(r"(?:什么|啥)\s*$"),
    which_several=re.compile(r"哪(?:些|几[个条家款项种位座所台部套只间类])\s*$"),
    picks_one=re.compile(r"哪|谁"),
    options=re.compile(r"还是|或者|或是"),
    asks_contents=re.compile(r"多(?:了|出)(?:些|来)?(?:什么|啥|哪些)|区别|差别|不同|一样"),
    # "冻结规定一样吗", "有区别吗", "差别大不大": alike or not, the other side unsaid.
    same_or_not=re.compile(r"(?:一样|相同|不同|有(?:什么|啥)?区别|区别大|差别大|差不多)(?:吗|么|嘛|不|没)?\s*[？?]?\s*$"),
    which_one=re.compile(r"哪一?[个条家款项种位座所台部套只间类批]"),
    # "北岗更大吗", "专业版贵多少", "是不是少很多", "升级到专业版", "哪个便宜": a degree with
    # no "比".
    comparative=re.compile(
        r"(?:更|还要)(?:高|低|多|少|大|小|好|差|快|慢|贵|便宜|强|弱|长|短)"
        r"|(?:高|低|多|少|大|小|好|差|快|慢|贵|便宜|强|弱|长|短)(?:多少|很多|不少|一些|一点|了多少|得多)"
        r"|(?:多|高|大|好|贵|快|长)还是(?:少|低|小|差|便宜|慢|短)"
        r"|多花|少花|差在哪|差距|区别|差别|升级到|升到"
        # ("差多少", "差了这么多": by how much one differs from the other.)
        r"|差(?:了)?(?:多少|几|这么多|那么多)"
        # ("哪个多" asks which has more; "哪个多少钱" asks a price.)
        r"|哪(?:个|家|款|种|条|位|一个)?(?:更|比较)?(?:高|低|大|小|好|差|快|慢|贵|便宜|强|弱|长|短|划算|合适|多(?!少)|少)"
    ),
    compared_lead="比起{}，",
    speaker_openers=("你", "您", "我", "咱"),
    speaker_lead="{}，",
    besides=re.compile(r"别的|其他|其它|除了|以外|之外"),
    group_pronouns=frozenset({"他们", "她们", "他家", "她家", "他们家", "她们家"}),
    organisation_nouns=("公司", "企业", "集团", "机构", "组织", "单位", "部门", "部", "团队", "小组", "工厂", "厂",
                        "厂家", "厂商", "商", "医院", "学院", "学校", "大学", "银行", "协会", "乐团", "客户"),
    # "那家" counts shops and companies, "那位" persons: "那家到货" is a supplier's deliveries.
    group_classifiers="家位名",
    # ("一家人" is a household: one person is "一位", "一名", never "一家".)
    body_classifiers="家",
    says_one=re.compile(r"(?:是|算)(?:一[家位名]|位)"),
    asks_more=re.compile(r"还(?:知道|记得)?(?:有)?(?:谁|哪些|哪几[个位部家]|其他的?|其它的?|别的)"),
    # "另外" alone is "besides": "另一家", "另外那个" need the numeral or the demonstrative.
    # "新那家", "新换的那个": the one just brought in beside the focus ("新的那款" is the
    # newer by date, a ``gradable`` word).
    other=re.compile(
        r"另(?:外)?(?:一|那)(?:个|家|款|条|种|位|台|座|所|套|项|部|只|间|门)?"
        r"|新(?:来的|换的|加的)?(?:那|这)(?:个|家|款|条|种|位|台|座|所|套|项|部|只|间|门)"
    ),
    # "原版", "基础版", "普通的那个": the family's member the focus's name goes on from.
    base_member=re.compile(r"(?:原版|初版|第一版|基础版|标准版|普通版|原来(?:的)?那(?:个|款|版))"),
    # "这俩月" is two months, not two things.
    # ("两个去年差多少": "两个" opening a clause, no count of anything after it, is "the two".)
    pair=re.compile(
        # ("他们俩谁管的店": the two persons in play.)
        r"(?:(?:这|那|它|他|她)们?俩|(?:这|那)两(?:个|家|条|款|位|台|种|项)|两(?:个|家|条|款|位|台|种|项)都|两者"
        # ("两家3月售后产值加起来多少": the count alone, as the subject of a sum or a ranking.)
        r"|(?<![\u4e00-\u9fff\d])两(?:个|家|条|款|位|台|种|项)(?=[^，,。？?！!]*(?:加起来|合起来|一共|合计|总共|哪个|谁))"
        r"|(?:^|(?<=[，,。？?！!\s]))两个(?![月年天周日季号人多半来余]|小时|钟头|星期|礼拜|问题|事))"
        r"(?![月年天周日季号])"
    ),
    pair_of_kind=re.compile(r"(?<![一二三四五六七八九十\d])两(?:个|家|条|款|位|台|种|项|座|所|部|首)"),
    # ("三家哪个最高", "三家加起来多少": the count alone, as the subject of a ranking or a sum.)
    several_of_kind=re.compile(
        r"(?:这|那|(?<![\u4e00-\u9fff\d])(?=.[个家条款位台种项座所部首](?:哪|加起来|一共|合计|都|各|分别|谁)))"
        r"(?P<n>[三四五六七八九十])(?:个|家|条|款|位|台|种|项|座|所|部|首)"
    ),
    total=re.compile(r"加起来|合起来|一共|合计|总共|总计|共计"),
    place_label=re.compile(r"所在|地点|位于|所属地|(?:城市|地区|区域|片区|大区|省份)$"),
    address_label=re.compile(r"^(?:详细|通讯|联系|门店)?地址$"),
    # "还记得影片讲了个什么故事吗", "你知道那首歌是谁唱的吗": whether the assistant knows.
    # ("你还记得演员是哪几位吗" asks which of that kind: the type noun is what is asked.)
    asks_if_known=re.compile(r"(?:那|那么)?(?:你|您)?还?(?:记得|知道|晓得|了解)"),
    asks_which=re.compile(r"都?(?:有|是)?(?:谁|哪)"),
    # ("哪家续卡率高", "续卡率哪家高": which has the higher figure it names, the grade
    # ending the clause.)
    which_more=re.compile(
        r"^\W*(?:那)?哪(?:个|一个|家|款|种)(?:更|比较)"
        r"|^\W*(?:那)?(?:[^，,。？?！!\s哪]{2,8}哪(?:个|一个|家|款|种|条|位)|哪(?:个|一个|家|款|种|条|位)[^，,。？?！!\s]{2,8}?)"
        r"(?:更|比较)?(?:高|低|好|差|多|少|大|小|贵|便宜|快|慢)(?:些|点|一些|一点)?(?:呢|啊)?\W*$"
    ),
    # "全公司呢", "全集团的": the whole company, the whole group ("全年" is a period).
    whole_scope=re.compile(r"全(?:网|线网|路网|公司|集团|院|行|市|省|国)"),
    extreme=re.compile(
        r"(?:哪个|哪家|哪条|谁|哪里|哪儿).{0,6}最(?:高|低|好|差|多|少|久|长|短|快|慢|大|小|贵|便宜|早|晚|严重)"
        r"|^\W*(?:那)?最(?:高|低|好|差|多|少|大|小|长|短|快|慢|贵|便宜)的呢?\W*$"
        # ("投诉最多的是哪条线": the extreme first, then which.)
        r"|最(?:高|低|好|差|多|少|久|长|短|快|慢|大|小|贵|便宜|早|晚|严重)的(?:是)?(?:哪|谁)"
        # ("垫底的是哪家", "它排第几", "第二名呢": a place in a ranking.)
        r"|垫底|倒数第|排(?:在|名)?第几|第[一二三四五六七八九十\d]+名"
    ),
    excepted=re.compile(r"(?:除了|除去|除开)\s*$"),
    # "目前进展如何", "还剩几台": how a thing stands now, no period said.
    so_far=re.compile(r"目前|到现在|还剩|还差|剩下|进展|进度|已完成|完成了多少|完成多少"),
    # The rest of "你好，知道X吗", "对X有了解吗", "听说过这个人吗", "你对他很了解吗" (X cut out):
    # a greeting or a word of assent first, a kind's noun after a demonstrative last.
    overview=re.compile(
        r"\s*(?:[^\s，,。？?！!]{1,4}[，,！!。]\s*)?(?:你|您)?\s*(?:对\s*(?:他|她|它)?\s*)?(?:有|很|还)?"
        r"(?:了解|知道|听说过|认识)\s*(?:这(?:个|部|座|家|位|所|处|里)?[\u4e00-\u9fff]{0,3})?\s*"
        r"(?:吗|么|嘛|不|没)?\s*[？?。！!～~]*\s*"
    ),
    every=re.compile(r"(?:各|每(?:个|家|条|位|台|所)?|所有|两(?:个|家|条|位|台|所)|几个)$"),
    # "便宜的那个", "最大的那家", "近一点的那个", "更新的那款", "便宜那条": the word, then
    # 的 and a demonstrative (a bare "大的" is too common to mean one entity in play).
    gradable=re.compile(
        # "旧版", "老版本", "新版", "老款": the older or newer version or model in play (not before a name:
        # "新版盘点制度" is that name's version, the describer's check).
        # (A grade of one character more is a word's end after another: 站长, 提高, 很多.)
        r"(?:最|更|比较)?(?P<adj>便宜|实惠|贵|大|小|近|远|新|旧|老|早|晚|现行"
        r"|(?:(?<![\u4e00-\u9fff])|(?<=[最更较]))(?:宽|窄|长|短|高|低|多|少|重|轻|快|慢))"
        # ("跟老的比": a grade and 的 right before the comparison's 比 is the other side;
        # "小的呢" asks the same of the smaller one.)
        # ("比老的贵了多少": after 比, a grade and 的 before the degree is the other side too.)
        # ("新的", "现行的": said alone, the reply to which of two versions.)
        r"(?:(?<=[新旧老行])(?:版本?|款)|(?:(?<=^新)|(?<=^旧)|(?<=^老)|(?<=^最新)|(?<=^现行))的(?=\W*$)"
        r"|的(?=相?比|对比|呢\W*$)|(?<=比[\u4e00-\u9fff])的(?=贵|便宜|高|低|多|少|大|小|好|差|快|慢|强|弱|长|短)"
        r"|(?:一)?(?:点|些)?的(?:那|这)(?:个|家|款|条|种|位|台|座|所|套|项|部|只|间|门)?"
        # ("便宜那条": said without 的, the measure word is needed; "新那家" is the one just
        # brought in, an ``other``, not the newest.)
        r"|(?<![新旧老早晚])(?:那|这)(?:个|家|款|条|种|位|台|座|所|套|项|部|只|间|门)"
        # ("大盒的呢", "小瓶的多少钱": the bigger or smaller pack, said by its measure word.)
        r"|(?<=[大小])(?:盒|包|瓶|袋|罐|桶|号|码|杯|份)装?的(?=呢|那|这|是|多少|几|怎么|有|\W*$))"
    ),
    gradable_words={
        "便宜": ("price", -1), "实惠": ("price", -1), "贵": ("price", 1),
        "大": ("size", 1), "小": ("size", -1), "近": ("distance", -1), "远": ("distance", 1),
        "新": ("date", 1), "现行": ("date", 1), "晚": ("date", 1), "旧": ("date", -1), "老": ("date", -1), "早": ("date", -1),
        "宽": ("width", 1), "窄": ("width", -1), "长": ("length", 1), "短": ("length", -1), "高": ("level", 1),
        "低": ("level", -1), "多": ("amount", 1), "少": ("amount", -1), "重": ("weight", 1), "轻": ("weight", -1),
        "快": ("speed", 1), "慢": ("speed", -1),
    },
    # ("为什么这么低" after two things set side by side: the one the answer put lower.)
    degree_grade=re.compile(r"(?:这么|那么|这样|那样|如此|为啥|为什么|咋|怎么)(?P<adj>低|高|多|少|贵|便宜|大|小|快|慢)"),
    # "东湖仓出库比西湖仓多": the side after 比 is the one the first is measured against.
    than=re.compile(r"比(?!较|例|重|率)"),
    # "感病的那个", "负责的那家": a property's words, 的 and a demonstrative: the one it holds of.
    one_of_property=re.compile(r"的(?:那|这)(?:个|家|款|条|种|位|台|座|所|套|项|部|只|间)"),
    # "她那边三季度满意度": her side, the region she heads, not her.
    side_of_person=re.compile(r"那边|这边"),
    # "岑经理电话多少 男的那个": which of the two called so, by gender.
    gender_one=re.compile(r"(?:(?P<m>男)|(?P<f>女))的(?:那|这)(?:个|位)"),
    # "高一档的", "低一级的那个": one step above or below the thing in question.
    next_step=re.compile(r"(?P<dir>[高低])一(?:档|级|个档次)"),
    step_directions={"高": 1, "低": -1},
    dimensions={
        "price": ("价格", "价钱", "售价", "单价", "票价", "房价", "费用", "人均", "门票", "收费", "成本", "报价", "花费",
                  "指导价", "零售价", "定价", "标价", "起价"),
        "width": ("宽度", "车宽"),
        "length": ("长度", "全长"),
        "weight": ("重量",),
        "speed": ("速度", "时速"),
        "size": ("容量", "面积", "规模", "大小", "产能", "库容", "床位"),
        "distance": ("距离", "路程", "里程"),
        "date": ("日期", "时间", "年份", "上映", "发布", "成立", "版本", "生效"),
    },
    final_particles=frozenset("吗呢吧啊呀么嘛"),
    # "白沙仓的情况呢", "鹤山仓表现如何": how the thing is doing on the figure in play.
    how_it_goes=frozenset({"情况", "状况", "表现", "数据", "数字", "水平"}),
    # "环比呢" after "…7月销售额多少": month on month, of that figure.
    figure_words=frozenset({"环比", "同比", "累计", "均值", "平均值", "占比", "增速", "增幅", "增长率", "排名",
                            "趋势", "目标", "目标值", "完成率", "预算", "预测", "峰值", "最高值", "最低值"}),
    slot_determiners=("整个", "全部", "所有", "这", "那", "该", "其", "本", "层面", "方面", "上级", "级别", "的"),
    partial_reference=re.compile(rf"(?:这|那|该)(?:一)?[{_CLASSIFIERS}]?([\u4e00-\u9fff]{{1,4}})"),
    # 家 / 位 count companies and people: the words before "那家" say what it does
    # ("做轴承那家"), which the graph reads; other measure words follow a word of the name.
    # ("纯度的" after "发芽率合格率还是纯度合格率？": a word of one name and 的, ending the
    # phrase, is that one, as "the purity one" is; "改良型呢": a word of one name before 呢
    # asks the same of that one, when it is a counterpart of the topic.)
    # ("Plus那个": a Latin word of a name before the demonstrative is one too.)
    partial_reference_before=re.compile(
        r"([\u4e00-\u9fff]{2,4}|(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9]{1,15})(?:(?:这|那)(?:一)?[个单件次批台款条项种套份张篇部首场]|(?P<nominal>的)(?=$|[，,。？?！!\s]|也|呢|吧)"
        r"|(?P<counterpart>)(?=呢(?:$|[，,。？?！!\s])))"
    ),
    # "宋经理", "谭老师", "王总": a surname and a title or form of address (总 not where it
    # starts a word of its own: "总共", "总额"; 工 never: "工作").
    addressed=re.compile(
        r"(?P<surname>[\u4e00-\u9fff])(?P<title>经理|总监|主任|老师|部长|站长|场长|厂长|科长|处长|院长|所长|医生|大夫|主管|组长|师傅"
        r"|总(?![共计数额量体部结之裁值和算账是]))"
    ),
    # "海川" of 林海川: a surname of one character, a given name of two.
    given_name=(3, 1),
    # "她那个区", "她们站": a pronoun, perhaps a demonstrative, then the type noun of a
    # thing of the person's; "他的门店" where the graph gives each one (not "他的作品": a kind asked).
    possessed_gap=re.compile(r"(?:们)?的?(?:那个|这个|那|这)?"),
    noun_suffixes="子",
    # "水泵啥毛病": what went wrong with it, asked of the event in play.
    # ("它也影响到B线了吗": what affects a place is what happened there.)
    event_question=re.compile(r"怎么回事|咋回事|发生了什么|出了什么事|出啥事|怎么发生的|(?:啥|什么)毛病|它(?:也|还)?(?:影响|波及)"
                              r"|持续了?多久"
                              # What follows an event up: what was paid, claimed or deducted for it.
                              r"|索赔|赔偿|赔了|赔钱|扣钱|扣款|罚款|被扣|扣了多少"
                              # Whose fault it was: "冷运通有责任吗", "怪谁".
                              r"|(?:有|担|负)(?:没有)?责任|责任(?:在|归)|怪谁|谁的(?:锅|责任)"
                              # "谁修的", "谁处理的": what was repaired or dealt with after it.
                              r"|谁(?:修|维修|处理|抢修)的|(?:修|处理)好了"
                              # "查出啥了", "结论是什么": what an inquiry into it found.
                              r"|查出(?:了)?(?:什么|啥)|(?:调查|排查)?结论(?:是)?(?:什么|啥)"),
    # "停了多久", "断了几天", "多久恢复的": how long a thing stood still.
    stood_still=re.compile(r"(?:停|断|关|瘫|宕)(?:机|运|产|电|网|业|工)?了(?:多久|多长时间|几天|几个小时|几小时)"
                           r"|多久(?:才)?恢复"),
    # "24款", "25版": a model year or an edition by its year's last two digits (not "第24版",
    # the 24th edition, nor "3.24版").
    short_year=re.compile(r"(?<![\d.第])([1-3]\d)(?=\s?(?:年款|款|版))"),
    # "其中X卖了多少", "这里面有几个是X的": a part of what the answer counted.
    partitive=re.compile(r"其中|这(?:里面|些里面?|些当中|当中)"),
    # ("那次事件" is one word for the event: "事" alone would leave "件" behind.)
    # ("8月那次", "8·22那次", "柘塘苑那次": "那次" after what says which occasion.)
    event_reference=re.compile(
        r"(?:这|那)(?:件|次|个|桩|起)?(?:事件|事故|事情|事儿|事)(?!实|先|后|业|务|项|宜)|(?<=[\u4e00-\u9fff\d])那次"
    ),
    # "这次谁抢修的", "上次停电是啥原因": this occasion or the one before it.
    event_recency=re.compile(r"(?P<this>这(?:一)?次)|(?P<last>上(?:一)?次|前一次)"),
    # "8·22停水事件": the month and day an event's name states.
    event_date=re.compile(r"(?<![\d.])(1[0-2]|[1-9])·([0-3]?\d)(?!\d)"),
    event_nouns=frozenset({"事件", "事故", "故障", "意外", "召回", "投诉", "泄漏", "火灾", "停产", "停机", "污染", "断货"}),
    # "这个月" is the current month (a relative time); "那个月", "当月", "同年" the one in force.
    # ("那年十月", "同月3日" go on into a date; "那个月二店" names a shop after the month.)
    time_anaphora=re.compile(
        r"(?:那个|那一个|那|同一个|同一|同)(?:季度|半年|月|季|年|周|星期)(?!份?[一二三四五六七八九十\d]+[日号月])"
        # ("城西馆同期借了多少": the same period as the figure in play.)
        r"|同期|同一时期"
    ),
    # "仁和医院这俩月门诊量多少" after talk of July and August: both months.
    time_pair=re.compile(r"(?:这|那)(?:俩|两个?)(?P<unit>月|季度)"),
    time_before=re.compile(r"(?:再往前|前)一(?:个)?(?P<unit>月|季度)"),
    # ("下个月" counts from today; "后一个月" from the period in force.)
    time_after=re.compile(r"(?:再往后|后)一(?:个)?(?P<unit>月|季度)"),
    time_units={"月": "month", "季度": "quarter"},
    current=re.compile(r"现在|目前|当前|现行|如今"),
    denial=re.compile(r"\s*(?:不是|不对|并不是|其实不是)(?![很太挺])"),
    # ("抱歉，我没有天气信息", and nothing else: the assistant has nothing on it.)
    nothing_found=re.compile(r"知识库(?:里|中)?(?:也)?(?:没有|没|暂无|未收录)|没有查到|没查到|未查到|查不到"
                             r"|^\W*(?:抱歉|对不起|不好意思)[，,\s]*我(?:这里|这边)?(?:没有|暂无|无法)[^。！？!?]*[。！!]?\s*$"),
    before_name=re.compile(r".*[的了吗呢是有和与跟在那这么说问查看去买用]"),
    searching="正在搜索：",
    affirmation=re.compile(r"^\s*(?:好的|好啊|好呀|可以|行|嗯|是的|对的|要的|没问题|麻烦)"),
    # "位于X", "坐落于城西，南邻X": a place the sentence locates its subject in; so does a
    # landmark it is beside ("紧挨着X", "，近X": not "最近", "附近", "近年", "近百家").
    answer_locating=re.compile(
        # ("雁汀湖公园距雁汀塔仅2公里": the landmark a distance is measured from places it too.)
        r"(?:位于|坐落于|坐落在|地处|含于|地址在|(?<![相比])[东南西北]邻|[东南西北]依|毗邻|紧邻|距离?"
        r"|紧?挨着|紧靠|靠近|邻近|(?:^|(?<=[，,、；;（(\s]))近(?![年期日来况代乎似百千万几\d一二三四五六七八九十两半]))[^，,。；;！!？?\n]{0,12}$"
    ),
    # "走A还是走B": an either-or question; "还是" after 也/都 ("也还是") is "still".
    alternative=re.compile(r"(?<![也都但可])还是|或者"),
    answer_kinds=(
        # An investigation (调查报告) says what caused an event, among much else.
        AnswerKind("cause", re.compile(r"为什么|为啥|怎么会|何故|原因|缘由|缘故"), re.compile(r"原因|缘由|成因"), re.compile(r"调查")),
        # "怎么样" asks an opinion, "怎么会" a cause, "怎么算" a rule: only a verb of doing
        # after "怎么" asks for steps.
        AnswerKind(
            "process",
            re.compile(
                r"(?:怎么|如何|怎样)(?:才能|去|来|样才能)?(?:申请|办理|操作|提交|发起|走|做|处理|进行|开通|设置|配置|使用|用|弄)"
                r"|流程|步骤|手续"
            ),
            re.compile(r"流程|步骤|手续|指南|操作说明"),
        ),
        AnswerKind(
            "trouble",
            re.compile(r"怎么办|无法|不能用|用不了|打不开|登不上|失败|报错|出错|故障"),
            re.compile(r"常见问题|问题解答|故障|排查|FAQ", re.IGNORECASE),
        ),
    ),
)
