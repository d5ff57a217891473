"""The rule rewriter: a clause and the session's topic in, a self-contained query out.

The rewriter edits the user's own words rather than generating new ones:

- a referring expression is replaced by the canonical name it points at ("它" ->
  "华东区7月销售额" when it means the whole topic, "这个功能" -> "私有化部署");
- an ellipsis frame ("那华南区呢", "6月呢", "what about X") puts its content in place of
  the item of the same kind in the previous query (an entity of the same class, a
  constraint of the same slot, a property);
- a follow-up without a subject ("为什么涨这么多", "地址在哪", "tell me more") gets the
  topic phrase in front;
- a correction substitutes like an ellipsis and sets the flag; a return restores an
  earlier topic; a new, complete question starts a new topic and drops old constraints;
- the constraints in force that the words do not state are added.

Every name it writes comes from the session or the clause, so nothing is invented.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from itertools import islice
from typing import Any

from rapidfuzz import fuzz

from kglink.lang import PACKS, LanguagePack, get_pack
from kglink.lang.terms import content_terms, function_chars, is_stop_word
from kglink.linking.constraints import Constraint, extract_constraints, merge_constraints
from kglink.linking.families import YEAR, differs_by_year
from kglink.linking.holders import ValueHolders
from kglink.rewrite.doc_terms import constraint_keys
from kglink.linking.normalize import is_cjk, language_of, normalize
from kglink.rewrite.analysis import (
    ClauseAnalysis, Resolution, answered_list, blank_spans, kinds_asked_to_exist, listed_beside_unknown,
    listed_together, named_in_passing, slot_grade,
)
from kglink.rewrite.carry import (
    ANSWER_FIT, BESIDE_WEIGHTS, MAX_OWNERS, OWN_FIT, OWNED_SHARE, OWNED_TERMS, TITLED_SHARE, CarryDecision, decide,
)
from kglink.rewrite.compose import Composer, QueryItem, and_list, concat, join, mentions_all, question_words, splice
from kglink.rewrite.describe import (
    DATED, IN_PLAY, compares, direct_classes, extreme_on, extreme_said, family_extreme, name_head,
)
from kglink.rewrite.frames import LATIN_WORD
from kglink.rewrite.resources import Resources
from kglink.rewrite.validate import echo_after, echo_before
from kglink.session import Pending, Session, Topic, TurnRecord

logger = logging.getLogger(__name__)

#: An attribute value shorter than this ("是", "10") is found in too many answers to count.
MIN_VALUE_CHARS = 3
#: Only so much of an attribute value is read for a date: a longer one is a description.
MAX_VALUE_CHARS = 40
#: How many entities' value periods are kept.
VALUE_TIMES_CACHE = 4096
#: How many of the most salient entities a follow-up's property may choose among.
FOCUS_CANDIDATES = 6
#: What a follow-up's word counts for the focus when only pages that name the focus beside
#: other things have it, against one on the focus's own pages.
BESIDE_SHARE = 0.5
#: How far a thing of the topic's own kind stands from it, for an ellipsis slot that names
#: it by a word: past the graph's neighbours (depth 2), which come first.
SIBLING_DISTANCE = 3
#: How many characters of a name must follow a holder's name in it for the rest to be a
#: thing of its own ("儿科" of 仁和医院儿科).
MIN_REST = 2
#: How far after a name an answer's number is the figure it gives for that thing ("York Depot 91%").
NUMBER_BESIDE = 12


@dataclass(slots=True)
class ClauseDraft:
    """A query for one clause before validation, and the topic it leaves behind."""

    query: str
    turn_type: str
    topic: Topic
    correction: bool = False
    clarify: tuple[str, ...] | None = None
    # Names the rule wrote, by normal form -> entity id, so normalisation keeps them.
    written: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    # For a clarify draft: the question kept until the user says which one.
    pending: Pending | None = None


class RuleRewriter:
    """Rewrites clauses with rules over the session state and the graph."""

    def __init__(self, resources: Resources) -> None:
        self.resources = resources
        self.compose = Composer(resources)
        self.holders = ValueHolders(resources.ontology)
        # entity -> the periods its attribute values state, read once (bounded; shared by sessions)
        self._value_times: dict[str, frozenset[str]] = {}

    # -- entry -------------------------------------------------------------------

    def rewrite_clause(
        self, analysis: ClauseAnalysis, session: Session, topic: Topic, *, first: bool, continuing: bool = False
    ) -> ClauseDraft:
        """Rewrite one clause; ``continuing`` marks a later clause of a multi-intent turn,
        which shares the subject of the clause before it."""
        a = analysis
        ambiguous = [d for d in a.names if d.ambiguous]
        unclear = [r for r in a.references if r.ambiguous]
        # (Asked back, the turn is searched as typed meanwhile, "last month" as the month it means.)
        as_typed = _absolute_times(a.text, a.constraints, a.lang) if ambiguous or unclear else a.text
        if ambiguous:
            mention = ambiguous[0].mention
            ids = tuple(node for node, _score in ambiguous[0].ranked[:4])
            return ClauseDraft(as_typed, "clarify", topic.copy(), clarify=ids,
                               notes=[f"ambiguous name {mention.text!r}"],
                               pending=Pending(a.text, mention.start, mention.end, list(ids), named=list(a.named_ids)))
        if unclear:
            ref = unclear[0].reference
            return ClauseDraft(as_typed, "clarify", topic.copy(), clarify=unclear[0].candidates,
                               notes=[f"ambiguous reference {ref.text!r}"],
                               pending=Pending(a.text, ref.start, ref.end, list(unclear[0].candidates), ref.possessive,
                                               named=list(a.named_ids)))

        if self._asks_no_period(a) and any(c.kind == "time" for c in topic.constraints):
            # "do returns count" after July's figures asks of the figure, in no month: the
            # topic is written without its period as well as carried without it.
            topic = topic.copy()
            topic.constraints = [c for c in topic.constraints if c.kind != "time"]
        draft = self._dispatch(a, session, topic, first=first, continuing=continuing)
        draft.query = _absolute_times(draft.query, a.constraints, a.lang)
        return self._with_stopping_event(a, session, draft)

    def _with_stopping_event(self, a: ClauseAnalysis, session: Session, draft: ClauseDraft) -> ClauseDraft:
        """"how long was it out" after a bird strike on the aircraft, "停了多久" after a
        plant's stoppage: how long a thing stood still is asked of it and of the one event in
        play it was a party to, which the draft gets beside it."""
        if draft.clarify or not a.pack.stood_still.search(a.text):
            return draft
        fit = self.resources.fit
        # (What the clause names or points at, and what the draft carried of the topic.)
        entities = {*a.named_ids, *a.resolved_ids, *draft.topic.entities}
        # (Of the kind the ontology calls an event: a model named by its year is no event
        # that stopped anything.)
        things = {e for e in entities if not fit.is_event_kind(e) and not fit.is_value_node(e)}
        if not things or any(fit.is_event_kind(e) for e in entities):
            return draft
        events = [
            e for e, _s in session.salient()[:IN_PLAY_EVENTS] if fit.is_event_kind(e) and self._party_to(e, things)
        ]
        if len(events) != 1:
            return draft
        (event,) = events
        label = self.compose.label(event, a.lang)
        draft.query = join(label, draft.query, a.lang)
        draft.topic.entities.append(event)
        draft.written[normalize(label)] = event
        draft.notes.append("the event that stopped it")
        return draft

    def answer_clarification(self, a: ClauseAnalysis, session: Session, topic: Topic) -> ClauseDraft | None:
        """"请问是企业版还是旗舰版？" -> "企业版": the pending question, asked with the choice."""
        pending = session.pending
        if pending is None:
            return None
        graph = self.resources.graph
        if any(
            r.reference.classes and not any(graph.classes_of(c) & r.reference.classes for c in pending.candidates)
            for r in a.references
        ):
            # "东区那条线8月良率呢" after "which product?": a thing of another kind is asked
            # about, even if the graph joins it to one of the choices.
            return None
        chosen = {e for e in a.named_ids if e in pending.candidates}
        if not chosen:
            # "做轴承那家", "the one that makes bearings": the one the graph says the words describe,
            # before whatever a bare "那家" would point at.
            chosen = self._described(a, pending.candidates)
        if not chosen and not a.named_ids and a.type_nouns:
            # "整个大区" to "西南区还是西南店？", "the ward" to "the ward or the unit's
            # manager?": the kind said is the kind of one choice alone.
            said = frozenset().union(*(classes for _start, _end, classes in a.type_nouns))
            of_kind = {e for e in pending.candidates if graph.classes_of(e) & said}
            if not of_kind:
                # "区里那位" to "韩立还是韩冰？" after "西南区由韩冰分管": the kind said is that
                # of a thing in the conversation the graph joins to one choice alone.
                of_kind = {e for e in pending.candidates if any(
                    graph.classes_of(n) & said for n in graph.neighbours(e) if n in session.entities)}
            chosen = of_kind if len(of_kind) == 1 else set()
        if not chosen:
            chosen = {e for e in a.resolved_ids if e in pending.candidates}
        both = bool(a.pack.pair.search(a.text)) and not a.named_ids and len(pending.candidates) == 2
        if both:
            chosen = set(pending.candidates)  # "Central Depot A or B?" -> "both"
        if not (len(chosen) == 1 or both) or (a.properties and not a.named_ids):
            # "那它的地址呢" asks a question of its own: a pronoun in it answers nothing.
            return None
        choices = [c for c in pending.candidates if c in chosen]
        choice = choices[0]
        lang = language_of(pending.question)
        labels = [self.compose.label(c, lang) for c in choices]
        label = and_list(labels, lang)
        possessive = get_pack(lang).possessive
        words = label + (possessive if pending.possessive else "")
        query = splice(pending.question, [(pending.start, pending.end, words)])
        # "车间的 北厂A3线" to "which rate?": a thing of another kind named with the choice
        # says what the question is about as well (not one the graph joins to the choice,
        # which says which one is meant: "做夹头那家", "the EPR guy").
        chosen_kinds = frozenset().union(*(graph.classes_of(c) for c in pending.candidates))
        near = set().union(*(graph.neighbours(c) for c in choices))
        # (A name whose words only say which one, "东岭那个", is no thing asked about.)
        described = {
            d.node_id for d in a.names
            if d.node_id and any(content_terms(d.mention.text) & self.resources.fit.profile(c) for c in choices)
        }
        also = [
            e for e in a.named_ids
            if e not in pending.candidates and e not in near and not graph.classes_of(e) & chosen_kinds
            and e not in described
        ]
        also_labels = [self.compose.label(e, lang) for e in also]
        if also:
            query = join(and_list(also_labels, lang), query, lang)
        timeless = self._asks_relations_only(pending.question)
        in_force = self._in_force(topic, a, keep=True)
        if timeless:
            # "who's its site manager" -> "which depot?" -> "the north one": who runs a
            # site holds whatever the month the talk was in.
            in_force = tuple(c for c in in_force if c.kind != "time")
        query = self.compose.ensure_constraints(query, in_force, lang)
        # The question asked before the clarification holds its own constraints ("8月"):
        # they are in force for what follows, as if it had been answered at once.
        asked = [
            c for c in extract_constraints(pending.question, now=session.now, now_unit=session.now_unit) if not c.compare
        ]
        # ("北坡上个月合格率" -> "纯度的": the month the question meant, written as a date.)
        query = _absolute_times(query, asked, lang)
        new_topic = self._next_topic(topic, query, a, keep_constraints=True)
        new_topic.constraints = list(merge_constraints(
            asked, [c for c in new_topic.constraints if not (timeless and c.kind == "time")]
        ))
        written = {normalize(text): c for text, c in zip([*labels, *also_labels], [*choices, *also])}
        # "宏达今年到货率咋样" → "做轴承那家": the question's names mean their variants
        # for the thing chosen, as they would have had it been named.
        kinds = [self.resources.ontology.class_closure(choice)]
        for mention in self.resources.alias_index.find(pending.question):
            for candidate in mention.candidates:
                variant = self.resources.qualified.variant_for(candidate.node_id, kinds)
                if variant is not None and variant in session.entities:
                    written[normalize(mention.text)] = variant
        return ClauseDraft(query, "ellipsis", new_topic, written=written,
                           notes=[f"answers the clarification with {' and '.join(choices)}"])

    def _described(self, a: ClauseAnalysis, candidates: Iterable[str]) -> set[str]:
        """The one candidate the clause describes best: by the entities it names that are
        the candidate's neighbours in the graph, then by its other words that the
        candidate's graph neighbourhood has; empty when none or several fit as well."""
        graph = self.resources.graph
        named = set(a.named_ids)
        candidates = list(candidates)
        # "东岭那个" to "东岭院区的张明还是西坪院区的张华": a name no candidate is joined
        # to (东岭站) is said in the words of a neighbour's name, and they count.
        joined = any(named & set(graph.neighbours(c)) for c in candidates)
        spans = [(d.mention.start, d.mention.end) for d in a.names if d.node_id] if joined else []
        terms = content_terms(blank_spans(a.text, spans))
        scores: dict[str, tuple[int, int]] = {}
        for candidate in candidates:
            linked = len(named & set(graph.neighbours(candidate)))
            said = len(terms & self.resources.fit.profile(candidate))
            scores[candidate] = (linked, said)
        ranked = sorted(scores.items(), key=lambda item: item[1], reverse=True)
        if not ranked or ranked[0][1] == (0, 0) or (len(ranked) > 1 and ranked[0][1] == ranked[1][1]):
            return set()
        return {ranked[0][0]}

    def _dispatch(self, a: ClauseAnalysis, session: Session, topic: Topic, *, first: bool, continuing: bool) -> ClauseDraft:
        if a.cues.closing and not a.named_ids and not a.properties and not any(
            r.node_ids or r.surface for r in a.references if not r.apposition
        ):
            # "No, thanks, that's all": nothing is asked, so nothing is carried or corrected.
            new_topic = self._next_topic(Topic(), a.text, a, keep_constraints=False)
            return ClauseDraft(a.text, "first" if first else "nil", new_topic, notes=["closing"])
        if not first and not topic.entities and a.cues.ellipsis_slot and session.topic_stack:
            previous = session.last("user")
            if (
                previous is not None and previous.turn_type in ("nil", "topic_switch") and not previous.entities
                and a.named_ids and self._any_counterpart(list(a.named_ids), session.topic_stack[-1])
            ):
                # "ok thanks" -> "and Brannagh?", "顺便问下年会几号" -> "那松屿里的呢": after a
                # turn that named nothing the knowledge base holds, a name of the kind the
                # frame before it held varies that frame. ("and the canteen hours?" after
                # "where can I park at head office?" goes on with the aside.)
                topic = session.topic_stack[-1]
        if not first:
            for handler in (self._correction, self._return, self._whole, self._ellipsis, self._names_alone):
                draft = handler(a, session, topic)
                # ("how about Brodmere Water's leakage?": a frame that loses a name the
                # knowledge base lacks asks something else than the user did.)
                if draft is not None and all(normalize(name) in normalize(draft.query) for name in a.unknown_names):
                    return draft
        if any(not r.apposition and (r.node_ids or r.surface or r.of) for r in a.references):
            return self._references(a, session, topic)
        if a.named_ids:
            if continuing and topic.entities and not set(a.named_ids) & set(topic.entities) and not a.cues.switch:
                # ("…能让步接收不 顺便问下评审多久开一次": announced as another topic, it stands alone.)
                return self._continued(a, topic)
            return self._named(a, session, topic, first=first)
        return self._no_names(a, session, topic, first=first)

    # -- frames -------------------------------------------------------------------

    def _correction(self, a: ClauseAnalysis, session: Session, topic: Topic) -> ClauseDraft | None:
        if not a.cues.correction or not topic.query or self._answers_no(a, session):
            return None
        rejected = set(_negated_names(a))
        replacements = list(dict.fromkeys(e for e in (*a.named_ids, *a.resolved_ids) if e not in rejected))
        if not replacements and not a.constraints:
            # "不是那个意思": the next candidate of a name the user gave ("I meant March"
            # corrects the period, not a name).
            previous = session.last("user")
            for alternatives in (previous.alternatives if previous else []):
                if alternatives:
                    replacements = [alternatives[0]]
                    break
        replaces = _pair_up(replacements, rejected)
        subjects = [e for e in topic.entities if not self.resources.fit.is_value_node(e)]
        fit = self.resources.fit
        said_not = _negated_words(a, topic.query, [
            (i.start, i.end) for i in self.compose.items(topic.query, topic) if i.kind == "entity"
        ]) if len(replacements) == 1 and not rejected and not a.constraints else None
        if said_not is not None:
            # "不是二店，是旗舰店" after "二店上个月客流多少": the words said not to be meant,
            # no name the ontology knows, stand where the last question wrote them; the one
            # thing meant takes their place (not that of a thing of another kind).
            label = self.compose.label(replacements[0], a.lang)
            query = splice(topic.query, [(*said_not, label)])
            return ClauseDraft(query, "correction", self._next_topic(topic, query, a, keep_constraints=True),
                               correction=True, written={normalize(label): replacements[0]})
        if len(replacements) == 1 and not replaces and len(subjects) == 1 and replacements[0] not in topic.entities and (
            not self._any_counterpart(replacements, topic)
        ) and (
            fit.property_fit(replacements[0], topic.properties) >= fit.property_fit(subjects[0], topic.properties)
            # ("说错了，是柳岸至鹤港干线" after a carrier's on-time rate: a thing no edge joins
            # to the subject is no part of it, and is meant instead.)
            or subjects[0] not in self.resources.graph.neighbours(replacements[0])
        ):
            # "不对，我问的是宁波分公司" after a store's sales: the one subject of the last
            # question, whatever its kind, is what the user meant otherwise.
            replaces = {replacements[0]: subjects[0]}
        if not replacements and not a.constraints and a.type_nouns:
            # "不是流程 我问的是规范": the thing of the class named that goes with the topic's
            # (the 规范 beside the 流程, by name or edge), among those already in play; else
            # one the conversation named whose name is the topic thing's with the noun said
            # in place of its end (来料检验流程 -> 来料检验规范).
            said = [(a.text[s:e], c) for s, e, c in a.type_nouns if not _negated_at(a, s)]
            wanted = frozenset().union(*(c for _n, c in said)) if said else frozenset()
            counterpart = self._counterpart(session, topic, wanted) if wanted else None
            if counterpart is None and said:
                counterpart = self._renamed_by_noun(topic, said, a.lang, session)
            if counterpart is not None:
                replacements, replaces = [counterpart[0]], {counterpart[0]: counterpart[1]}
            elif said and (kinded := self._kind_of_topic(topic, (said[-1][0], said[-1][1]), a)) is not None:
                # "不是店长，我问的是分公司": the store's branch, which nobody named, in words.
                return ClauseDraft(kinded, "correction", self._next_topic(topic, kinded, a, keep_constraints=True),
                                   correction=True)
        # "not the cost, the carrier", "I meant capacity": the property asked is what was
        # wrong; the one not negated takes the place of the one the last question asked.
        properties = [
            pid for start, _end, pid in a.properties
            if not _negated_at(a, start)
        ] if not replacements and not a.constraints else []
        asked_items = [item for item in self.compose.items(topic.query, topic) if item.kind == "property"]
        if properties and topic.properties and not set(properties) <= set(topic.properties) and asked_items:
            if a.pack.spaced and not any(_as_noun(topic.query, i, a.pack) for i in asked_items):
                # ("not the manager, the check-in time" after "who runs X": a verb takes no
                # noun in its place; the property is asked of the topic in words of its own.)
                phrase, written = self.compose.phrase(topic, a.lang)
                label = self.resources.ontology.properties[properties[-1]].label(a.lang)
                query = join(phrase, label, a.lang)
            else:
                query, written = self.compose.substitute(topic.query, [], [], properties[-1:], a.lang, topic,
                                                         correcting=True)
            return ClauseDraft(query, "correction", self._next_topic(topic, query, a, keep_constraints=True),
                               correction=True, written=written)
        if not replacements and not a.constraints and not a.pack.spaced and (
            named := self._slot_by_name_part(_corrected_word(a), topic, a.pack, session)
        ) is not None:
            # "我是说无锡" after a question about 苏州工厂: the one thing of the topic
            # thing's kind, named in the conversation, whose name the word begins (无锡工厂).
            replacements, replaces = [named[0]], {named[0]: named[1]}
        if not replacements and not a.constraints and not a.pack.spaced:
            # "说错了 急诊类" after "7月门诊投诉多少": no name and no period, a word; it takes
            # the place of the word of the last question that ends as it does.
            labels = [self.compose.label(e, a.lang) for e in topic.entities]
            query = _word_replaced(topic.query, _corrected_word(a), labels)
            if query is None:
                query = self._word_instead(a, session, topic)
            if query is not None:
                return ClauseDraft(query, "correction", self._next_topic(topic, query, a, keep_constraints=True),
                                   correction=True)
        if not replacements and not a.constraints and len(subjects) == 1 and (
            other := self._described_instead(a, session, subjects[0])
        ) is not None:
            # "No, I meant the city wholesaler" after the lead time of the first of two
            # distributors: another thing of its kind in play, whose own pages have the words
            # the clause describes it by, takes its place.
            replacements, replaces = [other], {other: subjects[0]}
        if not replacements and not a.constraints:
            return None
        if (
            len(replacements) == 1 and not replaces and not a.constraints and len(subjects) == 1 and asked_items
            and replacements[0] not in topic.entities and subjects[0] in self.resources.graph.neighbours(replacements[0])
            and fit.property_fit(replacements[0], topic.properties) < 1.0 <= fit.property_fit(subjects[0], topic.properties)
        ):
            # "sorry I meant the drone policy" after "what's the occupancy at Skellan Court": the
            # thing meant, joined to the hotel, has no occupancy; it is what was asked about
            # the hotel, in the place of the property.
            (meant,) = replacements
            label = self.compose.label(meant, a.lang)
            item = asked_items[-1]
            pieces = self.compose.asked_anew(topic.query, (item.start, item.end, label), "thing", a.lang, asked_items)
            query = splice(topic.query, pieces)
            return ClauseDraft(query, "correction", self._next_topic(topic, query, a, keep_constraints=True),
                               correction=True, written={normalize(label): meant})
        periods_only = bool(a.constraints) and all(c.kind == "time" for c in a.constraints)
        if not replacements and periods_only and not self._dated(topic):
            # "改成6月" after a side question of no period ("马什路馆几点开门") that followed
            # May's loans: the period corrects the last question that had one (the figure's,
            # not why it fell).
            dated = [t for t in reversed(session.topic_stack) if self._dated(t)]
            if dated:
                topic = self._not_the_why(a, session, next((t for t in dated if t.properties), dated[0]))
        query, written = self.compose.substitute(topic.query, replacements, a.constraints, (), a.lang, topic,
                                          correcting=True, replaces=replaces)
        new_topic = self._next_topic(topic, query, a, keep_constraints=True)
        return ClauseDraft(query, "correction", new_topic, correction=True, written=written)

    def _word_instead(self, a: ClauseAnalysis, session: Session, topic: Topic) -> str | None:
        """"不是库区，我问的是月台" after "温控规程要求多少度" and an answer about the storage
        area: the words said not to be meant are the answer's, not the last question's; the
        last question is asked again of the word meant, written after its last name."""
        meant = _corrected_word(a)
        said_not = _negated_plain(a)
        answer = session.answer_just_shown()
        if not meant or not said_not or answer is None or said_not not in answer.text or said_not in topic.query:
            return None
        names = [item for item in self.compose.items(topic.query, topic) if item.kind == "entity"]
        at = names[-1].end if names else 0
        return topic.query[:at] + meant + topic.query[at:]

    def _described_instead(self, a: ClauseAnalysis, session: Session, corrected: str) -> str | None:
        """The thing in play of the corrected one's kind whose own pages have the words of a
        correction that names nothing (its cue and names left out), when they have half as
        many again as the pages of the corrected thing and of any other such thing."""
        fit = self.resources.fit
        terms = content_terms(a.pack.correction.sub(" ", blank_spans(a.text, [(d.mention.start, d.mention.end)
                                                                              for d in a.names])))
        kinds = direct_classes(self.resources, corrected)
        own = fit.own_fit(corrected, terms)
        if not terms or not kinds or own is None:
            return None
        shares = sorted((
            (fit.own_fit(e, terms) or 0.0, e) for e, _s in islice(session.salient(exclude=(corrected,)), IN_PLAY)
            if direct_classes(self.resources, e) & kinds
        ), reverse=True)
        if not shares or shares[0][0] < OWN_FIT or shares[0][0] < own * 1.5:
            return None
        return shares[0][1] if len(shares) == 1 or shares[0][0] >= shares[1][0] * 1.5 else None

    def _renamed_by_noun(
        self, topic: Topic, said: list[tuple[str, frozenset[str]]], lang: str, session: Session
    ) -> tuple[str, str] | None:
        """The one thing of a class a type noun names, named in the conversation, whose name
        is a topic thing's name with its end replaced by that noun (来料检验流程 with "规范":
        来料检验规范), and that topic thing."""
        index = self.resources.alias_index
        found: set[tuple[str, str]] = set()
        for source in topic.entities:
            label = self.compose.label(source, lang)
            for noun, classes in said:
                for cut in range(len(label) - 1, MIN_REST - 1, -1):
                    found |= {
                        (c.node_id, source) for c in index.lookup(normalize(label[:cut] + noun))
                        if c.node_id != source and self.resources.graph.classes_of(c.node_id) & classes
                        and c.node_id in session.entities
                    }
                    if found:
                        break
        return found.pop() if len(found) == 1 else None

    def _answers_no(self, a: ClauseAnalysis, session: Session) -> bool:
        """Whether the only correction cue is a leading "no" that answers the question the
        answer just shown asked ("Would you like to book it?" -> "No, just the address"):
        a reply, not a correction of the last turn."""
        answer = session.answer_just_shown()
        if answer is None or not any(mark in answer.text for mark in "?？"):
            return False
        first = a.pack.correction.search(a.text)
        return (
            first is not None and first.start() == 0
            and a.pack.correction.search(a.text, first.end()) is None
        )

    def _counterpart(self, session: Session, topic: Topic, classes: frozenset[str]) -> tuple[str, str] | None:
        """The entity in play of one of ``classes`` most like an entity of the topic (its
        name, or an edge between them), with the topic entity it stands for."""
        graph = self.resources.graph
        in_topic = [e for e in topic.entities if not graph.classes_of(e) & classes]
        candidates = [e for e, _s in session.salient() if graph.classes_of(e) & classes and e not in topic.entities]
        best: tuple[float, str, str] | None = None
        for candidate in candidates:
            items = [QueryItem(0, 0, "entity", e, "") for e in in_topic]
            similar = self.compose.most_similar(candidate, items, adjacent_counts=True)
            if similar is not None:
                score = fuzz.partial_ratio(self.compose.label(candidate, "zh"), self.compose.label(similar.key, "zh"))
                if best is None or score > best[0]:
                    best = (score, candidate, similar.key)
        return (best[1], best[2]) if best else None

    def _return(self, a: ClauseAnalysis, session: Session, topic: Topic) -> ClauseDraft | None:
        if not a.cues.return_:
            return None
        target = None
        # "回到刚才那台炉子": what the words point at is what the turn returns to; "back to
        # OTD - was York worse?": what the lead-in names, when it names something.
        wanted = set(a.named_ids) | set(a.resolved_ids)
        lead = a.pack.return_lead.search(a.text)
        in_lead = {d.node_id for d in a.names if d.node_id and lead is not None and d.mention.end <= lead.end()}
        # ("back to the chew, is it prescription only": a description in the lead-in
        # points at what the turn returns to as a name would.)
        in_lead |= {
            e for r in a.references
            if lead is not None and r.reference.end <= lead.end() and r.reference.kind != "pronoun" for e in r.node_ids
        }
        if in_lead and any(in_lead & set(earlier.entities) for earlier in session.topic_stack):
            wanted = in_lead
        classes = frozenset().union(*(r.reference.classes for r in a.references)) if a.references else frozenset()
        for earlier in reversed(session.topic_stack):
            if wanted and wanted & set(earlier.entities):
                target = earlier
                break
            if not wanted and classes and any(self.resources.graph.classes_of(e) & classes for e in earlier.entities):
                target = earlier
                break
        if target is None and not wanted and session.topic_stack:
            # "going back to chemicals, …": a word of the lead-in that a name of an earlier
            # topic's thing has says which topic (the contract, not the person asked since).
            target = self._returned_by_word(a, session, lead) or session.topic_stack[-1]
        if target is None and wanted and wanted <= set(topic.entities):
            # "回到桐山店 它的店长是谁" while the store is still in play: back to it all the same.
            target = topic
        if target is None and in_lead and in_lead <= set(session.entities):
            # "说回那次漏水，影响了多少人": back to a thing only an answer spoke of, which no
            # question asked of yet, the lead-in says: the new question is of it.
            wanted = in_lead
            labels = [self.compose.label(e, a.lang) for e in wanted]
            target = Topic(list(wanted), [], [], topic.turn, and_list(labels, a.lang))
        if target is None:
            return None
        rest = _after_return_phrase(a, a.pack)
        new_entities = [e for e in a.named_ids if e not in target.entities]
        # "回到A2线 8月返工主要返啥" asks something new of the earlier topic; "回到刚才那个，
        # 8月呢" only varies the earlier question.
        # ("回到7号 它在哪繁的": a pronoun of what the turn returns to asks of it, however few
        # words of its own the question has.)
        # ("回到刚才那家，接诊量多少": a thing named after the lead-in with a question word of
        # its own, no "呢", asks a new question of what the turn returns to.)
        names_anew = bool(new_entities) and not a.cues.ellipsis_slot and bool(a.pack.question.search(rest))
        asks_anew = bool(rest) and (names_anew or bool(_own_words(a, len(a.text) - len(rest))) or any(
            r.reference.kind == "pronoun" and r.reference.start >= len(a.text) - len(rest)
            and r.node_ids and set(r.node_ids) <= set(target.entities) & wanted for r in a.references
        ))
        if asks_anew:
            # The new question is asked of what the turn returns to, not of everything the
            # earlier question named beside it (its metric, the system it was asked in).
            returned_to = [e for e in target.entities if e in wanted]
            others = [e for e in target.entities if e not in wanted] if returned_to else []
            if others and (a.pack.why.search(rest) or a.pack.comparative.search(rest)):
                # ("back to Kestle - why was it so low?" after its on-time figure: why a figure
                # is as it is asks of the figure of the place it was given for, both.)
                fit = self.resources.fit
                others = [o for o in others if not any(
                    r in fit.reported_places(o) or o in fit.reported_places(r) for r in returned_to
                )]
            # (Only what still holds: "回到桐山店 它的店长是谁" asks who leads it, in no month.)
            in_force = self._in_force(target, a, keep=True)
            lapsed = [c for c in target.constraints if c not in in_force]
            phrase, written = self.compose.phrase(target, a.lang, exclude_ids=others,
                                                  exclude_constraints=[*a.constraints, *lapsed])
            offset = len(a.text) - len(rest)
            # (A pronoun after the lead-in that names one thing is that thing: "back to the
            # chew, is it prescription only", whatever was talked of since.)
            pointing = [
                r.reference for r in a.references
                if r.reference.start >= offset and r.node_ids and (set(r.node_ids) <= set(target.entities) or (
                    r.reference.kind == "pronoun" and not r.reference.plural and len(returned_to) == 1
                    and len(in_lead) == 1))
            ]
            if pointing and phrase:
                # "back to LogBook - who owns it?": "it" is what the turn returns to, said by
                # name alone where a period would split a possessive ("what's its site code"
                # -> "what's X's site code (July)", not "X July's"; "X 8月的" reads well).
                named, written = self.compose.phrase(
                    target, a.lang, exclude_ids=others, exclude_constraints=list(target.constraints),
                ) if a.pack.spaced else (phrase, written)
                query = splice(rest, [
                    (ref.start - offset, ref.end - offset, named + (a.pack.possessive if ref.possessive else ""))
                    for ref in pointing
                ])
            else:
                query = join(phrase, rest, a.lang)
            query = self.compose.ensure_constraints(query, in_force, a.lang)
        elif new_entities or a.constraints:
            # "回到刚才那个，8月呢": the earlier question, with what this turn changes. (That of
            # the figure, when it was why the figure was so: "back to the rate, and in May?"
            # asks the rate in May, not why it was low then.)
            target = self._not_the_why(a, session, target)
            properties = [pid for _s, _e, pid in a.properties]
            query, written = self.compose.substitute(target.query, new_entities, a.constraints, properties, a.lang, target)
        elif rest and _has_content(rest):
            phrase, written = self.compose.phrase(target, a.lang)
            query = join(phrase, rest, a.lang)
        else:
            query, written = target.query, {}
        new_topic = self._next_topic(target, query, a, keep_constraints=True)
        return ClauseDraft(query, "return", new_topic, written=written)

    def _whole(self, a: ClauseAnalysis, session: Session, topic: Topic) -> ClauseDraft | None:
        """"全公司呢", "and chain-wide?" after a shop's waste rate: the figure in play for the
        whole, not for the part it was asked of (the places the documents give the figure for
        one by one); None when the clause names or points at anything, or the topic holds no
        such figure and part."""
        match = a.pack.whole_scope.search(a.text)
        if match is None or a.named_ids or a.references or len(topic.entities) < 2:
            return None
        fit = self.resources.fit
        parts = [e for e in topic.entities if any(e in fit.reported_places(f) for f in topic.entities if f != e)]
        if not parts or len(parts) == len(topic.entities):
            return None
        whole = Topic([e for e in topic.entities if e not in parts], list(topic.constraints), list(topic.properties),
                      topic.turn, topic.query)
        phrase, written = self.compose.phrase(whole, a.lang, exclude_ids=parts, exclude_constraints=a.constraints)
        said = a.cues.ellipsis_slot or a.cues.body
        query = join(phrase, said, a.lang) if a.pack.spaced else join(said, phrase, a.lang)
        query = self.compose.ensure_constraints(query, self._in_force(whole, a, keep=True), a.lang)
        return ClauseDraft(query, "ellipsis", self._next_topic(whole, query, a, keep_constraints=True),
                           written=written, notes=["the whole"])

    def _timed_question(self, session: Session, about: list[str]) -> Topic | None:
        """The latest question the user asked that said a time, of one of ``about``, as a
        topic (its things and that time), unless a question of other things came between."""
        for record in reversed(session.turns):
            if record.role != "user" or not record.queries:
                continue
            if not set(record.entities) & set(about):
                return None
            for query in record.queries:
                times = [c for c in extract_constraints(query) if c.kind == "time"]
                if times:
                    return Topic(list(record.entities), times, [], record.index, query)
        return None

    def _returned_by_word(self, a: ClauseAnalysis, session: Session, lead: re.Match[str] | None) -> Topic | None:
        """The latest earlier topic with a thing whose name has a content word the return's
        lead-in says after its cue ("chemicals" of "going back to chemicals,")."""
        if lead is None:
            return None
        cue = a.pack.return_.search(a.text, lead.start(), lead.end())
        words = content_terms(a.text[cue.end() if cue else lead.start():lead.end()])
        if not words:
            return None
        for earlier in reversed(session.topic_stack):
            if any(
                word in content_terms(name)
                for entity_id in earlier.entities for name in self.resources.alias_index.aliases_of(entity_id)
                for word in words
            ):
                return earlier
        return None

    def _picked_from_list(
        self, a: ClauseAnalysis, session: Session, topic: Topic, new_entities: list[str]
    ) -> ClauseDraft | None:
        """"第二个呢", "and the first?" after "仁和医院有哪些科室" was answered with a list:
        the turn asks about the thing picked from the answer, not the list question again
        with it in the place of what it was asked of."""
        answer = session.answer_just_shown()
        if not new_entities or answer is None or a.properties or a.constraints or len(answer.listed) < 2:
            return None
        if not set(new_entities) <= set(answer.listed) or set(new_entities) & set(topic.entities):
            return None
        sought = frozenset().union(*(
            classes for start, _end, classes in self.resources.references.type_nouns(topic.query)
            if a.pack.which.search(topic.query, 0, start) or a.pack.which_several.search(topic.query, 0, start)
        ))
        graph = self.resources.graph
        if not sought or not all(graph.classes_of(e) & sought for e in new_entities):
            return None
        labels = [self.compose.label(e, a.lang) for e in new_entities]
        query = and_list(labels, a.lang)
        new_topic = self._next_topic(Topic(list(new_entities)), query, a, keep_constraints=False)
        return ClauseDraft(query, "ellipsis", new_topic, written={normalize(l): e for l, e in zip(labels, new_entities)})

    def _ellipsis(self, a: ClauseAnalysis, session: Session, topic: Topic) -> ClauseDraft | None:
        if not a.cues.ellipsis_slot or not topic.query or a.cues.comparison:
            return None
        if a.constraints and all(c.compare for c in a.constraints) and not a.named_ids and not a.references:
            # "比8月呢": only the other side of a comparison, which varies no item of the
            # last question (its month stays) and is added to it.
            return None
        swapped = self._grade_swapped(a, topic)
        if swapped is not None:
            return swapped
        if not a.named_ids and a.pack.extreme.search(a.text):
            return None  # "and worst?" ranks anew, it varies no item of the last question
        if not topic.entities:
            return self._constraint_only(a, topic) or self._word_only(a, topic)
        topic = self._without_implied_values(topic, a)
        if any(r.of is not None and not r.apposition for r in a.references):
            # "那家院的院长呢" after an incident: the demonstrative's kind, the topic's (its
            # clinic), is asked of, written where the user put it, not slotted into the frame.
            return None
        new_entities = list(a.named_ids) + [e for r in a.references if not r.apposition for e in r.node_ids]
        if not new_entities and a.pack.current.search(a.text):
            # "and now?" after a question under Reading Room Rules v1, v2 named before: the
            # version in force now takes the older one's place.
            new_entities = self._newer_named(topic, session)
        # ("and at Castle Court?" after "who runs the Harbourview": "at", a property's alias
        # of one function word, says where, not which property; the one asked stays.)
        new_properties = [pid for s, e, pid in a.properties if not (a.pack.spaced and is_stop_word(a.text[s:e]))]
        fit = self.resources.fit
        if new_entities and new_properties and topic.properties and all(
            fit.known_property(p) and not any(fit.property_fit(e, [p]) for e in new_entities) for p in new_properties
        ) and any(fit.property_fit(e, topic.properties) >= 1.0 for e in new_entities):
            # ("And the Annex version?" after a library's loans: "version" is a property no
            # library has, a word of the description; the loans asked, which it has, stay asked.)
            new_properties = []
            a = replace(a, properties=())
        if not (new_entities or a.constraints or new_properties or a.unlinked_slot):
            return None
        if (any(c.kind == "time" and not c.compare for c in a.constraints) and not new_properties
                and not any(c.kind == "time" for c in extract_constraints(topic.query))):
            # "那澄湖店4月呢" after "它的店长是谁" (no month) that followed the store's March
            # sales: a month varies the question that had one, of the same thing.
            timed = self._timed_question(session, [*new_entities, *topic.entities])
            topic = self._not_the_why(a, session, timed) if timed is not None else topic
        picked = self._picked_from_list(a, session, topic, new_entities)
        if picked is not None:
            return picked
        if (new_entities and not new_properties and not a.constraints and set(new_entities) < set(topic.entities)
                and not compares(topic.query)):
            # "what about the second one" after "who runs the Leeds lane and the Newcastle
            # lane": one of the things the last question coordinated, asked alone (not one
            # side of a comparison, which needs both).
            narrowed = self.compose.narrowed(topic.query, topic, new_entities, a.lang)
            if narrowed is not None:
                query, written = narrowed
                return ClauseDraft(query, "ellipsis", self._next_topic(topic, query, a, keep_constraints=True),
                                   written=written)
        own = [e for e in new_entities if e in topic.entities]
        if own and len(own) < len(new_entities) and not compares(topic.query):
            # "and carnbrae's yield that month" after a question of two farms: one of the
            # things the last question coordinated, with more asked of it, is asked of alone.
            own_classes = self.compose.classes_of(own)
            kept = [e for e in topic.entities if e in own or not self.compose.direct_classes(e) & own_classes]
            narrowed = self.compose.narrowed(topic.query, topic, kept, a.lang)
            if narrowed is not None:
                topic = Topic(kept, list(topic.constraints), list(topic.properties), topic.turn, narrowed[0])
        referring = [r for r in a.references if not r.apposition and r.reference.kind != "relative"]
        referred = [e for r in referring for e in r.node_ids]
        asked_too = [e for e in a.named_ids if e not in referred] + [
            pid for s, e, pid in a.properties
            if all(e <= r.reference.start or s >= r.reference.end for r in referring)
        ]
        if referred and asked_too and not self._any_counterpart(referred, topic):
            # "那个供应商到货准时率呢", "and the line's OEE that month?": a subject the last
            # question did not have, with what is asked of it, is a question of its own.
            return None
        if new_entities and self._slot_seeks_another_kind(a, topic):
            # "What about a dentist in the south?" after a search for a clinic in the north:
            # the kind sought changes with the value, so the last query's words do not fit.
            return None
        if new_entities and _slot_has_own_words(a):
            # "这条线今年的目标呢" asks its own question about the entity ("目标"): the
            # reference is replaced in the user's words, not put into the last query.
            return None
        unlinked = None
        replaces: dict[str, str] = {}
        # ("高于目标呢": a property held against a bound is no name the ontology lacks.)
        held = bool(new_properties) and not new_entities and _holds_against(a)
        if a.unlinked_slot and not new_entities and not held:
            found = self._slot_in_graph(a.unlinked_slot, topic, session) or self._slot_by_name_part(
                a.unlinked_slot, topic, a.pack, session
            )
            if found is not None:
                new_entity, source = found
                new_entities = [new_entity]
                replaces[new_entity] = source
            else:
                unlinked = (a.unlinked_slot, self.compose.classes_named(a.unlinked_slot))
        # Named, or by a part of a name ("那住宿" for 差旅住宿标准); not by a type noun
        # ("那导演呢" asks the director of the film, a property of the frame).
        by_name = set(a.named_ids) | {e for r in a.references if not r.reference.classes for e in r.node_ids}
        holder = self._holder(new_properties, topic, session) if new_properties and not new_entities else None
        if holder is not None:
            # "and the matron?" after a question about a system: the ward in play that has a
            # matron, not the system, which has none.
            held = Topic([holder], list(topic.constraints), [], topic.turn, topic.query)
            phrase, written = self.compose.phrase(held, a.lang, exclude_constraints=a.constraints)
            query = join(phrase, a.cues.body, a.lang) if phrase else a.text
            query = self.compose.ensure_constraints(query, self._in_force(held, a, keep=True, about=[holder]), a.lang)
            new_topic = self._next_topic(held, query, a, keep_constraints=True)
            return ClauseDraft(query, "ellipsis", new_topic, written=written)
        asked_items = [item for item in self.compose.items(topic.query, topic) if item.kind == "property"]
        # ("and its version?" after "who owns StockPilot": a verb the last question asked by
        # takes no noun in its place.)
        by_verb = a.pack.spaced and bool(asked_items) and not any(_as_noun(topic.query, i, a.pack) for i in asked_items)
        # "and the pharmacy team's lead?" after "who owns the spill procedure": a thing of
        # another kind, named with a property it has, is asked that property; nothing of
        # the last question's words or things fits it.
        # (So is one whose like the topic holds but the last question's words do not name:
        # "what about Castle Court's check-in" after a policy the answer said two hotels had.)
        def unworded() -> bool:
            new_classes = self.compose.classes_of(new_entities)
            return not set(new_properties) & {i.key for i in asked_items} and not any(
                i.kind == "entity" and i.classes & new_classes for i in self.compose.items(topic.query, topic)
            )

        own_question = (
            bool(new_properties) and bool(new_entities) and set(new_entities) <= by_name
            and not set(new_entities) <= set(topic.entities)
            and all(fit.property_fit(e, new_properties) >= 1.0 for e in new_entities)
            and (not self._any_counterpart(new_entities, topic) or unworded())
        )
        if new_properties and not unlinked and not replaces and (
            own_question or set(new_entities) <= set(topic.entities) and (not asked_items or by_verb)
        ):
            # "地址呢" after "北湖书院什么时候开放": the property takes the place of a question
            # the last query asked in words of its own; the frame is the topic. ("and the
            # estates team head?" after "is Cal in the estates team": the property is asked
            # of what the slot names, not of the rest of the topic.)
            if new_entities:
                topic = Topic(list(new_entities), list(topic.constraints), list(topic.properties), topic.turn,
                              topic.query)
            phrase, written = self.compose.phrase(topic, a.lang, exclude_constraints=a.constraints)
            labels = [self.resources.ontology.properties[p].label(a.lang) for p in new_properties]
            # ("within target?": the value held against stays in the words that hold it.)
            asked = a.cues.ellipsis_slot if held else concat(labels, a.lang)
            query = join(phrase, asked, a.lang) if phrase else a.text
            query = self.compose.ensure_constraints(query, self._in_force(topic, a, keep=True), a.lang)
            new_topic = self._next_topic(topic, query, a, keep_constraints=True)
            return ClauseDraft(query, "ellipsis", new_topic, written=written)
        named_only = bool(new_entities) and set(new_entities) <= by_name
        # (No relation's words either: "and from Quarrow?" says which lane in words.)
        lone = len(new_entities) == 1 and not a.properties
        if (named_only and not unlinked and not replaces and not new_properties
                and not self._any_counterpart(new_entities, topic, held=lone)):
            # "and Hill Hospital in Q3?" after a side question on who wrote a policy: the name takes
            # the place of its like in the last question that had one, not the side question's.
            # (One that asked no why first: "华东区8月呢" after "华南区…咋掉了这么多" and a side
            # question asks the figure, not why it fell.)
            likes = [t for t in reversed(session.topic_stack) if t.query and self._any_counterpart(new_entities, t)]
            earlier = next((t for t in likes if not a.pack.why.search(t.query)), likes[0] if likes else None)
            earlier = self._not_the_why(a, session, earlier) if earlier is not None else None
            if earlier is not None and not (
                self._reported_for_named(topic, new_entities) and not self._reported_for_named(earlier, new_entities)
            ):
                query, written = self.compose.substitute(earlier.query, new_entities, a.constraints, [], a.lang, earlier)
                return ClauseDraft(query, "ellipsis", self._next_topic(earlier, query, a, keep_constraints=True),
                                   written=written)
        periods = [c for c in a.constraints if c.kind == "time" and not c.compare]
        if (periods and not new_entities and not new_properties and not unlinked and not replaces
                and not any(c.kind == "time" for c in topic.constraints) and not self._dated(topic)):
            # "and in Q2?" after a side question ("what's his email") that followed a question
            # of Q3: the period varies the last question that had one, one that asked a
            # property first.
            dated = [t for t in reversed(session.topic_stack) if self._dated(t)]
            earlier = next((t for t in dated if t.properties), dated[0] if dated else None)
            earlier = self._not_the_why(a, session, earlier) if earlier is not None else None
            if earlier is not None:
                query, written = self.compose.substitute(earlier.query, [], a.constraints, [], a.lang, earlier)
                return ClauseDraft(query, "ellipsis", self._next_topic(earlier, query, a, keep_constraints=True),
                                   written=written)
        varied = [e for e in new_entities if e not in topic.entities]
        # (Read once, and only when a period or a thing would vary the last question.)
        after_aside = bool(periods or varied) and not new_properties and not unlinked and not replaces and bool(
            topic.entities
        ) and not a.pack.why.search(topic.query) and self._asked_aside(session, topic)
        if (periods and not new_entities and not new_properties and not unlinked and not replaces and topic.entities
                and (a.pack.why.search(topic.query) or after_aside) and not a.pack.why.search(a.text)):
            # "8月呢" after "华南区7月销售额咋掉了这么多": the why was of July's fall; the
            # period asks the figure itself in August, not why it fell then: the question
            # of that figure, if one was asked of the same things, with the period varied.
            asked = self._figure_asked_before_why(a, session, topic)
            if asked is not None:
                query, written = self.compose.substitute(asked.query, [], a.constraints, [], a.lang, asked)
                return ClauseDraft(query, "ellipsis", self._next_topic(asked, query, a, keep_constraints=True),
                                   written=written)
            # Else the frame, the period in its place: the slot's words are the period and
            # particles ("8月呢", "and september?"), nothing to add after the frame.
            rest = blank_spans(a.text, [(c.start, c.end) for c in a.constraints])[a.cues.body_offset:]
            bare = not any(char.isalnum() and char not in a.pack.final_particles for char in rest)
            query, written = self._frame_and(topic, a, "" if bare else a.cues.body)
            return ClauseDraft(query, "ellipsis", self._next_topic(topic, query, a, keep_constraints=True),
                               written=written)
        # ("and Marsh Road that month?" after "who replaced the lift", a detail of the why's
        # answer: a thing like one of the frame's varies the question of the figure.)
        like_after_aside = after_aside and all(
            self.compose.direct_classes(e) & self.compose.classes_of(topic.entities) for e in varied
        )
        if (varied and (all(fit.reported_places(e) for e in varied) or like_after_aside) and not new_properties
                and not unlinked and not replaces and topic.entities
                and (a.pack.why.search(topic.query) or after_aside) and not a.pack.why.search(a.text)):
            # "what about visits at the annexe that month" after "why so low there": so does
            # another figure (one the documents give place by place); the question of the
            # figure before the why, if one was asked of the same things, with the figure and
            # the period in force in their places. (Another place, "西南区8月呢", asks why too.)
            asked = self._figure_asked_before_why(a, session, topic)
            if asked is not None:
                periods = [c for c in self._in_force(topic, a, keep=True) if c.kind == "time"]
                query, written = self.compose.substitute(asked.query, new_entities, periods, [], a.lang, asked)
                return ClauseDraft(query, "ellipsis", self._next_topic(asked, query, a, keep_constraints=True),
                                   written=written)
        sibling = bool(unlinked) and not new_entities and self.compose.sibling_of_slot(topic.query, topic, unlinked[0])
        if unlinked and not sibling and any(normalize(n) in normalize(unlinked[0]) for n in a.unknown_names):
            # "and the brand safety score from adwatch?": words of their own about a thing the
            # knowledge base lacks ask their own question, none of the last one's.
            return None
        if sibling:
            # "那丰禾9号呢" after "丰禾7号抗病吗": a name the ontology lacks, written as
            # one in the last question is, asks that question of it (not the number of a slot).
            query, written = self.compose.substitute(topic.query, [], a.constraints, new_properties, a.lang,
                                                     topic, unlinked=unlinked)
        elif (
            unlinked and not unlinked[1] and new_properties
            and all(fit.is_value_node(e) for e in topic.entities)
        ):
            # "How about Indian food?" after a search of filters (an area): another value of
            # a property kept as text, no entity; the filters stay, the old value goes.
            query, written = self._frame_and(topic, a, a.unlinked_slot or "")
        elif (
            unlinked and not unlinked[1] and not new_entities and not new_properties
            and (_states_number(a.unlinked_slot, ()) or bool(a.pack.reply_values.search(a.unlinked_slot)))
        ):
            # "How about 16:15 instead?", "how about Tuesday, same time?" after a booking that
            # failed: another time or count for the same thing, which names no class: the
            # topic stays, the words are the user's (nothing of the last query is a slot the
            # number could take), unless the last query has one number of the same form:
            # "and at 4?" after "what happens at alert level 3 …?" asks that question of 4.
            query, written = _renumbered(topic.query, a.unlinked_slot or ""), {}
            if query is None:
                query, written = self._frame_and(topic, a, a.cues.body)
        elif (
            unlinked and not unlinked[1] and not new_entities and not new_properties
            and _slot_in_answer(a.unlinked_slot or "", session, a.pack)
        ):
            # "and for crypto specifically?" after an answer that listed "cryptosporidium
            # within 3 days": words picking out a part of what the answer said about the
            # topic narrow its question; they are no unknown name in the topic's place.
            query = concat([topic.query.rstrip(" ?？"), a.cues.body.strip(" ?？")], a.lang)
            written = {}
        elif (
            unlinked and not unlinked[1] and not new_entities and not new_properties and a.pack.spaced
            and (a.unlinked_slot or "").islower() and self.compose.documents_word(a.unlinked_slot or "")
        ):
            # "what about night shifts" after "what's the capacity of the Leeds hub": words
            # the documents use, in small letters and of no kind, are no name in the hub's
            # place; they are asked about in its frame, not with the last question's words.
            query, written = self._frame_and(topic, a, a.unlinked_slot or "")
        elif (
            unlinked and not unlinked[1] and not new_entities and not new_properties and a.pack.spaced
            and _adjunct(a.unlinked_slot or "")
        ):
            # "and for a bicycle?" after "what is the fare on the Isle Run?": words led by a
            # preposition, in small letters, qualify the last question; they are no name in
            # the place of one of its things.
            query = concat([topic.query.rstrip(" ?？"), a.unlinked_slot or ""], a.lang) + "?"
            written = {}
        elif named_only and not unlinked and not replaces and not self._any_counterpart(
            new_entities, topic, held=lone
        ) and (
            swapped := self._holder_swapped(topic, new_entities, a, session)
        ) is not None:
            query, written = swapped
        elif named_only and not unlinked and not replaces and not self._any_counterpart(new_entities, topic, held=lone):
            # "那住宿呢" after "经理级出差能坐一等座吗": a thing of a kind the last question
            # did not ask about is asked of with the rest of the frame, not with its words.
            labels = [self.compose.label(e, a.lang) for e in new_entities]
            # ("1号主变呢" after "它容量呢": the figure the last question asked, of it.)
            asked = self._asked_words(topic)
            # (A thing of the frame the new one is no part of was the subject of that figure,
            # which the new thing now is: "and the licence?" after a system's fee, "宁波分公司
            # 整体呢" after a store's sales; a part, a transformer at the station, points at it.)
            # (A part with figures of its own in the talk's period stands for itself: "青岗店呢"
            # after a region's May sales asks the store's May sales, not the region's.)
            own_figures = self._own_figures(topic, new_entities)
            joined = self._pointed_at(new_entities)
            unjoined = [
                e for e in topic.entities
                if (own_figures and e in joined or asked and e not in joined) and not fit.is_value_node(e)
            ]
            related = self._related_in_words(topic, new_entities, unjoined, a) if len(unjoined) == 1 else None
            if related is not None:
                query, written = related
            elif (holder := self._earlier_holder(session, topic, new_entities)) is not None:
                # "and loans that month?" after side questions on a branch's flood and its
                # contractor: a figure the documents give branch by branch is asked of the
                # branch the talk was of.
                frame = Topic([holder], list(topic.constraints), [], topic.turn, topic.query)
                query, written = self._frame_and(frame, a, and_list(labels, a.lang))
                written.update({normalize(label): e for label, e in zip(labels, new_entities)})
            elif len(unjoined) == 1 and all(unjoined[0] in fit.reported_for(n) for n in new_entities):
                # "8月的缺货率呢" after "这家店几点关门": a figure the documents give store by
                # store is asked of the store, not in the last question's words (its hours).
                frame = Topic(list(topic.entities), list(topic.constraints), [], topic.turn, topic.query)
                query, written = self._frame_and(frame, a, and_list(labels, a.lang),
                                                 exclude_classes=self.compose.classes_of(new_entities))
                written.update({normalize(label): e for label, e in zip(labels, new_entities)})
            elif len(unjoined) == 1 and len(new_entities) == 1:
                # (The one subject gives way in the last question's own words.)
                query, written = self.compose.substitute(topic.query, new_entities, a.constraints, (), a.lang, topic,
                                                         replaces={new_entities[0]: unjoined[0]})
            else:
                frame = Topic([e for e in topic.entities if e not in unjoined], list(topic.constraints),
                              list(topic.properties), topic.turn, topic.query)
                query, written = self._frame_and(frame, a, concat([and_list(labels, a.lang), *asked], a.lang),
                                                 exclude_classes=self.compose.classes_of(new_entities))
                written.update({normalize(label): e for label, e in zip(labels, new_entities)})
        elif unlinked and unlinked[1] and not new_entities and not a.constraints and (
            kinded := self._kind_of_topic(topic, unlinked, a)
        ) is not None:
            query, written = kinded, {}
        else:
            # ("and both in July": the things one plural reference means go side by side.)
            together = any(r.reference.plural and len(r.node_ids) >= 2 for r in a.references)
            query, written = self.compose.substitute(topic.query, new_entities, a.constraints, new_properties, a.lang,
                                                     topic, unlinked=unlinked, replaces=replaces, together=together)
        new_topic = self._next_topic(topic, query, a, keep_constraints=True)
        return ClauseDraft(query, "ellipsis", new_topic, written=written)

    def _related_in_words(
        self, topic: Topic, new_entities: list[str], unjoined: list[str], a: ClauseAnalysis
    ) -> tuple[str, dict[str, str]] | None:
        """"and from Quarrow?" after the transit time of a lane from another depot: the
        clause names, by a relation the subject has to a thing of the named one's kind,
        another thing of the subject's kind; it takes the subject's place in the last
        question, said in the clause's words ("the lane from Quarrow Depot", "柳岸仓出发的干线"),
        since the conversation never named it."""
        (subject,) = unjoined
        if len(new_entities) != 1 or not topic.query:
            return None
        (named,) = new_entities
        mention = next((d.mention for d in a.names if d.node_id == named), None)
        item = next((i for i in self.compose.items(topic.query, topic) if i.kind == "entity" and i.key == subject), None)
        own_kinds = sorted(self.compose.direct_classes(subject))
        if mention is None or item is None or not own_kinds:
            return None
        kinds = self.compose.direct_classes(named)
        edges = self.resources.graph.edges(subject)
        # (The relation's words next to the name, before it or after: "from Quarrow", "柳岸仓出发".)
        relation = next((
            (start, end) for start, end, pid in a.properties
            if not a.text[min(end, mention.end):max(start, mention.start)].strip()
            and self.resources.fit.is_relation(pid)
            and any(e.predicate == pid and e.target != named and self.compose.direct_classes(e.target) & kinds
                    for e in edges)
        ), None)
        if relation is None:
            return None
        label = self.compose.label(named, a.lang)
        start, end = min(relation[0], mention.start), max(relation[1], mention.end)
        words = a.text[start:mention.start] + label + a.text[mention.end:end]
        # (The kind's noun the last question used, "lane", else its label.)
        said = topic.query[item.start:item.end].casefold()
        nouns = [n for k in own_kinds for n in self.resources.ontology.classes[k].nouns() if n.casefold() in said]
        noun = max(nouns, key=len) if nouns else self.resources.ontology.label(own_kinds[0], a.lang)
        start = item.start
        # (A determiner before the name goes with it: the described thing brings its own.)
        before = re.search(r"(\w+)\s+$", topic.query[:start])
        if before is not None and before.group(1).casefold() in a.pack.referring.definite:
            start = before.start()
            noun = f"{before.group(1)} {noun}"
        query = topic.query[:start] + a.pack.related_kind.format(noun=noun, words=words) + topic.query[item.end:]
        return query, {normalize(label): named}

    def _kind_of_topic(self, topic: Topic, unlinked: tuple[str, frozenset[str]], a: ClauseAnalysis) -> str | None:
        """"产品线呢" after "康泰保整个系列谁负责": in a language without spaces, a slot that
        names a kind (and perhaps a property) of something the topic thing reaches in the
        graph, which nobody named: the kind's noun takes the place of another kind's noun
        in the last question ("康泰保整个产品线谁负责"), else the slot is said of the topic
        thing in words ("康泰保的产品线负责人"). No thing is named that nobody named."""
        slot, kinds = unlinked
        if a.pack.spaced or not a.pack.possessive or len(topic.entities) != 1:
            return None
        (thing,) = topic.entities
        graph = self.resources.graph
        if not any(graph.classes_of(n) & kinds for n in graph.neighbours(thing, depth=2)):
            return None
        nouns = self.resources.references.type_nouns(topic.query)
        names = [(i.start, i.end) for i in self.compose.items(topic.query, topic) if i.kind in ("entity", "property")]
        other = [  # (a kind's noun inside a name or a property, "系列" of 康泰保系列, "店" of 店长, is theirs)
            (s, e) for s, e, classes in nouns
            if not classes & kinds and not any(a < e and s < b for a, b in names)
        ]
        slot = slot.strip()
        said = [(s, e) for s, e, classes in self.resources.references.type_nouns(slot) if classes & kinds]
        if other and said and said[0] == (0, len(slot)):
            start, end = other[-1]
            return topic.query[:start] + slot + topic.query[end:]
        label = self.compose.label(thing, a.lang)
        return f"{label}{a.pack.possessive}{slot}" if said else None

    def _reported_for_named(self, topic: Topic, named: list[str]) -> bool:
        """Whether the topic holds a figure the documents give for things of the named
        ones' kind one by one, and for nothing else ("and York?" after "GP in October" when
        GP has a page per quay): the figure's question goes on about the thing named. (A
        thing whose pages name things of many kinds beside it, an incident, is no such
        figure.)"""
        kinds = frozenset().union(*(self.compose.direct_classes(n) for n in named))
        for entity_id in topic.entities:
            reported = self.resources.fit.reported_for(entity_id)
            if reported and set(named) <= reported and all(self.compose.direct_classes(r) & kinds for r in reported):
                return True
        return False

    @staticmethod
    def _slot_seeks_another_kind(a: ClauseAnalysis, topic: Topic) -> bool:
        """Whether the ellipsis slot names a kind of thing (a type noun) the last query did
        not say; "and the clinic?" points at one (a reference), it seeks no kind."""
        slot = a.cues.ellipsis_slot or ""
        start = a.text.find(slot)
        if start < 0 or not topic.query:
            return False
        last = normalize(topic.query)
        pointed = [(r.reference.start, r.reference.end) for r in a.references]
        return any(
            start <= s and e <= start + len(slot) and normalize(a.text[s:e]) not in last
            and all(e <= rs or s >= re_ for rs, re_ in pointed)
            for s, e, _classes in a.type_nouns
        )

    def _grade_swapped(self, a: ClauseAnalysis, topic: Topic) -> ClauseDraft | None:
        """"最少的呢" after "哪个所用户最多", "and the lowest?" after "which depot had the highest
        delays": a grade alone, after a question that ranked by another grade of its
        dimension, asks that ranking again by this grade; what the answer picked by the
        other grade is no part of it. None otherwise."""
        grade = slot_grade(a.cues.ellipsis_slot or "", a.pack)
        ranking = a.pack.extreme.search(topic.query)
        if grade is None or ranking is None or a.named_ids or a.references:
            return None
        dimension = a.pack.gradable_words[grade][0]
        others = sorted((w for w, (d, _s) in a.pack.gradable_words.items() if d == dimension and w != grade),
                        key=len, reverse=True)
        # (The other grade the ranking asked by, the last of its words: "最多" of "哪个所用户
        # 最多", "highest" of "which depot had the highest".)
        before, after = (r"(?<![A-Za-z])", r"(?![A-Za-z])") if a.pack.spaced else ("", "")
        pattern = rf"{before}(?:{'|'.join(map(re.escape, others))}){after}"
        said = list(re.finditer(pattern, topic.query[:ranking.end()], re.IGNORECASE)) if others else []
        if not said or said[-1].start() < ranking.start():
            return None
        at = said[-1]
        query = topic.query[:at.start()] + grade + topic.query[at.end():]
        query = self.compose.ensure_constraints(query, self._in_force(topic, a, keep=True), a.lang)
        # (What the ranking was asked within, "馆务处" of "馆务处6月哪家馆借阅量最高", stays with
        # its period.)
        within = [
            i.key for i in self.compose.items(topic.query, topic) if i.kind == "entity" and i.key in topic.entities
        ]
        ranking = Topic(list(dict.fromkeys(within)), list(topic.constraints), list(topic.properties), topic.turn,
                        topic.query)
        return ClauseDraft(query, "ellipsis", self._next_topic(ranking, query, a, keep_constraints=True),
                           notes=["grade swapped"])

    def _constraint_only(self, a: ClauseAnalysis, topic: Topic) -> ClauseDraft | None:
        """"and last month?" after "board summary for August": a question that named
        nothing the ontology knows is asked again with the constraint it replaces."""
        if a.named_ids or a.references or a.properties or a.unlinked_slot or not a.constraints:
            return None
        slots = {(c.kind, c.slot) for c in extract_constraints(topic.query) if not c.compare}
        if not all((c.kind, c.slot) in slots for c in a.constraints):
            return None
        query, written = self.compose.substitute(topic.query, [], a.constraints, [], a.lang, topic)
        return ClauseDraft(query, "ellipsis", self._next_topic(topic, query, a, keep_constraints=True), written=written)

    def _word_only(self, a: ClauseAnalysis, topic: Topic) -> ClauseDraft | None:
        """"退货呢" after "7月全区破损几件" (a question of no entity): a word the ontology
        names things of one kind by, as it does the word of the last question ("退货件数",
        "破损件数"), takes that word's place; the period in force stays."""
        if a.named_ids or a.references or a.properties or not a.unlinked_slot:
            return None
        taken = [(c.start, c.end) for c in extract_constraints(topic.query)]
        if self.compose.parallel_span(topic.query, a.unlinked_slot, a.lang, taken) is None:
            return None
        query, written = self.compose.substitute(topic.query, [], a.constraints, [], a.lang, topic,
                                                 unlinked=(a.unlinked_slot, frozenset()))
        return ClauseDraft(query, "ellipsis", self._next_topic(topic, query, a, keep_constraints=True), written=written)

    def _holder_swapped(
        self, topic: Topic, new_entities: list[str], a: ClauseAnalysis, session: Session
    ) -> tuple[str, dict[str, str]] | None:
        """"康宁的呢" after "仁和医院儿科主任是谁": in a language without spaces, a name of a
        topic thing that starts with the name of a thing of the named one's kind (仁和医院 of
        仁和医院儿科) is said of the named one instead: the thing of the topic thing's kind
        so named (康宁医院儿科), when the conversation has named it, or else the rest kept
        as words ("康宁医院的儿科主任是谁"): no thing nobody named is written."""
        if a.pack.spaced or len(new_entities) != 1 or not topic.query or not a.pack.possessive:
            return None
        (named,) = new_entities
        kinds = self.compose.direct_classes(named)
        for entity_id in topic.entities:
            written = self.compose.label(entity_id, a.lang)
            if entity_id == named or written not in topic.query:
                continue
            for cut in range(len(written) - MIN_REST, 1, -1):
                holders = {c.node_id for c in self.resources.alias_index.lookup(normalize(written[:cut]))} - {entity_id}
                if named in holders or not any(self.compose.direct_classes(h) & kinds for h in holders):
                    continue
                label = self.compose.label(named, a.lang)
                kinds_here = self.compose.direct_classes(entity_id)
                for counterpart in {c.node_id for c in self.resources.alias_index.lookup(normalize(label + written[cut:]))}:
                    if self.compose.direct_classes(counterpart) & kinds_here and counterpart in session.entities:
                        whole = self.compose.label(counterpart, a.lang)
                        query = topic.query.replace(written, whole, 1)
                        return query, {normalize(whole): counterpart}
                query = topic.query.replace(written, f"{label}{a.pack.possessive}{written[cut:]}", 1)
                return query, {normalize(label): named}
        return None

    def _not_the_why(self, a: ClauseAnalysis, session: Session, earlier: Topic) -> Topic:
        """The earlier question a clause varies, as the question of the figure when it was
        why the figure was so and the clause asks no why ("8月呢", "回到借阅量，6月呢" after a
        why and a side question: the figure in August, not why it was low then)."""
        if not a.pack.why.search(earlier.query) or a.pack.why.search(a.text):
            return earlier
        return self._figure_asked_before_why(a, session, earlier, upto=earlier.turn) or earlier

    def _asked_aside(self, session: Session, topic: Topic) -> bool:
        """Whether the user's last turn asked, in the topic's frame, of a detail the answer
        before it gave (:meth:`_of_answer_detail`): "and Marsh Road that month?" after "who
        replaced the lift" varies the question of the figure, not that one."""
        last = next((t for t in reversed(session.turns) if t.role == "user"), None)
        return last is not None and self._of_answer_detail(session, last, topic)

    def _of_answer_detail(self, session: Session, turn: TurnRecord, topic: Topic) -> bool:
        """Whether the user turn asked, in the topic's frame, of a detail the answer before it
        gave ("who replaced the lift" after "…closed while its lift was replaced"): words of its own,
        beyond the frame's things, periods and properties, some of which that answer said."""
        if len(turn.queries) != 1:
            return False
        before = next((t for t in reversed(session.turns) if t.index < turn.index), None)
        if before is None or before.role != "assistant":
            return False
        query = turn.queries[0]
        spans = [(i.start, i.end) for i in self.compose.items(query, topic)]
        spans += [(c.start, c.end) for c in extract_constraints(query)]
        own = content_terms(blank_spans(query, spans))
        return bool(own & content_terms(before.text))

    def _figure_asked_before_why(
        self, a: ClauseAnalysis, session: Session, topic: Topic, *, upto: int | None = None
    ) -> Topic | None:
        """The question the whys just asked were about ("柳岸店7月客流量多少" before "咋掉了
        这么多"), as a frame: the user's last question before them (with ``upto``, before
        that turn, the why a return goes back to), if it asked of the topic's things in a
        period and compared nothing; else None."""
        for turn in reversed(session.turns):
            if turn.role != "user" or not turn.queries or upto is not None and turn.index > upto:
                continue
            if any(a.pack.why.search(q) for q in turn.queries) or self._of_answer_detail(session, turn, topic):
                continue
            if len(turn.queries) != 1 or compares(turn.queries[0]) or not set(topic.entities) <= set(turn.entities):
                return None
            asked = Topic(list(topic.entities), list(topic.constraints), list(topic.properties), topic.turn,
                          turn.queries[0])
            return asked if self._dated(asked) else None
        return None

    def _frame_and(
        self, topic: Topic, a: ClauseAnalysis, words: str, exclude_classes: frozenset[str] = frozenset()
    ) -> tuple[str, dict[str, str]]:
        """The topic as a phrase (less the clause's own constraints and things of
        ``exclude_classes``) joined to ``words``, with the constraints in force; and what it wrote."""
        phrase, written = self.compose.phrase(topic, a.lang, exclude_constraints=a.constraints,
                                              exclude_classes=exclude_classes)
        query = join(phrase, words, a.lang)
        return self.compose.ensure_constraints(query, self._in_force(topic, a, keep=True), a.lang), written

    def _names_alone(self, a: ClauseAnalysis, session: Session, topic: Topic) -> ClauseDraft | None:
        """"the other north hub?", "York Depot?": a turn of names alone, each of a kind the
        last question named, asks that question of them."""
        named = list(a.named_ids)
        if any(not set(r.node_ids) <= set(named) for r in a.references):
            return None  # "the other" of "the other north hub" says what the name says
        if not topic.query or not named or a.properties or a.cues.comparison:
            return None
        spans = [(d.mention.start, d.mention.end) for d in a.names if d.node_id]
        spans += [(c.start, c.end) for c in a.constraints]
        spans += [m.span() for m in a.pack.other.finditer(a.text)]
        spans += [m.span() for m in a.pack.additive.finditer(a.text)]
        spans += [(r.reference.start, r.reference.end) for r in a.references]
        rest = blank_spans(a.text, spans)[a.cues.body_offset:]
        if any(char.isalnum() and char not in a.pack.final_particles for char in rest):
            return None  # "青石巷在哪儿呢" asks something of its own
        if any(e in topic.entities for e in named):
            return None
        if not any(self._any_counterpart([e], topic) for e in named) and a.cues.additive:
            # "plus <a metric>" after "the price of X9 Max": the topic, and this besides.
            # ("澄湖校区也一样吗" after a policy: words after the name ask of it, and stay.)
            labels = [self.compose.label(e, a.lang) for e in named]
            first = min(d.mention.start for d in a.names if d.node_id)
            asks_after = any(m.start() > first for m in a.pack.additive.finditer(a.text))
            query, written = self._frame_and(topic, a, a.cues.body if asks_after else and_list(labels, a.lang))
            written.update({normalize(label): e for label, e in zip(labels, named)})
            return ClauseDraft(query, "ellipsis", self._next_topic(topic, query, a, keep_constraints=True), written=written)
        if not all(self._any_counterpart([e], topic) for e in named):
            return None
        query, written = self.compose.substitute(topic.query, named, a.constraints, (), a.lang, topic)
        new_topic = self._next_topic(topic, query, a, keep_constraints=True)
        return ClauseDraft(query, "ellipsis", new_topic, written=written)

    def _any_counterpart(self, entities: list[str], topic: Topic, *, held: bool = False) -> bool:
        """Whether the last query names one that some entity can take the place of: of its
        class or an ancestor, or a confusable name; with ``held``, also a thing it holds the
        counterpart of (the ticket office of another harbour), when a lone name asks nothing of
        its own ("and Oxmoor?", not "奥克斯莫港那边排队时长呢", which asks a figure of its own)."""
        items = [i for i in self.compose.items(topic.query, topic) if i.kind == "entity"]
        graph = self.resources.graph
        for entity_id in entities:
            classes = self.compose.direct_classes(entity_id)
            ancestors = graph.classes_of(entity_id)
            if any(i.classes & classes or i.ancestors & ancestors for i in items):
                return True
            if self.compose.most_similar(entity_id, [i for i in items if i.known], adjacent_counts=False) is not None:
                return True
            if held and any(self.compose.counterpart_held(i.key, entity_id) is not None for i in items if i.known):
                return True
        return False

    def _slot_by_name_part(
        self, slot: str, topic: Topic, pack: LanguagePack, session: Session
    ) -> tuple[str, str] | None:
        """In a language without spaces, the one thing of a topic thing's kind whose name an
        ellipsis slot begins ("无锡呢" after 苏州工厂: 无锡工厂), or ends after the front of
        the topic thing's name ("2号线呢" after 苏州工厂1号线: 苏州工厂2号线), or the one thing
        of any kind named by the topic thing's name and the slot; and that topic
        thing, whose place it takes. Only a thing the conversation has named (the answer
        that listed both lines): a part never names a new one. None when no such thing, or
        several, fit."""
        core = normalize(slot.strip())
        if pack.spaced:
            return self._slot_by_words(slot, topic, session)
        if len(core) < MIN_REST or not any(is_cjk(char) for char in core):
            return None
        index = self.resources.alias_index
        for source in reversed(topic.entities):
            kinds = self.compose.direct_classes(source)
            if not kinds:
                continue
            found = {
                node for _name, nodes in index.names_starting_with(core) for node in nodes
                if self.compose.direct_classes(node) & kinds
            }
            label = normalize(self.compose.label(source, pack.code))
            found |= {
                c.node_id for cut in range(MIN_REST, len(label)) for c in index.lookup(label[:cut] + core)
                if self.compose.direct_classes(c.node_id) & kinds
            }
            # ("那1号线呢" after "苏州厂谁管": the whole name and the slot, 苏州工厂1号线, is a
            # part of the topic thing, of whatever kind.)
            found |= {c.node_id for c in index.lookup(label + core)}
            # (Only a thing the conversation has named: a part never names a new one.)
            found = (found - set(topic.entities)) & set(session.entities)
            if len(found) == 1:
                return found.pop(), source
        return None

    def _slot_by_words(self, slot: str, topic: Topic, session: Session) -> tuple[str, str] | None:
        """In a spaced language, the one thing of a topic thing's kind, named in the
        conversation, a name of which has every word of an ellipsis slot ("what about
        bristol" after an answer that named South Hub Bristol), and that topic thing."""
        words = [w for w in re.findall(r"[A-Za-z0-9]+", slot) if not is_stop_word(w)]
        if not words:
            return None
        for source in reversed(topic.entities):
            kinds = self.compose.direct_classes(source)
            found = set(self.resources.fit.named_by_words(words, kinds, session.entities)) if kinds else set()
            found -= set(topic.entities)
            if len(found) == 1:
                return found.pop(), source
        return None

    def _slot_in_graph(self, slot: str, topic: Topic, session: Session) -> tuple[str, str] | None:
        """What an unnamed ellipsis slot means near the topic in the graph, and which topic
        entity it stands beside: a partial name ("少儿版" -> 安心保少儿版 next to 安心保),
        or a bare type noun ("整个系列" -> the series of the product in the topic). Only
        entities the conversation has already named qualify."""
        graph = self.resources.graph
        classes = self.compose.classes_named(slot)
        core = normalize(slot)
        for noun_start, noun_end, _classes in self.resources.references.type_nouns(slot):
            core = core.replace(normalize(slot[noun_start:noun_end]), "")
        core = _strip_determiners(core)  # "整个系列" / "产品线层面" / "the whole series": only the type noun
        words = content_terms(core)
        best: tuple[int, int, str, str] | None = None
        for order, source in enumerate(topic.entities):
            near = dict(graph.neighbours(source, depth=2))
            # "and departures" after a clarification offered "departure timeliness (X)": a
            # thing of the source's own kind the conversation named, by a word of its name.
            kind = self.compose.direct_classes(source)
            for other in session.entities:
                if other not in near and self.compose.direct_classes(other) & kind:
                    near[other] = SIBLING_DISTANCE
            for neighbour, distance in near.items():
                if neighbour in topic.entities or neighbour == source or neighbour not in session.entities:
                    continue  # only what the conversation has named: nothing is invented
                entity = self.resources.ontology.entities.get(neighbour)
                if entity is None:
                    continue
                named = len(core) >= 2 and any(
                    core in normalize(text) or (bool(words) and words <= _with_plurals(text))
                    for text, _kind in entity.surface_forms()
                )
                typed = bool(classes) and not core.strip() and bool(graph.classes_of(neighbour) & classes) and not any(
                    graph.classes_of(e) & classes for e in topic.entities
                )
                if named or typed:
                    rank = (distance, order, neighbour, source)
                    if best is None or rank < best:
                        best = rank
        if best is None:
            return None
        return best[2], best[3]

    # -- references ------------------------------------------------------------------

    def _references(self, a: ClauseAnalysis, session: Session, topic: Topic) -> ClauseDraft:
        focus = self._focus(session, topic)
        named_classes = self.compose.classes_of(a.named_ids)
        pieces: list[tuple[int, int, str]] = []
        written: dict[str, str] = {}
        resolved_topic_entities = {e for r in a.references for e in r.node_ids}
        keep = bool(resolved_topic_entities & set(topic.entities)) or focus in resolved_topic_entities
        # What the clause names itself is its subject ("出差申请也是在它上面吗": the trip,
        # not the system): its documents decide which constraints still hold.
        constraints = self._in_force(
            topic, a, keep=keep, about=a.named_ids or resolved_topic_entities
        ) if keep else self._restated(session, topic, a, resolved_topic_entities)
        dropped = [c for c in topic.constraints if c not in constraints]
        # "what aircraft flies it", "它怕啥病": a kind asked for that an edge joins the thing meant to.
        asked_kinds = frozenset().union(*(
            classes for start, _end, classes in a.type_nouns
            if a.pack.which.search(a.text, 0, start) or a.pack.what_of_it.search(a.text, 0, start)
        )) if a.type_nouns else frozenset()

        # "in the same area as the clinic" -> "in the north area": the words that measure by
        # a reference and the reference are the value it lends, written once (another
        # reference inside them, "the same area", is that value too).
        measured = [(r.yardstick[0], r.reference.end) for r in a.references if r.yardstick and r.node_ids]
        said: dict[int, tuple[str, ...]] = {}  # where a reference was replaced: what by
        for resolution in a.references:
            if resolution.of is not None and not resolution.apposition:
                # ("那个校区" of a course in play: "<course>的校区", the course's.)
                ref = resolution.reference
                nouns = self.resources.references.type_nouns(ref.text)
                if nouns:
                    label = self.compose.label(resolution.of, a.lang)
                    written[normalize(label)] = resolution.of
                    noun = ref.text[nouns[-1][0]:nouns[-1][1]]
                    pieces.append((ref.start, ref.end, concat([label + a.pack.possessive, noun], a.lang)))
                continue
            if resolution.apposition or not (resolution.node_ids or resolution.surface):
                continue
            ref = resolution.reference
            if resolution.yardstick is not None and resolution.node_ids:
                (value,) = resolution.node_ids
                label = self.compose.label(value, a.lang)
                written[normalize(label)] = value
                start, noun = resolution.yardstick
                pieces.append((start, ref.end, a.pack.lent_value.format(value=label, noun=noun)))
                continue
            if any(start < ref.end and ref.start < end for start, end in measured):
                continue
            aside = next(
                (m for m in a.pack.besides.finditer(a.text, 0, ref.start) if not a.text[m.end():ref.start].strip()), None
            )
            if aside is not None:
                # "what's Tom responsible for apart from that": what is set aside is not asked.
                pieces.append((len(a.text[:aside.start()].rstrip()), ref.end, ""))
                continue
            if resolution.surface:
                # "它" after "产品C多少钱": the name the ontology does not know, as written.
                pieces.append((ref.start, ref.end, resolution.surface + (a.pack.possessive if ref.possessive and not a.pack.spaced else "")))
                continue
            ids = resolution.node_ids
            if ref.possessive and a.pack.spaced and len(ids) == 1 and any(
                d.node_id == ids[0] and d.mention.end <= ref.start for d in a.names
            ):
                # "when is Tarn-1 going in for its C check": the clause names the thing
                # before its possessive, which then says it again, as written.
                continue
            whole_topic = (
                len(ids) == 1
                and ids[0] in topic.entities
                # ("who's the lead down there": a locative is the place alone.)
                and ref.kind == "pronoun"
                and not ref.plural
                # "它的续费率": a possessor is the entity, not the whole question about it.
                and not ref.possessive
                and not a.text[ref.end:].startswith(a.pack.possessive)
                # "他", "他家": a pronoun of persons picks one entity out of the topic; so
                # does "that one".
                and ref.personal is not True
                and not a.pack.one_after.search(ref.text)
                and ref.text not in a.pack.group_pronouns
                # "Does it have parking?" after three hotels and one answered of: it picks
                # one of several of its kind out of the topic, not the whole topic.
                and not any(
                    e != ids[0] and self.compose.direct_classes(e) & self.compose.direct_classes(ids[0])
                    for e in topic.entities
                )
                # "who manages it" after Harlow's On-Time Rate: a property the depot has and
                # the figure has not is asked of the depot alone.
                and not self._asked_of_it_alone(a, ids[0], topic)
            )
            if len(ids) == 1 and self._joined_to_kind(ids[0], asked_kinds):
                # "what aircraft flies it" after a route's load factor in Q2, "which of our
                # tails are that type" after a type's October figure: the question goes along
                # an edge of the thing, whatever the figure or the quarter.
                whole_topic = False
                constraints = [c for c in constraints if c.kind != "time" or c in a.constraints]
            phrase, phrase_written = ("", {})
            if whole_topic:
                # "how's that compare to the York hub": the pronoun is the side the topic names, which
                # stays although the clause names another of its kind.
                compared_side = a.cues.comparison and bool(self.compose.direct_classes(ids[0]) & named_classes)
                # "was that down in May?" after "she runs the booking module": a thing, without
                # the person the topic also holds.
                persons = {
                    e for e in topic.entities if ref.personal is False and self.resources.fit.is_person(e)
                }
                # ("谁管" after "仁和HIS升级时医嘱模块还能用吗": the module's own name says
                # the system it belongs to.)
                qualifiers = self._qualifiers(ids[0], topic.entities)
                # "它是从哪个品种改过来的" after "X抗稻瘟病吗": the disease an edge of the
                # variety points at was what the last question asked of it, not part of it.
                # (Only when the clause asks a property or kind of its own: "how does that
                # compare", "how do I set it up" go on with the last question whole. A new
                # thing named that an edge joins it to, "did it hit the other site too?",
                # asks of the two alone: the rest of the topic goes, filters too.)
                neighbours = self.resources.graph.neighbours(ids[0], depth=1)
                joined = not a.cues.comparison and any(n in neighbours and n not in topic.entities for n in a.named_ids)
                values = {
                    e for e in topic.entities
                    if e != ids[0] and e not in qualifiers and (
                        joined or e in neighbours and not self.resources.fit.is_value_node(e)
                    )  # (a search's filters, an area, stay but for a new thing joined to it)
                } if a.properties or asked_kinds or joined else set()
                # "东坡站今年收的那季 它增产多少" -> "华北卖的麦种里它占多少": a thing the
                # clause names that another of the topic's things points at (the region the
                # station is in) takes that one's place as the scope. (Not a thing that
                # points at it: the variety named keeps the station it was tested at.)
                scoped = {
                    e for e in topic.entities
                    if e != ids[0] and any(
                        edge.source == e and edge.target in a.named_ids for edge in self.resources.graph.edges(e)
                    )
                } if not compared_side else set()
                # ("why is it higher there": the place "there" writes is not written for "it" too.)
                elsewhere = {e for r in a.references if r is not resolution for e in r.node_ids}
                phrase, phrase_written = self.compose.phrase(
                    topic, a.lang,
                    exclude_ids=(set(a.named_ids) if compared_side else set()) | persons | qualifiers | values | scoped
                    | elsewhere,
                    exclude_classes=frozenset() if compared_side else named_classes,
                    exclude_constraints=[*a.constraints, *dropped])
            if phrase_written:
                replacement = phrase
                written.update(phrase_written)
            else:
                labels = [self.compose.label(e, a.lang) for e in ids]
                for entity_id, label in zip(ids, labels):
                    written[normalize(label)] = entity_id
                replacement = and_list(labels, a.lang)
            if ref.possessive:
                replacement += a.pack.possessive
            if ref.kind == "locative":
                replacement = a.pack.at_place.format(replacement)  # "there" -> "at Ward 9"
            # ("needs the long range one": the name written stands for "one" too.)
            trailing = a.pack.one_after.match(a.text, ref.end) if ref.kind == "demonstrative" else None
            end = trailing.end() if trailing else ref.end
            start = ref.start
            if trailing is None and len(ids) == 1 and not ref.possessive and a.pack.spaced:
                # ("that engine" -> "the Zhihe Engine", not "... Engine engine": a word after
                # the reference that the label ends with is said by the label.)
                end += echo_after(a.text, end, len(a.text), replacement, a.text[ref.start:ref.end])
            elif len(ids) == 1 and not a.pack.spaced and not phrase_written:
                # ("采购那个审批系统" -> 采购审批系统, not 采购采购审批系统: the words before
                # the reference that the label opens with are said by the label; never a name.)
                floor = max((d.mention.end for d in a.names if d.mention.end <= ref.start), default=0)
                start -= echo_before(a.text, ref.start, floor, replacement)
            pieces.append((start, end, replacement))
            said[start] = ids
        pieces = _without_dislocation(a, pieces)
        if not a.pack.spaced:
            pieces = _said_once(a.text, pieces, said)
        if len(pieces) == 1 and not a.named_ids and (
            self._figure_in_another_period(a, session, resolved_topic_entities, in_force=True)
        ):
            # "它比6月涨了多少" after "南京东路店7月销售额多少": the figure the last question
            # asked goes with the thing and period it is written for.
            asked = self._asked_words(topic)
            (start, end, replacement), = pieces
            pieces = [(start, end, concat([replacement, *(w for w in asked if w not in a.text)], a.lang))]
        elif (len(pieces) == 1 and not a.named_ids and not a.properties and (
            len(said.get(pieces[0][0], ())) >= 3
            and (a.pack.extreme.search(a.text) or a.pack.which_more.search(a.text) or self._comparative(a))
            or len(said.get(pieces[0][0], ())) >= 2 and a.pack.total.search(a.text)
        )):
            # "三家哪个最高", "which of those three was highest" after each one's new members:
            # three things or more pointed at and ranked by nothing of the clause's own are
            # ranked by what the topic asked of each (its figure); "三家加起来多少" adds it up.
            (start, end, replacement), = pieces
            rest, rest_written = self.compose.phrase(topic, a.lang, exclude_ids=set(said[start]),
                                                     exclude_constraints=list(constraints))
            if rest and not mentions_all(a.text, rest):
                pieces = [(start, end, concat([replacement, rest], a.lang))]
                written.update(rest_written)
        query = splice(a.text, pieces)
        if all(start >= a.cues.body_offset for start, _end, _text in pieces):
            query = query[a.cues.body_offset:]  # drop leading fillers ("好的，那")
        query = self.compose.ensure_constraints(query, constraints, a.lang)
        # "和上一个方案比呢" compares entities; "它比6月涨了多少" only a time.
        compared = [e for e in resolved_topic_entities if e not in topic.entities] + list(a.named_ids)
        turn_type = "comparison" if a.cues.comparison and compared else "pronoun"
        if turn_type == "comparison" and len(compared) < 2 and not any(
            e in topic.entities for e in resolved_topic_entities | set(a.named_ids)
        ):
            # "跟上一个方案比呢": the other side is the topic; "A跟它比" names both. (When the
            # focus is the very thing compared, "跟老的比" after an answer that named the old
            # version, the other side is the topic the answer was about.)
            focus = self._focus_topic(session, topic, a)
            if set(focus.entities) <= set(compared):
                focus = topic
            phrase, phrase_written = self.compose.phrase(focus, a.lang, exclude_ids=compared,
                                                         exclude_constraints=a.constraints)
            written.update(phrase_written)
            query = join(phrase, query, a.lang)
        elif turn_type == "comparison" and not a.properties and self._answered_figure(session) and (
            self.compose.classes_of(resolved_topic_entities | set(a.named_ids)) <= self.compose.classes_of(compared)
        ):
            # "why does it beat York Depot" after "which farm had the best capacity factor" and
            # an answer with the figure: two things of a kind set side by side, and nothing
            # else named, are measured by the topic's figure (the answer named it beside
            # them), as the answer that picked one did.
            said_classes = self.compose.classes_of(compared)
            answer = session.answer_just_shown()
            told = set(answer.entities) if answer is not None else set()
            rest = [
                e for e in topic.entities if e not in compared and not self.compose.direct_classes(e) & said_classes
                and e in told
            ] if told & set(compared) else []
            phrase, phrase_written = self.compose.phrase(
                Topic(rest, [], [], topic.turn, topic.query), a.lang, exclude_constraints=a.constraints,
            )
            if phrase and not mentions_all(query, phrase):
                written.update(phrase_written)
                query = join(phrase, query, a.lang)
        elif (
            (a.cues.continuation and (keep or self._picked_from_answer(session, resolved_topic_entities)))
            or self._figure_in_another_period(a, session, resolved_topic_entities)
            # ("how far below target was it": the figure of the whole frame against the bound.)
            or self._against_bound(a, topic)
        ) and not a.named_ids and not a.pack.besides.search(a.text):
            # "why is the kids one so high?" after "Loss Ratio of Anxinbao Plus": the
            # question goes on about the topic's other items (the metric); "what else is she
            # responsible for?" sets them aside.
            said_classes = self.compose.classes_of(resolved_topic_entities)
            rest = [
                e for e in topic.entities
                if e not in resolved_topic_entities and not (self.compose.direct_classes(e) & said_classes)
            ]
            phrase, phrase_written = self.compose.phrase(Topic(rest, [], [], topic.turn, topic.query), a.lang)
            if phrase and not mentions_all(query, phrase):
                written.update(phrase_written)
                query = join(phrase, query, a.lang)
        new_topic = self._next_topic(topic, query, a, keep_constraints=keep)
        new_topic.constraints = list(constraints)
        return ClauseDraft(query, turn_type, new_topic, written=written)

    def _asked_of_it_alone(self, a: ClauseAnalysis, entity_id: str, topic: Topic) -> bool:
        """Whether the clause asks a property the entity has and no other entity of the
        topic has. (Filters of a search, values others point at, describe the thing sought
        and stay with it.)"""
        asked = [pid for _s, _e, pid in a.properties]
        fit = self.resources.fit
        others = [e for e in topic.entities if e != entity_id]
        return bool(asked) and fit.property_fit(entity_id, asked) >= 1.0 and all(
            fit.property_fit(e, asked) < 1.0 and not fit.is_value_node(e) for e in others
        )

    def _ranked_figure(self, session: Session, topic: Topic, a: ClauseAnalysis) -> Topic:
        """The topic a ranking ("which has the shortest") asks about: less the one thing of
        the ranked kind it last spoke of (a site among the sites in play), which the
        ranking may not pick. A ranking of a kind it names ("which station was worst")
        after talk of something else asks the figure in play the documents give for things
        of that kind one by one."""
        in_play = [e for e, _s in session.salient()]
        named = frozenset().union(*(classes for _s, _e, classes in a.type_nouns)) if a.type_nouns else frozenset()
        if not named:
            # ("哪条航线最低" where "哪条航线" is a label of "所属航线": a ranking of the things a
            # relation asked points at, the routes.)
            named = frozenset().union(*(self.resources.fit.range_of(pid) for _s, _e, pid in a.properties))
        if a.pack.which_more.search(a.text):
            # "which is more reliable" after a question on the Mk2 and one on the original:
            # the two things of one kind the last two questions were about.
            paired = self._pair_asked(session, topic)
            if paired is not None:
                return paired
            if self._alike_pair(topic.entities):
                # "which one is worse" after "compare lost mileage at X and Y": the two the
                # question set side by side, not the figure of neither.
                return topic
        ranked = self._ranked_in_play(topic, in_play, named)
        listed = self._listed_alike(session, topic, named) if ranked is topic else []
        if listed:
            # "which is the biggest" after "The York agreement, the Leeds agreement and the
            # haulage contract", asked of no figure: the ranking is among the things the answer
            # just listed.
            return Topic(listed, list(topic.constraints), [], topic.turn, topic.query)
        return ranked

    def _alike_pair(self, entities: Sequence[str]) -> bool:
        """Whether exactly two of the entities are of one kind (the two sides in play)."""
        kinds = [self.compose.direct_classes(e) for e in entities]
        return sum(1 for k in kinds if sum(1 for o in kinds if o & k) > 1) == 2

    def _pair_asked(self, session: Session, topic: Topic) -> Topic | None:
        """The topic with the thing of its one entity's kind the question before it was
        about added (the other side of a comparison the turn asks), or None."""
        if len(topic.entities) != 1 or not session.topic_stack:
            return None
        kinds = self.compose.direct_classes(topic.entities[0])
        other = [e for e in session.topic_stack[-1].entities if e != topic.entities[0]
                 and self.compose.direct_classes(e) & kinds]
        if len(other) != 1:
            return None
        return Topic([other[0], *topic.entities], list(topic.constraints), [], topic.turn, topic.query)

    def _ranked_in_play(self, topic: Topic, in_play: list[str], named: frozenset[str]) -> Topic:
        """The topic of a ranking as the figures in play give it (:meth:`_ranked_figure`),
        ``topic`` itself when they say nothing."""
        if named and not any(e for e in topic.entities if self._reports_kind(e, named)):
            figures = [e for e in in_play if self._reports_kind(e, named)]
            if figures:
                return Topic(figures[:1], list(topic.constraints), [], topic.turn, topic.query)
        of_kind = [e for e in topic.entities if self.compose.direct_classes(e) & named] if named else []
        # ("哪条线路最低" after one route's punctuality: the figure, given route by route,
        # ranks the routes.)
        if of_kind and (topic.properties or any(
            self._reports_kind(e, named) for e in topic.entities if e not in of_kind
        )):
            # "which depot has the longest wait" after the wait at one depot: the ranking is
            # among depots, by the figure asked; the one asked of is no part of the question.
            return Topic([e for e in topic.entities if e not in of_kind], list(topic.constraints),
                         list(topic.properties), topic.turn, topic.query)
        alike = {
            e: sum(1 for o in in_play if o != e and self.compose.direct_classes(o) & self.compose.direct_classes(e))
            for e in topic.entities
        }
        kept = [e for e in topic.entities if not alike[e]]
        if len(kept) == len(topic.entities) > 1:
            # "whats the best one that quarter" after a figure for one route: the route is
            # one of the things the documents give the figure for one by one.
            reported = frozenset().union(*(self.resources.fit.reported_for(e) for e in topic.entities))
            kept = [e for e in topic.entities if e not in reported]
        if not kept and alike:
            # "哪家最差" after the figure asked site by site, once of another figure too: the
            # ranked kind is the one with the most things in play, not the figure.
            most = max(alike.values())
            if sum(1 for n in alike.values() if n == most) == 1:
                kept = [e for e in topic.entities if alike[e] < most]
        if not kept or len(kept) == len(topic.entities):
            return topic
        return Topic(kept, list(topic.constraints), list(topic.properties), topic.turn, topic.query)

    def _listed_alike(self, session: Session, topic: Topic, named: frozenset[str]) -> list[str]:
        """The things of one kind, two or more and none of the topic's, that the answer just
        shown listed (of the kind the clause names, when it names one); else none."""
        answer = session.answer_just_shown()
        if answer is None:
            return []
        shown = [e for e in dict.fromkeys(answer.listed or answer.entities) if e not in topic.entities]
        kinds: dict[str, list[str]] = {}
        for entity_id in shown:
            for class_id in self.compose.direct_classes(entity_id):
                kinds.setdefault(class_id, []).append(entity_id)
        groups = [
            members for class_id, members in kinds.items()
            if len(members) >= 2 and (not named or self.resources.graph.classes_of(members[0]) & named)
        ]
        if len(groups) != 1:
            return []
        # ("which is lowest" after the topic's figure for each of three clinics ranks the figure.)
        fit = self.resources.fit
        # (A person or body the pages of each thing name is no figure given thing by thing.)
        if any(fit.is_animate(e) is not True and fit.reported_for(e) & set(groups[0]) for e in topic.entities):
            return []
        # "May: Leeds Depot 94%, York Depot 91%": a number beside each is a figure given for
        # each, and "which is lowest" ranks that figure.
        numbered = {
            c.node_id for m in self.resources.alias_index.find(answer.text) for c in m.candidates
            if any(char.isdigit() for char in answer.text[m.end:m.end + NUMBER_BESIDE])
        }
        if len(numbered & set(groups[0])) * 2 > len(groups[0]):
            return []
        return groups[0]

    def _reports_kind(self, entity_id: str, kinds: frozenset[str]) -> bool:
        """Whether the documents give the entity for things of ``kinds`` one by one."""
        graph = self.resources.graph
        return any(graph.classes_of(e) & kinds for e in self.resources.fit.reported_for(entity_id))

    def _picked_from_answer(self, session: Session, resolved: set[str]) -> bool:
        """Whether the clause's references pick out of the answer just shown, which gave a
        figure for each of several things ("Hill 6.6 days, York 13.1"): "why is the
        community one so long?" goes on about that figure for the one picked."""
        answer = session.answer_just_shown()
        return bool(resolved) and answer is not None and len(answer.entities) >= 2 and resolved <= set(
            answer.entities
        ) and _states_number(answer.text, ())

    def _dated(self, topic: Topic) -> bool:
        """Whether the topic's last query says a period."""
        return bool(topic.query) and any(
            i.kind == "constraint" and i.key.startswith("time:") for i in self.compose.items(topic.query, topic)
        )

    def _asked_words(self, topic: Topic, *, figures_only: bool = False) -> list[str]:
        """The words of the properties the topic's last query asked ("销售额" of
        "南京东路店7月销售额多少"), once each, in order; with ``figures_only``, not those
        of relations ("包含什么")."""
        items = self.compose.items(topic.query, topic) if topic.query else []
        return list(dict.fromkeys(
            i.text for i in items
            if i.kind == "property" and not (figures_only and self.resources.fit.is_relation(i.key))
        ))

    def _answered_figure(self, session: Session, *, any_unit: bool = False) -> bool:
        """Whether the answer just shown gave a figure: a quantity; with ``any_unit``, also a
        number in a unit no pack knows ("4300本", "5,100 books") outside its periods and the
        names it says."""
        answer = session.answer_just_shown()
        if answer is None:
            return False
        constraints = extract_constraints(answer.text)
        if any(c.kind == "quantity" for c in constraints):
            return True
        if not any_unit:
            return False
        taken = [(c.start, c.end) for c in constraints] + [
            (m.start, m.end) for m in self.resources.alias_index.find(answer.text)
        ]
        return any(
            not any(a < m.end() and m.start() < b for a, b in taken) for m in _FIGURE_NUMBER.finditer(answer.text)
        )

    def _figure_in_another_period(
        self, a: ClauseAnalysis, session: Session, resolved: set[str], *, in_force: bool = False
    ) -> bool:
        """Whether the clause asks, of the one thing the answer just gave a figure and a
        period for ("Hill Hospital, 5.0 days in Q3"), another period and nothing else ("was
        it shorter in Q2?"): the question goes on about that figure. With ``in_force``, the
        period may be the one the talk holds rather than the answer's ("最低的是城北馆，3120本"
        after a question of June, then "它前一个月是多少")."""
        answer = session.answer_just_shown()
        if answer is None or not resolved or a.properties:
            return False
        if not any(c.kind == "time" for c in a.constraints):
            return False
        stated = extract_constraints(answer.text)
        quantity = any(c.kind == "quantity" for c in stated)
        if quantity and resolved <= set(answer.entities) and any(c.kind == "time" for c in stated):
            return True
        # ("what's the rate for Oona Strell" -> "GBP 295" -> "what was it in 2024?": a bare
        # figure answered, and a clause of the reference and the period alone.)
        spans = [(r.reference.start, r.reference.end) for r in a.references] + [(c.start, c.end) for c in a.constraints]
        alone = not _body_terms(a, spans)
        if quantity and not answer.entities and resolved <= set(session.topic.entities) and alone:
            return True
        # (A clause of the reference and another period alone, after a figure in any unit.)
        return in_force and alone and resolved <= set(answer.entities) and any(
            c.kind == "time" for c in (*stated, *session.topic.constraints)
        ) and self._answered_figure(session, any_unit=True)

    # -- names, and neither ------------------------------------------------------------

    def _named(self, a: ClauseAnalysis, session: Session, topic: Topic, *, first: bool) -> ClauseDraft:
        named = set(a.named_ids)
        written: dict[str, str] = {}
        if first or not topic.entities:
            # "give me the September headlines" -> "cancellations?": a period in force with
            # nothing named holds for the thing named now, as the answer just restated it.
            restated = [] if first or a.cues.switch or a.cues.indefinite else self._restated(session, topic, a, named)
            query = self.compose.ensure_constraints(a.text, restated, a.lang)
            new_topic = self._next_topic(Topic(), query, a, keep_constraints=False)
            if restated:
                new_topic.constraints = list(restated)
            return ClauseDraft(query, "first" if first else "topic_switch", new_topic)
        listed = self._ranked_listed(a, session, topic, named)
        if listed:
            # "哪家续卡率最高" after "东区有桐山店和柳岸店": the figure named is ranked among
            # the things the answer just listed.
            ranked = Topic(listed, [], [], topic.turn, topic.query)
            query, written = self._frame_and(ranked, a, a.cues.body)
            new_topic = self._next_topic(ranked, query, a, keep_constraints=True)
            return ClauseDraft(query, "ellipsis", new_topic, written=written, notes=["ranked among the listed"])
        # "X9那2.9算正常吗 跟上半年平均比": compared with a period, not another thing; the
        # name takes its counterpart's place in the topic as in any follow-up.
        with_period = a.cues.comparison and self._compares_with_period(a)
        # ("which was worse, Route 1 or Route 2?": two of a kind named and graded, no cue word;
        # "did Oxmoor do any better" after a figure of Pellna's: graded against the thing in play.)
        comparing = a.cues.comparison or self._comparative(a) and (
            self._names_both_sides(a)
            or self._answered_figure(session) and not a.properties
            and self._any_counterpart(list(named), topic, held=len(named) == 1)
        )
        if comparing and not with_period and not named <= set(topic.entities):
            # "和标准版比呢": the topic is the other side of the comparison;
            # "标准版比基础版多了什么" names both sides itself and needs nothing from the topic.
            focus_topic = self._focus_topic(session, topic, a)
            named_classes = self.compose.classes_of(named)
            graph = self.resources.graph
            if focus_topic is not topic and any(
                e not in named and graph.classes_of(e) & named_classes for e in topic.entities
            ):
                # "does the corn exchange cost more" after "how much is harbour hall to hire" and
                # an answer that adds what its side stage costs: the like thing asked about.
                focus_topic = topic
            if not any(graph.classes_of(e) & named_classes for e in focus_topic.entities) and not (
                self._names_both_sides(a)
            ):
                namesake = self._namesake(session, named, named_classes)
                if namesake is not None:
                    # "跟R3型机比" after an answer naming R5型机, "跟北岭站是一个地方吗" after
                    # one naming 北岭车辆段: the like thing, or the namesake, just named.
                    focus_topic = self._shifted(topic, namesake)
                else:
                    # "how does the York line compare?" after a turn about its conveyor: the
                    # other side is the line of the earlier question, with that question's frame
                    # (the frame the last turn left first, before what its answer brought up).
                    for earlier in (topic, *reversed(session.topic_stack)):
                        if any(e not in named and graph.classes_of(e) & named_classes for e in earlier.entities):
                            focus_topic = earlier
                            break
            # "OEE跟A1线比": what is named before the comparison word is what is measured,
            # and takes the place of its kind in the topic (the metric); after it, the other side.
            # ("how does X compare?" names no other side: X is the new side, not a measure.)
            marker = a.pack.comparison.search(a.text)
            # The other side is the cue's own group ("跟<A1线>比"), else what follows it.
            other_start = next(
                (marker.start(g) for g in marker.re.groupindex if marker.group(g)), marker.end()
            ) if marker is not None else len(a.text)
            after = marker is not None and (
                any(d.node_id and d.mention.start >= other_start for d in a.names)
                or any(r.node_ids and r.reference.start >= other_start for r in a.references)
            )
            measured = {
                d.node_id for d in a.names if d.node_id and marker and after and d.mention.end <= marker.start()
            }
            if marker is None:
                # "which one had more visits" after "loans on both vans": the topic holds
                # the two sides already; a thing named of none of their kinds is what they
                # are measured by, in place of its kind (the loans asked before).
                alike = [e for e in focus_topic.entities if e not in named and any(
                    o != e and self.compose.direct_classes(o) & self.compose.direct_classes(e)
                    for o in focus_topic.entities
                )]
                if len(alike) >= 2 and not self.compose.classes_of(alike) & named_classes:
                    measured = set(named)
            phrase, written = self.compose.phrase(
                focus_topic, a.lang, exclude_ids=named, exclude_constraints=a.constraints,
                exclude_classes=self.compose.classes_of(measured - set(focus_topic.entities)),
            )
            if marker is not None and phrase and not a.properties and not measured and focus_topic.query:
                # "比桐北低多少" after "桐北站负载率多少" and "那桐南站呢": the figure
                # asked of the topic is what is compared, written with its phrase.
                phrase = concat([phrase, *self._asked_words(focus_topic)], a.lang)
            body = a.cues.body
            both_sides = self._names_both_sides(a)
            # ("哪条航线更高，一号航线还是二号航线": "哪条航线", a label of the relation to routes, asks
            # which of the routes named, no property of theirs.)
            asked = [p for _s, _e, p in a.properties if not self.resources.fit.range_of(p) & named_classes]
            counterparts = self._counterparts_named(focus_topic, named) if both_sides else set()
            reported = named_classes | self.compose.classes_of(counterparts)
            if both_sides and not asked and not a.pack.asks_contents.search(a.text) and self._answered_figure(
                session, any_unit=True
            ) and any(self._reports_kind(e, reported) for e in focus_topic.entities):
                # "二号航线跟三号航线比呢" after the on-time rate of route 1: the figure just given,
                # which the documents give route by route, of the two sides named in place of
                # the one it was given for ("标准版比基础版多了什么" asks no figure); "Pellna or
                # Oxmoor?" after the queue at Pellna's office: of the sides' offices, not Pellna's.
                phrase, written = self.compose.phrase(
                    focus_topic, a.lang, exclude_ids=named | counterparts,
                    exclude_constraints=a.constraints, exclude_classes=self.compose.classes_of(named),
                )
                both_sides = not phrase
            if not phrase or both_sides or mentions_all(body, phrase):
                query = a.text
            elif marker is None and a.pack.compared_lead and not self._names_both_sides(a):
                # "专业版贵多少" -> "比起标准套餐，专业套餐贵多少": the unnamed side said as such.
                query = a.pack.compared_lead.format(phrase) + body
            else:
                query = join(phrase, body, a.lang)
            query = self.compose.ensure_constraints(query, self._in_force(focus_topic, a, keep=True), a.lang)
            new_topic = self._next_topic(focus_topic, query, a, keep_constraints=True)
            return ClauseDraft(query, "comparison", new_topic, written=written)
        overlap = named & set(topic.entities)
        # "宏达后来赔了没": a continuation cue right after the subject the clause opens with
        # goes on about the topic as one at the start does.
        continuing = a.cues.continuation or self._continues_after_subject(a)
        replaced = [e for e in topic.entities if e not in named and self.compose.direct_classes(e) & self.compose.classes_of(named)]
        # ("滨河线那个是不是也掉了" after 环城线's on-time rate: a pronoun right against the name
        # marks it as what the frame in play is now asked of, in the place of its like.)
        continuing = continuing or bool(replaced) and any(
            r.apposition and r.reference.kind == "pronoun" for r in a.references
        )
        kept = [e for e in topic.entities if e not in named and e not in replaced]
        covered = all(self.compose.direct_classes(n) & self.compose.classes_of(topic.entities) for n in named)
        # ("城西馆同期借了多少" after "城东馆6月借阅量多少": the figure asked is the rest
        # of the frame when the new name is all the topic held of things.)
        figure = [] if kept or not replaced or a.properties or not _asks_amount(a) else [
            w for w in self._asked_words(topic, figures_only=True) if w not in a.text
        ]
        if replaced and (kept or figure) and covered and not a.cues.indefinite and (
            a.cues.additive or continuing or with_period
            # ("城西馆同期借了多少": the period in force, said again, holds the frame.)
            or bool(figure) and any(c.kind == "time" and a.pack.time_anaphora.fullmatch(c.text) for c in a.constraints)
            # "york in April?" after the OTR at Harlow in March: the name and a period, and
            # nothing else, vary the question in play.
            or (not a.cues.switch and _fragment_form(a))
            # "哪个客单价高", "which one has more passenger journeys" after a question of two
            # stores' sales: the two set side by side are ranked on the figure named.
            or (bool(a.pack.which_more.search(a.text) or a.pack.extreme.search(a.text)) and self._alike_pair(kept))
            # "Could you try another price band?" -> "the budget one then": the answer asked
            # back about the same search of filters, whose other filters stay.
            or (
                all(self.resources.fit.is_value_node(e) for e in [*named, *kept])
                and self._beside(a, session, topic, named).carry
            )
        ):
            # "毛利率也低吗" after "华南区二季度退货率", "华中区为什么增长" after "华东区7月
            # 销售额": the new name takes its counterpart's place; the rest of the topic and
            # its constraints stay.
            partial = Topic(kept, list(topic.constraints), list(topic.properties), topic.turn, topic.query)
            phrase, written = self.compose.phrase(partial, a.lang, exclude_ids=named, exclude_constraints=a.constraints)
            body = a.cues.body
            if figure and not phrase:
                # (The figure goes right after the names and periods the clause opens with.)
                spans = [(d.mention.start, d.mention.end) for d in a.names if d.node_id] + [
                    (c.start, c.end) for c in a.constraints]
                at = max((end for _start, end in spans), default=a.cues.body_offset) - a.cues.body_offset
                body, figure = concat([body[:at], *figure], a.lang) + body[at:], []
            query = join(concat([phrase, *figure], a.lang), body, a.lang)
            query = self.compose.ensure_constraints(query, self._in_force(topic, a, keep=True), a.lang)
            new_topic = self._next_topic(topic, query, a, keep_constraints=True)
            return ClauseDraft(query, "ellipsis", new_topic, written=written)
        if not overlap and not covered and (self._narrows(a, topic) or self._short_of_topic_part(a, session, topic)):
            # "基础版能用吗" after "星云CRM的单点登录": a Chinese question with its object
            # dropped, about something the graph attaches to the topic, asks the topic's
            # question of it ("星云CRM的单点登录基础版能用吗"). (What it names is its subject:
            # unless it asks an amount, which the frame's period is of, a period holds when
            # that thing's documents speak of it, not the frame's: "…站长电话" after the
            # station's March figures.)
            held = self._in_force(topic, a, keep=True, about=None if _asks_amount(a) else named)
            phrase, written = self.compose.phrase(
                topic, a.lang, exclude_ids=named,
                exclude_constraints=[*a.constraints, *(c for c in topic.constraints if c not in held)],
            )
            query = join(phrase, a.cues.body, a.lang)
            query = self.compose.ensure_constraints(query, held, a.lang)
            new_topic = self._next_topic(topic, query, a, keep_constraints=True)
            return ClauseDraft(query, "ellipsis", new_topic, written=written)
        figures = [] if overlap or continuing else self._figures_asked(a, topic, named)
        if figures:
            # "青石仓和白沙仓分别多少" after "南岭大区7月出库量": a question that says nothing
            # but the names asks the figure in play, which the documents give for each of the
            # named one by one; what it was given for before is replaced.
            kept = Topic(figures, list(topic.constraints), [], topic.turn, topic.query)
            phrase, written = self.compose.phrase(kept, a.lang, exclude_ids=named, exclude_constraints=a.constraints)
            query = join(phrase, a.cues.body, a.lang) if phrase and not mentions_all(a.cues.body, phrase) else a.text
            query = self.compose.ensure_constraints(query, self._in_force(topic, a, keep=True), a.lang)
            new_topic = self._next_topic(kept, query, a, keep_constraints=True)
            return ClauseDraft(query, "ellipsis", new_topic, written=written, notes=["figure asked of the named"])
        event = None if overlap or continuing else self._event_of_party(a, session, named)
        if event is not None:
            # "did we get money back from Kerrow Print" after the recall it was part of: what
            # follows an event up (a claim, a refund, a penalty) asked of a party to it is
            # asked of that event.
            kept = Topic([event], list(topic.constraints), [], topic.turn, topic.query)
            return self._asked_of(kept, a, session, topic, named, "continuation", "a party to the event")
        if not overlap and not continuing and not covered:
            beside = self._beside(a, session, topic, named)
            if beside.carry:
                # "a restaurant in the moderate price range" after "a Chinese restaurant in
                # the centre" and an answer that asked back: one search, a filter more.
                kept = Topic([e for e in topic.entities if not self.compose.direct_classes(e) & self.compose.classes_of(named)],
                             list(topic.constraints), list(topic.properties), topic.turn, topic.query)
                phrase, written = self.compose.phrase(kept, a.lang, exclude_ids=named, exclude_constraints=a.constraints)
                query = join(phrase, a.cues.body, a.lang) if phrase and not mentions_all(a.cues.body, phrase) else a.text
                query = self.compose.ensure_constraints(query, self._in_force(topic, a, keep=True), a.lang)
                new_topic = self._next_topic(topic, query, a, keep_constraints=True)
                return ClauseDraft(query, "continuation", new_topic, written=written, notes=[beside.note()])
        scope = self._scope_in_force(a, session, topic, named)
        if scope and not overlap:
            # "how many beds are blocked now?" after a question about Hill Hospital: the
            # documents report that figure site by site, and the site in force is the one.
            kept = Topic(scope, list(topic.constraints), [], topic.turn, topic.query)
            return self._asked_of(kept, a, session, topic, named, "continuation", "scope in force")
        before = [] if overlap or continuing or scope else self._asked_before(session, topic, a, named)
        if before:
            # "那9月门诊量回来了没" after side questions on an outage: the figure was asked of
            # a hospital before, and the documents give it hospital by hospital: that one again.
            return self._asked_of(Topic(before, [], [], topic.turn, topic.query), a, session, topic, named, "return",
                                  "asked before")
        whole = None if overlap or continuing or a.cues.switch else self._whole_of_listed(a, session, topic)
        if whole is not None:
            # "哪一款赔付率最高" after "X系列…包括A、B和C": which one of the things the answer
            # listed as the series' own, asked by a figure; the series stays the scope.
            kept = Topic([whole], list(topic.constraints), [], topic.turn, topic.query)
            phrase, written = self.compose.phrase(kept, a.lang, exclude_ids=named, exclude_constraints=a.constraints)
            query = join(phrase, a.cues.body, a.lang)
            query = self.compose.ensure_constraints(query, self._restated(session, topic, a, named), a.lang)
            new_topic = self._next_topic(kept, query, a, keep_constraints=True)
            return ClauseDraft(query, "continuation", new_topic, written=written, notes=["one of the listed"])
        figure = None if overlap or continuing else self._figure_asked_before(a, session, topic, named)
        if figure is not None:
            # "柘北园上个月多少" after a question on how a repair rate is computed and one
            # on its module: an amount asked of a site, no figure named, is that rate's.
            kept = Topic([figure], [], [], topic.turn, topic.query)
            phrase, written = self.compose.phrase(kept, a.lang, exclude_ids=named, exclude_constraints=a.constraints)
            query = join(phrase, a.cues.body, a.lang) if phrase and not mentions_all(a.cues.body, phrase) else a.text
            new_topic = self._next_topic(kept, query, a, keep_constraints=False)
            return ClauseDraft(query, "continuation", new_topic, written=written, notes=["figure asked before"])
        holder = None if overlap or continuing else self._holder_for_period(a, session, topic, named)
        if holder is not None:
            # "那个月能耗呢" after side questions on a park's chiller and its contractor: a
            # figure the documents give park by park, asked for the period in force, is asked
            # of the park the talk was of.
            return self._asked_of(Topic([holder], [], [], topic.turn, topic.query), a, session, topic, named,
                                  "continuation", "of the earlier holder")
        if not overlap and not continuing:
            # Another thing, in the same period or scope when the answer just shown still
            # speaks of it ("8月那批货出了问题" -> "那个供应商咋处理的").
            restated = [] if a.cues.switch or a.cues.indefinite else self._restated(session, topic, a, named)
            query = self.compose.ensure_constraints(a.text, restated, a.lang)
            new_topic = self._next_topic(Topic(), query, a, keep_constraints=False)
            new_topic.constraints = list(restated)
            return ClauseDraft(query, "topic_switch", new_topic)
        # "the harlow OTR, why so low?" after a detour: naming every thing of an earlier
        # question and none of the current one goes back to that question's frame.
        earlier = next((t for t in reversed(session.topic_stack)
                        if t.entities and set(t.entities) <= named and not named & set(topic.entities)), None)
        if earlier is None and continuing and a.pack.why.search(a.text) and not named & set(topic.entities):
            # ("why was Kestle so low?" after a detour: why a place is as it is asks of the
            # figure asked of it before, which the documents give place by place, when the
            # topic holds no such figure.)
            fit = self.resources.fit
            earlier = next((t for t in reversed(session.topic_stack) if named <= set(t.entities) and any(
                named <= fit.reported_places(f) for f in t.entities if f not in named
            )), None) if not any(named & fit.reported_places(e) for e in topic.entities) else None
        if earlier is not None:
            topic = earlier
        # A refinement of the current topic ("华中区为什么增长" after "华中区和西南区7月销售额"):
        # keep its constraints and the entities of other classes; drop the named one's siblings.
        constraints = self._in_force(topic, a, keep=True)
        query = a.text
        # "Max咋涨这么多" after "X9 Max 8月能耗": naming only what the topic has, with
        # no property or content word of its own, the clause keeps the rest of the frame.
        spans = [(d.mention.start, d.mention.end) for d in a.names if d.node_id] + [(c.start, c.end) for c in a.constraints]
        only_topic = named <= set(topic.entities) and not a.properties and not content_terms(
            blank_spans(a.text[a.cues.body_offset:], [(s - a.cues.body_offset, e - a.cues.body_offset) for s, e in spans])
        )
        if continuing or a.cues.additive or only_topic:
            # ("蔺桥店为什么少这么多" after the area's May sales, shop by shop: a part
            # with figures of its own in the period stands for itself, not beside its whole.)
            wholes = self._pointed_at(named) if self._own_figures(topic, list(named)) else set()
            rest = Topic([e for e in topic.entities
                          if not self.compose.direct_classes(e) & self.compose.classes_of(named) and e not in wholes],
                         [], [], topic.turn, topic.query)
            phrase, written = self.compose.phrase(rest, a.lang, exclude_ids=named)
            if phrase:
                query = join(phrase, a.cues.body, a.lang)
        query = self.compose.ensure_constraints(query, constraints, a.lang)
        new_topic = self._next_topic(topic, query, a, keep_constraints=True)
        return ClauseDraft(query, "continuation", new_topic, written=written)

    def _pointed_at(self, entity_ids: Iterable[str]) -> set[str]:
        """What an edge of one of ``entity_ids`` points at (the whole a part is in)."""
        graph = self.resources.graph
        return {edge.target for e in entity_ids for edge in graph.edges(e) if edge.source == e}

    def _asked_of(
        self, kept: Topic, a: ClauseAnalysis, session: Session, topic: Topic, named: set[str], turn_type: str,
        note: str,
    ) -> ClauseDraft:
        """The clause asked of ``kept`` (its phrase before the clause's words, unless they say
        it all), in the period the talk restates for the named things."""
        phrase, written = self.compose.phrase(kept, a.lang, exclude_ids=named, exclude_constraints=a.constraints)
        query = join(phrase, a.cues.body, a.lang) if phrase and not mentions_all(a.cues.body, phrase) else a.text
        query = self.compose.ensure_constraints(query, self._restated(session, topic, a, named), a.lang)
        new_topic = self._next_topic(kept, query, a, keep_constraints=True)
        return ClauseDraft(query, turn_type, new_topic, written=written, notes=[note])

    def _holder_for_period(self, a: ClauseAnalysis, session: Session, topic: Topic, named: set[str]) -> str | None:
        """The thing the talk was of that the documents give a named figure for, when the
        clause asks it for the period in force (pack ``time_anaphora``) and names, and points
        at, no such thing itself; None otherwise."""
        if a.cues.switch or a.cues.indefinite or a.resolved_ids:
            return None
        if not any(c.kind == "time" and a.pack.time_anaphora.fullmatch(c.text) for c in a.constraints):
            return None
        fit = self.resources.fit
        if any(n in fit.reported_for(m) for n in named for m in named):
            return None
        return self._earlier_holder(session, topic, list(named))

    def _earlier_holder(self, session: Session, topic: Topic, named: list[str]) -> str | None:
        """The thing an earlier question of the talk asked of that the documents give each of
        ``named`` for one by one (a figure's page per line), when nothing of the topic is such
        a thing; None otherwise."""
        fit = self.resources.fit
        held = set().union(*(fit.reported_for(n) for n in named)) if named else set()
        if not held or set(topic.entities) & held:
            return None
        return next((e for t in reversed(session.topic_stack) for e in t.entities if e in held), None)

    def _whole_of_listed(self, a: ClauseAnalysis, session: Session, topic: Topic) -> str | None:
        """The one thing of the topic that edges join two or more of the things the answer
        just listed to, when the clause asks which one (pack ``which_one``, no type noun) and
        names nothing of them; None otherwise."""
        answer = session.answer_just_shown()
        if answer is None or a.type_nouns or a.references or not a.pack.which_one.search(a.text):
            return None
        listed = [e for e in answer.entities if e not in topic.entities]
        if set(listed) & set(a.named_ids):
            return None
        graph = self.resources.graph
        wholes = [t for t in topic.entities if sum(1 for e in listed if t in graph.neighbours(e)) >= 2]
        return wholes[0] if len(wholes) == 1 else None

    def _own_figures(self, topic: Topic, named: list[str]) -> bool:
        """Whether the documents speak of each of ``named`` in every period of the topic (a
        part with figures of its own then stands for itself, not within its whole)."""
        periods = [c for c in topic.constraints if c.kind == "time" and not c.compare]
        documents = self.resources.fit.documents
        return bool(periods) and bool(named) and documents is not None and all(
            documents.speaks_of(n, c.value) for n in named for c in periods
        )

    def _ranked_listed(self, a: ClauseAnalysis, session: Session, topic: Topic, named: set[str]) -> list[str]:
        """The things of one kind the answer just listed that a ranking or a "which is
        more" clause ranks, when what it names is what they are ranked by (a figure the
        documents give for each of them one by one); else none."""
        if not (a.pack.extreme.search(a.text) or a.pack.which_more.search(a.text)) or a.cues.switch:
            return []
        kinds = frozenset().union(*(classes for _s, _e, classes in a.type_nouns)) if a.type_nouns else frozenset()
        listed = [e for e in self._listed_alike(session, Topic(), kinds) if e not in named]
        fit = self.resources.fit
        if len(listed) < 2 or not all(
            any(n in fit.reported_for(e) or e in fit.reported_for(n) for e in listed) for n in named
        ):
            return []
        return listed

    def _namesake(self, session: Session, named: set[str], classes: frozenset[str]) -> str | None:
        """The one thing the answer just shown named, besides ``named``, that is of a named
        one's kind ("跟R3型机比" after an answer naming R5型机), else whose name opens as a
        named one's does (``name_head``): a thing like it, or confusable with it by name."""
        answer = session.answer_just_shown()
        if answer is None:
            return None
        shown = [e for e in dict.fromkeys(answer.entities) if e not in named]
        alike = [e for e in shown if self.resources.graph.classes_of(e) & classes]
        if alike:
            return alike[0] if len(alike) == 1 else None
        heads = {name_head(self.resources, e) for e in named} - {None}
        found = [e for e in shown if name_head(self.resources, e) in heads]
        return found[0] if len(found) == 1 else None

    def _compares_with_period(self, a: ClauseAnalysis) -> bool:
        """Whether the other side of the clause's comparison is a period alone ("跟上半年
        比", "compared with last year"): a time, and no name or reference there."""
        marker = a.pack.comparison.search(a.text)
        if marker is None:
            return False
        group = next((g for g in marker.re.groupindex if marker.group(g)), None)
        start, end = (marker.start(group), marker.end(group)) if group else marker.span()
        inside = lambda s, e: start <= s and e <= end  # noqa: E731
        return (
            any(c.kind == "time" and inside(c.start, c.end) for c in a.constraints)
            and not any(d.node_id and inside(d.mention.start, d.mention.end) for d in a.names)
            and not any(r.node_ids and inside(r.reference.start, r.reference.end) for r in a.references)
        )

    def _continues_after_subject(self, a: ClauseAnalysis) -> bool:
        """Whether the clause opens with a name and a continuation cue follows it."""
        first = min((d.mention for d in a.names if d.node_id), key=lambda m: m.start, default=None)
        if first is None or first.start > a.cues.body_offset:
            return False
        at = len(a.text) - len(a.text[first.end:].lstrip())
        cue = a.pack.continuation.match(a.text[at:])
        # ("白溪种业还有别的产品吗" asks what else the named has, a kind after the cue.)
        return cue is not None and not any(s >= at + cue.end() for s, _e, _c in (*a.type_nouns, *a.properties))

    def _holder(self, properties: list[str], topic: Topic, session: Session) -> str | None:
        """When no entity of the topic has the properties asked, the one entity among the
        most salient in play whose class has them; else None."""
        fit = self.resources.fit
        if not topic.entities or any(fit.property_fit(e, properties) >= 1.0 for e in topic.entities):
            return None
        having = [e for e, _s in session.salient()[:FOCUS_CANDIDATES] if fit.property_fit(e, properties) >= 1.0]
        return having[0] if having else None

    def _figure_asked_before(self, a: ClauseAnalysis, session: Session, topic: Topic, named: set[str]) -> str | None:
        """The figure the talk last asked of, when the clause asks an amount (pack
        ``value_questions``) of things the documents give that figure for one by one and
        names no figure, property or kind; None otherwise. (A figure is no thing of their
        kind and the graph joins it to none of them.)"""
        if a.cues.switch or a.cues.indefinite or a.properties or a.type_nouns or not named:
            return None
        text = a.text.casefold()
        if not any(kind == "amount" and word in text for word, kind in a.pack.value_questions.items()):
            return None
        fit, graph = self.resources.fit, self.resources.graph
        kinds = self.compose.classes_of(named)
        near = set().union(*(graph.neighbours(n) for n in named))
        for earlier in (topic, *reversed(session.topic_stack)):
            for entity_id in earlier.entities:
                # (Not a thing of their kind, nor one the graph joins them to: a line beside
                # a line, the region a branch is in.)
                alike = bool(self.compose.direct_classes(entity_id) & kinds)
                if entity_id not in {*named, *near} and not alike and named <= fit.reported_for(entity_id):
                    return entity_id
        return None

    def _asked_before(self, session: Session, topic: Topic, a: ClauseAnalysis, named: set[str]) -> list[str]:
        """What an earlier question asked the named figure of, when the clause names nothing
        of its kind and the topic holds nothing the figure is given for: the latest earlier
        topic that held the figure beside things the documents give it for one by one. A
        figure is asked for a period: the clause and the earlier question each name one."""
        if a.cues.switch or a.cues.indefinite or a.type_nouns or len(named) != 1:
            return []
        if not any(c.kind == "time" for c in a.constraints):
            return []
        fit = self.resources.fit
        (figure,) = named
        reported = fit.reported_for(figure)
        if not reported or reported & set(topic.entities):
            return []
        for earlier in reversed(session.topic_stack):
            if figure not in earlier.entities:
                continue
            if not any(c.kind == "time" for c in earlier.constraints):
                return []
            things = [e for e in earlier.entities if e in reported]
            kinds = self.compose.classes_of(things)
            if things and not any(self.compose.direct_classes(e) & kinds for e in topic.entities):
                return things
            return []
        return []

    def _period_foreign(self, a: ClauseAnalysis, focus_topic: Topic, terms: frozenset[str]) -> bool:
        """Whether the clause asks something of a month or quarter that no document of the
        focus states, while the talk put no period on the focus, and the documents of
        several other things state that period and the clause's words ("7月投诉多少" after
        a question on how to start the CT机, and July's complaints reported hospital by
        hospital): it asks a figure of that period, not something of the focus. ("and in
        March?" after the focus's figure for May goes on about the figure; a month no
        document states at all, or one other thing alone, the clause may mean unnamed,
        is no such evidence.)"""
        documents = self.resources.fit.documents
        periods = [c.value for c in a.constraints if c.kind == "time" and not c.compare
                   and _FIXED_PERIOD.fullmatch(c.value) and _written_in_numbers(c.text, a.pack)]
        if documents is None or not periods or not terms or not focus_topic.entities:
            return False
        if any(c.kind == "time" for c in focus_topic.constraints):
            return False
        if not all(documents.terms(e) for e in focus_topic.entities) or any(
            documents.speaks_of(e, value) for e in focus_topic.entities for value in periods
        ):
            return False
        total = sum(documents.weight(t) for t in terms)
        reporting = (
            other for other in documents.constraints
            if other not in focus_topic.entities and any(documents.speaks_of(other, value) for value in periods)
            and sum(documents.weight(t) for t in terms & documents.terms(other)) >= OTHER_PERIOD_WORDS * total
        )
        return len(list(islice(reporting, PERIOD_REPORTERS))) == PERIOD_REPORTERS

    def _scope_in_force(self, a: ClauseAnalysis, session: Session, topic: Topic, named: set[str]) -> list[str]:
        """The places of the topic that what the clause names is reported for, when the
        clause names no place of its own: the documents give the figure place by place,
        so a question of it without one is of the place in force (the topic's, else the
        place of the happening in play, else the one the answer just shown gave the topic's
        figure for)."""
        fit = self.resources.fit
        documents = fit.documents
        if documents is None or a.cues.switch or a.cues.indefinite or not named:
            return []
        places = fit.places()
        if not places or named & places:
            return []
        # "how often is a C check due?": what the graph states of the thing named (its
        # interval) holds at every place.
        asked = [pid for _s, _e, pid in a.properties]
        if asked and any(fit.property_fit(e, asked) >= 1.0 for e in named):
            return []
        reported = set().union(*(fit.reported_places(e) for e in named))
        in_force = [e for e in topic.entities if e in places and e in reported]
        if in_force or any(e in places for e in topic.entities):
            return in_force
        # "how many sailings now?" after talk of a ramp failure at Skerrow: the place the graph
        # gives the happening in play, somebody having named it, is in force. (Not for a thing
        # the happening involved: "what do the ramp rules say" asks the rules, wherever.)
        graph = self.resources.graph
        happened_at = list(dict.fromkeys(
            p for e in topic.entities if fit.is_event(e) and not named & set(graph.neighbours(e))
            for p in graph.neighbours(e) if p in places and p in reported and p in session.entities
        ))
        if len(happened_at) == 1:
            return happened_at
        # "what's occupancy doing" after "how many delayed discharges now?" answered with
        # "167 at Hill Hospital in September": the one place the answer gave the topic's
        # figure for is in force for another figure reported place by place.
        answer = session.answer_just_shown()
        if answer is None:
            return []
        # (Only for a figure of the topic's figure's kind: another kind of thing asks anew.)
        kinds = self.compose.classes_of(named)
        given = set().union(*(fit.reported_places(e) for e in topic.entities if self.compose.direct_classes(e) & kinds))
        shown = [e for e in dict.fromkeys(answer.entities) if e in places and e in reported and e in given]
        return shown if len(shown) == 1 else []

    def _figures_asked(self, a: ClauseAnalysis, topic: Topic, named: set[str]) -> list[str]:
        """The entities of the topic a clause that says nothing of its own asks of what it
        names: names of one kind, perhaps a period, and question words only (no property,
        type noun or content word but "情况" and the like), and the documents give each such entity thing by thing,
        every named one among them (a figure's page per depot; an incident's pages name one
        line and one supplier, and give it for nothing thing by thing)."""
        if not named or a.properties or a.type_nouns or a.references or a.cues.switch or a.cues.indefinite:
            return []
        # ("A3线也用南岭的料吧" names things of several kinds: it says how they are joined.)
        if not frozenset.intersection(*(self.compose.direct_classes(n) for n in named)):
            return []
        if not a.pack.question.search(a.text[a.cues.body_offset:]):
            return []
        spans = [(d.mention.start, d.mention.end) for d in a.names] + [(c.start, c.end) for c in a.constraints]
        if _body_terms(a, spans) - a.pack.how_it_goes:
            return []
        fit, graph = self.resources.fit, self.resources.graph
        # (The thing the figure was given for before, the region of the depots named now,
        # is joined to them in the graph: it is replaced, not asked.)
        near = set().union(*(graph.neighbours(n, depth=1) for n in named))
        return [e for e in topic.entities if e not in named and e not in near and named <= fit.reported_for(e)]

    def _beside(self, a: ClauseAnalysis, session: Session, topic: Topic, named: set[str]) -> CarryDecision:
        """Score whether the topic's entities stay beside new names of other kinds."""
        graph = self.resources.graph
        answer = session.answer_just_shown()
        # "Do you prefer the budget or the premium band?": an answer that asks back offering
        # only values of the kind the clause now names still asks back about the same search.
        shown_new = set(answer.entities) - set(topic.entities) if answer is not None else set()
        named_classes = self.compose.classes_of(named)
        offered = bool(shown_new) and all(
            self.resources.fit.is_value_node(e) and self.compose.direct_classes(e) & named_classes for e in shown_new
        )
        asked_back = answer is not None and (not shown_new or offered) and bool(
            get_pack(language_of(answer.text)).question.search(answer.text)
        )
        # A node with edges to a named entity and to one of the topic's (a restaurant to its
        # area and to its price range): both are values of one thing, filters of one search.
        def described(entity_id: str) -> set[str]:
            return {edge.source for edge in graph.edges(entity_id) if edge.target == entity_id}

        of_named = set().union(*(described(e) for e in named)) if named else set()
        describe_one = any(described(e) & of_named for e in topic.entities)
        previous = session.last("user")
        kinds_now = frozenset().union(*(c for _s, _e, c in a.type_nouns)) if a.type_nouns else frozenset()
        kinds_before = frozenset().union(
            *(c for _s, _e, c in self.resources.references.type_nouns(previous.text))
        ) if previous is not None else frozenset()
        # "Actually, something expensive" after a search in the north that the answer gave a
        # result of: a filter of another slot narrows the same search; a new kind, "also" or
        # an answer offering help with anything else starts another.
        fit = self.resources.fit
        refines = (
            answer is not None and not a.cues.additive and not a.cues.switch
            and not get_pack(language_of(answer.text)).offer_more.search(answer.text)
            and (not kinds_now or bool(kinds_now & kinds_before))
            and all(fit.is_value_node(e) for e in (*topic.entities, *named))
            and self._search_result(session, topic) is not None
        )
        # "纯度的" after "您要发芽率合格率还是纯度合格率？": a turn of nothing but one of the
        # things the answer offered when it asked back picks it for the question asked.
        # ("the app" to "the Remote Access Policy or the CareLink app?" replaces the policy:
        # the topic itself was one of the options.)
        options = self._offered(answer.text) if answer is not None else set()
        picks_offered = (
            bool(named) and named <= options and not options & set(topic.entities) and _rest(a) is not None
        )
        # "7号咋减产了" after "白沙站2025年：…丰香7号每亩1800公斤（比对照减产5%）": the answer gave
        # the thing now named within the topic's thing, which the graph joins it to, and the
        # clause takes up the answer's own words of it, asking nothing the thing has: the
        # question goes on in that frame.
        within_answer = (
            answer is not None and bool(named) and named <= set(answer.entities)
            and bool(set(topic.entities) & set(answer.entities)) and not a.properties
            and self._answer_words(a, answer.text)
            and any(edge.source == n and edge.target in topic.entities for n in named for edge in graph.edges(n))
        )
        return decide({
            "answer_asked_back": asked_back,
            "describe_one": describe_one,
            "within_answer": within_answer,
            "picks_offered": picks_offered,
            "same_kind": bool(kinds_now & kinds_before),
            "fragment": self._fragment(a, topic, named),
            "partitive": bool(a.pack.partitive.search(a.text)),
            "same_again": bool(a.pack.same_again.search(a.text)),
            "refines_search": refines,
            "answer_named_other": answer is not None and bool(answer.entities) and not set(answer.entities) & set(topic.entities)
            and not offered and not refines,
            "switch": a.cues.switch,
            "default": True,
        }, BESIDE_WEIGHTS)

    def _event_of_party(self, a: ClauseAnalysis, session: Session, named: set[str]) -> str | None:
        """The event in play (among the things most in play) that the clause follows up
        (its words ask what followed an event: a claim, a refund) and one of ``named`` was
        a party to; None unless exactly one."""
        if not named or not a.pack.event_question.search(a.text):
            return None
        fit = self.resources.fit
        events = [
            e for e, _s in session.salient()[:IN_PLAY_EVENTS]
            if e not in named and (fit.is_event(e) or fit.is_event_kind(e)) and self._party_to(e, named)
        ]
        return events[0] if len(events) == 1 else None

    def _party_to(self, event: str, named: set[str]) -> bool:
        """Whether the graph joins one of ``named`` to ``event``, directly or through a thing
        the event involved (a system and its supplier), never through a place or a value;
        or the event's own pages name it (its report names the contractor called out)."""
        graph = self.resources.graph
        near = set(graph.neighbours(event)) - {event}
        if near & named:
            return True
        documents = self.resources.fit.documents
        if documents is not None and named & documents.own_named.get(event, frozenset()):
            return True
        places = self.resources.fit.places()
        return any(
            named & set(graph.neighbours(n)) for n in near
            if n not in places and not self.resources.fit.is_value_node(n)
        )

    def _answer_words(self, a: ClauseAnalysis, answer: str) -> bool:
        """Whether the clause's content words, its names left out, are words of ``answer``."""
        spans = [(d.mention.start, d.mention.end) for d in a.names] + [(c.start, c.end) for c in a.constraints]
        terms = _body_terms(a, spans) - a.pack.how_it_goes
        return bool(terms) and terms <= content_terms(answer)

    def _offered(self, text: str) -> set[str]:
        """The things named in the question an answer asked back (its sentence that ends
        with a question mark): the options it offered."""
        asked = list(_ASKED_SENTENCE.finditer(text))
        found: set[str] = set()
        for mention in self.resources.alias_index.find(text):
            if any(m.start() <= mention.start and mention.end <= m.end() for m in asked):
                found.update(c.node_id for c in mention.candidates)
        return found

    def _fragment(self, a: ClauseAnalysis, topic: Topic, named: set[str]) -> bool:
        """Whether the clause is a fragment of the question in play (:func:`_fragment_form`)
        that either asks an amount of nothing it names ("how many from York?" after the
        complaints) or names only figures the documents give for a thing of the topic one
        by one, or things they give the topic's figure for ("damage rate that month" after
        a question on York Depot, the rate given depot by depot)."""
        if not named or not topic.entities or a.cues.switch or a.cues.indefinite or not _fragment_form(a):
            return False
        if a.pack.amount_question.search(a.text):
            return True
        # Each thing named is such a figure or such a thing: "damage rate at Harlow that
        # month" names a place besides, and asks anew.
        fit = self.resources.fit
        given = set().union(*(fit.reported_for(e) for e in topic.entities))
        return all(n in given or set(topic.entities) & fit.reported_for(n) for n in named)

    def _counterparts_named(self, topic: Topic, named: Iterable[str]) -> set[str]:
        """The topic's things joined to one thing named that every other thing named has one
        of its kind joined to too (each harbour's ticket office): set beside the named, they
        stand for their own, not for one side."""
        graph = self.resources.graph
        named = list(named)
        found = set()
        for entity_id in topic.entities:
            kinds = self.compose.direct_classes(entity_id)
            holders = [n for n in named if n in graph.neighbours(entity_id, depth=1)]
            if kinds and holders and all(
                any(self.compose.direct_classes(o) & kinds for o in graph.neighbours(n, depth=1))
                for n in named if n not in holders
            ):
                found.add(entity_id)
        return found

    def _names_both_sides(self, a: ClauseAnalysis) -> bool:
        """Whether the clause names two things of one class to compare ("标准版比基础版")."""
        seen: set[str] = set()
        for entity_id in a.named_ids:
            classes = self.compose.direct_classes(entity_id)
            if classes & seen:
                return True
            seen |= classes
        return False

    def _narrows(self, a: ClauseAnalysis, topic: Topic) -> bool:
        """Whether a Chinese clause names only things the graph attaches to the topic and
        says almost nothing else: a verb whose object it dropped ("能用吗"), or "也" with a
        word pointing back ("也是这样吗")."""
        if not a.pack.drops_objects or a.properties or a.type_nouns or a.cues.indefinite or a.cues.switch or a.cues.continuation:
            return False
        graph = self.resources.graph
        near = set()
        for entity_id in topic.entities:
            near |= set(graph.neighbours(entity_id, depth=1))
        if not all(e in near for e in a.named_ids):
            return False
        covered = [(d.mention.start, d.mention.end) for d in a.names if d.node_id]
        covered += [(c.start, c.end) for c in a.constraints]
        own = [
            char for offset, char in enumerate(a.text)
            if offset >= a.cues.body_offset and is_cjk(char) and char not in _function_words().particles
            and not any(start <= offset < end for start, end in covered)
        ]
        return len(own) <= 2 or a.cues.additive

    def _short_of_topic_part(self, a: ClauseAnalysis, session: Session, topic: Topic) -> bool:
        """Whether the clause names one thing only by a short form of a name that the topic's
        entity qualifies, and the graph links the two ("医嘱模块" for "仁和HIS医嘱模块" while
        仁和HIS is in play): the user leaves the qualifier out because it is in play. (Not a
        part the answer just named in full, as one of the system's modules: the user takes
        it up by itself.)"""
        if a.cues.switch or a.cues.indefinite or len(topic.entities) != 1 or len(a.named_ids) != 1:
            return False
        (named_id,) = a.named_ids
        answer = session.answer_just_shown()
        if answer is not None and named_id in answer.entities:
            return False
        if not self._qualifiers(named_id, topic.entities):
            return False
        held = self.resources.ontology.entities[topic.entities[0]]
        topic_forms = [normalize(text) for text, _kind in held.surface_forms() if len(text) >= 2]
        said = [normalize(a.text[d.mention.start:d.mention.end]) for d in a.names if d.node_id == named_id]
        return bool(said) and not any(form in text for form in topic_forms for text in said)

    def _qualifiers(self, entity_id: str, others: Iterable[str]) -> set[str]:
        """The things among ``others`` linked to the entity whose name a name of the entity
        opens with ("仁和HIS" for "仁和HIS医嘱模块"): writing that name says them too."""
        ontology = self.resources.ontology
        entity = ontology.entities.get(entity_id)
        if entity is None:
            return set()
        full_forms = [normalize(text) for text, _kind in entity.surface_forms()]
        linked = {
            edge.target if edge.source == entity_id else edge.source for edge in self.resources.graph.edges(entity_id)
        }
        found = set()
        for other_id in others:
            other = ontology.entities.get(other_id)
            if other_id == entity_id or other_id not in linked or other is None:
                continue
            forms = [normalize(text) for text, _kind in other.surface_forms() if len(text) >= 2]
            if any(full.startswith(form) and form != full for form in forms for full in full_forms):
                found.add(other_id)
        return found

    def _latin_covered(self, a: ClauseAnalysis) -> bool:
        """Whether every Latin word of the clause is inside a name, a constraint or a noun
        the ontology calls one of its kinds by ("PDA几版" where hand-held terminals are PDAs:
        the terminal in play, no name the knowledge base lacks), or a property's name
        ("达到SLA了吗": the availability target asked)."""
        spans = [(d.mention.start, d.mention.end) for d in a.names] + [(c.start, c.end) for c in a.constraints]
        spans += [(start, end) for start, end, _pid in a.properties]
        spans += [(start, end) for start, end, _classes in self.resources.references.type_nouns(a.text)]
        for match in LATIN_WORD.finditer(a.text):
            if not any(start <= match.start() and match.end() <= end for start, end in spans):
                return False
        return True

    def _continued(self, a: ClauseAnalysis, topic: Topic) -> ClauseDraft:
        """"企业版多少钱？支持单点登录吗": the second question keeps the first one's subject,
        less what it names itself."""
        phrase, written = self.compose.phrase(topic, a.lang, exclude_classes=self.compose.classes_of(a.named_ids),
                                       exclude_constraints=a.constraints)
        query = join(phrase, a.cues.body, a.lang)
        query = self.compose.ensure_constraints(query, self._in_force(topic, a, keep=True), a.lang)
        return ClauseDraft(query, "continuation", self._next_topic(topic, query, a, keep_constraints=True), written=written)

    def _no_names(self, a: ClauseAnalysis, session: Session, topic: Topic, *, first: bool) -> ClauseDraft:
        # "which is lowest" after the figure for several sites: the figure's question goes
        # on, about none of the sites the answer gave it for.
        # ("which one has more" after "X's volume" -> "and Y?" picks between the two asked.)
        ranks = bool(topic.entities) and bool(a.pack.extreme.search(a.text) or (
            a.pack.which_more.search(a.text) and not self._asked_in_turn(session, topic)
        ))
        # ("which month was worst": a ranking of the periods of the figure in play keeps its things.)
        focus_topic = (topic if _ranks_periods(a) else self._ranked_figure(session, topic, a)) if ranks \
            else self._focus_topic(session, topic, a)
        # A name that only looks like a known one ("Product C", "星云ERP") names something
        # the ontology does not know: the turn is about that, not about the topic.
        # A near miss that is a type noun ("a dental clinic" for "A1 Dental Clinic") is a kind
        # of thing, not a name.
        nouns = self.resources.references.type_nouns(a.text) if any(d.node_id is None for d in a.names) else ()
        unknown_name = any(
            d.node_id is None and d.mention.candidates and not (
                d.mention.kind == "fuzzy" and any(d.mention.start < e and s < d.mention.end for s, e, _c in nouns)
                # ("R5型机" beside R3型机: a model number before the type noun is a name.)
                and not _numbered(d.mention.start, d.mention.end, a.text, nouns)
            )
            for d in a.names
        ) or (
            a.cues.latin_name and not self._latin_covered(a)
        ) or bool(a.unknown_names) or any(
            # ("桐南那个工程负责人是谁" after a project in play: the words say another one.)
            r.as_typed and r.reference.classes for r in a.references
        )
        if a.subject_classes:
            # "流程是怎样的": the clause says what kind of thing it is about; the entity in
            # play of that kind is what the decision weighs.
            focus_topic = self._typed_focus(session, focus_topic, a.subject_classes)
        answer = session.answer_just_shown()
        if (
            focus_topic is not topic and answer is not None and not answer.entities
            and not all(self.resources.fit.is_value_node(e) for e in topic.entities)
            and _states_number(a.text[a.cues.body_offset:], a.constraints) and self._named_last(session, topic)
        ):
            # "Can you book me a room at Pine Lodge?" -> "How many nights?" -> "3 nights for 2":
            # the numbers answer about what the user just named, not a thing talked of more.
            focus_topic = topic
        if (
            focus_topic is not topic and topic.entities and answer is not None
            and set(focus_topic.entities) <= set(answer.entities) and not a.type_nouns and not a.properties
            and a.pack.asks_more.search(a.cues.body)
        ):
            # "主演都有谁" -> "A，B，C等" -> "还有谁": more of what the answer gave, of the
            # same subject; the first thing it gave is no new subject.
            focus_topic = topic
        decision = None
        if not first and focus_topic.entities:
            decision = self._carry(a, session, topic, focus_topic, unknown_name=unknown_name, ranks=ranks)
        figure_draft = self._figure_again(a, session, topic)
        if figure_draft is not None:
            return figure_draft
        period_draft = self._period_goes_on(a, session, topic, decision)
        if period_draft is not None:
            return period_draft
        if decision is None or not decision.carry:
            turn_type = "first" if first else "nil"
            if not first and (a.cues.indefinite or a.cues.switch) and topic.entities:
                turn_type = "topic_switch"
            new_topic = self._next_topic(Topic(), a.text, a, keep_constraints=False)
            return ClauseDraft(a.text, turn_type, new_topic, notes=[decision.note()] if decision else [])
        asked = frozenset().union(*(c for _s, _e, c in a.type_nouns)) - a.subject_classes if a.type_nouns else frozenset()
        if asked and focus_topic is not topic and not ranks:
            # (A ranking names the kind it ranks, not one the topic leads to.)
            focus_topic = self._asked_fit(topic, focus_topic, asked)
        focus_topic = self._current(self._of_content(self._having(focus_topic, a), a), a)
        if not ranks:
            focus_topic = self._of_holder(a, session, focus_topic)
        focus_topic = self._without_implied_values(self._without_named_alike(focus_topic, a), a)
        graded = self._graded_side(a, session, focus_topic)
        # (One side picked by the grade is no comparison of what the answer listed.)
        compared = self._compared_listed(a, session, focus_topic, topic) if not ranks and graded is focus_topic else []
        focus_topic = graded
        if compared:
            # "which is cheaper", "有什么区别" after "we have the Basic Plan and the Plus Plan":
            # what the clause compares is what the answer listed, not the first of it.
            kinds = self.compose.classes_of(compared)
            kept = [e for e in focus_topic.entities if e not in compared and not self.compose.direct_classes(e) & kinds]
            focus_topic = Topic([*compared, *kept], list(focus_topic.constraints), list(focus_topic.properties),
                                focus_topic.turn, focus_topic.query)
        in_force = self._in_force(focus_topic, a, keep=True)
        which_kind = self._asks_which_kind(a, session)
        if which_kind:
            # "都是哪个基地制的种", "which of our tails are that type" after August's figures:
            # which things of a kind, by no figure, are so whatever the month.
            in_force = tuple(c for c in in_force if c.kind not in _CONDITIONS or c in a.constraints)
        timeless = self._asks_an_edge(a) or self._asks_stated(a, focus_topic) or which_kind
        if timeless and not ranks:
            # "院长是谁" after a month's figures: who leads the thing holds whatever the
            # month, so the month is not written either (a figure's target may vary by month;
            # "哪家最低" ranks the figure of the month); so does a value the graph states of
            # the thing, one for every month ("店长是谁" of a shop with one manager).
            focus_topic = Topic(list(focus_topic.entities), [c for c in focus_topic.constraints if c.kind != "time"],
                                list(focus_topic.properties), focus_topic.turn, focus_topic.query)
        phrase, written = self.compose.phrase(focus_topic, a.lang, exclude_constraints=a.constraints)
        # ("比上个月少了几本": a figure set against another period of its own goes on too.)
        # ("4月达标了没": a period of its own and no kind, no thing, no value of another kind
        # asked, after a figure, asks after that figure in that period.)
        own_period = any(c.kind == "time" and not c.compare for c in a.constraints)
        figure_goes_on = phrase and self._answered_figure(session, any_unit=True) and (
            a.cues.continuation or a.cues.comparison and any(c.kind == "time" for c in a.constraints)
            or own_period and not (a.type_nouns or a.references or timeless or _asks_value_other_than(a, "amount"))
        )
        if (figure_goes_on or ranks or compared) and not a.properties:
            # "咋掉了这么多" after "…7月销售额多少" was answered with a figure: the why is
            # about that figure of the thing; "哪个科最久" ranks things by that figure, "哪个多"
            # compares them by it.
            # (A relation asked is no figure to compare by: "哪个贵" after what each includes.)
            asked = self._asked_words(focus_topic, figures_only=bool(compared))
            phrase = concat([phrase, *(w for w in asked if w not in a.text)], a.lang)
        query = join(phrase, a.cues.body, a.lang)
        query = self.compose.ensure_constraints(query, in_force, a.lang)
        turn_type = "comparison" if compared else "continuation" if a.cues.continuation else "ellipsis"
        new_topic = self._next_topic(focus_topic, query, a, keep_constraints=True)
        return ClauseDraft(query, turn_type, new_topic, written=written, notes=[decision.note()])

    def _figure_again(self, a: ClauseAnalysis, session: Session, topic: Topic) -> ClauseDraft | None:
        """"10月好点没" after side questions on the standard a low figure broke: a period and
        nothing else named, when nothing in play is a figure the documents give place by
        place, asks after the last such figure the talk asked of in a period; None otherwise."""
        # (A month or a quarter, as figures are given by: "能留到明年吗" asks a year of a rule.)
        periods = [c for c in a.constraints if c.kind == "time" and not c.compare and _FIXED_PERIOD.fullmatch(c.value)]
        fit = self.resources.fit
        if (not periods or a.properties or a.type_nouns or a.references or not topic.entities
                or any(fit.reported_places(e) for e in topic.entities) or a.pack.why.search(topic.query or "")):
            return None
        figured = next((t for t in reversed(session.topic_stack)
                        if self._dated(t) and any(fit.reported_places(e) for e in t.entities)), None)
        if figured is None:
            return None
        frame = Topic(list(figured.entities), [c for c in figured.constraints if c.kind != "time"], [], figured.turn,
                      figured.query)
        query, written = self._frame_and(frame, a, a.cues.body)
        return ClauseDraft(query, "return", self._next_topic(frame, query, a, keep_constraints=True), written=written,
                           notes=["the figure asked before"])

    def _period_goes_on(
        self, a: ClauseAnalysis, session: Session, topic: Topic, decision: CarryDecision | None
    ) -> ClauseDraft | None:
        """"救援几次" -> "清客呢" -> "主要是哪条线": once the talk went on about something the
        ontology names nothing of, a follow-up goes on in the period and scope of the last
        question, not about the thing of some turns ago (unless it closes, switches or
        searches anew); None otherwise."""
        if decision is None or topic.entities or not topic.query or not decision.features.get("focus_dropped"):
            return None
        if any(decision.features.get(name) for name in ("closing", "switch", "new_search", "unknown_name", "period_foreign")):
            return None
        said = [
            c for c in extract_constraints(topic.query, now=session.now, now_unit=session.now_unit)
            if not c.compare and not (self._asks_no_period(a) and c.kind == "time")
        ]
        if not said:
            return None
        query = self.compose.ensure_constraints(
            a.cues.body, merge_constraints(said, [c for c in a.constraints if not c.compare]), a.lang
        )
        new_topic = self._next_topic(topic, query, a, keep_constraints=True)
        return ClauseDraft(query, "ellipsis", new_topic, notes=[decision.note()])

    def _of_holder(self, a: ClauseAnalysis, session: Session, focus_topic: Topic) -> Topic:
        """"其他主演都有谁" after the answer turned to one of a film's actors: a property the
        focus lacks is asked of the most salient thing in play that has it (the film has a
        cast). Only when the clause asks ("做为导演五十岁不算大" says something of the
        person), of a thing the user spoke of (not one an answer offered and the user turned
        down), when the clause names no kind the focus is ("科室电话多少"; "导演是谁" names a
        property, whatever class a word of it also names) and the focus's kind lacks the
        property too (an attraction whose fee the data lacks is still the kind that has one)."""
        asked = [pid for _s, _e, pid in a.properties]
        if not asked or not a.cues.question:
            return focus_topic
        holder = self._holder(asked, focus_topic, session)
        if holder is None or session.entities[holder].role != "user":
            return focus_topic
        graph, fit = self.resources.graph, self.resources.fit
        named_kinds = frozenset().union(*(
            c for s, e, c in a.type_nouns if not any(s < pe and ps < e for ps, pe, _p in a.properties)
        )) if a.type_nouns else frozenset()
        if any(
            graph.classes_of(e) & named_kinds or all(fit.had_by(p, graph.classes_of(e)) for p in asked)
            for e in focus_topic.entities
        ):
            return focus_topic
        return Topic([holder], list(focus_topic.constraints), [], focus_topic.turn, focus_topic.query)

    def _compared_listed(self, a: ClauseAnalysis, session: Session, focus_topic: Topic, topic: Topic) -> list[str]:
        """The things the answer just listed, when a clause that names and points at nothing
        compares ("which is cheaper", "哪个便宜") and the focus is one of them; for whether
        they are alike ("冻结规定一样吗"), the like things the frame holds though the answer
        went on about one of them."""
        if any(r.node_ids for r in a.references):
            return []
        alike_asked = bool(a.pack.same_or_not.search(a.cues.body)) and not a.names
        if not (a.cues.comparison or self._comparative(a) or alike_asked or a.pack.which_more.search(a.text)):
            return []
        # (The like things the frame holds: "差多少" after "哪个多" compared them.)
        alike = [
            e for e in topic.entities
            if any(o != e and self.compose.direct_classes(o) & self.compose.direct_classes(e) for o in topic.entities)
        ]
        if alike_asked:
            alike = alike or self._asked_in_turn(session, topic)
            if len(alike) >= 2 and set(focus_topic.entities) & set(alike):
                return alike
        # ("差多少", "which is cheaper" after "X多少钱" -> "Y呢": the two asked the same of;
        # after "哪个多", the two it compared. Not "比二季度多了多少", against another period.)
        previous = session.last("user")
        compared_last = previous is not None and previous.turn_type == "comparison" and len(alike) >= 2
        against_period = any(c.compare for c in a.constraints)
        paired = [] if against_period else self._asked_in_turn(session, topic)
        if paired and len(alike) >= 2 and not set(paired) & set(alike):
            # ("和北湾一院比呢" -> "那接诊量呢" -> "哪家多": the frame holds the two compared;
            # the two asked in turn are the figures, asked of both.)
            paired = alike
        listed = listed_together(session, self.resources) or paired or (
            alike if compared_last and not against_period else []
        )
        # (Or things the focus is joined to: "which was hit harder" after an answer that
        # named the two systems an outage took down.)
        graph = self.resources.graph
        return listed if any(
            e in listed or any(n in listed for n in graph.neighbours(e)) for e in focus_topic.entities
        ) else []

    @staticmethod
    def _comparative(a: ClauseAnalysis) -> bool:
        """Whether the clause's words grade ("哪个多", "差多少", "cheaper"), outside the name
        of a property it asks ("片长多少" asks the running time)."""
        offset = a.cues.body_offset
        return any(
            all(m.end() + offset <= s or m.start() + offset >= e for s, e, _pid in a.properties)
            for m in a.pack.comparative.finditer(a.cues.body)
        )

    def _asked_in_turn(self, session: Session, topic: Topic) -> list[str]:
        """"how many beds does Ward 5 have" -> "and Ward 6?": the two things the last two
        questions asked the same of, one in the other's place, as a list would set them
        side by side (empty unless the topic before differs from this one by one thing of
        its kind)."""
        if not session.topic_stack:
            return []
        before = session.topic_stack[-1]
        new = [e for e in topic.entities if e not in before.entities]
        old = [e for e in before.entities if e not in topic.entities]
        if len(new) == 1 and len(old) == 1 and self.compose.direct_classes(new[0]) & self.compose.direct_classes(old[0]):
            return [old[0], new[0]]
        return []

    def _carry(
        self, a: ClauseAnalysis, session: Session, topic: Topic, focus_topic: Topic, *, unknown_name: bool,
        ranks: bool = False,
    ) -> CarryDecision:
        """Score whether a clause that names nothing is about ``focus_topic``, the entity in
        focus (``topic``, the frame the last turn left, may have moved past it)."""
        answer = session.answer_just_shown()
        fit = self.resources.fit
        asked = [pid for _s, _e, pid in a.properties]
        property_fits = any(fit.property_fit(e, asked) >= 1.0 for e in focus_topic.entities) if asked else False
        # ("a train the same day as the restaurant booking": a kind named only to measure by
        # lends a value; it is not what the clause asks about.)
        noun_classes = frozenset().union(*(c for s, _e, c in a.type_nouns if not _measures_by(a, s)))
        noun_fits = bool(noun_classes) and any(
            self.resources.graph.classes_of(e) & noun_classes or self._leads_to(e, noun_classes)
            for e in focus_topic.entities
        )
        # Constraints are no content words, nor type nouns: the type-noun features read them.
        terms = _body_terms(a, [(c.start, c.end) for c in a.constraints] + [(s, e) for s, e, _c in a.type_nouns])
        # A new search looks for something else; one along a relation of the focus ("周边的
        # 餐馆": its near edges) is still about the focus, one by a value ("评分4.5分以上的
        # 餐馆") is not. Asking what the focus has is about it too ("酒店是否有吹风机" names
        # the hotel as its subject; "do we have a depot" names a class as its object).
        along = any(fit.is_relation(p) and fit.property_fit(e, [p]) >= 1.0 for p in asked for e in focus_topic.entities)
        object_nouns = noun_classes & a.object_classes
        # The kinds of the definite descriptions ("the incident") nothing in play answers to.
        unmet_kinds = frozenset().union(*(r.reference.classes for r in a.references if not r.node_ids))
        # "有没有电话给我一个" asks the focus's phone: without a kind of thing to look for,
        # a property the focus has makes it a question about the focus.
        share = fit.content_fit(focus_topic.entities, terms)
        owns = [o for o in (fit.own_fit(e, terms) for e in focus_topic.entities) if o is not None]
        if owns and len(owns) == len(focus_topic.entities):
            # Words on the focus's own pages say the clause is about it; words only on pages
            # that name it beside other things (a listing of the area's restaurants) less so.
            share = max(owns) + BESIDE_SHARE * (share - max(owns))
        # "any electric trucks planned?": asking whether something exists that the focus's
        # documents never speak of looks for something else, like "do we have a depot in X"
        # does by its type noun (without documents, the graph's few words cannot tell).
        # "其中哪家餐馆人均100以内", "which hotel has free breakfast": asking which thing of the
        # focus's own kind picks among others; it asks nothing of the focus.
        asked_kinds = frozenset().union(*(
            c for s, _e, c in a.type_nouns if a.pack.which.search(a.text, 0, s)
        )) if a.type_nouns else frozenset()
        picks_among = bool(asked_kinds) and any(
            self.resources.graph.classes_of(e) & asked_kinds for e in focus_topic.entities
        )
        # "知识库里没有儿科的资料，目前只收录了仁和医院": what an answer that found
        # nothing lists instead is not what the talk is about.
        about = answer is not None and self._about(answer.text, answer.entities, focus_topic) and not (
            set(focus_topic.entities) - set(topic.entities) and get_pack(language_of(answer.text)).nothing_found.search(answer.text)
        )
        # ("is there a deadline?" after an answer on a process asks one of its attributes.)
        attribute_of_focus = about and bool(a.pack.existence_one.search(a.text))
        # "您能帮我物色个评分4分以上的景点吗" with a hotel in focus: a property the kind sought
        # has (and the focus is not of) filters that kind; it is not asked of the focus.
        filters_sought = bool(asked) and bool(object_nouns) and not any(
            self.resources.graph.classes_of(e) & object_nouns for e in focus_topic.entities
        ) and all(fit.had_by(p, object_nouns) for p in asked)
        # "你看一下哪个景点可以玩3小时-5小时" with a restaurant in focus: which thing of another
        # kind a value (a duration, a price, a rating) picks looks for one; it asks nothing
        # of the focus (along a relation of it, "哪个景点离它最近", it would).
        by_value = bool(asked_kinds) and not picks_among and any(c.kind == "quantity" and not c.compare for c in a.constraints)
        new_search = (
            (a.cues.indefinite or picks_among or by_value or (a.cues.existence and (
                bool(object_nouns)
                or (fit.documents is not None and bool(terms) and not share and not attribute_of_focus)
            )))
            and not a.cues.continuation and not along and not (property_fits and not object_nouns)
        )
        # "Would you like me to book it?" -> "Yes please, a table for 6": the offer is taken
        # (not one of help with anything else).
        answer_pack = get_pack(language_of(answer.text)) if answer is not None else a.pack
        closed = answer is not None and bool(answer_pack.offer_more.search(answer.text))
        accepts = about and not closed and not a.cues.additive and bool(a.pack.affirmation.match(a.text)) and bool(
            answer_pack.question.search(answer.text)
        )
        # A topic of filters only (an area, a price range: values others point at) and an
        # answer that asks back without closing: the turn narrows that search ("I want a
        # museum" after "what type of place?"), it does not start another.
        refines = (
            answer is not None and not closed and not a.cues.additive and not a.cues.switch
            and bool(answer_pack.question.search(answer.text)) and not set(answer.entities) - set(topic.entities)
            and bool(topic.entities) and all(fit.is_value_node(e) for e in topic.entities)
            and new_search
        )
        # "For when and how many?" -> "Tuesday at 17:45 for 6": numbers given in reply to an
        # answer that asked back while the focus was still the topic (or was its subject)
        # fill in the question about the focus; they name nothing, so they say no more.
        # (An answer asks back with a question mark: "is" and "what" also open statements,
        # "The procedure is version 2".)
        marks_question = answer is not None and ("?" in answer.text or "？" in answer.text)
        gives_values = (
            answer is not None and (about or not closed) and not a.cues.switch and marks_question
            and (about or (bool(topic.entities) and not answer.entities))
            and (_states_number(a.text[a.cues.body_offset:], a.constraints) or self._values_in_words(a, answer))
            and (about or self._named_last(session, focus_topic))
        )
        # "I need a table for 7 at 17:15" to an answer that asked back ("?": the question
        # words of a pack also start statements) looks for no kind the ontology knows and
        # adds nothing ("also"): the numbers say it books the focus, not a new search.
        # An answer that just gave the focus's details (its phone, its postcode) has
        # delivered: "I need a …" after it is another need.
        asked_back = answer is not None and marks_question and not self._states_values(answer.text, focus_topic.entities)
        takes_offer = accepts and not (_search_after_reply(a) and not gives_values)
        books_focus = gives_values and asked_back and not object_nouns and not a.cues.additive
        # ("有没有赔偿" with an incident in focus: what follows the event up, not a search.)
        follows_event = bool(a.pack.event_question.search(a.text)) and any(
            fit.is_event(e) or fit.is_event_kind(e) for e in focus_topic.entities
        )
        new_search = new_search and not takes_offer and not refines and not books_focus and not follows_event
        gives_values = gives_values and not new_search
        # An answer that names nothing in play and whose words the focus is not about
        # speaks of something else ("what time do you want to leave?" after a venue): the
        # reply to it is about that, not the focus.
        answer_terms = content_terms(answer.text) if answer is not None and not answer.entities else frozenset()
        # Character pairs of a language without spaces that no document has are mostly
        # pairs across two words ("概情" of "大概情节"): they say nothing of another topic.
        foreign = terms if a.pack.spaced or fit.documents is None else frozenset(
            t for t in terms if t in fit.documents.idf
        )
        # Only once the last turn left the focus: while it is the topic, a booking of it
        # goes on about days and people its documents never mention.
        answer_foreign = (
            len(answer_terms) >= 2 and not about and not refines and not topic.entities
            and fit.content_fit(focus_topic.entities, answer_terms) < ANSWER_FIT
        )
        return decide({
            "ranks": ranks,
            "gives_values": gives_values,
            # "Yes, actually, can you book me a room for 2 people tonight?" after thanks and
            # "anything else?": a booking with its numbers that names no thing and no kind
            # books the thing the talk was about, unless the talk since was of something else
            # ("The travel time is 50 minutes." -> "Book 4 seats for me please").
            "books_again": not gives_values and not new_search and not a.names and not a.type_nouns
            and bool(a.pack.books.search(a.cues.body)) and _states_number(a.cues.body, a.constraints)
            and self._nothing_else_since(session, focus_topic),
            "answer_foreign": answer_foreign,
            "refines_search": refines,
            "content_fits": share,
            "answer_about_focus": about,
            # "算是一位老专家了吧" with a person in focus: what the focus is, not a search.
            "says_one_of_focus": bool(a.pack.says_one.search(a.cues.body)) and not new_search
            and any(fit.is_animate(e) for e in focus_topic.entities),
            # An answer that names other things moved on; one that only asks back ("how many
            # nights?") or names nothing says nothing either way.
            "answer_elsewhere": answer is not None and not about and bool(answer.entities),
            "accepts_offer": accepts,
            "focus_dropped": not topic.entities and not about,
            "answer_closed": closed,
            "content_foreign": min(len(foreign), 3) / 3 if foreign and not share else 0.0,
            # "年会定在哪天" with a person in focus: the staff party's notice, a page of nothing
            # the ontology holds, is titled with the clause's words; the person's are not.
            "titled_elsewhere": not share and fit.documents is not None
            and fit.documents.unowned_title_fit(terms) >= TITLED_SHARE,
            "owned_elsewhere": not share and self._owned_elsewhere(foreign, focus_topic),
            "continuation": a.cues.continuation,
            # ("whats the difference", "差多少" after "X's volume" -> "and Y?": a degree with
            # no cue of its own, asked of the two the last two questions asked the same of.)
            "comparison": a.cues.comparison or bool(
                (self._comparative(a) or a.pack.same_or_not.search(a.cues.body))
                and self._asked_in_turn(session, topic)
            ),
            # "did anyone get compensation?" with an incident in focus: what follows an event
            # up is asked of an event, though its pages may have none of the words.
            "asks_event": bool(a.pack.event_question.search(a.text))
            and bool(fit.events_first(focus_topic.entities)),
            # The property a new search asks is its filter ("评分4.5分以上的餐馆"), not the focus's;
            # one asked beside a name the ontology does not know ("is Garth Engine Services
            # bidding for the engines") is asked of that name.
            "property_fits": property_fits and not new_search and not unknown_name and not filters_sought,
            "property_other": bool(asked) and not property_fits and not new_search,
            "type_noun_fits": noun_fits and not new_search,
            # "what if the incident is a faulty pump?" after a policy: the clause speaks of "the
            # incident", a thing of a kind nothing in play is, which the focus neither is nor
            # is linked to; a kind named after filters only ("the museum" after "in the
            # east") is what the filters are for.
            "refers_elsewhere": bool(unmet_kinds) and not property_fits and not new_search
            and not all(fit.is_value_node(e) for e in focus_topic.entities)
            and not any(self.resources.graph.classes_of(e) & unmet_kinds or self._linked_to(e, unmet_kinds)
                        for e in focus_topic.entities),
            "question": a.cues.question,
            "default": True,
            "new_search": new_search,
            "switch": a.cues.switch,
            "closing": a.cues.closing,
            # "Thanks for all the help, you've answered all my questions. Goodbye.": thanks or
            # a goodbye beside other words, and nothing asked.
            "closing_words": not a.cues.closing and not asked and "?" not in a.text
            and bool(a.pack.closing.search(a.cues.body)),
            "unknown_name": unknown_name,
            # "whos the fleet safety manager": a value one person alone holds, her job
            # title, says whom the clause is about; not the thing in focus, unless the focus
            # has a value of that property too ("是出生在中国大陆吗" checks the focus's).
            "value_holder": self._names_a_holder(a, focus_topic),
            "period_foreign": self._period_foreign(a, focus_topic, terms),
            # "I'll think it over. Thanks for your help, that will be all. Bye.": the last
            # sentence takes leave; "Book it for 2 nights. Thanks!" gives numbers to act on.
            "closing_last": not a.cues.closing and not asked and "?" not in a.text
            and not _states_number(a.cues.body, a.constraints) and _ends_closing(a.cues.body, a.pack),
        })

    def _nothing_else_since(self, session: Session, focus_topic: Topic) -> bool:
        """Whether the talk since the focus was in play was of nothing else: the user's last
        turn named the focus or asked nothing ("Great, thanks"), and the answer just shown
        names nothing and its words are none or the focus's ("Anything else?")."""
        asked, answer = session.last("user"), session.answer_just_shown()
        if asked is not None and not set(asked.entities) & set(focus_topic.entities) and any(
            mark in asked.text for mark in "?？"
        ):
            return False  # ("I also need a train to the coast, what is the travel time?")
        if answer is None:
            return True
        # (The answer's own words of booking, "would you like to book a room", offer the focus.)
        pack = get_pack(language_of(answer.text))
        terms = content_terms(pack.books.sub(" ", answer.text))
        return not answer.entities and (
            not terms or self.resources.fit.content_fit(focus_topic.entities, terms) >= ANSWER_FIT
        )

    def _owned_elsewhere(self, terms: frozenset[str], focus_topic: Topic) -> bool:
        """Whether the clause's words (three or more) are what the own pages of a few things
        of other kinds are about, things the focus is not joined to ("电梯维保超时扣多少" with
        the cleaning standard in focus: the lift contracts' pages say it)."""
        documents = self.resources.fit.documents
        if documents is None or len(terms) < OWNED_TERMS:
            return False
        owners = documents.owners(terms, OWNED_SHARE, OWNED_TERMS)
        if not owners or len(owners) > MAX_OWNERS:
            return False
        graph = self.resources.graph
        joined = set(focus_topic.entities).union(*(graph.neighbours(e) for e in focus_topic.entities))
        # Words the pages of other things of the focus's kind have ("do bins emptied after noon
        # count as overflow" of a cleaning standard, another standard's words) are what the
        # focus is about too, its pages silent.
        kinds = frozenset().union(*(direct_classes(self.resources, e) for e in focus_topic.entities))
        return not joined & set(owners) and not any(direct_classes(self.resources, e) & kinds for e in owners)

    def _names_a_holder(self, a: ClauseAnalysis, focus_topic: Topic) -> bool:
        """Whether the clause asks who and names a value one person or body outside the
        focus alone holds, of a property no entity of the focus has a value of (see the
        ``value_holder`` feature; "是出生在中国大陆吗" asks no who)."""
        if "person" not in _value_kinds_asked(a):
            return False
        ontology = self.resources.ontology
        owned = {
            attribute.predicate for e in focus_topic.entities if (entity := ontology.entities.get(e)) is not None
            for attribute in entity.attributes
        }
        return any(
            e not in focus_topic.entities and p not in owned and self.resources.fit.is_animate(e)
            for e, p in self.holders.held(a.cues.body)
        )

    def _values_in_words(self, a: ClauseAnalysis, answer: TurnRecord | None) -> bool:
        """"On Thursday", "for two": a day or a count told in words answers an answer that
        asked on ("what day?"), not one that offered help with anything else ("anything
        else?" -> "yes, a bus on Monday" is another need)."""
        if answer is None or not a.pack.reply_values.search(a.text, a.cues.body_offset):
            return False
        return not get_pack(language_of(answer.text)).offer_more.search(answer.text)

    def _states_values(self, text: str, entity_ids: Iterable[str]) -> bool:
        """Whether ``text`` states one of the literal values of these entities."""
        for entity_id in entity_ids:
            entity = self.resources.ontology.entities.get(entity_id)
            if entity is not None and any(
                len(v := a.value.strip()) >= MIN_VALUE_CHARS and v.casefold() in text.casefold() for a in entity.attributes
            ):
                return True
        return False

    def _named_last(self, session: Session, focus_topic: Topic) -> bool:
        """Whether the user's last turn put the focus in play itself (named it, or a reply
        that filled in a question about it), not only kept it from before."""
        turns = session.turns
        users = [i for i, t in enumerate(turns) if t.role == "user"]
        if not users:
            return False
        last = turns[users[-1]]
        if not set(last.entities) & set(focus_topic.entities) or last.turn_type in ("pronoun", "multi_intent"):
            return False
        if last.turn_type != "ellipsis":
            return True
        # A turn that only kept the focus did put it in play when the answer before it
        # spoke of it ("Would you like me to book it?" -> "Yes, please book it"), or asked
        # something the turn said yes to ("Could I help you with booking?" -> "Yes please. I
        # need a room for three days": the offer was of the thing in focus).
        before = turns[users[-1] - 1] if users[-1] > 0 else None
        if before is None or before.role != "assistant":
            return False
        said_yes = bool(get_pack(language_of(last.text)).affirmation.match(last.text)) and any(
            mark in before.text for mark in "?？"
        )
        return said_yes or self._about(before.text, before.entities, focus_topic)

    def _without_named_alike(self, topic: Topic, a: ClauseAnalysis) -> Topic:
        """"退货几件" after "青石仓8月出库量": the clause says, unmarked, the word another
        thing of the focus's kind is named by ("退货件数", a figure like 出库量) and none
        of the focus's own names has: it asks that other thing, so the focus is not carried
        (its period is). Only in a language written without spaces; the focus stays when
        no word of the clause is such a word. The names are looked up by the word's start
        in the alias index, never scanned. Not in a comparison: "和旧版有什么区别" sets the
        other thing beside the focus."""
        if a.pack.spaced or a.properties or a.type_nouns or not topic.entities or a.cues.comparison:
            return topic
        body = a.text[a.cues.body_offset:]
        spans = [(d.mention.start - a.cues.body_offset, d.mention.end - a.cues.body_offset) for d in a.names]
        spans += [(c.start - a.cues.body_offset, c.end - a.cues.body_offset) for c in a.constraints]
        words = _unmarked_words(blank_spans(body, spans), a.pack.function_chars)
        if not words:
            return topic
        ontology = self.resources.ontology
        index = self.resources.alias_index
        dropped = []
        for entity_id in topic.entities:
            entity = ontology.entities.get(entity_id)
            if entity is None:
                continue
            own = [text for text, _kind in entity.surface_forms()]
            kinds = set(entity.types)
            if any(
                not any(word in o for o in own) and any(
                    node != entity_id and node in ontology.entities and kinds & set(ontology.entities[node].types)
                    for _name, nodes in index.names_starting_with(word) for node in nodes
                )
                for word in words
            ):
                dropped.append(entity_id)
        if not dropped:
            return topic
        kept = [e for e in topic.entities if e not in dropped]
        if all(self.resources.fit.is_value_node(e) for e in kept):
            # ("报销要在多长时间内提交" after the first-tier cities' director rate of the
            # lodging standard: the tier and the level qualified the standard, not the other
            # policy asked.)
            kept = []
        return Topic(kept, list(topic.constraints), list(topic.properties), topic.turn, topic.query)

    def _graded_side(self, a: ClauseAnalysis, session: Session, topic: Topic) -> Topic:
        """"为什么这么低" after "和南区比呢" was answered "南区…36.2%，比北区低3.6个百分点": of
        two things of one kind the last question set side by side, the one the answer's
        figures put at the grade the clause says (pack ``degree_grade``) is what it asks
        about; the other is not carried. The topic as it is when the figures tell none."""
        said = a.pack.degree_grade.search(a.text)
        if said is None or a.named_ids or a.references:
            return topic
        things = [e for e in topic.entities if not self.resources.fit.is_value_node(e)]
        alike = [e for e in things if any(
            o != e and self.compose.direct_classes(o) & self.compose.direct_classes(e) for o in things
        )]
        if len(alike) < 2:
            return topic
        picked = extreme_said(alike, frozenset(), said.group("adj"), session, self.resources)
        if len(picked) != 1:
            return topic
        return Topic([e for e in topic.entities if e not in alike or e in picked], list(topic.constraints),
                     list(topic.properties), topic.turn, topic.query)

    def _without_implied_values(self, topic: Topic, a: ClauseAnalysis) -> Topic:
        """"book it for 3 at 16:00" after a cheap restaurant in the centre was found: the
        place found has the values it was found by (its edges point at "cheap" and
        "centre", value nodes, its one value of each), so the question goes on about the
        place alone. A value the clause says again stays, and so does one of several the
        thing has of an edge (a lodging standard for the manager level, among the levels
        it sets rates for: the level picks a part of it)."""
        fit = self.resources.fit
        values = [e for e in topic.entities if fit.is_value_node(e)]
        if not values or len(values) == len(topic.entities):
            return topic
        said = set(a.named_ids)
        graph = self.resources.graph
        held: set[str] = set()
        for entity_id in topic.entities:
            if entity_id in values:
                continue
            by_predicate: dict[str, list[str]] = {}
            for edge in graph.edges(entity_id):
                if edge.source == entity_id:
                    by_predicate.setdefault(edge.predicate, []).append(edge.target)
            held.update(targets[0] for targets in by_predicate.values() if len(targets) == 1)
        implied = [v for v in values if v in held and v not in said]
        if not implied:
            return topic
        return Topic([e for e in topic.entities if e not in implied], list(topic.constraints),
                     list(topic.properties), topic.turn, topic.query)

    def _against_bound(self, a: ClauseAnalysis, topic: Topic) -> bool:
        """Whether the clause holds the figure in play against amounts it asks ("within
        target?", "和目标差多少"): a bound the graph states of the topic's figure, which the
        documents give for another of the topic's things ("the efficiency difference between
        the two" compares the things' own amounts)."""
        fit = self.resources.fit
        asked = [p for _s, _e, p in a.properties]
        if not asked or not (a.cues.comparison or _holds_against(a)):
            return False
        if not all(fit.value_kind(p) == "amount" for p in asked):
            return False
        return any(
            fit.property_fit(e, asked) >= 1.0 and fit.reported_for(e) & set(topic.entities) for e in topic.entities
        )

    def _having(self, topic: Topic, a: ClauseAnalysis) -> Topic:
        """"哪年上映的" after a topic of a film and its director: the property asked is the
        film's (its class has it, the person's does not): the question goes on about the
        entities that have it, not the whole topic."""
        asked = [pid for _s, _e, pid in a.properties] or list(a.near_properties)
        if not asked or len(topic.entities) < 2:
            return topic
        fit = self.resources.fit
        if self._against_bound(a, topic):
            # "和目标差多少", "how far below target": the figure of the whole topic (the route's,
            # in May) held against the metric's target, not the target alone.
            return topic
        having = [e for e in topic.entities if fit.property_fit(e, asked) >= 1.0]
        if not having or len(having) == len(topic.entities):
            return topic
        return Topic(having, list(topic.constraints), list(topic.properties), topic.turn, topic.query)

    def _of_content(self, topic: Topic, a: ClauseAnalysis) -> Topic:
        """"visiting for birth partners?" after a unit and the figure asked of it: the words
        are on the unit's own pages and on no page that speaks of the figure, so the question
        goes on about the unit alone. Only when some of the topic's own pages have the words
        and no page of the others does (a thing with no page of its own stays), never in a
        comparison."""
        fit = self.resources.fit
        if len(topic.entities) < 2 or fit.documents is None or a.properties or a.cues.comparison:
            return topic
        terms = _body_terms(a, [(c.start, c.end) for c in a.constraints] + [(s, e) for s, e, _c in a.type_nouns])
        if not terms:
            return topic
        own = {e: fit.own_fit(e, terms) for e in topic.entities}
        if not any(share is not None and share >= OWN_FIT for share in own.values()):
            return topic
        kept = [e for e in topic.entities if own[e] != 0.0 or fit.content_fit([e], terms)]
        if len(kept) == len(topic.entities):
            return topic
        return Topic(kept, list(topic.constraints), list(topic.properties), topic.turn, topic.query)

    def _current(self, topic: Topic, a: ClauseAnalysis) -> Topic:
        """"那现在几点开始探视" after two versions of a rule were compared: "now" asks of
        the later of two things of one kind an edge joins (one replaced the other), by the
        dates their attributes state; the topic stays as it is when they state none."""
        if not a.pack.current.search(a.text):
            return topic
        if len(topic.entities) == 1:
            # ("what's the renewal limit now" after the Lending Rules 2022 were quoted: the
            # newest of its family of names, the 2025 one, by the dates they hold.)
            # (Only of versions: names that differ by a year, or things an edge joins, one
            # replacing the other; "现在哪里还能看到" of a film asks no newer work.)
            first = topic.entities[0]
            newest = family_extreme(first, frozenset(), 1, self.resources)
            if newest is None or newest == first:
                return topic
            if newest not in self.resources.graph.neighbours(first) and not differs_by_year(
                self.resources.ontology, self.resources.alias_index, first, newest
            ):
                return topic
            return Topic([newest], list(topic.constraints), list(topic.properties), topic.turn, topic.query)
        if len(topic.entities) != 2:
            return topic
        first, second = topic.entities
        if second not in self.resources.graph.neighbours(first):
            return topic
        kind = self.compose.direct_classes(first) & self.compose.direct_classes(second)
        later = extreme_on(list(topic.entities), kind, DATED, 1, self.resources) if kind else ()
        if not later:
            return topic
        return Topic(list(later), list(topic.constraints), list(topic.properties), topic.turn, topic.query)

    def _newer_named(self, topic: Topic, session: Session) -> list[str]:
        """The one thing the conversation named that an edge joins to a thing of the topic,
        of its kind and later by the dates their attributes state (the version that
        replaced it); empty when there is none, or several."""
        graph = self.resources.graph
        found = []
        for entity_id in topic.entities:
            kind = self.compose.direct_classes(entity_id)
            for other in dict.fromkeys(graph.neighbours(entity_id)):
                if other != entity_id and other in session.entities and self.compose.direct_classes(other) & kind:
                    if extreme_on([entity_id, other], kind, DATED, 1, self.resources) == (other,):
                        found.append(other)
        return found if len(found) == 1 else []

    def _about(self, text: str, named: list[str], topic: Topic) -> bool:
        """Whether an answer is about the topic: it names one of its entities, states one
        of its values (a date however written: "2013年04月20日" is "2013年4月20日"), names
        an entity the topic's has an edge to ("a moderately priced guesthouse in the south"
        is about the hotel whose price range and area those are), or, naming nothing
        else, speaks of it by a pronoun ("他是一名导演")."""
        if set(named) & set(topic.entities):
            return True
        graph = self.resources.graph
        if named and any(set(graph.neighbours(e)) & set(named) for e in topic.entities):
            return True
        said_times: frozenset[str] | None = None
        for entity_id in topic.entities:
            entity = self.resources.ontology.entities.get(entity_id)
            if entity is None:
                continue
            if any(len(v := a.value.strip()) >= MIN_VALUE_CHARS and v in text for a in entity.attributes):
                return True
            times = self._times_of_values(entity_id)
            if times:
                if said_times is None:
                    said_times = frozenset(c.value for c in extract_constraints(text) if c.kind == "time")
                if times & said_times:
                    return True
        if not named and topic.entities and self._figure_of_period(text, topic):
            return True
        # (An area or a price range, a value of others only, is what no answer's "it" stands
        # for: "It will take 38 minutes" after a search in the centre speaks of a train.)
        if not named and topic.entities and not all(self.resources.fit.is_value_node(e) for e in topic.entities):
            # A pronoun speaks of the topic only when the answer's words do not speak of
            # something else: "it leaves at 5:11" after a question about a venue does not.
            terms = content_terms(text)
            if terms and self.resources.fit.content_fit(topic.entities, terms) < ANSWER_FIT:
                return False
            return any(r.kind == "pronoun" for r in self.resources.references.find(text))
        return False

    @staticmethod
    def _figure_of_period(text: str, topic: Topic) -> bool:
        """"78.4% in July 2025" after a question on a figure in July: an answer that names
        nothing and states a number for the period in force answers that question."""
        in_force = {key for c in topic.constraints if c.kind == "time" for key in constraint_keys(c.value)}
        if not in_force:
            return False
        stated = extract_constraints(text)
        return any(c.kind == "quantity" for c in stated) and any(
            c.kind == "time" and constraint_keys(c.value) & in_force for c in stated
        )

    def _times_of_values(self, entity_id: str) -> frozenset[str]:
        cached = self._value_times.get(entity_id)
        if cached is None:
            entity = self.resources.ontology.entities.get(entity_id)
            values = entity.attributes if entity is not None else ()
            cached = frozenset(
                c.value for a in values for c in extract_constraints(a.value.strip()[:MAX_VALUE_CHARS]) if c.kind == "time"
            )
            if len(self._value_times) >= VALUE_TIMES_CACHE:
                self._value_times.clear()  # rare; a plain reset keeps it bounded
            self._value_times[entity_id] = cached
        return cached

    # -- focus -------------------------------------------------------------------

    def _focus(self, session: Session, topic: Topic, a: ClauseAnalysis | None = None) -> str | None:
        """The entity a follow-up without a subject is about: the most salient one, unless
        the property the clause asks fits another in play and not it ("主演是谁" after an
        answer that named the director: the film, not the director)."""
        ranked = session.salient()
        if not ranked:
            return topic.entities[0] if topic.entities else None
        # ("what's the claims process?" -> "submit them in the Expense System, …" -> "is
        # there a deadline?": the process, not the tool of one of its steps.)
        passing = named_in_passing(session)
        ranked = [(e, s) for e, s in ranked if e not in passing] or ranked
        # ("诺如病毒暴发关闭了哪些病区" -> "四病区和七病区" -> "后来怎么控制住的": the answer's list
        # answers the question; no one item of it is what the next turn goes on about. A
        # property asked picks among them by fit, below.)
        if a is None or not (a.properties or a.near_properties):
            answered = answered_list(session, self.resources)
            ranked = [(e, s) for e, s in ranked if e not in answered] or ranked
        # ("咋掉了" -> "12号楼、15号楼部分住户缓交" -> "涉及多少户": one known item of a list
        # of things alike, the others unknown, is no new subject.)
        beside_unknown = listed_beside_unknown(session, self.resources)
        ranked = [(e, s) for e, s in ranked if e not in beside_unknown] or ranked
        if a is not None and topic.entities and self._bare_why(a, session):
            # "how come" after an answer that told what happened and where: the cause of
            # what the user asked about, not of a place or figure the answer named in passing.
            return topic.entities[0]
        asked = [*(pid for _s, _e, pid in a.properties), *a.near_properties] if a is not None else []
        if asked:
            ranked = self.resources.fit.rank(ranked[:FOCUS_CANDIDATES], properties=asked)
        if a is not None and _asks_cause(a):
            # "到底什么原因" after an answer that told where the outage asked about struck: the
            # cause of the event in the topic, not of the place the answer named.
            events = self.resources.fit.events_first(topic.entities)
            if events:
                return events[0]
        if a is not None and a.pack.event_question.search(a.text):
            # "so what happened?" after an answer that named an incident: the event in play.
            events = self.resources.fit.events_first(e for e, _s in ranked[:FOCUS_CANDIDATES])
            if events:
                return events[0]
        best = ranked[0][0]
        if a is not None and a.named_before:
            # "青松饭庄地址在哪，周边还有什么景点": what the clause before it named is what
            # the clause goes on about, however long something else was talked of.
            best = next((e for e, _s in ranked if e in a.named_before), best)
        if a is not None:
            best = self._kind_holder(a, ranked[:FOCUS_CANDIDATES], best)
        answer = session.answer_just_shown()
        if a is not None and answer is not None and self.resources.fit.documents is not None:
            # "免检是啥意思" after an answer naming a supplier and the policy that lets it skip
            # inspection: the words asked about are the policy's (its documents), not the
            # supplier's; of the things the answer named, the one they fit.
            terms = _body_terms(a, [(d.mention.start, d.mention.end) for d in a.names]
                                + [(c.start, c.end) for c in a.constraints])
            fit = self.resources.fit
            if terms and not fit.content_fit([best], terms):
                # ("what triggers one?" after an answer on the procedure asked about that
                # names, in passing, the team its reports go to: the procedure's words.)
                fitting = [
                    e for e, _s in ranked[:FOCUS_CANDIDATES] if e in answer.entities and fit.content_fit([e], terms)
                ] or [e for e, _s in ranked[:FOCUS_CANDIDATES] if e in topic.entities and fit.content_fit([e], terms)]
                if fitting:
                    best = max(fitting, key=lambda e: fit.content_fit([e], terms))
            elif terms and fit.own_fit(best, terms) == 0.0:
                # "what if someone forgets to check out" after an answer naming the policy
                # asked about and the procedure under it (or a question about both): every
                # page of the one that speaks of the other has the words; only the
                # procedure's own pages do.
                own = {
                    e: fit.own_fit(e, terms) or 0.0
                    for e, _s in ranked[:FOCUS_CANDIDATES] if e in answer.entities or e in topic.entities
                }
                share = max(own.values(), default=0.0)
                if share >= OWN_FIT:
                    best = next(e for e, found in own.items() if found == share)  # the most salient
        return self._owner(session, topic, best)

    def _kind_holder(self, a: ClauseAnalysis, ranked: list[tuple[str, float]], best: str) -> str:
        """"都有哪些演员" after an answer naming the film's director: which things of a kind
        there are is not asked of one thing of that kind, but of the thing in play the graph
        joins to things of it (the film), the most salient such; ``best`` when the clause
        asks no kind, ``best`` is of none asked, or nothing in play leads to one."""
        kinds = kinds_asked_to_exist(a.text, self.resources)
        graph = self.resources.graph
        if not kinds or not graph.classes_of(best) & kinds:
            return best
        if any(graph.classes_of(n) & kinds for n in graph.neighbours(best)):
            return best  # "周边都有哪些餐馆" of a restaurant: one joined to others of its kind is asked of
        return next((
            e for e, _s in ranked
            if not graph.classes_of(e) & kinds and any(graph.classes_of(n) & kinds for n in graph.neighbours(e))
        ), best)

    def _bare_why(self, a: ClauseAnalysis, session: Session) -> bool:
        """Whether the clause only asks "why" ("how come?", "why?"): a follow-up cue and no
        word of content, no name, no reference, after a question that picked no one thing
        ("which station was worst" -> "why?" asks about the one the answer picked)."""
        asked = session.last("user")
        cue = a.pack.continuation.match(a.text[a.cues.body_offset:])
        if not a.cues.continuation or cue is None or a.names or a.references or a.constraints:
            return False
        if a.pack.elaboration.match(a.text[a.cues.body_offset:]):
            return False  # "tell me more" goes on about what the answer brought up
        said = [(a.cues.body_offset + cue.start(), a.cues.body_offset + cue.end())]
        return not _body_terms(a, said) and asked is not None and not a.pack.picks_one.search(asked.text)

    def _owner(self, session: Session, topic: Topic, entity_id: str) -> str:
        """A value (an area, a price range: a node only others point at) stands for the
        thing of the topic or of the answer just shown that has it: "This is a moderately
        priced place in the west" names the values of the place being talked about."""
        fit = self.resources.fit
        if not fit.is_value_node(entity_id):
            return entity_id
        answer = session.answer_just_shown()
        in_play = [*topic.entities, *(answer.entities if answer is not None else ())]
        neighbours = set(self.resources.graph.neighbours(entity_id))
        owners = [e for e in dict.fromkeys(in_play) if e in neighbours and not fit.is_value_node(e)]
        return owners[0] if len(owners) == 1 else entity_id

    def _focus_topic(self, session: Session, topic: Topic, a: ClauseAnalysis | None = None) -> Topic:
        """The topic a subject-less follow-up is about: the current one, unless the answer
        since has put a single new entity in the foreground."""
        found = self._search_result(session, topic)
        if found is None and a is not None:
            found = self._offer_taken(session, topic, a)
        if found is not None:
            return self._shifted(topic, found)
        focus = self._focus(session, topic, a)
        if focus is None:
            return topic
        if focus in topic.entities:
            # "how does Ganzhou compare?" answered of Ganzhou alone -> "why so low?": the side
            # the answer spoke of, not both sides of the comparison.
            answer = session.answer_just_shown()
            classes = self.compose.direct_classes(focus)
            others = [e for e in topic.entities if e != focus and self.compose.direct_classes(e) & classes]
            if answer is not None and others and focus in answer.entities and not set(others) & set(answer.entities):
                return Topic([e for e in topic.entities if e not in others], list(topic.constraints),
                             list(topic.properties), topic.turn, topic.query)
            return topic
        asked = session.last("user")
        answer = session.answer_just_shown()
        if asked is not None and answer is not None and focus in answer.entities and any(
            pack.extreme.search(asked.text) for pack in PACKS.values()
        ):
            # "which clinic had the most complaints in August" -> "Pellam Surgery, with 15" ->
            # "why?": the one the answer picked, with the figure it was ranked by.
            classes = self.compose.direct_classes(focus)
            kept = [e for e in topic.entities if not self.compose.direct_classes(e) & classes]
            return Topic([focus, *kept], list(topic.constraints), list(topic.properties), topic.turn, topic.query)
        return self._shifted(topic, focus)

    def _search_result(self, session: Session, topic: Topic) -> str | None:
        """The thing an answer offered for a search of filters only ("a moderate one in the
        east" -> "Pine Lodge is in the east"): the first entity the answer names that is no
        value itself and has an edge to one of the filters. It is what a follow-up without
        a subject is about ("book it for two nights"), not the filters."""
        answer = session.answer_just_shown()
        fit = self.resources.fit
        if answer is None or not topic.entities or not all(fit.is_value_node(e) for e in topic.entities):
            return None
        graph = self.resources.graph
        for entity_id in answer.entities:
            if entity_id in topic.entities or fit.is_value_node(entity_id):
                continue
            if set(graph.neighbours(entity_id)) & set(topic.entities):
                return entity_id
        return None

    def _offer_taken(self, session: Session, topic: Topic, a: ClauseAnalysis) -> str | None:
        """"I have Pine Lodge. Would you like me to book it?" -> "Yes, please, for 3 nights": the
        one thing the answer offered (no value, not in the topic, nothing else beside it)
        is what the yes takes, however much more the topic was talked of."""
        answer = session.answer_just_shown()
        if answer is None or not a.pack.affirmation.match(a.text):
            return None
        answer_pack = get_pack(language_of(answer.text))
        if not answer_pack.question.search(answer.text) or answer_pack.offer_more.search(answer.text):
            return None
        things = [e for e in dict.fromkeys(answer.entities) if not self.resources.fit.is_value_node(e)]
        if len(things) != 1 or things[0] in topic.entities:
            return None
        return things[0]

    def _shifted(self, topic: Topic, focus: str) -> Topic:
        """The topic moved to ``focus``. Constraints of a topic about entities stay ("7月"
        still holds for the product the answer named); those of an entity-less search
        were the search's filters, which the answer has used up."""
        constraints = list(topic.constraints) if topic.entities else []
        return Topic([focus], constraints, list(topic.properties), topic.turn, self.compose.label(focus, "zh"))

    def _asked_fit(self, topic: Topic, focus_topic: Topic, asked: frozenset[str]) -> Topic:
        """"在哪个系统提交" asks for a System: when the answer's entity has no edge to one
        and the topic's has, the question is still about the topic (the graph says what a
        process is submitted in; a department is not)."""
        graph = self.resources.graph
        if any(graph.classes_of(e) & asked or self._leads_to(e, asked) for e in focus_topic.entities):
            return focus_topic  # "这是什么类型的酒店": the kind is the focus's own
        if any(self._leads_to(e, asked) for e in topic.entities):
            return topic
        return focus_topic

    def _leads_to(self, entity_id: str, classes: frozenset[str]) -> bool:
        """Whether an edge goes from the entity to an entity of one of ``classes``."""
        graph = self.resources.graph
        return any(
            edge.source == entity_id and graph.classes_of(edge.target) & classes for edge in graph.edges(entity_id)
        )

    def _linked_to(self, entity_id: str, classes: frozenset[str]) -> bool:
        """Whether an edge either way joins the entity to an entity of one of ``classes``
        (a person is linked to the films that name them as screenwriter)."""
        graph = self.resources.graph
        return any(graph.classes_of(n) & classes for n in graph.neighbours(entity_id))

    def _typed_focus(self, session: Session, topic: Topic, classes: frozenset[str]) -> Topic:
        graph = self.resources.graph
        if any(graph.classes_of(e) & classes for e in topic.entities):
            return topic
        for entity_id, _salience in session.salient():
            if graph.classes_of(entity_id) & classes:
                return self._shifted(topic, entity_id)
        return topic

    # -- building blocks ---------------------------------------------------------------

    def _restated(
        self, session: Session, topic: Topic, a: ClauseAnalysis, about: Iterable[str]
    ) -> tuple[Constraint, ...]:
        """The clause's own constraints, and those of the topic that the answer just shown
        states again and that the documents of what the clause is ``about`` speak of: a
        follow-up about the supplier of "8月批次" stays in 8月; one about a policy, whose
        documents have no months, does not. Without documents nothing is kept."""
        documents = self.resources.fit.documents
        answer = session.answer_just_shown()
        said = normalize(answer.text) if answer is not None else ""
        about = list(about)
        no_period = self._asks_no_period(a)
        # ("出苗不齐涉及多少亩" after the quarter's figures: an amount of an event is of when
        # it happened; the period of the figures before adds nothing to it.)
        of_events = bool(about) and len(self.resources.fit.events_first(about)) == len(about)
        timeless = self._asks_a_relation_now(a) or of_events and _asks_amount(a)
        # ("3月份…" restated as "2025年3月…": the same period in other words.)
        stated = frozenset().union(*(
            constraint_keys(c.value)
            for c in extract_constraints(answer.text, now=session.now, now_unit=session.now_unit)
        )) if answer is not None else frozenset()
        kept = [
            c for c in topic.constraints
            if not c.compare and said and documents is not None and not ((no_period or timeless) and c.kind == "time")
            and (normalize(c.text) in said or normalize(c.display) in said or constraint_keys(c.value) & stated)
            and any(documents.speaks_of(e, c.value) for e in about)
        ]
        return merge_constraints(self._of_named_years(kept, about), [c for c in a.constraints if not c.compare])

    def _in_force(
        self, topic: Topic, a: ClauseAnalysis, *, keep: bool, about: Iterable[str] | None = None
    ) -> tuple[Constraint, ...]:
        """The constraints of ``topic`` that still hold (with ``keep``), then the clause's own.
        With documents, a time carried over holds only for what the clause is ``about`` (the
        topic's entities unless given) when their documents speak of periods like it: "今年"
        of "他今年多大" says nothing of the release year of his film; a quantity only when
        they state quantities of its kind: "10万元" of a purchase says nothing of a trip.
        A clause that asks a property the graph states ("who leads it") carries no time."""
        base = list(topic.constraints) if keep and topic.entities else []
        # (A scope or level is, like a period, a condition of the figures before: "offline"
        # of "can drivers sign delivery notes offline" says nothing of when the app went live.)
        if self._asks_no_period(a):
            # "啥时候能完" asks a time, "do returns count" what a figure counts: the period
            # of the figures before is none of it.
            base = [c for c in base if c.kind not in _CONDITIONS]
        if self._asks_members(a) or self._asks_joined(a):
            # "which sites are in calderbrook" after August's figures: who belongs where
            # holds whatever the month.
            base = [c for c in base if c.kind not in _CONDITIONS]
        if a.pack.habitual.search(a.text):
            # "whys it always lower", "平时一天多少人": what holds as a rule, in no one period.
            base = [c for c in base if c.kind != "time"]
        if a.properties and not any(c.kind == "time" for c in a.constraints) and not (
            _holds_against(a) or self._against_bound(a, topic)
        ):
            # "who leads each of them?" after August's figures: what the graph states of a
            # thing (who leads it, its address) holds whatever the month. ("is that over
            # target": the month's figure held to the value the graph states is of the month.)
            base = [c for c in base if c.kind not in _CONDITIONS]
        documents = self.resources.fit.documents
        entities = list(about) if about is not None else list(topic.entities)
        if documents is not None:
            base = [
                c for c in base
                if (c.kind != "time" or any(documents.speaks_of(e, c.value) for e in entities))
                and (c.kind != "quantity" or any(documents.speaks_of_slot(e, c.slot) for e in entities))
            ]
        return merge_constraints(self._of_named_years(base, entities), _held_after(a.constraints))

    def _of_named_years(self, constraints: list[Constraint], entities: Iterable[str]) -> list[Constraint]:
        """``constraints`` without those that say a year other than the names of ``entities``
        hold: "它上一年那款" after the 2025 models ("2025款") asks of the 2024 one, whose
        name says its year."""
        years = {y for e in entities for y in YEAR.findall(self.resources.ontology.label(e))}
        return [c for c in constraints if not years or not set(YEAR.findall(f"{c.text} {c.value}")) - years]

    def _asks_which_kind(self, a: ClauseAnalysis, session: Session) -> bool:
        """Whether the clause asks which things of a kind there are or are so ("还有哪些门店",
        "which of our tails are that type"), by no figure (no property or name asked, nothing
        ranked or compared, not right after a figure: "大部分是哪个品种" after a month's count
        asks which the count was of) and of no period of its own."""
        return (
            not self._answered_figure(session) and not a.properties and not a.named_ids and not a.cues.comparison and not self._comparative(a)
            and not a.pack.extreme.search(a.text) and not any(c.kind == "time" for c in a.constraints)
            and bool(kinds_asked_to_exist(a.text, self.resources))
        )

    def _asks_members(self, a: ClauseAnalysis) -> bool:
        """Whether the clause asks only which things of a kind the things it names are joined
        to ("which sites are in calderbrook", "城北片区有哪些所"): no word but the kind and the
        names, no property, no period of its own. Who belongs where holds whatever the month
        of the figures asked before."""
        if not a.named_ids or a.properties or any(c.kind == "time" for c in a.constraints):
            return False
        kinds = kinds_asked_to_exist(a.text, self.resources)
        if not kinds:
            return False
        spans = [(d.mention.start, d.mention.end) for d in a.names] + [(s, e) for s, e, _c in a.type_nouns]
        if content_terms(blank_spans(a.text, spans)):
            return False
        graph = self.resources.graph
        return all(any(graph.classes_of(n) & kinds for n in graph.neighbours(e)) for e in a.named_ids)

    def _asks_joined(self, a: ClauseAnalysis) -> bool:
        """Whether the clause says nothing but two things the graph joins ("X是西区的吧",
        "is Ada at the north site?"): it asks whether they are, which holds whatever the
        month (no property, no period of its own, no slot of an ellipsis)."""
        named = list(a.named_ids)
        if len(named) < 2 or a.properties or a.cues.ellipsis_slot or any(c.kind == "time" for c in a.constraints):
            return False
        spans = [(d.mention.start, d.mention.end) for d in a.names] + [(c.start, c.end) for c in a.constraints]
        if _body_terms(a, spans):
            return False
        graph = self.resources.graph
        return any(other in graph.neighbours(e, depth=1) for e in named for other in named if other != e)

    @staticmethod
    def _asks_no_period(a: ClauseAnalysis) -> bool:
        """Whether the clause asks a time or what a figure counts, or only where the thing it
        names or points at is ("那个仓库在哪" after March's figures: no month moves it)."""
        return bool(a.pack.asks_when.search(a.text) or a.pack.asks_what_counts.search(a.text)) or _asks_where_only(a)

    def _joined_to_kind(self, entity_id: str, kinds: frozenset[str]) -> bool:
        """Whether the entity, of none of ``kinds``, is joined to a thing of one of them by an
        edge or two (a route to its aircraft type, and that type to the aircraft)."""
        graph = self.resources.graph
        return bool(kinds) and not graph.classes_of(entity_id) & kinds and any(
            graph.classes_of(n) & kinds for n in graph.neighbours(entity_id, depth=2)
        )

    def _asks_an_edge(self, a: ClauseAnalysis) -> bool:
        """Whether the clause asks only relations of the graph ("院长是谁": who leads it) and
        says no time of its own."""
        fit = self.resources.fit
        return bool(a.properties) and all(fit.is_relation(pid) for _s, _e, pid in a.properties) and not any(
            c.kind == "time" for c in a.constraints
        )

    def _asks_relations_only(self, question: str) -> bool:
        """Whether ``question`` asks only relations of the graph and says no time."""
        asked = [m.payloads[0] for m in self.resources.properties.find(question) if m.payloads]
        return bool(asked) and all(self.resources.fit.is_relation(p) for p in asked) and not any(
            c.kind == "time" for c in extract_constraints(question)
        )

    def _asks_a_relation_now(self, a: ClauseAnalysis) -> bool:
        """Whether the clause asks only relations of the graph, in the present ("whos her
        manager" after August's figures holds whatever the month; "who was standing in for
        it" asks of August), with words of its own: "那个供应商" refers to a thing by its
        kind, and asks no relation."""
        taken = [(r.reference.start, r.reference.end) for r in a.references]
        return (
            self._asks_an_edge(a)
            and not a.pack.past.search(a.text)
            and all(not any(s <= start and end <= e for s, e in taken) for start, end, _pid in a.properties)
        )

    def _asks_stated(self, a: ClauseAnalysis, topic: Topic) -> bool:
        """Whether the clause asks only properties the graph gives a value of for a thing of
        the topic that is no figure (a shop's manager), and says no time of its own."""
        if not a.properties or any(c.kind == "time" for c in a.constraints):
            return False
        if _holds_against(a):
            # ("within target?", "是不是低于目标了": the month's figure held to the value
            # the graph states, asked of the month in force.)
            return False
        graph = self.resources.graph
        stated: set[str] = set()
        for entity_id in topic.entities:
            entity = graph.node(entity_id)
            if entity is not None:
                stated |= {attribute.predicate for attribute in entity.attributes}
        return all(pid in stated for _s, _e, pid in a.properties)

    def _next_topic(self, topic: Topic, query: str, a: ClauseAnalysis, *, keep_constraints: bool) -> Topic:
        """The topic after this clause: the entities its query names, the constraints in force."""
        constraints = list(self._in_force(topic, a, keep=keep_constraints))
        properties = [pid for _s, _e, pid in a.properties] or (list(topic.properties) if keep_constraints else [])
        return Topic([], constraints, properties, topic.turn, query)


