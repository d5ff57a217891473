"""The ``make demo`` job, run for real: example ontology, embedded Chroma in a tmp folder."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

from kglink import Ontology, Rewriter
from kglink.demo import CONVERSATIONS, DEFAULT_DOCS, DEFAULT_ONTOLOGY, main, run_demo


def _console() -> tuple[Console, io.StringIO]:
    buffer = io.StringIO()
    # Wide and colourless, so ids and queries are printed whole and can be searched for.
    return Console(file=buffer, width=240, color_system=None, force_terminal=False), buffer


@pytest.fixture(scope="module")
def demo_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, str, Path]:
    store = tmp_path_factory.mktemp("demo") / "store"
    console, buffer = _console()
    status = main(["--store", str(store)], console=console)
    return status, buffer.getvalue(), store


def test_example_files_are_found_from_the_package() -> None:
    assert DEFAULT_ONTOLOGY.is_file()
    assert DEFAULT_DOCS.is_file()


def test_demo_exits_zero_and_builds_the_store(demo_run: tuple[int, str, Path]) -> None:
    status, output, store = demo_run
    assert status == 0
    assert (store / "chroma").is_dir()
    assert (store / "kglink").is_dir()
    assert "index: built" in output
    for key in ("entities", "classes", "aliases", "edges", "languages"):
        assert key in output


def test_demo_prints_every_rewritten_query(demo_run: tuple[int, str, Path]) -> None:
    """The printed queries are the ones the public API gives for the same conversation."""
    _, output, _ = demo_run
    rewriter = Rewriter(Ontology.load(DEFAULT_ONTOLOGY))
    for conversation in CONVERSATIONS:
        session = rewriter.session()
        for turn in conversation.turns:
            result = session.rewrite(turn.user)
            assert turn.user in output
            for query in result.queries:
                zh = any("\u4e00" <= char <= "\u9fff" for char in turn.user)
                assert (f"正在搜索：{query}" if zh else f"Searching: {query}") in output
            assert f"turn type: {result.turn_type}" in output
            if turn.assistant:
                session.observe_assistant(turn.assistant)


@pytest.mark.parametrize(
    ("query", "document"),
    [
        # The seeds' headline rewrites and the document each should find.
        ("企业版支持私有化部署吗", "deploy-enterprise-private"),
        ("华南区", "sales-mom-south-2025-07"),
    ],
)
def test_demo_names_seed_rewrites_and_their_documents(demo_run: tuple[int, str, Path], query: str, document: str) -> None:
    _, output, _ = demo_run
    searching = [line for line in output.splitlines() if "正在搜索：" in line]
    assert any(query in line for line in searching), searching
    assert document in output


def test_outcomes_name_the_printed_documents_and_rewrites_find_more(tmp_path: Path) -> None:
    console, buffer = _console()
    store = tmp_path / "store"
    outcomes = run_demo(ontology_path=DEFAULT_ONTOLOGY, docs_path=DEFAULT_DOCS, store=store, k=3, console=console)
    output = buffer.getvalue()
    assert len(outcomes) == sum(len(c.turns) for c in CONVERSATIONS)
    for outcome in outcomes:
        assert 0 < len(outcome.rewritten_hits) <= 3
        for hit in (*outcome.raw_hits, *outcome.rewritten_hits):
            assert hit.doc_id in output
            if hit.title:
                assert hit.title in output
    # The point of the demo: the rewritten turns find the answering documents more often
    # than the user's own words.
    raw = sum(o.raw_found for o in outcomes)
    rewritten = sum(o.rewritten_found for o in outcomes)
    assert rewritten > raw
    # And first, where a pipeline looks: the tally says how often, for both.
    assert sum(o.rewritten_first for o in outcomes) > sum(o.raw_first for o in outcomes)
    firsts = [o.rewritten_first for o in outcomes if o.answers]
    assert f"{sum(firsts[:4])}/4 ({sum(o.rewritten_found for o in outcomes[:4])}/4)" in output

    # A second run reuses the store instead of building it again.
    again, again_buffer = _console()
    run_demo(ontology_path=DEFAULT_ONTOLOGY, docs_path=DEFAULT_DOCS, store=store, k=3, console=again)
    assert "index: reused" in again_buffer.getvalue()


def test_missing_ontology_is_one_readable_error(tmp_path: Path) -> None:
    console, buffer = _console()
    status = main(["--ontology", str(tmp_path / "nope.ttl"), "--store", str(tmp_path / "s")], console=console)
    assert status == 1
    output = buffer.getvalue()
    errors = [line for line in output.splitlines() if line.startswith("error:")]
    assert len(errors) == 1
    assert "nope.ttl" in errors[0]
    assert "Traceback" not in output
