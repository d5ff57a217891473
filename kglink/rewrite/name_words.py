"""References by a word of a name in play: "那台炉子" (a measure word and the head of
"…回流焊炉"), "鼓包那单" (a word of a name before a demonstrative), "东区那条线" (a modifier
only one candidate's name has), "that engine", a bare "York" or "2线" (the end of a name,
its front left out). Each points at the one entity in play whose name has the word."""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from rapidfuzz import fuzz

from kglink.lang import PACKS, LanguagePack
from kglink.lang.lexicon import lexicon_of
from kglink.lang.script import is_cjk
from kglink.lang.terms import content_terms, is_stop_word
from kglink.linking.constraints import extract_constraints
from kglink.linking.families import (
    YEAR, aged_fronts, family_base, marks_said, sibling_marks, siblings, wider_marks, years_said,
)
from kglink.linking.normalize import is_cjk, normalize
from kglink.linking.referring import Reference
from kglink.rewrite.describe import DATED, direct_classes, family_extreme
from kglink.rewrite.resources import Resources
from kglink.session import Session, TurnRecord

#: How many of the most salient entities a word of a name may point at.
IN_PLAY = 8
#: How many siblings a mark that several share is offered among, at most.
MARK_CHOICES = 4


@dataclass(frozen=True, slots=True)
class NameWord:
    """A word of one entity's name, and the reference it makes; ``bare`` when no
    demonstrative goes with it ("York", "2线"): the clause is read again with the name."""

    reference: Reference
    entity_id: str
    bare: bool = False
    # Things of the topic the graph joins the entity to, written before its name (a word
    # an answer glued to a supplier's part is said of that supplier's part).
    holders: tuple[str, ...] = ()
    # Several things the answer just listed that the word fits alike ("that station" after
    # four stations): the reference is ambiguous among them, ``entity_id`` first.
    choices: tuple[str, ...] = ()


_LATIN_PARTIAL = re.compile(r"(?<![A-Za-z])([A-Za-z][A-Za-z0-9]{2,})(?![A-Za-z0-9])")
_CODE_TAIL = re.compile(r"(?<![A-Za-z0-9])[A-Za-z0-9]{1,4}[\u4e00-\u9fff]")
_NAME_TOKENS = re.compile(r"[a-z0-9]+|[^\sa-z0-9]+")
_HAN = re.compile(r"[\u4e00-\u9fff]")
_BARE_NUMBER = re.compile(r"(?<![\d.])\d{2,}(?![\d.])")
# The characters right before a type noun, at most four ("写作" of "写作课").
_CJK_RUN_BEFORE = re.compile(r"[\u4e00-\u9fff]{2,4}$")
#: The fewest characters of a word of a name before a type noun.
MIN_KIND_WORD = 2
_FUNCTION_CHARS = frozenset().union(*(pack.function_chars for pack in PACKS.values() if not pack.spaced))


def find_name_words(
    text: str, session: Session, resources: Resources, taken: list[tuple[int, int]], *, returning: bool = False
) -> list[NameWord]:
    """"that engine" / "这个引擎" / "鼓包那单": a demonstrative with a word from the name of
    exactly one entity in play (Zhihe Underwriting Engine) points at that entity. A clause
    that goes back ("going back to the shortage") reaches everything the conversation named."""
    in_play = [entity_id for entity_id, _ in (session.salient() if returning else session.salient()[:IN_PLAY])]
    if not in_play:
        return []
    found: list[NameWord] = []
    answer = session.answer_just_shown()
    listed = answer.listed if answer is not None and len(answer.listed) > 1 else []
    patterns = [(pack.partial_reference, pack, False) for pack in PACKS.values()]
    patterns += [(pack.partial_reference_before, pack, True) for pack in PACKS.values()]
    for pattern, pack, before in (*patterns, (_LATIN_PARTIAL, None, False)):
        whole_words = pack is None or pack.spaced
        suffixes = pack.noun_suffixes if pack is not None else ""
        for match in pattern.finditer(text):
            if any(not (match.end() <= a or match.start() >= b) for a, b in taken):
                continue
            words = _words_before(match) if before else _partial_words(match, whole_words, suffixes)
            counterpart = before and "counterpart" in match.re.groupindex and match.group("counterpart") is not None
            for word, start, end in words:
                if counterpart and (
                    len(word) < 2 or not _opens_clause(text, start, pack) or resources.references.type_nouns(word)
                ):
                    continue  # "什么类型的酒店呢": a kind asked, not the word of a name alone
                if whole_words and is_stop_word(word):
                    continue  # "and" of "Bed and Breakfast" names nothing
                if not whole_words and _code_follows(text, end):
                    continue  # "那丰禾9号": the front of a longer name (a code after it), not a word of one in play
                if any(c.kind == "time" for c in extract_constraints(text[start:end])):
                    continue  # "August" of "August 2025 … Escalation" is a period, not that event
                if pack is None and resources.references.type_nouns(word):
                    continue  # "a depot" names a class, not the one depot in play
                if pack is None and _after_indefinite(text, start):
                    continue  # "if a visitor forgets": someone, not the Visitor Sign-in Procedure
                if pack is None and _owned_common_noun(text, start, end):
                    continue  # "its boiler": a part of the thing, not the Boiler Replacement Programme
                # (A bare word is no half of a hyphenated one, "sign" of "Sign-in", unless
                # typed as such a half too: "the check-in one".)
                halves = pack is not None or "-" in text[max(0, start - 1):start] + text[end:end + 1]
                owners = [e for e in in_play if _name_has(resources, e, word, whole_words, halves=halves)]
                if pack is not None and not before and _counts_several(match, pack):
                    break  # "这些退货": several things, never the one whose name has the word
                if pack is not None and not before and _counts_group(match, pack):
                    # "那家到货": 家 counts companies and persons, so the word is no word of
                    # a figure's name ("供应商到货及时率"), whatever it shares with it.
                    owners = [e for e in owners if resources.fit.is_animate(e) is not False]
                if not owners and pack is None:
                    owners = _misspelt_word_of(text[start:end], word, in_play, resources)
                if len(owners) > 1:
                    # "the boil water one" after an answer that listed a procedure among
                    # other things: the word picks from that list, whatever else it names.
                    picked = [e for e in owners if e in listed]
                    # ("东港那个" after an answer naming 东港码头 and 东港堆场: the word before
                    # the demonstrative fits both.)
                    demonstrative = pack is not None and (
                        before and not match.groupdict().get("nominal") and match.groupdict().get("counterpart") is None
                        or not before and match.group(0).split()[0].casefold() not in pack.referring.definite
                    )
                    if len(picked) >= 2 and demonstrative and (before or not _counts_several(match, pack)):
                        # "that station" after an answer that listed four: any of them.
                        ref = Reference(start, end, text[start:end], "demonstrative")
                        found.append(NameWord(ref, picked[0], choices=tuple(picked)))
                        taken.append((start, end))
                        break
                    owners = picked if len(picked) == 1 else owners
                if len(owners) > 1 and answer is not None and pack is not None:
                    # ("that line" after "Press Line 2: a worn belt …" answered "which of
                    # them": the one of them the answer just shown named alone.)
                    shown = [e for e in owners if e in answer.entities]
                    owners = shown if len(shown) == 1 else owners
                if len(owners) > 1 and pack is None and all(surname_of(resources, e) == word for e in owners):
                    # "what's Reid's email" after Ann Reid and Ben Reid: either of them.
                    ref = Reference(start, end, text[start:end], "demonstrative")
                    found.append(NameWord(ref, owners[0], choices=tuple(owners)))
                    taken.append((start, end))
                    break
                if len(owners) == 1 and pack is None and _common_word(text[start:end], word, owners[0], resources):
                    continue
                if pack is None and _in_most_documents(word, resources):
                    continue  # "from Riverton" where every page is about Riverton: the place, no name
                if len(owners) == 1 and pack is None and _compound_after(text, end, word, owners[0], resources):
                    continue  # "宏达ABC线" in play, "进ABC车间": another thing the word is part of
                if len(owners) == 1 and pack is None and _numbered_otherwise(text, end, word, owners[0], resources):
                    continue  # "Phase II" with Phase I in play: the number says another one
                if len(owners) == 1 and pack is not None and _names_the_kind(match.group(0), word, owners[0], pack, resources):
                    continue  # "the price" of "moderate price": the attribute asked, not one value of it
                if len(owners) == 1:
                    if whole_words:
                        # "the Riverton Corn" of "The Riverton Corn Hall": the words of the
                        # name around it go with it, so the name is not written twice.
                        start, end = _over_name(text, start, end, owners[0], resources, taken)
                    ref = Reference(start, end, text[start:end], "demonstrative")
                    # ("纯度的": a word and 的 stand for the whole name, read again with it.)
                    # ("改良型呢": the word alone, 呢 after it, is the name, read again.)
                    nominal = counterpart or (before and "nominal" in match.re.groupindex and bool(match.group("nominal")))
                    if nominal and not _option_or_counterpart(owners[0], session, resources):
                        continue  # "赣州的" of a line in play: no plant of that name is meant
                    found.append(NameWord(ref, owners[0], bare=pack is None or nominal))
                    taken.append((start, end))
                    break
    # "2线也用…" after an answer that named "…包装2线": a code and the head noun a name of
    # one entity in play ends with is that name, its front left out.
    for match in _CODE_TAIL.finditer(text):
        if any(not (match.end() <= a or match.start() >= b) for a, b in taken):
            continue
        before = text[match.start() - 1] if match.start() else ""
        aged = bool(before) and any(
            p.gradable_words.get(before, ("",))[0] == DATED for p in PACKS.values() if not p.spaced
        )
        if before and is_cjk(before) and not aged and not any(
            before in p.function_chars for p in PACKS.values() if not p.spaced
        ):
            continue  # "包装2线" is a name of its own; "回到7号" is the code after a verb's particle
        if any(c.kind == "time" for c in extract_constraints(text[max(0, match.start() - 2):match.end()])):
            continue  # "10月7号": a day, not a name
        tail = normalize(match.group(0))
        owners = _unqualified(resources, [e for e in in_play if _name_ends(resources, e, tail)], tail)
        if len(owners) == 1:
            # ("老7号": "old" before the code goes with it; the name says which one.)
            start = match.start() - 1 if aged else match.start()
            found.append(NameWord(Reference(start, match.end(), text[start:match.end()], "demonstrative"),
                                  owners[0], bare=True))
            taken.append((start, match.end()))
    # "坏了的板子", "多少板子": a colloquial noun of one character and its suffix, standing
    # alone, that the name of exactly one entity in play ends with ("…电源板") is that name.
    for pack in PACKS.values():
        if pack.spaced or not pack.noun_suffixes:
            continue
        for match in re.finditer(rf"([\u4e00-\u9fff])[{re.escape(pack.noun_suffixes)}]", text):
            start, end = match.span()
            if any(not (end <= a or start >= b) for a, b in taken) or match.group(1) in pack.function_chars:
                continue
            if start > 0 and is_cjk(text[start - 1]) and text[start - 1] not in pack.function_chars:
                continue  # "水饺子": the head of a compound of its own
            owners = [e for e in in_play if _name_ends(resources, e, normalize(match.group(1)))]
            if len(owners) == 1:
                found.append(NameWord(Reference(start, end, match.group(0), "demonstrative"), owners[0], bare=True))
                taken.append((start, end))
    found += _words_before_kind(text, in_play, resources, taken)
    found += _bare_numbers(text, in_play, resources, taken)
    found += _addressed(text, in_play, resources, taken)
    found += _given_named(text, in_play, resources, taken)
    found += _opening_name_end(text, session, resources, taken)
    found += _compared_fronts(text, in_play, resources, taken)
    return found


