"""The ``Rewriter``: one turn from the user's words to validated, self-contained queries.

Per turn: split into clauses -> analyse each against the session (names, references,
constraints, cues) -> rule rewrite -> validate and normalise -> on failure, the user's own
words (normalised) -> with a model, the model pass (:mod:`kglink.rewrite.model_pass`: its
validated queries replace the rules', else a fallback is recorded) -> update the session
-> one trace record. A turn never raises because of its content or of the model.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import re
import time
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from kglink.graph.protocol import GraphStore
from kglink.linking.alias_index import AliasIndex
from kglink.linking.families import siblings_said
from kglink.lang import PACKS, LanguagePack, detect
from kglink.linking.matcher import check_utterance
from kglink.linking.normalize import is_cjk, normalize
from kglink.linking.timeexpr import NowUnit
from kglink.ontology.model import Ontology
from kglink.rewrite.analysis import ClauseAnalysis, analyse_clause, answered_periods, fronts_completed
from kglink.rewrite.describe import FAMILY_IN_PLAY, direct_classes
from kglink.rewrite.doc_terms import DocumentTerms
from kglink.rewrite.frames import split_clauses
from kglink.rewrite.name_words import NAMESAKE_TOPIC
from kglink.rewrite.resources import Resources
from kglink.rewrite.result import ClarifyCandidate, Fallback, LinkedEntity, Method, RewriteResult
from kglink.rewrite.rules import ClauseDraft, RuleRewriter
from kglink.rewrite.validate import Validation, Validator
from kglink.session import Pending, Session, Topic, TurnRecord

if TYPE_CHECKING:
    from kglink.llm.model_rewriter import LLMRewriter
    from kglink.rewrite.policy import HybridPolicy

logger = logging.getLogger(__name__)

_CLAUSE_BREAK = re.compile(r"[，,。；;、\n]")
#: Shorter attribute values ("是", "10元") match too much of an answer to mean anything.
MIN_VALUE_LENGTH = 4

SUMMARY_SIZE = 6
#: Salience an answer gives the entities it names (shared among them, by how often each
#: is named), against 1 for a name in the user's turn. Users point at what the system just
#: said ("那这家餐馆呢" after a recommendation), so an entity an answer names alone takes the
#: focus from the user's earlier topic, while one of a long list does not.
ASSISTANT_WEIGHT = 2.0
#: What an answer's entity keeps of that weight when it is a value of another entity the
#: answer names (an area, a price range, an edition's deployment).
VALUE_WEIGHT = 0.5
#: ... and a place an answer puts its subject in, less than the subject kept from the turn before.
LOCATED_WEIGHT = 0.25
#: How much less each later-named entity of an answer weighs (the first is the subject).
ORDER_STEP = 0.05
# Where a sentence of an answer ends: its last sentences name what it goes on about.
_SENTENCE_END = re.compile(r"[。！？!?；;\n]|\.(?:\s|$)")


@dataclass(slots=True)
class TurnState:
    """What the stages of one user turn hand on to each other (see ``Rewriter.rewrite_turn``)."""

    text: str
    pack: LanguagePack
    first: bool
    topic: Topic
    queries: list[str] = field(default_factory=list)
    linked: dict[str, LinkedEntity] = field(default_factory=dict)
    clause_traces: list[Mapping[str, Any]] = field(default_factory=list)
    fallbacks: list[Fallback] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    clarify: tuple[str, ...] | None = None
    pending: Pending | None = None
    correction: bool = False
    turn_types: list[str] = field(default_factory=list)
    turn_type: str = ""
    alternatives: list[list[str]] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    method: Method = "rule"
    analyses: list[ClauseAnalysis] = field(default_factory=list)
    allowed: set[str] = field(default_factory=set)
    preferred: dict[str, str] = field(default_factory=dict)
    # What the rules made of the turn, kept in the session whatever the model says.
    rule_method: Method = "rule"
    rule_queries: list[str] = field(default_factory=list)
    rule_linked: list[str] = field(default_factory=list)

    @property
    def lang(self) -> str:
        return self.pack.code


class Rewriter:
    """Rewrites the turns of conversations over one ontology; shared by many sessions.

    Args:
        ontology: the knowledge graph to link to.
        llm: a model rewriter (:class:`kglink.llm.LLMRewriter`); None = rules only, exactly
            as without the model path.
        policy: with a model, "llm" asks it on every turn, "hybrid" only where the rules
            are unsure (:class:`kglink.rewrite.HybridPolicy`). Either way its queries are used
            only when they pass validation; the rules' result stands otherwise.
        graph: a graph store (default: networkx over the ontology).
        alias_index: a prebuilt alias index (default: built from the ontology).
        clarify_margin: score margin under which two candidates count as a tie.
        trace_path: append one JSON line per turn to this file.
        hybrid: thresholds of the hybrid policy (default :class:`kglink.rewrite.HybridPolicy`).
        documents: what the indexed documents say about each entity
            (:class:`~kglink.rewrite.doc_terms.DocumentTerms`, e.g. from ``index.chunks()``):
            evidence for whether a follow-up's words belong to the topic. Without it the
            graph alone decides.

    Example:
        >>> rewriter = Rewriter(Ontology.load("ontology/enterprise/ontology.ttl"))  # doctest: +SKIP
        >>> session = rewriter.session()  # doctest: +SKIP
        >>> session.rewrite("你们的企业版多少钱").queries  # doctest: +SKIP
    """

    def __init__(
        self,
        ontology: Ontology,
        llm: LLMRewriter | None = None,
        *,
        policy: Literal["llm", "hybrid"] = "hybrid",
        graph: GraphStore | None = None,
        alias_index: AliasIndex | None = None,
        clarify_margin: float = 0.05,
        trace_path: str | Path | None = None,
        hybrid: HybridPolicy | None = None,
        documents: DocumentTerms | None = None,
    ) -> None:
        self.resources = Resources.build(
            ontology, graph=graph, alias_index=alias_index, clarify_margin=clarify_margin, documents=documents
        )
        self.rules = RuleRewriter(self.resources)
        self.validator = Validator(self.resources)
        self.llm = llm
        self.policy = policy
        self.model_pass = None
        if llm is not None:
            # Imported here: the model path (and openai) loads only when a model is given.
            from kglink.rewrite.model_pass import ModelPass

            self.model_pass = ModelPass(llm, self.validator, ontology, policy=policy, hybrid=hybrid)
        self.trace_path = Path(trace_path) if trace_path else None

    @property
    def ontology(self) -> Ontology:
        return self.resources.ontology

    def model_stats(self) -> dict[str, Any] | None:
        """The model pass's counters (turns, calls, answered, cache hits, fallbacks by
        reason, skipped by why, overhead), or None without a model."""
        return self.model_pass.stats.as_dict() if self.model_pass is not None else None

    def session(
        self, now: dt.date | None = None, *, session_id: str | None = None, now_unit: NowUnit = "day"
    ) -> Session:
        """A new conversation; ``now`` resolves "这个月" / "last week" ("last month" only,
        with ``now_unit="month"``: the day is not known)."""
        return Session(self, now=now, session_id=session_id, now_unit=now_unit)

    # -- user turns ------------------------------------------------------------------

    def rewrite_turn(self, session: Session, text: str) -> RewriteResult:
        """One user turn, as stages over one :class:`TurnState`: analyse and draft each
        clause, validate, the model pass, then commit the session and build the result.

        The stages work on a copy of the session; the session itself changes once, at
        the end (:meth:`Session.commit`), so a turn that fails leaves no trace.
        """
        started = time.perf_counter()
        text = text.strip()
        check_utterance(text)  # work per turn is bounded: a too long turn is refused in one line
        pack = detect(text)
        # ("那24版呢" after the 2025 edition: the year as names and documents write it.)
        text = pack.short_year.sub(lambda found: "20" + found.group(1), text)
        work = session.fork()
        work.decay()
        state = TurnState(text=text, pack=pack, first=work.user_turns == 0, topic=work.topic.copy())
        for _offset, clause in split_clauses(text, pack) if text else [(0, text)]:
            self._clause(work, state, clause)
        model_trace = self._model(work, state)
        self._commit_turn(work, state)
        result = self._result(work, state, model_trace, started)
        session.commit(work)
        if self.trace_path is not None:
            with self.trace_path.open("a", encoding="utf-8") as handle:
                handle.write(json.dumps(result.trace, ensure_ascii=False) + "\n")
        return result

    # -- the stages of a turn ----------------------------------------------------------

    def _left_in_last_query(self, draft: ClauseDraft, last_query: str, clause: str) -> frozenset[str]:
        """The pronouns the last query kept as typed ("…how does it compare to Q2", its thing
        named before it), which an ellipsis put into that query's words ("and lost
        production?") keeps with them; none the clause says itself."""
        if draft.turn_type != "ellipsis" or not last_query:
            return frozenset()
        said = {r.text.casefold() for r in self.resources.references.find(clause) if r.kind == "pronoun"}
        return frozenset(
            r.text.casefold() for r in self.resources.references.find(last_query) if r.kind == "pronoun"
        ) - said

    def _results_of_search(self, analysis: ClauseAnalysis, draft: ClauseDraft, topic: Topic) -> frozenset[str]:
        """"are any of them in the north?", "any of those places" after a search of
        filters only: the ones meant are picked among the search's results, which no name
        says and the filters the draft wrote in do; the words stay as typed. None when the
        topic is no such search, nothing is written, or the words pick among nothing
        ("which two they are" asks the results themselves)."""
        fit = self.resources.fit
        if not topic.entities or not all(fit.is_value_node(e) for e in topic.entities) or draft.query == analysis.text:
            return frozenset()
        among = [m.span() for m in analysis.pack.partitive.finditer(analysis.text)]
        return frozenset(
            r.reference.text.casefold() for r in analysis.references
            if r.reference.plural and not r.node_ids and any(s <= r.reference.start < e for s, e in among)
        )

    def _of_thing_sought(self, analysis: ClauseAnalysis) -> frozenset[str]:
        """"I also need a lock. It should fit the bike.": an "it" after the clause asks for a
        thing of a kind, pointing at nothing in play, is the thing sought, which nothing names
        yet; the words stay as typed."""
        sought = analysis.pack.indefinite.search(analysis.text)
        if sought is None:
            return frozenset()
        return frozenset(
            r.reference.text.casefold() for r in analysis.references
            if sought.end() <= r.reference.start and r.reference.kind == "pronoun" and not r.reference.personal
            and not r.reference.plural and not r.node_ids and not r.scores
        )

    def _clause(self, work: Session, state: TurnState, clause: str) -> None:
        """Analyse one clause, draft its query with the rules, validate it."""
        lang = state.lang
        analysis = analyse_clause(clause, state.pack, work, self.resources,
                                  named_before=state.analyses[-1].named_ids if state.analyses else ())
        draft = None
        if work.pending is not None and not state.turn_types:
            draft = self.rules.answer_clarification(analysis, work, state.topic)
        if draft is None:
            draft = self.rules.rewrite_clause(
                analysis, work, state.topic, first=state.first and not state.turn_types, continuing=bool(state.turn_types)
            )
        state.turn_types.append(draft.turn_type)
        state.correction = state.correction or draft.correction
        state.unknown.extend(d.mention.text for d in analysis.names if d.node_id is None and d.mention.candidates)
        state.unknown.extend(_unknown_compounds(clause, analysis))
        state.alternatives.extend(
            [node for node, _ in d.ranked[1:3]] for d in analysis.names if d.node_id and len(d.ranked) > 1
        )
        # The whitelist: entities of the history, those the turn's own words name, and
        # those a name the user gave before the pending question names ("Central": both);
        # and a member of a family of the topic the words name by its mark, its base or
        # its age ("二店", "the original", "旧版": kglink.linking.families).
        allowed = set(work.entities) | analysis.spoken | {
            d.node_id for d in analysis.names if d.node_id
        } | set(work.pending.candidates if work.pending else ())
        family = [*state.topic.entities[:NAMESAKE_TOPIC], *(e for e, _s in work.salient()[:FAMILY_IN_PLAY])]
        allowed |= siblings_said(clause, dict.fromkeys(family), self.resources.ontology, self.resources.alias_index,
                                 now=work.now, now_unit=work.now_unit)
        preferred = _preferred(analysis, draft)
        state.analyses.append(analysis)
        state.allowed |= allowed
        state.preferred.update(preferred)
        if draft.clarify:
            state.clarify = draft.clarify
            state.pending = draft.pending
            # (As typed, but for a relative time written as the date it means.)
            validation = self.validator.check([draft.query], allowed=allowed, preferred=preferred, lang=lang)
            clause_queries = [draft.query]
            mentioned = list(analysis.named_ids)
        else:
            as_typed = (analysis.as_typed | self._left_in_last_query(draft, state.topic.query, clause)
                        | self._results_of_search(analysis, draft, state.topic))
            sought = self._of_thing_sought(analysis)
            validation = self.validator.check(
                [draft.query], allowed=allowed, constraints=draft.topic.constraints, preferred=preferred, lang=lang,
                as_typed=as_typed | sought, unknown=analysis.unknown_names,
            )
            if sought and not set(validation.entity_ids) <= {*analysis.named_ids, *analysis.resolved_ids}:
                # (A new search the draft wrote another thing into keeps no "it" of its own.)
                validation = self.validator.check(
                    [draft.query], allowed=allowed, constraints=draft.topic.constraints, preferred=preferred,
                    lang=lang, as_typed=as_typed, unknown=analysis.unknown_names,
                )
            apart = None if validation.ok else self._apart(draft, allowed, lang)
            if apart is not None:
                # "CT900" + "维保合同…" spelled the name of a contract nobody mentioned:
                # the topic's name is set apart from the user's words by the possessive.
                retry = self.validator.check(
                    [apart], allowed=allowed, constraints=draft.topic.constraints, preferred=preferred, lang=lang,
                    as_typed=as_typed,
                )
                if retry.ok:
                    validation = retry
            if not validation.ok:
                # The rules could not make a valid query: the user's own words answer.
                state.problems.extend(validation.problems)
                state.fallbacks.append(Fallback("rule", "; ".join(validation.problems)))
                state.method = "original"
                validation = self.validator.check([clause], allowed=allowed, preferred=preferred, lang=lang)
            draft.topic.query = validation.queries[0]
            clause_queries = [_trimmed(query) for query in validation.queries]
            mentioned = list(validation.entity_ids)
            draft.topic.entities = mentioned
            # ("why does it beat York Depot, same turbines no?": a later clause that names and
            # points at nothing only adds to the one before, whose question the next turn varies.)
            adds_only = len(state.turn_types) > 1 and not analysis.named_ids and not analysis.resolved_ids
            if not adds_only:
                state.topic = draft.topic
        state.queries.extend(clause_queries)
        for entity_id in mentioned:
            if entity_id not in state.linked:
                state.linked[entity_id] = self._linked(entity_id, analysis, draft, lang)
        # What a sentence names first is what the next one's pronoun most likely means ("was the
        # trip our fault or the grid's?" -> "did it hit the other site too?": the trip): each
        # later entity of the query weighs a step less, as in an answer.
        for rank, entity_id in enumerate(dict.fromkeys([*mentioned, *analysis.named_ids])):
            work.mention([entity_id], role="user", weight=1 - ORDER_STEP * min(rank, 5))
        state.clause_traces.append(_clause_trace(analysis, draft, validation, self.ontology))

    def _apart(self, draft: ClauseDraft, allowed: set[str], lang: str) -> str | None:
        """The draft with the pack's possessive after each name the rule wrote that runs on
        into a name of something outside ``allowed`` (a language without spaces only)."""
        pack = PACKS.get(lang)
        if pack is None or pack.spaced or not pack.possessive:
            return None
        query = draft.query
        outside = [
            m for m in self.resources.alias_index.find(query)
            if m.kind == "exact" and not any(c.node_id in allowed for c in m.candidates)
        ]
        cuts = {
            found.end()
            for entity_id in set(draft.written.values())
            for found in re.finditer(re.escape(self.ontology.label(entity_id, lang)), query)
            if any(m.start < found.end() < m.end for m in outside)
        }
        for cut in sorted(cuts, reverse=True):
            query = query[:cut] + pack.possessive + query[cut:]
        return query if cuts else None

    def _model(self, work: Session, state: TurnState) -> dict[str, Any] | None:
        """With a model, ask it (as the policy says) and take its queries if they pass.
        The session keeps what the rules made of the turn, whatever the model says: a
        wrong answer must not spoil later turns."""
        state.rule_method, state.rule_queries, state.rule_linked = state.method, list(state.queries), list(state.linked)
        if self.model_pass is None:
            return None
        from kglink.rewrite.model_pass import RuleTurn

        rule_turn = RuleTurn(
            text=state.text, lang=state.lang, first=state.first, analyses=tuple(state.analyses),
            turn_types=tuple(state.turn_types), allowed=frozenset(state.allowed), preferred=state.preferred,
            constraints=tuple(state.topic.constraints), entity_ids=tuple(state.linked),
            rules_failed=state.method == "original", clarify=state.clarify is not None, unknown=tuple(state.unknown),
        )
        outcome = self.model_pass.run(work, rule_turn)
        if outcome.validation is not None:
            state.queries = list(outcome.validation.queries)
            state.linked = self.model_pass.linked(outcome.validation, state.linked, rule_turn)
            state.method = "llm"
        elif outcome.fallback is not None:
            state.fallbacks.insert(0, outcome.fallback)
        return outcome.trace

    def _commit_turn(self, work: Session, state: TurnState) -> None:
        """Record the turn in the working copy: topic, summary, pending question, history."""
        turn_type = "multi_intent" if len(state.turn_types) > 1 else state.turn_types[0]
        if state.clarify:
            turn_type = "clarify"
        elif state.rule_method == "original" and turn_type not in ("first", "nil", "topic_switch"):
            turn_type = state.turn_types[0]
        state.turn_type = turn_type
        work.pending = state.pending if state.clarify else None
        if not state.clarify:
            work.set_topic(state.topic)
            self._summarise(work, state.topic, state.lang)
        work.record(
            TurnRecord(
                role="user", text=state.text, index=work.turn_index, queries=state.rule_queries,
                entities=state.rule_linked, turn_type=turn_type, alternatives=state.alternatives,
                unknown=state.unknown,
            )
        )
        work.user_turns += 1

    def _result(
        self, work: Session, state: TurnState, model_trace: dict[str, Any] | None, started: float
    ) -> RewriteResult:
        lang = state.lang
        elapsed_ms = (time.perf_counter() - started) * 1000
        clarify_candidates = None
        if state.clarify:
            clarify_candidates = tuple(self._clarify_candidate(node, lang) for node in state.clarify)
        queries = list(dict.fromkeys(state.queries))
        result = RewriteResult(
            queries=tuple(queries),
            entities=tuple(state.linked.values()),
            turn_type=state.turn_type,
            method=state.method,
            clarify=clarify_candidates,
            correction=state.correction,
            elaboration=state.turn_type == "continuation" and _elaboration(state.analyses),
            constraints=tuple(state.topic.constraints),
            fallbacks=tuple(state.fallbacks),
            lang=lang,
            trace={
                "session": work.session_id,
                "turn": work.user_turns - 1,
                "utterance": state.text,
                "lang": lang,
                "clauses": state.clause_traces,
                "state": self.state_summary(work, lang),
                "queries": queries,
                "method": state.method,
                "turn_type": state.turn_type,
                "validation": state.problems,
                "timings_ms": {"rewrite": round(elapsed_ms, 3)},
            },
        )
        if model_trace is not None:
            # The model's raw answer, why it was or was not used, and its cost beside the rules'.
            result.trace["model"] = model_trace
            result.trace["fallbacks"] = [{"method": f.method, "reason": f.reason} for f in state.fallbacks]
            result.trace["timings_ms"]["model_call_ms"] = model_trace.get("model_call_ms", 0.0)
            result.trace["timings_ms"]["model_overhead_ms"] = model_trace.get("overhead_ms", 0.0)
        return result

    # -- assistant turns ---------------------------------------------------------------

    def observe_answer(self, session: Session, text: str) -> None:
        """Read the answer shown to the user: the entities it names become salient, an
        entity named alone most of all (users point at what the system said)."""
        work = session.fork()
        self._observe(work, text)
        session.commit(work)

    def _observe(self, session: Session, text: str) -> None:
        session.decay()
        pending = session.pending
        if pending is not None and not any(mark in text for mark in "?？"):
            # The answer went on without asking which one: the next turn answers nothing,
            # and what the question named without doubt is what it was about ("no, the
            # southgate contract" then corrects it like any question).
            session.pending = None
            if pending.named:
                session.set_topic(Topic(list(pending.named), [], [], session.turn_index, pending.question))
        salience = dict(session.salient())
        chosen: list[str] = []
        last_sentence: dict[str, int] = {}
        named_values: set[str] = set()
        named_at: list[tuple[str, int]] = []
        mentions = self.resources.alias_index.find(text, fuzzy=True)
        if any(m.kind != "exact" for m in mentions):
            # A misspelt name ("Pine Lodg") counts; a near miss that is mostly a type noun
            # ("a guesthouse" for "A Guest House") or a word of many names is a kind of thing.
            # Only between spaces: in running text without them a near miss of characters
            # is as likely any other words.
            nouns = self.resources.references.type_nouns(text)
            # A near miss the linker would turn down for a user ("line and" for "Line A": a code
            # changed) is no name in an answer either.
            accepts = self.resources.disambiguator.accepts
            mentions = [
                m for m in mentions
                if m.kind == "exact" or (
                    len(m.candidates) == 1 and not any(is_cjk(char) for char in m.text)
                    and not any(2 * (min(e, m.end) - max(s, m.start)) >= m.end - m.start for s, e, _c in nouns)
                    and accepts(m, m.candidates[0])
                )
            ]
        answer_pack = detect(text)
        # ("…1号线1200件/天，2号线900件/天": the list's later item shares the front.)
        mentions = sorted([*mentions, *fronts_completed(text, mentions, self.resources, answer_pack)],
                          key=lambda m: m.start)
        values = self._attribute_spans(text, [e for e, _ in list(salience.items())[:3]])
        asks_back = text.rstrip().endswith(("?", "？"))
        located: set[str] = set()
        person_end = -1  # where the last person the answer named ends
        for mention in mentions:
            ids = [c.node_id for c in mention.candidates]
            if not ids:
                continue
            inside = [(start, end) for start, end in values if start <= mention.start and mention.end <= end]
            if any((mention.end - mention.start) * 2 < end - start for start, end in inside):
                # "地址在北京市东城区故宫博物院内": a name that is a small part of the value of
                # an attribute of the entity in focus locates by it; it is no new topic. It
                # was said, though: a later turn may name it ("她那个区" of "西南区销售经理").
                if len(ids) == 1:
                    session.mention(ids, role="assistant", weight=0.0)
                continue
            # A shared name in an answer means the entity already in play, else the likeliest.
            chosen.append(max(ids, key=lambda i: (salience.get(i, 0.0), -ids.index(i))))
            if asks_back and not any(salience.get(i, 0.0) for i in ids):
                # "Which one: Harlow, York or Leeds?": a clarification lists the things in play by
                # the first words of their names, though a word may also name something else.
                opened = self._opened_in_play(mention.text, salience)
                if opened is not None:
                    chosen[-1] = opened
            locating = answer_pack.answer_locating.search(text, 0, mention.start)
            if inside and not locating:
                # "毕业于海城艺术学院戏剧系": a value that is mostly a name names that thing, which
                # the next turn may ask about ("这所学校"); it is the answer's value, not its subject.
                # ("地址在…号，近X": a landmark the value places its subject beside is not.)
                named_values.add(chosen[-1])
            elif locating or answer_pack.answer_aside.search(
                text, 0, mention.start
            ) or self._in_title(text, answer_pack, person_end, mention.start, mention.end, chosen[-1]):
                # "位于湖边的小山上": where the answer puts its subject, said or not; the
                # subject stays what the next turn is about. So with an aside ("Nora Vale,
                # who also runs Ward 5") and a person's title ("Nora Vale, Head of Harlow Yard").
                located.add(chosen[-1])
            if self.resources.fit.is_person(chosen[-1]):
                person_end = mention.end
            last_sentence[chosen[-1]] = len(_SENTENCE_END.findall(text, 0, mention.start))
            named_at.append((chosen[-1], mention.start))
        # "…还有他的电影《X》。这个电影据说…": the answer goes on about X, as naming it again would.
        for entity_id, sentence in self._restated(text, [(m.start, m.end) for m in mentions], named_at):
            chosen.append(entity_id)
            last_sentence[entity_id] = sentence
        counts = Counter(chosen)
        total = sum(counts.values())
        order = self._answer_order(list(dict.fromkeys(chosen)), last_sentence)
        # "Which ward piloted the mats?" -> "Ward 9 at Hill Hospital piloted them": the thing of
        # the kind asked for is what the answer is about, though an edge makes it a value of
        # another thing the answer names (the mats' pilot ward).
        sought = self._sought(session, order)
        order = [*sought, *(e for e in order if e not in sought)]
        values_of = self._values_of_others(order) - set(sought)
        # The details of the thing asked about weigh as an aside does: the answer is about it.
        located |= self._values_of_focus(session, text, order) - set(sought)
        located -= set(sought)
        for rank, (entity_id, count) in enumerate(sorted(counts.items(), key=lambda item: order.index(item[0]))):
            weight = ASSISTANT_WEIGHT * count / total
            if entity_id in values_of or entity_id in named_values:
                # "York Depot is in the North region": the region is what the answer says of
                # the museum; "it" in the next turn is the museum.
                weight *= VALUE_WEIGHT
            elif entity_id in located:
                weight *= LOCATED_WEIGHT
            session.mention([entity_id], role="assistant", weight=weight * (1 - ORDER_STEP * min(rank, 5)))
        listed = list(dict.fromkeys(chosen))
        answered_periods(session.topic, text, session.now)
        session.record(TurnRecord(role="assistant", text=text, index=session.turn_index, entities=listed, listed=listed))

    # -- helpers ----------------------------------------------------------------------

    def _in_title(self, text: str, pack: LanguagePack, person_end: int, start: int, end: int, entity_id: str) -> bool:
        """Whether the name at ``start:end`` of an answer is said in the title it gives the
        person named just before ("Nora Vale, Harlow Yard Manager, runs …"): a
        title of more words than the name, naming no other person."""
        if person_end < 0 or self.resources.fit.is_person(entity_id):
            return False
        gap = text[person_end:start]
        if not pack.answer_title.match(gap):
            return False
        return any(char.isalpha() for char in gap) or bool(pack.answer_title_tail.match(text[end:]))

    def _opened_in_play(self, words: str, salience: dict[str, float]) -> str | None:
        """The one entity in play whose name opens with ``words`` (a whole word or more)."""
        head = normalize(words) + " "
        found = {
            entity_id for entity_id in salience
            if (entity := self.resources.ontology.entities.get(entity_id)) is not None
            and any(normalize(name).startswith(head) for name, _kind in entity.surface_forms())
        }
        return next(iter(found)) if len(found) == 1 else None

    def _restated(
        self, text: str, names: list[tuple[int, int]], named_at: list[tuple[str, int]]
    ) -> list[tuple[str, int]]:
        """A sentence of an answer that opens with a demonstrative of a kind ("这个电影据说…")
        speaks again of the last thing of that kind an earlier sentence named: that thing,
        and the sentence it is spoken of in. ("X系列这个电影", inside a sentence, only
        restates X.)"""
        found: list[tuple[str, int]] = []
        for ref in self.resources.references.find(text, taken=names):
            if ref.kind != "demonstrative" or not ref.classes or ref.plural:
                continue
            opens = max((m.end() for m in _SENTENCE_END.finditer(text, 0, ref.start)), default=0)
            if opens == 0 or text[opens:ref.start].strip():
                continue
            graph = self.resources.graph
            before = [e for e, at in named_at if at < opens and graph.classes_of(e) & ref.classes]
            if before:
                found.append((before[-1], len(_SENTENCE_END.findall(text, 0, ref.start))))
        return found

    def _answer_order(self, first_named: list[str], last_sentence: dict[str, int]) -> list[str]:
        """The entities of an answer, most likely subject first. Named first is most often
        the subject; among things of one kind, an answer of several sentences goes on about
        the one its later sentences name ("除去A，我最喜欢的是B。这部电影…": B)."""
        order = list(first_named)
        by_class: dict[frozenset[str], list[int]] = {}
        for position, entity_id in enumerate(first_named):
            by_class.setdefault(direct_classes(self.resources, entity_id), []).append(position)
        for classes, positions in by_class.items():
            if not classes or len(positions) < 2:
                continue
            members = sorted((first_named[p] for p in positions), key=lambda e: -last_sentence[e])
            for position, entity_id in zip(positions, members):
                order[position] = entity_id
        return order

    def _sought(self, session: Session, entity_ids: list[str]) -> list[str]:
        """Of the entities an answer names, the one of the kind the question before it asked
        for ("which ward …?"), when there is exactly one; a value others point at (an area,
        a price band) is an answer's detail, never its subject."""
        question = session.last("user")
        if question is None:
            return []
        pack = detect(question.text)
        kinds = frozenset().union(*(
            classes for start, _end, classes in self.resources.references.type_nouns(question.text)
            if pack.which.search(question.text, 0, start)
        ))
        if not kinds:
            return []
        graph, fit = self.resources.graph, self.resources.fit
        found = [
            e for e in entity_ids
            if graph.classes_of(e) & kinds and not fit.is_value_node(e) and e not in question.entities
        ]
        return found if len(found) == 1 else []

    def _values_of_others(self, entity_ids: list[str]) -> set[str]:
        """The entities of another class that an edge of another of ``entity_ids`` points
        at (a restaurant's area, an edition's deployment), when that other one is not
        itself pointed at by them."""
        graph = self.resources.graph
        named = set(entity_ids)
        if len(named) < 2:
            return set()
        targets: dict[str, set[str]] = {}
        for entity_id in entity_ids:
            classes = graph.classes_of(entity_id)
            for edge in graph.edges(entity_id):
                # A peer (a sight near a sight, a model beside a model) is no value of it.
                if (edge.source == entity_id and edge.target in named and edge.target != entity_id
                        and not graph.classes_of(edge.target) & classes):
                    targets.setdefault(edge.target, set()).add(entity_id)
        return {t for t, sources in targets.items() if not any(t in targets.get(s, ()) for s in sources)}

    def _values_of_focus(self, session: Session, text: str, entity_ids: list[str]) -> set[str]:
        """The things an answer names that an edge of what the question before it asked
        about points at, when the answer states a value of that thing without naming it
        again and states none of theirs ("when did the scada outage happen?" -> "25 August
        2025 … on the South region server": the region is a detail of the outage, which stays
        what the next turn is about). Not persons, whom "he" / "she" pick out whatever
        their weight, nor the kind the question asked for (kept by the caller)."""
        question = session.last("user")
        if question is None:
            return set()
        graph, fit = self.resources.graph, self.resources.fit
        named = set(entity_ids)
        found: set[str] = set()
        # ("那她的电影你是没少看了？": things of a kind the question names are what it asked.)
        # (A kind noun inside a name, "事件" of "输液事件", asks for no kind.)
        names = [(m.start, m.end) for m in self.resources.alias_index.find(question.text)]
        asked_kinds = frozenset().union(*(
            classes for start, end, classes in self.resources.references.type_nouns(question.text)
            if not any(a <= start and end <= b for a, b in names)
        ))
        # ("tell me about the forklift collision" -> "…a forklift hit a bay at York Depot":
        # an event asked nothing in particular of is what the answer tells, where and with
        # whom it happened its details.)
        asks_nothing = not self.resources.properties.find(question.text) and not asked_kinds
        for focus in question.entities:
            told = asks_nothing and (fit.is_event(focus) or fit.is_event_kind(focus))
            if focus in named or not (told or self._attribute_spans(text, [focus])):
                continue
            classes = graph.classes_of(focus)
            for edge in graph.edges(focus):
                if edge.source == focus and edge.target in named and not graph.classes_of(edge.target) & classes:
                    found.add(edge.target)
        return {
            e for e in found
            if not fit.is_person(e) and not graph.classes_of(e) & asked_kinds and not self._attribute_spans(text, [e])
        }

    def _attribute_spans(self, text: str, entity_ids: list[str]) -> list[tuple[int, int]]:
        """Where the literal attribute values of these entities occur in ``text``."""
        spans: list[tuple[int, int]] = []
        for entity_id in entity_ids:
            entity = self.ontology.entities.get(entity_id)
            if entity is None:
                continue
            for attribute in entity.attributes:
                for value in _value_pieces(attribute.value):
                    start = text.find(value)
                    while start >= 0:
                        spans.append((start, start + len(value)))
                        start = text.find(value, start + 1)
        return spans

    def state_summary(self, session: Session, lang: str = "zh") -> str:
        """One line: topic, constraints, properties asked, recent topics."""
        ontology = self.ontology
        topic = ", ".join(ontology.label(e, lang) for e in session.topic.entities) or "-"
        constraints = ", ".join(c.display for c in session.topic.constraints) or "-"
        properties = ", ".join(
            ontology.properties[p].label(lang) for p in session.topic.properties if p in ontology.properties
        ) or "-"
        return f"topic: {topic}; constraints: {constraints}; asking: {properties}"

    def _summarise(self, session: Session, topic: Topic, lang: str) -> None:
        line = " ".join(self.ontology.label(e, lang) for e in topic.entities)
        if topic.constraints:
            line += " | " + " ".join(c.display for c in topic.constraints)
        if line and (not session.summary or session.summary[-1] != line):
            session.summary.append(line)
            del session.summary[:-SUMMARY_SIZE]

    def _linked(self, entity_id: str, analysis: ClauseAnalysis, draft: ClauseDraft, lang: str) -> LinkedEntity:
        label = self.ontology.label(entity_id, lang)
        for decision in analysis.names:
            if decision.node_id == entity_id:
                return LinkedEntity(entity_id, label, decision.mention.text, round(min(decision.score, 1.0), 4), "name")
        for resolution in analysis.references:
            if entity_id in resolution.node_ids:
                return LinkedEntity(entity_id, label, resolution.reference.text, 1.0, "reference")
        source = "frame" if draft.turn_type in ("ellipsis", "correction", "return") else "context"
        return LinkedEntity(entity_id, label, "", 1.0, source)

    def _clarify_candidate(self, node_id: str, lang: str) -> ClarifyCandidate:
        ontology = self.ontology
        entity = ontology.entities.get(node_id)
        class_label = ""
        if entity and entity.types:
            class_label = ontology.classes[entity.types[0]].label(lang) if entity.types[0] in ontology.classes else ""
        return ClarifyCandidate(node_id, ontology.label(node_id, lang), class_label, 1.0)


