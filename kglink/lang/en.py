"""English: function words, cue phrases and composition rules."""

from __future__ import annotations

import re

from kglink.lang.base import AnswerKind, LanguagePack

_I = re.IGNORECASE

PACK = LanguagePack(
    code="en",
    spaced=True,
    filler=re.compile(
        r"^(?:(?:ok|okay|thanks|thank you|great|sure|alright|i see|got it|yes|yeah|yep|perfect|excellent|"
        r"wonderful|awesome|cool)[，,。.!！~～\s]*)+",
        _I,
    ),
    # "so," leads in; "so much" does not.
    lead_particle=re.compile(r"^(?:and|then)\b[，,\s]*|^so\b(?:[，,]\s*|\s+(?=(?:what|which|how|when|where|who|why|is|are|does|do|can)\b))", _I),
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
        r"\b(?:compared?\s+(?:with|to)|compare[sd]?\b(?=\s*[?.!]|\s*$)|versus|vs\.?|against|than"
        r"|difference between|differ from)\b", _I
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
        r"|find (?:me )?(?:a|an)\b)",
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
        r"|(?:i|we) (?:have|got) (?:all|everything) (?:i|we) need(?:ed)?|enjoy your (?:day|stay|meal|trip|evening|night)"
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
    existence=re.compile(
        r"\b(?:do|does)\s+(?:we|you|they)\s+have\s+(?:a|an|any)\b|\b(?:is|are)\s+there\s+(?:a|an|any)\b|^\s*any\b", _I
    ),
    offer_more=re.compile(
        r"\b(?:anything|something) else\b|\belse (?:i|we) can\b|\bfurther (?:help|assistance)\b"
        r"|\bhelp you with (?:anything|something|today)\b",
        _I,
    ),
    negation=re.compile(r"(?:rather than|instead of|not)\s*$", _I),
    return_lead=re.compile(r"(?:back to|go back|going back|return to)[^，,。：:；;]*[，,。：:；;]\s*", _I),
    coordinators=frozenset({"and", "or", ", and", ", or", ",", "，", "、"}),
    list_and=" and ",
    list_sep=", ",
    possessive="'s",
    personal_nouns=("person", "people", "persons", "human", "individual", "artist", "actor", "actress", "singer",
                    "musician", "composer", "director", "author", "writer", "band", "employee", "staff", "member",
                    "doctor", "physician", "nurse", "patient", "player", "teacher", "student", "manager"),
    gender_words={"male": "m", "man": "m", "m": "m", "female": "f", "woman": "f", "f": "f"},
    prompt_system=(
        "You rewrite the current question of a conversation into one or more self-contained "
        "search queries.\nRules:\n"
        "1. Replace pronouns, references and ellipsis (\"it\", \"that feature\", \"what about X\", "
        "\"the previous plan\") by canonical names from the whitelist.\n"
        "2. Use only entity names from the whitelist; add no entity, version, year or condition "
        "the conversation does not contain.\n"
        "3. Keep the conditions still in force (time, region, quantity, scope), written as they are.\n"
        "4. Split a question that asks several things into several queries.\n"
        "5. Set correction to true when the user corrects an earlier turn.\n"
        "6. When unsure, keep the user's words as they are.\n"
        "7. Answer in the user's language. Output one JSON object only: "
        '{"queries": ["..."], "correction": false, "basis": ["names or turns you relied on"]}'
    ),
    prompt_words={
        "summary": "Summary", "history": "Recent turns", "user": "User", "assistant": "Assistant",
        "state": "State", "whitelist": "Whitelist (canonical name: allowed aliases)", "question": "Current question",
        "none": "none",
    },
    name_sep=": ",
    stop_words=frozenset("""
        a about above after again against all also although am an and any anything are aren't around as at
        be because been before being below between both but by can can't cannot could couldn't did didn't do
        does doesn't doing don't down during each either else even ever every everything few for from
        further get gets getting give given go goes going got had hadn't has hasn't have haven't having he
        her here hers herself him himself his how however i i'd i'll i'm i've if in into is isn't it it's
        its itself just know let let's like likely may me might mine more most much must my myself need
        needs no nor not nothing now of off oh okay ok on once one only or other others otherwise our ours
        ourselves out over own please pretty quite rather really right said same say says see shall she
        should shouldn't so some something still such sure tell than thank thanks that that's the their
        theirs them themselves then there there's these they they'd they're thing things think this those
        though through thus to today too under until up upon us very want wanted wants was wasn't way we
        we'd we'll we're we've well were weren't what what's whatever when where whether which while who
        whom whose why will with within without won't would wouldn't yes yeah yet you you'd you'll you're
        you've your yours yourself great good fine nice perfect wonderful awesome excellent alright
        sounds sound help helpful also actually maybe find looking look possible available info information
        kind sort lot lots bit
    """.split()),
    answer_kinds=(
        AnswerKind(
            "cause",
            re.compile(r"\bwhy\b|\bhow come\b|\breasons?\b|\bcauses?\b|\bwhat caused\b", _I),
            re.compile(r"\bwhy\b|\bcauses?\b|\breasons?\b|\broot cause", _I),
        ),
        AnswerKind(
            "process",
            re.compile(r"\bhow (?:do|can|should|would|to)\b|\bsteps?\b|\bprocedures?\b|\bprocess\b", _I),
            re.compile(r"\bprocess\b|\bprocedures?\b|\bsteps\b|\bhow to\b|\bguide\b", _I),
        ),
        AnswerKind(
            "trouble",
            re.compile(r"\bcan'?t\b|\bcannot\b|\bunable\b|\bfail(?:s|ed|ing)?\b|\berrors?\b|\bnot working\b|\bwhat should i do\b", _I),
            re.compile(r"\bfaq\b|\btroubleshoot|\bcommon (?:problems|issues|questions)\b|\bproblems\b|\bissues\b", _I),
        ),
    ),
)
