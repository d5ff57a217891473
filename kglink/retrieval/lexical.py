"""The lexical retriever: BM25 over a tokenisation that works for Chinese and English.

Tokens come from the normal form of the text (:func:`kglink.linking.normalize.normalize`):
runs of Chinese (CJK) characters give their character unigrams and bigrams, so a name
matches without a word segmenter and without a dictionary that would have to know the
user's domain; runs of Latin letters and digits give lower-cased words.

The index is a documents x terms sparse matrix holding each term's BM25 weight in each
document (idf and length normalisation applied once at build time), so a query costs one
column slice and one sparse product. It is saved as ``lexical.npz`` (arrays only, loaded
with ``allow_pickle=False``) and ``lexical.json`` (vocabulary and parameters).
"""

from __future__ import annotations

import json
import logging
import zipfile
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import IO

import numpy as np
from scipy import sparse

from kglink.errors import ConfigError, KglinkError
from kglink.linking.normalize import is_cjk, normalize

logger = logging.getLogger(__name__)

FORMAT_VERSION = 1


def tokenize(text: str) -> list[str]:
    """Chinese character unigrams and bigrams, and lower-cased Latin words.

    Example:
        >>> tokenize("故宫门票 HR Policy")
        ['故', '宫', '门', '票', '故宫', '宫门', '门票', 'hr', 'policy']
    """
    norm = normalize(text)
    tokens: list[str] = []
    run_start = -1  # start of the current CJK run
    word_start = -1  # start of the current Latin word
    for index, char in enumerate(norm + " "):
        # Only letters count: CJK punctuation ("。", "、") is a separator, as in Latin text.
        cjk = is_cjk(char) and char.isalnum()
        word = not is_cjk(char) and char.isalnum()
        if run_start >= 0 and not cjk:
            _cjk_tokens(norm[run_start:index], tokens)
            run_start = -1
        if word_start >= 0 and not word:
            tokens.append(norm[word_start:index])
            word_start = -1
        if cjk and run_start < 0:
            run_start = index
        if word and word_start < 0:
            word_start = index
    return tokens


def _cjk_tokens(run: str, out: list[str]) -> None:
    out.extend(run)
    out.extend(run[i : i + 2] for i in range(len(run) - 1))