# A Chinese word run on by a Latin code ("产品C", "星云ERP", "安心保Max").
_COMPOUND_NAME = re.compile(r"([\u4e00-\u9fff]{1,6})([A-Za-z][A-Za-z0-9]*)")


def _unknown_compounds(clause: str, analysis: ClauseAnalysis) -> list[str]:
    """Names in the clause that no alias covers but look like names: a Chinese word with a
    Latin code glued on. Kept as written; a pronoun may later point at them."""
    spans = [(d.mention.start, d.mention.end) for d in analysis.names if d.node_id is not None]
    found = []
    for match in _COMPOUND_NAME.finditer(clause):
        head = match.group(1)
        for pack in PACKS.values():
            # Function words end the words before a name ("有没有星云ERP" -> "星云ERP").
            head = pack.before_name.sub("", head)
        start = match.end(1) - len(head)
        if head and all(match.end() <= a or start >= b for a, b in spans):
            found.append(clause[start:match.end()])
    return found


def _elaboration(analyses: list[ClauseAnalysis]) -> bool:
    """One clause asking for more of the same answer, with no name, property or
    constraint of its own ("详细说说", not "详细说说它的核保规则")."""
    if len(analyses) != 1:
        return False
    a = analyses[0]
    return a.cues.elaboration and not (a.names or a.references or a.properties or a.constraints)


