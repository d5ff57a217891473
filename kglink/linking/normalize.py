"""Text normalisation, read here by linking's callers; it lives in :mod:`kglink.lang.normalize`.

The normaliser moved below both :mod:`kglink.ontology` and :mod:`kglink.linking` (the
ontology's lint and statistics need it, and the linking package reads the ontology), so the
two packages do not import each other. This module keeps the old import path working.
"""

from __future__ import annotations

from kglink.lang.normalize import CJK_CLASS, is_word_char, normalize, normalize_with_offsets
from kglink.lang.script import is_cjk, language_of

__all__ = ["CJK_CLASS", "is_cjk", "is_word_char", "language_of", "normalize", "normalize_with_offsets"]
