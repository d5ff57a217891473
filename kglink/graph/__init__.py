"""The knowledge graph behind the ontology: the ``GraphStore`` protocol and its stores.

``Neo4jGraphStore`` needs the ``neo4j`` extra only when one is created.
"""

from kglink.graph.neo4j_store import Neo4jGraphStore
from kglink.graph.networkx_store import NetworkxGraphStore
from kglink.graph.protocol import GraphStore

__all__ = ["GraphStore", "Neo4jGraphStore", "NetworkxGraphStore"]
