"""Documents to index and the chunks they are cut into.

Two inputs are read: a ``docs.jsonl`` file (one ``{"id", "text", "title"?, "metadata"?}``
object a line, the bundle format of ``shared/spec/benchmark-format.md``) and, for users, a
folder of ``.txt`` / ``.md`` files (the id is the path relative to the folder).

Chunking keeps a document whole when it fits in ``chunk_size`` characters (the usual case
for knowledge-base records); longer ones are cut at sentence ends into pieces of at most
``chunk_size`` characters that overlap by up to ``overlap`` characters, so a fact split
across a boundary is still found whole in one chunk.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kglink.errors import DocumentFormatError, MissingFileError, UnsupportedFormatError

logger = logging.getLogger(__name__)

DEFAULT_CHUNK_SIZE = 1000
DEFAULT_OVERLAP = 100

_TEXT_SUFFIXES = (".txt", ".md")
_JSONL_SUFFIXES = (".jsonl",)
# A sentence ends after Chinese or Latin end punctuation, or at a line break.
_SENTENCE_END = re.compile(r"(?<=[。！？；!?;])|(?<=\.)(?=\s)|\n+")


@dataclass(frozen=True, slots=True)
class Document:
    """A document to index.

    Attributes:
        id: a unique string id.
        text: the body.
        title: an optional title; it is indexed with the text.
        metadata: free key/values kept with every chunk.
    """

    id: str
    text: str
    title: str | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)

    def content_hash(self) -> str:
        """A digest of everything that decides the document's chunks."""
        payload = json.dumps(
            [self.id, self.title, self.text, dict(self.metadata)],
            ensure_ascii=False,
            sort_keys=True,
            default=str,
        )
        return hashlib.blake2b(payload.encode("utf-8"), digest_size=16).hexdigest()


@dataclass(frozen=True, slots=True)
class Chunk:
    """A piece of a document, the unit every retriever returns.

    Attributes:
        id: ``"<doc id>#<index>"``.
        doc_id: the document it comes from.
        text: the chunk's text (without the title).
        title: the document's title.
        entities: the ontology node ids the chunk mentions, in order of first mention.
        metadata: the document's metadata.
    """

    id: str
    doc_id: str
    text: str
    title: str | None
    entities: tuple[str, ...] = ()
    metadata: Mapping[str, Any] = field(default_factory=dict)

    @property
    def indexed_text(self) -> str:
        """What the retrievers see: the title, then the text."""
        return f"{self.title}\n{self.text}" if self.title else self.text


def load_documents(path: str | Path) -> list[Document]:
    """Read documents from a ``.jsonl`` file or a folder of ``.txt`` / ``.md`` files.

    Args:
        path: the file or folder.

    Returns:
        The documents in file order (folders: sorted by relative path).

    Raises:
        MissingFileError: the path does not exist.
        UnsupportedFormatError: a file that is neither ``.jsonl`` nor a folder.
        DocumentFormatError: a malformed line (names the file and line), or duplicate ids.

    Example:
        >>> docs = load_documents("../shared/bench/crosswoz-val/docs.jsonl")  # doctest: +SKIP
    """
    path = Path(path)
    if not path.exists():
        raise MissingFileError("no such file or folder", path=path)
    if path.is_dir():
        return _load_folder(path)
    if path.suffix.lower() in _JSONL_SUFFIXES:
        return _load_jsonl(path)
    if path.suffix.lower() in _TEXT_SUFFIXES:
        return [_read_text_file(path, path.parent)]
    raise UnsupportedFormatError(
        f"cannot read documents from {path.suffix or 'a file without suffix'!r}: "
        "give a .jsonl file or a folder of .txt/.md files",
        path=path,
    )


def _load_jsonl(path: Path) -> list[Document]:
    documents: list[Document] = []
    seen: dict[str, int] = {}
    try:
        handle = path.open(encoding="utf-8")
    except OSError as exc:
        raise MissingFileError(f"cannot open: {exc.strerror}", path=path) from exc
    with handle:
        for number, raw in enumerate(handle, start=1):
            line = raw.strip()
            if not line:
                continue
            try:
                item = json.loads(line)
            except json.JSONDecodeError as exc:
                raise DocumentFormatError(f"not valid JSON: {exc.msg}", path=path, line=number) from exc
            except UnicodeDecodeError as exc:
                raise DocumentFormatError("not UTF-8 text", path=path, line=number) from exc
            document = _document_from_json(item, path, number)
            if document.id in seen:
                raise DocumentFormatError(
                    f"duplicate id {document.id!r} (first on line {seen[document.id]})",
                    path=path,
                    line=number,
                    field="id",
                )
            seen[document.id] = number
            documents.append(document)
    logger.debug("read %d documents from %s", len(documents), path)
    return documents


