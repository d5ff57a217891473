"""Referring expressions: the words of a turn that point at an entity without naming it.

Third-person pronouns ("它", "其", "it", "they"), locatives
("这里", "那儿"), bare demonstratives ("这个", "this one"), a demonstrative with a type
noun ("这个功能", "这家餐馆", "该产品", "that policy"), relative references
("上一个方案", "刚才那个", "the previous one"), the former / the latter ("前者", "后者")
and ordinals ("第一个", "the second one").

The grammar words are each language pack's own (:class:`~kglink.lang.ReferringWords`:
pronouns with their gender and number, demonstratives, classifiers, ordinals), and every
registered pack runs over every text; the type nouns come from the ontology: a class's labels and altLabels name it, so "这个功能"
is typed when some class is called "功能", and nothing here is tied to one dataset.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from kglink.lang import PACKS, registered
from kglink.lang.base import Numerals, Pronoun, ReferringWords
from kglink.lang.terms import is_stop_word
from kglink.linking.matcher import FOUND_CACHE, PhraseMatcher
from kglink.ontology.model import Ontology

logger = logging.getLogger(__name__)

ReferenceKind = Literal["pronoun", "locative", "demonstrative", "relative", "ordinal"]
_NO_PRONOUN = Pronoun()
#: A hyphen joining a word to the one after or before a match: the match is part of a word.
_HYPHEN_AFTER = re.compile(r"-[^\W\d_]")
_HYPHEN_BEFORE = re.compile(r"[^\W\d_]-$")


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
        one_not_person: that one entity is a business or a body, never one person ("他们").
        definite: "the" with a type noun ("the hotel", "the depot"): the entity of that class
            in play, when there is one; otherwise the words are a plain noun phrase.
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
    one_not_person: bool = False  # "他们" as one: a business or body, never one person
    definite: bool = False  # "the hotel": means the one in play, if there is one
    only_persons: bool = False  # "她": never a thing, so nothing where the ontology has no persons
    of_craft: bool = False  # "she" of a ship: a thing that has the property asked, when no person fits


class ReferenceDetector:
    """Finds referring expressions, typing them with the ontology's type nouns.

    Example:
        >>> detector = ReferenceDetector.from_ontology(onto)  # doctest: +SKIP
        >>> detector.find("这个功能支持私有化部署吗")  # doctest: +SKIP
        [Reference(start=0, end=4, text='这个功能', kind='demonstrative', ...)]
    """

    def __init__(
        self,
        type_nouns: PhraseMatcher[str],
        class_closure: dict[str, frozenset[str]],
        measured: Mapping[str, frozenset[str]] | None = None,
    ):
        self._type_nouns = type_nouns
        self._class_closure = class_closure
        # Classifier -> the classes the ontology counts with it (see from_ontology).
        self._measured = dict(measured or {})
        # A turn's text is read for type nouns and references several times over (analysis,
        # rules, validation); the matcher never changes, so what was found is kept, bounded.
        self._nouns_found = lru_cache(maxsize=FOUND_CACHE)(self._type_nouns_in)
        self._references_found = lru_cache(maxsize=FOUND_CACHE)(self._find)

    @classmethod
    def from_ontology(cls, ontology: Ontology) -> ReferenceDetector:
        pairs: list[tuple[str, str]] = []
        plurals = [pack.referring.plural_noun for pack in registered() if pack.referring.plural_noun]
        # "这批货" among a class's nouns: the ontology counts that class with 批, so "那批"
        # with no noun after it ("那批受潮的货有多少吨") is one of them.
        measured: dict[str, set[str]] = {}
        for ont_class in ontology.classes.values():
            for noun in ont_class.nouns():
                pairs.append((noun, ont_class.id))
                for classifier in _classifiers_of(noun):
                    measured.setdefault(classifier, set()).add(ont_class.id)
                for plural in plurals:
                    inflected = plural(noun)
                    if inflected:
                        pairs.append((inflected, ont_class.id))
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
        counted = {
            classifier: frozenset().union(*(closure.get(c, frozenset((c,))) for c in classes))
            for classifier, classes in measured.items()
        }
        return cls(PhraseMatcher.build(pairs), closure, counted)

    def type_nouns(self, text: str) -> list[tuple[int, int, frozenset[str]]]:
        """Every type noun in the text: (start, end, classes named with their subclasses).
        Not the part of a hyphenated word ("check" of "check-in" is no check)."""
        return list(self._nouns_found(text))

    def _type_nouns_in(self, text: str) -> tuple[tuple[int, int, frozenset[str]], ...]:
        return tuple(
            (m.start, m.end, self._classes(m.payloads)) for m in self._type_nouns.find(text)
            if not _HYPHEN_AFTER.match(text, m.end) and not _HYPHEN_BEFORE.search(text, 0, m.start)
        )

    def _classes(self, class_ids: Iterable[str]) -> frozenset[str]:
        result: set[str] = set()
        for class_id in class_ids:
            result |= self._class_closure.get(class_id, frozenset((class_id,)))
        return frozenset(result)

    def find(self, text: str, *, taken: Sequence[tuple[int, int]] = ()) -> list[Reference]:
        """Referring expressions in ``text``, left to right, outside the ``taken`` spans
        (entity names already found there win)."""
        # (The packs in force are part of the key: their words are what is looked for.)
        return list(self._references_found(text, tuple(map(tuple, taken)), PACKS.generation))

    def _find(self, text: str, taken: tuple[tuple[int, int], ...], _packs: int) -> tuple[Reference, ...]:
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
            after = nouns.get(noun[0])
            if after is not None and after[1] & noun[1] and noun[0] - end == 1:
                # ("那栋楼": a measure word that is a noun of the kind, then another: one noun;
                # not "这部电影片长", where "片" begins the property's name.)
                return after[0], noun[1] & after[1]
            return noun

        # Longest and most specific first: ordinals, relatives, demonstratives + noun; one
        # pack after another.
        for pack in registered():
            _find_in_pack(text, pack.referring, pack.numerals, pack.spaced, typed_end, nouns, add, self._measured)
        found.sort(key=lambda ref: ref.start)
        return tuple(found)


def _find_in_pack(
    text: str,
    words: ReferringWords,
    numerals: Numerals,
    spaced: bool,
    typed_end: Callable[[int], tuple[int, frozenset[str]]],
    nouns: dict[int, tuple[int, frozenset[str]]],
    add: Callable[[Reference], None],
    measured: Mapping[str, frozenset[str]],
) -> None:
    """The referring expressions of one pack, in the pack's order of specificity."""

    def plural(words_text: str) -> bool:
        lowered = words_text.lower()
        return any(marker in lowered for marker in words.plural_markers)

    if words.ordinal is not None:
        for match in words.ordinal.finditer(text):
            end, classes = typed_end(match.end())
            if not classes and not words.ordinal_alone and match.group(0)[-1] not in words.classifiers:
                continue
            if not classes and match.groupdict().get("times"):
                continue  # "第一次均衡修": the first time something is done, no item of a list
            ordinal = _ordinal_number(match.group("n") or match.groupdict().get("n2") or "", numerals)
            position = ordinal - 1 if ordinal > 0 else -1
            add(Reference(match.start(), end, text[match.start():end], "ordinal", classes, position=position))
    if words.former_latter is not None:
        for match in words.former_latter.finditer(text):
            add(Reference(match.start(), match.end(), match.group(0), "ordinal",
                          position=words.positions[match.group(0).lower()]))
    if words.relative is not None:
        for match in words.relative.finditer(text):
            end, classes = typed_end(_skip_space(text, match.end()) if spaced else match.end())
            if not classes:
                end = match.end()
                if words.relative_alone is not None and not words.relative_alone.search(match.group(0)):
                    continue
            word = (match.groupdict().get("w") or "").lower()
            if word in words.positions:
                add(Reference(match.start(), end, text[match.start():end], "ordinal", classes,
                              position=words.positions[word]))
            else:
                add(Reference(match.start(), end, text[match.start():end], "relative", classes))
    if words.demonstrative is not None:
        for match in words.demonstrative.finditer(text):
            end, classes = typed_end(match.end())
            if not classes and match.group(0)[-1] in measured and match.group(0)[-1] in words.classifiers:
                end, classes = match.end(), measured[match.group(0)[-1]]
            if classes:
                add(Reference(match.start(), end, text[match.start():end], "demonstrative", classes,
                              plural=plural(match.group(0))))
    if words.determiner is not None:
        for start, (end, classes) in sorted(nouns.items()):
            before = words.determiner.search(text[:start])
            if before is not None:
                word = before.group(1).lower()
                add(Reference(before.start(), end, text[before.start():end], "demonstrative", classes,
                              plural=plural(word), definite=word in words.definite))
    if words.locative is not None:
        for match in words.locative.finditer(text):
            add(Reference(match.start(), match.end(), match.group(0), "locative"))
    for pattern in words.bare:
        for match in pattern.finditer(text):
            # "was that down in May?": a bare "that" is a thing, never the person in play.
            said = words.pronouns.get(match.group(0).lower(), _NO_PRONOUN)
            add(Reference(match.start(), match.end(), match.group(0), "pronoun", plural=plural(match.group(0)),
                          personal=said.personal))
    if words.pronoun is not None:
        for match in words.pronoun.finditer(text):
            said = words.pronouns.get(match.group(0).lower(), _NO_PRONOUN)
            # ("her ward": before a type noun the owned kind is read apart, as the thing owned.)
            possessive = said.possessive or (
                said.possessive_before_word and _content_word_at(text, match.end(), frozenset(nouns))
            )
            add(Reference(match.start(), match.end(), match.group(0), "pronoun",
                          plural=said.plural, possessive=possessive, personal=said.personal, gender=said.gender,
                          singular_ok=said.singular_ok, one_not_person=said.one_not_person,
                          only_persons=said.only_persons, of_craft=said.of_craft))


