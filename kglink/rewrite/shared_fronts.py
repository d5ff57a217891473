"""Words that open the names of several things of one kind, said before nothing in play has
them: "桐山仓库" with 桐山北仓 and 桐山南仓 in the knowledge base, "the Quarrow treatment
works" beside two works called Quarrow …, "宋经理" with two managers called 宋 …. The
user means one of them and has not said which: the turn asks, offering them. (One thing
alone whose name opens so is left as typed: writing a name nobody said would invent it.)"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable

from kglink.lang import LanguagePack
from kglink.lang.lexicon import lexicon_of
from kglink.lang.terms import is_stop_word
from kglink.linking.alias_index import AliasIndex
from kglink.linking.constraints import extract_constraints
from kglink.linking.families import SIBLINGS_MAX
from kglink.linking.normalize import normalize
from kglink.linking.referring import Reference
from kglink.rewrite.frames import split_clauses, strip_fillers
from kglink.rewrite.name_words import NameWord, names_or_values_say, surname_of
from kglink.rewrite.resources import Resources
from kglink.session import Session

#: How many names beginning with a word are read, at most, to find the things it may mean.
NAMES_READ = 64
#: How many things a question offers, at most.
OFFERED = 4
_CJK_BEFORE = re.compile(r"([\u4e00-\u9fff]{2,4})$")
_LATIN_BEFORE = re.compile(r"(?:^|\s)([A-Z][A-Za-z'-]{2,})\s*$")
_CJK_LEAD = re.compile(r"[\u4e00-\u9fff]{2,}")
_LATIN_WORD = re.compile(r"(?<![A-Za-z0-9'-])[A-Za-z][A-Za-z'-]{2,}(?![A-Za-z0-9'-])")


def find_shared_fronts(
    text: str, pack: LanguagePack, session: Session, resources: Resources, taken: list[tuple[int, int]]
) -> list[NameWord]:
    """The words before a kind's noun ("桐山仓库", "the Quarrow treatment works") and the persons
    called by surname and title ("宋经理") that open the names of two to
    :data:`~kglink.linking.families.SIBLINGS_MAX` things of that kind, none in play: each
    an ambiguous reference among them (the first :data:`OFFERED`)."""
    in_play = {entity_id for entity_id, _ in session.salient()}
    found: list[NameWord] = []
    for start, end, classes in resources.references.type_nouns(text):
        if any(not (end <= a or start >= b) for a, b in taken):
            continue
        for word_start, typed in _words_before(text[:start], pack):
            if any(end == len(typed) for _start, end, _classes in resources.references.type_nouns(typed)):
                # "产品" of "A产品产品": a kind's own noun, no front of names ("空调维保合同" is:
                # a front may open with a kind's noun).
                continue
            members = _opening(typed, resources, lambda e: bool(resources.graph.classes_of(e) & classes),
                               whole_word=pack.spaced)
            if members:
                _add(found, taken, in_play, members, Reference(word_start, end, text[word_start:end], "demonstrative"))
                break
    # In a spaced language, words alone: one no dictionary has that opens names ("any
    # incidents at Quarrow recently?", unless the words after it go on with one of those
    # names), and a capitalised word, or one no dictionary has, that ends the names of
    # several persons ("what's Marsh's email?" with Helen Marsh and Owen Marsh).
    for match in _LATIN_WORD.finditer(text) if pack.spaced else ():
        word = match.group(0).removesuffix("'s")
        if any(not (match.end() <= a or match.start() >= b) for a, b in taken) or is_stop_word(word):
            continue
        unknown = _unknown_word(word, pack)
        if unknown and not extract_constraints(word):  # ("sept": a month opens events' names, and means the month)
            members = _opening(word, resources, lambda _e: True, whole_word=True)
            reference = Reference(match.start(), match.start() + len(word), word, "demonstrative")
            if not _goes_on(text[match.end():], word, members, resources) and _add(
                found, taken, in_play, members, reference
            ):
                continue
        if (unknown or word[0].isupper() and match.start() > 0) and not resources.alias_index.lookup(normalize(word)):
            persons = _surnamed(resources).get(normalize(word), [])
            _add(found, taken, in_play, persons, Reference(match.start(), match.start() + len(word), word,
                                                           "demonstrative"))
    # In a language without spaces, the first characters of the clause alone ("康宁多少钱"
    # with 康宁滴丸 and 康宁片) as the talk opens (no turn before): what it is about, when no
    # name goes on from them. (Later, such characters are mostly a word of the follow-up:
    # "配送是哪家做的".)
    lead = _lead_front(text, pack, resources, taken) if not pack.spaced and not session.turns else None
    if lead is not None:
        _add(found, taken, in_play, lead[1], lead[0])
    for match in pack.addressed.finditer(text):
        if any(not (match.end() <= a or match.start() >= b) for a, b in taken):
            continue
        persons = _opening(match.group("surname"), resources, resources.fit.is_person)
        titled = [e for e in persons if names_or_values_say(resources, e, match.group("title"))]
        _add(found, taken, in_play, titled if len(titled) > 1 else persons,
             Reference(match.start(), match.end(), match.group(0), "demonstrative"))
    return found


def fronts_said(text: str, pack: LanguagePack, resources: Resources) -> set[str]:
    """Every thing a word of ``text`` opens the name of as :func:`find_shared_fronts` reads it
    with nothing in play, clause by clause as the rewriter reads a turn: what a question may
    offer, the user having said that much of it."""
    return {
        e for _offset, clause in split_clauses(text, pack)
        for w in find_shared_fronts(clause, pack, Session(), resources, []) for e in w.choices
    }


def _add(
    found: list[NameWord], taken: list[tuple[int, int]], in_play: set[str], members: list[str], reference: Reference
) -> bool:
    """Ask which of the members the reference means, unless they are too few or too many or
    one is in play (what the words of names in play already read); whether it asks."""
    if not 2 <= len(members) <= SIBLINGS_MAX or in_play & set(members):
        return False
    found.append(NameWord(reference, members[0], choices=tuple(members[:OFFERED])))
    taken.append((reference.start, reference.end))
    return True


def _words_before(before: str, pack: LanguagePack) -> list[tuple[int, str]]:
    """The words a kind's noun may follow, longest first (a demonstrative or 的 between them
    left out): in a language without spaces the last four to two characters before it, in
    a spaced one a capitalised word no dictionary has (a name's, not "North")."""
    trimmed = before.rstrip()
    demonstrative = pack.referring.demonstrative
    ends = [m for m in demonstrative.finditer(trimmed) if m.end() == len(trimmed)] if demonstrative is not None else []
    if ends:
        trimmed = trimmed[: ends[-1].start()].rstrip()
    if pack.spaced:
        match = _LATIN_BEFORE.search(trimmed)
        return [(match.start(1), match.group(1))] if match is not None and _unknown_word(match.group(1), pack) else []
    if pack.possessive and trimmed.endswith(pack.possessive):
        trimmed = trimmed[: -len(pack.possessive)]
    match = _CJK_BEFORE.search(trimmed)
    if match is None:
        return []
    run, offset = match.group(1), match.start(1)
    return [(offset + len(run) - size, run[-size:]) for size in range(len(run), 1, -1)]


def _lead_front(
    text: str, pack: LanguagePack, resources: Resources, taken: list[tuple[int, int]]
) -> tuple[Reference, list[str]] | None:
    """The longest run of two to four characters opening the clause (after its fillers) that
    opens the names of several things and is no name, kind, property or time itself, when
    the character after it goes on with none of those names."""
    body, start = strip_fillers(text, pack)
    run = _CJK_LEAD.match(body)
    if run is None:
        return None
    for size in range(min(len(run.group(0)), 4), 1, -1):
        end = start + size
        word = text[start:end]
        if any(not (end <= a or start >= b) for a, b in taken) or extract_constraints(word) or any(
            s == 0 for s, _e, _c in resources.references.type_nouns(word)
        ) or any(m.start == 0 for m in resources.properties.find(word)):
            continue
        members = _opening(word, resources, lambda _e: True)
        if any(c.node_id in members for a, b in taken for c in resources.alias_index.lookup(normalize(text[a:b]))):
            return None  # ("民用水价第二档": the clause names one of them further on)
        following = normalize(text[end:end + 1])
        if members and not any(
            name.startswith(normalize(word) + following)
            for member in members for name in map(normalize, resources.alias_index.aliases_of(member))
        ):
            # ("安测那个多少钱": the demonstrative after the word is the same reference.)
            demonstrative = pack.referring.demonstrative
            pointing = demonstrative.match(text, end) if demonstrative is not None else None
            if pointing is not None and not any(
                a < pointing.end() and b > end and (a, b) != pointing.span() for a, b in taken
            ):
                end = pointing.end()
            return Reference(start, end, text[start:end], "demonstrative"), members
    return None


def _unknown_word(word: str, pack: LanguagePack) -> bool:
    """Whether a word of a spaced language is no function word and no word its dictionary has."""
    lexicon = lexicon_of(pack)
    return lexicon is not None and not is_stop_word(word) and not lexicon.knows(word.lower())


def _goes_on(after: str, word: str, members: list[str], resources: Resources) -> bool:
    """Whether the word after ``word`` in the text is the next word of a name of one of
    the members ("Quarrow Wastewater …" has said which)."""
    typed = after.split(maxsplit=1)
    if not typed:
        return False
    following = normalize(typed[0].strip(",.;:!?"))
    key = normalize(word)
    for member in members:
        for name in map(normalize, resources.alias_index.aliases_of(member)):
            rest = name[len(key):].split() if name.startswith(key) else []
            if rest and rest[0] == following:
                return True
    return False


_SURNAMES: weakref.WeakKeyDictionary[AliasIndex, dict[str, list[str]]] = weakref.WeakKeyDictionary()


def _surnamed(resources: Resources) -> dict[str, list[str]]:
    """The persons by the last word of their Latin names of two words or more (normal
    form), read once per alias index."""
    kept = _SURNAMES.get(resources.alias_index)
    if kept is None:
        kept = {}
        for entity_id in resources.ontology.entities:
            surname = surname_of(resources, entity_id)
            if surname is not None:
                kept.setdefault(surname, []).append(entity_id)
        _SURNAMES[resources.alias_index] = kept
    return kept


def _opening(
    word: str, resources: Resources, fits: Callable[[str], bool | None], *, whole_word: bool = False
) -> list[str]:
    """The things that fit whose names (any of them) begin with ``word`` (as a whole word,
    when asked: "tech" opens no "Technical Delays"), in name order; none when the word is
    itself a name (the linker reads it) or opens too many."""
    key = normalize(word)
    if not key or resources.alias_index.lookup(key):
        return []
    members: dict[str, None] = {}
    for read, (name, ids) in enumerate(resources.alias_index.names_starting_with(key)):
        if read >= NAMES_READ:
            return []
        if whole_word and not name.startswith(key + " "):
            continue
        for entity_id in sorted(ids):
            if fits(entity_id):
                members[entity_id] = None
    return list(members)

