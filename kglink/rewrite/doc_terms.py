"""What the documents say about each entity: content terms of the chunks that mention it.

Built once from an index's chunks (each chunk carries the entities it mentions), this
tells the rewriter whether a follow-up's words belong to an entity's documents: "赔付率"
occurs in a product's documents, "年会" does not. Terms are weighted by their inverse
document frequency, so words every chunk has count for little. It also keeps the periods
and scopes each entity's documents speak of (a supplier's "8月批次"), so a constraint in
force follows the conversation to an entity only when that entity has such facts.
"""

from __future__ import annotations

import logging
import math
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from kglink.lang.base import Gender
from kglink.lang.terms import content_terms, genders_said
from kglink.linking.constraints import extract_constraints

logger = logging.getLogger(__name__)


_PERIOD_IN_YEAR = re.compile(r"^\d{4}-(\d{2}|Q\d|H\d)$")


def constraint_keys(value: str) -> frozenset[str]:
    """A constraint value and the forms it matches: "2025-08" is also "M08" (August of a
    year the text leaves out), "2025-Q2" also "Q2"."""
    match = _PERIOD_IN_YEAR.match(value)
    if match is None:
        return frozenset((value,))
    tail = match.group(1)
    return frozenset((value, f"M{tail}" if tail.isdigit() else tail))


def slot_key(slot: str) -> str:
    """The key a quantity's slot is kept under, apart from any value's."""
    return f"slot:{slot}"


#: Pronouns of one gender a page needs, and how many times the other's, to give its
#: subject that gender.
GENDER_EVIDENCE = 2
GENDER_MAJORITY = 3


class _ChunkLike:  # the fields read from kglink.retrieval.Chunk (no import: core stays lean)
    text: str
    title: str | None
    entities: tuple[str, ...]


#: A chunk naming more entities than this is an overview: it says nothing of which goes with which.
MAX_BESIDE = 6

#: A word in small Latin letters, not glued to others by a hyphen ("pro" of "pro-rata"), nor
#: a piece of an address ("ann" of "ann.reid@example.org", which writes a name so).
_SMALL_WORD = re.compile(r"(?<![\w.@/-])([a-z]+)(?![\w@/-]|\.\w)")
#: Two capitalised words in a row ("Asian Oriental"), read overlapping.
_CAPITAL_PAIR = re.compile(r"(?<![\w'-])([A-Z][a-z][\w'-]*)\s+(?=([A-Z][a-z][\w'-]*)(?![\w'-]))")


