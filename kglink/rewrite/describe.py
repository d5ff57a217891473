"""Descriptions of entities in play: "the other one", "这俩", "the cheaper one".

A follow-up may point at an entity by how it stands among the others in play rather than
by a name or a pronoun:

- **the other**: "另一家呢", "the other depot" — the one in play of the focus's kind (or of
  the type noun said) that is not the focus;
- **a pair**: "这俩有啥区别", "both of them" — the two most salient in play of one kind;
  "这三个标准" — the three of the type noun's kind, as many as the count says;
- **a gradable word**: "便宜的那个", "the bigger depot", "最近的那家" — of the entities in
  play of one kind, the one whose numeric attribute of that dimension is lowest or
  highest. The dimension's attribute is found by its property label ("价格", "capacity"),
  so any ontology with such attributes answers; without one nothing is resolved.

The words are the language packs' (:mod:`kglink.lang`); the kinds, attributes and values
come from the ontology. Only entities the conversation has put in play are candidates, so
nothing is invented.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from decimal import Decimal, InvalidOperation

from kglink.lang import PACKS, LanguagePack
from kglink.linking.candidates import Mention
from kglink.linking.constraints import extract_constraints
from kglink.linking.disambiguate import Decision
from kglink.linking.families import NUMBERED_GRADES, YEAR, family_members
from kglink.linking.normalize import is_cjk, normalize
from kglink.linking.referring import Reference
from kglink.rewrite.resources import Resources
from kglink.session import Session

#: How many of the most salient entities count as "in play".
IN_PLAY = 8
#: How many words may stand between "the one that does" and the name of what it does it to.
DOING_GAP = 3
#: The first number of an attribute value ("1,200 pallets", "¥35", "4.5分").
_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")
#: The dimension whose values are dates (the packs' ``dimensions`` key).
DATED = "date"
#: How many of the most salient things lend their family of names to "the old one".
FAMILY_IN_PLAY = 4
#: A year in an attribute value ("1 July 2025", "2025-07-01", "2025年").
_YEAR = re.compile(r"(?<!\d)(?:1[89]|20)\d\d(?!\d)")

TypeNouns = tuple[tuple[int, int, frozenset[str]], ...]


def direct_classes(resources: Resources, entity_id: str) -> frozenset[str]:
    """The classes the entity is declared in (not their superclasses)."""
    entity = resources.ontology.entities.get(entity_id)
    return frozenset(entity.types) if entity else frozenset()


def name_head(resources: Resources, entity_id: str) -> str | None:
    """How the entity's label opens: its first two characters, or its first word in a
    spaced language; None when a type noun opens it ("医院保洁合同" opens with a kind, no
    name). Things whose names open alike are confusable by name ("北岭站", "北岭车辆段"),
    whatever their kinds."""
    label = normalize(resources.ontology.label(entity_id, "zh"))
    head = label.split()[0] if " " in label else label[:2]
    if len(head) < 2 or any(start == 0 for start, _end, _classes in resources.references.type_nouns(label)):
        return None
    return head


def describe(
    text: str,
    pack: LanguagePack,
    type_nouns: TypeNouns,
    names: list[Decision],
    session: Session,
    resources: Resources,
    taken: list[tuple[int, int]],
    asked: Sequence[tuple[int, int]] = (),
) -> Iterator[tuple[Reference, tuple[str, ...]]]:
    """The descriptions in ``text`` and the entities they mean; each span found is added
    to ``taken`` so no other reading claims it. ``asked`` are the spans of the property
    names the text asks ("the phone number and postcode for each")."""
    in_play = [entity_id for entity_id, _salience in session.salient()[:IN_PLAY]]
    if not in_play:
        return
    patterns = (
        ("other", pack.other), ("pair", pack.pair), ("pair", pack.pair_of_kind), ("several", pack.several_of_kind),
        ("gradable", pack.gradable),
    )
    for kind, pattern in patterns:
        for match in pattern.finditer(text):
            start, end = match.span()
            if any(not (end <= a or start >= b) for a, b in taken):
                continue
            classes: frozenset[str] = frozenset()
            # (In a language without spaces a grade with its measure word is whole: "大的那个店长
            # 是谁" asks the big one's 店长 when that noun also names a property; "the other
            # region" keeps its noun.)
            whole = kind == "gradable" and not pack.spaced
            for noun_start, noun_end, noun_classes in type_nouns:
                if 0 <= noun_start - end <= 1 and not any(
                    a <= noun_start and (b >= noun_end if whole else b > noun_end) for a, b in asked
                ):
                    # "the other depot": the noun is part of it ("多的那个店长": not 店 of 店长)
                    classes, end = noun_classes, noun_end
            if pattern is pack.pair_of_kind and not classes:
                continue  # "两个问题", "both ways": a count, not the two in play
            if kind == "other" and not classes and any(
                d.mention.start >= end and not text[end:d.mention.start].strip() for d in names
            ):
                continue  # "the other north hub": which of the things so named, the name's own reading
            if kind == "pair":
                if not classes and any(d.mention.start >= end and not text[end:d.mention.start].strip() for d in names):
                    continue  # "both Maple Court Hotel and Crane Noodle House": it goes with the names after it
                if _restates_a_list(text, start, names, pack, asked):
                    continue  # "A、B这俩菜", "从A到B，它俩…": the sentence names the two itself
                answer = session.answer_just_shown()
                # ("他们俩", "them both": a personal pronoun pairs persons.)
                personal = next((p.personal for word, p in pack.referring.pronouns.items()
                                 if match.group(0).casefold().startswith(word)), None)
                among = [e for e in in_play if resources.fit.is_person(e)] if personal else in_play
                places = resources.fit.places()
                if pack.locating.search(text[:start]) and sum(e in places for e in among) >= 2:
                    # ("visitor numbers at both" after an answer naming two curators and their
                    # sites: "at" says the places.)
                    among = [e for e in among if e in places]
                every = "every" in match.re.groupindex and match.group("every")
                listed = [e for e in dict.fromkeys(answer.listed) if e in among and not resources.fit.is_value_node(e)
                          and (not classes or resources.graph.classes_of(e) & classes)] if answer is not None else []
                kindred = _largest_kind(listed, resources) if every else []
                ids = tuple(kindred) if len(kindred) > 2 else _pair(
                    among, classes, resources, answer.entities if answer is not None else (),
                    _side_by_side(classes, session, resources))
            elif kind == "several":
                count = pack.numerals.count(match.group("n"))
                ids = _several(in_play, classes, count or 0, resources)
            elif kind == "other":
                ids = _other(in_play, classes, session, resources)
            else:
                asking = pack.extreme.search(text)
                if asking is not None and asking.start() <= start and end <= asking.end():
                    continue  # "which one has the biggest export cap": the extreme asked, no thing meant
                if pack.graded_predicate.match(text[:start]) and not any(char.isalnum() for char in text[end:]):
                    continue  # "is it the biggest?": said of the subject, whether it is so
                if any(d.node_id and d.mention.start == end for d in names):
                    continue  # "新版盘点制度": which version of the thing named, no other thing
                # ("the older one" after "which is older, that or the Midi Hybrid": of the two
                # the question set side by side, not of all in play.)
                compared = [e for e in _side_by_side(classes, session, resources) if e in in_play]
                alike = len(compared) >= 2 and all(
                    direct_classes(resources, e) == direct_classes(resources, compared[0]) for e in compared)
                ids = _extreme(compared if alike else in_play, classes, match.group("adj"), resources) or extreme_said(
                    in_play, classes, match.group("adj"), session, resources
                ) or _dated_in_family(classes, match.group("adj"), session, resources) or _numbered_in_family(
                    classes, match.group("adj"), session, resources
                )
            if ids:
                taken.append((start, end))
                yield Reference(start, end, text[start:end], "demonstrative", classes=classes,
                                plural=kind in ("pair", "several")), ids
            if kind == "other" and ids:
                # "how can one go up and the other go down": "one" is the thing "the other"
                # is set beside, the focus.
                one = pack.one_of_two.search(text, 0, start)
                focus = _focus(in_play, classes, session, resources)
                if one is not None and focus is not None and focus not in ids and not any(
                    a < one.end() and one.start() < b for a, b in taken
                ):
                    taken.append(one.span())
                    yield Reference(one.start(), one.end(), one.group(0), "demonstrative"), (focus,)
    for match in pack.one_doing.finditer(text):
        # "the one that does the heavy checks": the one thing in play an edge joins to the
        # thing named a few words on, not that thing (nor a value), stands for the phrase.
        if "copula" in match.re.groupindex and match.group("copula"):
            continue  # "is she the one who investigated it": what she is, nobody pointed at
        start = match.start()
        after = next((d for d in names if d.node_id and d.mention.start >= match.end()
                      and len(text[match.end():d.mention.start].split()) <= DOING_GAP), None)
        if after is None:
            continue
        own = (after.mention.start, after.mention.end)
        # (The relative "one that" the pack reads as no reference is this phrase's own.)
        if any(not (after.mention.end <= a or start >= b) for a, b in taken
               if (a, b) != own and not (start <= a and b <= match.end())):
            continue
        doers = _joined_in_play(after.node_id, in_play, resources)
        if len(doers) == 1:
            taken.append((start, after.mention.end))
            yield Reference(start, after.mention.end, text[start:after.mention.end], "demonstrative"), (doers[0],)
    for match in pack.one_described.finditer(text):
        start, end = match.span()
        if any(not (end <= a or start >= b) for a, b in taken):
            continue
        owner = _described_before_name(match.group("word"), in_play, session, resources)
        if owner is not None:
            taken.append((start, end))
            yield Reference(start, end, text[start:end], "demonstrative"), (owner,)
    for noun_start, noun_end, noun_classes in type_nouns:
        whole = pack.whole_of.search(text, 0, noun_start)
        if whole is None or any(not (noun_end <= a or whole.start() >= b) for a, b in taken):
            continue
        parent = _whole(in_play, noun_classes, session, resources)
        if parent:
            taken.append((whole.start(), noun_end))
            yield Reference(whole.start(), noun_end, text[whole.start():noun_end], "demonstrative",
                            classes=noun_classes), parent
    for match in pack.next_step.finditer(text):
        start, end = match.span()
        if any(not (end <= a or start >= b) for a, b in taken):
            continue
        stepped = _next_step(in_play, pack.step_directions.get(match.group("dir").casefold(), 0), session, resources)
        if stepped:
            taken.append((start, end))
            yield Reference(start, end, text[start:end], "demonstrative"), stepped
    for match in pack.one_at.finditer(text):
        anchored = _one_at(match, names, in_play, session, resources)
        start, end = match.span("one")
        if anchored and not any(not (end <= a or start >= b) for a, b in taken):
            taken.append((start, end))
            yield Reference(start, end, text[start:end], "demonstrative"), anchored
    compared = _compared_kind(text, pack, type_nouns, names, session, resources, taken)
    if compared is not None:
        yield compared


def described_by_property(
    text: str, pack: LanguagePack, properties: Sequence[tuple[int, int, str]], session: Session,
    resources: Resources, taken: list[tuple[int, int]],
) -> Iterator[tuple[Reference, tuple[str, ...]]]:
    """"感病的那个" after an answer that said which of three kinds are hardy to a blight and which
    is not: a property's words said of the thing meant (``pack.one_of_property`` right after
    them) mean the one thing in play an edge of that property joins to another thing in play,
    when the answer just shown named it among others of its kind. Each span found is added to
    ``taken``."""
    in_play = [entity_id for entity_id, _salience in session.salient()[:IN_PLAY]]
    answer = session.answer_just_shown()
    graph = resources.graph
    for match in pack.one_of_property.finditer(text):
        said = next(((start, pid) for start, end, pid in properties if end == match.start()), None)
        if said is None or answer is None or any(not (match.end() <= a or said[0] >= b) for a, b in taken):
            continue
        start, property_id = said
        holders = [
            e for e in in_play if not resources.fit.is_value_node(e) and any(
                edge.source == e and edge.predicate == property_id and edge.target in in_play for edge in graph.edges(e)
            )
        ]
        if len(holders) != 1:
            continue
        kinds = direct_classes(resources, holders[0])
        alike = [e for e in answer.entities if direct_classes(resources, e) & kinds]
        if holders[0] in alike and len(alike) >= 2:
            taken.append((start, match.end()))
            yield Reference(start, match.end(), text[start:match.end()], "demonstrative"), (holders[0],)


def _one_at(
    match: re.Match[str], names: list[Decision], in_play: list[str], session: Session, resources: Resources
) -> tuple[str, ...]:
    """"is the 128 newer than the one at Hill Hospital?": the one thing in play joined by
    an edge to the name right after the words, of the kind of the things the clause and
    the topic name when one of those is joined so."""
    anchor = next((d.node_id for d in names if d.node_id and d.mention.start == match.end()), None)
    if anchor is None or resources.fit.is_value_node(anchor):
        return ()  # "the one in the centre" of two hotels just offered: a value tells no node apart
    found = _joined_in_play(anchor, in_play, resources)
    kinds = frozenset().union(*(
        direct_classes(resources, e) for e in (*(d.node_id for d in names if d.node_id), *session.topic.entities)
        if e and e != anchor
    ))
    found = [e for e in found if direct_classes(resources, e) & kinds] or found
    return (found[0],) if len(found) == 1 else ()


def _joined_in_play(anchor: str, in_play: list[str], resources: Resources) -> list[str]:
    """The things in play an edge joins to ``anchor`` (either way), values left out."""
    joined = set(resources.graph.neighbours(anchor))
    return [e for e in in_play if e != anchor and e in joined and not resources.fit.is_value_node(e)]


def one_written(text: str, mentions: Sequence[Mention], pack: LanguagePack, session: Session,
                resources: Resources) -> str:
    """Write out the thing "one" stands for beside a name: "and the one at Harlow?",
    "the Harlow one", "and Harlow's?" after a question about York Yard mean the thing of
    York Yard's kind that goes with Harlow: the one the name itself may mean (a shared
    "Harlow" of Harlow Quay and Harlow Yard), or, when the name means a thing of another
    kind, the one in play joined to it by an edge. Written as its name, every later rule
    reads the clause as naming it; with no such single thing the text is unchanged."""
    if not pack.one_frames:
        return text  # (a language with no such frames reads no kinds for them)
    topic = [e for e in session.topic.entities if not resources.fit.is_value_node(e)]
    kinds = _kind_answered(session, resources) or frozenset().union(*(direct_classes(resources, e) for e in topic))
    if not kinds:
        return text
    in_play = [entity_id for entity_id, _salience in session.salient()[:IN_PLAY]]
    edits: list[tuple[int, int, str]] = []
    for mention in mentions:
        span = _one_frame(text, mention, pack)
        if span is None or mention.kind != "exact":
            continue
        start, end, joined, other, dated = span
        own = {c.node_id for c in mention.candidates}
        # ("the other harlow one": of them, not the topic's own.)
        aside = set(topic) if other else set()
        fitting = {e for e in own if direct_classes(resources, e) & kinds} - aside
        if fitting:
            if len(own) == 1 and not other:
                continue  # "the Flagship one" after another edition: the name says which
        elif joined:
            # "the Harlow one" of a yard when Harlow names a town: the yard joined to it.
            near = set().union(*(resources.graph.neighbours(e) for e in own))
            fitting = {e for e in in_play if e in near and e not in own and e not in aside
                       and direct_classes(resources, e) & kinds and not resources.fit.is_value_node(e)}
            if not fitting:
                # "the York one" after an answer that wrote "Bay Cafe" of the cafes at two
                # towns: of the things that name means, the one joined to York.
                fitting = {e for e in _shared_in_answer(session, resources) if e in near} - aside
        if len(fitting) > 1 and dated:
            # "the current Halden one" of Halden's catering agreements of 2021 and 2024:
            # the newest of their family of names.
            newest = {family_extreme(e, kinds, dated, resources) for e in fitting}
            fitting = newest & fitting if len(newest) == 1 else fitting
        if len(fitting) == 1:
            edits.append((start, end, resources.ontology.label(fitting.pop(), pack.code)))
    for start, end, label in sorted(edits, reverse=True):
        text = text[:start] + label + text[end:]
    return text


def _kind_answered(session: Session, resources: Resources) -> frozenset[str]:
    """The kind the last question asked for by its noun, when the answer named things of
    it: after "list our contracts with Harlow and York" answered with a contract of each,
    "the Harlow one" is Harlow's contract, not Harlow."""
    asked = session.last("user")
    answer = session.answer_just_shown()
    if asked is None or answer is None:
        return frozenset()
    for _start, _end, classes in resources.references.type_nouns(asked.text):
        if any(direct_classes(resources, e) & classes for e in answer.entities if e not in asked.entities):
            return classes
    return frozenset()


