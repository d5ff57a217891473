"""What kglink needs to know about one language, as one typed value.

A :class:`LanguagePack` holds a language's function words and fixed phrases: the fillers
a turn may start with, the discourse cues (an ellipsis frame, a continuation, a
correction, a return, a new search, a closing), the pronouns with their gender, the words
that join a list, and how a topic phrase is put in front of a question; and, one typed
value per engine, its numerals (:class:`Numerals`), time words (:class:`TimeWords`),
quantity, scope, level and comparison words (:class:`ConstraintWords`) and referring
words (:class:`ReferringWords`). It holds no domain vocabulary: entities, classes, type
nouns and properties come from the ontology.

The engines (:mod:`kglink.rewrite.frames`, :mod:`kglink.rewrite.analysis`, the rule
rewriter and the composer; :mod:`kglink.linking.timeexpr`, :mod:`kglink.linking.constraints`
and :mod:`kglink.linking.referring`, which run every registered pack over every text) read
turns through a pack and never test for a language.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from kglink.lang.gate import gate_fields

Gender = Literal["m", "f"]
#: What a property gives, as the question word that asks it sees it.
ValueKind = Literal["person", "place", "duration", "date", "amount", "thing"]


def first_chars(*alternatives: tuple[str, ...]) -> str:
    """A lookahead admitting only the first characters of the given words: a position that
    cannot start a pattern then costs one character test."""
    chars = sorted({word[0] for words in alternatives for word in words})
    return "(?=[" + "".join(re.escape(char) for char in chars) + "])"


@dataclass(frozen=True, slots=True)
class Numerals:
    """How a language writes numbers, read by the time, quantity and reference engines.

    Attributes:
        digits: characters worth 0-9 ("一": 1, "两": 2); a run of them is a year ("二〇二五").
        zeros: the digits that stand for a skipped place inside a number ("一百零五").
        small_units: place characters below the big units ("十": 10, "百": 100).
        big_units: place characters that close a section ("万": 10000, "亿").
        words: number words (lower case) of a spaced language ("three": 3).
        multipliers: what scales a number written before it ("万", "k", "million"), lower case.
        multiplier_pattern: the regular expression of those multipliers, as written after a number.
        ordinals: ordinal words ("first": 1, "1st": 1); -1 is the last item.
    """

    digits: Mapping[str, int] = field(default_factory=dict)
    zeros: str = ""
    small_units: Mapping[str, int] = field(default_factory=dict)
    big_units: Mapping[str, int] = field(default_factory=dict)
    words: Mapping[str, int] = field(default_factory=dict)
    multipliers: Mapping[str, int] = field(default_factory=dict)
    multiplier_pattern: str = ""
    ordinals: Mapping[str, int] = field(default_factory=dict)

    @property
    def chars(self) -> str:
        """Every character a number written in this language's numerals is made of."""
        return "".join(dict.fromkeys([*self.digits, *self.small_units, *self.big_units]))

    def small(self, token: str) -> int | None:
        """A small number in digits or numerals ("7", "十二", "二十五", "两"); None otherwise."""
        if token.isdigit():
            return int(token)
        if token in self.digits:
            return self.digits[token]
        ten = next((char for char, value in self.small_units.items() if value == 10), "")
        if ten and ten in token:
            tens, _, ones = token.partition(ten)
            if (tens and tens not in self.digits) or (ones and ones not in self.digits):
                return None
            return (self.digits[tens] if tens else 1) * 10 + (self.digits[ones] if ones else 0)
        return None

    def count(self, token: str) -> int | None:
        """The N of "最近N天" / "last N days": digits, a number word or small numerals."""
        token = token.strip()
        if token.isdigit():
            return int(token)
        lowered = token.lower()
        if lowered in self.words:
            return self.words[lowered]
        return self.small(token)

    def number(self, token: str) -> int | None:
        """A number in numerals with places ("两百", "三千五", "一百零五", "一万二千"); None
        if malformed. Runs of bare digits ("三五", "二〇") are approximations or codes: None."""
        total = 0
        section = 0
        digit: int | None = None
        last_unit = 0
        zero = False  # "一百零五": a zero makes the trailing digit count as ones
        for char in token:
            if char in self.zeros and last_unit:
                if digit is not None:
                    return None
                zero = True
            elif char in self.digits:
                if digit is not None:
                    return None
                digit = self.digits[char]
            elif char in self.small_units:
                unit = self.small_units[char]
                if last_unit and unit >= last_unit and last_unit < 10_000:
                    return None
                section += (1 if digit is None else digit) * unit
                digit, last_unit, zero = None, unit, False
            elif char in self.big_units:
                big = self.big_units[char]
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


@dataclass(frozen=True, slots=True)
class TimeFamily:
    """One kind of time expression of a language, as a pattern the time engine runs.

    Attributes:
        kind: what the engine makes of a match: "month" (groups ``m`` or ``mon`` month, ``d`` day;
            ``listed`` for a month whose word a list leaves to the last: "8" of "8、9月"),
            "month_range" (``m1``/``mon1``, ``m2``/``mon2``), "quarter" (``q0``/``q``/``q2`` or the ordinal
            ``qw``), "half" (``h0``/``h``/``h2`` or ``hw``), "year" (``edge``), "year_edge"
            (``edge``), "relative" (``rel`` offset word, ``unit`` or the family's unit,
            ``wd`` weekday, ``end`` weekend), "day" (``w`` or the whole match), "recent"
            (``n`` count and ``u`` unit, or ``half``), "ago" (the one period so long before
            now: ``n``, or ``one`` for "a", and ``u``, or ``half``). A year is read from ``ya``/``y0``/``y``
            (written out) or ``yr``/``yp`` (relative); ``year`` spans it.
        pattern: the compiled expression.
        needs: characters of which the text must hold one for the pattern to be tried.
        unit: the period of a "relative" family whose pattern names none ("month", "week",
            "quarter", "year").
        present: words for the present ("now", "currently") that mean the period of
            ``unit`` but name none: resolved, a query still writes them as said.
    """

    kind: str
    pattern: re.Pattern[str]
    needs: frozenset[str]
    unit: str = ""
    present: bool = False

    def __post_init__(self) -> None:
        # Every turn runs these patterns over its texts: gated, they are scanned faster
        # and match the same (see kglink.lang.gate).
        gate_fields(self)


def _no_day(day: datetime.date) -> str:
    return day.isoformat()