def _words_before_kind(
    text: str, in_play: list[str], resources: Resources, taken: list[tuple[int, int]]
) -> list[NameWord]:
    """"写作课谁教" after an answer that named 青禾写作 and 启航数学: in a language without
    spaces, the characters right before a type noun that are a word of the name of exactly
    one thing of that kind in play name it, with the noun ("the spill procedure" is the
    spaced languages' reading, in analysis)."""
    found: list[NameWord] = []
    for noun_start, noun_end, classes in resources.references.type_nouns(text):
        run = _CJK_RUN_BEFORE.search(text, 0, noun_start)
        if run is None or any(not (noun_end <= a or run.start() >= b) for a, b in taken):
            continue
        of_kind = [e for e in in_play if resources.graph.classes_of(e) & classes]
        if not of_kind:
            continue  # nothing of the kind in play: no word can name one (and no check is paid for)
        for start in range(run.start(), noun_start - MIN_KIND_WORD + 1):
            word = text[start:noun_start]
            if word[0] in _FUNCTION_CHARS or any(c.kind == "time" for c in extract_constraints(word)):
                continue
            if resources.references.type_nouns(word):
                break  # "电影片": the word is a kind's noun itself, no word of one name
            owners = [e for e in of_kind if _name_has(resources, e, normalize(word), False)]
            if len(owners) == 1:
                found.append(NameWord(Reference(start, noun_end, text[start:noun_end], "demonstrative"), owners[0]))
                taken.append((start, noun_end))
                break
            if owners:
                break  # several things of the kind have the word: which is a question
    return found


def _bare_numbers(text: str, in_play: list[str], resources: Resources, taken: list[tuple[int, int]]) -> list[NameWord]:
    """"306是30改良出来的吧" after "丰禾30和丰禾306": in a language without spaces, a number of
    two digits or more, at the start or after a particle, that the name of exactly one
    entity in play ends with (no digit before it there), is that name. ("116元", "11个"
    count, and a number after a word of its own is part of that word.)"""
    found: list[NameWord] = []
    for pack in PACKS.values():
        if pack.spaced or not pack.function_chars:
            continue
        for match in _BARE_NUMBER.finditer(text):
            start, end = match.span()
            if any(not (end <= a or start >= b) for a, b in taken):
                continue
            before, after = text[start - 1:start], text[end:end + 1]
            if before.isalnum() and before not in pack.function_chars:
                continue  # "型号116": the end of a word or name of its own
            if after.isascii() and after.isalnum() or bool(after) and after in pack.referring.classifiers or any(
                c.end > start and c.start < end for c in extract_constraints(text[start:end + 1])
            ):
                continue  # "116元", "11个", "11月": a count, a price or a date
            tail = match.group(0)
            owners = [
                e for e in in_play
                if any(not name[-len(tail) - 1].isdigit() for name in _names_ending(resources, e, tail))
            ]
            if len(owners) == 1:
                found.append(NameWord(Reference(start, end, tail, "demonstrative"), owners[0], bare=True))
                taken.append((start, end))
    return found


def _addressed(text: str, in_play: list[str], resources: Resources, taken: list[tuple[int, int]]) -> list[NameWord]:
    """"宋经理电话多少" after an answer naming 宋佳怡 as a sales manager: a surname and a
    title mean the person in play whose name starts with the surname, the one whose names or
    values say the title when several do, else the most salient. Two in play whom the title
    fits alike are either ("王经理" after 王磊 and 王芳, both managers). (Only persons the
    conversation named: one the words only describe is never written in.)"""
    found: list[NameWord] = []
    for pack in PACKS.values():
        for match in pack.addressed.finditer(text):
            if any(not (match.end() <= a or match.start() >= b) for a, b in taken):
                continue
            surname, title = match.group("surname"), match.group("title")
            persons = [e for e in in_play if _surnamed(resources, e, surname)]
            titled = [e for e in persons if names_or_values_say(resources, e, title)]
            owners = titled or persons
            choices: tuple[str, ...] = tuple(titled) if len(titled) > 1 else ()
            if owners:
                found.append(NameWord(Reference(match.start(), match.end(), match.group(0), "demonstrative"), owners[0],
                                      bare=not choices, choices=choices))
                taken.append(match.span())
    return found


