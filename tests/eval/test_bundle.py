"""Reading benchmark bundles: the fixture, malformed lines, the shared and in-repo bundles."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from kglink.errors import BundleFormatError, InputError, MissingFileError
from kglink.eval.bundle import load_bundle, resolve_gold

MINI = Path(__file__).parent / "data" / "mini"
SHARED_BENCH = Path(__file__).resolve().parents[2].parent / "shared" / "bench"
ENTERPRISE = Path(__file__).resolve().parents[2] / "ontology" / "enterprise"


@pytest.fixture
def bundle_copy(tmp_path: Path) -> Path:
    target = tmp_path / "mini"
    shutil.copytree(MINI, target)
    return target


def test_loads_the_fixture_with_every_field() -> None:
    bundle = load_bundle(MINI)
    assert bundle.name == "mini"
    assert [path.name for path in bundle.ontology_paths] == ["ontology.ttl"]
    assert bundle.docs_path == MINI / "docs.jsonl"
    assert [case.id for case in bundle.cases] == ["S01", "S02", "S03"]
    assert bundle.turn_count == 9
    first, second, third = bundle.cases[0].turns
    assert bundle.cases[0].lang == "zh"
    assert first.user == "华东区7月的销售额是多少"
    assert first.assistant == "华东区7月销售额为1200万元。"
    assert first.gold_rewrite == "华东区7月的销售额是多少"
    assert first.gold_entities == ("ex:region_east", "ex:metric_sales")  # CURIEs kept as written
    assert first.must_include == (("7月",),)
    assert second.expect == "rewrite"  # the default
    assert second.must_exclude == ()
    assert third.assistant is None
    assert third.must_include == (("7月", "七月"),)  # a list of alternatives
    assert third.must_exclude == ("华东区",)
    clarify = bundle.cases[1].turns[1]
    assert clarify.expect == "clarify" and clarify.gold_entities == () and clarify.gold_docs == ()
    assert bundle.cases[2].turns[2].gold_entities == ("http://example.org/mini/policy_refund",)


def test_absent_gold_entities_differ_from_empty(bundle_copy: Path) -> None:
    (bundle_copy / "cases.jsonl").write_text(
        json.dumps({"turns": [{"user": "a"}, {"user": "b", "gold_entities": []}]}) + "\n",
        encoding="utf-8",
    )
    case = load_bundle(bundle_copy).cases[0]
    assert case.id == "line-1"  # a case without id gets one from its line
    assert case.turns[0].gold_entities is None
    assert case.turns[1].gold_entities == ()


def test_blank_lines_are_skipped_and_line_numbers_kept(bundle_copy: Path) -> None:
    lines = (MINI / "cases.jsonl").read_text(encoding="utf-8").splitlines()
    (bundle_copy / "cases.jsonl").write_text("\n" + lines[0] + "\n\n" + lines[1] + "\n", encoding="utf-8")
    cases = load_bundle(bundle_copy).cases
    assert [case.line for case in cases] == [2, 4]


GOOD_TURN = {"user": "它多少钱"}


@pytest.mark.parametrize(
    ("line", "field", "words"),
    [
        ('{"id": "x", "turns": [', None, "not valid JSON"),
        ("[1, 2]", None, "JSON object"),
        ('{"id": "x"}', "turns", "missing"),
        ('{"id": "x", "turns": []}', "turns", "non-empty list"),
        ('{"id": "x", "turns": {"user": "a"}}', "turns", "non-empty list"),
        ('{"id": ["x"], "turns": [{"user": "a"}]}', "id", "string"),
        ('{"id": "x", "lang": 3, "turns": [{"user": "a"}]}', "lang", "string"),
        ('{"id": "x", "turns": ["hello"]}', "turns[0]", "object"),
        ('{"id": "x", "turns": [{"assistant": "a"}]}', "turns[0].user", "missing"),
        ('{"id": "x", "turns": [{"user": "a"}, {"user": 5}]}', "turns[1].user", "string"),
        ('{"id": "x", "turns": [{"user": "a", "expect": "guess"}]}', "turns[0].expect", "clarify"),
        ('{"id": "x", "turns": [{"user": "a", "gold_docs": "doc-1"}]}', "turns[0].gold_docs", "list"),
        ('{"id": "x", "turns": [{"user": "a", "gold_entities": ["ex:a", 3]}]}', "turns[0].gold_entities[1]", "string"),
        ('{"id": "x", "turns": [{"user": "a", "must_include": [7]}]}', "turns[0].must_include[0]", "string"),
        ('{"id": "x", "turns": [{"user": "a", "must_include": [[]]}]}', "turns[0].must_include[0]", "non-empty"),
        ('{"id": "x", "turns": [{"user": "a", "must_include": [["a", 1]]}]}', "turns[0].must_include[0]", "list of strings"),
        ('{"id": "x", "turns": [{"user": "a", "must_exclude": "b"}]}', "turns[0].must_exclude", "list"),
        ('{"id": "x", "turns": [{"user": "a", "type": 1}]}', "turns[0].type", "string"),
        ('{"id": "x", "turns": [{"user": "a", "assistant": {"text": "b"}}]}', "turns[0].assistant", "string"),
        ('{"id": "S01", "turns": [{"user": "a"}]}', "id", "already used on line 1"),
    ],
)
def test_malformed_line_names_file_line_and_field(
    bundle_copy: Path, line: str, field: str | None, words: str
) -> None:
    good = json.dumps({"id": "S01", "turns": [GOOD_TURN]}, ensure_ascii=False)
    cases = bundle_copy / "cases.jsonl"
    cases.write_text(f"{good}\n\n{line}\n", encoding="utf-8")
    with pytest.raises(BundleFormatError) as info:
        load_bundle(bundle_copy)
    error = info.value
    assert error.path == str(cases)
    assert error.line == 3
    assert error.field == field
    assert "cases.jsonl:3: " in str(error)
    assert words in str(error)
    if field is not None:
        assert repr(field) in str(error)


@pytest.mark.parametrize("missing", ["ontology.ttl", "docs.jsonl", "cases.jsonl"])
def test_missing_file(bundle_copy: Path, missing: str) -> None:
    (bundle_copy / missing).unlink()
    with pytest.raises(MissingFileError) as info:
        load_bundle(bundle_copy)
    assert isinstance(info.value, InputError)
    assert (missing.split(".")[0] in str(info.value))


def test_missing_folder(tmp_path: Path) -> None:
    with pytest.raises(MissingFileError, match="not found"):
        load_bundle(tmp_path / "nowhere")


def test_ontology_ttl_and_csv_both_read_rdf_first(bundle_copy: Path) -> None:
    (bundle_copy / "ontology.csv").write_text("id,label\nex:product_a,A型产品\n", encoding="utf-8")
    bundle = load_bundle(bundle_copy)
    assert [path.name for path in bundle.ontology_paths] == ["ontology.ttl", "ontology.csv"]
    (bundle_copy / "ontology.ttl").unlink()
    assert [path.name for path in load_bundle(bundle_copy).ontology_paths] == ["ontology.csv"]


def test_index_fingerprint_follows_documents_and_ontology_not_cases(bundle_copy: Path) -> None:
    before = load_bundle(bundle_copy).index_fingerprint()
    with (bundle_copy / "cases.jsonl").open("a", encoding="utf-8") as handle:
        handle.write(json.dumps({"id": "S04", "turns": [GOOD_TURN]}) + "\n")
    assert load_bundle(bundle_copy).index_fingerprint() == before
    with (bundle_copy / "docs.jsonl").open("a", encoding="utf-8") as handle:
        handle.write(json.dumps({"id": "doc-new", "text": "新文档"}) + "\n")
    after_docs = load_bundle(bundle_copy).index_fingerprint()
    assert after_docs != before
    with (bundle_copy / "ontology.ttl").open("a", encoding="utf-8") as handle:
        handle.write("\n# a comment changes the bytes\n")
    assert load_bundle(bundle_copy).index_fingerprint() not in (before, after_docs)
    assert load_bundle(bundle_copy).index_fingerprint(salt="v2") != load_bundle(bundle_copy).index_fingerprint()


def test_resolve_gold_keeps_unknown_ids_and_drops_repeats() -> None:
    table = {"ex:a": "http://x/a", "http://x/a": "http://x/a"}
    assert resolve_gold(["ex:a", "http://x/a", "ex:zzz"], table.get) == ("http://x/a", "ex:zzz")


def _shared(name: str, cases: int, turns: int) -> object:
    """A shared bundle's parameters, skipped on a machine without it (CI has no ../shared)."""
    folder = SHARED_BENCH / name
    missing = pytest.mark.skipif(not folder.is_dir(), reason=f"shared bundle {folder} is not on this machine")
    return pytest.param(folder, cases, turns, id=name, marks=missing)


@pytest.mark.parametrize(
    ("folder", "cases", "turns"),
    [
        _shared("crosswoz-val", 500, 4229),
        _shared("kdconv-travel-dev", 150, 1294),
        pytest.param(ENTERPRISE, 43, 185, id="enterprise"),  # in the repo: runs without ../shared
    ],
)
def test_bundles_load(folder: Path, cases: int, turns: int) -> None:
    bundle = load_bundle(folder)
    assert len(bundle.cases) == cases
    assert bundle.turn_count == turns
    assert all(turn.gold_entities is not None for case in bundle.cases for turn in case.turns)
