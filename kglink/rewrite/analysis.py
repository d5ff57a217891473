"""Reading one clause of a user turn against the session: which names it uses and what
they mean, which referring expressions it has and whom they point at, its constraints,
the properties it asks about, and its discourse cues.

The result, :class:`ClauseAnalysis`, is what the rule rewriter builds queries from and
what the trace reports.
"""

from __future__ import annotations

import datetime as dt
import logging
import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field, replace

from rapidfuzz import fuzz

from kglink.linking.candidates import Mention
from kglink.linking.constraints import Constraint, extract_constraints, in_year_of, is_compared
from kglink.linking.disambiguate import Context, Decision
from kglink.linking.families import YEAR, siblings
from kglink.linking.matcher import inside_a_longer_match
from kglink.linking.misspelt import NEAR_WORD, misspelt_longer_names
from kglink.linking.normalize import is_cjk, language_of, normalize
from kglink.linking.referring import Reference
from kglink.lang import PACKS, LanguagePack, get_pack
from kglink.lang.lexicon import lexicon_of
from kglink.lang.terms import content_terms, is_glue, is_stop_word
from kglink.rewrite.carry import ANSWER_FIT, OWN_FIT
from kglink.rewrite.describe import (
    DATED, describe, described_by_property, direct_classes, extreme_said, family_extreme, family_next, name_head,
    one_written,
)
from kglink.rewrite.fit import NAME_TAIL
from kglink.rewrite.frames import Cues, find_cues
from kglink.rewrite.name_words import (
    find_alternatives,
    find_glued_words,
    find_name_words,
    find_namesakes,
    find_possessed_heads,
    find_sibling_marks,
    modified_by,
    over_name_word,
    word_of_a_name_in_play,
)
from kglink.rewrite.resources import Resources
from kglink.rewrite.shared_fronts import find_shared_fronts
from kglink.rewrite.validate import echo_after, property_said_of_another, shared_names_asked
from kglink.session import Session, Topic

logger = logging.getLogger(__name__)

# How close (in characters of glue such as "的" or spaces) a demonstrative must follow
# a name to stand in apposition to it ("老张饭庄这家餐馆").
_APPOSITION_GAP = 1
#: A comma joins clauses as often as list items: "广州，北京公司" shares no head noun.
_CLAUSE_COMMAS = frozenset({",", "，"})
#: A lead in fit (beyond salience) that settles a pronoun between two like candidates.
CLEAR_LEAD = 0.5
#: How many scored candidates of a reference the trace keeps.
TRACED_CANDIDATES = 4
# How many of the most salient entities "这事" may mean.
EVENT_CANDIDATES = 8
# A comparison over more things than this is a ranking, not the two or three compared.
MAX_COMPARED = 4


@dataclass(frozen=True, slots=True)
class Resolution:
    """What a referring expression points at (several ids for "它们" or "they")."""

    reference: Reference
    node_ids: tuple[str, ...]
    ambiguous: bool = False
    candidates: tuple[str, ...] = ()
    apposition: bool = False  # the expression follows a name it refers to: keep the words
    surface: str | None = None  # a name the ontology does not know, which it points at
    bare: bool = False  # a bare word of one name in play, no demonstrative ("York")
    # The candidates weighed, best first, with their scores (salience plus fit): the trace.
    scores: tuple[tuple[str, float], ...] = ()
    # "the same ward as the clinic": where the words that measure by the reference begin
    # and the attribute they name ("ward"), when the reference only lends its value.
    yardstick: tuple[int, str] | None = None
    # Left as typed, the words saying who: "they" of "why are they replacing its boiler"
    # (people at large), "华南那个方案" (another plan than the one in play).
    as_typed: bool = False
    # The thing in play the one meant belongs to, when nobody named the one meant: "那个校区"
    # after a course is that course's campus, said as "<course>的校区".
    of: str | None = None


@dataclass(frozen=True, slots=True)
class ClauseAnalysis:
    text: str
    pack: LanguagePack
    cues: Cues
    names: tuple[Decision, ...]
    references: tuple[Resolution, ...]
    constraints: tuple[Constraint, ...]
    properties: tuple[tuple[int, int, str], ...]
    type_nouns: tuple[tuple[int, int, frozenset[str]], ...]
    unlinked_slot: str | None = None
    # Properties whose labels share a word with the clause ("哪年上映" -> 上映时间): evidence
    # for choosing what the clause is about, never written into a query.
    near_properties: tuple[str, ...] = ()
    # Classes named by a type noun in subject position ("酒店周边有什么景点": 酒店, not 景点).
    subject_classes: frozenset[str] = frozenset()
    # Classes named by a type noun elsewhere: what the clause looks for or asks about.
    object_classes: frozenset[str] = frozenset()
    notes: tuple[str, ...] = field(default_factory=tuple)
    # Every node a name the user wrote out may mean ("Central": both depots called so):
    # the user named them, so a query may name them.
    spoken: frozenset[str] = frozenset()
    # Capitalised words mid-sentence that neither the ontology nor the documents know
    # ("ParcelNet", "Harlow Quay"): a name of something outside the knowledge base.
    unknown_names: tuple[str, ...] = ()
    # What the clause before it in the same utterance named ("X地址在哪，周边有餐馆吗").
    named_before: tuple[str, ...] = ()

    @property
    def lang(self) -> str:
        return self.pack.code

    @property
    def named_ids(self) -> tuple[str, ...]:
        return tuple(d.node_id for d in self.names if d.node_id is not None and not d.ambiguous)

    @property
    def as_typed(self) -> frozenset[str]:
        """The referring expressions left as typed (folded): people at large, another thing
        than the one in play that a modifier names."""
        return frozenset(r.reference.text.casefold() for r in self.references if r.as_typed)

    @property
    def resolved_ids(self) -> tuple[str, ...]:
        ids: list[str] = []
        for resolution in self.references:
            if not resolution.ambiguous:
                ids.extend(resolution.node_ids)
        return tuple(ids)


def salience_map(session: Session) -> dict[str, float]:
    """Salience of each entity in play, scaled so the most salient one is 1."""
    ranked = session.salient()
    if not ranked:
        return {}
    top = ranked[0][1]
    return {entity_id: value / top for entity_id, value in ranked}


def analyse_clause(
    text: str, pack: LanguagePack, session: Session, resources: Resources, *, expand: bool = True,
    possessed: bool = True, named_before: tuple[str, ...] = (),
) -> ClauseAnalysis:
    """Link, resolve and read the cues of one clause.

    A bare word of exactly one name in play ("how does York compare?", "Max咋高这么多")
    is that name: the clause is read again with the name written out, so every rule
    treats it as named. ``named_before``: what the clause before it in the same
    utterance named.
    """
    mentions = _without_small_words(text, resources.alias_index.find(text), resources)
    placed = _name_with_its_place(text, mentions, resources, pack)
    if placed != text:
        text, mentions = placed, _without_small_words(placed, resources.alias_index.find(placed), resources)
    expanded = _expand_shared_heads(text, mentions, resources, pack)
    if expand:
        found = mentions if expanded == text else resources.alias_index.find(expanded)
        expanded = _named_by_kind(expanded, found, pack, resources, session)
    if expand:
        expanded = one_written(expanded, _without_small_words(expanded, resources.alias_index.find(expanded), resources)
                               if expanded != text else mentions, pack, session, resources)
    if expanded != text:
        text, mentions = expanded, _without_small_words(expanded, resources.alias_index.find(expanded), resources)
    unknown = (
        _unknown_names(text, mentions, pack, resources, session) + _unknown_organisations(text, mentions, pack, resources)
        + resources.fit.unknown_numbered(text, mentions) + _unknown_kin(text, mentions, pack, resources)
    )
    if unknown:
        # "a dental unit at Harlow Quay": a known name inside an unknown one is not meant.
        mentions = [m for m in mentions if not any(s <= m.start and m.end <= e for s, e, _w in unknown)]
    # ("the mast" is a kind the ontology names, no misspelling of "the east"; "the check" may
    # still be the C-check, a thing of that kind.)
    mentions = [m for m in mentions if not (m.kind == "fuzzy" and _only_another_kind(m, pack, resources))]
    cues = find_cues(text, pack)
    asked_kinds = shared_names_asked(text, mentions, pack, resources)
    if asked_kinds:
        mentions = [m for m in mentions if not any(s == m.start for s, _e, _c in asked_kinds)]
    # A type noun inside a name ("标准" in "差旅住宿标准") is part of the name.
    type_nouns = tuple(sorted(asked_kinds + [
        (start, end, classes)
        for start, end, classes in resources.references.type_nouns(text)
        if all(end <= m.start or start >= m.end for m in mentions)
        and not _names_own_noun(start, classes, text, mentions, resources)
    ]))
    salience = salience_map(session)

    names: list[Decision] = []
    longer_names = misspelt_longer_names(text, mentions, resources.alias_index)
    # "南岭码头谁管" -> "北岭呢": the name an ellipsis frame puts in place of the topic's
    # item is of that item's kind; of a name the quay and its yard share, the quay.
    slot_kinds = frozenset().union(*(direct_classes(resources, e) for e in session.topic.entities)) \
        if cues.ellipsis_slot else frozenset()
    # Things the answer just shown named side by side ("巡检系统归韩莉，称重系统归韩海").
    answer = session.answer_just_shown()
    together = (frozenset(answer.entities),) if answer is not None else ()
    for position, mention in enumerate(mentions):
        hint = _type_hint(mention.start, mention.end, type_nouns)
        if not hint and slot_kinds and normalize(mention.text) == normalize(cues.ellipsis_slot or ""):
            hint = slot_kinds
        decision = resources.disambiguator.decide(mention, Context(salience, hint, together))
        if position in longer_names:
            # "Anxinbao Plsu": the longer name when the disambiguator accepts the misspelling.
            longer = resources.disambiguator.decide(longer_names[position], Context(salience, hint, together))
            if longer.node_id is not None:
                decision = longer
        if (
            mention.kind == "fuzzy" and pack.spaced
            and word_of_a_name_in_play(mention.text, session, resources, decision.node_id)
        ):
            continue  # the word of a name in play is read as that name (find_name_words)
        names.append(_other_of_a_shared_name(decision, text, pack, session))
    names = _qualified(names, session, resources, salience)
    names, said_gender = _by_gender_said(names, text, pack, resources)
    unqualified = names
    names = [_by_family_word(d, text, pack, resources) for d in names]
    years = _coordinated_years(names, text, pack, resources)
    by_family = [d for d, was in zip(names, unqualified) if d is not was] + years
    names += years
    names, every = _every_bearer(names, text, pack)
    # "主演除了X，你还知道谁", "other than Ward 5, which wards …": a name left out is no thing
    # the clause is about.
    excepted = [(d.mention.start, d.mention.end) for d in names if pack.excepted.search(text, 0, d.mention.start)]
    names = [d for d in names if (d.mention.start, d.mention.end) not in excepted]

    # "Gask's hourly rate": a name ("hourly", of a fee arrangement) inside a longer name of
    # a property is a word of that property's name.
    property_matches = resources.properties.find(text)
    names = [
        d for d in names
        if d.node_id is None or not inside_a_longer_match(d.mention.start, d.mention.end, property_matches)
    ]
    # "who's the organist for it": a name that is a property's label, said of what follows,
    # asks that property.
    names = [
        d for d in names
        if d.node_id is None
        or not property_said_of_another(d.mention.start, d.mention.end, text, property_matches, pack)
    ]
    # A number inside a name ("七天无理由退货", "国际酒店") is part of the name.
    named_spans = [(d.mention.start, d.mention.end) for d in names if d.node_id is not None]
    properties = tuple(
        (m.start, m.end, pid)
        for m in property_matches
        if all(m.end <= start or m.start >= end for start, end in named_spans)
        for pid in m.payloads[:1]
    )
    asked = tuple(pid for _s, _e, pid in properties)
    # Each property word with every property it may mean ("owns": a policy's owner, a
    # system's owner): the questions the clause asks, one a word.
    each = tuple(
        tuple(m.payloads) for m in property_matches
        if all(m.end <= start or m.start >= end for start, end in named_spans)
    )
    names = [_by_property_asked(d, asked, resources) for d in names]
    # A property asked by its own label ("version") is what the word means: it suggests no
    # other property whose label shares the word ("previous version").
    labelled = [
        (start, end) for start, end, pid in properties
        if pid in resources.ontology.properties
        and any(normalize(label.text) == normalize(text[start:end]) for label in resources.ontology.properties[pid].labels)
    ]
    near = resources.fit.properties_near(content_terms(blank_spans(text, named_spans + labelled)))
    near = tuple(
        pid for pid in near if pid not in asked and not _beside_other_kind(pid, text, pack, type_nouns, resources)
    )
    asked_or_near = asked + near

    taken = list(named_spans) + [(start, end) for start, end, _words in unknown] + excepted + said_gender
    taken += [(start, end) for start, end, _kinds in asked_kinds]
    # ("and the curator of Northern Looms?": a property said of the name after it is asked of
    # that name; its word points at no curator in play.)
    taken += [
        (start, end) for start, end, _pid in properties
        if (joint := pack.property_of.match(text, end)) is not None
        and any(d.node_id and d.mention.start == joint.end() for d in names)
    ]
    # "that's it", "is it possible": a dummy subject points at nothing.
    taken += [match.span() for match in pack.pleonastic.finditer(text)]
    taken += [(r.reference.start, r.reference.end) for r in every]
    others = every + tuple(
        Resolution(ref, ids)
        for ref, ids in describe(
            text, pack, type_nouns, names, session, resources, taken, [(s, e) for s, e, _p in properties]
        )
    )
    others += tuple(
        Resolution(ref, ids) for ref, ids in described_by_property(text, pack, properties, session, resources, taken)
    )
    # ("the one that does the heavy checks": the name inside a description is part of it.)
    names = [d for d in names if not any(
        r.reference.start <= d.mention.start and d.mention.end <= r.reference.end and d.node_id not in r.node_ids
        and pack.one_doing.match(text, r.reference.start) for r in others
    )]
    # ("so it doesn't happen again", "这事": the event in play, before any pronoun reading.)
    events = _event_references(text, pack, session, resources, taken, names)
    names = [d for d in names if not any(
        r.reference.start <= d.mention.start and d.mention.end <= r.reference.end and d.node_id not in r.node_ids
        for r in events
    )]
    others += events
    references = resources.references.find(text, taken=taken)
    references += _kind_returned_to(text, pack, cues, type_nouns, references, taken)
    # "the other north hub": "the other" before a name says which of the things so named
    # (the name's own reading), not another thing in play.
    references = [
        r for r in references
        if not (r.kind == "relative" and not r.classes and any(
            d.mention.start >= r.end and not text[r.end:d.mention.start].strip() for d in names
        ))
    ]
    slot_at = text.rfind(cues.ellipsis_slot) if cues.ellipsis_slot else -1
    if slot_at > 0:
        # "那儿科呢": 那 leads the ellipsis and 儿科 is its slot, no "那儿" (there) across them.
        references = [r for r in references if not (r.kind == "locative" and r.start < slot_at < r.end)]
    if not resources.fit.has_persons():
        # "帮她找一家", "带她去吃饭" in a world of places: she is nobody it holds, and no reference.
        references = [r for r in references if not r.only_persons]
    # "那导演呢", "那编剧是谁": the particle that leads a follow-up, before a property's
    # name, asks that property of the topic; it is no demonstrative ("that director").
    references = [r for r in references if not _particle_before_property(r.start, r.end, text, pack, properties)]
    # "whos the producer": a question of the property the type noun also names, of the
    # thing in play; no person in play is meant.
    references = [r for r in references if not _property_by_question(r, text, pack, properties)]
    references = [_body_before_persons(r, resources) for r in references]
    if not resources.fit.places():
        # "Can you get me there by 5?": without places in the ontology, a locative of a
        # language that says "there" of anything but a place in play points at nothing.
        references = [
            r for r in references
            if r.kind != "locative" or not get_pack(language_of(r.text)).referring.locative_needs_place
        ]
    # "它是哪条线做的", "which depot serves it": a type noun after an interrogative names
    # the kind of thing asked for; the antecedent is what an edge joins to one.
    kinds = frozenset().union(*(
        classes for start, _end, classes in type_nouns if pack.which.search(text, 0, start)
    )) if type_nouns else frozenset()
    resolutions = tuple(
        _resolve(ref, names, text, session, resources, asked_or_near, kinds, cues.comparison, named_properties=asked,
                 stated=_stated_kind(ref, text, pack, type_nouns), named_before=named_before, each=each)
        for ref in references
    )
    resolutions = _not_the_place(resolutions, resources.fit.places()) if pack.locative_apart else resolutions
    # ("and the SOP, what policy does it sit under?": a description the references hold
    # too, for "it"; "除了这部电影，她的…": "she" is not the film.)
    # ("the first one, who manages it": an ordinal or "the latter" picks one as a description does.)
    described = others + tuple(r for r in resolutions if r.reference.kind in ("demonstrative", "ordinal", "relative"))
    resolutions = tuple(
        _after_description(r, described if r.reference.personal is not True else others, text) for r in resolutions
    )
    resolutions = _possessor_dropped(resolutions, text, pack)
    resolutions = _impersonal_plural(resolutions, resources)
    resolutions = _with_contact_clause(resolutions, text, pack)
    # "from the previous version": the name of a relation ("previous version" of
    # "supersedes") that a reference to one thing opens is the rest of that reference.
    resolutions = tuple(
        replace(r, reference=replace(r.reference, end=end, text=text[r.reference.start:end]))
        if r.node_ids and not r.reference.classes and (end := _property_running_on(r.reference, properties)) else r
        for r in resolutions
    )
    # (Words inside a reference that points at a thing say which thing, not what is asked of it.)
    within = [(r.reference.start, r.reference.end) for r in resolutions if r.node_ids]
    properties = tuple(p for p in properties if not any(a <= p[0] and p[1] <= b for a, b in within))
    # "do both have the same lecturer": sameness of a kind nothing in play is asks whether
    # the things share one; the words stay.
    resolutions = tuple(
        replace(r, as_typed=True) if (
            r.reference.kind == "demonstrative" and not r.node_ids and r.reference.classes
            and _opens_with(r.reference.text, pack.referring.sameness)
            # ("这个厂没听说过" after "是城西电影制片厂": a name the knowledge base lacks.)
            or r.reference.kind == "demonstrative" and not r.node_ids and not r.ambiguous
            and _ends_an_unknown_name(r.reference, session, resources, pack)
        ) else r
        for r in resolutions
    )
    resolutions = _possessed_by_pronoun(resolutions, text, pack, type_nouns, session, resources)
    # "她那边三季度满意度", "蔚总那边呢": a person's side is the part in their charge.
    resolutions = tuple(
        replace(r, node_ids=(side,)) if len(r.node_ids) == 1 and not r.ambiguous
        and (side := _side_of(r.node_ids[0], r.reference.end, text, pack, session, resources)) else r
        for r in resolutions
    )
    sided = {
        id(d): side for d in names
        if d.node_id and not d.ambiguous
        and (side := _side_of(d.node_id, d.mention.end, text, pack, session, resources))
    }
    others += tuple(
        Resolution(Reference(d.mention.start, d.mention.end, d.mention.text, "demonstrative"), (sided[id(d)],))
        for d in names if id(d) in sided
    )
    names = [d for d in names if id(d) not in sided]
    resolutions = others + tuple(
        replace(r, reference=over_name_word(r.reference, r.node_ids[0], text, pack, resources, taken))
        if len(r.node_ids) == 1 and not r.apposition else r
        for r in resolutions
    )
    taken += [(r.reference.start, r.reference.end) for r in resolutions]
    # ("that line" after "Press Line 2: …": a demonstrative that nothing in play of its
    # kind answered, a product line, is read as a word of a name in play, which then stands
    # for it.)
    unkinded = {
        (r.reference.start, r.reference.end) for r in resolutions
        if not r.node_ids and not r.ambiguous and r.reference.kind == "demonstrative" and r.of is None
        # ("the incident": any one; "I meant the House", capitalised inside the clause, a name.)
        and not r.as_typed and not (r.reference.classes and r.reference.definite and not _capitalised(r.reference))
        # ("我特别喜欢《X》，…这个电影": the film the clause names, restated, known or not.)
        and not any(d.node_id and resources.graph.classes_of(d.node_id) & r.reference.classes for d in names)
        and _unknown_title_before(r.reference, names, text) is None
    }
    words = find_name_words(text, session, resources, [span for span in taken if span not in unkinded],
                            returning=cues.return_)
    worded = {(w.reference.start, w.reference.end) for w in words}
    taken += list(worded - set(taken))
    resolutions = tuple(
        r for r in resolutions
        if (r.reference.start, r.reference.end) not in unkinded or not any(
            a < r.reference.end and r.reference.start < b for a, b in worded
        )
    )
    partial = [
        Resolution(w.reference, (w.entity_id,), bare=w.bare, ambiguous=bool(w.choices), candidates=w.choices)
        for w in words
    ]
    # "桐山仓库", "宋经理" with nothing in play: a word that opens the names of several
    # things of the kind asks which. ("桐山那个仓库": a demonstrative and noun nothing in
    # play answered are read with the word before them.)
    unanswered = {(r.reference.start, r.reference.end) for r in resolutions if not r.node_ids}
    fronts = find_shared_fronts(text, pack, session, resources, [span for span in taken if span not in unanswered]) \
        if expand and not cues.indefinite else []
    taken += [(w.reference.start, w.reference.end) for w in fronts]
    partial += [Resolution(w.reference, (w.entity_id,), ambiguous=True, candidates=w.choices) for w in fronts]
    # "and York's rate for Q3?": the word after a place's possessive is the figure in
    # play whose name it ends and that the documents give place by place.
    partial += _figure_of_place(text, pack, names, session, resources, taken) if expand else []
    # "挂急诊还是挂门诊": a word of a name in play of the other side's kind.
    partial += [Resolution(w.reference, (w.entity_id,), bare=True)
                for w in find_alternatives(text, pack, [(d.mention.start, d.mention.end, d.node_id) for d in names
                                                         if d.node_id is not None and not d.ambiguous],
                                           session, resources, taken)] if expand else []
    # "南岭的也给我看下": the other bearer of a name the topic's entity shares.
    partial += [Resolution(w.reference, (w.entity_id,), bare=True)
                for w in find_namesakes(text, pack, session, resources, taken)] if expand else []
    # "二店呢" after 榆陂店: the rest of a sibling's name after the front they share.
    partial += [Resolution(w.reference, (w.entity_id,), bare=w.bare, ambiguous=bool(w.choices), candidates=w.choices)
                for w in find_sibling_marks(text, pack, session, resources, taken)] if expand else []
    # "他家支架": the head of a neighbour's name after what the clause names or points at.
    owners = [(d.mention.start, d.mention.end, d.node_id) for d in names if d.node_id is not None and not d.ambiguous]
    owners += [(r.reference.start, r.reference.end, r.node_ids[0]) for r in resolutions
               if len(r.node_ids) == 1 and not r.ambiguous and not r.apposition]
    heads = [Resolution(w.reference, (w.entity_id,), bare=True)
             for w in find_possessed_heads(text, pack, owners, resources, taken, session.entities)] if possessed else []
    # "破损咋来的": a word an answer glued to a name in play is said of that name.
    said = [d.node_id for d in names if d.node_id] + [e for r in (*resolutions, *partial, *heads) for e in r.node_ids]
    glued = find_glued_words(text, pack, session, resources, taken, said) \
        if expand and not (cues.indefinite or cues.closing or cues.switch) else []
    bare = [r for r in partial if r.bare] + heads
    if (expand and (bare or glued or by_family)) or heads:
        from kglink.rewrite.compose import concat, splice

        # ("the 2022 lending rules": the member meant is written by its own name.)
        written = splice(text, [(r.reference.start, r.reference.end, resources.ontology.label(r.node_ids[0], pack.code))
                                for r in (bare if expand else heads)]
                         + [(d.mention.start, d.mention.end, resources.ontology.label(d.node_id or "", pack.code))
                            for d in (by_family if expand else ())]
                         + [(w.reference.start, w.reference.end,
                             concat([*(resources.ontology.label(e, pack.code) for e in (*w.holders, w.entity_id)),
                                     w.reference.text], pack.code)) for w in glued])
        return analyse_clause(written, pack, session, resources, expand=False, possessed=expand and not heads,
                              named_before=named_before)
    resolutions += tuple(partial)
    if cues.comparison:
        resolutions = _like_the_other_side(resolutions, names, resources)

    # "不是上半年", "not July": a constraint the clause rejects is not in force; "两条" of
    # "两条线" is part of a reference, not a count asked for.
    referred_spans = [(r.reference.start, r.reference.end) for r in resolutions if r.node_ids]
    constraints = tuple(
        c for c in extract_constraints(text, now=session.now, now_unit=session.now_unit)
        if all(c.end <= start or c.start >= end for start, end in named_spans + referred_spans)
        and not pack.negation.search(text[:c.start])
    )
    constraints = _shift_over_calendar(text, pack, session, constraints)
    anaphora = _time_anaphora(text, pack, session, constraints, named_spans, resources)
    # ("over those two months": the two periods, not a duration of two months.)
    constraints = tuple(
        c for c in constraints if not any(t.start < c.end and c.start < t.end for t in anaphora)
    ) + anaphora
    constraints = tuple(in_year_of(c, session.topic.constraints, pack) for c in constraints)
    constraints = _last_before_compared(constraints, session, pack)
    constraints = _same_period_of_year(constraints, text, session, pack)
    resolutions, constraints = _of_the_year(resolutions, constraints, text, pack, session, resources, type_nouns)

    # "旧版呢" where "旧版" is also a name of the property "replaces": the words picked an
    # entity in play (the older version), so they ask no property.
    described = [(r.reference.start, r.reference.end) for r in others if r.node_ids]
    properties = tuple(p for p in properties if not any(a <= p[0] and p[1] <= b for a, b in described))
    property_spans = [(start, end) for start, end, _pid in properties]
    subject: set[str] = set()
    # ("找个5分的酒店，…酒店的评分": the kind sought as an object, though also a subject later.)
    sought: set[str] = set()
    for start, end, classes in type_nouns:
        if any(not (end <= a or start >= b) for a, b in property_spans):
            sought |= classes
            continue  # "周边餐馆" asks about a property; 餐馆 is what is asked for
        # ("还记得影片讲了个什么故事吗": what the assistant is asked to know is the subject.)
        at_start = start - cues.body_offset <= 1 or (
            bool(pack.asks_if_known.fullmatch(text[cues.body_offset:start])) and not pack.asks_which.match(text, end)
        )
        if at_start or text[end:].startswith(pack.possessive):
            subject |= classes
        else:
            sought |= classes

    if not cues.comparison and _compares_with_topic(cues, pack, names, resolutions, session, resources):
        cues = replace(cues, comparison=True)
    unlinked_slot = None
    fragment = pack.fragment.fullmatch(cues.body) if not cues.ellipsis_slot and not cues.continuation else None
    if fragment is not None:
        # "august?", "email?", "drayle?" after a question: a fragment of what the turn
        # varies, as "and august?" is, when names, periods and properties make up all of it
        # ("really?", "why?" are no such fragment).
        start, end = cues.body_offset + fragment.start("slot"), cues.body_offset + fragment.end("slot")
        spans = [*named_spans, *((r.reference.start, r.reference.end) for r in resolutions if r.node_ids),
                 *((c.start, c.end) for c in constraints), *((s, e) for s, e, _p in properties)]
        inside = [(s - start, e - start) for s, e in spans if start <= s and e <= end]
        if inside and not content_terms(blank_spans(text[start:end], inside)):
            cues = replace(cues, ellipsis_slot=text[start:end])
    # "那门票的价格呢" names a property, not an unknown thing in the place of a known one
    # ("how about acupuncture treatment?" names another value of one).
    slot_is_property = bool(cues.ellipsis_slot) and _names_only_a_property(text, cues.ellipsis_slot or "", properties, pack)
    if (cues.ellipsis_slot and not any(d.node_id for d in names) and not constraints and not slot_is_property
            and not _only_a_grade(cues.ellipsis_slot, pack)):
        # ("and Osei's?" after "what's her email": the possessor, whose the last query's is.)
        unlinked_slot = cues.ellipsis_slot
        if pack.spaced and unlinked_slot.replace("’", "'").endswith(pack.possessive):
            unlinked_slot = unlinked_slot[:-len(pack.possessive)]
    resolutions = tuple(_with_head_of_name(r, text, pack, resources) for r in resolutions)
    return ClauseAnalysis(
        text=text,
        pack=pack,
        cues=cues,
        names=tuple(names),
        references=resolutions,
        constraints=constraints,
        properties=properties,
        type_nouns=type_nouns,
        unlinked_slot=unlinked_slot,
        near_properties=near,
        subject_classes=frozenset(subject),
        object_classes=frozenset(sought),
        spoken=frozenset(c.node_id for m in mentions if m.kind == "exact" for c in m.candidates),
        unknown_names=tuple(words for _s, _e, words in unknown),
        named_before=named_before,
    )