def _no_days(first: datetime.date, last: datetime.date) -> str:
    return f"{first.isoformat()}/{last.isoformat()}"


@dataclass(frozen=True, slots=True)
class TimeWords:
    """A language's time expressions and how it writes a period.

    Attributes:
        families: the expressions, in the order they are tried.
        month_names: month names and abbreviations (lower case) with their number.
        half_words: words for the halves of a year ("上": 1).
        year_offsets: words that place a year relative to now ("去": -1, "last": -1).
        relative_offsets: words that place a month, week or quarter ("上个": -1, "next": 1).
        day_offsets: words for days relative to today ("昨天": -1, "tomorrow": 1).
        weekdays: weekday words (Monday = 1).
        period_units: the period a unit word names ("week": "week", "weekend": "weekend").
        recent_units: the ISO letter of a unit of a recent range or of a time ago ("个月":
            "M", "days": "D", "季度": "Q").
        year_edges: the quarter the start or end of a year stands for, by its last character.
        range_words: words between the two ends of a range ("到", "to").
        year_suffix: the word written after a year ("年").
        year_joints: words that join a year to the period after it ("2025年的7月").
        spell_year_only: a resolved relative year is written as the year and then the
            user's own words after it ("去年7月" -> "2024年7月"); else the period is written
            out ("July of last year" -> "July 2024").
        day, days, month, quarter, half, year, month_range: how a period is written.
    """

    families: tuple[TimeFamily, ...] = ()
    month_names: Mapping[str, int] = field(default_factory=dict)
    half_words: Mapping[str, int] = field(default_factory=dict)
    year_offsets: Mapping[str, int] = field(default_factory=dict)
    relative_offsets: Mapping[str, int] = field(default_factory=dict)
    day_offsets: Mapping[str, int] = field(default_factory=dict)
    weekdays: Mapping[str, int] = field(default_factory=dict)
    period_units: Mapping[str, str] = field(default_factory=dict)
    recent_units: Mapping[str, str] = field(default_factory=dict)
    year_edges: Mapping[str, str] = field(default_factory=dict)
    range_words: tuple[str, ...] = ()
    year_suffix: str = ""
    year_joints: tuple[str, ...] = ()
    spell_year_only: bool = False
    day: Callable[[datetime.date], str] = _no_day
    days: Callable[[datetime.date, datetime.date], str] = _no_days
    # A year of None writes the period alone ("Q2" shifted from a "Q3" of no year).
    month: Callable[[int | None, int], str] = lambda year, month: f"{year}-{month:02d}"
    quarter: Callable[[int | None, int], str] = lambda year, quarter: f"{year}-Q{quarter}"
    half: Callable[[int, int], str] = lambda year, half: f"{year}-H{half}"
    year: Callable[[int], str] = str
    month_range: Callable[[int, int, int], str] = lambda year, first, last: f"{year}-{first:02d}/{last:02d}"


@dataclass(frozen=True, slots=True)
class Unit:
    """A unit written after a number, and the slot it measures.

    Attributes:
        word: the unit as looked up ("个月", "working days"), lower case.
        slot: "duration", "price", "rating", "percent", "distance" or "count".
        canon: the unit within the slot ("D", "M", "km", "pp"), empty when the slot has one.
        pattern: the regular expression, when the word alone would match too much
            ("周" not before "期"); else the word itself.
    """

    word: str
    slot: str
    canon: str = ""
    pattern: str = ""


@dataclass(frozen=True, slots=True)
class ConstraintWords:
    """A language's words for quantities, scopes, levels and comparisons.

    Attributes:
        units: units after a number; where one is the start of another, the longer first.
        pre_comparators: words before a number and the comparison they state ("至少": ">=").
        post_comparators: words after a number ("以上": ">=", "or more": ">=").
        measure_nouns: nouns that name what a unit-less number measures ("价格": "price").
        linkers: words between a measure noun and its number ("在", "of").
        per_words: what introduces the unit a rate is per ("每", "per").
        per_units: the units a rate may be per, with their canonical name.
        range_words: words between the two ends of a range ("到", "to").
        percent_prefix: words written before a number to make it a percentage ("百分之").
        more_suffix: a word after a number meaning "more than" ("多").
        not_before_number: characters after which a number belongs to an ordinal or a
            reference ("第", "这"), not to a quantity.
        not_before_numeral: characters after which a number in numerals (not digits) does
            not start ("上两周" refers; "玩上2小时" measures).
        digits_only_units: units that need a number in digits ("十分" is "very").
        article_numbers: a number that with a count unit and no comparator is an article ("一个").
        unitless_post_excluded: post-comparators that with no unit make a word ("一起").
        between: the words of "between A and B", when the language has them.
        scope: where an answer applies ("国内", "overseas"); group ``core`` is the value.
        scope_first: for a spaced language, the words a scope can start with.
        level: who an answer applies to ("经理级", "premium users"); groups ``core``, ``cmp``.
        level_first: for a spaced language, the words a level can start with.
        value_replacements: variants written the same in a level's value ("级别" -> "级").
        compare_before: words just before a constraint that make it a comparison target.
        compare_conjunction: words just before it that do so when a comparison word follows.
        compare_after: such comparison words after it.
        compare_last: the last characters of the words before (a quick rejection).
    """

    units: tuple[Unit, ...] = ()
    pre_comparators: Mapping[str, str] = field(default_factory=dict)
    post_comparators: Mapping[str, str] = field(default_factory=dict)
    measure_nouns: Mapping[str, str] = field(default_factory=dict)
    linkers: frozenset[str] = frozenset()
    per_words: tuple[str, ...] = ()
    per_units: Mapping[str, str] = field(default_factory=dict)
    range_words: tuple[str, ...] = ()
    percent_prefix: str = ""
    more_suffix: str = ""
    not_before_number: str = ""
    not_before_numeral: str = ""
    digits_only_units: frozenset[str] = frozenset()
    article_numbers: frozenset[str] = frozenset()
    unitless_post_excluded: frozenset[str] = frozenset()
    between: tuple[str, str] | None = None
    scope: re.Pattern[str] | None = None
    scope_first: frozenset[str] = frozenset()
    level: re.Pattern[str] | None = None
    level_first: frozenset[str] = frozenset()
    value_replacements: tuple[tuple[str, str], ...] = ()
    compare_before: str = ""
    compare_conjunction: str = ""
    compare_after: str = ""
    compare_last: str = ""

    def __post_init__(self) -> None:
        # Every turn runs these patterns over its texts: gated, they are scanned faster
        # and match the same (see kglink.lang.gate).
        gate_fields(self)


