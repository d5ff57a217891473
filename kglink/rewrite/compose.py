"""Composing queries: the pieces a rewritten query is made of and put together from.

A query is the user's words edited: spans replaced (:func:`splice`), a topic phrase put in
front (:func:`join`), items of the previous query swapped for new ones
(:meth:`Composer.substitute`). The items of a query are its entities, its constraints
and the properties it asks about (:meth:`Composer.items`); an ellipsis or a correction
replaces an item of the same kind.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from kglink.lang.terms import content_terms, is_stop_word
from kglink.linking.constraints import Constraint, extract_constraints
from kglink.linking.matcher import inside_a_longer_match
from kglink.linking.normalize import is_cjk, is_word_char, normalize
from kglink.lang import PACKS, LanguagePack, ValueKind, get_pack
from kglink.rewrite.resources import Resources
from kglink.session import Topic

logger = logging.getLogger(__name__)

#: Name similarity (rapidfuzz partial ratio) from which two names of different classes count
#: as confusable, so a correction or an ellipsis replaces one by the other. ("South Zone" and
#: "Lost Tonnage", alike in nothing but letters, reach 60; "产品A" and "A系列产品" 80.)
SIMILAR_NAME = 65.0
#: What being attached in the graph adds to that similarity ("A Series" and "Product A").
ADJACENT_BONUS = 30.0
#: The longest word a topic phrase's end and the question's start may share ("流程").
MAX_OVERLAP = 6
#: How far a question word may stand from the property it asks: words ("how long is the
#: transit time"), or characters in a language without spaces ("时效是多久").
MAX_QUESTION_GAP = 3
MAX_QUESTION_GAP_CHARS = 1
# The longest word of a name looked for in a query: a query of any length costs a bounded
# number of lookups per character.
_WORD_LONGEST = 12


@dataclass(frozen=True, slots=True)
class QueryItem:
    """Something in a query that a later turn may replace: an entity, a constraint, a property."""

    start: int
    end: int
    kind: str          # "entity" | "constraint" | "property"
    key: str           # entity id, constraint (kind, slot) key, or property id
    text: str
    classes: frozenset[str] = frozenset()    # an entity's classes (declared)
    ancestors: frozenset[str] = frozenset()  # ... with their superclasses
    known: bool = True  # False: a name the ontology does not know, typed by its look-alike


class Composer:
    """Reads the items of queries and writes new queries over one ontology."""

    def __init__(self, resources: Resources) -> None:
        self.resources = resources

    def label(self, entity_id: str, lang: str) -> str:
        return self.resources.ontology.label(entity_id, lang)


    def classes_of(self, ids: Iterable[str]) -> frozenset[str]:
        result: set[str] = set()
        for entity_id in ids:
            result |= self.direct_classes(entity_id)
        return frozenset(result)


    def direct_classes(self, entity_id: str) -> frozenset[str]:
        entity = self.resources.ontology.entities.get(entity_id)
        return frozenset(entity.types) if entity else frozenset()


    def classes_named(self, text: str) -> frozenset[str]:
        found: set[str] = set()
        for _start, _end, classes in self.resources.references.type_nouns(text):
            found |= classes
        return frozenset(found)


    def items(self, query: str, topic: Topic) -> list[QueryItem]:
        """Entities, constraints and properties of a query, in text order."""
        items: list[QueryItem] = []
        preferred = set(topic.entities)
        graph = self.resources.graph
        properties = self.resources.properties.find(query)
        for mention in self.resources.alias_index.find(query):
            if inside_a_longer_match(mention.start, mention.end, properties):
                continue  # ("hourly" of "hourly rate")
            ids = [c.node_id for c in mention.candidates]
            chosen = next((i for i in ids if i in preferred), ids[0] if ids else None)
            if not chosen:
                continue
            if mention.kind == "exact":
                items.append(QueryItem(mention.start, mention.end, "entity", chosen, mention.text,
                                   self.direct_classes(chosen), graph.classes_of(chosen)))
            else:
                # "西北区": unknown, but shaped like a region; a later "那西南区呢" replaces it.
                items.append(QueryItem(mention.start, mention.end, "entity", f"unknown:{mention.text}", mention.text,
                                   self.direct_classes(chosen), graph.classes_of(chosen), known=False))
        taken = [(i.start, i.end) for i in items]
        for constraint in extract_constraints(query):
            if all(constraint.end <= s or constraint.start >= e for s, e in taken):
                items.append(QueryItem(constraint.start, constraint.end, "constraint",
                                   _constraint_key(constraint), constraint.text))
        taken = [(i.start, i.end) for i in items]
        for match in properties:
            # ("at" as a property's alias is a word of any question, never the property asked.)
            if is_stop_word(match.text) and not any(is_cjk(c) for c in match.text):
                continue
            if all(match.end <= s or match.start >= e for s, e in taken):
                items.append(QueryItem(match.start, match.end, "property", match.payloads[0], match.text))
        items.sort(key=lambda item: item.start)
        return items


    def phrase(
        self,
        topic: Topic,
        lang: str,
        *,
        exclude_classes: frozenset[str] = frozenset(),
        exclude_ids: Iterable[str] = (),
        exclude_constraints: Sequence[Constraint] = (),
    ) -> tuple[str, dict[str, str]]:
        """The topic as a noun phrase: its entities and constraints in the order of its last
        query ("华东区7月销售额"), without what the current clause replaces; never the
        property the last query asked (the caller writes it, or the clause's own)."""
        skip_ids = set(exclude_ids)
        replaced_slots = {(c.kind, c.slot) for c in exclude_constraints if not c.compare}
        in_force = [c for c in topic.constraints if (c.kind, c.slot) not in replaced_slots]
        wanted_entities = [
            e for e in topic.entities
            if e not in skip_ids and not (self.direct_classes(e) & exclude_classes)
        ]
        parts: list[str] = []
        written: dict[str, str] = {}
        used_entities: set[str] = set()
        used_constraints: set[int] = set()
        run_classes: frozenset[str] = frozenset()  # classes of the entity part just written
        placed: list[tuple[int, frozenset[str]]] = []  # each entity part: where, of what classes
        last_classes: frozenset[str] = frozenset()  # ... of the last part, if an entity's
        for item in self.items(topic.query, topic) if topic.query else []:
            if item.kind == "entity" and item.key in wanted_entities and item.key not in used_entities:
                label = self.label(item.key, lang)
                classes = self.direct_classes(item.key)
                if classes & run_classes:
                    # "安心保Plus和安心保": like things stay coordinated.
                    parts[-1] = and_list([parts[-1], label], lang)
                else:
                    parts.append(label)
                placed.append((len(parts) - 1, classes))
                run_classes = last_classes = classes
                written[normalize(label)] = item.key
                used_entities.add(item.key)
                continue
            run_classes = frozenset()
            if item.kind == "constraint":
                for index, constraint in enumerate(in_force):
                    if index not in used_constraints and _constraint_key(constraint) == item.key:
                        parts.append(constraint.display)
                        last_classes = frozenset()
                        used_constraints.add(index)
                        break
            elif item.kind == "entity" and not item.known and not (item.classes & exclude_classes):
                parts.append(item.text)  # an unknown name stays as the user wrote it
                last_classes = frozenset()
        # (A property asked, which the phrase does not write, parts no like things.)
        run_classes = last_classes
        for entity_id in wanted_entities:  # (after the last item, a like thing is coordinated with it)
            if entity_id not in used_entities:
                label = self.label(entity_id, lang)
                classes = self.direct_classes(entity_id)
                # ("Stonewhistle Brewery Volume Q1" + Fenlark Brewhouse, compared: beside its
                # like, "Stonewhistle Brewery and Fenlark Brewhouse Volume Q1".)
                like = next((index for index, kinds in placed if kinds & classes), None)
                if classes & run_classes:
                    parts[-1] = and_list([parts[-1], label], lang)  # like things, as above
                elif like is not None:
                    parts[like] = and_list([parts[like], label], lang)
                else:
                    parts.append(label)
                    placed.append((len(parts) - 1, classes))
                run_classes = classes
                written[normalize(label)] = entity_id
        for index, constraint in enumerate(in_force):
            if index not in used_constraints:
                parts.append(constraint.display)
        # "March Portmere Flood" + "March": a period the name written says already goes.
        said = [normalize(label) for label in written]
        parts = [p for p in parts if normalize(p) in said or not any(normalize(p) in name for name in said)]
        return concat(parts, lang), written


    def _subject_replaced(self, replace: Callable[..., bool], items: Sequence[QueryItem], topic: Topic,
                          slot_text: str) -> bool:
        """"梧桐广场呢" after "青杉店5月客流多少": a name of no kind takes the place of
        the place the figure was asked of (one the documents give it for place by place), not
        of the figure."""
        fit = self.resources.fit
        keys = {i.key for i in items if i.kind == "entity"}
        subjects = {e for e in keys if any(e in fit.reported_places(f) for f in keys if f != e)}
        return bool(subjects) and replace(lambda i: i.kind == "entity" and i.key in subjects, slot_text)

    def substitute(
        self,
        query: str,
        entities: Sequence[str],
        constraints: Sequence[Constraint],
        properties: Sequence[str],
        lang: str,
        topic: Topic,
        *,
        unlinked: tuple[str, frozenset[str]] | None = None,
        replaces: dict[str, str] | None = None,
        correcting: bool = False,
        together: bool = False,
    ) -> tuple[str, dict[str, str]]:
        """Put new entities, constraints and properties in place of the items of the same
        kind in ``query`` (an entity of the same class, a constraint of the same slot); with
        ``together`` (the things one plural reference means), an entity goes beside a like
        one of ``entities`` that the query already names."""
        items = self.items(query, topic)
        pieces: list[tuple[int, int, str]] = []
        prefix: list[str] = []
        written: dict[str, str] = {}
        used: set[int] = set()

        def replace(match_fn, text: str, *, group_fn=None, everywhere: bool = False) -> bool:
            # The latest item of a kind is the one being varied ("…和华南区比" -> "那华北区呢").
            # With ``group_fn``, the items coordinated with it that group_fn accepts go too.
            for index, item in reversed(list(enumerate(items))):
                if index not in used and match_fn(item):
                    group = _coordinated(query, items, index, group_fn) if group_fn else [index]
                    used.update(group)
                    pieces.append((items[group[0]].start, items[group[-1]].end, text))
                    # "how many seats has X and has X got showers", then "and Y?": the
                    # thing varied goes wherever the query repeats it (not words of no
                    # name, "那现在呢", which vary one place).
                    again = [j for j, other in enumerate(items) if everywhere and j not in used
                             and item.kind == "entity" and other.kind == "entity" and other.key == item.key]
                    used.update(again)
                    pieces.extend((items[j].start, items[j].end, text) for j in again)
                    return True
            return False

        for entity_id in entities:
            if any(i.kind == "entity" and i.key == entity_id for i in items):
                continue
            label = self.label(entity_id, lang)
            written[normalize(label)] = entity_id
            classes = self.direct_classes(entity_id)
            ancestors = self.resources.graph.classes_of(entity_id)
            # One new item for a coordination of its kind ("安心保Plus和安心保" -> "少儿版呢")
            # takes the place of the whole coordination.
            alone = sum(1 for other in entities if self.direct_classes(other) & classes) == 1
            group_fn = (lambda i: i.kind == "entity" and bool(i.classes & classes)) if alone else None
            if replaces and entity_id in replaces:
                source = replaces[entity_id]
                if replace(lambda i: i.kind == "entity" and i.key == source, label, group_fn=group_fn):
                    continue
            kept = [i for i in items if i.kind == "entity" and i.key in entities and i.classes & classes]
            if together and kept and not replaces:
                # "both in July" after the Annexe's events in June: the thing the query
                # names stays, and its like one goes beside it, not in its place.
                pieces.append((kept[-1].end, kept[-1].end, get_pack(lang).list_and + label))
                continue
            if replace(lambda i: i.kind == "entity" and bool(i.classes & classes), label, group_fn=group_fn,
                       everywhere=True):
                continue
            if replace(lambda i: i.kind == "entity" and bool(i.ancestors & ancestors), label, everywhere=True):
                continue
            # A confusable name of another class ("A系列产品" for "产品A", "A Series" for
            # "Product A"): the most similar name, or one the graph attaches to it.
            similar = self.most_similar(
                entity_id,
                [i for index, i in enumerate(items) if i.kind == "entity" and i.known and index not in used],
                adjacent_counts=correcting,
            )
            if similar is not None and replace(lambda i: i is similar, label):
                continue
            held = next(((i, h) for i in reversed(items) if i.kind == "entity" and i.known
                         and (h := self.counterpart_held(i.key, entity_id)) is not None), None)
            if held is not None and replace(lambda i: i is held[0],
                                            self.counterpart_label(held[0].key, entity_id, held[1], lang)):
                continue
            # "西北区" (no such region) then "那西南区呢": words of the same shape are varied.
            span = _same_shape_span(query, label, [(i.start, i.end) for i in items] + [(s, e) for s, e, _t in pieces])
            if span is not None:
                pieces.append((*span, label))
            else:
                prefix.append(label)
        if unlinked is not None:
            slot_text, classes = unlinked
            counterpart = _counterpart_span(query, slot_text, [(i.start, i.end) for i in items])
            if counterpart is not None:
                # "How about Indian food?" after "…serve Scandinavian food…", "P1呢" after
                # "…P0的…": the words of the same kind, not some entity, are varied.
                slot_text = _trim_stop_words(slot_text)
                pieces.append((*counterpart, slot_text))
            elif (parallel := self.parallel_span(query, slot_text, lang, [(i.start, i.end) for i in items])) is not None:
                # "退货呢" after "…破损几件": the ontology names things of one kind after both
                # words alike ("退货件数", "破损件数"), so the word varies, not the subject.
                pieces.append((*parallel, slot_text.strip()))
            else:
                # "那丰禾9号呢" after "丰禾7号…": an unknown sibling's name takes its place; else
                # the slot takes the place of an entity of its kinds (of any, when it names none).
                core = slot_text.strip()
                pack = get_pack(lang)
                figure = core in pack.figure_words
                last = next((i for i in reversed(items) if i.kind == "entity" or figure and i.kind == "property"), None)
                # ("调课呢" after "补课制度…": another thing of its kind, said in the user's word.)
                varied = replace(lambda i: i.kind == "entity" and self._front_varied(i, core), core)
                if not varied and not replace(lambda i: i.kind == "entity" and _same_shape(query[i.start:i.end], core), core):
                    if not pack.spaced and not classes and last is not None and (figure or self.documents_word(core)):
                        # "环比呢" after "…床位使用率多少": a word that says more of a figure,
                        # or one the documents use, of no kind, is no name in an entity's
                        # place; it says more of the last thing asked, written after it as a
                        # language without spaces does.
                        pieces.append((last.end, last.end, core))
                    elif figure:
                        # ("and year on year?" after a clinic's July visits: more of the figure,
                        # said beside the question, never a name in the clinic's place.)
                        prefix.append(core)
                    elif classes and not replace(
                        lambda i: i.kind == "entity" and bool(i.ancestors & classes), slot_text
                    ) or not classes and not self._subject_replaced(replace, items, topic, slot_text) and not replace(
                        lambda i: i.kind == "entity", slot_text
                    ):
                        prefix.append(slot_text)
        groups: dict[str, list[Constraint]] = {}
        for constraint in constraints:
            if not constraint.compare:
                groups.setdefault(_constraint_key(constraint), []).append(constraint)
        for key, group in groups.items():
            # ("8、9月呢" after "…7月营收": both months take the place of the one before.)
            text = and_list([c.display for c in group], lang) if len(group) > 1 else group[0].display
            if not replace(lambda i: i.kind == "constraint" and i.key == key, text):
                prefix.append(text)
        for property_id in properties:
            label = self.resources.ontology.properties[property_id].label(lang)
            if not replace(lambda i: i.kind == "property", label):
                prefix.append(label)
            else:
                # ("谁调度" then "时效呢": the question word goes with the new property.)
                pieces[-1:] = self.asked_anew(query, pieces[-1], self.resources.fit.value_kind(property_id), lang, items)
        result = _undouble(splice(query, pieces))
        if prefix:
            result = join(concat(prefix, lang), result, lang)
        return result, written


    def asked_anew(
        self, query: str, piece: tuple[int, int, str], kind: ValueKind | None, lang: str, items: Sequence[QueryItem]
    ) -> list[tuple[int, int, str]]:
        """The piece that writes something new in the place of the property asked, with
        the question word beside it made to ask a value of ``kind``: "时效多久" -> "单托成本
        多少", "谁调度" -> "时效多久", "how long is the transit time" -> "what is the cost"."""
        pack = get_pack(lang)
        if not pack.value_questions:
            return [piece]
        start, end, label = piece
        inside = question_words(pack).search(query, start, end)
        if inside is not None and pack.asked_after and not question_words(pack).search(label):
            # ("多少户" -> "建筑面积多少": the property's name held the question word; the
            # new one is asked with the word for its kind of value, after it.)
            word = pack.kind_questions.get(kind, inside.group(0)) if kind is not None else inside.group(0)
            return [(start, end, label + word)]
        if kind is None:
            return [piece]
        near = None
        for match in question_words(pack).finditer(query):
            if any(i.start < match.end() and match.start() < i.end for i in items):
                continue
            gap = query[match.end():start] if match.end() <= start else query[end:match.start()]
            if len(gap.split()) > MAX_QUESTION_GAP if pack.spaced else len(gap) > MAX_QUESTION_GAP_CHARS:
                continue
            if near is None or abs(match.start() - start) < abs(near.start() - start):
                near = match
        if near is None or pack.value_questions[near.group(0).casefold()] == kind:
            return [piece]
        asked = pack.kind_questions[kind]
        if pack.asked_after and near.end() <= start:
            return [(near.start(), near.end(), ""), (start, end, label + asked)]
        return [piece, (near.start(), near.end(), asked)]

    def narrowed(self, query: str, topic: Topic, kept: Sequence[str], lang: str) -> tuple[str, dict[str, str]] | None:
        """``query`` with a coordination of things of one kind ("the Leeds lane and the
        Newcastle lane") cut to the ``kept`` among them; None when it coordinates none of
        them with others."""
        items = self.items(query, topic)
        for index, item in enumerate(items):
            if item.kind != "entity" or item.key not in kept:
                continue
            group = _coordinated(query, items, index, lambda i: i.kind == "entity" and bool(i.classes & item.classes),
                                 determiners=True)
            if len(group) < 2 or all(items[g].key in kept for g in group):
                continue
            labels = [self.label(items[g].key, lang) for g in group if items[g].key in kept]
            piece = (items[group[0]].start, items[group[-1]].end, and_list(labels, lang))
            written = {normalize(self.label(items[g].key, lang)): items[g].key for g in group if items[g].key in kept}
            return _undouble(splice(query, [piece])), written
        return None

    def documents_word(self, words: str) -> bool:
        """Whether the user's documents use every content term of ``words`` (with an index)."""
        documents = self.resources.fit.documents
        terms = content_terms(words)
        return documents is not None and bool(terms) and all(term in documents.idf for term in terms)

    def sibling_of_slot(self, query: str, topic: Topic, slot: str) -> bool:
        """Whether ``query`` names an entity written as the unlinked ``slot`` is
        (:func:`_same_shape`): the slot is an unknown sibling of that entity."""
        return any(
            i.kind == "entity" and _same_shape(query[i.start:i.end], slot.strip()) for i in self.items(query, topic)
        )

    def _front_varied(self, item: QueryItem, slot: str) -> bool:
        """Whether ``slot`` and the end of the item's name make the name of another thing
        of its kind ("调课" + "制度" of 补课制度 is 调课制度): the slot varies the item. Only
        in a language written without spaces, for slots of two characters or more."""
        if len(slot) < 2 or not all(is_cjk(char) for char in slot) or not item.known:
            return False
        written = normalize(item.text)
        for name, nodes in self.resources.alias_index.names_starting_with(normalize(slot)):
            tail = name[len(normalize(slot)):]
            if tail and written.endswith(tail) and written != name and any(
                item.key != node and self.direct_classes(node) & item.classes for node in nodes
            ):
                return True
        return False

    def parallel_span(self, query: str, slot: str, lang: str, taken: list[tuple[int, int]]) -> tuple[int, int] | None:
        """Where ``query`` says a word the ontology puts where it puts ``slot``: two names of
        things of one class that begin with them and go on alike ("退货件数" and
        "破损件数"), the word outside the query's items. Only in a language written without
        spaces, whose words a name holds unmarked; None when there is no such word, or more
        than one. The names are looked up by their start in the alias index, never scanned."""
        core = slot.strip()
        if get_pack(lang).spaced or len(core) < 2 or not all(is_cjk(char) for char in core):
            return None
        index = self.resources.alias_index
        entities = self.resources.ontology.entities
        start = len(normalize(core))
        # What the names that begin with the slot go on with ("件数"), and their kinds.
        frames: dict[str, set[str]] = {}
        for name, nodes in index.names_starting_with(core):
            frames.setdefault(name[start:], set()).update(t for n in nodes if n in entities for t in entities[n].types)
        if not frames:
            return None
        found: set[tuple[int, int]] = set()
        for run_start, run_end in _cjk_runs(query):
            for i in range(run_start, run_end):
                for j in range(i + 2, min(run_end, i + _WORD_LONGEST) + 1):
                    word = query[i:j]
                    if word == core or any(not (j <= a or i >= b) for a, b in taken):
                        continue
                    if any(
                        kinds & set(entities[c.node_id].types)
                        for after, kinds in frames.items()
                        for c in index.lookup(word + after) if c.node_id in entities
                    ):
                        found.add((i, j))
        return found.pop() if len(found) == 1 else None

    def counterpart_held(self, item_id: str, entity_id: str) -> str | None:
        """The one thing of ``entity_id``'s kind ``item_id`` belongs to, when ``entity_id``,
        not joined to the item, has things of the item's kind by the same edge: "and Oxmoor?"
        after the queue at Pellna's ticket office asks it of Oxmoor Harbour, whose office
        is that one's counterpart. None otherwise, and for a value ("and in the south?" of a
        search's clinics: a filter, no holder of clinics)."""
        kinds, item_kinds = self.direct_classes(entity_id), self.direct_classes(item_id)
        if not kinds or not item_kinds or self.resources.fit.is_value_node(entity_id):
            return None
        held = [(other, predicate, out) for other, predicate, out in self._joined(item_id)
                if self.direct_classes(other) & kinds]
        if len(held) != 1 or held[0][0] == entity_id:
            return None
        holder, predicate, out = held[0]
        holds = [other for other, p, o in self._joined(entity_id) if p == predicate and o != out
                 and self.direct_classes(other) & item_kinds]
        return holder if holds and item_id not in holds else None

    def counterpart_label(self, item_id: str, entity_id: str, holder: str, lang: str) -> str:
        """The counterpart said by the entity's name and the words of the item's name that
        are not its holder's ("Pellna Cargo Desk" -> "Oxmoor Harbour Cargo Desk"); the
        entity's name alone when the item's name does not say its holder's."""
        label = self.label(entity_id, lang)
        item = self.label(item_id, lang)
        folded = item.casefold()
        names = sorted({*self.resources.alias_index.aliases_of(holder), self.label(holder, lang)},
                       key=len, reverse=True)
        said = next((name for name in names if len(name) > 1 and name.casefold() in folded), None)
        if said is None:
            return label
        at = folded.index(said.casefold())
        rest = (item[:at] + " " + item[at + len(said):]).strip()
        # (Words that are themselves a name, "Ticket Office" of every harbour's office, would
        # be read as the one in play: the entity's name alone.)
        if not rest or self.resources.alias_index.find(rest, fuzzy=False):
            return label
        return concat([label, rest], lang)

    def _joined(self, entity_id: str) -> list[tuple[str, str, bool]]:
        """What the entity's edges join it to: (the other end, the predicate, whether the
        entity is the edge's source)."""
        return [
            (edge.target if edge.source == entity_id else edge.source, edge.predicate, edge.source == entity_id)
            for edge in self.resources.graph.edges(entity_id)
        ]

    def most_similar(self, entity_id: str, items: list[QueryItem], *, adjacent_counts: bool) -> QueryItem | None:
        """The item whose name is most like the entity's: a confusable name. A correction
        ("No, I meant the A Series") also counts what the graph attaches to it."""
        ontology = self.resources.ontology
        adjacent = self.resources.graph.neighbours(entity_id, depth=1) if adjacent_counts else {}
        names = [normalize(label.text) for label in ontology.entities[entity_id].labels]
        best: tuple[float, QueryItem] | None = None
        for item in items:
            others = [normalize(label.text) for label in ontology.entities[item.key].labels]
            score = max((fuzz.partial_ratio(a, b) for a in names for b in others), default=0.0)
            if item.key in adjacent:
                score += ADJACENT_BONUS
            if score >= SIMILAR_NAME and (best is None or score > best[0]):
                best = (score, item)
        return best[1] if best else None


    def ensure_constraints(self, query: str, constraints: Sequence[Constraint], lang: str) -> str:
        """Add the constraints in force that the query does not state."""
        normal = normalize(query)
        missing = [c for c in constraints if normalize(c.display) not in normal and normalize(c.text) not in normal]
        if not missing:
            return query
        if not get_pack(lang).spaced:
            found = self.resources.alias_index.find(query, fuzzy=False)
            insert = "".join(c.display for c in missing)
            position = found[0].end if found else 0
            coordinators = get_pack(lang).coordinators
            for mention in found[1:]:
                # ("榆汐店、二店和旗舰店8月", not "榆汐店8月、…": after the whole coordination.)
                if mention.start > position and query[position:mention.start].strip() in coordinators:
                    position = mention.end
            # "X900" + "8月" is not "X9008月": digits and letters that would touch are spaced.
            before = " " if position and query[position - 1].isascii() and query[position - 1].isalnum() \
                and insert[:1].isascii() and insert[:1].isalnum() else ""
            after = " " if position < len(query) and query[position].isascii() and query[position].isalnum() \
                and insert[-1:].isascii() and insert[-1:].isalnum() else ""
            return query[:position] + before + insert + after + query[position:]
        # (A clause cut at a comma ends with it: "ahead of York (September),", not ", (September)".)
        tail = len(query.rstrip("?.!？。！,，;； "))
        if query[:tail].endswith(")") and "(" in query[:tail] and not any(
            m.start < tail <= m.end for m in self.resources.alias_index.find(query[:tail], fuzzy=False)
        ):
            # "Pine Lodge (cheap north)" + "4 people": one parenthesis, as join writes one
            # (not inside a name that ends with one, "Ward 5 (Surgical)").
            inside = " ".join(c.display for c in missing)
            return f"{query[:tail - 1]} {inside}){query[tail:]}"
        addition = "".join(f" ({c.display})" for c in missing)
        return query[:tail] + addition + query[tail:]


# -- text helpers ---------------------------------------------------------------------

_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")


def _cjk_runs(text: str) -> list[tuple[int, int]]:
    """The (start, end) of each run of two or more CJK characters of ``text``."""
    runs: list[tuple[int, int]] = []
    start = None
    for at, char in enumerate(text + " "):
        if is_cjk(char):
            start = at if start is None else start
        elif start is not None:
            if at - start >= 2:
                runs.append((start, at))
            start = None
    return runs


#: The lengths of a word in a language without spaces that a counterpart of the same head may vary.
HEADED_MIN, HEADED_MAX = 2, 4
_FUNCTION_CHARS = frozenset().union(*(pack.function_chars for pack in PACKS.values() if not pack.spaced))
_CODE = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]+)(\d+)(?![A-Za-z0-9])")


