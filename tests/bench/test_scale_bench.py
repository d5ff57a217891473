"""The scale benchmark reports every figure the issue names (values are machine-dependent)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kglink.bench.scale import PEAK_RSS_SCOPE, run_scale_bench, synthetic_conversations, synthetic_documents
from kglink.bench.synthetic import synthetic_ontology
from kglink.cli import main
from kglink.errors import ConfigError
from kglink.linking.normalize import language_of

FIGURES = {
    "load_s",
    "peak_rss_mb",
    "reload_s",
    "link_p50_us",
    "link_p99_us",
    "rewrite_p50_ms",
    "rewrite_p99_ms",
    "retrieve_p50_ms",
    "rdflib_parse_s",
    "fuzzscan_p50_us",
}


def test_bench_scale_command_prints_every_figure(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["bench", "scale", "--triples", "3000", "--chunks", "200", "--queries", "200",
          "--conversations", "5", "--workdir", str(tmp_path), "--json"])
    figures = json.loads(capsys.readouterr().out)
    assert FIGURES <= figures.keys()
    assert set(figures) - FIGURES == {"triples", "entities", "aliases", "chunks", "peak_rss_scope"}
    assert 2500 <= figures["triples"] <= 3500 and figures["chunks"] == 200
    assert figures["peak_rss_scope"] == PEAK_RSS_SCOPE
    for key in FIGURES:
        assert figures[key] > 0, key
    assert figures["link_p99_us"] >= figures["link_p50_us"]
    assert figures["rewrite_p99_ms"] >= figures["rewrite_p50_ms"]
    # The files it measured stay in the work folder: the Turtle source and the compiled form.
    assert (tmp_path / "synthetic.ttl").stat().st_size > 0
    assert (tmp_path / "synthetic.kglink").read_bytes().startswith(b"KGLINK-ONTOLOGY")


def test_progress_stages(tmp_path: Path) -> None:
    stages: set[str] = set()
    result = run_scale_bench(
        1500, chunks=50, queries=50, conversations=2, searches=5, fuzzscan_queries=2,
        workdir=tmp_path, progress=lambda stage, done, total: stages.add(stage),
    )
    assert {"generate", "compile", "reload", "link", "rewrite", "fuzzy scan", "search", "rdflib"} <= stages
    assert result.aliases > 0 and result.entities > 0


@pytest.mark.parametrize("field", ["triples", "chunks", "queries", "conversations", "searches", "fuzzscan_queries"])
def test_bad_counts(field: str) -> None:
    with pytest.raises(ConfigError, match=field):
        run_scale_bench(**{"triples": 100, field: 0})  # type: ignore[arg-type]


def test_conversations_and_documents_name_the_ontology() -> None:
    onto = synthetic_ontology(400, seed=3)
    labels = {entity.labels[0].text for entity in onto.entities.values() if entity.labels}
    dialogues = synthetic_conversations(onto, 20, seed=1)
    assert len(dialogues) == 20 and all(len(turns) == 5 for turns in dialogues)
    for turns in dialogues:
        named = [label for label in labels if label in turns[0]]
        assert named, turns[0]
        assert {language_of(turn) for turn in turns} == {language_of(turns[0])}
    documents = synthetic_documents(onto, 30, seed=1)
    assert len({doc.id for doc in documents}) == 30
    assert all(any(label in doc.text for label in labels) for doc in documents)
    assert synthetic_conversations(onto, 5, seed=1) == synthetic_conversations(onto, 5, seed=1)


def test_bench_scale_command_rejects_zero() -> None:
    with pytest.raises(SystemExit) as raised:
        main(["bench", "scale", "--triples", "0"])
    assert raised.value.code == 2
