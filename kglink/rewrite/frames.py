"""Discourse cues of a turn: the words that say how it relates to the conversation (an
ellipsis frame, a continuation, a comparison, a correction, a return to an earlier topic,
a new search, a closing, several questions at once).

The words themselves are the language pack's (:mod:`kglink.lang`); this module reads any
language through its pack. The entities, type nouns and properties the cues combine with
come from the ontology.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kglink.lang import LanguagePack, detect
from kglink.lang.terms import content_terms

#: A Latin word, or single letters joined by "+" or "&" ("K+B", "B&B"): a code or a name.
LATIN_WORD = re.compile(r"[A-Za-z]{2,}|[A-Za-z](?:[+&][A-Za-z])+")
_PUNCTUATION = " \t\n,.!?;:~，。！？；：、～…\"'“”‘’()（）"
#: How many content terms a closing may leave over ("thanks a lot, great job").
CLOSING_REST = 2
_CLAUSE_PIECE = re.compile(r"[^？?；;，,]+[？?；;，,]*")


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
    closing: bool = False  # "谢谢，就这些", "thanks, that's all": thanks or goodbye, nothing asked
    existence: bool = False  # "有没有…", "do we have a …", "any …?"


def strip_fillers(text: str, pack: LanguagePack | None = None) -> tuple[str, int]:
    """The turn without its leading fillers and particles, and where that part starts."""
    pack = pack or detect(text)
    match = pack.filler.match(text)
    offset = match.end() if match else 0
    particle = pack.lead_particle.match(text[offset:])
    if particle and particle.end() < len(text) - offset:
        offset += particle.end()
    return text[offset:], offset


def find_cues(text: str, pack: LanguagePack) -> Cues:
    """Read the discourse cues of a turn with the pack of its language."""
    stripped = text.strip()
    body, offset = strip_fillers(stripped, pack)
    ellipsis_slot = None
    match = pack.ellipsis.match(body) or pack.ellipsis.match(text.strip())
    if match is not None:
        slot = next((g for g in match.groups() if g), None)
        # "那华南区呢" has a noun phrase in the frame; "门票是多少呢" is a whole question,
        # "后来呢" a continuation.
        if slot and not pack.question.search(slot) and not pack.predicate.search(slot) \
                and not pack.continuation.match(body):
            ellipsis_slot = slot
    return Cues(
        body=body,
        body_offset=offset,
        ellipsis_slot=ellipsis_slot,
        continuation=bool(pack.continuation.match(body)) or bool(pack.why.search(body)),
        comparison=bool(pack.comparison.search(body)),
        correction=bool(pack.correction.search(text)),
        return_=bool(pack.return_.search(body)),
        switch=bool(pack.switch.search(body)),
        # Searched from the body on, but seeing what comes before it: "那几个" is definite.
        # ("真是一家不错的店呢，…": a remark's "一家" looks for nothing.)
        indefinite=bool(pack.indefinite.search(_blank_remarks(stripped, pack), offset)),
        question=bool(pack.question.search(body)),
        additive=bool(pack.additive.search(body)),
        latin_name=pack.latin_names and bool(LATIN_WORD.search(body)),
        elaboration=bool(pack.elaboration.match(body)) and not pack.why.search(body),
        closing=is_closing(text, pack),
        existence=bool(pack.existence.search(body)),
    )


def is_closing(text: str, pack: LanguagePack) -> bool:
    """Whether the turn only acknowledges, thanks, says goodbye or says it needs nothing
    more: once the closing phrases and fillers are out, nothing is asked and at most
    :data:`CLOSING_REST` content terms are left ("收到，十分感谢" leaves 十分)."""
    body, _ = strip_fillers(text.strip(), pack)
    if not body.strip(_PUNCTUATION):
        return True  # "好的", "ok": an acknowledgement asks nothing
    if not pack.closing.search(text):
        return False
    # ("真是谢谢您呢": a particle right after the thanks asks nothing.)
    particles = f"[{re.escape(''.join(sorted(pack.final_particles)))}]*" if pack.final_particles else ""
    rest = re.sub(f"(?:{pack.closing.pattern}){particles}", " ", text, flags=pack.closing.flags)
    if any(char.isdigit() for char in rest):
        return False  # "There will be 4 of us. Thanks.": numbers to act on, not only thanks
    left, _ = strip_fillers(rest.strip(), pack)
    if not "".join(char for char in left if char not in pack.final_particles).strip(_PUNCTUATION + " "):
        return True  # "好的谢谢呢。": a particle after the thanks asks nothing
    return len(content_terms(rest)) <= CLOSING_REST and not pack.question.search(strip_fillers(rest.strip(), pack)[0])


def split_clauses(text: str, pack: LanguagePack | None = None) -> list[tuple[int, str]]:
    """Split a turn into question clauses: (offset, clause). One item when it asks one thing.

    A piece counts as a clause only when it asks something itself; fillers such as
    "好的，" or a trailing "谢谢" stay with their neighbour.
    """
    pack = pack or detect(text)
    clauses: list[tuple[int, str]] = []
    pending: int | None = None
    for match in _pieces(text, pack):
        if pending is None:
            pending = match[0]
        if _is_substantive(text[match[0]:match[1]], pack):
            clauses.append((pending, text[pending:match[1]]))
            pending = None
    if pending is not None:
        if clauses:
            start, _ = clauses[-1]
            clauses[-1] = (start, text[start:])
        else:
            clauses.append((pending, text[pending:]))
    joined: list[tuple[int, str]] = []
    for start, clause in clauses:
        if joined and _options_of(clause, joined[-1][1], pack):
            # "which was worse, Route 1 or Route 2?": the options a pick is among, no question apart.
            first, _ = joined[-1]
            joined[-1] = (first, text[first:start + len(clause)])
        else:
            joined.append((start, clause))
    return joined or [(0, text)]


def _options_of(clause: str, before: str, pack: LanguagePack) -> bool:
    """Whether ``clause`` only lists the options the pick asked in ``before`` is among."""
    if not pack.picks_one.search(before) or not pack.options.search(clause):
        return False
    rest = pack.options.sub(" ", clause).strip(" ，,。.？?！!；;")
    return not pack.question.search(rest)


def _pieces(text: str, pack: LanguagePack) -> list[tuple[int, int]]:
    """The pieces a turn may split into: at punctuation, and where, after a space, a
    new topic is announced ("缩痕能让步接收不 顺便问下评审多久开一次")."""
    cuts = [m.start() for m in pack.switch.finditer(text) if m.start() > 0 and text[m.start() - 1].isspace()]
    pieces: list[tuple[int, int]] = []
    for start, end in zip([0, *cuts], [*cuts, len(text)]):
        pieces.extend((start + m.start(), start + m.end()) for m in _CLAUSE_PIECE.finditer(text[start:end]))
    return pieces


def _is_substantive(clause: str, pack: LanguagePack) -> bool:
    body, _ = strip_fillers(clause, pack)
    # "价格还挺高呢，": the particle closes a remark; it asks nothing.
    return len(body.strip(" ，,。.？?！!；;")) >= 3 and bool(pack.question.search(_blank_remarks(body, pack)))


def _blank_remarks(text: str, pack: LanguagePack) -> str:
    """The text with its remarks ("赶上了呢") blanked out, every other offset kept."""
    return pack.remark.sub(lambda match: " " * len(match.group(0)), text)
