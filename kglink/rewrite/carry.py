"""Whether a turn that names nothing is about the topic in play: a scored decision.

"后来呢", "so what happened?", "sure, book it for three" name nothing and still mean the
topic; "thanks, that's all", "I also need a train" and "换个话题" do not. No single cue
word decides: each piece of evidence adds to or takes from one score, and the topic is
carried when the sum is positive. The features and their weights are in the trace.

Evidence for: a continuation or comparison cue, a property the focus entity has (read off
the ontology by :class:`kglink.rewrite.fit.EntityFit`), a type noun the focus is or leads
to, a question, content words the focus is about (its graph neighbourhood and, with an
index, the documents that mention it), and — weakly — nothing at all (a follow-up with no
cue still follows up). Evidence against: content words the focus is not about, a closing
(thanks, goodbye), a switch, a new search ("推荐一家", "I'm looking for") that asks nothing
of the focus, a name the ontology does not know, "the incident" when nothing in play is
one and the focus is linked to none, a month or quarter none of the focus's documents
state while those of several other things give it with the clause's words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

#: Each feature's weight; a feature absent from a turn adds nothing.
WEIGHTS: Mapping[str, float] = {
    "continuation": 2.0,       # "为什么", "tell me more"
    "comparison": 2.0,         # "和上一个比呢"
    "asks_event": 1.0,         # "what went wrong?", "did anyone get compensation?" of an event in focus
    "property_fits": 1.5,      # asks a property the focus has ("地址在哪")
    "property_other": 0.5,     # asks a property the focus does not have
    "type_noun_fits": 1.0,     # names a class the focus is or leads to
    "refers_elsewhere": -1.0,  # "the incident": a kind nothing in play is, nor the focus is linked to
    "question": 0.5,           # asks something
    "content_fits": 1.5,       # times the share of its content words the focus is about
    "content_foreign": -0.9,   # times up to 1 for content words the focus is not about
    "titled_elsewhere": -2.0,  # words the focus is not about that title a page of nothing the ontology holds
    "owned_elsewhere": -2.0,   # words the focus is not about that the own pages of another thing are about
    "default": 0.25,           # a follow-up with no cue at all still follows up
    "answer_about_focus": 0.75,  # the answer just shown named the focus or one of its values
    "says_one_of_focus": 1.0,  # "算是一位老专家": says what the person or body in focus is
    "answer_closed": -1.0,     # the answer just shown offered help with something else
    "answer_elsewhere": -0.5,  # the answer just shown named other things, none of the focus
    "answer_foreign": -1.0,    # the answer named nothing and spoke of things the focus is not about
    "accepts_offer": 1.0,      # "yes please, …" to an answer about the focus that asked
    "focus_dropped": -0.5,     # the turn before left the focus: it is only remembered
    "refines_search": 1.0,     # a topic of filters only, and the answer asked back: the same search
    "gives_values": 1.0,       # "for 6 at 17:45" to an answer about the focus that asked back
    "books_again": 2.0,        # "can you book me a table for 5 at 18:00": its numbers, no kind, no name
    "ranks": 1.5,              # "which is lowest": ranks what the figure in play was given for
    "new_search": -3.0,        # "推荐一家", "I also need a train"
    "switch": -3.0,            # "换个话题", "by the way"
    "closing_words": -1.0,     # thanks or a goodbye beside other words, nothing asked
    "closing_last": -1.0,      # ... and the turn ends on it, giving no numbers: it takes its leave
    "closing": -3.0,           # "谢谢", "thanks, that's all"
    "unknown_name": -3.0,      # "Product C多少钱": about a name the ontology does not know
    "value_holder": -2.0,      # "whos the yard manager": a value one entity holds says whom it asks of
    "period_foreign": -3.0,    # "7月投诉多少" of a machine: a month none of its pages state
}


#: Whether the entities in play stay beside what a turn names of other kinds ("a
#: restaurant in the moderate price range" after "a Chinese restaurant in the centre"):
#: each feature's weight, as for a carry.
BESIDE_WEIGHTS: Mapping[str, float] = {
    "answer_asked_back": 1.0,  # the answer just shown named nothing new and asked for more
    "describe_one": 0.5,       # both are values of one thing in the graph: one thing described
    "within_answer": 2.0,      # the answer gave the named thing within the topic's, in the words asked
    "same_kind": 0.5,          # the turn asks for the kind the last one asked for
    "fragment": 1.5,           # "how many from York?", "TDR that month": no words of its own
    "partitive": 2.0,          # "how many of those were Lanmore Cargos?": a part of what was counted
    "same_again": 3.0,         # "二号灌装线有没有一样的风险": the topic's matter asked of the thing named
    "picks_offered": 2.0,      # "纯度的" to "…还是纯度合格率？": one of the options asked back
    "answer_named_other": -1.5,  # the answer just shown offered something else
    "refines_search": 1.5,     # filters of another slot beside a search's filters, no new kind
    "switch": -3.0,            # "换个话题", "by the way"
    "default": -1.0,           # other things, by default, are another question
}


#: The share of a clause's content words (weighted by rarity) another thing's own pages must
#: have for the clause to speak of that thing; how many things may have them (words on the
#: pages of many things single none of them out); and how many of the words its pages must
#: have ("is the penalty late": two words a lift contract's page happens to have say little).
OWNED_SHARE = 0.6
MAX_OWNERS = 3
OWNED_TERMS = 3

#: The share of an answer's content words (weighted by rarity) the focus must be about for
#: the answer to speak of it: a word every document has (the city) says nothing.
ANSWER_FIT = 0.25
#: The share of a follow-up's words (weighted by rarity) the title of a page that names no
#: entity must have to say the follow-up is about that page's subject.
TITLED_SHARE = 0.5
#: The share of a follow-up's words an entity's own pages must have to take the focus from
#: one whose own pages have none of them (or, for "it", two thirds as many or fewer).
OWN_FIT = 0.25


@dataclass(frozen=True, slots=True)
class CarryDecision:
    """Whether to carry the topic, the score, and the features that made it."""

    carry: bool
    score: float
    features: Mapping[str, float] = field(default_factory=dict)

    def note(self) -> str:
        parts = ", ".join(f"{name} {value:+.2f}" for name, value in self.features.items())
        return f"carry={self.carry} score={self.score:+.2f} ({parts})"


def decide(present: Mapping[str, float], weights: Mapping[str, float] = WEIGHTS) -> CarryDecision:
    """Add up each feature's weight times its value (a bool counts 1 or 0); carry when
    the sum is positive."""
    features = {name: round(weights[name] * float(value), 4) for name, value in present.items() if value and name in weights}
    score = sum(features.values())
    return CarryDecision(score > 0, round(score, 4), features)