def _given_named(text: str, in_play: list[str], resources: Resources, taken: list[tuple[int, int]]) -> list[NameWord]:
    """"哦是海川，他电话多少" after an answer naming 林海川 and 林海山: a person in play whose
    name is a surname and a given name (the packs' ``given_name``), called by the given name
    alone (the one person in play so called)."""
    shapes = [p.given_name for p in PACKS.values() if p.given_name is not None and not p.spaced]
    given: dict[str, list[str]] = {}
    for entity_id in in_play if shapes else ():
        entity = resources.ontology.entities.get(entity_id)
        if entity is None or not resources.fit.is_person(entity_id):
            continue
        # (Its label only: "邱部长" among its other names is a surname and a title.)
        for name in {label.text for label in entity.labels}:
            for length, surname in shapes:
                if len(name) == length and all(map(is_cjk, name)) and name[surname:] in text:
                    given.setdefault(name[surname:], []).append(entity_id)
    found: list[NameWord] = []
    for word, owners in given.items():
        owners = list(dict.fromkeys(owners))
        start = text.find(word)
        end = start + len(word)
        if len(owners) != 1 or any(not (end <= a or start >= b) for a, b in taken):
            continue
        found.append(NameWord(Reference(start, end, word, "demonstrative"), owners[0], bare=True))
        taken.append((start, end))
    return found


def _surnamed(resources: Resources, entity_id: str, surname: str) -> bool:
    """Whether the entity is a person a name of whom starts with ``surname``."""
    entity = resources.ontology.entities.get(entity_id)
    return resources.fit.is_person(entity_id) and entity is not None and any(
        name.startswith(surname) for name, _kind in entity.surface_forms()
    )


def surname_of(resources: Resources, entity_id: str) -> str | None:
    """The last word of a person's Latin name of two words or more, in normal form."""
    if not resources.fit.is_person(entity_id):
        return None
    entity = resources.ontology.entities.get(entity_id)
    label = entity.label() if entity is not None else ""
    words = label.split()
    return normalize(words[-1]) if len(words) >= 2 and label.isascii() else None


def names_or_values_say(resources: Resources, entity_id: str, word: str) -> bool:
    """Whether a name or an attribute value of the entity has ``word``."""
    entity = resources.ontology.entities.get(entity_id)
    if entity is None:
        return False
    return any(word in name for name, _kind in entity.surface_forms()) or any(
        word in str(attribute.value) for attribute in entity.attributes
    )


def _opening_name_end(text: str, session: Session, resources: Resources, taken: list[tuple[int, int]]) -> list[NameWord]:
    """"扩建啥时候能完" after an answer about 南岭车库 that ended on "…得等南岭车库扩建
    工程完工": the word a clause opens with, no name of the topic has, and that a name of
    exactly one thing the answer just named has right after a name of the topic (and before
    nothing but a type noun) is that thing, the topic's front left out. Only in a language
    without spaces, where nothing else marks the word."""
    answer = session.answer_just_shown()
    if answer is None or not answer.entities:
        return []
    topic_names = [
        normalize(name) for e in session.topic.entities if (entity := resources.ontology.entities.get(e)) is not None
        for name, _kind in entity.surface_forms()
    ]
    for pack in PACKS.values():
        if pack.spaced:
            continue
        # The clause's opening, or what follows a correction's cue ("不是 我说的是二代").
        cues = [match.end() for match in pack.correction.finditer(text) if match.end() > 0]
        for at in (0, *cues[-1:]):
            found = _name_end_at(text, at, pack, session, resources, taken, answer, topic_names)
            if found:
                return found
    return []


def _name_end_at(
    text: str, at: int, pack: LanguagePack, session: Session, resources: Resources,
    taken: list[tuple[int, int]], answer: TurnRecord, topic_names: list[str],
) -> list[NameWord]:
    """The word of :func:`_opening_name_end` that starts at ``at`` (after function characters)."""
    while at < len(text) and (text[at] in pack.function_chars or text[at].isspace()):
        at += 1
    for end in range(min(at + GLUED_WORD_MAX, len(text)), at + GLUED_WORD_MIN - 1, -1):
        word = text[at:end]
        if not all(is_cjk(c) for c in word) or any(a < end and b > at for a, b in taken):
            continue
        if resources.properties.find(word) or resources.references.type_nouns(word):
            continue
        if resources.alias_index.lookup(word) or (end < len(text) and text[end].isascii() and text[end].isalnum()):
            continue  # a whole name of its own, or the front of a longer one ("南岭Max")
        tail = normalize(word)
        if any(tail in name for name in topic_names):
            continue
        owners = [
            e for e in answer.entities
            if e not in session.topic.entities and _topic_thing(resources, e, tail, topic_names)
        ]
        if not owners:
            # "二代为啥卖得多" after an answer that named 丰香7号二代 beside 丰香7号: the
            # word another thing's name is followed by in one name the answer gave (a
            # variant's mark) stands for that name.
            owners = [e for e in dict.fromkeys(answer.entities) if _variant_of_another(resources, e, tail)]
        if len(owners) == 1:
            # "检测站那边" after an answer naming 澄湖检测站: the type noun that ends the
            # name, typed after the word, goes with it (or the name is written before it again).
            end = _with_noun_after(resources, owners[0], tail, text, end)
            taken.append((at, end))
            return [NameWord(Reference(at, end, text[at:end], "demonstrative"), owners[0], bare=True)]
    return []


def _with_noun_after(resources: Resources, entity_id: str, word: str, text: str, end: int) -> int:
    """Where the word ending at ``end`` ends once the rest of a name of the entity after
    that word (its type noun, "站" of 澄湖检测站 after "检测") is taken along, when ``text``
    goes on with that rest; ``end`` itself when it does not."""
    entity = resources.ontology.entities.get(entity_id)
    following = normalize(text[end:end + GLUED_WORD_MAX])
    for name, _kind in entity.surface_forms() if entity is not None else ():
        normal = normalize(name)
        at = normal.rfind(word)
        rest = normal[at + len(word):] if at >= 0 else ""
        if rest and following.startswith(rest) and len(rest) == len(text[end:end + len(rest)]):
            return end + len(rest)
    return end


def _compared_fronts(
    text: str, in_play: list[str], resources: Resources, taken: list[tuple[int, int]]
) -> list[NameWord]:
    """"比桐北低多少" after 桐北变电站 and 桐南变电站: in a language without spaces, the
    other side of a comparison, a word that begins the name of exactly one thing in play of
    a kind another thing in play has (like things are compared), is that thing, the rest of
    its name left out as people do. A word that is a name, a period, a property or a type
    noun is read as such elsewhere."""
    found: list[NameWord] = []
    for pack in PACKS.values():
        if pack.spaced:
            continue
        for match in pack.comparison.finditer(text):
            group = next((g for g in match.re.groupindex if match.group(g)), None)
            if group is None:
                continue
            start, end = match.span(group)
            while end > start and text[end - 1] in pack.function_chars:
                end -= 1  # "比桐北的低": the particle goes with the comparison, not the name
            word = normalize(text[start:end])
            if len(word) < GLUED_WORD_MIN or not all(is_cjk(c) for c in word):
                continue
            if any(a < end and b > start for a, b in taken) or resources.alias_index.lookup(word):
                continue
            if resources.properties.find(word) or resources.references.type_nouns(word) or extract_constraints(word):
                continue
            owners = [
                e for e in in_play
                if _name_begins(resources, e, word) and any(
                    other != e and direct_classes(resources, other) & direct_classes(resources, e)
                    for other in in_play
                )
            ]
            if len(owners) == 1:
                taken.append((start, end))
                found.append(NameWord(Reference(start, end, text[start:end], "demonstrative"), owners[0], bare=True))
    return found


def _name_begins(resources: Resources, entity_id: str, front: str) -> bool:
    entity = resources.ontology.entities.get(entity_id)
    return entity is not None and any(
        (normal := normalize(name)).startswith(front) and normal != front for name, _kind in entity.surface_forms()
    )


#: How many of a possessor's neighbours are read for the head of a name.
POSSESSED_NEIGHBOURS = 64


