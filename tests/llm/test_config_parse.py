"""LLMConfig from arguments and the environment; reading the model's answer."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

import kglink.llm
from kglink.errors import ConfigError
from kglink.llm import LLMConfig, ModelAnswer, UnparsableAnswer, parse_answer
from kglink.llm.config import NO_KEY


@pytest.mark.parametrize(
    ("env", "overrides", "expected"),
    [
        ({"KGLINK_LLM_BASE_URL": "http://127.0.0.1:8000/v1", "KGLINK_LLM_MODEL": "qwen"}, {},
         ("http://127.0.0.1:8000/v1", "qwen", NO_KEY, 10.0)),
        ({"OPENAI_BASE_URL": "https://api.example.com/v1", "OPENAI_API_KEY": "sk-1", "KGLINK_LLM_MODEL": "m"}, {},
         ("https://api.example.com/v1", "m", "sk-1", 10.0)),
        ({"KGLINK_LLM_BASE_URL": "http://a/v1", "OPENAI_BASE_URL": "http://b/v1", "KGLINK_LLM_MODEL": "m",
          "KGLINK_LLM_API_KEY": "k1", "OPENAI_API_KEY": "k2", "KGLINK_LLM_TIMEOUT": "2.5"}, {},
         ("http://a/v1", "m", "k1", 2.5)),
        ({"KGLINK_LLM_BASE_URL": "http://a/v1", "KGLINK_LLM_MODEL": "m"},
         {"base_url": "http://c/v1", "model": None, "timeout": 3},
         ("http://c/v1", "m", NO_KEY, 3.0)),
        ({}, {"base_url": "http://c/v1", "model": "x", "api_key": None}, ("http://c/v1", "x", NO_KEY, 10.0)),
    ],
)
def test_from_env(env, overrides, expected) -> None:
    config = LLMConfig.from_env(env=env, **overrides)
    assert (config.base_url, config.model, config.api_key, config.timeout) == expected


@pytest.mark.parametrize(
    ("env", "overrides", "message"),
    [
        ({}, {}, "no model endpoint"),
        ({"KGLINK_LLM_BASE_URL": "http://a/v1"}, {}, "no model name"),
        ({"KGLINK_LLM_BASE_URL": "http://a/v1", "KGLINK_LLM_MODEL": "m", "KGLINK_LLM_TIMEOUT": "soon"}, {},
         "KGLINK_LLM_TIMEOUT"),
        ({}, {"base_url": "ftp://a", "model": "m"}, "http"),
        ({}, {"base_url": "http://a/v1", "model": "m", "timeout": 0}, "timeout"),
        ({}, {"base_url": "http://a/v1", "model": "m", "max_tokens": 3}, "max_tokens"),
        ({}, {"base_url": "http://a/v1", "model": "m", "response_format": "xml"}, "response_format"),
        ({}, {"base_url": "http://a/v1", "model": "m", "colour": "red"}, "unknown model setting"),
    ],
)
def test_from_env_errors(env, overrides, message) -> None:
    with pytest.raises(ConfigError, match=message):
        LLMConfig.from_env(env=env, **overrides)


@pytest.mark.parametrize(
    ("text", "queries", "correction"),
    [
        ('{"queries": ["企业版多少钱"], "correction": false, "basis": []}', ("企业版多少钱",), False),
        ('```json\n{"queries": ["a", "b"], "correction": true}\n```', ("a", "b"), True),
        ('Answer: {"queries": "one query"} hope it helps {"queries": ["later"]}', ("one query",), False),
        ('{"note": 1} then {"queries": ["x", "x", " ", "y"]}', ("x", "y"), False),
        ('{"queries": ["q1","q2","q3","q4","q5","q6"]}', ("q1", "q2", "q3", "q4"), False),
    ],
)
def test_parse_answer(text, queries, correction) -> None:
    answer = parse_answer(text)
    assert (answer.queries, answer.correction, answer.raw) == (queries, correction, text)


@pytest.mark.parametrize(
    "text",
    ["", "   ", "no json here", '{"queries": [1, 2]}', '{"answer": "x"}', '["a"]', '{"queries": ["a"', '{"queries": {"a": 1}}'],
)
def test_unparsable(text) -> None:
    with pytest.raises(UnparsableAnswer):
        parse_answer(text)


@given(
    queries=st.lists(st.text(min_size=1, max_size=20).filter(str.strip), min_size=1, max_size=4, unique_by=str.strip),
    correction=st.booleans(),
    prefix=st.sampled_from(["", "Here: ", "```json\n", "好的，改写如下："]),
)
def test_an_answer_in_any_wrapping_reads_back(queries, correction, prefix) -> None:
    text = prefix + json.dumps({"queries": queries, "correction": correction, "basis": []}, ensure_ascii=False)
    answer = parse_answer(text)
    assert answer.queries == tuple(q.strip() for q in queries)
    assert answer.correction is correction
    assert ModelAnswer.from_dict(answer.to_dict()) == answer


def test_exports() -> None:
    assert {"LLMConfig", "LLMRewriter", "RewriteCache", "LRURewriteCache"} <= set(kglink.llm.__all__)
    for name in kglink.llm.__all__:
        assert getattr(kglink.llm, name).__module__.startswith("kglink.llm"), name