class LexicalIndex:
    """BM25 over the tokens of :func:`tokenize`.

    Example:
        >>> index = LexicalIndex.build(["故宫门票60元", "天坛的地址"])
        >>> index.search("故宫的门票", limit=1)[0][0]
        0
    """

    def __init__(self, weights: sparse.csc_matrix, vocabulary: dict[str, int], *, k1: float, b: float) -> None:
        self._weights = weights
        self._vocabulary = vocabulary
        self.k1 = k1
        self.b = b

    @property
    def size(self) -> int:
        """Number of indexed texts (rows)."""
        return int(self._weights.shape[0])

    @classmethod
    def build(cls, texts: Sequence[str], *, k1: float = 1.2, b: float = 0.75) -> LexicalIndex:
        """Index ``texts``; row ``i`` of the results is ``texts[i]``.

        Raises:
            ConfigError: ``k1`` is negative or ``b`` is outside [0, 1].
        """
        if k1 < 0 or not 0 <= b <= 1:
            raise ConfigError(f"BM25 needs k1 >= 0 and 0 <= b <= 1, got k1={k1}, b={b}")
        vocabulary: dict[str, int] = {}
        rows: list[int] = []
        cols: list[int] = []
        counts: list[int] = []
        lengths = np.zeros(len(texts), dtype=np.float64)
        for row, text in enumerate(texts):
            tokens = tokenize(text)
            lengths[row] = len(tokens)
            for token, count in Counter(tokens).items():
                column = vocabulary.setdefault(token, len(vocabulary))
                rows.append(row)
                cols.append(column)
                counts.append(count)
        n_docs = len(texts)
        tf = np.asarray(counts, dtype=np.float64)
        row_index = np.asarray(rows, dtype=np.int64)
        col_index = np.asarray(cols, dtype=np.int64)
        df = np.bincount(col_index, minlength=len(vocabulary)).astype(np.float64)
        # The "plus one" idf of Lucene: never negative, so a very common term still counts a little.
        idf = np.log1p((n_docs - df + 0.5) / (df + 0.5))
        average = float(lengths.mean()) if n_docs and lengths.mean() > 0 else 1.0
        norm = k1 * (1.0 - b + b * lengths[row_index] / average)
        values = idf[col_index] * tf * (k1 + 1.0) / (tf + norm)
        weights = sparse.csc_matrix(
            (values.astype(np.float32), (row_index, col_index)),
            shape=(n_docs, len(vocabulary)),
        )
        logger.debug("lexical index: %d texts, %d terms", n_docs, len(vocabulary))
        return cls(weights, vocabulary, k1=k1, b=b)

    def scores(self, query: str) -> np.ndarray:
        """The BM25 score of every row for ``query`` (zeros when no term is known)."""
        counts = Counter(token for token in tokenize(query) if token in self._vocabulary)
        if not counts:
            return np.zeros(self.size, dtype=np.float32)
        columns = np.fromiter((self._vocabulary[t] for t in counts), dtype=np.int64, count=len(counts))
        query_tf = np.fromiter(counts.values(), dtype=np.float32, count=len(counts))
        return np.asarray(self._weights[:, columns] @ query_tf).ravel()

    def search(self, query: str, *, limit: int = 10) -> list[tuple[int, float]]:
        """The best ``limit`` rows with a positive score, as (row, score), best first.

        Ties are broken by row number, so the order is deterministic.
        """
        scores = self.scores(query)
        positive = np.flatnonzero(scores > 0)
        if len(positive) == 0:
            return []
        if len(positive) > limit:
            # argpartition keeps this linear; the final order is sorted below.
            top = positive[np.argpartition(-scores[positive], limit - 1)[:limit]]
            # A score tied with the cut-off may have been left out: take all ties.
            cutoff = scores[top].min()
            top = np.union1d(top[scores[top] > cutoff], positive[scores[positive] == cutoff])
        else:
            top = positive
        order = sorted(top.tolist(), key=lambda row: (-float(scores[row]), row))[:limit]
        return [(row, float(scores[row])) for row in order]

    # -- persistence -----------------------------------------------------------------

    def save(self, folder: str | Path, *, stem: str = "lexical") -> None:
        """Write ``<stem>.npz`` and ``<stem>.json`` into ``folder``, each atomically."""
        from kglink.retrieval.store import write_atomically

        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        write_atomically(folder / f"{stem}.npz", self.write_arrays)
        write_atomically(folder / f"{stem}.json", self.write_meta)

    def write_arrays(self, stream: IO[bytes]) -> None:
        """The sparse matrix as a ``.npz`` (arrays only) into a binary stream."""
        matrix = self._weights.tocsc()
        np.savez(
            stream,
            data=matrix.data,
            indices=matrix.indices,
            indptr=matrix.indptr,
            shape=np.asarray(matrix.shape, dtype=np.int64),
        )

    def write_meta(self, stream: IO[bytes]) -> None:
        """Vocabulary and parameters as JSON into a binary stream."""
        terms = sorted(self._vocabulary, key=self._vocabulary.__getitem__)
        meta = {"format": FORMAT_VERSION, "k1": self.k1, "b": self.b, "terms": terms}
        stream.write(json.dumps(meta, ensure_ascii=False).encode("utf-8"))

    @classmethod
    def load(cls, folder: str | Path, *, arrays: str = "lexical.npz", meta: str = "lexical.json") -> LexicalIndex:
        """Read an index written by :meth:`save` (or by :meth:`write_arrays` and
        :meth:`write_meta` into the files named ``arrays`` and ``meta``).

        Raises:
            KglinkError: the files are missing, corrupt or from another format version.
        """
        folder = Path(folder)
        try:
            data = json.loads((folder / meta).read_text(encoding="utf-8"))
            with np.load(folder / arrays, allow_pickle=False) as stored:
                shape = tuple(int(x) for x in stored["shape"])
                matrix = sparse.csc_matrix((stored["data"], stored["indices"], stored["indptr"]), shape=shape)
            if not isinstance(data, dict):
                raise ValueError("the vocabulary file holds no object")
            if data.get("format") != FORMAT_VERSION:
                raise KglinkError(
                    f"the lexical index in {folder} has format {data.get('format')}, expected {FORMAT_VERSION}"
                )
            terms = data["terms"]
            if not isinstance(terms, list) or len(terms) != shape[1]:
                raise ValueError("the vocabulary does not match the matrix")
            vocabulary = {term: column for column, term in enumerate(terms)}
            return cls(matrix, vocabulary, k1=float(data["k1"]), b=float(data["b"]))
        except KglinkError:
            raise
        # A truncated .npz raises EOFError or BadZipFile, a bad array TypeError or IndexError.
        except (OSError, ValueError, KeyError, TypeError, IndexError, EOFError, zipfile.BadZipFile, RecursionError) as exc:
            raise KglinkError(f"cannot read the lexical index in {folder}: {exc}") from exc
