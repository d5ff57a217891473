"""`kglink rewrite` through the real entry point, `kglink.cli.main`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest


ROOT = Path(__file__).resolve().parents[2]
ONTOLOGY = ROOT / "ontology" / "enterprise" / "ontology.ttl"
CASES = ROOT / "ontology" / "enterprise" / "cases.jsonl"
EX = "http://example.org/kglink/enterprise/"

CONVERSATION = [
    {"user": "华东区7月的销售额是多少", "assistant": "华东区2025年7月销售额为1200万元，其中上海分公司贡献600万元。"},
    {"user": "它比6月涨了多少"},
    {"user": "那华南区呢"},
    {"user": "CRM怎么登录"},
]


def write_jsonl(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    return path


def test_json_gives_one_object_per_turn(tmp_path, kglink_cli):
    conversation = write_jsonl(tmp_path / "conv.jsonl", CONVERSATION)
    code, out, err = kglink_cli("rewrite", "--ontology", str(ONTOLOGY), str(conversation), "--json")
    assert code == 0, err
    records = [json.loads(line) for line in out.splitlines() if line.strip()]
    assert len(records) == len(CONVERSATION)
    for record in records:
        assert {"queries", "entities", "turn_type", "method"} <= record.keys()
        assert record["queries"] and all(isinstance(q, str) and q for q in record["queries"])
        assert record["method"] in ("rule", "llm", "original")
        for entity in record["entities"]:
            assert {"id", "label"} <= entity.keys()
    first, pronoun, ellipsis, clarify = records
    assert first["turn_type"] == "first"
    assert {e["id"] for e in first["entities"]} == {EX + "region_east", EX + "metric_sales"}
    assert pronoun["turn_type"] == "pronoun"
    assert "华东区" in pronoun["queries"][0] and "6月" in pronoun["queries"][0]
    assert ellipsis["turn_type"] == "ellipsis"
    assert EX + "region_south" in {e["id"] for e in ellipsis["entities"]}
    assert clarify["turn_type"] == "clarify"
    assert {c["id"] for c in clarify["clarify"]} == {EX + "system_crm", EX + "product_nebula_crm"}


def test_bundle_cases_file_is_read_conversation_by_conversation(kglink_cli):
    expected = sum(len(json.loads(line)["turns"]) for line in CASES.read_text(encoding="utf-8").splitlines() if line.strip())
    code, out, err = kglink_cli("rewrite", "--ontology", str(ONTOLOGY), str(CASES), "--json")
    assert code == 0, err
    records = [json.loads(line) for line in out.splitlines() if line.strip()]
    assert len(records) == expected
    conversations = {r["conversation"] for r in records}
    assert len(conversations) == len(CASES.read_text(encoding="utf-8").splitlines())
    # Each conversation starts afresh: its first turn never carries the previous topic.
    assert all(r["turn_type"] in ("first", "clarify", "nil", "multi_intent") for r in records if r["turn"] == 0)


def test_text_output_says_what_is_searched(tmp_path, kglink_cli):
    conversation = write_jsonl(
        tmp_path / "conv.jsonl", [{"user": "标准版多少钱"}, {"user": "那企业版呢"}, {"user": "How much is the Enterprise Edition?"}]
    )
    code, out, err = kglink_cli("rewrite", "--ontology", str(ONTOLOGY), str(conversation))
    assert code == 0, err
    assert "正在搜索：" in out and "企业版" in out
    assert "Searching: " in out


@pytest.mark.parametrize(
    ("lines", "bad_line"),
    [
        (['{"user": "华东区7月的销售额是多少"}', '{"user": "那华南区呢"', '{"user": "6月呢"}'], 2),
        (['{"user": "华东区7月的销售额是多少"}', "", '["not", "an", "object"]'], 3),
        (['{"question": "no user key"}'], 1),
        (['{"turns": [{"user": "ok"}]}', '{"turns": [{"assistant": "no user"}]}'], 2),
    ],
)
def test_malformed_jsonl_exits_with_file_and_line(tmp_path, kglink_cli, lines, bad_line):
    conversation = tmp_path / "bad.jsonl"
    conversation.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out, err = kglink_cli("rewrite", "--ontology", str(ONTOLOGY), str(conversation), "--json")
    assert code != 0
    assert f"{conversation}:{bad_line}" in err
    assert "Traceback" not in err + out


def test_missing_conversation_file_is_a_clean_error(tmp_path, kglink_cli):
    code, out, err = kglink_cli("rewrite", "--ontology", str(ONTOLOGY), str(tmp_path / "nope.jsonl"), "--json")
    assert code != 0
    assert "nope.jsonl" in err
    assert "Traceback" not in err + out


def test_trace_writes_one_json_line_per_turn(tmp_path, kglink_cli):
    conversation = write_jsonl(tmp_path / "conv.jsonl", CONVERSATION)
    trace = tmp_path / "trace.jsonl"
    code, out, err = kglink_cli(
        "rewrite", "--ontology", str(ONTOLOGY), str(conversation), "--json", "--trace", str(trace)
    )
    assert code == 0, err
    records = [json.loads(line) for line in trace.read_text(encoding="utf-8").splitlines()]
    assert len(records) == len(CONVERSATION)
    printed = [json.loads(line) for line in out.splitlines() if line.strip()]
    for record, turn, result in zip(records, CONVERSATION, printed, strict=True):
        assert record["utterance"] == turn["user"]
        assert record["queries"] == result["queries"]
        assert record["turn_type"] == result["turn_type"]
        assert record["method"] == result["method"]
        assert record["clauses"] and "mentions" in record["clauses"][0]
        assert "rewrite" in record["timings_ms"]


def test_now_resolves_relative_times(tmp_path, kglink_cli):
    conversation = write_jsonl(tmp_path / "conv.jsonl", [{"user": "华东区上个月的销售额是多少"}])
    code, out, err = kglink_cli("rewrite", "--ontology", str(ONTOLOGY), str(conversation), "--json", "--now", "2025-08-15")
    assert code == 0, err
    (record,) = [json.loads(line) for line in out.splitlines() if line.strip()]
    assert record["constraints"] == ["2025年7月"]


def test_a_bad_now_is_a_usage_error(tmp_path, kglink_cli):
    conversation = write_jsonl(tmp_path / "conv.jsonl", [{"user": "华东区上个月的销售额是多少"}])
    code, out, err = kglink_cli("rewrite", "--ontology", str(ONTOLOGY), str(conversation), "--now", "last tuesday")
    assert code != 0
    assert "Traceback" not in err + out
