"""How well an entity in play fits what a turn says about it, learned from the ontology.

A follow-up rarely names what it is about; what it does say — the property it asks
("导演是谁", "what's the address"), whether its pronoun is personal ("他", "she") —
fits some entities in play and not others. Everything here is read off the user's own
ontology, so it carries to a knowledge base kglink has never seen:

- **property domains**: the classes of the entities that have a property (as a literal
  attribute or an outgoing edge), and the classes of the entities edges of it point at;
- **persons** and **bodies of persons**: the classes whose own labels name persons
  ("人物", "歌手", "Person") or organisations ("供应商", "Department"), by how they end
  (the language packs say), with their subclasses;
- **gender**: an entity whose attribute value is a gender word of a pack ("女", "female");
- **what an entity is about**: the content terms of its names, classes, properties,
  attribute values and neighbours' names, and, when the documents are known
  (:class:`kglink.rewrite.doc_terms.DocumentTerms`), of the chunks that mention it.

The tables are built on first use (an ontology with a million edges pays only when a turn
needs them) and shared by every session.
"""

from __future__ import annotations

import logging
import math
import re
import threading
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass

from kglink.graph.protocol import GraphStore
from kglink.lang import PACKS, Gender, ValueKind
from kglink.lang.terms import content_terms
from kglink.linking.candidates import Mention
from kglink.linking.constraints import extract_constraints
from kglink.linking.normalize import normalize
from kglink.ontology.model import Ontology
from kglink.rewrite.doc_terms import DocumentTerms

logger = logging.getLogger(__name__)

#: What a candidate gains for having a property asked, against at most 1 for salience.
PROPERTY_WEIGHT = 1.0
#: ... for being the subject of an edge of the asked property rather than its target.
RANGE_WEIGHT = 0.3
#: ... when the classes of no candidate have the property, for its own pages saying it ("who
#: led it" of a stage collapse whose report names its lead investigator, not of the hall it
#: happened in): the user's documents know what the graph leaves out.
PAGE_PROPERTY_WEIGHT = 1.0
#: ... said in a word at most one chunk in this many has ("lead", not "date": a word of every
#: tenth page says nothing of one thing).
PAGE_PROPERTY_RARITY = 20
#: What a candidate gains for an edge to an entity of the kind asked for ("它是哪条线做的":
#: the product made on a line, not the metric).
KIND_WEIGHT = 1.0
#: What a bare pronoun ("it", "它") takes from a value node: an entity with no attributes of
#: its own that only other entities' edges point at (an area, a price range).
VALUE_NODE_WEIGHT = 0.8
#: How many edges must point at an entity, and none leave it, for it to be a value node.
VALUE_NODE_IN_DEGREE = 2
#: What a personal pronoun ("他", "she") gives an entity of a person class, and takes from
#: one that is not (only when the ontology has person classes at all).
PERSON_WEIGHT = 0.8
#: What a pronoun's gender gives an entity known to have it, and takes from the other.
GENDER_WEIGHT = 0.5
#: A label term shared by more properties than this ("时间", "name") names none of them.
MAX_PROPERTIES_PER_TERM = 3
#: How many entity profiles are kept; each is built from the graph on first use.
PROFILE_CACHE = 4096
#: An attribute value longer than this is a description: its words are kept too, but
#: only this much of it.
VALUE_CHARS = 400
#: How many neighbours' names join an entity's profile (a hub would drown the rest).
PROFILE_NEIGHBOURS = 64
#: How many characters end an organisation's name as its kind ("物流" of "宏达物流"), in a
#: language written without spaces; the name must be longer by at least as many.
NAME_TAIL = 2
_CJK_CHAR = re.compile(r"[\u4e00-\u9fff]")
_LATIN_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")  # "newcastle-bristol": two words
#: How many values of a property say what kind of value it gives.
VALUE_SAMPLES = 8
_FIGURE = re.compile(r"\s*[-+]?\d[\d,.]*(?:\s*[%％]|\s*[^\W\d_]{0,4}\s*$)")


def _label_terms(label: str, class_terms: set[str]) -> frozenset[str]:
    """The terms of a property's label that say which property it is, less the nouns of
    classes: in "how long is the runway" not "long", which only asks a degree (and would
    take "how long was it out?" for a runway's length), unless it is all the label says
    ("how old")."""
    terms = content_terms(label) - class_terms
    for pack in PACKS.values():
        asked = pack.degree_question.search(label)
        if asked is not None:
            rest = content_terms(label[:asked.start()] + " " + label[asked.end():]) - class_terms
            if rest:
                return rest
    return terms