# -- cues ----------------------------------------------------------------------------


def _held_after(constraints: Sequence[Constraint]) -> list[Constraint]:
    """The clause's constraints that hold after it: not a comparison target alone ("它比6月涨了
    多少": the month in force stays), but one set beside a period of the clause's own ("pennard
    revenue july vs september", "7月对比9月"): both are the periods the talk goes on about."""
    own = {(c.kind, c.slot) for c in constraints if not c.compare}
    return [
        replace(c, compare=False) if c.compare else c
        for c in constraints if not c.compare or (c.kind, c.slot) in own
    ]


def _absolute_times(query: str, constraints: Sequence[Constraint], lang: str) -> str:
    """"这个月" -> "2025年8月": a time relative to the session's ``now`` is written as the
    date it means, so the query stands on its own (without ``now`` the words stay)."""
    for constraint in constraints:
        if (constraint.kind == "time" and constraint.display != constraint.text and constraint.text in query
                and constraint.display not in query):  # (written out already: "8月" of "2025年8月")
            # Words that stand for two periods ("这俩月") are written as both.
            both = [c.display for c in constraints
                    if c.kind == "time" and (c.start, c.end) == (constraint.start, constraint.end)]
            query = query.replace(constraint.text, and_list(both, lang), 1)
    return query


