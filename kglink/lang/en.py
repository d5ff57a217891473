"""English: number words, time words, quantity/scope/level words, referring words (pronouns,
determiners, ordinals), function words, cue phrases and composition rules."""

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
)

_I = re.IGNORECASE
# What is done to a happening once it has happened: "who spotted it", "was it logged".
_NOTICED = ("spotted", "noticed", "discovered", "detected", "reported", "logged", "investigated", "escalated")
#: "one" standing for a thing just described ("the Harlow one"), not "one of".
_ONE_AFTER = re.compile(r"\s+one(?![A-Za-z])(?!\s+of\b)", _I)

# -- numbers ---------------------------------------------------------------------------------

NUMERALS = Numerals(
    words={
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "fifty": 50,
        "hundred": 100,
    },
    # ("1.82M EUR": a capital M is a million; a small one is as often metres.)
    multipliers={"k": 1000, "m": 1_000_000, "bn": 1_000_000_000, "thousand": 1000, "million": 1_000_000,
                 "billion": 1_000_000_000},
    multiplier_pattern=r"[kK](?![A-Za-z])|M(?![A-Za-z])|bn(?![A-Za-z])|\s(?i:thousand|million|billion)(?![A-Za-z])",
    ordinals={
        "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5,
        "last": -1,
    },
)

# -- time expressions --------------------------------------------------------------------------
#
# Month names are capitalised in English; "May" followed by a pronoun or verb ("May I") is
# the modal verb. Weeks run Monday to Sunday.

_MONTH_NAMES = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)
_MONTHS = {name.lower(): index + 1 for index, name in enumerate(_MONTH_NAMES)}
_MONTHS.update(
    {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12}
)
_YEAR_OFFSETS = {"this": 0, "current": 0, "last": -1, "previous": -1, "next": 1}