def find_possessed_heads(
    text: str, pack: LanguagePack, owners: list[tuple[int, int, str]], resources: Resources,
    taken: list[tuple[int, int]], mentioned: Collection[str],
) -> list[NameWord]:
    """"他家支架", "宏达的线": right after a thing the clause names or points at (and the
    possessive), the head noun that the name of exactly one of its graph neighbours ends
    with, alone of its kind among them, is that neighbour (the 冠脉支架 the supplier
    supplies), its front left out. A word
    naming a property, or a class one of the neighbours is of, is what is asked about, not
    a name ("宏达的线" is its 铜芯线 when no line is joined to it); for a language that
    writes no spaces, where such a head is glued to its possessor (with spaces, see
    :func:`_owned_kinds`). Only a neighbour
    somebody in the conversation has ``mentioned`` is taken: nothing is written that nobody
    named."""
    if not owners:
        return []
    if pack.spaced:
        return _owned_kinds(text, pack, owners, resources, taken, mentioned)
    found: list[NameWord] = []
    graph = resources.graph
    for start, end, owner in owners:
        described = _described_by_verb(text, pack, start, end, owner, resources, taken, mentioned)
        if described is not None:
            found.append(described)
            taken.append((described.reference.start, described.reference.end))
            continue
        at = end + len(pack.possessive) if text.startswith(pack.possessive, end) else end
        run = re.match(r"[\u4e00-\u9fff]{1,4}", text[at:])
        if run is None:
            continue
        neighbours = [n for count, n in enumerate(graph.neighbours(owner)) if count < POSSESSED_NEIGHBOURS and n != owner]
        tails = _name_tails(resources, neighbours)
        words = [run.group(0)[:size].casefold() for size in range(1, len(run.group(0)) + 1)]
        if not any(word.endswith(tail) or tail.endswith(word) for word in words for tail in tails):
            continue  # no neighbour's name ends with any word here (most turns): nothing to weigh
        for size in range(len(run.group(0)), 0, -1):
            word_end = at + size
            if any(a < word_end and b > at for a, b in taken):
                continue
            word = normalize(text[at:word_end])
            if size > 1 and word[-1] in pack.noun_suffixes:
                word = word[:-1]
            if len(word) == 1 and (word in pack.function_chars or _glued(text, word_end, pack) or at == end):
                continue  # "游玩", "让他吃个药": one character is a head only after the possessive
            if any(m.start == 0 for m in resources.properties.find(word)):
                break  # "宏达的价格": a property of it (nor a shorter word of that one)
            kinds = frozenset().union(*(c for s, _e, c in resources.references.type_nouns(word) if s == 0))
            if kinds and any(graph.classes_of(n) & kinds for n in (owner, *neighbours)):
                break  # "宏达的产线", "X酒店的酒店": the kind asked of it, or its own kind
            heads = [n for n in neighbours if _name_ends(resources, n, word)]
            if len(heads) == 1 and heads[0] in mentioned and _alone_of_its_kind(heads[0], neighbours, resources):
                found.append(NameWord(Reference(at, word_end, text[at:word_end], "demonstrative"), heads[0], bare=True))
                taken.append((at, word_end))
                break
    return found


def _described_by_verb(
    text: str, pack: LanguagePack, start: int, end: int, owner: str, resources: Resources,
    taken: list[tuple[int, int]], mentioned: Collection[str],
) -> NameWord | None:
    """"他负责的基地", "它供的那批料", "她负责的那个流程": a pronoun, a verb, the possessive
    and a type noun (a demonstrative may come before it) describe the one graph neighbour
    of the pronoun's referent of that kind that somebody in the conversation named; the
    whole phrase stands for it. (Without a verb, "他的产线" asks for the kind.)"""
    verb = re.match(rf"([\u4e00-\u9fff]{{1,3}}?){re.escape(pack.possessive)}", text[end:]) if pack.possessive else None
    if verb is None or any(char in pack.function_chars for char in verb.group(1)):
        return None
    if pack.referring.pronouns.get(text[start:end]) is None or resources.properties.find(verb.group(1)):
        # "X周围的酒店", "它周边的景点": a place and the things found around it (a search),
        # not one thing a person or a body does something to.
        return None
    at = pointed_at = end + verb.end()
    demonstrative = pack.referring.demonstrative
    pointed = demonstrative.match(text, at) if demonstrative is not None else None
    if pointed is not None and pointed.end() > at:
        at = pointed.end()
    noun = next(((e, c) for s, e, c in resources.references.type_nouns(text[at:]) if s == 0), None)
    if noun is None:
        return None
    noun_end = at + noun[0]
    # (The demonstrative and its noun, "那个流程", read as a reference already, are part of it.)
    own = {(start, end), (pointed_at, noun_end)} if at > pointed_at else {(start, end)}
    if any(a < noun_end and b > start for a, b in taken if (a, b) not in own):
        return None
    graph = resources.graph
    owned = _named_of_kind(graph.neighbours(owner), owner, noun[1], resources, mentioned)
    if not owned and resources.fit.is_animate(owner):
        # ("她负责的那个流程" of the head of the department that owns it: a person or a body
        # of them, two edges away, when nothing of the kind is one away; "它附近的景点" of a
        # place asks for the spots around it.)
        owned = _named_of_kind(graph.neighbours(owner, depth=2), owner, noun[1], resources, mentioned)
    if len(owned) != 1:
        return None
    return NameWord(Reference(start, noun_end, text[start:noun_end], "demonstrative"), owned[0], bare=True)


def _owned_kinds(
    text: str, pack: LanguagePack, owners: list[tuple[int, int, str]], resources: Resources,
    taken: list[tuple[int, int]], mentioned: Collection[str],
) -> list[NameWord]:
    """"is her policy overdue?", "York Depot's manager": a type noun right after a
    possessive (a possessive pronoun, or a name and the pack's possessive) is the one graph
    neighbour of the possessor of that kind that somebody in the conversation named."""
    graph = resources.graph
    found: list[NameWord] = []
    for start, end, owner in owners:
        pronoun = pack.referring.pronouns.get(text[start:end].casefold())
        if pack.possessive and text.startswith(pack.possessive, end):
            at = end + len(pack.possessive)
        elif pronoun is not None and (pronoun.possessive or pronoun.possessive_before_word):
            # "her ward": a possessive right before a type noun determines it ("it pumps"
            # is a subject and its verb).
            at = end
        else:
            continue  # "the south side of town": no possessive, no possession
        at += len(text[at:]) - len(text[at:].lstrip())
        noun = next(((e, c) for s, e, c in resources.references.type_nouns(text[at:]) if s == 0), None)
        if noun is None or any(a < at + noun[0] and b > at for a, b in taken):
            continue
        noun_end, classes = at + noun[0], noun[1]
        if _property_asked_last(text, start, at, noun_end, owner, resources):
            continue  # "and the dearer one's carrier?": the carrier is asked, not named
        # ("their price range" asks the attribute: a value is no thing owned.)
        owned = _named_of_kind(graph.neighbours(owner), owner, classes, resources, mentioned)
        if not owned and not any(m.start == 0 and m.end > noun[0] for m in resources.properties.find(text[at:])):
            # ("her district" of a courier who leads a team of that district: two edges away,
            # when nothing of the kind is one away; not where the noun begins a property's
            # name, "her district code".)
            owned = _named_of_kind(graph.neighbours(owner, depth=2), owner, classes, resources, mentioned)
        if len(owned) == 1:
            # ("her ward" is Ward 5 alone: the pronoun only led to the place, as "她那个科室"
            # does; "her policy", "their contract" stay hers and theirs, and a name the user
            # wrote before the possessive stays.)
            begin = at if pack.possessive and text.startswith(pack.possessive, end) \
                or owned[0] not in resources.fit.places() else start
            found.append(NameWord(Reference(begin, noun_end, text[begin:noun_end], "demonstrative"), owned[0],
                                  bare=True))
            taken.append((begin, noun_end))
    return found


def _named_of_kind(
    near: Iterable[str], owner: str, classes: frozenset[str], resources: Resources, mentioned: Collection[str]
) -> list[str]:
    """The things of ``near`` of one of ``classes`` that somebody named, the owner and values
    others point at left out."""
    return [
        n for n in dict.fromkeys(near)
        if n != owner and n in mentioned and resources.graph.classes_of(n) & classes
        and not resources.fit.is_value_node(n)
    ]


def _property_asked_last(text: str, owner_start: int, start: int, end: int, owner: str, resources: Resources) -> bool:
    """Whether the type noun at ``start`` is also the label of a property the owner has and
    the clause is that phrase and nothing else but function words ("and X's carrier?", "who
    is X's carrier"): the property is what is asked, so the noun names no thing in play
    ("X's carrier's email", "is the order with his team?" do)."""
    if any(char.isalnum() for char in text[end:]) or any(
        not is_stop_word(word) for word in re.findall(r"[A-Za-z]+", text[:owner_start])
    ):
        return False
    asked = [pid for m in resources.properties.find(text[start:end]) if m.start == 0 and m.end == end - start
             for pid in m.payloads]
    return bool(asked) and resources.fit.property_fit(owner, asked) >= 1.0