def _shared_in_answer(session: Session, resources: Resources) -> set[str]:
    """The things a name the answer just shown wrote means, when it means several ("Bay
    Cafe" of the cafe at each of two towns)."""
    answer = session.answer_just_shown()
    if answer is None:
        return set()
    found: set[str] = set()
    for mention in resources.alias_index.find(answer.text):
        ids = {c.node_id for c in mention.candidates}
        if len(ids) >= 2 and mention.kind == "exact":
            found |= ids
    return found


def _one_frame(text: str, mention: Mention, pack: LanguagePack) -> tuple[int, int, bool, bool, int] | None:
    """The span of the words that make ``mention`` stand for a thing of the topic's kind
    (a frame of ``pack.one_frames``), whether that frame lets it be a joined thing,
    whether it sets the topic's own thing aside ("the other ..."), and the way a word of
    dates before the name grades it ("the current ...": 1, "the old ...": -1; else 0)."""
    for before, after, joined in pack.one_frames:
        opening = before.search(text, 0, mention.start)
        closing = after.match(text, mention.end)
        if opening is not None and opening.end() == mention.start and closing is not None:
            start = opening.start("words") if "words" in before.groupindex else opening.start()
            other = "other" in before.groupindex and opening.group("other") is not None
            graded = opening.group("grade") if "grade" in before.groupindex else None
            grade = _grade(graded) if graded else None
            if graded and (grade is None or grade[0] != DATED):
                continue  # ("the big Harlow one": a grade no date tells)
            return start, closing.end(), joined, other, grade[1] if grade else 0
    return None