@dataclass(frozen=True, slots=True)
class DocumentTerms:
    """Per entity, the content terms of the chunks that mention it, and each term's idf.

    Example:
        >>> terms = DocumentTerms.from_chunks(index.chunks())  # doctest: +SKIP
        >>> terms.fit("ex:product_a", content_terms("赔付率多少"))  # doctest: +SKIP
        1.0
    """

    by_entity: Mapping[str, frozenset[str]]
    idf: Mapping[str, float]
    constraints: Mapping[str, frozenset[str]] = field(default_factory=dict)
    # The gender the pronouns of an entity's own pages give it ("她" throughout a singer's page).
    genders: Mapping[str, Gender] = field(default_factory=dict)
    # The entities some page is about (the first thing a titled chunk names): things the
    # user's documents treat as subjects, never mere values of others.
    subjects: frozenset[str] = frozenset()
    # Words the documents write in small letters, as words of the language ("plus", "basic"):
    # written so by the user, they are those words, not a product capitalised as "Plus".
    small_words: frozenset[str] = frozenset()
    # Small words written so only on the pages of one subject ("a late nightline of listener
    # calls" on the page of a show called Nightline), with that subject: the page says its own
    # name so.
    small_only_of: Mapping[str, str] = field(default_factory=dict)
    # For each entity, the sets of other entities named beside it in one chunk: what the
    # documents report it of (a figure's pages, one per site).
    beside: Mapping[str, frozenset[frozenset[str]]] = field(default_factory=dict)
    # Two capitalised words the documents write in a row ("asian oriental"): a phrase they
    # know, though no name of the ontology holds it.
    capital_pairs: frozenset[str] = frozenset()
    # The content terms of each subject's own pages (a titled chunk naming it first): what
    # the entity is about, apart from the pages that name it beside something else.
    own: Mapping[str, frozenset[str]] = field(default_factory=dict)
    # The content terms of the titles of pages that name no entity (a notice of the staff
    # party): what the documents speak of that the ontology holds nothing for.
    unowned_titles: frozenset[frozenset[str]] = frozenset()
    # The entities each subject's own pages name beside it: the parties an event's report
    # names (the contractor called out, the supplier that claims force majeure).
    own_named: Mapping[str, frozenset[str]] = field(default_factory=dict)
    # For each term, the subjects whose own pages have it: what a clause's words are about.
    own_by_term: Mapping[str, frozenset[str]] = field(default_factory=dict)
    # What a term no chunk has weighs: as much as the rarest; read once, not per term.
    unseen: float = field(init=False, default=1.0, repr=False, compare=False)

    @classmethod
    def from_chunks(cls, chunks: Iterable[_ChunkLike]) -> DocumentTerms:
        by_entity: dict[str, set[str]] = {}
        keys: dict[str, set[str]] = {}
        df: Counter[str] = Counter()
        pronouns: dict[str, Counter[Gender]] = {}
        subjects: set[str] = set()
        small_words: set[str] = set()
        small_pages: dict[str, set[str]] = {}  # word -> the subjects of the pages writing it ("": none)
        capital_pairs: set[str] = set()
        beside: dict[str, set[frozenset[str]]] = {}
        own: dict[str, set[str]] = {}
        own_named: dict[str, set[str]] = {}
        unowned: set[frozenset[str]] = set()
        total = 0
        for chunk in chunks:
            total += 1
            text = getattr(chunk, "indexed_text", chunk.text)
            terms = content_terms(text)
            small = _SMALL_WORD.findall(chunk.text)
            small_words.update(small)
            subject = chunk.entities[0] if chunk.entities and getattr(chunk, "title", None) else ""
            for word in small:
                small_pages.setdefault(word, set()).add(subject)
            capital_pairs.update(f"{first} {second}".casefold() for first, second in _CAPITAL_PAIR.findall(chunk.text))
            df.update(terms)
            found = extract_constraints(text)
            said = {key for c in found for key in constraint_keys(c.value)}
            # A quantity is read by its slot: "5万元以上" speaks of prices as "10万元" does.
            said |= {slot_key(c.slot) for c in found if c.kind == "quantity"}
            if chunk.entities and getattr(chunk, "title", None):
                # A page's pronouns speak of what it is about, the first thing its title names.
                subjects.add(chunk.entities[0])
                own.setdefault(chunk.entities[0], set()).update(terms)
                own_named.setdefault(chunk.entities[0], set()).update(chunk.entities[1:])
                said_of = pronouns.setdefault(chunk.entities[0], Counter())
                said_of.update(genders_said(chunk.text))
            title = getattr(chunk, "title", None)
            if title and not chunk.entities and (title_terms := content_terms(title)):
                unowned.add(title_terms)
            named = set(chunk.entities)
            if len(named) <= MAX_BESIDE:
                for entity_id in named:
                    beside.setdefault(entity_id, set()).add(frozenset(named - {entity_id}))
            for entity_id in chunk.entities:
                by_entity.setdefault(entity_id, set()).update(terms)
                if said:
                    keys.setdefault(entity_id, set()).update(said)
        idf = {term: math.log(1 + total / count) for term, count in df.items()}
        logger.debug("document terms: %d chunks, %d entities, %d terms", total, len(by_entity), len(idf))
        genders = {
            entity_id: gender
            for entity_id, counts in pronouns.items()
            for gender, count in counts.most_common(1)
            if count >= GENDER_EVIDENCE and count >= GENDER_MAJORITY * (sum(counts.values()) - count)
        }
        return cls(
            {e: frozenset(t) for e, t in by_entity.items()}, idf, {e: frozenset(k) for e, k in keys.items()}, genders,
            frozenset(subjects), frozenset(small_words),
            {w: next(iter(of)) for w, of in small_pages.items() if len(of) == 1 and "" not in of},
            {e: frozenset(sets) for e, sets in beside.items()},
            frozenset(capital_pairs), {e: frozenset(t) for e, t in own.items()}, frozenset(unowned),
            {e: frozenset(n) for e, n in own_named.items()}, _by_term(own),
        )

    def speaks_of_slot(self, entity_id: str, slot: str) -> bool:
        """Whether the entity's documents state any quantity of this slot ("price")."""
        return slot_key(slot) in self.constraints.get(entity_id, frozenset())

    def speaks_of(self, entity_id: str, value: str) -> bool:
        """Whether the entity's documents state a constraint of this value ("M08", "2025-Q2")."""
        return bool(self.constraints.get(entity_id, frozenset()) & constraint_keys(value))

    def __post_init__(self) -> None:
        object.__setattr__(self, "unseen", max(self.idf.values(), default=1.0))

    def weight(self, term: str) -> float:
        """A term's idf; a term no chunk has weighs as much as the rarest."""
        return self.idf.get(term, self.unseen)

    def terms(self, entity_id: str) -> frozenset[str]:
        return self.by_entity.get(entity_id, frozenset())

    def unowned_title_fit(self, terms: frozenset[str]) -> float:
        """The largest share of ``terms`` (weighted by rarity) one title of a page that
        names no entity has; 0 for no terms."""
        total = sum(self.weight(t) for t in terms)
        if not total:
            return 0.0
        return max((sum(self.weight(t) for t in terms & title) / total for title in self.unowned_titles), default=0.0)

    def owners(self, terms: frozenset[str], least: float, fewest: int) -> list[str]:
        """The subjects whose own pages have at least the share ``least`` of ``terms``
        (weighted by rarity) in ``fewest`` terms or more (a rare word or two, "penalty" and
        "late" on a contract's page, make no topic), most first."""
        total = sum(self.weight(t) for t in terms)
        if not total:
            return []
        tally: Counter[str] = Counter()
        held: Counter[str] = Counter()
        for term in terms:
            for entity_id in self.own_by_term.get(term, ()):
                tally[entity_id] += self.weight(term)
                held[entity_id] += 1
        return [e for e, weight in tally.most_common() if weight >= least * total and held[e] >= fewest]

    def own_terms(self, entity_id: str) -> frozenset[str] | None:
        """The terms of the entity's own pages; None when it has none."""
        return self.own.get(entity_id)


def _by_term(own: Mapping[str, set[str]]) -> dict[str, frozenset[str]]:
    """Each term of some subject's own pages, with those subjects."""
    by_term: dict[str, set[str]] = {}
    for entity_id, terms in own.items():
        for term in terms:
            by_term.setdefault(term, set()).add(entity_id)
    return {term: frozenset(of) for term, of in by_term.items()}