def _en_month_pattern(name: str) -> str:
    # Month names are capitalised in English; "May" before a pronoun or verb is the modal.
    # Typed fast in lower case ("sorry i meant august", "and in sept"), the full names and
    # the short forms still count, but "may", "march" and "mar", words of their own, do not.
    return (
        rf"(?=[JFMASONDjfasond])(?<![A-Za-z])(?P<{name}>January|February|March|April"
        r"|May(?!\s+(?:I|we|you|he|she|it|they|be|have|not|also|need)\b)"
        r"|June|July|August|September|October|November|December"
        r"|january|february|april|june|july|august|september|october|november|december"
        r"|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec|jan|feb|apr|jun|jul|aug|sept|sep|oct|nov|dec)"
        r"(?:\.(?!\d))?)(?![A-Za-z])"
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
# "how many are blocked now?", "what is it currently": the period the figures are at, a month
# as "this month" is ("for now", "just now", "until now" are no period).
_EN_PRESENT = re.compile(
    r"(?=[rcan])(?<![a-z])(?P<rel>right now|currently|at the moment|at present"
    r"|(?<!for )(?<!just )(?<!until )(?<!till )(?<!by )now(?=\s*(?:[?.!]|$)))(?![a-z])",
    re.IGNORECASE,
)
_EN_DAY = re.compile(
    r"(?=[ty])(?<![a-z])(?P<w>the\s+day\s+before\s+yesterday|the\s+day\s+after\s+tomorrow"
    r"|today|tonight|yesterday|tomorrow)(?![a-z])",
    re.IGNORECASE,
)
# "year to date", "the full year", "the first two quarters", "first three months".
_EN_SPAN = re.compile(
    r"(?<![A-Za-z])(?:(?P<todate>year[- ]to[- ]date|ytd|so far this year)"
    r"|(?:the\s+)?(?P<whole>full|whole|entire)\s+year"
    r"|(?:the\s+)?first\s+(?:(?P<nq>two|three|2|3)\s+quarters|(?P<nm>two|three|four|five|six|seven|eight|nine|ten|eleven"
    r"|[2-9]|1[01])\s+months))(?![A-Za-z])",
    re.IGNORECASE,
)
_EN_RECENT = re.compile(
    r"(?=[lpr])(?<![a-z])(?:last|past|previous|recent)\s+(?P<n>\d{1,3}|" + "|".join(NUMERALS.words) + r")\s+"
    r"(?P<u>days?|weeks?|months?|years?)(?![a-z])",
    re.IGNORECASE,
)

# "2 months ago", "a year ago": one period before now, not a duration.
_EN_AGO = re.compile(
    r"(?<![a-z])(?:(?P<one>an?)|(?P<n>\d{1,3}|" + "|".join(NUMERALS.words) + r"))\s+"
    r"(?P<u>days?|weeks?|months?|quarters?|years?)\s+ago(?![a-z])",
    re.IGNORECASE,
)


def _day(day: datetime.date) -> str:
    return f"{_MONTH_NAMES[day.month - 1]} {day.day}, {day.year}"


def _days(first: datetime.date, last: datetime.date) -> str:
    if first.year != last.year:
        return f"{_day(first)} - {_day(last)}"
    if first.month != last.month:
        return f"{_MONTH_NAMES[first.month - 1]} {first.day} - {_MONTH_NAMES[last.month - 1]} {last.day}, {last.year}"
    return f"{_MONTH_NAMES[first.month - 1]} {first.day}-{last.day}, {last.year}"


TIME = TimeWords(
    families=(
        TimeFamily("span", _EN_SPAN, frozenset("yYfF")),
        TimeFamily("month_range", _EN_MONTH_RANGE, frozenset("JFMASOND")),
        TimeFamily("month", _EN_MONTH, frozenset("JFMASONDjfasond")),
        TimeFamily("month", _EN_DAY_MONTH, frozenset("JFMASONDjfasond")),
        TimeFamily("quarter", _EN_QUARTER, frozenset("Qq")),
        TimeFamily("half", _EN_HALF, frozenset("Hh")),
        # this / last / next / previous / current all hold a "t" or an "s".
        TimeFamily("relative", _EN_RELATIVE, frozenset("tsTS")),
        TimeFamily("relative", _EN_PRESENT, frozenset("rcanRCAN"), unit="month", present=True),
        TimeFamily("day", _EN_DAY, frozenset("tT")),
        TimeFamily("recent", _EN_RECENT, frozenset("sSrR")),
        TimeFamily("ago", _EN_AGO, frozenset("oO")),
    ),
    month_names=_MONTHS,
    year_offsets=_YEAR_OFFSETS,
    relative_offsets={**_YEAR_OFFSETS, "right now": 0, "currently": 0, "at the moment": 0, "at present": 0, "now": 0},
    day_offsets={
        "the day before yesterday": -2, "yesterday": -1, "today": 0, "tonight": 0, "tomorrow": 1,
        "the day after tomorrow": 2,
    },
    period_units={"month": "month", "week": "week", "weekend": "weekend", "quarter": "quarter", "year": "year"},
    recent_units={
        "day": "D", "days": "D", "week": "W", "weeks": "W", "month": "M", "months": "M", "year": "Y", "years": "Y",
        "quarter": "Q", "quarters": "Q",
    },
    range_words=("to",),
    day=_day,
    days=_days,
    month=lambda year, month: f"{_MONTH_NAMES[month - 1]} {year}" if year else _MONTH_NAMES[month - 1],
    quarter=lambda year, quarter: f"Q{quarter} {year}" if year else f"Q{quarter}",
    half=lambda year, half: f"H{half} {year}",
    year=str,
    month_range=lambda year, first, last: f"{_MONTH_NAMES[first - 1]}-{_MONTH_NAMES[last - 1]} {year}",
)

# -- quantities, scopes, levels, comparisons ---------------------------------------------------

_UNIT_FORMS: tuple[tuple[tuple[str, ...], str, str], ...] = (
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
# Longest first: a unit that starts another ("day", "days") must come after it.
_UNITS = tuple(
    sorted((Unit(form, slot, canon) for forms, slot, canon in _UNIT_FORMS for form in forms), key=lambda u: -len(u.word))
)
_SCOPE_WORDS = (
    "domestic", "overseas", "international", "abroad", "nationwide", "worldwide", "global", "local",
    "online", "offline",
)

#: What a booking of the thing in play comes with: "I need a reservation for 4", "I will also
#: need a reference number" ask it of the thing in play, they look for nothing new.
_BOOKING_NOUNS = r"(?:reservation|booking|appointment|reference|confirmation)\b"

CONSTRAINTS = ConstraintWords(
    units=_UNITS,
    pre_comparators={
        "at least": ">=", "no less than": ">=", "not less than": ">=", "no fewer than": ">=", "minimum of": ">=",
        "minimum": ">=", "min": ">=", "more than": ">", "over": ">", "above": ">", "greater than": ">",
        "higher than": ">", "exceeding": ">", "in excess of": ">", "at most": "<=", "no more than": "<=",
        "not more than": "<=", "up to": "<=", "maximum of": "<=", "maximum": "<=", "max": "<=", "within": "<=",
        "no higher than": "<=", "less than": "<", "under": "<", "below": "<", "fewer than": "<",
        "lower than": "<", "around": "~", "about": "~", "approximately": "~", "roughly": "~",
    },
    post_comparators={
        "or more": ">=", "or higher": ">=", "or above": ">=", "and up": ">=", "and above": ">=",
        "or better": ">=", "or less": "<=", "or fewer": "<=", "or lower": "<=", "or below": "<=",
        "or under": "<=", "and below": "<=", "and under": "<=",
    },
    measure_nouns={
        "rating": "rating", "rated": "rating", "score": "rating",
        "price": "price", "priced": "price", "cost": "price", "costs": "price", "budget": "price", "fee": "price",
    },
    linkers=frozenset({"of", "is", "at"}),
    per_words=("per", "a"),
    per_units={
        "night": "night", "person": "person", "head": "person", "day": "day", "month": "month",
        "year": "year", "hour": "hour", "room": "room",
    },
    range_words=("to",),
    between=("between", "and"),
    scope=re.compile(
        rf"(?<![A-Za-z])(?:(?P<only>only)\s+)?(?P<core>{'|'.join(_SCOPE_WORDS)})(?:(?:\s+|-)(?P<only2>only))?(?![A-Za-z])",
        _I,
    ),
    scope_first=frozenset(("only", *_SCOPE_WORDS)),
    # Who an answer applies to: general words of rank, employment, customer kind and age.
    level=re.compile(
        r"(?<![A-Za-z])(?:(?P<only>only)\s+)?(?P<core>"
        r"(?:manager|director|vp|vice[- ]president|executive|senior|junior|entry|staff|c)[- ]level"
        r"|(?:regular|full[- ]time|part[- ]time|new|permanent)\s+(?:employees?|staff|hires?)"
        r"|employees|interns?|contractors|executives|senior\s+management"
        r"|vip(?:\s+(?:members?|users?|customers?))?"
        r"|(?:premium|free|paying|regular|new|enterprise)\s+(?:users?|members?|customers?)"
        r"|members|students|children|seniors)"
        r"(?:\s+(?P<cmp>and\s+above|or\s+above|and\s+below|or\s+below|and\s+up))?"
        r"(?:(?:\s+|-)(?P<only2>only))?(?![A-Za-z])",
        _I,
    ),
    level_first=frozenset(
        "only manager director vp vice executive senior junior entry staff c regular full part new permanent "
        "employees interns intern contractors executives vip premium free paying enterprise members students "
        "children seniors".split()
    ),
    compare_before=(
        r"(?<![A-Za-z])(?:vs\.?|versus|than|compared\s+(?:with|to)"
        r"|compare(?:\s+(?:it|this|that|them))?\s+(?:with|to)|relative\s+to|against"
        # ("up on March", "down on last year": set against that period.)
        r"|(?<!follow\s)(?<!pick\s)(?<!catch\s)(?<!read\s)(?<!check\s)\b(?:up|down)\s+on)"
    ),
    compare_conjunction=r"(?<![A-Za-z])(?:and|with)",
    compare_after=r"(?<![A-Za-z])(?:compared?|comparison|differ|difference)",
    compare_last=".sSnNoOtTdDhH",
)


# -- referring expressions ---------------------------------------------------------------------


def _plural_noun(noun: str) -> str | None:
    """"hotel" -> "hotels", "bus" -> "buses", "vehicle model" -> "vehicle models": the
    regular plural of a type noun's last word."""
    head, _space, last = noun.rpartition(" ")
    if not (last.isascii() and last.isalpha()) or len(last) < 2:
        return None
    plural = last + "es" if last.endswith(("s", "z")) else _plural(last)
    return f"{head} {plural}" if head else plural


# "that" before a verb is the thing in play only where a clause opens: "no, that is ok",
# "I think that was it". After a noun or "anyone" it is a relative pronoun ("a hotel that
# has parking", "anyone that is available", "something with 4 stars that is cheap").
_THAT_OPENS = "(?:(?<![A-Za-z] )|" + "|".join(
    f"(?<=\\b{word} )" for word in (
        "and", "but", "or", "so", "then", "if", "whether", "because", "since", "think", "believe", "guess", "hope",
        "know", "say", "said", "sure", "no", "yes", "ok", "okay", "oh", "well", "maybe", "all", "why", "how", "when",
        "where", "what", "does", "did", "do", "will", "would", "could", "can", "should", "much", "many", "is", "was",
        "about", "with", "for", "of", "on", "in", "at", "to", "from", "by", "like", "than", "after", "before",
    )
) + ")"
_THEY = Pronoun(None, None, plural=True, singular_ok=True)
# "which depot", "what sites" ask for things of a kind, several or one ("which of our tails"
# as "which tails").
_WHICH = re.compile(r"(?<![A-Za-z])(?:which|what)(?:\s+of\s+(?:the|our|your|their|these|those))?\s+$", _I)
REFERRING = ReferringWords(
    # ("and the second?": an ordinal closing the clause needs no "one"; "the first step" counts steps.)
    ordinal=re.compile(
        # ("the first guy", "the second woman": a word for a person counts as "one" does.)
        r"\bthe (?:(?P<n>first|second|third|fourth|fifth|last) (?:one|guy|person|lady|man|woman|gentleman|chap)\b"
        # (A hyphen joins a word, "first-half", unless a space or the end follows it.)
        r"|(?P<n2>first|second|third|fourth|fifth)(?=\s*(?:[?.!,;:\u2013\u2014]|-(?![A-Za-z0-9])|$)"
        # ("does the second have a pool", "book the first for 2 nights": a verb or a
        # preposition after it, no noun it counts.)
        r"|\s+(?:have|has|had|is|was|are|were|does|did|do|can|could|will|would|should|for|in|at|on|with"
        r"|from|to|please|and|or|then)\b))", _I
    ),
    ordinal_alone=True,
    # ("the previous month" is a period, no thing said before.)
    # ("the other way round", "the other day": idioms, no thing said before.)
    relative=re.compile(
        r"\bthe (?P<w>previous|earlier|last|other|former|latter)(?: one)?\b"
        r"(?!\s+(?:(?:week|month|quarter|year|day)s?|way|hand)\b)", _I
    ),
    determiner=re.compile(r"\b(this|that|these|those|the same|said|the)\s+$", _I),
    bare=(
        re.compile(r"\b(this|that) one\b", _I),
        re.compile(
            r"\b(this|that)\b(?=\s*(?:[?.,!]|$))"
            r"|\b(this|" + _THAT_OPENS + r"that)\b(?=\s*(?:\b(?:is|was|does|do|has|have|support|supports|cost|costs|"
            r"include|includes|mean|means|work|works|compare|compares|apply|applies)\b"
            # ("that seems high" remarks on the figure; "that seems to be all", "that looks
            # good" take the answer and leave.)
            r"|(?:seems|seem|looks|appears)\b(?!\s+(?:to\s+be\s+|like\s+)?(?:all|everything|it|fine|good|great|ok|okay|right|perfect)\b)))",
            _I,
        ),
        # "compare that with Leeds", "benchmark this against York": the thing in play, set
        # beside the one named.
        re.compile(r"(?:(?<=\bcompare )|(?<=\bbenchmark ))(this|that)\b(?=\s+(?:with|to|against)\b)", _I),
        # "is that the same as X?", "does this cover Y?": a subject after the verb of a question
        # ("is that in the North region?" asks a value of the topic, which the carry reads).
        re.compile(
            r"(?=(?:this|that)\b)(?:(?<=\bis )|(?<=\bwas )|(?<=\bdoes )|(?<=\bdid )|(?<=\bcan ))"
            r"(this|that)\b(?!\s+(?:one|all|it|why|because|so|right|correct|true|ok|okay|what|how|when|where|who|which|enough|in|at|on|near|within|close)\b)"
            r"(?=\s+\w)",
            _I,
        ),
        # "did York meet that last month?", "did we hit that in Q3": the object of a verb,
        # then the period it is asked for ("that" opens no noun phrase of "last month").
        re.compile(
            r"(?=that\b)(?<=[a-z] )(that)\b(?=\s+(?:(?i:last|this|next|previous)\s+(?i:week|month|quarter|year)\b"
            r"|(?i:in|for|during)\s+(?:(?i:Q[1-4])\b|" + _en_month_pattern("m") + r")))"
        ),
    ),
    # ("shes", "hes": "she's", "he's" typed without the apostrophe, as chat does.)
    pronoun=re.compile(r"\b(it|its|they|them|their|theirs|he|him|his|she|her|hers|shes|hes)\b", _I),
    # "they" may mean one business or team.
    # "he" and "she" are said of persons, never of a site or a company; "she" also of a
    # vessel or a craft ("how old is she" of a ship, an aircraft).
    pronouns={
        "he": Pronoun(True, "m", only_persons=True), "him": Pronoun(True, "m", only_persons=True),
        "his": Pronoun(True, "m", possessive=True, only_persons=True),
        "she": Pronoun(True, "f", only_persons=True, of_craft=True),
        "shes": Pronoun(True, "f", only_persons=True, of_craft=True),
        "hes": Pronoun(True, "m", only_persons=True),
        "her": Pronoun(True, "f", only_persons=True, of_craft=True, possessive_before_word=True),
        "hers": Pronoun(True, "f", possessive=True, only_persons=True, of_craft=True),
        "it": Pronoun(False), "its": Pronoun(False, possessive=True),
        # Bare "this"/"that" stand for a thing ("was that down?"), not for a person.
        "this": Pronoun(False), "that": Pronoun(False),
        "they": _THEY, "them": _THEY,
        "their": Pronoun(None, None, plural=True, possessive=True, singular_ok=True),
        "theirs": Pronoun(None, None, plural=True, possessive=True, singular_ok=True),
    },
    # "the falls rate there": a place in play. "is there a…", "wasn't there a…", "there was…"
    # say that something exists; "get there", "been there" go where a trip goes, often nowhere the
    # knowledge base has.
    # (It opens with a look at "there", which the rest implies: a position without the word
    # fails at once, before the look-behinds are tried.)
    locative=re.compile(
        r"(?=there\b)(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )(?<!\bbe )(?<!\bbeen )(?<!\bam )(?<!\bget )(?<!\bgo )"
        r"(?<!\bgoing )(?<!\bgets )(?<!\bgot )(?<!\barrive )(?<!\barrives )(?<!\barriving )(?<!\bcome )"
        r"(?<!\bcoming )(?<!\btravel )(?<!\bstay )(?<!\bstaying )(?<!\bhead )(?<!\breach )(?<!\bback )"
        r"(?<!\bout )(?<!\bwent )(?<!\bme )(?<!\bus )(?<!\bthem )(?<!n't )(?<!n’t )\bthere\b"
        r"(?!\s*(?:is|are|was|were|'s|’s|isn't|aren't|wasn't|weren't|will|would|could|should|must|might|may|"
        r"has|have|had|seems?|appears?|be|been|being)\b)",
        _I,
    ),
    locative_needs_place=True,
    positions={"former": 0, "latter": -1},
    plural_markers=("these", "those"),
    definite=frozenset({"the"}),
    sameness=frozenset({"the same", "same"}),
    indefinite=frozenset({"a", "an", "any", "another", "each", "every", "some"}),
    plural_noun=_plural_noun,
)


# Past participles that are not a verb plus "ed", and the verb's present form.
_IRREGULAR = {"led": "leads", "made": "makes", "run": "runs", "held": "holds", "built": "builds", "written": "writes",
              "kept": "keeps", "paid": "pays", "sold": "sells", "bought": "buys", "sent": "sends", "taught": "teaches"}


def _present(verb: str) -> tuple[str, ...]:
    """The third person forms a base may have ("supply" -> "supplies", "own" -> "owns")."""
    if verb.endswith("y") and len(verb) > 2 and verb[-2] not in "aeiou":
        return (verb[:-1] + "ies",)
    if verb.endswith(("s", "sh", "ch", "x", "z")):
        return (verb + "es",)
    return (verb + "s",)


def _property_forms(name: str, relation: bool) -> tuple[str, ...]:
    """"supplied by" -> "supplies"; "supplier", "owner", "manager" -> the verb's present
    ("supplies", "owns", "manages"); a relation named by one verb in the present
    ("covers", "supersedes") -> its base and past ("does it cover", "was it covered").
    A guess at the base of a regular verb may be wrong ("manag" beside "manage"): a form
    no one writes never matches, so both are kept."""
    words = name.lower().split()
    verb = _verb_forms(words[0]) if relation and len(words) == 1 and len(words[0]) > 4 and words[0].isalpha() else ()
    if verb:
        return verb
    if len(words) == 2 and words[1] == "by":
        participle = words[0]
        if participle in _IRREGULAR:
            return (_IRREGULAR[participle],)
        if participle.endswith("ied"):
            return _present(participle[:-3] + "y")
        if participle.endswith("ed"):
            return tuple({*_present(participle[:-2]), *_present(participle[:-1])})
        return ()
    forms: tuple[str, ...] = ()
    if len(words) == 1 and len(words[0]) > 4 and words[0].endswith(("er", "or")):
        stem = words[0][:-2]
        if stem.endswith("i"):
            forms = _present(stem[:-1] + "y")
        else:
            forms = tuple({*_present(stem), *_present(stem + "e")})
    if len(words) == 1 and len(words[0]) > 4 and words[0].endswith(_NOUN_ENDINGS):
        # "and their managers?", "capacities": a noun by its ending, whose plural is no verb
        # ("leads", "runs", "costs" are; those labels keep their one form).
        forms += (_plural(words[0]),)
    if len(words) >= 2 and words[-1].isalpha() and len(words[-1]) > 3 and not words[-1].endswith("s"):
        # "site managers name", "the site manager's phone": a noun phrase's last word in
        # the plural or the possessive (one word alone is too often another word).
        head = " ".join(words[:-1])
        forms += (f"{head} {_plural(words[-1])}", f"{head} {words[-1]}'s")
    return forms


def _verb_forms(verb: str) -> tuple[str, ...]:
    """The base, past and present participle of a verb in the third person ("covers" ->
    "cover", "covered", "covering"); nothing for a word that is not in that form."""
    if verb.endswith("ies"):
        bases = (verb[:-3] + "y",)
    elif verb.endswith(("shes", "ches", "xes", "sses", "zes")):
        bases = (verb[:-2],)
    elif verb.endswith("s") and not verb.endswith(("ss", "us", "is")):
        bases = (verb[:-1],)
    else:
        return ()
    past = [p for p, present in _IRREGULAR.items() if present == verb]
    forms: list[str] = []
    for base in bases:
        stem = base[:-1] if base.endswith("e") else base[:-1] + "i" if base.endswith("y") and base[-2] not in "aeiou" else base
        forms += [base, *(past or [stem + "ed"]), (base[:-1] if base.endswith("e") else base) + "ing"]
    return tuple(dict.fromkeys(forms))


#: Endings that make a word a noun (an agent, a quality, an act), whose plural is no verb.
_NOUN_ENDINGS = ("er", "or", "ist", "ity", "ion", "ment", "ance", "ence", "ness")


def _plural(noun: str) -> str:
    """The regular plural of a noun ("manager" -> "managers", "delivery" -> "deliveries")."""
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    if noun.endswith(("x", "ch", "sh")):
        return noun + "es"
    return noun + "s"


PACK = LanguagePack(
    numerals=NUMERALS,
    time=TIME,
    constraints=CONSTRAINTS,
    referring=REFERRING,
    answer_words={
        "instruction": "Answer the user's question from the material below only; say so when it is not there.",
        "clarify": "The question is ambiguous; first ask the user which one they mean:",
        "question": "Question",
        "searched": "Searched for",
        "facts": "Knowledge graph facts",
        "evidence": "Retrieved passages",
        "earlier": "Passages from earlier turns",
    },
    code="en",
    spaced=True,
    plural_ending="s",
    partitive=re.compile(r"\b(?:of|among|out of) (?:those|these|them)\b", _I),
    property_of=re.compile(r"\s+(?:of|for)\s+(?:the\s+)?", _I),
    # "whos the producer", "and who's the owner": all the clause says before "the producer".
    wh_copula=re.compile(r"(?:and\s+)?(?:who|what)(?:'s|’s|s|\s+is|\s+was|\s+are|\s+were)\s+", _I),
    # "the works it pumps to", "the team she leads, …": a subject pronoun, its verb
    # and a preposition closing the clause.
    contact_clause=re.compile(
        r"\s+(?:it|he|she|they)\s+[a-z]+(?:\s+(?:in|into|to|from|at|on|for|with|under|by|of))?(?=\s*(?:[,.?!;]|$))", _I
    ),
    figure_words=frozenset({
        "year on year", "year-on-year", "yoy", "month on month", "month-on-month", "year to date", "ytd",
        "cumulative", "the average", "average", "the trend", "trend", "the ranking", "ranking",
    }),
    filler=re.compile(
        r"^(?:(?:ok|okay|thanks|thank you|great|sure|alright|i see|got it|yes|yeah|yep|perfect|excellent|"
        r"wonderful|awesome|cool|hm+|um+|uh+)(?![A-Za-z])[，,。.!！~～\s]*)+",
        _I,
    ),
    # "so," leads in; "so much" does not.
    # ("plus who wrote it": "plus" and "also" before a question lead in too; they name no plan.)
    lead_particle=re.compile(r"^(?:and|then)\b[，,\s]*|^(?:so|plus|also)\b(?:[，,]\s*|\s+(?=(?:what|which|how|when|where|who|why|is|are|does|do|can)\b))", _I),
    ellipsis=re.compile(
        r"^(?:and\s+)?(?:what|how)\s+(?:about|abt)\s+(?P<slot>.+?)\s*[?.!]*$"
        # ("and who's the owner of it": a question word and its verb after "and" ask a
        # question of their own, not an item of the last.)
        r"|^and\s+(?!(?:what|who|which|when|where|why|how)(?:'?s\b|\s+(?:is|are|was|were|does|do|did|has|have|had"
        r"|can|could|will|would|should)\b))"
        # ("and confirm the departure time?", "and book it for 3": a request of its own.)
        r"(?!(?:please\s+)?(?:book|confirm|give|tell|send|check|find|get|show|make|reserve|cancel|let|provide|email"
        r"|call|list|recommend|suggest|look|help|arrange|change|add|remove)\b)"
        r"(?P<slot2>[^?]{1,40}?)\s*[?.!]*$"
        # "same for york in april", "ditto for penn": the last question of another thing.
        r"|^(?:and\s+)?(?:the\s+)?same\s+(?:question\s+|thing\s+)?(?:for|with|at|in|on)\s+(?P<slot3>[^?]{1,40}?)\s*[?.!]*$"
        r"|^(?:and\s+)?ditto\s+(?:for\s+)?(?P<slot4>[^?]{1,40}?)\s*[?.!]*$"
        # "repeat for Pelham", "now do Pelham", "do the same for Pelham": the last question again.
        r"|^(?:and\s+)?(?:now\s+)?(?:repeat(?:\s+(?:that|it))?|do\s+(?:the\s+same|that|it)(?:\s+again)?|now\s+do)"
        r"\s+(?:for\s+|with\s+)?(?P<slot5>[^?]{1,40}?)\s*[?.!]*$", _I
    ),
    predicate=re.compile(r"\b(?:is|are|does|do|has|have|can)\b", _I),
    continuation=re.compile(
        r"^(?:why\b|how come\b|tell me more|more details|go on\b|explain\b|elaborate\b|what else\b|anything else\b|"
        r"and then\b|for example\b|give me an example|what does that mean)",
        _I,
    ),
    elaboration=re.compile(
        r"^(?:tell me more|more details|go on\b|explain\b|elaborate\b|for example\b|give me an example|"
        r"what does that mean)",
        _I,
    ),
    why=re.compile(r"\bwhy\b|\bhow come\b", _I),
    comparison=re.compile(
        # ("compare it with Leeds": the verb, what is compared, then the other side.)
        # ("compare wenlow q3": opening the clause, the verb sets what it names beside the one in play.)
        r"\b(?:compared?\s+(?:with|to)|compare\s+(?:\S+\s+){1,4}?(?:with|to)|compare[sd]?\b(?=\s*[?.!]|\s*$)"
        r"|^\W*(?:(?:and|now|then|so|ok|okay)\s+)?compare\b"
        r"|versus|vs\.?|against|than|how\s+far\s+(?:off|from|short\s+of|behind|ahead\s+of)"
        r"|gap\s+(?:to|with|from|between|against)"
        # ("why does it beat York Depot": a verb that sets one thing above another of its kind.)
        r"|beat(?:s|ing)?|outperform(?:s|ed|ing)?|outsold|outsell(?:s|ing)?|outscor(?:e|es|ed|ing)"
        r"|difference between|differ from|differs from|different from|the same as|same thing as"
        # ("how is Plus different?", "how does Pellby stack up?", "what does it add?": set beside
        # the thing in play.)
        r"|different(?=\s*[?.!]*\s*$)|stacks? up|what (?:extra |more )?does (?:it|that|the \w+|\w+) add)\b", _I
    ),
    # "not too bad" negates a degree, which is a comment, not a correction.
    # (Every reading starts with one of the letters looked at first: elsewhere it fails at once.)
    correction=re.compile(
        # ("switch to tickets", "change it to Q3": the same question of another item.)
        r"(?=[nwiomsc])(?:^no\b|^not\s(?!(?:too|very|so|that|bad|really)\b)|^wrong\b|\bI meant\b|\bI mean\b"
        r"|^(?:switch|change)(?: (?:it|that))? to\b"
        r"|\bI was asking about\b|\bI was talking about\b|\bnot that one\b|"
        # "oops, july not august", "make that September", "scratch that, York": the user
        # takes back what the last question said.
        r"^(?:oops|whoops|my bad)\b|\bmake that\b|\bscratch that\b|\bI should have said\b"
        # "I said Loxley", "correction: Loxley": what the user said, said again.
        r"|^I said\b|^correction\b"
        # ("sorry, events": an apology, then a few words and nothing more, says the item meant.)
        r"|^sorry\b[,.:-]?\s+(?=\S+(?:\s+\S+){0,2}\s*[?.!]*$))",
        _I,
    ),
    # ("I'll get back to you about it" answers later: going back to a person is no return to a topic.)
    return_=re.compile(r"\b(?:back to|go back|going back|return to|returning to|coming back to|circling back to"
                       r"|as for the earlier)\b(?!\s+(?:you|me|us|him|her|them)\b)", _I),
    switch=re.compile(
        r"\b(?:by the way|another question|different question|change of topic|unrelated|on another note"
        r"|(?:a |one )?(?:separate|different|new|unrelated|random) (?:thing|question|topic|matter)"
        r"|switching (?:topics?|subjects?)|change of subject|(?:totally|completely|entirely) (?:separate|different)"
        r"|on a (?:different|separate|side) note|off[- ]topic|nothing to do with (?:that|this|the above)"
        # "quick one: …", "random q: …": an aside announced.
        r"|^(?:a\s+)?(?:quick|random)\s+(?:one|q|question)\b)\b",
        _I,
    ),
    indefinite=re.compile(
        # "I'll need a ferry", "I do need a ferry", "I'm going to need a ferry": the same need
        # with an auxiliary before it.
        # ("what did the investigation recommend" asks what a thing in play said: a
        # recommendation asked for is the user's, of you, or of a kind.)
        r"\b(?:(?:you|u)\b[^.?!]{0,25}?\brecommend|recommend(?=\w*\s+(?:a|an|some|me|us|one|any|somewhere|something|anything)\b)"
        r"|recommendation|suggest|find me|looking for|search for"
        r"|(?:i|we)(?:'ll|'m going to| will| do| really| am going to| are going to)? (?:also )?(?:need|want|would like)"
        r" (?:(?:a|an)\b(?!\s+" + _BOOKING_NOUNS + r")|to find\b)"
        r"|find(?:ing)? (?:me )?(?:info(?:rmation)? (?:on|about|for) )?(?:a|an)\b"
        # "I'm also looking to book a boat", "can you also help with a ferry?": another thing.
        r"|also\s+(?:need|want|like|looking|help|be\s+needing|interested|get)\b[^.?!]{0,25}?\b(?:a|an)\b(?!\s+" + _BOOKING_NOUNS + r")"
        # "could I also have information on ferries?": information on another thing.
        r"|also\s+(?:need|want|like|have|get|looking|help)\b[^.?!]{0,25}?\binfo(?:rmation)?\s+(?:on|about|for|regarding)\b)",
        _I,
    ),
    # "the same day", "the same time" give a when (reply_values), they add no item.
    # "does the west line have the same fault?": the same matter as the topic's, of the thing named.
    same_again=re.compile(
        # (Not a time or a value the same as before, "the same quarter", "the same area"; not
        # "the same plan as Millbrook", which sets two things side by side.)
        r"\b(?:the same|a similar|similar)\s+(?!(?:day|date|time|night|evening|morning|week|month|quarter|year"
        r"|period|area|price|place|address|people)s?\b)[a-z]{3,}\b(?!\s+(?:as|to)\b)", _I
    ),
    additive=re.compile(
        r"\b(?:too|also|as well|either|the same(?!\s+(?:day|date|time|night|evening|morning)\b))\b|^\s*plus\b", _I
    ),
    question=re.compile(r"[?]|\b(?:what|which|how|when|where|who|why|is|are|does|do|can)\b", _I),
    # ("when does that contract run out": a clause that opens with "when" asks it; "what
    # happens when X" asks what happens.)
    asks_when=re.compile(
        r"^\W*(?:(?:and|so|but|ok|okay|then)\b\W*)?(?:since\s+|until\s+|till\s+)?when\b"
        r"|\b(?:what|which)\s+(?:date|day|year)\b|\bhow\s+long\s+(?:until|till|before)\b",
        _I,
    ),
    # ("do returns count", "does the night shift count in those figures", "what does OTD
    # mean"; "the count of August" is a figure, no question of what it counts.)
    habitual=re.compile(r"\b(?:always|usually|normally|typically|generally|in general|as a rule)\b", _I),
    asks_what_counts=re.compile(
        r"\b(?:do|does|would|will|should)\b[^?.!;]*\bcount(?:ed)?\b(?!\s+(?:of|for)\b)"
        r"|\b(?:is|are)\b[^?.!;]*\b(?:counted|included)\s+(?:in|as|towards?)\b"
        r"|\bwhat\s+(?:does|do)\b[^?.!;]*\bmean\b|\bwhat\s+is\s+meant\s+by\b|\bdefin(?:ed|ition)\b"
        r"|\bhow\s+(?:is|are)\b[^?.!;]*\b(?:measured|calculated|counted)\b",
        _I,
    ),
    past=re.compile(r"\b(?:was|were|did|had)\b|\b(?:back )?then\b", _I),
    closing=re.compile(
        r"\b(?:thanks?(?: you)?(?: (?:so|very) much)?(?: for (?:all )?(?:of )?(?:your|the) (?:help|assistance|time))?"
        r"|that(?:'s| s| is| will be| should be| would be| was) (?:all|it|everything)(?: (?:i|we) (?:need|needed|wanted))?"
        r"(?: for (?:now|today|tonight))?"
        r"|(?:good)?bye|have a (?:nice|good|great|wonderful|lovely) (?:day|evening|night|one|trip|time)"
        r"|you(?:'ve| have) been (?:\w+ )?help(?:ful)?|(?:i|we)(?:'m| am| are) (?:all )?set"
        r"|(?:i|we) (?:don't|do not) need anything (?:else|more)|nothing else|no more questions"
        r"|(?:i|we) (?:have|got) (?:all|everything) (?:i|we) need(?:ed)?|enjoy your (?:day|stay|meal|trip|evening|night)"
        r"|that(?:'s| is) all (?:i|we) need(?:ed)?)\b",
        _I,
    ),
    # "that's it", "is it possible", "it is fine": a dummy subject, not a reference.
    # ("6.2, the same as Harlow Portal": the yardstick beside the answer's subject; "its other
    # deal, the York Contract, runs to 2027": another thing than the one asked about.)
    answer_aside=re.compile(
        r",\s*(?:who|with)\b[^,.;:!?]{0,60}$"
        r"|\b(?:the same as|same as|unlike|as with|compared (?:with|to))\s+(?:the\s+)?$"
        r"|\bother\s+[a-z]+,\s+(?:the\s+)?$",
        _I,
    ),
    # "Nora Vale, Harlow Yard Manager, runs ...", "Nora Vale, Head of York Depot;": a title
    # set after the person's name, up to the next stop.
    answer_title=re.compile(r"\A\s*,\s*(?:[^\W\d_][^,.;:!?()]{0,40})?\Z"),
    answer_title_tail=re.compile(r"\A\s+(?!(?:and|or|but|is|are|was|were|has|had)\b)[^\W\d_]", _I),
    pleonastic=re.compile(
        r"\b(?:that|it)(?:'s| is| was| will be| would be| should be| sounds| seems| works)\s+"
        r"(?:it|all|fine|ok|okay|great|good|perfect|wonderful|everything|alright|possible|no problem|too bad)\b"
        r"|\bis (?:it|that) possible\b|\bit(?:'s| is) (?:ok|okay|fine|alright) (?:if|to)\b"
        r"|\bthat (?:will|would|should) (?:do(?:\s+it)?|work|be (?:fine|great|perfect|all))\b"
        r"|\bmake it\b|\bit doesn'?t matter\b|\bif it'?s\b(?= (?:possible|not|available))"
        # "can you help me with that?" (the request), "let me think about it", "I'll take your
        # word for it", "that will do it", "is the plus plan worth it": idioms, not references.
        r"|\b(?:help|assist)\s+(?:me\s+|us\s+)?with\s+that\b(?!\s+[a-z]*[a-z])|\bthink\s+(?:about|over)\s+it\b"
        r"|\bword\s+for\s+it\b|\bgo\s+for\s+it\b|\bworth\s+it\b|\b(?:will|would|should|ought\s+to)\s+do\s+it\b"
        # "It's called Pine Lodge", "its name is Pine Lodge": the name that follows says what it is.
        r"|\bit(?:'s| s| is| was)\s+(?:called|named)\b|\bits\s+name(?:'s| is| was)\b"
        # "it looks like I forgot to book", "it seems that we...": a clause follows, no thing.
        r"|\bit\s+(?:looks|looked|seems|seemed|appears|appeared|sounds)\s+(?:like|as if|as though|that)\s+"
        r"(?:I|we|you|they|he|she|there)\b"
        # "a place to stay that has parking": "that" opens a relative clause on the thing sought.
        r"|\b(?:a|an|any|some)\s+(?:[a-z-]+\s+){0,4}?(?:that|which)\b(?=\s+(?:is|are|has|have|serves?|offers?|includes?"
        r"|provides?|gets?|can|will|would|should|might)\b)"
        # "the one that does the heavy checks": after "one" it opens a relative clause
        # ("the bigger one that month" is the month in force).
        # "anything from Harlow with nuts in it": "it" is the thing the clause describes.
        r"|\bwith\s+(?:[\w'-]+\s+){1,4}?(?:in|on)\s+it\b(?=\W*$)"
        r"|\bones?\s+(?:that|which)\b"
        r"(?!\s+(?:month|quarter|year|week|half|period|day|night|morning|afternoon|evening|time)s?\b)",
        _I,
    ),
    existence=re.compile(
        r"\b(?:do|does)\s+(?:we|you|they)\s+have\s+(?:a|an|any)\b|\b(?:is|are)\s+there\s+(?:a|an|any)\b"
        # ("any better in September?" grades what is in play; it looks for nothing.)
        r"|^\s*any\b(?!\s+(?:better|worse|higher|lower|bigger|smaller|faster|slower|cheaper|greater|fewer"
        r"|more|less|different|change|improvement)\b)", _I
    ),
    books=re.compile(r"\b(?:book|reserve|reservation|booking)\b", _I),
    offer_more=re.compile(
        r"\b(?:anything|something) else\b|\belse (?:i|we) can\b|\bfurther (?:help|assistance)\b"
        r"|\bhelp you with (?:anything|something|today)\b",
        _I,
    ),
    negation=re.compile(r"(?:rather than|instead of|not)\s*$", _I),
    # "back to LogBook - who owns it?": a dash between spaces ends the lead-in as a comma does.
    return_lead=re.compile(r"(?:back to|go back|going back|return to|returning to|coming back to|circling back to|as for the earlier)[^，,。：:；;]*?(?:[，,。：:；;]|\s[-–—]+\s)\s*", _I),
    coordinators=frozenset({"and", "or", ", and", ", or", ",", "，", "、"}),
    list_and=" and ",
    list_sep=", ",
    possessive="'s",
    # The ordinary words, to tell a name typed in small letters from a word (made by
    # scripts/make_en_words.py from SCOWL); inflected forms lead back to a base form.
    lexicon="en_words.txt",
    inflections=(
        ("iest", "y"), ("ies", "y"), ("ied", "y"), ("ier", "y"), ("ily", "y"), ("ing", ""), ("ing", "e"),
        ("est", ""), ("est", "e"), ("ed", ""), ("ed", "e"), ("es", ""), ("er", ""), ("er", "e"), ("ly", ""), ("s", ""),
    ),
    personal_nouns=("person", "people", "persons", "human", "individual", "artist", "actor", "actress", "singer",
                    "musician", "composer", "director", "author", "writer", "band", "employee", "staff", "member",
                    "doctor", "physician", "nurse", "patient", "player", "teacher", "student", "manager",
                    # Occupations and roles a class of persons is commonly named by.
                    "lecturer", "professor", "tutor", "instructor", "researcher", "scientist", "engineer",
                    "technician", "officer", "agent", "representative", "consultant", "guest",
                    "passenger", "traveller", "traveler", "resident", "tenant", "driver", "pilot", "surgeon",
                    "pharmacist", "therapist", "midwife", "clinician", "paramedic", "clerk", "supervisor",
                    "coordinator", "analyst", "specialist", "worker", "volunteer", "founder", "chef", "lawyer",
                    "solicitor", "accountant", "executive", "leader", "colleague", "contact", "applicant",
                    "candidate", "inspector", "auditor", "owner", "farmer", "caregiver", "carer", "rep",
                    "salesperson", "intern", "trainee", "receptionist", "cashier", "planner", "dispatcher", "buyer",
                    "designer"),
    gender_words={"male": "m", "man": "m", "m": "m", "female": "f", "woman": "f", "f": "f"},
    prompt_system=(
        "You rewrite the current question of a conversation into one or more self-contained "
        "search queries.\nRules:\n"
        "1. Replace pronouns, references and ellipsis (\"it\", \"that feature\", \"what about X\", "
        "\"the previous plan\") by canonical names from the whitelist.\n"
        "2. Use only entity names from the whitelist; add no entity, version, year or condition "
        "the conversation does not contain.\n"
        "3. Keep the conditions still in force (time, region, quantity, scope), written as they are.\n"
        "4. Split a question that asks several things into several queries.\n"
        "5. Set correction to true when the user corrects an earlier turn.\n"
        "6. When unsure, keep the user's words as they are.\n"
        "7. Answer in the user's language. Output one JSON object only: "
        '{"queries": ["..."], "correction": false, "basis": ["names or turns you relied on"]}'
    ),
    prompt_words={
        "summary": "Summary", "history": "Recent turns", "user": "User", "assistant": "Assistant",
        "state": "State", "whitelist": "Whitelist (canonical name: allowed aliases)", "question": "Current question",
        "none": "none",
    },
    name_sep=": ",
    stop_words=frozenset("""
        a about above after again against all also although am an and any anything are aren't around as at instead
        be because been before being below between both but by can can't cannot could couldn't did didn't do
        does doesn't doing don't down during each either else even ever every everything few for from
        further get gets getting give given go goes going got had hadn't has hasn't have haven't having he
        her here hers herself him himself his how however i i'd i'll i'm i've if in into is isn't it it's
        its itself just know let let's like likely may me might mine more most much must my myself need
        needs no nor not nothing now of off oh okay ok on once one only or other others otherwise our ours
        ourselves out over own please pretty quite rather really right said same say says see shall she
        should shouldn't so some something still such sure tell than thank thanks that that's the their
        theirs them themselves then there there's these they they'd they're thing things think this those
        though through thus to today too under until up upon us very want wanted wants was wasn't way we
        we'd we'll we're we've well were weren't what what's whatever when where whether which while who
        whom whose why will with within without won't would wouldn't yes yeah yet you you'd you'll you're
        you've your yours yourself great good fine nice perfect wonderful awesome excellent alright
        sounds sound help helpful also actually maybe find looking look possible available info information
        kind sort lot lots bit
    """.split()),
    property_forms=_property_forms,
    which=_WHICH,
    which_several=_WHICH,
    picks_one=re.compile(r"\b(?:which|who)\b", _I),
    options=re.compile(r"\bor\b", _I),
    asks_contents=re.compile(r"\b(?:differen(?:t|ce)|differ|same|alike|adds?|extra)\b", _I),
    locative_apart=True,
    # ("who runs IPC?" is a question of its own, not a fragment.)
    fragment=re.compile(
        r"(?!(?:who|whom|whose|what|which|when|where|why|how|is|are|was|were|does|do|did|can|could|will|would"
        r"|should|has|have|had)\b)(?P<slot>[^?.!,;\s]+(?:\s+[^?.!,;\s]+){0,2})\s*\?+\s*", _I
    ),
    # "is the freeze policy the same?", "what's the difference?": alike or not, the other
    # side unsaid.
    # ("the same area" is a modifier: only a clause that ends on it asks.)
    same_or_not=re.compile(r"\b(?:the same|any different|different|differ|the difference)\s*\?*\s*$", _I),
    # "does X have the same gearbox as Y": one or two words of the trait between.
    shares=re.compile(r"\bthe same(?:\s+[a-z]+){1,2}\s+as\b", _I),
    # "how much has been spent so far", "how many are left": how a thing stands now.
    so_far=re.compile(
        r"\b(?:so far|to date|(?:are|is) (?:still )?(?:left|remaining|outstanding)|behind schedule|on schedule"
        r"|progress)\b", _I,
    ),
    which_one=re.compile(r"\bwhich\b", _I),
    # "does york have more", "is the plus plan pricier", "whats the difference with X": a
    # degree with no "than". ("tell me more", "more about" ask for more of an answer;
    # "earlier"/"later" place things in time; "something different", "different thing:"
    # ask for another thing, not how two differ.)
    comparative=re.compile(
        r"(?=(?:more|less|fewer)\b)(?<!tell me )(?<!tell us )(?<!anything )(?<!something )(?<!nothing )(?<!any )(?<!no )(?<!know )"
        r"\b(?:more|less|fewer)\b(?!\s+(?:about|info|information|details?|on|of|please|than)\b)"
        r"|\b(?:bigger|smaller|larger|higher|lower|better|worse|cheaper|pricier|dearer|costlier|faster|slower"
        r"|quicker|longer|shorter|busier|quieter|newer|older|greater|safer|riskier|heavier|lighter|wider"
        r"|narrower|stronger|weaker|harder|easier|closer|nearer|farther|warmer|cooler|hotter|colder|louder|stricter)\b|\bdiffer(?:s|ence)?\b|\bgap\b"
        r"|\b(?:up|down)grad(?:e|es|ed|ing) to\b"
        r"|\bas\s+[a-z]+\s+as\b",
        _I,
    ),
    existence_one=re.compile(r"^\s*(?:and\s+|so\s+)?(?:is|was)\s+there\s+an?\b(?!\s+(?:other|another)\b)", _I),
    besides=re.compile(r"\b(?:what|who|where|which|anything|anyone|anywhere)\s+else\b|\bbesides\b|\bapart from\b"
                       r"|\bother than\b", _I),
    organisation_nouns=("company", "companies", "organization", "organisation", "firm", "enterprise", "business",
                        "department", "team", "agency", "institution", "plant", "factory", "supplier", "vendor",
                        "carrier", "manufacturer", "provider", "hospital", "school", "university", "bank",
                        "association", "customer", "client"),
    other=re.compile(r"(?<![A-Za-z])the other(?:\s+one)?(?![A-Za-z])(?!\s+(?:way|day|hand)\b)", _I),
    # ("the original plan was to…", "the original idea": a thing said of, no thing meant.)
    base_member=re.compile(
        r"(?<![A-Za-z])the (?:original|basic|standard|regular|plain)(?:\s+(?:one|version|edition))?(?![A-Za-z])"
        r"(?!\s+(?:[A-Za-z]+\s+)?(?:was|were|is)\b|\s+(?:idea|reason|question|intention)\b)", _I
    ),
    one_at=re.compile(r"(?<![A-Za-z])(?P<one>(?:the|that) one) (?:at|in|on|from|for|of)\s+(?:the\s+)?", _I),
    one_frames=(
        (re.compile(r"(?<![A-Za-z])(?:the|that) one (?:at|in|on|from|for|of)\s+(?:the\s+)?$", _I), re.compile(""), False),
        # ("the other harlow one": of those, not the one the topic has.)
        # ("the current harlow one": a word of dates grades the things it may be.)
        (re.compile(r"(?<![A-Za-z])the\s+(?:(?P<other>other\s+)|(?P<grade>[A-Za-z]+)\s+)?$", _I), _ONE_AFTER, True),
        # ("and Harlow's?": the possessive with nothing after it, the whole follow-up.)
        (re.compile(r"^\W*(?:(?:and|what about|how about|then)\s+)?(?P<words>)$", _I), re.compile(r"['’]s(?=\W*$)"), True),
    ),
    one_after=_ONE_AFTER,
    one_of_two=re.compile(r"(?<![A-Za-z])(?<!the )(?<!this )(?<!that )(?<!which )(?<!any )(?<!no )(?<!each )one(?![A-Za-z])", _I),
    # "the one that does the heavy checks", "the place doing the check"; "is she the one who
    # investigated it" says what she is (group ``copula``), it points at nobody.
    one_doing=re.compile(
        r"(?P<copula>\b(?:is|was|are|were|isn't|wasn't|aren't|weren't)\s+(?:\w+\s+)?)?"
        r"\bthe\s+(?:one|place|team|site|firm|company|people|lot)\s+(?:(?:that|which|who)\s+\w+|\w+ing)\b", _I
    ),
    one_described=re.compile(r"(?<![A-Za-z])the\s+(?P<word>[A-Za-z][A-Za-z-]+)\s+one(?![A-Za-z])(?!\s+of\b)", _I),
    # "both", "both of them", "for each", "the frequency on each" (not "both my questions":
    # a determiner of a noun).
    pair=re.compile(
        r"(?<![A-Za-z])(?:both(?: of them|(?!\s+(?:my|your|our|their|his|her|its|the|these|those|of)\b))"
        # ("each of those" after an answer that listed three: every one listed, the group
        # ``every``.)
        r"|the two of them|(?P<every>each of (?:them|those|these)"
        r"|(?:(?<=for )|(?<=on )|(?<=in )|(?<=of )|(?<=at )|(?<=to ))each(?=\s*[.?!]|\s*$))"
        # ("the difference between the two?": the two alone, closing the clause.)
        r"|(?:the|these|those) two(?=\s*(?:[.?!,;]|$)))(?![A-Za-z])",
        _I,
    ),
    pair_of_kind=re.compile(r"(?<![A-Za-z])(?:both|the two|these two|those two)(?= )", _I),
    # "these three depots", "all four plans" (a type noun must follow: "the three of us" is none).
    several_of_kind=re.compile(
        r"(?<![A-Za-z])(?:these|those|the|all(?: the)?) (?P<n>three|four|five|six|seven|eight|nine|ten)(?= )", _I
    ),
    excepted=re.compile(r"\b(?:except(?: for)?|other than|apart from|aside from|besides)\s+(?:the\s+)?$", _I),
    total=re.compile(r"\b(?:in total|altogether|all together|combined|add(?:ed)? up|put together)\b", _I),
    at_place="at {}",
    place_label=re.compile(r"\b(?:at|in|located|location|site|city|town|region|area|district|county|country)$", _I),
    address_label=re.compile(r"^(?:(?:street|postal|post|mailing|physical)\s+)?address$", _I),
    extreme=re.compile(
        r"\b(?:which|who|what(?:['’]?s)?)\b.*\b(?:lowest|highest|worst|best|top|bottom|shortest|longest|most|least|fewest"
        # Any superlative ("biggest", "cheapest", "busiest"), not the nouns and verbs that
        # end so ("interest", "request", "forest", "suggest").
        r"|(?!(?:inter|requ|for|prot|cont|harv|sugg|hon|mod|manif|inv|dig|arr|gu|qu|ch|cr|pri|conqu|beh|inf|att|det"
        r"|div|ing|mol|temp|bequ|unr|ever|north-?w|south-?w|midw|lat)est\b)[a-z]{2,}est)\b"
        r"|^\W*(?:and\s+)?(?:the\s+)?(?:lowest|highest|worst|best|shortest|longest)\W*$",
        _I,
    ),
    which_more=re.compile(
        r"^\W*(?:and\s+|so\s+)?which(?: one)?(?:'s| is| was| has| does| are| were)\b.*\b(?:more|less|better|worse)\b", _I
    ),
    every=re.compile(r"(?<![A-Za-z])(?:each|every|all|both)(?: of the| the)? $", _I),
    # "the cheaper one", "the biggest depot", "the less expensive one".
    gradable=re.compile(
        r"(?<![A-Za-z])the\s+(?P<adj>(?:(?:more|less|most|least)\s+)?(?:expensive|affordable|recent)"
        r"|cheaper|cheapest|pricier|priciest|dearer|dearest|costlier|costliest|bigger|biggest|larger|largest|smaller|smallest"
        r"|closer|closest|nearer|nearest|farther|farthest|further|furthest|newer|newest|latest|older|oldest"
        r"|earlier|earliest|wider|widest|narrower|narrowest|longer|longest|shorter|shortest|higher|highest"
        r"|lower|lowest|heavier|heaviest|lighter|lightest|faster|fastest|slower|slowest|busier|busiest"
        # ("the old one", "the current version"; "the new starters" grades nothing.)
        r"|(?:old|new|current)(?=\s+(?:one|version)\b))(?:\s+(?:one|version))?(?![A-Za-z])",
        _I,
    ),
    # "is it the biggest?", "was York Depot the cheapest": the copula, a subject of a few
    # words (none for "is the biggest one open?"), then the description.
    graded_predicate=re.compile(
        r"^\W*(?:and\s+|so\s+)?(?:is|was|are|were|isn['’]?t|wasn['’]?t|aren['’]?t|weren['’]?t)\s+\S+(?:\s+\S+){0,4}\s+$", _I
    ),
    gradable_words={
        "cheaper": ("price", -1), "cheapest": ("price", -1), "less expensive": ("price", -1),
        "least expensive": ("price", -1), "more affordable": ("price", -1), "most affordable": ("price", -1),
        "pricier": ("price", 1), "priciest": ("price", 1), "more expensive": ("price", 1),
        "most expensive": ("price", 1), "dearer": ("price", 1), "dearest": ("price", 1), "costlier": ("price", 1),
        "costliest": ("price", 1), "bigger": ("size", 1), "biggest": ("size", 1), "larger": ("size", 1),
        "largest": ("size", 1), "smaller": ("size", -1), "smallest": ("size", -1), "closer": ("distance", -1),
        "closest": ("distance", -1), "nearer": ("distance", -1), "nearest": ("distance", -1),
        "farther": ("distance", 1), "farthest": ("distance", 1), "further": ("distance", 1),
        "furthest": ("distance", 1), "newer": ("date", 1), "newest": ("date", 1), "latest": ("date", 1),
        "more recent": ("date", 1), "most recent": ("date", 1), "older": ("date", -1), "oldest": ("date", -1),
        "earlier": ("date", -1), "earliest": ("date", -1), "old": ("date", -1), "new": ("date", 1),
        "current": ("date", 1), "wider": ("width", 1), "widest": ("width", 1), "narrower": ("width", -1),
        "narrowest": ("width", -1), "longer": ("length", 1), "longest": ("length", 1), "shorter": ("length", -1),
        "shortest": ("length", -1), "higher": ("level", 1), "highest": ("level", 1), "lower": ("level", -1),
        "lowest": ("level", -1), "heavier": ("weight", 1), "heaviest": ("weight", 1), "lighter": ("weight", -1),
        "lightest": ("weight", -1), "faster": ("speed", 1), "fastest": ("speed", 1), "slower": ("speed", -1),
        "slowest": ("speed", -1), "busier": ("amount", 1), "busiest": ("amount", 1), "more": ("amount", 1),
        "fewer": ("amount", -1), "less": ("amount", -1), "high": ("level", 1), "low": ("level", -1),
    },
    # ("why is it so much lower" after two things set side by side: the one the answer put lower.)
    degree_grade=re.compile(
        r"\b(?P<adj>higher|lower|bigger|smaller|cheaper|pricier|busier|fewer|faster|slower"
        r"|(?<=so )(?:high|low)|(?<=that )(?:high|low))\b(?!\s+than\b)", _I
    ),
    # "York handled 40 more than Leeds": the side after "than" is the one measured against.
    than=re.compile(r"\bthan\b", _I),
    # ("overall" is no such word: "in Q3 overall" sums a period.)
    # ("the whole company", "the entire network"; "the whole time" is no scope.)
    whole_scope=re.compile(
        r"\b[a-z]+-wide\b|\bacross (?:all|every)\b"
        r"|\bthe (?:whole|entire) (?!(?:thing|time|day|week|month|quarter|year|lot|story|point|process)\b)[a-z]+", _I
    ),
    whole_of=re.compile(r"(?<![A-Za-z])the\s+(?:main|parent|core|overall|whole)\s+$", _I),
    # "the next one up", "the next tier down" (a tier, a grade, a size).
    next_step=re.compile(r"(?<![A-Za-z])(?:the\s+)?next\s+(?:[A-Za-z]+\s+)?(?P<dir>up|down)(?![A-Za-z])", _I),
    step_directions={"up": 1, "down": -1},
    dimensions={
        "price": ("price", "cost", "fee", "fare", "tariff"),
        "size": ("capacity", "size", "area", "volume", "beds", "seats"),
        "distance": ("distance", "mileage"),
        "width": ("width",),
        "length": ("length",),
        "weight": ("weight",),
        "speed": ("speed",),
        # (A version's number and the day a rule took effect grade old and new too.)
        "date": (
            "date", "year", "released", "founded", "opened", "launched", "introduced", "version", "effective", "in force",
        ),
    },
    slot_determiners=("the", "whole", "entire", "all"),
    # "that engine", "the Flagship one", and a two-letter acronym ("the BI one").
    # ("which ward had the worst falls then": "then" closing a question is the period in
    # force; "what do I do then" is "in that case".)
    time_anaphora=re.compile(
        r"\b(?:(?i:in|during|over|for)\s+)?(?i:that|the same|same)\s+"
        r"(?:month|quarter|year|week|half|period)(?P<several>s)?\b"
        r"|(?<=\w\s)(?<!\b[Dd]o\s)(?i:back\s+)?(?i:then)(?=\s*[?.!]?\s*$)"
    ),
    time_anaphora_display="in {}",
    # ("over those two months", "the same two quarters": both periods last stated.)
    time_pair=re.compile(
        r"\b(?:(?i:over|in|during|for|across)\s+)?(?i:those|these|the same|both|both of those|the)\s+(?i:two)\s+"
        r"(?P<unit>(?i:month|quarter))(?i:s)\b"
    ),
    time_before=re.compile(
        r"\b(?:(?i:in|during|for)\s+)?(?i:the)\s+(?P<unit>(?i:month|quarter))\s+(?i:before)\b"
        r"|\b(?:(?i:in|during|for)\s+)?(?i:the)\s+(?i:previous|prior)\s+(?P<unit2>(?i:month|quarter))\b"
    ),
    # ("the next quarter" after Q1 is Q2; "next quarter", with no article, counts from today.)
    time_after=re.compile(
        r"\b(?:(?i:in|during|for)\s+)?(?i:the)\s+(?P<unit>(?i:month|quarter))\s+(?i:after)\b"
        r"|\b(?:(?i:in|during|for)\s+)?(?i:the)\s+(?i:following|next|subsequent)\s+(?P<unit2>(?i:month|quarter))\b"
    ),
    current=re.compile(r"\b(?i:now|currently|current|these days|at present)\b"),
    # "how many from York?", "how much at Harlow": no noun says what is counted. ("how much
    # is the plus plan", "how much for the plus plan" ask what the thing named costs.)
    amount_question=re.compile(
        r"\bhow\s+(?:many(?=\s+for\b)|(?:many|much)(?=\s*[?.!]?\s*$|\s+(?:from|at|in|on|did|do|does|has|have)\b))", _I
    ),
    # ("how long is the runway": "long" asks; "runway" says which length.)
    degree_question=re.compile(
        r"\bhow\s+(?:long|old|big|large|small|far|tall|high|wide|deep|heavy|often|soon|fast|early|late|many|much)\b",
        _I,
    ),
    denial=re.compile(r"\s*(?i:no|nope|not quite|actually no)\b"),
    # "I have nothing on X in the knowledge base", "I can't find X; our depots are …".
    nothing_found=re.compile(
        r"\bI(?: have|'ve got| hold) nothing (?:on|about)\b|\bI can(?:'t|not| not) find\b"
        r"|\b(?:isn't|is not|aren't|are not) in the knowledge base\b|\bthe knowledge base (?:has|holds) nothing\b"
        # ("Sorry, I don't have weather information.", and nothing else: an answer that goes
        # on to offer something does not end there.)
        r"|^\W*(?:(?:I'?m\s+)?sorry|unfortunately|I'?m afraid)\b[^.?!]{0,20}?\bI (?:don'?t|do not) have\b[^.?!]*[.!]?\s*$",
        _I,
    ),
    time_units={"month": "month", "quarter": "quarter"},
    # ("root cause?" asks of an incident; "why so high" of a figure, so "why" is no such word.)
    event_question=re.compile(
        r"\bwhat (?:happened|went wrong)\b|\bhow did (?:it|that|this) happen\b|\broot cause\b"
        r"|\bwhat caused (?:it|that|this)\b"
        # "how long did it last": how long the event went on.
        r"|\bhow long did (?:it|that|this) (?:last|go on)\b"
        # "how long was it on for", "how long was that in force": how long a notice or an order held.
        r"|\bhow long (?:was|were|is) (?:it|that|this|they) (?:on|in (?:force|place|effect))\b"
        # "so what changed after", "what was done since then": what followed the event.
        r"|\bwhat (?:has |have |was |were )?(?:changed|done)\b|\bsince then\b|\bfollow[- ]?up\b"
        # "did it hit the other site too?": what hits or affects a place is what happened there.
        r"|\b(?:it|that|this)\s+(?:also\s+)?(?:hit|affect(?:s|ed)?|impact(?:s|ed)?|disrupt(?:s|ed)?)\b"
        # "did that push up their revenue": what drives a figure up or down is what happened.
        r"|\b(?:it|that|this)\s+(?:also\s+)?(?:push|drive|drove|bump|knock|pull)(?:s|ed)?\s+(?:up|down)\b"
        # What follows an event up: its investigation, and what was paid or claimed for it.
        r"|\b(?:investigation|inquiry|enquiry)\b|\bcompensat(?:ion|ed|e)\b|\b(?:money|refund) back\b"
        r"|\bclaim(?:ing|ed)?\s+(?:off|against|from)\b"
        # Who pays for it, and whose fault it was: "did Kerrow Print pay for the replacements?",
        # "so they aren't liable?", "was the bidding thing to blame", "did sales take a hit".
        r"|\b(?:pay|paid|pays|paying) (?:for|out|up|back)\b|\b(?:liable|liability|to blame|at fault)\b"
        # "did Tarn Pumps pay", "is it paying service credits": whether a party paid is asked of
        # what it paid for; "how quick were they on site": how fast they answered the call-out.
        r"|\b(?:did|does|do|will|would|is|are|was|were)\s+(?:[\w-]+\s+){0,2}pay(?:ing)?\b|\bservice credits?\b"
        r"|\bhow (?:quick(?:ly)?|fast|soon)\b[^?.;]*\bon site\b"
        r"|\b(?:our|their|his|her|its|whose) fault\b|\btake a hit\b|\btook a hit\b"
        # "who fixed it": what is repaired after something broke is what happened.
        r"|\bwho (?:fixed|repaired|sorted out)\b|\b(?:fix|repair)(?:ed)? (?:it|that|this)\b"
        # "what did they find?", "what did it conclude": what an inquiry into it found.
        r"|\bwhat did (?:they|it|that|this) (?:find|found|conclude|recommend|decide)\b", _I
    ),
    # "how long was it out", "how long was the plant down", "when was it back in service".
    stood_still=re.compile(
        r"\bhow long (?:was|were|is|has been|had been) (?:[\w-]+ ){1,3}?(?:out|down|off|offline|closed|shut"
        r"|grounded|stopped|idle|out of (?:service|action|use))\b|\bback in (?:service|action|use)\b",
        _I,
    ),
    asks_steps=re.compile(
        r"\bhow (?:do|can|should|would) (?:i|we|you|they|staff|one)\b|\bhow to\b|\bwalk (?:me|us) through\b"
        r"|\bwhat(?:'s| is| are) the (?:[\w-]+ ){0,3}?(?:steps|process|procedure)\b",
        _I,
    ),
    # "so it doesn't happen again": what happens is an event. So is what "during it" spans,
    # and the day "that day" means when no date is in force ("who was on duty that day").
    event_reference=re.compile(
        r"\b(?:it|that|this)(?=\s+(?:(?:does ?n[o']t|did ?n[o']t|wo ?n't|will not|ca ?n't|cannot|can not|could ?n't"
        r"|should ?n't|never|ever|could|can|might|may|would|"
        r"will|has|had)\s+)?(?:happen|happens|happened|occur|occurs|occurred|recur|recurs)\b)"
        r"|(?:(?<=\bduring\s)|(?<=\bthroughout\s))(?:it|that|this)\b(?!\s+(?:day|week|month|year|time)\b)"
        r"|\b(?:on\s+)?(?:that|the same)\s+(?:day|night|morning|afternoon|evening)\b"
        # "who spotted it first?", "which procedure was it logged under?": what is spotted,
        # logged or investigated is a happening, not the goods it happened to.
        r"|(?:(?<=\bwas )|(?<=\bwere )|(?<=\bgot ))(?:it|that|this)"
        r"(?=\s+(?:first\s+)?(?:" + "|".join(_NOTICED) + r")\b)"
        r"|(?:" + "|".join(f"(?<={word} )" for word in _NOTICED) + r")(?:it|that|this)\b",
        _I,
    ),
    event_nouns=frozenset({
        "incident", "accident", "outage", "failure", "fault", "breach", "disruption", "recall", "complaint", "leak",
        "spill", "fire", "flood", "shortage", "contamination", "stoppage", "breakdown", "collision", "injury",
    }),
    # ("the 128" of a scanner called Lumex 128: a model number of two digits or more.)
    partial_reference=re.compile(
        r"\b(?i:this|that|the)\s+([A-Za-z][A-Za-z-]{2,}|[A-Z]{2}|\d{2,}(?![\d.,:%]|\s*(?i:st|nd|rd|th)\b))(?:\s+(?i:one))?\b"
    ),
    searching="Searching: ",
    pro_forms=frozenset({"one", "ones"}),
    affirmation=re.compile(r"^\s*(?:yes|yeah|yep|yup|sure|ok|okay|please do|that works|sounds good|perfect)\b", _I),
    answer_kinds=(
        AnswerKind(
            "cause",
            re.compile(r"\bwhy\b|\bhow come\b|\breasons?\b|\bcauses?\b|\bwhat (?:caused|brought|drove|led to)\b|\bwhat'?s behind\b|\bwhat went wrong\b|\bto blame\b", _I),
            # A review after an event (a post-mortem) says what caused it; an investigation
            # says it too, among much else (who was to blame, how long it lasted).
            re.compile(r"\bwhy\b|\bcauses?\b|\breasons?\b|\broot cause|\breview\b|\banalys[ie]s\b|\bpost-?mortem|\blessons learned\b", _I),
            re.compile(r"\binvestigations?\b|\binquiry\b|\binquest\b", _I),
        ),
        AnswerKind(
            "process",
            re.compile(r"\bhow (?:do|can|should|would|to)\b|\bsteps?\b|\bprocedures?\b|\bprocess\b", _I),
            re.compile(r"\bprocess\b|\bprocedures?\b|\bsteps\b|\bhow to\b|\bguide\b", _I),
        ),
        AnswerKind(
            "aftermath",
            # What was done or changed after an event is said by the page that follows it up.
            re.compile(r"\b(?:happened|changed|done|actions?|measures?)\b[^?.;]*?\bafter\b|\bfollow(?:ed)?[- ]?up\b|\bsince then\b", _I),
            re.compile(r"\breview\b|\bfollow[- ]?up\b|\bactions\b|\blessons learned\b|\bpost-?mortem", _I),
        ),
        AnswerKind(
            "trouble",
            re.compile(r"\bcan'?t\b|\bcannot\b|\bunable\b|\bfail(?:s|ed|ing)?\b|\berrors?\b|\bnot working\b|\bwhat should i do\b", _I),
            re.compile(r"\bfaq\b|\btroubleshoot|\bcommon (?:problems|issues|questions)\b|\bproblems\b|\bissues\b", _I),
        ),
    ),
    locating=re.compile(r"\b(?:in|at|near|around|inside|within|from|to|into)\s+$", _I),
    farewell=re.compile(
        r"\b(?:that(?:'s| s| is| was| will be| would be| should be) (?:all|it|everything)\b"
        r"|(?:good)?bye\b|have a (?:nice|good|great|wonderful|lovely) (?:day|evening|night|one|trip|time)\b)",
        _I,
    ),
    yardstick=re.compile(r"\bsame\s+(?P<noun>[a-z]+(?:\s+[a-z]+){0,2})\s+(?:as|of)\s+$", _I),
    lent_value="{value} {noun}",
    related_kind="{noun} {words}",
    # ("how long is the transit time" then "and the cost?": what is the cost.)
    # ("whos": who is, as chat writes it.)
    value_questions={"how long": "duration", "how much": "amount", "how many": "amount", "who": "person",
                     "whos": "person", "where": "place", "when": "date"},
    kind_questions={"duration": "how long", "amount": "what", "person": "who", "place": "where", "date": "when",
                    "thing": "what"},
    kind_of=re.compile(r"\b(?:what|which)\s+(?:types?|kinds?|sorts?)\s+of\s+$", _I),
    copula=re.compile(r"\s+(?:is|was|are|were)\s+", _I),
    # ("is that the worst zone": the thing pointed at is a zone; not "is it a zone?", which
    # asks whether it is one.)
    copula_asked=re.compile(r"(?:^|[^\w\s'-])\s*(?:is|was|are|were|isn't|wasn't|aren't|weren't)\s+$", _I),
    the_kind=re.compile(r"\s+the\s+(?:[\w-]+\s+){0,2}", _I),
    # A day of the week, "the same time", "for two" (not "for one of them"): a when or a
    # how many, told in words.
    reply_values=re.compile(
        r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|same\s+(?:day|time|night)"
        r"|for\s+(?:" + "|".join(NUMERALS.words) + r")(?!\s+(?:of|more|other|that|which)\b))\b",
        _I,
    ),
)
