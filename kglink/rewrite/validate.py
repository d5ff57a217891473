"""Validation and normalisation of rewritten queries, shared by the rule and model paths.

A query passes when no referring expression is left unresolved, every constraint in force
occurs in some query, and every entity it names is on the whitelist (the entities of the
turn and of the history). Normalisation links the query again and writes every alias as
the entity's canonical label, so retrieval sees one name per node.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace

from kglink.lang import LanguagePack, get_pack, registered
from kglink.lang.terms import is_glue, is_stop_word
from kglink.linking.candidates import Mention
from kglink.linking.constraints import Constraint, extract_constraints, is_compared
from kglink.linking.matcher import PhraseMatch, inside_a_longer_match
from kglink.linking.misspelt import misspelt_longer_names
from kglink.linking.normalize import is_cjk, is_word_char, normalize
from kglink.rewrite.resources import Resources

logger = logging.getLogger(__name__)

#: How far (in characters, a time or a space) a qualifying name may stand before the name
#: whose label contains it ("北厂8月A3线").
QUALIFIER_GAP = 6

#: How many characters of a language without spaces a name needs to be read as part of
#: another name the clause says (shorter ones are how confusable names differ).
MIN_CJK_PART = 4
#: The longest qualifier typed before a shortened name that its label may say again ("北厂").
MAX_QUALIFIER = 6


@dataclass(frozen=True, slots=True)
class QueryEntity:
    """An entity a normalised query names, with its span in that query."""

    id: str
    start: int
    end: int
    surface: str  # what the query said before normalisation


@dataclass(frozen=True, slots=True)
class Validation:
    """Normalised queries, the entities they name, and what is wrong with them."""

    queries: tuple[str, ...]
    entities: tuple[tuple[QueryEntity, ...], ...]
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def entity_ids(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for per_query in self.entities:
            for entity in per_query:
                seen.setdefault(entity.id, None)
        return tuple(seen)


class Validator:
    """Checks and normalises queries against a whitelist and the constraints in force."""

    def __init__(self, resources: Resources) -> None:
        self.resources = resources

    def _without_event_places(self, text: str, entities: tuple[QueryEntity, ...]) -> tuple[QueryEntity, ...]:
        """"the oven fire at Elm Street": a place written right after an event, with a
        preposition of place between, that an edge of the event leads to, says which event;
        the query is about the event, not the place. So does a thing the event's own name
        holds, a word between ("the oven fire on harrowby", the Harrowby Line Oven Fire)."""
        fit, graph, ontology = self.resources.fit, self.resources.graph, self.resources.ontology
        dropped = set()
        for event in entities:
            if not fit.is_event_kind(event.id):
                continue
            near = graph.neighbours(event.id)
            own = normalize(ontology.label(event.id))
            for place in entities:
                between = text[event.end:place.start]
                if place.id in near and place.start >= event.end and (any(
                    pack.locating.fullmatch(between.lstrip() or " ") for pack in registered()
                ) or len(between.split()) == 1 and normalize(ontology.label(place.id)) in own):
                    dropped.add(place.id)
        return tuple(e for e in entities if e.id not in dropped) if dropped else entities

    def check(
        self,
        queries: Sequence[str],
        *,
        allowed: Collection[str],
        constraints: Sequence[Constraint] = (),
        preferred: Mapping[str, str] | None = None,
        lang: str = "zh",
        as_typed: Collection[str] = (),
        unknown: Collection[str] = (),
    ) -> Validation:
        """Normalise ``queries`` and report every problem found.

        Args:
            allowed: entity ids a query may name (the whitelist).
            constraints: constraints that must occur in at least one query.
            preferred: normal form of a surface -> the entity it was decided to mean
                (the turn's own decisions and the names the rewriter wrote).
            lang: the language whose canonical labels are written.
            as_typed: referring expressions (folded) the analysis left as typed, the words
                saying who ("they" beside an "its" of one thing, "华南那个方案" of another
                plan): no pronoun left.
            unknown: names of things the knowledge base lacks ("quorvex scheduling"): a name
                inside one typed in small letters is left as written.
        """
        preferred = preferred or {}
        problems: list[str] = []
        normalised: list[str] = []
        all_entities: list[tuple[QueryEntity, ...]] = []
        for query in queries:
            text, entities, outside = self._normalise(query, allowed, preferred, lang, unknown)
            # ("…主演除了X，你还知道谁": a name left out is no thing the query is about.)
            entities = tuple(
                e for e in entities if not any(pack.excepted.search(text, 0, e.start) for pack in registered())
            )
            entities = self._without_event_places(text, entities)
            problems.extend(f"entity outside the whitelist: {name}" for name in outside)
            left = [word for word in self._references_left(text, entities) if word.casefold() not in as_typed]
            problems.extend(f"pronoun left: {word}" for word in left)
            normalised.append(text)
            all_entities.append(entities)
        if not any(any(char.isalnum() for char in q) for q in normalised):
            problems.append("empty query")  # nothing to search for: "", "...", "？"
        joined = [normalize(q) for q in normalised]
        for constraint in constraints:
            forms = {normalize(constraint.display), normalize(constraint.text)}
            if not any(form and form in q for form in forms for q in joined):
                problems.append(f"constraint lost: {constraint.display}")
        return Validation(tuple(normalised), tuple(all_entities), tuple(problems))

    def _normalise(
        self, query: str, allowed: Collection[str], preferred: Mapping[str, str], lang: str,
        unknown: Collection[str] = (),
    ) -> tuple[str, tuple[QueryEntity, ...], list[str]]:
        ontology = self.resources.ontology
        pieces: list[tuple[int, int, str, str]] = []
        outside: list[str] = []
        mentions = self.resources.alias_index.find(query)
        # ("星河15续航多少" names no 星河 when 星河15 is an unknown one of the 星河 names.)
        numbered = self.resources.fit.unknown_numbered(query, mentions)
        spans = [(s, e) for s, e, _w in numbered] + [
            found.span() for name in unknown if name.islower() for found in re.finditer(re.escape(name), query)
        ]
        mentions = [m for m in mentions if not any(s <= m.start and m.end <= e for s, e in spans)]
        # ("hourly rate" written for the property names no fee arrangement "hourly".)
        properties = self.resources.properties.find(query)
        mentions = [m for m in mentions if not inside_a_longer_match(m.start, m.end, properties)]
        # (Nor does "the organist" in "the organist for St Wendel's" name a person.)
        pack = get_pack(lang)
        mentions = [m for m in mentions if not property_said_of_another(m.start, m.end, query, properties, pack)]
        asked = {start for start, _end, _kinds in shared_names_asked(query, mentions, pack, self.resources)}
        mentions = [m for m in mentions if m.start not in asked]
        longer_names = misspelt_longer_names(query, mentions, self.resources.alias_index)
        for position, mention in enumerate(mentions):
            longer = longer_names.get(position)
            if longer is not None and normalize(longer.text) in preferred:
                mention = longer  # "Anxinbao Plsu", decided to mean "Anxinbao Plus"
            ids = [c.node_id for c in mention.candidates]
            chosen = preferred.get(normalize(mention.text))
            if mention.kind == "fuzzy" and chosen is None:
                continue  # a look-alike nobody chose: the words stay as written
            if chosen is None or chosen not in ids and not any(self.resources.qualified.is_variant(i, chosen) for i in ids):
                chosen = next((i for i in ids if i in allowed), None)
            if chosen is None:
                if mention.kind == "exact":
                    outside.append(mention.text)
                continue  # a fuzzy look-alike of nothing in play: leave the words alone
            if chosen not in allowed:
                outside.append(mention.text)
                continue
            pieces.append((mention.start, mention.end, ontology.label(chosen, lang), chosen))
        pieces = self._drop_qualifiers(query, self._without_parts_of_names(query, _joined(query, pieces)))
        pieces = _with_rest_of_label(query, pieces)
        text, spans = _write_labels(query, pieces)
        # A label written next to other words may read as another name ("广州" + "公司" is
        # an alias of 广州分公司): then the user's own spelling stays.
        written_properties = self.resources.properties.find(text)
        relinked = {
            c.node_id for m in self.resources.alias_index.find(text, fuzzy=False)
            if not inside_a_longer_match(m.start, m.end, written_properties) for c in m.candidates[:1]
        }
        if relinked != {e.id for e in spans}:
            kept = [(start, end, query[start:end], entity_id) for start, end, _label, entity_id in pieces]
            text, spans = _write_labels(query, kept)
        text, spans = _drop_restated_periods(text, spans)
        return text, tuple(spans), outside

    def _drop_qualifiers(self, query: str, pieces: list[tuple[int, int, str, str]]) -> list[tuple[int, int, str, str]]:
        """"北厂8月A3线" -> "8月北厂总装A3线": a name shortly before a name whose
        label it is part of qualifies it; written out in full, the longer label says it,
        so the qualifier goes (else the query would read "北厂8月北厂总装A3线")."""
        if len(pieces) < 2:
            return pieces
        dropped: set[int] = set()
        for later, (start, _end, label, entity_id) in enumerate(pieces):
            whole = normalize(label)
            as_written = normalize(query[start:_end]) == whole
            for earlier in range(later):
                q_start, q_end, q_label, q_id = pieces[earlier]
                if as_written and (query[q_end:start].strip() or not whole.startswith(normalize(q_label))):
                    # Written as it is, a name is doubled only by the front of its label
                    # right before it ("云帆S3云帆S3 2024款刹车召回"); else nothing is.
                    continue
                # ("compare pro and pro plus": two things side by side; neither qualifies the other.)
                between = query[q_end:start].strip().casefold()
                # ("Hobbsfield Central vs the annexe": nor does a thing compared with the other.)
                coordinated = (any(between in pack.coordinators for pack in registered()) and bool(between)
                               or is_compared(query, start, _end))
                if (q_id != entity_id and 0 <= start - q_end <= QUALIFIER_GAP and normalize(q_label) in whole
                        and not coordinated):
                    dropped.add(earlier)
        if not dropped:
            return pieces
        kept: list[tuple[int, int, str, str]] = []
        for index, piece in enumerate(pieces):
            if index in dropped:
                start, end, _label, _id = piece
                following = pieces[index + 1][0] if index + 1 < len(pieces) else end
                # "北厂的A3线": the glue after the qualifier goes with it.
                if is_glue(query[end:following]):
                    end = following
                kept.append((start, end, "", ""))
            else:
                kept.append(piece)
        return kept

    def _without_parts_of_names(self, query: str, pieces: list[tuple[int, int, str, str]]) -> list[tuple[int, int, str, str]]:
        """"what happened at Harlow Quay in the March flood?": a name also said as
        words of the name of another thing the query names, joined to it in the graph (the
        flood was at that depot), only says which one that thing is: its words stay
        as written and name nothing."""
        if len(pieces) < 2:
            return pieces
        ontology, graph = self.resources.ontology, self.resources.graph
        kept = []
        for start, end, label, entity_id in pieces:
            part = normalize(query[start:end])
            words = part.split()
            # (The words first: the graph may be a server.)
            # ("仁和医院心内科…跟整个仁和医院比": where the thing's own words already say the
            # name, the name said again is a thing of its own.)
            if not any(
                other_id != entity_id and other_id in ontology.entities
                and part not in normalize(query[other_start:other_end])
                and any(_contains(normalize(name), part, words) for name, _kind in ontology.entities[other_id].surface_forms())
                and entity_id in graph.neighbours(other_id)
                for other_start, other_end, _l, other_id in pieces
            ):
                kept.append((start, end, label, entity_id))
        return kept

    def _references_left(self, text: str, entities: tuple[QueryEntity, ...]) -> list[str]:
        taken = [(e.start, e.end) for e in entities]
        # "That is great!", "is it possible": a dummy subject points at nothing, as in analysis.
        taken += [match.span() for pack in registered() for match in pack.pleonastic.finditer(text)]
        left: list[str] = []
        for ref in self.resources.references.find(text, taken=taken):
            if ref.definite:
                continue  # "the hotel" with no hotel in play is a plain noun phrase
            if ref.only_persons and not self.resources.fit.has_persons():
                continue  # "带她去吃饭" where nothing is a person: somebody the ontology does not hold
            if ref.kind == "locative" and not self.resources.fit.places():
                continue  # "book a room there" where nothing is a place: a word of the trip
            if ref.kind == "demonstrative" and ref.classes and _follows_entity(ref.start, text, entities, self.resources, ref.classes):
                continue  # apposition: "老张饭庄这家餐馆"
            if ref.kind == "demonstrative" and ref.classes and _modified_by_entity(ref.start, text, entities):
                continue  # "林青参演的这些作品": the clause before it says which ones
            if ref.kind == "pronoun" and ref.personal and not ref.plural and any(
                pack.picks_one.search(text, 0, ref.start) for pack in registered()
            ):
                continue  # "who's the lead vet and what's he good at": the person asked for
            if ref.kind == "pronoun" and ref.personal and not ref.plural and (
                person := _after_a_name_and_break(text, ref.start, entities)
            ) is not None and self.resources.fit.is_person(person):
                continue  # "back to Ada Voss, what's her number?": the person just before says whom
            left.append(ref.text)
        return left


#: What ends a clause before a pronoun that the name before it stands for.
_CLAUSE_BREAK = re.compile(r"[,，;；:：.!?。！？]|\s[-–—]\s")


def _after_a_name_and_break(text: str, start: int, entities: tuple[QueryEntity, ...]) -> str | None:
    """The one entity named before ``start`` when a clause break stands between it and
    ``start`` ("back to Ada Voss, what's her number?"), as the analysis reads it; else None."""
    before = [e for e in entities if e.end <= start]
    if len({e.id for e in before}) != 1 or not _CLAUSE_BREAK.search(text, before[-1].end, start):
        return None
    return before[-1].id


def _with_rest_of_label(query: str, pieces: list[tuple[int, int, str, str]]) -> list[tuple[int, int, str, str]]:
    """"居民气价第二档" -> "居民第二档气价", not "居民居民第二档气价": the Chinese characters
    right before a name that are all of its label but the words said (the name in another
    order) are the label's own, written once."""
    taken = [(start, end) for start, end, _label, _id in pieces]
    result: list[tuple[int, int, str, str]] = []
    for start, end, label, entity_id in pieces:
        said = query[start:end]
        rest = label.replace(said, "", 1) if said and said in label else ""
        size = len(rest)
        if size >= 2 and query[max(0, start - size):start] == rest and all(is_cjk(char) for char in rest) and not any(
            a < start and start - size < b for a, b in taken if (a, b) != (start, end)
        ):
            start -= size
        result.append((start, end, label, entity_id))
    return result


def _contains(name: str, part: str, words: list[str]) -> bool:
    """Whether the words of ``part``, two or more, are words of ``name``; in a language
    without spaces, whether ``part``, of ``MIN_CJK_PART`` characters or more, is inside
    ``name`` but not its end. (One word, a few characters or the head of a name are how
    confusable names differ: "心内科" of "仁和医院心内科", "bearing" of "Acme Bearing".)"""
    if name == part:
        return False
    if len(part) >= MIN_CJK_PART and all(is_cjk(c) for c in part):
        # The end of a Chinese name is its head: "输液规范" of "儿科输液规范" is another
        # thing of that kind; "仁和医院" of "3·15仁和医院停电" only says where.
        return part in name and not name.endswith(part)
    return len(words) > 1 and f" {' '.join(words)} " in f" {name} "


def _joined(query: str, pieces: list[tuple[int, int, str, str]]) -> list[tuple[int, int, str, str]]:
    """"the Aldermoor A2": two names of one thing side by side, a space between, are one
    name of it, its label written once."""
    joined: list[tuple[int, int, str, str]] = []
    for start, end, label, entity_id in sorted(pieces):
        if joined and joined[-1][3] == entity_id and joined[-1][1] <= start and not query[joined[-1][1]:start].strip():
            joined[-1] = (joined[-1][0], end, label, entity_id)
            continue
        joined.append((start, end, label, entity_id))
    return joined


def _write_labels(query: str, pieces: list[tuple[int, int, str, str]]) -> tuple[str, list[QueryEntity]]:
    """Write each span's label, keeping a space between Latin words that would touch."""
    text = query
    spans: list[QueryEntity] = []
    shift = 0
    ordered = sorted(pieces)
    # ("high end and expensive": where the user wrote a thing's name once, another of its
    # names beside it stays as written, or the query would say the name twice.)
    said = {entity_id for start, end, label, entity_id in ordered if normalize(label) in normalize(query[start:end])}
    for index, (start, end, label, entity_id) in enumerate(ordered):
        surface = query[start:end]
        if not entity_id:  # a qualifier the next label says again: its words go
            text = text[:start + shift] + text[end + shift:]
            shift -= end - start
            continue
        if normalize(label) in normalize(surface) or entity_id in said:
            # Same name, or one that says it and more ("moderate price" for "moderate"):
            # the user's words already hold the canonical name.
            label = surface
        else:
            # "on-prem deployment" -> "On-premises Deployment", not "... Deployment deployment".
            limit = ordered[index + 1][0] if index + 1 < len(ordered) else len(query)
            end += echo_after(query, end, limit, label, surface)
            # "北厂A3线" -> "北厂总装A3线", not "北厂北厂总装A3线".
            floor = ordered[index - 1][1] if index else 0
            start -= _echo_before(query, start, floor, label, surface)
        if label and end < len(query) and is_word_char(label[-1]) and is_word_char(query[end]):
            label += " "
        if label and start > 0 and is_word_char(label[0]) and is_word_char(query[start - 1]):
            label = " " + label
        new_start = start + shift + (len(label) - len(label.lstrip(" ")))
        text = text[:start + shift] + label + text[end + shift:]
        spans.append(QueryEntity(entity_id, new_start, new_start + len(label.strip(" ")), surface))
        shift += len(label) - (end - start)
    return text, spans


def _drop_restated_periods(text: str, spans: list[QueryEntity]) -> tuple[str, list[QueryEntity]]:
    """"the Haiphong stoppage in July" -> "the July 2025 Haiphong Line Stoppage": a period
    the user gave that a name written says already goes, with the function word before it."""
    written = [s for s in spans if s.surface != text[s.start:s.end]]
    said = {c.value for s in written for c in extract_constraints(text[s.start:s.end]) if c.kind == "time"}
    if not said:
        return text, spans
    for c in reversed(extract_constraints(text)):
        if c.kind != "time" or not any(_same_period(c.value, v) for v in said) or any(s.start < c.end and c.start < s.end for s in spans):
            continue
        start = c.start
        before = _WORD_BEFORE.search(text, 0, start)
        if before is not None and is_stop_word(before.group(1).lower()):
            start = before.start()
        elif start > 0 and text[start - 1] == " ":
            start -= 1
        end = c.end
        opening, closing = text[:start].rstrip(), text[end:].lstrip()
        if opening.endswith("(") and closing.startswith(")"):
            # "(September)" emptied: the parenthesis goes too, with the space before it.
            start = len(opening[:-1].rstrip())
            end = len(text) - len(closing) + 1
        cut = end - start
        text = text[:start] + text[end:]
        spans = [s if s.end <= start else replace(s, start=s.start - cut, end=s.end - cut) for s in spans]
    return text, spans


def _same_period(value: str, said: str) -> bool:
    """"M07" (July of no year given) is the July of "2025-07"; "Q2" that of "2025-Q2"."""
    if value == said:
        return True
    short = value[1:] if value.startswith("M") else value
    return "-" in said and said.split("-", 1)[1] == short


_WORD_BEFORE = re.compile(r"\s*\b([A-Za-z]+)\s*$")


_LATIN_WORD = re.compile(r"\s*([A-Za-z][A-Za-z-]*)")


def echo_before(query: str, start: int, floor: int, label: str) -> int:
    """How many CJK characters right before a reference say the head of the label written
    for it ("采购" + "那个审批系统" -> 采购审批系统): 2 to 4, not before ``floor``."""
    for size in range(min(len(label) - 1, 4, start - floor), 1, -1):
        head = label[:size]
        if all(is_cjk(char) for char in head) and query.endswith(head, floor, start):
            return size
    return 0


#: A name's qualifier in brackets at its end ("（2025版）", "(North)").
_BRACKETED_END = re.compile(r"[（(]([^（()）]+)[)）]$")


def property_said_of_another(
    start: int, end: int, text: str, property_matches: Sequence[PhraseMatch[str]], pack: LanguagePack
) -> bool:
    """Whether the name at ``start:end`` is a property's label said of what comes after
    it: "who's the organist for it", where "the organist" also names the one organist the
    ontology knows, asks the property of "it", whose organist may be another."""
    if pack.property_of.match(text, end) is None:
        return False
    return any(
        m.end == end and m.start >= start and text[start:m.start].strip().casefold() in {"", *pack.referring.definite}
        for m in property_matches
    )


def echo_after(query: str, end: int, limit: int, label: str, surface: str) -> int:
    """How many characters after a name repeat the end of the label written for it: the
    label's last word (or its plural), or a tail of two or more CJK characters the user's
    name did not have ("私有化" + "部署" -> 私有化部署)."""
    if end >= limit:
        return 0
    words = label.split()
    if words and words[-1][-1:].isalpha() and not is_cjk(words[-1][-1]):
        match = _LATIN_WORD.match(query, end, limit)
        if match and match.group(1).casefold() in (words[-1].casefold(), words[-1].casefold() + "s") \
                and words[-1].casefold() not in surface.casefold():
            return match.end() - end
        # "the Flagship one" -> "the Flagship Edition": the whole name needs no "one".
        if match and len(words) > len(surface.split()) and any(
            match.group(1).casefold() in pack.pro_forms for pack in registered()
        ):
            return match.end() - end
        return 0
    bracketed = _BRACKETED_END.search(label)
    if bracketed is not None:
        # "借阅规则2025版" -> "借阅规则（2025版）", not "…（2025版）版": the user wrote the
        # qualifier without its brackets, and the name read stops inside it.
        inner = bracketed.group(1)
        for cut in range(len(inner) - 1, 0, -1):
            if surface.endswith(inner[:cut]) and query.startswith(inner[cut:], end) and end + len(inner) - cut <= limit:
                return len(inner) - cut
    for size in range(min(len(label) - 1, 4), 1, -1):
        tail = label[-size:]
        if all(is_cjk(char) for char in tail) and query.startswith(tail, end) and end + size <= limit \
                and tail not in surface:
            return size
    return 0


def _shortens(short: str, word: str) -> bool:
    """Whether ``short`` is a shortening of ``word``: its first three letters or more
    ("Corp" of "Corporate", "Comm" of "Commercial")."""
    return 3 <= len(short) < len(word) and word.casefold().startswith(short.casefold())


def _echo_before(query: str, start: int, floor: int, label: str, surface: str) -> int:
    """How many characters right before a name the label written for it says already,
    before the part the user typed: the label's first word ("bed occupency" -> "Bed
    Occupancy", not "bed Bed Occupancy"), or two or more CJK characters, the qualifier of a
    shortened name."""
    words = label.split()
    if words and words[0][:1].isalpha() and not is_cjk(words[0][0]):
        match = _WORD_BEFORE.search(query, floor, start)
        if match and match.group(1).casefold() == words[0].casefold() and words[0].casefold() not in surface.casefold():
            return start - match.start()
        # ("Corp Tax" -> "Corporate Tax", not "Corp Corporate Tax": a word that shortens the
        # label's word before the part typed says it.)
        typed = surface.split()
        at = next((
            i for i in range(1, len(words) - len(typed) + 1)
            if all(t.casefold() == w.casefold() or _shortens(t, w) for t, w in zip(typed, words[i:]))
        ), 0)
        if match and at and _shortens(match.group(1), words[at - 1]):
            return start - match.start()
    for size in range(min(start - floor, MAX_QUALIFIER), 1, -1):
        chunk = query[start - size:start]
        if all(is_cjk(char) or char.isdigit() for char in chunk) and any(is_cjk(char) for char in chunk) \
                and normalize(chunk) in normalize(label):
            return size
    return 0


def _follows_entity(start: int, text: str, entities: tuple[QueryEntity, ...], resources: Resources, classes: frozenset[str]) -> bool:
    for entity in entities:
        gap = text[entity.end:start]
        if 0 <= start - entity.end <= 1 and is_glue(gap) and resources.graph.classes_of(entity.id) & classes:
            return True
    return False


#: Marks that end the clause a modifier of a demonstrative must lie in.
_CLAUSE_MARKS = "，,。.！!？?；;：:\n"


def _modified_by_entity(start: int, text: str, entities: tuple[QueryEntity, ...]) -> bool:
    """Whether a demonstrative follows a modifier that ends in a possessive of some
    language and names an entity of its own clause ("宏达供货的这批零件"): it says which
    things are meant, so nothing is left to resolve."""
    before = text[:start].rstrip()
    if not any(pack.possessive and not pack.spaced and before.endswith(pack.possessive) for pack in registered()):
        return False
    clause_start = max(before.rfind(mark) for mark in _CLAUSE_MARKS) + 1
    return any(clause_start <= entity.start and entity.end <= len(before) for entity in entities)


def shared_names_asked(
    text: str, mentions: Sequence[Mention], pack: LanguagePack, resources: Resources
) -> list[tuple[int, int, frozenset[str]]]:
    """Names several things of one kind share, right after the word that asks which
    ("which ticket office was busiest", every harbour's office called so): they ask which of
    that kind, like its type noun, and name none of them."""
    entities = resources.ontology.entities
    found = []
    for mention in mentions:
        nodes = [entities[n] for n in dict.fromkeys(c.node_id for c in mention.candidates) if n in entities]
        if mention.kind != "exact" or len(nodes) < 2 or not pack.which.search(text, 0, mention.start):
            continue
        kinds = frozenset.intersection(*(frozenset(n.types) for n in nodes))
        if kinds:
            found.append((mention.start, mention.end, kinds))
    return found
