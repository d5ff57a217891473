"""Referring expressions: the words of a turn that point at an entity without naming it.

Chinese and English: third-person pronouns ("它", "其", "it", "they"), locatives
("这里", "那儿"), bare demonstratives ("这个", "this one"), a demonstrative with a type
noun ("这个功能", "这家餐馆", "该产品", "that policy"), relative references
("上一个方案", "刚才那个", "the previous one"), the former / the latter ("前者", "后者")
and ordinals ("第一个", "the second one").

The grammar words are the language's own (pronouns, demonstratives, classifiers); the
type nouns come from the ontology: a class's labels and altLabels name it, so "这个功能"
is typed when some class is called "功能", and nothing here is tied to one dataset.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from kglink.linking.matcher import PhraseMatcher
from kglink.ontology.model import Ontology

logger = logging.getLogger(__name__)

ReferenceKind = Literal["pronoun", "locative", "demonstrative", "relative", "ordinal"]


@dataclass(frozen=True, slots=True)
class Reference:
    """A referring expression found in a turn.

    Attributes:
        start, end: span in the original text.
        text: the words as written.
        kind: pronoun, locative, demonstrative, relative or ordinal.
        classes: the classes a type noun in the expression names (with their subclasses);
            empty when the expression is untyped ("它", "this one").
        position: for ordinals the 0-based item of the last list ("第二个" -> 1,
            "the latter" -> -1 meaning the last); None otherwise.
        plural: "它们", "they", "these".
        possessive: "其", "its", "their": the reference stands for "X的" / "X's".
        personal: whether the pronoun means a person (True), a thing (False) or either (None).
        gender: the gender the pronoun states, if any.
        singular_ok: a plural pronoun that may also mean one entity ("they" for a shop).
    """

    start: int
    end: int
    text: str
    kind: ReferenceKind
    classes: frozenset[str] = frozenset()
    position: int | None = None
    plural: bool = False
    possessive: bool = False
    personal: bool | None = None  # "他", "she": a person; "它", "it": not; "they": either
    gender: Literal["m", "f"] | None = None
    singular_ok: bool = False  # "they" / "their" may mean one business or team


_CN_DIGITS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_EN_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1}

# Classifiers that sit between a demonstrative and its noun ("这家餐馆", "那款产品").
_CLASSIFIERS = "个家款项种条份位座所些套类间处只支件本次"
# Words a demonstrative + classifier is part of without referring ("这个月", "那些年", "这次").
_NOT_AFTER_DEMONSTRATIVE = "月年周天季星样么边里儿时候般"

_ZH_PRONOUN = re.compile(r"它们|他们|她们|[他她它]家|它|(?<![其吉])他|她|其(?![他中余实次间后前它一])")
_ZH_LOCATIVE = re.compile(r"这里|那里|这儿|那儿|此处|该处|此地|该地")
_ZH_DEMONSTRATIVE = re.compile(
    rf"(?:这|那|该|此|本)(?:一)?(?:[{_CLASSIFIERS}])?(?![{_NOT_AFTER_DEMONSTRATIVE}])"
)
# A bare "这个" / "那家" stands for a noun only when no noun follows it: it is followed by
# punctuation, the end, or a function word ("这个多少钱", "那家呢", "这个的价格").
_ZH_BARE_DEMONSTRATIVE = re.compile(
    rf"(?:这|那)(?:一)?[{_CLASSIFIERS}](?=$|[，,。.？?！!；;：:\s]|[的呢吗是有怎多能可会在要还也都和跟与比支怎咋])"
)
_ZH_RELATIVE = re.compile(
    r"(?:上一|上个|前一|刚才那|刚才的|刚刚那|之前那|之前的|前面那|前面的|前面提到的|刚才提到的|之前提到的)"
    rf"(?:[{_CLASSIFIERS}])?(?![{_NOT_AFTER_DEMONSTRATIVE}午])"
)
_ZH_FORMER_LATTER = re.compile(r"前者|后者")
_ZH_ORDINAL = re.compile(rf"第([一二两三四五六七八九十\d]+)(?:[{_CLASSIFIERS}])?")

_EN_PRONOUN = re.compile(r"\b(it|its|they|them|their|theirs|he|him|his|she|her|hers)\b", re.IGNORECASE)
#: Personal pronouns and the gender they state; "它"/"it" mean a thing. "他家" (their shop)
#: and "they" say nothing either way.
_PERSONAL: dict[str, tuple[bool, Literal["m", "f"] | None]] = {
    "他": (True, "m"), "他们": (True, None), "她": (True, "f"), "她们": (True, "f"),
    "它": (False, None), "它们": (False, None),
    "he": (True, "m"), "him": (True, "m"), "his": (True, "m"),
    "she": (True, "f"), "her": (True, "f"), "hers": (True, "f"),
    "it": (False, None), "its": (False, None),
}
_EN_ONE = re.compile(r"\b(this|that) one\b", re.IGNORECASE)
_EN_BARE_THIS = re.compile(
    r"\b(this|that)\b(?=\s*(?:[?.,!]|$|\b(?:is|was|does|do|has|have|support|supports|cost|costs|"
    r"include|includes|mean|means|work|works|compare|compares|apply|applies)\b))",
    re.IGNORECASE,
)
_EN_DEMONSTRATIVE = re.compile(r"\b(this|that|these|those|the same|said)\s+$", re.IGNORECASE)
_EN_RELATIVE = re.compile(
    r"\bthe (previous|earlier|last|other|former|latter)(?: one)?\b", re.IGNORECASE
)
_EN_ORDINAL = re.compile(r"\bthe (first|second|third|fourth|fifth|last) one\b", re.IGNORECASE)


class ReferenceDetector:
    """Finds referring expressions, typing them with the ontology's type nouns.

    Example:
        >>> detector = ReferenceDetector.from_ontology(onto)  # doctest: +SKIP
        >>> detector.find("这个功能支持私有化部署吗")  # doctest: +SKIP
        [Reference(start=0, end=4, text='这个功能', kind='demonstrative', ...)]
    """

    def __init__(self, type_nouns: PhraseMatcher[str], class_closure: dict[str, frozenset[str]]):
        self._type_nouns = type_nouns
        self._class_closure = class_closure

    @classmethod
    def from_ontology(cls, ontology: Ontology) -> ReferenceDetector:
        pairs: list[tuple[str, str]] = []
        for ont_class in ontology.classes.values():
            for noun in ont_class.nouns():
                pairs.append((noun, ont_class.id))
                if noun.isascii() and noun.isalpha() and not noun.endswith("s"):
                    pairs.append((noun + "s", ont_class.id))
        # A type noun names its class and every class below it.
        children: dict[str, set[str]] = {}
        for ont_class in ontology.classes.values():
            for parent in ont_class.parents:
                children.setdefault(parent, set()).add(ont_class.id)
        closure: dict[str, frozenset[str]] = {}
        for class_id in ontology.classes:
            seen = {class_id}
            stack = [class_id]
            while stack:
                for child in children.get(stack.pop(), ()):
                    if child not in seen:
                        seen.add(child)
                        stack.append(child)
            closure[class_id] = frozenset(seen)
        return cls(PhraseMatcher.build(pairs), closure)

    def type_nouns(self, text: str) -> list[tuple[int, int, frozenset[str]]]:
        """Every type noun in the text: (start, end, classes named with their subclasses)."""
        return [(m.start, m.end, self._classes(m.payloads)) for m in self._type_nouns.find(text)]

    def _classes(self, class_ids: Iterable[str]) -> frozenset[str]:
        result: set[str] = set()
        for class_id in class_ids:
            result |= self._class_closure.get(class_id, frozenset((class_id,)))
        return frozenset(result)

    def find(self, text: str, *, taken: Sequence[tuple[int, int]] = ()) -> list[Reference]:
        """Referring expressions in ``text``, left to right, outside the ``taken`` spans
        (entity names already found there win)."""
        nouns = {start: (end, classes) for start, end, classes in self.type_nouns(text)}
        found: list[Reference] = []
        occupied = list(taken)

        def free(start: int, end: int) -> bool:
            return all(end <= a or start >= b for a, b in occupied)

        def add(ref: Reference) -> None:
            if free(ref.start, ref.end):
                found.append(ref)
                occupied.append((ref.start, ref.end))

        def typed_end(end: int) -> tuple[int, frozenset[str]]:
            """Extend an expression over a type noun that starts where it ends."""
            noun = nouns.get(end)
            if noun is None:
                return end, frozenset()
            return noun

        # Longest and most specific first: ordinals, relatives, demonstratives + noun.
        for match in _ZH_ORDINAL.finditer(text):
            end, classes = typed_end(match.end())
            if not classes and not match.group(0)[-1] in _CLASSIFIERS:
                continue  # "第一" alone is usually "first of all"
            add(Reference(match.start(), end, text[match.start():end], "ordinal", classes,
                          position=_cn_number(match.group(1)) - 1))
        for match in _ZH_FORMER_LATTER.finditer(text):
            add(Reference(match.start(), match.end(), match.group(0), "ordinal",
                          position=0 if match.group(0) == "前者" else -1))
        for match in _ZH_RELATIVE.finditer(text):
            end, classes = typed_end(match.end())
            if not classes and match.group(0)[-1] not in _CLASSIFIERS and "那" not in match.group(0):
                continue  # "上" / "之前的" alone are not references
            add(Reference(match.start(), end, text[match.start():end], "relative", classes))
        for match in _ZH_DEMONSTRATIVE.finditer(text):
            end, classes = typed_end(match.end())
            if classes:
                add(Reference(match.start(), end, text[match.start():end], "demonstrative", classes,
                              plural="些" in match.group(0)))
        for match in _ZH_LOCATIVE.finditer(text):
            add(Reference(match.start(), match.end(), match.group(0), "locative"))
        for match in _ZH_BARE_DEMONSTRATIVE.finditer(text):
            add(Reference(match.start(), match.end(), match.group(0), "pronoun",
                          plural="些" in match.group(0)))
        for match in _ZH_PRONOUN.finditer(text):
            word = match.group(0)
            personal, gender = _PERSONAL.get(word, (None, None))
            add(Reference(match.start(), match.end(), word, "pronoun",
                          plural=word.endswith("们"), possessive=word == "其", personal=personal, gender=gender))

        for match in _EN_ORDINAL.finditer(text):
            position = _EN_ORDINALS[match.group(1).lower()]
            add(Reference(match.start(), match.end(), match.group(0), "ordinal",
                          position=position - 1 if position > 0 else -1))
        for match in _EN_RELATIVE.finditer(text):
            word = match.group(1).lower()
            end, classes = typed_end(_skip_space(text, match.end()))
            if not classes:
                end = match.end()
            if word in ("former", "latter"):
                add(Reference(match.start(), end, text[match.start():end], "ordinal", classes,
                              position=0 if word == "former" else -1))
            else:
                add(Reference(match.start(), end, text[match.start():end], "relative", classes))
        for start, (end, classes) in sorted(nouns.items()):
            before = _EN_DEMONSTRATIVE.search(text[:start])
            if before is not None:
                word = before.group(1).lower()
                add(Reference(before.start(), end, text[before.start():end], "demonstrative", classes,
                              plural=word in ("these", "those")))
        for match in _EN_ONE.finditer(text):
            add(Reference(match.start(), match.end(), match.group(0), "pronoun"))
        for match in _EN_BARE_THIS.finditer(text):
            add(Reference(match.start(), match.end(), match.group(0), "pronoun"))
        for match in _EN_PRONOUN.finditer(text):
            word = match.group(1).lower()
            personal, gender = _PERSONAL.get(word, (None, None))
            add(Reference(match.start(), match.end(), match.group(0), "pronoun",
                          plural=word in ("they", "them", "their", "theirs"),
                          possessive=word in ("its", "their", "theirs", "his", "hers"),
                          personal=personal, gender=gender, singular_ok=word in ("they", "them", "their", "theirs")))
        found.sort(key=lambda ref: ref.start)
        return found


def _skip_space(text: str, index: int) -> int:
    while index < len(text) and text[index] == " ":
        index += 1
    return index


def _cn_number(word: str) -> int:
    if word.isdigit():
        return int(word)
    if word == "十":
        return 10
    if word.startswith("十"):
        return 10 + _CN_DIGITS.get(word[1:], 0)
    if word.endswith("十"):
        return _CN_DIGITS.get(word[0], 1) * 10
    if "十" in word:
        tens, ones = word.split("十", 1)
        return _CN_DIGITS.get(tens, 1) * 10 + _CN_DIGITS.get(ones, 0)
    return _CN_DIGITS.get(word, 1)