@dataclass(frozen=True, slots=True)
class Pronoun:
    """What a pronoun says of its antecedent.

    Attributes:
        personal: a person (True: "他", "she"), a thing (False: "它", "it"), either (None).
        gender: the gender it states, if any.
        plural: "它们", "they".
        possessive: "其", "its": it stands for "X的" / "X's".
        singular_ok: a plural that may also mean one entity ("they" for a shop).
        one_not_person: such a plural means one business or body, never one person ("他们"
            of a shop or a department; "they" may be one person's too).
        only_persons: a personal pronoun speech never uses of a thing ("她"; the spoken
            "他" also means a place): without persons in the ontology it means none.
        of_craft: such a pronoun that speech also uses of a vessel or a craft ("how old is
            she" of a ship): a thing that has the property asked, when no person in play fits.
        possessive_before_word: possessive when a word of content follows ("her ward",
            "her number"), else the object ("ask her", "tell her the price").
    """

    personal: bool | None = None
    gender: Gender | None = None
    plural: bool = False
    possessive: bool = False
    singular_ok: bool = False
    one_not_person: bool = False
    only_persons: bool = False
    of_craft: bool = False
    possessive_before_word: bool = False


@dataclass(frozen=True, slots=True)
class ReferringWords:
    """A language's referring expressions, run in this order by the reference engine.

    Attributes:
        ordinal: "第二个", "the second one"; group ``n`` is the ordinal or number; a group
            ``times``, when it matches, counts times ("第一次均衡修"), and the ordinal then
            refers only with a type noun after it.
        ordinal_alone: whether an ordinal with neither a classifier nor a type noun refers
            ("第一" alone is "first of all"; "the first one" refers).
        former_latter: "前者", "后者": an ordinal of its own; positions in ``positions``.
        relative: "上一个", "the previous": group ``w`` may be a word of ``positions``.
        relative_alone: when set, a relative with no type noun refers only if this matches it.
        demonstrative: a demonstrative a type noun must follow at once ("这款产品").
        determiner: a determiner that ends right before a type noun ("that policy"); group 1
            is the word.
        locative: "这里", "那儿".
        locative_needs_place: whether a locative means only what the ontology treats as a
            place, and nothing when it has none (English "there" far more often says that
            something exists or where a trip goes than it points back).
        bare: demonstratives that stand for a noun on their own ("这个多少钱", "this one").
        pronoun: personal and possessive pronouns, described in ``pronouns``.
        pronouns: what each pronoun or bare demonstrative (lower case) says; one not listed
            says nothing.
        positions: ordinal positions of "former"/"latter" words (0 first, -1 last).
        classifiers: words between a demonstrative and its noun ("个", "家").
        general_classifiers: those of the classifiers that count things of any kind ("个",
            "种"): a class noun with one ("这个种") says nothing of which things the others count.
        plural_markers: what makes a demonstrative plural ("些", "these").
        definite: determiners that mean "the one in play, if any" ("the").
        sameness: determiners that may ask whether things share one ("do both have the same
            lecturer"): the reference means the one in play, else stays as typed.
        indefinite: determiners that make the word after them a common noun ("a visitor").
        plural_noun: the plural of a type noun, if the language inflects it ("hotels").
    """

    ordinal: re.Pattern[str] | None = None
    ordinal_alone: bool = False
    former_latter: re.Pattern[str] | None = None
    relative: re.Pattern[str] | None = None
    relative_alone: re.Pattern[str] | None = None
    demonstrative: re.Pattern[str] | None = None
    determiner: re.Pattern[str] | None = None
    locative: re.Pattern[str] | None = None
    locative_needs_place: bool = False
    bare: tuple[re.Pattern[str], ...] = ()
    pronoun: re.Pattern[str] | None = None
    pronouns: Mapping[str, Pronoun] = field(default_factory=dict)
    positions: Mapping[str, int] = field(default_factory=dict)
    classifiers: str = ""
    general_classifiers: str = ""
    plural_markers: tuple[str, ...] = ()
    definite: frozenset[str] = frozenset()
    sameness: frozenset[str] = frozenset()
    indefinite: frozenset[str] = frozenset()
    plural_noun: Callable[[str], str | None] | None = None

    def __post_init__(self) -> None:
        # Every turn runs these patterns over its texts: gated, they are scanned faster
        # and match the same (see kglink.lang.gate).
        gate_fields(self)


@dataclass(frozen=True, slots=True)
class AnswerKind:
    """A kind of question and the words that name the kind of page answering it.

    Attributes:
        name: what the kind is called ("cause", "process").
        asks: matches a question of this kind ("为什么", "how do I").
        names: matches, in a title, the kind of page that answers it ("原因", "process").
        also: matches, in a title, a page that answers this kind among others (an
            investigation report says what caused an event, and who was to blame, and how
            long it lasted): a match for this kind, never held against another.
    """

    name: str
    asks: re.Pattern[str]
    names: re.Pattern[str]
    also: re.Pattern[str] | None = None

    def __post_init__(self) -> None:
        # Every turn runs these patterns over its texts: gated, they are scanned faster
        # and match the same (see kglink.lang.gate).
        gate_fields(self)


