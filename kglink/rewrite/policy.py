"""When the model is asked: always (``llm``), or only where the rules are unsure (``hybrid``).

The rules are unsure of a turn when:

- ``margin``: a name had two candidates whose scores were close (but not so close that
  kglink asks the user);
- ``rules failed``: the rule rewrite did not validate and the user's words were kept;
- ``unknown frame``: an ellipsis frame whose slot nothing fills ("那个呢"), a name-like
  word the ontology does not know, or a turn with no entity at all after the first;
- ``long``: a long turn (characters for Chinese, words otherwise);
- ``multi-clause``: the turn splits into several clauses.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from kglink.errors import ConfigError
from kglink.lang import PACKS

if TYPE_CHECKING:
    from kglink.rewrite.analysis import ClauseAnalysis

logger = logging.getLogger(__name__)

Policy = Literal["llm", "hybrid"]
POLICIES: tuple[str, ...] = ("llm", "hybrid")


@dataclass(frozen=True, slots=True)
class HybridPolicy:
    """Thresholds of "the rules are unsure".

    Attributes:
        margin: score gap between the two best candidates of a name under which the
            choice counts as unsure.
        long_chars: a Chinese turn longer than this is long.
        long_words: a turn in another language with more words than this is long.
    """

    margin: float = 0.15
    long_chars: int = 40
    long_words: int = 25

    def __post_init__(self) -> None:
        if not 0 <= self.margin <= 1:
            raise ConfigError(f"the hybrid margin must be within [0, 1], got {self.margin}")
        if self.long_chars < 1 or self.long_words < 1:
            raise ConfigError("long_chars and long_words must be at least 1")

    def unsure(
        self,
        text: str,
        lang: str,
        analyses: Sequence[ClauseAnalysis],
        turn_types: Sequence[str],
        *,
        rules_failed: bool,
        unknown_names: bool,
        first: bool,
    ) -> tuple[str, ...]:
        """The reasons the rules are unsure of this turn (empty: they are sure)."""
        reasons: list[str] = []
        for analysis in analyses:
            for decision in analysis.names:
                ranked = decision.ranked
                if decision.node_id and not decision.ambiguous and len(ranked) > 1 and ranked[0][1] - ranked[1][1] < self.margin:
                    reasons.append("margin")
                    break
        if rules_failed:
            reasons.append("rules failed")
        no_entity = not first and any(t == "nil" for t in turn_types)
        if unknown_names or no_entity or any(a.unlinked_slot for a in analyses):
            reasons.append("unknown frame")
        pack = PACKS.get(lang, PACKS["en"])
        if pack.size(text) > (self.long_words if pack.spaced else self.long_chars):
            reasons.append("long")
        if len(analyses) > 1:
            reasons.append("multi-clause")
        return tuple(dict.fromkeys(reasons))