_DOUBLED = re.compile(r"\b([A-Za-z]+)\s+\1\b", re.IGNORECASE)


def _undouble(text: str) -> str:
    """"in in March" (a period written with its preposition where the old one stood after
    one): a function word said twice is said once."""
    return _DOUBLED.sub(lambda m: m.group(1) if is_stop_word(m.group(1).lower()) else m.group(0), text)


def _trim_stop_words(text: str) -> str:
    """"italian food instead" -> "italian food": function words at either end go."""
    words = text.split()
    while words and is_stop_word(words[-1].lower()):
        words.pop()
    while words and is_stop_word(words[0].lower()):
        words.pop(0)
    return " ".join(words) if words else text


def _same_shape_span(query: str, label: str, taken: list[tuple[int, int]]) -> tuple[int, int] | None:
    """A run of CJK characters in ``query``, outside ``taken``, as long as a CJK ``label``,
    ending with the same character (its head noun, "区") and sharing at least half of the
    rest with it: the name of an unknown sibling the label takes the place of."""
    if len(label) < 3 or not all(is_cjk(char) for char in label):
        return None
    size = len(label)
    for start in range(len(query) - size + 1):
        end = start + size
        chunk = query[start:end]
        if chunk == label or chunk[-1] != label[-1] or not all(is_cjk(char) for char in chunk):
            continue
        if any(not (end <= a or start >= b) for a, b in taken):
            continue
        shared = sum(1 for x, y in zip(chunk[:-1], label[:-1]) if x == y)
        if shared * 2 >= size - 1:
            return start, end
    return None


