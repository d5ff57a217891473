"""Families of names: things of one class whose names open alike (榆陂店, 榆陂二店,
榆陂旗舰店; Tessaly, Tessaly Duo, Tessaly Max) are one family, and the rest of a sibling's
name after the front they share ("二店", "Duo") is its mark. Said beside a family member
already named, a mark names that sibling, the front left out as people do: "二店呢" after
榆陂店 is 榆陂二店. The rewrite reads marks this way, and the no-invention checks count a
sibling whose mark the user typed as named, since the whole name is in the conversation."""

from __future__ import annotations

import datetime
import itertools
import re
import weakref
from collections.abc import Iterable, Iterator

from kglink.lang import PACKS, LanguagePack
from kglink.lang.script import is_cjk
from kglink.lang.terms import is_stop_word
from kglink.linking.alias_index import AliasIndex
from kglink.linking.constraints import extract_constraints
from kglink.linking.normalize import normalize
from kglink.linking.timeexpr import NowUnit
from kglink.ontology.model import Ontology

#: A year, as a whole number (the mark that tells versions of one thing apart).
YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
#: How many names a front may begin for the rest of one of them to mark a sibling: a front
#: many names share ("Riverton …") is a place or a maker, no family of one thing.
SIBLINGS_MAX = 6
#: How many names beginning with a front are read, at most, for its siblings.
SIBLING_NAMES_READ = 64
#: The fewest characters of a mark in a language without spaces ("二店", "精装").
MARK_MIN_CJK = 2
#: The fewest letters of each word of a mark in a spaced language ("Duo", "Gold").
MARK_MIN_LATIN = 3


def sibling_marks(ontology: Ontology, alias_index: AliasIndex, entity_id: str) -> dict[str, str]:
    """The marks of the entity's siblings (mark in normal form -> sibling): the rest of each
    sibling's name after the front it shares (:func:`siblings`), and, in a language
    without spaces, that rest shortened by its last character ("精装" of "精装版"); a mark
    the entity's own name has is none."""
    return _family(ontology, alias_index, entity_id)[3]


def wider_marks(ontology: Ontology, alias_index: AliasIndex, entity_id: str) -> dict[str, str]:
    """The marks of the things of the entity's class whose names share a shorter front with
    one of its names than its family's ("cargo" of Lanmore Cargo beside Lanmore City 2025, whose
    family is Lanmore City 2024): what "the cargo one" names, said after the entity. Marks of
    its own family are left to :func:`sibling_marks`."""
    return _family(ontology, alias_index, entity_id)[4]


def family_members(ontology: Ontology, alias_index: AliasIndex, entity_id: str) -> list[str]:
    """The entity and the rest of its family, whatever their marks (a year too: Controlled
    Drugs Policy 2022 beside … 2025), and the base the family goes on from."""
    members = [entity_id, *dict.fromkeys(siblings(ontology, alias_index, entity_id).values())]
    base = family_base(ontology, alias_index, entity_id)
    return members + [base] if base is not None and base not in members else members


def siblings(ontology: Ontology, alias_index: AliasIndex, entity_id: str) -> dict[str, str]:
    """The rest of each sibling's name (normal form) -> the sibling: for the longest front
    of one of the entity's names that other things of its class have names beginning with
    (at most :data:`SIBLINGS_MAX` of them). A front is cut between words, or between
    characters of a language without spaces, never inside a number or a word of letters."""
    return _family(ontology, alias_index, entity_id)[1]