#: How many of the things most in play an event followed up may be among.
IN_PLAY_EVENTS = 6
#: The share of a clause's words (by rarity) the documents of another thing that state
#: the clause's period must have for the clause to ask about that period's figure ...
OTHER_PERIOD_WORDS = 0.5
#: ... and how many such things there must be: the period's figure is given for several
#: (one alone may be what the clause means, unnamed).
PERIOD_REPORTERS = 3
#: A month or quarter as a constraint's value ("M07", "2025-07", "2025-Q3").
#: The kinds of constraint that condition a figure: its period, scope and level.
_CONDITIONS = frozenset({"time", "scope", "level"})
#: A sentence that ends with a question mark (an answer asking back).
_ASKED_SENTENCE = re.compile(r"[^.!?。！？]*[?？]")
# A number of two digits or more, or with a decimal point, not glued to letters ("4300",
# "5,100", "96.4"): a figure, whatever its unit.
_FIGURE_NUMBER = re.compile(r"(?<![A-Za-z0-9_.])(?:\d+\.\d+|\d{1,3}(?:,\d{3})+|\d{2,})(?![A-Za-z0-9_])")
_FIXED_PERIOD = re.compile(r"(?:\d{4}-)?(?:M?\d{2}|Q[1-4])")
_NUMBER = re.compile(r"(?<![\w.:])\d+(?:[:.]\d+)?(?![\w.:%])")


