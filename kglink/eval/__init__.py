"""Evaluation: benchmark bundles, modes, metrics, the runner and the HTML report.

``kglink eval BUNDLE`` is :func:`run_eval` plus printing; the format of a bundle and of
the JSON written is ``shared/spec/benchmark-format.md``.
"""

from kglink.eval.bundle import Bundle, Case, Turn, load_bundle
from kglink.eval.metrics import TurnRecord, summarize_mode
from kglink.eval.modes import (
    Conversation,
    Mode,
    TurnOutput,
    available_modes,
    get_mode,
    register_mode,
)
from kglink.eval.report import write_html
from kglink.eval.runner import run_eval

__all__ = [
    "Bundle",
    "Case",
    "Conversation",
    "Mode",
    "Turn",
    "TurnOutput",
    "TurnRecord",
    "available_modes",
    "get_mode",
    "load_bundle",
    "register_mode",
    "run_eval",
    "summarize_mode",
    "write_html",
]