def aged_fronts(text: str, ontology: Ontology, alias_index: AliasIndex, entity_id: str) -> list[tuple[int, int, int]]:
    """Where ``text`` says a word of age right before the last word of the front the
    entity's family shares ("旧办法" of 借阅办法2022版 / …2025版, "the old rules"), as
    (start, end, direction): -1 for the oldest member, 1 for the newest (the packs'
    ``gradable_words`` of the date)."""
    front = _family(ontology, alias_index, entity_id)[0]
    if not front:
        return []
    spaced = not any(map(is_cjk, front))
    tail = front.split()[-1] if spaced else front[-2:]
    if spaced and (len(tail) < MARK_MIN_LATIN or is_stop_word(tail)) or tail not in text.casefold():
        return []  # (most turns say no such word: no pattern is tried)
    found = []
    for pack in PACKS.values():
        for word, (dimension, direction) in pack.gradable_words.items():
            if dimension != "date" or " " in word:
                continue
            said = rf"(?<![A-Za-z]){re.escape(word)}\s+{re.escape(tail)}(?![A-Za-z])" if spaced \
                else re.escape(word + tail)
            found += [(m.start(), m.end(), direction) for m in re.finditer(said, text, re.IGNORECASE)]
    return found


def family_base(ontology: Ontology, alias_index: AliasIndex, entity_id: str) -> str | None:
    """The member of the entity's family whose name is a front of the entity's name (Tessaly
    of Tessaly Duo, 霜螺记 of 霜螺记精装版): one thing of its class, named by that front alone,
    the rest a mark (:func:`sibling_marks`'s test); None when there is none or several."""
    return _family(ontology, alias_index, entity_id)[2]


def differs_by_year(ontology: Ontology, alias_index: AliasIndex, entity_id: str, sibling: str) -> bool:
    """Whether the rest of ``sibling``'s name after the front it shares with the entity's
    holds a year (…2022 beside …2025): the two are versions of one thing."""
    return any(
        node == sibling and YEAR.search(rest) is not None
        for rest, node in siblings(ontology, alias_index, entity_id).items()
    )


def marks_said(text: str, marks: dict[str, str | None]) -> Iterator[tuple[int, int, str]]:
    """Where ``text`` says a mark (start, end, sibling), longest marks first, each span once;
    a mark that names no one sibling (None) is passed over. A mark of letters is whole
    words, in any case."""
    taken: list[tuple[int, int]] = []
    folded = text.casefold()
    for mark, sibling in sorted(marks.items(), key=lambda item: -len(item[0])):
        if sibling is None or mark not in folded:
            continue
        spaced = not any(map(is_cjk, mark))
        pattern = rf"(?<![A-Za-z0-9]){re.escape(mark)}(?![A-Za-z0-9])" if spaced else re.escape(mark)
        for match in re.finditer(pattern, text, re.IGNORECASE):
            if not any(a < match.end() and b > match.start() for a, b in taken):
                taken.append(match.span())
                yield match.start(), match.end(), sibling


#: The grades a number in a family's names may stand for ("Pico 20", "Pico 24"; "7片装",
#: "28片装"): how big, how much, how high; never a price or a date, which are values.
NUMBERED_GRADES = frozenset({"size", "amount", "level"})
#: The grades that pick a member of a family: by its date, or by the number its name holds.
_GRADES_OF_MEMBERS = NUMBERED_GRADES | {"date"}


def siblings_said(
    text: str, named: Iterable[str], ontology: Ontology, alias_index: AliasIndex, *, now: datetime.date | None = None,
    now_unit: NowUnit = "day",
) -> set[str]:
    """The siblings of things already ``named`` whose marks ``text`` says, their base when
    it says a pack's word for it ("the original", "原版"), and every member when it grades
    by age ("旧版", "the newer one", "now"): what a turn names by its family, for the no-invention
    checks (a family's front is a name said; a mark, an age, a size or "the previous" says
    which member). With ``now``, a year said relative to it ("去年的呢", "last year's") is
    that year."""
    found: set[str] = set()
    says_base = any(pack.base_member.search(text) for pack in PACKS.values())
    # ("旧版呢", "the old one": a member by its date, of a family one of whose names was said;
    # "the bigger one", "大盒的": by the number its name holds.)
    says_age = any(
        pack.gradable_words.get(" ".join(m.group("adj").casefold().split()), ("",))[0] in _GRADES_OF_MEMBERS
        for pack in PACKS.values() for m in pack.gradable.finditer(text)
    ) or any(pack.current.search(text) or _says_previous(text, pack) for pack in PACKS.values())
    # ("那24版呢": a year by its last two digits, as the rewriter reads it.)
    years = YEAR.findall(text) + ["20" + m.group(1) for pack in PACKS.values() for m in pack.short_year.finditer(text)]
    years += [year for _s, _e, year in years_said(text, now, now_unit)] if now is not None else []
    for entity_id in named:
        marks: dict[str, str | None] = {**wider_marks(ontology, alias_index, entity_id),
                                        **sibling_marks(ontology, alias_index, entity_id)}
        if marks:
            found |= {sibling for _s, _e, sibling in marks_said(text, marks)}
        if says_base and (base := family_base(ontology, alias_index, entity_id)) is not None:
            found.add(base)
        if says_age or aged_fronts(text, ontology, alias_index, entity_id):
            found |= set(family_members(ontology, alias_index, entity_id))
        # ("the 2022 lending rules": a year beside a member's name is the sibling's.)
        found |= {node for rest, node in siblings(ontology, alias_index, entity_id).items()
                  if any(year in rest for year in years)}
    return found


