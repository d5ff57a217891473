"""The alias index kept in a compiled ontology finds exactly what a freshly built one finds."""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink.bench.synthetic import synthetic_ontology, synthetic_queries
from kglink.errors import CompiledFormatError
from kglink.linking.alias_index import AliasIndex
from kglink.ontology import Ontology
from kglink.linking.compiled_index import save_compiled
from kglink.ontology.compiled import load_compiled


@pytest.fixture(scope="module")
def synthetic() -> Ontology:
    return synthetic_ontology(4000, seed=7)


def test_restored_index_finds_the_same(synthetic: Ontology, tmp_path_factory: pytest.TempPathFactory) -> None:
    built = AliasIndex.from_ontology(synthetic)
    path = save_compiled(synthetic, tmp_path_factory.mktemp("c") / "s.kglink", alias_index=built)
    loaded = load_compiled(path)
    restored = AliasIndex.from_ontology(loaded)
    assert restored is AliasIndex.from_ontology(loaded)  # restored once, then shared
    assert len(restored) == len(built)
    for text in synthetic_queries(synthetic, 1500, seed=3):
        assert restored.find(text) == built.find(text), text
        assert restored.find(text, fuzzy=False) == built.find(text, fuzzy=False)
        assert restored.fuzzy_candidates(text[:8]) == built.fuzzy_candidates(text[:8])
    for node_id in list(synthetic.entities)[:500]:
        assert restored.aliases_of(node_id) == built.aliases_of(node_id)
        name = synthetic.entities[node_id].labels[0].text
        assert restored.lookup(name) == built.lookup(name)
    assert restored.aliases_of("http://nowhere/x") == ()


def test_other_settings_build_a_new_index(enterprise: Ontology, tmp_path: Path) -> None:
    loaded = load_compiled(save_compiled(enterprise, tmp_path / "e.kglink"))
    default = AliasIndex.from_ontology(loaded)
    strict = AliasIndex.from_ontology(loaded, fuzzy_threshold=0.95)
    assert strict is not default
    assert strict.find("华东大区") == AliasIndex.from_ontology(enterprise, fuzzy_threshold=0.95).find("华东大区")


def test_a_file_without_index_builds_one(enterprise: Ontology, tmp_path: Path) -> None:
    loaded = load_compiled(save_compiled(enterprise, tmp_path / "e.kglink", alias_index=False))
    assert AliasIndex.from_ontology(loaded).find("华东大区和安心宝Plus") == AliasIndex.from_ontology(enterprise).find(
        "华东大区和安心宝Plus"
    )


def test_a_corrupt_index_block_says_so(enterprise: Ontology, tmp_path: Path) -> None:
    path = save_compiled(enterprise, tmp_path / "e.kglink")
    raw = bytearray(path.read_bytes())
    raw[-3] ^= 0xFF  # inside the last block (fuzzy postings)
    path.write_bytes(bytes(raw))
    loaded = load_compiled(path)  # the index is restored when first asked for
    with pytest.raises(CompiledFormatError, match="alias index"):
        AliasIndex.from_ontology(loaded)
