"""The session store contract, in memory and in a real Redis: versions, compare and set,
delete, TTL, and many writers at once."""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Callable, Iterator

import pytest

from kglink.errors import ConfigError
from kglink.serve import MemorySessionStore, SessionStore, SessionStoreError, store_from_url
from kglink.serve.processes import RedisServer
from kglink.serve.redis_store import RedisSessionStore, redacted

StoreFactory = Callable[..., SessionStore]


@pytest.fixture(params=["memory", "redis"])
def make_store(request: pytest.FixtureRequest) -> Iterator[StoreFactory]:
    made: list[SessionStore] = []

    def make(**options: object) -> SessionStore:
        if request.param == "memory":
            store: SessionStore = MemorySessionStore(**options)  # type: ignore[arg-type]
        else:
            store = RedisSessionStore(request.getfixturevalue("redis_url"), **options)  # type: ignore[arg-type]
        made.append(store)
        return store

    yield make
    for store in made:
        store.close()


def sid() -> str:
    return f"t-{uuid.uuid4().hex}"


def test_a_new_session_is_written_at_version_one_and_read_back(make_store: StoreFactory) -> None:
    store = make_store()
    session = sid()
    assert store.get(session) is None
    assert store.put(session, '{"a": 1}', expected=0)
    found = store.get(session)
    assert found is not None and (found.data, found.version) == ('{"a": 1}', 1)
    assert isinstance(store, SessionStore)


def test_a_write_on_a_stale_version_is_refused_and_changes_nothing(make_store: StoreFactory) -> None:
    store = make_store()
    session = sid()
    assert store.put(session, "first", expected=0)
    assert not store.put(session, "lost", expected=0)
    assert store.put(session, "second", expected=1)
    assert not store.put(session, "lost again", expected=1)
    found = store.get(session)
    assert found is not None and (found.data, found.version) == ("second", 2)


def test_delete_forgets_the_session(make_store: StoreFactory) -> None:
    store = make_store()
    session = sid()
    store.put(session, "x", expected=0)
    assert store.delete(session)
    assert store.get(session) is None
    assert not store.delete(session)
    assert store.put(session, "again", expected=0)


def test_an_idle_session_expires_after_its_ttl(make_store: StoreFactory) -> None:
    store = make_store(ttl=0.3)
    session = sid()
    store.put(session, "x", expected=0)
    assert store.get(session) is not None
    time.sleep(0.8)
    assert store.get(session) is None
    # An expired session starts over at version 0.
    assert store.put(session, "y", expected=0)


def test_many_writers_at_once_each_win_exactly_once_per_version(make_store: StoreFactory) -> None:
    store = make_store()
    session = sid()
    applied: list[int] = []
    lock = threading.Lock()

    def writer(name: int) -> None:
        for _ in range(5):
            while True:
                found = store.get(session)
                version = found.version if found else 0
                data = (found.data if found else "") + f"{name},"
                if store.put(session, data, expected=version):
                    with lock:
                        applied.append(name)
                    break

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    found = store.get(session)
    assert found is not None
    # No lost update: every write that said it won is in the data, once.
    assert found.version == len(applied) == 30
    assert sorted(found.data.rstrip(",").split(",")) == sorted(str(name) for name in applied)


def test_a_ttl_must_be_positive() -> None:
    with pytest.raises(ConfigError, match="ttl"):
        MemorySessionStore(ttl=0)


def test_store_urls_name_memory_or_redis(redis_url: str) -> None:
    assert isinstance(store_from_url(None), MemorySessionStore)
    assert isinstance(store_from_url("memory"), MemorySessionStore)
    redis_store = store_from_url(redis_url)
    assert isinstance(redis_store, RedisSessionStore)
    redis_store.close()
    with pytest.raises(ConfigError, match="memcached://x"):
        store_from_url("memcached://x")


def test_an_unreachable_redis_raises_a_store_error_naming_the_endpoint_without_the_password(tmp_path) -> None:
    redis = RedisServer(tmp_path / "r").start()
    port = redis.port
    redis.stop()
    store = RedisSessionStore(f"redis://:sekrit-password@127.0.0.1:{port}/0", timeout=0.5)
    with pytest.raises(SessionStoreError) as caught:
        store.get("anyone")
    assert f"redis://127.0.0.1:{port}/0" in str(caught.value)
    assert "sekrit" not in str(caught.value)
    with pytest.raises(SessionStoreError):
        store.ping()
    assert redacted("redis://u:pw@h:1/2") == "redis://h:1/2"


def test_answers_wait_beside_the_session_until_a_write_consumes_them(make_store: StoreFactory) -> None:
    store = make_store()
    session = sid()
    assert store.add_answer(session, "no session yet") is None
    store.put(session, "v1", expected=0)
    assert store.add_answer(session, "first") == 1
    assert store.add_answer(session, "second") == 2
    assert store.add_answer(session, "second") == 2  # a retry of the same answer
    found = store.get(session)
    assert found is not None and found.answers == ("first", "second") and found.version == 1
    # An answer that arrives between the read and the write stays for the next turn.
    assert store.add_answer(session, "third") == 3
    assert store.put(session, "v2", expected=1, consumed=2)
    found = store.get(session)
    assert found is not None and found.answers == ("third",) and found.version == 2
    # A write that loses the race consumes nothing.
    assert not store.put(session, "lost", expected=1, consumed=1)
    assert store.get(session).answers == ("third",)  # type: ignore[union-attr]


def test_a_session_started_again_does_not_inherit_old_answers(make_store: StoreFactory) -> None:
    store = make_store()
    session = sid()
    store.put(session, "v1", expected=0)
    store.add_answer(session, "old")
    store.delete(session)
    assert store.add_answer(session, "to nobody") is None
    store.put(session, "fresh", expected=0)
    assert store.get(session).answers == ()  # type: ignore[union-attr]


def test_only_the_latest_answers_are_kept(make_store: StoreFactory) -> None:
    from kglink.serve.store import MAX_ANSWERS

    store = make_store()
    session = sid()
    store.put(session, "v1", expected=0)
    counts = [store.add_answer(session, f"a{n}") for n in range(MAX_ANSWERS + 3)]
    assert counts[-1] == MAX_ANSWERS
    assert store.get(session).answers == tuple(f"a{n}" for n in range(3, MAX_ANSWERS + 3))  # type: ignore[union-attr]