def _with_head_of_name(resolution: Resolution, text: str, pack: LanguagePack, resources: Resources) -> Resolution:
    """"这条线几点收车" where "线" is no type noun: a demonstrative and its measure word
    followed by the character the name of the one thing it means ends with ("环城线") take
    that character in, so the name written in their place does not say it twice; not one
    that opens the name of a property or a kind ("那家店长电话")."""
    ref, end = resolution.reference, resolution.reference.end
    if len(resolution.node_ids) != 1 or ref.kind not in ("demonstrative", "pronoun") or end >= len(text):
        return resolution
    if not ref.text or ref.text[-1] not in pack.referring.classifiers or not is_cjk(text[end]):
        return resolution
    if not resources.ontology.label(resolution.node_ids[0], pack.code).endswith(text[end]):
        return resolution
    if any(m.start == end for m in resources.properties.find(text)) or any(
        start == end for start, _e, _c in resources.references.type_nouns(text)
    ):
        return resolution  # ("那家店长电话": 店 opens 店长, a property or a kind asked of the shop)
    return replace(resolution, reference=replace(ref, end=end + 1, text=text[ref.start:end + 1]))


def _of_the_year(
    resolutions: tuple[Resolution, ...], constraints: tuple[Constraint, ...], text: str, pack: LanguagePack,
    session: Session, resources: Resources, type_nouns: Sequence[tuple[int, int, frozenset[str]]],
) -> tuple[tuple[Resolution, ...], tuple[Constraint, ...]]:
    """"去年那版有这条吗" after …（2025版）, "它上一年那款": a year said right before a
    reference to one of a family of versions (names that differ by a year) is the member of
    that year, which the reference, the year (and a pronoun of the same thing right before
    it) stand for; so is "last year's model", "the 2024 one" (a type noun or a pro-form
    after the year) of the topic's one thing. The year is then no constraint of its own."""
    kept = list(resolutions)
    for c in constraints:
        if c.kind != "time" or c.compare or YEAR.fullmatch(c.value) is None:
            continue
        after = next((r for r in kept if len(r.node_ids) == 1 and not r.reference.plural
                      and r.reference.kind in ("pronoun", "demonstrative") and r.reference.start >= c.end
                      and text[c.end:r.reference.start].strip() in ("", pack.possessive)), None)
        said, kinds = (None, None) if after is not None else _said_after_year(c, text, pack, type_nouns)
        thing = after.node_ids[0] if after is not None else (
            session.topic.entities[0] if said is not None and len(session.topic.entities) == 1
            and not any(r.reference.start < said and c.start < r.reference.end for r in kept) else None
        )
        if after is None and thing is not None and kinds is not None and not resources.graph.classes_of(thing) & kinds:
            continue  # ("last year's fines" of the rules: another kind, no member of theirs)
        if thing is None or _names_year(thing, c.value, resources):
            continue
        members = {
            sibling for rest, sibling in siblings(resources.ontology, resources.alias_index, thing).items()
            if c.value in YEAR.findall(rest)
        }
        if len(members) != 1:
            continue
        member = members.pop()
        if after is None:
            end = said or c.end
            kept.append(Resolution(Reference(c.start, end, text[c.start:end], "demonstrative"), (member,)))
        else:
            start = c.start
            # ("它上一年那款": "its" year's one, one reference.)
            owner = next((r for r in kept if r.node_ids == after.node_ids and r.reference.end == c.start), None)
            if owner is not None:
                kept.remove(owner)
                start = owner.reference.start
            kept[kept.index(after)] = replace(after, node_ids=(member,), reference=replace(
                after.reference, start=start, text=text[start:after.reference.end]))
        constraints = tuple(other for other in constraints if other is not c)
    return tuple(kept), constraints


def _said_after_year(
    c: Constraint, text: str, pack: LanguagePack, type_nouns: Sequence[tuple[int, int, frozenset[str]]]
) -> tuple[int | None, frozenset[str] | None]:
    """Where a type noun or a pro-form ("model", "one") right after the year (and the
    pack's possessive) ends, and the noun's classes (None for a pro-form): "last year's
    model", "the 2024 one"; (None, None) when none follows."""
    at = c.end + len(text[c.end:]) - len(text[c.end:].lstrip())
    if pack.possessive and text.startswith(pack.possessive, at):
        at += len(pack.possessive)
        at += len(text[at:]) - len(text[at:].lstrip())
    noun = next(((e, classes) for s, e, classes in type_nouns if s == at), None)
    if noun is not None:
        return noun
    word = re.match(r"\w+", text[at:])
    return (at + word.end(), None) if word is not None and word.group().casefold() in pack.pro_forms else (None, None)


def _names_year(entity_id: str, year: str, resources: Resources) -> bool:
    """Whether the entity's own name holds the year."""
    return year in YEAR.findall(resources.ontology.label(entity_id))


def _compares_with_topic(
    cues: Cues,
    pack: LanguagePack,
    names: Sequence[Decision],
    resolutions: Sequence[Resolution],
    session: Session,
    resources: Resources,
) -> bool:
    """Whether a degree with no "than" ("is york bigger?", "专业版贵多少") compares what
    the clause names with the thing of its kind in the topic: gold and readers alike take
    "升级到专业版要多花多少" as the step from the plan in play to the one named. A clause
    that points at something, searches ("有没有便宜一点的"), names only a value or names
    nothing is not one.
    """
    if not pack.comparative.search(cues.body) or cues.indefinite or cues.existence:
        return False
    if any(r.node_ids for r in resolutions):
        return False
    named = {d.node_id for d in names if d.node_id and not d.ambiguous}
    if not named or any(resources.fit.is_value_node(e) for e in named):
        return False  # "anything on the cheap side?": a filter's value replaces the last one
    kinds = frozenset().union(*(direct_classes(resources, e) for e in named))
    return any(e not in named and direct_classes(resources, e) & kinds for e in session.topic.entities)


def _by_property_asked(decision: Decision, asked: tuple[str, ...], resources: Resources) -> Decision:
    """"what version is kestrel on" with a system and its maker both called Kestrel: of
    the bearers of a name, the one thing whose kind has a property the clause asks is
    meant (the maker has no version); with two such bearers or none, the name stays
    ambiguous."""
    if not decision.ambiguous or not asked:
        return decision
    bearers = dict.fromkeys(node for node, _score in decision.ranked)
    having = [node for node in bearers if resources.fit.property_fit(node, asked) >= 1.0]
    if len(having) != 1:
        return decision
    score = next(score for node, score in decision.ranked if node == having[0])
    return replace(decision, node_id=having[0], score=score, ambiguous=False)


def _like_the_other_side(
    resolutions: tuple[Resolution, ...], names: Sequence[Decision], resources: Resources
) -> tuple[Resolution, ...]:
    """"why is it higher than the standard rate": a comparison sets like things side by
    side, so a pronoun whose pick is the other side itself or of none of its kinds, when
    the clause gives that side by a word of its name (found after the pronoun was weighed),
    means the best weighed other thing of its kind instead, when there is one."""
    sides = {d.node_id for d in names if d.node_id and not d.ambiguous}
    sides |= {e for r in resolutions if r.reference.kind != "pronoun" for e in r.node_ids}
    kinds = frozenset().union(*(direct_classes(resources, e) for e in sides)) if sides else frozenset()
    if not kinds:
        return resolutions
    changed = []
    for r in resolutions:
        if r.reference.kind == "pronoun" and len(r.node_ids) == 1 and (
            r.node_ids[0] in sides or not direct_classes(resources, r.node_ids[0]) & kinds
        ):
            like = next((e for e, _s in r.scores if e not in sides and direct_classes(resources, e) & kinds), None)
            if like is not None:
                r = replace(r, node_ids=(like,))
        changed.append(r)
    return tuple(changed)


def _with_contact_clause(resolutions: tuple[Resolution, ...], text: str, pack: LanguagePack) -> tuple[Resolution, ...]:
    """"the works it pumps to": a clause right after a description that says which one
    (by what another does to it) is part of the description, written over with its name;
    the pronoun of the clause is no thing of its own the query names."""
    clauses: list[tuple[int, int]] = []
    extended = []
    for r in resolutions:
        found = pack.contact_clause.match(text, r.reference.end) if (
            r.node_ids and r.reference.classes and r.reference.kind == "demonstrative"
        ) else None
        if found is not None:
            clauses.append((r.reference.end, found.end()))
            r = replace(r, reference=replace(r.reference, end=found.end(), text=text[r.reference.start:found.end()]))
        extended.append(r)
    return tuple(
        r for r in extended if not any(a <= r.reference.start and r.reference.end <= b for a, b in clauses)
    )


def _ends_an_unknown_name(ref: Reference, session: Session, resources: Resources, pack: LanguagePack) -> bool:
    """Whether the noun after a demonstrative ends a name the answer just shown wrote and
    the knowledge base does not hold ("这个厂" after "是城西电影制片厂", "those builders"
    after "Penhallow Builders did"): the thing meant is that one, which no query can name."""
    answer = session.answer_just_shown()
    opening = pack.referring.demonstrative.match(ref.text) if pack.referring.demonstrative else None
    words = ref.text.split()
    noun = ref.text[opening.end():].strip() if opening is not None else words[-1] if len(words) > 1 else ""
    if answer is None or not noun:
        return False
    named = [(m.start, m.end) for m in resources.alias_index.find(answer.text)]
    for found in re.finditer(re.escape(noun), answer.text, re.IGNORECASE):
        start, end = found.span()
        if any(a < end and start < b for a, b in named):
            continue
        before = answer.text[:start]
        # (A name: a capitalised word before the noun, or characters glued to it.)
        if pack.spaced and re.search(r"\b[A-Z][\w-]*\s+$", before) or (
            not pack.spaced and before[-1:] and is_cjk(before[-1])
        ):
            return True
    return False


def _only_another_kind(mention: Mention, pack: LanguagePack, resources: Resources) -> bool:
    """Whether a mention's words are a type noun of the ontology (a definite article aside)
    of a kind none of its candidates is of."""
    words, graph = mention.text, resources.graph
    return any(
        end == len(words.rstrip()) and words[:start].strip().casefold() in {"", *pack.referring.definite}
        and not any(graph.classes_of(c.node_id) & classes for c in mention.candidates)
        for start, end, classes in resources.references.type_nouns(words)
    )


def _by_gender_said(
    names: list[Decision], text: str, pack: LanguagePack, resources: Resources
) -> tuple[list[Decision], list[tuple[int, int]]]:
    """"岑经理电话多少 男的那个": of the persons a name of the clause may mean, the one of the
    gender the words say; and the span of those words, which point at nothing else."""
    said = pack.gender_one.search(text)
    if said is None:
        return names, []
    gender = "m" if said.group("m") else "f"
    fit, kept = resources.fit, []
    for decision in names:
        persons = [c.node_id for c in decision.mention.candidates if fit.is_person(c.node_id)]
        of_gender = [e for e in dict.fromkeys(persons) if fit.gender_of(e) == gender]
        if len(set(persons)) >= 2 and len(of_gender) == 1:
            decision = replace(decision, node_id=of_gender[0], ambiguous=False)
        kept.append(decision)
    return kept, ([said.span()] if kept != names else [])


def _side_of(
    entity_id: str, end: int, text: str, pack: LanguagePack, session: Session, resources: Resources
) -> str | None:
    """The one thing somebody in the conversation named that an edge puts in the charge of
    the person ``entity_id``, when the words after them say their side ("他那边")."""
    if pack.side_of_person.match(text, end) is None or not resources.fit.is_person(entity_id):
        return None
    fit = resources.fit
    held = {
        edge.source for edge in resources.graph.edges(entity_id)
        if edge.target == entity_id and edge.source in session.entities
        and not fit.is_person(edge.source) and not fit.is_value_node(edge.source)
    }
    return next(iter(held)) if len(held) == 1 else None


def _property_by_question(
    ref: Reference, text: str, pack: LanguagePack, properties: tuple[tuple[int, int, str], ...]
) -> bool:
    """Whether a definite type noun, all a question word and its verb open the clause with
    before it (pack ``wh_copula``), is exactly a property's name."""
    if not (ref.classes and ref.definite) or pack.wh_copula.fullmatch(text[:ref.start].lstrip()) is None:
        return False
    return any(
        e == ref.end and text[ref.start:s].strip().casefold() in pack.referring.definite for s, e, _p in properties
    )


def _kind_returned_to(
    text: str, pack: LanguagePack, cues: Cues, type_nouns: Sequence[tuple[int, int, frozenset[str]]],
    references: Sequence[Reference], taken: Sequence[tuple[int, int]],
) -> list[Reference]:
    """"回到片区 报修及时率呢": a kind said right after the cue of a return, with no word that
    points at one, is the thing of that kind the talk was of, as "back to the ED" is."""
    back = pack.return_.search(text) if cues.return_ else None
    if back is None:
        return []
    at = back.end() + len(text[back.end():]) - len(text[back.end():].lstrip())
    noun = next(((start, end, classes) for start, end, classes in type_nouns if start == at), None)
    if noun is None or any(r.start <= at < r.end for r in references) or any(a <= at < b for a, b in taken):
        return []
    _start, end, classes = noun
    return [Reference(at, end, text[at:end], "demonstrative", classes=classes, definite=True)]


def _particle_before_property(
    start: int, end: int, text: str, pack: LanguagePack, properties: tuple[tuple[int, int, str], ...]
) -> bool:
    """Whether ``text[start:end]`` is the leading particle of the turn (after its fillers)
    and then exactly a property's name."""
    filler = pack.filler.match(text)
    offset = filler.end() if filler else 0
    particle = pack.lead_particle.match(text, offset)
    if particle is None or start != offset or particle.end() >= end:
        return False
    at = particle.end()
    return any(s == at and e == end for s, e, _p in properties)


def _every_bearer(names: list[Decision], text: str, pack: LanguagePack) -> tuple[list[Decision], tuple[Resolution, ...]]:
    """"who leads each ED?", "两个急诊科": a name several nodes share, after a word for all of
    them, means all of them, with the word; it asks no question which one."""
    every: list[Resolution] = []
    kept: list[Decision] = []
    for decision in names:
        bearers = tuple(dict.fromkeys(c.node_id for c in decision.mention.candidates))
        found = pack.every.search(text, 0, decision.mention.start) if decision.mention.kind == "exact" else None
        if found is None or len(bearers) < 2 or not (decision.ambiguous or decision.node_id is None):
            kept.append(decision)
            continue
        start, end = found.start(), decision.mention.end
        every.append(Resolution(Reference(start, end, text[start:end], "demonstrative", plural=True), bearers))
    return kept, tuple(every)