#: How many turns back the words the conversation wrote before a name are looked for.
DESCRIBED_TURNS = 4


def _described_before_name(word: str, in_play: list[str], session: Session, resources: Resources) -> str | None:
    """"the standard one" after an answer that wrote "the standard Lumex": the one thing
    in play whose name a recent turn wrote right after that word, the latest such turn
    deciding. None when no turn did or one named two things so."""
    wanted = normalize(word)
    for turn in list(reversed(session.turns))[:DESCRIBED_TURNS]:
        owners: set[str] = set()
        for mention in resources.alias_index.find(turn.text):
            before = re.search(r"([^\W\d_][\w-]*)\s+$", turn.text[:mention.start])
            if before is not None and normalize(before.group(1)) == wanted:
                owners |= {c.node_id for c in mention.candidates if c.node_id in in_play}
        if owners:
            return owners.pop() if len(owners) == 1 else None
    return None


#: How many hops from the topic's entities a thing of the kind a comparison names may be.
COMPARED_DEPTH = 3


def _compared_kind(
    text: str, pack: LanguagePack, type_nouns: TypeNouns, names: list[Decision], session: Session,
    resources: Resources, taken: list[tuple[int, int]],
) -> tuple[Reference, tuple[str, ...]] | None:
    """"跟整个医院比呢", "compared with the whole region": the other side of a comparison
    is a type noun alone; it means the thing of that class in play nearest in the graph to
    the topic's entities (the hospital a department belongs to), when one is nearest."""
    marker = pack.comparison.search(text)
    topic = session.topic.entities
    if marker is None or not topic:
        return None
    group = next((g for g in marker.re.groupindex if marker.group(g)), None)
    if group is None:
        return None
    start, end = marker.span(group)
    if any(d.node_id and start <= d.mention.start < end for d in names):
        return None
    nouns = [(s, e, c) for s, e, c in type_nouns if start <= s and e <= end and not any(a < e and s < b for a, b in taken)]
    if len(nouns) != 1:
        return None
    noun_start, noun_end, classes = nouns[0]
    graph = resources.graph
    if any(graph.classes_of(e) & classes for e in topic):
        return None  # the topic has one of that kind: "跟整家医院比" is another question
    in_play = {entity_id for entity_id, _salience in session.salient()[:IN_PLAY]}
    best: dict[str, int] = {}
    for entity_id in topic:
        for other, hops in graph.neighbours(entity_id, depth=COMPARED_DEPTH).items():
            if other not in in_play or not graph.classes_of(other) & classes:
                continue  # only what the conversation put in play: nothing is invented
            if hops < best.get(other, COMPARED_DEPTH + 1):
                best[other] = hops
    if not best:
        return None
    nearest = min(best.values())
    found = [e for e, hops in best.items() if hops == nearest]
    if len(found) != 1:
        return None
    taken.append((noun_start, noun_end))
    return Reference(noun_start, noun_end, text[noun_start:noun_end], "demonstrative", classes=classes), (found[0],)