#: How many of the entities of the topic lend their namesakes to that test.
NAMESAKE_TOPIC = 4
#: A run of two to four CJK characters before the possessive of a pack.
_MODIFIER = r"([\u4e00-\u9fff]{2,4})"


def find_namesakes(
    text: str, pack: LanguagePack, session: Session, resources: Resources, taken: list[tuple[int, int]]
) -> list[NameWord]:
    """"南岭的也给我看下" after a question about 宏达北厂喷涂线, which shares the name 喷涂线
    with 宏达南岭厂喷涂线: a word that only the other bearer's names have, said as a
    modifier ("<word>的") with no noun after it, is that bearer. Only for a language that
    writes no spaces, where such a modifier stands for its noun."""
    if pack.spaced or not session.topic.entities:
        return []
    index = resources.alias_index
    namesakes: dict[str, set[str]] = {}  # the other bearer -> its own name words' owner set
    for entity_id in session.topic.entities[:NAMESAKE_TOPIC]:
        for alias in index.aliases_of(entity_id):
            for candidate in index.lookup(alias):
                if candidate.node_id != entity_id:
                    namesakes.setdefault(candidate.node_id, set()).add(entity_id)
    if not namesakes:
        return []
    found: list[NameWord] = []
    for match in re.finditer(_MODIFIER + re.escape(pack.possessive), text):
        end = match.end()
        if _glued(text, end, pack) or any(a < end and b > match.start() for a, b in taken):
            continue  # "南岭的天气": a modifier of a noun of its own
        run = match.group(1)
        for cut in range(len(run) - 1):
            word = normalize(run[cut:])
            owners = [o for o in namesakes if _name_has(resources, o, word, False)]
            if len(owners) != 1 or any(_name_has(resources, e, word, False) for e in namesakes[owners[0]]):
                continue
            start = match.start(1) + cut
            found.append(NameWord(Reference(start, end, text[start:end], "demonstrative"), owners[0], bare=True))
            taken.append((start, end))
            break
    return found


def find_sibling_marks(
    text: str, pack: LanguagePack, session: Session, resources: Resources, taken: list[tuple[int, int]]
) -> list[NameWord]:
    """"二店呢" after 榆陂店, "and the gold one?" after the Brennick Care Plan: the mark of a
    sibling of a thing the conversation is about or has just named
    (:mod:`kglink.linking.families`), said on its own, is that sibling. A mark two siblings
    share, or that a name in play has too, picks none; nor does a kind's noun or a property's
    name, or, in a spaced language, a word in small letters without "the" before it ("plus
    who wrote it")."""
    in_play = [entity_id for entity_id, _ in session.salient()[:IN_PLAY]]
    marks: dict[str, str | None] = {}  # mark -> the sibling it names (None: several)
    several: dict[str, dict[str, None]] = {}  # mark -> every sibling it names
    # (The topic's things first, then the most salient: "2022版给多少" after an answer that
    # named …2025版.)
    folded = text.casefold()
    for entity_id in dict.fromkeys([*session.topic.entities[:NAMESAKE_TOPIC], *in_play[:NAMESAKE_TOPIC]]):
        own = sibling_marks(resources.ontology, resources.alias_index, entity_id)
        # ("the cargo one" after Lanmore City 2025: a thing whose name shares a shorter front.)
        wider = wider_marks(resources.ontology, resources.alias_index, entity_id) \
            if entity_id in session.topic.entities else {}
        for mark, sibling in {**wider, **own}.items():
            if mark not in folded:
                continue  # (most marks are not said: the names in play are not read for them)
            if any(_name_has(resources, e, mark, pack.spaced) for e in in_play if e != sibling):
                continue  # a word of a name in play is read as that name (find_name_words)
            marks[mark] = sibling if marks.get(mark, sibling) == sibling else None
            several.setdefault(mark, {})[sibling] = None
    found: list[NameWord] = []
    # ("what about the Reserve version?" after Ember Red Ale and Slate Porter, each with a
    # Reserve sibling: a mark of two to four siblings asks which.)
    said = [(start, end, sibling, ()) for start, end, sibling in marks_said(text, marks)]
    for mark, sibs in several.items():
        if marks[mark] is None and len(sibs) <= MARK_CHOICES:
            first = next(iter(sibs))
            said += [(start, end, first, tuple(sibs)) for start, end, _s in marks_said(text, {mark: first})]
    for start, end, sibling, choices in said:
        word = text[start:end]
        if any(a < end and b > start for a, b in taken):
            continue
        if pack.spaced and word.islower() and not _after_definite(text, start, pack):
            continue
        if any(m.start == 0 and m.end == len(word) for m in resources.properties.find(word)) or any(
            a == 0 and b == len(word) for a, b, _classes in resources.references.type_nouns(word)
        ):
            continue  # "旗舰店" a kind of its own, "Plus" a property: no rest of one name
        found.append(NameWord(Reference(start, end, word, "demonstrative"), sibling, bare=not choices,
                              choices=choices))
        taken.append((start, end))
    # "was the original affected" after Tessaly Duo, "原版呢" after …精装版: the family's base.
    bases = {b for e in session.topic.entities[:NAMESAKE_TOPIC]
             if (b := family_base(resources.ontology, resources.alias_index, e)) is not None}
    for match in pack.base_member.finditer(text) if len(bases) == 1 else ():
        start, end = match.span()
        if any(a < end and b > start for a, b in taken):
            continue
        base = next(iter(bases))
        if pack.spaced:
            # ("the original plan": the base's own last word goes with the reference.)
            start, end = _over_name(text, start, end, base, resources, taken)
        found.append(NameWord(Reference(start, end, text[start:end], "demonstrative"), base, bare=True))
        taken.append((start, end))
    # "sorry, I meant 2024" after the price of the Lanmore City 2025: a year said with nothing else
    # asked, when the talk is in no period, is the sibling whose name has it where the
    # topic thing's has its own (there is no period for it to vary).
    # ("我问的是去年那次" after the 2025 book fair: a year said relative to today is that year.)
    if not any(c.kind == "time" for c in session.topic.constraints):
        years = [(m.start(), m.end(), m.group(0)) for m in YEAR.finditer(text)]
        years += [y for y in years_said(text, session.now, session.now_unit) if (y[0], y[1]) not in
                  {(s, e) for s, e, _y in years}] if session.now is not None else []
        for entity_id in session.topic.entities[:NAMESAKE_TOPIC]:
            for start, end, year in years:
                if any(a < end and b > start for a, b in taken) or content_terms(
                    pack.correction.sub(" ", text[:start] + " " + text[end:])
                ):
                    continue
                dated = {node for rest, node in siblings(resources.ontology, resources.alias_index, entity_id).items()
                         if year in YEAR.findall(rest)}
                if len(dated) == 1:
                    found.append(NameWord(Reference(start, end, text[start:end], "demonstrative"), dated.pop(),
                                          bare=True))
                    taken.append((start, end))
    # "老规定呢", "旧办法呢" after …2025版: an age right before the last word of the front the
    # family shares is its oldest or newest member.
    for entity_id in dict.fromkeys([*session.topic.entities[:NAMESAKE_TOPIC], *in_play[:NAMESAKE_TOPIC]]):
        for start, end, direction in aged_fronts(text, resources.ontology, resources.alias_index, entity_id):
            member = family_extreme(entity_id, frozenset(), direction, resources)
            if member is None or member == entity_id or any(a < end and b > start for a, b in taken):
                continue
            found.append(NameWord(Reference(start, end, text[start:end], "demonstrative"), member, bare=True))
            taken.append((start, end))
    return found


def _after_definite(text: str, start: int, pack: LanguagePack) -> bool:
    """Whether a definite determiner of the pack ("the") is the word before ``start``."""
    before = re.search(r"([A-Za-z]+)\s+$", text[:start])
    return before is not None and before.group(1).casefold() in pack.referring.definite


#: How many characters on the far side of an either-or word are read for a word of a name.
ALTERNATIVE_CHARS = 6


