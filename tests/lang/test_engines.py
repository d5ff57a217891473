"""The time, constraint and reference engines are language-neutral: a language is one pack.

A third pack registered here (a small German one) is read by the engines with no change to
them; the engines themselves hold no words of any language.
"""

from __future__ import annotations

import ast
import dataclasses
import datetime
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from kglink.lang import (
    ConstraintWords,
    Numerals,
    Pronoun,
    ReferringWords,
    TimeFamily,
    TimeWords,
    Unit,
    get_pack,
    register,
    registered,
    unregister,
)
from kglink.linking.constraints import extract_constraints
from kglink.linking.matcher import PhraseMatcher
from kglink.linking.referring import ReferenceDetector
from kglink.linking.timeexpr import find_times

ROOT = Path(__file__).resolve().parents[2]
ENGINES = [ROOT / "kglink" / "linking" / name for name in ("timeexpr.py", "constraints.py", "referring.py")]
NOW = datetime.date(2025, 7, 15)

_MONATE = ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
           "November", "Dezember")
_I = re.IGNORECASE


def _german() -> object:
    """A small German pack: only what the three engines read. The cue patterns of the
    rewrite stages are borrowed from English, which these engines never look at."""
    numerals = Numerals(words={"zwei": 2, "drei": 3, "zehn": 10}, ordinals={"erste": 1, "zweite": 2, "letzte": -1})
    time = TimeWords(
        families=(
            TimeFamily(
                "month",
                re.compile(rf"(?<![A-Za-zäöü])(?P<mon>{'|'.join(_MONATE)})(?:\s+(?P<y>(?:19|20)\d\d))?(?![A-Za-zäöü])"),
                frozenset("JFMASOND"),
            ),
            TimeFamily(
                "relative",
                re.compile(r"(?<![a-zäöü])(?P<rel>letzte|nächste|diese)[nrs]?\s+(?P<unit>woche|monat|jahr)(?![a-zäöü])", _I),
                frozenset("lndLND"),
            ),
            TimeFamily("day", re.compile(r"(?<![a-zäöü])(?P<w>vorgestern|gestern|heute)(?![a-zäöü])", _I), frozenset("gvhGVH")),
            TimeFamily(
                "recent",
                re.compile(r"(?<![a-zäöü])letzten\s+(?P<n>\d{1,3}|zwei|drei|zehn)\s+(?P<u>tage|wochen|monate)(?![a-zäöü])", _I),
                frozenset("lL"),
            ),
        ),
        month_names={name.lower(): index + 1 for index, name in enumerate(_MONATE)},
        relative_offsets={"letzte": -1, "nächste": 1, "diese": 0},
        day_offsets={"vorgestern": -2, "gestern": -1, "heute": 0},
        period_units={"woche": "week", "monat": "month", "jahr": "year"},
        recent_units={"tage": "D", "wochen": "W", "monate": "M"},
        range_words=("bis",),
        day=lambda day: f"{day.day}. {_MONATE[day.month - 1]} {day.year}",
        days=lambda first, last: f"{first.day}. {_MONATE[first.month - 1]} bis {last.day}. {_MONATE[last.month - 1]} {last.year}",
        month=lambda year, month: f"{_MONATE[month - 1]} {year}",
    )
    constraints = ConstraintWords(
        units=(Unit("tage", "duration", "D"), Unit("tag", "duration", "D"), Unit("euro", "price"), Unit("sterne", "rating")),
        pre_comparators={"mindestens": ">=", "höchstens": "<=", "unter": "<"},
        post_comparators={"oder mehr": ">="},
        measure_nouns={"preis": "price"},
        per_words=("pro",),
        per_units={"nacht": "night"},
        range_words=("bis",),
        between=("zwischen", "und"),
        scope=re.compile(r"(?<![A-Za-z])(?:(?P<only>nur)\s+)?(?P<core>inland|ausland)(?![A-Za-z])", _I),
        scope_first=frozenset({"nur", "inland", "ausland"}),
        compare_before=r"(?<![A-Za-z])(?:als|verglichen\s+mit)",
        compare_last="sStT",
    )
    referring = ReferringWords(
        ordinal=re.compile(r"\bder (?P<n>erste|zweite|letzte)\b", _I),
        ordinal_alone=True,
        determiner=re.compile(r"\b(dieser|diese|dieses|der|die|das)\s+$", _I),
        pronoun=re.compile(r"\b(er|ihn|sie|es)\b", _I),
        pronouns={"er": Pronoun(True, "m"), "ihn": Pronoun(True, "m"), "es": Pronoun(False), "sie": Pronoun(None)},
        plural_markers=("diese",),
        definite=frozenset({"der", "die", "das"}),
    )
    return dataclasses.replace(
        get_pack("en"), code="de", numerals=numerals, time=time, constraints=constraints, referring=referring
    )


@pytest.fixture()
def german() -> Iterator[None]:
    register(_german())  # type: ignore[arg-type]
    try:
        yield
    finally:
        unregister("de")
    assert [pack.code for pack in registered()] == ["zh", "en"]