def _qualified(
    names: list[Decision], session: Session, resources: Resources, salience: dict[str, float]
) -> list[Decision]:
    """A name said of a thing of a class that qualifies it means the qualified variant
    ("仁和医院的等候时长" → 医院等候时长 when the ontology has both and it is in play): said
    of the things the clause names (every candidate of an ambiguous one), else of the most
    salient ones in play."""
    ontology = resources.ontology
    result = []
    for decision in names:
        if decision.node_id is None:
            result.append(decision)
            continue
        own = set(ontology.entities[decision.node_id].types)
        in_clause = [
            node for other in names if other is not decision
            for node in ([other.node_id] if other.node_id else [n for n, _ in other.ranked])
        ]
        in_play = sorted(salience, key=lambda node: -salience[node])[:3]
        kinds = [
            ontology.class_closure(node) for node in (in_clause or in_play)
            if node in ontology.entities and not own & set(ontology.entities[node].types)
        ]
        variant = resources.qualified.variant_for(decision.node_id, kinds)
        # Only a variant somebody has named: a node nobody mentioned is never put in a query.
        in_session = variant is not None and variant in session.entities
        result.append(replace(decision, node_id=variant) if in_session else decision)
    return result


def _possessed_by_pronoun(
    resolutions: tuple[Resolution, ...], text: str, pack: LanguagePack,
    type_nouns: Sequence[tuple[int, int, frozenset[str]]], session: Session, resources: Resources,
) -> tuple[Resolution, ...]:
    """"她那个区上个月销售额" after "宋佳怡是西南区销售经理": a pronoun and the type noun
    of a kind (past a demonstrative: ``possessed_gap``) mean the
    pronoun's referent's one graph neighbour of that kind, when somebody named it."""
    found = list(resolutions)
    graph = resources.graph
    for resolution in resolutions:
        ref = resolution.reference
        if ref.kind != "pronoun" or len(resolution.node_ids) != 1:
            continue
        said = pack.referring.pronouns.get(ref.text.casefold())
        if said is not None and said.possessive_before_word and not ref.possessive and any(
            s > ref.end and not text[ref.end:s].strip() for s, _e, _c in type_nouns
        ):
            # "who's the head of her department": "her" owns the kind said after it ("Dr
            # Kim's department") as it owns any word of content; the thing owned is read
            # apart below when the conversation named it.
            owning = replace(resolution, reference=replace(ref, possessive=True))
            found[found.index(resolution)] = owning
            resolution, ref = owning, owning.reference
        gap = pack.possessed_gap.match(text, ref.end)
        noun = next(((s, e, c) for s, e, c in type_nouns if gap is not None and s == gap.end()), None)
        if noun is None:
            continue
        owner = resolution.node_ids[0]
        # (Only the one of its kind the graph joins to the referent: "他的电影" of a director
        # of many asks that kind of thing, not the one film said.)
        kin = [n for n in graph.neighbours(owner) if graph.classes_of(n) & noun[2]]
        if len(kin) != 1 or kin[0] not in session.entities:
            continue
        # ("他的门店" of a store's manager is his store; "他的作品还有哪些" asks his works,
        # one known or many: with the possessive marker, only a relation no one has twice
        # of means one thing, and only when the clause asks no "which" of them.)
        if pack.possessive and pack.possessive in gap.group(0) and (
            pack.asks_which.search(text, noun[1]) or pack.asks_more.search(text) or not any(
                resources.fit.single_valued(edge.predicate, from_source=edge.source == owner)
                for edge in graph.edges(owner) if kin[0] in (edge.source, edge.target)
            )
        ):
            continue
        start, end = ref.start, noun[1]
        found = [
            r for r in found if r is not resolution and not (start <= r.reference.start and r.reference.end <= end)
        ]
        found.append(Resolution(Reference(start, end, text[start:end], "demonstrative", classes=noun[2]), (kin[0],)))
    return tuple(found)


def _event_references(
    text: str, pack: LanguagePack, session: Session, resources: Resources, taken: list[tuple[int, int]],
    names: Sequence[Decision] = (),
) -> tuple[Resolution, ...]:
    """"这事以后规定改了啥": the most salient event in play (one the ontology calls an event,
    else one whose name states when it was). "受潮那事" (a word of one event's name before
    it) is that event; "闸门那个事" (a name before it) one the graph joins to that thing, the
    name said of the event when the event's own name holds it ("5·12南湾码头闸门故障")."""
    found: list[Resolution] = []
    fit = resources.fit
    for match in pack.event_reference.finditer(text):
        if any(match.start() < b and a < match.end() for a, b in taken):
            continue
        # A thing the ontology calls an event ("…受潮事件") before one whose name merely
        # states a year (a standard's 2025 edition).
        events = fit.events_first(e for e, _s in session.salient()[:EVENT_CANDIDATES])
        ref = Reference(match.start(), match.end(), match.group(0), "demonstrative")
        said = next((d for d in names if d.node_id and d.mention.end == match.start()), None)
        if said is not None and said.node_id is not None:
            # (Of any event the talk named: the name says which, however long ago.)
            near = resources.graph.neighbours(said.node_id)
            events = [e for e in fit.events_first(e for e, _s in session.salient()) if e in near or (
                normalize(said.mention.text) in normalize(resources.ontology.label(e, pack.code))
                and e in resources.graph.neighbours(said.node_id, depth=2)
            )]
            if events and normalize(said.mention.text) in normalize(resources.ontology.label(events[0], pack.code)):
                # ("闸门那个事" of "…闸门故障": the name's words are the event's own; the name
                # is said of it, no thing of its own.)
                ref = replace(ref, start=said.mention.start, text=text[said.mention.start:match.end()])
        elif (dated := _dated_before(text, match.start(), pack)) is not None:
            # ("8月那次停了几个小时" after two outages: the one whose name states August;
            # none so dated, the words point at none.)
            start, month, day = dated
            events = fit.events_first(e for e, _s in session.salient())  # (as for a name said)
            events = [e for e in events if (month, day) in _event_dates(e, pack, resources)
                      or (month, None) in _event_dates(e, pack, resources) and day is None]
            ref = replace(ref, start=start, text=text[start:match.end()])
        else:
            modified, start = modified_by(text, ref, events, resources)
            if modified:
                events = [e for e in events if e in modified]
                ref = replace(ref, start=start, text=text[start:match.end()])
        if events:
            found.append(Resolution(ref, (events[0],)))
            taken.append((ref.start, ref.end))
    if not any(d.node_id for d in names):
        found += _event_by_recency(text, pack, session, resources, taken)
    return tuple(found)


#: How many characters after "上次" are read, at most, as words of the event's name ("停电").
RECENCY_WORDS = 4


def _event_by_recency(
    text: str, pack: LanguagePack, session: Session, resources: Resources, taken: list[tuple[int, int]]
) -> tuple[Resolution, ...]:
    """"这次谁抢修的", "上次停电是啥原因" after an answer about two outages, "this one on
    9·02, the last on 3·15": of the events in play whose names state their dates, the
    latest for this occasion, the one before it for the last. (Not in a clause that names
    a thing, which "这次" only dates: "这次我想问X".)"""
    match = pack.event_recency.search(text)
    if match is None or any(match.start() < b and a < match.end() for a, b in taken):
        return ()
    dated = sorted(
        (max(days), e) for e in resources.fit.events_first(e for e, _s in session.salient())
        if (days := [(month, day) for month, day in _event_dates(e, pack, resources) if day is not None])
    )
    if len(dated) < 2 or len({when for when, _e in dated}) < len(dated):
        return ()
    picked = dated[-1][1] if match.group("this") else dated[-2][1]
    # ("上次停电": the words after it that the event's name holds are said of it.)
    label = normalize(resources.ontology.label(picked, pack.code))
    end = next(
        (match.end() + size for size in range(RECENCY_WORDS, 1, -1)
         if len(text) >= match.end() + size and normalize(text[match.end():match.end() + size]) in label),
        match.end(),
    )
    taken.append((match.start(), end))
    return (Resolution(Reference(match.start(), end, text[match.start():end], "demonstrative"), (picked,)),)


def _dated_before(text: str, end: int, pack: LanguagePack) -> tuple[int, int, int | None] | None:
    """Where a date said right before ``end`` starts, its month and its day (None when
    it says a month alone): "8·22" as event names write it, or a time of the language."""
    before = text[:end].rstrip()
    for match in pack.event_date.finditer(before):
        if match.end() == len(before):
            return match.start(), int(match.group(1)), int(match.group(2))
    for constraint in extract_constraints(before):
        dated = _MONTH_DAY.search(constraint.value) if constraint.kind == "time" else None
        if constraint.end == len(before) and dated is not None:
            return constraint.start, int(dated.group(1)), int(dated.group(2)) if dated.group(2) else None
    return None


def _event_dates(entity_id: str, pack: LanguagePack, resources: Resources) -> set[tuple[int, int | None]]:
    """The (month, day) and (month, None) its name states of an event ("柘塘苑8·22停水事件",
    "the June 2025 oven fire")."""
    label = resources.ontology.label(entity_id, pack.code)
    found: set[tuple[int, int | None]] = set()
    for match in pack.event_date.finditer(label):
        found |= {(int(match.group(1)), int(match.group(2))), (int(match.group(1)), None)}
    for constraint in extract_constraints(label):
        dated = _MONTH_DAY.search(constraint.value) if constraint.kind == "time" else None
        if dated is not None:
            month = int(dated.group(1))
            found |= {(month, int(dated.group(2)) if dated.group(2) else None), (month, None)}
    return found


# The month and day of a time's value: "M08", "2025-08", "2025-08-22", "M08-22".
_MONTH_DAY = re.compile(r"(?:^M|^\d{4}-)(\d\d)(?:-(\d\d))?$")


# A year right before a name ("the 2022 …") or right after it ("… 2022").
_YEAR_BEFORE = re.compile(r"(?<!\d)((?:19|20)\d\d)\s*$")
_YEAR_AFTER = re.compile(r"\s*((?:19|20)\d\d)(?!\d)")


def _by_family_word(decision: Decision, text: str, pack: LanguagePack, resources: Resources) -> Decision:
    """"the 2022 lending rules", "the old lending rules" where the name is the 2025
    version's: a year beside the name that the rest of a sibling's name has, or a grade of
    age right before it ("old", pack ``gradable_words``), says which member of the name's
    family (kglink.linking.families) is meant; the words go with the name."""
    entity_id = decision.node_id
    if entity_id is None or decision.ambiguous:
        return decision
    mention = decision.mention
    start, end, meant = mention.start, mention.end, None
    before, after = _YEAR_BEFORE.search(text, 0, mention.start), _YEAR_AFTER.match(text, mention.end)
    for match, at_start in ((before, True), (after, False)):
        if match is None or meant is not None:
            continue
        owners = {node for rest, node in siblings(resources.ontology, resources.alias_index, entity_id).items()
                  if match.group(1) in rest}
        if len(owners) == 1:
            meant = next(iter(owners))
            start, end = (match.start(), end) if at_start else (start, match.end())
    word = re.search(r"([^\W\d_]+)\s*$", text[:mention.start]) if meant is None else None
    grade = pack.gradable_words.get(word.group(1).casefold()) if word is not None else None
    if grade is not None and grade[0] == DATED:
        meant = family_extreme(entity_id, frozenset(), grade[1], resources)
        start = word.start(1) if meant not in (None, entity_id) else start
    if meant is None or meant == entity_id:
        return decision
    widened = replace(mention, start=start, end=end, text=text[start:end])
    return replace(decision, mention=widened, node_id=meant, ranked=((meant, decision.score), *decision.ranked))


def _coordinated_years(names: list[Decision], text: str, pack: LanguagePack, resources: Resources) -> list[Decision]:
    """"the Lending Rules 2024 and the 2025 version", "借阅规则2024版和2025版": a year
    right after a coordinator (and a definite determiner) that follows a name is the one
    other member of that name's family whose name has that year, its other words left out
    as people leave them (kglink.linking.families)."""
    coordinators = sorted(pack.coordinators - _CLAUSE_COMMAS, key=len, reverse=True)
    if not coordinators:
        return []
    determiners = "".join(rf"(?:{re.escape(word)}\s+)?" for word in sorted(pack.referring.definite))
    pattern = re.compile(
        rf"\s*[^\W\d]{{0,2}}\s*(?:{'|'.join(re.escape(c) for c in coordinators)})\s*{determiners}((?:19|20)\d\d)(?!\d)",
        re.IGNORECASE,
    )
    found: list[Decision] = []
    for decision in names:
        match = pattern.match(text, decision.mention.end) if decision.node_id and not decision.ambiguous else None
        if match is None or any(d.mention.start < match.end(1) and match.start(1) < d.mention.end for d in names):
            continue
        owners = {node for rest, node in siblings(resources.ontology, resources.alias_index, decision.node_id).items()
                  if match.group(1) in rest}
        if len(owners) == 1:
            (meant,) = owners
            # ("和2025版" of "…（2025版）": the rest of the bracketed year goes with it.)
            end = match.end(1) + echo_after(text, match.end(1), len(text), resources.ontology.label(meant, pack.code),
                                             match.group(1))
            mention = replace(decision.mention, start=match.start(1), end=end, text=text[match.start(1):end])
            found.append(replace(decision, mention=mention, node_id=meant, ranked=((meant, decision.score),)))
    return found


def _shift_over_calendar(
    text: str, pack: LanguagePack, session: Session, constraints: tuple[Constraint, ...]
) -> tuple[Constraint, ...]:
    """"down on the previous month" after September's revenue is August's: with a period
    in force, the pack's words for the period before or after it ("the previous month",
    "前一个月") are that shift, not a period counted from today that a part of them reads as
    ("previous month"), which yields to :func:`_time_anaphora`."""
    if not any(c.kind == "time" and not c.compare for c in session.topic.constraints):
        return constraints
    shifts = [m.span() for p in (pack.time_before, pack.time_after) for m in p.finditer(text)]
    return tuple(
        c for c in constraints if not (c.kind == "time" and any(a <= c.start and c.end <= b for a, b in shifts))
    )


def _time_anaphora(
    text: str, pack: LanguagePack, session: Session, constraints: tuple[Constraint, ...], taken: list[tuple[int, int]],
    resources: Resources,
) -> tuple[Constraint, ...]:
    """"and the line's OEE that month?": the period in force, where the words stand for it."""
    if any(c.kind == "time" and not c.compare for c in constraints):
        return ()
    pair = _time_pair(text, pack, session, taken)
    if pair:
        return pair
    in_force = [c for c in session.topic.constraints if c.kind == "time" and not c.compare]
    # "the same quarter" after a question on something else: the period last in force.
    for earlier in reversed(session.topic_stack):
        in_force = in_force or [c for c in earlier.constraints if c.kind == "time" and not c.compare]
    for match in pack.time_anaphora.finditer(text):
        if all(match.end() <= start or match.start() >= end for start, end in taken):
            # "company leakage that month" after "how many bursts in October?" and "and the
            # target?" (asked whatever the month): the period the talk last stated, when the
            # words name a unit ("that month"; a closing "then" may mean "in that case").
            names_unit = any(unit in match.group(0).casefold() for unit in pack.time_units)
            stated = in_force or (_last_stated_period(session, resources) if names_unit else [])
            if "several" in match.re.groupindex and match.group("several"):
                # "over the same months": the period of several units in force, or the one
                # the talk last stated ("July to September"), not a day said since.
                stated = [c for c in in_force if "/" in c.value] or _last_stated_period(
                    session, resources, several=True)
            if not in_force and stated and _DAY.fullmatch(stated[-1].value):
                # "that month" after a day said in passing ("back in service on 6 May"): the
                # month of the thing in play the graph dates, when the talk stated its date.
                stated = _dated_thing_period(session, resources) or stated
            if not stated:
                continue
            period = stated[-1]
            value, written = period.value, period.display
            day = _DAY.fullmatch(value)
            if day and "month" in {unit for word, unit in pack.time_units.items() if word in match.group(0).casefold()}:
                # "that month" of "14 May 2025" is May 2025, not the day ("22 August", no
                # year said: August).
                if value.startswith("M"):
                    value, written = value[:3], pack.time.month(None, int(value[1:3]))
                else:
                    value, written = value[:7], pack.time.month(int(value[:4]), int(value[5:7]))
            return (Constraint(period.kind, period.slot, match.group(0), match.start(), match.end(), value,
                               _anaphora_display(written, pack)),)
    if not in_force:
        return ()
    # "what was it the quarter before", "and the quarter after?": the period next to the
    # one in force.
    shifts = [(match, -1) for match in pack.time_before.finditer(text)]
    shifts += [(match, 1) for match in pack.time_after.finditer(text)]
    for match, step in shifts:
        if any(not (match.end() <= start or match.start() >= end) for start, end in taken):
            continue
        word = next(group for group in match.groups() if group)
        shifted = _period_shifted(in_force[-1].value, pack.time_units.get(word.lower(), ""), step, pack)
        if shifted is not None:
            value, written = shifted
            # ("比前一个月多了多少": the month before, as the target of a comparison, beside
            # the month in force.)
            return (Constraint("time", "time", match.group(0), match.start(), match.end(), value,
                               _anaphora_display(written, pack),
                               compare=is_compared(text, match.start(), match.end())),)
    return ()


#: "last month", "上季度" without a ``now``: the unit before the present one.
_LAST_UNIT = re.compile(r"R:(?P<unit>month|quarter)-1$")


def _same_period_of_year(
    constraints: tuple[Constraint, ...], text: str, session: Session, pack: LanguagePack
) -> tuple[Constraint, ...]:
    """"去年同期呢", "same period last year?" after a figure of October: October of that
    year, not the whole year; the constraints as they are when no month or quarter is in
    force."""
    years = [c for c in constraints if c.kind == "time" and not c.compare and _YEAR_VALUE.fullmatch(c.value)]
    in_force = [c for c in session.topic.constraints if c.kind == "time" and not c.compare]
    if len(years) != 1 or len(in_force) != 1 or not pack.time_anaphora.search(text):
        return constraints
    period = _PERIOD.fullmatch(in_force[0].value)
    said = _YEAR_VALUE.fullmatch(years[0].value)
    if period is None or said is None:
        return constraints
    if said.group("back"):
        # ("去年同期" with no date to count from: the year before the one in force, if it has one.)
        if not period.group("year"):
            return constraints
        year = int(period.group("year")) - int(said.group("back"))
    else:
        year = int(said.group(0))
    if period.group("month"):
        value, written = f"{year}-{period.group('month')}", pack.time.month(year, int(period.group("month")))
    else:
        value, written = f"{year}-Q{period.group('quarter')}", pack.time.quarter(year, int(period.group("quarter")))
    return tuple(replace(c, value=value, display=written) if c is years[0] else c for c in constraints)


#: A time constraint's value that is a whole year ("2024", or "R:year-1" with no date to count from).
_YEAR_VALUE = re.compile(r"\d{4}|R:year-(?P<back>\d)")


def _last_before_compared(
    constraints: tuple[Constraint, ...], session: Session, pack: LanguagePack
) -> tuple[Constraint, ...]:
    """"比上个月多了多少" after "9月营业额", "is it up on last month": the period compared
    with is the one before the period the figure is for (the clause's own, else the one in
    force), not the month before today, which may be that very month."""
    own = [c for c in constraints if c.kind == "time" and not c.compare]
    base = own or [c for c in session.topic.constraints if c.kind == "time" and not c.compare]
    if len(base) != 1:
        return constraints
    out = []
    for constraint in constraints:
        last = None
        if constraint.kind == "time" and constraint.compare:
            last = next((_LAST_UNIT.fullmatch(c.value) for c in extract_constraints(constraint.text)
                         if c.kind == "time"), None)
        shifted = _period_shifted(base[0].value, last.group("unit"), -1, pack) if last else None
        if shifted is not None:
            value, written = shifted
            constraint = replace(constraint, value=value, display=written)
        out.append(constraint)
    return tuple(out)


def _picked_by_answer(session: Session, resources: Resources, fits: Callable[[str], bool]) -> str | None:
    """"卖得最好的是哪个品种" -> "丰禾9号，…" -> "它在哪育的种": an answer to a question asking
    which thing of a kind (pack ``which_one``), or whether one of a kind exists, leads with
    its pick; when the user has not spoken of that thing yet (not a value, nor a person or
    body, which a pronoun of things does not mean), the pronoun of things right after means
    it. ("who can edit the GIS?" -> "the records team in Networks" leads with a body: "who
    owns it" is still about the GIS.)"""
    asked, answer = session.last("user"), session.answer_just_shown()
    if asked is None or answer is None or not answer.entities:
        return None
    # ("有治它的药吗", "is there a depot that takes reefers?": whether a thing of a kind
    # exists asks which one, and the answer gives one of that kind.)
    kinds = kinds_asked_to_exist(asked.text, resources)
    if not kinds and not any(p.which_one.search(asked.text) for p in PACKS.values()):
        return None
    # (What an answer before only mentioned in passing is new too: the user never asked of it.)
    earlier = {e for turn in session.turns[:-1] for e in turn.entities if turn.role == "user"}
    new = [
        e for e in answer.entities
        if e not in earlier and fits(e) and not resources.fit.is_value_node(e) and resources.fit.is_animate(e) is not True
    ]
    if kinds:
        # ("Drayle is on Ledgerly Pro" answers "what plan is Drayle on": the pick is the
        # new thing of the kind asked, wherever the answer puts it.)
        new = [e for e in new if resources.graph.classes_of(e) & kinds]
    # ("All Velda bikes use the Tarn M4 motor" answers "which motor do the Velda bikes
    # use": what the question named leads, and the pick is the new thing after it.)
    pick = new[0] if new and (kinds or answer.entities[0] in asked.entities) else answer.entities[0]
    # ("which depot had the most breakdowns" -> "Harrowgate Depot, 14; Bramblecote Depot 9",
    # or "… highest at Harrowgate Depot": a ranking names first the one the question picked
    # by its grade.)
    ranked = bool(new) and pick == new[0] and any(p.extreme.search(asked.text) for p in PACKS.values())
    if pick not in new or not ranked and any(
        e != pick and direct_classes(resources, e) & direct_classes(resources, pick) for e in new
    ):
        return None  # (a list of its kind picks none: "which depots…" -> "Leeds and York")
    return pick