def years_said(text: str, now: datetime.date | None, now_unit: NowUnit = "day") -> list[tuple[int, int, str]]:
    """The whole years ``text`` says (start, end, year): written out ("2024"), or relative
    to ``now`` ("去年", "last year"), not a month or a quarter of one."""
    return [
        (c.start, c.end, c.value) for c in extract_constraints(text, now=now, now_unit=now_unit)
        if c.kind == "time" and not c.compare and _WHOLE_YEAR.fullmatch(c.value)
    ]


_WHOLE_YEAR = re.compile(r"(?:19|20)\d\d")


def _says_previous(text: str, pack: LanguagePack) -> bool:
    """Whether the text says "上一版", "the previous version" (the member dated before the
    one in play), not "the other one" (another member, which only its mark names)."""
    if pack.referring.relative is None:
        return False
    others = [match.span() for match in pack.other.finditer(text)]
    return any(
        not any(start <= match.start() < end for start, end in others)
        for match in pack.referring.relative.finditer(text)
    )


# A family: the front its names share, the rest of each sibling's name -> the sibling, the
# base, and the siblings' marks.
_Family = tuple[str, dict[str, str], str | None, dict[str, str], dict[str, str]]

#: How many entities' families are kept per alias index before the memo starts afresh.
FAMILIES_KEPT = 65536
# Per alias index (weakly, so a dropped index takes its memo along): the ontology it was
# read with, and each entity's family. A turn asks for the families of the things in play,
# and the same things turn after turn.
_MEMO: weakref.WeakKeyDictionary[AliasIndex, tuple[int, dict[str, _Family]]] = weakref.WeakKeyDictionary()


def _family(ontology: Ontology, alias_index: AliasIndex, entity_id: str) -> _Family:
    """The front the entity's family shares, its siblings (:func:`siblings`; "" and {} when
    it has none), its base (:func:`family_base`) and the marks (:func:`sibling_marks`).
    Kept per alias index and ontology: read them, do not change them."""
    kept = _MEMO.get(alias_index)
    if kept is None or kept[0] != id(ontology) or len(kept[1]) >= FAMILIES_KEPT:
        kept = (id(ontology), {})
        _MEMO[alias_index] = kept
    found = kept[1].get(entity_id)
    if found is None:
        front, members = _siblings_of(ontology, alias_index, entity_id)
        if not front:
            front, members = _dated_alike(ontology, alias_index, entity_id)
        base = _base_of(ontology, alias_index, entity_id)
        _wider_front, wider = _siblings_of(ontology, alias_index, entity_id, shorter_than=len(front)) if front \
            else ("", {})
        wider = {rest: node for rest, node in wider.items() if node not in members.values()}
        found = kept[1][entity_id] = (front, members, base, _marks_of(ontology, entity_id, members),
                                      _marks_of(ontology, entity_id, wider))
    return found