def find_alternatives(
    text: str, pack: LanguagePack, named: list[tuple[int, int, str]], session: Session, resources: Resources,
    taken: list[tuple[int, int]],
) -> list[NameWord]:
    """"挂急诊还是挂门诊": the two sides of an either-or question are things of one kind, so
    a word on the side that names nothing, of the name of exactly one entity in play of
    the named side's class (门诊 of 门诊挂号流程 beside a process), is that entity. Only
    for a language that writes no spaces, where such a word is no word of its own."""
    if pack.spaced or not named:
        return []
    graph = resources.graph
    in_play = [entity_id for entity_id, _ in session.salient()[:IN_PLAY]]
    found: list[NameWord] = []
    for match in pack.alternative.finditer(text):
        before = [n for n in named if n[1] <= match.start()]
        after = [n for n in named if n[0] >= match.end()]
        if bool(before) == bool(after):
            continue  # both sides named, or neither
        side = (before or after)[-1 if before else 0]
        kinds = graph.classes_of(side[2])
        if after:
            region = (max([b for _a, b in taken if b <= match.start()] + [match.start() - ALTERNATIVE_CHARS, 0]), match.start())
        else:
            region = (match.end(), min([a for a, _b in taken if a >= match.end()] + [match.end() + ALTERNATIVE_CHARS, len(text)]))
        run = re.search(r"[\u4e00-\u9fff]{2,}", text[region[0]:region[1]]) if region[0] < region[1] else None
        if run is None:
            continue
        at = region[0] + run.start()
        words = sorted(
            ((at + i, at + j) for i in range(len(run.group(0))) for j in range(i + 2, len(run.group(0)) + 1)),
            key=lambda span: span[0] - span[1],
        )
        for start, end in words:
            word = normalize(text[start:end])
            owners = [e for e in in_play if e != side[2] and graph.classes_of(e) & kinds and _name_has(resources, e, word, False)]
            if len(owners) == 1:
                found.append(NameWord(Reference(start, end, text[start:end], "demonstrative"), owners[0], bare=True))
                taken.append((start, end))
                break
    return found


#: How many characters a word glued to a name in an answer may have, at most and at least.
GLUED_WORD_MAX = 4
GLUED_WORD_MIN = 2


def find_glued_words(
    text: str, pack: LanguagePack, session: Session, resources: Resources, taken: list[tuple[int, int]],
    said: Collection[str] = (),
) -> list[NameWord]:
    """"破损咋来的" after an answer that said "主要是北厂外壳破损": a word of the clause
    (no name, property or type noun) that the latest answer using it wrote right after the
    name of exactly one entity in play, which is not the topic, is said of that entity;
    the reference spans the word, and the name goes before it, after the things of the
    topic the graph joins it to that the clause does not say (北厂's 外壳). A word after the
    possessive ("它的维修时间") is said of what comes before it, and a thing the clause
    already names or points at (``said``) is not written again. Only for a language that
    writes no spaces, where such a word is glued to the name it is said of."""
    if pack.spaced or not session.topic.entities:
        return []
    answers = [t for t in reversed(session.turns) if t.role == "assistant" and t.entities]
    graph = resources.graph
    # Only a thing the graph joins to the topic: what an answer about the topic said of it.
    joined = set().union(*(graph.neighbours(e) for e in session.topic.entities))
    in_play = {entity_id for entity_id, _ in session.salient()[:IN_PLAY]} & joined - set(session.topic.entities) - set(said)
    if not answers or not in_play:
        return []
    # A word that is part of a property's name ("…时间") or follows a type noun ("医院挂号")
    # is said of that, not of a name.
    blocked = [(m.start, m.end) for m in resources.properties.find(text)]
    kinds = [(start, end) for start, end, _classes in resources.references.type_nouns(text)]
    found: list[NameWord] = []
    for run in re.finditer(r"[\u4e00-\u9fff]{2,}", text):  # runs of GLUED_WORD_MIN or more
        at = run.start()
        while at < run.end() - 1:
            hit = None
            for size in range(GLUED_WORD_MAX, GLUED_WORD_MIN - 1, -1):
                end = at + size
                if end > run.end() or any(a < end and b > at for a, b in [*taken, *blocked, *kinds]):
                    continue
                if any(b == at for _a, b in kinds) or text.endswith(pack.possessive, 0, at):
                    break
                word = normalize(text[at:end])
                if any(char in pack.function_chars for char in word) or resources.properties.find(word) \
                        or resources.references.type_nouns(word):
                    continue
                owner = _glued_owner(word, answers, in_play, resources, pack)
                if owner is not None:
                    hit = (end, owner)
                    break
            if hit is None:
                at += 1
                continue
            holders = tuple(
                e for e in session.topic.entities if e not in said and e in graph.neighbours(hit[1])
            )
            found.append(NameWord(Reference(at, hit[0], text[at:hit[0]], "demonstrative"), hit[1], bare=True,
                                  holders=holders))
            taken.append((at, hit[0]))
            at = hit[0]
    return found


def _glued_owner(
    word: str, answers: list[TurnRecord], in_play: set[str], resources: Resources, pack: LanguagePack
) -> str | None:
    """The one entity in play whose name the latest answer that has ``word`` glued to a
    name wrote right before it (not inside a longer name of that answer, and ending a
    word there: "外壳破损。", not the verb of "南岭版支持离线使用"), else None."""
    for answer in answers:
        said = normalize(answer.text)
        if word not in said:
            continue
        spans = [
            (m.start(), m.end(), entity_id)
            for entity_id in answer.entities
            for form in resources.alias_index.aliases_of(entity_id)
            for m in re.finditer(re.escape(normalize(form)), said)
        ]
        owners = {
            entity_id for start, end, entity_id in spans
            if said.startswith(word, end) and entity_id in in_play and not _goes_on(said, end + len(word), pack)
            and not any(s <= start and e >= end + len(word) for s, e, _other in spans)
        }
        if owners:
            return owners.pop() if len(owners) == 1 else None
    return None


def _goes_on(text: str, at: int, pack: LanguagePack) -> bool:
    """Whether the sentence goes on at ``at``: a Han character that carries content, or a
    letter or digit ("单点登录支持SAML": a verb and its object), follows; punctuation does not."""
    if at >= len(text):
        return False
    return text[at].isascii() and text[at].isalnum() or bool(_HAN.match(text[at])) and text[at] not in pack.function_chars


def _alone_of_its_kind(entity_id: str, neighbours: list[str], resources: Resources) -> bool:
    """Whether no other neighbour is of the entity's kind: "他家开关" is the one switch a
    supplier supplies; "他的歌" of a singer with many songs is all of them, even if one
    song's name happens to end in 歌."""
    kind = direct_classes(resources, entity_id)
    return not any(n != entity_id and direct_classes(resources, n) & kind for n in neighbours)


def _compound_after(text: str, end: int, word: str, entity_id: str, resources: Resources) -> bool:
    """Whether a Latin word of a name is glued to characters of a language without spaces
    that carry content and are not what follows the word in any of the entity's names: a
    compound of its own ("SMT车间" beside a name "…SMT线")."""
    if end >= len(text) or not is_cjk(text[end]):
        return False
    if any(text[end] in pack.function_chars for pack in PACKS.values()):
        return False  # "Max咋涨这么多", "Pro的价格": a particle, no compound
    entity = resources.ontology.entities.get(entity_id)
    for name, _kind in entity.surface_forms() if entity is not None else ():
        normal = normalize(name)
        at = normal.find(word)
        if at >= 0 and normal[at + len(word):at + len(word) + 1] == normalize(text[end]):
            return False
    return True


#: A number or numeral right after a word ("Phase II", "Line 3", "Block B").
_NUMBER_AFTER = re.compile(r"\s+((?:[IVX]{1,4}|\d{1,4}[A-Za-z]?|[A-Z])(?![\w-]))")


def _numbered_otherwise(text: str, end: int, word: str, entity_id: str, resources: Resources) -> bool:
    """Whether a number, a Roman numeral or a letter follows the word that follows it in
    none of the entity's names: "Phase II" beside a name "…Phase I…" names another one."""
    after = _NUMBER_AFTER.match(text, end)
    if after is None:
        return False
    said = f"{word} {normalize(after.group(1))}"
    entity = resources.ontology.entities.get(entity_id)
    return not any(
        f" {said} " in f" {normalize(name)} " for name, _kind in (entity.surface_forms() if entity is not None else ())
    )


