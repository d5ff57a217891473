"""The values the alias index returns: a mention in the text and its candidate nodes.

Both are values: compared and hashed by their fields, and never changed once made.
They are not declared ``frozen`` because the alias index makes them on every turn,
and a frozen dataclass's ``__init__`` (one ``object.__setattr__`` per field) costs
four times a plain one: at 200k aliases that was a fifth of a turn's linking time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

MatchKind = Literal["exact", "fuzzy"]


@dataclass(slots=True, unsafe_hash=True)
class Candidate:
    """A node a mention may refer to.

    Attributes:
        node_id: the canonical entity id.
        alias: the name that matched, as written in the ontology.
        prior: how likely this node is for the alias before any context, in (0, 1]:
            shared aliases split it between their nodes, weighted by the nodes' centrality.
        score: match quality in (0, 1]: 1.0 for an exact match of the normal form.
    """

    node_id: str
    alias: str
    prior: float
    score: float


@dataclass(slots=True, unsafe_hash=True)
class Mention:
    """A span of the user's text that names one or more nodes.

    ``start``/``end`` index the original text (``text == utterance[start:end]``).
    Candidates are sorted best first (score x prior).
    """

    start: int
    end: int
    text: str
    kind: MatchKind
    candidates: tuple[Candidate, ...]
