"""Linking mentions in text to ontology nodes: normalisation, exact and fuzzy alias matching."""

from kglink.linking.alias_index import AliasIndex
from kglink.linking.candidates import Candidate, Mention
from kglink.linking.matcher import PhraseMatch, PhraseMatcher
from kglink.linking.normalize import normalize, normalize_with_offsets

__all__ = [
    "AliasIndex",
    "Candidate",
    "Mention",
    "PhraseMatch",
    "PhraseMatcher",
    "normalize",
    "normalize_with_offsets",
]