def _value_pieces(value: str) -> list[str]:
    """An attribute value and its clauses, long enough to be recognised in an answer."""
    pieces = [value, *(p for p in _CLAUSE_BREAK.split(value) if p != value)]
    return [p.strip() for p in pieces if len(p.strip()) >= MIN_VALUE_LENGTH]


def _preferred(analysis: ClauseAnalysis, draft: ClauseDraft) -> dict[str, str]:
    preferred: dict[str, str] = {}
    for decision in analysis.names:
        if decision.node_id and not decision.ambiguous:
            preferred[normalize(decision.mention.text)] = decision.node_id
    preferred.update(draft.written)
    return preferred


def _clause_trace(analysis: ClauseAnalysis, draft: ClauseDraft, validation: Validation, ontology: Ontology) -> Mapping[str, Any]:
    return {
        "text": analysis.text,
        "mentions": [
            {
                "text": d.mention.text,
                "span": [d.mention.start, d.mention.end],
                "kind": d.mention.kind,
                "candidates": [
                    {"id": node, "label": ontology.label(node), **dict(d.features.get(node, {}))}
                    for node, _score in d.ranked[:5]
                ],
                "chosen": d.node_id,
                "ambiguous": d.ambiguous,
            }
            for d in analysis.names
        ],
        "references": [
            {
                "text": r.reference.text,
                "kind": r.reference.kind,
                "resolved": list(r.node_ids),
                "ambiguous": r.ambiguous,
                "apposition": r.apposition,
                "candidates": [{"id": e, "score": score} for e, score in r.scores],
            }
            for r in analysis.references
        ],
        "constraints": [{"text": c.text, "kind": c.kind, "value": c.value, "compare": c.compare} for c in analysis.constraints],
        "properties": [pid for _s, _e, pid in analysis.properties],
        "cues": {
            "ellipsis": analysis.cues.ellipsis_slot,
            "continuation": analysis.cues.continuation,
            "comparison": analysis.cues.comparison,
            "correction": analysis.cues.correction,
            "return": analysis.cues.return_,
            "indefinite": analysis.cues.indefinite,
        },
        "draft": draft.query,
        "turn_type": draft.turn_type,
        "notes": list(draft.notes),
        "validation": list(validation.problems),
    }


def _trimmed(query: str) -> str:
    """A query of one clause of several, without the space before it and the comma that
    ended the clause ("企业版多少钱，" -> "企业版多少钱"). The analysis reads the comma
    (a clause that ends "呢，" is no "X呢" frame), so only what is emitted is trimmed."""
    return query.strip().rstrip(_CLAUSE_END).rstrip() or query.strip()


_CLAUSE_END = "；;，,"
