"""A hostile or broken model server cannot hold a turn past its deadline, nor make kglink
search for a huge text, nor drop a side of a comparison (issue 15)."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator

import pytest

from kglink.llm import LLMConfig
from kglink.llm.client import ModelCallError, OpenAIChatClient
from kglink.llm.parse import MAX_ANSWER_CHARS, UnparsableAnswer, parse_answer

FIRST = "华东区7月的销售额是多少"
SECOND = "那华南区呢"
RULE_SECOND = "华南区7月的销售额是多少"


@pytest.fixture
def dripping_server() -> Iterator[str]:
    """An HTTP server that answers 200 with a chat completion, one byte every 0.3 s."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    stop = threading.Event()
    body = json.dumps({"choices": [{"message": {"content": '{"queries": ["x"], "correction": false, "basis": []}'}}]}).encode()

    def serve(conn: socket.socket) -> None:
        with conn:
            conn.settimeout(5)
            try:
                conn.recv(65536)
                conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n" % len(body))
                for byte in body:
                    if stop.is_set():
                        return
                    conn.sendall(bytes([byte]))
                    time.sleep(0.3)
            except OSError:
                return

    def accept() -> None:
        listener.settimeout(0.2)
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            threading.Thread(target=serve, args=(conn,), daemon=True).start()

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{listener.getsockname()[1]}/v1"
    stop.set()
    thread.join(timeout=5)
    listener.close()


def test_a_dripping_server_is_cut_at_the_total_deadline(dripping_server: str) -> None:
    client = OpenAIChatClient(LLMConfig(dripping_server, "drip", timeout=1.0))
    started = time.monotonic()
    with pytest.raises(ModelCallError) as info:
        client.complete([{"role": "user", "content": "hi"}])
    elapsed = time.monotonic() - started
    assert info.value.reason == "timeout"
    assert "no complete answer within 1 s" in str(info.value)
    # Each byte comes within the read timeout: only a total deadline stops this (the body
    # alone takes ~25 s to drip).
    assert elapsed < 3.0


def test_a_turn_with_a_dripping_model_falls_back_to_the_rules(make_rewriter, dripping_server) -> None:
    from kglink.llm import LLMRewriter

    rewriter = make_rewriter("llm", llm=LLMRewriter(LLMConfig(dripping_server, "drip", timeout=1.0)))
    session = rewriter.session()
    session.rewrite(FIRST)
    result = session.rewrite(SECOND)
    assert result.method == "rule" and result.queries == (RULE_SECOND,)
    assert result.fallbacks[0].reason.startswith("timeout")


def test_an_answer_over_the_size_cap_is_unparsable() -> None:
    answer = json.dumps({"queries": ["企业版" * 10]}) + " " * MAX_ANSWER_CHARS
    with pytest.raises(UnparsableAnswer, match="answer too long"):
        parse_answer(answer)
    assert parse_answer(json.dumps({"queries": ["企业版多少钱"]})).queries == ("企业版多少钱",)


def test_a_huge_model_body_is_refused(make_rewriter, scripted) -> None:
    scripted.script(SECOND, content=json.dumps({"queries": [RULE_SECOND + "。" * 3_000_000]}))
    session = make_rewriter("llm").session()
    session.rewrite(FIRST)
    result = session.rewrite(SECOND)
    assert result.method == "rule" and result.queries == (RULE_SECOND,)
    assert "over 1024 KB" in result.fallbacks[0].reason


def test_a_query_much_longer_than_the_turn_is_rejected(make_rewriter, scripted) -> None:
    scripted.script(SECOND, queries=[RULE_SECOND + "，" + "请详细说明" * 60])
    session = make_rewriter("llm").session()
    session.rewrite(FIRST)
    result = session.rewrite(SECOND)
    assert result.method == "rule"
    assert result.fallbacks[0].reason.startswith("query too long")


def test_a_comparison_answer_must_keep_both_sides(make_rewriter, scripted) -> None:
    turns = [("你们的企业版多少钱", "企业版每年12万元起，标准版每年4.8万元起。"), ("那它支持私有化部署吗", "企业版支持。")]
    scripted.script("和上一个方案比呢", queries=["企业版支持私有化部署吗"])
    session = make_rewriter("llm").session()
    for user, answer in turns:
        session.rewrite(user)
        session.observe_assistant(answer)
    result = session.rewrite("和上一个方案比呢")
    assert result.turn_type == "comparison"
    assert result.method == "rule"
    assert "标准版" in result.queries[0]
    assert "comparison side lost: 标准版" in result.fallbacks[0].reason