def _restates_a_list(
    text: str, start: int, names: list[Decision], pack: LanguagePack, asked: Sequence[tuple[int, int]] = ()
) -> bool:
    """Whether the sentence before ``start`` already lists two things: two names, or
    words joined by a coordinator other than a comma (not property names: "the phone
    number and postcode for each" asks two things of each)."""
    sentence_start = max(text.rfind(mark, 0, start) for mark in "。！？!?；;\n") + 1
    named = [d for d in names if d.node_id and sentence_start <= d.mention.start and d.mention.end <= start]
    if len(named) >= 2:
        return True
    for word in pack.coordinators:
        if word in (",", "，"):
            continue
        # A Latin coordinator is a word of its own: the "or" of "for" joins nothing.
        pattern = rf"(?<![A-Za-z]){re.escape(word)}(?![A-Za-z])" if word.isascii() else re.escape(word)
        for match in re.finditer(pattern, text[:start]):
            if match.start() < sentence_start or not text[sentence_start:match.start()].strip():
                continue  # (an "and" opening the clause, "and both?", joins nothing)
            left = len(text[:match.start()].rstrip())
            right = len(text) - len(text[match.end():].lstrip())
            if not any(a < left <= b or a <= right < b for a, b in asked):
                return True
    return False


def _focus(in_play: list[str], classes: frozenset[str], session: Session, resources: Resources) -> str | None:
    """The topic's entity of ``classes`` (any, when empty), else the most salient one."""
    graph = resources.graph
    return next((e for e in (*session.topic.entities, *in_play) if not classes or graph.classes_of(e) & classes), None)


def _other(in_play: list[str], classes: frozenset[str], session: Session, resources: Resources) -> tuple[str, ...]:
    """The thing in play of the focus's kind that is not the focus. An answer that just
    picked one of the things the question set side by side ("哪条便宜" answered "桐山至枫镇
    干线更便宜") makes that one the focus, whatever order the question named them in."""
    graph = resources.graph
    answer = session.answer_just_shown()
    side_by_side = _side_by_side(classes, session, resources)
    picked = [
        e for e in dict.fromkeys(answer.entities if answer is not None else ())
        if e in side_by_side
    ] if len(side_by_side) >= 2 else []
    focus = picked[0] if len(picked) == 1 else _focus(in_play, classes, session, resources)
    if focus is None:
        return ()
    foci = [focus]
    if len(picked) != 1:
        # ("who's their account manager" -> "whats her email" -> "and the other one's AM?":
        # a focus with none of its kind in play is a step aside; the other is beside the
        # thing the user asked of before it.)
        foci += [e for turn in reversed(session.turns) if turn.role == "user" for e in turn.entities]
    for focus in dict.fromkeys(foci):
        kind = classes or direct_classes(resources, focus)
        others = [e for e in in_play if e != focus and graph.classes_of(e) & kind]
        if others:
            return (others[0],)
    return ()