def _number_form(number: str) -> tuple[str, ...]:
    """The marks a number is written with ("16:15" -> (":",), "4" -> ())."""
    return tuple(mark for mark in ":." if mark in number)


def _renumbered(query: str, slot: str) -> str | None:
    """``query`` with the slot's number in place of the one number of its form the query
    has (digits, or digits with ":" or "."); None unless the slot is one number and at
    most one word ("at 4", "16:15", "4 people")."""
    new = _NUMBER.findall(slot)
    if len(new) != 1 or len(_NUMBER.sub(" ", slot).split()) > 1:
        return None
    old = [m for m in _NUMBER.finditer(query) if _number_form(m.group(0)) == _number_form(new[0])]
    if len(old) != 1:
        return None
    return query[:old[0].start()] + new[0] + query[old[0].end():]


def _states_number(text: str, constraints: Iterable[Constraint]) -> bool:
    """Whether ``text`` gives a number: in digits, or a quantity ("seven people") the
    constraint engine read in any language's numerals ("recommend one" gives none)."""
    return any(ch.isdigit() for ch in text) or any(c.kind == "quantity" for c in constraints)


def _search_after_reply(a: ClauseAnalysis) -> bool:
    """Whether the new search starts a sentence after a reply of its own ("Yes. I am
    looking for a boat"): the yes took the offer, the search is another thing."""
    first = re.search(r"[.!?。！？]+\s*", a.text)
    return first is not None and bool(a.pack.indefinite.search(a.text, first.end()))


