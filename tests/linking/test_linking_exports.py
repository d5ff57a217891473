"""The public names of kglink.linking and kglink.graph."""

from __future__ import annotations

import kglink.graph
import kglink.linking


def test_linking_exports() -> None:
    assert {"normalize", "PhraseMatcher", "AliasIndex", "Candidate", "Mention"} <= set(kglink.linking.__all__)
    assert all(hasattr(kglink.linking, name) for name in kglink.linking.__all__)


def test_graph_exports() -> None:
    assert set(kglink.graph.__all__) == {"GraphStore", "NetworkxGraphStore", "Neo4jGraphStore", "ResilientGraphStore"}