def _largest_kind(items: list[str], resources: Resources) -> list[str]:
    """The most of ``items`` one class holds (a broader one too: "Tolley 3, Tolley 8 and
    Lanmore Cargo" are bikes, the plan that includes them is not), in order; not a class
    that holds every class of the ontology."""
    graph = resources.graph
    every = len(resources.ontology.classes)
    kinds = {c for e in items for c in graph.classes_of(e) if len(graph.subclass_closure(c)) < every}
    groups = [[e for e in items if kind in graph.classes_of(e)] for kind in sorted(kinds)]
    return max(groups, key=len, default=[])


def _side_by_side(classes: frozenset[str], session: Session, resources: Resources) -> list[str]:
    """The things (of ``classes``, when given) the user's last question set side by side,
    when it compared them ("which is older, that or the Midi Hybrid"); empty otherwise.
    (Only when the question compared them: "新那家" after an answer that brought one in
    is the new one, the focus the old.)"""
    asked = session.last("user")
    if asked is None or not any(
        p.comparison.search(asked.text) or p.comparative.search(asked.text) for p in PACKS.values()
    ):
        return []
    graph = resources.graph
    return [e for e in dict.fromkeys(asked.entities) if not classes or graph.classes_of(e) & classes]


def _pair(
    in_play: list[str], classes: frozenset[str], resources: Resources, shown: Sequence[str] = (),
    compared: Sequence[str] = (),
) -> tuple[str, ...]:
    """The two things of a kind (``classes`` when given) the answer just shown named, if it
    named just two ("Harbour Dental is in the north and Southgate Dental in the south" ->
    "the phone number for each"); else the two of a kind the last question set side by
    side (``compared``); else the first two in salience order that share a kind."""
    graph = resources.graph
    offered = [
        e for e in dict.fromkeys(shown)
        if e in in_play and not resources.fit.is_value_node(e) and (not classes or graph.classes_of(e) & classes)
    ]
    if len(offered) == 2 and (classes or direct_classes(resources, offered[0]) & graph.classes_of(offered[1])):
        return (offered[0], offered[1])
    # ("锐舟汽车授权了东湖店和西岭店" -> "这两家…": of what the answer named, the two of one kind;
    # "I meant August for both" after "how does that compare to Larkspur Depot?": the two
    # depots the question set side by side, not the depot and a figure the answer added.)
    for among in (offered, [e for e in compared if e in in_play and not resources.fit.is_value_node(e)]):
        pairs = {
            members for kind in frozenset().union(*(direct_classes(resources, e) for e in among))
            if len(members := tuple(e for e in among if kind in graph.classes_of(e))) == 2
        }
        if len(pairs) == 1:
            return next(iter(pairs))
    for index, first in enumerate(in_play):
        if classes and not graph.classes_of(first) & classes:
            continue
        kind = classes or direct_classes(resources, first)
        for second in in_play[index + 1:]:
            if graph.classes_of(second) & kind:
                return (first, second)
    return ()


def _several(in_play: list[str], classes: frozenset[str], count: int, resources: Resources) -> tuple[str, ...]:
    """"这三个标准": the ``count`` things in play of ``classes``, when exactly that many are.
    Without a type noun ("三家哪个最高", "which of those three"), the things of the one kind
    of which exactly that many are in play."""
    graph = resources.graph
    things = [e for e in in_play if not resources.fit.is_value_node(e)]
    if classes:
        found = [e for e in things if graph.classes_of(e) & classes]
        return tuple(found) if count >= 3 and len(found) == count else ()
    groups = {
        members for kind in frozenset().union(*(direct_classes(resources, e) for e in things))
        if len(members := tuple(e for e in things if kind in graph.classes_of(e))) == count
    }
    return next(iter(groups)) if count >= 3 and len(groups) == 1 else ()


def _extreme(in_play: list[str], classes: frozenset[str], word: str, resources: Resources) -> tuple[str, ...]:
    """Of one kind in play, the one with the lowest or highest value of the dimension
    ``word`` grades ("cheaper": the lowest price). The kind is the type noun's, else the
    first in salience order of which two or more in play have such a value; nothing when
    there is none or two share the extreme."""
    grade = _grade(word)
    if grade is None:
        return ()
    found = extreme_on(in_play, classes, *grade, resources)
    if not found and grade[0] == DATED:
        found = _derived(in_play, classes, grade[1], resources)
    return found


