"""The knowledge graph behind the ontology: the ``GraphStore`` protocol and its stores."""

from kglink.graph.networkx_store import NetworkxGraphStore
from kglink.graph.protocol import GraphStore

__all__ = ["GraphStore", "NetworkxGraphStore"]