def _ends_closing(text: str, pack: LanguagePack) -> bool:
    """Whether the last sentence of ``text`` (after the others) is a closing of the pack.
    (A language without spaces runs a remark and its thanks on with a comma: "好的，这样我
    就不用发愁了，谢谢你啊！".)"""
    marks = r"[.!?。！？]+" if pack.spaced else r"[.!?。！？，,；;]+"
    sentences = [s for s in re.split(marks, text) if s.strip()]
    return len(sentences) >= 2 and bool(pack.closing.search(sentences[-1]))


def _negated_names(a: ClauseAnalysis) -> list[str]:
    """Names and references the user says they did not mean: "我是说毛利率，不是销售额", "not
    the B Series", "not the manager, the check-in time"."""
    said = [(d.mention.start, d.node_id) for d in a.names if d.node_id]
    meant = {node_id for start, node_id in said if not _negated_at(a, start)}
    # ("I meant Old Mill, not that one": the one negated is the earlier thing, never the
    # name the clause says it meant.)
    said += [(r.reference.start, e) for r in a.references for e in r.node_ids if e not in meant]
    return [node_id for start, node_id in said if _negated_at(a, start)]


def _negated_at(a: ClauseAnalysis, start: int) -> bool:
    """Whether a negation ends right before ``start`` in the clause, past a definite
    determiner ("not the manager")."""
    before = a.text[max(0, start - 16):start].rstrip()
    for word in a.pack.referring.definite:
        if before.casefold().endswith(word) and (len(before) == len(word) or not before[-len(word) - 1].isalnum()):
            before = before[:-len(word)].rstrip()
    return bool(a.pack.negation.search(before))


