"""kglink: link follow-up questions to a knowledge graph and rewrite them for retrieval.

Example:
    >>> from kglink import Ontology, Rewriter
    >>> rewriter = Rewriter(Ontology.load("ontology/enterprise/ontology.ttl"))  # doctest: +SKIP
    >>> session = rewriter.session()  # doctest: +SKIP
    >>> session.rewrite("华东区7月的销售额是多少")  # doctest: +SKIP
    >>> session.rewrite("那华南区呢").queries  # doctest: +SKIP
    ('华南区7月的销售额是多少',)

The names below are imported on first use (PEP 562), so ``import kglink`` and the
``kglink`` command start in milliseconds and ``from kglink import Rewriter`` loads only
the rewriting path.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

# name -> the module that defines it
_EXPORTS = {
    "AskResult": "kglink.pipeline.result",
    "ClarifyCandidate": "kglink.rewrite.result",
    "KglinkError": "kglink.errors",
    "LinkedEntity": "kglink.rewrite.result",
    "MissingDependencyError": "kglink.errors",
    "Ontology": "kglink.ontology.model",
    "Pipeline": "kglink.pipeline.pipeline",
    "PipelineSession": "kglink.pipeline.pipeline",
    "RewriteResult": "kglink.rewrite.result",
    "Rewriter": "kglink.rewrite.rewriter",
    "Session": "kglink.session",
}

__all__ = [*sorted(_EXPORTS), "__version__"]

if TYPE_CHECKING:
    from kglink.errors import KglinkError, MissingDependencyError
    from kglink.ontology.model import Ontology
    from kglink.pipeline.pipeline import Pipeline, PipelineSession
    from kglink.pipeline.result import AskResult
    from kglink.rewrite.result import ClarifyCandidate, LinkedEntity, RewriteResult
    from kglink.rewrite.rewriter import Rewriter
    from kglink.session import Session


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'kglink' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # once imported, a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
