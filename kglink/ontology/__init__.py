"""The user's knowledge graph: the :class:`Ontology` value and its loaders.

Example:
    >>> from kglink.ontology import load_ontology
    >>> onto = load_ontology("ontology/csv-example/ontology.csv")  # doctest: +SKIP
    >>> onto.entity("hd:vpn").label("en")  # doctest: +SKIP
    'VPN'
"""

from kglink.ontology.loader import SUPPORTED_SUFFIXES, load_ontology
from kglink.ontology.model import Attribute, Edge, Entity, Label, OntClass, Ontology, Property

__all__ = [
    "SUPPORTED_SUFFIXES",
    "Attribute",
    "Edge",
    "Entity",
    "Label",
    "OntClass",
    "Ontology",
    "Property",
    "load_ontology",
]
