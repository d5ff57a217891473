"""What kglink needs to know about one language, as one typed value.

A :class:`LanguagePack` holds a language's function words and fixed phrases: the fillers
a turn may start with, the discourse cues (an ellipsis frame, a continuation, a
correction, a return, a new search, a closing), the pronouns with their gender, the words
that join a list, and how a topic phrase is put in front of a question. It holds no
domain vocabulary: entities, classes, type nouns and properties come from the ontology.

The engines (:mod:`kglink.rewrite.frames`, :mod:`kglink.rewrite.analysis`, the rule
rewriter and the composer) read turns through a pack and never test for a language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

Gender = Literal["m", "f"]


@dataclass(frozen=True, slots=True)
class AnswerKind:
    """A kind of question and the words that name the kind of page answering it.

    Attributes:
        name: what the kind is called ("cause", "process").
        asks: matches a question of this kind ("为什么", "how do I").
        names: matches, in a title, the kind of page that answers it ("原因", "process").
    """

    name: str
    asks: re.Pattern[str]
    names: re.Pattern[str]


@dataclass(frozen=True, slots=True)
class LanguagePack:
    """The function words, cue phrases and composition rules of one language.

    Attributes:
        code: ISO 639-1 code ("zh", "en").
        spaced: whether words are separated by spaces (a topic phrase is then joined
            with ": "; Chinese writes it straight in front).
        filler: leading words that carry no content ("好的，", "ok, ").
        lead_particle: a leading particle that only links the turn to the last one ("那", "so").
        ellipsis: "那X呢" / "what about X": a turn that is a noun phrase in a frame; the
            phrase is the group named ``slot`` (or ``slot2``).
        predicate: verbs that make a frame a question of its own ("门票是多少呢").
        continuation: asking for more about the topic ("为什么", "tell me more").
        elaboration: asking for more of the same answer ("详细说说", "tell me more").
        why: asking for a cause, wherever it stands.
        comparison: comparing with something ("和X比呢", "compared with").
        correction: correcting the last turn ("不是…", "I meant").
        return_: returning to an earlier topic ("回到", "back to").
        switch: announcing a new topic ("换个话题", "by the way").
        indefinite: a new search ("推荐一家", "I'm looking for").
        additive: the same question of another item ("也", "too").
        question: words and marks that make a clause a question.
        closing: thanks, goodbyes and "that's all": the turn asks nothing.
        pleonastic: "it"/"that" that point at no entity ("that's it", "is it possible").
        existence: asks whether something exists ("有没有", "do we have a", "any …?"); with
            a type noun it looks for another thing of that class, not the topic.
        offer_more: an answer that offers further help ("还需要什么", "anything else?"):
            the assistant considers the topic done.
        negation: words just before a name that reject it ("不是X", "not X").
        return_lead: the lead-in of a return, up to its comma ("回到刚才那个，").
        coordinators: what joins the items of a list.
        list_and: the word that joins the last two labels of a list.
        list_sep: what separates the earlier labels of a list.
        possessive: the possessive marker after a name ("的", "'s").
        personal_nouns: how a class label that names persons ends: its last word in a
            spaced language ("Person", "Lead Singer"), its last characters otherwise
            ("人物", "歌手"); personal pronouns ("他", "she") mean such entities.
        gender_words: attribute values that state a gender, with the gender they state.
        stop_words: words that carry no topic of their own (function words, politeness,
            the verbs every request uses): not counted as content.
        function_chars: for a language written without spaces, characters that carry no
            topic of their own; a two-character run with one of them is not content.
        prompt_system: the model's instructions, in this language.
        prompt_words: the headings of the model prompt in this language ("summary",
            "history", "user", "assistant", "state", "whitelist", "question", "none").
        name_sep: what separates a canonical name from its aliases in a listing.
        latin_names: a Latin word no name covers may be an unknown name ("星云ERP").
        drops_objects: questions may drop their object ("能用吗"), which then is the topic.
        answer_kinds: kinds of question that a kind of page answers, whatever the domain:
            a "why" question is answered by a page whose title names a cause ("原因",
            "why"), a "how do I" question by one that names a process or its steps.
    """

    code: str
    spaced: bool
    filler: re.Pattern[str]
    lead_particle: re.Pattern[str]
    ellipsis: re.Pattern[str]
    predicate: re.Pattern[str]
    continuation: re.Pattern[str]
    elaboration: re.Pattern[str]
    why: re.Pattern[str]
    comparison: re.Pattern[str]
    correction: re.Pattern[str]
    return_: re.Pattern[str]
    switch: re.Pattern[str]
    indefinite: re.Pattern[str]
    additive: re.Pattern[str]
    question: re.Pattern[str]
    closing: re.Pattern[str]
    pleonastic: re.Pattern[str]
    existence: re.Pattern[str]
    offer_more: re.Pattern[str]
    negation: re.Pattern[str]
    return_lead: re.Pattern[str]
    coordinators: frozenset[str]
    list_and: str
    list_sep: str
    possessive: str
    personal_nouns: tuple[str, ...] = ()
    gender_words: dict[str, Gender] = field(default_factory=dict)
    prompt_system: str = ""
    prompt_words: dict[str, str] = field(default_factory=dict)
    name_sep: str = ": "
    stop_words: frozenset[str] = frozenset()
    function_chars: frozenset[str] = frozenset()
    latin_names: bool = False
    drops_objects: bool = False
    answer_kinds: tuple[AnswerKind, ...] = ()

    def size(self, text: str) -> int:
        """How long a text is: words for a spaced language, characters otherwise."""
        return len(text.split()) if self.spaced else len(text)

    def and_list(self, labels: list[str] | tuple[str, ...]) -> str:
        """"A和B" / "A, B and C"."""
        if len(labels) <= 1:
            return labels[0] if labels else ""
        return self.list_sep.join(labels[:-1]) + self.list_and + labels[-1]

    def is_personal_class_label(self, label: str) -> bool:
        """Whether a class label names persons ("人物", "Person", "歌手"), by how it ends:
        "客诉" or "Customer Complaint" do not, whatever words they contain."""
        folded = label.casefold().strip()
        if not folded:
            return False
        if self.spaced:
            return folded.split()[-1] in self.personal_nouns
        return folded.endswith(self.personal_nouns)
