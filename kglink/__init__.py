"""kglink: link follow-up questions to a knowledge graph and rewrite them for retrieval.

Example:
    >>> from kglink import Ontology, Rewriter
    >>> rewriter = Rewriter(Ontology.load("ontology/enterprise/ontology.ttl"))  # doctest: +SKIP
    >>> session = rewriter.session()  # doctest: +SKIP
    >>> session.rewrite("华东区7月的销售额是多少")  # doctest: +SKIP
    >>> session.rewrite("那华南区呢").queries  # doctest: +SKIP
    ('华南区7月的销售额是多少',)
"""

from kglink.errors import KglinkError
from kglink.ontology.model import Ontology
from kglink.pipeline import AskResult, Pipeline, PipelineSession
from kglink.rewrite.result import ClarifyCandidate, LinkedEntity, RewriteResult
from kglink.rewrite.rewriter import Rewriter
from kglink.session import Session

__version__ = "0.1.0"

__all__ = [
    "AskResult",
    "ClarifyCandidate",
    "KglinkError",
    "LinkedEntity",
    "Ontology",
    "Pipeline",
    "PipelineSession",
    "RewriteResult",
    "Rewriter",
    "Session",
    "__version__",
]