def kinds_asked_to_exist(text: str, resources: Resources) -> frozenset[str]:
    """The kinds a question asks which things of ("what plan is it on", "哪些客户") or
    whether a thing of exists ("有治它的药吗": drugs): a type noun right after an
    interrogative determiner, or after a cue of existence; empty when it asks no such thing."""
    cues = [m.start() for p in PACKS.values() for m in [p.existence.search(text)] if m is not None]
    return frozenset().union(*(
        classes for start, _end, classes in resources.references.type_nouns(text)
        if (cues and start > min(cues)) or any(
            p.which.search(text, 0, start) or p.which_several.search(text, 0, start) for p in PACKS.values()
        )
    ))


def _anaphora_display(written: str, pack: LanguagePack) -> str:
    """How a period stands where words referred to it ("in July" for "then"); a period
    that was itself such a reference is written so already (not "in in July")."""
    before, _, after = pack.time_anaphora_display.partition("{}")
    if written.startswith(before) and written.endswith(after):
        return written
    return pack.time_anaphora_display.format(written)


def _time_pair(
    text: str, pack: LanguagePack, session: Session, taken: list[tuple[int, int]]
) -> tuple[Constraint, ...]:
    """"这俩月": the two latest periods of the unit the talk stated (the user's turns and the
    answers), in the order it stated them; nothing unless it stated two."""
    for match in pack.time_pair.finditer(text):
        if any(not (match.end() <= start or match.start() >= end) for start, end in taken):
            continue
        unit = pack.time_units.get(match.group("unit"), "")
        found: dict[str, Constraint] = {}
        for record in reversed(session.history):
            for stated in extract_constraints(record.text):
                period = _PERIOD.fullmatch(stated.value) if stated.kind == "time" and not stated.compare else None
                number = period and (period.group("month") if unit == "month" else period.group("quarter"))
                if number and len(found) < 2:
                    found.setdefault(number, stated)
            if len(found) == 2:
                break
        if len(found) == 2:
            return tuple(
                Constraint(c.kind, c.slot, match.group(0), match.start(), match.end(), c.value, c.display)
                for c in reversed(found.values())
            )
    return ()


#: A period that is one day ("2025-05-06"), finer than any unit "that month" names.
# A day, with its year or without ("M08-22": 22 August).
_DAY = re.compile(r"(?:\d{4}-|M)\d{2}-\d{2}")


def _dated_thing_period(session: Session, resources: Resources) -> list[Constraint]:
    """The latest period the talk stated that is the date the graph gives a thing in play
    ("the Harlow Quay flood happened on 3 March": "that month" is March, not the date a
    later answer says it was cleared up by)."""
    dates: set[str] = set()
    for entity_id in session.entities:
        entity = resources.graph.node(entity_id)
        for attribute in entity.attributes if entity is not None else ():
            dates |= {c.value for c in extract_constraints(attribute.value) if c.kind == "time" and not c.compare}
    for record in reversed(session.history):
        stated = [c for c in extract_constraints(record.text) if c.kind == "time" and not c.compare and c.value in dates]
        if stated:
            return stated[:1]
    return []


def _last_stated_period(session: Session, resources: Resources, *, several: bool = False) -> list[Constraint]:
    """The first period of the latest turn (the user's or an answer) that states one; with
    ``several``, one that spans several units ("July to September"). A year in a name
    ("the Lending Rules 2025") states no period."""
    for record in reversed(session.history):
        stated = [c for c in extract_constraints(record.text) if c.kind == "time" and not c.compare
                  and (not several or "/" in c.value)]
        if stated:
            named = [(m.start, m.end) for m in resources.alias_index.find(record.text, fuzzy=False)]
            stated = [c for c in stated if not any(a <= c.start and c.end <= b for a, b in named)]
        if stated:
            return stated[:1]
    return []


# The unit of a relative period ("R:quarter-1", "R:year-1-Q2") and of an absolute one
# ("2025-Q3", "M09", "2025"); a half year or a week has no single form an answer states.
_RELATIVE_UNIT = re.compile(r"R:(?P<unit>month|quarter|year)[+-]\d+$")
_ABSOLUTE_UNIT = {"month": re.compile(r"\d{4}-\d{2}$"), "quarter": re.compile(r"\d{4}-Q[1-4]$"),
                  "year": re.compile(r"\d{4}$")}


def answered_periods(topic: Topic, answer: str, now: dt.date | None = None) -> None:
    """Put in force the period an answer stated for a relative one of ``topic``.

    Without a ``now``, "last quarter" stays the user's words; when the answer then says
    "11.9% in Q3 2025, up from 10.6% in Q2", the first period of the same unit it states
    is the one it answered for, and later turns ("why so high", "the same quarter", an
    edit of the last query) carry that period. With a ``now``, "now" / "at the moment"
    is the present month but keeps the user's words: the figures of "now" are the latest
    the documents have, and an answer that says "6.8 in October 2025" gives their month.
    The user's words (``text``) are kept; the value and display are the answer's.
    """
    relative = [(c, unit) for c in topic.constraints if (unit := _answerable_unit(c, now))]
    if not relative:
        return
    stated = [c for c in extract_constraints(answer) if c.kind == "time" and not c.compare]
    for constraint, unit in relative:
        period = next((c for c in stated if _ABSOLUTE_UNIT[unit].match(c.value)), None)
        if period is not None:
            topic.constraints[topic.constraints.index(constraint)] = replace(
                constraint, value=period.value, display=period.display)
            topic.query = _replace_words(topic.query, constraint.display, period.display)


def _answerable_unit(constraint: Constraint, now: dt.date | None) -> str:
    """The unit of a period of the topic that the next answer says for it: a relative one
    ("last quarter" without ``now``), or the present month said as "now" (its words kept as
    the display, which a month the user wrote out does not do); "" for any other."""
    if constraint.kind != "time" or constraint.compare:
        return ""
    relative = _RELATIVE_UNIT.match(constraint.value)
    if relative is not None:
        return relative.group("unit")
    if now is not None and constraint.display == constraint.text and constraint.value == f"{now.year}-{now.month:02d}":
        return "month"
    return ""


def _replace_words(query: str, words: str, by: str) -> str:
    """``query`` with ``words`` put as ``by``, not inside a longer Latin word ("now" of "known")."""
    if not words:
        return query
    edge = r"(?<![A-Za-z])" if words[0].isascii() and words[0].isalpha() else ""
    tail = r"(?![A-Za-z])" if words[-1].isascii() and words[-1].isalpha() else ""
    return re.sub(edge + re.escape(words) + tail, lambda _m: by, query)


_PERIOD = re.compile(r"(?:(?P<year>\d{4})-)?(?:M?(?P<month>\d{2})|Q(?P<quarter>[1-4]))")


def _period_shifted(value: str, unit: str, step: int, pack: LanguagePack) -> tuple[str, str] | None:
    """The month or quarter ``step`` (-1 or 1) from the period ``value`` ("2025-Q3", -1 ->
    "2025-Q2"; "M12", 1 -> "M01"), with how the pack writes it; None when ``value`` is no
    period of that unit."""
    match = _PERIOD.fullmatch(value)
    if match is None:
        return None
    year = int(match.group("year")) if match.group("year") else None
    if unit == "month" and match.group("month"):
        size, number = 12, int(match.group("month"))
    elif unit == "quarter" and match.group("quarter"):
        size, number = 4, int(match.group("quarter"))
    else:
        return None
    index = number - 1 + step
    if year is not None:
        year += index // size  # (December's month after is January of the next year)
    number = index % size + 1
    if unit == "month":
        return (f"{year}-{number:02d}" if year else f"M{number:02d}"), pack.time.month(year, number)
    return (f"{year}-Q{number}" if year else f"Q{number}"), pack.time.quarter(year, number)


def _names_only_a_property(
    text: str, slot: str, properties: tuple[tuple[int, int, str], ...], pack: LanguagePack
) -> bool:
    """Whether an ellipsis slot is a property's name and words for its dimension only."""
    start = text.find(slot)
    end = start + len(slot)
    inside = [(s - start, e - start) for s, e, _pid in properties if start <= s and e <= end]
    if start < 0 or not inside:
        return False
    rest = blank_spans(slot, inside)
    for words in pack.dimensions.values():
        for word in words:
            rest = rest.replace(word, " " * len(word))
    return not content_terms(rest)


def _other_of_a_shared_name(decision: Decision, text: str, pack: LanguagePack, session: Session) -> Decision:
    """"the other north hub?", "另一个一厂": a name several entities share, after "the
    other", means the one of them the conversation is not about."""
    if len(decision.ranked) < 2:
        return decision
    before = text[:decision.mention.start].rstrip()
    other = next((m for m in pack.other.finditer(before) if m.end() == len(before)), None)
    if other is None:
        return decision
    in_topic = set(session.topic.entities) | {e for e, _s in session.salient()[:1]}
    rest = [(node, score) for node, score in decision.ranked if node not in in_topic]
    if not rest or len(rest) == len(decision.ranked):
        return decision
    return replace(decision, node_id=rest[0][0], score=rest[0][1], ambiguous=False)


