"""The ``--llm-*`` options of the commands that can use a model, and the settings they give.

Options not passed fall back to the environment in :meth:`kglink.llm.LLMConfig.from_env`
(``KGLINK_LLM_BASE_URL``, ``KGLINK_LLM_MODEL``, ``KGLINK_LLM_API_KEY``,
``KGLINK_LLM_TIMEOUT``, then ``OPENAI_BASE_URL`` / ``OPENAI_API_KEY``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

import click

logger = logging.getLogger(__name__)

_F = TypeVar("_F", bound=Callable[..., Any])

LLM_KEYS = ("llm_base_url", "llm_model", "llm_api_key", "llm_timeout")


def llm_options(command: _F) -> _F:
    """Add ``--llm-base-url``, ``--llm-model``, ``--llm-api-key`` and ``--llm-timeout``."""
    options = (
        click.option("--llm-base-url", metavar="URL",
                     help="OpenAI-compatible endpoint, e.g. http://127.0.0.1:8000/v1 "
                          "[env KGLINK_LLM_BASE_URL, OPENAI_BASE_URL]."),
        click.option("--llm-model", metavar="NAME", help="Model name [env KGLINK_LLM_MODEL]."),
        click.option("--llm-api-key", metavar="KEY", help="API key [env KGLINK_LLM_API_KEY, OPENAI_API_KEY]."),
        click.option("--llm-timeout", type=click.FloatRange(min=0, min_open=True), metavar="SECONDS",
                     help="Seconds one model call may take [env KGLINK_LLM_TIMEOUT; default 10]."),
    )
    for option in reversed(options):
        command = option(command)
    return command


def llm_settings(options: dict[str, Any]) -> dict[str, Any]:
    """The keyword arguments of :meth:`LLMConfig.from_env` from the parsed options."""
    return {
        "base_url": options.get("llm_base_url"),
        "model": options.get("llm_model"),
        "api_key": options.get("llm_api_key"),
        "timeout": options.get("llm_timeout"),
    }