def _classifiers_of(noun: str) -> set[str]:
    """The classifiers a class noun opens with after a demonstrative ("批" of "这批货"),
    in the packs that have classifiers; none for a noun that is only the two, nor one that
    counts anything ("个" of "这个种")."""
    found = set()
    for pack in registered():
        words = pack.referring
        match = words.demonstrative.match(noun) if words.demonstrative is not None and words.classifiers else None
        if (
            match is not None and match.end() < len(noun) and match.group(0)[-1] in words.classifiers
            and match.group(0)[-1] not in words.general_classifiers
        ):
            found.add(match.group(0)[-1])
    return found


_NEXT_WORD = re.compile(r"\s+([^\W\d_][\w'-]*)")


def _content_word_at(text: str, at: int, noun_starts: frozenset[int]) -> bool:
    """Whether the word after ``at`` carries content and opens no type noun ("extension"
    of "her extension"; not "the" of "tell her the price")."""
    match = _NEXT_WORD.match(text, at)
    return match is not None and not is_stop_word(match.group(1)) and match.start(1) not in noun_starts


def _ordinal_number(token: str, numerals: Numerals) -> int:
    """The number of an ordinal ("二" of "第二个", "second"; -1 for "last"); a malformed one
    counts as the first."""
    number = numerals.ordinals.get(token.lower())
    if number is None:
        number = numerals.small(token)
    return number if number is not None else 1


def _skip_space(text: str, index: int) -> int:
    while index < len(text) and text[index] == " ":
        index += 1
    return index
