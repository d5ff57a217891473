"""The model rewrite cache in Redis: shared by workers, a miss (never a failure) when
Redis is down, and wired in by `kglink serve` when the configuration has a model path."""

from __future__ import annotations

import uuid
from pathlib import Path

from kglink.llm.cache import CacheKey
from kglink.llm.parse import ModelAnswer
from kglink.serve import ServeSettings
from kglink.serve.app import build_service
from kglink.serve.processes import RedisServer, free_port
from kglink.serve.redis_store import RedisRewriteCache, RedisSessionStore

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "ontology" / "enterprise"


def key() -> CacheKey:
    return CacheKey.of(f"s-{uuid.uuid4().hex}", 1, "那它呢", [{"role": "user", "content": "那它呢"}], "m")


def test_an_answer_put_by_one_worker_is_found_by_another(redis_url: str) -> None:
    one, two = RedisSessionStore(redis_url), RedisSessionStore(redis_url)
    answer = ModelAnswer(("企业版支持私有化部署吗",), correction=False, basis=("企业版",), raw='{"queries": []}')
    k = key()
    assert two.rewrite_cache().get(k) is None
    one.rewrite_cache().put(k, answer)
    assert two.rewrite_cache().get(k) == answer
    assert two.rewrite_cache().get(key()) is None  # another history, another key


def test_a_redis_outage_is_a_miss_not_an_error(tmp_path: Path) -> None:
    redis = RedisServer(tmp_path / "r").start()
    store = RedisSessionStore(redis.url, timeout=0.5)
    cache = store.rewrite_cache()
    redis.stop()
    k = key()
    cache.put(k, ModelAnswer(("q",)))
    assert cache.get(k) is None


def test_serve_puts_the_cache_of_a_model_path_in_redis(redis_url: str, tmp_path: Path) -> None:
    config = tmp_path / "kglink.toml"
    config.write_text(
        f'[ontology]\npaths = ["{EXAMPLE / "ontology.ttl"}"]\n[documents]\npath = "{EXAMPLE / "docs.jsonl"}"\n'
        f'[index]\nstore = "{tmp_path / "index"}"\nembedding = "hashed"\n'
        # Nothing listens there: building the pipeline calls no model.
        f'[llm]\nbase_url = "http://127.0.0.1:{free_port()}/v1"\nmodel = "m"\n',
        encoding="utf-8",
    )
    settings = ServeSettings.resolve(config, {}, {"session_store": redis_url})
    service = build_service(settings)
    try:
        llm = service.pipeline.rewriter.model_pass.llm  # type: ignore[union-attr]
        assert isinstance(llm.cache, RedisRewriteCache)
        no_cache = build_service(ServeSettings.resolve(config, {"rewrite_cache": False}, {"session_store": redis_url}))
        assert not isinstance(no_cache.pipeline.rewriter.model_pass.llm.cache, RedisRewriteCache)  # type: ignore[union-attr]
        no_cache.pipeline.close()
    finally:
        service.pipeline.close()
