"""Reading documents and cutting them into chunks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kglink.errors import DocumentFormatError, MissingFileError, UnsupportedFormatError
from kglink.retrieval.documents import Document, chunk_document, load_documents, split_text

BENCH = Path(__file__).resolve().parents[2].parent / "shared" / "bench"


def test_jsonl_documents_are_read_with_title_and_metadata(tmp_path: Path) -> None:
    path = tmp_path / "docs.jsonl"
    rows = [
        {"id": "d1", "title": "企业版部署说明", "text": "企业版支持私有化部署", "metadata": {"source": "manual"}},
        {"id": "d2", "text": "no title here", "extra": "ignored"},
    ]
    path.write_text("\n".join(json.dumps(row, ensure_ascii=False) for row in rows) + "\n\n", encoding="utf-8")
    assert load_documents(path) == [
        Document("d1", "企业版支持私有化部署", title="企业版部署说明", metadata={"source": "manual"}),
        Document("d2", "no title here"),
    ]


@pytest.mark.parametrize(
    ("line", "field", "reason"),
    [
        ('{"id": "x", "text": "a"', None, "not valid JSON"),
        ('["x", "a"]', None, "expected a JSON object"),
        ('{"text": "a"}', "id", "'id' must be a non-empty string"),
        ('{"id": "x"}', "text", "'text' must be a string"),
        ('{"id": "x", "text": "a", "title": 3}', "title", "'title' must be a string"),
        ('{"id": "x", "text": "a", "metadata": []}', "metadata", "'metadata' must be an object"),
        ('{"id": "d1", "text": "again"}', "id", "duplicate id 'd1' (first on line 1)"),
    ],
)
def test_a_malformed_line_names_file_and_line(tmp_path: Path, line: str, field: str | None, reason: str) -> None:
    path = tmp_path / "docs.jsonl"
    path.write_text('{"id": "d1", "text": "ok"}\n' + line + "\n", encoding="utf-8")
    with pytest.raises(DocumentFormatError) as caught:
        load_documents(path)
    assert (caught.value.path, caught.value.line, caught.value.field) == (str(path), 2, field)
    assert str(caught.value).startswith(f"{path}:2: {reason}")


def test_a_folder_of_text_and_markdown_files(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    (tmp_path / "a.txt").write_text("纯文本", encoding="utf-8")
    (tmp_path / "sub" / "b.md").write_text("intro\n# Leave policy\n15 days", encoding="utf-8")
    (tmp_path / "skip.pdf").write_bytes(b"%PDF")
    docs = load_documents(tmp_path)
    assert [(d.id, d.title) for d in docs] == [("a.txt", "a"), ("sub/b.md", "Leave policy")]


def test_missing_and_unsupported_paths(tmp_path: Path) -> None:
    with pytest.raises(MissingFileError):
        load_documents(tmp_path / "nope.jsonl")
    (tmp_path / "x.csv").write_text("id,text\n", encoding="utf-8")
    with pytest.raises(UnsupportedFormatError):
        load_documents(tmp_path / "x.csv")


def test_short_documents_stay_whole() -> None:
    doc = Document("d", "一句话。", title="t")
    [chunk] = chunk_document(doc, chunk_size=100)
    assert (chunk.id, chunk.text, chunk.indexed_text) == ("d#0", "一句话。", "t\n一句话。")


@given(
    sentences=st.lists(st.text(alphabet="产品价格部署abc xyz", min_size=1, max_size=40), min_size=1, max_size=30),
    size=st.integers(min_value=20, max_value=120),
)
def test_split_text_bounds_chunk_size_and_loses_nothing(sentences: list[str], size: int) -> None:
    text = "。".join(sentences) + "。"
    chunks = split_text(text, size)
    assert all(0 < len(chunk) <= size for chunk in chunks)
    if len(text) <= size:
        assert chunks == [text]
    # Every sentence survives in some chunk (sentences longer than a chunk are cut hard).
    for sentence in sentences:
        piece = (sentence + "。")[: size // 2]
        if piece.strip():
            assert any(piece in chunk for chunk in chunks)


def test_bundle_documents_are_short_enough_to_stay_whole() -> None:
    docs_file = BENCH / "crosswoz-val" / "docs.jsonl"
    if not docs_file.exists():
        pytest.skip(f"shared bench bundle not present at {docs_file}")
    docs = load_documents(docs_file)
    assert len(docs) == 2549
    assert all(len(chunk_document(doc)) == 1 for doc in docs)