def _name_tails(resources: Resources, entity_ids: list[str]) -> set[str]:
    """The last two characters of the names of ``entity_ids`` (a quick test before the
    full one: a word a name ends with ends with these, or is one of their ends)."""
    return {name[-2:].casefold() for entity_id in entity_ids for name in resources.alias_index.aliases_of(entity_id)}


def _glued(text: str, end: int, pack: LanguagePack) -> bool:
    """Whether a CJK character that carries content follows ``end``."""
    return end < len(text) and is_cjk(text[end]) and text[end] not in pack.function_chars


#: A word in more than this share of the documents says nothing of which thing is meant
#: (the city every page is in): idf = log(1 + N / df) below log(1 + 2).
COMMON_DOC_IDF = math.log(3)


def _in_most_documents(word: str, resources: Resources) -> bool:
    documents = resources.fit.documents
    if documents is None:
        return False
    terms = content_terms(word)
    return bool(terms) and all(documents.weight(term) < COMMON_DOC_IDF for term in terms)


def _option_or_counterpart(entity_id: str, session: Session, resources: Resources) -> bool:
    """Whether the entity is one the answer just shown offered when it asked back ("发芽率
    合格率还是纯度合格率？"), or of a kind the topic holds one of (a figure for a figure)."""
    answer = session.answer_just_shown()
    if answer is not None and any(mark in answer.text for mark in "?？") and entity_id in answer.entities:
        return True
    kinds = direct_classes(resources, entity_id)
    return any(e != entity_id and direct_classes(resources, e) & kinds for e in session.topic.entities)


def _opens_clause(text: str, at: int, pack: LanguagePack | None) -> bool:
    """Whether nothing but function characters stands between the start of the clause (of
    the text, or after a mark or a space) and ``at``: "那改良型呢", not "类型的改良型呢"."""
    function = pack.function_chars if pack is not None else frozenset()
    at_start = at
    while at_start > 0 and not (text[at_start - 1].isspace() or unicodedata.category(text[at_start - 1]).startswith("P")):
        at_start -= 1
    return all(char in function for char in text[at_start:at])


def _code_follows(text: str, at: int) -> bool:
    """Whether a code (Latin letters or digits) starts at ``at`` that is no period
    ("丰禾9号", not "这条线9月")."""
    if at >= len(text) or not (text[at].isascii() and text[at].isalnum()):
        return False
    return not any(c.kind == "time" and c.start == 0 for c in extract_constraints(text[at:at + 8]))


def _name_ends(resources: Resources, entity_id: str, tail: str) -> bool:
    return bool(_names_ending(resources, entity_id, tail))


def _unqualified(resources: Resources, owners: list[str], tail: str) -> list[str]:
    """The owners whose names ending with ``tail`` do not hold another owner's such name:
    "6号" of a variety and of its improved form ("改良型…6号") is the variety, as the
    qualifier would have been said of the other."""
    if len(owners) < 2:
        return owners
    ends = {e: _names_ending(resources, e, tail) for e in owners}
    return [
        e for e in owners
        if not any(
            other != e and any(short != long and short in long for short in ends[other] for long in ends[e])
            for other in owners
        )
    ]


def _names_ending(resources: Resources, entity_id: str, tail: str) -> list[str]:
    """The entity's names (normal forms) that end with ``tail`` and have more before it
    (not a digit before a tail that opens with one: "77号" does not end with "7号")."""
    entity = resources.ontology.entities.get(entity_id)
    return [
        normal for name, _kind in (entity.surface_forms() if entity is not None else ())
        if len(normal := normalize(name)) > len(tail) and normal.endswith(tail)
        and not (tail[0].isdigit() and normal[-len(tail) - 1].isdigit())
    ]


def _variant_of_another(resources: Resources, entity_id: str, word: str) -> bool:
    """Whether a name of the entity is a name of another thing, then ``word`` and nothing
    more ("丰香7号" + "改良型")."""
    entity = resources.ontology.entities.get(entity_id)
    for name, _kind in entity.surface_forms() if entity is not None else ():
        normal = normalize(name)
        if len(normal) > len(word) and normal.endswith(word) and any(
            c.node_id not in (None, entity_id) for c in resources.alias_index.lookup(normal[:-len(word)])
        ):
            return True
    return False


def _topic_thing(resources: Resources, entity_id: str, word: str, topic_names: list[str]) -> bool:
    """Whether a name of the entity is a name of the topic, then ``word``, then nothing or
    a type noun ("南岭车库" + "扩建" + "工程")."""
    entity = resources.ontology.entities.get(entity_id)
    for name, _kind in entity.surface_forms() if entity is not None else ():
        normal = normalize(name)
        for front in topic_names:
            if normal.startswith(front) and normal.startswith(word, len(front)):
                rest = normal[len(front) + len(word):]
                if not rest or any(s == 0 and e == len(rest) for s, e, _c in resources.references.type_nouns(rest)):
                    return True
    return False


def _counts_group(match: re.Match[str], pack: LanguagePack) -> bool:
    """Whether the measure word between a demonstrative and the word after it counts
    persons or bodies of them ("那家", "这位")."""
    between = match.string[match.start():match.start(1)]
    return bool(pack.group_classifiers) and any(char in pack.group_classifiers for char in between)


def _counts_several(match: re.Match[str], pack: LanguagePack) -> bool:
    """Whether the words between a demonstrative and the word after it mark a plural ("这些")."""
    between = match.string[match.start():match.start(1)]
    return any(marker in between for marker in pack.referring.plural_markers)


def _partial_words(match: re.Match[str], whole_words: bool, suffixes: str) -> list[tuple[str, int, int]]:
    """The words a demonstrative may be followed by, longest first, with where each
    reference starts and ends. Chinese has no spaces: "这条线今年" may be "这条线" + "今年";
    a single character counts only as the head noun a name ends with ("线" of
    "保险科技产品线"), and a noun suffix is no part of it ("炉子" -> "炉")."""
    if whole_words:
        return [(normalize(match.group(1)), match.start(), match.end())]
    start = match.start(1)
    group = match.group(1)
    words = []
    for size in range(len(group), 0, -1):
        word = group[:size]
        if size > 1 and word[-1] in suffixes:
            word = word[:-1]
        words.append((normalize(word), match.start(), start + size))
    return words


def over_name_word(
    ref: Reference, entity_id: str, text: str, pack: LanguagePack, resources: Resources, taken: list[tuple[int, int]]
) -> Reference:
    """"刚才那台" + "炉子": a Chinese reference without a noun of its own, followed by the head
    of its antecedent's name, stands for both: the words go with it."""
    if pack.spaced or ref.classes:
        return ref
    after = re.match(r"[\u4e00-\u9fff]{1,4}", text[ref.end:])
    if after is None:
        return ref
    # ("那家店长": the head of a shop's name is not cut off the noun of another kind, "店长",
    # it opens; "他们部门" of a department says its head again.)
    kinds = resources.graph.classes_of(entity_id)
    nouns = [(start, end) for start, end, classes in resources.references.type_nouns(text)
             if start >= ref.end and not classes & kinds]
    for size in range(len(after.group(0)), 0, -1):
        end = ref.end + size
        if any(a < end and b > ref.end for a, b in taken) or any(a < end < b for a, b in nouns):
            continue
        word = normalize(text[ref.end:end])
        if size > 1 and word[-1] in pack.noun_suffixes:
            word = word[:-1]
        if _name_has(resources, entity_id, word, False):
            return replace(ref, end=end, text=text[ref.start:end])
    return ref


def modified_by(text: str, ref: Reference, candidates: list[str], resources: Resources) -> tuple[set[str], int]:
    """The candidates whose name has the longest word of the CJK run right before a
    reference ("东区" of "东区那条线"), and where that word starts; no candidates when no
    word of two or more characters is in one of them."""
    run = re.search(r"[\u4e00-\u9fff]{2,4}$", text[:ref.start])
    if run is None:
        return set(), ref.start
    for start in range(run.start(), ref.start - 1):
        owners = {e for e in candidates if _name_has(resources, e, normalize(text[start:ref.start]), False)}
        if owners:
            return owners, start
    return set(), ref.start