def extreme_said(
    in_play: list[str], classes: frozenset[str], word: str, session: Session, resources: Resources
) -> tuple[str, ...]:
    """"宽的那个" after "T9厢式车车厢宽2.4米…；T7厢式车宽2.1米", "the busier one" after "York took
    40 trucks, 12 more than Leeds": of the things of one kind the question before named
    and the answer just shown gave figures for, the one it gave the highest (lowest) for,
    or said is above (below) the other; for a grade the graph holds no attribute of.
    Nothing when it tells none apart."""
    grade, answer = _grade(word), session.answer_just_shown()
    if grade is None or answer is None or len(answer.entities) < 2:
        return ()
    direction, text = grade[1], answer.text
    pack = next((p for p in PACKS.values() if p.gradable_words.get(" ".join(word.casefold().split()))), None)
    if pack is None:
        return ()
    mentions = [m for m in resources.alias_index.find(text) if m.kind == "exact" and m.candidates]
    times = [(c.start, c.end) for c in extract_constraints(text) if c.kind == "time"]
    # (Only what the question before named: the things the user set side by side.)
    asked = session.last("user")
    compared = set(asked.entities) & set(in_play) if asked is not None else set()
    shown = [m for m in mentions if m.candidates[0].node_id in compared and (
        not classes or resources.graph.classes_of(m.candidates[0].node_id) & classes)]
    shown_ids = {m.candidates[0].node_id for m in shown}
    # A figure is the grade's only where the answer says the grade or its dimension
    # before it ("宽2.4米", "a capacity of 80"): a street number is no distance.
    said_of = {normalize(w) for w in (word, *pack.dimensions.get(grade[0], ()))}
    # ("东路店和西路店7月客流谁多" answered "东路店7月客流9.1万人次…": the property the
    # question graded is said before each figure.)
    for match in resources.properties.find(asked.text) if asked is not None else ():
        prop = resources.ontology.properties.get(match.payloads[0])
        said_of |= {normalize(label.text) for label in (*prop.labels, *prop.aliases)} if prop is not None else set()
    # "桐北站和桐南站谁的负荷高" answered "桐北站78%，桐南站65%": a question that asked the
    # grade makes a figure said right after each name that thing's (a number after other
    # words, "在人民路1号", is another matter).
    # (So does a question that set them side by side: "compare the east and the south on
    # margin" answered "East Region 31%, South Region 27%".)
    # (So does one that picked one of them by any grade: "这两个所哪个户数多" answered with
    # each office's count, then "小的那个": the smaller count's.)
    dimensions = {of for of, _direction in pack.gradable_words.values()}
    # (So does one that asked a figure of each, a thing it named beside them or a property:
    # "滨河店和望山店6月续卡率分别多少" answered "滨河店62%，望山店58%", then "低的那家".)
    graded = asked is not None and (_says_grade(asked.text, grade[0], pack) or compares(asked.text) or (
        bool(pack.picks_one.search(asked.text)) and any(_says_grade(asked.text, d, pack) for d in dimensions)
    ) or (len(shown_ids) >= 2 and (
        bool(set(asked.entities) - shown_ids) or bool(resources.properties.find(asked.text))
    )))
    values: dict[str, Decimal] = {}
    above: set[tuple[str, str]] = set()  # (higher, lower)
    for index, mention in enumerate(shown):
        entity_id = mention.candidates[0].node_id
        nxt = next((m.start for m in mentions if m.start >= mention.end), len(text))
        stop = min(nxt, next((match.start() for match in _CLAUSE_BREAK.finditer(text, mention.end)), len(text)))
        before = text[max(0, mention.start - 24):mention.start]
        than = pack.than.search(before)
        if than is not None and not before[than.end():].strip() and index > 0:
            # "…比西湖仓多3000件", "12 more than Leeds": measured against the side before.
            said = _grade_near(text, mention.end, before[:than.start()], pack)
            other = shown[index - 1].candidates[0].node_id
            if said is not None and other != entity_id:
                above.add((other, entity_id) if said > 0 else (entity_id, other))
            continue
        value = _first_number(text, mention.end, stop, times, pack, said_of)
        if value is None and graded:
            value = _first_number(text, mention.end, stop, times, pack, None)
        if value is not None and entity_id not in values:
            values[entity_id] = value
    kinds = [direct_classes(resources, e) for e in values] + [direct_classes(resources, a) for a, _b in above]
    if any(not kind or kind != kinds[0] for kind in kinds):
        return ()  # things of several kinds: no one scale
    if len(above) == 1 and not values.keys() - set(next(iter(above))):
        higher, lower = next(iter(above))
        return (higher,) if direction > 0 else (lower,)
    ranked = sorted(values.items(), key=lambda item: item[1] * direction, reverse=True)
    if len(ranked) < 2 or ranked[0][1] == ranked[1][1]:
        return ()
    return (ranked[0][0],)


#: Where a clause of an answer ends: what it says of one thing stops there.
_CLAUSE_BREAK = re.compile(r"[，,；;。.!?！？\n](?!\d)")
_SAID_NUMBER = re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*([^\W\d_]*)")


def _grade_near(text: str, end: int, before: str, pack: LanguagePack) -> int | None:
    """The direction of the grade said right after ``end`` ("多3000件") or right before the
    word "than" (``before``: "12 more"), by the pack's graded words."""
    after = text[end:end + 4]
    for said, (_dimension, direction) in sorted(pack.gradable_words.items(), key=lambda item: -len(item[0])):
        if after.startswith(said) or before.rstrip().casefold().endswith(said):
            return direction
    return None


def compares(text: str) -> bool:
    """Whether a text sets things side by side ("compare X and Y", "X vs Y", "X跟Y比"): any
    pack's comparison cue, or its comparison words ("compare", "对比")."""
    return any(
        p.comparison.search(text) or (p.constraints.compare_after and re.search(p.constraints.compare_after, text, re.I))
        for p in PACKS.values()
    )


#: How many characters of words (not function characters) may stand between a name and
#: its figure in a language without spaces: a qualifier ("北门诊所日均80人次"), not a
#: place ("在人民路80号").
QUALIFIER_CHARS = 2


def _says_grade(text: str, dimension: str, pack: LanguagePack) -> bool:
    """Whether ``text`` says a graded word of ``dimension`` ("高" or "低" of a level; in a
    spaced language, as a word of its own)."""
    folded = text.casefold()
    for said, (of, _direction) in pack.gradable_words.items():
        if of != dimension:
            continue
        if re.search(rf"(?<![a-z]){re.escape(said)}(?![a-z])" if pack.spaced else re.escape(said), folded):
            return True
    return False