def _siblings_of(
    ontology: Ontology, alias_index: AliasIndex, entity_id: str, *, shorter_than: int | None = None
) -> tuple[str, dict[str, str]]:
    entity = ontology.entities.get(entity_id)
    if entity is None:
        return "", {}
    kinds = frozenset(entity.types)
    # The fronts of all its names, longest first ("iron stout" of Iron Stout before "iron" of a
    # longer name, "ironvale stout"), those of hidden (misspelt) names after all others;
    # among fronts as long, those of the labels before aliases, in the ontology's order: the
    # same family whatever order a set would give them.
    fronts: dict[str, bool] = {}
    for name, hidden in dict.fromkeys((normalize(name), kind == "hidden") for name, kind in entity.surface_forms()):
        spaced = not any(map(is_cjk, name))
        for cut in _cuts(name, spaced):
            front = name[:cut].rstrip()
            if spaced and not any(len(w) >= MARK_MIN_LATIN and not is_stop_word(w) for w in front.split()):
                break  # "the …": a front of function words begins every other name
            if not spaced and sum(map(is_cjk, front)) < MARK_MIN_CJK:
                break
            fronts[front] = fronts.get(front, True) and hidden
    for front in sorted(fronts, key=lambda front: (not fronts[front], len(front)), reverse=True):
        if shorter_than is not None and len(front) >= shorter_than:
            continue  # (the next family out: a front shorter than the family's own)
        members: dict[str, str] = {}
        for other, nodes in itertools.islice(alias_index.names_starting_with(front), SIBLING_NAMES_READ):
            rest = other[len(front):].strip()
            for node in nodes:
                sibling = ontology.entities.get(node)
                if rest and node != entity_id and sibling is not None and kinds & frozenset(sibling.types):
                    members.setdefault(rest, node)
        if not members:
            continue
        return ("", {}) if len(set(members.values())) > SIBLINGS_MAX else (front, members)
    return "", {}


def _dated_alike(ontology: Ontology, alias_index: AliasIndex, entity_id: str) -> tuple[str, dict[str, str]]:
    """"2024秋季书展" beside "2025秋季书展": things of one kind whose names are the same
    but for the year (wherever it stands, and a 年 after it) are a family too, marked by
    their years: their name without the year, and each sibling's year -> the sibling."""
    entity = ontology.entities.get(entity_id)
    if entity is None:
        return "", {}
    kinds = frozenset(entity.types)
    by_rest = _names_without_years(ontology, alias_index)
    for name, _kind in entity.surface_forms():
        years = YEAR.findall(normalize(name))
        if len(years) != 1:
            continue
        rest = _without_year(normalize(name))
        members = {
            year: node for node, year in by_rest.get(rest, ())
            if node != entity_id and year != years[0] and kinds & frozenset(ontology.entities[node].types)
        }
        if members and len(set(members.values())) <= SIBLINGS_MAX:
            return rest, members
    return "", {}


def _without_year(name: str) -> str:
    return " ".join(_YEAR_AND_UNIT.sub(" ", name).split())


#: A year in a name and the word for "year" right after it, if any ("2024年", "2024").
_YEAR_AND_UNIT = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)年?")
# Per alias index (weakly, as the families), the ontology it was read with and each name
# with one year, without it -> the things so named and the year.
_YEARLESS: weakref.WeakKeyDictionary[AliasIndex, tuple[int, dict[str, list[tuple[str, str]]]]] = \
    weakref.WeakKeyDictionary()


def _names_without_years(ontology: Ontology, alias_index: AliasIndex) -> dict[str, list[tuple[str, str]]]:
    kept = _YEARLESS.get(alias_index)
    if kept is not None and kept[0] == id(ontology):
        return kept[1]
    found: dict[str, list[tuple[str, str]]] = {}
    for node, entity in ontology.entities.items():
        for name, _kind in entity.surface_forms():
            years = YEAR.findall(normalize(name))
            if len(years) == 1 and (node, years[0]) not in found.get(rest := _without_year(normalize(name)), ()):
                found.setdefault(rest, []).append((node, years[0]))
    _YEARLESS[alias_index] = (id(ontology), found)
    return found


