"""English: function words, cue phrases and composition rules."""

from __future__ import annotations

import re

from kglink.lang.base import LanguagePack

_I = re.IGNORECASE

PACK = LanguagePack(
    code="en",
    spaced=True,
    filler=re.compile(
        r"^(?:(?:ok|okay|thanks|thank you|great|sure|alright|i see|got it|yes|yeah|yep|perfect|excellent|"
        r"wonderful|awesome|cool)[，,。.!！~～\s]*)+",
        _I,
    ),
    lead_particle=re.compile(r"^(?:and|so|then)[，,\s]*", _I),
    ellipsis=re.compile(
        r"^(?:and\s+)?(?:what|how)\s+about\s+(?P<slot>.+?)\s*[?.!]*$|^and\s+(?P<slot2>[^?]{1,40}?)\s*\?$", _I
    ),
    predicate=re.compile(r"\b(?:is|are|does|do|has|have|can)\b", _I),
    continuation=re.compile(
        r"^(?:why\b|how come\b|tell me more|more details|go on\b|explain\b|elaborate\b|what else\b|anything else\b|"
        r"and then\b|for example\b|give me an example|what does that mean)",
        _I,
    ),
    elaboration=re.compile(
        r"^(?:tell me more|more details|go on\b|explain\b|elaborate\b|for example\b|give me an example|"
        r"what does that mean)",
        _I,
    ),
    why=re.compile(r"\bwhy\b|\bhow come\b", _I),
    comparison=re.compile(
        r"\b(?:compared?\s+(?:with|to)|versus|vs\.?|against|than|difference between|differ from)\b", _I
    ),
    # "not too bad" negates a degree, which is a comment, not a correction.
    correction=re.compile(
        r"^no\b|^not\s(?!(?:too|very|so|that|bad|really)\b)|^wrong\b|\bI meant\b|\bI mean\b|\bI was asking about\b|"
        r"\bI was talking about\b|\bnot that one\b",
        _I,
    ),
    return_=re.compile(r"\b(?:back to|go back|going back|return to|returning to|as for the earlier)\b", _I),
    switch=re.compile(r"\b(?:by the way|another question|different question|change of topic|unrelated)\b", _I),
    indefinite=re.compile(
        r"\b(?:recommend|suggest|find me|looking for|search for|(?:i|we) (?:also )?(?:need|want|would like) (?:a|an|to find)\b"
        r"|(?:find|book) (?:me )?(?:a|an)\b)",
        _I,
    ),
    additive=re.compile(r"\b(?:too|also|as well|either|the same)\b", _I),
    question=re.compile(r"[?]|\b(?:what|which|how|when|where|who|why|is|are|does|do|can)\b", _I),
    closing=re.compile(
        r"\b(?:thanks?(?: you)?(?: (?:so|very) much)?(?: for (?:all )?(?:of )?(?:your|the) (?:help|assistance|time))?"
        r"|that(?:'s| is| will be| should be| would be| was) (?:all|it|everything)(?: (?:i|we) (?:need|needed|wanted))?"
        r"(?: for (?:now|today|tonight))?"
        r"|(?:good)?bye|have a (?:nice|good|great|wonderful|lovely) (?:day|evening|night|one|trip|time)"
        r"|you(?:'ve| have) been (?:\w+ )?help(?:ful)?|(?:i|we)(?:'m| am| are) (?:all )?set"
        r"|(?:i|we) (?:don't|do not) need anything (?:else|more)|nothing else|no more questions"
        r"|that(?:'s| is) all (?:i|we) need(?:ed)?)\b",
        _I,
    ),
    # "that's it", "is it possible", "it is fine": a dummy subject, not a reference.
    pleonastic=re.compile(
        r"\b(?:that|it)(?:'s| is| was| will be| would be| should be| sounds| seems| works)\s+"
        r"(?:it|all|fine|ok|okay|great|good|perfect|wonderful|everything|alright|possible|no problem|too bad)\b"
        r"|\bis (?:it|that) possible\b|\bit(?:'s| is) (?:ok|okay|fine|alright) (?:if|to)\b"
        r"|\bthat (?:will|would|should) (?:do|work|be (?:fine|great|perfect|all))\b"
        r"|\bmake it\b|\bit doesn'?t matter\b|\bif it'?s\b(?= (?:possible|not|available))",
        _I,
    ),
    negation=re.compile(r"(?:rather than|instead of|not)\s*$", _I),
    return_lead=re.compile(r"(?:back to|go back|going back|return to)[^，,。：:；;]*[，,。：:；;]\s*", _I),
    coordinators=frozenset({"and", "or", ", and", ", or", ",", "，", "、"}),
    list_and=" and ",
    list_sep=", ",
    possessive="'s",
    personal_nouns=("person", "people", "human", "artist", "actor", "actress", "singer", "musician",
                    "director", "author", "writer", "band", "employee", "staff", "member", "customer"),
    gender_words={"male": "m", "man": "m", "m": "m", "female": "f", "woman": "f", "f": "f"},
)
