"""Choosing the node a mention means, against the conversation so far.

Following spaCy's entity linker: no candidate gives NIL, one candidate is taken, several
are scored. The score adds up the alias prior, the match quality, the salience of the
candidate in the conversation, its graph proximity to the entities in play (distance,
same parent) and its type fit (the class a nearby type noun names). When the two best
are too close and nothing in the context separates them, the decision is ``ambiguous``:
the rewriter then asks which one instead of guessing.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field

from kglink.graph.protocol import GraphStore
from kglink.lang.readings import sounds_alike
from kglink.linking.candidates import Candidate, Mention
from kglink.linking.normalize import normalize

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Weights:
    """How much each feature counts; they sum to 1 so a score stays in [0, 1]."""

    prior: float = 0.30
    match: float = 0.25
    salience: float = 0.25
    proximity: float = 0.10
    type_fit: float = 0.10


@dataclass(frozen=True, slots=True)
class Context:
    """What the conversation says about the mention.

    Attributes:
        salience: entity id -> salience in [0, 1] (1 = the most salient entity).
        classes: the classes type nouns near the mention name (with subclasses); empty
            when the turn gives no type hint.
        together: groups of entities one utterance named side by side (the answer just
            shown): between two of one group, salience and proximity differ only by the
            order they were said in, which picks neither.
    """

    salience: Mapping[str, float] = field(default_factory=dict)
    classes: frozenset[str] = frozenset()
    together: tuple[frozenset[str], ...] = ()


@dataclass(frozen=True, slots=True)
class Decision:
    """The node chosen for a mention, or None (NIL), with the ranking behind it."""

    mention: Mention
    node_id: str | None
    score: float
    ranked: tuple[tuple[str, float], ...]
    ambiguous: bool
    features: Mapping[str, Mapping[str, float]]


class Disambiguator:
    """Scores the candidates of a mention in context.

    Args:
        graph: the graph store asked for distances and classes.
        weights: feature weights.
        clarify_margin: when the best two scores are closer than this and the context
            does not separate them, the decision is ambiguous.
        min_fuzzy_score: a fuzzy candidate below this match score is NIL.
        max_distance: graph distance beyond which proximity counts nothing.
        prior_dominance: with no context, the best candidate is taken only when its prior
            is at least this many times the runner-up's.
    """

    def __init__(
        self,
        graph: GraphStore,
        *,
        weights: Weights | None = None,
        clarify_margin: float = 0.05,
        min_fuzzy_score: float = 0.86,
        max_distance: int = 2,
        prior_dominance: float = 2.0,
    ) -> None:
        if clarify_margin < 0:
            raise ValueError("clarify_margin must be >= 0")
        self.graph = graph
        self.weights = weights or Weights()
        self.clarify_margin = clarify_margin
        self.min_fuzzy_score = min_fuzzy_score
        self.max_distance = max_distance
        self.prior_dominance = prior_dominance

    def accepts(self, mention: Mention, candidate: Candidate) -> bool:
        """Whether ``candidate`` may be what ``mention`` means: always when the name was
        matched exactly; a near match must be close, change no short code ("Product C" is
        not "Product A", "line and" not "Line A") and cross no punctuation."""
        return mention.kind == "exact" or (
            candidate.score >= self.min_fuzzy_score
            and (
                not _identifier_differs(mention.text, candidate.alias)
                and not _crosses_punctuation(mention.text, candidate.alias)
                # ("绿hua合同": the sound typed in letters is no code of its own.)
                or sounds_alike(mention.text, candidate.alias)
            )
        )

    def decide(self, mention: Mention, context: Context) -> Decision:
        candidates = [c for c in mention.candidates if self.accepts(mention, c)]
        if not candidates:
            return Decision(mention, None, 0.0, (), False, {})
        in_play = sorted(context.salience.items(), key=lambda item: -item[1])[:5]
        scored: list[tuple[str, float]] = []
        features: dict[str, dict[str, float]] = {}
        w = self.weights
        for candidate in candidates:
            node = candidate.node_id
            salience = context.salience.get(node, 0.0)
            proximity = self._proximity(node, in_play)
            if context.classes:
                type_fit = 1.0 if self.graph.classes_of(node) & context.classes else 0.0
            else:
                type_fit = 0.5
            score = (
                w.prior * candidate.prior
                + w.match * candidate.score
                + w.salience * salience
                + w.proximity * proximity
                + w.type_fit * type_fit
            )
            features[node] = {
                "prior": round(candidate.prior, 4),
                "match": round(candidate.score, 4),
                "salience": round(salience, 4),
                "proximity": round(proximity, 4),
                "type_fit": type_fit,
                "score": round(score, 4),
            }
            scored.append((node, score))
        scored.sort(key=lambda item: (-item[1], item[0]))
        best_node, best_score = scored[0]
        ambiguous = False
        if len(scored) > 1 and (mention.kind == "exact" or _one_name_misspelt(candidates, best_node, scored[1][0])):
            runner_node, runner_score = scored[1]
            contextual: tuple[str, ...] = ("salience", "proximity", "type_fit")
            if any(best_node in group and runner_node in group for group in context.together):
                contextual = ("type_fit",)  # "韩主任" of the two the answer just named
            separated = any(features[best_node][f] != features[runner_node][f] for f in contextual)
            # Without context, only a clearly dominant prior (a far more central node)
            # decides; otherwise ask rather than guess.
            best_prior = features[best_node]["prior"]
            runner_prior = max(features[runner_node]["prior"], 1e-9)
            close = best_score - runner_score < self.clarify_margin or best_prior / runner_prior < self.prior_dominance
            ambiguous = close and not separated
        logger.debug("mention %r -> %s (ambiguous=%s)", mention.text, scored[:3], ambiguous)
        return Decision(mention, best_node, best_score, tuple(scored), ambiguous, features)

    def _proximity(self, node: str, in_play: list[tuple[str, float]]) -> float:
        best = 0.0
        for other, salience in in_play:
            if other == node or salience <= 0:
                continue
            distance = self.graph.distance(node, other, max_depth=self.max_distance)
            if distance is not None and distance > 0:
                best = max(best, salience / distance)
        return min(best, 1.0)


_ALNUM = re.compile(r"[a-z0-9]+")


def _identifier_differs(text: str, alias: str) -> bool:
    """True when two names differ in a short letter or number token ("Product C" is not a
    misspelling of "Product A", nor "产品C" of "产品A") or in their number of words."""
    # An apostrophe joins ("Tillman's Lodge" is "Tillmans Lodge" misspelt, no code "s").
    text_tokens = _ALNUM.findall(normalize(text).replace("'", ""))
    alias_tokens = _ALNUM.findall(normalize(alias).replace("'", ""))
    if [t for t in text_tokens if len(t) <= 2] != [t for t in alias_tokens if len(t) <= 2]:
        return True
    # A misspelling changes letters, not words: "Nebula ERP Series" is not "Nebula Series".
    return len(text_tokens) != len(alias_tokens)


def _crosses_punctuation(text: str, alias: str) -> bool:
    """True when a fuzzy span runs over punctuation the name does not have ("企业，套餐"
    is two words of a sentence, not a misspelling of "企业套餐")."""
    # (An apostrophe breaks no word: "Tillman's Lodge" is one name.)
    marks = {char for char in text if unicodedata.category(char).startswith("P")} - {"'", "\u2019"}
    return bool(marks - set(alias))


def _one_name_misspelt(candidates: list[Candidate], first: str, second: str) -> bool:
    """Whether the two best readings of a near match are one name misspelt ("strachans"
    for the Strachan two people are called): the same name, matched as closely, so the
    spelling says nothing of which is meant and the test for asking is the exact one's."""
    best = {c.node_id: c for c in reversed(candidates)}
    one, other = best.get(first), best.get(second)
    return one is not None and other is not None and one.score == other.score and normalize(one.alias) == normalize(other.alias)
