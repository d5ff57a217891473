"""The near-match search does bounded work whatever the text: a turn that repeats
near-names of thousands of phrases scores no more windows than the budget, and a real
misspelling in it is still found."""

from __future__ import annotations

import pytest

from kglink.linking import fuzzy
from kglink.linking.alias_index import AliasIndex

NAMES = [(f"澜溪北站第{n}号出口通道安全管理规定", f"ex:rule{n}", "label") for n in range(2000)]


def test_a_hostile_turn_scores_at_most_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    index = AliasIndex.from_aliases(NAMES)
    scored = []
    real = fuzzy.ratio

    def counted(*args: object, **kwargs: object) -> float:
        scored.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(fuzzy, "ratio", counted)
    index.find(("澜溪北站第一号出口通道安全管理规定" * 120)[:1000])
    assert 0 < len(scored) <= fuzzy._WINDOW_BUDGET


def test_a_misspelling_is_still_found_among_many_near_names() -> None:
    index = AliasIndex.from_aliases(NAMES)
    (mention,) = index.find("澜溪北站第12号出口通道安全管里规定在哪")
    assert mention.kind == "fuzzy" and mention.candidates[0].node_id == "ex:rule12"
