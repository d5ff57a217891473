"""AliasIndex: exact and fuzzy mentions with candidates and priors."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kglink.errors import ConfigError
from kglink.linking import AliasIndex, Candidate, Mention, normalize
from kglink.ontology.model import Ontology

EX = "http://example.org/kb/"


def _found(index: AliasIndex, text: str, **options: bool) -> list[tuple[str, str, str]]:
    return [(mention.text, mention.kind, mention.candidates[0].node_id.removeprefix(EX)) for mention in index.find(text, **options)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("产品A的价格", [("产品A", "exact", "product_a")]),
        ("A系列产品和A产品线有什么区别", [("A系列产品", "exact", "series_a"), ("A产品线", "exact", "line_a")]),
        ("产品Ａ", [("产品Ａ", "exact", "product_a")]),
        ("华东区和华南区", [("华东区", "exact", "region_east"), ("华南区", "exact", "region_south")]),
        ("华东大区的销售额", [("华东大区", "exact", "region_east")]),
        ("HRM系统", [("HRM", "exact", "hrm")]),
        ("HR and CORE", [("HR", "exact", "hr"), ("CORE", "exact", "core")]),
        ("COR", [("COR", "exact", "cor")]),
        ("自动核保规则", [("自动核保规则", "exact", "auto_uw_rules")]),
        ("核保规则", [("核保规则", "exact", "uw_rules")]),
        ("anxinbao plus 怎么买", [("anxinbao plus", "exact", "anxinbao_plus")]),
        ("Anxinbao Pluss", [("Anxinbao Pluss", "exact", "anxinbao_plus")]),
        ("今天天气不错", []),
    ],
)
def test_exact_mentions(alias_index: AliasIndex, text: str, expected: list[tuple[str, str, str]]) -> None:
    assert _found(alias_index, text) == expected
    assert _found(alias_index, text, fuzzy=False) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Anxinbao Plsu 怎么样", [("Anxinbao Plsu", "fuzzy", "anxinbao_plus")]),
        ("what about anxinbao plux", [("anxinbao plux", "fuzzy", "anxinbao_plus")]),
        ("Anxinboa Plus", [("Anxinboa Plus", "fuzzy", "anxinbao_plus")]),
        ("差旅住宿的标准", [("差旅住宿的标准", "fuzzy", "travel_policy")]),
        ("华南大区呢", [("华南大区", "fuzzy", "region_south")]),
        ("自动核保的规则", [("自动核保的规则", "fuzzy", "auto_uw_rules")]),
        ("自动的核保规则", [("核保规则", "exact", "uw_rules")]),
    ],
)
def test_fuzzy_mentions(alias_index: AliasIndex, text: str, expected: list[tuple[str, str, str]]) -> None:
    # An exact match wins over a fuzzy one that would overlap it ("自动的核保规则").
    assert _found(alias_index, text) == expected
    assert _found(alias_index, text, fuzzy=False) == [item for item in expected if item[1] == "exact"]
    for mention in alias_index.find(text):
        if mention.kind == "fuzzy":
            assert 0.85 <= mention.candidates[0].score < 1.0


@pytest.mark.parametrize(
    "text",
    [
        "华北区的情况",  # one changed character in a 3-character name is another name
        "华中区",
        "产品B",
        "B系列产品",
        "HRMS",
        "HRX",
        "CORES",
        "CO",
        "核保规定",  # a changed character of a 4-character name
        "星河",  # two characters: only exact
        "营销",
        "Anxinbao",  # a part of a name is not a misspelling of it
        "the core of the matter",
        "plus",
    ],
)
def test_look_alikes_do_not_link(alias_index: AliasIndex, text: str) -> None:
    assert [mention.text for mention in alias_index.find(text) if mention.kind == "fuzzy"] == []
    if text not in ("the core of the matter",):
        assert alias_index.find(text) == []


def test_fuzzy_is_only_looked_for_where_no_exact_match_is(alias_index: AliasIndex) -> None:
    mentions = alias_index.find("华东区和Anxinbao Plsu")
    assert [(m.text, m.kind) for m in mentions] == [("华东区", "exact"), ("Anxinbao Plsu", "fuzzy")]
    assert [m.start for m in mentions] == sorted(m.start for m in mentions)


def test_shared_alias_prior_prefers_the_central_node(alias_index: AliasIndex) -> None:
    (mention,) = alias_index.find("星云")
    assert [c.node_id for c in mention.candidates] == [EX + "nebula_platform", EX + "nebula_team"]
    platform, team = mention.candidates
    assert platform.prior > team.prior > 0
    assert platform.prior + team.prior == pytest.approx(1.0)
    assert platform.score == team.score == 1.0


def test_unshared_alias_has_prior_one(alias_index: AliasIndex) -> None:
    assert alias_index.lookup("自动核保规则") == (Candidate(EX + "auto_uw_rules", "自动核保规则", 1.0, 1.0),)


@pytest.mark.parametrize(
    ("kinds", "degrees", "expected_first"),
    [
        (("label", "alias"), {}, "a"),
        (("alias", "label"), {}, "b"),
        (("hidden", "alias"), {}, "b"),
        (("alias", "alias"), {"b": 10}, "b"),
        (("label", "alias"), {"b": 50}, "b"),
    ],
)
def test_prior_weighs_kind_and_degree(kinds: tuple[str, str], degrees: dict[str, int], expected_first: str) -> None:
    index = AliasIndex.from_aliases([("同名", "a", kinds[0]), ("同名", "b", kinds[1])], degrees)  # type: ignore[list-item]
    candidates = index.lookup("同名")
    assert candidates[0].node_id == expected_first
    assert sum(c.prior for c in candidates) == pytest.approx(1.0)


def test_lookup_len_and_aliases_of(alias_index: AliasIndex, enterprise: Ontology) -> None:
    assert [c.node_id for c in alias_index.lookup("ＨＲ")] == [EX + "hr"]
    assert alias_index.lookup("HRMS") == ()
    assert alias_index.aliases_of(EX + "region_east") == ("华东区", "East China Region", "华东大区")
    assert alias_index.aliases_of("nowhere") == ()
    pairs = {(normalize(text), node) for text, node, _ in enterprise.surface_forms()}
    assert len(alias_index) == len(pairs)


def test_a_node_named_twice_keeps_the_best_kind() -> None:
    index = AliasIndex.from_aliases([("Foo", "n", "hidden"), ("FOO", "n", "label"), ("Bar", "m", "alias")])
    assert len(index) == 2
    assert index.lookup("foo") == (Candidate("n", "FOO", 1.0, 1.0),)


def test_an_acronym_that_is_a_function_word_counts_only_in_capitals() -> None:
    index = AliasIndex.from_aliases([
        ("Digital Services", "dept", "label"), ("IT", "dept", "alias"),
        ("Emergency Department", "ed", "label"), ("ED", "ed", "alias"),
    ])
    assert [m.text for m in index.find("what if it's down?", fuzzy=False)] == []
    assert [(m.text, m.candidates[0].node_id) for m in index.find("ask IT about it", fuzzy=False)] == [("IT", "dept")]
    # An acronym that is no function word still links written small ("the ed").
    assert [m.candidates[0].node_id for m in index.find("how busy is the ed", fuzzy=False)] == ["ed"]


def test_fuzzy_candidates(alias_index: AliasIndex) -> None:
    found = alias_index.fuzzy_candidates("Anxinbao Plsu")
    assert [c.node_id for c in found] == [EX + "anxinbao_plus"]
    assert found[0].score == pytest.approx(0.923, abs=1e-3)
    assert alias_index.fuzzy_candidates("华北区") == ()
    exact = alias_index.fuzzy_candidates("华东大区")
    assert exact[0].node_id == EX + "region_east" and exact[0].score == 1.0


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ConfigError):
        AliasIndex.from_aliases([("x", "n", "nickname")])  # type: ignore[list-item]
    with pytest.raises(ConfigError):
        AliasIndex.from_aliases([("x", "n", "label")], fuzzy_threshold=1.5)


_PIECES = st.sampled_from(
    ["产品A", "A系列产品", "A产品线", "华东区", "华东大区", "华南区", "HR", "HRM", "COR", "CORE", "核保规则",
     "自动核保规则", "Anxinbao Plus", "Anxinbao Plsu", "安心宝Plus", "星云", "ＨＲＭ", "的", "和", " ", "呢", "a", "S", "大", "华"]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES, max_size=8).map("".join))
def test_every_exact_span_is_an_alias_of_its_nodes(alias_index: AliasIndex, enterprise: Ontology, text: str) -> None:
    forms: dict[str, set[str]] = {}
    for surface, node, _ in enterprise.surface_forms():
        forms.setdefault(node, set()).add(normalize(surface))
    mentions = alias_index.find(text)
    assert all(a.end <= b.start for a, b in zip(mentions, mentions[1:]))
    for mention in mentions:
        assert isinstance(mention, Mention)
        assert text[mention.start : mention.end] == mention.text
        for candidate in mention.candidates:
            if mention.kind == "exact":
                assert normalize(mention.text) in forms[candidate.node_id]
                assert candidate.score == 1.0
            else:
                assert 0.85 <= candidate.score < 1.0


def test_the_candidate_table_holds_each_phrase_s_candidates_as_columns() -> None:
    from kglink.linking.alias_index import CandidateTable
    from kglink.linking.candidates import Candidate

    groups = [
        (Candidate("ex:a", "甲", 1.0, 1.0),),
        (Candidate("ex:b", "乙", 0.7, 1.0), Candidate("ex:c", "乙", 0.3, 1.0)),
        (),
    ]
    table = CandidateTable.from_groups(groups)
    assert len(table) == 3 and list(table.offsets) == [0, 1, 3, 3]
    assert [table[number] for number in range(3)] == groups
    assert table[1] is table[1]  # made once
    with pytest.raises(IndexError):
        table[3]
    with pytest.raises(ValueError, match="do not match"):
        CandidateTable([0, 2], ["ex:a"], ["甲"], [1.0])


def test_a_built_index_stores_the_candidates_it_finds() -> None:
    index = AliasIndex.from_aliases(
        [("华东区", "ex:east", "label"), ("华东", "ex:east", "alias"), ("华东", "ex:east2", "label")], {"ex:east2": 3}
    )
    state = index.state()
    table = state["candidates"]
    assert state["phrases"] == ["华东", "华东区"]  # in sorted order (the automaton builds faster)
    assert [table[number] for number in range(len(table))] == [index.lookup(phrase) for phrase in state["phrases"]]
    assert [c.node_id for c in index.lookup("华东")] == ["ex:east2", "ex:east"]  # the better connected first
    assert state["pairs"] == len(index) == 3


def test_candidates_made_now_or_when_met_are_the_same() -> None:
    from kglink.bench.synthetic import synthetic_ontology, synthetic_queries

    onto = synthetic_ontology(600, seed=5)
    made = AliasIndex.from_ontology(onto)
    lazy = AliasIndex.from_ontology(onto, materialize=False)
    for text in synthetic_queries(onto, 300, seed=6):
        assert lazy.find(text) == made.find(text)


def test_names_starting_with_a_word_are_read_off_the_index() -> None:
    index = AliasIndex.from_aliases([
        ("退货件数", "ex:returns", "label"), ("退货率", "ex:rate", "label"), ("退货", "ex:word", "alias"),
        ("破损件数", "ex:damage", "label"), ("York Depot", "ex:york", "label"),
    ])
    # Names that go on after the word; the word itself, when it is a name, is not one.
    assert sorted(index.names_starting_with("退货")) == [
        ("退货件数", frozenset({"ex:returns"})), ("退货率", frozenset({"ex:rate"})),
    ]
    assert list(index.names_starting_with("叉车")) == []
    # Looked up in normal form, as names are matched.
    assert list(index.names_starting_with("YORK")) == [("york depot", frozenset({"ex:york"}))]


@pytest.mark.parametrize(
    ("text", "span", "nodes"),
    [
        # A word of some of the sharers' names, before the shared name, narrows it to them.
        ("how many beds has the cardiology ward?", "cardiology ward", {"cardio_ward"}),
        ("心内病房有多少床位", "心内病房", {"cardio_ward_zh"}),
        # A word every sharer has, or none, or a function word tells them not apart.
        ("how many beds has the main ward?", "ward", {"cardio_ward", "onco_ward"}),
        ("how many beds has the hospital ward?", "ward", {"cardio_ward", "onco_ward"}),
        ("我想问病房有多少床位", "病房", {"cardio_ward_zh", "onco_ward_zh"}),
    ],
)
def test_a_word_written_before_a_shared_name_narrows_it_to_the_names_that_have_the_word(
    text: str, span: str, nodes: set[str]
) -> None:
    index = AliasIndex.from_aliases([
        ("Cardiology Ward of the Main Hospital", "cardio_ward", "label"),
        ("Oncology Ward of the Main Hospital", "onco_ward", "label"),
        ("ward", "cardio_ward", "alias"),
        ("ward", "onco_ward", "alias"),
        ("本院心内科病房", "cardio_ward_zh", "label"),
        ("本院肿瘤科病房", "onco_ward_zh", "label"),
        ("病房", "cardio_ward_zh", "alias"),
        ("病房", "onco_ward_zh", "alias"),
    ])
    (mention,) = index.find(text)
    assert mention.text == span
    assert text[mention.start:mention.end] == span
    assert {candidate.node_id for candidate in mention.candidates} == nodes


def test_what_a_text_was_found_to_hold_is_the_same_however_often_it_is_asked(alias_index: AliasIndex, enterprise: Ontology) -> None:
    # A turn reads its texts several times and the finders keep what they found: a caller
    # that changes the list it got back changes nothing for the next one.
    from kglink.linking.referring import ReferenceDetector

    text = "A系列产品和华东区，这个产品呢"
    first = alias_index.find(text)
    first.append(first[0])
    first.clear()
    assert _found(alias_index, text) == [("A系列产品", "exact", "series_a"), ("华东区", "exact", "region_east")]
    references = ReferenceDetector.from_ontology(enterprise)
    found = references.find(text, taken=[(0, 5)])
    found.clear()
    assert [r.text for r in references.find(text, taken=[(0, 5)])] == [r.text for r in references.find(text, taken=[[0, 5]])]
    assert references.find(text, taken=[(0, 5)])
    nouns = references.type_nouns(text)
    assert nouns
    nouns.clear()
    assert references.type_nouns(text) == ReferenceDetector.from_ontology(enterprise).type_nouns(text) != []
