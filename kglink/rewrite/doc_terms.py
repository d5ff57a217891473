"""What the documents say about each entity: content terms of the chunks that mention it.

Built once from an index's chunks (each chunk carries the entities it mentions), this
tells the rewriter whether a follow-up's words belong to an entity's documents: "赔付率"
occurs in a product's documents, "年会" does not. Terms are weighted by their inverse
document frequency, so words every chunk has count for little.
"""

from __future__ import annotations

import logging
import math
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from kglink.lang.terms import content_terms

logger = logging.getLogger(__name__)


class _ChunkLike:  # the two fields read from kglink.retrieval.Chunk (no import: core stays lean)
    text: str
    entities: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DocumentTerms:
    """Per entity, the content terms of the chunks that mention it, and each term's idf.

    Example:
        >>> terms = DocumentTerms.from_chunks(index.chunks())  # doctest: +SKIP
        >>> terms.fit("ex:product_a", content_terms("赔付率多少"))  # doctest: +SKIP
        1.0
    """

    by_entity: Mapping[str, frozenset[str]]
    idf: Mapping[str, float]

    @classmethod
    def from_chunks(cls, chunks: Iterable[_ChunkLike]) -> DocumentTerms:
        by_entity: dict[str, set[str]] = {}
        df: Counter[str] = Counter()
        total = 0
        for chunk in chunks:
            total += 1
            terms = content_terms(getattr(chunk, "indexed_text", chunk.text))
            df.update(terms)
            for entity_id in chunk.entities:
                by_entity.setdefault(entity_id, set()).update(terms)
        idf = {term: math.log(1 + total / count) for term, count in df.items()}
        logger.debug("document terms: %d chunks, %d entities, %d terms", total, len(by_entity), len(idf))
        return cls({e: frozenset(t) for e, t in by_entity.items()}, idf)

    def weight(self, term: str) -> float:
        """A term's idf; a term no chunk has weighs as much as the rarest."""
        return self.idf.get(term, self._unseen)

    @property
    def _unseen(self) -> float:
        return max(self.idf.values(), default=1.0)

    def terms(self, entity_id: str) -> frozenset[str]:
        return self.by_entity.get(entity_id, frozenset())