def _kind_of_values(values: list[str]) -> ValueKind:
    """The kind most of a property's values are: a duration ("2天", "3 hours"), a date, an
    amount (a figure, a price, a share), else a thing."""
    kinds: list[ValueKind] = []
    for value in values:
        found = extract_constraints(value)
        if any(c.kind == "quantity" and c.slot == "duration" for c in found):
            kinds.append("duration")
        elif any(c.kind == "time" for c in found):
            kinds.append("date")
        elif any(c.kind == "quantity" for c in found) or _FIGURE.match(value):
            kinds.append("amount")
        else:
            kinds.append("thing")
    return max(dict.fromkeys(kinds), key=kinds.count)


@dataclass(frozen=True, slots=True)
class _Tables:
    domains: dict[str, frozenset[str]]   # property -> direct classes of its subjects
    ranges: dict[str, frozenset[str]]    # property -> direct classes of its objects
    persons: frozenset[str]              # classes of persons, with their subclasses
    organisations: frozenset[str]        # classes of bodies of persons, with their subclasses
    genders: dict[str, Gender]           # entity -> gender stated by an attribute
    by_term: dict[str, tuple[str, ...]]  # content term of a property label -> properties
    places: frozenset[str]               # entities an edge labelled as a location points at
    value_kinds: dict[str, ValueKind]    # property -> what kind of value it gives
    many: frozenset[tuple[str, bool]]    # (edge predicate, on the source side) some entity has two of