#: How many characters the words a correction says were not meant may have.
NEGATED_WORDS = 16


def _negated_words(a: ClauseAnalysis, query: str, names: list[tuple[int, int]]) -> tuple[int, int] | None:
    """Where ``query`` writes the words the clause says were not meant ("不是二店，是…",
    "not the annex, …"), when they are no name or period of the clause, end at a
    punctuation mark and occur there once, outside the ``names`` it writes; else None."""
    taken = [(d.mention.start, d.mention.end) for d in a.names] + [(c.start, c.end) for c in a.constraints]
    for at, end in _after_negation(a):
        if any(s < end and at < e for s, e in taken):
            continue
        words = a.text[at:end].strip()
        found = [m.start() for m in re.finditer(re.escape(words), query, re.IGNORECASE)] if words else []
        if len(found) == 1 and content_terms(words) and not any(
            s < found[0] + len(words) and found[0] < e for s, e in names
        ):
            return found[0], found[0] + len(words)
    return None


def _negated_plain(a: ClauseAnalysis) -> str:
    """The words the clause first says were not meant ("不是库区，…": 库区), when they
    end at a punctuation mark; else ""."""
    for at, end in _after_negation(a):
        words = a.text[at:end].strip()
        return words if content_terms(words) else ""
    return ""


def _after_negation(a: ClauseAnalysis) -> Iterator[tuple[int, int]]:
    """Each span from right after a negation near the clause's start to the punctuation
    mark that ends it, when no more than NEGATED_WORDS characters."""
    for at in range(1, min(len(a.text), NEGATED_WORDS * 2)):
        if a.text[at - 1].isspace() or not a.pack.negation.search(a.text, 0, at):
            continue
        end = next((i for i in range(at, len(a.text)) if a.text[i] in ",，。;；"), None)
        if end is not None and 0 < end - at <= NEGATED_WORDS:
            yield at, end


