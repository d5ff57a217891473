"""Rewriting a turn into self-contained queries: rules, validation, normalisation."""

from kglink.rewrite.policy import HybridPolicy
from kglink.rewrite.result import ClarifyCandidate, Fallback, LinkedEntity, RewriteResult
from kglink.rewrite.rewriter import Rewriter

__all__ = ["ClarifyCandidate", "Fallback", "HybridPolicy", "LinkedEntity", "RewriteResult", "Rewriter"]