def blank_spans(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with each span replaced by spaces (offsets stay valid)."""
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


#: How many of the most salient entities lend their names' words to that test.
IN_PLAY_NAMES = 8

#: How many words in small letters that no dictionary has a clause is searched for a name.
MAX_STRANGE_WORDS = 8

#: A word of four small letters or more, alone (not part of "pro-rata" or "o'clock"), or
#: before a possessive ("brenmoor's").
_SMALL_WORD = re.compile(r"(?<![\w'’-])[a-z]{4,}(?=['’]s\b|(?![\w'’-]))")

#: A run of capitalised words ("Harlow Quay", "ParcelNet").
_CAPITALISED_RUN = re.compile(r"(?<![\w'’-])[A-Z][a-z]+[A-Za-z]*(?:\s+[A-Z][a-z]+[A-Za-z]*)*(?![\w-])")


def _unknown_names(
    text: str, mentions: list[Mention], pack: LanguagePack, resources: Resources, session: Session
) -> list[tuple[int, int, str]]:
    """Runs of capitalised words, not at a sentence start, with a word neither a name nor
    the documents have, and words in small letters that the language's dictionary lacks
    too: names of things the knowledge base does not hold. Only in a language that
    capitalises names, and only with documents to tell a rare word from an unknown one."""
    documents = resources.fit.documents
    if not pack.spaced or documents is None:
        return []
    in_play: set[str] | None = None
    found = []
    # "Anxinbao Plsu": a known name misspelt further on is that name, nothing unknown.
    longer = [m for m in misspelt_longer_names(text, mentions, resources.alias_index).values()]
    # ("complaints at Quenby July to September": a month after a name is a period, no word of
    # another name.)
    times = [(c.start, c.end) for c in extract_constraints(text) if c.kind == "time"]
    for match in _CAPITALISED_RUN.finditer(text):
        if any(m.start <= match.start() and match.end() <= m.end for m in longer):
            continue
        before = text[:match.start()].rstrip()
        if not before or before[-1] in ".!?:;\"(":
            continue  # a sentence starts with a capital whatever the word
        inside = [n for n in mentions if match.start() <= n.start and n.end <= match.end()]
        free = [
            w.group(0) for w in re.finditer(r"\S+", match.group(0))
            if not any(n.start <= match.start() + w.start() and match.start() + w.end() <= n.end for n in inside)
            and not any(a <= match.start() + w.start() and match.start() + w.end() <= b for a, b in times)
        ]
        # Beside a known name, a capitalised word none of its nodes' names has makes another
        # name ("Harlow Quay"); alone, a word no document has.
        known = {
            normalize(word) for n in inside for c in n.candidates
            for name in resources.alias_index.aliases_of(c.node_id) for word in name.split()
        }
        if not inside and in_play is None:
            # "book the Kentworth" after an answer naming Kenworth House: a word of a name in
            # play, misspelt, is no unknown name.
            in_play = _words_in_play(session, resources)
        strange = [
            w for w in free
            if not resources.references.type_nouns(w) and (
                # ("Anxinbao Plsu": a misspelt word of the name is still the name.)
                not any(fuzz.ratio(normalize(w), k) >= NEAR_WORD for k in known)
                if inside else not (content_terms(w) & documents.idf.keys())
                and not any(fuzz.ratio(normalize(w), k) >= NEAR_WORD for k in in_play or ())
            )
        ]
        if not strange and not inside and len(free) >= 2 and not any(
            f"{first} {second}".casefold() in documents.capital_pairs for first, second in zip(free, free[1:])
        ):
            # "is Garth Engine Services bidding": words the documents all have, but never
            # side by side, and no name in play has them all: another name.
            words = [normalize(w) for w in free]
            one_name = any(
                all(word in {normalize(part) for part in name.split()} for word in words)
                for entity_id, _s in session.salient()[:IN_PLAY_NAMES]
                for name in resources.alias_index.aliases_of(entity_id)
            )
            if not one_name and any(word not in (in_play or ()) for word in words):
                strange = free
        if strange:
            found.append((match.start(), match.end(), match.group(0)))
    lexicon = lexicon_of(pack)
    if lexicon is None:
        return found
    looked = 0
    for match in _SMALL_WORD.finditer(text):
        # "would zentrova be a threat", "the tariff with brackmoor power": names are
        # typed in small letters too. A word no name, no document and no dictionary has,
        # and that is no slip of a dictionary word ("adress"), names something unknown.
        # One is enough to say so; a hostile text of strange words costs a few lookups.
        if looked >= MAX_STRANGE_WORDS:
            break
        word = match.group(0)
        if any(m.start < match.end() and match.start() < m.end for m in [*mentions, *longer]):
            continue
        if word in documents.small_words or content_terms(word) & documents.idf.keys() or lexicon.knows(word):
            continue
        looked += 1
        if resources.references.type_nouns(word) or resources.alias_index.find(word):
            continue
        if in_play is None:
            in_play = _words_in_play(session, resources)
        if any(fuzz.ratio(word, k) >= NEAR_WORD for k in in_play) or lexicon.slip_of(word):
            continue
        # ("is quorvex scheduling cheaper": the known word right after, in small letters
        # too, goes on with the unknown name; no team called "scheduling" is meant.)
        after = next((m for m in mentions if m.start == match.end() + 1 and text[match.end()] == " "
                      and m.text.islower() and " " not in m.text), None)
        end = after.end if after is not None else match.end()
        found.append((match.start(), end, text[match.start():end]))
        break
    return found


def _words_in_play(session: Session, resources: Resources) -> set[str]:
    """The words of the names of the things most in play (normal forms)."""
    return {
        normalize(word) for entity_id, _s in session.salient()[:IN_PLAY_NAMES]
        for name in resources.alias_index.aliases_of(entity_id) for word in name.split()
    }


def _unknown_organisations(
    text: str, mentions: list[Mention], pack: LanguagePack, resources: Resources
) -> list[tuple[int, int, str]]:
    """"跟博泰医药签的协议", in a language written without spaces: two characters no name
    and no document has, before the way the names of the ontology's organisations end
    ("医药" of its suppliers' names), name an organisation the knowledge base does not
    hold. Only with documents, which tell a rare word from an unknown one."""
    documents = resources.fit.documents
    if pack.spaced or documents is None:
        return []
    tails = resources.fit.organisation_tails()
    size = NAME_TAIL
    # "这两家医院", "那个医院": a count or a measure word before the ending is no name.
    counting = set(pack.numerals.chars) | set(pack.referring.classifiers) | set(pack.function_chars)
    found: list[tuple[int, int, str]] = []
    for at in range(size, len(text) - size + 1):
        if text[at:at + size] not in tails:
            continue
        start, end = at - size, at + size
        head = text[start:at]
        # "洁康家医药": a measure word after a character of the name, one more before it and
        # no count, is a character of the name ("两家医药" counts two of them).
        named_measure = (
            start > 0 and is_cjk(text[start - 1]) and text[start - 1] not in counting
            and head[-1] in pack.referring.classifiers and all(c not in counting for c in head[:-1])
        )
        if not all(is_cjk(c) and c not in counting for c in head) and not named_measure:
            continue
        if any(m.start < end and start < m.end for m in mentions) or any(s < end and start < e for s, e, _w in found):
            continue
        if head in documents.idf or resources.alias_index.find(head, fuzzy=False):
            continue
        found.append((start, end, text[start:end]))
    return found


def _unknown_kin(
    text: str, mentions: list[Mention], pack: LanguagePack, resources: Resources
) -> list[tuple[int, int, str]]:
    """In a language written without spaces, a known name that goes on into another name
    the knowledge base does not hold: a number and the rest of its own name ("桐山二店"
    beside 桐山店, called 桐山 too: another shop of the chain), or what an organisation's
    name says after a front of its own ("桐山健身器材" beside 澄湖健身器材: another
    supplier named after the place). The known name is not meant."""
    if pack.spaced:
        return []
    numerals = set(pack.numerals.chars) | set("0123456789")
    rests = resources.fit.organisation_rests()
    found: list[tuple[int, int, str]] = []
    for mention in mentions:
        if mention.kind != "exact" or mention.end >= len(text):
            continue
        end = None
        counted = mention.end
        while counted < len(text) and text[counted] in numerals:
            counted += 1
        if counted > mention.end:
            for candidate in mention.candidates:
                own = resources.ontology.entities.get(candidate.node_id)
                for name, kind in own.surface_forms() if own is not None else ():
                    said = normalize(name)
                    rest = said[len(normalize(mention.text)):] if said.startswith(normalize(mention.text)) else ""
                    if kind != "hidden" and rest and text.startswith(rest, counted):
                        end = counted + len(rest)
        else:
            # (The longest rest that follows: the set has no order.)
            end = max((mention.end + len(rest) for rest in rests if text.startswith(rest, mention.end)), default=None)
        span = text[mention.start:end] if end is not None else ""
        if end is None or any(m.start == 0 and m.end == len(span) for m in resources.alias_index.find(span, fuzzy=False)):
            continue
        found.append((mention.start, end, text[mention.start:end]))
    return found


def _without_small_words(text: str, mentions: list[Mention], resources: Resources) -> list[Mention]:
    """"the basic steps", "plus who wrote it": one word in small letters that the user's
    documents also write so is that word of the language, not a name the ontology
    capitalises ("Basic", "Plus"). A name written so in the ontology still counts, and so
    do the word before a type noun of its kind ("the basic plan") and a word that is the
    whole label of its node ("Leakage"): the knowledge base calls the thing by that word."""
    documents = resources.fit.documents
    if documents is None or not documents.small_words:
        return mentions
    kept = []
    for m in mentions:
        # (A word several nodes are called by is how this knowledge base names them.)
        word = len(m.candidates) == 1 and m.text.isascii() and m.text.isalpha() and m.text.islower() and (
            not m.candidates[0].alias.islower()
            and not _whole_label(m.candidates[0].node_id, m.text, resources)
            and not _label_but_kind(m.candidates[0].node_id, m.text, resources)
            and not _small_in_names_near(m.candidates[0].node_id, m.text, resources)
        )
        # (Written so only on the page of the thing it names, it is that thing's name there.)
        if word and m.text in documents.small_words and documents.small_only_of.get(m.text) != m.candidates[0].node_id:
            after = m.end + len(text[m.end:]) - len(text[m.end:].lstrip())
            typed = any(
                start == after and resources.graph.classes_of(m.candidates[0].node_id) & classes
                for start, _end, classes in resources.references.type_nouns(text)
            )
            if not typed:
                continue
        elif word and _said_of_a_noun(text, m, mentions, resources):
            continue
        kept.append(m)
    return kept


_NEXT_WORD = re.compile(r"\s+([a-z]+)\b")


def _said_of_a_noun(text: str, mention: Mention, mentions: list[Mention], resources: Resources) -> bool:
    """"the basic steps to report", "a plus side": a word of the language (its dictionary
    knows it) between a determiner and a noun of no name and no kind is said of that noun,
    not the name the ontology capitalises ("Basic"). (:func:`_without_small_words` has
    left out the words the knowledge base itself calls a thing by.)"""
    pack = get_pack(language_of(text))
    lexicon = lexicon_of(pack)
    words = pack.referring.definite | pack.referring.indefinite
    before = text[:mention.start].split()
    after = _NEXT_WORD.match(text, mention.end)
    if lexicon is None or not before or before[-1].casefold() not in words or after is None:
        return False
    noun = after.group(1)
    return (
        lexicon.knows(mention.text) and not is_stop_word(noun)
        and not any(m.start == after.start(1) for m in mentions)
        and not any(start == after.start(1) for start, _end, _classes in resources.references.type_nouns(text))
    )


def _small_in_names_near(entity_id: str, word: str, resources: Resources) -> bool:
    """Whether a name of the entity's graph neighbours writes the word in small letters
    ("mobile techlog" of a system's module): the knowledge base calls the system so."""
    pattern = re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])")
    for other in resources.graph.neighbours(entity_id):
        node = resources.graph.node(other)
        if node is not None and any(kind != "hidden" and pattern.search(name) for name, kind in node.surface_forms()):
            return True
    return False


def _label_but_kind(entity_id: str, word: str, resources: Resources) -> bool:
    """Whether a label of the entity is the word and a noun of its own kind ("Procurement
    Team" of "procurement"): the knowledge base calls the thing by that word."""
    entity = resources.ontology.entities.get(entity_id)
    if entity is None:
        return False
    classes = resources.graph.classes_of(entity_id)
    for label in entity.labels:
        text = normalize(label.text)
        if not text.startswith(normalize(word) + " "):
            continue
        rest = text[len(word) + 1:]
        if any(s == 0 and e == len(rest) and c & classes for s, e, c in resources.references.type_nouns(rest)):
            return True
    return False


def _whole_label(entity_id: str, word: str, resources: Resources) -> bool:
    entity = resources.ontology.entities.get(entity_id)
    return entity is not None and any(normalize(label.text) == normalize(word) for label in entity.labels)


def _name_with_its_place(text: str, mentions: Sequence[Mention], resources: Resources, pack: LanguagePack) -> str:
    """"Bay Cafe in York" when "Bay Cafe York" (or "Bay Cafe (York)", "York Bay Cafe") is a
    name of the thing "Bay Cafe" means: the place is a word of that thing's full name, said
    apart, and no other thing asked about; it is written as that name. Otherwise the text is
    unchanged."""
    edits: list[tuple[int, int, str]] = []
    for first, second in zip(mentions, mentions[1:]):
        gap = text[first.end:second.start]
        place = pack.locating.search(gap)
        if place is None or (edits and first.start < edits[-1][1]) or len({c.node_id for c in second.candidates}) > 1:
            continue  # (a place several things are called by says which of them is asked: no word of a name)
        own = {c.node_id for c in first.candidates}
        # Only the word that places it between them, or before it a noun of the thing's kind
        # ("the minor injuries unit at Hill").
        kinds = frozenset().union(*(resources.graph.classes_of(e) for e in own))
        noun = gap[:place.start()].strip()
        if noun and not any(
            text[start:end] == noun and classes & kinds for start, end, classes in resources.references.type_nouns(text)
        ):
            continue
        head = f"{first.text} {noun}" if noun else first.text
        forms = [f"{head} {second.text}", f"{head} ({second.text})", head + second.text]
        if not any(resources.fit.is_event(e) or resources.fit.is_event_kind(e) for e in own):
            # ("the milk spill at York": where a happening was is a party to it, even
            # when its name says the place first.)
            forms.append(f"{second.text} {head}")
        for form in forms:
            if any(c.node_id in own for c in resources.alias_index.lookup(normalize(form))):
                edits.append((first.start, second.end, form))
                break
    for start, end, form in reversed(edits):
        text = text[:start] + form + text[end:]
    return text


def _expand_shared_heads(text: str, mentions: Sequence[Mention], resources: Resources, pack: LanguagePack) -> str:
    """Write out a head noun two coordinated Chinese names share: "杭州和南京分公司" ->
    "杭州分公司和南京分公司", when the first name with the second's head is itself a name of
    the second's class. Otherwise the text is returned as it is."""
    insertions: list[tuple[int, str]] = []
    for first, second in zip(mentions, mentions[1:]):
        if second.kind != "exact" or text[first.end:second.start].strip() not in pack.coordinators - _CLAUSE_COMMAS:
            continue
        classes = frozenset().union(*(direct_classes(resources, c.node_id) for c in second.candidates))
        for cut in range(1, len(second.text) - 1):
            head = second.text[cut:]
            if not all(is_cjk(char) for char in head):
                continue
            joined = resources.alias_index.lookup(normalize(first.text + head))
            if any(direct_classes(resources, c.node_id) & classes for c in joined):
                insertions.append((first.end, head))
                break
    insertions += _shared_fronts(text, mentions, resources, pack)
    for position, head in sorted(insertions, reverse=True):
        text = text[:position] + head + text[position:]
    return text


#: The fewest and the most characters of a word after a coordinator that a name's front
#: may complete.
MIN_SHARED_WORD = 2
MAX_SHARED_WORD = 8


def _shared_fronts(
    text: str, mentions: Sequence[Mention], resources: Resources, pack: LanguagePack
) -> list[tuple[int, str]]:
    """"苏州工厂1号线和2号线": after a name and a coordinator, a word no name starts at that
    a front of the name completes into the name of a thing of the same class (苏州工厂2号线)
    shares that front: it is written out. Languages without spaces only."""
    if pack.spaced:
        return []
    found: list[tuple[int, str]] = []
    starts = {m.start for m in mentions}
    for first in mentions:
        gap = re.match(r"\s*(\S)\s*", text[first.end:])
        if gap is None or gap.group(1) not in pack.coordinators - _CLAUSE_COMMAS:
            continue
        at = first.end + gap.end()
        if at in starts:
            continue  # the second is a name of its own ("杭州和南京分公司" is the head's case)
        run = re.match(r"[\u4e00-\u9fff0-9A-Za-z]+", text[at:])
        if run is None:
            continue
        classes = frozenset().union(*(direct_classes(resources, c.node_id) for c in first.candidates))
        front = _completing_front(first.text, run.group(0), classes, resources)
        if front is not None:
            found.append((at, front))
    return found


def fronts_completed(text: str, mentions: Sequence[Mention], resources: Resources, pack: LanguagePack) -> list[Mention]:
    """"苏州工厂1号线1200件/天，2号线900件/天": in a text without spaces, after a coordinator
    or a comma, the start of an item that a front of a name said before it completes into
    the name of a thing of that name's class (苏州工厂2号线) is a mention of that thing."""
    if pack.spaced or not pack.coordinators:
        return []
    found: list[Mention] = []
    taken = [(m.start, m.end) for m in mentions]
    gaps = re.compile("|".join(re.escape(c) for c in sorted(pack.coordinators, key=len, reverse=True)))
    for gap in gaps.finditer(text):
        at = gap.end() + len(text[gap.end():]) - len(text[gap.end():].lstrip())
        before = [
            m for m in mentions
            if m.end <= gap.start() and m.candidates and all(is_cjk(c) or c.isalnum() for c in m.text)
        ]
        run = re.match(r"[\u4e00-\u9fff0-9A-Za-z]+", text[at:])
        if not before or run is None or any(a <= at < b for a, b in taken):
            continue
        last = before[-1]
        if not any(is_cjk(c) for c in last.text):
            continue
        classes = frozenset().union(*(direct_classes(resources, c.node_id) for c in last.candidates))
        front = _completing_front(last.text, run.group(0), classes, resources)
        if front is None:
            continue
        for end in range(min(len(run.group(0)), MAX_SHARED_WORD), MIN_SHARED_WORD - 1, -1):
            word = run.group(0)[:end]
            candidates = tuple(
                c for c in resources.alias_index.lookup(normalize(front + word))
                if direct_classes(resources, c.node_id) & classes
            )
            if candidates:
                found.append(Mention(at, at + end, word, "exact", candidates))
                taken.append((at, at + end))
                break
    return found


def _completing_front(name: str, run: str, classes: frozenset[str], resources: Resources) -> str | None:
    """The longest front of ``name``, itself a name ("苏州工厂" of 苏州工厂1号线, not "古北" of
    古北水镇), that before the longest start of ``run`` names a thing of ``classes``."""
    fronts = [name[:cut] for cut in range(len(name) - 1, 1, -1) if resources.alias_index.lookup(normalize(name[:cut]))]
    for end in range(min(len(run), MAX_SHARED_WORD), MIN_SHARED_WORD - 1, -1):
        for front in fronts:
            joined = resources.alias_index.lookup(normalize(front + run[:end]))
            if any(direct_classes(resources, c.node_id) & classes for c in joined):
                return front
    return None


#: How many words before a type noun may pick out one thing of its kind by its name.
KIND_NAME_WORDS = 3
_WORDS_BEFORE = re.compile(r"(?:[A-Za-z][A-Za-z0-9'-]*\s+)+$")


def _named_by_kind(
    text: str, mentions: Sequence[Mention], pack: LanguagePack, resources: Resources, session: Session
) -> str:
    """"what's the spill procedure" after an answer that named the Chemical Spill
    Procedure: words before a type noun that are, with the noun, all words of the name of
    exactly one thing of that kind the conversation has named name it; the name is written
    in their place. "and the newcastle one?": before a pro-form, words of
    the name of exactly one thing of the topic's kinds (the Newcastle-Bristol Lane after
    a question about a lane). Several such things name none (that is a question of
    which); a word that grades, counts or points ("the new", "the first", "that") is a
    description, not a word of a name."""
    if not pack.spaced or not session.entities:
        return text  # (a name is only ever one the conversation named: none yet, nothing to do)
    found: list[tuple[int, int, str]] = []
    nouns = [(start, end, classes, True) for start, end, classes in resources.references.type_nouns(text)]
    topic_kinds = frozenset().union(*(direct_classes(resources, e) for e in session.topic.entities))
    if topic_kinds and pack.pro_forms:
        nouns += [
            (m.start(), m.end(), topic_kinds, False)
            for m in re.finditer(r"[A-Za-z]+", text) if m.group().casefold() in pack.pro_forms
        ]
    for start, end, classes, noun_named in nouns:
        if any(not (end <= m.start or start >= m.end) for m in mentions):
            continue
        run = _WORDS_BEFORE.search(text, 0, start)
        if run is None:
            continue
        words = [(w.start() + run.start(), w.group()) for w in re.finditer(r"\S+", run.group())]
        kept: list[tuple[int, str]] = []
        # Things of other kinds whose names the run goes through ("the Vesmark case": the
        # client Vesmark).
        through: set[str] = set()
        for position, word in reversed(words[-KIND_NAME_WORDS:]):
            folded = word.casefold()
            inside = [m for m in mentions if not (position + len(word) <= m.start or position >= m.end)]
            if (
                is_stop_word(folded) or folded in pack.numerals.ordinals or folded in pack.numerals.words
                or folded in pack.gradable_words or folded in pack.referring.pronouns
                or any(resources.graph.classes_of(c.node_id) & classes for m in inside for c in m.candidates)
            ):
                break
            through |= {c.node_id for m in inside for c in m.candidates}
            kept.insert(0, (position, folded))
        # The longest run of words that names things first; one thing, or none at all.
        for first in range(len(kept)):
            # (The type noun is a word of the name too: "a fun place" is no Funky Fun House.)
            # (Only things the conversation has named: words of a name never name a new one.)
            owners = resources.fit.named_by_words(
                [w for _p, w in kept[first:]] + ([text[start:end]] if noun_named else []), classes, session.entities
            )
            if not owners and through and noun_named:
                # ("the Vesmark case" after the Vesmark Patent Portfolio Dispute: a name of
                # another kind, before the noun, names the one thing of the noun's kind the
                # conversation named that has its words and an edge to that other thing.)
                owners = {
                    e for e in resources.fit.named_by_words([w for _p, w in kept[first:]], classes, session.entities)
                    if set(resources.graph.neighbours(e)) & through
                }
            if len(owners) > 1:
                break
            if len(owners) == 1:
                (owner,) = owners
                found.append((kept[first][0], end, resources.ontology.entities[owner].label(pack.code)))
                break
    for start, end, label in reversed(found):
        text = text[:start] + label + text[end:]
    return text


def _figure_of_place(
    text: str, pack: LanguagePack, names: list[Decision], session: Session, resources: Resources,
    taken: list[tuple[int, int]],
) -> list[Resolution]:
    """"York's rate": after a name and the possessive, a word that ends the name of
    exactly one thing in play, which the documents give for the named thing one by one (a
    figure's page per site), is that thing; a common word ("rate") though it is."""
    if not pack.spaced or not pack.possessive:
        return []
    found: list[Resolution] = []
    in_play = [e for e, _s in session.salient()[:IN_PLAY_NAMES]]
    for decision in names:
        if decision.node_id is None or not text.startswith(pack.possessive, decision.mention.end):
            continue
        word = re.match(r"\s*([^\W\d_]+)", text[decision.mention.end + len(pack.possessive):])
        if word is None:
            continue
        start = decision.mention.end + len(pack.possessive) + word.start(1)
        end = start + len(word.group(1))
        if any(a < end and start < b for a, b in taken):
            continue
        wanted = normalize(word.group(1))
        owners = [
            e for e in in_play if e != decision.node_id
            and _last_word_of_a_name(resources, e, wanted)
            and decision.node_id in resources.fit.reported_places(e)
        ]
        if len(owners) == 1:
            taken.append((start, end))
            found.append(Resolution(Reference(start, end, text[start:end], "demonstrative"), (owners[0],), bare=True))
    return found


def _last_word_of_a_name(resources: Resources, entity_id: str, word: str) -> bool:
    """Whether a name of the entity ends with ``word`` (normalised): "rate" of "Readmission
    Rate", "works" of "Hill Dam Safety Works"."""
    return any(normalize(name).split()[-1:] == [word] for name in resources.alias_index.aliases_of(entity_id))


def _names_own_noun(
    start: int, classes: frozenset[str], text: str, mentions: Sequence[Mention], resources: Resources
) -> bool:
    """"tier-2 cities" for Tier-2 City: a type noun right after a short name whose label
    ends with a noun of that kind says the name once more, in the plural; it asks no kind."""
    for mention in mentions:
        if mention.end > start or text[mention.end:start].strip():
            continue
        for candidate in mention.candidates:
            label = resources.ontology.label(candidate.node_id)
            if any(end == len(label) and found & classes
                   for _s, end, found in resources.references.type_nouns(label)):
                return True
    return False


def _type_hint(start: int, end: int, type_nouns: tuple[tuple[int, int, frozenset[str]], ...]) -> frozenset[str]:
    """Classes named by a type noun right after a mention ("产品A这个产品") or right before it."""
    hint: set[str] = set()
    for noun_start, noun_end, classes in type_nouns:
        if 0 <= noun_start - end <= 3 or 0 <= start - noun_end <= 1:
            hint |= classes
    return frozenset(hint)


def _beside_other_kind(
    property_id: str, text: str, pack: LanguagePack, type_nouns: Sequence[tuple[int, int, frozenset[str]]],
    resources: Resources,
) -> bool:
    """Whether a property only a word next to a type noun brings up belongs to another kind:
    "the attraction type" shares "type" with the label "type of food", which attractions
    do not have; the word speaks of the attraction, not of food."""
    if not pack.spaced or not resources.fit.known_property(property_id):
        return False
    fit = resources.fit
    beside: set[str] = set()
    for start, end, classes in type_nouns:
        if fit.had_by(property_id, classes):
            continue
        after = re.match(r"\s+(\w+)", text[end:])
        before = re.search(r"(\w+)\s+(?:of\s+)?$", text[:start])
        for word in (after.group(1) if after else "", before.group(1) if before else ""):
            beside |= content_terms(word)
    if not beside:
        return False
    others = content_terms(text) - beside
    return property_id in fit.properties_near(beside) and property_id not in fit.properties_near(others)


def _stated_kind(
    ref: Reference, text: str, pack: LanguagePack, type_nouns: Sequence[tuple[int, int, frozenset[str]]]
) -> frozenset[str]:
    """The classes a question says the reference is of: "what kind of clinic is it?" asks
    the kind of a clinic, so "it" is one (a type noun between the pack's ``kind_of`` words
    and its ``copula`` right before the reference); so does "is that the worst zone"
    (``copula_asked`` right before the reference, ``the_kind`` from it to the type noun)."""
    for start, end, classes in type_nouns:
        if end <= ref.start and pack.kind_of.search(text, 0, start):
            copula = pack.copula.match(text, end)
            if copula is not None and copula.end() == ref.start:
                return classes
        if start >= ref.end and pack.copula_asked.search(text, 0, ref.start):
            the = pack.the_kind.match(text, ref.end)
            if the is not None and the.end() == start:
                return classes
    return frozenset()


def _bare_demonstrative(ref: Reference, text: str) -> bool:
    """Whether the reference is a demonstrative standing alone for a noun ("that", "这个")."""
    return ref.kind == "pronoun" and any(
        (match := pattern.match(text, ref.start)) is not None and match.end() == ref.end
        for pack in PACKS.values() for pattern in pack.referring.bare
    )


def _said_in_plural(text: str, entity_id: str, resources: Resources) -> bool:
    """Whether ``text`` writes the entity's name followed by a plural type noun of its kind
    ("three Tarra T9 trucks"): a noun of its classes that is none of their nouns as written."""
    classes = resources.graph.classes_of(entity_id)
    nouns = resources.references.type_nouns(text)
    for mention in resources.alias_index.find(text):
        if entity_id not in {c.node_id for c in mention.candidates}:
            continue
        for start, end, named in nouns:
            if start != mention.end + 1 or text[mention.end:start] != " " or not named & classes:
                continue
            written = normalize(text[start:end])
            singular = {
                normalize(noun) for class_id in named if class_id in resources.ontology.classes
                for noun in resources.ontology.classes[class_id].nouns()
            }
            if written not in singular:
                return True
    return False


def _head_of(named: list[str], resources: Resources) -> str:
    """Of the things a phrase put first names, the one an edge leads from to each of the
    others ("the milk spill at York": the spill occurred in the town, which only says
    where), else the last named."""
    graph = resources.graph
    heads = [
        e for e in named
        if len(named) > 1 and all(
            any(edge.source == e and edge.target == other for edge in graph.edges(e)) for other in named if other != e
        )
    ]
    return heads[0] if len(heads) == 1 else named[-1]


def _answered_pick(candidates: list[str], session: Session) -> str | None:
    """The one candidate the answer just shown brought in as what the user's question asked
    for ("who"/"which", "谁"/"哪个": it asks to pick one): named by the answer, not by the
    question; None when the question picked nothing or the answer brought several."""
    answer, asked = session.answer_just_shown(), session.last("user")
    if answer is None or asked is None or not any(p.picks_one.search(asked.text) for p in PACKS.values()):
        return None
    brought = [e for e in dict.fromkeys(answer.entities) if e in candidates and e not in asked.entities]
    return brought[0] if len(brought) == 1 else None


def _resolve(
    ref: Reference,
    names: list[Decision],
    text: str,
    session: Session,
    resources: Resources,
    asked: tuple[str, ...],
    kinds: frozenset[str] = frozenset(),
    comparing: bool = False,
    named_properties: tuple[str, ...] = (),
    measuring: bool = False,
    stated: frozenset[str] = frozenset(),
    named_before: tuple[str, ...] = (),
    each: tuple[tuple[str, ...], ...] = (),
) -> Resolution:
    graph = resources.graph
    # "why did their no-shows jump?": a possessive before a figure the documents report
    # place by place (a page per site) means one of those places, when one is in play.
    owned = next((d.node_id for d in names if d.node_id and ref.possessive and d.mention.start >= ref.end
                  and not text[ref.end:d.mention.start].strip()), None)
    reported = resources.fit.reported_places(owned) if owned is not None else frozenset()
    if owned is None and ref.kind == "locative":
        # "and interruptions there in September": "there" of a figure the clause names is
        # one of the things the documents give that figure for (a zone, though no edge
        # locates anything in it); not things of the name's own kind ("南岭古镇这里": a
        # spot's page names other spots, and "here" is the spot).
        # (Not of a place the clause names: "a guesthouse in the north, what is there?" asks
        # of the north, not of what its pages are about.)
        reported = frozenset(
            e for d in names if d.node_id and d.node_id not in resources.fit.places()
            for e in resources.fit.reported_for(d.node_id)
            if not graph.classes_of(e) & graph.classes_of(d.node_id)
        )
    if not any(e in reported for e, _s in session.salient()):
        reported = frozenset()
    last_answer = session.answer_just_shown()
    if reported and ref.kind == "locative" and last_answer is not None:
        # ("都从西岭仓库发货" -> "那儿今年有批青柚礼盒…": the one place the answer just gave is
        # "there", whatever else the documents give the named thing for.)
        given = {e for e in last_answer.entities if e in resources.fit.places()} - {d.node_id for d in names}
        if len(given) == 1 and not given & reported:
            reported = frozenset()

    of_group = _of_group(ref)
    of_body = _of_body(ref)

    # ("贺经理是他们项目经理吧": "their" right before a property that no person or body in play
    # has, an estate's project manager, is the thing in play that has it.)
    property_fit = resources.fit.property_fit
    joins = {"", *(p.possessive for p in PACKS.values() if p.possessive)}
    said_after = [
        pid for m in resources.properties.find(text) if m.start >= ref.end and text[ref.end:m.start] in joins
        for pid in m.payloads
    ] if ref.plural and of_group else []
    thing_holds = bool(said_after) and not any(
        resources.fit.is_animate(e) and property_fit(e, said_after) >= 1.0 for e, _s in session.salient()
    )

    def fits(entity_id: str) -> bool:
        if ref.plural and of_group and resources.fit.is_animate(entity_id) is False and not (
            thing_holds and property_fit(entity_id, said_after) >= 1.0
        ):
            return False  # "让他们下周来": persons or bodies of them, never the processes in play
        if of_body and resources.fit.is_person(entity_id):
            return False  # "那家面积多大" after an answer naming a manager's shop: the shop
        if (
            ref.plural and ref.kind == "pronoun" and ref.personal is not True and not ref.classes
            and resources.fit.is_value_node(entity_id)
        ):
            return False  # "call them", "their address": clinics, never the price bands they have
        if reported and entity_id not in reported:
            return False
        return not ref.classes or bool(graph.classes_of(entity_id) & ref.classes)

    def fits_one(entity_id: str) -> bool:
        # ("他们出报告有时限吗" after an answer naming a department's head: "他们" as one thing
        # is a business or a body, never the one person.)
        return fits(entity_id) and not (ref.plural and ref.one_not_person and resources.fit.is_person(entity_id))

    # Apposition: "老张饭庄这家餐馆", "仁和医院这里" — the expression restates the name
    # just before it.
    places = resources.fit.places() if ref.kind == "locative" else frozenset()
    if ref.kind in ("demonstrative", "locative"):
        for decision in names:
            if places and decision.node_id not in places:
                continue  # "the return rate there": a figure is no place to restate
            if decision.node_id and 0 <= ref.start - decision.mention.end <= _APPOSITION_GAP and fits(decision.node_id):
                if is_glue(text[decision.mention.end:ref.start]):
                    return Resolution(ref, (decision.node_id,), apposition=True)
    if ref.kind == "pronoun" and not ref.personal:
        # ("借阅量那个，目标是多少", "环城线它几点收车": a pronoun written right against a name,
        # no space between, restates it.)
        for decision in names:
            if decision.node_id and decision.mention.end == ref.start and fits(decision.node_id):
                return Resolution(ref, (decision.node_id,), apposition=True, as_typed=True)

    named_here = {d.node_id for d in names if d.node_id}

    title = _unknown_title_before(ref, names, text) if ref.kind == "demonstrative" and ref.classes else None
    if title is not None:
        return Resolution(ref, (), surface=title)  # "我喜欢《X》，从这个电影…": that work, which the ontology lacks

    # "That's all I need, I'll give them a call myself. Bye!": a farewell asks nothing of them.
    if "?" not in text and any(p.farewell.search(text) for p in PACKS.values()):
        return Resolution(ref, ())

    # "a pharmacy in the same ward as the clinic": the clinic only lends its ward, which is
    # what the turn means (when the property is named and the clinic's ward is a value
    # others point at); the clinic itself is not asked about.
    measure = None if measuring or ref.kind not in ("pronoun", "demonstrative") else next(
        (m for p in PACKS.values() if (m := p.yardstick.search(text, 0, ref.start))), None
    )
    if measure is not None:
        lender = _resolve(ref, names, text, session, resources, asked, kinds, comparing, named_properties, measuring=True)
        lent = tuple(dict.fromkeys(
            edge.target for entity_id in lender.node_ids for edge in graph.edges(entity_id)
            if edge.source == entity_id and edge.predicate in named_properties and resources.fit.is_value_node(edge.target)
        ))
        if len(lent) != 1:
            return Resolution(ref, ())
        return Resolution(ref, lent, yardstick=(measure.start(), measure.groupdict().get("noun") or ""))

    # "The price doesn't matter", "I'd like the area": "the" and the type noun of values
    # others point at (wards, price bands) names the attribute, not one value of it;
    # "that ward", "the same ward" (not definite) or "in the ward" still points at one.
    if ref.definite and ref.classes and not any(p.locating.search(text[:ref.start]) for p in PACKS.values()):
        in_play = [e for e, _s in session.salient() if fits(e)]
        if in_play and all(resources.fit.is_value_node(e) for e in in_play):
            return Resolution(ref, ())

    if ref.kind == "pronoun" and ref.plural and not comparing:
        # "我要从A酒店坐地铁到B餐馆，请帮我查下它们附近的地铁站": a plural pronoun after two
        # things or more the clause, or the clause before it, named (a break between) means them.
        named = [d.node_id for d in names if d.node_id and not d.ambiguous and d.mention.end <= ref.start]
        between = text[max(d.mention.end for d in names if d.node_id in named):ref.start] if named else ""
        things = list(dict.fromkeys(named)) if any(mark in between for mark in "，,;；:：.?!。？！") else []
        if not named:
            things = list(dict.fromkeys(named_before))
        things = [e for e in things if fits(e) and not resources.fit.is_value_node(e)]
        if len(things) >= 2:
            return Resolution(ref, tuple(things))
    # "回到产品A，它8月的退货率是多少", "就选VitaLand吧，这家餐馆几点开": a reference after a
    # name and a comma in the same clause means that name.
    if ref.kind in ("pronoun", "locative", "demonstrative") and (not ref.plural or ref.singular_ok):
        # A sentence end counts as a comma does ("…named Pine Lodge. What is its phone?"); a
        # bare pronoun never means a value only others point at (an area).
        before = [
            d for d in names
            if d.node_id and not d.ambiguous and d.mention.end <= ref.start and fits_one(d.node_id)
            and not (ref.kind == "pronoun" and not ref.classes and resources.fit.is_value_node(d.node_id))
            # "除了某部电影外，他的哪部作品": "他" is no film, though the film is named before it.
            and not (ref.personal is not None and resources.fit.score(d.node_id, personal=ref.personal) < 0)
        ]
        # ("I want to return my Lanmore City 2025, which bus in Leeds can take it?": a place a
        # preposition puts something in only says where; "it" is the thing named before it.)
        written_in = get_pack(language_of(text))
        unplaced = [d for d in before if not written_in.locating.search(text, 0, d.mention.start)]
        if ref.kind == "pronoun" and unplaced and len(unplaced) < len(before):
            before = unplaced
        # "Pine Lodge sounds nice, what is their phone?": "their" of one business named alone.
        alone = not ref.plural or len({d.node_id for d in before}) == 1
        between = text[before[-1].mention.end:ref.start] if before else ""
        # ("back to LogBook - who owns it?": a dash between spaces breaks as a comma does.)
        # ("回到7号 它在哪繁的": in a language written without spaces a space breaks so too.)
        spaced_break = bool(between) and not between.strip() and not written_in.spaced
        # ("Is X in the east and is it in the moderate price range?": a clause joined on with
        # its verb before the pronoun breaks as a comma does.)
        words = between.split()
        joined = written_in.spaced and len(words) >= 2 and words[-2].casefold() in written_in.coordinators
        if before and alone and (
            any(mark in between for mark in "，,;；:：.?!。？！") or _DASH_BREAK.search(between) or spaced_break
            or joined
        ):
            return Resolution(ref, (_head_of(list(dict.fromkeys(d.node_id for d in before)), resources),))
        # "我还是很想去南岭古镇，你了解这个景点吗": so after the one thing of its kind the
        # clause before it named, when this clause names nothing before the reference.
        earlier = {
            e for e in named_before
            if fits_one(e) and not (ref.kind == "pronoun" and not ref.classes and resources.fit.is_value_node(e))
            and not (ref.personal is not None and resources.fit.score(e, personal=ref.personal) < 0)
        }
        if len(earlier) == 1 and not any(d.node_id and d.mention.end <= ref.start for d in names):
            return Resolution(ref, tuple(earlier))
        # "when is TPA going in for its C check": "its" after the one thing the clause
        # names is that thing's.
        if before and ref.possessive and ref.kind == "pronoun" and not ref.plural and ref.personal is False and (
            len({d.node_id for d in before}) == 1
        ):
            return Resolution(ref, (before[-1].node_id,))
        # "说到导演郭柯你对他了解吗", "ask Dr Lowe if he is in": "he" after the one person the
        # clause names, when it compares nothing, is that person.
        # ("李安的电影让他出名": a person named as the owner of a thing is not whom "he" means.)
        persons = {
            d.node_id for d in before if resources.fit.is_person(d.node_id)
            and not any(p.possessive and text.startswith(p.possessive, d.mention.end) for p in PACKS.values())
        }
        if ref.personal is True and not ref.plural and not comparing and len(persons) == 1 and (
            not ref.gender or resources.fit.score(next(iter(persons)), gender=ref.gender) >= 0
        ):
            return Resolution(ref, tuple(persons))

    # "damaged bag - how long to report it": a pronoun after a phrase put first, before a
    # dash, that names nothing the knowledge base holds, means that phrase.
    dash = _DASH_BREAK.search(text, 0, ref.start)
    if (
        dash is not None and ref.kind == "pronoun" and ref.personal is not True and not ref.possessive
        and not any(d.mention.start < dash.start() for d in names)
        and not resources.references.type_nouns(text[:dash.start()]) and content_terms(text[:dash.start()])
    ):
        return Resolution(ref, ())
    # "I'm also looking for a place to stay. I'd like it to be a guesthouse": a pronoun in a
    # sentence after a new search, nothing named between, is the thing sought, not yet
    # anything in the graph.
    if ref.kind == "pronoun" and not ref.plural and ref.personal is not True and not ref.classes:
        # Only across a sentence end: "recommend one and book it" books the one recommended.
        searches = [
            m.end() for p in PACKS.values() for m in p.indefinite.finditer(text, 0, ref.start)
            if re.search(r"[.!?。！？]", text[m.end():ref.start])
        ]
        if searches and not any(d.node_id and d.mention.start >= max(searches) for d in names if d.mention.end <= ref.start):
            return Resolution(ref, ())

    if ref.kind == "ordinal":
        if any(d.node_id and d.mention.start == ref.end for d in names):
            return Resolution(ref, ())  # "第一部北岸往事": the first of a series named, not of a list
        items = _last_list(session, resources)
        items = [e for e in items if fits(e)]
        if ref.position is not None and items:
            index = ref.position if ref.position >= 0 else len(items) + ref.position
            if 0 <= index < len(items):
                return Resolution(ref, (items[index],))
        return Resolution(ref, ())

    # "turnaround time for the 175 per the SOP": "the" and a kind the clause has named
    # one thing of before, comparing nothing, is that thing again.
    if ref.definite and ref.classes and not comparing and ref.kind == "demonstrative":
        same = {
            d.node_id for d in names
            if d.node_id and d.mention.end <= ref.start and graph.classes_of(d.node_id) & ref.classes
        }
        # (Not a value others point at: "the price range to be moderate" names the attribute.)
        if len(same) == 1 and not resources.fit.is_value_node(next(iter(same))):
            return Resolution(ref, tuple(same))
    # "what are the works for?" after an answer that named the Hill Dam Safety Works: "the"
    # and the last word of the one name the answer gave that ends so is that thing,
    # whatever kind the word also names.
    shown_answer = session.answer_just_shown()
    if ref.definite and ref.classes and ref.kind == "demonstrative" and shown_answer is not None:
        head = normalize(ref.text.split()[-1])
        headed = {
            e for e in shown_answer.entities if e not in named_here
            and _last_word_of_a_name(resources, e, head)
        }
        if len(headed) == 1 and not graph.classes_of(next(iter(headed))) & ref.classes:
            return Resolution(ref, tuple(headed))
    # "它的毛利率": what the pronoun means is not of the kind the clause names itself.
    named_classes = frozenset().union(*(direct_classes(resources, e) for e in named_here)) if named_here else frozenset()
    candidates = [(e, s) for e, s in session.salient() if e not in named_here and fits(e)]
    if places and not reported:
        # "did the falls rate go down there?": a place, not the device or figure in play.
        # ("is that why sept was bad there" after a solar park no edge locates anything at:
        # with no place in play, a site of any kind, never a person or a value.)
        at_places = [(e, s) for e, s in candidates if e in places]
        # ("whats the voltage there" after a solar park, its wind farm and the substation they
        # share: a property no place in play has, and one in play does, is asked of that one.)
        fit = resources.fit
        # ("what else is taught there": a question of what else there is asks the property
        # of the things sought, not of the place.)
        sought = any(p.besides.search(text, 0, ref.start) for p in PACKS.values())
        if asked and at_places and not sought and not any(fit.property_fit(e, asked) >= 1.0 for e, _s in at_places) and any(
            fit.property_fit(e, asked) >= 1.0 for e, _s in candidates
        ):
            at_places = [(e, s) for e, s in candidates if fit.property_fit(e, asked) >= 1.0]
        # ("what happened there" after an answer that blamed an outage, no place in play:
        # where it happened is that event.)
        happened = [] if at_places or not any(p.event_question.search(text) for p in PACKS.values()) else [
            (e, s) for e, s in candidates if resources.fit.is_event(e)
        ]
        candidates = at_places or happened[:1] or [
            (e, s) for e, s in candidates
            if not resources.fit.is_person(e) and not resources.fit.is_value_node(e) and not resources.fit.is_event(e)
        ]
    if comparing and named_classes:
        # "X跟它啥区别": a comparison sets like things side by side, first those the graph
        # relates to the thing named (its version, its sibling).
        like = [(e, s) for e, s in candidates if direct_classes(resources, e) & named_classes]
        near = set().union(*(graph.neighbours(e) for e in named_here))
        candidates = [(e, s) for e, s in like if e in near] or like or candidates
    elif ref.kind == "pronoun":
        # ("back to LogBook, how far ahead are rotas out?" -> "can starters get ADM access
        # through it?": the thing the last question was about stays in play, of any kind.)
        asked_about = session.last("user")
        focus = set(asked_about.entities) & set(session.topic.entities) if asked_about is not None else set()
        if any(d.node_id and d.mention.start > ref.start for d in names):
            focus = set()  # "它的毛利率", "他旁边的X": a pronoun before the name modifies it
        focus = {
            e for e in focus
            if resources.fit.score(e, personal=ref.personal) >= 0 and not resources.fit.is_value_node(e)
        }
        other_kind = [
            (e, s) for e, s in candidates if not direct_classes(resources, e) & named_classes or e in focus
        ]
        # "does it pull from the ADM?": when nothing of another kind fits the pronoun (only
        # persons are left for "it"), it is a thing of the named kind after all.
        fitting = any(resources.fit.score(e, personal=ref.personal) >= 0 for e, _s in other_kind)
        candidates = other_kind if fitting or ref.personal is None or not other_kind else candidates
        # "the postcode for Hill Hospital, and is there a fee for that one?": beside a thing
        # the clause names, a pronoun means a thing, not a value others point at. (One
        # right before a name modifies it: "他家支架" is the supplier's stent.)
        modifies = any(d.node_id and d.mention.start >= ref.end and not text[ref.end:d.mention.start].strip()
                       for d in names)
        if not ref.classes and not modifies and any(not resources.fit.is_value_node(e) for e in named_here):
            candidates = [(e, s) for e, s in candidates if not resources.fit.is_value_node(e)]
    previous = session.last("user")
    if (
        ref.kind == "pronoun"
        and not ref.plural
        and not ref.classes
        and previous is not None
        and previous.unknown
        and not previous.entities
    ):
        # "Product C多少钱" -> "它什么时候上市": the pronoun means the unknown name.
        return Resolution(ref, (), surface=previous.unknown[-1])
    if stated:
        # "what kind of clinic is it?": the question says the kind of what it means.
        candidates = [(e, s) for e, s in candidates if graph.classes_of(e) & stated] or candidates
    if ref.kind == "demonstrative" or _bare_demonstrative(ref, text):
        # "东区那条线", "枫镇那条": a word of one candidate's name just before the
        # demonstrative picks it.
        modified, start = modified_by(text, ref, [e for e, _s in candidates], resources)
        if modified:
            candidates = [(e, s) for e, s in candidates if e in modified]
            ref = replace(ref, start=start, text=text[start:ref.end])
    if ref.kind == "demonstrative" and ref.classes and not ref.definite and len(candidates) > 1:
        # "who manages that ward?" when wards and the pharmacy are units alike: the noun
        # the user chose, another word for the class than its label, is a word of the
        # names of some of them. (Its label says nothing: a hotel need not be called one.)
        labels = {
            normalize(label.text) for class_id in ref.classes if class_id in resources.ontology.classes
            for label in resources.ontology.classes[class_id].labels
        }
        nouns = [
            noun for start, end, _c in resources.references.type_nouns(ref.text)
            if (noun := normalize(ref.text[start:end])) not in labels
        ]
        worded = [(e, s) for e, s in candidates if any(_has_word(resources, e, noun) for noun in nouns if noun)]
        if worded and len(worded) < len(candidates):
            candidates = worded
    if ref.kind == "relative":
        # "上一个方案": the one before the entity now in focus.
        current = set(session.topic.entities)
        earlier = [(e, s) for e, s in candidates if e not in current]
        # ("上一版呢" after the 2025 edition of a policy, nothing else of its kind said:
        # the member of its family dated right before it.)
        before = [
            (e, s) for focus, s in candidates[:1] if focus in current and len(current) == 1
            and (e := family_next(focus, -1, resources)) is not None and not earlier
        ]
        candidates = earlier or before or candidates[1:]
    if ref.kind == "demonstrative" and ref.classes and _modifier_of_another(ref, text, candidates, resources):
        return Resolution(ref, (), as_typed=True)
    owner = next((d.node_id for d in names if d.node_id and not d.ambiguous and d.mention.end <= ref.start
                  and is_glue(text[d.mention.end:ref.start])), None) if ref.kind == "demonstrative" else None
    if ref.classes and owner is not None and not fits(owner):
        # "M7那个召回" after recalls of two models: a name of another kind right before a
        # demonstrative of a kind says whose: of the things of the kind in play, those the graph
        # joins to it; two or more are asked which, none is one nobody named (left as typed).
        # (A recall of a model's versions is the model's: two edges away.)
        joined = set(graph.neighbours(owner, depth=2))
        own = [(e, s) for e, s in candidates if e in joined]
        if len(own) == 1:
            return Resolution(ref, (own[0][0],), scores=tuple(own))
        if 2 <= len(own) <= MAX_COMPARED:
            choices = tuple(e for e, _s in own)
            return Resolution(ref, (own[0][0],), ambiguous=True, candidates=choices, scores=tuple(own))
        if candidates and not own:
            return Resolution(ref, (), as_typed=True)
    if ref.kind in ("demonstrative", "relative") and not ref.classes:
        # "刚才那台炉子": the head of a name right after the reference ("炉" of "…烘干炉")
        # says which one, as a modifier before it does.
        headed = [
            (e, s) for e, s in candidates
            if any(not p.spaced and over_name_word(ref, e, text, p, resources, []) != ref for p in PACKS.values())
        ]
        candidates = headed or candidates
    if ref.kind == "demonstrative" and ref.classes and not ref.plural and len(candidates) > 1:
        # "the rate for the suite" after a double room and a sea suite: a narrower noun of
        # the kind than its label (its altLabel) is a word of one candidate's name alone,
        # which it picks. (The label itself is the head of many names: "这家酒店".)
        nouns = resources.references.type_nouns(ref.text)
        said = normalize(ref.text[nouns[-1][0]:nouns[-1][1]]) if nouns else ""
        labels = {
            normalize(label.text) for c in ref.classes if (kind := resources.ontology.classes.get(c)) is not None
            for label in kind.labels
        }
        worded = [(e, s) for e, s in candidates if said and said not in labels and _name_says(resources, e, said)]
        candidates = worded if len(worded) == 1 else candidates
    if ref.kind == "pronoun" and not ref.plural and ref.personal is not True:
        # "walk me through the boil water procedure" -> "…, map them in NetMap, load them into
        # the CIS, …" -> "when was it last updated?": the procedure, not a tool of a step.
        # (Not when the clause asks a property: "这个是哪年施行的" after a list of rules asks
        # which of them, that only they have.)
        passing = named_in_passing(session) | (answered_list(session, resources) if not asked else frozenset())
        kept = [(e, s) for e, s in candidates if e not in passing]
        if passing and kept:
            candidates = kept
    if (
        not candidates and ref.kind == "demonstrative" and ref.classes and not ref.plural and not ref.definite
        and not any(p.indefinite.search(text) for p in PACKS.values())
    ):
        # "那个校区校长是谁" after a course's fee: no campus is in play, but the course has
        # one in the graph; the words say it is the course's, not which (nobody named it).
        # (Not in a new search: "找个景点…这个景点周边" is the one sought.)
        holders = [e for e in session.topic.entities if resources.fit.reaches(e, ref.classes)]
        if len(holders) == 1:
            return Resolution(ref, (), of=holders[0])
    if not candidates and ref.kind == "demonstrative" and ref.classes and not ref.plural and ref.definite:
        # "is it near the factory?" after a dealer in a town with two factories: no factory
        # is in play, and the things in play reach more than one of that kind through the
        # graph; the user has one in mind, which only they can say.
        near = _reached(session.topic.entities, ref.classes, resources)
        said = any(d.node_id for d in names) or bool(resources.alias_index.find(text))
        if not near and not session.entities and not said:
            # ("How many units did the recall affect?" opening the talk, two recalls in the
            # knowledge base: "the" says one the user has in mind; a few are asked about.
            # Not beside a name the turn says, to which the kind may belong, known or not:
            # "Product Q the insurance plan" may be Product Q's.)
            near = list(resources.fit.few_of(ref.classes, MAX_COMPARED))
        if 2 <= len(near) <= MAX_COMPARED:
            return Resolution(ref, (near[0],), ambiguous=True, candidates=tuple(near))
    if not candidates:
        return Resolution(ref, ())
    answer = session.answer_just_shown()
    if _speaks_of_another(ref, session, resources, candidates[0][0]) and not (
        # "their address": a property the clause names and the entity has still points at it.
        named_properties and resources.fit.property_fit(candidates[0][0], named_properties) >= 1.0
    ):
        return Resolution(ref, ())
    shown = [e for e in answer.entities if e not in named_here] if answer is not None else []
    if ref.plural and ref.singular_ok:
        # ("what did they find?" after the frame crack investigation, whose answer named the
        # frames: those who looked into the event in play, which the question follows up.)
        asked_events = [
            e for e in session.topic.entities if e not in named_here
            and (resources.fit.is_event(e) or resources.fit.is_event_kind(e))
        ] if not ref.possessive and any(p.event_question.search(text) for p in PACKS.values()) else []
        if len(asked_events) == 1:
            return Resolution(ref, (asked_events[0],))
        # "Everyone enjoys the Riverside Inn." -> "Do they have parking?": one entity in the
        # answer just shown is what "they" means.
        alone = [e for e in shown if fits_one(e)]
        if len(alone) == 1:
            # ("where else do they handle for us" after "are we claiming off Kerrow Print" and an
            # answer naming the contract claimed under: the body the question was about, when
            # the answer's one thing is no body and the topic holds one.)
            bodies = [
                e for e in session.topic.entities if e not in named_here and fits(e) and resources.fit.is_animate(e)
            ]
            if resources.fit.is_animate(alone[0]) is False and len(bodies) == 1:
                return Resolution(ref, (bodies[0],))
            return Resolution(ref, (alone[0],))
        # "who supplies them?" after an answer that names a site, a review and the mats it
        # lacks: the one of them that has what is asked.
        # (Not "their contract": the possessed thing has it; nor persons or bodies, whom
        # "they" means by what they are, below.)
        having = [
            e for e in alone if asked and not ref.possessive and resources.fit.is_animate(e) is not True
            and resources.fit.property_fit(e, asked) >= 1.0
        ]
        if len(having) == 1:
            return Resolution(ref, (having[0],))
        # "Harlow Depot has three Tarra T9 trucks" -> "who services them?": of the things the
        # answer named, the one it wrote in the plural (its name, then a plural noun of its
        # kind) is what "them" means, not the place that holds them.
        counted = [
            e for e in alone if answer is not None and not ref.possessive
            and resources.fit.is_animate(e) is not True and _said_in_plural(answer.text, e, resources)
        ]
        if len(counted) == 1:
            return Resolution(ref, (counted[0],))
        # "Velda Software, which also supports RotaHub." -> "what else do they do for
        # us?": of a business or team and the things or persons beside it, enumerating no
        # like things, "they" means the one body.
        bodies = [e for e in alone if resources.fit.is_animate(e) and not resources.fit.is_person(e)]
        if len(bodies) == 1 and not _like_group(alone, session, resources):
            return Resolution(ref, (bodies[0],))
    if ref.kind == "pronoun" and ref.personal is not True and any(p.event_question.search(text) for p in PACKS.values()):
        # "what caused it?" after an answer that named an incident, or one that told where
        # the incident asked about struck: the event in play, not the one thing offered.
        events = set(resources.fit.events_first(e for e, _s in candidates))
        candidates = [(e, s) for e, s in candidates if e in events] or candidates
    else:
        events = set()
    # ("它的位置": what is asked of it is a thing of its own, whoever's pages have the word.)
    of_it = ref.possessive or any(text.startswith(p.possessive, ref.end) for p in PACKS.values() if not p.spaced)
    if (
        ref.kind == "pronoun" and not ref.plural and not of_it and ref.personal is not True and not asked
        and len(candidates) > 1
    ):
        by_pages = _by_own_pages(candidates, ref, names, text, session, resources)
        if by_pages[0][0] != candidates[0][0]:
            return Resolution(ref, (by_pages[0][0],))
    of_group = _of_group(ref)
    picked = _picked_by_answer(session, resources, fits) if (
        ref.kind == "pronoun" and not ref.plural and ref.personal is not True and not of_group and not comparing
        and not events
    ) else None
    if picked is not None:
        return Resolution(ref, (picked,))
    if (
        ref.kind == "pronoun" and not ref.plural and ref.personal is not True and not of_group and not asked
        and not comparing and not events
    ):
        # "How about York Depot? It's in the North." -> "book it": the one thing the answer
        # just shown offered, less the values it states of it (the region), is what "it" means.
        # (A thing some page is about is no mere value of what it holds: "Hill Hospital has
        # 96 beds, 32 on Ward 3" -> "it" is the hospital.)
        documents = resources.fit.documents
        offered = [
            e for e in shown if fits(e) and not (
                _value_of_another(e, shown, graph) and not (documents is not None and e in documents.subjects)
            )
        ]
        if len(offered) == 1 and len(shown) > 1:
            return Resolution(ref, (offered[0],))
    if ref.plural and ref.kind == "demonstrative" and ref.classes:
        anchor = _anchor_of_list(ref, session, resources)
        if anchor is not None:
            return Resolution(ref, (), of=anchor)
    if ref.plural:
        group = _last_group(session, resources, fits, singular_ok=ref.singular_ok, asked=asked)
        if len(group) == 1 and not fits_one(group[0]):
            group = []
        if len(group) >= 2 and ref.singular_ok and resources.fit.documents is not None:
            # "Nimbus Digital now sends a daily report." -> "what hours is their support?":
            # "their" of the business the answer just named whose documents have most of the
            # clause's words, when the group's have none of them.
            spans = [(ref.start, ref.end), *((d.mention.start, d.mention.end) for d in names)]
            terms = content_terms(blank_spans(text, spans))
            content_fit = resources.fit.content_fit
            fitting = sorted(
                ((content_fit([e], terms), e) for e in shown if fits(e) and e not in group), reverse=True
            )
            if fitting and fitting[0][0] > 0 and not content_fit(group, terms) and (
                len(fitting) == 1 or fitting[0][0] > fitting[1][0]
            ):
                return Resolution(ref, (fitting[0][1],))
        if len(group) >= 2 and ref.singular_ok and asked and not any(property_fit(e, asked) for e in group):
            # "what else do we buy from them" answered with five products -> "their phone
            # number?": a property no thing of the list has is asked of the most salient
            # one thing in play that has it, the business the talk was about.
            having = [e for e, _s in session.salient() if e not in group and fits(e) and property_fit(e, asked) == 1.0]
            if having:
                return Resolution(ref, (having[0],))
        if len(group) >= 2:
            return Resolution(ref, tuple(group))
    # Salience proposes, what the clause says decides: the property it asks ("他的代表作",
    # "their address") and a personal pronoun's person and gender.
    evidence = {
        "properties": asked, "personal": ref.personal, "gender": ref.gender, "kinds": kinds - ref.classes, "group": of_group,
        # "book it": a bare pronoun means a thing of its own, not a value such as an area.
        "pronoun": ref.kind == "pronoun" and not ref.classes,
        # ("what version is that on and who supplies it": two questions of one thing.)
        "each": each,
    }
    if ref.plural and (not ref.singular_ok or ref.one_not_person):
        # "他们出报告有时限吗" after "质量部部长是谁" was answered with a name: one thing
        # stands for "他们" here, and a department is several persons where one person is not.
        candidates = [(e, s) for e, s in candidates if not resources.fit.is_person(e)] or candidates
    if ref.only_persons:
        # "what else does she run" after a site and its manager: she is the person. (In a
        # world that holds persons, "她电话多少" after a course is nobody in play, not the
        # course.)
        persons = [(e, s) for e, s in candidates if resources.fit.is_person(e)]
        # "how old is she" of the aircraft the answer named, no woman in play: a thing that
        # has the property asked, which no person in play has ("she" of a vessel or a craft).
        crafts = [
            (e, s) for e, s in candidates if ref.of_craft and asked and not resources.fit.is_person(e)
            and resources.fit.property_fit(e, asked) >= 1.0
        ] if not any(resources.fit.property_fit(e, asked) for e, _s in persons) else []
        if not persons and resources.fit.has_persons() and not crafts:
            return Resolution(ref, ())
        candidates = persons or candidates
        if ref.gender:
            # "is he also at Riverside" after an answer about Maya, whom the graph or her
            # pages say is a woman: he is nobody in play. (A pronoun kept for persons keeps
            # to its gender too; the spoken "他" is said of anyone and is only weighed.)
            candidates = [(e, s) for e, s in candidates if resources.fit.gender_of(e) in (None, ref.gender)]
            if not candidates and not crafts:
                return Resolution(ref, ())
        if crafts and not (persons and candidates):
            candidates = crafts
    # "who led it" of a hall and a stage collapse there, neither of whose classes has a lead:
    # the collapse, whose report names its lead investigator. (Only to order them: a page that
    # says "lead" does not single out one of two halls alike to the graph.)
    pages = resources.fit.graph_silent(asked, (e for e, _s in candidates))
    candidates = resources.fit.rank(candidates, **evidence, pages=pages)

    def fit_of(entity_id: str) -> float:
        return resources.fit.score(entity_id, **evidence)

    candidates = _subject_kept(candidates, ref, session, fit_of)
    candidates = _subject_over_its_pair(candidates, ref, session, resources, fit_of)
    scores = tuple((e, round(score, 3)) for e, score in candidates[:TRACED_CANDIDATES])
    if ref.personal and not ref.plural:
        # "who's their boss" answered "Conall Merriweather is …" -> "how long has he been
        # qualified": the person the question asked for, not the one it was asked of, when
        # what the clause says fits nothing better ("他的创始人是谁": a company's).
        answered = _answered_pick([e for e, _s in candidates if resources.fit.is_person(e)], session)
        if answered is not None and resources.fit.score(answered, **evidence) >= max(
            resources.fit.score(e, **evidence) for e, _s in candidates
        ):
            return Resolution(ref, (answered,), scores=scores)
    best, _best_score = candidates[0]
    graded = _graded_by_answer(ref, best, text, session, resources)
    if graded is not None:
        return Resolution(ref, (graded,), scores=scores)
    separated = len(candidates) > 1 and (
        resources.fit.score(best, **evidence) - resources.fit.score(candidates[1][0], **evidence) > CLEAR_LEAD
    )
    if len(candidates) > 1 and not ref.plural and not separated:
        # Two entities of one class, named together in the current topic and about as
        # salient: "企业版和旗舰版哪个贵" -> "它支持混合云吗" is truly ambiguous.
        runner, _runner_salience = candidates[1]
        asked = session.last("user")
        answer = session.answer_just_shown()
        together = asked is not None and best in asked.entities and runner in asked.entities
        same_class = bool(direct_classes(resources, best) & direct_classes(resources, runner))

        def same_kind(entity: str) -> bool:
            return bool(direct_classes(resources, entity) & direct_classes(resources, best))

        # The answer singled one out ("旗舰版支持"): then it is that one. (An answer to
        # "X vs Y - what's different?" names one side to describe the difference.)
        describes = asked is not None and any(
            p.comparison.search(asked.text) and not p.picks_one.search(asked.text) for p in PACKS.values()
        )
        singled_out = answer is not None and (best in answer.entities) != (runner in answer.entities) and not describes
        # "…, 北岸往事 … 我也喜欢北岸往事 …": an answer that offered two went on about one of them.
        went_on = answer is not None and (
            _times_named(answer.text, best, resources) != _times_named(answer.text, runner, resources)
        )
        # "that system" after an answer that named two systems the user never named (not a
        # list of several it then went on about one of).
        # A bare "这个" after an answer that listed several things of one kind the user
        # never named ("牵头编了A、B和C三部规章" -> "这个是哪年施行的") fits each of them alike
        # when the property asked is one they all have; not when the answer closed by asking
        # the user to choose ("Do you have a preference?"): a reply then takes up the offer.
        # Without a property asked, the answer's subject stands ("A最常用，其次是B" -> A);
        # unless the user asked for things of their kind ("any incidents at Harlow Depot?",
        # "用了哪些系统"): the answer then lists them, and none of them is its subject.
        listed = sum(1 for e in answer.entities if fits(e) and same_kind(e)) if answer is not None else 0
        kind_asked = asked is not None and any(
            graph.classes_of(best) & classes and graph.classes_of(runner) & classes
            for _start, _end, classes in resources.references.type_nouns(asked.text)
        )
        in_list = answer is not None and not answer.text.rstrip().endswith(("?", "？")) and _in_one_sentence(
            answer.text, best, runner, resources
        )  # (two sentences, one about each, go on about the later one)
        if not (evidence["properties"] or kind_asked) or not in_list:
            listed = 0
        kind_shown = sum(1 for e in answer.entities if fits(e)) if answer is not None else 0
        both_shown = (
            (ref.kind == "demonstrative" or not ref.classes and ref.personal is not True) and answer is not None
            and best in answer.entities and runner in answer.entities
            and ((kind_shown == 2 or kind_asked and kind_shown > 2) if ref.classes else listed >= 2)
            and not went_on and not (asked is not None and {best, runner} & set(asked.entities))
        )
        # "Dr A leads the north ED and Dr B the south one." -> "how long has she been in
        # post?": two persons the answer named side by side fit "she" alike.
        persons_shown = (
            ref.personal is True and answer is not None and best in answer.entities and runner in answer.entities
            and resources.fit.is_person(best) and resources.fit.is_person(runner) and not went_on
            and not (asked is not None and {best, runner} & set(asked.entities))
        )
        # "挂号处也是她管？" -> "不是，挂号处的负责人是李华。" -> "她电话多少": the answer
        # said no and put another person in the place of the one asked about; "she" fits both.
        person_put_instead = (
            ref.personal is True and answer is not None and asked is not None
            and resources.fit.is_person(best) and resources.fit.is_person(runner)
            and len({best, runner} & set(asked.entities)) == 1 and len({best, runner} & set(answer.entities)) == 1
            and ({best, runner} & set(asked.entities)) != ({best, runner} & set(answer.entities))
            and any(p.denial.match(answer.text) for p in PACKS.values())
        )
        # ("who looks after the logger?" -> "Ann Reid; the system itself is Bob Hale's." -> "is
        # she on the licence too": an answer about one thing leads with the person it asked
        # for, the other is said in passing.)
        if persons_shown and asked is not None and len(set(asked.entities)) == 1 and answer is not None \
                and answer.entities[0] in (best, runner):
            return Resolution(ref, (answer.entities[0],), scores=scores)
        persons_shown = persons_shown or person_put_instead
        # "跟北岭站是一个地方吗" answered of both: two things of different kinds whose names
        # open alike, set side by side by the user, fit "它" alike too.
        namesakes = (
            together and describes and set(asked.entities) == {best, runner}
            and name_head(resources, best) is not None and name_head(resources, best) == name_head(resources, runner)
        )
        # "who looks after the system and its module?" answered one each -> "what version is
        # it on?": two things asked about together that both have the property asked.
        both_have = bool(evidence["properties"]) and all(
            resources.fit.property_fit(e, evidence["properties"]) >= 1.0 for e in (best, runner)
        )
        # "does it pull from RotaHub?" -> "who owns that?": of two things the last question
        # set side by side, one carried on by a pronoun and one named, a bare "that" points
        # at the one named, the thing just brought in.
        if together and not singled_out and _bare_demonstrative(ref, text) and asked is not None:
            named = {c.node_id for m in resources.alias_index.find(asked.text) for c in m.candidates} & {best, runner}
            if len(named) == 1:
                return Resolution(ref, tuple(named), scores=scores)
        if (together and not singled_out or both_shown or persons_shown) and (same_class or namesakes or (
            together and not singled_out and both_have
        )):
            # The choices are every like thing the answer listed or the question set side
            # by side ("York, Hull or Dover?"), best first.
            pool = answer.entities if (both_shown or persons_shown) and answer is not None else (
                asked.entities if asked is not None else []
            )
            alike = [e for e, _s in candidates if e in pool and e not in (best, runner) and same_kind(e)]
            choices = (best, runner, *alike)[:MAX_COMPARED]
            return Resolution(ref, (best,), ambiguous=True, candidates=choices, scores=scores)
    return Resolution(ref, (best,), scores=scores)


def _graded_by_answer(ref: Reference, best: str, text: str, session: Session, resources: Resources) -> str | None:
    """"why was it so low", "它为啥低" after a question that set two things of one kind side
    by side (``best`` one of them) and an answer that gave a figure for each: the one the
    answer put at the grade the clause says; None when it says no grade or the figures
    tell none."""
    asked = session.last("user")
    grade = next((g for p in PACKS.values() if (g := p.degree_grade.search(text)) is not None), None)
    if grade is None or ref.plural or asked is None or best not in asked.entities:
        return None
    kinds = direct_classes(resources, best)
    pair = [best, *(e for e in asked.entities if e != best and direct_classes(resources, e) & kinds)]
    picked = extreme_said(pair, frozenset(), grade.group("adj"), session, resources) if len(pair) == 2 else ()
    return picked[0] if len(picked) == 1 else None


def _subject_kept(
    candidates: list[tuple[str, float]], ref: Reference, session: Session, fit_of: Callable[[str], float]
) -> list[tuple[str, float]]:
    """"它8月呢" after "溪谷产品线7月卖了多少" -> "溪谷产品线7月收入500万元，包含溪谷系列的…":
    the thing the last question asked of, which the answer just shown opens with, stays what
    "it" means over a thing that answer named after it, in passing, when what the clause says
    fits both alike (``fit_of``: what the clause says for a thing). The answer's own
    subject, a thing it brought in first, is not held back by this."""
    if ref.kind != "pronoun" or ref.plural or len(candidates) < 2:
        return candidates
    answer, asked = session.answer_just_shown(), session.last("user")
    if answer is None or asked is None or not answer.entities:
        return candidates
    (best, best_score), (runner, runner_score) = candidates[0], candidates[1]
    if not (
        runner == answer.entities[0] and runner in asked.entities and best not in asked.entities
        and best in answer.entities
    ):
        return candidates
    if fit_of(best) > fit_of(runner):
        return candidates
    return [(runner, best_score), (best, runner_score), *candidates[2:]]


def _subject_over_its_pair(
    candidates: list[tuple[str, float]], ref: Reference, session: Session, resources: Resources,
    fit_of: Callable[[str], float],
) -> list[tuple[str, float]]:
    """"who owns it?" after "what does the visiting policy say about lockers?" was answered
    "lockers are booked in RoomBook or HallDesk": the answer named two things the user never
    named that what the clause says fits alike; "it" is the thing the question asked of, when
    that fits as well, not the first of the pair. (Not when the question asked for things of
    their kind or the graph joins them to the thing asked of, nor when the answer went on
    about one of them: it offers them then.)"""
    if ref.kind != "pronoun" or ref.plural or len(candidates) < 3:
        return candidates
    answer, asked = session.answer_just_shown(), session.last("user")
    if answer is None or asked is None:
        return candidates
    best = candidates[0][0]
    if best in asked.entities or best not in answer.entities:
        return candidates
    in_play = {e for e, _s in candidates}
    pair = [e for e in answer.entities if e not in asked.entities and e in in_play and fit_of(e) >= fit_of(best)]
    subject = next((e for e, _s in candidates if e in asked.entities), None)
    if len(pair) < 2 or subject is None or fit_of(subject) < fit_of(best):
        return candidates
    graph = resources.graph
    kinds_asked = [classes for _s, _e, classes in resources.references.type_nouns(asked.text)]
    if any(graph.classes_of(e) & classes for e in pair for classes in kinds_asked) or set(pair) & set(
        graph.neighbours(subject)
    ):
        # ("which systems …", "what does the ward use": they are what was asked for, or the
        # subject's own; "it" takes up one of them.)
        return candidates
    mentions = resources.alias_index.find(answer.text)
    if len({sum(1 for m in mentions if any(c.node_id == e for c in m.candidates)) for e in pair}) > 1:
        return candidates  # (an answer that went on about one of them speaks of that one)
    lead = candidates[0][1]
    return [(subject, lead), *((e, s) for e, s in candidates if e != subject)]


def _reached(sources: Sequence[str], classes: frozenset[str], resources: Resources) -> list[str]:
    """The things of ``classes`` an edge joins to one of ``sources``, or to a thing joined to
    one (a factory in the dealer's town), nearest first; none of them when a nearer one is
    of the kind (the dealer's own factory)."""
    graph = resources.graph
    ring = [n for s in sources for n in graph.neighbours(s) if n not in sources]
    for step in (ring, [m for n in ring for m in graph.neighbours(n) if m not in sources]):
        # (Not values others point at: "the price range" names the attribute, not one band.)
        found = list(dict.fromkeys(
            e for e in step if graph.classes_of(e) & classes and not resources.fit.is_value_node(e)
        ))
        if found:
            return found
    return []


#: How many characters before a demonstrative may be a word that says which one it means.
MODIFIER_CHARS = (2, 4)


def _modifier_of_another(
    ref: Reference, text: str, candidates: list[tuple[str, float]], resources: Resources
) -> bool:
    """"华南那个方案" when the plan in play is 华东区集团采购方案: in a language without spaces,
    the word glued before a demonstrative of a kind begins the name of one other thing of
    that kind and is in no candidate's: the words mean that other thing, not one in play."""
    low, high = MODIFIER_CHARS
    run = re.search(r"[\u4e00-\u9fff]+$", text[:ref.start])
    if run is None or not candidates or len(run.group(0)) < low:
        return False

    def has(entity_id: str, word: str) -> bool:
        entity = resources.ontology.entities.get(entity_id)
        return entity is not None and any(word in normalize(name) for name, _kind in entity.surface_forms())

    # The whole run before it, a word of its own ("我知道这个电影" is no "知道" of a title).
    word = normalize(run.group(0))
    if len(word) > high or any(has(e, word) for e, _s in candidates):
        return False  # "东区那条线": a word of the one in play says which it is
    # (It begins the name of exactly one other thing of the kind, as a place or a line does:
    # "华南" of 华南区渠道分销方案.)
    kind = [e for c in ref.classes for e in resources.graph.nodes_of_class(c)][:MODIFIER_SCAN]
    begun = [
        e for e in kind
        if (entity := resources.ontology.entities.get(e)) is not None
        and any(normalize(name).startswith(word) for name, _kind in entity.surface_forms())
    ]
    return len(begun) == 1


#: How many things of a kind are read for a word of their names (a large class stops there).
MODIFIER_SCAN = 5000


def named_in_passing(session: Session) -> frozenset[str]:
    """What the answer just shown named beside the thing the last question asked how to do
    or go through (the pack's ``asks_steps``): the tools of its steps ("submit claims in the
    Expense System, …"), of which the answer is not about. Empty when the question named
    nothing or asked no such thing."""
    answer = session.answer_just_shown()
    asked = session.last("user")
    if answer is None or asked is None or not asked.entities:
        return frozenset()
    if not any(pack.asks_steps.search(asked.text) for pack in PACKS.values()):
        return frozenset()
    return frozenset(answer.entities) - frozenset(asked.entities)


#: How many of the most salient things in play "it" may go to by the words of its clause.
OWN_PAGE_CANDIDATES = 4


def _by_own_pages(
    candidates: list[tuple[str, float]], ref: Reference, names: list[Decision], text: str, session: Session,
    resources: Resources,
) -> list[tuple[str, float]]:
    """"Did the board change the maintenance policy because of it?" after the vessel an engine
    fire was on: "it" is the thing in play whose own pages have the clause's words (the fire's
    report speaks of the board and the policy), when those of the most salient one have two
    thirds as many or fewer; that one comes first, as salient as the first was. The words are
    neither names nor kinds asked for ("which stations …"); two things the last question set
    side by side are left to the choice between them."""
    spans = [
        (ref.start, ref.end), *((d.mention.start, d.mention.end) for d in names),
        *((start, end) for start, end, _c in resources.references.type_nouns(text)),
        # ("它那个月投诉几件": a time is no word of the pages, nor half of one with the next.)
        *((c.start, c.end) for c in extract_constraints(text) if c.kind == "time"),
        *(m.span() for p in PACKS.values() for m in p.time_anaphora.finditer(text)),
    ]
    terms = content_terms(blank_spans(text, spans))
    fit = resources.fit
    if len(terms) < 2 or fit.documents is None:
        return candidates
    top, salience = candidates[0]
    first = fit.own_fit(top, terms)
    if first is None:
        return candidates  # (a value, an area, has no pages to weigh against)
    shares = [(fit.own_fit(e, terms) or 0.0, e) for e, _s in candidates[1:OWN_PAGE_CANDIDATES]]
    share, best = max(shares, key=lambda item: item[0])
    asked = session.last("user")
    if share < OWN_FIT or first * 1.5 > share or (asked is not None and {top, best} <= set(asked.entities)):
        return candidates
    return [(best, salience), *((e, s) for e, s in candidates if e != best)]


def answered_list(session: Session, resources: Resources) -> frozenset[str]:
    """The things of the kind the last question asked which of ("which wards did the
    outbreak close?", "影响了哪些门店") that the answer just shown lists, two or more, when
    that question named something of the topic: the list answers it, and a next turn that
    says "it" or names no subject goes on about what was asked of, not one item of the
    list. Empty otherwise."""
    answer, asked = session.answer_just_shown(), session.last("user")
    if answer is None or asked is None or not set(asked.entities) & set(session.topic.entities):
        return frozenset()
    kinds = kinds_asked_to_exist(asked.text, resources)
    if not kinds:
        return frozenset()
    # (What this turn names again is in play by its own right: "天坛评分咋样，能玩多久".)
    said = {e for e, state in session.entities.items() if state.last_turn == session.turn_index}
    items = frozenset(
        e for e in answer.entities
        if resources.graph.classes_of(e) & kinds and e not in asked.entities and e not in said
    )
    return items if len(items) >= 2 else frozenset()


def listed_beside_unknown(session: Session, resources: Resources) -> frozenset[str]:
    """What the answer just shown named in a list beside a name like it that the knowledge
    base lacks ("12号楼、15号楼部分住户…", "Block 12 and Block 15 held back"): the list is of those
    things together, and no one known item of it is what the next turn goes on about."""
    answer = session.answer_just_shown()
    if answer is None or not answer.entities:
        return frozenset()
    text = answer.text
    pack = get_pack(language_of(text))
    if pack.list_sep not in text and pack.list_and not in text:
        return frozenset()  # no list, no lookup (this runs for every follow-up without a subject)
    # (Digits, in either script, stand for any: "12号楼" and "15号楼", "Block 12" and "Block 15"
    # are alike.)
    digits = set("0123456789") | set(pack.numerals.chars)

    def shape(words: str) -> str:
        return "".join("#" if char in digits else char for char in words)

    mentions = resources.alias_index.find(text, fuzzy=False)
    found: set[str] = set()
    for m in mentions:
        if len(m.candidates) != 1 or not any(char in digits for char in m.text):
            continue
        size = len(m.text)
        for joint in (pack.list_sep, pack.list_and):
            after = text[m.end + len(joint):m.end + len(joint) + size] if text.startswith(joint, m.end) else ""
            before = text[m.start - len(joint) - size:m.start - len(joint)] if text.endswith(joint, 0, m.start) else ""
            for other in (after, before):
                if other and other != m.text and shape(other) == shape(m.text) and not any(
                    o.text == other for o in mentions
                ):
                    found.add(m.candidates[0].node_id)
    return frozenset(found) & frozenset(answer.entities)


def _unknown_title_before(ref: Reference, names: list[Decision], text: str) -> str | None:
    """The last title in a pack's title marks before the reference in the clause, when no
    name found covers it: the demonstrative restates that work."""
    found = None
    for pack in PACKS.values():
        for match in pack.title.finditer(text, 0, ref.start):
            inner = (match.start() + 1, match.end() - 1)
            covered = any(d.node_id and d.mention.start <= inner[0] and inner[1] <= d.mention.end for d in names)
            found = None if covered else match.group(0)
    return found


def _only_a_grade(slot: str, pack: LanguagePack) -> bool:
    """Whether an ellipsis' slot is only a grade ("小的呢", "the cheaper one?"): it
    describes one of the things in play, and names nothing to put in another's place."""
    return slot_grade(slot, pack) is not None


def slot_grade(slot: str, pack: LanguagePack) -> str | None:
    """The grade an ellipsis' slot is and nothing more ("最少的" -> "少", "the lowest" ->
    "lowest"), as a key of the pack's gradable words; None when the slot says more."""
    if not pack.spaced:
        # (The grade, perhaps after a word of degree: "最小的", "更便宜的".)
        core = slot.strip().removesuffix(pack.possessive)
        found = [w for w in pack.gradable_words if core and core.endswith(w) and len(core) - len(w) <= 2]
        return max(found, key=len) if found else None
    words = [w for w in re.findall(r"[A-Za-z]+", slot.casefold()) if not is_stop_word(w) and w != "one"]
    if not words or not all(w in pack.gradable_words for w in words):
        return None
    return " ".join(words) if " ".join(words) in pack.gradable_words else words[-1]


def _property_running_on(ref: Reference, properties: Sequence[tuple[int, int, str]]) -> int:
    """Where a property's name that starts inside the reference and goes on after it ends;
    0 when none does."""
    return max((end for start, end, _pid in properties if ref.start <= start < ref.end < end), default=0)


def _of_group(ref: Reference) -> bool:
    """Whether the reference means persons or a body of them: "他们", "他家", and "那家" /
    "那位" with no type noun after them."""
    return ref.kind == "pronoun" and any(
        ref.text in pack.group_pronouns or (bool(pack.group_classifiers) and ref.text[-1:] in pack.group_classifiers)
        for pack in PACKS.values()
    )


def _of_body(ref: Reference) -> bool:
    """Whether the reference counts bodies or establishments by its measure word ("那家",
    "这家"): never one person. (Not a pronoun's: "她家里" is her family.)"""
    return ref.kind in ("pronoun", "demonstrative") and not ref.classes and any(
        bool(pack.body_classifiers) and ref.text[-1:] in pack.body_classifiers and ref.text not in pack.group_pronouns
        for pack in PACKS.values()
    )


def _body_before_persons(ref: Reference, resources: Resources) -> Reference:
    """"那家店长电话": a measure word that counts establishments never counts the persons
    the noun after it names; the reference is "那家" (the shop), and the manager is what
    is asked of it."""
    if ref.kind != "demonstrative" or not resources.fit.persons_only(ref.classes):
        return ref
    pack = get_pack(language_of(ref.text))
    opening = pack.referring.demonstrative.match(ref.text) if pack.referring.demonstrative is not None else None
    if opening is None or not pack.body_classifiers or opening.group(0)[-1:] not in pack.body_classifiers:
        return ref
    return replace(ref, end=ref.start + opening.end(), text=opening.group(0), kind="pronoun", classes=frozenset())


def _has_word(resources: Resources, entity_id: str, noun: str) -> bool:
    """Whether a name of the entity has ``noun`` as a word ("Ward 5 Surgical" has "ward";
    "北厂A3线" has "线" at its end)."""
    entity = resources.ontology.entities.get(entity_id)
    if entity is None:
        return False
    for name, _kind in entity.surface_forms():
        written = normalize(name)
        if (noun in written.split()) if noun.isascii() else written.endswith(noun):
            return True
    return False


def _not_the_place(resolutions: tuple[Resolution, ...], places: frozenset[str]) -> tuple[Resolution, ...]:
    """"why is it higher there": "there" is the place, so "it" is no place; it is the next
    thing its candidates weigh that is none (the figure asked of the place)."""
    there = {r.node_ids[0] for r in resolutions if r.reference.kind == "locative" and len(r.node_ids) == 1}
    if not there:
        return resolutions
    return tuple(
        replace(r, node_ids=next(((e,) for e, _s in r.scores if e not in there and e not in places), ()))
        if r.reference.kind == "pronoun" and not r.reference.plural and r.reference.personal is not True
        and len(r.node_ids) == 1 and r.node_ids[0] in there and r.scores else r
        for r in resolutions
    )


def _after_description(resolution: Resolution, described: tuple[Resolution, ...], text: str) -> Resolution:
    """"the smaller one - how did it do?": a pronoun after a description that picked one
    thing, a comma or dash between, is that thing (as after a name)."""
    ref = resolution.reference
    if ref.kind != "pronoun" or ref.plural:
        return resolution
    before = [d for d in described if len(d.node_ids) == 1 and d.reference.end <= ref.start]
    if not before:
        return resolution
    between = text[before[-1].reference.end:ref.start]
    if any(mark in between for mark in "，,;；:：。") or _DASH_BREAK.search(between):
        return Resolution(ref, before[-1].node_ids)
    return resolution


def _possessor_dropped(resolutions: tuple[Resolution, ...], text: str, pack: LanguagePack) -> tuple[Resolution, ...]:
    """"她那个科室", "他的那家公司": a pronoun right before a demonstrative of a kind is the
    owner of the thing it points at, which the words ask about: the two are one reference
    to that thing, and the owner is no entity of the turn."""
    merged: list[Resolution] = []
    skip: set[int] = set()
    for index, owner in enumerate(resolutions):
        if index in skip:
            continue
        ref = owner.reference
        owned = next((
            (other_index, other) for other_index, other in enumerate(resolutions)
            if other_index != index and other.reference.kind == "demonstrative" and other.reference.classes
            and len(other.node_ids) == 1 and not other.ambiguous
            and other.reference.start >= ref.end and text[ref.end:other.reference.start] in ("", pack.possessive)
        ), None) if ref.kind == "pronoun" and not ref.possessive else None
        if owned is None:
            merged.append(owner)
            continue
        other_index, other = owned
        skip.add(other_index)
        whole = replace(other.reference, start=ref.start, text=text[ref.start:other.reference.end])
        merged.append(replace(other, reference=whole))
    return tuple(merged)


def _name_says(resources: Resources, entity_id: str, word: str) -> bool:
    """Whether a name of the entity has ``word`` (folded): as a word of its own in a spaced
    script, anywhere in one without spaces."""
    entity = resources.ontology.entities.get(entity_id)
    spaced = not any(is_cjk(char) for char in word)
    return entity is not None and any(
        f" {word} " in f" {normalize(name)} " if spaced else word in normalize(name) for name, _kind in entity.surface_forms()
    )


def _opens_with(text: str, words: Collection[str]) -> bool:
    """Whether ``text`` opens with one of ``words`` (one word or two, folded)."""
    said = text.casefold().split()
    return any(" ".join(said[:n]) in words for n in (1, 2))


def _impersonal_plural(resolutions: tuple[Resolution, ...], resources: Resources) -> tuple[Resolution, ...]:
    """"why are they replacing its boiler": a plural pronoun that would mean the one thing a
    singular "it" of the same clause means is people at large (the owners, the crew), not a
    second name for that thing: it points at nothing."""
    singular = {
        r.node_ids[0] for r in resolutions
        if r.reference.kind == "pronoun" and not r.reference.plural and r.reference.personal is False
        and len(r.node_ids) == 1
    }
    return tuple(
        replace(r, node_ids=(), as_typed=True) if (
            r.reference.kind == "pronoun" and r.reference.plural and len(r.node_ids) == 1
            and r.node_ids[0] in singular and resources.fit.is_animate(r.node_ids[0]) is not True
        ) else r
        for r in resolutions
    )


# Where a sentence ends (not the point of a decimal such as "99.6").
_SENTENCE_END = re.compile(r"(?<!\d)\.(?!\d)|[!?;。！？；]")
_DASH_BREAK = re.compile(r"\s[-–—]+\s")


def _speaks_of_another(ref: Reference, session: Session, resources: Resources, best: str) -> bool:
    """Whether a bare "it" / "that" means what the answer just shown spoke of rather than
    the entity in play: the last turn left the topic, and the answer names nothing the
    ontology knows and speaks of things the entity's graph and documents are not about
    ("Flight 20 leaves at 9:10" -> "book it for two")."""
    if ref.classes or ref.personal or ref.kind not in ("pronoun", "demonstrative") or session.topic.entities:
        return False
    answer = session.answer_just_shown()
    if answer is None or answer.entities:
        return False
    if get_pack(language_of(answer.text)).nothing_found.search(answer.text):
        return False  # "抱歉，我没有天气信息" offered nothing a pronoun could mean
    terms = content_terms(answer.text)
    return len(terms) >= 2 and resources.fit.content_fit([best], terms) < ANSWER_FIT


# A bare Latin word ("那Plus的核保规则"): a word of exactly one name in play.
def _times_named(text: str, entity_id: str, resources: Resources) -> int:
    """How often ``text`` names the entity (by the name it uses most)."""
    entity = resources.ontology.entities.get(entity_id)
    if entity is None:
        return 0
    normal = normalize(text)
    return max((normal.count(normalize(name)) for name, _kind in entity.surface_forms() if name), default=0)


def _in_one_sentence(text: str, first: str, second: str, resources: Resources) -> bool:
    """Whether one sentence of ``text`` lists both entities: a list, not a story about
    each, nor one said beside the other ("The M190, with some peak flights on the M175":
    the sentence is about the first). In a list the later name comes right after a comma
    or a coordinator ("York 6.2, Leeds 4.1", "the 128 and the 64")."""
    pack = get_pack(language_of(text))
    for sentence in _SENTENCE_END.split(text):
        spans: dict[str, list[tuple[int, int]]] = {first: [], second: []}
        for mention in resources.alias_index.find(sentence):
            for candidate in mention.candidates:
                if candidate.node_id in spans:
                    spans[candidate.node_id].append((mention.start, mention.end))
        for a_start, a_end in spans[first]:
            for b_start, b_end in spans[second]:
                between = sentence[min(a_end, b_end):max(a_start, b_start)]
                if _listed_after(between, pack):
                    return True
    return False


def _listed_after(between: str, pack: LanguagePack) -> bool:
    """Whether the words before a name end in a list's comma or coordinator, nothing but
    words of no content ("the") after it."""
    ends = [
        match.end() for coordinator in pack.coordinators
        for match in re.finditer(r"(?<![^\W\d_])" + re.escape(coordinator.strip()) + r"(?![^\W\d_])", between)
    ]
    return bool(ends) and not content_terms(between[max(ends):])


def _value_of_another(entity_id: str, others: list[str], graph) -> bool:  # type: ignore[no-untyped-def]
    """Whether an edge from another of ``others`` points at the entity (a hotel's area)."""
    return any(edge.target == entity_id and edge.source in others for edge in graph.edges(entity_id))


def _last_list(session: Session, resources: Resources) -> list[str]:
    """The entities of the most recent enumeration of like things (two or more of one class):
    an answer's list or a user's query ("智核核保引擎和智核理赔助手" -> "后者"), else the last
    two things the user asked about in turn ("产品A多少钱" -> "产品A Pro呢" -> "前者")."""
    for position in range(len(session.turns) - 1, -1, -1):
        turn = session.turns[position]
        items = turn.listed if turn.role == "assistant" else turn.entities
        group = _like_group(items, session, resources)
        if group:
            asked_before = session.turns[position - 1] if turn.role == "assistant" and position else None
            if asked_before is not None and asked_before.role == "user" and asked_before.turn_type == "comparison":
                # "A跟B啥区别" answered "B is…, A is…": the order is the one the user set.
                own = _like_group(asked_before.entities, session, resources)
                if set(own) == set(group):
                    return own
            return group
    asked: list[str] = []
    for turn in reversed(session.turns):
        if turn.role == "user":
            for entity_id in turn.entities:
                if entity_id not in asked:
                    asked.insert(0, entity_id)
        if len(asked) >= 2:
            return asked
    return []


def listed_together(session: Session, resources: Resources) -> list[str]:
    """The things of one kind the answer just shown lists in one sentence ("We have the
    Basic Plan and the Plus Plan"), two to :data:`MAX_COMPARED`; empty when it lists none."""
    answer = session.answer_just_shown()
    if answer is None:
        return []
    group = _like_group(list(answer.listed), session, resources)
    if not 2 <= len(group) <= MAX_COMPARED:
        return []
    if not all(_in_one_sentence(answer.text, first, second, resources) for first, second in zip(group, group[1:])):
        return []
    return group


def _last_group(
    session: Session, resources: Resources, fits, *, singular_ok: bool = False, asked: Sequence[str] = ()
) -> list[str]:
    """What "它们" / "they" means: the most recent enumeration of like things that fit; for
    a "they" that may mean one business, the one thing that fits in a more recent turn."""
    turns = session.turns
    for index in range(len(turns) - 1, -1, -1):
        turn = turns[index]
        items = [e for e in (turn.listed if turn.role == "assistant" else turn.entities) if fits(e)]
        # ("which customers were hit" -> "Hobbet (Pro Plus) and Drayle (Pro)": the answer
        # just shown enumerates the kind its question asked for; the plans are said of them.
        # Further back, what the talk went on about since decides.)
        just_shown = index == len(turns) - 1 and turn.role == "assistant"
        question = turns[index - 1] if just_shown and index and turns[index - 1].role == "user" else None
        kinds = kinds_asked_to_exist(question.text, resources) if question is not None else frozenset()
        group = _like_group(items, session, resources, asked, kinds)
        if group:
            return group
        named_alone = len(items) == 1 and _names(turn.text, items[0], resources)
        if turn.role == "user" and turn.turn_type == "ellipsis" and named_alone:
            # ("Gask's rate" -> "and Brannagh's?" -> "which of them is cheaper": the two the
            # last two questions asked the same of, side by side as a list sets them; the
            # second named in the user's words.)
            before = next((t for t in reversed(turns[:index]) if t.role == "user"), None)
            paired = [e for e in before.entities if fits(e)] if before is not None else []
            group = _like_group(paired + items, session, resources) if len(paired) == 1 else []
            if len(group) == 2:
                return group
        if singular_ok and len(items) == 1:
            return items
    return []


def _anchor_of_list(ref: Reference, session: Session, resources: Resources) -> str | None:
    """"这些餐馆中哪家…" after "枕溪阁周边有哪些餐馆" was answered with a list: the things of
    one thing in play are that thing's ("<X>的餐馆"), not the list one by one. X is the one
    thing the last question named, when it spoke of things of the kind the words name, or
    the thing in play the graph joins every one of them to (its nearby restaurants, listed
    unasked); None unless the answer listed two or more of that kind."""
    answer = session.answer_just_shown()
    asked = session.last("user")
    if answer is None or asked is None:
        return None
    graph = resources.graph
    listed = [e for e in answer.listed if graph.classes_of(e) & ref.classes]
    if len(listed) < 2:
        return None
    named = [e for e in dict.fromkeys(asked.entities) if not graph.classes_of(e) & ref.classes]
    if len(named) == 1 and any(
        classes & ref.classes for _s, _e, classes in resources.references.type_nouns(asked.text)
    ):
        return named[0]
    in_play = [*asked.entities, *answer.entities, *session.topic.entities]
    return next((
        e for e in dict.fromkeys(in_play)
        if not graph.classes_of(e) & ref.classes and set(listed) <= set(graph.neighbours(e))
    ), None)


def _names(text: str, entity_id: str, resources: Resources) -> bool:
    """Whether ``text`` names the entity itself (one of its names, exactly)."""
    return any(
        c.node_id == entity_id for m in resources.alias_index.find(text) if m.kind == "exact" for c in m.candidates
    )


def _of_one_broader_kind(items: list[str], resources: Resources) -> list[str]:
    """``items`` (three or more, of two declared classes or more) when a class above all
    their declared classes holds them all and not every class of the ontology; else empty."""
    unique = list(dict.fromkeys(items))
    declared = [direct_classes(resources, e) for e in unique]
    if len(unique) < 3 or len(frozenset().union(*declared)) < 2:
        return []
    graph = resources.graph
    shared = frozenset.intersection(*(graph.classes_of(e) for e in unique)) - frozenset().union(*declared)
    every = len(resources.ontology.classes)
    broader = [c for c in shared if len(graph.subclass_closure(c)) < every]
    return unique if broader else []


def _like_group(
    items: list[str], session: Session, resources: Resources, asked: Sequence[str] = (),
    kinds: frozenset[str] = frozenset(),
) -> list[str]:
    """The items of ``items`` that share a class with another of them, in order. An answer
    that names a product, its edition and a deployment enumerates nothing; one that names
    two products and two editions enumerates both: the group of the most salient entity wins,
    of the groups of the ``kinds`` its question asked for, then of those whose things all
    have the property asked when some do ("their email" after "Ann runs York Depot; Bob
    runs Leeds Depot": the two persons)."""
    by_class: dict[str, list[str]] = {}
    for entity_id in items:
        for class_id in direct_classes(resources, entity_id):
            members = by_class.setdefault(class_id, [])
            if entity_id not in members:
                members.append(entity_id)
    groups = [members for members in by_class.values() if len(members) >= 2]
    kindred = _of_one_broader_kind(items, resources)
    if kindred:
        # ("Desmond Feltwright, Theo Brannagh, Caleb Wyndle and Ruth Penhallow": two partners
        # and two associates are one list of lawyers, "the first" the first of the four.)
        groups = [kindred]
    if not groups:
        return []
    if kinds:
        graph = resources.graph
        groups = [g for g in groups if all(graph.classes_of(e) & kinds for e in g)] or groups
    if asked:
        fit = resources.fit
        groups = [g for g in groups if all(fit.property_fit(e, list(asked)) >= 1.0 for e in g)] or groups
    salience = dict(session.salient())
    return max(groups, key=lambda members: (max(salience.get(e, 0.0) for e in members), -items.index(members[0])))


def _capitalised(ref: Reference) -> bool:
    """Whether the noun of a reference inside the clause is written with a capital, as a
    name is and a kind's noun is not ("I meant the House" beside "the house")."""
    noun = ref.text.split()[-1] if ref.text.split() else ""
    return ref.start > 0 and noun[:1].isupper() and not noun.isupper()
