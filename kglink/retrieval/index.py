"""The ``Index`` facade: build, open, search and update the three retrievers together.

Storage. Chroma holds the chunks (text, embedding, metadata: ``doc_id``, ``title``,
``entities``, ``title_entities``, ``content_key``) and is the source of truth. Beside it,
in ``STORE/kglink/<collection>/``, kglink keeps what it derives from the chunks: the
chunk table (``chunks.<N>.json``), the BM25 index (``lexical.<N>.npz`` / ``.json``) and a
manifest naming generation N's files with their checksums; all JSON or NumPy arrays,
never pickle. A build commits them as a whole and a killed build is detected and repaired
by the next one (:mod:`.store`). With a Chroma server and no store
folder, the derived data is rebuilt in memory from the collection when it is opened.

Updates. Each document's chunks carry a key (a digest of the document, the chunking
settings and the ontology's names). Building again with the same documents finds the same
keys and writes nothing; a changed document has its chunks replaced; :meth:`Index.delete`
removes documents. Documents absent from a later build are kept (building adds or
updates, it does not prune).

Search. Every query of a turn goes to the vector and the lexical retriever; the turn's
linked entities (given, or found in the queries with the alias index) go to the graph
retriever; the lists are fused by weighted reciprocal rank (:mod:`.fusion`).
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from chromadb.api.types import Documents, EmbeddingFunction

from kglink.errors import ConfigError, KglinkError
from kglink.linking.candidates import Mention
from kglink.ontology.model import Ontology
from kglink.retrieval.documents import (
    DEFAULT_CHUNK_SIZE,
    Chunk,
    Document,
    chunk_document,
)
from kglink.retrieval.fusion import RankedList, fuse
from kglink.retrieval.graph import GraphRetriever
from kglink.retrieval.lexical import LexicalIndex
from kglink.retrieval.rerank import ChunkFacts, QueryFacts, Reranker, RerankWeights, separate_times
from kglink.retrieval.store import CorruptFileError, Manifest, StateFolder, TornStoreError, crash_point
from kglink.retrieval.vector import ENTITY_SEPARATOR, ChromaStore, document_metadata

if TYPE_CHECKING:
    from kglink.graph.protocol import GraphStore
    from kglink.linking.alias_index import AliasIndex

logger = logging.getLogger(__name__)

FORMAT_VERSION = 1
RETRIEVERS = ("vector", "lexical", "graph")
_STATE_FILES = {"chunks", "lexical_arrays", "lexical_meta"}

Progress = Callable[[str, int, int], None]
"""``progress(stage, done, total)``: stages are "annotate", "embed" and "lexical"."""


@dataclass(frozen=True, slots=True)
class SearchSettings:
    """How the retrievers are combined; query-time settings, not stored with the index.

    Attributes:
        weights: fusion weight per retriever ("vector", "lexical", "graph").
        rrf_k: the reciprocal-rank-fusion constant.
        depth: how many results each retriever contributes per query.
        graph_depth: hops of neighbours the graph retriever adds (0: none).
        graph_relations: predicates the neighbour expansion follows (None: all).
        neighbour_weight: weight of a one-hop neighbour relative to a linked entity.
        rerank: how the best fused chunks are re-scored by the periods, scopes, entities
            and properties asked (:mod:`.rerank`); None keeps the fused order.
    """

    # Measured on the two dev bundles (oracle-like queries, hit@5): the hashed-n-gram
    # embedding has no idf and is the weakest of the three alone, so it counts half; a
    # small RRF constant suits a top-5 answer (k=60 loses 3 points on crosswoz-val).
    weights: Mapping[str, float] = field(
        default_factory=lambda: {"vector": 0.5, "lexical": 1.0, "graph": 1.0}
    )
    rrf_k: float = 10.0
    depth: int = 50
    graph_depth: int = 1
    graph_relations: tuple[str, ...] | None = None
    neighbour_weight: float = 0.3
    rerank: RerankWeights | None = field(default_factory=RerankWeights)

    def __post_init__(self) -> None:
        if self.depth <= 0:
            raise ConfigError(f"search depth must be positive, got {self.depth}")
        unknown = set(self.weights) - set(RETRIEVERS)
        if unknown:
            raise ConfigError(f"unknown retrievers in weights: {sorted(unknown)}; known: {list(RETRIEVERS)}")


@dataclass(frozen=True, slots=True)
class Hit:
    """One retrieved chunk.

    Attributes:
        chunk_id: the chunk's id (``"<doc id>#<n>"``).
        doc_id: its document.
        title: the document's title.
        text: the chunk's text.
        score: the fused score.
        ranks: the chunk's rank in each retriever ("vector", "lexical", "graph"; None when
            that retriever did not return it) and in the fused list ("fused"), all 1-based.
        metadata: the document's metadata (``docs.jsonl``'s ``metadata``: a source, a URL...).
    """

    chunk_id: str
    doc_id: str
    title: str | None
    text: str
    score: float
    ranks: Mapping[str, int | None]
    metadata: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class _Record:
    """A row of the chunk table."""

    chunk: Chunk
    title_entities: tuple[str, ...]
    key: str


def _digest(*parts: object) -> str:
    payload = json.dumps(parts, ensure_ascii=False, sort_keys=True, default=str)
    return hashlib.blake2b(payload.encode("utf-8"), digest_size=16).hexdigest()


def ontology_fingerprint(ontology: Ontology) -> str:
    """A digest of every name of every entity: when it changes, chunks are re-annotated."""
    digest = hashlib.blake2b(digest_size=16)
    for text, node_id, kind in sorted(ontology.surface_forms()):
        digest.update(f"{text}\x1f{node_id}\x1f{kind}\x1e".encode())
    return digest.hexdigest()


def linked_entities(mentions: Iterable[Mention]) -> list[str]:
    """The node ids a text is taken to mention: each exact mention's best candidate, or all
    of its best candidates when they tie; in order of first mention."""
    found: dict[str, None] = {}
    for mention in mentions:
        if mention.kind != "exact" or not mention.candidates:
            continue
        best = mention.candidates[0].score * mention.candidates[0].prior
        for candidate in mention.candidates:
            if math.isclose(candidate.score * candidate.prior, best, rel_tol=1e-9):
                found.setdefault(candidate.node_id, None)
    return list(found)


def _chunk_sort_key(record: _Record) -> tuple[str, int]:
    index = record.chunk.id.rsplit("#", 1)[-1]
    return record.chunk.doc_id, int(index) if index.isdigit() else 0


class Index:
    """Vector (Chroma), lexical (BM25) and graph retrieval over annotated chunks.

    Example:
        >>> from kglink.ontology import load_ontology
        >>> from kglink.retrieval import Index, load_documents
        >>> ontology = load_ontology("ontology.ttl")  # doctest: +SKIP
        >>> index = Index.build(load_documents("docs.jsonl"), ontology=ontology, store=".kglink/index")  # doctest: +SKIP
        >>> for hit in index.search("故宫的门票多少钱", k=3):  # doctest: +SKIP
        ...     print(hit.doc_id, hit.ranks)
    """

    def __init__(
        self,
        *,
        vector: ChromaStore,
        ontology: Ontology,
        alias_index: AliasIndex | None,
        state_dir: Path | None,
        graph: GraphStore | None,
        settings: SearchSettings,
        chunk_size: int,
        overlap: int | None,
    ) -> None:
        self._vector = vector
        self._ontology = ontology
        self._alias_index = alias_index
        self._state_dir = state_dir
        self._graph_store = graph
        self.settings = settings
        self.chunk_size = chunk_size
        self.overlap = overlap
        self._fingerprint: str | None = None
        self._records: dict[str, _Record] = {}
        self._rows: list[str] = []
        self._lexical: LexicalIndex | None = None
        self._graph: GraphRetriever | None = None
        self._manifest: Manifest | None = None
        self._reranker: Reranker | None = None
        self._facts: dict[str, ChunkFacts] = {}
        self._row_index: dict[str, int] | None = None

    # -- construction ----------------------------------------------------------------

    @classmethod
    def build(
        cls,
        documents: Iterable[Document],
        *,
        ontology: Ontology,
        alias_index: AliasIndex | None = None,
        store: str | Path | None = None,
        chroma_url: str | None = None,
        collection: str = "kglink",
        embedding: EmbeddingFunction[Documents] | None = None,
        chunk_size: int = DEFAULT_CHUNK_SIZE,
        overlap: int | None = None,
        progress: Progress | None = None,
        graph: GraphStore | None = None,
        settings: SearchSettings | None = None,
    ) -> Index:
        """Index documents (adding to, or updating, what the store already holds).

        Args:
            documents: the documents.
            ontology: the ontology whose entities annotate the chunks.
            alias_index: the alias index to annotate with (default: built from the ontology).
            store: folder for the embedded Chroma and kglink's derived files.
            chroma_url: a Chroma server (``http://HOST:PORT``) to hold the vectors instead.
            collection: the Chroma collection name.
            embedding: the embedding function (default: the offline hashed n-grams);
                ignored for an existing collection, which keeps its own.
            chunk_size: maximum characters per chunk; shorter documents stay whole.
            overlap: characters shared by consecutive chunks (default: see ``split_text``).
            progress: called as ``progress(stage, done, total)``.
            graph: the graph store for neighbour expansion (default: networkx over the ontology).
            settings: search settings (weights, depths).

        Raises:
            ConfigError: neither ``store`` nor ``chroma_url`` is given, or bad settings.
            BackendError: Chroma failed.
        """
        if chunk_size <= 0:
            raise ConfigError(f"chunk_size must be positive, got {chunk_size}")
        index = cls._connect(
            store=store,
            chroma_url=chroma_url,
            collection=collection,
            embedding=embedding,
            ontology=ontology,
            alias_index=alias_index,
            graph=graph,
            settings=settings,
            chunk_size=chunk_size,
            overlap=overlap,
            create=True,
        )
        index._load_state(repair=True)
        index._index(list(documents), progress)
        return index

    @classmethod
    def open(
        cls,
        store: str | Path | None,
        *,
        ontology: Ontology,
        alias_index: AliasIndex | None = None,
        chroma_url: str | None = None,
        collection: str = "kglink",
        embedding: EmbeddingFunction[Documents] | None = None,
        graph: GraphStore | None = None,
        settings: SearchSettings | None = None,
    ) -> Index:
        """Open an index built before.

        Raises:
            ConfigError: the collection does not exist, or neither store nor URL is given.
            BackendError: Chroma failed.
        """
        index = cls._connect(
            store=store,
            chroma_url=chroma_url,
            collection=collection,
            embedding=embedding,
            ontology=ontology,
            alias_index=alias_index,
            graph=graph,
            settings=settings,
            chunk_size=DEFAULT_CHUNK_SIZE,
            overlap=None,
            create=False,
        )
        index._load_state(use_stored_settings=True)
        if index._lexical is None:
            index._rebuild_derived()
        return index

    @classmethod
    def _connect(
        cls,
        *,
        store: str | Path | None,
        chroma_url: str | None,
        collection: str,
        embedding: EmbeddingFunction[Documents] | None,
        ontology: Ontology,
        alias_index: AliasIndex | None,
        graph: GraphStore | None,
        settings: SearchSettings | None,
        chunk_size: int,
        overlap: int | None,
        create: bool,
    ) -> Index:
        if store is None and chroma_url is None:
            raise ConfigError("give a store folder or a Chroma server URL for the index")
        if not collection or "/" in collection:
            raise ConfigError(f"bad collection name {collection!r}")
        state_dir = Path(store) / "kglink" / collection if store is not None else None
        if chroma_url is not None:
            vector = ChromaStore(url=chroma_url, collection=collection, embedding=embedding, create=create)
        else:
            vector = ChromaStore(Path(store) / "chroma", collection=collection, embedding=embedding, create=create)  # type: ignore[arg-type]
        if graph is None:
            graph = _default_graph(ontology)
        return cls(
            vector=vector,
            ontology=ontology,
            alias_index=alias_index,
            state_dir=state_dir,
            graph=graph,
            settings=settings or SearchSettings(),
            chunk_size=chunk_size,
            overlap=overlap,
        )

    @property
    def alias_index(self) -> AliasIndex:
        """The alias index used to annotate chunks and link queries (built on first use)."""
        if self._alias_index is None:
            from kglink.linking.alias_index import AliasIndex

            self._alias_index = AliasIndex.from_ontology(self._ontology)
        return self._alias_index

    @property
    def graph_store(self) -> GraphStore | None:
        """The graph store the graph retriever expands neighbours with (shared, read-only)."""
        return self._graph_store

    @property
    def fingerprint(self) -> str:
        if self._fingerprint is None:
            self._fingerprint = ontology_fingerprint(self._ontology)
        return self._fingerprint

    def __len__(self) -> int:
        """Number of chunks."""
        return len(self._rows)

    @property
    def doc_ids(self) -> frozenset[str]:
        """The ids of the indexed documents."""
        return frozenset(record.chunk.doc_id for record in self._records.values())

    def chunks(self) -> list[Chunk]:
        """Every chunk, sorted by document id and position."""
        return [self._records[chunk_id].chunk for chunk_id in self._rows]

    def chunk(self, chunk_id: str) -> Chunk | None:
        """The chunk with this id, or None."""
        record = self._records.get(chunk_id)
        return record.chunk if record is not None else None

    # -- indexing --------------------------------------------------------------------

    def _key(self, document: Document) -> str:
        return _digest(document.content_hash(), self.chunk_size, self.overlap, self.fingerprint, FORMAT_VERSION)

    def _annotate(self, chunk: Chunk) -> tuple[Chunk, tuple[str, ...]]:
        # A period glued to a name ("产品A2025年7月") would hide the name from the alias index.
        entities = linked_entities(self.alias_index.find(separate_times(chunk.indexed_text), fuzzy=False))
        title_entities = (
            tuple(linked_entities(self.alias_index.find(separate_times(chunk.title), fuzzy=False)))
            if chunk.title
            else ()
        )
        merged = tuple(dict.fromkeys([*title_entities, *entities]))
        return (
            Chunk(
                id=chunk.id,
                doc_id=chunk.doc_id,
                text=chunk.text,
                title=chunk.title,
                entities=merged,
                metadata=chunk.metadata,
            ),
            title_entities,
        )

    def _index(self, documents: list[Document], progress: Progress | None) -> None:
        seen: set[str] = set()
        by_doc: dict[str, list[str]] = {}
        for chunk_id, record in self._records.items():
            by_doc.setdefault(record.chunk.doc_id, []).append(chunk_id)
        # Documents an interrupted build was writing: their chunks in Chroma may be a mix
        # of two versions, so they are written again (or removed when no longer given).
        pending = self._manifest.pending if self._manifest is not None else None
        forced = set(pending.documents) if pending is not None else set()
        changed: list[Document] = []
        for document in documents:
            if document.id in seen:
                raise ConfigError(f"document id {document.id!r} is given twice")
            seen.add(document.id)
            key = self._key(document)
            old = by_doc.get(document.id, [])
            if document.id not in forced and old and all(self._records[chunk_id].key == key for chunk_id in old):
                continue
            changed.append(document)
        dropped = sorted(doc_id for doc_id in forced - seen if doc_id in by_doc)
        if pending is not None and pending.upsert:
            lost = sorted(set(pending.upsert) - seen)
            if lost:
                logger.warning(
                    "%d documents were being written when the last build stopped and are not given now;"
                    " their chunks are removed: %s", len(lost), ", ".join(lost[:5]),
                )
        logger.info("%d of %d documents are new or changed", len(changed), len(documents))
        if not changed and pending is None:
            if self._lexical is None:
                self._rebuild_derived()
            elif self._state_dir is not None and self._manifest is not None:
                # A build killed after its switch left the previous generation's files.
                StateFolder(self._state_dir).sweep(self._manifest)
            return
        new_records: list[_Record] = []
        for done, document in enumerate(changed, start=1):
            key = self._key(document)
            for chunk in chunk_document(document, chunk_size=self.chunk_size, overlap=self.overlap):
                annotated, title_entities = self._annotate(chunk)
                new_records.append(_Record(annotated, title_entities, key))
            if progress is not None and (done % 50 == 0 or done == len(changed)):
                progress("annotate", done, len(changed))
        new_ids = {record.chunk.id for record in new_records}
        stale = [
            chunk_id
            for document in changed
            for chunk_id in by_doc.get(document.id, [])
            if chunk_id not in new_ids
        ]
        stale.extend(chunk_id for doc_id in dropped for chunk_id in by_doc[doc_id])
        self._begin(upsert=[document.id for document in changed], delete=dropped)
        self._vector.delete_chunks(stale)
        crash_point("chroma-deleted")
        for chunk_id in stale:
            del self._records[chunk_id]
        written = 0

        def embedded(count: int) -> None:
            nonlocal written
            written += count
            crash_point("chroma-batch")
            if progress is not None:
                progress("embed", written, len(new_records))

        self._vector.upsert([record.chunk for record in new_records], progress=embedded, extra=self._extra(new_records))
        crash_point("chroma-upserted")
        for record in new_records:
            self._records[record.chunk.id] = record
        self._rebuild_derived(progress)

    def _begin(self, *, upsert: Sequence[str] = (), delete: Sequence[str] = ()) -> None:
        """Mark the store as being written before Chroma changes (see :mod:`.store`)."""
        if self._state_dir is not None:
            self._manifest = StateFolder(self._state_dir).begin(self._manifest, upsert=upsert, delete=delete)

    @staticmethod
    def _extra(records: Sequence[_Record]) -> list[dict[str, str]]:
        return [
            {"title_entities": ENTITY_SEPARATOR.join(record.title_entities), "content_key": record.key}
            for record in records
        ]

    def delete(self, doc_ids: Iterable[str]) -> None:
        """Remove documents (all their chunks) from every retriever; unknown ids are ignored."""
        targets = set(doc_ids)
        if not targets:
            return
        self._begin(delete=sorted(targets))
        self._vector.delete_documents(sorted(targets))
        removed = [chunk_id for chunk_id, record in self._records.items() if record.chunk.doc_id in targets]
        for chunk_id in removed:
            del self._records[chunk_id]
        logger.info("deleted %d chunks of %d documents", len(removed), len(targets))
        self._rebuild_derived()

    # -- derived state ---------------------------------------------------------------

    def _rebuild_derived(self, progress: Progress | None = None) -> None:
        records = sorted(self._records.values(), key=_chunk_sort_key)
        self._rows = [record.chunk.id for record in records]
        if progress is not None:
            progress("lexical", 0, len(records))
        self._lexical = LexicalIndex.build([record.chunk.indexed_text for record in records])
        if progress is not None:
            progress("lexical", len(records), len(records))
        self._make_graph()
        self._save_state()

    def _make_graph(self) -> None:
        records = [self._records[chunk_id] for chunk_id in self._rows]
        # The rows changed: chunk facts and row numbers are read again when needed.
        self._facts = {}
        self._row_index = None
        self._graph = GraphRetriever(
            [record.chunk.entities for record in records],
            [record.title_entities for record in records],
            self._graph_store,
            depth=self.settings.graph_depth,
            relations=self.settings.graph_relations,
            neighbour_weight=self.settings.neighbour_weight,
        )

    def _save_state(self) -> None:
        """Commit the chunk table and the lexical index as a new generation (see :mod:`.store`)."""
        if self._state_dir is None or self._lexical is None:
            return
        table = [
            {
                "id": record.chunk.id,
                "doc_id": record.chunk.doc_id,
                "title": record.chunk.title,
                "text": record.chunk.text,
                "entities": list(record.chunk.entities),
                "title_entities": list(record.title_entities),
                "metadata": dict(record.chunk.metadata),
                "key": record.key,
            }
            for record in (self._records[chunk_id] for chunk_id in self._rows)
        ]
        payload = json.dumps(table, ensure_ascii=False).encode("utf-8")
        info = {
            "format": FORMAT_VERSION,
            "collection": self._vector.name,
            "chunk_size": self.chunk_size,
            "overlap": self.overlap,
            "chunks": len(table),
        }
        lexical = self._lexical
        self._manifest = StateFolder(self._state_dir).commit(
            self._manifest,
            {
                "chunks": ("chunks.{gen}.json", lambda stream: stream.write(payload)),
                "lexical_arrays": ("lexical.{gen}.npz", lexical.write_arrays),
                "lexical_meta": ("lexical.{gen}.json", lexical.write_meta),
            },
            info,
        )

    def _load_state(self, *, use_stored_settings: bool = False, repair: bool = False) -> None:
        """Load the chunk table from the store folder's committed generation, or else from
        Chroma itself.

        Args:
            use_stored_settings: take chunk size and overlap from the manifest.
            repair: a build is about to run: a store left half-written by an interrupted
                build is read from Chroma (the build then writes its documents again)
                instead of being refused.

        Raises:
            TornStoreError: the store was left half-written and ``repair`` is False.
        """
        count = self._vector.count()
        self._manifest = None
        if self._state_dir is not None:
            state = StateFolder(self._state_dir)
            for attempt in range(2):
                manifest = self._manifest = state.read_manifest()
                if manifest is None:
                    break
                if manifest.pending is not None:
                    if not repair:
                        raise TornStoreError(self._state_dir, manifest.pending.generation)
                    logger.warning(
                        "the index in %s was interrupted while being written: repairing it (%d documents)",
                        self._state_dir, len(manifest.pending.documents),
                    )
                    self._records = {}
                    self._lexical = None
                    for chunk_id, text, metadata in self._vector.get():
                        self._records[chunk_id] = _record_from_chroma(chunk_id, text, metadata)
                    return
                info = manifest.info
                if info.get("format") != FORMAT_VERSION or info.get("chunks") != count or set(manifest.files) != _STATE_FILES:
                    logger.warning("the files in %s do not match the Chroma collection: rebuilding them", self._state_dir)
                    break
                try:
                    state.verify(manifest)
                    files = manifest.files
                    table = json.loads((self._state_dir / files["chunks"].name).read_bytes().decode("utf-8"))
                    records = {row["id"]: _record_from_row(row) for row in table}
                    rows = [row["id"] for row in table]
                    lexical = LexicalIndex.load(
                        self._state_dir, arrays=files["lexical_arrays"].name, meta=files["lexical_meta"].name
                    )
                    if lexical.size != len(rows) or len(records) != len(rows):
                        raise ValueError("the chunk table and the lexical index disagree")
                except (OSError, ValueError, KeyError, TypeError, RecursionError, KglinkError) as exc:
                    # A reader may lose the race with a writer sweeping the old generation.
                    if attempt == 0 and isinstance(exc, CorruptFileError) and state.read_manifest() != manifest:
                        continue
                    logger.warning("cannot read %s (%s): rebuilding it from Chroma", self._state_dir, exc)
                    break
                self._records, self._rows, self._lexical = records, rows, lexical
                if use_stored_settings:
                    self.chunk_size = int(info.get("chunk_size", self.chunk_size))
                    self.overlap = info.get("overlap", self.overlap)
                self._make_graph()
                return
        self._records = {}
        self._lexical = None
        if count:
            for chunk_id, text, metadata in self._vector.get():
                record = _record_from_chroma(chunk_id, text, metadata)
                self._records[chunk_id] = record
            self._rebuild_derived()

    # -- search ----------------------------------------------------------------------

    def link(self, text: str) -> list[str]:
        """The entity ids the alias index finds in ``text`` (exact mentions, best candidates)."""
        return linked_entities(self.alias_index.find(separate_times(text), fuzzy=False))

    def search(
        self,
        queries: str | Sequence[str],
        *,
        k: int = 5,
        entities: Sequence[str] | None = None,
    ) -> list[Hit]:
        """Retrieve the ``k`` best chunks for the queries of one turn.

        The retrievers' lists are fused by rank; the best fused chunks are then re-scored
        by what the queries ask (periods, scopes and levels, the entities and the property
        asked about, the words of the question that are not names; see :mod:`.rerank`).

        Args:
            queries: one query or several (one turn split into parts; a query with
                semicolons is split there too); results are merged and deduplicated by
                chunk id.
            k: how many hits to return.
            entities: node ids (IRIs or CURIEs) to use for graph retrieval; None links the
                query text with the alias index; an empty sequence turns graph retrieval off.

        Returns:
            Up to ``k`` hits, best first.

        Raises:
            ConfigError: ``k`` is not positive.
            BackendError: Chroma failed.
        """
        if k <= 0:
            raise ConfigError(f"k must be positive, got {k}")
        texts = [queries] if isinstance(queries, str) else list(queries)
        texts = [separate_times(part) for text in texts for part in _questions(text)]
        mentions = {text: self.alias_index.find(text, fuzzy=False) for text in texts}
        if entities is None:
            linked: list[str] = []
            for text in texts:
                linked.extend(linked_entities(mentions[text]))
        else:
            linked = [self._ontology.resolve(name) or name for name in entities]
        linked = list(dict.fromkeys(linked))
        if not self._rows or (not texts and not linked):
            return []
        depth = max(self.settings.depth, k)
        lists: list[RankedList] = []
        if self.settings.weights.get("vector", 1.0) > 0 and texts:
            for result in self._vector.query(texts, limit=depth):
                lists.append(RankedList("vector", tuple(result)))
        # The best BM25 of each question: the yardstick of its rest (see rerank).
        lexical_best: dict[str, float] = {}
        if self._lexical is not None and self.settings.weights.get("lexical", 1.0) > 0:
            for text in texts:
                found = self._lexical.search(text, limit=depth)
                lists.append(RankedList("lexical", tuple((self._rows[row], score) for row, score in found)))
                lexical_best[text] = max(lexical_best.get(text, 0.0), float(found[0][1]) if found else 0.0)
        if self._graph is not None and linked and self.settings.weights.get("graph", 1.0) > 0:
            found = self._graph.search(linked, limit=depth)
            lists.append(RankedList("graph", tuple((self._rows[row], score) for row, score in found)))
        weights = self.settings.rerank
        limit = max(k, weights.candidates) if weights is not None else k
        fused = fuse(lists, self.settings.weights, k=self.settings.rrf_k, limit=limit)
        scores = {item.id: item.score for item in fused}
        if weights is not None and fused:
            scores = self._rerank(fused, texts, linked, mentions, weights, lexical_best)
            fused.sort(key=lambda item: (-scores[item.id], min(item.ranks.values()), item.id))
            fused = fused[:k]
        logger.debug("search %r entities=%s: %d lists fused", texts, linked, len(lists))
        hits: list[Hit] = []
        for position, item in enumerate(fused, start=1):
            record = self._records.get(item.id)
            if record is None:  # in Chroma but not in the table: written by another process
                continue
            ranks: dict[str, int | None] = {name: item.ranks.get(name) for name in RETRIEVERS}
            ranks["fused"] = position
            hits.append(
                Hit(
                    chunk_id=item.id,
                    doc_id=record.chunk.doc_id,
                    title=record.chunk.title,
                    text=record.chunk.text,
                    score=scores[item.id],
                    ranks=ranks,
                    metadata=record.chunk.metadata,
                )
            )
        return hits

    # -- second stage ------------------------------------------------------------------

    @property
    def reranker(self) -> Reranker:
        """Reads periods, scopes, properties from chunks and queries (built on first use)."""
        if self._reranker is None:
            self._reranker = Reranker(self._ontology)
        return self._reranker

    def chunk_facts(self, chunk_id: str) -> ChunkFacts:
        """What a chunk states (periods, scopes, properties, entities), read the first
        time the chunk is a candidate and kept: a search reads at most
        ``settings.rerank.candidates`` new chunks, and opening an index reads none."""
        facts = self._facts.get(chunk_id)
        if facts is None:
            record = self._records[chunk_id]
            chunk = record.chunk
            title = separate_times(chunk.title) if chunk.title else None
            facts = self.reranker.chunk_facts(
                title, chunk.text, chunk.entities, record.title_entities, kind=_document_kind(chunk.metadata)
            )
            self._facts[chunk_id] = facts
        return facts

    def _row_of(self) -> dict[str, int]:
        if self._row_index is None:
            self._row_index = {chunk_id: row for row, chunk_id in enumerate(self._rows)}
        return self._row_index

    def _rerank(
        self,
        fused: Sequence[Any],
        texts: Sequence[str],
        linked: Sequence[str],
        mentions: Mapping[str, Sequence[Mention]],
        weights: RerankWeights,
        lexical_best: Mapping[str, float],
    ) -> dict[str, float]:
        """Fused score plus the second stage's adjustment. The queries of a turn are
        separate questions ("York Depot多少钱；北厂A3线7月准点率"): a chunk answers one of them,
        so each is read on its own (with the linked entities it names, else all of
        them) as well as together (a chunk may answer both), and a chunk keeps the
        best of its adjustments."""
        reranker = self.reranker
        spans = {text: [(m.start, m.end) for m in found] for text, found in mentions.items()}
        rows = self._row_of()
        candidate_rows = [rows.get(item.id) for item in fused]
        known = [row for row in candidate_rows if row is not None]
        groups = [list(texts), *([text] for text in texts)] if len(texts) > 1 else [list(texts)]
        readings: list[tuple[QueryFacts, dict[int, float]]] = []
        for group in groups:
            named = {node for text in group for node in linked_entities(mentions.get(text, ()))}
            own = [node for node in linked if node in named] if len(group) < len(texts) else list(linked)
            query: QueryFacts = reranker.query_facts(group, own or linked, spans)
            residual: dict[int, float] = {}
            if weights.residual and self._lexical is not None:
                best = max((lexical_best.get(text, 0.0) for text in group), default=0.0)
                residual = reranker.residual_scores(self._lexical, query, best, known)
            readings.append((query, residual))
        scores = {item.id: item.score for item in fused}
        known_items = [(item, row) for item, row in zip(fused, candidate_rows, strict=True) if row is not None]
        facts = [self.chunk_facts(item.id) for item, _ in known_items]
        # Each reading adjusts the candidates together (the rest of the question is also
        # weighed against the other candidates); a chunk keeps its best adjustment.
        adjusted: list[float] | None = None
        for query, residual in readings:
            adjustments = reranker.adjust_candidates(
                query, facts, [residual.get(row, 0.0) for _, row in known_items], weights
            )
            adjusted = (
                adjustments if adjusted is None else [max(a, b) for a, b in zip(adjusted, adjustments, strict=True)]
            )
        for (item, _), adjustment in zip(known_items, adjusted or (), strict=False):
            scores[item.id] = item.score + adjustment
        return scores


# Semicolons join separate questions in one query ("企业版多少钱；企业版支持单点登录吗").
_QUESTION_BREAK = re.compile(r"[；;]\s*")


def _questions(text: str | None) -> list[str]:
    """The questions of one query text: split at semicolons, so each part is searched on
    its own like the queries of a multi-intent turn; blank parts are dropped."""
    if not text or not text.strip():
        return []
    parts = [part.strip() for part in _QUESTION_BREAK.split(text)]
    return [part for part in parts if part] or [text]


def _document_kind(metadata: Mapping[str, Any]) -> str | None:
    """What kind of document a chunk is from, as its metadata says ("faq", "how-to")."""
    for key in ("source", "type"):
        value = metadata.get(key)
        if isinstance(value, str) and value.strip():
            return value
    return None


def _default_graph(ontology: Ontology) -> GraphStore | None:
    from kglink.graph.networkx_store import NetworkxGraphStore

    return NetworkxGraphStore(ontology)


def _split_ids(value: object) -> tuple[str, ...]:
    if not isinstance(value, str) or not value:
        return ()
    return tuple(part for part in value.split(ENTITY_SEPARATOR) if part)


def _record_from_row(row: Mapping[str, Any]) -> _Record:
    chunk = Chunk(
        id=row["id"],
        doc_id=row["doc_id"],
        text=row["text"],
        title=row.get("title"),
        entities=tuple(row.get("entities", ())),
        metadata=row.get("metadata") or {},
    )
    return _Record(chunk, tuple(row.get("title_entities", ())), row.get("key", ""))


def _record_from_chroma(chunk_id: str, text: str, metadata: Mapping[str, Any]) -> _Record:
    title = metadata.get("title") or None
    if title and text.startswith(f"{title}\n"):
        text = text[len(title) + 1 :]
    chunk = Chunk(
        id=chunk_id,
        doc_id=str(metadata.get("doc_id", chunk_id.rsplit("#", 1)[0])),
        text=text,
        title=title,
        entities=_split_ids(metadata.get("entities")),
        metadata=document_metadata(metadata),
    )
    return _Record(chunk, _split_ids(metadata.get("title_entities")), str(metadata.get("content_key", "")))
