"""Discourse cues of a turn, in Chinese and English: the words that say how it relates to
the conversation (an ellipsis frame, a continuation, a comparison, a correction, a return
to an earlier topic, a new search, several questions at once).

These are the languages' function words and fixed phrases, not a domain vocabulary; the
entities, type nouns and properties they combine with come from the ontology.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Leading fillers that carry no content: "好的，", "嗯嗯。", "OK, ".
_FILLER = re.compile(
    r"^(?:(?:好的|好吧|好|嗯嗯|嗯|哦|噢|恩|行|行的|可以|收到|明白了|明白|知道了|了解了|谢谢你?|谢谢啦|太好了|不错|"
    r"ok|okay|thanks|thank you|great|sure|alright|i see|got it)[，,。.!！~～\s]*)+",
    re.IGNORECASE,
)
_LEAD_PARTICLE = re.compile(r"^(?:那么|那|所以|然后|and|so|then)[，,\s]*", re.IGNORECASE)

# "那X呢" / "X呢" / "X的呢": the whole turn is a noun phrase plus 呢.
_ZH_ELLIPSIS = re.compile(r"^(?:那么|那|还有|换成|换)?\s*(?P<slot>[^，,。？?！!]{1,24}?)\s*(?:的)?呢\s*[？?。.!！]*$")
_EN_ELLIPSIS = re.compile(
    r"^(?:and\s+)?(?:what|how)\s+about\s+(?P<slot>.+?)\s*[?.!]*$|^and\s+(?P<slot2>[^?]{1,40}?)\s*\?$",
    re.IGNORECASE,
)

# Verbs that make a "…呢" turn a question of its own rather than a noun-phrase frame.
_PREDICATE = re.compile(r"有|是|要|能|会|可以|需要|开放|支持|\b(?:is|are|does|do|has|have|can)\b", re.IGNORECASE)

_ZH_CONTINUATION = re.compile(
    r"^(?:为什么|为啥|怎么会|怎么这么|何以|什么原因|原因是|原因呢|详细|具体|展开|还有呢|还有吗|还有别的|然后呢|"
    r"继续|多说|再说说|再讲讲|说说|讲讲|介绍一下|举个例子|比如呢|有什么影响|怎么办|怎么解决)"
)
# Asking for a cause continues the topic wherever the words stand ("华中区为什么增长").
# Asking for more of the same answer, not for something new: the evidence just shown
# still answers "详细说说" or "tell me more", but not "为什么" or "what else".
_ZH_ELABORATION = re.compile(r"^(?:详细|具体|展开|继续|多说|再说说|再讲讲|说说|讲讲|举个例子|比如呢)")
_EN_ELABORATION = re.compile(
    r"^(?:tell me more|more details|go on\b|explain\b|elaborate\b|for example\b|give me an example|"
    r"what does that mean)",
    re.IGNORECASE,
)
_ZH_WHY = re.compile(r"为什么|为啥|怎么会|什么原因")
_EN_WHY = re.compile(r"\bwhy\b|\bhow come\b", re.IGNORECASE)
_EN_CONTINUATION = re.compile(
    r"^(?:why\b|how come\b|tell me more|more details|go on\b|explain\b|elaborate\b|what else\b|anything else\b|"
    r"and then\b|for example\b|give me an example|what does that mean)",
    re.IGNORECASE,
)

_ZH_COMPARISON = re.compile(
    r"(?:和|跟|与|同|对比|相对于|相较于)(?P<other>.{1,30}?)(?:比|相比|对比|比较|比起来|的区别|有什么区别|有何不同|哪个)"
    r"|比(?P<other2>.{1,20}?)(?:高|低|多|少|涨|跌|增长|下降|贵|便宜|大|小|好|差|快|慢)"
    r"|(?:对比|比较)(?:一下)?(?P<other3>.{1,30})"
)
_EN_COMPARISON = re.compile(
    r"\b(?:compared?\s+(?:with|to)|versus|vs\.?|against|than|difference between|differ from)\b",
    re.IGNORECASE,
)

#: What joins the items of a coordination ("A和B", "A、B及C", "A and B", "A or B").
COORDINATORS = frozenset({"和", "与", "及", "跟", "或", "、", "以及", "或者", ",", "，", "and", "or", ", and", ", or"})

# "不是很贵" / "not too bad" negates a degree, which is a comment, not a correction.
_ZH_CORRECTION = re.compile(
    r"^(?:不是(?!很|太|挺|特别|非常|那么|这么|多么)|不对|错了|搞错了|弄错了)|不是那个意思|我说的是|我是说|我指的是|我问的是|我想问的是|应该是"
)
_EN_CORRECTION = re.compile(
    r"^no\b|^not\s(?!(?:too|very|so|that|bad|really)\b)|^wrong\b|\bI meant\b|\bI mean\b|\bI was asking about\b|\bI was talking about\b|\bnot that one\b",
    re.IGNORECASE,
)

_ZH_RETURN = re.compile(r"回到|说回|再说回|回头说|接着说刚才|还是说回|继续说刚才")
_EN_RETURN = re.compile(r"\b(?:back to|go back|going back|return to|returning to|as for the earlier)\b", re.IGNORECASE)

_ZH_SWITCH = re.compile(r"换个话题|另外问|另一个问题|再问一个|顺便问")
_EN_SWITCH = re.compile(r"\b(?:by the way|another question|different question|change of topic|unrelated)\b", re.IGNORECASE)

# A new search: an indefinite noun phrase ("一家餐馆", "a hotel", "推荐一个").
_ZH_INDEFINITE = re.compile(r"(?:一|几)(?:个|家|款|些|种|位|所|座|间)|推荐|有没有.{0,6}(?:的|适合)|找(?:一|个|家)")
_EN_INDEFINITE = re.compile(r"\b(?:recommend|suggest|find me|looking for|search for)\b", re.IGNORECASE)

_ZH_ADDITIVE = re.compile(r"也|同样|一样|还是")
_EN_ADDITIVE = re.compile(r"\b(?:too|also|as well|either|the same)\b", re.IGNORECASE)
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")

_CLAUSE_PIECE = re.compile(r"[^？?；;，,]+[？?；;，,]*")
_QUESTION = re.compile(r"[？?吗呢]|多少|什么|哪|几|怎么|如何|是否|能否|可否|还是|有没有|\b(?:what|which|how|when|where|who|why|is|are|does|do|can)\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Cues:
    """The discourse cues found in one turn (each a bool or the text they point at)."""

    body: str               # the turn without leading fillers
    body_offset: int        # where body starts in the turn
    ellipsis_slot: str | None
    continuation: bool
    comparison: bool
    correction: bool
    return_: bool
    switch: bool
    indefinite: bool
    question: bool
    additive: bool = False  # "毛利率也低吗", "is it cheaper too?": the same question, another item
    latin_name: bool = False  # a Chinese turn with a Latin word no name covers: maybe an unknown name
    elaboration: bool = False  # "详细说说", "tell me more": more of the same answer


def strip_fillers(text: str) -> tuple[str, int]:
    """The turn without its leading fillers and particles, and where that part starts."""
    match = _FILLER.match(text)
    offset = match.end() if match else 0
    particle = _LEAD_PARTICLE.match(text[offset:])
    if particle and particle.end() < len(text) - offset:
        offset += particle.end()
    return text[offset:], offset


def find_cues(text: str, lang: str) -> Cues:
    """Read the discourse cues of a turn in ``lang`` ("zh" or "en")."""
    body, offset = strip_fillers(text.strip())
    zh = lang == "zh"
    ellipsis_slot = None
    pattern = _ZH_ELLIPSIS if zh else _EN_ELLIPSIS
    match = pattern.match(body) or pattern.match(text.strip())
    if match is not None:
        slot = next((g for g in match.groups() if g), None)
        # "那华南区呢" has a noun phrase in the frame; "门票是多少呢" is a whole question.
        if slot and not _QUESTION.search(slot) and not _PREDICATE.search(slot):
            ellipsis_slot = slot
    return Cues(
        body=body,
        body_offset=offset,
        ellipsis_slot=ellipsis_slot,
        continuation=bool((_ZH_CONTINUATION if zh else _EN_CONTINUATION).match(body))
        or bool((_ZH_WHY if zh else _EN_WHY).search(body)),
        comparison=bool((_ZH_COMPARISON if zh else _EN_COMPARISON).search(body)),
        correction=bool((_ZH_CORRECTION if zh else _EN_CORRECTION).search(text)),
        return_=bool((_ZH_RETURN if zh else _EN_RETURN).search(body)),
        switch=bool((_ZH_SWITCH if zh else _EN_SWITCH).search(body)),
        indefinite=bool((_ZH_INDEFINITE if zh else _EN_INDEFINITE).search(body)),
        question=bool(_QUESTION.search(body)),
        additive=bool((_ZH_ADDITIVE if zh else _EN_ADDITIVE).search(body)),
        latin_name=zh and bool(_LATIN_WORD.search(body)),
        elaboration=bool((_ZH_ELABORATION if zh else _EN_ELABORATION).match(body))
        and not (_ZH_WHY if zh else _EN_WHY).search(body),
    )


def split_clauses(text: str) -> list[tuple[int, str]]:
    """Split a turn into question clauses: (offset, clause). One item when it asks one thing.

    A piece counts as a clause only when it asks something itself; fillers such as
    "好的，" or a trailing "谢谢" stay with their neighbour.
    """
    clauses: list[tuple[int, str]] = []
    pending: int | None = None
    for match in _CLAUSE_PIECE.finditer(text):
        if pending is None:
            pending = match.start()
        if _is_substantive(match.group(0)):
            clauses.append((pending, text[pending:match.end()]))
            pending = None
    if pending is not None:
        if clauses:
            start, _ = clauses[-1]
            clauses[-1] = (start, text[start:])
        else:
            clauses.append((pending, text[pending:]))
    return clauses or [(0, text)]


def _is_substantive(clause: str) -> bool:
    body, _ = strip_fillers(clause)
    return len(body.strip(" ，,。.？?！!；;")) >= 3 and bool(_QUESTION.search(body))