def _values(text: str) -> list[str]:
    return [constraint.value for constraint in extract_constraints(text, now=NOW)]


def _detector() -> ReferenceDetector:
    return ReferenceDetector(PhraseMatcher.build([("Produkt", "Product")]), {"Product": frozenset({"Product"})})


def test_without_its_pack_german_is_not_read() -> None:
    assert find_times("letzte Woche und gestern", NOW) == []
    assert _values("mindestens 3 Tage, nur Inland") == []
    assert [ref.text for ref in _detector().find("ist er teuer?")] == []


def test_a_registered_pack_is_read_by_the_time_engine(german: None) -> None:
    found = {(m.value, m.display) for m in find_times("letzte Woche, gestern, im Juli 2024", NOW)}
    assert ("2025-07-07/2025-07-13", "7. Juli bis 13. Juli 2025") in found
    assert ("2025-07-14", "14. Juli 2025") in found
    assert ("2024-07", "Juli 2024") in found
    assert {m.value for m in find_times("die letzten drei Tage")} == {"R:last-P3D"}
    assert {m.value for m in find_times("2019 bis 2021")} >= {"2019/2021"}  # its range word joins years


def test_a_registered_pack_is_read_by_the_constraint_engine(german: None) -> None:
    assert _values("mindestens 3 Tage, nur Inland") == ["duration>=P3D", "inland"]
    assert _values("zwischen 80 und 120 Euro") == ["price:80-120"]
    assert _values("80 bis 120 Euro pro Nacht") == ["price:80-120/night"]
    assert _values("Preis unter 90") == ["price<90"]
    assert [c.compare for c in extract_constraints("teurer als letzte Woche", now=NOW)] == [True]


def test_a_registered_pack_is_read_by_the_reference_engine(german: None) -> None:
    refs = _detector().find("ist er teurer als dieses Produkt? und der zweite")
    assert [(ref.text, ref.kind) for ref in refs] == [
        ("er", "pronoun"), ("dieses Produkt", "demonstrative"), ("der zweite", "ordinal"),
    ]
    assert (refs[0].personal, refs[0].gender) == (True, "m")
    assert refs[1].classes == {"Product"} and not refs[1].definite
    assert refs[2].position == 1


def test_the_other_packs_read_as_before_beside_a_third(german: None) -> None:
    assert [m.value for m in find_times("上个月的销售额", datetime.date(2025, 1, 10))] == ["2024-12"]
    assert _values("上个月4.5分以上的酒店") == ["2025-06", "rating>=4.5"]
    assert _values("at least 3 nights under $200") == ["quantity>=3", "price<200"]


# -- the engines hold no words -------------------------------------------------------------------

_SCRIPTS = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]")
# Names of the engines' own contract, which happen to be English: period kinds
# (TimeFamily.unit, TimeWords.period_units values), slots (Unit.slot) and the symbolic
# values of the time engine ("R:day-1", "R:last-P3M").
_ENGINE_VOCABULARY = frozenset(
    "day week weekend month quarter year last duration price rating percent distance count quantity scope level time".split()
)


def _literals(path: Path) -> Iterator[tuple[int, str]]:
    """Every string literal of a module that is not a docstring."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            yield node.lineno, node.value


def _english_words() -> set[str]:
    pack = get_pack("en")
    words: set[str] = set()
    tables = (
        pack.numerals.words, pack.numerals.ordinals, pack.numerals.multipliers, pack.time.month_names,
        pack.time.year_offsets, pack.time.relative_offsets, pack.time.day_offsets, pack.time.period_units,
        pack.time.recent_units, pack.constraints.pre_comparators, pack.constraints.post_comparators,
        pack.constraints.measure_nouns, pack.constraints.linkers, pack.constraints.per_words,
        pack.constraints.per_units, pack.constraints.scope_first, pack.constraints.level_first,
        pack.referring.pronouns, pack.referring.positions, pack.referring.plural_markers, pack.referring.definite,
        [unit.word for unit in pack.constraints.units], pack.constraints.between or (),
    )
    for table in tables:
        for entry in table:
            words.update(re.findall(r"[a-z]{3,}", entry.lower()))
    return words - _ENGINE_VOCABULARY


def test_the_english_word_list_of_this_test_is_not_empty() -> None:
    assert {"yesterday", "least", "overseas", "former", "these", "she", "dollars", "million"} <= _english_words()


def _group_names() -> set[str]:
    """The names of regex groups, in the engines and in the packs' patterns: identifiers of
    the engines' contract ("per", "more"), not words of a language."""
    names: set[str] = set()
    for path in ENGINES:
        for _, literal in _literals(path):
            names.update(re.findall(r"\(\?P<(\w+)>", literal))
    for pack in registered():
        patterns = [family.pattern for family in pack.time.families]
        patterns += [pack.constraints.scope, pack.constraints.level, *pack.referring.bare]
        patterns += [getattr(pack.referring, name) for name in ("ordinal", "relative", "determiner", "pronoun")]
        names.update(name for pattern in patterns if pattern is not None for name in pattern.groupindex)
    return names