def _words_before(match: re.Match[str]) -> list[tuple[str, int, int]]:
    """The words before a demonstrative ("刚才鼓包" of "刚才鼓包那单"), longest first: the
    reference runs from the word to the end of the demonstrative."""
    group, start = match.group(1), match.start(1)
    if group.isascii():
        return [(normalize(group), start, match.end())]  # a Latin word is whole or nothing
    return [(normalize(group[cut:]), start + cut, match.end()) for cut in range(len(group))]


def _names_the_kind(said: str, word: str, entity_id: str, pack: LanguagePack, resources: Resources) -> bool:
    """"Can you give me the price?" after "moderate price" was in play: "the" and a word of
    the class noun of a value others point at ("price range") names that attribute, as the
    class noun itself would ("the price band doesn't matter"); "that price" still points."""
    first = said.split(maxsplit=1)[0].casefold() if said.strip() else ""
    if first not in pack.referring.definite or not resources.fit.is_value_node(entity_id):
        return False
    nouns = (
        noun for class_id in direct_classes(resources, entity_id)
        if (cls := resources.ontology.classes.get(class_id)) is not None for noun in cls.nouns()
    )
    return any(word in _NAME_TOKENS.findall(normalize(noun)) for noun in nouns)


_WORD_BEFORE = re.compile(r"([A-Za-z]+)\s+$")


#: How many words in small letters may stand between an indefinite determiner and the word.
INDEFINITE_REACH = 2


def _after_indefinite(text: str, start: int) -> bool:
    """Whether the word at ``start`` follows an indefinite determiner ("a", "any"), perhaps
    with words in small letters between ("a backup cooler": some cooler, not the cooler
    failure in play)."""
    for between in range(INDEFINITE_REACH + 1):
        before = _WORD_BEFORE.search(text, 0, start)
        if before is None:
            return False
        word = before.group(1)
        if any(word.casefold() in pack.referring.indefinite for pack in PACKS.values()):
            return True
        if between == INDEFINITE_REACH or not word.islower() or is_stop_word(word):
            return False
        start = before.start()
    return False


def _owned_common_noun(text: str, start: int, end: int) -> bool:
    """Whether the word at ``start`` is a word of the dictionary typed in small letters
    after a possessive pronoun ("its boiler", "their warranty"): a thing the pronoun's
    referent has, not a name that has the word."""
    typed = text[start:end]
    before = _WORD_BEFORE.search(text, 0, start)
    if not typed.islower() or before is None:
        return False
    for pack in PACKS.values():
        pronoun = pack.referring.pronouns.get(before.group(1).casefold())
        lexicon = lexicon_of(pack)
        if (
            pronoun is not None
            and (pronoun.possessive or pronoun.possessive_before_word)
            and lexicon is not None
            and lexicon.knows(typed)
        ):
            return True
    return False


def _common_word(typed: str, word: str, entity_id: str, resources: Resources) -> bool:
    """Whether a bare word is a common noun rather than a name's own word: typed in lower
    case and the head a name ends with ("allowance" of "hotel allowance"), where
    "York" of "York Depot" or a typed "Max" of "X9 Max" distinguishes a name."""
    if any(char.isupper() or char.isdigit() for char in typed):
        return False
    entity = resources.ontology.entities.get(entity_id)
    if entity is None:
        return True
    forms = tuple(entity.surface_forms())
    # "how long does it run" with "the long-range Lumex" in play: a word its names only
    # ever write in small letters is a word of a description, not of a name.
    capitalised = re.compile(rf"(?<![A-Za-z]){re.escape(word[:1].upper())}(?i:{re.escape(word[1:])})(?![a-z])")
    if not any(capitalised.search(name) for name, _kind in forms):
        return True
    return any(
        tokens[-1] == word for name, _kind in forms if len(tokens := _NAME_TOKENS.findall(normalize(name))) > 1
    )


#: How alike (rapidfuzz ratio, 0-100) a typed word and a word of a name in play must be
#: for the one to be the other misspelt ("Kentworth" for "Kenworth").
MISSPELT_WORD_RATIO = 85
#: A shorter word is too easily another word.
MISSPELT_WORD_CHARS = 6


def _misspelt_word_of(typed: str, word: str, in_play: list[str], resources: Resources) -> list[str]:
    """"the Kentworth" after an answer that named Kenworth House: a capitalised word no
    document has, a letter or so off a word of one name in play, is that word misspelt."""
    documents = resources.fit.documents
    if documents is None or len(word) < MISSPELT_WORD_CHARS or not typed[:1].isupper() or word in documents.idf:
        return []
    owners = []
    for entity_id in in_play:
        entity = resources.ontology.entities.get(entity_id)
        forms = entity.surface_forms() if entity is not None else ()
        tokens = {t for name, _kind in forms for t in _NAME_TOKENS.findall(normalize(name))}
        if any(len(t) >= MISSPELT_WORD_CHARS and fuzz.ratio(word, t) >= MISSPELT_WORD_RATIO for t in tokens):
            owners.append(entity_id)
    return owners


def _over_name(
    text: str, start: int, end: int, entity_id: str, resources: Resources, taken: list[tuple[int, int]]
) -> tuple[int, int]:
    """Where a bare word of a name starts and ends once the words of that name right
    before and after it are taken along."""
    while (before := re.search(r"([A-Za-z][A-Za-z0-9']*)\s+$", text[:start])) is not None:
        if any(a < start and b > before.start(1) for a, b in taken):
            break
        if not _name_has(resources, entity_id, normalize(before.group(1)), True):
            break
        start = before.start(1)
    while (after := re.match(r"\s+([A-Za-z][A-Za-z0-9']*)", text[end:])) is not None:
        if any(a < end + after.end() and b > end for a, b in taken):
            break
        if not _name_has(resources, entity_id, normalize(after.group(1)), True):
            break
        end += after.end()
    return start, end


def word_of_a_name_in_play(text: str, session: Session, resources: Resources, chosen: str | None) -> bool:
    """Whether ``text`` (a mention read as a misspelling of ``chosen``'s name) is a whole
    word of the name of another entity in play: "the Corn" after an answer that named the
    Corn Exchange is that name cut short, not a misspelt "Acorn"."""
    word = normalize(text)
    return bool(word) and any(
        e != chosen and _name_has(resources, e, word, True) for e, _s in session.salient()[:IN_PLAY]
    )


def _in_compound(tokens: Sequence[str], start: int, end: int) -> bool:
    """Whether tokens[start:end] are joined by a hyphen to a word of letters (a part of
    "sign-in", not of "Lumex-200")."""
    after = end + 1 < len(tokens) and tokens[end] == "-" and tokens[end + 1].isalpha()
    before = start >= 2 and tokens[start - 1] == "-" and tokens[start - 2].isalpha()
    return after or before


def _name_has(resources: Resources, entity_id: str, word: str, whole_words: bool, *, halves: bool = True) -> bool:
    entity = resources.ontology.entities.get(entity_id)
    if entity is None:
        return False
    for name, _kind in entity.surface_forms():
        normal = normalize(name)
        if word == normal:
            continue
        if whole_words:
            tokens, wanted = _name_tokens(normal), _name_tokens(word)
            # ("check-in" of "Tern Check-in": a hyphenated word is its parts in a row; without
            # ``halves``, "sign" is no word of "Sign-in", though "Lumex" is one of "Lumex-200".)
            if any(
                tokens[i:i + len(wanted)] == wanted and (halves or not _in_compound(tokens, i, i + len(wanted)))
                for i in range(len(tokens) - len(wanted) + 1)
            ):
                return True
        elif (normal.endswith(word) if len(word) == 1 else word in normal):
            return True
    return False


@lru_cache(maxsize=65536)
def _name_tokens(normal: str) -> tuple[str, ...]:
    """The tokens of a normal form: the names in play are read for a word turn after turn."""
    return tuple(_NAME_TOKENS.findall(normal))


__all__ = ["NameWord", "find_alternatives", "find_glued_words", "find_name_words", "find_namesakes", "find_possessed_heads", "find_sibling_marks", "modified_by", "over_name_word"]