def _document_from_json(item: object, path: Path, line: int) -> Document:
    if not isinstance(item, dict):
        raise DocumentFormatError("expected a JSON object", path=path, line=line)
    doc_id = item.get("id")
    if isinstance(doc_id, int) and not isinstance(doc_id, bool):
        doc_id = str(doc_id)
    if not isinstance(doc_id, str) or not doc_id.strip():
        raise DocumentFormatError("'id' must be a non-empty string", path=path, line=line, field="id")
    text = item.get("text")
    if not isinstance(text, str):
        raise DocumentFormatError("'text' must be a string", path=path, line=line, field="text")
    title = item.get("title")
    if title is not None and not isinstance(title, str):
        raise DocumentFormatError("'title' must be a string", path=path, line=line, field="title")
    metadata = item.get("metadata")
    if metadata is None:
        metadata = {}
    if not isinstance(metadata, dict):
        raise DocumentFormatError("'metadata' must be an object", path=path, line=line, field="metadata")
    return Document(id=doc_id, text=text, title=title or None, metadata=metadata)


def _load_folder(folder: Path) -> list[Document]:
    files = sorted(
        p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in _TEXT_SUFFIXES
    )
    documents = [_read_text_file(p, folder) for p in files]
    logger.debug("read %d documents from %s", len(documents), folder)
    return documents


def _read_text_file(path: Path, root: Path) -> Document:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise DocumentFormatError("not UTF-8 text", path=path) from exc
    except OSError as exc:
        raise MissingFileError(f"cannot read: {exc.strerror}", path=path) from exc
    title = path.stem
    if path.suffix.lower() == ".md":
        # A Markdown file's first heading is its title.
        for line in text.splitlines():
            if line.startswith("#"):
                title = line.lstrip("#").strip() or title
                break
    relative = path.relative_to(root).as_posix()
    return Document(id=relative, text=text, title=title, metadata={"source": relative})


def split_text(text: str, chunk_size: int = DEFAULT_CHUNK_SIZE, overlap: int | None = None) -> list[str]:
    """Cut ``text`` into pieces of at most ``chunk_size`` characters at sentence ends.

    A text that fits stays whole. Consecutive pieces share up to ``overlap`` characters
    (whole sentences); a sentence longer than ``chunk_size`` is cut hard.

    ``overlap=None`` means ``min(DEFAULT_OVERLAP, chunk_size // 5)``.

    Raises:
        ValueError: ``chunk_size`` is not positive or ``overlap`` not in ``[0, chunk_size)``.
    """
    if chunk_size <= 0:
        raise ValueError(f"chunk_size must be positive, got {chunk_size}")
    if overlap is None:
        overlap = min(DEFAULT_OVERLAP, chunk_size // 5)
    if not 0 <= overlap < chunk_size:
        raise ValueError(f"overlap must be in [0, chunk_size), got {overlap}")
    if len(text) <= chunk_size:
        return [text]
    sentences: list[str] = []
    for piece in _SENTENCE_END.split(text):
        if not piece or not piece.strip():
            continue
        while len(piece) > chunk_size:
            sentences.append(piece[:chunk_size])
            piece = piece[chunk_size - overlap :] if overlap else piece[chunk_size:]
        sentences.append(piece)
    chunks: list[str] = []
    current: list[str] = []
    size = 0
    for sentence in sentences:
        if current and size + len(sentence) > chunk_size:
            chunks.append("".join(current))
            # Carry the last sentences of the chunk over, up to ``overlap`` characters.
            carried: list[str] = []
            carried_size = 0
            for previous in reversed(current):
                if carried_size + len(previous) > overlap or carried_size + len(previous) + len(sentence) > chunk_size:
                    break
                carried.insert(0, previous)
                carried_size += len(previous)
            current, size = carried, carried_size
        current.append(sentence)
        size += len(sentence)
    if current:
        chunks.append("".join(current))
    return chunks


def chunk_document(
    document: Document,
    *,
    chunk_size: int = DEFAULT_CHUNK_SIZE,
    overlap: int | None = None,
) -> list[Chunk]:
    """The chunks of one document, without entity annotations (see ``annotate``)."""
    pieces = split_text(document.text, chunk_size, overlap)
    return [
        Chunk(
            id=f"{document.id}#{index}",
            doc_id=document.id,
            text=piece,
            title=document.title,
            metadata=document.metadata,
        )
        for index, piece in enumerate(pieces)
    ]


def chunk_documents(
    documents: Iterable[Document],
    *,
    chunk_size: int = DEFAULT_CHUNK_SIZE,
    overlap: int | None = None,
) -> list[Chunk]:
    """The chunks of several documents, in order."""
    chunks: list[Chunk] = []
    for document in documents:
        chunks.extend(chunk_document(document, chunk_size=chunk_size, overlap=overlap))
    return chunks