#: A name with one number in it: the words before it, the number, the words after.
_NUMBER_IN_NAME = re.compile(r"(\D+?)(\d+)(\D*)")


def _same_shape(said: str, slot: str) -> bool:
    """Whether ``slot`` is written as ``said`` is, one name of a series for another: as
    long, in a language without spaces, the same head at the end, and differing in at most
    half of the rest ("丰禾9号" for "丰禾7号", "西南区" for "西北区"); or the same words
    around another number ("星河15" for "星河12")."""
    numbered, other = _NUMBER_IN_NAME.fullmatch(slot), _NUMBER_IN_NAME.fullmatch(said)
    if numbered is not None and other is not None and said != slot and any(is_cjk(char) for char in slot):
        return (numbered.group(1), numbered.group(3)) == (other.group(1), other.group(3))
    if len(slot) < 3 or len(said) != len(slot) or said == slot or said[-1] != slot[-1]:
        return False
    if not any(is_cjk(char) for char in slot) or not all(is_cjk(char) or char.isalnum() for char in slot):
        return False
    shared = sum(1 for x, y in zip(said[:-1], slot[:-1]) if x == y)
    return shared * 2 >= len(slot) - 1


def _counterpart_span(query: str, slot: str, taken: list[tuple[int, int]]) -> tuple[int, int] | None:
    """Where ``query`` says the same kind of thing as an unlinked slot: a code of the same
    letters ("P0" for "P1"), or a phrase with the same head word ("Scandinavian food" for
    "Indian food"); None when it says none, or only inside a linked item."""

    def free(start: int, end: int) -> bool:
        return all(end <= a or start >= b for a, b in taken)

    code = _CODE.fullmatch(slot.strip())
    if code is not None:
        for match in _CODE.finditer(query):
            if match.group(1).lower() == code.group(1).lower() and match.group(0) != code.group(0) and free(*match.span()):
                return match.span()
        return None
    core = slot.strip()
    if HEADED_MIN <= len(core) <= HEADED_MAX and all(is_cjk(char) for char in core):
        # "秋季呢" after "…春季试验 丰香7号产量": a word of as many characters ending in the
        # same one (the head noun: 季, 班, 库量) is the thing of the same kind to vary.
        head = len(core) // 2
        spans = {
            (i, i + len(core)) for i in range(len(query) - len(core) + 1)
            if query[i + head:i + len(core)] == core[head:] and query[i:i + head] != core[:head]
            and all(is_cjk(char) for char in query[i:i + len(core)]) and free(i, i + len(core))
            and not (i > 0 and is_cjk(query[i - 1]) and query[i - 1] not in _FUNCTION_CHARS
                     and all(b != i for _a, b in taken))  # not the tail of a longer word
        }
        return spans.pop() if len(spans) == 1 else None
    words = _trim_stop_words(slot).split()
    if len(words) < 2 or not _WORD.fullmatch(words[-1]):
        return None
    head = words[-1].lower()
    matches = list(_WORD.finditer(query))
    for index, match in enumerate(matches):
        if match.group(0).lower() != head or index == 0:
            continue
        first = index
        # As many modifiers before the head as the slot has ("Scandinavian" of "serve
        # Scandinavian food" for "Indian food"), content words with nothing between.
        while first > 0 and not is_stop_word(matches[first - 1].group(0).lower()) and index - first < len(words) - 1:
            if query[matches[first - 1].end():matches[first].start()].strip():
                break  # a mark between: another phrase
            first -= 1
        if first < index and free(matches[first].start(), match.end()):
            span_text = query[matches[first].start():match.end()]
            if normalize(span_text) != normalize(" ".join(words)):
                return matches[first].start(), match.end()
    return None

