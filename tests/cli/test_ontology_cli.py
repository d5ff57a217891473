"""`kglink ontology inspect|lint|compile` through the real entry point."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kglink.cli import main
from kglink.errors import OntologyParseError
from kglink.ontology import load_ontology
from kglink.ontology.compiled import load_compiled

ROOT = Path(__file__).resolve().parents[2]
VOCAB = ROOT / "tests" / "ontology" / "data" / "vocab.ttl"
EXAMPLE_CSV = ROOT / "ontology" / "csv-example" / "ontology.csv"
ENTERPRISE = ROOT / "ontology" / "enterprise" / "ontology.ttl"
BENCH = ROOT.parent / "shared" / "bench"
BROKEN_TTL = '@prefix ex: <http://e/> .\nex:a ex:b "x" .\nex:c ex:d ex: e f .\n'


def kglink(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run the ``kglink`` command in a fresh process from ``cwd``, as a user would."""
    return subprocess.run(
        [sys.executable, "-c", "from kglink.cli import main; main()", *argv],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=cwd,
    )


def test_inspect_json_is_pure_json_on_stdout(kglink_cli):
    code, out, err = kglink_cli("ontology", "inspect", str(VOCAB), "--json")
    assert code == 0
    summary = json.loads(out)
    assert summary["entities"] == 7
    assert summary["classes"] == 3
    assert summary["edges"] == 6
    assert summary["languages"] == ["en", "zh"]
    assert {"aliases", "shared_aliases"} <= summary.keys()


def test_inspect_merges_several_files(kglink_cli):
    code, out, _ = kglink_cli("ontology", "inspect", str(VOCAB), str(EXAMPLE_CSV), "--json")
    assert code == 0
    assert json.loads(out)["entities"] == 7 + 16


def test_inspect_prints_a_readable_summary(kglink_cli):
    code, out, _ = kglink_cli("ontology", "inspect", str(EXAMPLE_CSV))
    assert code == 0
    assert "entities" in out and "16" in out
    assert "hd:Issue" in out and "故障" in out


@pytest.mark.parametrize(
    ("path", "counts"),
    [
        pytest.param(
            BENCH / "crosswoz-val" / "ontology.ttl",
            (2549, 3, 18827),
            id="crosswoz-val",
            marks=pytest.mark.skipif(not BENCH.is_dir(), reason=f"shared benchmark bundles not found at {BENCH}"),
        ),
        pytest.param(ENTERPRISE, (114, 21, 176), id="enterprise"),  # in the repo: runs without ../shared
    ],
)
def test_inspect_a_bundle_in_a_fresh_process(tmp_path, path, counts):
    result = kglink("ontology", "inspect", str(path), "--json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert (summary["entities"], summary["classes"], summary["edges"]) == counts


def test_lint_readable_json_and_strict(kglink_cli):
    code, out, _ = kglink_cli("ontology", "lint", str(VOCAB))
    assert code == 0
    assert "missing label" in out and "dangling edge" in out

    code, out, _ = kglink_cli("ontology", "lint", str(VOCAB), "--json")
    assert code == 0
    report = json.loads(out)
    assert report["counts"]["dangling_edge"] == 1
    assert report["counts"]["missing_label"] == 5
    assert {"kind", "message", "nodes"} == report["findings"][0].keys()

    code, _, _ = kglink_cli("ontology", "lint", str(VOCAB), "--strict")
    assert code == 1


def test_lint_strict_passes_on_a_clean_table(tmp_path, kglink_cli):
    clean = tmp_path / "clean.csv"
    clean.write_text("id,label@zh,label@en,type\na,产品A,Product A,P\nb,华东区,East China,R\n", encoding="utf-8")
    code, out, _ = kglink_cli("ontology", "lint", str(clean), "--strict")
    assert (code, out.strip()) == (0, "no findings")


def test_lint_threshold(tmp_path, kglink_cli):
    table = tmp_path / "near.csv"
    table.write_text("id,label\na,北京万寿庄宾馆\nb,北京万寿宾馆\n", encoding="utf-8")
    _, out, _ = kglink_cli("ontology", "lint", str(table), "--json", "--threshold", "90")
    assert json.loads(out)["counts"]["near_duplicate"] == 1
    _, out, _ = kglink_cli("ontology", "lint", str(table), "--json", "--threshold", "95")
    assert json.loads(out)["counts"]["near_duplicate"] == 0
    code, _, err = kglink_cli("ontology", "lint", str(table), "--threshold", "120")
    assert code == 2 and "threshold" in err


def test_compile_writes_a_loadable_file(tmp_path, kglink_cli):
    out_path = tmp_path / "merged.kglink"
    code, out, _ = kglink_cli("ontology", "compile", str(VOCAB), str(EXAMPLE_CSV), "-o", str(out_path))
    assert code == 0
    assert out.startswith(f"wrote {out_path}: 23 entities")
    assert load_compiled(out_path) == load_ontology(VOCAB, EXAMPLE_CSV)
    code, out, _ = kglink_cli("ontology", "inspect", str(out_path), "--json")
    assert json.loads(out)["entities"] == 23


def test_compile_needs_an_output(kglink_cli):
    code, _, err = kglink_cli("ontology", "compile", str(VOCAB))
    assert code == 2 and "-o" in err


@pytest.mark.parametrize("command", ["inspect", "lint", "compile"])
def test_a_broken_file_gives_one_line_and_no_traceback(tmp_path, kglink_cli, command):
    broken = tmp_path / "broken.ttl"
    broken.write_text(BROKEN_TTL, encoding="utf-8")
    extra = ["-o", str(tmp_path / "x.kglink")] if command == "compile" else []
    code, out, err = kglink_cli("ontology", command, str(broken), *extra)
    assert code == 1
    assert out == ""
    assert err.startswith(f"error: {broken}:3: ")
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_a_broken_file_in_a_fresh_process(tmp_path):
    broken = tmp_path / "broken.ttl"
    broken.write_text(BROKEN_TTL, encoding="utf-8")
    result = kglink("ontology", "inspect", str(broken), cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr.startswith(f"error: {broken}:3: ")
    assert "Traceback" not in result.stderr

    debug = kglink("--debug", "ontology", "inspect", str(broken), cwd=tmp_path)
    assert debug.returncode != 0
    assert "Traceback" in debug.stderr and "OntologyParseError" in debug.stderr


def test_debug_raises_the_error_in_process(tmp_path):
    broken = tmp_path / "broken.ttl"
    broken.write_text(BROKEN_TTL, encoding="utf-8")
    with pytest.raises(OntologyParseError):
        main(["--debug", "ontology", "inspect", str(broken)])


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("missing.ttl", None, "no such file"),
        ("ontology.yaml", "a: b\n", "supported suffixes: .ttl"),
        ("table.csv", "label,type\n甲,P\n", "1: missing required column 'id'"),
    ],
)
def test_input_errors(tmp_path, kglink_cli, name, content, message):
    path = tmp_path / name
    if content is not None:
        path.write_text(content, encoding="utf-8")
    code, out, err = kglink_cli("ontology", "inspect", str(path), "--json")
    assert code == 1 and out == ""
    assert err.startswith(f"error: {path}")
    assert message in err
