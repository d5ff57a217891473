"""The public surface of kglink is its package namespace; this pins it."""

from __future__ import annotations

import inspect

import kglink

EXPECTED = [
    "AskResult",
    "ClarifyCandidate",
    "KglinkError",
    "LinkedEntity",
    "MissingDependencyError",
    "Ontology",
    "Pipeline",
    "PipelineSession",
    "RewriteResult",
    "Rewriter",
    "Session",
    "__version__",
]


def test_all_is_pinned():
    assert list(kglink.__all__) == EXPECTED


def test_every_exported_name_exists():
    for name in kglink.__all__:
        assert hasattr(kglink, name), name


def test_exported_classes_are_defined_in_kglink():
    for name in kglink.__all__:
        value = getattr(kglink, name)
        if inspect.isclass(value):
            assert value.__module__.startswith("kglink."), (name, value.__module__)


def test_version_is_a_string():
    assert isinstance(kglink.__version__, str) and kglink.__version__


def test_the_documented_entry_points_exist():
    assert callable(kglink.Ontology.load)
    assert callable(kglink.Rewriter.session)
    for method in ("rewrite", "observe_assistant", "to_json", "from_json"):
        assert callable(getattr(kglink.Session, method)), method
    assert {"queries", "entities", "turn_type", "method", "clarify", "correction", "trace"} <= set(
        kglink.RewriteResult.__dataclass_fields__
    )
    assert {"id", "label", "mention", "score"} <= set(kglink.LinkedEntity.__dataclass_fields__)
    assert issubclass(kglink.KglinkError, Exception)


def test_the_pipeline_entry_points_exist():
    assert callable(kglink.Pipeline.from_config) and callable(kglink.Pipeline.session)
    for method in ("ask", "retrieve", "observe_assistant", "to_json", "copy"):
        assert callable(getattr(kglink.PipelineSession, method)), method
    assert {"queries", "entities", "turn_type", "evidence", "earlier", "facts", "trace", "answer"} <= set(
        kglink.AskResult.__dataclass_fields__
    )
    assert callable(kglink.AskResult.to_prompt) and callable(kglink.AskResult.context)