# A query may mix languages (a Chinese turn with an English name): any pack's list words join.
_COORDINATORS = frozenset().union(*(pack.coordinators for pack in PACKS.values()))
_DEFINITE = frozenset().union(*(pack.referring.definite for pack in PACKS.values()))


def _coordinated(query: str, items: list[QueryItem], index: int, member_fn, *, determiners: bool = False) -> list[int]:
    """The indices of the items coordinated with ``items[index]`` that ``member_fn``
    accepts, in order, ``index`` among them; with ``determiners``, also across a
    determiner of the next item ("the Leeds lane and the Newcastle lane")."""
    group = [index]
    for step in (-1, 1):
        current = index
        while 0 <= current + step < len(items):
            nearby = current + step
            left, right = (items[nearby], items[current]) if step < 0 else (items[current], items[nearby])
            glue = query[left.end:right.start].strip().lower()
            if determiners:
                glue = next((glue[: -len(d)].strip() for d in _DEFINITE if glue.endswith(f" {d}")), glue)
            if glue not in _COORDINATORS or not member_fn(items[nearby]):
                break
            group.append(nearby)
            current = nearby
    return sorted(group)



_QUESTION_WORDS: dict[tuple[str, int], re.Pattern[str]] = {}


def question_words(pack: LanguagePack) -> re.Pattern[str]:
    """The pack's question words that ask one kind of value, longest first (whole words
    in a spaced language); made once per pack."""
    key = (pack.code, id(pack.value_questions))
    found = _QUESTION_WORDS.get(key)
    if found is None:
        words = "|".join(re.escape(w) for w in sorted(pack.value_questions, key=len, reverse=True))
        found = _QUESTION_WORDS[key] = re.compile(rf"\b(?:{words})\b" if pack.spaced else words, re.IGNORECASE)
    return found