#: How many characters a word a correction puts in place of another may have.
CORRECTED_WORD = (2, 4)


def _corrected_word(a: ClauseAnalysis) -> str:
    """The word after the last correction cue ("说错了 急诊类": 急诊类), when nothing but one
    run of content characters of a language without spaces follows it; else ""."""
    cues = list(a.pack.correction.finditer(a.text))
    if not cues:
        return ""
    rest = a.text[cues[-1].end():].strip(" \t,，.。!！?？:：")
    rest = rest.lstrip("".join(a.pack.function_chars))  # ("我说的是 就是急诊类": the copula goes)
    rest = rest.rstrip("".join(a.pack.final_particles)).strip()
    low, high = CORRECTED_WORD
    if not low <= len(rest) <= high or not all(is_cjk(c) and c not in a.pack.function_chars for c in rest):
        return ""
    return rest


def _word_replaced(query: str, word: str, names: Iterable[str]) -> str | None:
    """``query`` with ``word`` in place of its one word that ends alike: a word as long
    whose last characters are the same ("二号楼" for "一号楼"), or one a character shorter
    that ends as ``word`` does before its last character ("急诊类" for "门诊"). Words inside
    ``names`` stay; None when no word, or more than one, ends alike."""
    if not word or not query:
        return None
    named = [(m.start(), m.start() + len(n)) for n in names if n for m in re.finditer(re.escape(n), query)]
    best: list[tuple[int, int, int]] = []  # (shared, start, end)
    for size, target in ((len(word), word), (len(word) - 1, word[:-1])):
        if size < 2:
            continue
        for start in range(len(query) - size + 1):
            piece = query[start:start + size]
            if piece == target or not all(is_cjk(c) for c in piece):
                continue
            if any(s < start + size and start < e for s, e in named):
                continue
            shared = 0
            while shared < size and piece[-1 - shared] == target[-1 - shared]:
                shared += 1
            if shared and shared < size:
                best.append((shared, start, start + size))
    if not best:
        return None
    best.sort(reverse=True)
    if len(best) > 1 and best[0][0] == best[1][0]:
        return None
    _shared, start, end = best[0]
    return query[:start] + word + query[end:]