def _first_number(
    text: str, start: int, stop: int, times: list[tuple[int, int]], pack: LanguagePack, said_of: set[str] | None
) -> Decimal | None:
    """The first number in ``text[start:stop]`` that is no date and comes after one of the
    words ``said_of`` (without them, right after ``start``: nothing but marks, function
    characters and a short qualifier between), scaled by the multiplier written after it ("6.6万", "12k")."""
    for match in _SAID_NUMBER.finditer(text, start, stop):
        if any(a <= match.start() < b for a, b in times):
            continue
        between = text[start:match.start()]
        if said_of is None and (
            any(c.isalpha() for c in between) if pack.spaced
            else sum(c.isalnum() and c not in pack.function_chars for c in between) > QUALIFIER_CHARS
        ):
            return None
        if said_of is not None and not any(w and w in normalize(between) for w in said_of):
            continue
        try:
            value = Decimal(match.group(1).replace(",", ""))
        except InvalidOperation:
            continue
        # ("6.6万人次": a Chinese multiplier opens the unit; "12k", not the "k" of "12 kids".)
        unit = match.group(2).casefold()
        scale = next((
            factor for name, factor in pack.numerals.multipliers.items()
            if unit == name or (is_cjk(name[0]) and unit.startswith(name))
        ), 1)
        return value * scale
    return None


def _dated_in_family(
    classes: frozenset[str], word: str, session: Session, resources: Resources
) -> tuple[str, ...]:
    """"旧版呢", "the old one" after the Lending Rules 2025, their 2022 version never
    named: of the family of a thing in play (kglink.linking.families: names that open
    alike), the oldest or newest by the dates they hold, when it is another member."""
    grade = _grade(word)
    if grade is None or grade[0] != DATED:
        return ()
    for entity_id, _salience in session.salient()[:FAMILY_IN_PLAY]:
        found = family_extreme(entity_id, classes, grade[1], resources)
        if found is not None and found != entity_id:
            return (found,)
    return ()


_NAME_NUMBER = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?![\d.])")


def _numbered_in_family(
    classes: frozenset[str], word: str, session: Session, resources: Resources
) -> tuple[str, ...]:
    """"and the bigger one?" after the Pico 20, whose sibling the Pico 24 nobody named; "大盒的呢"
    after 康宁片7片装: of the family of a thing in play whose names each hold one number (no
    year), the member whose number comes next above (a grade of more) or below it."""
    grade = _grade(word)
    if grade is None or grade[0] not in NUMBERED_GRADES:
        return ()
    for entity_id, _salience in session.salient()[:FAMILY_IN_PLAY]:
        members = [
            e for e in family_members(resources.ontology, resources.alias_index, entity_id)
            if not classes or resources.graph.classes_of(e) & classes
        ]
        numbers: dict[str, Decimal] = {}
        for member in members:
            label = YEAR.sub(" ", resources.ontology.label(member, None))
            found = _NAME_NUMBER.findall(label)
            if len(found) == 1:
                numbers[member] = Decimal(found[0])
        if entity_id not in numbers or len(numbers) < 2 or len(numbers) < len(members):
            continue
        own = numbers[entity_id]
        beyond = sorted(
            ((n - own) * grade[1], e) for e, n in numbers.items() if (n - own) * grade[1] > 0
        )
        if beyond and (len(beyond) == 1 or beyond[0][0] != beyond[1][0]):
            return (beyond[0][1],)
    return ()


def family_extreme(entity_id: str, classes: frozenset[str], direction: int, resources: Resources) -> str | None:
    """Of the entity's family of names (of ``classes``, if any), the oldest (``direction``
    -1) or newest (1) by the date each holds, else the year its name gives ("…2022版");
    None when a member has neither, or two share the extreme."""
    dated = _dated_members(entity_id, classes, resources)
    if len(dated) < 2:
        return None
    dated.sort(key=lambda item: item[0] * direction, reverse=True)
    return dated[0][1] if dated[0][0] != dated[1][0] else None


def family_next(entity_id: str, direction: int, resources: Resources) -> str | None:
    """Of the entity's family of names, the member dated right before it (``direction`` -1:
    "上一版", "the previous version") or right after it (1); None when a member has no date,
    or two share the date wanted or the entity's."""
    dated = _dated_members(entity_id, frozenset(), resources)
    own = next((v for v, e in dated if e == entity_id), None)
    if own is None or sum(1 for v, _e in dated if v == own) > 1:
        return None
    beyond = sorted(
        ((v, e) for v, e in dated if (v - own) * direction > 0), key=lambda item: (item[0] - own) * direction
    )
    if not beyond or (len(beyond) > 1 and beyond[0][0] == beyond[1][0]):
        return None
    return beyond[0][1]


def _dated_members(entity_id: str, classes: frozenset[str], resources: Resources) -> list[tuple[Decimal, str]]:
    """The members of the entity's family of names (of ``classes``, if any) with the date
    each holds, else the year its name gives ("…2022版"); none when a member has neither."""
    words = {normalize(w) for pack in PACKS.values() for w in pack.dimensions.get(DATED, ())}
    members = [
        e for e in family_members(resources.ontology, resources.alias_index, entity_id)
        if not classes or resources.graph.classes_of(e) & classes
    ]
    dated = [(v, e) for e in members if (v := _value(resources, e, words, dated=True) or _dated(
        resources.ontology.label(e, None))) is not None]
    return dated if len(dated) == len(members) else []


def _derived(in_play: list[str], classes: frozenset[str], direction: int, resources: Resources) -> tuple[str, ...]:
    """"the older one" of two things in play of one kind that no date tells apart, when an
    edge leads from one to the other (a variant to its base, a version to the one it
    supersedes, a model to the one it improves on): the older is the one the edge leads
    to, the newer the one it leaves from. Nothing when no such pair, or several."""
    graph = resources.graph
    pairs = {
        (edge.source, edge.target)
        for entity_id in in_play for edge in graph.edges(entity_id)
        if edge.source == entity_id and edge.target in in_play and edge.target != entity_id
        and direct_classes(resources, edge.source) & direct_classes(resources, edge.target)
        and (not classes or graph.classes_of(edge.source) & classes)
    }
    if len(pairs) != 1:
        return ()
    ((newer, older),) = pairs
    if (older, newer) in {(e.source, e.target) for e in graph.edges(older)}:
        return ()  # joined both ways ("near", "sister of"): no order
    return (older,) if direction < 0 else (newer,)


