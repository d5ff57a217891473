"""Hostile or broken input through the real ``kglink`` entry point: one line on stderr,
exit 1, no traceback; terminal escapes are shown, not obeyed (issue 15)."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ONTOLOGY = ROOT / "ontology" / "enterprise" / "ontology.ttl"
KGLINK = str(Path(sys.executable).parent / "kglink")


def _one_line_error(code: int, err: str, *words: str) -> None:
    assert code == 1, err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: ") and "Traceback" not in err, err
    for word in words:
        assert word in lines[0], lines[0]


def test_a_truncated_lexical_index_is_rebuilt_not_aborted(kglink_cli, tmp_path: Path) -> None:
    docs = tmp_path / "docs.jsonl"
    docs.write_text(
        "".join(json.dumps({"id": f"d{n}", "text": f"企业版支持私有化部署，第{n}条。"}, ensure_ascii=False) + "\n" for n in range(5)),
        encoding="utf-8",
    )
    store = tmp_path / "store"
    assert kglink_cli("index", str(docs), "--ontology", str(ONTOLOGY), "--store", str(store))[0] == 0
    (npz,) = (store / "kglink" / "kglink").glob("lexical.*.npz")
    npz.write_bytes(npz.read_bytes()[:100])  # the reproduction of the issue: a torn .npz
    code, out, err = kglink_cli("search", "企业版", "--ontology", str(ONTOLOGY), "--store", str(store), "--json")
    assert code == 0, err
    assert len(json.loads(out)["hits"]) == 5


def test_an_eof_error_is_an_error_not_an_abort(kglink_cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def truncated(*args, **kwargs):  # the fault injected: a reader hits the end of its data
        raise EOFError("Ran out of input")

    # The command imports the loader when it runs: patch it where it lives.
    monkeypatch.setattr("kglink.ontology.loader.load_ontology", truncated)
    code, _out, err = kglink_cli("ontology", "inspect", str(ONTOLOGY))
    _one_line_error(code, err, "unexpected end of data", "Ran out of input")


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b'{"user": "\xff\xfe"}\n', ["conv.jsonl:1", "not UTF-8"]),
        (b'{"user": "a"}\n' + b"[" * 100_000 + b"\n", ["conv.jsonl:2", "nested too deeply"]),
    ],
    ids=["not-utf8", "deep-json"],
)
def test_a_broken_conversation_file_is_one_line(kglink_cli, tmp_path: Path, content: bytes, words: list[str]) -> None:
    path = tmp_path / "conv.jsonl"
    path.write_bytes(content)
    code, _out, err = kglink_cli("rewrite", str(path), "--ontology", str(ONTOLOGY))
    _one_line_error(code, err, *words)


def test_compile_output_under_a_file_or_in_proc(kglink_cli, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    code, _out, err = kglink_cli("ontology", "compile", str(ONTOLOGY), "-o", str(blocker / "o.kglink"))
    _one_line_error(code, err, "cannot write here")
    code, _out, err = kglink_cli("ontology", "compile", str(ONTOLOGY), "-o", "/proc/kglink-test/o.kglink")
    _one_line_error(code, err, "cannot write here")


def test_compile_refuses_to_replace_a_symlink_or_a_special_file(kglink_cli, tmp_path: Path) -> None:
    target = tmp_path / "target.kglink"
    target.write_text("keep me")
    link = tmp_path / "link.kglink"
    link.symlink_to(target)
    code, _out, err = kglink_cli("ontology", "compile", str(ONTOLOGY), "-o", str(link))
    _one_line_error(code, err, "symbolic link", "refusing")
    assert link.is_symlink() and target.read_text() == "keep me"
    fifo = tmp_path / "pipe.kglink"
    os.mkfifo(fifo)
    code, _out, err = kglink_cli("ontology", "compile", str(ONTOLOGY), "-o", str(fifo))
    _one_line_error(code, err, "special file")
    assert stat.S_ISFIFO(fifo.lstat().st_mode)
    # A regular file is replaced as before.
    output = tmp_path / "ok.kglink"
    output.write_text("old")
    assert kglink_cli("ontology", "compile", str(ONTOLOGY), "-o", str(output))[0] == 0
    assert output.read_bytes().startswith(b"KGLINK-ONTOLOGY")


def test_a_password_in_the_neo4j_uri_is_not_echoed(kglink_cli, tmp_path: Path) -> None:
    code, out, err = kglink_cli(
        "ontology", "load", str(ONTOLOGY), "--neo4j-uri", "bolt://neo4j:s3cret-pass@127.0.0.1:1", "--neo4j-password", "x"
    )
    assert code == 1
    assert "s3cret-pass" not in err + out
    assert err.count("\n") == 1


def test_escape_codes_in_a_turn_are_printed_escaped(tmp_path: Path) -> None:
    path = tmp_path / "conv.jsonl"
    path.write_text(json.dumps({"user": "企业版\x1b[2J\x1b]52;c;ZXZpbA==\x07多少钱"}) + "\n", encoding="utf-8")
    done = subprocess.run([KGLINK, "rewrite", str(path), "--ontology", str(ONTOLOGY)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "\x1b" not in done.stdout and "\x07" not in done.stdout
    assert "\\x1b[2J" in done.stdout


def test_chat_refuses_an_overlong_turn_and_goes_on(tmp_path: Path) -> None:
    lines = "企业版" * 40_000 + "\n" + "企业版多少钱\n\n"
    done = subprocess.run(
        [KGLINK, "chat", "--ontology", str(ONTOLOGY)], input=lines, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert "KGLINK_MAX_UTTERANCE_CHARS" in done.stderr and "Traceback" not in done.stderr
    assert "企业版多少钱" in done.stdout


def test_a_large_link_result_prints_as_lines(tmp_path: Path) -> None:
    text = "企业版 标准版 " * 400  # 800 mentions: over the table limit
    done = subprocess.run([KGLINK, "link", text, "--ontology", str(ONTOLOGY)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    rows = done.stdout.splitlines()
    assert rows[0].split("\t") == ["span", "text", "kind", "label", "alias", "score", "prior", "node"]
    assert len(rows) == 801 and rows[1].split("\t")[:3] == ["0-3", "企业版", "exact"]