def _pair_up(replacements: list[str], rejected: set[str]) -> dict[str, str]:
    """With one name meant and one rejected, the meant one takes the rejected one's place."""
    if len(replacements) == 1 and len(rejected) == 1:
        return {replacements[0]: next(iter(rejected))}
    return {}


def _numbered(start: int, end: int, text: str, nouns: Iterable[tuple[int, int, Any]]) -> bool:
    """Whether the words of ``text[start:end]`` outside its type nouns hold a digit: a
    model or code number ("R5型机", "X9 pump"), which names one thing, not a kind."""
    left = list(text[start:end])
    for noun_start, noun_end, _classes in nouns:
        for index in range(max(noun_start, start), min(noun_end, end)):
            left[index - start] = " "
    return any(char.isdigit() for char in left)


# The longest start of a name looked for: a turn of any length costs a bounded number of
# lookups per character.
_NAME_START = 12


def _unmarked_words(text: str, function_chars: frozenset[str]) -> list[str]:
    """Every run of two or more content characters of ``text`` ("退货" of "退货几件"): the
    words a name may begin with. A run with a function word in it ("这个" of a title
    "这个夏天") is no such word."""
    words: list[str] = []
    for run in re.findall(r"[^\s]+", "".join(c if is_cjk(c) and c not in function_chars else " " for c in text)):
        words += [run[i:j] for i in range(len(run)) for j in range(i + 2, min(len(run), i + _NAME_START) + 1)]
    return list(dict.fromkeys(words))


def _body_terms(a: ClauseAnalysis, spans: list[tuple[int, int]]) -> frozenset[str]:
    """The content terms of the clause after its leading fillers, the ``spans`` left out."""
    offset = a.cues.body_offset
    return content_terms(blank_spans(a.text[offset:], [(start - offset, end - offset) for start, end in spans]))


_LEAD_BREAK = re.compile(r"\s*(?:[,，:：]|\s[-–—]+)\s*")


def _said_once(
    text: str, pieces: list[tuple[int, int, str]], said: dict[int, tuple[str, ...]]
) -> list[tuple[int, int, str]]:
    """"它那里" -> one name, not "仁和医院仁和医院": in a language without spaces a
    pronoun and a locative side by side are one phrase ("at it"), so the reference right
    after another that means the same says nothing more."""
    kept: list[tuple[int, int, str]] = []
    for start, end, words in sorted(pieces):
        ids = said.get(start)
        if kept and ids and ids == said.get(kept[-1][0]) and not text[kept[-1][1]:start].strip():
            words = ""
        kept.append((start, end, words))
    return kept


def _ranks_periods(a: ClauseAnalysis) -> bool:
    """Whether the clause asks which period ("which month was worst", "哪个月最高"): a unit
    of time right after the pack's interrogative determiner."""
    return any(
        a.pack.which.search(a.text, 0, match.start())
        for word in a.pack.time_units for match in re.finditer(re.escape(word), a.text, re.IGNORECASE)
    )


def _asks_cause(a: ClauseAnalysis) -> bool:
    """Whether the clause asks why or what caused something (the pack's kind "cause")."""
    return any(kind.name == "cause" and kind.asks.search(a.text) for kind in a.pack.answer_kinds)


_HOLDING: dict[str, re.Pattern[str]] = {}


def _holds_against(a: ClauseAnalysis) -> bool:
    """Whether the clause holds something against a value ("within target?", "低于目标"):
    a word the language pack reads before a number as a bound (not an approximation)."""
    pattern = _HOLDING.get(a.pack.code)
    if pattern is None:
        words = sorted(
            (w for w, op in a.pack.constraints.pre_comparators.items() if op != "~"), key=len, reverse=True
        )
        pattern = _HOLDING[a.pack.code] = re.compile(
            "|".join(rf"\b{re.escape(w)}\b" if w[:1].isascii() else re.escape(w) for w in words) or r"(?!)",
            re.IGNORECASE,
        )
    return bool(pattern.search(a.text))


def _measures_by(a: ClauseAnalysis, start: int) -> bool:
    """Whether the words before ``start`` (a determiner aside) only measure by what
    follows: "the same ward as (the) clinic"."""
    pattern = a.pack.referring.determiner
    determiner = pattern.search(a.text, 0, start) if pattern is not None else None
    end = determiner.start() if determiner else start
    return bool(a.pack.yardstick.search(a.text, 0, end))


def _without_dislocation(a: ClauseAnalysis, pieces: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """"the smaller one - how did it do?": a thing put first and taken up again by a
    pronoun is said once, where the pronoun stands."""
    refs = sorted((r for r in a.references if r.node_ids and not r.apposition), key=lambda r: r.reference.start)
    if len(refs) < 2 or refs[0].reference.start > a.cues.body_offset + 1:
        return pieces
    first, later = refs[0], refs[1:]
    if not any(r.node_ids == first.node_ids and r.reference.kind == "pronoun" for r in later):
        return pieces
    brk = _LEAD_BREAK.match(a.text, first.reference.end)
    if brk is None or brk.end() == first.reference.end:
        return pieces
    # The thing put first goes, with the comma or dash after it.
    return [
        (start, brk.end(), "") if start == first.reference.start else (start, end, text)
        for start, end, text in pieces
    ]


def _after_return_phrase(a: ClauseAnalysis, pack: LanguagePack) -> str:
    """The words after a "回到刚才那个X，" / "back to X," lead-in; a name the lead-in's
    space cut ("回到X9 Max 返修的…") is part of the lead-in."""
    match = pack.return_lead.search(a.text)
    if not match:
        return ""
    end = match.end()
    spans = [(d.mention.start, d.mention.end) for d in a.names if d.node_id]
    spans += [(r.reference.start, r.reference.end) for r in a.references]
    for start, stop in spans:
        if start < end < stop:
            end = stop
    return a.text[end:].strip()


def _value_kinds_asked(a: ClauseAnalysis) -> set[str]:
    """The kinds of value the clause's question words ask ("谁": person, "多少": amount)."""
    kinds = (a.pack.value_questions.get(m.group(0).casefold()) for m in question_words(a.pack).finditer(a.text))
    return {kind for kind in kinds if kind is not None}


def _asks_value_other_than(a: ClauseAnalysis, kind: str) -> bool:
    """Whether the clause asks a value of a kind other than ``kind`` ("谁", "where", "哪天")."""
    return bool(_value_kinds_asked(a) - {kind})


def _asks_amount(a: ClauseAnalysis) -> bool:
    """Whether the clause asks how much or how many and nothing else ("借了多少", "how many did we lend")."""
    return _value_kinds_asked(a) == {"amount"}


def _asks_where_only(a: ClauseAnalysis) -> bool:
    """Whether the clause, its names and references left out, is a question of place and
    nothing more ("那个仓库在哪", "where is it?"), saying no time of its own."""
    if any(c.kind == "time" for c in a.constraints):
        return False
    kept = [True] * len(a.text)
    for start, end in [(r.reference.start, r.reference.end) for r in a.references] + [
        (d.mention.start, d.mention.end) for d in a.names
    ]:
        kept[start:end] = [False] * (end - start)
    rest = "".join(char if keep else " " for char, keep in zip(a.text, kept))
    places = [
        m for m in question_words(a.pack).finditer(rest) if a.pack.value_questions.get(m.group(0).casefold()) == "place"
    ]
    if not places:
        return False
    for match in places:
        rest = rest[:match.start()] + " " * (match.end() - match.start()) + rest[match.end():]
    return not content_terms(rest)


def _adjunct(slot: str) -> bool:
    """Whether an English slot is a phrase led by a function word, in small letters ("for
    a week", "at weekends", "by rail"): it qualifies a question, it names nothing."""
    words = slot.split()
    return len(words) >= 2 and slot.islower() and is_stop_word(words[0]) and not all(is_stop_word(w) for w in words)


def _slot_has_own_words(a: ClauseAnalysis) -> bool:
    """Whether a Chinese ellipsis slot ends in a head noun of its own after what the
    analysis recognised (names, references, constraints, properties, type nouns):
    "这条线今年的目标" asks about 目标; "单看产品B" or "其中B系列产品" only vary the item."""
    slot = a.cues.ellipsis_slot or ""
    start = a.text.find(slot)
    if start < 0 or a.pack.spaced:
        # English frames are full of function words ("what about for a director in
        # Hangzhou"): only Chinese slots are read this way.
        return False
    covered = [(d.mention.start, d.mention.end) for d in a.names if d.node_id]
    covered += [(r.reference.start, r.reference.end) for r in a.references]
    covered += [(c.start, c.end) for c in a.constraints]
    covered += [(s, e) for s, e, _pid in a.properties]
    covered += [(s, e) for s, e, _classes in a.type_nouns]
    inside = [end for _s, end in covered if start <= end <= start + len(slot)]
    if not inside:
        return False
    tail = a.text[max(inside):start + len(slot)]
    slot_chars = _function_words().slot_chars
    return sum(1 for char in tail if is_cjk(char) and char not in slot_chars) >= 2


@dataclass(frozen=True, slots=True)
class _FunctionWords:
    """The registered packs' words that say nothing of what a slot or clause asks."""

    generation: int
    particles: frozenset[str]  # sentence-final particles ("吗")
    slot_chars: str  # the characters of determiners, for languages written without spaces
    slot_words: frozenset[str]  # determiners as whole words, for spaced languages


_FUNCTION_WORDS: list[_FunctionWords] = []


def _function_words() -> _FunctionWords:
    if not _FUNCTION_WORDS or _FUNCTION_WORDS[0].generation != PACKS.generation:
        packs = list(PACKS.values())
        _FUNCTION_WORDS[:] = [_FunctionWords(
            PACKS.generation,
            frozenset().union(*(pack.final_particles for pack in packs)),
            "".join(sorted({c for p in packs if not p.spaced for word in p.slot_determiners for c in word})),
            frozenset(word for p in packs if p.spaced for word in p.slot_determiners),
        )]
    return _FUNCTION_WORDS[0]


def _with_plurals(text: str) -> frozenset[str]:
    """The content terms of ``text`` and of its words in the plural, as a language that
    inflects them writes it: "departures" is a word of "Harlow Departure Rate"."""
    plurals = [pack.referring.plural_noun for pack in PACKS.values() if pack.referring.plural_noun]
    inflected = " ".join(p(w) or w for p in plurals for w in text.split())
    return content_terms(text) | content_terms(inflected)


def _strip_determiners(text: str) -> str:
    """"整个系列" -> "系列", "the whole series" -> "series"."""
    words_of = _function_words()
    words = text.strip(words_of.slot_chars + " ").split(" ")
    while words and words[0] in words_of.slot_words:
        words.pop(0)
    while words and words[-1] in words_of.slot_words:
        words.pop()
    return " ".join(words)


def _own_words(a: ClauseAnalysis, start: int) -> frozenset[str]:
    """The content terms of ``a.text[start:]`` outside what the analysis recognised (names,
    references, constraints): what the words ask of their own."""
    spans = [(d.mention.start, d.mention.end) for d in a.names]
    spans += [(r.reference.start, r.reference.end) for r in a.references]
    spans += [(c.start, c.end) for c in a.constraints]
    return content_terms(blank_spans(a.text, spans)[start:])


_LATIN_WORDS = re.compile(r"[A-Za-z]+")


def _fragment_form(a: ClauseAnalysis) -> bool:
    """Whether the clause is names and a period, an amount asked or a function word, and
    nothing else ("york in April?", "how many from York?", "TDR that month", "at york?");
    a name alone ("the app" after "do you mean the policy or the app?") picks a thing."""
    rest = _rest(a)
    if rest is None:
        return False
    determiners = _function_words().slot_words
    return bool(a.constraints or a.pack.amount_question.search(a.text)) or any(
        is_stop_word(word) and word.casefold() not in determiners for word in _LATIN_WORDS.findall(rest)
    )


def _rest(a: ClauseAnalysis) -> str | None:
    """The clause outside its names, references, constraints and words asking an amount,
    when no content word is left (no character of a script written without spaces
    either, where one may be the verb: "卖了多少"); None when one is."""
    spans = [(d.mention.start, d.mention.end) for d in a.names]
    spans += [(r.reference.start, r.reference.end) for r in a.references]
    spans += [(c.start, c.end) for c in a.constraints]
    spans += [m.span() for m in a.pack.amount_question.finditer(a.text)]
    rest = blank_spans(a.text, spans)[a.cues.body_offset:]
    if content_terms(rest):
        return None
    function = function_chars()
    return None if any(is_cjk(char) and char not in function for char in rest) else rest


def _has_content(text: str) -> bool:
    return len(text.strip(" ，,。.？?！!")) >= 2


def _written_in_numbers(text: str, pack: LanguagePack) -> bool:
    """Whether a period is written with a number ("7月", "三季度", "Q3"), not a word that may
    be another word ("May I have …")."""
    return any(char.isdigit() or char in pack.numerals.chars for char in text)


def _slot_in_answer(slot: str, session: Session, pack: LanguagePack) -> bool:
    """Whether a content word of the slot (of four letters or more; "with" would begin
    "within") begins a word of the answer just shown: the slot picks out something the
    answer said. Only in a language that spaces its words: a run of Chinese is no word.
    """
    answer = session.answer_just_shown()
    if answer is None or not pack.spaced:
        return False
    said = [w.casefold() for w in _LETTER_WORD.findall(answer.text)]
    return any(
        len(word) >= 4 and not is_stop_word(word) and any(s.startswith(word.casefold()) for s in said)
        for word in _LETTER_WORD.findall(slot)
    )


#: A run of letters: a word, in a language that spaces its words.
_LETTER_WORD = re.compile(r"[^\W\d_]+")


__all__ = ["ClauseDraft", "RuleRewriter", "Resolution"]


def _as_noun(query: str, item: QueryItem, pack: LanguagePack) -> bool:
    """Whether a property of a query is said as a noun, after a determiner or a possessive
    ("the owner", "X's owner"), not as the verb of the question ("who owns X")."""
    before = query[:item.start]
    return bool(pack.referring.determiner.search(before)) or before.rstrip().endswith(pack.possessive)
