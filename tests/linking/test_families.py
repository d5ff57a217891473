"""Families of names: things of one class whose names open alike, and the marks (the rest
of each sibling's name) that name a sibling beside a member already named."""

from __future__ import annotations

import pytest

from kglink.linking.alias_index import AliasIndex
from kglink.linking.families import sibling_marks, siblings_said
from kglink.ontology.model import Label, OntClass, Ontology
from tests.linking.conftest import EX, entity


@pytest.fixture(scope="module")
def world() -> Ontology:
    items = [
        entity("yb", [("榆陂店", "zh")], kind="Shop"),
        entity("yb2", [("榆陂二店", "zh")], kind="Shop"),
        entity("ybq", [("榆陂旗舰店", "zh")], kind="Shop"),
        # (A thing of another class that opens alike is no sibling.)
        entity("ybr", [("榆陂路仓库", "zh")], kind="Depot"),
        entity("tess", [("Tessaly", "en")]),
        entity("duo", [("Tessaly Duo", "en")]),
        entity("v22", [("Lending Rules 2022", "en")], kind="Rule"),
        entity("v25", [("Lending Rules 2025", "en")], kind="Rule"),
        *(entity(f"r{n}", [(f"Riverby {word}", "en")], kind="Shop") for n, word in enumerate(
            ("North", "South", "East", "West", "Central", "Harbour", "Market", "Station"))),
    ]
    classes = {EX + k: OntClass(EX + k, labels=(Label(k.lower(), "en"),)) for k in ("Shop", "Depot", "Product", "Rule")}
    return Ontology(entities={item.id: item for item in items}, classes=classes, edges=(), prefixes={})


@pytest.fixture(scope="module")
def index(world: Ontology) -> AliasIndex:
    return AliasIndex.from_ontology(world)


def test_the_rest_of_a_siblings_name_is_its_mark(world: Ontology, index: AliasIndex) -> None:
    marks = sibling_marks(world, index, EX + "yb")
    assert marks["二店"] == EX + "yb2" and marks["旗舰店"] == EX + "ybq" and marks["旗舰"] == EX + "ybq"
    assert not any(node == EX + "ybr" for node in marks.values())


def test_a_spaced_family_marks_by_words(world: Ontology, index: AliasIndex) -> None:
    assert sibling_marks(world, index, EX + "tess") == {"duo": EX + "duo"}


def test_a_bare_year_is_no_mark(world: Ontology, index: AliasIndex) -> None:
    assert sibling_marks(world, index, EX + "v25") == {}


def test_a_front_many_names_share_is_no_family(world: Ontology, index: AliasIndex) -> None:
    assert sibling_marks(world, index, EX + "r0") == {}


def test_a_mark_said_after_a_member_names_the_sibling(world: Ontology, index: AliasIndex) -> None:
    assert siblings_said("二店呢", {EX + "yb"}, world, index) == {EX + "yb2"}
    assert siblings_said("and the Duo?", {EX + "tess"}, world, index) == {EX + "duo"}
    # (A mark of letters is a whole word: "duologue" says no Duo.)
    assert siblings_said("a duologue", {EX + "tess"}, world, index) == set()
    assert siblings_said("二店呢", {EX + "tess"}, world, index) == set()


def test_the_base_of_a_family(world: Ontology, index: AliasIndex) -> None:
    from kglink.linking.families import family_base

    assert family_base(world, index, EX + "duo") == EX + "tess"
    assert family_base(world, index, EX + "tess") is None
    assert family_base(world, index, EX + "v25") is None  # (a year is no mark: no base)
    assert siblings_said("was the original affected", {EX + "duo"}, world, index) == {EX + "tess"}


_SAME_LENGTH_NAMES = """
import sys
from kglink.linking.alias_index import AliasIndex
from kglink.linking.families import sibling_marks
from kglink.ontology.model import Ontology
from tests.linking.conftest import EX, entity
items = [
    entity("six", [("霜螺6号", "zh")], hidden=("霜罗6号",), kind="Variety"),
    entity("six_plus", [("霜螺6号改良型", "zh")], kind="Variety"),
    entity("nine", [("霜螺9号", "zh")], hidden=("霜罗9号",), kind="Variety"),
]
world = Ontology(entities={item.id: item for item in items}, classes={}, edges=(), prefixes={})
print(sorted(sibling_marks(world, AliasIndex.from_ontology(world), EX + "six")))
"""


def test_a_family_is_the_same_whatever_the_order_of_hashing() -> None:
    # A label and a misspelt hidden name as long as it open different families (霜螺6号 ->
    # 霜螺6号改良型, 霜罗 -> 霜罗9号): the label's is read first, in every interpreter run.
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    seen = set()
    for seed in range(8):
        run = subprocess.run(
            [sys.executable, "-c", _SAME_LENGTH_NAMES], capture_output=True, text=True, check=True, cwd=root,
            env={"PYTHONHASHSEED": str(seed), "PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"},
        )
        seen.add(run.stdout.strip())
    assert seen == {"['改良', '改良型']"}, seen
