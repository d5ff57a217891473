"""The knowledge graph behind the ontology: the ``GraphStore`` protocol and its stores.

``ResilientGraphStore`` wraps a store so a backend outage degrades answers instead of
failing them. ``Neo4jGraphStore`` needs the ``neo4j`` extra only when one is created.
"""

from kglink.graph.neo4j_store import Neo4jGraphStore
from kglink.graph.networkx_store import NetworkxGraphStore
from kglink.graph.protocol import GraphStore
from kglink.graph.resilient import ResilientGraphStore

__all__ = ["GraphStore", "Neo4jGraphStore", "NetworkxGraphStore", "ResilientGraphStore"]
