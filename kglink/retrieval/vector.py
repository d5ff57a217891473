"""The vector retriever: a Chroma collection of chunks.

Embedded by default (``chromadb.PersistentClient`` in a local folder, nothing to start);
a Chroma server (``chroma run --path DIR --port P``) through ``chromadb.HttpClient`` when a
URL is given. Telemetry is off in both. Chunks are upserted by id, so writing the same
chunk twice changes nothing; a document's chunks are deleted by its id (metadata
``doc_id``).

The collection stores the embedding function's name and configuration; reopening it
without naming an embedding uses the stored one (see :mod:`kglink.retrieval.embedding`).
Chroma's own exceptions are mapped to :class:`~kglink.errors.BackendError` naming the
folder or URL.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import chromadb
from chromadb.api.types import Documents, EmbeddingFunction
from chromadb.config import Settings

from kglink.errors import BackendError, ConfigError
from kglink.retrieval.documents import Chunk

# Imported for its side effect too: registering kglink's embedding functions with Chroma.
from kglink.retrieval.embedding import HashedNgramEmbedding

logger = logging.getLogger(__name__)

ENTITY_SEPARATOR = " "  # node ids are IRIs or CURIEs, which never contain a space
RESERVED_KEYS = ("doc_id", "title", "chunk_index", "entities", "title_entities", "content_key", "json_keys")
_UPSERT_BATCH = 1000


DEFAULT_TIMEOUT = 10.0
WRITE_TIMEOUT = 300.0
# Chroma's nearest-neighbour graph. Chroma writes the graph to disk every
# ``sync_threshold`` records (1000 by default) and, each time a store is opened, adds the
# records written since then again, in several threads, so in another order: the graph
# and the chunks a query finds differed from one process to the next (chroma-core/chroma
# #2675). Written every 100 records, a graph is rebuilt from at most a few at each open,
# and the same queries ranked the same on every run of the benchmark bundles; building
# writes the graph more often, which costs no time a build shows. Searched 500 wide (the
# default 100 missed some of the nearest 30 chunks), at no cost a query shows. A
# collection keeps the settings it was made with.
_HNSW = {"ef_search": 500, "sync_threshold": 100, "batch_size": 100}


def _timeout(value: float | None) -> float:
    if value is None:
        raw = os.environ.get("KGLINK_CHROMA_TIMEOUT", "")
        try:
            value = float(raw) if raw else DEFAULT_TIMEOUT
        except ValueError as exc:
            raise ConfigError(f"KGLINK_CHROMA_TIMEOUT must be a number of seconds, got {raw!r}") from exc
    if not value > 0:
        raise ConfigError(f"the Chroma timeout must be positive, got {value}")
    return float(value)


def _bound_reads(client: Any, timeout: float) -> None:
    """Give Chroma's HTTP session a read timeout (it has none), so that a call left behind
    by the deadline of :meth:`ChromaStore._call` ends too. Best effort: a private attribute."""
    import httpx

    session = getattr(getattr(client, "_server", None), "_session", None)
    if isinstance(session, httpx.Client):
        session.timeout = httpx.Timeout(max(timeout, WRITE_TIMEOUT), connect=timeout)


def _settings() -> Settings:
    return Settings(anonymized_telemetry=False, allow_reset=False)


def parse_chroma_url(url: str) -> tuple[str, int, bool]:
    """``http(s)://host:port`` -> (host, port, ssl).

    Raises:
        ConfigError: not an http(s) URL.
    """
    parsed = urlparse(url if "://" in url else f"http://{url}")
    if parsed.scheme not in ("http", "https") or not parsed.hostname:
        raise ConfigError(f"not a Chroma server URL: {url!r} (expected http://HOST:PORT)")
    ssl = parsed.scheme == "https"
    try:
        port = parsed.port or (443 if ssl else 8000)
    except ValueError as exc:
        raise ConfigError(f"bad port in Chroma URL {url!r}") from exc
    return parsed.hostname, port, ssl


def chunk_metadata(chunk: Chunk) -> dict[str, str | int | float | bool]:
    """The chunk's Chroma metadata: its document, title, position and entities.

    Chroma metadata values are scalars, so the entity ids are joined with a space and the
    document's non-scalar metadata values are stored as JSON strings.
    """
    metadata: dict[str, str | int | float | bool] = {}
    encoded: list[str] = []
    for key, value in chunk.metadata.items():
        if key in RESERVED_KEYS or not isinstance(key, str) or not key or key[0] in "#$":
            continue
        if isinstance(value, (str, int, float, bool)):
            metadata[key] = value
        elif value is not None:
            metadata[key] = json.dumps(value, ensure_ascii=False, sort_keys=True)
            encoded.append(key)
    if encoded:
        metadata["json_keys"] = json.dumps(encoded, ensure_ascii=False)
    metadata["doc_id"] = chunk.doc_id
    metadata["title"] = chunk.title or ""
    metadata["chunk_index"] = int(chunk.id.rsplit("#", 1)[1]) if "#" in chunk.id else 0
    metadata["entities"] = ENTITY_SEPARATOR.join(chunk.entities)
    return metadata


def document_metadata(metadata: Mapping[str, Any]) -> dict[str, Any]:
    """The document metadata stored by :func:`chunk_metadata`, decoded back."""
    encoded = set(json.loads(metadata["json_keys"])) if isinstance(metadata.get("json_keys"), str) else set()
    return {
        key: json.loads(value) if key in encoded and isinstance(value, str) else value
        for key, value in metadata.items()
        if key not in RESERVED_KEYS
    }


class ChromaStore:
    """One Chroma collection holding the chunks.

    Args:
        path: folder of the embedded store (used when ``url`` is None).
        url: a Chroma server, ``http://HOST:PORT``.
        collection: the collection name.
        embedding: the embedding function for a new collection; None reuses the one the
            collection was created with (or the hashed default for a new collection).
        create: create the collection when it does not exist (else a ConfigError).
        timeout: seconds a call to a Chroma server may take in all (default
            ``KGLINK_CHROMA_TIMEOUT`` or 10; writes get at least 300, as they embed), after
            which it raises :class:`~kglink.errors.BackendError`. The embedded store is
            in-process and has no deadline.
    """

    def __init__(
        self,
        path: str | Path | None = None,
        *,
        url: str | None = None,
        collection: str = "kglink",
        embedding: EmbeddingFunction[Documents] | None = None,
        create: bool = True,
        timeout: float | None = None,
    ) -> None:
        if path is None and url is None:
            raise ConfigError("a Chroma store needs a folder or a server URL")
        self.endpoint = url if url is not None else str(path)
        self.name = collection
        self.timeout = _timeout(timeout)
        self._remote = url is not None
        with self._backend("connect"):
            if url is not None:
                host, port, ssl = parse_chroma_url(url)

                def connect() -> Any:
                    client = chromadb.HttpClient(host=host, port=port, ssl=ssl, settings=_settings())
                    _bound_reads(client, self.timeout)
                    client.heartbeat()
                    return client

                self._client = self._call("connect", connect)
            else:
                Path(path).mkdir(parents=True, exist_ok=True)  # type: ignore[arg-type]
                self._client = chromadb.PersistentClient(path=str(path), settings=_settings())
        self._collection = self._open(collection, embedding, create)

    @contextmanager
    def _backend(self, action: str) -> Iterator[None]:
        try:
            yield
        except (BackendError, ConfigError):
            raise
        except ValueError as exc:
            if action == "connect" and self.endpoint.startswith(("http://", "https://")):
                # chromadb's "Could not connect to a Chroma server" is a ValueError: the server is down.
                raise BackendError(f"Chroma {action} failed: {exc}", endpoint=self.endpoint) from exc
            # Chroma raises ValueError for configuration conflicts (another embedding...).
            raise ConfigError(f"Chroma at {self.endpoint}: {action}: {exc}") from exc
        except Exception as exc:  # chromadb raises many unrelated types (HTTP, sqlite, rust)
            raise BackendError(f"Chroma {action} failed: {exc}", endpoint=self.endpoint) from exc

    def _open(
        self, name: str, embedding: EmbeddingFunction[Documents] | None, create: bool
    ) -> chromadb.Collection:
        action = f"open collection {name!r}"
        with self._backend(action):
            existing = {c.name for c in self._call(action, self._client.list_collections)}
            if name in existing:
                if embedding is None:
                    # No embedding given: Chroma rebuilds the stored one from its config.
                    return self._call(action, self._client.get_collection, name)
                return self._call(action, self._client.get_collection, name, embedding_function=embedding)
            if not create:
                raise ConfigError(f"there is no collection {name!r} in the Chroma store {self.endpoint}")
            return self._call(
                action,
                self._client.create_collection,
                name,
                embedding_function=embedding or HashedNgramEmbedding(),
                metadata={"created_by": "kglink"},
                configuration={"hnsw": dict(_HNSW)},
            )

    def _call(self, action: str, function: Callable[..., Any], *args: Any, write: bool = False, **kwargs: Any) -> Any:
        """Call Chroma; for a server, under a total deadline (a server that accepts and
        never answers would otherwise block for ever: Chroma's HTTP client has no timeout).

        The call runs in a worker thread that is left behind when the deadline passes; the
        read timeout set on Chroma's HTTP client ends it soon after.
        """
        if not self._remote:
            return function(*args, **kwargs)
        limit = max(self.timeout, WRITE_TIMEOUT) if write else self.timeout
        outcome: dict[str, Any] = {}
        finished = threading.Event()

        def work() -> None:
            try:
                outcome["value"] = function(*args, **kwargs)
            except BaseException as exc:  # noqa: BLE001 - handed to the waiting thread
                outcome["error"] = exc
            finally:
                finished.set()

        threading.Thread(target=work, name=f"kglink-chroma-{action}", daemon=True).start()
        if not finished.wait(limit):
            raise BackendError(f"Chroma {action}: no answer within {limit:g} s", endpoint=self.endpoint)
        if "error" in outcome:
            raise outcome["error"]
        return outcome["value"]

    @property
    def embedding_name(self) -> str | None:
        """The name of the embedding function the collection was created with."""
        config = self._collection.configuration_json.get("embedding_function") or {}
        return config.get("name")

    def count(self) -> int:
        """Number of chunks in the collection."""
        with self._backend("count"):
            return self._call("count", self._collection.count)

    def upsert(
        self,
        chunks: Sequence[Chunk],
        *,
        extra: Sequence[Mapping[str, str | int | float | bool]] | None = None,
        progress: Callable[[int], None] | None = None,
    ) -> None:
        """Add or replace chunks by id (embedding their ``indexed_text``).

        Args:
            chunks: the chunks.
            extra: more metadata for each chunk (same length as ``chunks``).
            progress: called with the number of chunks written after each batch.
        """
        if extra is not None and len(extra) != len(chunks):
            raise ConfigError("upsert: extra metadata must have one entry per chunk")
        with self._backend("upsert"):
            for start in range(0, len(chunks), _UPSERT_BATCH):
                batch = chunks[start : start + _UPSERT_BATCH]
                metadatas = [chunk_metadata(chunk) for chunk in batch]
                if extra is not None:
                    for metadata, more in zip(metadatas, extra[start : start + _UPSERT_BATCH], strict=True):
                        metadata.update(more)
                self._call(
                    "upsert",
                    self._collection.upsert,
                    ids=[chunk.id for chunk in batch],
                    documents=[chunk.indexed_text for chunk in batch],
                    metadatas=metadatas,  # type: ignore[arg-type]
                    write=True,
                )
                if progress is not None:
                    progress(len(batch))

    def delete_chunks(self, chunk_ids: Sequence[str]) -> None:
        """Remove chunks by id (unknown ids are ignored)."""
        if not chunk_ids:
            return
        with self._backend("delete"):
            for start in range(0, len(chunk_ids), _UPSERT_BATCH):
                self._call("delete", self._collection.delete, ids=list(chunk_ids[start : start + _UPSERT_BATCH]), write=True)

    def delete_documents(self, doc_ids: Sequence[str]) -> None:
        """Remove every chunk of the given documents."""
        if not doc_ids:
            return
        with self._backend("delete"):
            self._call("delete", self._collection.delete, where={"doc_id": {"$in": list(doc_ids)}}, write=True)

    def query(self, texts: Sequence[str], *, limit: int) -> list[list[tuple[str, float]]]:
        """For each text, the ``limit`` nearest chunks as (chunk id, similarity), best first.

        Similarity is ``1 - cosine distance``. Empty or unknown texts give empty lists.
        """
        if not texts:
            return []
        with self._backend("query"):
            total = self._call("query", self._collection.count)
            if total == 0:
                return [[] for _ in texts]
            result = self._call(
                "query", self._collection.query,
                query_texts=list(texts), n_results=min(limit, total), include=["distances"],
            )
        out: list[list[tuple[str, float]]] = []
        for ids, distances in zip(result["ids"], result["distances"] or [], strict=True):
            # Ties in distance come back in an arbitrary order: sort them by id.
            pairs = sorted(zip(ids, distances, strict=True), key=lambda item: (round(item[1], 6), item[0]))
            out.append([(chunk_id, 1.0 - float(distance)) for chunk_id, distance in pairs])
        return out

    def get(self, chunk_ids: Sequence[str] | None = None) -> list[tuple[str, str, Mapping[str, Any]]]:
        """(id, stored text, metadata) of the given chunks, or of all chunks."""
        with self._backend("get"):
            result = self._call(
                "get", self._collection.get,
                ids=list(chunk_ids) if chunk_ids is not None else None,
                include=["documents", "metadatas"],
                write=True,  # the whole collection when a store is rebuilt: a long read
            )
        return [
            (chunk_id, text or "", metadata or {})
            for chunk_id, text, metadata in zip(
                result["ids"], result["documents"] or [], result["metadatas"] or [], strict=True
            )
        ]
