"""Longer names hidden behind a misspelt word: "Anxinbao Plsu".

Exact matching finds "Anxinbao" there, because "Plsu" matches nothing, and fuzzy matching
only looks where no exact match was found. But the user meant "Anxinbao Plus": an exact
name followed by a word that, together with it, is a close misspelling of a longer name
that starts with it. This module finds such spans so the caller can weigh the longer name
against the exact one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rapidfuzz import fuzz

from kglink.linking.alias_index import AliasIndex
from kglink.linking.candidates import Mention
from kglink.linking.normalize import normalize

# The next word after a name, separated by one space ("Anxinbao Plsu").
_NEXT_WORD = re.compile(r" ([A-Za-z][A-Za-z0-9]{2,})\b")

#: How alike (rapidfuzz ratio) a word must be to a word of a name to be that word misspelt.
NEAR_WORD = 75


def misspelt_longer_names(text: str, mentions: Sequence[Mention], alias_index: AliasIndex) -> dict[int, Mention]:
    """For each exact mention that a misspelt next word extends into a longer name, the
    longer (fuzzy) mention, keyed by the exact mention's position in ``mentions``."""
    starts = {mention.start for mention in mentions}
    found: dict[int, Mention] = {}
    for position, mention in enumerate(mentions):
        if mention.kind != "exact":
            continue
        match = _NEXT_WORD.match(text, mention.end)
        if match is None or match.start(1) in starts:
            continue
        surface = text[mention.start:match.end()]
        prefix = normalize(mention.text) + " "
        own = {c.node_id for c in mention.candidates}
        word = normalize(match.group(1))
        # The next word must be the name's next word misspelt, not another word: "the
        # roof survey find" is the survey found, not "the roof survey firm".
        longer = tuple(
            c for c in alias_index.fuzzy_candidates(normalize(surface))
            if c.node_id not in own and normalize(c.alias).startswith(prefix)
            and fuzz.ratio(word, normalize(c.alias)[len(prefix):].split(" ", 1)[0]) >= NEAR_WORD
        )
        if longer:
            found[position] = Mention(mention.start, match.end(), surface, "fuzzy", longer)
    return found


def nodes_mentioned(text: str, alias_index: AliasIndex) -> set[str]:
    """Every node ``text`` may mean: each candidate of each mention, fuzzy ones and the
    longer names behind a misspelt word included. What grounds an entity in a
    conversation, for the no-invention checks."""
    mentions = alias_index.find(text)
    found = [*mentions, *misspelt_longer_names(text, mentions, alias_index).values()]
    return {candidate.node_id for mention in found for candidate in mention.candidates}
