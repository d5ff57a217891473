"""Retrieval: chunking and entity annotation of documents, the Chroma vector store, the
BM25 lexical index, graph retrieval, their rank fusion and a second ranking stage behind the :class:`Index` facade.

Importing this package registers kglink's embedding functions with Chroma, so a collection
created with one of them can be reopened by any client.
"""

from kglink.extras import check

# The [retrieval] extra: one readable error naming it, before modules that import them.
check("retrieval", "chromadb", "scipy")

from kglink.retrieval.documents import Chunk, Document, load_documents, split_text
from kglink.retrieval.embedding import (
    E5Embedding,
    HashedNgramEmbedding,
    OpenAICompatibleEmbedding,
    SentenceTransformerEmbedding,
    embedding_from_spec,
)
from kglink.retrieval.fusion import Fused, RankedList, fuse
from kglink.retrieval.index import Hit, Index, SearchSettings
from kglink.retrieval.lexical import LexicalIndex, tokenize
from kglink.retrieval.rerank import RerankWeights

__all__ = [
    "Chunk",
    "Document",
    "E5Embedding",
    "Fused",
    "HashedNgramEmbedding",
    "Hit",
    "Index",
    "LexicalIndex",
    "OpenAICompatibleEmbedding",
    "RankedList",
    "RerankWeights",
    "SearchSettings",
    "SentenceTransformerEmbedding",
    "embedding_from_spec",
    "fuse",
    "load_documents",
    "split_text",
    "tokenize",
]
