"""The public surface of kglink.retrieval is its __all__."""

from __future__ import annotations

import kglink.retrieval as retrieval


def test_every_exported_name_exists_and_is_public() -> None:
    assert sorted(retrieval.__all__) == retrieval.__all__
    for name in retrieval.__all__:
        assert not name.startswith("_")
        assert getattr(retrieval, name) is not None
    assert {"Index", "Hit", "Document", "Chunk", "load_documents"} <= set(retrieval.__all__)