@dataclass(frozen=True, slots=True)
class LanguagePack:
    """The function words, cue phrases and composition rules of one language.

    Attributes:
        code: ISO 639-1 code ("zh", "en").
        spaced: whether words are separated by spaces (a topic phrase is then joined
            with ": "; Chinese writes it straight in front).
        filler: leading words that carry no content ("好的，", "ok, ").
        lead_particle: a leading particle that only links the turn to the last one ("那", "so").
        ellipsis: "那X呢" / "what about X": a turn that is a noun phrase in a frame; the
            phrase is the first of its groups that matched (``slot``, ``slot2``, …).
        predicate: verbs that make a frame a question of its own ("门票是多少呢").
        continuation: asking for more about the topic ("为什么", "tell me more").
        elaboration: asking for more of the same answer ("详细说说", "tell me more").
        why: asking for a cause, wherever it stands.
        title: a title in the marks of a work's name ("《北岸之歌》"): one no name of
            the ontology covers names a work it does not hold, and a demonstrative of a
            kind after it in the clause ("这部电影") restates that work.
        remark: a remark closed by a particle that also asks ("赶上了呢", "价格还挺高呢"): a
            piece of a turn whose only question word it is asks nothing, and goes with the
            clause beside it.
        comparison: comparing with something ("和X比呢", "compared with").
        correction: correcting the last turn ("不是…", "I meant").
        return_: returning to an earlier topic ("回到", "back to").
        switch: announcing a new topic ("换个话题", "by the way").
        indefinite: a new search ("推荐一家", "I'm looking for").
        additive: the same question of another item ("也", "too").
        question: words and marks that make a clause a question.
        asks_when: a question of when ("啥时候", "哪天"): a period carried from the figures
            before is no part of it ("新仓啥时候能建成" after a quarter's figures).
        asks_what_counts: a question of what a figure counts or means ("do returns count",
            "算不算", "是什么意思"): the figure's definition holds whatever the month, so the
            period in force is no part of it.
        habitual: words that ask what holds as a rule ("always", "平时"), of no one period:
            the period of the figures before is no part of the question ("whys it always
            lower" after September's figures).
        past: words that set a question in a time gone by ("was", "当时"): a relation of
            the graph asked so is asked of the period in force ("who was standing in then").
        closing: thanks, goodbyes and "that's all": the turn asks nothing.
        pleonastic: "it"/"that" that point at no entity ("that's it", "is it possible").
        existence: asks whether something exists ("有没有", "do we have a", "any …?"); with
            a type noun it looks for another thing of that class, not the topic.
        offer_more: an answer that offers further help ("还需要什么", "anything else?"):
            the assistant considers the topic done.
        negation: words just before a name that reject it ("不是X", "not X").
        return_lead: the lead-in of a return, up to its comma ("回到刚才那个，").
        coordinators: what joins the items of a list.
        list_and: the word that joins the last two labels of a list.
        list_sep: what separates the earlier labels of a list.
        possessive: the possessive marker after a name ("的", "'s").
        numerals: how numbers are written.
        time: the time expressions (read by :mod:`kglink.linking.timeexpr`).
        constraints: quantity, scope, level and comparison words (read by
            :mod:`kglink.linking.constraints`).
        referring: pronouns, demonstratives, ordinals (read by :mod:`kglink.linking.referring`).
        answer_words: the instruction and headings of the answer prompt ("instruction",
            "clarify", "question", "searched", "facts", "evidence", "earlier").
        personal_nouns: how a class label that names persons ends: its last word in a
            spaced language ("Person", "Lead Singer"), its last characters otherwise
            ("人物", "歌手"); personal pronouns ("他", "she") mean such entities.
        gender_words: attribute values that state a gender, with the gender they state.
        stop_words: words that carry no topic of their own (function words, politeness,
            the verbs every request uses; in a language written without spaces, pairs of
            characters such as the noun of a question word): not counted as content.
        function_chars: for a language written without spaces, characters that carry no
            topic of their own; a two-character run with one of them is not content.
        prompt_system: the model's instructions, in this language.
        prompt_words: the headings of the model prompt in this language ("summary",
            "history", "user", "assistant", "state", "whitelist", "question", "none").
        name_sep: what separates a canonical name from its aliases in a listing.
        latin_names: a Latin word no name covers may be an unknown name ("星云ERP").
        which_several: an interrogative right before a type noun that asks for several
            things of its kind ("哪些", "which"): an answer lists them.
        than: the word that sets the other side of a comparison after it ("比", "than"):
            "X比Y多", "X is higher than Y" rank X above Y.
        lexicon: the file of ``kglink/lang`` that lists the language's ordinary words in
            small letters, base forms only (see :mod:`kglink.lang.lexicon`); empty: none.
        inflections: the suffixes of inflected forms and what takes their place in the
            base form ("ies" -> "y"), longest first.
        drops_objects: questions may drop their object ("能用吗"), which then is the topic.
        which: an interrogative determiner ending right before a type noun ("哪条" in
            "哪条线", "which " in "which depot"): the turn asks for a thing of that kind.
        what_of_it: an interrogative that asks what thing of a kind, said of a thing already
            meant ("它怕啥病", "它用什么系统"): the kind is one the thing is joined to. (Not
            a search: "有什么景点" asks for things of the kind, and is read by ``which`` only
            where "which" says so.)
        picks_one: a question that asks to pick one of several ("哪个贵", "which is
            cheaper"): an answer naming one of them has singled it out, where one
            answering "what's the difference" names one side only to describe it.
        asks_contents: a comparison of what two have, not of a figure ("标准版比基础版多了
            什么", "what's the difference between them").
        options: the word between the options a pick is among ("which was worse, X or
            Y?", "哪个高，A还是B"): a piece that only lists them is the pick's own.
        locative_apart: a pronoun and a locative of one clause are two things ("why is it
            higher there"), where in another language they may be one ("它那里").
        fragment: a question of a few words and a question mark alone ("august?", "email?"),
            its words the group ``slot``: with nothing but names, periods and properties in
            it, the turn varies the last question as an ellipsis does.
        same_or_not: a question that asks whether things are alike with no other side
            said ("冻结规定一样吗", "is the SLA the same?"): it compares the things in play.
        shares: a question whether one thing has the same trait as another ("the same
            gearbox as X"): read by the second stage of retrieval as a comparison, whose
            page names both sides; not a comparison cue of the rewriter, for which "a
            dentist in the same area as the clinic" compares nothing.
        which_one: a question that asks which thing of a kind ("哪个品种", "which depot";
            not "在哪", where): the answer leads with the thing it picked.
        comparative: a degree said against something unnamed ("更大吗", "贵多少", "does it
            have more", "is the plus plan pricier"): with one thing named and another of its
            kind in the topic, the clause compares the two.
        compared_lead: where a clause compares with a thing it leaves unnamed, the words
            that name that side before the clause ("比起{}，"); empty: it goes where any
            topic phrase goes.
        speaker_openers: words that open a clause as its subject, the one speaking or the
            one spoken to ("你还记得", "我想去"); ``speaker_lead`` sets a topic phrase put in
            front of such a clause off from it ("{}，": "X，你还记得…", not "X你还记得…").
        existence_one: asks whether the thing in play has one of something ("is there a
            deadline?", "is there a fee?"): after an answer about it, an attribute of it,
            not a search, unless a type noun names what is sought.
        besides: asking beyond what was said ("what else", "还负责别的吗"): the things
            the topic already holds are what the turn sets aside, not what it asks of.
        group_pronouns: pronouns that mean persons or a body of them, such as a company
            or a department ("他们", "他家"), never a thing.
        organisation_nouns: how a class label that names a body of persons ends ("公司",
            "供应商", "department"), read like ``personal_nouns``.
        group_classifiers: measure words that count persons or bodies of them ("家" of
            "那家", "位"): the word of a name after one names such a thing, never a figure.
        body_classifiers: those of them that count bodies and establishments (a company,
            a shop, a hospital) and never one person ("家": "那家" is no manager).
        says_one: says the subject is one of a kind of persons or bodies ("算是一位老专家",
            "是一家老字号吧"): with a person or a body in focus, a remark about it.
        asks_more: asks for more of what the answer just gave ("还有谁", "你还知道其他的吗"):
            the question before it goes on about the same subject; the things the answer
            gave are what it wants more of, not what it is about.
        other: "另一家", "the other one": the one in play like the focus that is not it.
        base_member: "the original", "the basic one", "原版", "基础版": the member of the
            focus's family of names whose name is the front the focus's name goes on from
            (Tessaly of Tessaly Duo; kglink.linking.families).
        pair: "这俩", "两家都", "both": the two in play of one kind.
        one_at: "the one at", "the one in": a thing told apart by what it is joined to,
            the name right after the match ("the one at York Depot"); group ``one`` is
            the words that stand for the thing.
        one_frames: the words around a name that make it stand for a thing of the kind
            of the topic's ("the Harlow one", "and Harlow's?", "the one at Harlow"), as
            (before, after, joined): ``before`` is searched in the text before the name
            (anchored at its end; its group ``words``, when it has one, is where the words
            that stand for the thing begin; its group ``other``, when it matched, sets aside
            the topic's own thing: "the other Harlow one"), ``after`` matched right after
            it; ``joined`` lets the
            thing be one in play joined to the name, not only one the name itself means.
        one_of_two: "one" standing alone before "the other" in a clause ("how can one go up
            and the other go down"): the thing the other is set beside.
        one_after: the word for "one" after a description ("the long range one"): when
            the description is written as a name, the name stands for it too.
        one_described: "the standard one": group ``word`` is a word the conversation
            itself wrote right before the name of the thing meant ("the standard Lumex").
        one_of_property: "感病的那个": what ends a property's words said of the thing meant
            (not asked of it); the one thing in play an edge of that property joins to another
            thing in play.
        gender_one: "男的那个": the gender that says which of the persons a name the clause
            shares means (group ``m`` or ``f``).
        side_of_person: "他那边", "蔚总那边": the words right after a person that mean the
            part of the organisation in their charge (the one thing an edge joins to them).
        one_doing: "the one that does", "the place doing": a thing described by what it does
            to a thing named right after; the one in play an edge joins to that thing. A
            group ``copula`` before it ("is she the one who…") makes it a predicate, no reference.
        pair_of_kind: "两条线", "the two depots": a pair only with a type noun right after
            it (without one, "两个问题" counts things, it points at none).
        several_of_kind: "这三个标准": a demonstrative, a count of three or more (group
            ``n``) and a type noun right after it: that many in play of that kind.
        total: asking the sum of the figure in play over the things pointed at ("三家加起来
            多少", "what's that in total"): the figure goes with them.
        at_place: how a place is written where a locative stood ("at {}"; "{}" when the
            locative word carries no preposition of its own to keep).
        place_label: a word in a property's label that makes what its edges point at a
            place ("used at", "所在城市"): what a locative ("there", "那里") may mean.
        address_label: the label of an attribute only a place has ("address", "地址"): a
            thing given one is somewhere a locative may mean, also when no edge points at it.
        extreme: asking for the extreme of the figure in play ("which is lowest", "哪个最高"):
            it ranks the things the figure was given for, it asks about none of them.
        excepted: the words right before a name that leave it out ("除了", "other than"): what
            the clause asks is about something else ("主演除了X你还知道谁" asks the cast of the
            film in play), so the name is no thing the clause is about.
        overview: the whole of a question, its names cut out, that asks about a thing as a
            whole ("对 有了解吗", "tell me about  ?"): a description answers it, not a fact
            sheet (read by retrieval's second stage, with ``fullmatch``).
        so_far: words that ask how a thing stands now, with no period said ("so far", "how
            many are left", "目前进展"): the latest dated page about it answers, read by
            retrieval's second stage as it reads "now".
        which_more: asking which of two is more so ("which is more reliable", "哪个更便宜"):
            it compares the two things of one kind the last two questions were about.
        every: a word that, right before a name several nodes share, means all of them
            ("each ED", "两个急诊科"): no question which one.
        gradable: a description by a gradable word ("便宜的那个", "the bigger one"); its
            group ``adj`` is a key of ``gradable_words``.
        gradable_words: each gradable word's dimension and direction (-1: the lowest
            value, 1: the highest): "cheaper" -> ("price", -1).
        degree_grade: a grade said of the figure in play, by degree ("这么低", "why is it
            lower"): its group ``adj`` is a key of ``gradable_words``.
        graded_predicate: the words before a gradable description that make it what a
            yes/no question says of its subject ("is it | the biggest?"): it names no thing.
        dimensions: the words a property label of each dimension has ("价格", "capacity").
        whole_of: "the main", "the parent" right before a type noun: the thing of that kind
            the one in play is a part or module of ("the main system" of a module).
        whole_scope: "全公司", "chain-wide", "the whole company": the figure in play for the whole, not
            for the one part it was asked of.
        asks_if_known: "还记得", "你知道" at the start of a question: it asks whether the
            assistant knows what follows, so a type noun right after it is the subject
            ("还记得影片讲了个什么故事吗" is about the film in play).
        asks_which: right after such a type noun, a question of which things of its kind
            ("你还记得演员是哪几位吗"): the noun is what is asked, not the subject.
        next_step: "the next one up", "高一档的": the thing one step above or below the
            focus on a dimension; group ``dir`` is a key of ``step_directions``.
        step_directions: each ``dir`` word's direction (1: the next higher value).
        final_particles: sentence-final particles: they ask, they say nothing asked ("吗").
        how_it_goes: words that ask how a thing is doing and name nothing asked ("情况",
            "表现"): beside a name alone, they ask the figure in play of it.
        figure_words: words that say more of a figure ("环比", "同比", "累计"): an ellipsis
            slot of one asks it of the figure in play, written after that figure.
        slot_determiners: determiners and the like around a bare type noun in an ellipsis
            slot ("整个" of "整个系列", "层面" of "产品线层面", "the whole").
        partial_reference: a demonstrative and the word of a name after it ("这个引擎",
            "that engine"); group 1 is the word.
        partial_reference_before: the word of a name before a demonstrative that stands
            for a noun ("鼓包那单": the one in play whose name has 鼓包); group 1 ends
            where the demonstrative starts. A group ``nominal`` marks a word that stands
            for the whole name ("纯度的": the one offered whose name has 纯度), read again
            with that name; a group ``counterpart`` (matched, if empty) the same for a word
            alone that asks about another of the topic's kind ("改良型呢").
        possessed_gap: what may stand between a pronoun and the type noun of a thing of
            its referent's ("她那个区", "她们站"), matched right after the
            pronoun; the one graph neighbour of that kind somebody named is meant.
        addressed: a person called by surname and title ("宋经理", "谭老师"): groups
            ``surname`` and ``title``; the person in play whose name starts so, the one
            the graph gives that title when several do.
        given_name: a person's name written without spaces that is a surname and a given
            name, as (its length, the surname's length), whose given name alone calls the
            person ("海川" of 林海川); None when the language's names are not so.
        time_anaphora: words for the period already in force ("那个月", "that quarter"):
            they stand for it, as a pronoun stands for an entity.
        time_anaphora_display: how the period is written in their place ("in {}").
        time_pair: words for the two periods last stated ("这俩月", "这两个季度"): both,
            not one; group ``unit`` is a key of ``time_units``.
        time_before: the period before the one in force ("the quarter before", "前一个月");
            group ``unit`` is a key of ``time_units``.
        time_after: the period after the one in force ("the quarter after", "后一个月"), as
            ``time_before``.
        current: "now", "现行": asked of two versions of one thing, it means the later one.
        amount_question: words that ask how many or how much with no noun after them
            ("how many from York?"): the amount is of what is in play.
        degree_question: the words that ask a degree ("how long", "how old"): in a
            property's label that also names what is measured ("how long is the runway"),
            they ask, and only the rest says which property it is.
        denial: how an answer opens that says no ("不是，…", "No, …").
        nothing_found: an answer that says the knowledge base holds nothing on what was
            asked ("知识库里没有…"): what it lists instead is not what the talk is about.
        time_units: the unit ("month", "quarter") each unit word of ``time_before`` and
            ``time_after`` names.
        event_question: a question about what happened ("so what happened?", "怎么回事"):
            it is about an event in play (an entity whose name states when it was).
        asks_steps: a question of how something is done or gone through ("how do I
            claim expenses", "walk me through the procedure"): the things its answer names
            beside it are the tools of its steps, not what the talk is about.
        property_of: what joins a property asked to the name that has it, after the property
            ("the curator of Northern Looms": " of "); empty where the owner comes first.
        wh_copula: a question word and its verb that are all before a type noun ("who's the
            producer"): a type noun that is also a property's name then asks the property
            of the thing in play, no thing of its kind.
        contact_clause: a clause right after a description that says which one by what
            another does to it ("the works it pumps to", ending the clause): part of the
            description; empty where such clauses come before the noun.
        short_year: a year said by its last two digits before a word of models or editions
            ("24款", "25版"): group 1 the digits, read as this century's year ("2024款").
        partitive: words that take a part of what the answer just counted ("how many of those
            were …", "其中…"): a thing of another kind named with them is counted within the
            topic's frame, not instead of it.
        plural_ending: the ending a noun takes in the plural ("s" of "Enduros", "Pros"): a
            name said so is the name; empty where nouns do not inflect.
        stood_still: a question of how long a thing was out of use ("how long was it out",
            "停了多久"): it asks of the thing and of the event in play that stopped it.
        event_reference: words that point at an event in play without a type noun of the
            ontology ("这事", "那件事", "during it", "that day" when no date is in force).
        event_recency: this occasion or the one before it ("这次", group ``this``; "上次",
            group ``last``): of two dated events in play, the later or the earlier.
        event_date: the month (group 1) and day (group 2) an event's name states the way
            the language writes them ("8·22停水事件"); a date said right before
            ``event_reference`` ("8·22那次", "8月那次") picks the event of that date.
        event_nouns: the language's own nouns for something that happened ("事件",
            "incident"): a class the ontology names with one, or a name ending with one, is
            of events, which ``event_reference`` points at.
        noun_suffixes: characters that end a colloquial noun without adding to what it
            names ("子" of "炉子", "板子"): a name's head is matched without them.
        before_name: function words that end the words before a run-on name ("有没有" of
            "有没有星云ERP"): a pattern whose match is cut from the front.
        searching: the label in front of a query shown to the user ("Searching: ").
        pro_forms: words that stand for a noun after a shortened name ("one" of "the
            Flagship one"): once the whole name is written they go.
        affirmation: a turn that opens by saying yes ("yes please", "好的"): after an answer
            that offered something, it takes the offer.
        books: a request to book or reserve ("can you book me a table for 5 at 18:00"): with
            its numbers and no thing or kind named, after talk of nothing else, it books the
            thing in play. (None in Chinese yet: "订一间房" reads as a search by its "一间".)
        answer_kinds: kinds of question that a kind of page answers, whatever the domain:
            a "why" question is answered by a page whose title names a cause ("原因",
            "why"), a "how do I" question by one that names a process or its steps.
        locating: words right before a reference that place something in it ("in the
            ward"): the reference then means one value, not the attribute.
        farewell: the user ends the conversation ("that's all I need", "goodbye"): without a
            question, nothing the turn refers to is asked about.
        yardstick: words right before a reference that only measure by it ("the same ward
            as the clinic"): the clinic gives a value and is not itself asked about. Its
            group ``noun`` is the attribute measured ("ward").
        lent_value: how the value the yardstick's reference lends is written in place of
            the yardstick and the reference ("{value} {noun}": "in the north ward").
        value_questions: question words that ask for one kind of value ("多久" a
            duration, "who" a person), longest first.
        kind_questions: the word that asks for each kind of value; with ``asked_after``
            it goes right after the property's name ("单托成本多少"), else in the place of
            the one it replaces ("what is the cost").
        related_kind: how a thing of a kind is written by what it is related to, in the
            clause's words ("{noun} {words}": "the lane" + "from Quarrow Depot"), when that
            thing has no name the conversation said.
        kind_of: words right before a type noun that ask the kind of something ("what kind
            of "); with ``copula`` between the noun and a reference ("what kind of clinic
            is it"), the reference is one of that class.
        copula: the verb between that type noun and the reference (" is ").
        copula_asked: the verb that opens a question right before a reference ("is that");
            with ``the_kind`` between the reference and a type noun ("is that the worst
            zone"), the reference is one of that class.
        the_kind: a definite article and a word or two before a type noun (" the worst ").
        same_again: "the same X", said of a thing the clause names ("一样的风险", "the same
            fault"): X is what the talk said of the topic, asked of that thing.
        reply_values: words that give, without digits, a value a question asked for ("on
            Thursday", "for two", "the same time"): a reply stating them fills the question in.
        property_forms: the other forms a property's name takes in a question ("supplied
            by", "supplier" -> "supplies"; "led by" -> "leads"; a relation's "covers" ->
            "cover", "covered"), so "who supplies them" asks the property; none for a
            language whose words do not inflect. Called with the name and whether the
            property is a relation between things (whose one-word name is a verb).
        alternative: the word between the two sides of an either-or question ("还是"): the
            sides are things of one kind.
        answer_locating: words of an answer right before (or a few characters before) a
            name that put the answer's subject there ("位于", "坐落于"): in a language that
            leaves the subject unsaid, the place does not take the focus from it.
        answer_aside: the words of an answer that open an aside, up to a name in it
            ("Nora Vale, who also runs Ward 5"; "the 128, with some scans on the 64"): what
            the aside names does not take the focus from what the sentence is about.
        answer_title: what stands between a person an answer names and a name in the title
            given to that person ("Nora Vale, Head of " before "Harlow Yard"); with
            answer_title_tail, the words that go on after such a name inside the title
            ("Harlow Yard Manager"). A title says who the person is: the thing it names
            does not take the focus.
    """

    code: str
    spaced: bool
    filler: re.Pattern[str]
    lead_particle: re.Pattern[str]
    ellipsis: re.Pattern[str]
    predicate: re.Pattern[str]
    continuation: re.Pattern[str]
    elaboration: re.Pattern[str]
    why: re.Pattern[str]
    comparison: re.Pattern[str]
    correction: re.Pattern[str]
    return_: re.Pattern[str]
    switch: re.Pattern[str]
    indefinite: re.Pattern[str]
    additive: re.Pattern[str]
    question: re.Pattern[str]
    closing: re.Pattern[str]
    pleonastic: re.Pattern[str]
    existence: re.Pattern[str]
    offer_more: re.Pattern[str]
    negation: re.Pattern[str]
    return_lead: re.Pattern[str]
    coordinators: frozenset[str]
    list_and: str
    list_sep: str
    possessive: str
    numerals: Numerals = field(default_factory=Numerals)
    time: TimeWords = field(default_factory=TimeWords)
    constraints: ConstraintWords = field(default_factory=ConstraintWords)
    referring: ReferringWords = field(default_factory=ReferringWords)
    answer_words: dict[str, str] = field(default_factory=dict)
    personal_nouns: tuple[str, ...] = ()
    gender_words: dict[str, Gender] = field(default_factory=dict)
    prompt_system: str = ""
    prompt_words: dict[str, str] = field(default_factory=dict)
    name_sep: str = ": "
    stop_words: frozenset[str] = frozenset()
    function_chars: frozenset[str] = frozenset()
    latin_names: bool = False
    than: re.Pattern[str] = re.compile(r"(?!)")
    which_several: re.Pattern[str] = re.compile(r"(?!)")
    lexicon: str = ""
    inflections: tuple[tuple[str, str], ...] = ()
    drops_objects: bool = False
    which: re.Pattern[str] = re.compile(r"(?!)")
    what_of_it: re.Pattern[str] = re.compile(r"(?!)")
    picks_one: re.Pattern[str] = re.compile(r"(?!)")
    options: re.Pattern[str] = re.compile(r"(?!)")
    asks_contents: re.Pattern[str] = re.compile(r"(?!)")
    which_one: re.Pattern[str] = re.compile(r"(?!)")
    same_or_not: re.Pattern[str] = re.compile(r"(?!)")
    shares: re.Pattern[str] = re.compile(r"(?!)")
    fragment: re.Pattern[str] = re.compile(r"(?!)")
    locative_apart: bool = False
    comparative: re.Pattern[str] = re.compile(r"(?!)")
    compared_lead: str = ""
    speaker_openers: tuple[str, ...] = ()
    speaker_lead: str = ""
    besides: re.Pattern[str] = re.compile(r"(?!)")
    existence_one: re.Pattern[str] = re.compile(r"(?!)")
    says_one: re.Pattern[str] = re.compile(r"(?!)")
    asks_more: re.Pattern[str] = re.compile(r"(?!)")
    group_pronouns: frozenset[str] = frozenset()
    organisation_nouns: tuple[str, ...] = ()
    group_classifiers: str = ""
    body_classifiers: str = ""
    other: re.Pattern[str] = re.compile(r"(?!)")
    base_member: re.Pattern[str] = re.compile(r"(?!)")
    pair: re.Pattern[str] = re.compile(r"(?!)")
    one_at: re.Pattern[str] = re.compile(r"(?!)")
    one_frames: tuple[tuple[re.Pattern[str], re.Pattern[str], bool], ...] = ()
    one_described: re.Pattern[str] = re.compile(r"(?!)")
    one_doing: re.Pattern[str] = re.compile(r"(?!)")
    one_of_property: re.Pattern[str] = re.compile(r"(?!)")
    side_of_person: re.Pattern[str] = re.compile(r"(?!)")
    gender_one: re.Pattern[str] = re.compile(r"(?!)")
    one_after: re.Pattern[str] = re.compile(r"(?!)")
    one_of_two: re.Pattern[str] = re.compile(r"(?!)")
    pair_of_kind: re.Pattern[str] = re.compile(r"(?!)")
    several_of_kind: re.Pattern[str] = re.compile(r"(?!)")
    total: re.Pattern[str] = re.compile(r"(?!)")
    every: re.Pattern[str] = re.compile(r"(?!)")
    extreme: re.Pattern[str] = re.compile(r"(?!)")
    overview: re.Pattern[str] = re.compile(r"(?!)")
    so_far: re.Pattern[str] = re.compile(r"(?!)")
    excepted: re.Pattern[str] = re.compile(r"(?!)")
    which_more: re.Pattern[str] = re.compile(r"(?!)")
    place_label: re.Pattern[str] = re.compile(r"(?!)")
    address_label: re.Pattern[str] = re.compile(r"(?!)")
    at_place: str = "{}"
    gradable: re.Pattern[str] = re.compile(r"(?!)")
    gradable_words: dict[str, tuple[str, int]] = field(default_factory=dict)
    degree_grade: re.Pattern[str] = re.compile(r"(?!)")
    graded_predicate: re.Pattern[str] = re.compile(r"(?!)")
    dimensions: dict[str, tuple[str, ...]] = field(default_factory=dict)
    whole_of: re.Pattern[str] = re.compile(r"(?!)")
    whole_scope: re.Pattern[str] = re.compile(r"(?!)")
    asks_if_known: re.Pattern[str] = re.compile(r"(?!)")
    asks_which: re.Pattern[str] = re.compile(r"(?!)")
    asks_when: re.Pattern[str] = re.compile(r"(?!)")
    asks_what_counts: re.Pattern[str] = re.compile(r"(?!)")
    habitual: re.Pattern[str] = re.compile(r"(?!)")
    past: re.Pattern[str] = re.compile(r"(?!)")
    next_step: re.Pattern[str] = re.compile(r"(?!)")
    step_directions: dict[str, int] = field(default_factory=dict)
    final_particles: frozenset[str] = frozenset()
    how_it_goes: frozenset[str] = frozenset()
    figure_words: frozenset[str] = frozenset()
    slot_determiners: tuple[str, ...] = ()
    partial_reference: re.Pattern[str] = re.compile(r"(?!)")
    partial_reference_before: re.Pattern[str] = re.compile(r"(?!)")
    addressed: re.Pattern[str] = re.compile(r"(?!)")
    given_name: tuple[int, int] | None = None
    possessed_gap: re.Pattern[str] = re.compile(r"(?!)")
    noun_suffixes: str = ""
    time_anaphora: re.Pattern[str] = re.compile(r"(?!)")
    time_anaphora_display: str = "{}"
    time_pair: re.Pattern[str] = re.compile(r"(?!)")
    time_before: re.Pattern[str] = re.compile(r"(?!)")
    time_after: re.Pattern[str] = re.compile(r"(?!)")
    current: re.Pattern[str] = re.compile(r"(?!)")
    amount_question: re.Pattern[str] = re.compile(r"(?!)")
    degree_question: re.Pattern[str] = re.compile(r"(?!)")
    denial: re.Pattern[str] = re.compile(r"(?!)")
    nothing_found: re.Pattern[str] = re.compile(r"(?!)")
    time_units: Mapping[str, str] = field(default_factory=dict)
    event_question: re.Pattern[str] = re.compile(r"(?!)")
    asks_steps: re.Pattern[str] = re.compile(r"(?!)")
    stood_still: re.Pattern[str] = re.compile(r"(?!)")
    event_reference: re.Pattern[str] = re.compile(r"(?!)")
    event_recency: re.Pattern[str] = re.compile(r"(?!)")
    event_date: re.Pattern[str] = re.compile(r"(?!)")
    plural_ending: str = ""
    partitive: re.Pattern[str] = re.compile(r"(?!)")
    short_year: re.Pattern[str] = re.compile(r"(?!)")
    property_of: re.Pattern[str] = re.compile(r"(?!)")
    contact_clause: re.Pattern[str] = re.compile(r"(?!)")
    wh_copula: re.Pattern[str] = re.compile(r"(?!)")
    event_nouns: frozenset[str] = frozenset()
    before_name: re.Pattern[str] = re.compile(r"(?!)")
    searching: str = "Searching: "
    pro_forms: frozenset[str] = frozenset()
    affirmation: re.Pattern[str] = re.compile(r"(?!)")
    books: re.Pattern[str] = re.compile(r"(?!)")
    answer_kinds: tuple[AnswerKind, ...] = ()
    locating: re.Pattern[str] = re.compile(r"(?!)")
    yardstick: re.Pattern[str] = re.compile(r"(?!)")
    lent_value: str = "{value}"
    related_kind: str = "{words}{noun}"
    value_questions: Mapping[str, ValueKind] = field(default_factory=dict)
    kind_questions: Mapping[ValueKind, str] = field(default_factory=dict)
    asked_after: bool = False
    farewell: re.Pattern[str] = re.compile(r"(?!)")
    reply_values: re.Pattern[str] = re.compile(r"(?!)")
    kind_of: re.Pattern[str] = re.compile(r"(?!)")
    copula: re.Pattern[str] = re.compile(r"(?!)")
    copula_asked: re.Pattern[str] = re.compile(r"(?!)")
    same_again: re.Pattern[str] = re.compile(r"(?!)")
    the_kind: re.Pattern[str] = re.compile(r"(?!)")
    property_forms: Callable[[str, bool], tuple[str, ...]] = lambda _name, _relation: ()
    alternative: re.Pattern[str] = re.compile(r"(?!)")
    answer_locating: re.Pattern[str] = re.compile(r"(?!)")
    answer_aside: re.Pattern[str] = re.compile(r"(?!)")
    answer_title: re.Pattern[str] = re.compile(r"(?!)")
    answer_title_tail: re.Pattern[str] = re.compile(r"(?!)")
    remark: re.Pattern[str] = re.compile(r"(?!)")
    title: re.Pattern[str] = re.compile(r"(?!)")

    def __post_init__(self) -> None:
        # Every turn runs these patterns over its texts: gated, they are scanned faster
        # and match the same (see kglink.lang.gate).
        gate_fields(self)

    def size(self, text: str) -> int:
        """How long a text is: words for a spaced language, characters otherwise."""
        return len(text.split()) if self.spaced else len(text)

    def and_list(self, labels: list[str] | tuple[str, ...]) -> str:
        """"A和B" / "A, B and C"."""
        if len(labels) <= 1:
            return labels[0] if labels else ""
        return self.list_sep.join(labels[:-1]) + self.list_and + labels[-1]

    def is_personal_class_label(self, label: str) -> bool:
        """Whether a class label names persons ("人物", "Person", "歌手"), by how it ends:
        "客诉" or "Customer Complaint" do not, whatever words they contain."""
        return self._label_ends_with(label, self.personal_nouns)

    def is_organisation_class_label(self, label: str) -> bool:
        """Whether a class label names a body of persons ("供应商", "Department")."""
        return self._label_ends_with(label, self.organisation_nouns)

    def _label_ends_with(self, label: str, nouns: tuple[str, ...]) -> bool:
        folded = label.casefold().strip()
        if not folded or not nouns:
            return False
        if self.spaced:
            return folded.split()[-1] in nouns
        return folded.endswith(nouns)
