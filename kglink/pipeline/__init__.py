"""The Python API for GraphRAG pipelines: :class:`Pipeline` and its sessions.

``Pipeline(ontology, index)`` or ``Pipeline.from_config("kglink.toml")``; then
``session = pipeline.session()`` and ``result = session.ask(text)`` per user turn:
the rewritten queries, the linked entities, the evidence (fused top-k chunks with sources
and scores, penalised when shown before, reused on a continuation), graph facts about the
linked entities and the trace. Importing this package does not import Chroma.
"""

from kglink.pipeline.config import PipelineConfig, load_config
from kglink.pipeline.evidence import EvidenceCache, EvidenceSettings
from kglink.pipeline.facts import graph_facts
from kglink.pipeline.pipeline import AnswerHook, Pipeline, PipelineSession
from kglink.pipeline.replay import ConversationReplay, normalise_history
from kglink.pipeline.result import AskResult, Evidence, GraphFact

__all__ = [
    "AnswerHook",
    "AskResult",
    "ConversationReplay",
    "Evidence",
    "EvidenceCache",
    "EvidenceSettings",
    "GraphFact",
    "Pipeline",
    "PipelineConfig",
    "PipelineSession",
    "graph_facts",
    "load_config",
    "normalise_history",
]