def extreme_on(
    in_play: list[str], classes: frozenset[str], dimension: str, direction: int, resources: Resources
) -> tuple[str, ...]:
    """Of one kind in play, the one with the lowest (``direction`` -1) or highest (1)
    value of ``dimension`` ("price", "date"), as :func:`_extreme` reads it."""
    words = {normalize(w) for pack in PACKS.values() for w in pack.dimensions.get(dimension, ())}
    graph = resources.graph
    valued = [(e, v) for e in in_play if (v := _value(resources, e, words, dated=dimension == DATED)) is not None]
    kinds = [classes] if classes else [direct_classes(resources, e) for e, _v in valued]
    for kind in kinds:
        values = [(value, e) for e, value in valued if graph.classes_of(e) & kind]
        if len(values) < 2:
            continue
        values.sort(key=lambda item: item[0] * direction, reverse=True)
        return () if values[0][0] == values[1][0] else (values[0][1],)
    return ()


def _whole(in_play: list[str], classes: frozenset[str], session: Session, resources: Resources) -> tuple[str, ...]:
    """"and the main system?" after a module: the one thing of ``classes`` joined by an
    edge to the focus (the topic's thing, else the most salient one), not the focus itself,
    that somebody in the conversation named."""
    focus = next(iter(session.topic.entities), None) or next(iter(in_play), None)
    if focus is None:
        return ()
    graph = resources.graph
    wholes = [
        n for n in dict.fromkeys(graph.neighbours(focus))
        if n != focus and graph.classes_of(n) & classes and n in session.entities
    ]
    return (wholes[0],) if len(wholes) == 1 else ()


def _next_step(in_play: list[str], direction: int, session: Session, resources: Resources) -> tuple[str, ...]:
    """"the next one up" after "the cheapest plan" (answered: Basic): of the focus's kind
    in play, the one whose value on the dimension last graded (else the first dimension the
    focus has a value of) is the nearest beyond the focus's in ``direction``."""
    focus = _focus(in_play, frozenset(), session, resources)
    if focus is None or not direction:
        return ()
    kind = direct_classes(resources, focus)
    graded = _last_graded(session)
    dimensions = (graded,) if graded else tuple(dict.fromkeys(d for pack in PACKS.values() for d in pack.dimensions))
    for dimension in dimensions:
        words = {normalize(w) for pack in PACKS.values() for w in pack.dimensions.get(dimension, ())}
        own = _value(resources, focus, words, dated=dimension == DATED)
        if own is None:
            continue
        beyond = [
            (value, e) for e in in_play
            if e != focus and resources.graph.classes_of(e) & kind
            and (value := _value(resources, e, words, dated=dimension == DATED)) is not None
            and (value - own) * direction > 0
        ]
        beyond.sort(key=lambda item: abs(item[0] - own))
        if not beyond or len(beyond) > 1 and beyond[0][0] == beyond[1][0]:
            return ()
        return (beyond[0][1],)
    return ()


def _last_graded(session: Session) -> str | None:
    """The dimension of the gradable word the user last said ("the cheapest plan": price)."""
    for record in reversed(session.history):
        if record.role != "user":
            continue
        for pack in PACKS.values():
            for match in pack.gradable.finditer(record.text):
                grade = _grade(match.group("adj"))
                if grade is not None:
                    return grade[0]
    return None


def _grade(word: str) -> tuple[str, int] | None:
    folded = " ".join(word.casefold().split())
    for pack in PACKS.values():
        grade = pack.gradable_words.get(folded)
        if grade is not None:
            return grade
    return None


def _value(resources: Resources, entity_id: str, words: set[str], *, dated: bool = False) -> Decimal | None:
    """The first number of the entity's attribute whose property label has one of
    ``words``; ``dated``, of a value that holds a year ("1 July 2025"), the year and its
    month, from the shortest such value: a date ("2019年5月") before a note that mentions
    one ("初版，…已于2025年6月停印", of a property "版本说明")."""
    entity = resources.ontology.entities.get(entity_id)
    if entity is None:
        return None
    dates: list[tuple[int, Decimal]] = []
    number: Decimal | None = None
    for attribute in entity.attributes:
        prop = resources.ontology.properties.get(attribute.predicate)
        labels = [label.text for label in (*prop.labels, *prop.aliases)] if prop is not None else []
        if not any(word in normalize(label) for label in labels for word in words):
            continue
        when = _dated(attribute.value) if dated else None
        if when is not None:
            dates.append((len(attribute.value), when))
            continue
        match = _NUMBER.search(attribute.value) if number is None else None
        if match is not None:
            try:
                number = Decimal(match.group(0).replace(",", ""))
            except InvalidOperation:
                continue
            if not dated:
                return number
    return min(dates, key=lambda item: item[0])[1] if dates else number


def _dated(value: str) -> Decimal | None:
    """A value with a year in it as year and month (202507 for "1 July 2025", "2025-07",
    "2025年7月"), so that the day before the month does not count as its number; None
    without a year."""
    year = _YEAR.search(value)
    if year is None:
        return None
    month = 0
    words = re.findall(r"[^\W\d_]+", value)
    for pack in PACKS.values():
        month = month or next((pack.time.month_names[w.casefold()] for w in words if w.casefold() in pack.time.month_names), 0)
    if not month:
        # (A dash, a slash, a dot, or a letter of a script that writes the unit: "2025年7月".)
        after = re.match(r"\s*(?:[-/.]|[^\x00-\x7f])\s*(\d{1,2})(?!\d)", value[year.end():])
        month = int(after.group(1)) if after is not None and 1 <= int(after.group(1)) <= 12 else 0
    return Decimal(int(year.group(0)) * 100 + month)


__all__ = ["describe", "direct_classes", "extreme_on"]