def _base_of(ontology: Ontology, alias_index: AliasIndex, entity_id: str) -> str | None:
    entity = ontology.entities.get(entity_id)
    if entity is None:
        return None
    kinds = frozenset(entity.types)
    for name in sorted(dict.fromkeys(normalize(n) for n, _kind in entity.surface_forms()), key=len, reverse=True):
        spaced = not any(map(is_cjk, name))
        for cut in _cuts(name, spaced)[1:]:
            front, rest = name[:cut].rstrip(), name[cut:].strip()
            if not _is_mark(re.sub(r"[^\w ]+", "", rest).strip(), spaced):
                continue
            bases = {
                c.node_id for c in alias_index.lookup(front)
                if c.node_id != entity_id and (base := ontology.entities.get(c.node_id)) is not None
                and kinds & frozenset(base.types)
            }
            if bases:
                return next(iter(bases)) if len(bases) == 1 else None
    return None


def _marks_of(ontology: Ontology, entity_id: str, members: dict[str, str]) -> dict[str, str]:
    entity = ontology.entities.get(entity_id)
    if entity is None:
        return {}
    own = {normalize(name) for name, _kind in entity.surface_forms()}
    marks: dict[str, str] = {}
    for rest, node in members.items():
        spaced = not any(map(is_cjk, rest))
        # (A hyphen stays: "8-speed", "twenty-four" are said so.)
        core = re.sub(r"[^\w -]+" if spaced else r"[^\w ]+", "", rest).strip()
        forms = [core] if spaced else [core, core[:-1]]
        if not spaced:
            # ("城北" of 联丰城北4S店 beside 联丰滨江4S店: the ending both names have is no mark.)
            tail = max((_shared_ending(core, name) for name in own), default=0)
            if 0 < tail < len(core) - 1:
                forms.append(core[:-tail])
        for form in forms:
            if _is_mark(form, spaced) and not any(form in n for n in own):
                marks.setdefault(form, node)
    return marks


def _shared_ending(first: str, second: str) -> int:
    """How many characters ``first`` and ``second`` end with alike."""
    count = 0
    while count < min(len(first), len(second)) and first[-1 - count] == second[-1 - count]:
        count += 1
    return count


def _cuts(name: str, spaced: bool) -> list[int]:
    """Where a front of ``name`` may end, longest first: the whole name, then between words
    (spaced), or between characters but not inside a run of Latin letters and digits."""
    return [
        i for i in range(len(name), 1, -1)
        if i == len(name) or (name[i] == " " if spaced else not (_latin(name[i - 1]) and _latin(name[i])))
    ]


def _latin(char: str) -> bool:
    return char.isascii() and char.isalnum()


def _mark_word(word: str) -> bool:
    """A word of letters ("gold", "twenty-four"), or a number joined to a word of letters
    ("8-speed", "24-inch": a number so is no count of anything)."""
    parts = word.split("-")
    if not all(parts) or len(parts) > 2:
        return False
    if all(p.isalpha() for p in parts):
        return len(word) - len(parts) + 1 >= MARK_MIN_LATIN and not is_stop_word(word)
    return len(parts) == 2 and parts[0].isdigit() and parts[1].isalpha() and len(parts[1]) >= 2


def _is_mark(form: str, spaced: bool) -> bool:
    """Whether the rest of a name can stand for it alone: enough letters or characters,
    not a bare number (a year, a day) and not function words."""
    if not any(map(is_cjk, form)) and any(c.kind == "time" for c in extract_constraints(form)):
        return False
    if spaced:
        words = form.split()
        return 0 < len(words) <= 2 and all(_mark_word(w) for w in words)
    return len(form) >= MARK_MIN_CJK and any(map(is_cjk, form))


__all__ = [
    "YEAR", "aged_fronts", "differs_by_year", "family_base", "family_members", "marks_said", "sibling_marks",
    "siblings", "siblings_said", "wider_marks",
]