def splice(text: str, pieces: list[tuple[int, int, str]]) -> str:
    """Replace spans of ``text`` (non-overlapping) with new strings, keeping a space
    between Latin words that would otherwise run together ("产品A" + "8月")."""
    result = text
    for start, end, replacement in sorted(pieces, key=lambda p: -p[0]):
        if replacement and end < len(result) and is_word_char(replacement[-1]) and is_word_char(result[end]):
            replacement += " "
        if replacement and start > 0 and is_word_char(replacement[0]) and is_word_char(result[start - 1]):
            replacement = " " + replacement
        result = result[:start] + replacement + result[end:]
    return result


def concat(parts: Sequence[str], lang: str) -> str:
    if get_pack(lang).spaced:
        return " ".join(p for p in parts if p)
    out = ""
    for part in parts:
        if not part:
            continue
        if out and is_word_char(out[-1]) and is_word_char(part[0]):
            out += " "
        out += part
    return out


#: A Latin word opening a Chinese clause, whole ("App" of "App几版", not of "Apple").
_LEADING_LATIN = re.compile(r"[A-Za-z]+(?![A-Za-z0-9])")


def join(phrase: str, body: str, lang: str) -> str:
    """Add a topic phrase to the user's words: in front in Chinese ("华东区7月销售额为什么
    涨"; set off before a subject such as "你"), after the question in parentheses in
    English ("why so low? " -> "why so low (York Depot On-Time Rate)?"), never as a
    "name:" prefix."""
    if not phrase:
        return body
    pack = get_pack(lang)
    if pack.spaced:
        if not body.strip():
            return phrase
        core = body.rstrip(" ?.!？。！,，;；")
        if core.endswith(")") and "(" in core:
            # "why so long (Q3)?" + the figure: one parenthesis, "(Q3 Average Stay)".
            return f"{core[:-1]} {phrase}){body[len(core):].strip()}"
        return f"{core} ({phrase}){body[len(core):].strip()}"
    if pack.speaker_lead and body.startswith(pack.speaker_openers):
        # "北岸往事" + "你还记得主演吗": the clause has a subject, the one spoken to; the
        # topic goes before it, set off ("北岸往事，你还记得主演吗").
        return pack.speaker_lead.format(phrase) + body
    # "报销流程" + "流程是怎样的", "扫码PDA" + "PDA几版": the type noun the name ends with
    # is said once.
    latin = _LEADING_LATIN.match(body)
    if latin is not None and phrase.casefold().endswith(latin.group().casefold()):
        before = phrase[-len(latin.group()) - 1:-len(latin.group())]
        if not (before.isascii() and before.isalnum()):  # ("ZApp" does not end with the word "App")
            return phrase + body[latin.end():]
    if body and is_word_char(phrase[-1]) and is_word_char(body[0]):
        return f"{phrase} {body}"
    for size in range(min(len(phrase), len(body), MAX_OVERLAP), 1, -1):
        if phrase.endswith(body[:size]) and all(is_cjk(char) for char in body[:size]):
            return phrase + body[size:]
    return phrase + body


def and_list(labels: Sequence[str], lang: str) -> str:
    return get_pack(lang).and_list(list(labels))


def mentions_all(body: str, phrase: str) -> bool:
    return normalize(phrase) in normalize(body)


def _constraint_key(constraint: Constraint) -> str:
    """What a constraint of a query is replaced by: one of the same kind and slot, and a
    comparison's target only by another ("8月呢" varies 7月 of "7月比6月涨了多少", not 6月)."""
    return f"{constraint.kind}:{constraint.slot}" + (":compared" if constraint.compare else "")