class EntityFit:
    """Scores the entities in play against what a turn says about the one it means.

    Example:
        >>> fit = EntityFit(ontology, graph)  # doctest: +SKIP
        >>> fit.score("ex:film_1", properties=["ex:director"], personal=None)  # doctest: +SKIP
        1.0
    """

    def __init__(self, ontology: Ontology, graph: GraphStore, documents: DocumentTerms | None = None) -> None:
        self._ontology = ontology
        self._graph = graph
        self.documents = documents
        self._tables: _Tables | None = None
        self._lock = threading.Lock()
        self._profiles: dict[str, frozenset[str]] = {}
        self._values: dict[str, bool] = {}  # entity -> is_value_node (the graph does not change)
        self._events: dict[str, bool] = {}  # entity -> is_event
        self._event_kinds: dict[str, bool] = {}  # entity -> is_event_kind
        self._event_classes: bool | None = None  # whether a class is one of events (read once)
        self._reported: dict[tuple[str, bool], frozenset[str]] = {}  # (entity, places only) -> reported
        self._few: dict[tuple[frozenset[str], int], tuple[str, ...]] = {}  # (classes, most) -> their few things
        self._tails: frozenset[str] | None = None  # organisation_tails
        self._rests: frozenset[str] | None = None  # organisation_rests
        self._numbered: dict[str, frozenset[str]] | None = None  # numbered_families
        self._name_words: dict[str, frozenset[str]] | None = None  # named_by_words

    # -- tables ------------------------------------------------------------------------

    def _get(self) -> _Tables:
        tables = self._tables
        if tables is None:
            with self._lock:
                if self._tables is None:
                    self._tables = self._build()
                tables = self._tables
        return tables

    def _build(self) -> _Tables:
        ontology = self._ontology
        domains: dict[str, set[str]] = {}
        ranges: dict[str, set[str]] = {}
        genders: dict[str, Gender] = {}
        gender_words = {normalize(word): gender for pack in PACKS.values() for word, gender in pack.gender_words.items()}
        samples: dict[str, list[str]] = {}
        for entity in ontology.entities.values():
            types = entity.types
            for attribute in entity.attributes:
                domains.setdefault(attribute.predicate, set()).update(types)
                said = samples.setdefault(attribute.predicate, [])
                if len(said) < VALUE_SAMPLES:
                    said.append(attribute.value)
                gender = gender_words.get(normalize(attribute.value))
                if gender is not None and len(attribute.value) <= 8:
                    genders[entity.id] = gender
        entities = ontology.entities
        ends: set[tuple[str, bool, str]] = set()
        many: set[tuple[str, bool]] = set()
        for edge in ontology.edges:
            for side in ((edge.predicate, True, edge.source), (edge.predicate, False, edge.target)):
                if side in ends:
                    many.add(side[:2])
                ends.add(side)
            source = entities.get(edge.source)
            target = entities.get(edge.target)
            if source is not None:
                domains.setdefault(edge.predicate, set()).update(source.types)
            if target is not None:
                ranges.setdefault(edge.predicate, set()).update(target.types)
        persons: set[str] = set()
        organisations: set[str] = set()
        for ont_class in ontology.classes.values():
            names = [label.text for label in (*ont_class.labels, *ont_class.aliases)]
            if any(pack.is_personal_class_label(name) for name in names for pack in PACKS.values()):
                persons |= self._graph.subclass_closure(ont_class.id)
            elif any(pack.is_organisation_class_label(name) for name in names for pack in PACKS.values()):
                organisations |= self._graph.subclass_closure(ont_class.id)
        # A class's noun inside a property label ("周边酒店") names the class, not the
        # property: the type-noun rules read it.
        class_terms = {term for c in ontology.classes.values() for noun in c.nouns() for term in content_terms(noun)}
        by_term: dict[str, list[str]] = {}
        for prop in ontology.properties.values():
            if prop.id not in domains:
                continue  # a property no entity has says nothing of a domain
            for label in (*prop.labels, *prop.aliases):
                for term in _label_terms(label.text, class_terms):
                    if prop.id not in by_term.setdefault(term, []):
                        by_term[term].append(prop.id)
        # "used at", "occurred at", "所在城市": what such an edge points at is a place, which
        # "there" / "那里" may mean; a figure or a policy never is.
        locating = {
            prop.id for prop in ontology.properties.values()
            if any(pack.place_label.search(label.text) for label in (*prop.labels, *prop.aliases) for pack in PACKS.values())
        }
        # A thing with an address is a place too (a bar, a depot), though no edge locates
        # anything at it, and so is every thing of its kind (the one bar the data gives no
        # address). Only where the ontology locates things at all: where nothing is located,
        # "there" is a search's area, never a thing of the graph.
        addressed = {
            prop.id for prop in ontology.properties.values()
            if any(pack.address_label.search(label.text.strip()) for label in (*prop.labels, *prop.aliases)
                   for pack in PACKS.values())
        }
        places = frozenset(edge.target for edge in ontology.edges if edge.predicate in locating)
        if places and addressed:
            kinds = {
                kind for entity in ontology.entities.values()
                if any(attribute.predicate in addressed for attribute in entity.attributes) for kind in entity.types
            }
            places |= {entity.id for entity in ontology.entities.values() if kinds.intersection(entity.types)}
        # What a property gives, for the question word that asks it: from a few of its
        # values, or the kind of the things its edges point at.
        value_kinds: dict[str, ValueKind] = {predicate: _kind_of_values(values) for predicate, values in samples.items()}
        for predicate, targets in ranges.items():
            value_kinds[predicate] = "person" if targets & persons else "place" if predicate in locating else "thing"
        logger.debug("fit tables: %d properties, %d person classes, %d genders", len(domains), len(persons), len(genders))
        return _Tables(
            {k: frozenset(v) for k, v in domains.items()},
            {k: frozenset(v) for k, v in ranges.items()},
            frozenset(persons),
            frozenset(organisations - persons),
            genders,
            {term: tuple(ids) for term, ids in by_term.items() if len(ids) <= MAX_PROPERTIES_PER_TERM},
            places,
            value_kinds,
            frozenset(many),
        )

    def properties_near(self, terms: Iterable[str]) -> tuple[str, ...]:
        """Properties whose label shares a content term with ``terms``: "哪年上映的" asks
        about 上映时间 without saying it. A term many labels share ("时间") names none."""
        by_term = self._get().by_term
        found: dict[str, None] = {}
        for term in terms:
            for property_id in by_term.get(term, ()):
                found.setdefault(property_id, None)
        return tuple(found)

    # -- scores ------------------------------------------------------------------------

    def places(self) -> frozenset[str]:
        """The entities the ontology treats as places (empty when it has no locating edge)."""
        return self._get().places

    def reported_places(self, entity_id: str) -> frozenset[str]:
        """The places the documents give the entity for one by one: each named, alone of its
        kind, beside it in a chunk, and at least two of a kind so (a figure's page per
        site); empty without documents or places. Cached: the documents do not change."""
        return self._reported_among(entity_id, places_only=True)

    def reported_for(self, entity_id: str) -> frozenset[str]:
        """The things of any kind the documents give the entity for one by one, as
        :meth:`reported_places` reads places (a figure's page per route, per ward)."""
        return self._reported_among(entity_id, places_only=False)

    def _reported_among(self, entity_id: str, *, places_only: bool) -> frozenset[str]:
        key = (entity_id, places_only)
        known = self._reported.get(key)
        if known is None:
            places = self.places()
            found: dict[frozenset[str], set[str]] = {}
            if self.documents is not None and (places or not places_only):
                for others in self.documents.beside.get(entity_id, frozenset()):
                    by_kind: dict[frozenset[str], list[str]] = {}
                    for place in (others & places if places_only else others):
                        entity = self._ontology.entities.get(place)
                        by_kind.setdefault(frozenset(entity.types) if entity else frozenset(), []).append(place)
                    for kind, here in by_kind.items():
                        if len(here) == 1:  # a page of one site (its wards aside)
                            found.setdefault(kind, set()).add(here[0])
            known = frozenset().union(*(here for here in found.values() if len(here) >= 2))
            if len(self._reported) >= PROFILE_CACHE:
                self._reported.clear()  # rare; a plain reset keeps this lock-free and bounded
            self._reported[key] = known
        return known

    def organisation_tails(self) -> frozenset[str]:
        """How the names of the organisations the ontology knows end, in a language
        written without spaces ("物流" of "宏达物流", "医院" of "仁和医院"): a name that ends so,
        whose front no name or document has, is an organisation the knowledge base does
        not hold. Built once; the ontology does not change."""
        tails = self._tails
        if tails is None:
            organisations = self._get().organisations
            found: set[str] = set()
            for entity in self._ontology.entities.values():
                if not set(entity.types) & organisations:
                    continue
                for name, kind in entity.surface_forms():
                    tail = name[-NAME_TAIL:]
                    if kind != "hidden" and len(name) >= 2 * NAME_TAIL and all(_CJK_CHAR.match(c) for c in name[-2 * NAME_TAIL:]):
                        found.add(tail)
            tails = self._tails = frozenset(found)
        return tails

    def organisation_rests(self) -> frozenset[str]:
        """What the names of the organisations the ontology knows say after a front that
        names nothing else ("健身器材" of "澄湖健身器材"), longer than a bare ending: a
        known name followed by one ("桐山健身器材") names an organisation the knowledge base
        does not hold, as "澄湖" does with it. Built once; the ontology does not change."""
        rests = self._rests
        if rests is None:
            organisations = self._get().organisations
            known: dict[str, set[str]] = {}
            for name, entity_id, kind in self._ontology.surface_forms():
                if kind != "hidden":
                    known.setdefault(normalize(name), set()).add(entity_id)
            found: set[str] = set()
            for entity in self._ontology.entities.values():
                if not set(entity.types) & organisations:
                    continue
                for name, kind in entity.surface_forms():
                    name = normalize(name)
                    if kind == "hidden" or not all(_CJK_CHAR.match(c) for c in name):
                        continue
                    for cut in range(NAME_TAIL, len(name) - NAME_TAIL):
                        # (A front that is the organisation's own short name counts: "澄湖".)
                        if not known.get(name[:cut], set()) - {entity.id}:
                            found.add(name[cut:])
            rests = self._rests = frozenset(found)
        return rests

    def numbered_families(self) -> Mapping[str, frozenset[str]]:
        """Fronts of names that go on with a number straight after a character of a
        language written without spaces, and the numbers they go on with ("星河" of 星河8号,
        星河12 and 星河88: 8, 12, 88), when two things or more are so told apart by their
        numbers. Built once; the ontology does not change."""
        families = self._numbered
        if families is None:
            found: dict[str, dict[str, set[str]]] = {}
            for name, entity_id, kind in self._ontology.surface_forms():
                match = _NUMBERED.match(normalize(name)) if kind != "hidden" else None
                if match is not None:
                    found.setdefault(match.group(1), {}).setdefault(match.group(2), set()).add(entity_id)
            families = self._numbered = {
                front: frozenset(numbers) for front, numbers in found.items()
                if len(set().union(*numbers.values())) >= 2
            }
        return families

    def named_by_words(
        self, words: Iterable[str], classes: frozenset[str], among: Collection[str]
    ) -> frozenset[str]:
        """The things of ``classes``, of those ``among`` (the ones a conversation named),
        one of whose Latin names of two words or more has every word of ``words`` (folded):
        "spill" and a procedure for the Chemical Spill Procedure. The word index is built
        once; the ontology does not change."""
        index = self._name_words
        if index is None:
            found: dict[str, set[str]] = {}
            for entity in self._ontology.entities.values():
                for name, kind in entity.surface_forms():
                    tokens = _LATIN_WORD.findall(name.casefold())
                    if kind == "hidden" or len(tokens) < 2:
                        continue
                    for token in tokens:
                        found.setdefault(token, set()).add(entity.id)
            index = self._name_words = {word: frozenset(ids) for word, ids in found.items()}
        owners = frozenset(among)
        for word in words:
            have = index.get(word.casefold(), frozenset())
            owners = owners & have
            if not owners:
                return frozenset()
        # (Each of the words in one name: "spill" in one and "chemical" in another is no one thing.)
        return frozenset(
            e for e in owners
            if self._ontology.class_closure(e) & classes and any(
                {w.casefold() for w in words} <= set(_LATIN_WORD.findall(name.casefold()))
                for name, kind in self._ontology.entities[e].surface_forms() if kind != "hidden"
            )
        )

    def unknown_numbered(self, text: str, mentions: Iterable[Mention]) -> list[tuple[int, int, str]]:
        """"那星河15呢" with 星河8号, 星河12 and 星河88 known: the front of a family of names
        told apart by their numbers (:meth:`numbered_families`), with a number none of them
        has straight after it, names a member the knowledge base does not hold, not the
        thing the front alone names. Each as (start, end, text)."""
        found: list[tuple[int, int, str]] = []
        for mention in mentions:
            end = mention.end
            if mention.kind != "exact" or end >= len(text) or not text[end].isdigit():
                continue
            numbers = self.numbered_families().get(normalize(text[mention.start:end]))
            if numbers is None:
                continue
            while end < len(text) and text[end].isdigit():
                end += 1
            if text[mention.end:end] in numbers or any(
                c.kind == "time" for c in extract_constraints(text[mention.end:end + 1])
            ):
                continue  # "星河8" of 星河8号; "星河2025年" says a year
            found.append((mention.start, end, text[mention.start:end]))
        return found

    def has_persons(self) -> bool:
        """Whether the ontology has any class of persons."""
        return bool(self._get().persons)

    def is_person(self, entity_id: str) -> bool:
        return bool(self._graph.classes_of(entity_id) & self._get().persons)

    def persons_only(self, classes: frozenset[str]) -> bool:
        """Whether ``classes`` (a type noun's) are all classes of persons."""
        return bool(classes) and classes <= self._get().persons

    def is_animate(self, entity_id: str) -> bool | None:
        """Whether the entity is a person or a body of them (a supplier, a department);
        None when the ontology has no class of either, and so cannot tell."""
        tables = self._get()
        if not (tables.persons or tables.organisations):
            return None
        return bool(self._graph.classes_of(entity_id) & (tables.persons | tables.organisations))

    def property_fit(self, entity_id: str, properties: Iterable[str]) -> float:
        """Whether the entity's classes have one of the asked properties: 1 as subjects,
        less as the targets of such edges. The best of them, not their sum: the labels a
        question's words read as are alternative readings of one question ("when does it
        run" as a season, a timetable and service hours), and a class with more of them
        is no likelier what the question is about."""
        tables = self._get()
        classes = self._graph.classes_of(entity_id)
        best = 0.0
        for property_id in properties:
            if classes & tables.domains.get(property_id, frozenset()):
                return 1.0
            if classes & tables.ranges.get(property_id, frozenset()):
                best = RANGE_WEIGHT
        return best

    def few_of(self, classes: frozenset[str], most: int) -> tuple[str, ...]:
        """The things declared in ``classes`` (values aside), in the ontology's order, when
        there are ``most`` or fewer; none when there are more. (A type noun's classes hold
        the classes below it already.) Read from the ontology in memory, not the graph store,
        and cached: the ontology does not change."""
        key = (classes, most)
        known = self._few.get(key)
        if known is None:
            found: list[str] = []
            for entity_id, entity in self._ontology.entities.items():
                if classes.intersection(entity.types) and not self.is_value_node(entity_id):
                    found.append(entity_id)
                    if len(found) > most:
                        break
            known = tuple(found)
            if len(self._few) >= PROFILE_CACHE:
                self._few.clear()
            self._few[key] = known
        return known if len(known) <= most else ()

    def is_value_node(self, entity_id: str) -> bool:
        """Whether the entity is only a value of others: no attributes of its own, no edge
        leaving it, edges of at least two others pointing at it ("east" of hotels), and no
        page of the user's documents about it (a supplier has one; an area has none)."""
        known = self._values.get(entity_id)
        if known is None and self.documents is not None and entity_id in self.documents.subjects:
            known = False
        if known is None:
            entity = self._graph.node(entity_id)
            edges = self._graph.edges(entity_id) if entity is not None and not entity.attributes else []
            known = bool(edges) and not any(edge.source == entity_id for edge in edges) and (
                len({edge.source for edge in edges}) >= VALUE_NODE_IN_DEGREE
            )
            if len(self._values) >= PROFILE_CACHE:
                self._values.clear()  # rare; a plain reset keeps this lock-free and bounded
            self._values[entity_id] = known
        return known

    def is_event(self, entity_id: str) -> bool:
        """Whether the entity's name states when it was ("March York Flood", "2025年3月…事件"):
        an event, which "what happened" / "这事" ask about."""
        known = self._events.get(entity_id)
        if known is None:
            entity = self._ontology.entities.get(entity_id)
            known = entity is not None and any(
                c.kind == "time" for name, _kind in entity.surface_forms() for c in extract_constraints(name)
            )
            if len(self._events) >= PROFILE_CACHE:
                self._events.clear()  # rare; a plain reset keeps this lock-free and bounded
            self._events[entity_id] = known
        return known

    def is_event_kind(self, entity_id: str) -> bool:
        """Whether the ontology calls the entity's class, or the entity itself, by a word a
        language pack has for something that happened ("事件", "incident"): an event, though
        its name may state no date."""
        known = self._event_kinds.get(entity_id)
        if known is None:
            entity = self._ontology.entities.get(entity_id)
            classes = (self._ontology.classes.get(c) for c in entity.types) if entity is not None else ()
            nouns = [noun for cls in classes if cls is not None for noun in cls.nouns()]
            nouns += [item.text for item in entity.labels] if entity is not None else []
            known = any(_ends_with_event_noun(normalize(noun)) for noun in nouns)
            if len(self._event_kinds) >= PROFILE_CACHE:
                self._event_kinds.clear()  # rare; a plain reset keeps this lock-free and bounded
            self._event_kinds[entity_id] = known
        return known

    def events_first(self, entity_ids: Iterable[str]) -> list[str]:
        """The events among ``entity_ids``, in their order: those the ontology calls events
        (:meth:`is_event_kind`), else, in an ontology with no class of events, those whose
        names state when they were (where there is one, "保洁外包合同2025版" is an edition)."""
        ids = list(entity_ids)
        kinds = [e for e in ids if self.is_event_kind(e)]
        if kinds or self.has_event_classes():
            return kinds
        return [e for e in ids if self.is_event(e)]

    def has_event_classes(self) -> bool:
        """Whether a class of the ontology is named by a word for something that happened
        ("事件", "incident"; read once)."""
        if self._event_classes is None:
            self._event_classes = any(
                _ends_with_event_noun(normalize(noun)) for cls in self._ontology.classes.values() for noun in cls.nouns()
            )
        return self._event_classes

    def reaches(self, entity_id: str, classes: frozenset[str]) -> bool:
        """Whether an edge, either way, joins the entity to an entity of one of ``classes``."""
        graph = self._graph
        return any(graph.classes_of(other) & classes for other in graph.neighbours(entity_id))

    def value_kind(self, property_id: str) -> ValueKind | None:
        """What kind of value the property gives (a person, a duration, an amount …);
        None when no entity has it."""
        return self._get().value_kinds.get(property_id)

    def range_of(self, property_id: str) -> frozenset[str]:
        """The classes of the things the property's edges point at (none for a value)."""
        return self._get().ranges.get(property_id, frozenset())

    def is_relation(self, property_id: str) -> bool:
        """Whether the property links entities (an edge), rather than giving a value."""
        return property_id in self._get().ranges

    def single_valued(self, predicate: str, *, from_source: bool) -> bool:
        """Whether no entity has two edges of ``predicate`` on that side: each thing has one
        (a store's manager, a manager's store), not several (a director's films)."""
        return (predicate, from_source) not in self._get().many

    def had_by(self, property_id: str, classes: frozenset[str]) -> bool:
        """Whether things of one of ``classes`` have the property."""
        return bool(self._get().domains.get(property_id, frozenset()) & classes)

    def known_property(self, property_id: str) -> bool:
        """Whether any entity has the property: only then does its domain say anything."""
        return property_id in self._get().domains

    def score(
        self,
        entity_id: str,
        *,
        properties: Iterable[str] = (),
        personal: bool | None = None,
        gender: Gender | None = None,
        kinds: frozenset[str] = frozenset(),
        group: bool = False,
        pronoun: bool = False,
        pages: bool = False,
        each: tuple[tuple[str, ...], ...] = (),
    ) -> float:
        """The evidence for ``entity_id`` beyond its salience: the properties asked
        that it has (with ``pages``, that its own pages say, when its classes have none of them:
        see :meth:`graph_silent`), an edge to the kind of thing asked for, and whether it fits
        a personal pronoun and its gender. ``each`` holds, word by word, the properties the
        clause names ("what version is it on and who supplies it": a word may mean several,
        "owns" a policy's owner or a system's): several questions of one thing, so a thing
        that has more of them fits better."""
        tables = self._get()
        asked = [p for p in properties if p in tables.domains]
        fit = self.property_fit(entity_id, asked)
        if not fit and asked and pages and self._pages_say(entity_id, asked):
            fit = PAGE_PROPERTY_WEIGHT
        score = PROPERTY_WEIGHT * fit
        if len(each) >= 2:
            held = sum(1 for group in each if self.property_fit(entity_id, group) >= 1.0)
            score += PROPERTY_WEIGHT * max(0, held - 1)
        if kinds and self.reaches(entity_id, kinds):
            score += KIND_WEIGHT
        if pronoun and self.is_value_node(entity_id):
            score -= VALUE_NODE_WEIGHT
        if group and (tables.persons or tables.organisations):
            # "他们", "他家": persons or a body of them (a supplier, a department), no thing.
            classes = self._graph.classes_of(entity_id)
            animate = bool(classes & (tables.persons | tables.organisations))
            score += PERSON_WEIGHT if animate else -PERSON_WEIGHT
        elif personal is not None and tables.persons and not (
            # "他的创始人": a company may be "he" in speech; neither for nor against it
            personal and self._graph.classes_of(entity_id) & tables.organisations
        ):
            fits = self.is_person(entity_id) == personal
            score += PERSON_WEIGHT if fits else -PERSON_WEIGHT
        if gender is not None:
            known = self.gender_of(entity_id)
            if known is not None:
                score += GENDER_WEIGHT if known == gender else -GENDER_WEIGHT
        return score

    def graph_silent(self, properties: Iterable[str], entity_ids: Iterable[str]) -> bool:
        """Whether properties are asked that some entity has, but no class of these entities."""
        tables = self._get()
        asked = [p for p in properties if p in tables.domains]
        return bool(asked) and not any(self.property_fit(e, asked) for e in entity_ids)

    def _pages_say(self, entity_id: str, properties: list[str]) -> bool:
        """Whether the entity's own pages have a rare word of a label of one of ``properties``."""
        documents = self.documents
        own = documents.own_terms(entity_id) if documents is not None else None
        if documents is None or not own:
            return False
        rare = math.log(1 + PAGE_PROPERTY_RARITY)  # the idf of such a word (see DocumentTerms)
        return any(
            documents.weight(term) >= rare for p in properties for term in content_terms(self._property_label(p)) & own
        )

    def gender_of(self, entity_id: str) -> Gender | None:
        """The gender an attribute states, else the pronouns of its own pages; None unknown."""
        known = self._get().genders.get(entity_id)
        if known is None and self.documents is not None:
            known = self.documents.genders.get(entity_id)
        return known

    def rank(
        self,
        candidates: list[tuple[str, float]],
        *,
        properties: Iterable[str] = (),
        personal: bool | None = None,
        gender: Gender | None = None,
        kinds: frozenset[str] = frozenset(),
        group: bool = False,
        pronoun: bool = False,
        pages: bool = False,
        each: tuple[tuple[str, ...], ...] = (),
    ) -> list[tuple[str, float]]:
        """Candidates (entity, salience) ordered by salience, scaled to at most 1, plus
        their fit; a stable sort, so salience order breaks ties."""
        if not candidates:
            return []
        asked = tuple(properties)
        if not asked and personal is None and gender is None and not kinds and not group and not pronoun:
            return list(candidates)
        top = max(s for _e, s in candidates) or 1.0
        scored = [
            (
                entity_id,
                salience / top
                + self.score(
                    entity_id, properties=asked, personal=personal, gender=gender, kinds=kinds, group=group,
                    pronoun=pronoun, pages=pages, each=each,
                ),
            )
            for entity_id, salience in candidates
        ]
        scored.sort(key=lambda item: -item[1])
        return scored

    # -- what an entity is about -------------------------------------------------------

    def profile(self, entity_id: str) -> frozenset[str]:
        """The content terms of the entity's graph neighbourhood (see the module doc)."""
        cached = self._profiles.get(entity_id)
        if cached is not None:
            return cached
        ontology = self._ontology
        graph = self._graph
        texts: list[str] = []
        entity = graph.node(entity_id)
        if entity is not None:
            texts.extend(name for name, _kind in entity.surface_forms())
            for attribute in entity.attributes:
                texts.append(attribute.value[:VALUE_CHARS])
                texts.append(self._property_label(attribute.predicate))
        for class_id in graph.classes_of(entity_id):
            ont_class = ontology.classes.get(class_id)
            if ont_class is not None:
                texts.extend(ont_class.nouns())
        for count, edge in enumerate(graph.edges(entity_id)):
            if count >= PROFILE_NEIGHBOURS:
                break
            texts.append(self._property_label(edge.predicate))
            other = edge.target if edge.source == entity_id else edge.source
            node = graph.node(other)
            if node is not None:
                texts.extend(name for name, kind in node.surface_forms() if kind != "hidden")
        terms: set[str] = set()
        for text in texts:
            terms |= content_terms(text)
        profile = frozenset(terms)
        if len(self._profiles) >= PROFILE_CACHE:
            self._profiles.clear()  # rare; a plain reset keeps this lock-free and bounded
        self._profiles[entity_id] = profile
        return profile

    def _property_label(self, property_id: str) -> str:
        prop = self._ontology.properties.get(property_id)
        if prop is None:
            return ""
        return " ".join(label.text for label in (*prop.labels, *prop.aliases))

    def content_fit(self, entity_ids: Iterable[str], terms: frozenset[str]) -> float:
        """The share of ``terms`` (weighted by rarity in the documents, when they are known)
        that the entities' profiles or documents have; 0 for no terms."""
        if not terms:
            return 0.0
        known: set[str] = set()
        for entity_id in entity_ids:
            known |= self.profile(entity_id)
            if self.documents is not None:
                known |= self.documents.terms(entity_id)
        return self._share(terms, known)

    def own_fit(self, entity_id: str, terms: frozenset[str]) -> float | None:
        """The share of ``terms`` (weighted by rarity) that the entity's own pages have;
        None without documents or when no page is its own."""
        own = self.documents.own_terms(entity_id) if self.documents is not None else None
        if own is None or not terms:
            return None
        return self._share(terms, own)

    def _share(self, terms: frozenset[str], known: frozenset[str] | set[str]) -> float:
        """The share of ``terms`` in ``known``, each weighted by its rarity in the documents
        (all alike without them)."""
        weight = self.documents.weight if self.documents is not None else (lambda _term: 1.0)
        total = sum(weight(t) for t in terms)
        return sum(weight(t) for t in terms if t in known) / total if total else 0.0


#: A name of a language written without spaces that goes on with a number ("星河12",
#: "星河8号"): its front, ending on such a character, and the number.
_NUMBERED = re.compile(r"^(.*[\u4e00-\u9fff])(\d+)(?!\d)")


def _ends_with_event_noun(noun: str) -> bool:
    """Whether a normalised noun is, or ends with, a pack's word for an event (a whole word
    where words are spaced)."""
    for pack in PACKS.values():
        for word in pack.event_nouns:
            if noun == word or (noun.endswith(word) and (not pack.spaced or noun[-len(word) - 1] == " ")):
                return True
    return False
