"""``kglink link`` through the real entry point, on a Turtle file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kglink.bench.synthetic import write_ontology
from kglink.cli import main
from kglink.ontology.model import Entity, Label, Ontology

EX = "http://example.org/kb/"


@pytest.fixture(scope="module")
def ontology_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    def entity(local: str, zh: str, en: str | None = None, aliases: tuple[str, ...] = ()) -> Entity:
        labels = (Label(zh, "zh"), *((Label(en, "en"),) if en else ()))
        return Entity(EX + local, labels=labels, aliases=tuple(Label(a, "zh") for a in aliases), types=(EX + "Thing",))

    entities = [
        entity("region_east", "华东区", "East China", aliases=("华东大区",)),
        entity("region_south", "华南区"),
        entity("product_a", "产品A", "Product A"),
        entity("series_a", "A系列产品"),
        entity("anxinbao_plus", "安心宝Plus", "Anxinbao Plus"),
        entity("hr", "人力资源", "HR"),
        entity("hrm", "人力资源管理", "HRM"),
    ]
    onto = Ontology(entities={e.id: e for e in entities}, prefixes={"ex": EX})
    path = tmp_path_factory.mktemp("onto") / "kb.ttl"
    write_ontology(onto, path)
    return path


def _link(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    main(["link", *args])
    return json.loads(capsys.readouterr().out)


def test_link_json(ontology_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = "华东大区的产品A和Anxinbao Plsu怎么样"
    result = _link(capsys, text, "--ontology", str(ontology_file), "--json")
    assert result["text"] == text
    mentions = [(m["text"], m["kind"], m["candidates"][0]["node_id"]) for m in result["mentions"]]
    assert mentions == [
        ("华东大区", "exact", EX + "region_east"),
        ("产品A", "exact", EX + "product_a"),
        ("Anxinbao Plsu", "fuzzy", EX + "anxinbao_plus"),
    ]
    for mention in result["mentions"]:
        assert text[mention["start"] : mention["end"]] == mention["text"]
    east = result["mentions"][0]["candidates"][0]
    assert east["label"] == "华东区" and east["alias"] == "华东大区" and east["curie"] == "ex:region_east"
    assert east["score"] == 1.0 and east["prior"] == 1.0
    assert 0.85 <= result["mentions"][2]["candidates"][0]["score"] < 1.0


def test_link_no_fuzzy(ontology_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    result = _link(capsys, "Anxinbao Plsu and HRM", "--ontology", str(ontology_file), "--json", "--no-fuzzy")
    assert [(m["text"], m["candidates"][0]["label"]) for m in result["mentions"]] == [("HRM", "HRM")]


def test_link_human_output(ontology_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["link", "华南区和HR", "--ontology", str(ontology_file)])
    out = capsys.readouterr().out
    assert "华南区" in out and "ex:region_south" in out and "ex:hr" in out and "ex:hrm" not in out
    main(["link", "今天天气不错", "--ontology", str(ontology_file)])
    assert "no mentions" in capsys.readouterr().out


def test_missing_ontology_file_is_one_readable_error(tmp_path: Path) -> None:
    completed = subprocess.run(
        [sys.executable, "-c", "from kglink.cli import main; main()", "link", "x", "--ontology", str(tmp_path / "none.ttl")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert completed.returncode == 1
    assert completed.stderr.startswith("error:") and "none.ttl" in completed.stderr
    assert "Traceback" not in completed.stderr


def test_ontology_option_is_required(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as raised:
        main(["link", "华东区"])
    assert raised.value.code == 2