def _words_of(literal: str) -> set[str]:
    """The lower-case words of a literal; group syntax and identifiers ("find_times") left out."""
    literal = re.sub(r"\(\?P[<=]\w+>?", "", literal)
    return {token for token in re.findall(r"[A-Za-z_]+", literal) if token.isalpha() and token.islower()}


@pytest.mark.parametrize("path", ENGINES, ids=lambda path: path.name)
def test_the_engines_hold_no_words_of_a_language(path: Path) -> None:
    words = _english_words()
    groups = _group_names()
    offenders = []
    for line, literal in _literals(path):
        if _SCRIPTS.search(literal):
            offenders.append(f"{path.name}:{line}: {literal[:40]!r}")
        if literal in groups:
            continue
        found = sorted(_words_of(literal) & words)
        if found:
            offenders.append(f"{path.name}:{line}: {found}")
    assert not offenders, offenders


def test_the_word_check_sees_a_cue_word_in_code() -> None:
    assert "between" in _words_of(r"(?i:between)\s+(?P<n1>\d+)")
    assert not _words_of("find_times") and not _words_of("(?P<per>[0-9])")


# -- what the Chinese and English packs say of their referring words ------------------------------


def _hotel_detector() -> ReferenceDetector:
    return ReferenceDetector(
        PhraseMatcher.build([("酒店", "Hotel"), ("hotel", "Hotel"), ("hotels", "Hotel")]), {"Hotel": frozenset({"Hotel"})}
    )


@pytest.mark.parametrize(
    ("text", "words", "facts"),
    [
        ("他呢", "他", {"personal": True, "gender": "m", "plural": False}),
        ("她们去过吗", "她们", {"personal": True, "gender": "f", "plural": True}),
        ("它们多少钱", "它们", {"personal": False, "plural": True}),
        ("他家怎么样", "他家", {"personal": None, "gender": None, "plural": False}),
        ("其价格如何", "其", {"possessive": True, "personal": None}),
        ("what is its price", "its", {"possessive": True, "personal": False}),
        ("do they open late", "they", {"plural": True, "singular_ok": True, "personal": None}),
        ("ask her", "her", {"gender": "f", "possessive": False}),
        ("第二个酒店", "第二个酒店", {"kind": "ordinal", "position": 1, "classes": {"Hotel"}}),
        ("后者呢", "后者", {"kind": "ordinal", "position": -1}),
        # A count of times refers standing alone or before a type noun, not before a verb.
        ("第二次呢", "第二次", {"kind": "ordinal", "position": 1}),
        ("第二次酒店", "第二次酒店", {"kind": "ordinal", "position": 1, "classes": {"Hotel"}}),
        ("the latter", "the latter", {"kind": "ordinal", "position": -1}),
        ("the second one", "the second one", {"kind": "ordinal", "position": 1}),
        ("these hotels", "these hotels", {"kind": "demonstrative", "plural": True, "definite": False}),
        ("the hotel", "the hotel", {"kind": "demonstrative", "definite": True}),
        ("这些酒店", "这些酒店", {"kind": "demonstrative", "plural": True}),
        ("刚才那个呢", "刚才那个", {"kind": "relative"}),
        ("这里有停车场吗", "这里", {"kind": "locative"}),
    ],
)
def test_referring_words_come_with_what_their_pack_says(text: str, words: str, facts: dict[str, object]) -> None:
    refs = [ref for ref in _hotel_detector().find(text) if ref.text == words]
    assert len(refs) == 1, _hotel_detector().find(text)
    for name, value in facts.items():
        assert getattr(refs[0], name) == value, (name, refs[0])


@pytest.mark.parametrize(
    # ("first-half": a hyphen joins the ordinal to a word, which it counts no item of.)
    "text", ["第一，我想问", "之前的怎么样", "这个月的销售额", "第一次检修做了没", "the first-half scorecard",
             # ("there" after a negated "be" says that something exists, as after "is".)
             "wasn't there a recall?", "isn’t there a form"]
)
def test_words_that_do_not_refer(text: str) -> None:
    assert _hotel_detector().find(text) == []


def test_a_registered_packs_stop_words_leave_content_terms() -> None:
    from kglink.lang.terms import content_terms, is_stop_word

    assert "und" in content_terms("Preis und Leistung") and not is_stop_word("und")
    register(dataclasses.replace(_german(), stop_words=frozenset({"und"})))  # type: ignore[type-var]
    try:
        assert content_terms("Preis und Leistung") == {"prei", "leistung"} and is_stop_word("Und")
    finally:
        unregister("de")
    assert "und" in content_terms("Preis und Leistung")


REWRITE_ENGINES = sorted((ROOT / "kglink" / "rewrite").glob("*.py"))


@pytest.mark.parametrize("path", REWRITE_ENGINES, ids=lambda path: path.name)
def test_the_rewrite_engines_hold_no_words_of_a_language_without_spaces(path: Path) -> None:
    # English words are also identifiers there; the script of another language is not.
    offenders = [f"{path.name}:{line}: {literal[:40]!r}" for line, literal in _literals(path) if _SCRIPTS.search(literal)]
    assert not offenders, offenders
